//! The router's commands: the outer [`Command`] variant picks the part; the inner one is the
//! part's. What spans the parts (a new game, undo, a lesson entered or left) is done here.

use crate::command::Command;
use crate::command::{
    Decision, GamesCommand, LearnCommand, Nav, PrefCommand, ReviewCommand, SetupCommand,
};
use crate::effect::Effect;
use crate::interaction::Interaction;
use crate::live::message::AskWhat;
use crate::overlay::Dialog;
use crate::session::Session;
use crate::setup::{Prefs, Setup};
use crate::{seed, words};
use ashtapada_rules::Ruleset;

use super::state::App;

impl App {
    /// A command from the page's controls.
    pub fn command(&mut self, command: Command) {
        use Command as C;
        if self.learn.active() && !command.fits_lesson() {
            self.leave_learn();
        }
        if self.analysis.active() && !command.fits_analysis() {
            self.leave_analysis();
        }
        if !self.learn.active() && !command.keeps_welcome() {
            self.end_welcome();
        }
        match command {
            C::PlayBots | C::PlayFriend => {
                let form = Setup::welcome(command == C::PlayFriend);
                self.overlay.open(Dialog::Setup(form));
            }
            C::NewGame => {
                let s = &self.session;
                let form = Setup::from_game(s.rules(), s.seats(), s.tags());
                self.overlay.open(Dialog::Setup(form));
            }
            C::Setup(edit) => self.overlay.edit_setup(|form| form.edit(edit)),
            C::Start => self.start(),
            C::Rules(id) => self.overlay.show_rules(Ruleset::by_id(&id)),
            C::Close => self.close_top(),
            C::Decide(Decision::Promote(letter)) => {
                let ask = self.interaction.promote(letter);
                self.answer(ask);
            }
            C::Decide(Decision::Roll) if self.analysis.active() => self.analysis_roll(),
            // A roll the devices draw: this device's part goes when every other is in.
            C::Decide(Decision::Roll)
                if self.session.human_to_act() && self.live.want_roll(&self.session) =>
            {
                self.settle()
            }
            C::Decide(decision) => {
                let ask = self.interaction.decision(decision, &self.session);
                self.answer(ask);
            }
            C::Undo if self.analysis.active() => self.analysis_nav(Nav::Prev),
            C::Redo if self.analysis.active() => self.analysis_nav(Nav::Next),
            C::Undo if self.live.connected() => {
                // Any of one's own moves can be asked back, as on lichess (the others must
                // agree).
                if !self.session.game().actions().is_empty() && !self.session.is_over() {
                    let plan = self.live.ask_others(
                        AskWhat::Undo,
                        (&self.session, self.shown_index()),
                        &mut self.effects,
                    );
                    self.carry_out(plan);
                }
            }
            C::Undo => self.undo(),
            C::Hint | C::Learn(LearnCommand::Hint) if self.learn.active() => {
                self.learn.hint(self.session.game(), &mut self.effects)
            }
            C::Hint | C::Learn(LearnCommand::Hint) => {
                if self.can_hint() {
                    let effect = self.bots.ask_hint(&self.session);
                    self.effects.push(effect);
                }
            }
            C::Redo if !self.live.active() => self.redo(),
            C::Redo => {}
            C::Live(live) => self.live_command(live),
            C::Pref(PrefCommand::Language(Some(lang))) => {
                if lang != self.lang() {
                    // A move box's refusal was written in the other language: it goes.
                    self.overlay.hide_toast();
                }
                self.session.set_prefs(|p| p.lang = Some(lang));
            }
            C::Pref(PrefCommand::Language(None)) => {}
            C::Pref(pref) => self.session.set_pref(&pref),
            C::Nav(nav) if self.analysis.active() => self.analysis_nav(nav),
            C::Nav(nav) => self.interaction.navigate(nav, &self.session),
            C::Analysis(command) => self.analysis_command(command),
            C::Resign => {
                if !self.session.is_over() {
                    let seat = self.session.resigning_seat();
                    self.overlay.open(Dialog::ConfirmResign(seat));
                }
            }
            C::ResignConfirmed => {
                if let Some(Dialog::ConfirmResign(seat)) = self.overlay.take_dialog() {
                    // A guest's resignation goes to the host, whose game comes back.
                    if !self.session.is_over() && !self.live.resign(seat, &mut self.effects) {
                        self.resign(seat);
                    }
                }
            }
            C::BatonAlone => {
                if self.session.baton_can_go_alone() && !self.live.active() {
                    self.overlay.open(Dialog::ConfirmAlone);
                }
            }
            C::BatonAloneConfirmed if self.overlay.dialog() == Some(&Dialog::ConfirmAlone) => {
                self.overlay.take_dialog();
                if self.session.baton_go_alone(&mut self.entropy) {
                    self.cancel_bot();
                    self.interaction.clear();
                }
            }
            C::BatonAloneConfirmed => {}
            C::Draw => {
                if self.session.is_over() {
                } else if self.session.has_bots() {
                    self.toast(words::Words::new(|l| l.bots_decline_draw().into()));
                } else {
                    self.overlay.open(Dialog::ConfirmDraw);
                }
            }
            C::DrawConfirmed if self.overlay.dialog() == Some(&Dialog::ConfirmDraw) => {
                self.overlay.take_dialog();
                if self.live.connected() {
                    let plan = self.live.ask_others(
                        AskWhat::Draw,
                        (&self.session, self.session.ply()),
                        &mut self.effects,
                    );
                    self.carry_out(plan);
                } else {
                    self.agree_draw();
                }
            }
            C::DrawConfirmed => {}
            C::ShowResult => self.overlay.show_result(self.session.is_over()),
            C::ExportFile => self.effects.push(Effect::Download {
                file_name: self.session.export_name(),
                text: self.session.record(),
            }),
            C::RecordText => self.overlay.open(Dialog::Record {
                text: self.session.record(),
                error: None,
            }),
            C::ImportFile => self.effects.push(Effect::PickFile),
            C::Share => {
                let first = !self.session.by_link() && self.session.link().is_some();
                if first {
                    self.session.share_default();
                    self.session.mark_linked();
                    // A dice game shared before its first action: its devices draw the dice
                    // one at a time from now on.
                    if !self.live.active() && self.session.start_baton() {
                        self.cancel_bot();
                        self.interaction.clear();
                        self.session.baton_step();
                    }
                    self.share.handed(&self.session);
                }
                match self.share_link() {
                    Some(link) => self.open_share(&link),
                    None => self.toast(words::Words::new(|l| l.share_cannot().into())),
                }
            }
            C::WebShare | C::CopyLink => {
                if let Some(Dialog::Share(link)) = self.overlay.dialog() {
                    let link = link.clone();
                    if command == C::WebShare {
                        self.effects.push(Effect::WebShare(link));
                    } else {
                        self.effects.push(Effect::Copy(link));
                        self.toast(words::Words::new(|l| l.share_copied().into()));
                    }
                }
            }
            C::Here(seat, here) => {
                if let Some(seat) = self.session.rules().seat_at(seat) {
                    self.session.set_here(seat, here);
                    self.interaction.clear();
                    // In a game by links still joining, the seats are in the link: the one
                    // on offer is written again.
                    if self.session.baton_waits() && !self.live.active() {
                        self.session.baton_step();
                        if matches!(self.overlay.dialog(), Some(Dialog::Share(_))) {
                            if let Some(link) = self.share_link() {
                                self.open_share(&link);
                            }
                        }
                    }
                }
            }
            C::Import(text) => self.import(&text),
            C::Games(GamesCommand::List) => self.overlay.open(Dialog::Games),
            C::Review(ReviewCommand::Start) => {
                if self.review().is_none() && self.can_review() {
                    self.review.start(self.session.game(), &mut self.effects);
                    self.overlay.show_result(false);
                }
            }
            C::Review(ReviewCommand::Stop) => self.review.stop(&mut self.effects),
            // Learn from your mistakes: the board shows the position before the one under way.
            C::Review(command) => {
                let session = &self.session;
                let here = |s| session.is_human(s);
                let game = session.game();
                if let Some(ply) = self.review.command(command, game, &here, &mut self.effects) {
                    self.interaction.set_view(ply, &self.session);
                }
            }
            C::Games(GamesCommand::Open(id)) => {
                if matches!(
                    self.overlay.dialog(),
                    Some(Dialog::Games | Dialog::Fork { .. })
                ) {
                    self.overlay.take_dialog();
                }
                self.open_kept(id);
            }
            C::Games(GamesCommand::Delete(id)) => {
                self.library.take(id, &mut self.effects);
            }
            C::Games(GamesCommand::Export(id)) => {
                self.effects.extend(self.library.export(id, &self.session))
            }
            // An answer to a mistake gone through: weighed, never played.
            C::TypedMove(text) if self.review.practising(self.session.game()) => {
                let lang = self.lang();
                if self
                    .review
                    .typed(&text, lang, self.session.game(), &mut self.effects)
                {
                    self.effects.push(Effect::ClearMoveBox);
                }
            }
            C::TypedMove(text) => self.typed(&text),
            C::Learn(LearnCommand::List) => {
                self.overlay.open(Dialog::Learn);
                // Written by the extras worker with the progress as it is now (it does not
                // change while the list is open).
                let progress = self.learn.progress().write();
                self.extras
                    .want_learn_list(self.lang(), progress, &mut self.effects);
            }
            C::Read(what) => self.interaction.read(what, &self.session),
            C::Keys => self.overlay.open(Dialog::Keys),
            C::Settings => self.effects.push(Effect::Reveal("prefs-heading")),
            C::Learn(LearnCommand::Course(id)) => self.start_course(&id),
            C::Learn(LearnCommand::Step(step)) => self.enter_step(self.learn.step(step)),
            C::Learn(LearnCommand::Retry) => {
                self.enter_step(self.learn.at().and_then(|at| self.learn.step(at)))
            }
            C::Learn(LearnCommand::Next) => self.enter_step(self.learn.next()),
            C::Learn(LearnCommand::Leave) => self.leave_learn(),
            C::Learn(LearnCommand::Play) => {
                let rules = self.learn.rules();
                self.leave_learn();
                self.command(Command::NewGame);
                if let Some(rules) = rules {
                    self.command(Command::Setup(SetupCommand::Ruleset(
                        rules.base().id.to_string(),
                    )));
                }
            }
        }
        self.settle();
    }

    /// Opens the Share dialog on the page's address with this link's fragment, and asks for its
    /// QR code (unless it is drawn already).
    pub(super) fn open_share(&mut self, fragment: &str) {
        let address = self.share.address(fragment);
        self.extras.want_qr(&address, &mut self.effects);
        self.overlay.open(Dialog::Share(address));
    }

    /// Opens a course where the learner left it (once the extras worker sent it).
    pub(super) fn start_course(&mut self, id: &str) {
        if let Some(at) = self.learn.course(id) {
            let (course, step) = (at.0.id, at.1);
            let moves = self.learn.progress().played_at(course, step).to_vec();
            self.overlay.take_dialog();
            self.enter_step(Some(at));
            // The moves made in the step before a reload, played again (the die rolls as
            // before: the step's seed); the first that no longer reads ends it.
            for text in moves {
                while self.session.human_to_act() && self.session.position().needs_roll() {
                    let roll = self.session.game().legal_actions().first().copied();
                    if roll.is_none_or(|r| self.play(r).is_some()) {
                        break;
                    }
                }
                let action = ashtapada_learn::action_named(self.session.game(), &text);
                if action.is_none_or(|a| self.play(a).is_some()) {
                    break;
                }
            }
        }
    }

    /// Shows a step of a course, the game put aside if a lesson was not already running.
    pub(super) fn enter_step(&mut self, at: Option<(ashtapada_learn::Course, usize)>) {
        let Some((course, step)) = at else {
            return;
        };
        if course.steps.get(step).is_none() {
            return;
        }
        self.cancel_bot();
        self.review.stop(&mut self.effects);
        if !self.learn.active() {
            // The game's news (a bot's pass) is not the lesson's.
            self.overlay.hide_toast();
        }
        if self
            .learn
            .enter(course, step, &mut self.session, &mut self.effects)
        {
            self.interaction = Interaction::default();
            self.overlay.show_result(false);
        }
    }

    /// Ends the lesson: the game put aside comes back.
    pub(super) fn leave_learn(&mut self) {
        if self.learn.leave(&mut self.session) {
            self.interaction = Interaction::default();
            self.interaction.imported();
            self.overlay.show_result(self.session.is_over());
        }
    }

    /// Closes what is on top: the rules page, else the promotion chooser, else a dialog, else
    /// the result.
    pub(super) fn close_top(&mut self) {
        if self.overlay.close_rules() || self.interaction.cancel_promotion() {
            return;
        }
        if self.overlay.take_dialog().is_none() {
            self.overlay.show_result(false);
        }
    }

    /// Starts the game of the new-game form (if its seed reads), keeping the preferences but
    /// the board's orientation.
    pub(super) fn start(&mut self) {
        let Some(form) = self.overlay.setup_form().cloned() else {
            return;
        };
        if let Err(error) = form.parsed_seed() {
            self.overlay.edit_setup(|f| f.error = Some(error));
            return;
        }
        self.cancel_bot();
        self.library.keep(&self.session, &mut self.effects);
        let mut entropy = seed::mix(&mut self.entropy);
        let prefs = Prefs {
            orientation: None,
            ..self.session.prefs().clone()
        };
        self.session = Session::new(&form, &mut entropy, prefs);
        self.entropy = entropy;
        self.interaction = Interaction::default();
        self.overlay = self.overlay.fresh();
        self.bots.new_game();
        let rules = self.session.rules();
        let seed = self.session.game().seed().to_string();
        self.note(words::Words::new(|l| {
            let name = ashtapada_i18n::names::ruleset_name(l, rules);
            match rules.dice {
                // The seed as it is typed in the form: digits only, not a formatted number.
                Some(_) => l.note_new_game_seed(name, &seed),
                None => l.note_new_game(name),
            }
        }));
    }

    pub(super) fn undo(&mut self) {
        if !self.session.undo() {
            return;
        }
        self.overlay.end_moment();
        self.cancel_bot();
        self.interaction.rewound();
        self.overlay.show_result(false);
    }

    pub(super) fn redo(&mut self) {
        if !self.session.redo() {
            return;
        }
        self.overlay.end_moment();
        self.cancel_bot();
        self.interaction.replayed();
        if self.session.is_over() {
            self.overlay.show_result(true);
        }
    }

    /// The move box's text, played if it reads and is legal.
    pub(super) fn typed(&mut self, text: &str) {
        // A roll typed while the devices draw it, or on the analysis board: as the Roll
        // button.
        let word = text.trim().to_ascii_lowercase();
        let roll = matches!(word.as_str(), "roll" | "r" | "lancer") || word.starts_with('(');
        if roll && self.analysis.active() && self.session.position().needs_roll() {
            self.effects.push(Effect::ClearMoveBox);
            self.analysis_roll();
            return;
        }
        if roll && self.session.human_to_act() && self.live.want_roll(&self.session) {
            self.effects.push(Effect::ClearMoveBox);
            self.settle();
            return;
        }
        let Some((action, text)) = self.interaction.typed(text, &self.session) else {
            return;
        };
        match self.play(action) {
            None => self.effects.push(Effect::ClearMoveBox),
            Some(refused) => {
                let reason = refused.text(self.lang(), self.session.rules());
                self.interaction.refused(self.lang(), &text, &reason);
            }
        }
    }
}
