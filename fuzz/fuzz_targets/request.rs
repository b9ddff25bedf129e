//! Fuzz target `request`: see `ashtapada_fuzz_targets::request`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::request(data);
});
