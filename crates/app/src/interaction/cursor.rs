//! The board by keyboard: a cursor over the cells, moved by the arrow keys, each cell read
//! aloud; Enter (or Space) picks the piece under it up and puts it down, as a click there
//! would. And the position in words: the board's accessible name and description, every
//! piece army by army, the last actions, the die, the material.
//!
//! On the grid the arrow keys go the way they point on the screen, whichever way the board is
//! turned; on the circle, left and right go around a ring (and around its end), up and down
//! from ring to ring.

use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{record, Action, Geometry, Position, Role, Ruleset, Seat, Square};

use crate::notation;
use ashtapada_board::layout::{quarter_turns, Layout};
use ashtapada_board::{BoardView, Intent};

/// Where the cursor goes from `at` for an arrow key (`None`: not an arrow, or the edge).
pub(super) fn step(view: &BoardView, at: Square, key: &str) -> Option<Square> {
    let g = view.geometry;
    if g == Geometry::Circle {
        let (dr, dc) = match key {
            "ArrowUp" => (1, 0),
            "ArrowDown" => (-1, 0),
            "ArrowRight" => (0, 1),
            "ArrowLeft" => (0, -1),
            _ => return None,
        };
        return g.offset(at, dr, dc);
    }
    // On the screen: x to the right, y down.
    let want = match key {
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowLeft" => (-1.0, 0.0),
        _ => return None,
    };
    let layout = screen(view);
    let (x, y) = layout.centre_of(at);
    [(1, 0), (-1, 0), (0, 1), (0, -1)]
        .into_iter()
        .filter_map(|(dr, dc)| g.offset(at, dr, dc))
        .find(|&to| {
            let (tx, ty) = layout.centre_of(to);
            (tx - x) * want.0 + (ty - y) * want.1 > 0.5 * layout.cell_size()
        })
}

/// The board as drawn, at any size: where each cell is on the screen.
fn screen(view: &BoardView) -> Layout {
    let turns = quarter_turns(view.geometry, view.orientation, view.four_handed);
    Layout::fit(view.geometry, 800.0, 0.0, turns)
}

/// Where the cursor starts: on the selected piece, else where the last move went, else the
/// cell at the bottom left of the screen (the circle's first cell).
pub(super) fn start(view: &BoardView) -> Square {
    if let Some(sq) = view.selected.or(view.last_move.map(|(_, to)| to)) {
        return sq;
    }
    let layout = screen(view);
    let corner = |sq: &Square| {
        let (x, y) = layout.centre_of(*sq);
        y - x
    };
    let cells = (0..view.geometry.dims().0 * view.geometry.dims().1).filter_map(Square::new);
    cells
        .max_by(|a, b| corner(a).total_cmp(&corner(b)))
        .or(view.pieces.first().map(|(sq, _)| *sq))
        .unwrap_or_else(at_zero)
}

/// The first cell.
fn at_zero() -> Square {
    Square::all().next().expect("a board has cells")
}

/// What Enter on `sq` does: what a click there does (see the board's gestures), without the
/// second press a small target asks of a pointer.
pub(super) fn press(view: &BoardView, sq: Square) -> Intent {
    match view.selected {
        Some(from) if from == sq => Intent::Deselect,
        Some(from) if view.dests.has(sq) => Intent::Move { from, to: sq },
        Some(from) => Intent::Miss { from, to: sq },
        None if view.piece_at(sq).is_some() => Intent::Select(sq),
        None => Intent::Press(sq),
    }
}

/// A cell read aloud: its name, and the piece there with its army's colour, or empty; and
/// whether the selected piece can go there.
pub(super) fn cell_words(lang: Lang, view: &BoardView, pos: &Position, sq: Square) -> String {
    let rules = pos.rules();
    let cell = rules.geometry.name(sq);
    let mut words = match pos.piece_at(sq) {
        Some(p) => lang.board_cell_piece(
            &cell,
            names::colour(lang, rules, p.army()),
            &names::piece_lower(lang, rules, p.role()),
        ),
        None => lang.board_cell_empty(&cell),
    };
    if view.selected.is_some() && view.dests.has(sq) {
        words = format!("{words}; {}", lang.board_cell_target(&cell));
    }
    words
}

/// A piece picked up from `sq` (Enter or Space on the board), or put back there (`false`:
/// Escape, or Enter again): the cell, the piece, and what happened; nothing for an empty cell.
pub(super) fn lift_words(lang: Lang, pos: &Position, sq: Square, lifted: bool) -> Option<String> {
    let rules = pos.rules();
    let piece = pos.piece_at(sq)?;
    let cell = rules.geometry.name(sq);
    let name = names::piece_lower(lang, rules, piece.role());
    Some(if lifted {
        lang.board_picked_up(&cell, &name)
    } else {
        lang.board_put_back(&cell, &name)
    })
}

/// One army's pieces, by kind, the king first: `White: king e1, rooks a1 h1, …`.
fn army(lang: Lang, pos: &Position, seat: Seat) -> String {
    let rules = pos.rules();
    let cells = pos.army_cells(seat);
    let groups: Vec<String> = Role::ALL
        .iter()
        .filter_map(|&role| {
            let at: Vec<String> = cells
                .into_iter()
                .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.role() == role))
                .map(|sq| rules.geometry.name(sq))
                .collect();
            let name = match at.len() {
                0 => return None,
                1 => names::piece_lower(lang, rules, role),
                _ => names::piece_plural_lower(lang, rules, role),
            };
            Some(lang.board_piece_at(&at.join(" "), &name))
        })
        .collect();
    let seat_name = names::seat(lang, rules, seat);
    if groups.is_empty() {
        return lang.board_army_none(seat_name);
    }
    lang.board_army(&groups.join(", "), seat_name)
}

/// Every piece, army by army.
pub(super) fn position_words(lang: Lang, pos: &Position) -> String {
    let armies: Vec<String> = pos.rules().seats().map(|s| army(lang, pos, s)).collect();
    armies.join(" ")
}

/// The board's accessible name: the ruleset, whose turn (`turn`, a sentence), and how to
/// play it by keyboard.
pub(super) fn label(lang: Lang, rules: &Ruleset, turn: &str) -> String {
    lang.board_label(names::ruleset_name(lang, rules), turn)
}

/// The last actions (four at the most), each by its seat, in the page's notation.
pub(super) fn last_words(lang: Lang, game: &ashtapada_rules::Game, upto: usize) -> String {
    let positions = game.positions();
    let from = upto.saturating_sub(4);
    let actions: Vec<String> = (from..upto)
        .filter_map(|i| {
            let (before, action) = (positions.get(i)?, *game.actions().get(i)?);
            let rules = before.rules();
            let seat = names::seat(lang, rules, before.actor());
            let text = match action {
                Action::Roll(face) => rules.dice?.faces.get(usize::from(face))?.value.to_string(),
                a => notation::shown(lang, rules, &record::write_action(before, a)),
            };
            Some(format!("{seat} {text}"))
        })
        .collect();
    if actions.is_empty() {
        return lang.read_nothing_yet().into();
    }
    lang.read_last(&actions.join(", "))
}

/// The pieces each army has, and the money where there are stakes (`stake` rupees a unit).
pub(super) fn material_words(lang: Lang, pos: &Position, stake: i64) -> String {
    let rules = pos.rules();
    let money = pos.money();
    let stakes = rules.stakes != ashtapada_rules::ruleset::Stakes::None;
    let parts: Vec<String> = rules
        .seats()
        .map(|seat| {
            let name = names::seat(lang, rules, seat);
            let count = i64::from(pos.army_cells(seat).count());
            let mut words = lang.read_material(count, name);
            if stakes {
                let rupees = i64::from(money[seat.index()]) * stake;
                words = format!("{words}, {}", lang.read_money(rupees, name));
            }
            words
        })
        .collect();
    format!("{}.", parts.join("; "))
}
