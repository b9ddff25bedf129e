//! The shipped puzzle sets (`crates/learn/puzzles/<ruleset>.txt`): every line reads, is a
//! puzzle of its file's ruleset, and holds at the confirming budget (its answer the hard bot's
//! best move by at least the margin, at twice the nodes it was mined at); each set has at
//! least [`AT_LEAST`] puzzles, none twice.

use ashtapada_bots::puzzle::{self, CONFIRM_FACTOR, MINE_NODES};
use ashtapada_rules::fen;

/// The fewest puzzles a ruleset's set may have.
const AT_LEAST: usize = 200;

fn check(ruleset: &str, text: &str) {
    let set = puzzle::parse_set(text)
        .unwrap_or_else(|(line, e)| panic!("{ruleset}.txt, line {line}: {e}"));
    assert!(
        set.len() >= AT_LEAST,
        "{ruleset}: {} puzzles, fewer than {AT_LEAST}",
        set.len()
    );
    let mut seen = std::collections::HashSet::new();
    for p in &set {
        let line = puzzle::write_line(p);
        assert_eq!(p.rules().id, ruleset, "{line}");
        assert!(seen.insert(fen::write(p.position())), "twice: {line}");
        assert!(
            puzzle::holds(p, MINE_NODES * CONFIRM_FACTOR),
            "{ruleset}: does not hold at the confirming budget: {line}"
        );
    }
}

macro_rules! sets {
    ($($name:ident => $id:literal),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check($id, include_str!(concat!("../../learn/puzzles/", $id, ".txt")));
            }
        )*

        /// Every ruleset has its set here, and no set is left unchecked.
        #[test]
        fn every_ruleset_has_a_checked_set() {
            let checked = [$($id),*];
            let mut ids = ashtapada_rules::record::ruleset_ids();
            ids.sort_unstable();
            let mut listed = checked.to_vec();
            listed.sort_unstable();
            assert_eq!(listed, ids);
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../learn/puzzles");
            let mut files: Vec<String> = std::fs::read_dir(&dir)
                .expect("the puzzles folder")
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .collect();
            files.sort_unstable();
            let mut expected: Vec<String> = listed.iter().map(|id| format!("{id}.txt")).collect();
            expected.sort_unstable();
            assert_eq!(files, expected);
        }
    };
}

sets! {
    chaturanga_v1 => "chaturanga-v1",
    chaturanga_v1_dice => "chaturanga-v1+dice",
    chaturanga_v2 => "chaturanga-v2",
    chaturanga_v3 => "chaturanga-v3",
    chaturanga_antique => "chaturanga-antique",
    chaturaji => "chaturaji",
    chaduranga => "chaduranga",
    byzantine_traditional => "byzantine-traditional",
    byzantine_modern => "byzantine-modern",
}
