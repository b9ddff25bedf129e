//! Fuzz target `notation`: see `ashtapada_fuzz_targets::notation`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::notation(data);
});
