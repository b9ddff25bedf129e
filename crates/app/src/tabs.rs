//! Two tabs of one browser, one store: how a tab stands to what another wrote.
//!
//! Every tab of the site reads and writes the same `localStorage`. The browser tells a tab
//! when another writes a key (the `storage` event, never for its own writes), which is all
//! the coordination needed here, and works in every browser that has the storage itself:
//!
//! - **One game, one line of play**: the tab that last wrote the save plays the game; a tab
//!   that hears a save of the game it shows, on the same line of play (the same actions, or
//!   one the other's beginning: played on, or taken back), follows it: it shows it, and plays
//!   no bot and no automatic action for it until the person acts there or comes back to that
//!   tab (then it writes the save, and the others follow it in turn).
//! - **Another game, or another line of the same one** (two moves made at the same moment in
//!   two tabs): the tab keeps its own on screen and puts it in the Games list, so that the
//!   save holding the other's is no loss.
//! - **Before every write of the save**, a tab reads what is stored: if another tab wrote
//!   since (the text is not the one this tab last wrote or followed), and it is another game,
//!   another line, or a longer version of this line, it goes to the Games list first. A tab
//!   never writes over a game it does not hold.
//!
//! The Games list itself is merged line by line at every write ([`super::games::Games::merge`]).

use ashtapada_rules::Game;

use crate::games::Line;

/// How `theirs` stands to `mine` if they are one game (the same ruleset, start and seed):
/// [`Line::of`] their actions, mine first; `None` for two games.
pub fn relation(mine: &Game, theirs: &Game) -> Option<Line> {
    let one = mine.seed() == theirs.seed()
        && std::ptr::eq(mine.rules(), theirs.rules())
        && mine.start() == theirs.start();
    one.then(|| Line::of(mine.actions(), theirs.actions()))
}

/// Whether a stored save of `theirs` is nothing this tab would lose by writing `mine` over
/// it: the same game and line, no longer than this tab's.
pub fn covered(mine: &Game, theirs: &Game) -> bool {
    matches!(relation(mine, theirs), Some(Line::Same | Line::After))
}

#[cfg(test)]
mod tests {
    use crate::command::Decision;
    use crate::test_util::*;
    use ashtapada_i18n::Lang;

    /// The save the app asked for last, as the page writes it.
    fn saved(app: &mut App) -> String {
        saves(&app.take_effects()).pop().expect("a save")
    }

    /// A second tab opened on the first's save.
    fn second_tab(text: &str) -> App {
        let (mut tab, why) = App::restore(Some(text), &SerdeJson, 2, Lang::En);
        assert!(why.is_none(), "{why:?}");
        tab.set_bot_delay(0);
        tab.take_effects();
        tab
    }

    fn bot_game() -> App {
        app(
            "chaturanga-v3",
            &[Controller::Human, Controller::Bot(BotLevel::Easy)],
            11,
        )
    }

    /// The same game in two tabs: the one where the person plays writes the save, the other
    /// follows it and asks no bot; coming back to the second makes it the one that plays, and
    /// the first then follows (its bot's late answer is not played).
    #[test]
    fn a_tab_follows_the_one_that_plays_and_asks_no_bot_meanwhile() {
        let mut a = bot_game();
        a.command(Command::TypedMove("e2-e3".into()));
        let effects = a.take_effects();
        assert_eq!(thinks(&effects).len(), 1, "the first tab asks its bot");
        let text = saves(&effects).pop().expect("a save");
        let mut b = second_tab(&text);
        b.take_over();
        let claimed = saved(&mut b);
        assert!(
            a.other_tab_saved(&claimed, &SerdeJson),
            "the same game: followed"
        );
        assert!(a.take_effects().contains(&Effect::CancelThink));
        assert!(
            a.thinking().is_none(),
            "the first tab no longer waits for its bot"
        );
        assert!(b.thinking().is_some(), "the tab in front asks the bot");

        // The bot answers in b; a follows to the same action, asking nothing.
        bot_answers(&mut b);
        let text = saved(&mut b);
        assert!(a.other_tab_saved(&text, &SerdeJson));
        assert_eq!(a.game().actions(), b.game().actions());
        assert_eq!(a.game().actions().len(), 2);
        assert!(thinks(&a.take_effects()).is_empty());
        assert!(
            saves(&a.take_effects()).is_empty(),
            "a follower writes nothing"
        );

        // The person plays in the following tab: it plays the game again, and saves.
        a.command(Command::TypedMove("d2-d3".into()));
        let effects = a.take_effects();
        assert_eq!(saves(&effects).len(), 1);
        assert_eq!(thinks(&effects).len(), 1, "and asks its bot again");
    }

    /// Another tab takes a move back: the tab that follows takes it back too (the game is the
    /// one played in front).
    #[test]
    fn a_tab_follows_an_undo_made_in_another() {
        let mut a = app("chaturanga-v3", &humans(2), 4);
        for m in ["e2-e3", "e7-e6"] {
            a.command(Command::TypedMove(m.into()));
        }
        let mut b = second_tab(&saved(&mut a));
        a.command(Command::Undo);
        assert!(b.other_tab_saved(&saved(&mut a), &SerdeJson));
        assert_eq!(b.game().actions(), a.game().actions());
        assert_eq!(b.game().actions().len(), 1);
    }

    /// Another tab saves another game: this tab goes on with its own and keeps it in the
    /// Games list, so that the save holding the other's loses nothing.
    #[test]
    fn another_game_saved_elsewhere_keeps_this_one_in_the_games_list() {
        let mut a = app("chaturanga-v3", &humans(2), 4);
        a.command(Command::TypedMove("e2-e3".into()));
        a.take_effects();
        let mut b = app("chaturaji", &humans(4), 5);
        let first = b.game().legal_actions()[0];
        let text = record::write_action(b.game().position(), first);
        b.command(if matches!(first, Action::Roll(_)) {
            Command::Decide(Decision::Roll)
        } else {
            Command::TypedMove(text)
        });
        let theirs = saved(&mut b);
        assert!(!a.other_tab_saved(&theirs, &SerdeJson));
        assert_eq!(
            a.rules().id,
            "chaturanga-v3",
            "this tab keeps its game on screen"
        );
        let kept: Vec<u64> = a.games().list().iter().map(|k| k.id).collect();
        assert_eq!(kept, [a.game().seed()]);
        assert!(a.take_effects().contains(&Effect::SaveGames));

        // Before its next write, the other tab's game goes to the list too.
        a.keep_stored_save(&theirs, &SerdeJson);
        let mut ids: Vec<u64> = a.games().list().iter().map(|k| k.id).collect();
        ids.sort_unstable();
        let mut want = vec![a.game().seed(), b.game().seed()];
        want.sort_unstable();
        assert_eq!(ids, want);
    }

    /// What a tab finds stored before it writes: its own game's beginning is nothing to
    /// keep; a longer version of it (another tab played on) or another line is kept.
    #[test]
    fn before_writing_a_tab_keeps_only_what_its_game_does_not_hold() {
        let mut a = app("chaturanga-v3", &humans(2), 4);
        a.command(Command::TypedMove("e2-e3".into()));
        let short = saved(&mut a);
        let mut b = second_tab(&short);
        a.command(Command::TypedMove("e7-e6".into()));
        let long = saved(&mut a);
        a.keep_stored_save(&short, &SerdeJson);
        assert!(a.games().list().is_empty(), "its own beginning");
        b.keep_stored_save(&long, &SerdeJson);
        assert_eq!(b.games().list().len(), 1, "a longer version is kept");
        b.command(Command::TypedMove("d7-d6".into()));
        let from_b = saved(&mut b);
        let mut c = second_tab(&short);
        c.command(Command::TypedMove("c7-c6".into()));
        c.keep_stored_save(&from_b, &SerdeJson);
        assert_eq!(c.games().list().len(), 1, "another line is kept");
    }

    /// Two moves made at the same moment in two tabs: each tab keeps its own line on screen,
    /// and both lines are kept.
    #[test]
    fn two_moves_at_once_in_two_tabs_keep_both_lines() {
        let mut a = app("chaturanga-v3", &humans(2), 4);
        a.command(Command::TypedMove("e2-e3".into()));
        let mut b = second_tab(&saved(&mut a));
        a.command(Command::TypedMove("e7-e6".into()));
        b.command(Command::TypedMove("d7-d6".into()));
        let (from_a, from_b) = (saved(&mut a), saved(&mut b));
        assert!(!b.other_tab_saved(&from_a, &SerdeJson));
        assert_eq!(b.game().actions().len(), 2);
        assert!(b.toast_text().is_some_and(|t| t.contains("Games list")));
        assert!(b
            .notes()
            .iter()
            .any(|n| n.text.get(Lang::En).contains("action 2")));
        // b writes next: a's line goes to its list beside its own.
        b.keep_stored_save(&from_a, &SerdeJson);
        assert_eq!(b.games().with_id(b.game().seed()).count(), 2);
        assert!(!a.other_tab_saved(&from_b, &SerdeJson));
        assert_eq!(a.games().list().len(), 1);
    }

    /// Behind the first visit's welcome nothing is followed (nothing was chosen there), and
    /// nothing is kept of a game that had nothing played.
    #[test]
    fn the_welcome_follows_nothing() {
        let (mut fresh, _) = App::restore(None, &SerdeJson, 3, Lang::En);
        let mut a = app("chaturanga-v3", &humans(2), 4);
        a.command(Command::TypedMove("e2-e3".into()));
        assert!(!fresh.other_tab_saved(&saved(&mut a), &SerdeJson));
        assert!(fresh.game().actions().is_empty());
        assert!(fresh.games().list().is_empty());
    }

    /// The storage cleared while the tab is open: everything it holds is stored again (the
    /// save, the kept games, the Learn progress), and the person is told.
    #[test]
    fn a_cleared_storage_gets_this_tabs_games_again() {
        let mut a = app("chaturanga-v3", &humans(2), 4);
        a.command(Command::TypedMove("e2-e3".into()));
        a.take_effects();
        a.storage_cleared();
        let effects = a.take_effects();
        assert_eq!(saves(&effects).len(), 1, "the save");
        assert!(effects.contains(&Effect::SaveGames));
        assert!(effects.iter().any(|e| matches!(e, Effect::SaveLearn(_))));
        assert!(a
            .toast_text()
            .is_some_and(|t| t.contains("storage was cleared")));
    }
}
