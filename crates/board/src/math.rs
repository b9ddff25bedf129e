//! The float functions the board's geometry needs. In the browser they are JavaScript's `Math`,
//! which every engine has: the page's wasm then carries no copy of Rust's libm (its sine,
//! cosine, arc tangent and power functions weigh about 12 KB of wasm, 5 KB gzipped).
//! Natively (the tests) they are the standard library's; both are IEEE 754 functions, and
//! nothing the board computes depends on their last bit.

/// The sine of `x` radians.
pub fn sin(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::sin(x);
    #[cfg(not(target_arch = "wasm32"))]
    return x.sin();
}

/// The cosine of `x` radians.
pub fn cos(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::cos(x);
    #[cfg(not(target_arch = "wasm32"))]
    return x.cos();
}

/// The angle of the point `(x, y)`, in radians from −π to π.
pub fn atan2(y: f64, x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::atan2(y, x);
    #[cfg(not(target_arch = "wasm32"))]
    return y.atan2(x);
}

/// The length of the vector `(x, y)`.
pub fn hypot(x: f64, y: f64) -> f64 {
    // A square root is one wasm instruction; the board's lengths never come near overflow,
    // against which `f64::hypot` guards.
    (x * x + y * y).sqrt()
}

/// `x` to the power `y`.
pub fn powf(x: f64, y: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::pow(x, y);
    #[cfg(not(target_arch = "wasm32"))]
    return x.powf(y);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_functions_are_the_usual_ones() {
        assert!((sin(std::f64::consts::FRAC_PI_2) - 1.0).abs() < 1e-12);
        assert!((cos(std::f64::consts::PI) + 1.0).abs() < 1e-12);
        assert!((atan2(1.0, -1.0) - 3.0 * std::f64::consts::FRAC_PI_4).abs() < 1e-12);
        assert!((hypot(3.0, 4.0) - 5.0).abs() < 1e-12);
        assert!((powf(2.0, 10.0) - 1024.0).abs() < 1e-9);
    }
}

/// Sorts a short list by a key, stably: an insertion sort, because the standard library's
/// sorts (driftsort and its small-sort networks) weigh about 3.5 KB of wasm per element type
/// they are used with, and every list the page sorts is short or nearly sorted already.
pub fn sort_by_key<T, K: PartialOrd>(v: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod sort_tests {
    #[test]
    fn sorts_stably_by_the_key() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        super::sort_by_key(&mut v, |p| p.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut empty: Vec<u8> = Vec::new();
        super::sort_by_key(&mut empty, |&x| x);
        assert!(empty.is_empty());
    }
}
