//! Fuzz target `fen`: see `ashtapada_fuzz_targets::fen`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::fen(data);
});
