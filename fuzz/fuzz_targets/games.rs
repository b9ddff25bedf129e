//! Fuzz target `games`: see `ashtapada_fuzz_targets::games`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::games(data);
});
