//! Fuzz target `link`: see `ashtapada_fuzz_targets::link`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::link(data);
});
