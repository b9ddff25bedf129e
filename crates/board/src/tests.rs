//! Tests of the board component through its public API (and a peek at its animation state).

use super::*;
use crate::scene::{Path, Segment};
use ashtapada_rules::{PawnDir, Position, Role};

fn sq(geometry: Geometry, name: &str) -> Square {
    geometry.parse(name).expect("a cell name")
}

fn grid(name: &str) -> Square {
    sq(Geometry::Grid, name)
}

fn start_view(ruleset: &str) -> BoardView {
    let rules = Ruleset::by_id(ruleset).expect("a ruleset");
    BoardView::of_position(&Position::start(rules))
}

fn board_with(view: BoardView, css: f64, dpr: f64) -> Board {
    let mut board = Board::new();
    board.resize(css, dpr);
    board.set_view(view, false);
    board
}

fn pawn(army: u8) -> Piece {
    Piece::new(Seat::new(army).unwrap(), Role::Pawn, PawnDir::NORTH)
}

/// A view with a few pieces on the grid, seen from South.
fn small_view() -> BoardView {
    let mut view = BoardView::empty(Geometry::Grid);
    view.pieces = vec![
        (grid("e2"), pawn(0)),
        (
            grid("d1"),
            Piece::new(Seat::ALL[0], Role::King, PawnDir::NORTH),
        ),
        (grid("e7"), pawn(1)),
    ];
    view
}

// ----- Layout and hit-testing ------------------------------------------------------------------

#[test]
fn every_cell_round_trips_in_every_geometry_orientation_and_size() {
    for (ruleset, seats) in [
        ("chaturanga-v1", 4u8),
        ("chaturanga-v3", 2),
        ("byzantine-modern", 2),
    ] {
        for seat in 0..seats {
            for (css, dpr) in [(320.0, 1.0), (320.0, 3.0), (555.5, 1.5), (1000.0, 2.0)] {
                for show_coords in [true, false] {
                    let mut view = start_view(ruleset);
                    view.orientation = Seat::new(seat).unwrap();
                    view.show_coords = show_coords;
                    let board = board_with(view.clone(), css, dpr);
                    for cell in Square::all() {
                        let (x, y) = board.centre_of(cell);
                        assert!(x > 0.0 && y > 0.0 && x < css && y < css);
                        assert_eq!(
                            board.square_at(x, y),
                            Some(cell),
                            "{ruleset} seat {seat} {css}@{dpr}: {}",
                            view.geometry.name(cell)
                        );
                    }
                    assert_eq!(board.square_at(-1.0, -1.0), None);
                    assert_eq!(board.square_at(css + 5.0, css / 2.0), None);
                }
            }
        }
    }
}

/// The y of a cell's centre, CSS pixels (larger is lower).
fn y_of(board: &Board, cell: Square) -> f64 {
    board.centre_of(cell).1
}

#[test]
fn seat_zero_sees_its_first_rank_at_the_bottom() {
    for ruleset in ["chaturanga-v1", "chaturanga-v3"] {
        let board = board_with(start_view(ruleset), 400.0, 2.0);
        let lowest = Square::all()
            .map(|s| y_of(&board, s))
            .fold(f64::MIN, f64::max);
        for file in Square::all().take(8) {
            assert_eq!(y_of(&board, file), lowest, "{ruleset}");
        }
        // a1 on the left.
        assert!(board.centre_of(grid("a1")).0 < board.centre_of(grid("h1")).0);
    }
}

#[test]
fn each_seat_of_four_sees_its_own_side_at_the_bottom() {
    // The cells behind each army's pawns (its king's row or column).
    let home = [("d1", "a1"), ("a5", "a8"), ("e8", "h8"), ("h4", "h1")];
    for (seat, (king, corner)) in home.into_iter().enumerate() {
        let mut view = start_view("chaturanga-v1");
        view.orientation = Seat::new(seat as u8).unwrap();
        let board = board_with(view, 480.0, 1.0);
        let lowest = Square::all()
            .map(|s| y_of(&board, s))
            .fold(f64::MIN, f64::max);
        assert_eq!(y_of(&board, grid(king)), lowest, "seat {seat}: {king}");
        assert_eq!(y_of(&board, grid(corner)), lowest, "seat {seat}: {corner}");
        // The army's own corner is on the bottom row's left end (a1 for South, a8 for West…).
        let leftmost = Square::all()
            .map(|s| board.centre_of(s).0)
            .fold(f64::MAX, f64::min);
        assert_eq!(board.centre_of(grid(corner)).0, leftmost, "seat {seat}");
    }
}

#[test]
fn black_sees_rank_eight_at_the_bottom() {
    let mut view = start_view("chaturanga-v3");
    view.orientation = Seat::ALL[1];
    let board = board_with(view, 400.0, 1.0);
    assert!(y_of(&board, grid("e8")) > y_of(&board, grid("e1")));
    assert!(board.centre_of(grid("h8")).0 < board.centre_of(grid("a8")).0);
}

#[test]
fn each_byzantine_side_sees_its_camp_at_the_bottom() {
    let circle = |name| sq(Geometry::Circle, name);
    for (seat, camp, other) in [
        (0u8, ["a2", "a3", "d2"], "a10"),
        (1, ["a10", "a11", "d11"], "a2"),
    ] {
        let mut view = start_view("byzantine-modern");
        view.orientation = Seat::new(seat).unwrap();
        let board = board_with(view, 600.0, 2.0);
        let centre_y = 300.0;
        for name in camp {
            assert!(y_of(&board, circle(name)) > centre_y, "seat {seat}: {name}");
        }
        assert!(y_of(&board, circle(other)) < centre_y);
    }
}

#[test]
fn cell_centres_are_found_by_name() {
    let board = board_with(small_view(), 400.0, 2.0);
    assert_eq!(board.cell_centre("e2"), Some(board.centre_of(grid("e2"))));
    assert_eq!(board.cell_centre(" e2 "), Some(board.centre_of(grid("e2"))));
    assert_eq!(board.cell_centre("z9"), None);
    assert_eq!(board.cell_centre("b12"), None, "not a grid cell");
    let circle = board_with(start_view("byzantine-modern"), 400.0, 2.0);
    let b12 = sq(Geometry::Circle, "b12");
    assert_eq!(circle.cell_centre("b12"), Some(circle.centre_of(b12)));
}

#[test]
fn the_canvas_is_sized_in_device_pixels() {
    let mut board = Board::new();
    board.resize(320.0, 2.0);
    assert_eq!(board.canvas_size(), 640);
    board.resize(333.3, 1.5);
    assert_eq!(board.canvas_size(), 500);
    board.resize(f64::NAN, 0.0);
    assert_eq!(board.canvas_size(), 1);
    assert_eq!(backing_size(300.0, 200.0, 2.0), (600, 400));
    assert_eq!(backing_size(0.0, -5.0, 2.0), (1, 1));
    assert_eq!(backing_size(100.0, 100.0, f64::NAN), (100, 100));
}

// ----- Clicks and drags ------------------------------------------------------------------------

/// A board at 400 CSS px showing `view`, and a helper to press cells by name.
struct Fixture {
    board: Board,
}

impl Fixture {
    fn new(view: BoardView) -> Fixture {
        Fixture {
            board: board_with(view, 400.0, 2.0),
        }
    }
    fn at(&self, name: &str) -> (f64, f64) {
        self.board.cell_centre(name).expect("a cell")
    }
    fn down(&mut self, name: &str) -> Option<Intent> {
        let (x, y) = self.at(name);
        self.board.pointer_down(x, y)
    }
    fn up(&mut self, name: &str) -> Option<Intent> {
        let (x, y) = self.at(name);
        self.board.pointer_up(x, y)
    }
    fn click(&mut self, name: &str) -> (Option<Intent>, Option<Intent>) {
        (self.down(name), self.up(name))
    }
    /// What an app does on Select: shows the selection and its targets.
    fn select(&mut self, name: &str, dests: &[&str]) {
        let mut view = self.board.view().clone();
        view.selected = Some(grid(name));
        view.dests = dests.iter().fold(Bitboard::EMPTY, |b, d| b | grid(d).bb());
        self.board.set_view(view, false);
    }
}

#[test]
fn click_click_selects_then_moves() {
    let mut f = Fixture::new(small_view());
    assert_eq!(f.click("e2"), (Some(Intent::Select(grid("e2"))), None));
    f.select("e2", &["e3", "e4"]);
    let (down, up) = f.click("e4");
    assert_eq!(
        down,
        Some(Intent::Move {
            from: grid("e2"),
            to: grid("e4")
        })
    );
    assert_eq!(up, None);
}

#[test]
fn clicking_a_capture_target_moves() {
    let mut f = Fixture::new(small_view());
    f.select("e2", &["e7"]);
    assert_eq!(
        f.down("e7"),
        Some(Intent::Move {
            from: grid("e2"),
            to: grid("e7")
        })
    );
}

#[test]
fn clicking_the_selected_piece_again_deselects_it() {
    let mut f = Fixture::new(small_view());
    f.select("e2", &["e3"]);
    assert_eq!(f.click("e2"), (None, Some(Intent::Deselect)));
}

#[test]
fn clicking_another_cell_is_a_miss_for_the_app_to_explain() {
    let mut f = Fixture::new(small_view());
    f.select("e2", &["e3"]);
    let miss = |to: &str| {
        Some(Intent::Miss {
            from: grid("e2"),
            to: grid(to),
        })
    };
    assert_eq!(f.down("a5"), miss("a5"), "an empty non-target");
    assert!(!f.board.is_dragging());
    assert_eq!(f.up("a5"), None);
    f.select("e2", &["e3"]);
    assert_eq!(f.down("d1"), miss("d1"), "another piece");
    // The app may select the piece there: the press goes on as a drag of it.
    f.select("d1", &["c2"]);
    let (x, y) = f.at("c2");
    f.board.pointer_move(x, y);
    assert!(f.board.is_dragging());
    assert_eq!(
        f.board.pointer_up(x, y),
        Some(Intent::Move {
            from: grid("d1"),
            to: grid("c2")
        })
    );
    f.select("e2", &["e3"]);
    assert_eq!(
        f.board.pointer_down(-5.0, -5.0),
        Some(Intent::Deselect),
        "off the board"
    );
}

#[test]
fn clicking_an_empty_cell_with_nothing_selected_only_reports_the_press() {
    let mut f = Fixture::new(small_view());
    assert_eq!(f.click("a5"), (Some(Intent::Press(grid("a5"))), None));
    assert_eq!(f.board.view().selected, None);
    assert_eq!(f.board.pointer_down(-5.0, 3.0), None);
    assert_eq!(f.board.pointer_up(-5.0, 3.0), None);
}

/// A finger's tap tells what a click tells, when it lifts; a long press circles the cell and
/// asks nothing (it once also said "there is no piece there" under the new circle).
#[test]
fn a_long_press_circles_a_cell_without_a_question_about_it() {
    let mut f = Fixture::new(small_view());
    let touch = |f: &mut Fixture, name: &str, ms: f64| {
        let (x, y) = f.at(name);
        (f.board.touch_down(x, y), f.board.touch_up(x, y, ms))
    };
    // An empty cell, nothing selected: a tap reports the press, a long press a circle only.
    assert_eq!(
        touch(&mut f, "a5", 80.0),
        (None, Some(Intent::Press(grid("a5"))))
    );
    assert!(f.board.marks().is_empty());
    assert_eq!(touch(&mut f, "a5", 700.0), (None, None));
    assert_eq!(f.board.marks(), [marks::Mark::Circle(grid("a5"))]);
    // A cell the selected piece cannot reach: the same, with the miss.
    f.select("e2", &["e3"]);
    let miss = Intent::Miss {
        from: grid("e2"),
        to: grid("a6"),
    };
    assert_eq!(touch(&mut f, "a6", 80.0), (None, Some(miss)));
    assert_eq!(touch(&mut f, "a6", 700.0), (None, None));
    assert_eq!(f.board.marks(), [marks::Mark::Circle(grid("a6"))]);
    // A piece is selected at once, and a target played at once, as with a mouse.
    assert_eq!(
        touch(&mut f, "e3", 700.0).0,
        Some(Intent::Move {
            from: grid("e2"),
            to: grid("e3")
        })
    );
    f.select("e2", &[]);
    f.board.set_view(small_view(), false);
    assert_eq!(
        touch(&mut f, "e2", 80.0),
        (Some(Intent::Select(grid("e2"))), None)
    );
    // A press the browser cancels reports nothing.
    let (x, y) = f.at("b5");
    assert_eq!(f.board.touch_down(x, y), None);
    f.board.pointer_cancel();
    assert_eq!(f.board.touch_up(x, y, 80.0), None);
}

#[test]
fn any_piece_can_be_pressed_the_app_decides() {
    let mut f = Fixture::new(small_view());
    assert_eq!(f.down("e7"), Some(Intent::Select(grid("e7"))));
}

#[test]
fn dragging_a_piece_to_another_cell_moves_it() {
    let mut f = Fixture::new(small_view());
    assert_eq!(f.down("e2"), Some(Intent::Select(grid("e2"))));
    f.select("e2", &["e3", "e4"]);
    let (x0, y0) = f.at("e2");
    let (x1, y1) = f.at("e4");
    // A small wobble is not a drag.
    f.board.pointer_move(x0 + 1.0, y0 - 1.0);
    assert!(!f.board.is_dragging());
    f.board.pointer_move((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    assert!(f.board.is_dragging());
    assert!(f.board.needs_frame());
    let (_, more) = f.board.frame(0.0);
    assert!(more, "frames keep coming while dragging");
    assert_eq!(
        f.board.pointer_up(x1, y1),
        Some(Intent::Move {
            from: grid("e2"),
            to: grid("e4")
        })
    );
    assert!(!f.board.is_dragging());
}

#[test]
fn a_drop_on_any_other_cell_is_reported_for_the_app_to_judge() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    f.select("e2", &["e3"]);
    let (x, y) = f.at("b6");
    f.board.pointer_move(x, y);
    assert_eq!(
        f.board.pointer_up(x, y),
        Some(Intent::Move {
            from: grid("e2"),
            to: grid("b6")
        })
    );
}

#[test]
fn a_drag_back_home_is_a_click() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    f.select("e2", &["e3"]);
    let (x, y) = f.at("e2");
    f.board.pointer_move(x + 30.0, y);
    f.board.pointer_move(x, y);
    assert_eq!(
        f.board.pointer_up(x, y),
        None,
        "just selected: stays selected"
    );
    // Pressed while already selected, dragged and brought back: deselect, as a click would.
    f.down("e2");
    f.board.pointer_move(x + 30.0, y);
    assert_eq!(f.up("e2"), Some(Intent::Deselect));
}

#[test]
fn a_drop_off_the_board_deselects() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    f.select("e2", &["e3"]);
    f.board.pointer_move(-20.0, 200.0);
    assert_eq!(f.board.pointer_up(-20.0, 200.0), Some(Intent::Deselect));
}

#[test]
fn a_cancelled_drag_puts_the_piece_back() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    let (x, y) = f.at("e4");
    f.board.pointer_move(x, y);
    assert!(f.board.is_dragging());
    f.board.pointer_cancel();
    assert!(!f.board.is_dragging());
    assert_eq!(f.board.pointer_up(x, y), None);
}

#[test]
fn a_press_ends_when_its_piece_goes() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    let mut view = f.board.view().clone();
    view.pieces.retain(|&(s, _)| s != grid("e2"));
    f.board.set_view(view, false);
    let (x, y) = f.at("e4");
    f.board.pointer_move(x, y);
    assert!(!f.board.is_dragging());
    assert_eq!(f.board.pointer_up(x, y), None);
}

#[test]
fn pointer_input_works_on_the_circle_too() {
    let mut view = start_view("byzantine-modern");
    view.orientation = Seat::ALL[1];
    let mut board = board_with(view, 360.0, 3.0);
    let b2 = sq(Geometry::Circle, "b2");
    let (x, y) = board.centre_of(b2);
    assert_eq!(board.pointer_down(x, y), Some(Intent::Select(b2)));
}

/// The circle at `css` pixels with the piece on `from` selected and targets `dests`.
fn circle_selection(css: f64, from: &str, dests: &[&str]) -> Board {
    let mut view = start_view("byzantine-modern");
    view.selected = Some(sq(Geometry::Circle, from));
    view.dests = dests
        .iter()
        .fold(Bitboard::EMPTY, |b, d| b | sq(Geometry::Circle, d).bb());
    board_with(view, css, 3.0)
}

#[test]
fn a_phones_circle_has_inner_rings_under_forty_pixels() {
    // A 390-pixel phone gives the board 378 CSS pixels.
    let board = board_with(start_view("byzantine-modern"), 378.0, 3.0);
    let css = |name: &str| {
        let (depth, width) = board.layout().cell_extent(sq(Geometry::Circle, name));
        (depth / 3.0, width / 3.0)
    };
    let (depth, width) = css("d1");
    assert!((28.0..29.0).contains(&depth), "{depth}");
    assert!((28.0..29.0).contains(&width), "{width}");
    let (_, width) = css("a1");
    assert!(width > 60.0, "{width}");
    let small: Vec<bool> = ["a1", "b1", "c1", "d1"]
        .iter()
        .map(|n| board.is_small_target(sq(Geometry::Circle, n)))
        .collect();
    assert_eq!(small, [false, false, true, true]);
    // On a desktop's board, and on any grid, no target is small.
    let big = board_with(start_view("byzantine-modern"), 640.0, 1.0);
    assert!(!big.is_small_target(sq(Geometry::Circle, "d1")));
    let grid_board = board_with(start_view("chaturanga-v3"), 300.0, 3.0);
    assert!(!grid_board.is_small_target(grid("e3")));
}

#[test]
fn a_small_target_is_marked_by_a_first_press_and_played_by_a_second() {
    // The pawn on d4 may go to d5 (inner ring) and c5.
    let mut board = circle_selection(378.0, "d4", &["d5", "c5"]);
    let (d4, d5) = (sq(Geometry::Circle, "d4"), sq(Geometry::Circle, "d5"));
    let (x, y) = board.centre_of(d5);
    assert_eq!(
        board.pointer_down(x, y),
        Some(Intent::Aim { from: d4, to: d5 })
    );
    assert_eq!(board.armed(), Some(d5));
    assert_eq!(board.pointer_up(x, y), None);
    let (ops, _) = board.frame(0.0);
    let theme = *board.theme();
    assert!(
        ops.iter()
            .any(|op| matches!(op, DrawOp::Path { fill: Some(c), .. } if *c == theme.hover)),
        "the marked target is highlighted"
    );
    assert_eq!(
        board.pointer_down(x, y),
        Some(Intent::Move { from: d4, to: d5 })
    );
    assert_eq!(board.armed(), None);
}

#[test]
fn a_press_elsewhere_forgets_the_mark() {
    let mut board = circle_selection(378.0, "d4", &["d5", "d6"]);
    let (d4, d5, d6) = (
        sq(Geometry::Circle, "d4"),
        sq(Geometry::Circle, "d5"),
        sq(Geometry::Circle, "d6"),
    );
    let (x5, y5) = board.centre_of(d5);
    let (x6, y6) = board.centre_of(d6);
    board.pointer_down(x5, y5);
    // Another small target: that one is marked instead, not played.
    assert_eq!(
        board.pointer_down(x6, y6),
        Some(Intent::Aim { from: d4, to: d6 })
    );
    assert_eq!(
        board.pointer_down(x5, y5),
        Some(Intent::Aim { from: d4, to: d5 })
    );
    // A new selection forgets it too.
    let mut view = board.view().clone();
    view.selected = Some(sq(Geometry::Circle, "a4"));
    board.set_view(view, false);
    assert_eq!(board.armed(), None);
}

#[test]
fn large_targets_are_played_at_once() {
    // On a desktop's board the inner ring is large enough.
    let mut board = circle_selection(640.0, "d4", &["d5"]);
    let (d4, d5) = (sq(Geometry::Circle, "d4"), sq(Geometry::Circle, "d5"));
    let (x, y) = board.centre_of(d5);
    assert_eq!(
        board.pointer_down(x, y),
        Some(Intent::Move { from: d4, to: d5 })
    );
    // On a phone, the outer ring's cells are wide enough.
    let mut board = circle_selection(378.0, "a4", &["a5"]);
    let (a4, a5) = (sq(Geometry::Circle, "a4"), sq(Geometry::Circle, "a5"));
    let (x, y) = board.centre_of(a5);
    assert_eq!(
        board.pointer_down(x, y),
        Some(Intent::Move { from: a4, to: a5 })
    );
}

// ----- Animation -------------------------------------------------------------------------------

fn moved(view: &BoardView, from: Square, to: Square) -> BoardView {
    let mut next = view.clone();
    let piece = next.piece_at(from).expect("a piece to move");
    next.pieces.retain(|&(s, _)| s != from && s != to);
    next.pieces.push((to, piece));
    next.last_move = Some((from, to));
    next
}

#[test]
fn moves_slide_with_an_ease_out() {
    let view = small_view();
    let mut board = board_with(view.clone(), 400.0, 1.0);
    board.frame(0.0);
    assert!(!board.needs_frame());
    let (e2, e4) = (grid("e2"), grid("e4"));
    board.set_view(moved(&view, e2, e4), true);
    assert!(board.needs_frame());
    // The animation starts at the first frame.
    let (_, more) = board.frame(1000.0);
    assert!(more);
    let from = board.layout().centre_of(e2);
    let to = board.layout().centre_of(e4);
    assert_eq!(board.shown_at(e4), from);
    board.frame(1000.0 + animation::DURATION_MS / 2.0);
    let half = board.shown_at(e4);
    let done = (half.1 - from.1) / (to.1 - from.1);
    assert!(done > 0.8 && done < 1.0, "ease-out: {done}");
    assert_eq!(half.0, from.0, "a straight line up the file");
    let (_, more) = board.frame(1000.0 + animation::DURATION_MS);
    assert!(!more, "finished");
    assert_eq!(board.shown_at(e4), to);
    assert!(!board.needs_frame());
}

#[test]
fn captured_pieces_fade_out() {
    let mut view = small_view();
    view.pieces.push((grid("d3"), pawn(1)));
    let mut board = board_with(view.clone(), 400.0, 1.0);
    board.set_view(moved(&view, grid("e2"), grid("d3")), true);
    assert_eq!(board.animation.fading, vec![(grid("d3"), pawn(1))]);
    assert_eq!(board.animation.slides.len(), 1);
    // Fading pieces are translucent mid-way.
    board.frame(0.0);
    let (ops, _) = board.frame(100.0);
    let translucent = ops.iter().any(|op| {
        matches!(op, DrawOp::Path { fill: Some(c), .. } if c.3 > 0 && c.3 < 100 && c.rgb() == Rgb(0x15, 0x65, 0xc0))
    });
    assert!(translucent, "the captured pawn (army 1, blue) is fading");
}

#[test]
fn no_animation_unless_asked_or_after_a_drop() {
    let view = small_view();
    let mut board = board_with(view.clone(), 400.0, 1.0);
    board.set_view(moved(&view, grid("e2"), grid("e4")), false);
    assert!(board.animation.is_empty());

    let mut board = board_with(view.clone(), 400.0, 1.0);
    let (x, y) = board.centre_of(grid("e2"));
    board.pointer_down(x, y);
    let (x, y) = board.centre_of(grid("e4"));
    board.pointer_move(x, y);
    assert!(board.pointer_up(x, y).is_some());
    board.set_view(moved(&view, grid("e2"), grid("e4")), true);
    assert!(
        board.animation.is_empty(),
        "the dropped piece is already there"
    );
}

#[test]
fn a_new_board_is_not_animated() {
    let mut board = board_with(start_view("chaturanga-v3"), 400.0, 1.0);
    board.set_view(start_view("byzantine-modern"), true);
    assert!(board.animation.is_empty());
}

#[test]
fn an_interrupted_slide_continues_from_where_it_was() {
    let view = small_view();
    let mut board = board_with(view.clone(), 400.0, 1.0);
    let (e2, e4, e5) = (grid("e2"), grid("e4"), grid("e5"));
    let v1 = moved(&view, e2, e4);
    board.set_view(v1.clone(), true);
    board.frame(0.0);
    board.frame(50.0);
    let mid = board.shown_at(e4);
    board.set_view(moved(&v1, e4, e5), true);
    assert_eq!(board.animation.slides[0].from, mid);
}

#[test]
fn circle_slides_follow_the_ring() {
    let view = start_view("byzantine-modern");
    let (from, to) = (sq(Geometry::Circle, "a2"), sq(Geometry::Circle, "a7"));
    assert_eq!(view.piece_at(from).map(Piece::role), Some(Role::Rook));
    let mut board = board_with(view.clone(), 400.0, 1.0);
    board.set_view(moved(&view, from, to), true);
    board.frame(0.0);
    board.frame(60.0);
    let (x, y) = board.shown_at(to);
    let (cx, cy) = board.layout().centre();
    let r = (x - cx).hypot(y - cy);
    let (fx, fy) = board.layout().centre_of(from);
    let ring = (fx - cx).hypot(fy - cy);
    assert!((r - ring).abs() < 1e-6, "stays on ring a: {r} vs {ring}");
}

// ----- The picture -----------------------------------------------------------------------------

fn texts(ops: &[DrawOp]) -> Vec<String> {
    ops.iter()
        .filter_map(|op| match op {
            DrawOp::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn grid_coordinates_follow_the_orientation() {
    let mut board = board_with(small_view(), 400.0, 1.0);
    let labels = texts(&board.frame(0.0).0);
    assert_eq!(labels.len(), 16);
    assert_eq!(&labels[..8], ["a", "b", "c", "d", "e", "f", "g", "h"]);
    assert_eq!(&labels[8..], ["8", "7", "6", "5", "4", "3", "2", "1"]);

    let mut view = small_view();
    view.four_handed = true;
    view.orientation = Seat::ALL[1];
    board.set_view(view.clone(), false);
    let labels = texts(&board.frame(0.0).0);
    assert_eq!(
        &labels[..8],
        ["8", "7", "6", "5", "4", "3", "2", "1"],
        "ranks along West's bottom"
    );
    assert_eq!(&labels[8..], ["h", "g", "f", "e", "d", "c", "b", "a"]);

    view.show_coords = false;
    board.set_view(view, false);
    assert!(texts(&board.frame(0.0).0).is_empty());
}

#[test]
fn circle_coordinates_number_the_cells_and_letter_the_rings() {
    let mut board = board_with(start_view("byzantine-modern"), 400.0, 2.0);
    let labels = texts(&board.frame(0.0).0);
    for n in 1..=16 {
        assert!(labels.contains(&n.to_string()), "{n}");
    }
    for letter in ["a", "b", "c", "d"] {
        assert!(labels.iter().any(|l| l == letter), "{letter}");
    }
    assert_eq!(labels.len(), 20);
}

/// Centres of shapes.
type Points = Vec<(f64, f64)>;

/// The discs (filled circles) and rings (stroked circles) the picture holds, by centre.
fn circles(ops: &[DrawOp]) -> (Points, Points) {
    let mut discs = Vec::new();
    let mut rings = Vec::new();
    for op in ops {
        if let DrawOp::Path { path, fill, stroke } = op {
            if let [Segment::MoveTo(..), Segment::Arc { cx, cy, .. }, Segment::Close] = path.0[..] {
                if fill.is_some() {
                    discs.push((cx, cy));
                } else if stroke.is_some() {
                    rings.push((cx, cy));
                }
            }
        }
    }
    (discs, rings)
}

fn near(points: &[(f64, f64)], (x, y): (f64, f64)) -> bool {
    points
        .iter()
        .any(|p| (p.0 - x).abs() < 0.5 && (p.1 - y).abs() < 0.5)
}

#[test]
fn targets_are_dots_on_empty_cells_and_rings_on_occupied_ones() {
    let mut f = Fixture::new(small_view());
    f.select("e2", &["e3", "e7"]);
    let (ops, _) = f.board.frame(0.0);
    let (discs, rings) = circles(&ops);
    let device = |name: &str| f.board.layout().centre_of(grid(name));
    assert!(near(&discs, device("e3")), "a dot on e3");
    assert!(near(&rings, device("e7")), "a ring around e7");
    assert!(!near(&rings, device("e3")));
}

#[test]
fn highlights_are_drawn_for_selection_last_move_movable_and_marked() {
    let mut view = small_view();
    let plain = board_with(view.clone(), 400.0, 1.0).frame(0.0).0.len();
    view.selected = Some(grid("e2"));
    view.last_move = Some((grid("e7"), grid("e6")));
    view.movable = grid("d1").bb() | grid("e2").bb();
    view.marked = grid("a1").bb();
    let mut board = board_with(view, 400.0, 1.0);
    let (ops, _) = board.frame(0.0);
    // selection 1 + last move 2 + marked 1 + movable 2.
    assert_eq!(ops.len(), plain + 6);
    let glows = ops
        .iter()
        .filter(|op| matches!(op, DrawOp::Glow { .. }))
        .count();
    assert_eq!(glows, 2);
}

/// A hint is an arrow over the pieces, pointing from the piece to its target, in every
/// geometry; a suggested placement is a ring on its cell.
#[test]
fn a_hint_is_an_arrow_from_the_piece_to_its_target() {
    let hint_colour = Theme::default().hint;
    for (ruleset, from, to) in [
        ("chaturanga-v3", "b1", "c3"),
        ("byzantine-modern", "b1", "c3"),
    ] {
        let mut view = start_view(ruleset);
        let geometry = view.geometry;
        let (from, to) = (sq(geometry, from), sq(geometry, to));
        view.hint = Some((from, to));
        let mut board = board_with(view, 400.0, 2.0);
        let (ops, _) = board.frame(0.0);
        let arrows: Vec<&Path> = ops
            .iter()
            .filter_map(|op| match op {
                DrawOp::Path {
                    path,
                    fill: Some(c),
                    ..
                } if *c == hint_colour => Some(path),
                _ => None,
            })
            .collect();
        assert_eq!(arrows.len(), 1, "{ruleset}");
        // Drawn after the last piece, so it lies on top.
        let position = |want: &Path| {
            ops.iter()
                .position(|op| matches!(op, DrawOp::Path { path, .. } if path == want))
        };
        assert!(position(arrows[0]) > Some(ops.len() / 2), "{ruleset}");
        // The tip (the point farthest from the piece) is near the target's centre.
        let points: Vec<(f64, f64)> = arrows[0]
            .0
            .iter()
            .filter_map(|s| match *s {
                Segment::MoveTo(x, y) | Segment::LineTo(x, y) => Some((x, y)),
                _ => None,
            })
            .collect();
        assert_eq!(points.len(), 7);
        let (fx, fy) = board.centre_of(from);
        let (tx, ty) = board.centre_of(to);
        let (fx, fy, tx, ty) = (fx * 2.0, fy * 2.0, tx * 2.0, ty * 2.0);
        let tip = points
            .iter()
            .copied()
            .max_by(|a, b| {
                let d = |p: &(f64, f64)| (p.0 - fx).hypot(p.1 - fy);
                d(a).total_cmp(&d(b))
            })
            .expect("points");
        let miss = (tip.0 - tx).hypot(tip.1 - ty);
        let span = (tx - fx).hypot(ty - fy);
        assert!(
            miss < span * 0.25,
            "{ruleset}: tip {tip:?} misses the target by {miss}"
        );
    }
    // A placement: a ring, no arrow.
    let mut view = small_view();
    view.hint = Some((grid("c4"), grid("c4")));
    let mut board = board_with(view, 400.0, 1.0);
    let (ops, _) = board.frame(0.0);
    let rings = ops
        .iter()
        .filter(|op| matches!(op, DrawOp::Path { stroke: Some(s), fill: None, .. } if s.color == hint_colour))
        .count();
    assert_eq!(rings, 1);
}

#[test]
fn frozen_armies_are_dimmed() {
    let mut view = small_view();
    view.dimmed = grid("e7").bb();
    let mut board = board_with(view, 400.0, 1.0);
    let (ops, _) = board.frame(0.0);
    let blue: Vec<u8> = ops
        .iter()
        .filter_map(|op| match op {
            DrawOp::Path { fill: Some(c), .. } if c.rgb() == Rgb(0x15, 0x65, 0xc0) => Some(c.3),
            _ => None,
        })
        .collect();
    assert!(!blue.is_empty());
    assert!(blue.iter().all(|&a| a < 128), "{blue:?}");
}

#[test]
fn four_handed_figures_face_their_own_side() {
    let mut view = start_view("chaturanga-v1");
    view.orientation = Seat::ALL[0];
    let board = board_with(view.clone(), 400.0, 1.0);
    let angles: Vec<f64> = (0..4)
        .map(|a| {
            board.piece_angle(Piece::new(
                Seat::new(a).unwrap(),
                Role::King,
                PawnDir::NORTH,
            ))
        })
        .collect();
    let q = std::f64::consts::FRAC_PI_2;
    assert_eq!(angles, vec![0.0, q, 2.0 * q, 3.0 * q]);
    // Seen from West, West's figures are upright and South's face left.
    view.orientation = Seat::ALL[1];
    let board = board_with(view.clone(), 400.0, 1.0);
    assert_eq!(
        board.piece_angle(Piece::new(Seat::ALL[1], Role::King, PawnDir::EAST)),
        0.0
    );
    assert_eq!(
        board.piece_angle(Piece::new(Seat::ALL[0], Role::King, PawnDir::EAST)),
        3.0 * q
    );
    // Two-handed: always upright.
    let mut view = start_view("chaturanga-v3");
    view.orientation = Seat::ALL[1];
    let board = board_with(view, 400.0, 1.0);
    assert_eq!(
        board.piece_angle(Piece::new(Seat::ALL[1], Role::King, PawnDir::SOUTH)),
        0.0
    );
}

#[test]
fn a_dragged_piece_is_drawn_under_the_pointer_on_top() {
    let mut f = Fixture::new(small_view());
    f.down("e2");
    f.board.pointer_move(123.0, 77.0);
    let (ops, _) = f.board.frame(0.0);
    // The last ops are the dragged pawn; its head circle is centred above the pointer.
    let (discs, _) = circles(&ops[ops.len() - 4..]);
    let scale = 2.0;
    assert!(
        discs
            .iter()
            .any(|&(x, y)| (x - 123.0 * scale).abs() < 0.5 && y < 77.0 * scale),
        "{discs:?}"
    );
}

#[test]
fn every_start_position_draws_all_its_pieces() {
    for rules in Ruleset::all() {
        if rules.setup.is_empty() {
            continue;
        }
        let view = BoardView::of_position(&Position::start(rules));
        let count = view.pieces.len();
        let mut board = board_with(view, 500.0, 2.0);
        let (ops, more) = board.frame(0.0);
        assert!(!more);
        let fills = ops
            .iter()
            .filter(|op| {
                matches!(
                    op,
                    DrawOp::Path {
                        fill: Some(_),
                        stroke: Some(_),
                        ..
                    }
                )
            })
            .count();
        assert!(
            fills >= count * 3,
            "{}: {fills} parts for {count} pieces",
            rules.id
        );
    }
}

#[test]
fn army_colours_come_from_the_ruleset() {
    let rules = Ruleset::by_id("chaturaji").unwrap();
    let colours = army_colours(rules);
    assert_eq!(colours[0], Rgb(0xc6, 0x28, 0x28));
    assert_eq!(colours[3], Rgb(0x26, 0x32, 0x38));
    let two = army_colours(Ruleset::by_id("byzantine-modern").unwrap());
    assert_eq!(two[1], Rgb(0x26, 0x32, 0x38));
    assert_eq!(two[2], DEFAULT_ARMY_COLOURS[2]);
}

#[test]
fn paths_are_finite() {
    for id in ["chaturanga-v1", "byzantine-modern"] {
        let mut view = start_view(id);
        view.selected = Some(view.pieces[0].0);
        view.dests = Bitboard(0xffff_0000_0000);
        let mut board = board_with(view, 321.0, 1.25);
        let (ops, _) = board.frame(0.0);
        let finite = |v: f64| v.is_finite();
        for op in &ops {
            if let DrawOp::Path {
                path: Path(segments),
                ..
            } = op
            {
                for s in segments {
                    let ok = match *s {
                        Segment::MoveTo(x, y) | Segment::LineTo(x, y) => finite(x) && finite(y),
                        Segment::QuadTo(a, b, c, d) => [a, b, c, d].into_iter().all(finite),
                        Segment::CubicTo(a, b, c, d, e, g) => {
                            [a, b, c, d, e, g].into_iter().all(finite)
                        }
                        Segment::Arc { cx, cy, r, .. } => finite(cx) && finite(cy) && r >= 0.0,
                        Segment::Close => true,
                    };
                    assert!(ok, "{id}: {s:?}");
                }
            }
        }
    }
}

/// The frame's ops of a board showing only `piece` on `cell`, with the view's `emblems`.
fn lone_piece_frame(emblems: [Emblem; 8], piece: Piece, cell: Square) -> (Vec<DrawOp>, Board) {
    let mut view = BoardView::empty(Geometry::Grid);
    view.four_handed = true;
    view.emblems = emblems;
    view.pieces = vec![(cell, piece)];
    let mut board = board_with(view, 400.0, 1.0);
    (board.frame(0.0).0, board)
}

#[test]
fn pieces_are_drawn_as_their_ruleset_names_them() {
    let chaturaji = Ruleset::by_id("chaturaji").unwrap();
    let view = start_view("chaturaji");
    assert_eq!(view.emblems, chaturaji.emblems);
    assert_eq!(view.emblems[Role::Alfil as usize], Emblem::Boat);
    assert_eq!(
        BoardView::empty(Geometry::Grid).emblems,
        Emblem::BY_MOVEMENT
    );

    // South's boat on a1 is the boat figure, exactly as `pieces::draw` draws it there.
    let a1 = grid("a1");
    let boat = view.piece_at(a1).unwrap();
    assert_eq!(boat.role(), Role::Alfil);
    let (ops, board) = lone_piece_frame(chaturaji.emblems, boat, a1);
    let (x, y) = board.layout().centre_of(a1);
    let at = pieces::Placement {
        x,
        y,
        size: board.layout().piece_size(),
        angle: board.piece_angle(boat),
        alpha: 1.0,
    };
    let mut expected = Vec::new();
    pieces::draw(&mut expected, Emblem::Boat, army_colours(chaturaji)[0], &at);
    assert!(
        ops.windows(expected.len())
            .any(|w| w == expected.as_slice()),
        "the boat figure is drawn on a1"
    );
    // The same piece under the movement's emblems is an elephant, a different picture.
    let (by_movement, _) = lone_piece_frame(Emblem::BY_MOVEMENT, boat, a1);
    assert!(!by_movement
        .windows(expected.len())
        .any(|w| w == expected.as_slice()));
    // The body point follows the figure drawn.
    assert_eq!(
        board.body_point(a1),
        Some(pieces::body_point_at(Emblem::Boat, &at))
    );
}

/// One's own marks: a right drag draws an arrow, a right click a circle, the same again takes
/// it away, a finger's long press is a circle, and a left click clears them all; they are
/// drawn over the pieces.
#[test]
fn right_drags_draw_arrows_right_clicks_circles_and_a_left_click_clears_them() {
    let mut board = board_with(small_view(), 400.0, 1.0);
    let at = |board: &Board, name: &str| board.cell_centre(name).expect("a cell");
    let (e2, e4, d1) = (at(&board, "e2"), at(&board, "e4"), at(&board, "d1"));
    board.secondary_down(e2.0, e2.1);
    board.secondary_up(e4.0, e4.1);
    board.secondary_down(d1.0, d1.1);
    board.secondary_up(d1.0, d1.1);
    assert_eq!(
        board.marks(),
        [
            marks::Mark::Arrow(grid("e2"), grid("e4")),
            marks::Mark::Circle(grid("d1"))
        ]
    );
    let plain = {
        let mut b = board_with(small_view(), 400.0, 1.0);
        b.frame(0.0).0.len()
    };
    assert!(board.frame(0.0).0.len() > plain, "drawn");
    // The same circle again takes it away; a long press draws one.
    board.secondary_down(d1.0, d1.1);
    board.secondary_up(d1.0, d1.1);
    assert_eq!(board.marks().len(), 1);
    board.long_press(e4.0, e4.1);
    assert_eq!(board.marks().len(), 2);
    // A left click anywhere clears them.
    board.pointer_down(e4.0, e4.1);
    assert!(board.marks().is_empty());
}
