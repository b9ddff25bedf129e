//! Fuzz target `extras`: see `ashtapada_fuzz_targets::extras`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::extras(data);
});
