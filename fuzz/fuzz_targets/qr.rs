//! Fuzz target `qr`: see `ashtapada_fuzz_targets::qr`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::qr(data);
});
