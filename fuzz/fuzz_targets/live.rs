//! Fuzz target `live`: see `ashtapada_fuzz_targets::live`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::live(data);
});
