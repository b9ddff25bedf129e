//! The interaction part's state and its updates (its render is `render`, beside it).

use crate::command::{Decision, Nav, ReadAloud};
use ashtapada_i18n::{names, text, Lang};
use ashtapada_rules::explain::Refusal;
use ashtapada_rules::notation::{Illegality, MoveTextError};
use ashtapada_rules::{Action, Bitboard, Game, Move, Position, Role, Seat, Square};

use crate::bots::Hint;
use crate::notation;
use crate::session::Session;
use crate::text::sentence;
use ashtapada_board::{army_colours, BoardView, Intent};

/// A promotion waiting for the player's choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The pawn's cell.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// The roles it may become.
    pub roles: Vec<Role>,
}

/// What the player's input asks of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ask {
    /// Nothing more (the interaction changed by itself, or not at all).
    Nothing,
    /// Play this action for the person to act.
    Play(Action),
    /// Tell the player this (why the input does nothing).
    Toast(String),
}

/// The player's interaction with the board (see the module's documentation).
#[derive(Debug, Clone, Default)]
pub(crate) struct Interaction {
    /// The position looked at, if not the current one.
    pub(super) view: Option<usize>,
    pub(super) selected: Option<Square>,
    pub(super) promotion: Option<PromotionChoice>,
    /// The move box's error, or why the board's last input did nothing (a sentence).
    pub(super) move_error: Option<String>,
    pub(super) animate: bool,
    /// The keyboard's cursor on the board ([`cursor`]), once an arrow key moved it.
    pub(super) cursor: Option<Square>,
    /// What was last read aloud on request: a cell under the cursor, the pieces, the last
    /// actions (`#board-say`, an assertive live region).
    pub(super) said: String,
    /// The piece picked for a premove ([`premove`]), and the premove set: from, to.
    pub(super) premove_from: Option<Square>,
    pub(super) premove: Option<(Square, Square)>,
    /// Whether the other devices are connected live (their moves come by themselves, no link
    /// to send): the app says so after every change.
    pub(super) live: bool,
}

/// A move text's error in words: the text as typed (`typed`, not the record reading the
/// engine saw), then what is wrong, with moves and letters in the page's language.
fn move_text_error(lang: Lang, pos: &Position, e: &MoveTextError, typed: &str) -> String {
    let rules = pos.rules();
    match e {
        MoveTextError::Syntax { .. } | MoveTextError::TypedSyntax { .. } => {
            lang.move_not_a_move(typed)
        }
        MoveTextError::Ambiguous { candidates, .. } => {
            lang.move_ambiguous(&notation::or_list(lang, rules, candidates), typed)
        }
        MoveTextError::NeedsPromotion { choices, .. } => {
            lang.move_needs_promotion(&notation::promotions(lang, rules, choices), typed)
        }
        MoveTextError::Illegal { reason, .. } => {
            let why = match *reason {
                Illegality::Refused(r) => text::refusal(lang, rules, r),
                Illegality::WrongPiece { at, is } => {
                    lang.move_wrong_piece(&rules.geometry.name(at), names::piece(lang, rules, is))
                }
                Illegality::NoSuchMove => lang.move_not_possible().into(),
                Illegality::CannotPromoteTo(r) => {
                    lang.move_cannot_promote_to(names::piece(lang, rules, r))
                }
                Illegality::NoneCanGo { role, to } => {
                    lang.move_none_can_go(&rules.geometry.name(to), names::piece(lang, rules, role))
                }
            };
            lang.move_illegal(typed, &why)
        }
    }
}

/// Reads a typed move: each reading of its letters in the page's language in turn
/// ([`notation::readings`]); the first reading's error if none is a move.
fn typed_move(lang: Lang, pos: &Position, text: &str) -> Result<Move, String> {
    let mut first_error = None;
    for reading in notation::readings(lang, pos.rules(), text) {
        match ashtapada_rules::notation::parse_typed(pos, &reading) {
            Ok(mv) => return Ok(mv),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    Err(first_error.map_or_else(
        || lang.move_not_a_move(text),
        |e| move_text_error(lang, pos, &e, text),
    ))
}

fn not_your_turn(s: &Session, live: bool) -> Ask {
    Ask::Toast(not_your_turn_text(s, live))
}

/// Why nobody here may act now: the game is over, another device's person is to act (live,
/// or by links), or another seat (a bot's).
fn not_your_turn_text(s: &Session, live: bool) -> String {
    let pos = s.position();
    let lang = s.lang();
    if pos.outcome().is_some() {
        lang.game_is_over().into()
    } else if let Some(seat) = s.remote_to_act() {
        let (name, form) = (s.seat_name(seat), s.seat_form(seat));
        if live {
            lang.turn_of_remote_live(name, form)
        } else {
            lang.turn_of_remote(name, form)
        }
    } else {
        lang.turn_of(&names::seat_of(lang, s.rules(), pos.actor()))
    }
}

impl Interaction {
    /// Whether the other devices are connected live (see the field).
    pub(crate) fn set_live(&mut self, live: bool) {
        self.live = live;
    }

    // ----- Reading ---------------------------------------------------------------------------

    /// The index of the position shown (0 = start; the last = live).
    pub(crate) fn shown_index(&self, s: &Session) -> usize {
        let last = s.game().positions().len() - 1;
        self.view.map_or(last, |v| v.min(last))
    }

    /// The position shown.
    pub(crate) fn shown<'s>(&self, s: &'s Session) -> &'s Position {
        &s.game().positions()[self.shown_index(s)]
    }

    /// Whether the current position is shown.
    pub(crate) fn is_live(&self) -> bool {
        self.view.is_none()
    }

    pub(crate) fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub(crate) fn promotion(&self) -> Option<&PromotionChoice> {
        self.promotion.as_ref()
    }

    pub(crate) fn move_error(&self) -> Option<&str> {
        self.move_error.as_deref()
    }

    /// What was last read aloud on request.
    pub(crate) fn said(&self) -> &str {
        &self.said
    }

    /// A key on the board (it has the focus): an arrow moves the cursor and reads its cell;
    /// Enter or Space there is a press on its cell, for the app to carry out. `None`: not the
    /// board's key.
    pub(crate) fn board_key(
        &mut self,
        key: &str,
        s: &Session,
        view: &BoardView,
    ) -> Option<Option<Intent>> {
        match key {
            "Enter" | " " => {
                let at = self.cursor.unwrap_or_else(|| super::cursor::start(view));
                self.cursor = Some(at);
                Some(Some(super::cursor::press(view, at)))
            }
            _ if key.starts_with("Arrow") => {
                let to = match self.cursor {
                    // At an edge the cursor stays, and its cell is read again.
                    Some(at) => super::cursor::step(view, at, key).unwrap_or(at),
                    // The first arrow shows where the cursor starts.
                    None => super::cursor::start(view),
                };
                self.cursor = Some(to);
                self.said = super::cursor::cell_words(s.lang(), view, self.shown(s), to);
                Some(None)
            }
            _ => None,
        }
    }

    /// After Enter or Space on the board, pressed with `before` selected and the game at
    /// `ply`: a piece picked up is said, with how to put it back, and one put back without a
    /// move is said too (a move made is announced with the game's news).
    pub(crate) fn pressed(&mut self, before: Option<Square>, ply: usize, s: &Session) {
        let (lang, pos) = (s.lang(), self.shown(s));
        let words = match (before, self.selected) {
            (_, Some(now)) if before != Some(now) => {
                super::cursor::lift_words(lang, pos, now, true)
            }
            (Some(was), None) if s.ply() == ply => super::cursor::lift_words(lang, pos, was, false),
            _ => None,
        };
        if let Some(words) = words {
            self.said = words;
        }
    }

    /// Reads aloud what is asked for.
    pub(crate) fn read(&mut self, what: ReadAloud, s: &Session) {
        let (lang, pos) = (s.lang(), self.shown(s));
        self.said = match what {
            ReadAloud::Pieces => super::cursor::position_words(lang, pos),
            // The live position: what the live region said, again; the past: its last actions.
            ReadAloud::Last if self.is_live() => crate::announce::recent(s)
                .unwrap_or_else(|| super::cursor::last_words(lang, s.game(), s.ply())),
            ReadAloud::Last => super::cursor::last_words(lang, s.game(), self.shown_index(s)),
            ReadAloud::Dice if pos.rules().dice.is_none() => lang.read_no_dice().into(),
            ReadAloud::Dice => {
                lang.announce_prompt(&s.prompt(pos, false), s.seat_name(pos.actor()))
            }
            ReadAloud::Material => super::cursor::material_words(lang, pos, i64::from(s.stake())),
        };
    }

    /// The board's accessible name (`turn`: whose turn, a sentence) and its description:
    /// every piece, army by army.
    pub(crate) fn board_words(&self, s: &Session, turn: &str) -> (String, String) {
        let pos = self.shown(s);
        let lang = s.lang();
        // The description stays the same from move to move: a reader speaks a focused
        // element's new description in full, and the piece list was 30 s of speech after every
        // move. The pieces come on demand (P).
        (
            super::cursor::label(lang, pos.rules(), turn),
            lang.keys_pieces().to_string(),
        )
    }

    /// Whether the next board view should be animated, once.
    pub(crate) fn take_animate(&mut self) -> bool {
        std::mem::take(&mut self.animate)
    }

    /// What the board shows: the position looked at and, when a person is to act in the live
    /// position, the selection, the pieces the die lets move and the cells to place a king on.
    pub(crate) fn board_view(&self, s: &Session, hint: Option<Hint>) -> BoardView {
        let index = self.shown_index(s);
        let pos = self.shown(s);
        let rules = pos.rules();
        let mut view = BoardView::of_position(pos);
        view.army_colours = army_colours(rules);
        view.orientation = s.orientation();
        view.show_coords = s.prefs().show_coords;
        view.cursor = self.cursor;
        if self.is_live() {
            view.premove = self.premove;
            view.selected = self.premove_from;
        }
        view.board_theme = s.prefs().board_theme;
        view.piece_style = s.prefs().piece_style;
        view.last_move = s.game().actions()[..index]
            .iter()
            .rev()
            .find_map(|a| match a {
                Action::Move(m) => Some((m.from, m.to)),
                _ => None,
            });
        if rules.is_four_handed() {
            view.army_moves = army_moves(s.game(), index);
        }
        view.dimmed = rules
            .seats()
            .filter(|&a| pos.frozen(a))
            .fold(Bitboard::EMPTY, |b, a| b | pos.army_cells(a));
        view.hint = hint.and_then(|h| match h.action {
            Action::Move(m) => Some((m.from, m.to)),
            Action::Place(sq) => Some((sq, sq)),
            _ => None,
        });
        if self.is_live() && s.human_to_act() && self.promotion.is_none() {
            if let Some(sel) = self.selected {
                view.selected = Some(sel);
                view.dests = pos.destinations(sel);
            }
            if rules.dice.is_some() && pos.roll().is_some() {
                let mut list = ashtapada_rules::MoveList::new();
                pos.gen_moves(&mut list);
                view.movable = list.iter().fold(Bitboard::EMPTY, |b, m| b | m.from.bb());
            }
            if s.placing() {
                view.marked =
                    s.game()
                        .legal_actions()
                        .iter()
                        .fold(Bitboard::EMPTY, |b, a| match a {
                            Action::Place(sq) => b | sq.bb(),
                            _ => b,
                        });
            }
        }
        view
    }

    // ----- The board's input -----------------------------------------------------------------

    /// Back to the current position (a move made while looking at the past applies to the
    /// present).
    fn go_live(&mut self) {
        if self.view.take().is_some() {
            self.animate = true;
        }
    }

    /// Why the board's input does nothing (or what it waits for): said in the news line under
    /// the board, and kept under the move box until the next input.
    fn refuse(&mut self, reason: String) -> Ask {
        self.move_error = Some(format!("{}.", sentence(&reason)));
        Ask::Toast(reason)
    }

    /// The board lost its selection.
    pub(crate) fn deselect(&mut self) {
        self.selected = None;
        self.move_error = None;
    }

    /// A piece pressed: selected if it may move, else a word on why not. When a king is to be
    /// placed, the press places it.
    pub(crate) fn select(&mut self, sq: Square, s: &Session) -> Ask {
        self.go_live();
        self.move_error = None;
        if s.placing() {
            return self.place(sq, s);
        }
        self.selected = None;
        if !s.human_to_act() {
            return not_your_turn(s, self.live);
        }
        let pos = s.position();
        if pos.pending().is_some() {
            return self.refuse(s.lang().answer_first().into());
        }
        if !pos.destinations(sq).is_empty() {
            self.selected = Some(sq);
            return Ask::Nothing;
        }
        let Some(piece) = pos.piece_at(sq) else {
            return Ask::Nothing;
        };
        let lang = s.lang();
        let reason = match pos.explain(sq, sq) {
            // Another player's piece: whose it is, and whose turn it is.
            Err(Refusal::NotYourArmy(owner)) => {
                let rules = s.rules();
                lang.piece_of_other(
                    &names::seat_of(lang, rules, pos.actor()),
                    &names::seat_of(lang, rules, owner),
                )
            }
            Err(
                r @ (Refusal::MustRoll
                | Refusal::DieForbids(_)
                | Refusal::ArmyFrozen(_)
                | Refusal::GameOver),
            ) => text::refusal(lang, pos.rules(), r),
            _ => lang.no_legal_move(&names::piece_lower(lang, pos.rules(), piece.role())),
        };
        self.refuse(reason)
    }

    /// A press on a cell that is not a target of the selected piece: the player's own piece
    /// there is selected instead (silently, if it may move), anything else gets the engine's
    /// reason why the selected piece cannot go there, as a drop there would, and the selection
    /// goes.
    pub(crate) fn miss(&mut self, from: Square, to: Square, s: &Session) -> Ask {
        let pos = s.position();
        let own = pos
            .piece_at(to)
            .is_some_and(|p| pos.movable_armies().contains(p.army()) || p.army() == pos.actor());
        if own || s.placing() || !s.human_to_act() || pos.pending().is_some() {
            return self.select(to, s);
        }
        self.go_live();
        self.selected = None;
        let reason = match pos.explain(from, to) {
            Err(r) => text::refusal(s.lang(), pos.rules(), r),
            Ok(()) => s.lang().move_not_possible().into(),
        };
        self.refuse(reason)
    }

    /// A first press on a small target (the board marks it; a second press plays the move):
    /// what the second press will do, in the news line and under the move box.
    pub(crate) fn aim(&mut self, from: Square, to: Square, s: &Session) -> Ask {
        let pos = s.position();
        let name = pos.rules().geometry.name(to);
        let text = ashtapada_rules::notation::write_move(
            pos,
            Move {
                from,
                to,
                promotion: None,
            },
        );
        let text = notation::shown(s.lang(), pos.rules(), &text);
        self.refuse(s.lang().tap_again(&name, &text))
    }

    /// A press on an empty cell with nothing selected: where a king is placed, when one is;
    /// else a quiet word (under the move box only) on what to do.
    pub(crate) fn press_empty(&mut self, sq: Square, s: &Session) -> Ask {
        self.move_error = None;
        let pos = s.position();
        if s.placing() && pos.piece_at(sq).is_none() {
            self.go_live();
            return self.place(sq, s);
        }
        if self.is_live() && s.human_to_act() && pos.pending().is_none() {
            let lang = s.lang();
            let hint = if pos.needs_roll() {
                text::refusal(lang, pos.rules(), Refusal::MustRoll)
            } else {
                lang.no_piece_there(&names::seat_of(lang, s.rules(), pos.actor()))
            };
            self.move_error = Some(format!("{}.", sentence(&hint)));
        }
        Ask::Nothing
    }

    fn place(&mut self, sq: Square, s: &Session) -> Ask {
        let action = Action::Place(sq);
        if s.game().legal_actions().contains(&action) {
            Ask::Play(action)
        } else {
            self.refuse(s.lang().choose_outlined_cell().into())
        }
    }

    /// A move dropped or clicked: played if legal, the promotion chooser if it has several
    /// forms, else the engine's reason.
    pub(crate) fn try_move(&mut self, from: Square, to: Square, s: &Session) -> Ask {
        self.go_live();
        self.move_error = None;
        if !s.human_to_act() {
            self.selected = None;
            return not_your_turn(s, self.live);
        }
        let pos = s.position();
        let candidates: Vec<Move> = s
            .game()
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m) if m.from == from && m.to == to => Some(m),
                _ => None,
            })
            .collect();
        match candidates.as_slice() {
            [] => {
                let reason = match pos.explain(from, to) {
                    Err(r) => text::refusal(s.lang(), pos.rules(), r),
                    Ok(()) => s.lang().move_not_possible().into(),
                };
                self.selected = if pos.destinations(from).is_empty() {
                    None
                } else {
                    Some(from)
                };
                self.refuse(reason)
            }
            [only] => Ask::Play(Action::Move(*only)),
            many => {
                self.promotion = Some(PromotionChoice {
                    from,
                    to,
                    roles: many.iter().filter_map(|m| m.promotion).collect(),
                });
                Ask::Nothing
            }
        }
    }

    // ----- The controls ----------------------------------------------------------------------

    /// A decision button (roll, pass, offer…): the legal action `which` picks, for the person
    /// to act, or `refusal`.
    fn decide(&mut self, s: &Session, which: impl Fn(&Action) -> bool, refusal: &str) -> Ask {
        self.go_live();
        if !s.human_to_act() {
            return not_your_turn(s, self.live);
        }
        match s.game().legal_actions().into_iter().find(|a| which(a)) {
            Some(action) => Ask::Play(action),
            None => Ask::Toast(refusal.to_string()),
        }
    }

    /// What the board reports the user wants, and what it asks of the app.
    pub(crate) fn intent(&mut self, intent: Intent, s: &Session) -> Ask {
        if let Some(ask) = self.premove_intent(intent, s) {
            return ask;
        }
        match intent {
            Intent::Deselect => {
                self.deselect();
                Ask::Nothing
            }
            Intent::Select(sq) => self.select(sq, s),
            Intent::Move { from, to } => self.try_move(from, to, s),
            Intent::Press(sq) => self.press_empty(sq, s),
            Intent::Miss { from, to } => self.miss(from, to, s),
            Intent::Aim { from, to } => self.aim(from, to, s),
        }
    }

    /// A decision button: the legal action it names, else why not. A promotion is chosen
    /// apart ([`Interaction::promote`]) and asks nothing here.
    pub(crate) fn decision(&mut self, decision: Decision, s: &Session) -> Ask {
        let lang = s.lang();
        match decision {
            Decision::Roll => self.decide(s, |a| matches!(a, Action::Roll(_)), lang.die_not_now()),
            Decision::Pass => self.decide(s, |a| *a == Action::Pass, lang.cannot_pass()),
            Decision::Offer => self.decide(s, |a| *a == Action::Offer, lang.no_offer_now()),
            Decision::Demand => self.decide(s, |a| *a == Action::Demand, lang.no_demand_now()),
            Decision::Answer(yes) => self.decide(
                s,
                move |a| *a == Action::Answer(yes),
                lang.no_answer_waiting(),
            ),
            Decision::Keep => self.decide(s, |a| *a == Action::Keep, lang.no_keep_now()),
            Decision::Promote(_) => Ask::Nothing,
        }
    }

    /// Another position looked at, or the selection cleared.
    pub(crate) fn navigate(&mut self, nav: Nav, s: &Session) {
        match nav {
            Nav::View(ply) => self.set_view(ply, s),
            Nav::First => self.set_view(0, s),
            Nav::Prev => self.step(false, s),
            Nav::Next => self.step(true, s),
            Nav::Last => self.set_view(usize::MAX, s),
            Nav::Deselect => {
                if let Some(sq) = self.selected {
                    let words = super::cursor::lift_words(s.lang(), self.shown(s), sq, false);
                    self.said = words.unwrap_or_default();
                }
                self.clear();
            }
        }
    }

    /// The promotion chosen by its record letter; a role not offered changes nothing.
    pub(crate) fn promote(&mut self, letter: char) -> Ask {
        let Some(choice) = self.promotion.take() else {
            return Ask::Nothing;
        };
        match Role::from_letter(letter).filter(|r| choice.roles.contains(r)) {
            Some(role) => Ask::Play(Action::Move(Move {
                from: choice.from,
                to: choice.to,
                promotion: Some(role),
            })),
            None => {
                self.promotion = Some(choice);
                Ask::Nothing
            }
        }
    }

    /// Closes the promotion chooser, if open (the pawn stays). Returns whether it was.
    pub(crate) fn cancel_promotion(&mut self) -> bool {
        if self.promotion.take().is_some() {
            self.selected = None;
            return true;
        }
        false
    }

    /// Drops the selection and the promotion chooser (Escape).
    pub(crate) fn clear(&mut self) {
        self.selected = None;
        self.promotion = None;
    }

    /// The move box's text: the action to play and the text as typed (trimmed), or `None` with
    /// the box's error set (or for an empty box).
    pub(crate) fn typed(&mut self, text: &str, s: &Session) -> Option<(Action, String)> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        self.go_live();
        let lang = s.lang();
        if !s.human_to_act() {
            self.move_error = Some(sentence(&not_your_turn_text(s, self.live)));
            return None;
        }
        let pos = s.position();
        let lower = text.to_ascii_lowercase();
        // A king put back on a cell: `K@d1`, or with the language's letter (`R@d1`).
        let king_at = format!(
            "{}@",
            names::piece_letter(lang, pos.rules(), Role::King).to_ascii_lowercase()
        );
        let legal = s.game().legal_actions();
        let roll = || legal.iter().copied().find(|a| matches!(a, Action::Roll(_)));
        let wanted = match lower.as_str() {
            // The words in English and in French, whatever the page's language.
            "roll" | "r" | "lancer" => roll(),
            t if t.starts_with('(') => roll(),
            "pass" | "passer" | "passe" => Some(Action::Pass),
            "offer" | "proposer" | "propose" => Some(Action::Offer),
            "accept" | "yes" | "accepter" | "accepte" | "oui" => Some(Action::Answer(true)),
            "refuse" | "no" | "refuser" | "non" => Some(Action::Answer(false)),
            "demand" | "exiger" | "exige" => Some(Action::Demand),
            "keep" | "garder" | "garde" => Some(Action::Keep),
            t if t.starts_with("k@") || t.starts_with(&king_at) => {
                match pos.rules().geometry.parse(&t[2..]) {
                    Some(sq) => Some(Action::Place(sq)),
                    None => {
                        self.move_error = Some(lang.expected_cell_after_k(text));
                        return None;
                    }
                }
            }
            _ => match typed_move(lang, pos, text) {
                Ok(mv) => Some(Action::Move(mv)),
                Err(error) => {
                    // Not `sentence`: the message starts with the text as typed ("e2-e4 is
                    // not…"), which must not become "E2-e4".
                    self.move_error = Some(error);
                    return None;
                }
            },
        };
        match wanted {
            Some(action) => Some((action, text.to_string())),
            None => {
                self.move_error = Some(sentence(lang.die_not_now()));
                None
            }
        }
    }

    /// The move box's action (`text` as typed) was refused by the engine.
    pub(crate) fn refused(&mut self, lang: Lang, text: &str, reason: &str) {
        self.move_error = Some(lang.move_refused(reason, text));
    }

    /// Shows the position after `index` actions (the last, or beyond: the live one).
    pub(crate) fn set_view(&mut self, index: usize, s: &Session) {
        let last = s.game().positions().len() - 1;
        let next = if index >= last { None } else { Some(index) };
        if next != self.view {
            self.view = next;
            self.animate = true;
        }
        self.selected = None;
    }

    /// A key pressed on the move list's item `item` (its button for the position after `item`
    /// actions): the arrow keys go to the item before or after, Home and End to the first and
    /// the last, and that position is shown. Returns the item to focus, or `None` for any other
    /// key (Enter and Space press the button itself).
    pub(crate) fn list_key(&mut self, key: &str, item: usize, s: &Session) -> Option<usize> {
        let last = s.game().positions().len() - 1;
        let next = match key {
            "ArrowUp" | "ArrowLeft" => item.saturating_sub(1),
            "ArrowDown" | "ArrowRight" => item.saturating_add(1),
            "Home" => 0,
            "End" => last,
            _ => return None,
        }
        .min(last);
        self.set_view(next, s);
        Some(next)
    }

    /// One position back or forward, skipping those right after a roll (the die changes
    /// nothing on the board).
    pub(crate) fn step(&mut self, forward: bool, s: &Session) {
        let actions = s.game().actions();
        let last = actions.len();
        let stop = |i: usize| i == 0 || i == last || !matches!(actions[i - 1], Action::Roll(_));
        let mut i = self.shown_index(s);
        loop {
            if forward {
                if i >= last {
                    break;
                }
                i += 1;
            } else {
                if i == 0 {
                    break;
                }
                i -= 1;
            }
            if stop(i) {
                break;
            }
        }
        self.set_view(i, s);
    }

    // ----- What the game did -----------------------------------------------------------------

    /// An action was played: what was being chosen for it is done.
    pub(crate) fn played(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.move_error = None;
        self.animate = true;
    }

    /// The game ended.
    pub(crate) fn finished(&mut self) {
        self.selected = None;
    }

    /// Undo took actions back.
    pub(crate) fn rewound(&mut self) {
        self.go_live();
        self.selected = None;
        self.promotion = None;
        self.animate = true;
    }

    /// Redo replayed actions.
    pub(crate) fn replayed(&mut self) {
        self.go_live();
        self.selected = None;
        self.animate = true;
    }

    /// Another game was imported: its current position is shown as it is, without animation.
    pub(crate) fn imported(&mut self) {
        self.view = None;
        self.selected = None;
        self.promotion = None;
        self.animate = false;
    }
}

/// Each army's last move among the first `index` actions, but for the very last move (which
/// has its own highlight): the army is the moved piece's owner, so that a commander moving
/// his ally's army marks that army's move.
fn army_moves(game: &Game, index: usize) -> Vec<(Square, Square, Seat)> {
    let moves = game.actions()[..index]
        .iter()
        .zip(game.positions())
        .filter_map(|(action, before)| match action {
            Action::Move(m) => Some((m.from, m.to, before.piece_at(m.from)?.army())),
            _ => None,
        });
    let mut seen: Vec<Seat> = Vec::new();
    let mut last = Vec::new();
    for (i, mv) in moves.rev().enumerate() {
        if seen.contains(&mv.2) {
            continue;
        }
        seen.push(mv.2);
        if i > 0 {
            last.push(mv);
        }
    }
    last
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
