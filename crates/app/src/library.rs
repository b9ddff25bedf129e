//! The Games part: the games kept besides the one on screen ([`super::games`]), what a kept
//! game is as a session, and the Games dialog. Every change to the list is stored at once
//! ([`Effect::SaveGames`]).

use crate::command::GamesCommand;
use ashtapada_dice::baton::Baton;
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{Action, Game, SeatSet};
use maud::{html, Markup};

use super::games::{self, Games, Kept, KeptGame, Line};
use super::html::{button, swatch};
use super::link::{self, LinkGame};
use super::words::{self, Words};
use crate::command::Command;
use crate::effect::Effect;
use crate::session::Session;
use crate::setup::Controller;
use crate::text::outcome_text;

/// The kept games and the time, for when each was last on screen.
#[derive(Debug, Clone, Default)]
pub struct Library {
    games: Games,
    /// The time (milliseconds since 1970), as the page last told it.
    now: u64,
    /// The versions this tab took out of the list (opened or deleted), with their actions:
    /// another tab's stored copy does not bring them back unless it played on or forked.
    gone: Vec<(u64, Vec<Action>)>,
}

/// What a link's game is to this browser ([`Library::arrival`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arrival {
    /// A game new here.
    New,
    /// A game this browser has with as many actions and the same end (`have` equal to the
    /// link's), or more (an older link): it is shown as it is here.
    Had {
        /// Its actions here.
        have: usize,
        /// The game on screen (`None`), else the kept one of this key.
        key: Option<u64>,
    },
    /// A game this browser has, which the link continues: the link's game replaces it, with
    /// the same seats played here.
    Newer {
        /// The person seats this device plays.
        here: SeatSet,
        /// The game on screen (`None`), else the kept one of this key.
        on_screen: Option<u64>,
    },
    /// A game this browser has on another line of play: the link's actions part from it at
    /// action `at` (counted from 0). Both are kept; the link's is shown.
    Fork {
        /// Where the two part.
        at: usize,
        /// The person seats this device plays in the game here.
        here: SeatSet,
        /// The game here: on screen (`None`) or the kept one of this key.
        key: Option<u64>,
    },
}

impl Library {
    /// The kept games.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// The download of the kept game of this id (its record as a file), if it reads.
    pub fn export(&self, key: u64, base: &Session) -> Option<Effect> {
        let session = session_of(self.games.get(key)?, base).ok()?;
        Some(Effect::Download {
            file_name: session.export_name(),
            text: session.record(),
        })
    }

    /// Tells the part the stored list ([`games::GAMES_KEY`]).
    pub fn set_games(&mut self, text: &str) {
        self.games = Games::read(text);
    }

    /// Merges the list as stored now (another tab may have written it since this one last
    /// did: [`Games::merge`]) into this tab's, and gives the text to store.
    pub fn merged(&mut self, stored: &str) -> String {
        self.games.merge(&Games::read(stored), &self.gone, line);
        self.games.write()
    }

    /// Tells the part the time (milliseconds since 1970).
    pub fn set_now(&mut self, ms: u64) {
        self.now = ms;
    }

    /// Takes the kept game of this key ([`Kept::key`]) out of the list (stored at once).
    pub fn take(&mut self, key: u64, effects: &mut Vec<Effect>) -> Option<Kept> {
        let kept = self.games.take(key)?;
        self.gone.push((kept.id, line(&kept)));
        effects.push(Effect::SaveGames);
        Some(kept)
    }

    /// Puts a game in the list (stored at once).
    pub fn put(&mut self, kept: Kept, effects: &mut Vec<Effect>) {
        let mine = line(&kept);
        self.gone
            .retain(|(id, taken)| *id != kept.id || !mine.starts_with(taken));
        self.games.put(kept, line);
        effects.push(Effect::SaveGames);
    }

    /// Keeps the game on screen in the list before another takes its place; nothing for a
    /// game at this screen with nothing played yet.
    pub fn keep(&mut self, session: &Session, effects: &mut Vec<Effect>) {
        if let Some(kept) = self.kept(session) {
            self.put(kept, effects);
        }
    }

    /// The game on screen as the list keeps it (`None`: nothing to keep).
    pub fn kept(&self, s: &Session) -> Option<Kept> {
        if s.ply() == 0 && !s.by_link() {
            return None;
        }
        let link = s.link();
        Some(Kept {
            id: link.as_ref().map_or(s.game().seed(), |l| l.id),
            here: s.here_mask().bits(),
            opened: self.now,
            game: match link {
                Some(l) => KeptGame::Link(link::write(&l)),
                None => KeptGame::Record(s.record()),
            },
        })
    }

    /// What a link's game is to this browser: it looks at the game on screen if it is that
    /// game by link, and at the kept games of that id and ruleset, and takes the nearest: one
    /// that has the link's actions (an older link, or the same), else one the link continues,
    /// else one it forks from.
    pub fn arrival(&self, game: &LinkGame, on_screen: &Session) -> Arrival {
        // The same game: the same id (a seeded game's is its seed; a game by links', the id its
        // first device drew) and ruleset.
        let same =
            |g: &LinkGame| g.id == game.id && std::ptr::eq(g.game.rules(), game.game.rules());
        // (actions, outcome, seats here, key: None for the game on screen, the baton)
        type Here = (
            Vec<Action>,
            Option<ashtapada_rules::Outcome>,
            SeatSet,
            Option<u64>,
            Option<Baton>,
        );
        let mut here: Vec<Here> = Vec::new();
        if let Some(l) = on_screen.link().filter(same) {
            here.push((
                l.game.actions().to_vec(),
                l.game.outcome(),
                on_screen.here_mask(),
                None,
                l.baton,
            ));
        }
        for kept in self.games.with_id(game.id) {
            if let KeptGame::Link(f) = &kept.game {
                if let Some(g) = link::read(f).ok().filter(same) {
                    let outcome = g.game.outcome();
                    here.push((
                        g.game.actions().to_vec(),
                        outcome,
                        SeatSet::from_bits(kept.here),
                        Some(kept.key()),
                        g.baton,
                    ));
                }
            }
        }
        let theirs = game.game.actions();
        let mut best = Arrival::New;
        for (actions, outcome, mask, key, baton) in here {
            // A game by links whose link brings more of its dice than this browser has (a
            // device joined, a part revealed) continues it, with no action more.
            let more_dice = match (&game.baton, &baton) {
                (Some(theirs), Some(ours)) => theirs != ours && theirs.covers(ours),
                _ => false,
            };
            let rank = |a: &Arrival| match a {
                Arrival::New => 0,
                Arrival::Fork { .. } => 1,
                Arrival::Newer { .. } => 2,
                Arrival::Had { .. } => 3,
            };
            let this = match Line::of(&actions, theirs) {
                // The same actions and the same end (a resignation is no action), or more.
                Line::After => Arrival::Had {
                    have: actions.len(),
                    key,
                },
                Line::Same if outcome == game.game.outcome() && !more_dice => Arrival::Had {
                    have: actions.len(),
                    key,
                },
                Line::Same | Line::Before => Arrival::Newer {
                    here: mask,
                    on_screen: key,
                },
                Line::Fork(at) => Arrival::Fork {
                    at,
                    here: mask,
                    key,
                },
            };
            if rank(&this) > rank(&best) {
                best = this;
            }
        }
        best
    }

    /// Where `game` parts from the kept versions of it (same ruleset, start and seed), and
    /// the key of the one it parts from: `None` if none is kept, or one is on its line.
    pub fn fork_with(&self, game: &Game) -> Option<(usize, u64)> {
        let mut fork = None;
        for kept in self.games.with_id(game.seed()) {
            let Some(g) = game_of(kept) else { continue };
            if !std::ptr::eq(g.rules(), game.rules()) || g.start() != game.start() {
                continue;
            }
            match Line::of(g.actions(), game.actions()) {
                Line::Fork(at) => fork = fork.or(Some((at, kept.key()))),
                _ => return None,
            }
        }
        fork
    }

    /// The Games dialog: the game on screen, then each kept game (ruleset, who plays each
    /// seat, whose turn or the result, when last opened) with Open, Export and Delete.
    pub(super) fn render(&self, lang: Lang, on_screen: &Session) -> String {
        let row = |s: &Session, id: Option<u64>, opened: u64| {
            let rules = s.rules();
            let status = match s.game().outcome() {
                Some(outcome) => outcome_text(lang, rules, outcome),
                None => {
                    let actor = s.position().actor();
                    lang.turn_to_move(s.seat_name(actor), s.seat_form(actor))
                }
            };
            let seats = rules.seats().map(|seat| {
                let who = match s.controller(seat) {
                    Some(Controller::Bot(level)) => lang.turn_bot(level.name()),
                    Some(Controller::Remote) => lang.turn_remote().into(),
                    _ => match s.player_name(seat) {
                        Some(name) => name.to_string(),
                        None => lang.games_here().into(),
                    },
                };
                html! {
                    li {
                        (swatch(rules.seat(seat).rgb))
                        (lang.games_who(names::seat(lang, rules, seat), &who))
                    }
                }
            });
            let seats: Vec<Markup> = seats.collect();
            html! {
                li class="kept-game" {
                    p {
                        strong { (names::ruleset_name(lang, rules)) } " · " (status)
                    }
                    ul class="kept-seats" { @for s in &seats { (s) } }
                    p class="muted small" {
                        @match id {
                            Some(_) => (lang.games_line(s.ply() as i64, &games::date(opened))),
                            None => (lang.games_on_screen_line(s.ply() as i64)),
                        }
                        // A line of play parted from the game on screen says where.
                        @if let Some(at) = id.and_then(|_| parted(s.game(), on_screen.game())) {
                            " · " (lang.games_parts(at as i64))
                        }
                    }
                    @if let Some(id) = id {
                        div class="buttons" {
                            (button(Command::Games(GamesCommand::Open(id)), lang.games_open()).class("primary"))
                            (button(Command::Games(GamesCommand::Export(id)), lang.games_export()))
                            (button(Command::Games(GamesCommand::Delete(id)), lang.games_delete()))
                        }
                    }
                }
            }
        };
        let kept: Vec<Markup> = self
            .games
            .list()
            .iter()
            .filter_map(|kept| {
                Some(if let Ok(s) = session_of(kept, on_screen) {
                    // A copy of the game on screen that holds nothing more (another tab
                    // kept it when it wrote its own): the row on screen stands for it.
                    if super::tabs::covered(on_screen.game(), s.game()) {
                        return None;
                    }
                    row(&s, Some(kept.key()), kept.opened)
                } else {
                    html! {
                        li class="kept-game" {
                            p { (lang.games_unreadable()) }
                            (button(Command::Games(GamesCommand::Delete(kept.key())), lang.games_delete()))
                        }
                    }
                })
            })
            .collect();
        html! {
            h2 id="games-title" { (lang.games_title()) }
            p { (lang.games_help()) }
            ul class="kept-games" {
                (row(on_screen, None, 0))
                @for k in &kept { (k) }
            }
            @if kept.is_empty() {
                p class="muted" { (lang.games_none()) }
            }
            div class="buttons" {
                (button(Command::Close, lang.close()).id("games-close"))
            }
        }
        .into_string()
    }
}

/// Where `kept` parts from the game on screen (the actions they share), if they are two lines
/// of one game: same ruleset, start and seed, neither the other's beginning.
fn parted(kept: &Game, on_screen: &Game) -> Option<usize> {
    let one_game = std::ptr::eq(kept.rules(), on_screen.rules())
        && kept.start() == on_screen.start()
        && kept.seed() == on_screen.seed();
    match Line::of(kept.actions(), on_screen.actions()) {
        Line::Fork(at) if one_game => Some(at),
        _ => None,
    }
}

/// A kept game, replayed (`None` if it no longer reads).
pub fn game_of(kept: &Kept) -> Option<Game> {
    match &kept.game {
        KeptGame::Link(f) => link::read(f).ok().map(|g| g.game),
        KeptGame::Record(text) => ashtapada_rules::record::parse(text).ok().map(|(g, _)| g),
    }
}

/// A kept game's actions (none if it no longer reads): which line of play it is on, and how
/// far along ([`Line`]).
fn line(kept: &Kept) -> Vec<Action> {
    game_of(kept).map_or(Vec::new(), |g| g.actions().to_vec())
}

/// A kept game as a session (`base`'s preferences, the kept game and who plays it here), read
/// and checked by the engine; else why it no longer reads.
pub fn session_of(kept: &Kept, base: &Session) -> Result<Session, Words> {
    let mut session = base.clone();
    match &kept.game {
        KeptGame::Link(f) => link::read(f)
            .map(|g| session.open_link(g))
            .map_err(|e| Words::new(|l| words::link_error(l, &e)))?,
        KeptGame::Record(text) => session
            .import(text)
            .map(|_| ())
            .map_err(|e| Words::new(|_| e.to_string()))?,
    }
    session.set_here_mask(SeatSet::from_bits(kept.here));
    Ok(session)
}
