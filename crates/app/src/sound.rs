//! Which sound an action makes. The app decides (plain Rust, tested here); the page plays it
//! (`platform::audio`), so that a game can be followed by ear without looking.

use ashtapada_rules::{Action, Event, Role};

/// A sound the page plays ([`super::Effect::Sound`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A piece moved.
    Move,
    /// A piece was captured.
    Capture,
    /// The die was rolled.
    Roll,
    /// A king was captured (an army is frozen, or a king is held for exchange).
    KingTaken,
    /// A bot or a player on another device acted, and now a person here must.
    YourTurn,
    /// The game ended.
    End,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 6] = [
        Sound::Move,
        Sound::Capture,
        Sound::Roll,
        Sound::KingTaken,
        Sound::YourTurn,
        Sound::End,
    ];

    /// The sound's name in the test hook's counts (`soundsPlayed()`).
    pub fn key(self) -> &'static str {
        match self {
            Sound::Move => "move",
            Sound::Capture => "capture",
            Sound::Roll => "roll",
            Sound::KingTaken => "king",
            Sound::YourTurn => "turn",
            Sound::End => "end",
        }
    }
}

/// What an action did, as the choice of its sound needs it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Heard<'a> {
    /// The action played.
    pub action: &'a Action,
    /// The engine's events of it.
    pub events: &'a [Event],
    /// It ended the game.
    pub finished: bool,
    /// A person on this device made it.
    pub by_person: bool,
    /// A person on this device is to act now.
    pub person_next: bool,
}

/// The one sound an action makes, the most telling: the end of the game, a king taken, a
/// capture; then, when a bot (or another device) hands the turn to a person here, the call to
/// play (that person's ears matter more than the bot's move); then a roll or a move. Passes,
/// offers and answers make none: their news is on the screen.
pub(super) fn sound_of(heard: &Heard<'_>) -> Option<Sound> {
    let captured = |king: bool| {
        heard
            .events
            .iter()
            .any(|e| matches!(e, Event::Captured { role, .. } if (*role == Role::King) == king))
    };
    if heard.finished {
        Some(Sound::End)
    } else if captured(true) {
        Some(Sound::KingTaken)
    } else if captured(false) {
        Some(Sound::Capture)
    } else if !heard.by_person && heard.person_next {
        Some(Sound::YourTurn)
    } else {
        match heard.action {
            Action::Roll(_) => Some(Sound::Roll),
            Action::Move(_) | Action::Place(_) => Some(Sound::Move),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::Sound;
    use crate::command::PrefCommand;
    use crate::test_util::*;

    /// The sounds among the effects.
    fn sounds(effects: &[Effect]) -> Vec<Sound> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Sound(s) => Some(*s),
                _ => None,
            })
            .collect()
    }

    /// A four-bot Chaturaji played to its end, the bots' answers chosen here: a king's capture
    /// first, then any capture, else the first legal action. Returns how many times each sound
    /// was asked for.
    fn bots_game(sound: bool) -> BTreeMap<&'static str, usize> {
        let mut app = app("chaturaji", &[Controller::Bot(BotLevel::Easy); 4], 5);
        app.command(Command::Pref(PrefCommand::Sound(sound)));
        let mut heard = BTreeMap::new();
        for _ in 0..3000 {
            if app.game().position().outcome().is_some() {
                break;
            }
            let Some(thinking) = app.thinking() else {
                break;
            };
            let pos = *app.game().position();
            let legal = app.game().legal_actions();
            let takes = |a: &Action, king: bool| match a {
                Action::Move(m) => pos
                    .piece_at(m.to)
                    .is_some_and(|p| (p.role() == Role::King) == king),
                _ => false,
            };
            let action = legal
                .iter()
                .find(|a| takes(a, true))
                .or_else(|| legal.iter().find(|a| takes(a, false)))
                .unwrap_or(&legal[0]);
            app.bot_reply(thinking.id, (*action).into());
            for s in sounds(&app.take_effects()) {
                *heard.entry(s.key()).or_insert(0) += 1;
            }
        }
        assert!(app.game().position().outcome().is_some(), "the game ended");
        heard
    }

    #[test]
    fn each_event_makes_its_sound_while_sounds_are_on() {
        let heard = bots_game(true);
        for sound in [
            Sound::Move,
            Sound::Capture,
            Sound::Roll,
            Sound::KingTaken,
            Sound::End,
        ] {
            assert!(heard.contains_key(sound.key()), "{sound:?}: {heard:?}");
        }
        assert_eq!(heard.get("end"), Some(&1), "{heard:?}");
        // No person plays: nobody's turn is called.
        assert!(!heard.contains_key("turn"), "{heard:?}");
        assert!(bots_game(false).is_empty());
    }

    #[test]
    fn a_bot_hands_the_turn_to_a_person_with_a_call() {
        for sound in [true, false] {
            let mut app = app(
                "chaturanga-v3",
                &[Controller::Human, Controller::Bot(BotLevel::Easy)],
                1,
            );
            app.command(Command::Pref(PrefCommand::Sound(sound)));
            app.take_effects();
            app.command(Command::TypedMove("e2-e3".into()));
            let mine = sounds(&app.take_effects());
            bot_answers(&mut app);
            let theirs = sounds(&app.take_effects());
            if sound {
                assert_eq!(mine, [Sound::Move]);
                assert_eq!(theirs, [Sound::YourTurn]);
            } else {
                assert!(mine.is_empty() && theirs.is_empty(), "{mine:?} {theirs:?}");
            }
        }
    }

    #[test]
    fn people_at_one_screen_hear_their_moves_not_a_call() {
        let mut app = app("chaturanga-v3", &humans(2), 1);
        app.command(Command::TypedMove("e2-e3".into()));
        app.command(Command::TypedMove("e7-e6".into()));
        assert_eq!(sounds(&app.take_effects()), [Sound::Move, Sound::Move]);
    }
}
