//! The Games part: the games kept besides the one on screen ([`super::games`]), what a kept
//! game is as a session, and the Games dialog. Every change to the list is stored at once
//! ([`Effect::SaveGames`]).

use ashtapada_i18n::{names, Lang};
use ashtapada_rules::Game;
use maud::{html, Markup};

use super::effect::Effect;
use super::games::{self, Games, Kept, KeptGame};
use super::html::{button, swatch};
use super::link::{self, LinkGame};
use super::session::Session;
use super::setup::Controller;
use super::text::outcome_text;
use super::words::{self, Words};
use super::Command;

/// The kept games and the time, for when each was last on screen.
#[derive(Debug, Clone, Default)]
pub struct Library {
    games: Games,
    /// The time (milliseconds since 1970), as the page last told it.
    now: u64,
    /// The games this tab took out of the list (opened or deleted), with their actions then:
    /// another tab's stored copy does not bring them back unless it is longer.
    gone: Vec<(u64, usize)>,
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
        /// Whether it is the game on screen (else a kept one).
        on_screen: bool,
    },
    /// A game this browser has, which the link continues (or plays on another line): the
    /// link's game replaces it, with the same seats played here.
    Newer {
        /// The person seats this device plays (bit `i`: seat `i`).
        here: u8,
        /// Whether it is the game on screen (else a kept one).
        on_screen: bool,
    },
}

impl Library {
    /// The kept games.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// The download of the kept game of this id (its record as a file), if it reads.
    pub fn export(&self, id: u64, base: &Session) -> Option<Effect> {
        let session = session_of(self.games.get(id)?, base).ok()?;
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
        self.games.merge(&Games::read(stored), &self.gone, length);
        self.games.write()
    }

    /// Tells the part the time (milliseconds since 1970).
    pub fn set_now(&mut self, ms: u64) {
        self.now = ms;
    }

    /// Takes the kept game `id` out of the list (stored at once).
    pub fn take(&mut self, id: u64, effects: &mut Vec<Effect>) -> Option<Kept> {
        let kept = self.games.take(id)?;
        self.gone.push((id, length(&kept)));
        effects.push(Effect::SaveGames);
        Some(kept)
    }

    /// Puts a game in the list (stored at once).
    pub fn put(&mut self, kept: Kept, effects: &mut Vec<Effect>) {
        self.gone.retain(|&(id, _)| id != kept.id);
        self.games.put(kept);
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
        Some(Kept {
            id: s.game().seed(),
            here: s.here_mask(),
            opened: self.now,
            game: match s.link() {
                Some(l) => KeptGame::Link(link::write(&l)),
                None => KeptGame::Record(s.record()),
            },
        })
    }

    /// What a link's game is to this browser: it looks for the game on screen if it is that
    /// game by link, else a kept game of that id and ruleset.
    pub fn arrival(&self, game: &LinkGame, on_screen: &Session) -> Arrival {
        let same = |g: &Game| g.seed() == game.id && std::ptr::eq(g.rules(), game.game.rules());
        let (actions, outcome, here, shown) =
            if same(on_screen.game()) && on_screen.link().is_some() {
                let g = on_screen.game();
                (
                    g.actions().to_vec(),
                    g.outcome(),
                    on_screen.here_mask(),
                    true,
                )
            } else {
                let kept = self.games.get(game.id).and_then(|kept| match &kept.game {
                    KeptGame::Link(f) => link::read(f).ok().filter(|g| same(&g.game)).map(|g| {
                        (
                            g.game.actions().to_vec(),
                            g.game.outcome(),
                            kept.here,
                            false,
                        )
                    }),
                    KeptGame::Record(_) => None,
                });
                let Some(kept) = kept else {
                    return Arrival::New;
                };
                kept
            };
        let theirs = game.game.actions();
        let older = actions.len() > theirs.len() && actions[..theirs.len()] == *theirs;
        // The same actions and the same end (a resignation is no action).
        let equal = actions == theirs && outcome == game.game.outcome();
        if older || equal {
            Arrival::Had {
                have: actions.len(),
                on_screen: shown,
            }
        } else {
            Arrival::Newer {
                here,
                on_screen: shown,
            }
        }
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
                            None => (lang.games_on_screen()),
                        }
                    }
                    @if let Some(id) = id {
                        div class="buttons" {
                            (button(Command::OpenGame(id), lang.games_open()).class("primary"))
                            (button(Command::ExportGame(id), lang.games_export()))
                            (button(Command::DeleteGame(id), lang.games_delete()))
                        }
                    }
                }
            }
        };
        let kept: Vec<Markup> = self
            .games
            .list()
            .iter()
            .map(|kept| {
                if let Ok(s) = session_of(kept, on_screen) {
                    row(&s, Some(kept.id), kept.opened)
                } else {
                    html! {
                        li class="kept-game" {
                            p { (lang.games_unreadable()) }
                            (button(Command::DeleteGame(kept.id), lang.games_delete()))
                        }
                    }
                }
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

/// How many actions a kept game holds (0 if it no longer reads): which of two versions of a
/// game is the longer.
fn length(kept: &Kept) -> usize {
    match &kept.game {
        KeptGame::Link(f) => link::read(f).map_or(0, |g| g.game.actions().len()),
        KeptGame::Record(text) => {
            ashtapada_rules::record::parse(text).map_or(0, |(g, _)| g.actions().len())
        }
    }
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
    session.set_here_mask(kept.here);
    Ok(session)
}
