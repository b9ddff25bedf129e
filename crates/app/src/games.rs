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

impl Kept {
    /// The key the Games dialog's buttons name this version by: its id and its game, so that
    /// two lines of one game (a fork) have two keys, and a button drawn before another tab
    /// changed the game names nothing rather than another version.
    pub fn key(&self) -> u64 {
        // FNV-1a over the id and the game's text.
        let text = match &self.game {
            KeptGame::Link(t) | KeptGame::Record(t) => t,
        };
        self.id
            .to_le_bytes()
            .iter()
            .chain(text.as_bytes())
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
    }
}

/// How two lines of play of one game (their actions) stand to each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// The same actions.
    Same,
    /// The first is the second's beginning: the second played on.
    Before,
    /// The second is the first's beginning.
    After,
    /// They part: the actions differ from this one on (counted from 0).
    Fork(usize),
}

impl Line {
    /// How `a` stands to `b`.
    pub fn of<L: PartialEq>(a: &[L], b: &[L]) -> Line {
        let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
        match (common == a.len(), common == b.len()) {
            (true, true) => Line::Same,
            (true, false) => Line::Before,
            (false, true) => Line::After,
            (false, false) => Line::Fork(common),
        }
    }

    /// One line of play: one of the two is the other's beginning (or both are the same).
    pub fn same(self) -> bool {
        !matches!(self, Line::Fork(_))
    }
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
                if games.get(kept.key()).is_none() && games.list.len() < MAX_GAMES {
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

    /// The kept game of this key ([`Kept::key`]).
    pub fn get(&self, key: u64) -> Option<&Kept> {
        self.list.iter().find(|k| k.key() == key)
    }

    /// The kept games of this id: one, or several lines of play of one game (forks).
    pub fn with_id(&self, id: u64) -> impl Iterator<Item = &Kept> {
        self.list.iter().filter(move |k| k.id == id)
    }

    /// Keeps a game first in the list. A version of the same line of play ([`Line`]) goes:
    /// the longer of the two is kept. Another line of the same game (a fork) stays beside
    /// it. The oldest go past [`MAX_GAMES`].
    pub fn put<L: PartialEq>(&mut self, kept: Kept, line: impl Fn(&Kept) -> Vec<L>) {
        let mine = line(&kept);
        let longer = self.list.iter().position(|k| {
            k.id == kept.id && {
                let theirs = line(k);
                theirs.len() > mine.len() && theirs.starts_with(&mine)
            }
        });
        let first = match longer {
            // A longer version is kept already: it comes first.
            Some(at) => Kept {
                opened: kept.opened,
                ..self.list.remove(at)
            },
            None => {
                self.list
                    .retain(|k| k.id != kept.id || !mine.starts_with(&line(k)));
                kept
            }
        };
        self.list.insert(0, first);
        self.list.truncate(MAX_GAMES);
    }

    /// Takes the game of this key ([`Kept::key`]) out of the list.
    pub fn take(&mut self, key: u64) -> Option<Kept> {
        let at = self.list.iter().position(|k| k.key() == key)?;
        Some(self.list.remove(at))
    }

    /// Merges the list another tab stored (`stored`) into this one, game by game and line by
    /// line, so that a tab never writes its list over another's whole: a game only one list
    /// has is kept; of one line of play both have, the longer version ([`Line`]: one is the
    /// other played on), and of two as long the one last opened; two lines of one game that
    /// part (a fork) are both kept. `gone` lists the versions this tab took out of its list
    /// (opened or deleted): the stored copy of such a game comes back only if it is not
    /// part of one of them (another tab played on, or another line), so that a deletion here
    /// holds and nothing played is lost. The most recently opened come first; the oldest go
    /// past [`MAX_GAMES`].
    pub fn merge<L: PartialEq>(
        &mut self,
        stored: &Games,
        gone: &[(u64, Vec<L>)],
        line: impl Fn(&Kept) -> Vec<L>,
    ) {
        for theirs in &stored.list {
            // The same game in both lists (the usual case): nothing to replay.
            if let Some(mine) = self
                .list
                .iter_mut()
                .find(|k| k.id == theirs.id && k.game == theirs.game)
            {
                mine.opened = mine.opened.max(theirs.opened);
                continue;
            }
            if !self.list.iter().any(|k| k.id == theirs.id)
                && !gone.iter().any(|(id, _)| *id == theirs.id)
            {
                self.list.push(theirs.clone());
                continue;
            }
            let their_line = line(theirs);
            // Taken out here, and neither played on nor forked elsewhere since.
            let covered = gone
                .iter()
                .any(|(id, taken)| *id == theirs.id && taken.starts_with(&their_line));
            let mut opened = theirs.opened;
            let mut longer_here = false;
            self.list.retain(|mine| {
                if mine.id != theirs.id {
                    return true;
                }
                let my_line = line(mine);
                match Line::of(&my_line, &their_line) {
                    Line::Fork(_) => true,
                    _ if my_line.len() > their_line.len()
                        || (my_line.len() == their_line.len() && mine.opened >= theirs.opened) =>
                    {
                        longer_here = true;
                        true
                    }
                    _ => {
                        opened = opened.max(mine.opened);
                        false
                    }
                }
            });
            if !longer_here && !covered {
                self.list.push(Kept {
                    opened,
                    ..theirs.clone()
                });
            }
        }
        ashtapada_board::math::sort_by_key(&mut self.list, |k| std::cmp::Reverse(k.opened));
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
        games.put(kept(1, KeptGame::Link("g=qAEB_-x9".into())), line);
        games.put(
            kept(
                0xdead_beef,
                KeptGame::Record(
                    "[Ruleset \"chaturanga-v3\"]\n[South \"a\\tb\\\\\"]\n\n*\n".into(),
                ),
            ),
            line,
        );
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

    /// The line of play of a test game `g=<actions>`: its actions, a letter each.
    fn line(k: &Kept) -> Vec<u8> {
        match &k.game {
            KeptGame::Link(f) => f.as_bytes()[2..].to_vec(),
            KeptGame::Record(_) => Vec::new(),
        }
    }

    fn at(id: u64, actions: &str, opened: u64) -> Kept {
        Kept {
            id,
            here: 1,
            opened,
            game: KeptGame::Link(format!("g={actions}")),
        }
    }

    fn lines(games: &Games) -> Vec<(u64, String)> {
        games
            .list()
            .iter()
            .map(|k| (k.id, String::from_utf8(line(k)).unwrap_or_default()))
            .collect()
    }

    #[test]
    fn lines_of_play_compare_by_their_actions() {
        assert_eq!(Line::of(b"abc", b"abc"), Line::Same);
        assert_eq!(Line::of(b"ab", b"abc"), Line::Before);
        assert_eq!(Line::of(b"abc", b""), Line::After);
        assert_eq!(Line::of(b"abxd", b"abyd"), Line::Fork(2));
        assert!(!Line::Fork(0).same() && Line::Before.same());
    }

    #[test]
    fn the_list_keeps_the_longest_version_of_each_line_and_at_most_max_games() {
        let mut games = Games::default();
        for id in 0..(MAX_GAMES as u64 + 5) {
            games.put(at(id, "a", id), line);
        }
        // Played on: the longer version replaces the shorter, first in the list.
        games.put(at(40, "ab", 50), line);
        assert_eq!(games.list().len(), MAX_GAMES);
        assert_eq!(games.list()[0].game, KeptGame::Link("g=ab".into()));
        assert_eq!(games.with_id(40).count(), 1);
        // An older version of it changes nothing but the order.
        games.put(at(40, "a", 60), line);
        assert_eq!(lines(&games)[0], (40, "ab".to_string()));
        assert_eq!(games.list()[0].opened, 60);
        // A fork stays beside it.
        games.put(at(40, "ac", 70), line);
        assert_eq!(games.with_id(40).count(), 2);
        assert!(games.with_id(0).next().is_none(), "the oldest went first");
        let key = games.list()[0].key();
        assert_eq!(games.take(key).map(|k| line(&k)), Some(b"ac".to_vec()));
        assert!(games.get(key).is_none());
        assert_eq!(games.with_id(40).count(), 1);
    }

    #[test]
    fn keys_tell_apart_the_lines_of_one_game() {
        let (a, b) = (at(7, "ab", 1), at(7, "ac", 1));
        assert_ne!(a.key(), b.key());
        assert_eq!(
            a.key(),
            at(7, "ab", 99).key(),
            "the time is not the version"
        );
        assert_ne!(a.key(), at(8, "ab", 1).key());
    }

    #[test]
    fn a_merge_keeps_each_lines_longest_version_and_what_only_one_side_has() {
        let mut mine = Games::default();
        mine.put(at(1, "abcde", 10), line);
        mine.put(at(2, "xyz", 20), line);
        let mut stored = Games::default();
        stored.put(at(1, "abcdefg", 5), line);
        stored.put(at(2, "xy", 30), line);
        stored.put(at(2, "xw", 3), line);
        stored.put(at(3, "q", 1), line);
        mine.merge(&stored, &[], line);
        assert_eq!(
            lines(&mine),
            [
                (2, "xyz".to_string()),
                (1, "abcdefg".to_string()),
                (2, "xw".to_string()),
                (3, "q".to_string())
            ],
            "most recently opened first; the fork xw kept beside xyz"
        );
    }

    #[test]
    fn a_game_taken_out_here_comes_back_only_if_another_tab_played_on_or_forked() {
        let mut stored = Games::default();
        stored.put(at(1, "abcd", 1), line);
        stored.put(at(2, "abcd", 1), line);
        stored.put(at(3, "abxy", 1), line);
        let mut mine = Games::default();
        let gone = [
            (1, b"abcd".to_vec()),
            (2, b"abc".to_vec()),
            (3, b"abcd".to_vec()),
        ];
        mine.merge(&stored, &gone, line);
        let mut ids: Vec<u64> = mine.list().iter().map(|k| k.id).collect();
        ids.sort_unstable();
        assert_eq!(
            ids,
            [2, 3],
            "game 1 was deleted here; game 2 was played on elsewhere, game 3 forked"
        );
    }

    /// Two tabs play on their games, sometimes from an older version (a fork), keep them and
    /// write their lists (each write merges what is stored) in any order: once each has
    /// written after its last change, the store holds, for every version either tab ever
    /// kept, that version or a longer one of its line.
    #[test]
    fn any_order_of_writes_from_two_tabs_keeps_every_lines_longest_version() {
        use rand::{Rng, SeedableRng};
        for seed in 0..2_000u64 {
            let debug = std::env::var("DEBUG_SEED").ok() == Some(seed.to_string());
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut tabs = [Games::default(), Games::default()];
            let mut stored = Games::default();
            let mut played: Vec<(u64, String)> = Vec::new();
            let mut clock = 0;
            let steps = rng.random_range(1..30);
            let mut wrote_last = [true, true];
            for _ in 0..steps {
                let t = rng.random_range(0..2);
                if rng.random_bool(0.5) {
                    // This tab plays on a version it has (or a new game), perhaps from a few
                    // actions back (a fork), and keeps it.
                    let id = rng.random_range(0..4u64);
                    let have: Vec<String> = tabs[t]
                        .with_id(id)
                        .map(|k| String::from_utf8(line(k)).unwrap_or_default())
                        .collect();
                    let mut actions = if have.is_empty() {
                        String::new()
                    } else {
                        have[rng.random_range(0..have.len())].clone()
                    };
                    let back = rng.random_range(0..=actions.len().min(2));
                    actions.truncate(actions.len() - back);
                    for _ in 0..rng.random_range(1..4) {
                        actions.push(if rng.random_bool(0.5) { 'a' } else { 'b' });
                    }
                    clock += 1;
                    tabs[t].put(at(id, &actions, clock), line);
                    if debug {
                        eprintln!("tab {t} puts {id} {actions}: {:?}", lines(&tabs[t]));
                    }
                    played.push((id, actions));
                    wrote_last[t] = false;
                } else {
                    let mut mine = tabs[t].clone();
                    mine.merge(&stored, &[], line);
                    stored = mine.clone();
                    if debug {
                        eprintln!("tab {t} writes: {:?}", lines(&stored));
                    }
                    tabs[t] = mine;
                    wrote_last[t] = true;
                }
            }
            for t in 0..2 {
                if !wrote_last[t] {
                    let mut mine = tabs[t].clone();
                    mine.merge(&stored, &[], line);
                    stored = mine;
                }
            }
            for (id, actions) in played {
                assert!(
                    stored
                        .with_id(id)
                        .any(|k| line(k).starts_with(actions.as_bytes())),
                    "seed {seed}: game {id}, line {actions} lost from {:?}",
                    lines(&stored)
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
