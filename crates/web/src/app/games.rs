//! The games this browser keeps besides the one on screen: games by link waiting for a
//! friend's move, and the game at this screen put aside when a link came. Nothing is lost when
//! a link replaces the game on screen: the game before goes here, and the Games dialog opens
//! it again.
//!
//! # Format
//!
//! Kept in the browser's storage under [`GAMES_KEY`], one game a line, most recently opened
//! first, four fields separated by tabs:
//!
//! | field | what |
//! |---|---|
//! | id | the game's id (its dice seed), in hexadecimal |
//! | here | which person seats this device plays (bit `i`: seat `i`) |
//! | opened | when it was last on screen, in milliseconds since 1970 |
//! | game | `g=…`, the game's link ([`super::link`]); or `r=` and its record, with `\`, tab and line feed written `\\`, `\t`, `\n` (a game from a set position, which a link cannot carry) |
//!
//! Reading checks each line's shape where it enters and leaves out a line that does not read;
//! the game itself is read (and checked by the engine) when it is opened.

/// The storage key of the kept games.
pub const GAMES_KEY: &str = "ashtapada.games";
/// The most games kept: the oldest go first.
pub const MAX_GAMES: usize = 40;
/// The longest line read (a link of 20 000 actions is about 27 000 characters; a record of a
/// long game about 20 000).
const MAX_LINE: usize = 200_000;

/// A game as it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeptGame {
    /// Its link's fragment (`g=…`).
    Link(String),
    /// Its record.
    Record(String),
}

/// A kept game: which it is, who plays here, when it was last on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// The game's id: its dice seed.
    pub id: u64,
    /// The person seats this device plays (bit `i`: seat `i`).
    pub here: u8,
    /// When it was last on screen (milliseconds since 1970).
    pub opened: u64,
    /// The game.
    pub game: KeptGame,
}

/// The kept games, most recently opened first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Games {
    list: Vec<Kept>,
}

impl Games {
    /// Reads the stored text; lines that do not read are left out (see the module's
    /// documentation).
    pub fn read(text: &str) -> Games {
        let mut games = Games::default();
        for line in text.lines() {
            if let Some(kept) = read_line(line) {
                if games.get(kept.id).is_none() && games.list.len() < MAX_GAMES {
                    games.list.push(kept);
                }
            }
        }
        games
    }

    /// The text to store.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for kept in &self.list {
            out.push_str(&format!("{:x}\t{}\t{}\t", kept.id, kept.here, kept.opened));
            match &kept.game {
                KeptGame::Link(fragment) => out.push_str(fragment),
                KeptGame::Record(text) => {
                    out.push_str("r=");
                    for c in text.chars() {
                        match c {
                            '\\' => out.push_str("\\\\"),
                            '\t' => out.push_str("\\t"),
                            '\n' => out.push_str("\\n"),
                            '\r' => {}
                            c => out.push(c),
                        }
                    }
                }
            }
            out.push('\n');
        }
        out
    }

    /// The kept games, most recently opened first.
    pub fn list(&self) -> &[Kept] {
        &self.list
    }

    /// The kept game of this id.
    pub fn get(&self, id: u64) -> Option<&Kept> {
        self.list.iter().find(|k| k.id == id)
    }

    /// Keeps a game first in the list, in place of the one of the same id; the oldest goes
    /// past [`MAX_GAMES`].
    pub fn put(&mut self, kept: Kept) {
        self.take(kept.id);
        self.list.insert(0, kept);
        self.list.truncate(MAX_GAMES);
    }

    /// Takes the game of this id out of the list.
    pub fn take(&mut self, id: u64) -> Option<Kept> {
        let at = self.list.iter().position(|k| k.id == id)?;
        Some(self.list.remove(at))
    }

    /// Merges the list another tab stored (`stored`) into this one, game by game, so that a
    /// tab never writes its list over another's whole: a game only one list has is kept; of a
    /// game both have, the version with more actions (`length`), and of two as long the one
    /// last opened. `gone` lists the games this tab took out of its list (opened or deleted)
    /// with their length then: the stored copy of such a game comes back only if it is longer
    /// (another tab played on), so that a deletion here holds and nothing played is lost. The
    /// most recently opened come first; the oldest go past [`MAX_GAMES`].
    pub fn merge(
        &mut self,
        stored: &Games,
        gone: &[(u64, usize)],
        length: impl Fn(&Kept) -> usize,
    ) {
        for theirs in &stored.list {
            // Taken out here, and not played on elsewhere since (replayed only then).
            let removed_here = || {
                gone.iter()
                    .any(|&(id, len)| id == theirs.id && length(theirs) <= len)
            };
            match self.list.iter_mut().find(|k| k.id == theirs.id) {
                // The same game in both lists (the usual case): nothing to replay.
                Some(mine) if mine.game == theirs.game => {
                    mine.opened = mine.opened.max(theirs.opened);
                }
                Some(mine) => {
                    let (a, b) = (length(theirs), length(mine));
                    if a > b || (a == b && theirs.opened > mine.opened) {
                        *mine = theirs.clone();
                    }
                }
                None if removed_here() => {}
                None => self.list.push(theirs.clone()),
            }
        }
        crate::math::sort_by_key(&mut self.list, |k| std::cmp::Reverse(k.opened));
        self.list.truncate(MAX_GAMES);
    }
}

fn read_line(line: &str) -> Option<Kept> {
    if line.len() > MAX_LINE {
        return None;
    }
    let mut fields = line.splitn(4, '\t');
    let id = u64::from_str_radix(fields.next()?, 16).ok()?;
    let here = fields.next()?.parse().ok()?;
    let opened = fields.next()?.parse().ok()?;
    let game = fields.next()?;
    let game = if let Some(text) = game.strip_prefix(super::link::PREFIX) {
        if text.is_empty()
            || !text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            return None;
        }
        KeptGame::Link(game.to_string())
    } else {
        let escaped = game.strip_prefix("r=")?;
        let mut text = String::with_capacity(escaped.len());
        let mut chars = escaped.chars();
        while let Some(c) = chars.next() {
            text.push(match c {
                '\\' => match chars.next()? {
                    '\\' => '\\',
                    't' => '\t',
                    'n' => '\n',
                    _ => return None,
                },
                '\r' => return None,
                c => c,
            });
        }
        KeptGame::Record(text)
    };
    Some(Kept {
        id,
        here,
        opened,
        game,
    })
}

/// The day of a time (milliseconds since 1970), as `YYYY-MM-DD` (UTC): Howard Hinnant's
/// `civil_from_days`.
pub fn date(ms: u64) -> String {
    let days = (ms / 86_400_000) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(id: u64, game: KeptGame) -> Kept {
        Kept {
            id,
            here: 0b101,
            opened: 1_764_000_000_000 + id,
            game,
        }
    }

    #[test]
    fn games_round_trip_through_their_text() {
        let mut games = Games::default();
        games.put(kept(1, KeptGame::Link("g=qAEB_-x9".into())));
        games.put(kept(
            0xdead_beef,
            KeptGame::Record("[Ruleset \"chaturanga-v3\"]\n[South \"a\\tb\\\\\"]\n\n*\n".into()),
        ));
        let text = games.write();
        assert_eq!(text.lines().count(), 2);
        assert_eq!(Games::read(&text), games);
        assert_eq!(games.list()[0].id, 0xdead_beef, "the last kept comes first");
    }

    #[test]
    fn lines_that_do_not_read_are_left_out() {
        let good = "a\t1\t5\tg=qAE\n";
        for bad in [
            "zz\t1\t5\tg=qAE",
            "a\t256\t5\tg=qAE",
            "a\t1\t-5\tg=qAE",
            "a\t1\t5",
            "a\t1\t5\tg=",
            "a\t1\t5\tg=<b>",
            "a\t1\t5\tx=1",
            "a\t1\t5\tr=bad\\escape",
            "a\t1\t5\tr=ends\\",
        ] {
            let games = Games::read(&format!("{bad}\n{good}"));
            assert_eq!(games.list().len(), 1, "{bad:?}");
            assert_eq!(games.list()[0].game, KeptGame::Link("g=qAE".into()));
        }
    }

    #[test]
    fn the_list_keeps_one_game_an_id_and_at_most_max_games() {
        let mut games = Games::default();
        for id in 0..(MAX_GAMES as u64 + 5) {
            games.put(kept(id, KeptGame::Link("g=A".into())));
        }
        games.put(kept(40, KeptGame::Link("g=B".into())));
        assert_eq!(games.list().len(), MAX_GAMES);
        assert_eq!(games.list()[0].game, KeptGame::Link("g=B".into()));
        assert_eq!(games.list().iter().filter(|k| k.id == 40).count(), 1);
        assert!(games.get(0).is_none(), "the oldest went first");
        assert_eq!(games.take(40).map(|k| k.id), Some(40));
        assert!(games.get(40).is_none());
    }

    /// The length of a test game `g=<version>`: its version.
    fn version(k: &Kept) -> usize {
        match &k.game {
            KeptGame::Link(f) => f[2..].parse().unwrap_or(0),
            KeptGame::Record(_) => 0,
        }
    }

    fn at(id: u64, version: usize, opened: u64) -> Kept {
        Kept {
            id,
            here: 1,
            opened,
            game: KeptGame::Link(format!("g={version}")),
        }
    }

    #[test]
    fn a_merge_keeps_each_games_longest_version_and_what_only_one_side_has() {
        let mut mine = Games::default();
        mine.put(at(1, 5, 10));
        mine.put(at(2, 3, 20));
        let mut stored = Games::default();
        stored.put(at(1, 7, 5));
        stored.put(at(2, 2, 30));
        stored.put(at(3, 1, 1));
        mine.merge(&stored, &[], version);
        let got: Vec<(u64, usize)> = mine.list().iter().map(|k| (k.id, version(k))).collect();
        assert_eq!(got, [(2, 3), (1, 7), (3, 1)], "most recently opened first");
    }

    #[test]
    fn a_game_taken_out_here_comes_back_only_if_another_tab_played_on() {
        let mut stored = Games::default();
        stored.put(at(1, 4, 1));
        stored.put(at(2, 4, 1));
        let mut mine = Games::default();
        mine.merge(&stored, &[(1, 4), (2, 3)], version);
        let ids: Vec<u64> = mine.list().iter().map(|k| k.id).collect();
        assert_eq!(
            ids,
            [2],
            "game 1 was deleted here; game 2 was played on elsewhere"
        );
    }

    /// Two tabs edit their lists and write them (each write merges what is stored) in any
    /// order: once each has written after its last change, the store holds every game's
    /// longest version.
    #[test]
    fn any_order_of_writes_from_two_tabs_keeps_every_games_longest_version() {
        use rand::{Rng, SeedableRng};
        for seed in 0..2_000u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut tabs = [Games::default(), Games::default()];
            let mut stored = Games::default();
            let mut longest = std::collections::HashMap::new();
            let mut clock = 0;
            let steps = rng.random_range(1..30);
            let mut wrote_last = [true, true];
            for _ in 0..steps {
                let t = rng.random_range(0..2);
                if rng.random_bool(0.5) {
                    // This tab plays on a game (a longer version) and keeps it.
                    let id = rng.random_range(0..6u64);
                    let before = tabs[t].get(id).map_or(0, version);
                    let v = before + rng.random_range(1..4);
                    clock += 1;
                    tabs[t].put(at(id, v, clock));
                    let best = longest.entry(id).or_insert(0);
                    *best = (*best).max(v);
                    wrote_last[t] = false;
                } else {
                    let mut mine = tabs[t].clone();
                    mine.merge(&stored, &[], version);
                    stored = mine.clone();
                    tabs[t] = mine;
                    wrote_last[t] = true;
                }
            }
            for t in 0..2 {
                if !wrote_last[t] {
                    let mut mine = tabs[t].clone();
                    mine.merge(&stored, &[], version);
                    stored = mine;
                }
            }
            for (id, v) in longest {
                assert_eq!(
                    stored.get(id).map(version),
                    Some(v),
                    "seed {seed}, game {id}"
                );
            }
        }
    }

    #[test]
    fn dates_are_days_of_the_calendar() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
        assert_eq!(date(1_795_564_800_000), "2026-11-25");
    }
}
