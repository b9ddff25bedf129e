//! A whole game in a link: what a player sends a friend on another device, with no server in
//! between. The game travels in the URL's fragment (`#g=…`), which the static host never sees.
//!
//! # Format (version 4)
//!
//! The fragment is `g=` and the base64url text (no padding) of these bytes:
//!
//! | part | bytes |
//! |---|---|
//! | magic | `0xA8` (the 8 of *ashtapada*): another site's fragment is told apart |
//! | version | `1` |
//! | ruleset | its index in [`Ruleset::all_with_options`] |
//! | game id | varint: tells two games with the same set-up apart |
//! | dice seed | varint |
//! | stake unit | varint (0: the ruleset has no stakes) |
//! | per seat | its controller (0 person, 1–3 bot easy, medium, hard, 4 random), then its name: varint length and UTF-8 (length 0: no name) |
//! | action count | varint |
//! | end by word | 0: none; 1: a draw agreed; 2 + the winning team's index: a resignation (the game's end that no action carries; version 2 on) |
//! | dice (version 3 on) | 0: the seed's; 1: the seed's for a number of rolls (varint), then drawn by the devices (`DiceFrom` in a record); 2: every face drawn by the devices, then the roll-off's faces (varint count, a byte each: face indices); for 1 and 2, the proof: varint devices (1–8), then each device's field of `ashtapada_dice::Ledger::write_bytes` (76 bytes); 3 (version 4 on): every face drawn by the devices one at a time, a game by links (`ashtapada_dice::baton`): the roll-off's faces as for 2, then varint devices (1–8), the game's id (8 bytes) and each device's field of `Baton::write_bytes` (137 bytes: its seats, its two chains); no roll-off face yet while the devices join |
//! | actions | bits: each action is its index in [`Game::legal_actions`] at its turn, in just enough bits for that list (none when only one action is legal: a roll, a forced pass); a roll the devices drew has its face first, in just enough bits for the die's faces; version 6: where such a roll is due and a decision (an offer, a demand) is legal too, the index among the decisions and the roll (the last) comes first, and the face only after the roll's index |
//! | checksum | the last 4 bytes: FNV-1a of everything before, to catch a changed link |
//!
//! An index is only meaningful to this engine's order of legal actions: a change of that order
//! is a new link version. A varint is LEB128 (7 bits a byte, low first).
//!
//! Reading checks everything where it enters: an unknown ruleset, a bot level or a name that
//! does not read, an action index past its list, bits that run out, a checksum that does not
//! match; each is a [`LinkError`] that says what and where, and nothing downstream sees a value
//! that was not checked.

use ashtapada_rules::{Action, DrawReason, Game, Outcome, Ruleset, Team, WinReason};
use ashtapada_worker::BotLevel;

/// Base64url with no padding: the dice crate's one copy.
pub(crate) use ashtapada_dice::{base64url, from_base64url, ALPHABET};

use super::setup::Controller;

/// The first byte of every link's payload.
const MAGIC: u8 = 0xA8;
/// The newest link format this page writes and reads.
pub const VERSION: u8 = 6;
/// The format of a game whose devices draw the dice and in which a decision (an exchange
/// offered, a release demanded) came where a roll the devices draw was due: version 5's, but
/// at such a point the action is first its index among the decisions and the roll (the last),
/// the roll's face after it; in a game by links, the count of faces drawn before one device
/// went on alone is written plus one (0: none did). Before it, the reader took the face first
/// at every such point, and misread the decision (the writer wrote no face there).
const DECIDE_VERSION: u8 = 6;
/// The format of a game by links that one of its devices went on with alone: version 4's,
/// with the count of faces its devices drew after the devices' fields.
const ALONE_VERSION: u8 = 5;
/// The format of links whose dice the devices draw one at a time (dice kind 3); every other
/// link is still written as version 3, which pages before it read.
const BATON_VERSION: u8 = 4;
/// The format every other link is written in.
const PLAIN_VERSION: u8 = 3;
/// The most devices a link's proof of the dice names (four seats, with room for devices that
/// came and went).
const MAX_DEVICES: u64 = 8;
/// The oldest link format this page still reads (version 1: no end by word).
const OLDEST: u8 = 1;
/// The fragment's prefix.
pub const PREFIX: &str = "g=";
/// The longest name a link carries, in bytes.
pub const MAX_NAME: usize = 64;
/// The most actions a link carries (a long four-handed game has about 700).
pub const MAX_ACTIONS: usize = 20_000;

/// A game as a link carries it: the game replayed, who plays each seat, their names.
#[derive(Debug, Clone)]
pub struct LinkGame {
    /// The game, replayed and checked by the engine.
    pub game: Game,
    /// Tells this game apart from others with the same set-up.
    pub id: u64,
    /// The stake unit (0 when the ruleset has no stakes).
    pub stake: u32,
    /// Who plays each seat, one per seat of the ruleset.
    pub seats: Vec<Controller>,
    /// The players' names, one per seat (empty: none given).
    pub names: Vec<String>,
    /// The proof of the faces the devices drew (checked with the game by [`read`]); `None`
    /// for a seeded game.
    pub dice: Option<ashtapada_dice::Ledger>,
    /// The proof of the faces the devices drew one at a time, in a game by links (checked
    /// with the game by [`read`]); then `dice` is `None`.
    pub baton: Option<ashtapada_dice::baton::Baton>,
    /// In a game by links that one device went on with alone: how many faces its devices drew
    /// (the rest are that device's die's, `fair::DICE_ALONE`); `None` otherwise.
    pub alone: Option<u32>,
}

/// Why a link cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment is not a game link (no `g=`, or not base64url text).
    NotALink,
    /// The link is of another site or format.
    Foreign,
    /// The link was written by a later version of the game.
    Future(u8),
    /// The link ends early: the part named is missing.
    Truncated(LinkPart),
    /// The ruleset's number is unknown.
    UnknownRuleset(u8),
    /// A seat's player kind is unknown.
    UnknownPlayer(u8),
    /// A name is longer than [`MAX_NAME`] bytes or not UTF-8.
    BadName,
    /// The link holds more actions than [`MAX_ACTIONS`].
    TooLong(u64),
    /// The action at this ply (1-based) is not one of the legal actions there.
    Illegal {
        /// The ply, 1-based.
        ply: usize,
        /// The index the link gives.
        index: u64,
        /// How many actions were legal.
        legal: usize,
    },
    /// The link was changed after it was written (its checksum does not match).
    Altered,
    /// The faces the devices drew are not the ones their proof gives, or have no proof.
    Dice(crate::fair::Unproven),
}

/// A part of a link, for [`LinkError::Truncated`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPart {
    /// The set-up (ruleset, seed, seats, names).
    Setup,
    /// The action of this ply (1-based).
    Action(usize),
    /// The checksum.
    Checksum,
}

/// The link's fragment (`g=…`, without `#`) for a game.
pub fn write(link: &LinkGame) -> String {
    let rules = link.game.rules();
    let game = &link.game;
    let baton = link
        .baton
        .as_ref()
        .filter(|_| game.given_roll_off().is_some());
    let alone = link.alone.filter(|_| baton.is_some());
    let version = match (baton, alone) {
        _ if decides_at_drawn_roll(game) => DECIDE_VERSION,
        (Some(_), Some(_)) => ALONE_VERSION,
        (Some(_), None) => BATON_VERSION,
        _ => PLAIN_VERSION,
    };
    let mut bytes = vec![MAGIC, version, ruleset_index(rules)];
    varint(&mut bytes, link.id);
    varint(&mut bytes, link.game.seed());
    varint(&mut bytes, u64::from(link.stake));
    for seat in 0..rules.players() {
        bytes.push(controller_code(
            link.seats.get(seat).copied().unwrap_or(Controller::Human),
        ));
        let name = link.names.get(seat).map_or("", String::as_str);
        let name = &name.as_bytes()[..floor_char_boundary(name, MAX_NAME)];
        varint(&mut bytes, name.len() as u64);
        bytes.extend_from_slice(name);
    }
    varint(&mut bytes, game.actions().len() as u64);
    bytes.push(end_code(game.outcome()));
    match (game.given_from(), game.given_faces(), game.given_roll_off()) {
        (_, Some(faces), Some(n)) => {
            bytes.push(if baton.is_some() { 3 } else { 2 });
            varint(&mut bytes, n as u64);
            bytes.extend_from_slice(&faces[..n]);
        }
        (Some(from), _, _) => {
            bytes.push(1);
            varint(&mut bytes, from);
        }
        _ => bytes.push(0),
    }
    if let Some(baton) = baton {
        varint(&mut bytes, baton.devices() as u64);
        baton.write_bytes(&mut bytes);
        if version >= DECIDE_VERSION {
            varint(&mut bytes, alone.map_or(0, |n| u64::from(n) + 1));
        } else if let Some(n) = alone {
            varint(&mut bytes, u64::from(n));
        }
    } else if game.given_faces().is_some() {
        let devices = link.dice.as_ref().map_or(0, |l| l.devices());
        varint(&mut bytes, devices as u64);
        if let Some(ledger) = &link.dice {
            ledger.write_bytes(&mut bytes);
        }
    }
    bytes.extend(action_bits(game, version >= DECIDE_VERSION));
    let sum = fnv1a(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    let mut out = String::from(PREFIX);
    base64url(&bytes, &mut out);
    out
}

/// Whether a decision (an offer, a demand) is legal at some point of the game where a roll the
/// devices draw is due: its link is then written in [`DECIDE_VERSION`].
fn decides_at_drawn_roll(game: &Game) -> bool {
    let mut replay = blank(game);
    for &action in game.actions() {
        if drawn_roll(&replay) {
            if !replay.legal_actions().is_empty() {
                return true;
            }
            if let Action::Roll(face) = action {
                replay.give_face(face);
            }
        }
        replay.play_if_legal(action);
    }
    false
}

/// The game's actions as the link writes them: each its index among the legal actions at its
/// turn, in just enough bits for that list; `decide`: in [`DECIDE_VERSION`]'s way where a
/// decision comes before a drawn roll.
fn action_bits(game: &Game, decide: bool) -> Vec<u8> {
    let mut bits = BitWriter::default();
    let mut replay = blank(game);
    let faces = die_faces(game.rules());
    for &action in game.actions() {
        let decisions = match drawn_roll(&replay) {
            true => replay.legal_actions(),
            false => Vec::new(),
        };
        if decide && !decisions.is_empty() {
            // The decisions, then the roll: which one, and the face after the roll.
            let index = match action {
                Action::Roll(_) => decisions.len(),
                a => decisions.iter().position(|&d| d == a).unwrap_or(0),
            };
            bits.write(index as u64, width(decisions.len() + 1));
            if let Action::Roll(face) = action {
                bits.write(u64::from(face), width(faces));
                replay.give_face(face);
            }
            replay.play_if_legal(action);
            continue;
        }
        if let (true, Action::Roll(face)) = (drawn_roll(&replay), action) {
            bits.write(u64::from(face), width(faces));
            replay.give_face(face);
        }
        let legal = replay.legal_actions();
        let index = legal.iter().position(|&a| a == action).unwrap_or(0);
        bits.write(index as u64, width(legal.len()));
        replay.play_if_legal(action);
    }
    bits.finish()
}

/// The game before its first action: its start, its seed, and the faces that came with it (a
/// roll-off the devices drew), or the roll from which they drew.
fn blank(game: &Game) -> Game {
    match (game.given_from(), game.given_faces(), game.given_roll_off()) {
        (_, Some(faces), Some(n)) => Game::with_faces(game.rules(), &faces[..n])
            .unwrap_or_else(|| Game::from_position(*game.start(), game.seed())),
        (Some(from), _, _) => {
            let mut blank = Game::from_position(*game.start(), game.seed());
            blank.give_faces_from(from);
            blank
        }
        _ => Game::from_position(*game.start(), game.seed()),
    }
}

/// Whether the next action is a roll whose face the devices drew, which the link carries.
fn drawn_roll(game: &Game) -> bool {
    game.outcome().is_none() && game.position().needs_roll() && game.next_face().is_none()
}

/// How many faces the ruleset's die has (1 without dice).
fn die_faces(rules: &Ruleset) -> usize {
    rules.dice.map_or(1, |d| d.faces.len())
}

/// Reads a link's fragment (with or without `#`).
///
/// # Errors
/// What is wrong with it, and where ([`LinkError`]).
pub fn read(fragment: &str) -> Result<LinkGame, LinkError> {
    let text = fragment.strip_prefix('#').unwrap_or(fragment);
    let payload = text.strip_prefix(PREFIX).ok_or(LinkError::NotALink)?;
    let bytes = from_base64url(payload).ok_or(LinkError::NotALink)?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    let setup = LinkError::Truncated(LinkPart::Setup);
    match r.byte() {
        Some(MAGIC) => {}
        None => return Err(LinkError::NotALink),
        Some(_) => return Err(LinkError::Foreign),
    }
    let version = match r.byte().ok_or(setup.clone())? {
        v if v > VERSION => return Err(LinkError::Future(v)),
        v if v < OLDEST => return Err(LinkError::Foreign),
        v => v,
    };
    let index = r.byte().ok_or(setup.clone())?;
    let rules = *Ruleset::all_with_options()
        .get(usize::from(index))
        .ok_or(LinkError::UnknownRuleset(index))?;
    let id = r.varint().ok_or(setup.clone())?;
    let seed = r.varint().ok_or(setup.clone())?;
    let stake = r.varint().ok_or(setup.clone())?;
    let stake = u32::try_from(stake).map_err(|_| setup.clone())?;
    let mut seats = Vec::new();
    let mut names = Vec::new();
    for _ in 0..rules.players() {
        let code = r.byte().ok_or(setup.clone())?;
        seats.push(controller_of(code).ok_or(LinkError::UnknownPlayer(code))?);
        let len = r.varint().ok_or(setup.clone())?;
        if len > MAX_NAME as u64 {
            return Err(LinkError::BadName);
        }
        let raw = r.take(len as usize).ok_or(setup.clone())?;
        names.push(String::from_utf8(raw.to_vec()).map_err(|_| LinkError::BadName)?);
    }
    let count = r.varint().ok_or(setup.clone())?;
    if count > MAX_ACTIONS as u64 {
        return Err(LinkError::TooLong(count));
    }
    let end = if version >= 2 {
        r.byte().ok_or(setup.clone())?
    } else {
        0
    };
    let mut game = Game::new(rules, seed);
    let mut dice = None;
    let mut baton: Option<ashtapada_dice::baton::Baton> = None;
    let mut alone = None;
    let kind = if version >= 3 {
        r.byte().ok_or(setup.clone())?
    } else {
        0
    };
    match kind {
        0 => {}
        1 => {
            let from = r.varint().ok_or(setup.clone())?;
            if !game.give_faces_from(from) {
                return Err(LinkError::Foreign);
            }
        }
        2 | 3 if kind == 2 || version >= BATON_VERSION => {
            let n = r.varint().ok_or(setup.clone())?;
            let faces = r
                .take(usize::try_from(n).unwrap_or(usize::MAX))
                .ok_or(setup.clone())?;
            game = match Game::with_faces(rules, faces) {
                Some(g) if g.given_roll_off() == Some(faces.len()) => g,
                // A game by links whose devices are still joining: no roll-off yet.
                None if kind == 3 && faces.is_empty() && count == 0 => {
                    crate::fair::waiting_game(rules)
                }
                _ => return Err(LinkError::Foreign),
            };
        }
        _ => return Err(LinkError::Foreign),
    }
    if kind == 3 {
        let devices = r.varint().ok_or(setup.clone())?;
        if !(1..=ashtapada_dice::baton::MAX_DEVICES as u64).contains(&devices) {
            return Err(LinkError::Foreign);
        }
        let fields = r
            .take(8 + devices as usize * ashtapada_dice::baton::MEMBER_BYTES)
            .ok_or(setup.clone())?;
        baton = Some(
            ashtapada_dice::baton::Baton::read_bytes(fields)
                .ok_or(LinkError::Dice(crate::fair::Unproven::Tampered))?,
        );
        if version >= DECIDE_VERSION {
            let n = r.varint().ok_or(setup.clone())?;
            alone = match n.checked_sub(1) {
                None => None,
                Some(n) => Some(u32::try_from(n).map_err(|_| LinkError::Foreign)?),
            };
        } else if version >= ALONE_VERSION {
            let n = r.varint().ok_or(setup.clone())?;
            alone = Some(u32::try_from(n).map_err(|_| LinkError::Foreign)?);
        }
    }
    if kind == 1 || kind == 2 {
        let devices = r.varint().ok_or(setup.clone())?;
        if devices > MAX_DEVICES {
            return Err(LinkError::Foreign);
        }
        if devices > 0 {
            let len = devices as usize * ashtapada_dice::FIELD_BYTES;
            let fields = r.take(len).ok_or(setup)?;
            let ledger = ashtapada_dice::Ledger::read_bytes(fields)
                .ok_or(LinkError::Foreign)?
                .map_err(|_| LinkError::Dice(crate::fair::Unproven::Tampered))?;
            dice = Some(ledger);
        }
    }
    let faces = die_faces(rules);
    // The actions' bits run up to the checksum: the last four bytes.
    let body_end = bytes.len().saturating_sub(4).max(r.at);
    let mut bits = BitReader {
        bytes: &bytes[r.at..body_end],
        bit: 0,
    };
    for ply in 1..=count as usize {
        let decisions = match drawn_roll(&game) {
            true => game.legal_actions(),
            false => Vec::new(),
        };
        if version >= DECIDE_VERSION && !decisions.is_empty() {
            let index = bits
                .read(width(decisions.len() + 1))
                .ok_or(LinkError::Truncated(LinkPart::Action(ply)))?;
            let action = match usize::try_from(index).unwrap_or(usize::MAX) {
                i if i < decisions.len() => decisions[i],
                i if i == decisions.len() => {
                    let face = bits.face(faces, ply)?;
                    game.give_face(face);
                    Action::Roll(face)
                }
                _ => {
                    return Err(LinkError::Illegal {
                        ply,
                        index,
                        legal: decisions.len() + 1,
                    })
                }
            };
            game.play_if_legal(action);
            continue;
        }
        if drawn_roll(&game) {
            let face = bits.face(faces, ply)?;
            game.give_face(face);
        }
        let legal = game.legal_actions();
        let index = bits
            .read(width(legal.len()))
            .ok_or(LinkError::Truncated(LinkPart::Action(ply)))?;
        let action = *legal
            .get(usize::try_from(index).unwrap_or(usize::MAX))
            .ok_or(LinkError::Illegal {
                ply,
                index,
                legal: legal.len(),
            })?;
        game.play_if_legal(action);
    }
    let body = r.at + bits.bytes_used();
    let sum = bytes
        .get(body..body + 4)
        .ok_or(LinkError::Truncated(LinkPart::Checksum))?;
    if bytes.len() != body + 4 || sum != fnv1a(&bytes[..body]).to_le_bytes() {
        return Err(LinkError::Altered);
    }
    // The end no action carries: only a game still on can have been resigned or drawn.
    match end {
        0 => {}
        _ if game.outcome().is_some() => return Err(LinkError::Foreign),
        1 => {
            game.agree_draw();
        }
        2 | 3 => {
            let winners = Team(end - 2);
            let loser = rules
                .seats()
                .find(|s| s.team().other() == winners)
                .ok_or(LinkError::Foreign)?;
            game.resign(loser);
        }
        _ => return Err(LinkError::Foreign),
    }
    if let Some(baton) = &baton {
        crate::fair::baton_proof(&game, baton, alone).map_err(LinkError::Dice)?;
    }
    if baton.is_none() {
        crate::fair::proof(&game, dice.as_ref()).map_err(LinkError::Dice)?;
    }
    Ok(LinkGame {
        game,
        id,
        stake,
        seats,
        names,
        dice,
        baton,
        alone,
    })
}

/// The link's code of a game's end by word ([`read`]'s format table).
fn end_code(outcome: Option<Outcome>) -> u8 {
    match outcome {
        Some(Outcome::Draw(DrawReason::Agreement)) => 1,
        Some(Outcome::Win {
            team,
            reason: WinReason::Resignation,
        }) => 2 + (team.0 & 1),
        _ => 0,
    }
}

fn ruleset_index(rules: &Ruleset) -> u8 {
    Ruleset::all_with_options()
        .iter()
        .position(|r| std::ptr::eq(*r, rules))
        .unwrap_or(0) as u8
}

fn controller_code(c: Controller) -> u8 {
    match c {
        // Who plays a person's seat is each device's own choice: the link says "a person".
        Controller::Human | Controller::Remote => 0,
        Controller::Bot(BotLevel::Easy) => 1,
        Controller::Bot(BotLevel::Medium) => 2,
        Controller::Bot(BotLevel::Hard) => 3,
        Controller::Bot(BotLevel::Random) => 4,
    }
}

fn controller_of(code: u8) -> Option<Controller> {
    Some(match code {
        0 => Controller::Human,
        1 => Controller::Bot(BotLevel::Easy),
        2 => Controller::Bot(BotLevel::Medium),
        3 => Controller::Bot(BotLevel::Hard),
        4 => Controller::Bot(BotLevel::Random),
        _ => return None,
    })
}

/// The longest prefix of `s` of at most `max` bytes that ends between characters.
fn floor_char_boundary(s: &str, max: usize) -> usize {
    let mut end = s.len().min(max);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    end
}

/// The bits an index into a list of `n` takes: none for a list of one.
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

pub(crate) fn varint(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// A cursor over bytes, for the link's reader and live play's codes ([`super::live::code`]).
pub(super) struct Reader<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) at: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    pub(super) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let out = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(out)
    }

    pub(super) fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }

    /// A varint as [`varint`] writes it, and only so: no byte past the 64 bits, no needless
    /// zero byte at the end (which would be a second code of the same number), so that what
    /// reads writes back as the same text.
    pub(super) fn varint(&mut self) -> Option<u64> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if (shift > 0 && b == 0) || (shift == 63 && part > 1) {
                return None;
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    /// A varint that fits 32 bits.
    pub(super) fn id(&mut self) -> Option<u32> {
        u32::try_from(self.varint()?).ok()
    }
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bit: usize,
}

impl BitWriter {
    fn write(&mut self, value: u64, width: u32) {
        for i in 0..width {
            if self.bit % 8 == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                if let Some(last) = self.bytes.last_mut() {
                    *last |= 1 << (self.bit % 8);
                }
            }
            self.bit += 1;
        }
    }

    fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    bit: usize,
}

impl BitReader<'_> {
    /// The face of the roll at `ply` the devices drew, one of `faces`.
    fn face(&mut self, faces: usize, ply: usize) -> Result<u8, LinkError> {
        let face = self
            .read(width(faces))
            .ok_or(LinkError::Truncated(LinkPart::Action(ply)))?;
        match u8::try_from(face) {
            Ok(f) if usize::from(f) < faces => Ok(f),
            _ => Err(LinkError::Illegal {
                ply,
                index: face,
                legal: faces,
            }),
        }
    }

    fn read(&mut self, width: u32) -> Option<u64> {
        let mut value = 0;
        for i in 0..width {
            let byte = *self.bytes.get(self.bit / 8)?;
            value |= u64::from(byte >> (self.bit % 8) & 1) << i;
            self.bit += 1;
        }
        Some(value)
    }

    fn bytes_used(&self) -> usize {
        self.bit.div_ceil(8)
    }
}

/// FNV-1a, 32 bits: enough to notice a changed character.
pub(crate) fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_game(rules: &'static Ruleset, seed: u64, plies: usize) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(rules, seed);
        for _ in 0..plies {
            let legal = game.legal_actions();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play_if_legal(legal[rng.random_range(0..legal.len())]);
        }
        game
    }

    fn link_of(game: Game) -> LinkGame {
        let players = game.rules().players();
        LinkGame {
            game,
            id: 0xdead_beef,
            stake: 5,
            seats: (0..players)
                .map(|s| {
                    if s == 1 {
                        Controller::Bot(BotLevel::Hard)
                    } else {
                        Controller::Human
                    }
                })
                .collect(),
            names: (0..players).map(|s| format!("Joueur·{s} <b>")).collect(),
            dice: None,
            baton: None,
            alone: None,
        }
    }

    #[test]
    fn random_games_of_every_ruleset_survive_the_round_trip() {
        // Two thousand games a ruleset, from the set-up to 400 plies (or their end).
        for rules in Ruleset::all_with_options() {
            for seed in 0..2_000 {
                let link = link_of(random_game(rules, seed, (seed as usize * 37) % 400));
                let text = write(&link);
                let back = read(&text).unwrap_or_else(|e| panic!("{} {seed}: {e:?}", rules.id));
                assert_eq!(
                    back.game.actions(),
                    link.game.actions(),
                    "{} {seed}",
                    rules.id
                );
                assert_eq!(back.game.seed(), link.game.seed());
                assert_eq!(back.game.position(), link.game.position());
                assert_eq!((back.id, back.stake), (link.id, link.stake));
                assert_eq!(back.seats, link.seats);
                assert_eq!(back.names, link.names);
                assert_eq!(write(&back), text, "the writer gives the same link again");
            }
        }
    }

    #[test]
    fn every_truncation_is_an_error() {
        let rules = Ruleset::by_id("chaturaji").expect("ruleset");
        let text = write(&link_of(random_game(rules, 3, 120)));
        for end in 0..text.len() {
            assert!(read(&text[..end]).is_err(), "cut at {end}");
        }
    }

    #[test]
    fn a_changed_character_is_an_error_or_another_checked_game() {
        let rules = Ruleset::by_id("chaturanga-v2").expect("ruleset");
        let text = write(&link_of(random_game(rules, 5, 200)));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut errors = 0;
        for _ in 0..2000 {
            let mut bytes = text.clone().into_bytes();
            let at = rng.random_range(PREFIX.len()..bytes.len());
            bytes[at] = ALPHABET[rng.random_range(0..64)];
            let changed = String::from_utf8(bytes).expect("ASCII");
            if changed == text {
                continue;
            }
            // Either refused, or (a one-in-four-billion checksum collision) a game the engine
            // replayed: never a panic, never an unchecked value.
            if read(&changed).is_err() {
                errors += 1;
            }
        }
        assert!(errors > 1900, "{errors} of 2000 changes refused");
    }

    /// A resignation or an agreed draw is no action: the link carries it as the game's end,
    /// and a link of the older version 1 (which had no end) still reads.
    #[test]
    fn a_resignation_or_a_draw_travels_and_version_1_still_reads() {
        let rules = Ruleset::by_id("chaturaji").expect("ruleset");
        for end in 0..3 {
            let mut link = link_of(random_game(rules, 4, 20));
            assert!(link.game.outcome().is_none());
            match end {
                0 => {}
                1 => {
                    link.game.agree_draw();
                }
                _ => {
                    link.game.resign(ashtapada_rules::Seat::ALL[1]);
                }
            }
            let back = read(&write(&link)).expect("it reads");
            assert_eq!(back.game.outcome(), link.game.outcome(), "{end}");
            assert_eq!(back.game.actions(), link.game.actions());
            if end == 0 {
                // The same game as versions 1 and 2 wrote it: no dice byte, and in version 1
                // no end byte either.
                for version in [1u8, 2] {
                    let mut bytes = from_base64url(&write(&link)[2..]).expect("base64");
                    bytes.truncate(bytes.len() - 4);
                    bytes[1] = version;
                    let at = bytes.len() - link_bits_len(&link);
                    bytes.remove(at - 1);
                    if version == 1 {
                        bytes.remove(at - 2);
                    }
                    let sum = fnv1a(&bytes);
                    bytes.extend_from_slice(&sum.to_le_bytes());
                    let mut old = String::from(PREFIX);
                    base64url(&bytes, &mut old);
                    let read_old = read(&old).expect("an older version reads");
                    assert_eq!(read_old.game.actions(), link.game.actions());
                }
            }
        }
    }

    /// A Chaturaji game whose faces two devices drew (`ashtapada-dice`), `actions` long: all of
    /// them with the roll-off (`switch` None), or from the seed's `switch`-th roll on; with its
    /// ledger.
    fn fair_link(switch: Option<u64>, actions: usize) -> LinkGame {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut table = ashtapada_dice::Table::new(&[[4; 32], [6; 32]], 500);
        let draw = |table: &mut ashtapada_dice::Table| table.draw(4).expect("in the chains");
        let mut game = match switch {
            None => Game::with_faces_drawn(rules, &mut || draw(&mut table)),
            Some(_) => Game::new(rules, 77),
        };
        for i in 0..actions {
            if game.outcome().is_some() {
                break;
            }
            if switch == Some(game.rolls()) && game.given_from().is_none() {
                assert!(game.give_faces_from(game.rolls()));
            }
            if drawn_roll(&game) {
                let face = draw(&mut table);
                game.give_face(face);
            }
            let legal = game.legal_actions();
            game.play(legal[(i * 7 + 2) % legal.len()]).expect("legal");
        }
        let mut link = link_of(game);
        link.dice = Some(table.ledger().clone());
        link
    }

    /// A decision made where a drawn roll was due, before its face was drawn (an exchange
    /// offered, a release demanded: live play's guests once misread the host's game there),
    /// travels in format 6 and reads back the same game, with the same faces; a game with
    /// none is written as before.
    #[test]
    fn a_decision_before_a_drawn_roll_reads_back_as_played() {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut decided = 0;
        for seed in 0..40u8 {
            let mut table = ashtapada_dice::Table::new(&[[seed; 32], [6; 32]], 900);
            let draw = |table: &mut ashtapada_dice::Table| table.draw(4).expect("in the chains");
            let mut game = Game::with_faces_drawn(rules, &mut || draw(&mut table));
            let mut decisions = 0;
            for i in 0..700usize {
                if game.outcome().is_some() {
                    break;
                }
                if drawn_roll(&game) {
                    // The decisions alone are legal while the face is not drawn.
                    let before = game.legal_actions();
                    if !before.is_empty() && i % 3 != 0 {
                        game.play(before[i % before.len()]).expect("legal");
                        decisions += 1;
                        continue;
                    }
                    game.give_face(draw(&mut table));
                }
                let legal = game.legal_actions();
                game.play(legal[(i * 7 + 2) % legal.len()]).expect("legal");
            }
            let mut link = link_of(game);
            link.dice = Some(table.ledger().clone());
            let text = write(&link);
            let version = from_base64url(&text[2..]).expect("base64")[1];
            assert_eq!(version, if decisions > 0 { 6 } else { 3 }, "seed {seed}");
            let back = read(&text).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
            assert_eq!(back.game.actions(), link.game.actions(), "seed {seed}");
            assert_eq!(back.game.given_faces(), link.game.given_faces());
            assert_eq!(write(&back), text);
            decided += decisions;
        }
        assert!(decided >= 5, "{decided} decisions before a drawn roll");
    }

    /// A game whose faces the devices drew travels with its proof, each roll's face in the
    /// actions' bits, and reads back the same; a face changed (checksum made good again) is
    /// refused by the proof, and so is a link with no proof.
    #[test]
    fn a_fair_dice_game_travels_with_its_proof() {
        for switch in [None, Some(3)] {
            let link = fair_link(switch, 120);
            let text = write(&link);
            let back = read(&text).unwrap_or_else(|e| panic!("{switch:?}: {e:?}"));
            assert_eq!(back.game.positions(), link.game.positions());
            assert_eq!(back.game.given_faces(), link.game.given_faces());
            assert_eq!(back.game.given_from(), link.game.given_from());
            assert_eq!(back.dice, link.dice);
            assert_eq!(write(&back), text);
            // Each bit of the actions flipped in turn: a roll's face changed is refused by the
            // proof; a move's changed may read as another game.
            let bytes = from_base64url(&text[2..]).expect("base64");
            let bits_at = bytes.len() - 4 - link_bits_len(&link);
            let mut refused = 0;
            for bit in 0..link_bits_len(&link) * 8 {
                match read(&altered(&bytes, bits_at + bit / 8, 1 << (bit % 8))) {
                    Err(LinkError::Dice(crate::fair::Unproven::WrongFace { .. })) => refused += 1,
                    // A move's bit changed: another game, whose faces are still the devices'
                    // (or a bit of the last byte's padding, which nothing reads).
                    Ok(other) => assert!(
                        other.game.actions() != link.game.actions()
                            || bit / 8 + 1 == link_bits_len(&link),
                        "{switch:?}: bit {bit} changed read as the same game"
                    ),
                    Err(_) => {}
                }
            }
            assert!(refused > 0, "{switch:?}: no changed face was refused");
            let mut bare = link.clone();
            bare.dice = None;
            assert_eq!(
                read(&write(&bare)).unwrap_err(),
                LinkError::Dice(crate::fair::Unproven::NoProof)
            );
        }
    }

    /// A Chaturaji game by links of three devices (South; West and North; East a bot's),
    /// `actions` long, with its baton.
    fn baton_link(actions: usize) -> LinkGame {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut table =
            crate::fair::BatonTable::new(12, &[[1; 32], [2; 32]], &[0b0001, 0b0110]).expect("two");
        let mut game = table.game(rules);
        for i in 0..actions {
            if !table.play(&mut game, |legal| legal[(i * 3 + 1) % legal.len()]) {
                break;
            }
        }
        let mut link = link_of(game);
        link.seats[3] = Controller::Bot(BotLevel::Easy);
        link.baton = Some(table.baton().clone());
        link
    }

    /// A game by links whose devices drew its dice one at a time travels with its baton (as
    /// version 4; a seeded game's link is still version 3) and reads back the same; each bit
    /// of its actions flipped (the checksum made good again): a roll's face changed is refused
    /// by the proof, and so is the link without its baton or with a changed part.
    #[test]
    fn a_game_by_links_travels_with_its_baton() {
        let link = baton_link(150);
        let text = write(&link);
        let bytes = from_base64url(&text[2..]).expect("base64");
        assert_eq!(bytes[1], 4);
        assert_eq!(
            from_base64url(&write(&link_of(Game::new(link.game.rules(), 5))).as_str()[2..])
                .expect("b")[1],
            3
        );
        let back = read(&text).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(back.game.positions(), link.game.positions());
        assert_eq!(back.game.given_faces(), link.game.given_faces());
        assert_eq!(back.baton, link.baton);
        assert!(back.dice.is_none());
        assert_eq!(write(&back), text);
        let bits_at = bytes.len() - 4 - link_bits_len(&link);
        let mut refused = 0;
        for bit in 0..link_bits_len(&link) * 8 {
            if let Err(LinkError::Dice(_)) =
                read(&altered(&bytes, bits_at + bit / 8, 1 << (bit % 8)))
            {
                refused += 1;
            }
        }
        assert!(refused > 0, "no changed face was refused");
        // A part of the baton changed: its chain no longer leads to its head.
        assert_eq!(
            read(&altered(&bytes, bits_at - 10, 1)).unwrap_err(),
            LinkError::Dice(crate::fair::Unproven::Tampered)
        );
        let mut bare = link.clone();
        bare.baton = None;
        assert_eq!(
            read(&write(&bare)).unwrap_err(),
            LinkError::Dice(crate::fair::Unproven::NoProof)
        );
    }

    /// A game by links gone on alone by one device: format 5, its count read back, and the
    /// link written again the same.
    #[test]
    fn a_game_by_links_gone_on_alone_travels_with_its_count() {
        let mut link = baton_link(150);
        let faces = link.game.given_faces().expect("faces").len() as u32;
        assert!(faces > 10);
        link.alone = Some(faces - 3);
        let text = write(&link);
        assert_eq!(from_base64url(&text[2..]).expect("base64")[1], 5);
        let back = read(&text).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(back.alone, Some(faces - 3));
        assert_eq!(back.game.positions(), link.game.positions());
        assert_eq!(write(&back), text);
        // Gone alone before its first face: nothing left to prove, it reads.
        let mut alone = link.clone();
        alone.alone = Some(0);
        assert!(read(&write(&alone)).is_ok());
    }

    /// The link of `bytes` (a link's payload with its checksum) with byte `at` xored by `flip`,
    /// its checksum made good again: a change only the reader's own checks can catch.
    fn altered(bytes: &[u8], at: usize, flip: u8) -> String {
        let mut changed = bytes[..bytes.len() - 4].to_vec();
        changed[at] ^= flip;
        let sum = fnv1a(&changed);
        changed.extend_from_slice(&sum.to_le_bytes());
        let mut out = String::from(PREFIX);
        base64url(&changed, &mut out);
        out
    }

    /// How many bytes the actions' bits of a link take.
    fn link_bits_len(link: &LinkGame) -> usize {
        action_bits(&link.game, decides_at_drawn_roll(&link.game)).len()
    }

    #[test]
    fn a_link_says_what_is_wrong() {
        let rules = Ruleset::by_id("chaturanga-v3").expect("ruleset");
        let link = link_of(random_game(rules, 9, 30));
        let text = write(&link);
        assert_eq!(read("#x=abc").unwrap_err(), LinkError::NotALink);
        assert_eq!(read("g=***").unwrap_err(), LinkError::NotALink);
        let mut bytes = from_base64url(&text[2..]).expect("base64");
        let mut future = bytes.clone();
        future[1] = 9;
        let mut out = String::from(PREFIX);
        base64url(&future, &mut out);
        assert_eq!(read(&out).unwrap_err(), LinkError::Future(9));
        bytes[0] = 0x42;
        let mut out = String::from(PREFIX);
        base64url(&bytes, &mut out);
        assert_eq!(read(&out).unwrap_err(), LinkError::Foreign);
        // Cut at a whole number of base64 groups (so the text still decodes): the actions or the
        // checksum run out.
        let cut = PREFIX.len() + (text.len() - PREFIX.len() - 8) / 4 * 4;
        let error = read(&text[..cut]).unwrap_err();
        assert!(
            matches!(error, LinkError::Truncated(_) | LinkError::Altered),
            "{error:?}"
        );
    }

    #[test]
    fn an_index_past_the_legal_list_names_its_ply() {
        // Two plies of chaturanga-v3, then the second index set to all ones: past the list of
        // Black's answers when their number is not a power of two.
        let rules = Ruleset::by_id("chaturanga-v3").expect("ruleset");
        let game = random_game(rules, 2, 2);
        let mut replay = Game::new(rules, 2);
        let first = replay.legal_actions();
        replay.play_if_legal(game.actions()[0]);
        let second = replay.legal_actions().len();
        assert!(!second.is_power_of_two(), "{second} answers");
        let text = write(&link_of(game.clone()));
        let bytes = from_base64url(&text[2..]).expect("base64");
        let (w1, w2) = (width(first.len()), width(second));
        let header = bytes.len() - 4 - (w1 + w2).div_ceil(8) as usize;
        let mut bits = BitWriter::default();
        let index1 = first
            .iter()
            .position(|&a| a == game.actions()[0])
            .expect("legal");
        bits.write(index1 as u64, w1);
        bits.write((1 << w2) - 1, w2);
        let mut forged = bytes[..header].to_vec();
        forged.extend(bits.finish());
        let sum = fnv1a(&forged).to_le_bytes();
        forged.extend_from_slice(&sum);
        let mut out = String::from(PREFIX);
        base64url(&forged, &mut out);
        assert_eq!(
            read(&out).unwrap_err(),
            LinkError::Illegal {
                ply: 2,
                index: (1 << w2) - 1,
                legal: second
            }
        );
    }

    #[test]
    fn base64url_round_trips() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let mut text = String::new();
            base64url(&bytes, &mut text);
            assert!(!text.contains(['+', '/', '=']));
            assert_eq!(from_base64url(&text), Some(bytes));
        }
        assert_eq!(from_base64url("A"), None);
    }
}
