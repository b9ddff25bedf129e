//! The analysis board, as the router carries it: opened on the position on screen with the
//! game put aside, its commands, the actions played on it, the move list's keys and buttons
//! (which walk the tree), and the worker's lines.

use crate::analysis::{Answer, NodeId};
use crate::command::{AnalysisCommand, Nav};
use crate::interaction::Interaction;
use crate::words::Words;
use ashtapada_rules::Action;

use super::state::App;

impl App {
    /// Opens the analysis board at the position on screen (the move list's current point: a
    /// Review point too). Not during live play, whose moves would land on the analysis.
    pub(super) fn open_analysis(&mut self) {
        if self.analysis.active() {
            return;
        }
        if self.live.active() {
            return self.toast(Words::new(|l| l.analysis_live().into()));
        }
        let ply = self.shown_index();
        self.cancel_bot();
        // The worker answers one request at a time: a review under way gives way (one done
        // stays, and shows again when the board closes).
        if self.review.busy() {
            self.review.stop(&mut self.effects);
        }
        self.overlay.show_result(false);
        self.analysis
            .open(&mut self.session, ply, &mut self.effects);
        self.interaction = Interaction::default();
    }

    /// Closes the analysis board: the game put aside comes back, as it was.
    pub(super) fn leave_analysis(&mut self) {
        if self.analysis.close(&mut self.session, &mut self.effects) {
            self.interaction = Interaction::default();
            self.interaction.imported();
            self.overlay.show_result(self.session.is_over());
        }
    }

    /// A command of the analysis board's panel.
    pub(super) fn analysis_command(&mut self, command: AnalysisCommand) {
        use AnalysisCommand as A;
        match command {
            A::Open => self.open_analysis(),
            A::Close => self.leave_analysis(),
            A::Go(index) => self.analysis_go(NodeId::from_index(index)),
            A::Line(rank) => {
                let action = self
                    .analysis
                    .found()
                    .and_then(|f| f.lines.get(rank))
                    .and_then(|(a, _)| *a);
                if let Some(action) = action {
                    self.play(action);
                }
            }
            A::Face(face) => {
                if let Some(roll) = self.analysis.roll(face, &mut self.session) {
                    self.play(roll);
                }
            }
            A::Promote => self.analysis.promote(),
            A::Delete => {
                self.analysis.delete(&mut self.session, &mut self.effects);
                self.interaction.clear();
            }
            A::Toggle => self.analysis.toggle(&self.session, &mut self.effects),
        }
    }

    /// The die's button (or R, or a roll typed) on the analysis board: a face drawn at
    /// random, as a die would.
    pub(super) fn analysis_roll(&mut self) {
        let faces = self.session.rules().dice.map_or(0, |d| d.faces.len()) as u64;
        if faces == 0 {
            return;
        }
        let face = (crate::seed::mix(&mut self.entropy) % faces) as u8;
        if let Some(roll) = self.analysis.roll(face, &mut self.session) {
            self.play(roll);
        }
    }

    /// The move list's keys and buttons on the analysis board: they walk the line looked at
    /// (back to the start, forward along its main continuation).
    pub(super) fn analysis_nav(&mut self, nav: Nav) {
        let ply = self.analysis.ply();
        let node = match nav {
            Nav::View(n) => self.analysis.node_at(n),
            Nav::First => Some(NodeId::ROOT),
            Nav::Prev => ply.checked_sub(1).and_then(|p| self.analysis.node_at(p)),
            Nav::Next => self.analysis.node_at(ply + 1),
            Nav::Last => self.analysis.line_end(),
            Nav::Deselect => return self.interaction.navigate(nav, &self.session),
        };
        if let Some(node) = node {
            self.analysis_go(node);
        }
    }

    fn analysis_go(&mut self, node: NodeId) {
        self.analysis.go(node, &mut self.session, &mut self.effects);
        self.interaction.clear();
    }

    /// An action played on the analysis board: on the scratch game, and into the tree.
    pub(super) fn analysis_play(&mut self, action: Action) -> Option<crate::session::Refused> {
        match self.session.play(action) {
            Ok(played) => {
                self.effects
                    .extend(played.sound.map(crate::effect::Effect::Sound));
                self.interaction.played();
                self.analysis
                    .played(action, &self.session, &mut self.effects);
                None
            }
            Err(reason) => Some(reason),
        }
    }

    /// The worker's lines for request `id` ([`crate::analysis::Analyst`]'s request). Whether
    /// they were the analysis's.
    pub fn analysis_lines(&mut self, id: u32, answer: Answer) -> bool {
        self.analysis
            .answered(id, answer, &self.session, &mut self.effects)
    }
}
