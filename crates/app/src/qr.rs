//! A game link's QR code as the QR worker (`crates/extras`) sends it, checked where it enters, and
//! drawn as SVG for the Share dialog: a phone at the same table scans the link off the screen.

/// The smallest and largest sides of a QR code, in modules (versions 1 and 40).
const SIDES: std::ops::RangeInclusive<usize> = 21..=177;

/// A QR code: its side and its dark modules, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrCode {
    size: usize,
    dark: Vec<bool>,
}

/// Why the worker's answer is not a QR code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QrError {
    /// The side is not one a QR code has (21 to 177, in steps of 4).
    Size,
    /// The modules are not `size × size` characters `0` and `1`.
    Bits,
}

impl QrCode {
    /// Reads the worker's answer: the side (a JavaScript number) and the modules as `0`/`1`
    /// characters, row by row.
    ///
    /// # Errors
    /// What does not hold ([`QrError`]).
    pub fn read(size: f64, bits: &str) -> Result<QrCode, QrError> {
        let side = size as usize;
        if side as f64 != size || !SIDES.contains(&side) || (side - 17) % 4 != 0 {
            return Err(QrError::Size);
        }
        if bits.len() != side * side {
            return Err(QrError::Bits);
        }
        let dark = bits
            .bytes()
            .map(|b| match b {
                b'0' => Ok(false),
                b'1' => Ok(true),
                _ => Err(QrError::Bits),
            })
            .collect::<Result<_, _>>()?;
        Ok(QrCode { size: side, dark })
    }

    /// The side, in modules.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The modules as `0`/`1` characters, as [`QrCode::read`] takes them.
    pub fn bits(&self) -> String {
        self.dark
            .iter()
            .map(|&d| if d { '1' } else { '0' })
            .collect()
    }

    /// The code as an SVG image: dark modules on white, with the four-module quiet zone that
    /// scanners need, one path of horizontal runs.
    pub fn svg(&self) -> String {
        let view = self.size + 8;
        let mut path = String::new();
        for y in 0..self.size {
            let row = &self.dark[y * self.size..(y + 1) * self.size];
            let mut x = 0;
            while x < self.size {
                if row[x] {
                    let run = row[x..].iter().take_while(|&&d| d).count();
                    path.push_str(&format!("M{} {}h{run}v1h-{run}z", x + 4, y + 4));
                    x += run;
                } else {
                    x += 1;
                }
            }
        }
        format!(
            "<svg class=\"qr\" viewBox=\"0 0 {view} {view}\" aria-hidden=\"true\" \
             shape-rendering=\"crispEdges\"><rect width=\"{view}\" height=\"{view}\" \
             fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(size: usize) -> String {
        (0..size * size)
            .map(|i| {
                if (i / size + i % size) % 3 == 0 {
                    '1'
                } else {
                    '0'
                }
            })
            .collect()
    }

    #[test]
    fn a_code_reads_writes_back_and_draws_its_runs() {
        let bits = code(21);
        let qr = QrCode::read(21.0, &bits).expect("a code");
        assert_eq!(qr.size(), 21);
        assert_eq!(qr.bits(), bits);
        let svg = qr.svg();
        assert!(
            svg.starts_with("<svg class=\"qr\" viewBox=\"0 0 29 29\""),
            "{svg}"
        );
        // The first row's dark modules at x = 0, 3, 6…: one-module runs, offset by the zone.
        assert!(
            svg.contains("M4 4h1v1h-1z") && svg.contains("M7 4h1v1h-1z"),
            "{svg}"
        );
        let runs = svg.matches('M').count();
        assert_eq!(runs, bits.bytes().filter(|&b| b == b'1').count());
    }

    #[test]
    fn answers_that_are_not_codes_are_refused() {
        assert_eq!(QrCode::read(20.0, &code(20)), Err(QrError::Size));
        assert_eq!(QrCode::read(23.0, &code(23)), Err(QrError::Size));
        assert_eq!(QrCode::read(181.0, &code(181)), Err(QrError::Size));
        assert_eq!(QrCode::read(21.5, &code(21)), Err(QrError::Size));
        assert_eq!(QrCode::read(f64::NAN, ""), Err(QrError::Size));
        assert_eq!(QrCode::read(-21.0, ""), Err(QrError::Size));
        assert_eq!(QrCode::read(25.0, &code(21)), Err(QrError::Bits));
        let mut bad = code(21);
        bad.replace_range(5..6, "x");
        assert_eq!(QrCode::read(21.0, &bad), Err(QrError::Bits));
        let mut wide = code(21);
        wide.replace_range(0..1, "é");
        assert_eq!(QrCode::read(21.0, &wide), Err(QrError::Bits));
    }
}
