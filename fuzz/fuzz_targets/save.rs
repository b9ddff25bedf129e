//! Fuzz target `save`: see `ashtapada_fuzz_targets::save`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::save(data);
});
