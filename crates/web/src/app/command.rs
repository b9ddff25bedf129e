//! What the player asks for through the page's controls: buttons carry `data-cmd` (and
//! `data-arg`), form fields their value, keys a few shortcuts. [`Command::parse`] turns them
//! into a [`Command`], so the page's event handling is one generic line and the meaning is here.

/// A request from the page's controls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Open the new-game form.
    NewGame,
    /// New-game form: choose a ruleset (its base id).
    SetupRuleset(String),
    /// New-game form: who plays a seat (seat index, [`super::Controller::key`]).
    SetupSeat(usize, String),
    /// New-game form: `chaturanga-v1`'s optional die.
    SetupDice(bool),
    /// New-game form: rupees per stake unit, as typed.
    SetupStake(String),
    /// New-game form: the dice seed, as typed.
    SetupSeed(String),
    /// New-game form: start.
    Start,
    /// Show a ruleset's rules page (its id).
    Rules(String),
    /// Close the topmost dialog (Escape, a Close button).
    Close,
    /// Roll the die.
    Roll,
    /// Pass (nothing can move).
    Pass,
    /// Offer an exchange of kings.
    Offer,
    /// Demand the release of one's team's king.
    Demand,
    /// Answer an offered exchange.
    Answer(bool),
    /// Decline to reintroduce one's king now (Chaduranga).
    Keep,
    /// Promote to the role of this record letter.
    Promote(char),
    /// Ask the hard bot for a suggestion for the person to act.
    Hint,
    /// Take back (to the last decision of a person, in a game with bots).
    Undo,
    /// Replay what was taken back.
    Redo,
    /// Turn the board to the next seat's view.
    Flip,
    /// Coordinates on or off.
    Coords(bool),
    /// Automatic rolls on or off.
    AutoRoll(bool),
    /// Automatic passes on or off.
    AutoPass(bool),
    /// Speak this language (Settings); `None`: a value that names no language the game has.
    Language(Option<ashtapada_i18n::Lang>),
    /// Show the game's link (the Share dialog).
    Share,
    /// Show the games kept in this browser.
    Games,
    /// Review the game: each position judged by the hard bot, drawn as a chart.
    Review,
    /// Stop the review and hide it.
    StopReview,
    /// Put the kept game of this id on screen.
    OpenGame(u64),
    /// Forget the kept game of this id.
    DeleteGame(u64),
    /// Download the record of the kept game of this id.
    ExportGame(u64),
    /// Copy the link of the Share dialog.
    CopyLink,
    /// Send the link of the Share dialog through the device's own sharing (Web Share).
    WebShare,
    /// Play a person's seat on this device (`true`) or leave it to another device.
    Here(usize, bool),
    /// Show the position after this many actions.
    View(usize),
    /// Show the start position.
    First,
    /// Show the previous position (moves, not rolls).
    Prev,
    /// Show the next position.
    Next,
    /// Back to the current position.
    Last,
    /// Ask to resign.
    Resign,
    /// Confirm the resignation.
    ResignConfirmed,
    /// Offer a draw.
    Draw,
    /// Everyone agrees to the draw.
    DrawConfirmed,
    /// Show the result dialog again.
    ShowResult,
    /// Download the record as a file.
    ExportFile,
    /// Show the record as text (to copy, or to paste another one).
    RecordText,
    /// Choose a record file to import.
    ImportFile,
    /// Import this record text.
    Import(String),
    /// Play the move or action typed in the move box.
    TypedMove(String),
    /// Clear the selection.
    Deselect,
    /// Open the Learn list.
    Learn,
    /// Open a course (its id) where the learner left it.
    LearnCourse(String),
    /// Go to a step of the course under way.
    LearnStep(usize),
    /// Start the step again.
    LearnRetry,
    /// Go to the next step.
    LearnNext,
    /// Show the lesson's hint.
    LearnHint,
    /// Leave the lesson: the game comes back.
    LearnLeave,
    /// Leave the lesson for a new game of its ruleset.
    LearnPlay,
}

impl Command {
    /// The command of a control: its `data-cmd`, `data-arg` and, for form fields, the value
    /// (`"true"`/`"false"` for check boxes). `None` for anything unknown or malformed.
    pub fn parse(cmd: &str, arg: Option<&str>, value: Option<&str>) -> Option<Command> {
        let arg = arg.unwrap_or("");
        let value_text = || value.unwrap_or("").to_string();
        let flag = || value == Some("true");
        Some(match cmd {
            "new" => Command::NewGame,
            "setup-ruleset" => Command::SetupRuleset(value.unwrap_or(arg).to_string()),
            "setup-seat" => Command::SetupSeat(arg.parse().ok()?, value_text()),
            "setup-dice" => Command::SetupDice(flag()),
            "setup-stake" => Command::SetupStake(value_text()),
            "setup-seed" => Command::SetupSeed(value_text()),
            "start" => Command::Start,
            "rules" => Command::Rules(arg.to_string()),
            "close" => Command::Close,
            "roll" => Command::Roll,
            "pass" => Command::Pass,
            "offer" => Command::Offer,
            "demand" => Command::Demand,
            "accept" => Command::Answer(true),
            "refuse" => Command::Answer(false),
            "keep" => Command::Keep,
            "promote" => Command::Promote(arg.chars().next()?),
            "hint" => Command::Hint,
            "undo" => Command::Undo,
            "redo" => Command::Redo,
            "flip" => Command::Flip,
            "coords" => Command::Coords(flag()),
            "auto-roll" => Command::AutoRoll(flag()),
            "auto-pass" => Command::AutoPass(flag()),
            "lang" => Command::Language(value.and_then(ashtapada_i18n::Lang::from_tag)),
            "share" => Command::Share,
            "games" => Command::Games,
            "review" => Command::Review,
            "stop-review" => Command::StopReview,
            "open-game" => Command::OpenGame(u64::from_str_radix(arg, 16).ok()?),
            "delete-game" => Command::DeleteGame(u64::from_str_radix(arg, 16).ok()?),
            "export-game" => Command::ExportGame(u64::from_str_radix(arg, 16).ok()?),
            "copy-link" => Command::CopyLink,
            "web-share" => Command::WebShare,
            "here" => Command::Here(arg.parse().ok()?, flag()),
            "view" => Command::View(arg.parse().ok()?),
            "first" => Command::First,
            "prev" => Command::Prev,
            "next" => Command::Next,
            "last" => Command::Last,
            "resign" => Command::Resign,
            "resign-yes" => Command::ResignConfirmed,
            "draw" => Command::Draw,
            "draw-yes" => Command::DrawConfirmed,
            "result" => Command::ShowResult,
            "export-file" => Command::ExportFile,
            "record-text" => Command::RecordText,
            "import-file" => Command::ImportFile,
            "import-text" => Command::Import(value_text()),
            "move" => Command::TypedMove(value_text()),
            "deselect" => Command::Deselect,
            "learn" => Command::Learn,
            "learn-course" => Command::LearnCourse(arg.to_string()),
            "learn-step" => Command::LearnStep(arg.parse().ok()?),
            "learn-retry" => Command::LearnRetry,
            "learn-next" => Command::LearnNext,
            "learn-hint" => Command::LearnHint,
            "learn-leave" => Command::LearnLeave,
            "learn-play" => Command::LearnPlay,
            _ => return None,
        })
    }

    /// Whether the command belongs in a lesson (the board, the die and the decisions, the
    /// lesson's own buttons, the settings, the rules page). Any other (a new game started, an
    /// import, Share…) ends the lesson first, so that it acts on the game put aside.
    pub fn fits_lesson(&self) -> bool {
        use Command as C;
        matches!(
            self,
            C::NewGame
                | C::SetupRuleset(_)
                | C::SetupSeat(..)
                | C::SetupDice(_)
                | C::SetupStake(_)
                | C::SetupSeed(_)
                | C::Rules(_)
                | C::Close
                | C::Roll
                | C::Pass
                | C::Offer
                | C::Demand
                | C::Answer(_)
                | C::Keep
                | C::Promote(_)
                | C::Hint
                | C::Flip
                | C::Coords(_)
                | C::AutoRoll(_)
                | C::AutoPass(_)
                | C::Language(_)
                | C::View(_)
                | C::First
                | C::Prev
                | C::Next
                | C::Last
                | C::TypedMove(_)
                | C::Deselect
                | C::Learn
                | C::LearnCourse(_)
                | C::LearnStep(_)
                | C::LearnRetry
                | C::LearnNext
                | C::LearnHint
                | C::LearnLeave
                | C::LearnPlay
        )
    }

    /// The command of a key pressed outside text fields, lichess-style: ←/→ step through the
    /// moves, Home/End jump, `f` turns the board, `h` asks for a hint, `s` shares the game,
    /// Escape drops the selection.
    pub fn from_key(key: &str) -> Option<Command> {
        Some(match key {
            "ArrowLeft" => Command::Prev,
            "ArrowRight" => Command::Next,
            "Home" => Command::First,
            "End" => Command::Last,
            "f" => Command::Flip,
            "h" | "H" => Command::Hint,
            "s" | "S" => Command::Share,
            "Escape" => Command::Deselect,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_controls() {
        assert_eq!(Command::parse("roll", None, None), Some(Command::Roll));
        assert_eq!(
            Command::parse("view", Some("12"), None),
            Some(Command::View(12))
        );
        assert_eq!(Command::parse("view", Some("x"), None), None);
        assert_eq!(
            Command::parse("setup-seat", Some("2"), Some("bot:hard")),
            Some(Command::SetupSeat(2, "bot:hard".into()))
        );
        assert_eq!(
            Command::parse("auto-roll", None, Some("true")),
            Some(Command::AutoRoll(true))
        );
        assert_eq!(
            Command::parse("promote", Some("R"), None),
            Some(Command::Promote('R'))
        );
        assert_eq!(
            Command::parse("lang", None, Some("fr")),
            Some(Command::Language(Some(ashtapada_i18n::Lang::Fr)))
        );
        assert_eq!(
            Command::parse("lang", None, Some("<b>")),
            Some(Command::Language(None))
        );
        assert_eq!(Command::parse("launch-missiles", None, None), None);
    }

    #[test]
    fn keys() {
        assert_eq!(Command::from_key("ArrowLeft"), Some(Command::Prev));
        assert_eq!(Command::from_key("End"), Some(Command::Last));
        assert_eq!(Command::from_key("s"), Some(Command::Share));
        assert_eq!(Command::from_key("a"), None);
    }
}
