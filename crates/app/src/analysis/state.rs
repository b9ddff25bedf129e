//! The analysis board's state: the game put aside, the variation tree and the position
//! looked at, and the bot's judgement of it (see the part's documentation).

use ashtapada_rules::{Action, Game, Position};
use ashtapada_worker::{GameSpec, Reply, Request, WireLine};

use super::tree::{NodeId, Tree};
use crate::effect::Effect;
use crate::session::Session;

/// How many best actions the analysis shows.
pub const ANALYSIS_LINES: u8 = 3;

/// The analysis's request ids: apart from the bots' (counted up from 1) and the review's
/// (from `0x8000_0000`), so that an answer finds its asker.
const IDS: std::ops::Range<u32> = 0x6000_0000..0x8000_0000;

/// The most milliseconds of one search. A worker busy with a search hears nothing else, so
/// this is also the longest the board waits for its next position's first value; a search
/// that does not finish its depth in time ends the refining.
const BUDGET_MS: u32 = 3_000;

/// The deepest search asked for, in turns.
const DEEPEST: u32 = 40;

/// The bot's judgement of one position: its best actions and their values, best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best actions (`None`: the roll, before one), each with its value for the team of
    /// the seat to act (the evaluation's scale: [`crate::review::chance`] makes it a winning
    /// chance).
    pub lines: Vec<(Option<Action>, i32)>,
    /// Before a roll: each face's value, by face index, for the team of the seat to act.
    pub faces: Vec<i32>,
    /// The depth completed, in turns.
    pub depth: u32,
    /// The positions searched.
    pub nodes: u64,
    /// Milliseconds the search took, by the worker's clock.
    pub millis: f64,
}

/// The board while it is open.
#[derive(Debug, Clone)]
struct Board {
    /// The game put aside, as it was.
    parked: Session,
    /// The position the tree starts from (the game's start).
    root: Position,
    tree: Tree,
    /// The position looked at.
    at: NodeId,
    /// Whether the bot keeps searching (the person can stop it).
    running: bool,
    /// The request under way: its id, the node it is about and the depth asked.
    asked: Option<(u32, NodeId, u32)>,
    /// The last judgement, and the node it is of.
    found: Option<(NodeId, Found)>,
    /// The node whose search reached its deepest (nothing more to ask there).
    done: Option<NodeId>,
    /// Why the worker could not analyse (shown until the next position).
    failed: Option<String>,
}

/// The analysis part.
#[derive(Debug, Clone)]
pub struct Analyst {
    board: Option<Box<Board>>,
    next_id: u32,
}

impl Default for Analyst {
    fn default() -> Analyst {
        Analyst {
            board: None,
            next_id: IDS.start,
        }
    }
}

/// The game from `root` through `actions`, each roll's face given as it was played (the
/// scratch game's faces all come from the analysis: none is drawn from a seed).
fn replay(root: &Position, actions: &[Action]) -> Game {
    let mut game = Game::from_position_with_faces(*root, &[]);
    for &action in actions {
        if let Action::Roll(face) = action {
            game.give_face(face);
        }
        // The tree holds only actions that were legal where they were played.
        if game.play_if_legal(action).is_none() {
            break;
        }
    }
    game
}

impl Analyst {
    /// Whether the analysis board is open.
    pub fn active(&self) -> bool {
        self.board.is_some()
    }

    /// Opens the board at the position after `ply` actions of the game in `session`, which is
    /// put aside: the session plays the scratch game from now on, its actions the tree's
    /// main line.
    pub(crate) fn open(&mut self, session: &mut Session, ply: usize, effects: &mut Vec<Effect>) {
        if self.board.is_some() {
            return;
        }
        let game = session.game();
        let root = *game.start();
        let tree = Tree::with_main_line(game.actions());
        let line = tree.main_line();
        let at = match ply.min(line.len()) {
            0 => NodeId::ROOT,
            n => line[n - 1],
        };
        let scratch = Session::analysis(replay(&root, &tree.path(at)), session.prefs());
        let parked = std::mem::replace(session, scratch);
        self.board = Some(Box::new(Board {
            parked,
            root,
            tree,
            at,
            running: true,
            asked: None,
            found: None,
            done: None,
            failed: None,
        }));
        // On a phone the panel comes under the board: the top of the page shows both.
        effects.push(Effect::Reveal("app"));
        self.ask(session, effects);
    }

    /// Closes the board: the game put aside comes back into `session`, with the preferences
    /// changed meanwhile. `false` if it was not open.
    pub(crate) fn close(&mut self, session: &mut Session, effects: &mut Vec<Effect>) -> bool {
        let Some(board) = self.board.take() else {
            return false;
        };
        if board.asked.is_some() {
            effects.push(Effect::CancelThink);
        }
        let mut parked = board.parked;
        let prefs = session.prefs().clone();
        parked.set_prefs(|p| *p = prefs);
        *session = parked;
        true
    }

    /// The tree, the position looked at, and whether the bot searches.
    pub fn tree(&self) -> Option<(&Tree, NodeId, bool)> {
        self.board.as_ref().map(|b| (&b.tree, b.at, b.running))
    }

    /// The bot's judgement of the position looked at, once it came.
    pub fn found(&self) -> Option<&Found> {
        let board = self.board.as_ref()?;
        board
            .found
            .as_ref()
            .filter(|(node, _)| *node == board.at)
            .map(|(_, found)| found)
    }

    /// Why the worker could not analyse the position looked at, if it could not.
    pub fn failed(&self) -> Option<&str> {
        self.board.as_ref()?.failed.as_deref()
    }

    /// Whether the search of the position looked at has gone as deep as it will.
    pub fn finished(&self) -> bool {
        self.board
            .as_ref()
            .is_some_and(|b| b.done == Some(b.at) || b.failed.is_some())
    }

    /// The best action, drawn as an arrow.
    pub fn arrow(&self) -> Option<Action> {
        self.found()?.lines.first()?.0
    }

    /// Whether request `id` is the analysis's, under way.
    pub fn waits_for(&self, id: u32) -> bool {
        self.board
            .as_ref()
            .is_some_and(|b| b.asked.is_some_and(|(asked, ..)| asked == id))
    }

    /// `action` was played on the scratch game in `session` (at the position looked at): it
    /// joins the tree there, and the board looks at the position after it.
    pub(crate) fn played(&mut self, action: Action, session: &Session, effects: &mut Vec<Effect>) {
        let Some(board) = self.board.as_mut() else {
            return;
        };
        board.at = board.tree.add(board.at, action);
        board.failed = None;
        self.ask(session, effects);
    }

    /// Looks at `node` (a node of the tree; anything else changes nothing).
    pub(crate) fn go(&mut self, node: NodeId, session: &mut Session, effects: &mut Vec<Effect>) {
        let Some(board) = self.board.as_mut() else {
            return;
        };
        if !board.tree.contains(node) || node == board.at {
            return;
        }
        board.at = node;
        board.failed = None;
        session.set_game(replay(&board.root, &board.tree.path(node)));
        self.ask(session, effects);
    }

    /// The node `ply` actions into the line looked at (its path from the root, then its main
    /// continuation): where the move list's buttons and the arrow keys go.
    pub(crate) fn node_at(&self, ply: usize) -> Option<NodeId> {
        let board = self.board.as_ref()?;
        let mut path = vec![board.at];
        while let Some(parent) = board.tree.parent(*path.last()?) {
            path.push(parent);
        }
        path.reverse();
        let mut at = *path.last()?;
        while path.len() <= ply {
            at = *board.tree.children(at).first()?;
            path.push(at);
        }
        path.get(ply).copied()
    }

    /// How many actions lead to the position looked at.
    pub(crate) fn ply(&self) -> usize {
        self.board.as_ref().map_or(0, |b| b.tree.path(b.at).len())
    }

    /// The end of the line looked at (its main continuation, followed to the end).
    pub(crate) fn line_end(&self) -> Option<NodeId> {
        let board = self.board.as_ref()?;
        let mut at = board.at;
        while let Some(&next) = board.tree.children(at).first() {
            at = next;
        }
        Some(at)
    }

    /// Makes the line through the position looked at the main line.
    pub(crate) fn promote(&mut self) {
        if let Some(board) = self.board.as_mut() {
            let at = board.at;
            board.tree.promote(at);
        }
    }

    /// Deletes the position looked at and everything after it; the board goes to the one
    /// before it. Nothing at the root.
    pub(crate) fn delete(&mut self, session: &mut Session, effects: &mut Vec<Effect>) {
        let Some(board) = self.board.as_mut() else {
            return;
        };
        let at = board.at;
        if let Some(parent) = board.tree.delete(at) {
            // Deleted: the judgement held was of a node that is gone.
            board.found = board.found.take().filter(|(node, _)| *node != at);
            if board.asked.is_some_and(|(_, node, _)| node == at) {
                board.asked = None;
                effects.push(Effect::CancelThink);
            }
            self.go(parent, session, effects);
        }
    }

    /// The roll of face `face` at the position looked at, if a roll is due there and the face
    /// is the die's: the face is given to the scratch game, and the roll is the action to
    /// play.
    pub(crate) fn roll(&self, face: u8, session: &mut Session) -> Option<Action> {
        self.board.as_ref()?;
        let game = session.game();
        let faces = game.rules().dice.map_or(0, |d| d.faces.len());
        let due = game.outcome().is_none() && game.position().needs_roll();
        if !due || usize::from(face) >= faces {
            return None;
        }
        session.give_face(face);
        (session.game().next_face() == Some(face)).then_some(Action::Roll(face))
    }

    /// Stops the search, or sets it going again.
    pub(crate) fn toggle(&mut self, session: &Session, effects: &mut Vec<Effect>) {
        let Some(board) = self.board.as_mut() else {
            return;
        };
        board.running = !board.running;
        if board.running {
            board.failed = None;
            self.ask(session, effects);
        } else if board.asked.take().is_some() {
            effects.push(Effect::CancelThink);
        }
    }

    /// The worker's judgement for request `id`: kept if it is the one asked for the position
    /// looked at, then the next depth is asked. Whether the request was the analysis's.
    pub(crate) fn answered(
        &mut self,
        id: u32,
        reply: Answer,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(board) = self.board.as_mut() else {
            return false;
        };
        let Some((_, node, depth)) = board.asked.filter(|(asked, ..)| *asked == id) else {
            return false;
        };
        board.asked = None;
        // A line naming a cell off the board is garbled: dropped (the others still count).
        let lines: Vec<(Option<Action>, i32)> = reply
            .lines
            .iter()
            .filter_map(|l| match l.action {
                None => Some((None, l.score)),
                Some(a) => a.to_action().ok().map(|a| (Some(a), l.score)),
            })
            .collect();
        // A search that did not reach the depth asked ran out of time: as deep as it goes.
        if reply.depth < depth || depth >= DEEPEST || lines.is_empty() {
            board.done = Some(node);
        }
        let keep = lines.is_empty()
            || board
                .found
                .as_ref()
                .is_none_or(|(n, f)| *n != node || reply.depth >= f.depth);
        if keep {
            let found = Found {
                lines,
                faces: reply.faces,
                depth: reply.depth,
                nodes: reply.nodes,
                millis: reply.millis,
            };
            board.found = Some((node, found));
        }
        self.ask(session, effects);
        true
    }

    /// The worker could not answer request `id`: the search stops, and the panel says why.
    /// Whether the request was the analysis's.
    pub(crate) fn unanswered(&mut self, id: u32, why: &str) -> bool {
        let Some(board) = self.board.as_mut() else {
            return false;
        };
        if board.asked.is_none_or(|(asked, ..)| asked != id) {
            return false;
        }
        board.asked = None;
        board.running = false;
        board.failed = Some(why.to_string());
        true
    }

    /// Asks the worker about the position looked at, one turn deeper than its judgement so
    /// far, while the bot searches and the position is not searched out (or over).
    fn ask(&mut self, session: &Session, effects: &mut Vec<Effect>) {
        let id = self.next_id;
        let Some(board) = self.board.as_mut() else {
            return;
        };
        let game = session.game();
        let at = board.at;
        let over = game.outcome().is_some();
        if !board.running || over || board.done == Some(at) || board.failed.is_some() {
            if let Some((_, node, _)) = board.asked {
                if node != at {
                    board.asked = None;
                    effects.push(Effect::CancelThink);
                }
            }
            return;
        }
        if board.asked.is_some_and(|(_, node, _)| node == at) {
            return;
        }
        let depth = match &board.found {
            Some((node, found)) if *node == at => found.depth + 1,
            _ => 1,
        };
        board.asked = Some((id, at, depth));
        self.next_id = if id + 1 >= IDS.end { IDS.start } else { id + 1 };
        effects.push(Effect::Think {
            request: Request::Analyse {
                id,
                game: GameSpec::of(game),
                depth,
                budget_ms: BUDGET_MS,
                lines: ANALYSIS_LINES,
            },
            delay_ms: 0,
        });
    }
}

/// The worker's answer to an analysis request (`Reply::Lines`'s fields).
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The best actions, best first.
    pub lines: Vec<WireLine>,
    /// Before a roll: each face's value.
    pub faces: Vec<i32>,
    /// The depth completed.
    pub depth: u32,
    /// The positions searched.
    pub nodes: u64,
    /// Milliseconds of search, by the worker's clock.
    pub millis: f64,
}

impl Answer {
    /// The answer a `Reply::Lines` carries, with its request's id; any other reply is given
    /// back.
    pub fn of(reply: Reply) -> Result<(u32, Answer), Reply> {
        match reply {
            Reply::Lines {
                id,
                lines,
                faces,
                depth,
                nodes,
                millis,
            } => Ok((
                id,
                Answer {
                    lines,
                    faces,
                    depth,
                    nodes,
                    millis,
                },
            )),
            other => Err(other),
        }
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
