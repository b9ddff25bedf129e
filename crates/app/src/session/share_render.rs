//! The Share dialog and the dialog after a link of a game new to this device: the game's link,
//! who plays here, what a game by link is (the session's render, `render`, has the rest).

use maud::{html, Markup, PreEscaped};

use super::state::Session;
use crate::command::Command;
use crate::html::button;
use crate::setup::Controller;
use crate::text::seat_label;

impl Session {
    /// Check boxes for the person seats: which are played on this device ([`Command::Here`]).
    fn render_here(&self) -> Markup {
        let lang = self.lang();
        let rules = self.rules();
        html! {
            fieldset class="here" {
                legend { (lang.share_here()) }
                @for (seat, c) in rules.seats().zip(&self.seats) {
                    @let i = seat.index();
                    @if c.is_person() {
                        @let here = *c == Controller::Human;
                        @let (cmd, arg) = Command::Here(i, here).attrs();
                        label {
                            input type="checkbox" id={ "here-" (i) } data-cmd=(cmd) data-arg=[arg]
                                checked[here];
                            " " (seat_label(lang, rules, seat))
                        }
                    }
                }
                p class="muted small" { (lang.share_here_help()) }
            }
        }
    }

    /// The Share dialog: the game's link (`address`) to copy or send, who plays here, what a
    /// link game is. When a person on another device is to act, it says to send it to them.
    /// `qr`: the link's QR code as SVG (made by this crate from a checked code), once drawn.
    pub(crate) fn render_share(&self, address: &str, qr: Option<String>) -> String {
        let lang = self.lang();
        let title = match self.remote_to_act() {
            Some(seat) => lang.share_title_handoff(self.seat_name(seat), self.seat_form(seat)),
            None => lang.share_title().into(),
        };
        html! {
            h2 id="share-title" { (title) }
            p { (lang.share_help()) }
            textarea id="share-link" rows="3" readonly spellcheck="false"
                aria-label=(lang.share_title()) { (address) }
            div class="buttons" {
                (button(Command::CopyLink, lang.share_copy()).id("share-copy").class("primary"))
                (button(Command::WebShare, lang.share_native())
                    .id("share-native")
                    .class("web-share"))
                (button(Command::Close, lang.close()).id("share-close"))
            }
            @if let Some(svg) = qr {
                figure class="qr" {
                    (PreEscaped(svg))
                    figcaption class="muted small" { (lang.share_qr()) }
                }
            }
            (self.render_here())
            @if self.baton_now().is_some() {
                p class="muted small" { (lang.share_dice_baton()) }
            } @else if self.rules().dice.is_some() {
                p class="muted small" { (lang.share_dice()) }
            }
        }
        .into_string()
    }

    /// The dialog after a link of a game new to this device: which seats are played here.
    pub(crate) fn render_here_dialog(&self) -> String {
        let lang = self.lang();
        html! {
            h2 id="here-title" { (lang.seats_title()) }
            p { (lang.seats_help()) }
            (self.render_here())
            div class="buttons" {
                (button(Command::Close, lang.seats_play()).id("here-play").class("primary"))
            }
        }
        .into_string()
    }
}
