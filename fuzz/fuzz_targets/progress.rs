//! Fuzz target `progress`: see `ashtapada_fuzz_targets::progress`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::progress(data);
});
