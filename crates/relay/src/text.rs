//! Hex and base64url, written by hand: two small codecs are cheaper in the page's wasm than a
//! crate each, and the readers here are strict (one text per value) so that what they accept
//! writes back as the same text.

const HEX: &[u8; 16] = b"0123456789abcdef";
const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(HEX[usize::from(b >> 4)] as char);
        out.push(HEX[usize::from(b & 15)] as char);
    }
    out
}

/// The bytes of lowercase hex of exactly `N` bytes; uppercase is refused (NIP-01 writes
/// lowercase, and one text per value keeps ids comparable as text).
pub fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.as_bytes();
    if text.len() != 2 * N {
        return None;
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    };
    let mut out = [0u8; N];
    for (i, pair) in text.chunks_exact(2).enumerate() {
        out[i] = digit(pair[0])? << 4 | digit(pair[1])?;
    }
    Some(out)
}

/// Base64url without padding (RFC 4648 §5).
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of base64url without padding; a text that is not the one [`base64url`] writes
/// (padding, other alphabets, stray bits in the last character) is refused.
pub fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    };
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= u32::from(value(c)?) << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        // The bits past the last byte must be zero: one text per value.
        if n & (0xff_ffff >> (8 * bytes)) != 0 {
            return None;
        }
        out.extend((0..bytes).map(|i| (n >> (16 - 8 * i)) as u8));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_reads_what_it_writes_and_nothing_else() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url(&bytes);
            assert_eq!(unbase64url(&text), Some(bytes));
        }
        assert_eq!(base64url(b"\xfb\xff"), "-_8");
        assert_eq!(base64url(b"Man"), "TWFu");
        assert_eq!(unbase64url("TQ"), Some(b"M".to_vec()));
        assert_eq!(unbase64url("TR"), None, "stray bits");
        assert_eq!(unbase64url("TQ=="), None, "padding");
        assert_eq!(unbase64url("T"), None);
        assert_eq!(unbase64url("+/8"), None, "the other alphabet");
    }

    #[test]
    fn hex_reads_lowercase_of_its_length() {
        assert_eq!(hex(&[0, 0xab, 0x7f]), "00ab7f");
        assert_eq!(unhex::<3>("00ab7f"), Some([0, 0xab, 0x7f]));
        assert_eq!(unhex::<3>("00AB7F"), None);
        assert_eq!(unhex::<2>("00ab7f"), None);
        assert_eq!(unhex::<1>("0g"), None);
    }
}
