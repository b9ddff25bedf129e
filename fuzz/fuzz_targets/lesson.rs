//! Fuzz target `lesson`: see `ashtapada_fuzz_targets::lesson`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::lesson(data);
});
