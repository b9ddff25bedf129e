//! Fresh seeds from the page's entropy (the dice of new games, live play's connection ids,
//! a bot's fallback move): SplitMix64, so that the tests, which give a constant, are
//! reproducible.

/// The next number of the sequence whose state is `x`, which it advances.
pub(crate) fn mix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
