//! The interaction's parts of the page, as HTML text: the buttons that step through the
//! positions, the banner over the board, the promotion chooser.

use crate::command::{Decision, Nav};
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{Role, Ruleset};
use maud::{html, Markup};

use super::state::Interaction;
use crate::command::Command;
use crate::html::button;
use crate::session::Session;
use crate::text::outcome_text;
use crate::text::sentence;

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
    pub(crate) fn render_nav(&self, s: &Session) -> String {
        let lang = s.lang();
        let shown = self.shown_index(s);
        let last = s.ply();
        html! {
            (button(Command::Nav(Nav::First), "")
                .id("nav-first")
                .title(lang.nav_first_key())
                .html_label(icon("M3 3h2v10H3zM13 3v10L6 8z", lang.nav_first()))
                .disabled(shown == 0))
            (button(Command::Nav(Nav::Prev), "")
                .id("nav-prev")
                .title(lang.nav_prev_key())
                .html_label(icon("M11 3v10L4 8z", lang.nav_prev()))
                .disabled(shown == 0))
            (button(Command::Nav(Nav::Next), "")
                .id("nav-next")
                .title(lang.nav_next_key())
                .html_label(icon("M5 3v10l7-5z", lang.nav_next()))
                .disabled(shown == last))
            (button(Command::Nav(Nav::Last), "")
                .id("nav-last")
                .title(lang.nav_last_key())
                .html_label(icon("M11 3h2v10h-2zM3 3v10l7-5z", lang.nav_last()))
                .disabled(shown == last))
        }
        .into_string()
    }

    /// The banner over the board: the position looked at, or the result.
    pub(crate) fn render_banner(&self, s: &Session) -> String {
        let lang = s.lang();
        if !self.is_live() {
            let shown = self.shown_index(s);
            let last = s.ply();
            return html! {
                span { (lang.banner_viewing(last as i64, shown as i64)) }
                " " (button(Command::Nav(Nav::Last), lang.banner_back()).id("banner-last"))
            }
            .into_string();
        }
        match s.game().outcome() {
            Some(outcome) => html! {
                span { (sentence(&outcome_text(lang, s.rules(), outcome))) }
                " " (button(Command::NewGame, lang.page_new_game()).id("banner-new"))
            }
            .into_string(),
            None => String::new(),
        }
    }

    /// The promotion chooser.
    pub(crate) fn render_promotion(&self, rules: &Ruleset, lang: Lang) -> String {
        let Some(choice) = &self.promotion else {
            return String::new();
        };
        html! {
            h2 { (lang.promotion_title()) }
            p {
                (lang.promotion_question(
                    &rules.geometry.name(choice.to),
                    names::piece(lang, rules, Role::Pawn),
                ))
            }
            div class="buttons promote" {
                @for role in &choice.roles {
                    (button(Command::Decide(Decision::Promote(role.letter())), names::piece(lang, rules, *role))
                        .id(format!("promote-{}", role.letter()))
                        .class("primary"))
                }
                (button(Command::Close, lang.cancel()).id("promote-cancel"))
            }
        }
        .into_string()
    }
}
