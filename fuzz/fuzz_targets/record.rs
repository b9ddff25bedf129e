//! Fuzz target `record`: see `ashtapada_fuzz_targets::record`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::record(data);
});
