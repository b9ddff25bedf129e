//! The readings: how a ruleset reads its document where the document is silent or ambiguous.
//! Each is data here; its wording, in each language, is the UI's (the `reading-<key>` messages
//! of `crates/i18n`), and each ruleset's rules page lists its readings.

/// A reading of a ruleset's document (the variant's documentation says it in English).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reading {
    /// Kings are captured like any piece: there is no check or mate, and a move may leave one's own king attacked.
    Kings,
    /// Games without dice start with South; play goes clockwise: South, West, North, East.
    V1StartsSouth,
    /// The rajah's knight leap is allowed once per game, only when no piece of an enemy army that can move could capture the rajah with an ordinary move.
    RajahLeapNotAttacked,
    /// A seat without its rajah skips its turns unless its partner commands it from the throne; its pieces stay as obstacles and can be captured.
    V1KinglessSkips,
    /// Command from the throne lasts, even if the king leaves the throne, until the ally's rajah comes back into play or the commander's own rajah is captured.
    CommandLasts,
    /// An exchange of rajahs is offered by the holder of a captured rajah on his turn and answered at once by the other holder.
    ExchangeOffer,
    /// An occupied enemy throne gives no command; it matters only for stakes.
    ThroneEnemy,
    /// Project rule, not in the document: 50 full rounds without a capture, a promotion or a pawn move is a draw; players may also agree to a draw.
    Draw,
    /// The roll names the piece kind that may move; a legal move of that kind must be made if one exists, otherwise the turn passes.
    DicePass,
    /// The document's optional rule: 1 or 6 moves nothing, 2 the elephant, 3 the knight, 4 the rook, 5 a soldier or the rajah.
    V1OptionalDie,
    /// A roll-off decides who starts: the highest roller begins and rolls again for his first move.
    RollOffRerolls,
    /// A seat without its rajah skips its turns unless its partner commands it from the throne.
    V1DiceKinglessSkips,
    /// The goal is the one the "but du jeu" states (every enemy piece but the rajahs), though a later line repeats part 1's "until both rajahs are taken".
    V2Goal,
    /// The privileged pawn: when a player has nothing left but one soldier and one elephant (a rajah still on the board does not count), the soldier promotes to a knight, rook or rajah of his choice on an enemy knight, rook or rajah start square.
    V2Privileged,
    /// Where promotion is allowed it is automatic; where it is not, the pawn stays a pawn.
    PromoAuto,
    /// Each player stakes one unit (5 rupees by default) into the pot; the winning team shares the pot; balances may go negative.
    V2Stakes,
    /// A player left with only his rajah withdraws it (not a capture); his ally plays on alone and can no longer build an empire; the withdrawn player's turns are skipped and his rajah never comes back.
    V2LoneKing,
    /// Money is paid by and to the owners of the pieces involved: the piece that occupies a throne or captures a king earns for its owner, even when a commander moved it.
    Payee,
    /// A drawn game (by agreement or the 50-round rule) gives each player his stake back; a resignation gives the pot to the other team.
    DrawStakes,
    /// There is no stalemate: moves into attack are legal, and capturing the rajah wins.
    V3NoStalemate,
    /// White moves first.
    WhiteFirst,
    /// The rajah's knight leap is allowed once per game, only when no enemy piece could capture the rajah with an ordinary move.
    V3RajahLeap,
    /// A soldier on the last rank promotes to the piece whose start square it reached, only if that kind was lost; on the rajah's square, or where no loss allows it, the soldier stays a soldier.
    V3Promotion,
    /// The document names no die: this ruleset uses Chaturaji's four faces 2, 3, 4, 5.
    AntiqueDie,
    /// A roll-off decides who starts: the highest roller begins and rolls again (as the document says).
    AntiqueRollOff,
    /// The document says nothing of a kingless army: it keeps moving.
    KinglessMoves,
    /// The privileged soldier: when a player has only one soldier and one ship left (a rajah still on the board does not count), the soldier promotes to any piece of his choice, rajah included, on any far-edge square.
    AntiquePrivileged,
    /// Each player stakes one unit into the pot; the winning team shares the pot; balances may go negative.
    AntiqueStakes,
    /// The empire of the four-unit payment needs both enemy rajahs captured; a rajah that withdrew was not captured.
    AntiqueEmpire,
    /// A player left with only his rajah withdraws it; his turns are skipped and his rajah never comes back.
    AntiqueLoneKing,
    /// Rule 5: the highest roller starts and his roll-off roll is his first move's roll.
    ChaturajiRule5,
    /// Rule 16 read literally: once the player has lost a pawn, a pawn on an unmarked far-edge square promotes to that square's piece; until a pawn is lost no pawn may step onto the far edge at all.
    ChaturajiRule16,
    /// Rule 17: the privileged pawn (only a boat and a pawn left, a king still on the board not counting) promotes to any piece, king included, on any far-edge square.
    ChaturajiRule17,
    /// A kingless player gains the right to reintroduce his raja when his partner captures an enemy raja; while he holds it his seat takes its turns whatever the roll, and he may place his raja on any empty square or keep the right; after placing it he misses his next turn.
    ChadurangaReintroduction,
    /// A raja captured twice never returns.
    ChadurangaTwice,
    /// Pawns promote on any far-edge square to that square's piece, raja included, always.
    ChadurangaPromotion,
    /// Cells are written as the Circular Chess Society does: rings a (outer) to d (inner), cells 1 to 16 counter-clockwise. White holds cells 1–4 (soldiers on 1 and 4), Black cells 9–12 (soldiers on 9 and 12); rooks on ring a, knights on ring b, bishops on ring c, king and queen on ring d.
    Circle,
    /// Traditional set-up: kings and queens point-symmetric through the centre, each king to the right of his queen as the document says (a player's right is towards higher cell numbers): White king d3, queen d2; Black king d11, queen d10.
    TraditionalSetUp,
    /// The fou leaps exactly two cells diagonally; the dame steps one cell diagonally.
    TraditionalPieces,
    /// A rook moving along a ring may go round it but never back to its own cell; a cell reachable both ways round is one move.
    RookRing,
    /// After a pawn move, if the next cell ahead of it holds a pawn of the same colour moving the other way, both are removed and the same player moves again.
    Meeting,
    /// No double step, no promotion: a pawn may go round its ring.
    TraditionalPawns,
    /// Modern set-up: mirror-symmetric, the kings facing each other; as the document's remark says, the black king stands to the right of his queen and the white king to the left of his (a player's right is towards higher cell numbers): White king d2, queen d3; Black king d11, queen d10.
    ModernSetUp,
    /// The bishop slides along the curved diagonals until it leaves the rings; the queen moves as rook and bishop.
    ModernBishop,
    /// No null move: a slider may never end on the cell it started from.
    NoNullMove,
    /// A pawn's first move may be two cells along its ring (both empty).
    ModernDoubleStep,
    /// A pawn reaching a start cell of an enemy piece (not a pawn cell) promotes to any piece but the king, chosen by its owner.
    ModernPromotion,
}

impl Reading {
    /// Every reading, in the order of the list above.
    pub const ALL: [Reading; 47] = [
        Reading::Kings,
        Reading::V1StartsSouth,
        Reading::RajahLeapNotAttacked,
        Reading::V1KinglessSkips,
        Reading::CommandLasts,
        Reading::ExchangeOffer,
        Reading::ThroneEnemy,
        Reading::Draw,
        Reading::DicePass,
        Reading::V1OptionalDie,
        Reading::RollOffRerolls,
        Reading::V1DiceKinglessSkips,
        Reading::V2Goal,
        Reading::V2Privileged,
        Reading::PromoAuto,
        Reading::V2Stakes,
        Reading::V2LoneKing,
        Reading::Payee,
        Reading::DrawStakes,
        Reading::V3NoStalemate,
        Reading::WhiteFirst,
        Reading::V3RajahLeap,
        Reading::V3Promotion,
        Reading::AntiqueDie,
        Reading::AntiqueRollOff,
        Reading::KinglessMoves,
        Reading::AntiquePrivileged,
        Reading::AntiqueStakes,
        Reading::AntiqueEmpire,
        Reading::AntiqueLoneKing,
        Reading::ChaturajiRule5,
        Reading::ChaturajiRule16,
        Reading::ChaturajiRule17,
        Reading::ChadurangaReintroduction,
        Reading::ChadurangaTwice,
        Reading::ChadurangaPromotion,
        Reading::Circle,
        Reading::TraditionalSetUp,
        Reading::TraditionalPieces,
        Reading::RookRing,
        Reading::Meeting,
        Reading::TraditionalPawns,
        Reading::ModernSetUp,
        Reading::ModernBishop,
        Reading::NoNullMove,
        Reading::ModernDoubleStep,
        Reading::ModernPromotion,
    ];

    /// The reading's key: its message is `reading-<key>`.
    pub const fn key(self) -> &'static str {
        match self {
            Reading::Kings => "kings",
            Reading::V1StartsSouth => "v1-starts-south",
            Reading::RajahLeapNotAttacked => "rajah-leap-not-attacked",
            Reading::V1KinglessSkips => "v1-kingless-skips",
            Reading::CommandLasts => "command-lasts",
            Reading::ExchangeOffer => "exchange-offer",
            Reading::ThroneEnemy => "throne-enemy",
            Reading::Draw => "draw",
            Reading::DicePass => "dice-pass",
            Reading::V1OptionalDie => "v1-optional-die",
            Reading::RollOffRerolls => "roll-off-rerolls",
            Reading::V1DiceKinglessSkips => "v1-dice-kingless-skips",
            Reading::V2Goal => "v2-goal",
            Reading::V2Privileged => "v2-privileged",
            Reading::PromoAuto => "promo-auto",
            Reading::V2Stakes => "v2-stakes",
            Reading::V2LoneKing => "v2-lone-king",
            Reading::Payee => "payee",
            Reading::DrawStakes => "draw-stakes",
            Reading::V3NoStalemate => "v3-no-stalemate",
            Reading::WhiteFirst => "white-first",
            Reading::V3RajahLeap => "v3-rajah-leap",
            Reading::V3Promotion => "v3-promotion",
            Reading::AntiqueDie => "antique-die",
            Reading::AntiqueRollOff => "antique-roll-off",
            Reading::KinglessMoves => "kingless-moves",
            Reading::AntiquePrivileged => "antique-privileged",
            Reading::AntiqueStakes => "antique-stakes",
            Reading::AntiqueEmpire => "antique-empire",
            Reading::AntiqueLoneKing => "antique-lone-king",
            Reading::ChaturajiRule5 => "chaturaji-rule-5",
            Reading::ChaturajiRule16 => "chaturaji-rule-16",
            Reading::ChaturajiRule17 => "chaturaji-rule-17",
            Reading::ChadurangaReintroduction => "chaduranga-reintroduction",
            Reading::ChadurangaTwice => "chaduranga-twice",
            Reading::ChadurangaPromotion => "chaduranga-promotion",
            Reading::Circle => "circle",
            Reading::TraditionalSetUp => "traditional-set-up",
            Reading::TraditionalPieces => "traditional-pieces",
            Reading::RookRing => "rook-ring",
            Reading::Meeting => "meeting",
            Reading::TraditionalPawns => "traditional-pawns",
            Reading::ModernSetUp => "modern-set-up",
            Reading::ModernBishop => "modern-bishop",
            Reading::NoNullMove => "no-null-move",
            Reading::ModernDoubleStep => "modern-double-step",
            Reading::ModernPromotion => "modern-promotion",
        }
    }
}
