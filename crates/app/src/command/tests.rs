//! Commands read from the page's controls, and written back: every command through its own
//! attributes, and every control on the screens the app draws.

use crate::command::{
    AnalysisCommand, Decision, GamesCommand, LearnCommand, LiveCommand, Nav, PrefCommand,
    ReadAloud, ReviewCommand, SetupCommand,
};
use std::collections::BTreeSet;

use super::Command;
use crate::test_util::*;
use ashtapada_board::{BoardTheme, PieceStyle};
use ashtapada_i18n::Lang;

#[test]
fn parses_controls() {
    assert_eq!(
        Command::parse("roll", None, None),
        Some(Command::Decide(Decision::Roll))
    );
    assert_eq!(
        Command::parse("view", Some("12"), None),
        Some(Command::Nav(Nav::View(12)))
    );
    assert_eq!(Command::parse("view", Some("x"), None), None);
    assert_eq!(
        Command::parse("setup-seat", Some("2"), Some("bot:hard")),
        Some(Command::Setup(SetupCommand::Seat(2, "bot:hard".into())))
    );
    assert_eq!(
        Command::parse("auto-roll", None, Some("true")),
        Some(Command::Pref(PrefCommand::AutoRoll(true)))
    );
    assert_eq!(
        Command::parse("promote", Some("R"), None),
        Some(Command::Decide(Decision::Promote('R')))
    );
    assert_eq!(
        Command::parse("lang", None, Some("fr")),
        Some(Command::Pref(PrefCommand::Language(Some(Lang::Fr))))
    );
    assert_eq!(
        Command::parse("lang", None, Some("<b>")),
        Some(Command::Pref(PrefCommand::Language(None)))
    );
    assert_eq!(
        Command::parse("volume", None, Some("250")),
        Some(Command::Pref(PrefCommand::Volume(100)))
    );
    assert_eq!(Command::parse("volume", None, Some("loud")), None);
    assert_eq!(
        Command::parse("theme", None, Some("auto")),
        Some(Command::Pref(PrefCommand::Theme(None)))
    );
    assert_eq!(Command::parse("pieces", None, Some("felt")), None);
    assert_eq!(Command::parse("launch-missiles", None, None), None);
}

#[test]
fn keys() {
    assert_eq!(
        Command::from_key("ArrowLeft"),
        Some(Command::Nav(Nav::Prev))
    );
    assert_eq!(Command::from_key("End"), Some(Command::Nav(Nav::Last)));
    assert_eq!(Command::from_key("s"), Some(Command::Share));
    assert_eq!(Command::from_key("a"), None);
}

/// Commands of every kind, with sample arguments (both answers, a language the game has and
/// one it has not, ids whose hexadecimal has letters). A command added to [`Command`] fails to
/// compile in [`field_value`] until it is placed there: list it here as well.
fn every_command() -> Vec<Command> {
    use Command as C;
    vec![
        C::NewGame,
        C::Setup(SetupCommand::Ruleset("chaturanga-v1".into())),
        C::Setup(SetupCommand::Seat(3, "bot:hard".into())),
        C::Setup(SetupCommand::Dice(true)),
        C::Setup(SetupCommand::Dice(false)),
        C::Setup(SetupCommand::Stake("25".into())),
        C::Setup(SetupCommand::Seed(" 42 ".into())),
        C::Start,
        C::Rules("chaturaji".into()),
        C::Close,
        C::Decide(Decision::Roll),
        C::Decide(Decision::Pass),
        C::Decide(Decision::Offer),
        C::Decide(Decision::Demand),
        C::Decide(Decision::Answer(true)),
        C::Decide(Decision::Answer(false)),
        C::Decide(Decision::Keep),
        C::Decide(Decision::Promote('R')),
        C::Hint,
        C::Undo,
        C::Redo,
        C::Pref(PrefCommand::Flip),
        C::Pref(PrefCommand::Coords(true)),
        C::Pref(PrefCommand::AutoRoll(false)),
        C::Pref(PrefCommand::RollForMe),
        C::Settings,
        C::Pref(PrefCommand::AutoPass(true)),
        C::Pref(PrefCommand::Sound(true)),
        C::Pref(PrefCommand::Sound(false)),
        C::Pref(PrefCommand::Volume(0)),
        C::Pref(PrefCommand::Volume(100)),
        C::Pref(PrefCommand::Theme(None)),
        C::Pref(PrefCommand::Theme(Some(BoardTheme::Green))),
        C::Pref(PrefCommand::Theme(Some(BoardTheme::HighContrast))),
        C::Pref(PrefCommand::Pieces(PieceStyle::Figures)),
        C::Pref(PrefCommand::Pieces(PieceStyle::Tokens)),
        C::Pref(PrefCommand::AnnounceBrief(true)),
        C::Pref(PrefCommand::Language(Some(Lang::En))),
        C::Pref(PrefCommand::Language(Some(Lang::Fr))),
        C::Pref(PrefCommand::Language(None)),
        C::Share,
        C::Games(GamesCommand::List),
        C::Review(ReviewCommand::Start),
        C::Review(ReviewCommand::Stop),
        C::Review(ReviewCommand::Mistakes),
        C::Review(ReviewCommand::ShowBest),
        C::Review(ReviewCommand::NextMistake),
        C::Review(ReviewCommand::LeaveMistakes),
        C::Games(GamesCommand::Open(0x1234_abcd_ef01)),
        C::Games(GamesCommand::Delete(u64::MAX)),
        C::Games(GamesCommand::Export(0)),
        C::CopyLink,
        C::WebShare,
        C::Here(2, true),
        C::Here(0, false),
        C::Nav(Nav::View(0)),
        C::Nav(Nav::View(117)),
        C::Nav(Nav::First),
        C::Nav(Nav::Prev),
        C::Nav(Nav::Next),
        C::Nav(Nav::Last),
        C::Resign,
        C::ResignConfirmed,
        C::Draw,
        C::DrawConfirmed,
        C::BatonAlone,
        C::BatonAloneConfirmed,
        C::ShowResult,
        C::ExportFile,
        C::RecordText,
        C::ImportFile,
        C::Import("[Ruleset \"chaturanga-v3\"]\n\n1. e2-e3 \"<&>\"".into()),
        C::TypedMove("Nc3".into()),
        C::TypedMove(String::new()),
        C::Nav(Nav::Deselect),
        C::Learn(LearnCommand::List),
        C::Learn(LearnCommand::Course("common".into())),
        C::Learn(LearnCommand::Step(4)),
        C::Learn(LearnCommand::Retry),
        C::Learn(LearnCommand::Next),
        C::Learn(LearnCommand::Hint),
        C::Learn(LearnCommand::Leave),
        C::Learn(LearnCommand::Play),
        C::PlayBots,
        C::PlayFriend,
        C::Read(ReadAloud::Pieces),
        C::Read(ReadAloud::Last),
        C::Read(ReadAloud::Dice),
        C::Read(ReadAloud::Material),
        C::Keys,
        C::Live(LiveCommand::Open),
        C::Live(LiveCommand::Invite),
        C::Live(LiveCommand::Seat(2)),
        C::Live(LiveCommand::Accept(
            "https://example.org/#answer=AAAA".into(),
        )),
        C::Live(LiveCommand::Copy),
        C::Live(LiveCommand::Share),
        C::Live(LiveCommand::Stop),
        C::Live(LiveCommand::Rematch),
        C::Live(LiveCommand::RematchSame),
        C::Live(LiveCommand::Watchers(2)),
        C::Live(LiveCommand::Answer(true)),
        C::Live(LiveCommand::Answer(false)),
        C::Pref(PrefCommand::LiveServers(
            "stun:stun.example.org:3478".into(),
        )),
        C::Pref(PrefCommand::LiveRelays("wss://relay.example".into())),
        C::Analysis(AnalysisCommand::Open),
        C::Analysis(AnalysisCommand::Close),
        C::Analysis(AnalysisCommand::Go(0)),
        C::Analysis(AnalysisCommand::Go(517)),
        C::Analysis(AnalysisCommand::Line(2)),
        C::Analysis(AnalysisCommand::Face(5)),
        C::Analysis(AnalysisCommand::Promote),
        C::Analysis(AnalysisCommand::Delete),
        C::Analysis(AnalysisCommand::Toggle),
    ]
}

#[test]
fn the_move_box_asks_for_a_hint_in_both_languages_and_plays_the_rest() {
    for text in ["h", " H ", "?", "hint", "Indice"] {
        assert_eq!(Command::from_move_box(text.into()), Command::Hint, "{text}");
    }
    for text in ["h3", "Nh3", "e2-e3", "roll", ""] {
        assert_eq!(
            Command::from_move_box(text.into()),
            Command::TypedMove(text.into()),
            "{text}"
        );
    }
}

/// The value the page sends with `command`: a form field's (a check box's `"true"`/`"false"`),
/// or the field's that a button names; `None` for the commands a button carries whole in its
/// attributes. No wildcard, so that every command is placed here.
fn field_value(command: &Command) -> Option<String> {
    use Command as C;
    match command {
        C::Setup(SetupCommand::Ruleset(id)) => Some(id.clone()),
        C::Setup(SetupCommand::Seat(_, controller)) => Some(controller.clone()),
        C::Setup(SetupCommand::Dice(on))
        | C::Pref(PrefCommand::Coords(on))
        | C::Pref(PrefCommand::AutoRoll(on))
        | C::Pref(PrefCommand::AutoPass(on))
        | C::Pref(PrefCommand::Sound(on))
        | C::Pref(PrefCommand::AnnounceBrief(on))
        | C::Here(_, on) => Some(on.to_string()),
        C::Pref(PrefCommand::Volume(n)) => Some(n.to_string()),
        C::Live(LiveCommand::Watchers(n)) => Some(n.to_string()),
        C::Pref(PrefCommand::Theme(theme)) => {
            Some(theme.map_or("auto", BoardTheme::key).to_string())
        }
        C::Pref(PrefCommand::Pieces(style)) => Some(style.key().to_string()),
        C::Setup(SetupCommand::Stake(text))
        | C::Setup(SetupCommand::Seed(text))
        | C::Import(text)
        | C::TypedMove(text)
        | C::Live(LiveCommand::Accept(text))
        | C::Pref(PrefCommand::LiveServers(text))
        | C::Pref(PrefCommand::LiveRelays(text)) => Some(text.clone()),
        // A tag that names no language the game has.
        C::Pref(PrefCommand::Language(lang)) => Some(lang.map_or("tlh", Lang::code).to_string()),
        C::NewGame
        | C::Start
        | C::Rules(_)
        | C::Close
        | C::Decide(Decision::Roll)
        | C::Decide(Decision::Pass)
        | C::Decide(Decision::Offer)
        | C::Decide(Decision::Demand)
        | C::Decide(Decision::Answer(_))
        | C::Decide(Decision::Keep)
        | C::Decide(Decision::Promote(_))
        | C::Hint
        | C::Undo
        | C::Redo
        | C::Pref(PrefCommand::Flip)
        | C::Pref(PrefCommand::RollForMe)
        | C::Settings
        | C::Share
        | C::Games(GamesCommand::List)
        | C::Review(_)
        | C::Games(GamesCommand::Open(_))
        | C::Games(GamesCommand::Delete(_))
        | C::Games(GamesCommand::Export(_))
        | C::CopyLink
        | C::WebShare
        | C::Nav(Nav::View(_))
        | C::Nav(Nav::First)
        | C::Nav(Nav::Prev)
        | C::Nav(Nav::Next)
        | C::Nav(Nav::Last)
        | C::Resign
        | C::ResignConfirmed
        | C::Draw
        | C::DrawConfirmed
        | C::BatonAlone
        | C::BatonAloneConfirmed
        | C::ShowResult
        | C::ExportFile
        | C::RecordText
        | C::ImportFile
        | C::PlayBots
        | C::PlayFriend
        | C::Nav(Nav::Deselect)
        | C::Learn(LearnCommand::List)
        | C::Learn(LearnCommand::Course(_))
        | C::Learn(LearnCommand::Step(_))
        | C::Learn(LearnCommand::Retry)
        | C::Learn(LearnCommand::Next)
        | C::Learn(LearnCommand::Hint)
        | C::Learn(LearnCommand::Leave)
        | C::Learn(LearnCommand::Play)
        | C::Read(ReadAloud::Pieces)
        | C::Read(ReadAloud::Last)
        | C::Read(ReadAloud::Dice)
        | C::Read(ReadAloud::Material)
        | C::Keys
        | C::Live(LiveCommand::Open)
        | C::Live(LiveCommand::Invite)
        | C::Live(LiveCommand::Seat(_))
        | C::Live(LiveCommand::Copy)
        | C::Live(LiveCommand::Share)
        | C::Live(LiveCommand::Stop)
        | C::Live(LiveCommand::Rematch)
        | C::Live(LiveCommand::RematchSame)
        | C::Live(LiveCommand::Answer(_))
        | C::Analysis(_) => None,
    }
}

/// The `data-cmd` names [`Command::parse`] understands: the arms `"name" => …` of its `match`
/// (read from its source), and the names of the commands that carry nothing
/// ([`Command::PLAIN`]).
fn parsed_names() -> BTreeSet<String> {
    let source = include_str!("../command.rs");
    let start = source.find("pub fn parse(").expect("parse");
    let body = &source[start..];
    let body = &body[..body
        .find("_ => return Command::PLAIN")
        .expect("parse's last arm")];
    let with_data = body.lines().filter_map(|line| {
        let line = line.trim_start().strip_prefix('"')?;
        let (name, rest) = line.split_once('"')?;
        rest.trim_start()
            .starts_with("=>")
            .then(|| name.to_string())
    });
    with_data
        .chain(Command::PLAIN.iter().map(|c| c.attrs().0.to_string()))
        .collect()
}

/// A command's kind: its variant and, for a part's command, the part's variant too
/// (`Live::Seat`).
fn kind(command: &Command) -> String {
    let text = format!("{command:?}");
    let mut names = text
        .split(['(', ')', ' ', ','])
        .filter(|w| w.starts_with(|c: char| c.is_ascii_uppercase()));
    let top = names.next().unwrap_or_default();
    let nested = text.starts_with(top) && text[top.len()..].starts_with('(') && {
        let inner = names.clone().next().unwrap_or_default();
        !inner.is_empty() && text[top.len() + 1..].starts_with(inner)
    };
    match (nested, names.next()) {
        (true, Some(inner)) => format!("{top}::{inner}"),
        _ => top.to_string(),
    }
}

/// Every command, written as a control's attributes (with the value its field would send),
/// reads back as itself; each command kind writes its own `data-cmd`, and every `data-cmd` that
/// [`Command::parse`] reads is written by some command.
#[test]
fn every_command_reads_back_from_its_attributes() {
    let commands = every_command();
    for command in &commands {
        let (cmd, arg) = command.attrs();
        let value = field_value(command);
        assert_eq!(
            Command::parse(cmd, arg.as_deref(), value.as_deref()),
            Some(command.clone()),
            "{cmd} {arg:?} {value:?}"
        );
    }
    // Commands of one kind write one name, of two kinds two (each answer is a kind here).
    for command in &commands {
        for other in &commands {
            let same_kind = kind(command) == kind(other)
                && !matches!((command, other), (Command::Decide(Decision::Answer(a)), Command::Decide(Decision::Answer(b))) if a != b)
                && !matches!(
                    (command, other),
                    (Command::Live(LiveCommand::Answer(a)), Command::Live(LiveCommand::Answer(b))) if a != b
                );
            assert_eq!(
                same_kind,
                command.attrs().0 == other.attrs().0,
                "{command:?} and {other:?}"
            );
        }
    }
    let written: BTreeSet<String> = commands.iter().map(|c| c.attrs().0.into()).collect();
    let parsed = parsed_names();
    assert!(parsed.len() > 50, "{parsed:?}");
    assert_eq!(
        written, parsed,
        "the names written (left) and the names parse reads (right)"
    );
}

/// The attributes the page reads of a control, as they stand in its tag.
fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let value = &tag[start..start + tag[start..].find('"')?];
    Some(
        value
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    )
}

/// A control found in a screen's HTML: its `data-cmd`, its `data-arg`, and a value the page
/// could send with it: a check box's `"true"`, a field's value, a select's first option, some
/// text for the field a button names (`data-value-from`); none for a plain button.
#[derive(Debug)]
struct Control {
    cmd: String,
    arg: Option<String>,
    value: Option<String>,
}

fn controls(html: &str) -> Vec<Control> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        let after = &rest[open..];
        let Some(close) = after.find('>') else {
            break;
        };
        let tag = &after[..close];
        rest = &after[close..];
        let Some(cmd) = attr(tag, "data-cmd") else {
            continue;
        };
        let value = if tag.starts_with("<input") {
            if attr(tag, "type").as_deref() == Some("checkbox") {
                Some("true".to_string())
            } else {
                Some(attr(tag, "value").unwrap_or_default())
            }
        } else if tag.starts_with("<select") {
            let option = rest.find("<option").map(|i| &rest[i..]).unwrap_or("");
            Some(attr(&option[..option.find('>').unwrap_or(0)], "value").expect("an option"))
        } else if attr(tag, "data-value-from").is_some() {
            Some("some text".to_string())
        } else {
            None
        };
        out.push(Control {
            cmd,
            arg: attr(tag, "data-arg"),
            value,
        });
    }
    out
}

/// The screens a test walks through, and the controls on them.
#[derive(Default)]
struct Walk {
    seen: BTreeSet<String>,
    controls: usize,
}

impl Walk {
    /// Every control of the app's screen reads as a command that writes the same attributes.
    fn look(&mut self, app: &App, what: &str) {
        let screen = app.screen();
        for (id, html) in &screen.html {
            for control in controls(html) {
                let command = Command::parse(
                    &control.cmd,
                    control.arg.as_deref(),
                    control.value.as_deref(),
                )
                .unwrap_or_else(|| panic!("{what}, #{id}: {control:?} is no command"));
                let (cmd, arg) = command.attrs();
                assert_eq!(
                    (cmd, arg.as_deref()),
                    (control.cmd.as_str(), control.arg.as_deref()),
                    "{what}, #{id}: {command:?} is written otherwise"
                );
                self.seen.insert(control.cmd);
                self.controls += 1;
            }
        }
    }
}

/// Plays the lesson's step by its solution (the next action the lesson expects, until it ends).
fn play_step(app: &mut App) {
    for _ in 0..200 {
        let Some(learn) = app.test_state().learn else {
            panic!("a lesson");
        };
        let Some(next) = learn.next.filter(|_| learn.status == "playing") else {
            break;
        };
        if next == "roll" {
            app.command(Command::Decide(Decision::Roll));
            continue;
        }
        match ashtapada_learn::action_named(app.game(), &next) {
            Some(Action::Move(m)) => {
                app.intent(Intent::Move {
                    from: m.from,
                    to: m.to,
                });
                if let Some(role) = m.promotion {
                    app.command(Command::Decide(Decision::Promote(role.letter())));
                }
            }
            _ => app.command(Command::TypedMove(next)),
        }
    }
    assert_eq!(app.test_state().learn.unwrap().status, "done");
}

/// Answers the app's requests to the extras worker (rules pages, courses) with the worker's own
/// functions.
fn answer_extras(app: &mut App) {
    for effect in app.take_effects() {
        match effect {
            Effect::RulesPage { lang, rules } => {
                let html = match Ruleset::by_id(rules) {
                    Some(ruleset) => crate::render_rules_page(ruleset, lang),
                    None => crate::render_keys_page(lang),
                };
                app.extras.rules_page_ready(lang.code(), rules, html);
            }
            Effect::LearnCourse { lang, course } => {
                let steps = ashtapada_learn::course_text(course).unwrap();
                let texts = crate::learn::text::joined(lang, course).unwrap();
                app.learn_ready(lang.code(), course, &steps, &texts);
            }
            _ => {}
        }
    }
}

/// Every control on the screens of a game, with every dialog and panel the page shows (the
/// new-game form for each ruleset, the rules, the record, Share, who plays here, the kept
/// games, the Learn list and a lesson, the confirmations, the result, the review, the offers,
/// the promotion, the decisions) reads with [`Command::parse`] as a command that writes the
/// same attributes; together they show every command but those the page sends otherwise.
#[test]
fn every_control_on_screen_reads_back_as_a_command() {
    let mut walk = Walk::default();

    // A game of four with dice: the menu, the controls, the die, the settings.
    let mut app = app("chaturaji", &humans(4), 9);
    walk.look(&app, "a new game");
    // A pass, played by hand.
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    for _ in 0..400 {
        let legal = app.game().legal_actions();
        if legal == [Action::Pass] {
            break;
        }
        match legal[0] {
            Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
            Action::Move(m) => app.intent(Intent::Move {
                from: m.from,
                to: m.to,
            }),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(app.game().legal_actions(), [Action::Pass]);
    walk.look(&app, "a pass");
    // The new-game form, for each ruleset (its options differ).
    app.command(Command::NewGame);
    for rules in Ruleset::all() {
        app.command(Command::Setup(SetupCommand::Ruleset(rules.id.into())));
        walk.look(&app, rules.id);
    }
    app.command(Command::Close);
    // The keys' page, with the readings' buttons.
    app.command(Command::Keys);
    assert!(app.screen().is_open("dlg-keys"));
    walk.look(&app, "the keys, on their way from the extras worker");
    answer_extras(&mut app);
    walk.look(&app, "the keys");
    app.command(Command::Close);
    // The rules page, the record, Share.
    app.command(Command::Rules("chaturaji".into()));
    answer_extras(&mut app);
    assert!(app.screen().is_open("dlg-rules"));
    walk.look(&app, "the rules");
    app.command(Command::Close);
    for (command, dialog) in [
        (Command::RecordText, "dlg-record"),
        (Command::Share, "dlg-share"),
    ] {
        app.command(command);
        assert!(app.screen().is_open(dialog));
        walk.look(&app, dialog);
        app.command(Command::Close);
    }
    // A link: who plays here; the game put aside is kept in the Games list.
    let mut friend = self::app("chaturanga-v3", &humans(2), 21);
    friend.command(Command::TypedMove("e2-e3".into()));
    app.open_link(&friend.share_link().expect("a link"));
    assert!(app.screen().is_open("dlg-here"));
    walk.look(&app, "who plays here");
    app.command(Command::Close);
    app.command(Command::Games(GamesCommand::List));
    assert_eq!(app.games().list().len(), 1);
    assert!(app.screen().is_open("dlg-games"));
    walk.look(&app, "the kept games");
    app.command(Command::Close);
    // A game by links waiting for the other devices, and the question before going on alone.
    let mut by_links = self::app("chaturaji", &humans(4), 9);
    by_links.command(Command::Share);
    by_links.command(Command::Close);
    walk.look(&by_links, "a game by links waiting for its devices");
    by_links.command(Command::BatonAlone);
    assert!(by_links.screen().is_open("dlg-confirm"));
    walk.look(&by_links, "going on alone, asked");

    // Moves, a past position, the confirmations, the result.
    let mut app = self::app("chaturanga-v3", &humans(2), 3);
    for m in ["e2-e3", "e7-e6", "Nb1-c3"] {
        app.command(Command::TypedMove(m.into()));
    }
    app.command(Command::Nav(Nav::View(1)));
    walk.look(&app, "a past position");
    app.command(Command::Nav(Nav::Last));
    app.command(Command::Review(ReviewCommand::Start));
    assert!(app.review().is_some());
    walk.look(&app, "a review under way");
    // The review done (the bot's answers scripted: White's first action a mistake), and the
    // mistake gone through.
    for _ in 0..10 {
        let asked = app.take_effects().into_iter().find_map(|e| match e {
            Effect::Think {
                request: Request::Think { id, game, .. },
                ..
            } => Some((id, game.actions.len())),
            _ => None,
        });
        let Some((id, at)) = asked else {
            break;
        };
        let played = app.game().actions().get(at).copied();
        let mut legal = Vec::new();
        app.game().positions()[at].legal_actions(&mut legal);
        let best = legal.into_iter().find(|&a| Some(a) != played).unwrap();
        let value = (at == 0).then_some(-200).or(played.map(|_| 0));
        app.worker_answer(id, best.into(), 0, value);
    }
    assert!(app.review().is_some_and(|r| r.done()));
    walk.look(&app, "a review done, a mistake to learn from");
    app.command(Command::Review(ReviewCommand::Mistakes));
    walk.look(&app, "a mistake to find a better action for");
    app.command(Command::Review(ReviewCommand::ShowBest));
    walk.look(&app, "a mistake's better action shown");
    app.command(Command::Review(ReviewCommand::NextMistake));
    walk.look(&app, "the mistakes gone through");
    app.command(Command::Review(ReviewCommand::Stop));
    app.command(Command::Resign);
    walk.look(&app, "resigning");
    app.command(Command::Close);
    app.command(Command::Draw);
    walk.look(&app, "a draw offered");
    app.command(Command::DrawConfirmed);
    assert!(app.screen().is_open("dlg-over"));
    walk.look(&app, "the result");

    // An offer and its answer; a demand; keeping a king; a promotion.
    let mut app = exchange_app(&humans(4));
    walk.look(&app, "an exchange to offer");
    app.command(Command::Decide(Decision::Offer));
    assert_eq!(app.open_dialog_name(), Some("answer"));
    walk.look(&app, "an offer to answer");
    let mut app = self::app("chaturaji", &humans(4), 0);
    from_fen(
        &mut app,
        "6nN1/wN7/1wP5nP/8/8/7eR/sP7/2sRsK2eP1 s - 0 0 kings-lost=w1e1n1 held=wsennw",
    );
    assert!(app.game().legal_actions().contains(&Action::Demand));
    walk.look(&app, "a release to demand");
    let mut app = self::app("chaduranga", &humans(4), 0);
    from_fen(
        &mut app,
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 captured=sK reintro=s kings-lost=s1",
    );
    walk.look(&app, "a king to put back");
    let mut app = self::app("byzantine-modern", &humans(2), 1);
    from_fen(&mut app, "8wP+7/16/16/wK7bK7 w - 0 0");
    let (a9, a10) = (sq(&app, "a9"), sq(&app, "a10"));
    app.intent(Intent::Move { from: a9, to: a10 });
    assert_eq!(app.open_dialog_name(), Some("promote"));
    walk.look(&app, "a promotion");

    // The Learn list, a lesson, a step done, the last step done.
    let mut app = self::app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Learn(LearnCommand::List));
    walk.look(&app, "the Learn list");
    app.command(Command::Learn(LearnCommand::Course("common".into())));
    answer_extras(&mut app);
    assert!(app.learn.active());
    walk.look(&app, "a lesson");
    play_step(&mut app);
    walk.look(&app, "a step done");
    let last = app.test_state().learn.unwrap().steps - 1;
    app.command(Command::Learn(LearnCommand::Step(last)));
    play_step(&mut app);
    walk.look(&app, "the last step done");

    // Live play: the host's invitation and answer box, the guest's seats and answer, the
    // connection's line and dialog, a question of the table.
    use crate::live::{In, Out};
    let live_peer = |app: &mut App| {
        app.take_effects()
            .into_iter()
            .find_map(|e| match e {
                Effect::Live(Out::Offer { peer, .. } | Out::Answer { peer, .. }) => Some(peer),
                _ => None,
            })
            .expect("a connection asked for")
    };
    let mut host = self::app("chaturaji", &humans(4), 5);
    // The code exchange here (no relay); the one link through relays has its own tests.
    host.command(Command::Pref(PrefCommand::LiveRelays(String::new())));
    host.command(Command::Live(LiveCommand::Open));
    let peer = live_peer(&mut host);
    host.live_event(peer, In::Described(CHROME_OFFER.into()));
    serve_extras(&mut host);
    assert!(host.screen().is_open("dlg-live"));
    walk.look(&host, "an invitation");
    let invitation = host.live().1.expect("an invitation");
    let mut guest = self::app("chaturanga-v3", &humans(2), 1);
    guest.open_link(invitation.split_once('#').unwrap().1);
    serve_extras(&mut guest);
    assert!(guest.screen().is_open("dlg-live"));
    walk.look(&guest, "the seats to choose from");
    guest.command(Command::Live(LiveCommand::Seat(1)));
    assert_eq!(live_peer(&mut guest), peer);
    guest.live_event(peer, In::Described(CHROME_ANSWER.into()));
    serve_extras(&mut guest);
    walk.look(&guest, "an answer");
    host.command(Command::Live(LiveCommand::Accept(
        guest.live().1.expect("an answer"),
    )));
    serve_extras(&mut host);
    host.live_event(peer, In::Open);
    guest.live_event(peer, In::Open);
    host.command(Command::Live(LiveCommand::Open));
    walk.look(&host, "live play, connected");
    guest.take_effects();
    guest.command(Command::Draw);
    guest.command(Command::DrawConfirmed);
    for effect in guest.take_effects() {
        if let Effect::Live(Out::Send { peer, text }) = effect {
            host.live_event(peer, In::Message(text));
        }
    }
    host.command(Command::Close);
    assert!(host.screen().is_open("dlg-live-ask"));
    walk.look(&host, "a draw asked");
    // The draw agreed: the game is over, and a rematch is offered on the result.
    host.command(Command::Live(LiveCommand::Answer(true)));
    assert!(host.game().outcome().is_some());
    assert!(host.screen().is_open("dlg-over"));
    walk.look(&host, "a live game's end");
    // The one link through relays: the room opened, the links to play and to watch written.
    let mut host = self::app("chaturanga-v3", &humans(2), 9);
    host.command(Command::Live(LiveCommand::Open));
    let room = host
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::LiveExchange(crate::live::Exchange::RelayOpen { room, .. }) => Some(room),
            _ => None,
        })
        .expect("a room opened");
    host.extras_answer(ashtapada_worker::extras::ExtrasReply::RelayOpened {
        id: room,
        key: "A".repeat(43),
    });
    serve_extras(&mut host);
    assert!(host.screen().get("live-body").contains("live-watchers"));
    walk.look(&host, "an invitation through relays");

    // The analysis board: the worker's lines and faces before a roll, and a variation.
    let mut app = self::app("chaturaji", &humans(4), 9);
    while !app.game().position().needs_roll() || app.game().actions().is_empty() {
        let action = app.game().legal_actions()[0];
        app.play(action);
        app.settled();
    }
    app.command(Command::Analysis(AnalysisCommand::Open));
    let mut worker = ashtapada_worker::WorkerState::new();
    answer_analysis(&mut app, &mut worker).expect("asked");
    walk.look(&app, "the analysis board before a roll");
    app.command(Command::Analysis(AnalysisCommand::Face(0)));
    app.command(Command::Nav(Nav::Prev));
    app.command(Command::Analysis(AnalysisCommand::Face(1)));
    assert!(!app.test_state().analysis.expect("open").main);
    answer_analysis(&mut app, &mut worker).expect("asked");
    walk.look(&app, "a variation on the analysis board");

    // The page's static controls (`www/index.html`: the new-game form's Start, the first
    // visit's welcome) read back too.
    let page = include_str!("../../../../www/index.html");
    let mut fixed = BTreeSet::new();
    for part in page.split("data-cmd=\"").skip(1) {
        let cmd = &part[..part.find('"').unwrap()];
        assert!(
            Command::parse(cmd, None, None).is_some(),
            "index.html's {cmd}"
        );
        fixed.insert(cmd);
    }
    assert_eq!(
        fixed.into_iter().collect::<Vec<_>>(),
        [
            "close",
            "keys",
            "learn",
            "play-bots",
            "play-friend",
            "start"
        ]
    );

    // Every command is on some screen, but the ones the page sends otherwise: those of its
    // static controls, the move box's move and Escape's deselection.
    let unseen: Vec<&str> = every_command()
        .iter()
        .map(|c| c.attrs().0)
        .filter(|cmd| !walk.seen.contains(*cmd))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(
        unseen,
        [
            "deselect",
            "keys",
            "move",
            "play-bots",
            "play-friend",
            "start"
        ],
        "{} controls",
        walk.controls
    );
}
