//! Fuzz target `invite`: see `ashtapada_fuzz_targets::invite`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::invite(data);
});
