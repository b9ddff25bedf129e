//! Games that come and go: a link that arrives, a kept game opened, a record imported, another
//! tab's save. Each spans the parts (the session is replaced, the game before kept in the
//! library, the interaction and overlay start afresh, a fork is told): the app's routing of
//! them, kept apart from `mod.rs`, which routes the rest.

use ashtapada_rules::SeatSet;

use super::App;
use crate::interaction::Interaction;
use crate::overlay::Dialog;
use crate::{games, library, link, save, session, tabs, words};

/// A link's fragment, opened (see `App::open_link`): what it is to this browser
/// ([`library::Arrival`]) decides what is shown and what is kept.
pub(super) fn receive_link(app: &mut App, fragment: &str) {
    let game = match link::read(fragment) {
        Ok(game) => game,
        Err(e) => {
            return app.tell(words::Words::new(|l| {
                l.link_not_opened(&words::link_error(l, &e))
            }))
        }
    };
    let count = game.game.actions().len() as i64;
    match app.library.arrival(&game, &app.session) {
        library::Arrival::New => {
            app.library.keep(&app.session, &mut app.effects);
            show_link_game(app, game, None);
        }
        library::Arrival::Had { have, key } => {
            if let Some(key) = key {
                open_kept(app, key);
            }
            let have = have as i64;
            app.tell(if have > count {
                words::Words::new(|l| l.link_older(count, have))
            } else {
                words::Words::new(|l| l.link_same().into())
            });
        }
        library::Arrival::Newer { here, on_screen } => {
            if let Some(key) = on_screen {
                app.library.keep(&app.session, &mut app.effects);
                app.library.take(key, &mut app.effects);
            }
            show_link_game(app, game, Some(here));
        }
        library::Arrival::Fork { at, here, key } => {
            // Both lines are kept: the one here goes to (or stays in) the Games list.
            app.library.keep(&app.session, &mut app.effects);
            let mine = key.or_else(|| app.library.games().list().first().map(|k| k.key()));
            show_link_game(app, game, Some(here));
            forked(app, at, mine, "link");
        }
    }
}

/// Says that the game now on screen parts from the one this browser had at action `at`
/// (kept in the Games list under `mine`), and offers to go back to it.
pub(super) fn forked(app: &mut App, at: usize, mine: Option<u64>, from: &'static str) {
    let n = at as i64 + 1;
    app.note(words::Words::new(|l| l.fork_title(n, from)));
    if let Some(mine) = mine {
        app.overlay.open(Dialog::Fork { at, mine, from });
    }
}

/// Another tab wrote the save (see [`tabs`]): the game on screen, on its line of play, is
/// followed; this tab's game, if another or on another line, goes to the Games list.
/// Nothing changes behind the first visit's welcome or in a lesson (its game put aside is
/// checked when it is saved again: [`App::keep_stored_save`]).
pub(super) fn other_tab_saved(app: &mut App, text: &str, json: &impl save::Json) -> bool {
    let Ok(saved) = save::read(text, json) else {
        return false;
    };
    if app.overlay.welcome() || app.learn.active() {
        return false;
    }
    match tabs::relation(app.session.game(), &saved.game) {
        Some(games::Line::Fork(at)) => {
            app.library.keep(&app.session, &mut app.effects);
            let n = at as i64 + 1;
            app.note(words::Words::new(|l| l.fork_title(n, "tab")));
            app.toast(words::Words::new(|l| l.tab_fork_kept().into()));
            false
        }
        Some(line) => {
            let over = saved.game.outcome() != app.session.game().outcome();
            app.session.follow(saved);
            // The other tab asks its own bots now: an answer here would be a second move.
            app.cancel_bot();
            if line != games::Line::Same || over {
                app.interaction = Interaction::default();
                app.review.stop(&mut app.effects);
                app.overlay.show_result(app.session.is_over());
            }
            true
        }
        None => {
            app.library.keep(&app.session, &mut app.effects);
            false
        }
    }
}

/// Before this tab writes the save: `text`, stored by another tab since this one last
/// wrote or followed it, goes to the Games list unless this tab's game holds it all.
pub(super) fn keep_stored_save(app: &mut App, text: &str, json: &impl save::Json) {
    if let Ok(saved) = save::read(text, json) {
        if !tabs::covered(app.session.game(), &saved.game) {
            app.library
                .keep(&session::Session::restored(saved), &mut app.effects);
        }
    }
}

/// Puts a link's game on screen; `here`: who plays on this device (`None`: a game new
/// here, and a dialog asks).
pub(super) fn show_link_game(app: &mut App, game: link::LinkGame, here: Option<SeatSet>) {
    app.cancel_bot();
    app.session.open_link(game);
    match here {
        Some(mask) => app.session.set_here_mask(mask),
        None => app.session.receive_default(),
    }
    app.share.handed(&app.session);
    app.replaced();
    let rules = app.session.rules();
    let n = app.session.ply() as i64;
    app.note(words::Words::new(|l| {
        l.note_link_opened(n, ashtapada_i18n::names::ruleset_name(l, rules))
    }));
    if here.is_none() && !app.session.is_over() {
        app.overlay.open(Dialog::Here);
    }
}

/// Puts the kept game `id` on screen, keeping the one there. A kept game that no longer
/// reads stays in the list, and the player is told why.
pub(super) fn open_kept(app: &mut App, id: u64) {
    let Some(kept) = app.library.take(id, &mut app.effects) else {
        return;
    };
    match library::session_of(&kept, &app.session) {
        Ok(session) => {
            app.cancel_bot();
            app.library.keep(&app.session, &mut app.effects);
            app.session = session;
            app.share.handed(&app.session);
            app.replaced();
        }
        Err(why) => {
            app.library.put(kept, &mut app.effects);
            app.tell(words::Words::new(|l| l.link_not_opened(why.get(l))));
        }
    }
}

/// Reads a record; the current game is replaced only if it reads.
pub(super) fn import(app: &mut App, text: &str) {
    let before = app.library.kept(&app.session);
    match app.session.import(text) {
        Ok(imported) => {
            if let Some(kept) = before {
                app.library.put(kept, &mut app.effects);
            }
            app.cancel_bot();
            app.interaction.imported();
            app.overlay.take_dialog();
            app.overlay.show_result(app.session.is_over());
            let n = imported.actions as i64;
            let rules = app.session.rules();
            app.note(words::Words::new(|l| {
                l.note_imported(n, ashtapada_i18n::names::ruleset_name(l, rules))
            }));
            app.toast(words::Words::new(|l| {
                l.toast_imported(n, ashtapada_i18n::names::ruleset_name(l, rules))
            }));
            if let Some((at, mine)) = app.library.fork_with(app.session.game()) {
                forked(app, at, Some(mine), "record");
            }
        }
        Err(error) => {
            let message = error.to_string();
            let effect =
                app.overlay
                    .import_failed(text, message.clone(), (error.line, error.column));
            app.effects.push(effect);
            app.toast(words::Words::new(|l| l.toast_not_imported(&message)));
        }
    }
}

/// Every game a browser's storage holds, for the tests (`window.ashtapada.heldGames()`): the
/// save's (`save`, read with `json`) and each kept game of the stored list (`games`), as
/// records without tags, read by the page's own readers. A game that does not read is left out.
pub fn held_records(save: Option<&str>, games: &str, json: &impl save::Json) -> Vec<String> {
    use ashtapada_rules::record::{write, Tags};
    let saved = save
        .and_then(|text| save::read(text, json).ok())
        .map(|s| s.game);
    let kept = games::Games::read(games);
    let kept = kept.list().iter().filter_map(library::game_of);
    saved
        .into_iter()
        .chain(kept)
        .map(|game| write(&game, &Tags::default()))
        .collect()
}
