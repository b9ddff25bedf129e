//! The interaction's parts of the page, as HTML text: the buttons that step through the
//! positions, the banner over the board, the promotion chooser.

use ashtapada_rules::{Role, Ruleset};
use maud::{html, Markup};

use super::{Interaction, Session};
use crate::app::html::button;
use crate::app::render::outcome_text;

/// An icon drawn in SVG (the media-control characters are missing from many fonts), with its
/// text for screen readers.
fn icon(path: &str, text: &str) -> Markup {
    html! {
        svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" {
            path fill="currentColor" d=(path) {}
        }
        span class="visually-hidden" { (text) }
    }
}

impl Interaction {
    /// The buttons that step through the positions.
    pub(in crate::app) fn render_nav(&self, s: &Session) -> String {
        let shown = self.shown_index(s);
        let last = s.ply();
        html! {
            (button("first", "")
                .id("nav-first")
                .title("First position (Home)")
                .html_label(icon("M3 3h2v10H3zM13 3v10L6 8z", "First position"))
                .disabled(shown == 0))
            (button("prev", "")
                .id("nav-prev")
                .title("Previous move (\u{2190})")
                .html_label(icon("M11 3v10L4 8z", "Previous move"))
                .disabled(shown == 0))
            (button("next", "")
                .id("nav-next")
                .title("Next move (\u{2192})")
                .html_label(icon("M5 3v10l7-5z", "Next move"))
                .disabled(shown == last))
            (button("last", "")
                .id("nav-last")
                .title("Current position (End)")
                .html_label(icon("M11 3h2v10h-2zM3 3v10l7-5z", "Current position"))
                .disabled(shown == last))
        }
        .into_string()
    }

    /// The banner over the board: the position looked at, or the result.
    pub(in crate::app) fn render_banner(&self, s: &Session) -> String {
        if !self.is_live() {
            let shown = self.shown_index(s);
            let last = s.ply();
            return html! {
                span { "Viewing the position after " (shown) " of " (last) " actions." }
                " " (button("last", "Back to the game").id("banner-last"))
            }
            .into_string();
        }
        match s.game().outcome() {
            Some(outcome) => html! {
                span { (outcome_text(s.rules(), outcome)) }
                " " (button("new", "New game").id("banner-new"))
            }
            .into_string(),
            None => String::new(),
        }
    }

    /// The promotion chooser.
    pub(in crate::app) fn render_promotion(&self, rules: &Ruleset) -> String {
        let Some(choice) = &self.promotion else {
            return String::new();
        };
        html! {
            h2 { "Promotion" }
            p {
                "The " (rules.role_name_lower(Role::Pawn)) " on "
                (rules.geometry.name(choice.to)) " becomes:"
            }
            div class="buttons promote" {
                @for role in &choice.roles {
                    (button("promote", rules.role_name(*role))
                        .arg(role.letter())
                        .id(format!("promote-{}", role.letter()))
                        .class("primary"))
                }
                (button("close", "Cancel").id("promote-cancel"))
            }
        }
        .into_string()
    }
}
