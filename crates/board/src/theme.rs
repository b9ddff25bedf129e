//! The boards' colour themes and the pieces' drawing styles the player chooses in the Settings.
//!
//! A theme is a [`Theme`] of colours; the high-contrast one is made so that every piece's edge
//! and every line stands out from the cells at WCAG AA's 3:1 for graphics, and the coordinates
//! at its 4.5:1 for text (checked by the tests from the colours themselves).

use crate::scene::{Rgb, Rgba};

/// A board's colours, as the Settings name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardTheme {
    /// Warm wood: the board the game always had.
    #[default]
    Classic,
    /// Green and cream cells, as many chess sites draw them.
    Green,
    /// White cells, black lines and frame: for people who need strong contrast (the default of
    /// a browser that asks for it, `prefers-contrast: more`).
    HighContrast,
}

impl BoardTheme {
    /// Every theme, in the Settings' order.
    pub const ALL: [BoardTheme; 3] = [
        BoardTheme::Classic,
        BoardTheme::Green,
        BoardTheme::HighContrast,
    ];

    /// The name in saves and form values.
    pub fn key(self) -> &'static str {
        match self {
            BoardTheme::Classic => "classic",
            BoardTheme::Green => "green",
            BoardTheme::HighContrast => "contrast",
        }
    }

    /// The theme of a [`BoardTheme::key`].
    pub fn from_key(key: &str) -> Option<BoardTheme> {
        BoardTheme::ALL.into_iter().find(|t| t.key() == key)
    }

    /// The theme's colours.
    pub fn colours(self) -> Theme {
        match self {
            BoardTheme::Classic => Theme::default(),
            BoardTheme::Green => Theme {
                background: Rgb(0x1f, 0x2a, 0x18),
                frame: Rgb(0x2f, 0x3d, 0x24),
                light: Rgb(0xee, 0xee, 0xd2),
                dark: Rgb(0x76, 0x96, 0x56),
                centre: Rgb(0x3f, 0x5a, 0x2e),
                line: Rgb(0x4e, 0x6b, 0x3a),
                label: Rgb(0xe8, 0xf0, 0xd8),
                ..Theme::default()
            },
            BoardTheme::HighContrast => Theme {
                background: Rgb(0, 0, 0),
                frame: Rgb(0, 0, 0),
                light: Rgb(0xff, 0xff, 0xff),
                dark: Rgb(0xd6, 0xd6, 0xd6),
                centre: Rgb(0, 0, 0),
                line: Rgb(0, 0, 0),
                label: Rgb(0xff, 0xff, 0xff),
                // Highlights strong enough to see on white.
                last_move: Rgba(0xff, 0xd6, 0x00, 170),
                selected: Rgba(0x00, 0x5a, 0xd0, 150),
                dest: Rgba(0x00, 0x5a, 0xd0, 190),
                hover: Rgba(0x00, 0x5a, 0xd0, 110),
                marked: Rgba(0, 0, 0, 230),
                ..Theme::default()
            },
        }
    }
}

/// How the pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PieceStyle {
    /// The figures in the army's colour, shaded and outlined.
    #[default]
    Figures,
    /// A disc in the army's colour with the figure's silhouette on it, in the outline's colour:
    /// flat tokens, easy to tell apart at a glance and on small screens.
    Tokens,
}

impl PieceStyle {
    /// Every style, in the Settings' order.
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Figures, PieceStyle::Tokens];

    /// The name in saves and form values.
    pub fn key(self) -> &'static str {
        match self {
            PieceStyle::Figures => "figures",
            PieceStyle::Tokens => "tokens",
        }
    }

    /// The style of a [`PieceStyle::key`].
    pub fn from_key(key: &str) -> Option<PieceStyle> {
        PieceStyle::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (a.luminance(), b.luminance());
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The board's colours.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// Around the board.
    pub background: Rgb,
    /// The frame band where the coordinates are written.
    pub frame: Rgb,
    /// The grid's squares (one colour: the board is not checkered), the circle's light cells.
    pub light: Rgb,
    /// The circle's dark cells.
    pub dark: Rgb,
    /// The circle's empty centre.
    pub centre: Rgb,
    /// Lines between cells.
    pub line: Rgb,
    /// Coordinates.
    pub label: Rgb,
    /// The last move's cells.
    pub last_move: Rgba,
    /// The selected cell.
    pub selected: Rgba,
    /// Target dots and rings.
    pub dest: Rgba,
    /// The target under a dragged piece.
    pub hover: Rgba,
    /// The glow under movable pieces.
    pub movable: Rgba,
    /// Outline of marked cells.
    pub marked: Rgba,
    /// The hint's arrow.
    pub hint: Rgba,
    /// A lesson's stars.
    pub star: Rgba,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            background: Rgb(0x2b, 0x24, 0x1d),
            frame: Rgb(0x3b, 0x2f, 0x24),
            light: Rgb(0xe8, 0xd0, 0xa0),
            dark: Rgb(0xc4, 0x9a, 0x68),
            centre: Rgb(0x5a, 0x45, 0x31),
            line: Rgb(0x7a, 0x58, 0x36),
            label: Rgb(0xe9, 0xd3, 0xa6),
            last_move: Rgba(155, 199, 0, 105),
            selected: Rgba(20, 85, 30, 128),
            dest: Rgba(20, 85, 30, 128),
            hover: Rgba(20, 85, 30, 77),
            movable: Rgba(255, 255, 255, 240),
            marked: Rgba(0x7a, 0x4a, 0x20, 210),
            hint: Rgba(0x1f, 0x5f, 0xbf, 200),
            star: Rgba(0xf2, 0xb7, 0x05, 240),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{army_colours, pieces::outline_for};
    use ashtapada_rules::Ruleset;

    #[test]
    fn keys_round_trip() {
        for t in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_key(t.key()), Some(t));
        }
        for s in PieceStyle::ALL {
            assert_eq!(PieceStyle::from_key(s.key()), Some(s));
        }
        assert_eq!(BoardTheme::from_key("dark"), None);
        assert_eq!(PieceStyle::from_key(""), None);
    }

    #[test]
    fn contrast_is_wcags() {
        assert!((contrast(Rgb(0, 0, 0), Rgb(255, 255, 255)) - 21.0).abs() < 1e-9);
        assert!((contrast(Rgb(9, 9, 9), Rgb(9, 9, 9)) - 1.0).abs() < 1e-9);
        // #767676 on white: the well-known 4.54.
        assert!((contrast(Rgb(0x76, 0x76, 0x76), Rgb(255, 255, 255)) - 4.54).abs() < 0.01);
    }

    /// Every army of every ruleset stands out from every cell of the high-contrast board:
    /// its body or its outline (the edge the eye follows) at 3:1 or more (WCAG AA, 1.4.11,
    /// graphics); the lines against the cells at 3:1, the coordinates against the frame at
    /// 4.5:1 (AA text).
    #[test]
    fn the_high_contrast_board_passes_wcag_aa() {
        let t = BoardTheme::HighContrast.colours();
        for rules in Ruleset::all() {
            for fill in army_colours(rules) {
                for cell in [t.light, t.dark] {
                    let edge = contrast(fill, cell).max(contrast(outline_for(fill), cell));
                    assert!(edge >= 3.0, "{} {fill:?} on {cell:?}: {edge}", rules.id);
                }
            }
        }
        for cell in [t.light, t.dark] {
            assert!(contrast(t.line, cell) >= 3.0);
        }
        assert!(contrast(t.label, t.frame) >= 4.5);
        // The classic board does not claim as much: its light labels on dark wood do pass.
        let classic = BoardTheme::Classic.colours();
        assert!(contrast(classic.label, classic.frame) >= 4.5);
    }
}
