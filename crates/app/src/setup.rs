//! Who plays each seat, the new-game form, and the player's preferences.

use crate::command::SetupCommand;
use ashtapada_i18n::Lang;
use ashtapada_rules::record::Tags;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Ruleset, RulesetOption};
use ashtapada_worker::BotLevel;

pub use crate::prefs::{Prefs, DEFAULT_VOLUME};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Controller {
    /// A person at this screen (hot-seat when several).
    Human,
    /// A bot in the worker.
    Bot(BotLevel),
    /// A person on another device, in a game played by link: this device shows their moves
    /// when a link brings them, and lets nobody here play for them.
    Remote,
}

impl Controller {
    /// The value used in forms and saves: `human`, `remote`, `bot:easy`, `bot:medium`,
    /// `bot:hard`.
    pub fn key(self) -> String {
        match self {
            Controller::Human => "human".into(),
            Controller::Remote => "remote".into(),
            Controller::Bot(level) => format!("bot:{}", level.name()),
        }
    }

    /// The controller of a [`Controller::key`].
    pub fn from_key(key: &str) -> Option<Controller> {
        match key {
            "human" => Some(Controller::Human),
            "remote" => Some(Controller::Remote),
            k => k
                .strip_prefix("bot:")
                .and_then(BotLevel::from_name)
                .map(Controller::Bot),
        }
    }

    /// The name written in the record's player tag: `Human`, `Bot (easy)`. Part of the record's
    /// format, so English in every language; the page shows a controller through the messages
    /// (`controller-human`, `seats-bot`), never through this.
    pub fn label(self) -> String {
        match self {
            Controller::Human | Controller::Remote => "Human".into(),
            Controller::Bot(level) => format!("Bot ({})", level.name()),
        }
    }

    /// The controller a record's player name stands for: `Bot (medium)` is that bot, anything
    /// else a person.
    pub fn from_label(label: &str) -> Controller {
        label
            .strip_prefix("Bot (")
            .and_then(|rest| rest.strip_suffix(')'))
            .and_then(BotLevel::from_name)
            .map_or(Controller::Human, Controller::Bot)
    }

    /// Whether a bot plays.
    pub fn is_bot(self) -> bool {
        matches!(self, Controller::Bot(_))
    }

    /// Whether a person plays, on this device or another.
    pub fn is_person(self) -> bool {
        !self.is_bot()
    }
}

/// The default stake unit, in rupees.
pub const DEFAULT_STAKE: u32 = 5;

/// What is wrong with the new-game form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormError {
    /// The dice seed is not a whole number from 0 to 2⁶⁴ − 1.
    Seed,
    /// The stake unit is not a whole number above 0.
    Stake,
}

impl FormError {
    /// What to tell the player.
    pub fn text(self, lang: Lang) -> String {
        match self {
            // The largest seed as digits, as it is typed (no thousands separators).
            FormError::Seed => lang.form_bad_seed(&u64::MAX.to_string()),
            FormError::Stake => lang.form_bad_stake().into(),
        }
    }
}

/// The new-game form.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The ruleset (a base ruleset of [`Ruleset::all`]; the dice option is [`Setup::dice`]).
    pub ruleset: &'static Ruleset,
    /// `chaturanga-v1` only: play with the optional die (`chaturanga-v1+dice`).
    pub dice: bool,
    /// Who plays each seat (four entries; two-player rulesets use the first two).
    pub seats: [Controller; 4],
    /// Rupees per stake unit (stakes rulesets).
    pub stake: u32,
    /// The dice seed as typed; empty for a random one.
    pub seed: String,
    /// What is wrong with the form, if anything.
    pub error: Option<FormError>,
}

impl PartialEq for Setup {
    fn eq(&self, other: &Setup) -> bool {
        self.ruleset.id == other.ruleset.id
            && self.dice == other.dice
            && self.seats == other.seats
            && self.stake == other.stake
            && self.seed == other.seed
            && self.error == other.error
    }
}

impl Eq for Setup {}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            ruleset: Ruleset::by_id("chaturaji").unwrap_or(Ruleset::all()[0]),
            dice: false,
            seats: [
                Controller::Human,
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Easy),
                Controller::Bot(BotLevel::Easy),
            ],
            stake: DEFAULT_STAKE,
            seed: String::new(),
            error: None,
        }
    }
}

impl Setup {
    /// The form a way in from the first visit's welcome opens: the default game against bots,
    /// or (`friends`) with people in every seat.
    pub fn welcome(friends: bool) -> Setup {
        let mut form = Setup::default();
        if friends {
            form.seats = [Controller::Human; 4];
        }
        form
    }

    /// The ruleset to play, the option included.
    pub fn rules(&self) -> &'static Ruleset {
        if self.dice {
            self.ruleset
                .with_option(RulesetOption::Dice)
                .unwrap_or(self.ruleset)
        } else {
            self.ruleset
        }
    }

    /// The seats of the chosen ruleset.
    pub fn controllers(&self) -> Vec<Controller> {
        self.seats[..self.ruleset.players()].to_vec()
    }

    /// The seed typed, if any.
    ///
    /// # Errors
    /// A sentence saying what is wrong with it.
    pub fn parsed_seed(&self) -> Result<Option<u64>, FormError> {
        let text = self.seed.trim();
        if text.is_empty() {
            return Ok(None);
        }
        text.parse::<u64>().map(Some).map_err(|_| FormError::Seed)
    }

    /// Applies one of the form's edits. A stake or seed that does not read sets
    /// [`Setup::error`].
    pub fn edit(&mut self, command: SetupCommand) {
        match command {
            SetupCommand::Ruleset(id) => {
                if let Some(r) = Ruleset::all().iter().find(|r| r.id == id) {
                    self.ruleset = r;
                }
            }
            SetupCommand::Seat(i, key) => {
                if let (Some(slot), Some(c)) = (self.seats.get_mut(i), Controller::from_key(&key)) {
                    *slot = c;
                }
            }
            SetupCommand::Dice(on) => self.dice = on,
            SetupCommand::Stake(text) => match text.trim().parse::<u32>() {
                Ok(n) if n > 0 => {
                    self.stake = n;
                    self.error = None;
                }
                _ => self.error = Some(FormError::Stake),
            },
            SetupCommand::Seed(text) => {
                self.seed = text;
                self.error = self.parsed_seed().err();
            }
        }
    }

    /// The form filled in from a game being played, so that "New game" offers the same again.
    pub fn from_game(rules: &'static Ruleset, seats: &[Controller], tags: &Tags) -> Setup {
        let base = rules.base();
        let mut form = Setup {
            ruleset: base,
            dice: rules.has_option(RulesetOption::Dice),
            stake: stake_of(tags),
            ..Setup::default()
        };
        for (slot, c) in form.seats.iter_mut().zip(seats) {
            *slot = *c;
        }
        form
    }
}

/// The stake unit of a record's options (`stake=5`), or the default.
pub fn stake_of(tags: &Tags) -> u32 {
    tags.option("stake")
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(DEFAULT_STAKE)
}

/// The `Options` tag for a ruleset and stake.
pub fn options_for(rules: &Ruleset, stake: u32) -> String {
    if rules.stakes == Stakes::None {
        String::new()
    } else {
        format!("stake={stake}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controllers_round_trip_through_keys_and_labels() {
        for c in [
            Controller::Human,
            Controller::Bot(BotLevel::Easy),
            Controller::Bot(BotLevel::Medium),
            Controller::Bot(BotLevel::Hard),
        ] {
            assert_eq!(Controller::from_key(&c.key()), Some(c));
            assert_eq!(Controller::from_label(&c.label()), c);
        }
        assert_eq!(Controller::from_label("Asha"), Controller::Human);
        assert_eq!(Controller::from_key("robot"), None);
    }

    #[test]
    fn the_dice_option_selects_its_ruleset() {
        let mut form = Setup {
            ruleset: Ruleset::by_id("chaturanga-v1").unwrap(),
            ..Setup::default()
        };
        assert_eq!(form.rules().id, "chaturanga-v1");
        form.dice = true;
        assert_eq!(form.rules().id, "chaturanga-v1+dice");
        form.ruleset = Ruleset::by_id("chaturaji").unwrap();
        assert_eq!(form.rules().id, "chaturaji", "the option is only v1's");
    }

    #[test]
    fn seeds_are_checked() {
        let mut form = Setup::default();
        assert_eq!(form.parsed_seed(), Ok(None));
        form.seed = " 42 ".into();
        assert_eq!(form.parsed_seed(), Ok(Some(42)));
        form.seed = "forty-two".into();
        assert_eq!(form.parsed_seed(), Err(FormError::Seed));
        assert!(FormError::Seed.text(Lang::En).contains("whole number"));
        assert!(FormError::Seed.text(Lang::Fr).contains("nombre entier"));
    }
}
