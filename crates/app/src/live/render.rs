//! The live part's panels: the Play live dialog (the host's invitation and the answer box;
//! the guest's seat, answer and state), the line that shows the connection all the time, and
//! the question a take-back or a draw asks; and the words they share.

use crate::command::LiveCommand;
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{Ruleset, Seat, SeatSet};
use maud::{html, PreEscaped};

use super::code::CodeError;
use super::message::{AskWhat, RefuseWhy};
use super::part::Link;
use super::part::Live;
use super::said::Said;
use crate::command::Command;
use crate::html::button;
use crate::words::Words;

/// The seats of a mask, named and joined ("North, East").
pub fn seat_list(lang: Lang, rules: &Ruleset, mask: SeatSet) -> String {
    mask.iter()
        .filter(|s| s.index() < rules.players())
        .map(|s| names::seat(lang, rules, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why an invitation or an answer does not read, in `lang`.
pub fn code_error(lang: Lang, error: &CodeError) -> String {
    match error {
        CodeError::Game(e) => crate::words::link_error(lang, e),
        CodeError::Future(v) => lang.live_code_future(i64::from(*v)),
        CodeError::Checksum | CodeError::Truncated => lang.live_code_damaged().into(),
        CodeError::NotACode | CodeError::Foreign => lang.live_code_foreign().into(),
        CodeError::BadDescription | CodeError::BadSeat => lang.live_code_damaged().into(),
    }
}

/// Why the host refused an action, in `lang`.
pub fn refuse_text(lang: Lang, why: RefuseWhy) -> &'static str {
    match why {
        RefuseWhy::NotYourSeat => lang.live_refuse_seat(),
        RefuseWhy::Illegal => lang.live_refuse_illegal(),
        RefuseWhy::Stale => lang.live_refuse_stale(),
        RefuseWhy::Over => lang.live_refuse_over(),
    }
}

/// What an ask is for, in `lang` ("a take-back", "a draw").
pub fn ask_text(lang: Lang, what: AskWhat) -> &'static str {
    match what {
        AskWhat::Undo => lang.live_ask_undo(),
        AskWhat::Draw => lang.live_ask_draw(),
        AskWhat::Rematch => lang.live_ask_rematch(),
        AskWhat::RematchSame => lang.live_ask_rematch_same(),
    }
}

impl Said {
    /// What is said, in words: made when shown, in the page's language then.
    pub fn words(self) -> Words {
        Words::new(move |l| self.text(l))
    }

    /// What is said, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Said::GuestCannotInvite => lang.live_guest_cannot_invite().into(),
            Said::NoLink => lang.share_cannot().into(),
            Said::Over => lang.live_over().into(),
            Said::NoSeat => lang.live_no_seat().into(),
            Said::BrowserFailed(why) => lang.live_browser_failed(why),
            Said::ExtrasUnanswered => lang.extras_unanswered().into(),
            Said::ReplyRefused(e) => lang.live_reply_refused(&code_error(lang, e)),
            Said::ReplyUnknown => lang.live_reply_unknown().into(),
            Said::ReplySeat => lang.live_reply_seat().into(),
            Said::Joined(rules, seats) => lang.live_joined(&seat_list(lang, rules, *seats)),
            Said::Connected => lang.live_connected().into(),
            Said::GuestLost(rules, seats) => lang.live_guest_lost(&seat_list(lang, rules, *seats)),
            Said::HostLost => lang.live_host_lost().into(),
            Said::GuestComingBack(rules, seats) => {
                lang.live_guest_coming_back(&seat_list(lang, rules, *seats))
            }
            Said::HostComingBack => lang.live_host_coming_back().into(),
            Said::Unreachable => lang.live_unreachable().into(),
            Said::Garbled => lang.live_garbled().into(),
            Said::DiceRefused(seats) if seats.is_empty() => lang.live_dice_refused_host().into(),
            Said::DiceRefused(_) => lang.live_dice_refused().into(),
            Said::Refused(why) => lang.live_refused(refuse_text(lang, *why)),
            Said::Declined(what) => lang.live_declined(ask_text(lang, *what)),
            Said::Copied => lang.share_copied().into(),
            Said::Stopped => lang.live_stopped().into(),
            Said::ServersBad(line) => lang.live_servers_bad(*line as i64),
            Said::InviteRefused(e) => lang.live_invite_refused(&code_error(lang, e)),
            Said::Asked(what) => lang.live_asked(ask_text(lang, *what)),
            Said::RelaysBad(line) => lang.live_relays_bad(*line as i64),
            Said::SeatTaken => lang.live_seat_taken().into(),
            Said::RelaysUnreached => lang.live_relays_unreached().into(),
            Said::WatchersFull => lang.live_watchers_full().into(),
        }
    }
}

fn link_text(lang: Lang, link: Link) -> &'static str {
    match link {
        Link::Preparing => lang.live_state_preparing(),
        Link::Waiting => lang.live_state_waiting(),
        Link::Connecting => lang.live_state_connecting(),
        Link::Open => lang.live_state_open(),
        Link::Lost => lang.live_state_lost(),
    }
}

impl Live {
    /// The line that shows the connection while live play is under way (empty otherwise).
    pub fn render_status(&self, lang: Lang, rules: &Ruleset) -> String {
        if !self.active() {
            return String::new();
        }
        let parts: Vec<String> = if self.is_guest() {
            self.links()
                .iter()
                .map(|(_, l)| match (l, self.watches_here()) {
                    // A watcher's line says it plays nothing.
                    (Link::Open, true) => lang.live_state_watching().to_string(),
                    _ => link_text(lang, *l).to_string(),
                })
                .collect()
        } else {
            self.links()
                .iter()
                .map(|(m, l)| {
                    lang.live_seat_state(&seat_list(lang, rules, *m), link_text(lang, *l))
                })
                .collect()
        };
        let mut line = if parts.is_empty() {
            link_text(lang, Link::Waiting).to_string()
        } else {
            parts.join(" · ")
        };
        if self.watching() > 0 {
            line.push_str(" · ");
            line.push_str(&lang.live_watchers(i64::from(self.watching())));
        }
        let devices = self.dice_devices();
        if devices > 1 {
            line.push_str(" · ");
            line.push_str(&lang.live_dice_fair(devices as i64));
        }
        match self.dice_waiting() {
            Some(seats) if !seats.is_empty() => {
                line.push_str(" · ");
                line.push_str(&lang.live_dice_waiting(&seat_list(lang, rules, seats)));
            }
            Some(_) if self.is_guest() => {
                line.push_str(" · ");
                line.push_str(lang.live_dice_waiting_other());
            }
            _ => {}
        }
        html! {
            span class="live-dot" data-live=(self.state()) aria-hidden="true" {}
            span { (lang.live_status(&line)) }
            // The round trip changes with every heartbeat: shown, but kept out of the live
            // region's announcements (a screen reader would read it every second).
            @if let Some(ms) = self.rtt() {
                span class="muted small" aria-hidden="true" { " (" (lang.live_rtt(i64::from(ms))) ")" }
            }
            " "
            (button(Command::Live(LiveCommand::Open), lang.live_open()).id("live-open").class("link"))
        }
        .into_string()
    }

    /// The Play live dialog. `address`: the invitation's or the answer's whole link, when
    /// ready, and its QR code's SVG, once drawn; `stun`: the STUN server of the Settings
    /// (its host and port), which the dialog names.
    pub fn render_dialog(
        &self,
        lang: Lang,
        rules: &Ruleset,
        free: SeatSet,
        (address, qr): (Option<&str>, Option<String>),
        stun: Option<&str>,
        watch: Option<&str>,
    ) -> String {
        let guest = self.is_guest() || self.reading();
        let title = if guest {
            lang.live_join_title()
        } else {
            lang.live_title()
        };
        html! {
            h2 id="live-title" { (title) }
            @if self.reading() {
                p class="muted" id="live-reading" { (lang.live_reading()) }
            } @else if let Some(offered) = self.choosing() {
                p { (lang.live_choose_seat()) }
                div class="buttons" {
                    @for seat in offered.iter().filter(|s| s.index() < rules.players()) {
                        (button(Command::Live(LiveCommand::Seat(seat.index())), names::seat(lang, rules, seat))
                            .id(format!("live-seat-{}", seat.index())))
                    }
                }
            } @else if guest {
                @for (mask, link) in self.links() {
                    p id="live-state" { (lang.live_guest_state(&seat_list(lang, rules, mask), link_text(lang, link))) }
                }
                @if let Some(address) = address {
                    p { (lang.live_reply_help()) }
                    (code_box("live-reply", address, lang.live_reply_label()))
                    (share_buttons(lang))
                    (qr_figure(lang, qr))
                }
                @if self.watches_here() {
                    p id="live-watching-here" { (lang.live_watching_here()) }
                }
                @if self.through_relays() && !self.connected() && !self.lost() {
                    p class="muted" id="live-joining" { (lang.live_joining()) }
                }
                @if self.lost() && self.through_relays() {
                    p { (lang.live_host_coming_back()) }
                } @else if self.lost() {
                    p { (lang.live_host_lost()) }
                }
                (relay_count(lang, self.relays_open()))
            } @else {
                @if self.through_relays() {
                    p id="live-way" data-way="relays" { (lang.live_help_relays()) }
                } @else {
                    p { (lang.live_help()) }
                }
                @if address.is_none() && self.invitation_pending() {
                    p class="muted" { (lang.live_state_preparing()) }
                }
                @if let (Some(address), true) = (address, self.through_relays()) {
                    // One link: whoever opens it is connected, with nothing to send back.
                    p { (lang.live_offered(&seat_list(lang, rules, self.offered()))) }
                    (code_box("live-invite", address, lang.live_invite_label()))
                    (share_buttons(lang))
                    (qr_figure(lang, qr))
                    // The link to watch: the game live and read-only, for whoever opens it, as
                    // many at once as the host lets.
                    @let (cmd, _) = Command::Live(LiveCommand::Watchers(0)).attrs();
                    p class="row" {
                        label for="live-watchers" { (lang.live_watchers_allowed()) }
                        " "
                        select id="live-watchers" data-cmd=(cmd) {
                            @for n in super::room_state::WATCHERS_CHOICES {
                                option value=(n) selected[usize::from(n) == self.max_watchers()] { (n) }
                            }
                        }
                    }
                    @if let (Some(watch), true) = (watch, self.max_watchers() > 0) {
                        div {
                            label for="live-watch" class="block" { (lang.live_watch_label()) }
                            (code_box("live-watch", watch, lang.live_watch_label()))
                        }
                    }
                    (relay_count(lang, self.relays_open()))
                } @else if let Some(address) = address {
                    p { (lang.live_offered(&seat_list(lang, rules, self.offered()))) }
                    @if self.relays_unreached() {
                        p id="live-way" data-way="code" { (lang.live_way_code()) }
                    }
                    (code_box("live-invite", address, lang.live_invite_label()))
                    (share_buttons(lang))
                    (qr_figure(lang, qr))
                    label for="live-answer-text" { (lang.live_answer_label()) }
                    div class="row" {
                        input id="live-answer-text" type="text" autocomplete="off" spellcheck="false";
                        (button(Command::Live(LiveCommand::Accept(String::new())), lang.live_connect())
                            .id("live-accept")
                            .class("primary")
                            .value_from("live-answer-text"))
                    }
                }
                @let links = self.links();
                @if !links.is_empty() {
                    ul id="live-guests" {
                        @for (mask, link) in links {
                            li { (lang.live_seat_state(&seat_list(lang, rules, mask), link_text(lang, link))) }
                        }
                    }
                }
                @if address.is_none() && !self.invitation_pending() && !free.is_empty() {
                    (button(Command::Live(LiveCommand::Invite), lang.live_invite_another()).id("live-invite-new"))
                }
                // Across the internet the browsers ask a STUN server for their address: said,
                // with the server's name, before anything is sent.
                @match stun {
                    Some(server) => p class="muted small" id="live-network" { (lang.live_network_stun(server)) },
                    None => p class="muted small" id="live-network" { (lang.live_network()) },
                }
            }
            @if let Some(error) = self.error() {
                p class="error" role="alert" id="live-error" { (error.text(lang)) }
            }
            div class="buttons" {
                @if self.active() {
                    (button(Command::Live(LiveCommand::Stop), lang.live_stop()).id("live-stop"))
                }
                (button(Command::Close, lang.close()).id("live-close"))
            }
        }
        .into_string()
    }

    /// The question of an ask this device must answer (a take-back, a draw).
    pub fn render_ask(&self, lang: Lang, rules: &Ruleset) -> String {
        let Some(ask) = self.ask() else {
            return String::new();
        };
        let seat = Seat::ALL
            .into_iter()
            .find(|s| s.number() == ask.seat)
            .filter(|s| s.index() < rules.players());
        let who = seat.map_or("?", |s| names::seat(lang, rules, s));
        html! {
            h2 id="live-ask-title" { (lang.live_asks_title()) }
            // The message's arguments come in alphabetical order: what, then who.
            p { (lang.live_asks(ask_text(lang, ask.what), who)) }
            div class="buttons" {
                (button(Command::Live(LiveCommand::Answer(true)), lang.live_yes()).id("live-yes").class("primary"))
                (button(Command::Live(LiveCommand::Answer(false)), lang.live_no()).id("live-no").autofocus())
            }
        }
        .into_string()
    }
}

/// How many of the room's relays are connected, while the opening goes through them.
fn relay_count(lang: Lang, open: Option<(u32, u32)>) -> maud::Markup {
    html! {
        @if let Some((open, of)) = open {
            p class="muted small" id="live-relays" { (lang.live_relays_state(i64::from(of), i64::from(open))) }
        }
    }
}

fn code_box(id: &str, address: &str, label: &str) -> maud::Markup {
    html! {
        textarea id=(id) rows="3" readonly spellcheck="false" aria-label=(label) { (address) }
    }
}

fn share_buttons(lang: Lang) -> maud::Markup {
    html! {
        div class="buttons" {
            (button(Command::Live(LiveCommand::Copy), lang.share_copy())
                .id("live-copy")
                .class("primary")
                .autofocus())
            (button(Command::Live(LiveCommand::Share), lang.share_native()).id("live-share").class("web-share"))
        }
    }
}

fn qr_figure(lang: Lang, qr: Option<String>) -> maud::Markup {
    html! {
        @if let Some(svg) = qr {
            figure class="qr" {
                (PreEscaped(svg))
                figcaption class="muted small" { (lang.live_qr()) }
            }
        }
    }
}
