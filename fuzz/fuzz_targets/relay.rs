//! Fuzz target `relay`: see `ashtapada_fuzz_targets::relay`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::relay(data);
});
