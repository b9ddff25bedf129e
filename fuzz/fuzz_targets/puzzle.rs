//! Fuzz target `puzzle`: see `ashtapada_fuzz_targets::puzzle`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::puzzle(data);
});
