//! `www/boot.js` says a bug of the release build (a wasm trap, with no panic hook to run) in
//! the words of the `bug` message: the two must not drift apart.

use ashtapada_i18n::Lang;

#[test]
fn boot_js_says_a_trap_in_the_bug_message_s_words_in_both_languages() {
    let boot = include_str!("../../../www/boot.js");
    for lang in [Lang::En, Lang::Fr] {
        let words = lang.bug("${why}");
        assert!(
            boot.contains(&format!("`{words}`")),
            "www/boot.js lacks the {lang:?} bug message: {words}"
        );
    }
}
