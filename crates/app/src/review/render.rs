//! The review's panel.

// Without the marks (the page, for now: crates/app/Cargo.toml) their words and panels are unused.

use crate::command::{Nav, ReviewCommand};
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{Game, Seat};
use maud::{html, Markup};

use super::state::{
    chance, percent, Decision, Mark, Practice, Review, Reviewer, Stage, Thresholds, Tried,
};
use super::why::{Placed, Why};
use crate::command::Command;
use crate::html::button;
use crate::notation;
use crate::text::{seat_label, sentence, team_names};

impl Reviewer {
    /// The review's panel: its progress (and Stop) while under way, then the chart of the first
    /// team's winning chances, a point per position (choosing one shows it) and a dot at each
    /// marked decision, each seat's marks and average loss, and the marked decisions with the
    /// bot's better choice. Integers only: no float printing in the page.
    ///
    /// Once done, "Learn from your mistakes" for the seats played here (`here`), when they made
    /// any: its button, then the mistake under way, said in the panel's status line.
    pub(crate) fn render(
        &self,
        lang: Lang,
        game: &Game,
        shown: usize,
        here: &dyn Fn(Seat) -> bool,
    ) -> String {
        let Some(review) = self.of(game) else {
            return String::new();
        };
        let rules = game.rules();
        let (done, total) = review.progress();
        let values = review.values();
        let last = values.len().saturating_sub(1).max(1);
        // x: the position (0..=last) × 10; y: 0 (certain win) to 1000 (certain loss).
        let y = |v: i32| 1000 - (chance(v) * 1000.0) as i32;
        let points: String = values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| format!("{},{} ", i * 10, y(v))))
            .collect();
        let marks = review.marks();
        let team = team_names(lang, rules, Seat::ALL[0]);
        html! {
            @if !review.done() {
                p role="status" {
                    (lang.review_progress(done as i64, total as i64)) " "
                    (button(Command::Review(ReviewCommand::Stop), lang.review_stop()).id("review-stop"))
                }
                progress max=(total) value=(done) {}
            }
            figure class="review-figure" {
            figcaption { (lang.review_caption(&team)) }
            div class="review-plot" {
            // The axes: the first team's chance (0 to 100 %) up, the actions across (every
            // action is a point: rolls and passes too, as the move list counts them).
            div class="review-y" aria-hidden="true" {
                span { (lang.review_percent("100")) } span { (lang.review_percent("50")) }
                span { (lang.review_percent("0")) }
            }
            // The chart stretches to its box (`preserveAspectRatio="none"`), so the marks' dots
            // are drawn over it in HTML, placed in percents of the view box: in the SVG they
            // would stretch with it into flat ellipses.
            div class="review-area" {
            svg class="review-chart" viewBox={ "-5 -20 " (last * 10 + 10) " 1040" }
                preserveAspectRatio="none" role="img" aria-label=(lang.review_chart(&team)) {
                line class="mid" x1="0" y1="500" x2=(last * 10) y2="500" {}
                polyline class="chances" points=(points) {}
                line class="shown" x1=(shown * 10) y1="0" x2=(shown * 10) y2="1000" {}
                @for i in 0..values.len() {
                    @let (cmd, arg) = Command::Nav(Nav::View(i)).attrs();
                    rect class="pick" x=(i as i64 * 10 - 5) y="-20" width="10" height="1040"
                        data-cmd=(cmd) data-arg=[arg] {}
                }
            }
            (marks_dots(&marks, &values, &y, last))
            }
            }
            div class="review-x" aria-hidden="true" {
                span { "0" } span { (lang.review_axis_actions()) } span { (last) }
            }
            }
            @if review.done() {
                (self.marks_panel(lang, game, here, review, &marks))
                (button(Command::Review(ReviewCommand::Stop), lang.review_close()).id("review-close"))
            }
        }
        .into_string()
    }
}

impl Reviewer {
    /// "Learn from your mistakes": the status line (a polite live region, there from the
    /// review's end, so that a screen reader hears each change in it) and the buttons: the one
    /// that starts, then the one that shows the bot's action, goes to the next mistake or back
    /// to the review, in one place (`#mistakes-go`, which keeps the focus from step to step).
    fn practice_panel(&self, lang: Lang, game: &Game, here: &dyn Fn(Seat) -> bool) -> Markup {
        let practice = self.practice(game);
        let any = practice.is_some() || !self.mistakes_of(game, here).is_empty();
        let said = practice.map(|p| practice_words(lang, game, p));
        let go = |command, label: &str| button(Command::Review(command), label).id("mistakes-go");
        let leave = button(
            Command::Review(ReviewCommand::LeaveMistakes),
            lang.review_mistakes_leave(),
        );
        html! {
            div class="mistakes" {
                p id="review-say" role="status" { @if let Some(said) = &said { (said) } }
                @if any {
                    @match practice {
                        None => (go(ReviewCommand::Mistakes, lang.review_mistakes())),
                        Some(p) => @match (p.current(), p.stage) {
                            (None, _) => (leave.id("mistakes-go")),
                            (Some(_), Stage::Answered { .. }) => {
                                @let last = p.at + 1 == p.mistakes.len();
                                (go(ReviewCommand::NextMistake, if last {
                                    lang.review_mistake_end()
                                } else {
                                    lang.review_mistake_next()
                                }))
                                " "
                                (leave.id("mistakes-leave"))
                            }
                            (Some(_), _) => {
                                (go(ReviewCommand::ShowBest, lang.review_mistake_show()))
                                " "
                                (leave.id("mistakes-leave"))
                            }
                        },
                    }
                }
            }
        }
    }
}

/// The mistake under way in words: where it is and what to find, what the last try said, the
/// check under way, the verdict with the bot's action, or the end.
fn practice_words(lang: Lang, game: &Game, p: &Practice) -> String {
    let rules = game.rules();
    let Some(d) = p.current() else {
        return lang.review_mistakes_done(p.mistakes.len() as i64);
    };
    let write = |action| {
        let record = ashtapada_rules::record::write_action(&game.positions()[d.ply], action);
        notation::shown(lang, rules, &record)
    };
    let seat = names::seat(lang, rules, d.actor);
    // French puts an article before some seats' names ("les Blancs"), none before others.
    let form = names::seat_form(lang, rules, d.actor);
    match p.stage {
        Stage::Asking => match &p.tried {
            None => lang.review_mistake_find(
                (p.at + 1) as i64,
                p.mistakes.len() as i64,
                &write(game.actions()[d.ply]),
                seat,
                form,
            ),
            Some(tried) => {
                let why = match tried {
                    Tried::Unread(text) => lang.move_not_a_move(text),
                    Tried::Refused(r) => {
                        sentence(&ashtapada_i18n::text::refusal(lang, rules, *r)) + "."
                    }
                };
                why + " " + &lang.review_mistake_again(seat, form)
            }
        },
        Stage::Checking { answer, .. } => lang.review_mistake_checking(&write(answer)),
        Stage::Answered { answer: None, .. } => lang.review_mistake_shown(&write(d.best)),
        Stage::Answered {
            answer: Some(answer),
            loss,
            good,
        } => {
            if answer == d.best {
                lang.review_mistake_best(&write(answer))
            } else if good {
                lang.review_mistake_good(&write(answer), &write(d.best))
            } else {
                lang.review_mistake_bad(&write(answer), &write(d.best), &points(lang, loss))
            }
        }
    }
}

/// What went wrong at the decision from position `ply`, in a sentence ([`Why`]): the pieces
/// by owner, kind and cell, the bot's better action as the move list writes it.
pub(crate) fn why_words(lang: Lang, game: &Game, ply: usize, why: Why) -> String {
    let rules = game.rules();
    let cell = |sq| rules.geometry.name(sq);
    // "West’s Horse", « le Cheval d’Ouest ».
    let piece = |p: Placed| {
        lang.piece_of_seat(
            names::piece_gender(lang, rules, p.role),
            &names::seat_of(lang, rules, p.army),
            names::piece(lang, rules, p.role),
        )
    };
    let better = |action| {
        let record = ashtapada_rules::record::write_action(&game.positions()[ply], action);
        notation::shown(lang, rules, &record)
    };
    match why {
        // A sentence: the French one starts with the piece's article ("le Cavalier…").
        Why::Left { victim, by } => sentence(&lang.review_why_left(
            &piece(by),
            &cell(victim.at),
            &cell(by.at),
            names::piece_gender(lang, rules, victim.role),
            &piece(victim),
        )),
        Why::King { victim, by } => sentence(&lang.review_why_king(
            &piece(by),
            &cell(victim.at),
            &cell(by.at),
            names::piece_gender(lang, rules, victim.role),
            &piece(victim),
        )),
        // Not made a sentence: it starts with the move as written ("e6xd5", not "E6xd5").
        Why::Missed { better: b, victim } => lang.review_why_missed(&better(b), &piece(victim)),
        Why::Better(b) => lang.review_why_better(&better(b)),
    }
}

/// A mark's word, as a screen reader says it and the marks' list writes it.
pub fn mark_word(lang: Lang, mark: Mark) -> String {
    match mark {
        Mark::Inaccuracy => lang.mark_inaccuracy(),
        Mark::Mistake => lang.mark_mistake(),
        Mark::Blunder => lang.mark_blunder(),
    }
    .to_string()
}

/// A mark as the move list shows it after an action's text: its glyph for the eye (`?!`, `?`,
/// `??`, coloured by kind) and its word for a screen reader, which would read a glyph as
/// punctuation or not at all. Nothing for no mark.
pub fn mark_glyph(lang: Lang, mark: Option<Mark>) -> Markup {
    html! {
        @if let Some(mark) = mark {
            span class={ "glyph " (mark.name()) } aria-hidden="true" { (mark.glyph()) }
            span class="visually-hidden" { " " (mark_word(lang, mark)) }
        }
    }
}

/// Each seat's decisions: its inaccuracies, mistakes and blunders and its average loss, a row a
/// seat.
fn summary(lang: Lang, review: &super::state::Review, game: &Game) -> Markup {
    let rules = game.rules();
    html! {
        table class="review-summary" {
            caption { (lang.review_summary()) }
            thead {
                tr {
                    th scope="col" { (lang.review_summary_seat()) }
                    @for (mark, word) in [
                        (Mark::Inaccuracy, lang.review_summary_inaccuracies()),
                        (Mark::Mistake, lang.review_summary_mistakes()),
                        (Mark::Blunder, lang.review_summary_blunders()),
                    ] {
                        // The glyph for the eye; the word, which a phone's narrow column
                        // leaves to screen readers (style.css).
                        th scope="col" {
                            span class={ "glyph " (mark.name()) } aria-hidden="true" { (mark.glyph()) }
                            " "
                            span class="word" { (word) }
                        }
                    }
                    th scope="col" { (lang.review_summary_average()) }
                }
            }
            tbody {
                @for s in review.summary() {
                    tr {
                        th scope="row" { (seat_label(lang, rules, s.seat)) }
                        td { (s.inaccuracies) }
                        td { (s.mistakes) }
                        td { (s.blunders) }
                        td { (points(lang, s.average_loss)) }
                    }
                }
            }
        }
    }
}

/// A loss in thousandths of a winning chance, as percentage points with one decimal in the
/// language's own way (`2.4` or `2,4`), written by hand: no float printing in the page.
pub(crate) fn points(lang: Lang, thousandths: i32) -> String {
    let t = thousandths.max(0);
    // The generated message takes its variables in alphabetical order: tenths, whole.
    lang.review_points(&(t % 10).to_string(), &(t / 10).to_string())
        .to_string()
}

/// Where the marks begin, in whole percentage points.
fn thresholds_text(lang: Lang, t: Thresholds) -> String {
    // The generated message takes its variables in alphabetical order.
    lang.review_thresholds(
        i64::from(t.blunder / 10),
        i64::from(t.inaccuracy / 10),
        i64::from(t.mistake / 10),
    )
    .to_string()
}

/// Where a mark's dot sits over the chart, as CSS: the point after position `x` (0 to `last`)
/// at height `y` (0 to 1000) of the chart's view box (`-5 -20 last·10+10 1040`), in percents of
/// the chart's box, so that it lands on the line whatever the box's shape. In whole hundredths,
/// written by hand: formatting a float with a precision brings the float printer into the
/// page's wasm, some 10 KB of its gzip size.
fn mark_at(x: usize, y: i32, last: usize) -> String {
    let left = (x * 10 + 5) * 10_000 / (last * 10 + 10);
    let top = usize::try_from(y.clamp(0, 1000) + 20).unwrap_or(0) * 10_000 / 1040;
    let (l, t) = (left / 100, top / 100);
    format!("left:{l}.{:02}%;top:{t}.{:02}%", left % 100, top % 100)
}

/// The marked decisions' dots on the chart, placed where the move list shows each.
fn marks_dots(
    marks: &[Decision],
    values: &[Option<i32>],
    y: &dyn Fn(i32) -> i32,
    last: usize,
) -> Markup {
    html! {
        @for m in marks {
            @if let (Some(mark), Some(v)) = (m.mark, values.get(m.ply + 1).copied().flatten()) {
                span class={ "mark " (mark.name()) } aria-hidden="true"
                    style=(mark_at(m.ply + 1, y(v), last)) {}
            }
        }
    }
}

impl Reviewer {
    /// Once the review is done: "Learn from your mistakes", each seat's summary, the
    /// thresholds, and the marks in words, each with what went wrong.
    fn marks_panel(
        &self,
        lang: Lang,
        game: &Game,
        here: &dyn Fn(Seat) -> bool,
        review: &Review,
        marks: &[Decision],
    ) -> Markup {
        let rules = game.rules();
        let explained = review.explained(game);
        let positions = game.positions();
        let write = |ply: usize, action| {
            let record = ashtapada_rules::record::write_action(&positions[ply], action);
            notation::shown(lang, rules, &record)
        };
        // A judgement as the chart shows it: a team's winning chance, in whole percents.
        let percent = |v: i32| lang.review_percent(&percent(v).to_string());
        let thresholds = review.thresholds();
        html! {
                (self.practice_panel(lang, game, here))
                (summary(lang, review, game))
                p class="muted" { (thresholds_text(lang, thresholds)) }
                @if marks.is_empty() {
                    p class="muted" { (lang.review_none()) }
                } @else {
                    ul class="marks" {
                        @for m in marks {
                            @let text = lang.review_mark(
                                &percent(m.after),
                                &percent(m.before),
                                &write(m.ply, m.best),
                                &m.mark.map_or(String::new(), |k| mark_word(lang, k)),
                                &write(m.ply, game.actions()[m.ply]),
                                &team_names(lang, rules, m.actor),
                            );
                            li {
                                // The glyph for the eye; the text says the mark's word.
                                (button(Command::Nav(Nav::View(m.ply)), &text).html_label(html! {
                                    @if let Some(mark) = m.mark {
                                        span class={ "glyph " (mark.name()) } aria-hidden="true" {
                                            (mark.glyph())
                                        }
                                        " "
                                    }
                                    (text)
                                }))
                                @if let Some((_, why)) = explained.iter().find(|(d, _)| d.ply == m.ply) {
                                    " "
                                    span class="why" { (why_words(lang, game, m.ply, *why)) }
                                }
                            }
                        }
                    }
                }
        }
    }
}
