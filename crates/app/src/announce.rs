//! What the page's polite live region (`#announce`) says. A screen reader speaks a polite
//! region's text when it is free, and only the text it finds then: a region rewritten at each
//! roll and each move (four bots, 350 ms apart) lost most of them. So the region changes once
//! a turn, and waits while others play:
//!
//! - each turn is one sentence, the roll and what it led to together ("West rolled 5: Pawn b7
//!   to c7.", "North rolled 2 and passes."), a capture naming whose piece it took when more
//!   than two armies play ("takes North’s king on e8");
//! - with a person here, the region holds their own last turn while the others play, then, when
//!   the turn comes back to them, says once, in order, every turn since, and what to do now;
//! - with nobody here (bots alone, a watcher), it says each turn when it is whole.

use ashtapada_i18n::names;
use ashtapada_rules::{Action, Event, Game, Seat};

use crate::session::Session;
use crate::text::sentence;

/// The region's text. `turn`: what the person to act should do, or the game's end.
pub(crate) fn announcement(app: &Session, turn: &str) -> String {
    let session = app;
    let game = session.game();
    let n = game.actions().len();
    let over = game.outcome().is_some();
    let anyone_here = game.rules().seats().any(|s| session.is_human(s));
    let hand = !session.prefs().auto_roll;
    let mut said = Vec::new();
    if session.human_to_act() || (over && anyone_here) {
        // Every turn since this seat's (or, at the end, anyone here's) last act of its own
        // (passes, and rolls when they roll by themselves, may be the game's), up to the turn under way, which the prompt
        // tells.
        let me = game.position().actor();
        let end = if over { n } else { turn_start(game, n, me) };
        let from = if over {
            last_deliberate(game, &|s| session.is_human(s), n, hand)
        } else {
            last_deliberate(game, &|s| s == me, end, hand)
        };
        let from = from.map_or(0, |i| turn_end(game, i));
        // A turn this person began by rolling by hand: what came before was said at the roll.
        let from = if end < n && !over && !session.prefs().auto_roll {
            end
        } else {
            from
        };
        let turns = turns(app, from, end);
        // Several turns in a row are introduced; one (two players) speaks for itself.
        if turn_count(game, from, end) > 1 && from > 0 {
            said.push(app.lang().announce_since().to_string());
        }
        said.extend(turns);
        said.push(turn.to_string());
    } else if anyone_here {
        // The others play: the last turn of a person here, said once, stays.
        if let Some(i) = last_deliberate(game, &|s| session.is_human(s), n, hand) {
            said.extend(turns(app, turn_begin(game, i), turn_end(game, i)));
        }
    } else {
        // Nobody here: the last whole turn (the one under way is said when it ends).
        let end = if over {
            n
        } else {
            turn_start(game, n, game.position().actor())
        };
        if end > 0 {
            said.extend(turns(app, turn_begin(game, end - 1), end));
        }
        if over {
            said.push(turn.to_string());
        }
    }
    said.join(" ")
}

/// What the live region said of the game last, again (the L key): every turn since the last
/// act of a person here, or with nobody here the last whole turn; `None` before any.
pub(crate) fn recent(app: &Session) -> Option<String> {
    let game = app.game();
    let n = game.actions().len();
    let from = match last_deliberate(game, &|s| app.is_human(s), n, !app.prefs().auto_roll) {
        Some(i) if turn_end(game, i) < n => turn_end(game, i),
        Some(i) => turn_begin(game, i),
        None if n > 0 => turn_begin(game, n - 1),
        None => return None,
    };
    let said = turns(app, from, n);
    (!said.is_empty()).then(|| said.join(" "))
}

/// The last action before `before` that a seat `here` chose itself: passes may be the game's
/// (automatic passes), and so may rolls unless this device rolls by hand (`hand_rolls`): a
/// roll pressed that left nothing to move was the person's turn all the same.
fn last_deliberate(
    game: &Game,
    here: &dyn Fn(Seat) -> bool,
    before: usize,
    hand_rolls: bool,
) -> Option<usize> {
    (0..before).rev().find(|&i| {
        here(actor(game, i))
            && match game.actions()[i] {
                Action::Pass => false,
                Action::Roll(_) => hand_rolls,
                _ => true,
            }
    })
}

/// Who made action `i`.
fn actor(game: &Game, i: usize) -> Seat {
    game.positions()[i].actor()
}

/// Where the turn under way of `seat` began, if the last actions are its (else `end`).
fn turn_start(game: &Game, end: usize, seat: Seat) -> usize {
    (0..end)
        .rev()
        .take_while(|&i| actor(game, i) == seat)
        .last()
        .unwrap_or(end)
}

/// The first action of the turn that holds action `i`.
fn turn_begin(game: &Game, i: usize) -> usize {
    turn_start(game, i + 1, actor(game, i))
}

/// One past the last action of the turn that holds action `i`.
fn turn_end(game: &Game, i: usize) -> usize {
    let seat = actor(game, i);
    (i..game.actions().len())
        .take_while(|&j| actor(game, j) == seat)
        .last()
        .map_or(i + 1, |j| j + 1)
}

/// How many turns actions `from..end` hold.
fn turn_count(game: &Game, from: usize, end: usize) -> usize {
    (from..end)
        .filter(|&i| i == from || actor(game, i) != actor(game, i - 1))
        .count()
}

/// The turns of actions `from..end`, a sentence each (then what they did besides, each a
/// sentence of its own).
fn turns(app: &Session, from: usize, end: usize) -> Vec<String> {
    let game = app.game();
    let mut out = Vec::new();
    let mut i = from;
    while i < end {
        let stop = turn_end(game, i).min(end);
        out.extend(turn_sentence(app, i, stop));
        for j in i..stop {
            out.extend(special_events(app, j));
        }
        i = stop;
    }
    out
}

/// Actions `from..end` of one seat as one sentence.
fn turn_sentence(app: &Session, from: usize, end: usize) -> Option<String> {
    let game = app.game();
    let (lang, rules) = (app.lang(), game.rules());
    let seat = names::seat(lang, rules, actor(game, from));
    let actions = &game.actions()[from..end];
    let rolled = match actions.first() {
        Some(Action::Roll(face)) => rules.dice.and_then(|d| d.faces.get(usize::from(*face))),
        _ => None,
    };
    let rest = if rolled.is_some() {
        &actions[1..]
    } else {
        actions
    };
    let act = rest
        .iter()
        .enumerate()
        .find_map(|(k, a)| action_words(app, from + k + usize::from(rolled.is_some()), *a));
    let passed = rest.contains(&Action::Pass);
    Some(match (rolled, act) {
        (Some(face), Some(act)) => lang.announce_rolled(&act, seat, &face.value.to_string()),
        (Some(face), None) if passed => lang.announce_rolled_pass(seat, &face.value.to_string()),
        (Some(face), None) => lang.announce_roll(seat, &face.value.to_string()),
        (None, Some(act)) if app.prefs().announce_brief => lang.announce_brief(&act, seat),
        (None, Some(act)) => lang.announce_move(&act, seat),
        (None, None) if passed => lang.announce_pass(seat),
        (None, None) => return None,
    })
}

/// Action `i` as a clause ("Knight b1 to c3", "Nb1-c3" when brief); `None` for what is not a
/// move (its events say it).
fn action_words(app: &Session, i: usize, action: Action) -> Option<String> {
    let Action::Move(mv) = action else {
        return None;
    };
    let game = app.game();
    let (lang, rules) = (app.lang(), game.rules());
    let before = &game.positions()[i];
    if app.prefs().announce_brief {
        let text = ashtapada_rules::record::write_action(before, action);
        return Some(crate::notation::shown(lang, rules, &text));
    }
    let cell = |sq| rules.geometry.name(sq);
    let piece = names::piece(lang, rules, before.piece_at(mv.from)?.role());
    Some(match before.piece_at(mv.to) {
        // More than two armies: whose piece it was (an ally's may be taken).
        Some(taken) if rules.seats().count() > 2 => lang.said_capture_of(
            &cell(mv.from),
            piece,
            &lang.piece_of_seat(
                names::piece_gender(lang, rules, taken.role()),
                &names::seat_of(lang, rules, taken.army()),
                &names::piece_lower(lang, rules, taken.role()),
            ),
            &cell(mv.to),
        ),
        Some(taken) => lang.said_capture(
            &cell(mv.from),
            names::piece_gender(lang, rules, taken.role()),
            piece,
            &names::piece_lower(lang, rules, taken.role()),
            &cell(mv.to),
        ),
        None => lang.said_move(&cell(mv.from), piece, &cell(mv.to)),
    })
}

/// What action `i` did besides moving, taking, rolling or passing, in the log's words: a throne
/// taken, an exchange offered, a king returned, a promotion, a seat withdrawn, a payment.
fn special_events(app: &Session, i: usize) -> Vec<String> {
    let game = app.game();
    let (lang, rules) = (app.lang(), game.rules());
    let Some(events) = game.events().get(i) else {
        return Vec::new();
    };
    events
        .iter()
        .filter(|e| {
            !matches!(
                e,
                Event::Captured { .. } | Event::GameOver(_) | Event::Passed { .. }
            )
        })
        .map(|e| {
            // The log's words are a phrase: the announcement makes each a sentence, its full
            // stop included, so that a screen reader pauses before the next.
            let said = sentence(&ashtapada_i18n::text::event(lang, rules, e));
            if said.ends_with(['.', '!', '?', '…']) {
                said
            } else {
                said + "."
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::command::{Command, Decision, ReadAloud};
    use crate::setup::Controller;
    use crate::test_util::*;
    use ashtapada_rules::Action;

    /// South, a person, against three bots in Chaturaji: while the bots play the region holds
    /// South's own last turn; when the turn comes back it says every bot's turn since, one
    /// sentence each (the roll and the move or the pass together), then what to do.
    #[test]
    fn a_person_against_three_bots_hears_each_bot_turn_once_when_the_turn_comes_back() {
        let bot = Controller::Bot(BotLevel::Easy);
        let seats = [Controller::Human, bot, bot, bot];
        let mut app = app("chaturaji", &seats, 3);
        let mut checked = 0;
        for _ in 0..400 {
            if app.game().outcome().is_some() || checked == 3 {
                break;
            }
            if app.thinking().is_some() {
                let before = app.screen().get("announce").to_string();
                bot_answers(&mut app);
                if app.thinking().is_some() {
                    // Another bot still to play: nothing new is said.
                    assert_eq!(app.screen().get("announce"), before);
                }
                continue;
            }
            let said = app.screen().get("announce").to_string();
            if app.game().actions().len() > 8 && app.game().position().needs_roll() {
                // Since South's last move: three turns, West, North and East in order.
                assert!(
                    said.starts_with("Since your last move: West rolled "),
                    "{said}"
                );
                let (w, n, e) = (
                    said.find("West rolled").unwrap(),
                    said.find("North rolled").unwrap(),
                    said.find("East rolled").unwrap(),
                );
                assert!(w < n && n < e, "{said}");
                assert!(said.ends_with('.') && said.contains("South: "), "{said}");
                checked += 1;
                // The L key says them again.
                app.command(Command::Read(ReadAloud::Last));
                let again = app.screen().get("board-say").to_string();
                assert!(
                    again.starts_with("West rolled ") && again.contains("East rolled"),
                    "{again}"
                );
                // Rolled by hand: the die's face is said, not the turns again.
                app.command(Command::Decide(Decision::Roll));
                let now = app.screen().get("announce").to_string();
                assert!(!now.contains("West rolled"), "{now}");
                continue;
            }
            match app.game().legal_actions()[0] {
                Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
                Action::Move(m) => app.intent(Intent::Move {
                    from: m.from,
                    to: m.to,
                }),
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(checked, 3, "three returns of the turn checked");
    }

    /// A roll pressed by hand that leaves nothing to move is the person's turn all the same:
    /// when the turn comes back, the region says the turns since that roll, not again the
    /// ones before it (heard through Orca: each passed roll made the summary longer, up to 30
    /// seconds of speech).
    #[test]
    fn a_passed_roll_by_hand_starts_the_next_summary() {
        let bot = Controller::Bot(BotLevel::Easy);
        let seats = [Controller::Human, bot, bot, bot];
        let mut heard = 0;
        for seed in 1..60 {
            let mut app = app("chaturaji", &seats, seed);
            let mut passed = false;
            for _ in 0..200 {
                if app.game().outcome().is_some() {
                    break;
                }
                if app.thinking().is_some() {
                    bot_answers(&mut app);
                    continue;
                }
                if app.game().position().needs_roll() {
                    let said = app.screen().get("announce").to_string();
                    if passed {
                        assert!(said.starts_with("Since your last move: West"), "{said}");
                        assert!(!said.contains("South rolled"), "{said}");
                        heard += 1;
                    }
                    app.command(Command::Decide(Decision::Roll));
                    // Nothing to move: the game passed for South.
                    passed =
                        app.game().position().actor() != app.game().rules().seats().next().unwrap();
                    continue;
                }
                match app.game().legal_actions()[0] {
                    Action::Move(m) => app.intent(Intent::Move {
                        from: m.from,
                        to: m.to,
                    }),
                    other => panic!("{other:?}"),
                }
            }
            if heard >= 2 {
                return;
            }
        }
        panic!("only {heard} passed rolls by hand followed");
    }

    /// Four bots, nobody here: one sentence a turn, said when the turn is whole (the roll and
    /// the move or the pass together), never the roll alone.
    #[test]
    fn four_bots_are_heard_one_sentence_a_turn() {
        let bot = Controller::Bot(BotLevel::Easy);
        let mut app = app("chaturaji", &[bot; 4], 8);
        let mut turns = 0;
        for _ in 0..60 {
            let before = app.screen().get("announce").to_string();
            let actor = app.game().position().actor();
            bot_answers(&mut app);
            let said = app.screen().get("announce").to_string();
            if app.game().position().actor() == actor {
                assert_eq!(said, before, "a turn under way is not said");
            } else {
                // The first turn's face comes from the roll-off, with no roll of its own.
                let rolled = turns == 0 || said.contains(" rolled ");
                assert!(rolled && !said.contains(". "), "one sentence: {said}");
                turns += 1;
            }
        }
        assert!(turns > 20, "{turns} turns heard");
    }
}
