//! Fuzz target `sealed`: see `ashtapada_fuzz_targets::sealed`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::sealed(data);
});
