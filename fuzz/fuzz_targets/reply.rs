//! Fuzz target `reply`: see `ashtapada_fuzz_targets::reply`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    ashtapada_fuzz_targets::reply(data);
});
