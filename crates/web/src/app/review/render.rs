//! The review's panel.

use ashtapada_i18n::Lang;
use ashtapada_rules::{Game, Seat};
use maud::html;

use super::Reviewer;
use crate::app::html::button;
use crate::app::notation;
use crate::app::text::team_names;
use crate::app::Command;

impl Reviewer {
    /// The review's panel: its progress (and Stop) while under way, then the chart of the first
    /// team's winning chances, a point per position (choosing one shows it), and the moves that
    /// lost the most with the bot's better choice. Integers only: no float printing in the page.
    pub(in crate::app) fn render(&self, lang: Lang, game: &Game, shown: usize) -> String {
        let Some(review) = self.of(game) else {
            return String::new();
        };
        let rules = game.rules();
        let (done, total) = review.progress();
        let values = review.values();
        let last = values.len().saturating_sub(1).max(1);
        // x: the position (0..=last) × 10; y: 0 (certain win) to 1000 (certain loss).
        let y = |v: i32| 1000 - (super::chance(v) * 1000.0) as i32;
        let points: String = values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| format!("{},{} ", i * 10, y(v))))
            .collect();
        let mistakes = review.mistakes();
        let positions = game.positions();
        let write = |ply: usize, action| {
            let record = ashtapada_rules::record::write_action(&positions[ply], action);
            notation::shown(lang, rules, &record)
        };
        let pawns = |lost: i32| {
            let sep = if lang == Lang::Fr { ',' } else { '.' };
            format!("{}{sep}{}", lost / 100, (lost % 100) / 10)
        };
        let team = team_names(lang, rules, Seat::ALL[0]);
        html! {
            @if !review.done() {
                p role="status" {
                    (lang.review_progress(done as i64, total as i64)) " "
                    (button(Command::StopReview, lang.review_stop()).id("review-stop"))
                }
                progress max=(total) value=(done) {}
            }
            svg class="review-chart" viewBox={ "-5 -20 " (last * 10 + 10) " 1040" }
                preserveAspectRatio="none" role="img" aria-label=(lang.review_chart(&team)) {
                line class="mid" x1="0" y1="500" x2=(last * 10) y2="500" {}
                polyline class="chances" points=(points) {}
                line class="shown" x1=(shown * 10) y1="0" x2=(shown * 10) y2="1000" {}
                @for (ply, _, _) in &mistakes {
                    @if let Some(v) = values.get(ply + 1).copied().flatten() {
                        circle class="mistake" cx=(ply * 10 + 10) cy=(y(v)) r="14" {}
                    }
                }
                @for i in 0..values.len() {
                    @let (cmd, arg) = Command::View(i).attrs();
                    rect class="pick" x=(i as i64 * 10 - 5) y="-20" width="10" height="1040"
                        data-cmd=(cmd) data-arg=[arg] {}
                }
            }
            @if review.done() {
                @if mistakes.is_empty() {
                    p class="muted" { (lang.review_none()) }
                } @else {
                    ul class="mistakes" {
                        @for (ply, lost, best) in &mistakes {
                            li {
                                (button(Command::View(*ply), &lang.review_mistake(
                                    &write(*ply, *best),
                                    &pawns(*lost),
                                    &write(*ply, game.actions()[*ply]),
                                )))
                            }
                        }
                    }
                }
                (button(Command::StopReview, lang.review_close()).id("review-close"))
            }
        }
        .into_string()
    }
}
