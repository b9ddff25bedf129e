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
