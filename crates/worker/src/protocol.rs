//! The messages exchanged between the page and the worker.
//!
//! The serde derives are the reference form of each message; both sides convert them to and
//! from JavaScript values with [`crate::js`] (the `js` feature), which writes and reads that
//! same form (checked in the page's browser tests). They are
//! externally tagged (serde's default: the cheapest to decode, which keeps the page's wasm
//! small), so in the browser's developer tools a message reads as `{ Ping: { id: 1 } }` or
//! `{ Think: { id: 7, game: { ruleset: "chaturaji", ... }, ... } }`.
//!
//! A conversation: the worker posts [`Reply::Ready`] as soon as it listens; the page then sends
//! [`Request::Ping`] (answered by [`Reply::Pong`]) and [`Request::Think`] (answered by
//! [`Reply::Action`] or [`Reply::Error`] with the same `id`). The page sends one `Think` at a time
//! and ignores answers whose `id` is not the one it waits for (an undo may have made them stale).

use ashtapada_rules::geometry::{Square, SquareOutOfRange};
use ashtapada_rules::{fen, Action, Game, Move, Role};
use serde::{Deserialize, Serialize};

/// Version of this protocol, sent in [`Reply::Ready`]. Bump it on any incompatible change: the
/// worker's files are not content-hashed, so a cached old worker can meet a new page.
pub const PROTOCOL_VERSION: u32 = 7;

/// How strong a bot plays: the levels of `ashtapada-bots`, plus the random baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// A uniformly random legal action (instant).
    Random,
    /// One turn ahead, blind to replies, counting material with noise (see
    /// `ashtapada_bots::Level`).
    Easy,
    /// One turn ahead, with the captures that answer it, counting material.
    Medium,
    /// The full search with the full evaluation.
    Hard,
}

impl BotLevel {
    /// The levels offered to players, weakest first.
    pub const OFFERED: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];

    /// The level's name: `random`, `easy`, `medium` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// The level of a name.
    pub fn from_name(name: &str) -> Option<BotLevel> {
        [
            BotLevel::Random,
            BotLevel::Easy,
            BotLevel::Medium,
            BotLevel::Hard,
        ]
        .into_iter()
        .find(|l| l.name() == name)
    }

    /// The thinking time per action in milliseconds (the bots' documented budgets).
    pub fn budget_ms(self) -> u32 {
        match self {
            BotLevel::Random => 0,
            BotLevel::Easy => 100,
            BotLevel::Medium => 500,
            BotLevel::Hard => 1_500,
        }
    }
}

/// An [`Action`] as it travels between page and worker: squares and roles by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WireAction {
    /// [`Action::Roll`]: the face index.
    Roll {
        /// Index into the die's faces.
        face: u8,
    },
    /// [`Action::Move`].
    Move {
        /// Cell index of the piece.
        from: u8,
        /// Cell index of the destination.
        to: u8,
        /// Role index of a promotion (`Role as u8`).
        promotion: Option<u8>,
    },
    /// [`Action::Pass`].
    Pass,
    /// [`Action::Offer`].
    Offer,
    /// [`Action::Answer`].
    Answer {
        /// Accept (`true`) or refuse.
        accept: bool,
    },
    /// [`Action::Demand`].
    Demand,
    /// [`Action::Place`].
    Place {
        /// Cell index.
        at: u8,
    },
    /// [`Action::Keep`].
    Keep,
}

impl From<Action> for WireAction {
    fn from(action: Action) -> WireAction {
        match action {
            Action::Roll(face) => WireAction::Roll { face },
            Action::Move(m) => WireAction::Move {
                from: m.from.to_u8(),
                to: m.to.to_u8(),
                promotion: m.promotion.map(|r| r as u8),
            },
            Action::Pass => WireAction::Pass,
            Action::Offer => WireAction::Offer,
            Action::Answer(accept) => WireAction::Answer { accept },
            Action::Demand => WireAction::Demand,
            Action::Place(at) => WireAction::Place { at: at.to_u8() },
            Action::Keep => WireAction::Keep,
        }
    }
}

/// Why a [`WireAction`] names no action of the engine: a garbled message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    /// A cell index is off the board.
    #[error(transparent)]
    Square(#[from] SquareOutOfRange),
    /// A promotion's role index names no piece.
    #[error("role index {0} names no piece (roles are numbered 0 to 7)")]
    Role(u8),
}

impl WireAction {
    /// The engine's action, if every index in the message is in range.
    ///
    /// Only the encoding is checked here: whether the action is legal is for
    /// [`ashtapada_rules::Game::play`] to say.
    ///
    /// # Errors
    /// A [`WireError`] naming the index that is out of range.
    pub fn to_action(self) -> Result<Action, WireError> {
        Ok(match self {
            WireAction::Roll { face } => Action::Roll(face),
            WireAction::Move {
                from,
                to,
                promotion,
            } => Action::Move(Move {
                from: Square::try_from(from)?,
                to: Square::try_from(to)?,
                promotion: match promotion {
                    None => None,
                    Some(i) => Some(*Role::ALL.get(usize::from(i)).ok_or(WireError::Role(i))?),
                },
            }),
            WireAction::Pass => Action::Pass,
            WireAction::Offer => Action::Offer,
            WireAction::Answer { accept } => Action::Answer(accept),
            WireAction::Demand => Action::Demand,
            WireAction::Place { at } => Action::Place(Square::try_from(at)?),
            WireAction::Keep => Action::Keep,
        })
    }
}

impl TryFrom<WireAction> for Action {
    type Error = WireError;
    fn try_from(wire: WireAction) -> Result<Action, WireError> {
        wire.to_action()
    }
}

/// The game a bot is asked about: enough to rebuild it exactly (the same positions and the same
/// seeded die), without the page's undo history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSpec {
    /// The ruleset id, options included (`chaturanga-v1+dice`).
    pub ruleset: String,
    /// The start position in the position format (`ashtapada_rules::fen`).
    pub start: String,
    /// The dice seed.
    pub seed: u64,
    /// Every action played since the start, in order.
    pub actions: Vec<WireAction>,
}

impl GameSpec {
    /// The spec of a game: its ruleset, start, seed and actions.
    pub fn of(game: &Game) -> GameSpec {
        GameSpec {
            ruleset: game.rules().id.to_string(),
            start: fen::write(game.start()),
            seed: game.seed(),
            actions: game.actions().iter().map(|&a| a.into()).collect(),
        }
    }
}

/// A message from the page to the worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// Asks for a [`Reply::Pong`] carrying the same `id`.
    Ping {
        /// Chosen by the page, echoed back.
        id: u32,
    },
    /// Asks the bot of `seat` for its action in `game`: answered by [`Reply::Action`] or
    /// [`Reply::Error`] with the same `id`.
    Think {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The game so far.
        game: GameSpec,
        /// The seat the bot plays; it must be the one to act.
        seat: u8,
        /// How strong.
        level: BotLevel,
        /// Thinking time in milliseconds (the page waits this long plus a margin).
        budget_ms: u32,
        /// Seed of the bot's own choices (ties, the easy level's noise), for reproducibility.
        bot_seed: u64,
        /// A budget in search nodes instead of time (0: think for `budget_ms`). Games by link
        /// use it: the same seed and node budget give the same action on every device, so the
        /// record stays the same whichever device computes a bot's move.
        nodes: u32,
        /// The game review's question (`None` for a bot's move): the action played there, to
        /// be weighed against the bot's choice ([`Reply::Action`]'s `played`). Version 6.
        #[serde(default)]
        judge: Option<WireAction>,
    },
    /// Asks the analysis board's question of `game`'s position: the best `lines` actions of
    /// the seat to act with their values, or before a roll each face's, from a search that
    /// completes `depth` turns (fewer if `budget_ms` runs out first). Answered by
    /// [`Reply::Lines`] or [`Reply::Error`]. The page asks again one turn deeper for as long
    /// as the analysis runs: a worker busy with one search hears nothing else, so a search
    /// that lasts one iteration is what lets the person stop it. Version 7.
    Analyse {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The game so far.
        game: GameSpec,
        /// The depth to complete, in turns (at least 1).
        depth: u32,
        /// The most milliseconds to spend.
        budget_ms: u32,
        /// How many best actions (1 to [`MAX_LINES`]).
        lines: u8,
    },
}

/// The most lines an analysis gives.
pub const MAX_LINES: u8 = 5;

/// One of the analysis's best actions, as it travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireLine {
    /// The action; `None`: roll the die.
    pub action: Option<WireAction>,
    /// Its value for the team of the seat to act (the evaluation's scale, as `score`).
    pub score: i32,
}

impl Request {
    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            Request::Ping { id } | Request::Think { id, .. } | Request::Analyse { id, .. } => *id,
        }
    }
}

/// A message from the worker to the page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker listens; the page may send requests from now on. Always the first message.
    Ready {
        /// The worker's [`PROTOCOL_VERSION`].
        protocol: u32,
    },
    /// Answer to [`Request::Ping`].
    Pong {
        /// The `id` of the ping.
        id: u32,
    },
    /// Answer to [`Request::Think`]: the bot's action, legal in the game it was asked about.
    Action {
        /// The `id` of the request.
        id: u32,
        /// What the bot plays.
        action: WireAction,
        /// Search nodes visited.
        nodes: u64,
        /// How the bot judges the position for the seat's team (evaluation units: a pawn is
        /// about 100; see `ashtapada_bots::eval`), for the game review.
        #[serde(default)]
        score: i32,
        /// Asked with `judge`: the judged action's value, for the same team and on the same
        /// scale. Then `score` and it both come from the deepest search iteration completed, so
        /// that `score - played` is what the judged action cost at one depth (`None`: not
        /// asked, not among the choices, or no iteration completed).
        #[serde(default)]
        played: Option<i32>,
        /// Depth completed, in turns.
        depth: u32,
        /// Milliseconds spent, by the worker's clock.
        millis: f64,
    },
    /// Answer to [`Request::Analyse`].
    Lines {
        /// The `id` of the request.
        id: u32,
        /// The best actions, best first, each legal in the position asked about (before a
        /// roll, one line, the roll's, worth the faces' average); none in a finished game.
        lines: Vec<WireLine>,
        /// Before a roll: each face's value for the team of the seat to act, by face index.
        faces: Vec<i32>,
        /// Depth completed, in turns.
        depth: u32,
        /// Search nodes visited.
        nodes: u64,
        /// Milliseconds spent, by the worker's clock.
        millis: f64,
    },
    /// The worker could not understand or handle a message.
    Error {
        /// The `id` of the request, if it could be read.
        id: Option<u32>,
        /// What went wrong, for a person to read.
        message: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::{Game, Ruleset};

    #[test]
    fn messages_are_externally_tagged() {
        let json = serde_json::to_string(&Request::Ping { id: 3 }).unwrap();
        assert_eq!(json, r#"{"Ping":{"id":3}}"#);
        let json = serde_json::to_string(&Reply::Ready { protocol: 1 }).unwrap();
        assert_eq!(json, r#"{"Ready":{"protocol":1}}"#);
        let json = serde_json::to_string(&WireAction::Answer { accept: true }).unwrap();
        assert_eq!(json, r#"{"Answer":{"accept":true}}"#);
        assert_eq!(
            serde_json::to_string(&WireAction::Pass).unwrap(),
            r#""Pass""#
        );
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready { protocol: 1 },
            Reply::Pong { id: u32::MAX },
            Reply::Error {
                id: Some(4),
                message: "bad".into(),
            },
            Reply::Lines {
                id: 2,
                lines: vec![
                    WireLine {
                        action: Some(WireAction::Pass),
                        score: 40,
                    },
                    WireLine {
                        action: None,
                        score: -7,
                    },
                ],
                faces: vec![1, -2, 3, 0],
                depth: 4,
                nodes: 999,
                millis: 12.5,
            },
            Reply::Action {
                id: 9,
                action: WireAction::Move {
                    from: 1,
                    to: 18,
                    promotion: Some(2),
                },
                nodes: 1234,
                depth: 3,
                millis: 98.5,
                score: -250,
                played: Some(-400),
            },
        ] {
            let json = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&json).unwrap(), reply);
        }
    }

    #[test]
    fn unknown_requests_are_rejected() {
        assert!(serde_json::from_str::<Request>(r#"{"Launch":{}}"#).is_err());
    }

    #[test]
    fn every_legal_action_survives_the_wire() {
        for rules in Ruleset::all() {
            let mut game = Game::new(rules, 11);
            for _ in 0..40 {
                let legal = game.legal_actions();
                for &action in &legal {
                    let wire = WireAction::from(action);
                    let json = serde_json::to_string(&wire).unwrap();
                    let back: WireAction = serde_json::from_str(&json).unwrap();
                    assert_eq!(back.to_action(), Ok(action), "{}", rules.id);
                }
                let Some(&first) = legal.last() else { break };
                game.play(first).unwrap();
            }
        }
    }

    #[test]
    fn indices_off_the_board_are_refused() {
        let bad_from = WireAction::Move {
            from: 64,
            to: 0,
            promotion: None,
        };
        assert_eq!(
            bad_from.to_action(),
            Err(WireError::Square(SquareOutOfRange(64)))
        );
        let bad_to = WireAction::Move {
            from: 0,
            to: 255,
            promotion: None,
        };
        assert_eq!(
            Action::try_from(bad_to),
            Err(WireError::Square(SquareOutOfRange(255)))
        );
        assert_eq!(
            WireAction::Place { at: 100 }.to_action(),
            Err(WireError::Square(SquareOutOfRange(100)))
        );
    }

    #[test]
    fn a_promotion_to_no_role_is_refused() {
        let wire = WireAction::Move {
            from: 48,
            to: 56,
            promotion: Some(8),
        };
        assert_eq!(wire.to_action(), Err(WireError::Role(8)));
        assert_eq!(
            WireError::Role(8).to_string(),
            "role index 8 names no piece (roles are numbered 0 to 7)"
        );
    }

    #[test]
    fn levels_have_names_and_budgets() {
        for level in BotLevel::OFFERED {
            assert_eq!(BotLevel::from_name(level.name()), Some(level));
            assert!(level.budget_ms() > 0);
        }
        assert_eq!(BotLevel::from_name("grandmaster"), None);
    }
}
