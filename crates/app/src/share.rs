//! The hand-off of a game by link: the page's address that a game's link follows, and when the
//! Share dialog opens by itself (lichess's "send this link to your friend", at each turn).

use super::link;
use super::session::Session;

/// Where links point, and the stage of the game at which the Share dialog was last offered.
#[derive(Debug, Clone, Default)]
pub struct Share {
    /// The page's address without its fragment.
    address: String,
    /// In a game by link, the stage ([`Session::stage`]: the ply, and whether the game is over)
    /// at which the Share dialog was last offered by itself (or the link opened): it is offered
    /// once each time the turn passes to another device, and when the game ends.
    handoff: Option<(usize, bool)>,
    /// The link must go on although no turn passed (a game by links whose devices join, or
    /// whose roll-off was drawn): offered once no dialog is up.
    offer: bool,
}

impl Share {
    /// Tells the part the page's address without its fragment.
    pub fn set_address(&mut self, address: &str) {
        self.address = address.to_string();
    }

    /// The address of a link: the page's, `#` and the fragment.
    pub fn address(&self, fragment: &str) -> String {
        format!("{}#{fragment}", self.address)
    }

    /// The game on screen was handed over as it is now (a link came or was offered).
    pub fn handed(&mut self, session: &Session) {
        self.handoff = Some(session.stage());
    }

    /// The link to offer now, if the turn has passed to a person on another device (or the
    /// game ended) since the link came or was last offered; `dialog_open`: a dialog is up,
    /// and the offer waits.
    pub fn due(&mut self, session: &Session, dialog_open: bool) -> Option<String> {
        let stage = session.stage();
        let passed = (session.remote_to_act().is_some() || session.is_over())
            && self.handoff.is_some_and(|at| at != stage);
        let due = session.by_link() && (passed || self.offer) && !dialog_open;
        let link = session.link().filter(|_| due)?;
        self.handoff = Some(stage);
        self.offer = false;
        Some(link::write(&link))
    }

    /// The link is to be offered although no turn passed ([`Share::due`]).
    pub fn offer(&mut self) {
        self.offer = true;
    }
}
