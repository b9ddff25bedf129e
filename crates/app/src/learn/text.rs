//! The words of the lessons. A step's title is short and shown by the page; a step's text (how
//! the piece moves, what the die does, the rule as its rules page states it, the goal) is
//! written by the extras worker when a course opens ([`texts`]), so that its words stay out of
//! the first load, as the rules pages do.

use ashtapada_i18n::rules_page::{self, Lines};
use ashtapada_i18n::{names, Lang};
use ashtapada_learn::{EventGoal, Goal, Rule, Step, Topic};
use ashtapada_rules::{Geometry, Reading, Ruleset};

/// What separates two steps' texts in the worker's answer (the ASCII record separator, which
/// no message holds).
pub const SEPARATOR: char = '\u{1e}';

/// A step's title: "Boat: moving", "The throne", "Puzzle 2".
pub fn title(lang: Lang, rules: &Ruleset, topic: Topic) -> String {
    match topic {
        Topic::Moves(role) => lang.learn_topic_moves(names::piece(lang, rules, role)),
        Topic::Captures(role) => lang.learn_topic_captures(names::piece(lang, rules, role)),
        Topic::Dice => lang.learn_topic_dice().into(),
        Topic::Puzzle(n) => lang.learn_topic_puzzle(i64::from(n)),
        Topic::Rated(r) => lang.learn_topic_rated(&r.to_string()),
        Topic::Rule(rule) => rule_title(lang, rule).into(),
    }
}

fn rule_title(lang: Lang, rule: Rule) -> &'static str {
    match rule {
        Rule::KingLeap => lang.learn_rule_king_leap(),
        Rule::Promotion => lang.learn_rule_promotion(),
        Rule::Privileged => lang.learn_rule_privileged(),
        Rule::AlfilSquare => lang.learn_rule_alfil_square(),
        Rule::Throne => lang.learn_rule_throne(),
        Rule::Frozen => lang.learn_rule_frozen(),
        Rule::Exchange => lang.learn_rule_exchange(),
        Rule::Reintroduction => lang.learn_rule_reintroduction(),
        Rule::LoneKing => lang.learn_rule_lone_king(),
        Rule::Stakes => lang.learn_rule_stakes(),
        Rule::MeetingPawns => lang.learn_rule_meeting_pawns(),
        Rule::NoNullMove => lang.learn_rule_no_null_move(),
        Rule::Goal => lang.learn_rule_goal(),
    }
}

/// A course's name: the ruleset's, or the common start's.
pub fn course_name(lang: Lang, id: &str) -> String {
    match Ruleset::by_id(id) {
        Some(rules) if id != ashtapada_learn::COMMON => names::ruleset_name(lang, rules).into(),
        _ => lang.learn_common().into(),
    }
}

/// Every step's text of a course, in order (`None` for an unknown course): its title, then
/// paragraphs, apart by line breaks (the page shows the first line as the step's title).
pub fn texts(lang: Lang, id: &str) -> Option<Vec<String>> {
    let course = ashtapada_learn::course(id)?;
    Some(
        course
            .steps
            .iter()
            .map(|s| {
                format!(
                    "{}\n{}",
                    title(lang, s.start.rules(), s.topic),
                    step_text(lang, s)
                )
            })
            .collect(),
    )
}

/// The worker's answer: [`texts`] joined by [`SEPARATOR`].
pub fn joined(lang: Lang, id: &str) -> Option<String> {
    Some(texts(lang, id)?.join(&SEPARATOR.to_string()))
}

/// A step's text: what it teaches, then what to do.
pub fn step_text(lang: Lang, step: &Step) -> String {
    let rules = step.start.rules();
    let lines = rules_page::lines(lang, rules);
    let piece = |role| names::piece(lang, rules, role);
    let moves = i64::from(step.moves);
    let mut out: Vec<String> = Vec::new();
    match step.topic {
        Topic::Moves(role) => {
            let circle = rules.geometry == Geometry::Circle;
            out.push(lang.learn_text_moves(
                rules_page::movement(lang, role, circle),
                moves,
                piece(role),
            ));
        }
        Topic::Captures(role) => {
            out.push(lang.learn_text_captures(moves, piece(role)));
            if role == ashtapada_rules::Role::Pawn {
                out.extend(lines.pawn.first().cloned());
            }
        }
        Topic::Dice => {
            out.push(lang.learn_text_dice().into());
            out.extend(lines.dice.iter().cloned());
        }
        Topic::Rule(rule) => {
            out.extend(rule_lines(lang, &lines, rule));
            out.push(goal_line(lang, step.goal));
        }
        Topic::Puzzle(_) | Topic::Rated(_) => {
            if let (Some(face), Some(dice)) = (step.start.roll(), rules.dice) {
                let value = dice.faces.get(usize::from(face)).map_or(0, |f| f.value);
                out.push(lang.learn_text_rolled(i64::from(value)));
            }
            out.push(goal_line(lang, step.goal));
        }
    }
    if step.moves > 0 && matches!(step.topic, Topic::Rule(_) | Topic::Puzzle(_)) {
        out.push(lang.learn_moves_limit(moves));
    }
    out.join("\n")
}

/// What separates a puzzle's text from what it says once tried (its answer and themes), which
/// the page shows only then (the ASCII unit separator).
pub const AFTER: char = '\u{1f}';

/// The texts of a Puzzles course, a puzzle's in the order of [`ashtapada_learn::puzzle::course_text`]'s
/// steps: who is to play and the roll, then, after [`AFTER`], the answer (in the page's
/// notation) and its themes.
pub fn puzzle_texts(lang: Lang, puzzles: &[ashtapada_learn::puzzle::Puzzle]) -> String {
    let texts: Vec<String> = puzzles.iter().map(|p| puzzle_text(lang, p)).collect();
    texts.join(&SEPARATOR.to_string())
}

fn puzzle_text(lang: Lang, p: &ashtapada_learn::puzzle::Puzzle) -> String {
    use ashtapada_learn::puzzle::Theme;
    let pos = p.position();
    let rules = pos.rules();
    let mover = pos.to_move();
    let title = lang.learn_topic_rated(&p.rating().to_string());
    // Two armies are named by their colours; four by their places, their colours said.
    let seat = names::seat(lang, rules, mover);
    let who = if rules.seats().len() == 2 {
        seat.to_string()
    } else {
        format!("{seat} ({})", names::colour(lang, rules, mover))
    };
    let mut before = vec![title, lang.puzzles_find(&who)];
    if let (Some(face), Some(dice)) = (pos.roll(), rules.dice) {
        let value = dice.faces.get(usize::from(face)).map_or(0, |f| f.value);
        before.push(lang.learn_text_rolled(i64::from(value)));
    }
    let record = ashtapada_rules::notation::write_move(pos, p.answer());
    let mut after = vec![lang.puzzles_answer(&crate::notation::shown(lang, rules, &record))];
    let themes: Vec<&str> = p
        .themes()
        .iter()
        .map(|t| match t {
            Theme::Capture => lang.puzzles_theme_capture(),
            Theme::KingCapture => lang.puzzles_theme_king_capture(),
            Theme::Promotion => lang.puzzles_theme_promotion(),
            Theme::Throne => lang.puzzles_theme_throne(),
            Theme::Escape => lang.puzzles_theme_escape(),
            Theme::Rescue => lang.puzzles_theme_rescue(),
        })
        .collect();
    if !themes.is_empty() {
        after.push(lang.puzzles_themes(&themes.join(", ")));
    }
    format!("{}{AFTER}{}", before.join("\n"), after.join("\n"))
}

/// The rules page's sentences of a rule.
fn rule_lines(lang: Lang, lines: &Lines, rule: Rule) -> Vec<String> {
    let one = |line: &Option<String>| line.iter().cloned().collect::<Vec<_>>();
    match rule {
        Rule::KingLeap => one(&lines.king_leap),
        Rule::Promotion => vec![lines.promotion.clone()],
        Rule::Privileged => one(&lines.privileged),
        Rule::AlfilSquare => one(&lines.alfil_square),
        Rule::Throne => one(&lines.throne),
        Rule::Frozen => one(&lines.frozen),
        Rule::Exchange | Rule::Reintroduction => one(&lines.king_return),
        Rule::LoneKing => one(&lines.lone_king),
        Rule::Stakes => lines.stakes.clone(),
        Rule::MeetingPawns => one(&lines.meeting_pawns),
        Rule::NoNullMove => vec![rules_page::reading(lang, Reading::NoNullMove).into()],
        Rule::Goal => vec![lines.goal.clone()],
    }
}

/// What to do, in a sentence.
pub fn goal_line(lang: Lang, goal: Goal) -> String {
    match goal {
        Goal::Stars(_) => lang.learn_goal_stars().into(),
        Goal::Capture(_) => lang.learn_goal_capture().into(),
        Goal::Win => lang.learn_goal_win().into(),
        Goal::Turns(n) => lang.learn_goal_turns(i64::from(n)),
        Goal::Answer(_) => String::new(),
        Goal::Event(kind) => match kind {
            EventGoal::KingLeap => lang.learn_goal_king_leap(),
            EventGoal::Promoted => lang.learn_goal_promoted(),
            EventGoal::AlfilSquare => lang.learn_goal_alfil_square(),
            EventGoal::Command => lang.learn_goal_command(),
            EventGoal::Frozen => lang.learn_goal_frozen(),
            EventGoal::Exchange => lang.learn_goal_exchange(),
            EventGoal::KingReturned => lang.learn_goal_king_returned(),
            EventGoal::Withdrew => lang.learn_goal_withdrew(),
            EventGoal::Paid => lang.learn_goal_paid(),
            EventGoal::PawnsMet => lang.learn_goal_pawns_met(),
            EventGoal::KingCaptured => lang.learn_goal_king_captured(),
            EventGoal::Passed => lang.learn_goal_passed(),
        }
        .into(),
    }
}
