//! Fuzz target `dice`: see `ashtapada_fuzz_targets::dice`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::dice(data);
});
