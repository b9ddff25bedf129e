//! What the player asks for through the page's controls: buttons carry `data-cmd` (and
//! `data-arg`), form fields their value, keys a few shortcuts. [`Command::parse`] turns them
//! into a [`Command`], so the page's event handling is one generic line and the meaning is here;
//! [`Command::attrs`] writes them, so the page's controls are built from commands and the two
//! directions are tested against each other.

use ashtapada_board::{BoardTheme, PieceStyle};

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
    /// Sounds on or off (Settings).
    Sound(bool),
    /// The sounds' volume, 0 to 100 (Settings' slider).
    Volume(u8),
    /// The board's colours (Settings); `None`: as the browser asks (`prefers-contrast`).
    Theme(Option<BoardTheme>),
    /// How the pieces are drawn (Settings).
    Pieces(PieceStyle),
    /// Brief announcements for screen readers on or off (Settings).
    AnnounceBrief(bool),
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
    /// Read every piece aloud, army by army.
    ReadPieces,
    /// Read the last actions aloud.
    ReadLast,
    /// Read the die aloud, and what it allows.
    ReadDice,
    /// Read aloud the pieces each army has, and the money.
    ReadMaterial,
    /// The keys, on a page of their own.
    Keys,
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
    /// The welcome's "Play the bots": the new-game form, with bots in the other seats.
    PlayBots,
    /// The welcome's "Play a friend": the new-game form, with people in every seat.
    PlayFriend,
    /// Play live: the dialog, with an invitation made if none is out (the host's side).
    Live,
    /// A new invitation, for another guest or one whose connection was lost.
    LiveInvite,
    /// The guest takes this seat (its index): the answer is made.
    LiveSeat(usize),
    /// The host enters the guest's answer (as pasted: a link or its code).
    LiveAccept(String),
    /// Copy the invitation or the answer.
    LiveCopy,
    /// Send the invitation or the answer through the device's own sharing.
    LiveShare,
    /// End live play: the game goes on by links.
    LiveStop,
    /// Answer the ask of the table (a take-back, a draw).
    LiveAnswer(bool),
    /// The ICE servers for live play (Settings), as typed.
    LiveServers(String),
}

impl Command {
    /// The commands that carry nothing: their names are those [`Command::attrs`] writes, read
    /// back by [`Command::parse`] from this list (one table of names, not two).
    pub const PLAIN: [Command; 53] = [
        Command::NewGame,
        Command::Start,
        Command::Close,
        Command::Roll,
        Command::Pass,
        Command::Offer,
        Command::Demand,
        Command::Answer(true),
        Command::Answer(false),
        Command::Keep,
        Command::Hint,
        Command::Undo,
        Command::Redo,
        Command::Flip,
        Command::Share,
        Command::Games,
        Command::Review,
        Command::StopReview,
        Command::CopyLink,
        Command::WebShare,
        Command::First,
        Command::Prev,
        Command::Next,
        Command::Last,
        Command::Resign,
        Command::ResignConfirmed,
        Command::Draw,
        Command::DrawConfirmed,
        Command::ShowResult,
        Command::ExportFile,
        Command::RecordText,
        Command::ImportFile,
        Command::Deselect,
        Command::ReadPieces,
        Command::ReadLast,
        Command::ReadDice,
        Command::ReadMaterial,
        Command::Keys,
        Command::Learn,
        Command::LearnRetry,
        Command::LearnNext,
        Command::LearnHint,
        Command::LearnLeave,
        Command::LearnPlay,
        Command::PlayBots,
        Command::PlayFriend,
        Command::Live,
        Command::LiveInvite,
        Command::LiveCopy,
        Command::LiveShare,
        Command::LiveStop,
        Command::LiveAnswer(true),
        Command::LiveAnswer(false),
    ];

    /// The command of a control: its `data-cmd`, `data-arg` and, for form fields, the value
    /// (`"true"`/`"false"` for check boxes). `None` for anything unknown or malformed.
    pub fn parse(cmd: &str, arg: Option<&str>, value: Option<&str>) -> Option<Command> {
        let arg = arg.unwrap_or("");
        let value_text = || value.unwrap_or("").to_string();
        let flag = || value == Some("true");
        Some(match cmd {
            "setup-ruleset" => Command::SetupRuleset(value.unwrap_or(arg).to_string()),
            "setup-seat" => Command::SetupSeat(arg.parse().ok()?, value_text()),
            "setup-dice" => Command::SetupDice(flag()),
            "setup-stake" => Command::SetupStake(value_text()),
            "setup-seed" => Command::SetupSeed(value_text()),
            "rules" => Command::Rules(arg.to_string()),
            "promote" => Command::Promote(arg.chars().next()?),
            "coords" => Command::Coords(flag()),
            "auto-roll" => Command::AutoRoll(flag()),
            "auto-pass" => Command::AutoPass(flag()),
            "sound" => Command::Sound(flag()),
            "volume" => Command::Volume(value?.parse::<u8>().ok()?.min(100)),
            "theme" => Command::Theme(value.and_then(BoardTheme::from_key)),
            "pieces" => Command::Pieces(PieceStyle::from_key(value?)?),
            "announce-brief" => Command::AnnounceBrief(flag()),
            "lang" => Command::Language(value.and_then(ashtapada_i18n::Lang::from_tag)),
            "open-game" => Command::OpenGame(u64::from_str_radix(arg, 16).ok()?),
            "delete-game" => Command::DeleteGame(u64::from_str_radix(arg, 16).ok()?),
            "export-game" => Command::ExportGame(u64::from_str_radix(arg, 16).ok()?),
            "here" => Command::Here(arg.parse().ok()?, flag()),
            "view" => Command::View(arg.parse().ok()?),
            "import-text" => Command::Import(value_text()),
            "move" => Command::TypedMove(value_text()),
            "learn-course" => Command::LearnCourse(arg.to_string()),
            "learn-step" => Command::LearnStep(arg.parse().ok()?),
            "live-seat" => Command::LiveSeat(arg.parse().ok()?),
            "live-accept" => Command::LiveAccept(value_text()),
            "live-servers" => Command::LiveServers(value_text()),
            _ => return Command::PLAIN.into_iter().find(|c| c.attrs().0 == cmd),
        })
    }

    /// The attributes of a control that sends this command: its `data-cmd` and its `data-arg`
    /// (`None`: none), which [`Command::parse`] reads back. Kept games' ids are written in
    /// hexadecimal.
    ///
    /// A form field sends its own value, so the commands that take theirs from a field (or from
    /// the field a button names with `data-value-from`) write only the command and, for a field
    /// that stands for a seat, the seat; what they carry besides is not written:
    /// - [`Command::SetupRuleset`]: the ruleset id is the radio button's value;
    /// - [`Command::SetupSeat`]: the seat is the argument, the controller the select's value;
    /// - [`Command::SetupDice`], [`Command::Coords`], [`Command::AutoRoll`],
    ///   [`Command::AutoPass`]: the check box's state;
    /// - [`Command::SetupStake`], [`Command::SetupSeed`]: the text typed;
    /// - [`Command::Sound`], [`Command::AnnounceBrief`]: the check box's state;
    /// - [`Command::Volume`]: the slider's value;
    /// - [`Command::Theme`], [`Command::Pieces`]: the select's value (a theme's or a style's
    ///   key; a theme's select writes `auto` for `None`);
    /// - [`Command::Language`]: the select's value (a language tag);
    /// - [`Command::Import`], [`Command::LiveAccept`]: the text of the field the button names
    ///   (`data-value-from`);
    /// - [`Command::LiveServers`]: the text typed;
    /// - [`Command::TypedMove`]: the move box's text;
    /// - [`Command::Here`]: the seat is the argument, the flag the check box's state.
    pub fn attrs(&self) -> (&'static str, Option<String>) {
        use Command as C;
        let arg = match self {
            C::SetupSeat(n, _) | C::Here(n, _) | C::View(n) | C::LearnStep(n) | C::LiveSeat(n) => {
                Some(n.to_string())
            }
            C::Rules(id) | C::LearnCourse(id) => Some(id.clone()),
            C::Promote(letter) => Some(letter.to_string()),
            C::OpenGame(id) | C::DeleteGame(id) | C::ExportGame(id) => Some(format!("{id:x}")),
            _ => None,
        };
        (self.name(), arg)
    }

    /// The command's `data-cmd` (one name a kind of command; the two answers have one each).
    fn name(&self) -> &'static str {
        use Command as C;
        match self {
            C::NewGame => "new",
            C::SetupRuleset(_) => "setup-ruleset",
            C::SetupSeat(..) => "setup-seat",
            C::SetupDice(_) => "setup-dice",
            C::SetupStake(_) => "setup-stake",
            C::SetupSeed(_) => "setup-seed",
            C::Start => "start",
            C::Rules(_) => "rules",
            C::Close => "close",
            C::Roll => "roll",
            C::Pass => "pass",
            C::Offer => "offer",
            C::Demand => "demand",
            C::Answer(true) => "accept",
            C::Answer(false) => "refuse",
            C::Keep => "keep",
            C::Promote(_) => "promote",
            C::Hint => "hint",
            C::Undo => "undo",
            C::Redo => "redo",
            C::Flip => "flip",
            C::Coords(_) => "coords",
            C::AutoRoll(_) => "auto-roll",
            C::AutoPass(_) => "auto-pass",
            C::Sound(_) => "sound",
            C::Volume(_) => "volume",
            C::Theme(_) => "theme",
            C::Pieces(_) => "pieces",
            C::AnnounceBrief(_) => "announce-brief",
            C::Language(_) => "lang",
            C::Share => "share",
            C::Games => "games",
            C::Review => "review",
            C::StopReview => "stop-review",
            C::OpenGame(_) => "open-game",
            C::DeleteGame(_) => "delete-game",
            C::ExportGame(_) => "export-game",
            C::CopyLink => "copy-link",
            C::WebShare => "web-share",
            C::Here(..) => "here",
            C::View(_) => "view",
            C::First => "first",
            C::Prev => "prev",
            C::Next => "next",
            C::Last => "last",
            C::Resign => "resign",
            C::ResignConfirmed => "resign-yes",
            C::Draw => "draw",
            C::DrawConfirmed => "draw-yes",
            C::ShowResult => "result",
            C::ExportFile => "export-file",
            C::RecordText => "record-text",
            C::ImportFile => "import-file",
            C::Import(_) => "import-text",
            C::TypedMove(_) => "move",
            C::Deselect => "deselect",
            C::ReadPieces => "read-pieces",
            C::ReadLast => "read-last",
            C::ReadDice => "read-dice",
            C::ReadMaterial => "read-material",
            C::Keys => "keys",
            C::Learn => "learn",
            C::LearnCourse(_) => "learn-course",
            C::LearnStep(_) => "learn-step",
            C::LearnRetry => "learn-retry",
            C::LearnNext => "learn-next",
            C::LearnHint => "learn-hint",
            C::LearnLeave => "learn-leave",
            C::LearnPlay => "learn-play",
            C::PlayBots => "play-bots",
            C::PlayFriend => "play-friend",
            C::Live => "live",
            C::LiveInvite => "live-invite",
            C::LiveSeat(_) => "live-seat",
            C::LiveAccept(_) => "live-accept",
            C::LiveCopy => "live-copy",
            C::LiveShare => "live-share",
            C::LiveStop => "live-stop",
            C::LiveAnswer(true) => "live-yes",
            C::LiveAnswer(false) => "live-no",
            C::LiveServers(_) => "live-servers",
        }
    }

    /// Whether the command looks around without acting on a game: the new-game form, the
    /// rules, the settings, the lessons' list and steps.
    fn looks_around(&self) -> bool {
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
                | C::Coords(_)
                | C::AutoRoll(_)
                | C::AutoPass(_)
                | C::Sound(_)
                | C::Volume(_)
                | C::Theme(_)
                | C::Pieces(_)
                | C::AnnounceBrief(_)
                | C::LiveServers(_)
                | C::Language(_)
                | C::Learn
                | C::LearnCourse(_)
                | C::LearnStep(_)
                | C::LearnRetry
                | C::LearnNext
                | C::LearnHint
                | C::LearnLeave
                | C::ReadPieces
                | C::ReadLast
                | C::ReadDice
                | C::ReadMaterial
                | C::Keys
        )
    }

    /// Whether the command leaves the first visit's welcome up: looking around (the rules, the
    /// lessons, the settings, the new-game form, the kept games, turning the board, the keys
    /// that step through no moves yet, Escape, which closes a menu) is not choosing a game.
    /// Any other command outside a lesson acts on a game, which then plays on.
    pub fn keeps_welcome(&self) -> bool {
        use Command as C;
        self.looks_around()
            || matches!(
                self,
                C::Games
                    | C::PlayBots
                    | C::PlayFriend
                    | C::Deselect
                    | C::Flip
                    | C::First
                    | C::Prev
                    | C::Next
                    | C::Last
            )
    }

    /// Whether the command belongs in a lesson (the board, the die and the decisions, the
    /// lesson's own buttons, the settings, the rules page). Any other (a new game started, an
    /// import, Share…) ends the lesson first, so that it acts on the game put aside.
    pub fn fits_lesson(&self) -> bool {
        use Command as C;
        self.looks_around()
            || matches!(
                self,
                C::Roll
                    | C::Pass
                    | C::Offer
                    | C::Demand
                    | C::Answer(_)
                    | C::Keep
                    | C::Promote(_)
                    | C::Hint
                    | C::Flip
                    | C::View(_)
                    | C::First
                    | C::Prev
                    | C::Next
                    | C::Last
                    | C::TypedMove(_)
                    | C::Deselect
                    | C::LearnPlay
            )
    }

    /// The command of the move box's text: a move or another action ([`Command::TypedMove`]),
    /// or a hint asked from the box itself, where the H key types a letter: `h`, `?`,
    /// `hint`, `indice` (no move is a lone letter).
    pub fn from_move_box(text: String) -> Command {
        match text.trim().to_ascii_lowercase().as_str() {
            "h" | "?" | "hint" | "indice" => Command::Hint,
            _ => Command::TypedMove(text),
        }
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
            "p" | "P" => Command::ReadPieces,
            "l" | "L" => Command::ReadLast,
            "d" | "D" => Command::ReadDice,
            "r" | "R" => Command::Roll,
            "m" | "M" => Command::ReadMaterial,
            "?" => Command::Keys,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests;
