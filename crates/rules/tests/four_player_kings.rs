//! Four-player rulesets: kings coming and going. Exchange of kings (offer, accept, refuse, return
//! to an occupied throne), the free release demand, Chaduranga's reintroduction, the lone king's
//! withdrawal. Each test states the rule or reading that decides it.

mod four_common;

use ashtapada_rules::event::{CommandEnd, Event};
use ashtapada_rules::{fen, Action, Game, Pending, Role};
use four_common::*;

/// South holds West's captured king, East holds North's: "each team has lost a king".
const EXCHANGE: &str = "sK@d1 sR@c1 sP@a2 wP@b6 wN@a7 nP@h6 nR@f8 eK@h4 eP@g1 eR@h3";
const EXCHANGE_EXTRAS: &str = "kings-lost=w1n1 held=wsne";

/// The exchange of kings: once each team has lost a king, a player holding a captured king may
/// propose, on his own turn, to trade it; the player holding the other captured king says yes or
/// no straight away. Traded kings go back to their thrones, or, if a throne is taken, to an empty
/// neighbouring square their owner picks. v1, v2, the antique version and chaturaji (rules 14–15)
/// all have this exchange by agreement; chaduranga has reintroduction instead. Proposals, answers
/// and demands are each an action written in the game record.
#[test]
fn exchange_offered_and_accepted_returns_both_kings_to_their_thrones() {
    for id in [
        "chaturanga-v1",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
    ] {
        let mut p = pos(id, EXCHANGE, 's', "-", EXCHANGE_EXTRAS);
        assert!(actions(&p).contains(&Action::Offer), "{id}");
        let ev = act(&mut p, Action::Offer);
        assert_eq!(
            ev,
            vec![Event::ExchangeOffered {
                by: SOUTH,
                to: EAST
            }],
            "{id}"
        );
        assert_eq!(
            p.pending(),
            Some(Pending::Answer {
                offerer: SOUTH,
                answerer: EAST
            })
        );
        assert_eq!(p.actor(), EAST, "{id}: the other holder answers at once");
        assert_eq!(
            actions(&p),
            vec![Action::Answer(true), Action::Answer(false)]
        );
        assert!(
            fen::write(&p).contains("pending=answer:se"),
            "{}",
            fen::write(&p)
        );

        let ev = act(&mut p, Action::Answer(true));
        assert_eq!(
            ev,
            vec![
                Event::ExchangeAccepted,
                Event::KingReturned {
                    army: WEST,
                    at: sq("a5")
                },
                Event::KingReturned {
                    army: NORTH,
                    at: sq("e8")
                },
            ],
            "{id}"
        );
        assert_eq!(
            (p.pending(), p.to_move(), p.actor()),
            (None, SOUTH, SOUTH),
            "{id}"
        );
        assert_eq!(
            (p.king(WEST), p.king(NORTH)),
            (Some(sq("a5")), Some(sq("e8")))
        );
        assert_eq!((p.king_holder(WEST), p.king_holder(NORTH)), (None, None));
        assert!(!p.frozen(WEST) && !p.frozen(NORTH), "{id}");
        // The turn goes on (a roll, or a move); no second offer in the same turn.
        let acts = actions(&p);
        assert!(
            !acts.contains(&Action::Offer) && !acts.is_empty(),
            "{id}: {acts:?}"
        );
        // The returned kings' losses stay counted.
        assert_eq!(p.kings_lost(WEST), 1);
    }
}

#[test]
fn exchange_refused_leaves_the_kings_where_they_are() {
    for id in ["chaturanga-v1", "chaturanga-v2"] {
        let mut p = pos(id, EXCHANGE, 's', "-", EXCHANGE_EXTRAS);
        act(&mut p, Action::Offer);
        let ev = act(&mut p, Action::Answer(false));
        assert_eq!(ev, vec![Event::ExchangeRefused]);
        assert_eq!((p.pending(), p.to_move()), (None, SOUTH));
        assert_eq!((p.king(WEST), p.king_holder(WEST)), (None, Some(SOUTH)));
        assert!(
            !actions(&p).contains(&Action::Offer),
            "{id}: one offer per turn"
        );
        if id == "chaturanga-v1" {
            assert!(p.frozen(WEST) && p.frozen(NORTH));
        }
    }
}

#[test]
fn the_other_holder_may_offer_on_his_turn_and_dice_games_offer_before_rolling() {
    let mut p = pos("chaturanga-v1", EXCHANGE, 'e', "-", EXCHANGE_EXTRAS);
    act(&mut p, Action::Offer);
    assert_eq!(
        p.pending(),
        Some(Pending::Answer {
            offerer: EAST,
            answerer: SOUTH
        })
    );
    // With dice: before the roll, the offer stands beside the die; after it, not any more.
    for id in ["chaturanga-v2", "chaturanga-antique", "chaturaji"] {
        let mut p = pos(id, EXCHANGE, 's', "-", EXCHANGE_EXTRAS);
        let acts = actions(&p);
        assert!(
            acts.contains(&Action::Offer) && acts.contains(&Action::Roll(0)),
            "{id}: {acts:?}"
        );
        act(&mut p, Action::Roll(0));
        assert!(!actions(&p).contains(&Action::Offer), "{id}");
    }
    // Chaduranga has no exchange; without a captured king on each side, no offer either.
    let p = pos("chaduranga", EXCHANGE, 's', "-", EXCHANGE_EXTRAS);
    assert!(!actions(&p).contains(&Action::Offer));
    let p = pos(
        "chaturanga-v1",
        &format!("{EXCHANGE} nK@e8"),
        's',
        "-",
        "kings-lost=w1 held=ws",
    );
    assert!(!actions(&p).contains(&Action::Offer));
    // Through a game: Game::play accepts the decision actions and reports their events.
    let mut g = Game::from_position(pos("chaturanga-v1", EXCHANGE, 's', "-", EXCHANGE_EXTRAS), 3);
    assert_eq!(
        g.play(Action::Offer).unwrap(),
        &[Event::ExchangeOffered {
            by: SOUTH,
            to: EAST
        }]
    );
    assert!(g.play(Action::Offer).is_err());
    assert_eq!(
        g.play(Action::Answer(false)).unwrap(),
        &[Event::ExchangeRefused]
    );
    assert_eq!(g.actions(), &[Action::Offer, Action::Answer(false)]);
}

/// "... or to a free adjacent square chosen by their owner", and "[command lasts] until the ally's
/// king comes back into play". South commands North from North's throne e8; when North's king is
/// exchanged back, its throne is occupied, so North chooses among the free cells next to it.
#[test]
fn exchange_to_an_occupied_throne_lets_the_owner_choose_and_ends_command() {
    let pieces = "sK@e8 sR@c1 sP@a2 wP@b6 wN@a7 nP@f7 nR@f8 eK@h4 eP@g1 eR@h3";
    let extras = "command=s kings-lost=w1n1 held=wsne";
    let mut p = pos("chaturanga-v1", pieces, 's', "-", extras);
    act(&mut p, Action::Offer);
    let ev = act(&mut p, Action::Answer(true));
    assert_eq!(
        ev,
        vec![
            Event::ExchangeAccepted,
            Event::KingReturned {
                army: WEST,
                at: sq("a5")
            }
        ]
    );
    assert_eq!(p.pending(), Some(Pending::Place { army: NORTH }));
    assert_eq!(p.actor(), NORTH, "the owner chooses");
    assert_eq!(
        actions(&p),
        vec![
            Action::Place(sq("d7")),
            Action::Place(sq("e7")),
            Action::Place(sq("d8"))
        ]
    );
    assert!(
        fen::write(&p).contains("pending=place:n"),
        "{}",
        fen::write(&p)
    );
    assert!(
        p.commands(SOUTH),
        "command lasts until the king is back in play"
    );
    let ev = act(&mut p, Action::Place(sq("e7")));
    assert_eq!(
        ev,
        vec![
            Event::KingReturned {
                army: NORTH,
                at: sq("e7")
            },
            Event::CommandEnds {
                commander: SOUTH,
                reason: CommandEnd::AllyKingReturned
            },
        ]
    );
    assert_eq!((p.pending(), p.to_move(), p.actor()), (None, SOUTH, SOUTH));
    assert!(!p.commands(SOUTH) && !p.commanded(NORTH));

    // One free cell only: the king goes there at once.
    let crowded = format!("{pieces} wP@d8 wN@d7")
        .replace("wN@a7 ", "")
        .replace("wP@b6 ", "");
    let mut p = pos("chaturanga-v1", &crowded, 's', "-", extras);
    act(&mut p, Action::Offer);
    let ev = act(&mut p, Action::Answer(true));
    assert!(
        has(
            &ev,
            Event::KingReturned {
                army: NORTH,
                at: sq("e7")
            }
        ),
        "{ev:?}"
    );
    assert_eq!(p.pending(), None);
}

/// The free release (v2, chaturanga-antique, and chaturaji by its rule 15): when a player's team
/// holds both enemy kings and the other team holds one of theirs, he may demand that king back
/// without giving anything in exchange.
#[test]
fn free_release_demand_in_v2_antique_and_chaturaji() {
    // South holds West's king, North holds East's, West holds North's.
    let pieces = "sK@d1 sR@c1 sP@a2 nP@h6 nN@g8 wP@b6 wN@a7 eP@g1 eR@h3";
    let extras = "kings-lost=w1e1n1 held=wsennw";
    for id in FIVE {
        let mut p = pos(id, pieces, 's', "-", extras);
        let demands = matches!(id, "chaturanga-v2" | "chaturanga-antique" | "chaturaji");
        assert_eq!(actions(&p).contains(&Action::Demand), demands, "{id}");
        if !demands {
            continue;
        }
        let ev = act(&mut p, Action::Demand);
        assert_eq!(
            ev,
            vec![
                Event::ReleaseDemanded { by: SOUTH },
                Event::KingReturned {
                    army: NORTH,
                    at: sq("e8")
                },
            ],
            "{id}"
        );
        assert_eq!(
            (p.king_holder(NORTH), p.king(NORTH)),
            (None, Some(sq("e8")))
        );
        assert_eq!(p.king_holder(WEST), Some(SOUTH), "{id}: nothing given back");
        assert!(!actions(&p).contains(&Action::Demand));
        assert_eq!(
            p.money(),
            pos(id, pieces, 's', "-", extras).money(),
            "no money moves"
        );
    }
    // Holding one enemy king is not enough.
    let p = pos(
        "chaturanga-v2",
        &format!("{pieces} eK@h4"),
        's',
        "-",
        "kings-lost=w1n1 held=wsnw",
    );
    let acts = actions(&p);
    assert!(
        !acts.contains(&Action::Demand) && acts.contains(&Action::Offer),
        "{acts:?}"
    );
}

/// Chaduranga's reintroduction: a player without his king earns the right to bring it back when
/// his partner captures an enemy king. As long as he has that right his seat plays its turns,
/// whatever the roll, and he may set his king on any empty square or wait and keep the right;
/// having set it down, he misses his next turn. A king taken a second time is gone for good.
#[test]
fn chaduranga_reintroduction_place_and_miss_a_turn() {
    // North's raja was taken by West; South's elephant now takes West's raja.
    let pieces = "sK@d1 sR@c4 wK@c5 wP@b6 wN@a7 nP@h6 nR@f8 eK@h4 eP@g2";
    let mut p = pos("chaduranga", pieces, 's', "4", "kings-lost=n1 held=nw");
    let ev = play(&mut p, "Rc4xc5");
    assert_eq!(
        ev,
        vec![
            Event::Captured {
                army: WEST,
                role: Role::King,
                at: sq("c5"),
                by: SOUTH
            },
            Event::Frozen { army: WEST },
            Event::ReintroductionRight { army: NORTH },
        ]
    );
    // West is frozen and skipped; North's seat takes its turn without rolling.
    assert_eq!(p.to_move(), NORTH);
    assert!(p.reintroduction_turn() && !p.needs_roll());
    let acts = actions(&p);
    let empty = 64 - p.occupied().count() as usize;
    assert_eq!(acts.len(), empty + 1);
    assert_eq!(acts.last(), Some(&Action::Keep));
    assert!(acts[..empty]
        .iter()
        .all(|a| matches!(a, Action::Place(s) if !p.occupied().has(*s))));
    assert!(!Game::from_position(p, 5)
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Roll(_))));

    let mut placed = p;
    let ev = act(&mut placed, Action::Place(sq("d4")));
    assert_eq!(
        ev,
        vec![Event::KingReturned {
            army: NORTH,
            at: sq("d4")
        }]
    );
    assert_eq!(placed.king(NORTH), Some(sq("d4")));
    assert!(!placed.reintroduction_turn());
    assert_eq!(placed.to_move(), EAST);
    go(&mut placed, "g2-f2");
    assert_eq!(placed.to_move(), SOUTH);
    go(&mut placed, "Kd1-d2");
    assert_eq!(
        placed.to_move(),
        EAST,
        "West frozen, North misses its next turn"
    );
    go(&mut placed, "f2-e2");
    go(&mut placed, "Kd2-e3");
    assert_eq!(
        placed.to_move(),
        NORTH,
        "then North plays again, with the die"
    );
    assert!(placed.needs_roll());

    // Keep: the right stays, and the seat comes back to it next round.
    let mut kept = p;
    let ev = act(&mut kept, Action::Keep);
    assert!(ev.is_empty(), "{ev:?}");
    assert!(fen::write(&kept).contains("reintro=n"));
    assert_eq!(kept.to_move(), EAST);
    go(&mut kept, "g2-f2");
    go(&mut kept, "Kd1-d2");
    assert_eq!(kept.to_move(), NORTH);
    assert!(kept.reintroduction_turn());
}

#[test]
fn chaduranga_king_captured_twice_never_returns() {
    let pieces = "sK@d1 sR@c4 wK@c5 wP@b6 wN@a7 nP@h6 nR@f8 eK@h4 eP@g2";
    let mut p = pos("chaduranga", pieces, 's', "4", "kings-lost=n2 held=nw");
    let ev = play(&mut p, "Rc4xc5");
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::ReintroductionRight { .. })),
        "{ev:?}"
    );
    assert_eq!(
        p.to_move(),
        EAST,
        "West and North are both frozen and skipped"
    );
    // Other rulesets know no reintroduction.
    for id in ["chaturanga-v1", "chaturanga-v2"] {
        let mut p = pos(
            id,
            pieces,
            's',
            &roll_for(id, Role::Rook),
            "kings-lost=n1 held=nw",
        );
        let ev = play(&mut p, "Rc4xc5");
        assert!(
            !ev.iter()
                .any(|e| matches!(e, Event::ReintroductionRight { .. })),
            "{id}"
        );
    }
}

/// The lone king: a player who has nothing left but his king withdraws it from the board (which is
/// not a capture) and his ally goes on alone; in v2 that ally can no longer build an empire. Only
/// v2 and the antique version have this rule; v1, chaturaji and chaduranga do not.
#[test]
fn lone_king_withdraws_in_v2_and_antique() {
    let pieces = "sK@d1 sR@c5 wK@a5 wP@b5 nK@e8 nP@h6 eK@h4 eP@g2 eN@h2";
    for id in FOUR {
        let withdraws = matches!(id, "chaturanga-v2" | "chaturanga-antique");
        let extras = if withdraws {
            "money=-1,-1,-1,-1 pot=4"
        } else {
            ""
        };
        let mut p = pos(id, pieces, 's', &roll_for(id, Role::Rook), extras);
        let ev = play(&mut p, "Rc5xb5");
        assert!(has(
            &ev,
            Event::Captured {
                army: WEST,
                role: Role::Pawn,
                at: sq("b5"),
                by: SOUTH
            }
        ));
        assert_eq!(
            has(&ev, Event::Withdrew { army: WEST }),
            withdraws,
            "{id}: {ev:?}"
        );
        assert_eq!(p.withdrawn(WEST), withdraws, "{id}");
        if withdraws {
            assert_eq!((p.king(WEST), at(&p, "a5")), (None, "-".to_string()));
            assert_eq!(
                p.captured(WEST)[Role::King as usize],
                0,
                "{id}: not a capture"
            );
            assert_eq!(p.king_holder(WEST), None);
            let f = fen::write(&p);
            assert!(
                f.contains("withdrawn=w") && f.contains("no-empire=1"),
                "{f}"
            );
            assert_eq!(p.to_move(), NORTH, "{id}: the withdrawn seat is skipped");
            assert_eq!(p.money(), [-1; 4], "{id}: no money for a withdrawal");
            assert_eq!(p.outcome(), None, "{id}: East plays on alone");
        } else {
            assert_eq!(p.king(WEST), Some(sq("a5")), "{id}");
            assert_eq!(p.to_move(), WEST, "{id}");
        }
    }
}

/// A withdrawn player has left the game ("the king leaves the board ... and the ally plays on
/// alone"), so no exchange or release may put a king of his back on the board. The state arises
/// when a kingless army's privileged pawn becomes a king ("king included") while its first king is
/// held, and that new king later withdraws: the held first king is then still offered in
/// exchange. Found by the random games (antique, seed 15266895671770475679, policy 2).
#[test]
fn withdrawn_army_gets_no_king_back() {
    // North withdrew; its first king is held by West; West's king is held by South.
    let pieces = "sK@d1 sR@a3 wR@e4 wP@b6 eK@h4 eP@g2";
    for id in ["chaturanga-antique", "chaturanga-v2"] {
        let extras = "withdrawn=n no-empire=0 kings-lost=n1w1 held=nwws money=-1,-1,-1,-1 pot=4";
        let mut p = pos(id, pieces, 'w', "-", extras);
        if actions(&p).contains(&Action::Offer) {
            act(&mut p, Action::Offer);
            act(&mut p, Action::Answer(true));
        }
        assert!(
            p.army_cells(NORTH).is_empty(),
            "{id}: North withdrew but has {} on the board",
            fen::write(&p)
        );
    }
}
