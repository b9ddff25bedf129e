//! The first layer's rows: the [`HIDDEN`] weights (`i16`) of one input, and adding a row to the
//! hidden units' `i32` sums, the inner loop of the network's inference.
//!
//! One code path: [`add`] and [`add_scaled`] are what the network calls everywhere. Built for
//! wasm32 with the `simd128` target feature they use `core::arch::wasm32`'s 128-bit lanes
//! (eight weights widened to two times four sums a step); elsewhere plain Rust, which native
//! compilers vectorise by themselves. [`add_plain`] and [`add_scaled_plain`] are the plain
//! forms under their own names, so that a test can check that the lanes give the same sums.
//!
//! The width of a row, the number of hidden units, is set here, beside the lanes that need it
//! to be a multiple of eight; the rest of the network takes it from here.

/// Hidden units: the weights in a row of the first layer, and the sums a row is added to.
pub const HIDDEN: usize = 32;

// The lanes take eight weights a step.
const _: () = assert!(HIDDEN % 8 == 0);

/// The row of input `i` in the first layer's weights `w1` (`INPUTS × HIDDEN`, input-major).
#[inline]
pub fn row(w1: &[i16], i: usize) -> &[i16; HIDDEN] {
    w1[i * HIDDEN..][..HIDDEN]
        .try_into()
        .expect("a row is HIDDEN weights")
}

/// `acc += row`.
#[inline]
pub fn add(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN]) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    lanes::add(acc, row, 1);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    add_plain(acc, row);
}

/// `acc -= row`.
#[inline]
pub fn sub(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN]) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    lanes::add(acc, row, -1);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    for (a, &w) in acc.iter_mut().zip(row) {
        *a -= i32::from(w);
    }
}

/// `acc += (row · v) >> shift`, each product shifted on its own (as the float network's
/// fractional inputs are read).
#[inline]
pub fn add_scaled(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN], v: i32, shift: u32) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    lanes::add_scaled(acc, row, v, shift);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    add_scaled_plain(acc, row, v, shift);
}

/// [`add`] in plain Rust.
#[inline]
// With the lanes, only the test calls it.
#[cfg_attr(
    all(target_arch = "wasm32", target_feature = "simd128"),
    allow(dead_code)
)]
pub fn add_plain(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a += i32::from(w);
    }
}

/// [`add_scaled`] in plain Rust.
#[inline]
// With the lanes, only the test calls it.
#[cfg_attr(
    all(target_arch = "wasm32", target_feature = "simd128"),
    allow(dead_code)
)]
pub fn add_scaled_plain(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN], v: i32, shift: u32) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a += (i32::from(w) * v) >> shift;
    }
}

/// The 128-bit lanes of wasm32's SIMD.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod lanes {
    use super::HIDDEN;
    use core::arch::wasm32::*;

    /// `acc += sign · row`, `sign` being 1 or −1.
    #[inline]
    pub fn add(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN], sign: i32) {
        for (a, w) in acc.chunks_exact_mut(8).zip(row.chunks_exact(8)) {
            let w = load_i16(w);
            let (lo, hi) = (i32x4_extend_low_i16x8(w), i32x4_extend_high_i16x8(w));
            let (lo, hi) = if sign < 0 {
                (i32x4_neg(lo), i32x4_neg(hi))
            } else {
                (lo, hi)
            };
            store_i32(
                a,
                i32x4_add(load_i32(&a[..4]), lo),
                i32x4_add(load_i32(&a[4..]), hi),
            );
        }
    }

    /// `acc += (row · v) >> shift`, lane by lane.
    #[inline]
    pub fn add_scaled(acc: &mut [i32; HIDDEN], row: &[i16; HIDDEN], v: i32, shift: u32) {
        let v = i32x4_splat(v);
        for (a, w) in acc.chunks_exact_mut(8).zip(row.chunks_exact(8)) {
            let w = load_i16(w);
            let lo = i32x4_shr(i32x4_mul(i32x4_extend_low_i16x8(w), v), shift);
            let hi = i32x4_shr(i32x4_mul(i32x4_extend_high_i16x8(w), v), shift);
            store_i32(
                a,
                i32x4_add(load_i32(&a[..4]), lo),
                i32x4_add(load_i32(&a[4..]), hi),
            );
        }
    }

    /// Eight weights in one vector.
    #[inline]
    fn load_i16(w: &[i16]) -> v128 {
        assert!(w.len() >= 8);
        // SAFETY: `w` holds at least eight `i16`, 16 bytes, and `v128_load` reads unaligned.
        unsafe { v128_load(w.as_ptr().cast::<v128>()) }
    }

    /// Four sums in one vector.
    #[inline]
    fn load_i32(a: &[i32]) -> v128 {
        assert!(a.len() >= 4);
        // SAFETY: `a` holds at least four `i32`, 16 bytes, and `v128_load` reads unaligned.
        unsafe { v128_load(a.as_ptr().cast::<v128>()) }
    }

    /// Stores two vectors of four sums into the eight sums `a`.
    #[inline]
    fn store_i32(a: &mut [i32], lo: v128, hi: v128) {
        assert!(a.len() >= 8);
        // SAFETY: `a` holds at least eight `i32`, 32 bytes, written as two unaligned stores
        // of 16 bytes each.
        unsafe {
            v128_store(a.as_mut_ptr().cast::<v128>(), lo);
            v128_store(a.as_mut_ptr().add(4).cast::<v128>(), hi);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Built for wasm32 with `simd128` (`cargo xtask test` runs this module so, under Node's
    /// WASI), this checks the lanes against plain Rust; natively, plain Rust against itself
    /// and the subtraction against the addition.
    #[test]
    fn the_lanes_give_the_plain_sums() {
        let mut rng = Rng::new(8);
        let any = |rng: &mut Rng| rng.below(65_536) as i32 - 32_768;
        for _ in 0..500 {
            let row: [i16; HIDDEN] = std::array::from_fn(|_| any(&mut rng) as i16);
            let start: [i32; HIDDEN] = std::array::from_fn(|_| any(&mut rng) * 64);
            let (mut a, mut b) = (start, start);
            add(&mut a, &row);
            add_plain(&mut b, &row);
            assert_eq!(a, b);
            sub(&mut a, &row);
            assert_eq!(a, start);
            let v = any(&mut rng) >> 6;
            let shift = rng.below(11) as u32;
            let (mut a, mut b) = (start, start);
            add_scaled(&mut a, &row, v, shift);
            add_scaled_plain(&mut b, &row, v, shift);
            assert_eq!(a, b, "v {v}, shift {shift}");
        }
    }

    #[test]
    fn the_lanes_are_used_where_built_for_them() {
        // A guard that the build this runs in is the one meant: under wasm32 the tests are
        // built with simd128 on, so that the test above checks the lanes.
        assert_eq!(
            cfg!(target_arch = "wasm32"),
            cfg!(all(target_arch = "wasm32", target_feature = "simd128"))
        );
    }
}
