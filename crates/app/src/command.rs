//! What the player asks for through the page's controls: buttons carry `data-cmd` (and
//! `data-arg`), form fields their value, keys a few shortcuts. [`Command::parse`] turns them
//! into a [`Command`], so the page's event handling is one generic line and the meaning is here;
//! [`Command::attrs`] writes them, so the page's controls are built from commands and the two
//! directions are tested against each other.

use ashtapada_board::{BoardTheme, PieceStyle};

/// A request from the page's controls: a few that the app itself routes across the parts, and
/// one nested kind for each part that owns its commands ([`Command::Live`] to live play,
/// [`Command::Learn`] to the lessons…), so that a part matches only its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Open the new-game form.
    NewGame,
    /// The welcome's "Play the bots": the new-game form, with bots in the other seats.
    PlayBots,
    /// The welcome's "Play a friend": the new-game form, with people in every seat.
    PlayFriend,
    /// An edit of the new-game form (the overlay's form).
    Setup(SetupCommand),
    /// New-game form: start.
    Start,
    /// Show a ruleset's rules page (its id).
    Rules(String),
    /// Close the topmost dialog (Escape, a Close button).
    Close,
    /// A decision of the person to act (the interaction's): the die, a pass, an exchange, a
    /// promotion.
    Decide(Decision),
    /// Ask the hard bot for a suggestion for the person to act.
    Hint,
    /// Take back (to the last decision of a person, in a game with bots).
    Undo,
    /// Replay what was taken back.
    Redo,
    /// A setting (the session's preferences).
    Pref(PrefCommand),
    /// Show the game's link (the Share dialog).
    Share,
    /// Copy the link of the Share dialog.
    CopyLink,
    /// Send the link of the Share dialog through the device's own sharing (Web Share).
    WebShare,
    /// Play a person's seat on this device (`true`) or leave it to another device.
    Here(usize, bool),
    /// Another position shown (the interaction's).
    Nav(Nav),
    /// Ask to resign.
    Resign,
    /// Confirm the resignation.
    ResignConfirmed,
    /// Offer a draw.
    Draw,
    /// Everyone agrees to the draw.
    DrawConfirmed,
    /// Ask to go on with a game by links on this device alone, the other devices silent.
    BatonAlone,
    /// Confirm going on alone.
    BatonAloneConfirmed,
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
    /// Something read aloud (the interaction's).
    Read(ReadAloud),
    /// The keys, on a page of their own.
    Keys,
    /// The Settings brought into view (on a phone they are at the page's foot, and the menu's
    /// More lists them).
    Settings,
    /// The games kept in this browser (the library's).
    Games(GamesCommand),
    /// The game review (the reviewer's).
    Review(ReviewCommand),
    /// The lessons (the Learn part's).
    Learn(LearnCommand),
    /// Live play (the live part's).
    Live(LiveCommand),
    /// The analysis board (the analyst's).
    Analysis(AnalysisCommand),
}

/// Edits of the new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupCommand {
    /// Choose a ruleset (its base id).
    Ruleset(String),
    /// Who plays a seat (seat index, [`crate::setup::Controller::key`]).
    Seat(usize, String),
    /// `chaturanga-v1`'s optional die.
    Dice(bool),
    /// Rupees per stake unit, as typed.
    Stake(String),
    /// The dice seed, as typed.
    Seed(String),
}

/// The person's decisions besides moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
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
}

/// The settings, kept with the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrefCommand {
    /// Turn the board to the next seat's view.
    Flip,
    /// Coordinates on or off.
    Coords(bool),
    /// Automatic rolls on or off.
    AutoRoll(bool),
    /// Automatic rolls on, from the dice panel's button beside a roll to make (a button, not
    /// the Settings' check box: it carries no value).
    RollForMe,
    /// Automatic passes on or off.
    AutoPass(bool),
    /// Sounds on or off.
    Sound(bool),
    /// The sounds' volume, 0 to 100 (the slider).
    Volume(u8),
    /// The board's colours; `None`: as the browser asks (`prefers-contrast`).
    Theme(Option<BoardTheme>),
    /// How the pieces are drawn.
    Pieces(PieceStyle),
    /// Brief announcements for screen readers on or off.
    AnnounceBrief(bool),
    /// Speak this language; `None`: a value that names no language the game has.
    Language(Option<ashtapada_i18n::Lang>),
    /// The ICE servers for live play, as typed.
    LiveServers(String),
    /// The relays of live play's invitations, as typed.
    LiveRelays(String),
}

/// Which position is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nav {
    /// The position after this many actions.
    View(usize),
    /// The start position.
    First,
    /// The previous position (moves, not rolls).
    Prev,
    /// The next position.
    Next,
    /// Back to the current position.
    Last,
    /// Clear the selection.
    Deselect,
}

/// What is read aloud for a screen reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadAloud {
    /// Every piece, army by army.
    Pieces,
    /// The last actions.
    Last,
    /// The die, and what it allows.
    Dice,
    /// The pieces each army has, and the money.
    Material,
}

/// The games kept in this browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GamesCommand {
    /// Show the list.
    List,
    /// Put the kept game of this id on screen.
    Open(u64),
    /// Forget the kept game of this id.
    Delete(u64),
    /// Download the record of the kept game of this id.
    Export(u64),
}

/// The game review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review the game: each position judged by the hard bot, drawn as a chart.
    Start,
    /// Stop the review and hide it.
    Stop,
    /// Learn from your mistakes: go through the mistakes and blunders of the seats played
    /// here, one at a time, from the first.
    Mistakes,
    /// Show the bot's action for the mistake under way, without a try.
    ShowBest,
    /// The next mistake (after the end, the end).
    NextMistake,
    /// Stop going through the mistakes: back to the review.
    LeaveMistakes,
}

/// The lessons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LearnCommand {
    /// Open the Learn list.
    List,
    /// Open a course (its id) where the learner left it.
    Course(String),
    /// Go to a step of the course under way.
    Step(usize),
    /// Start the step again.
    Retry,
    /// Go to the next step.
    Next,
    /// Show the lesson's hint.
    Hint,
    /// Leave the lesson: the game comes back.
    Leave,
    /// Leave the lesson for a new game of its ruleset.
    Play,
}

/// The analysis board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisCommand {
    /// Open the board at the position on screen.
    Open,
    /// Close it: the game comes back.
    Close,
    /// Look at the node of this number ([`crate::analysis::NodeId::index`]).
    Go(usize),
    /// Play the bot's line of this rank (0: its best).
    Line(usize),
    /// Roll this face (its index on the die).
    Face(u8),
    /// Make the line looked at the main line.
    Promote,
    /// Delete the position looked at and what follows it.
    Delete,
    /// Stop the bot's search, or set it going again.
    Toggle,
}

/// Live play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiveCommand {
    /// The dialog, with an invitation made if none is out (the host's side).
    Open,
    /// A new invitation, for another guest or one whose connection was lost.
    Invite,
    /// The guest takes this seat (its index): the answer is made.
    Seat(usize),
    /// The host enters the guest's answer (as pasted: a link or its code).
    Accept(String),
    /// Copy the invitation or the answer.
    Copy,
    /// Send the invitation or the answer through the device's own sharing.
    Share,
    /// End live play: the game goes on by links.
    Stop,
    /// At a live game's end: offer the same devices a new game, the seats turned round.
    Rematch,
    /// At a live game's end: offer the same devices a new game, each on the same seat.
    RematchSame,
    /// How many devices the host lets watch through the watch link (0: none).
    Watchers(u8),
    /// Answer the ask of the table (a take-back, a draw).
    Answer(bool),
}

impl Command {
    /// The commands that carry nothing: their names are those [`Command::attrs`] writes, read
    /// back by [`Command::parse`] from this list (one table of names, not two).
    pub const PLAIN: [Command; 68] = [
        Command::NewGame,
        Command::Start,
        Command::Close,
        Command::Decide(Decision::Roll),
        Command::Decide(Decision::Pass),
        Command::Decide(Decision::Offer),
        Command::Decide(Decision::Demand),
        Command::Decide(Decision::Answer(true)),
        Command::Decide(Decision::Answer(false)),
        Command::Decide(Decision::Keep),
        Command::Pref(PrefCommand::RollForMe),
        Command::Settings,
        Command::Hint,
        Command::Undo,
        Command::Redo,
        Command::Pref(PrefCommand::Flip),
        Command::Share,
        Command::Games(GamesCommand::List),
        Command::Review(ReviewCommand::Start),
        Command::Review(ReviewCommand::Stop),
        Command::Review(ReviewCommand::Mistakes),
        Command::Review(ReviewCommand::ShowBest),
        Command::Review(ReviewCommand::NextMistake),
        Command::Review(ReviewCommand::LeaveMistakes),
        Command::CopyLink,
        Command::WebShare,
        Command::Nav(Nav::First),
        Command::Nav(Nav::Prev),
        Command::Nav(Nav::Next),
        Command::Nav(Nav::Last),
        Command::Resign,
        Command::ResignConfirmed,
        Command::Draw,
        Command::DrawConfirmed,
        Command::BatonAlone,
        Command::BatonAloneConfirmed,
        Command::ShowResult,
        Command::ExportFile,
        Command::RecordText,
        Command::ImportFile,
        Command::Nav(Nav::Deselect),
        Command::Read(ReadAloud::Pieces),
        Command::Read(ReadAloud::Last),
        Command::Read(ReadAloud::Dice),
        Command::Read(ReadAloud::Material),
        Command::Keys,
        Command::Learn(LearnCommand::List),
        Command::Learn(LearnCommand::Retry),
        Command::Learn(LearnCommand::Next),
        Command::Learn(LearnCommand::Hint),
        Command::Learn(LearnCommand::Leave),
        Command::Learn(LearnCommand::Play),
        Command::PlayBots,
        Command::PlayFriend,
        Command::Live(LiveCommand::Open),
        Command::Live(LiveCommand::Invite),
        Command::Live(LiveCommand::Copy),
        Command::Live(LiveCommand::Share),
        Command::Live(LiveCommand::Stop),
        Command::Live(LiveCommand::Rematch),
        Command::Live(LiveCommand::RematchSame),
        Command::Live(LiveCommand::Answer(true)),
        Command::Live(LiveCommand::Answer(false)),
        Command::Analysis(AnalysisCommand::Open),
        Command::Analysis(AnalysisCommand::Close),
        Command::Analysis(AnalysisCommand::Promote),
        Command::Analysis(AnalysisCommand::Delete),
        Command::Analysis(AnalysisCommand::Toggle),
    ];

    /// The command of a control: its `data-cmd`, `data-arg` and, for form fields, the value
    /// (`"true"`/`"false"` for check boxes). `None` for anything unknown or malformed.
    pub fn parse(cmd: &str, arg: Option<&str>, value: Option<&str>) -> Option<Command> {
        let arg = arg.unwrap_or("");
        let value_text = || value.unwrap_or("").to_string();
        let flag = || value == Some("true");
        Some(match cmd {
            "setup-ruleset" => {
                Command::Setup(SetupCommand::Ruleset(value.unwrap_or(arg).to_string()))
            }
            "setup-seat" => Command::Setup(SetupCommand::Seat(arg.parse().ok()?, value_text())),
            "setup-dice" => Command::Setup(SetupCommand::Dice(flag())),
            "setup-stake" => Command::Setup(SetupCommand::Stake(value_text())),
            "setup-seed" => Command::Setup(SetupCommand::Seed(value_text())),
            "rules" => Command::Rules(arg.to_string()),
            "promote" => Command::Decide(Decision::Promote(arg.chars().next()?)),
            "coords" => Command::Pref(PrefCommand::Coords(flag())),
            "auto-roll" => Command::Pref(PrefCommand::AutoRoll(flag())),
            "auto-pass" => Command::Pref(PrefCommand::AutoPass(flag())),
            "sound" => Command::Pref(PrefCommand::Sound(flag())),
            "volume" => Command::Pref(PrefCommand::Volume(value?.parse::<u8>().ok()?.min(100))),
            "theme" => Command::Pref(PrefCommand::Theme(value.and_then(BoardTheme::from_key))),
            "pieces" => Command::Pref(PrefCommand::Pieces(PieceStyle::from_key(value?)?)),
            "announce-brief" => Command::Pref(PrefCommand::AnnounceBrief(flag())),
            "lang" => Command::Pref(PrefCommand::Language(
                value.and_then(ashtapada_i18n::Lang::from_tag),
            )),
            "open-game" => Command::Games(GamesCommand::Open(u64::from_str_radix(arg, 16).ok()?)),
            "delete-game" => {
                Command::Games(GamesCommand::Delete(u64::from_str_radix(arg, 16).ok()?))
            }
            "export-game" => {
                Command::Games(GamesCommand::Export(u64::from_str_radix(arg, 16).ok()?))
            }
            "here" => Command::Here(arg.parse().ok()?, flag()),
            "view" => Command::Nav(Nav::View(arg.parse().ok()?)),
            "import-text" => Command::Import(value_text()),
            "move" => Command::TypedMove(value_text()),
            "learn-course" => Command::Learn(LearnCommand::Course(arg.to_string())),
            "learn-step" => Command::Learn(LearnCommand::Step(arg.parse().ok()?)),
            "live-seat" => Command::Live(LiveCommand::Seat(arg.parse().ok()?)),
            "live-accept" => Command::Live(LiveCommand::Accept(value_text())),
            "live-servers" => Command::Pref(PrefCommand::LiveServers(value_text())),
            "live-relays" => Command::Pref(PrefCommand::LiveRelays(value_text())),
            "live-watchers" => Command::Live(LiveCommand::Watchers(value?.parse().ok()?)),
            "analysis-go" => Command::Analysis(AnalysisCommand::Go(arg.parse().ok()?)),
            "analysis-line" => Command::Analysis(AnalysisCommand::Line(arg.parse().ok()?)),
            "analysis-face" => Command::Analysis(AnalysisCommand::Face(arg.parse().ok()?)),
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
    /// - [`SetupCommand::Ruleset`]: the ruleset id is the radio button's value;
    /// - [`SetupCommand::Seat`]: the seat is the argument, the controller the select's value;
    /// - [`SetupCommand::Dice`], [`PrefCommand::Coords`], [`PrefCommand::AutoRoll`],
    ///   [`PrefCommand::AutoPass`]: the check box's state;
    /// - [`SetupCommand::Stake`], [`SetupCommand::Seed`]: the text typed;
    /// - [`PrefCommand::Sound`], [`PrefCommand::AnnounceBrief`]: the check box's state;
    /// - [`PrefCommand::Volume`]: the slider's value;
    /// - [`PrefCommand::Theme`], [`PrefCommand::Pieces`]: the select's value (a theme's or a
    ///   style's key; a theme's select writes `auto` for `None`);
    /// - [`PrefCommand::Language`]: the select's value (a language tag);
    /// - [`Command::Import`], [`LiveCommand::Accept`]: the text of the field the button names
    ///   (`data-value-from`);
    /// - [`PrefCommand::LiveServers`], [`PrefCommand::LiveRelays`]: the text typed;
    /// - [`LiveCommand::Watchers`]: the select's value (a number);
    /// - [`Command::TypedMove`]: the move box's text;
    /// - [`Command::Here`]: the seat is the argument, the flag the check box's state.
    pub fn attrs(&self) -> (&'static str, Option<String>) {
        use Command as C;
        let arg = match self {
            C::Setup(SetupCommand::Seat(n, _))
            | C::Here(n, _)
            | C::Nav(Nav::View(n))
            | C::Learn(LearnCommand::Step(n))
            | C::Live(LiveCommand::Seat(n))
            | C::Analysis(AnalysisCommand::Go(n) | AnalysisCommand::Line(n)) => Some(n.to_string()),
            C::Analysis(AnalysisCommand::Face(f)) => Some(f.to_string()),
            C::Rules(id) | C::Learn(LearnCommand::Course(id)) => Some(id.clone()),
            C::Decide(Decision::Promote(letter)) => Some(letter.to_string()),
            C::Games(GamesCommand::Open(id))
            | C::Games(GamesCommand::Delete(id))
            | C::Games(GamesCommand::Export(id)) => Some(format!("{id:x}")),
            _ => None,
        };
        (self.name(), arg)
    }

    /// The command's `data-cmd` (one name a kind of command; the two answers have one each).
    fn name(&self) -> &'static str {
        use Command as C;
        match self {
            C::NewGame => "new",
            C::Setup(SetupCommand::Ruleset(_)) => "setup-ruleset",
            C::Setup(SetupCommand::Seat(..)) => "setup-seat",
            C::Setup(SetupCommand::Dice(_)) => "setup-dice",
            C::Setup(SetupCommand::Stake(_)) => "setup-stake",
            C::Setup(SetupCommand::Seed(_)) => "setup-seed",
            C::Start => "start",
            C::Rules(_) => "rules",
            C::Close => "close",
            C::Decide(Decision::Roll) => "roll",
            C::Decide(Decision::Pass) => "pass",
            C::Decide(Decision::Offer) => "offer",
            C::Decide(Decision::Demand) => "demand",
            C::Decide(Decision::Answer(true)) => "accept",
            C::Decide(Decision::Answer(false)) => "refuse",
            C::Decide(Decision::Keep) => "keep",
            C::Decide(Decision::Promote(_)) => "promote",
            C::Hint => "hint",
            C::Undo => "undo",
            C::Redo => "redo",
            C::Pref(PrefCommand::Flip) => "flip",
            C::Pref(PrefCommand::Coords(_)) => "coords",
            C::Pref(PrefCommand::AutoRoll(_)) => "auto-roll",
            C::Pref(PrefCommand::RollForMe) => "roll-for-me",
            C::Pref(PrefCommand::AutoPass(_)) => "auto-pass",
            C::Pref(PrefCommand::Sound(_)) => "sound",
            C::Pref(PrefCommand::Volume(_)) => "volume",
            C::Pref(PrefCommand::Theme(_)) => "theme",
            C::Pref(PrefCommand::Pieces(_)) => "pieces",
            C::Pref(PrefCommand::AnnounceBrief(_)) => "announce-brief",
            C::Pref(PrefCommand::Language(_)) => "lang",
            C::Share => "share",
            C::Games(GamesCommand::List) => "games",
            C::Review(ReviewCommand::Start) => "review",
            C::Review(ReviewCommand::Stop) => "stop-review",
            C::Review(ReviewCommand::Mistakes) => "mistakes",
            C::Review(ReviewCommand::ShowBest) => "mistake-show",
            C::Review(ReviewCommand::NextMistake) => "mistake-next",
            C::Review(ReviewCommand::LeaveMistakes) => "mistakes-leave",
            C::Games(GamesCommand::Open(_)) => "open-game",
            C::Games(GamesCommand::Delete(_)) => "delete-game",
            C::Games(GamesCommand::Export(_)) => "export-game",
            C::CopyLink => "copy-link",
            C::WebShare => "web-share",
            C::Here(..) => "here",
            C::Nav(Nav::View(_)) => "view",
            C::Nav(Nav::First) => "first",
            C::Nav(Nav::Prev) => "prev",
            C::Nav(Nav::Next) => "next",
            C::Nav(Nav::Last) => "last",
            C::Resign => "resign",
            C::ResignConfirmed => "resign-yes",
            C::Draw => "draw",
            C::DrawConfirmed => "draw-yes",
            C::BatonAlone => "alone",
            C::BatonAloneConfirmed => "alone-yes",
            C::ShowResult => "result",
            C::ExportFile => "export-file",
            C::RecordText => "record-text",
            C::ImportFile => "import-file",
            C::Import(_) => "import-text",
            C::TypedMove(_) => "move",
            C::Nav(Nav::Deselect) => "deselect",
            C::Read(ReadAloud::Pieces) => "read-pieces",
            C::Read(ReadAloud::Last) => "read-last",
            C::Read(ReadAloud::Dice) => "read-dice",
            C::Read(ReadAloud::Material) => "read-material",
            C::Keys => "keys",
            C::Settings => "settings",
            C::Learn(LearnCommand::List) => "learn",
            C::Learn(LearnCommand::Course(_)) => "learn-course",
            C::Learn(LearnCommand::Step(_)) => "learn-step",
            C::Learn(LearnCommand::Retry) => "learn-retry",
            C::Learn(LearnCommand::Next) => "learn-next",
            C::Learn(LearnCommand::Hint) => "learn-hint",
            C::Learn(LearnCommand::Leave) => "learn-leave",
            C::Learn(LearnCommand::Play) => "learn-play",
            C::PlayBots => "play-bots",
            C::PlayFriend => "play-friend",
            C::Live(LiveCommand::Open) => "live",
            C::Live(LiveCommand::Invite) => "live-invite",
            C::Live(LiveCommand::Seat(_)) => "live-seat",
            C::Live(LiveCommand::Accept(_)) => "live-accept",
            C::Live(LiveCommand::Copy) => "live-copy",
            C::Live(LiveCommand::Share) => "live-share",
            C::Live(LiveCommand::Stop) => "live-stop",
            C::Live(LiveCommand::Rematch) => "live-rematch",
            C::Live(LiveCommand::RematchSame) => "live-rematch-same",
            C::Live(LiveCommand::Watchers(_)) => "live-watchers",
            C::Live(LiveCommand::Answer(true)) => "live-yes",
            C::Live(LiveCommand::Answer(false)) => "live-no",
            C::Pref(PrefCommand::LiveServers(_)) => "live-servers",
            C::Pref(PrefCommand::LiveRelays(_)) => "live-relays",
            C::Analysis(AnalysisCommand::Open) => "analyse",
            C::Analysis(AnalysisCommand::Close) => "analysis-close",
            C::Analysis(AnalysisCommand::Go(_)) => "analysis-go",
            C::Analysis(AnalysisCommand::Line(_)) => "analysis-line",
            C::Analysis(AnalysisCommand::Face(_)) => "analysis-face",
            C::Analysis(AnalysisCommand::Promote) => "analysis-promote",
            C::Analysis(AnalysisCommand::Delete) => "analysis-delete",
            C::Analysis(AnalysisCommand::Toggle) => "analysis-run",
        }
    }

    /// Whether the command looks around without acting on a game: the new-game form, the
    /// rules, the settings, the lessons' list and steps.
    fn looks_around(&self) -> bool {
        use Command as C;
        matches!(
            self,
            C::NewGame | C::Setup(_) | C::Rules(_) | C::Close | C::Read(_) | C::Keys
        ) || matches!(self, C::Pref(p) if *p != PrefCommand::Flip)
            || matches!(self, C::Learn(l) if *l != LearnCommand::Play)
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
                C::Games(GamesCommand::List)
                    | C::PlayBots
                    | C::PlayFriend
                    | C::Pref(PrefCommand::Flip)
                    | C::Nav(Nav::Deselect | Nav::First | Nav::Prev | Nav::Next | Nav::Last)
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
                C::Decide(_)
                    | C::Hint
                    | C::Pref(PrefCommand::Flip)
                    | C::Nav(_)
                    | C::TypedMove(_)
                    | C::Learn(LearnCommand::Play)
            )
    }

    /// Whether the command belongs on the analysis board (the board, the die and the
    /// decisions, the move list and the arrow keys, the board's own buttons, looking around).
    /// Any other (a new game, an import, Share, the review…) closes the board first, so that
    /// it acts on the game put aside.
    pub fn fits_analysis(&self) -> bool {
        use Command as C;
        self.looks_around()
            || matches!(
                self,
                C::Decide(_)
                    | C::Pref(PrefCommand::Flip)
                    | C::Nav(_)
                    | C::TypedMove(_)
                    | C::Undo
                    | C::Redo
                    | C::Analysis(_)
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
            "ArrowLeft" => Command::Nav(Nav::Prev),
            "ArrowRight" => Command::Nav(Nav::Next),
            "Home" => Command::Nav(Nav::First),
            "End" => Command::Nav(Nav::Last),
            "f" => Command::Pref(PrefCommand::Flip),
            "h" | "H" => Command::Hint,
            "s" | "S" => Command::Share,
            "Escape" => Command::Nav(Nav::Deselect),
            "p" | "P" => Command::Read(ReadAloud::Pieces),
            "l" | "L" => Command::Read(ReadAloud::Last),
            "d" | "D" => Command::Read(ReadAloud::Dice),
            "r" | "R" => Command::Decide(Decision::Roll),
            "m" | "M" => Command::Read(ReadAloud::Material),
            "?" => Command::Keys,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests;
