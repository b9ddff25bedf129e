//! The analysis board's variation tree: the line the board opened on (its main line) and every
//! line explored from any point of it, as lichess keeps them. Each node is one action; a
//! node's first child is its main continuation, the others are side lines. Adding an action
//! that a node already has goes to that child (no duplicate lines), promoting a node makes the
//! line through it the main one, deleting a node drops it with everything after it.
//!
//! The tree holds actions only; the positions are the game's (the actions from the root,
//! replayed), so nothing in it can disagree with the rules.

use ashtapada_rules::Action;

/// A node of a [`Tree`]: an index that stays valid until the node is deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NodeId(usize);

impl NodeId {
    /// The root: the position the board opened on, before any action of the tree.
    pub const ROOT: NodeId = NodeId(0);

    /// Its number, as a control's argument carries it ([`NodeId::from_index`] reads it back;
    /// the tree says whether it names a node: [`Tree::contains`]).
    pub fn index(self) -> usize {
        self.0
    }

    /// The node of number `index`, if a tree has it ([`Tree::contains`]).
    pub fn from_index(index: usize) -> NodeId {
        NodeId(index)
    }
}

#[derive(Debug, Clone)]
struct Node {
    /// The action that leads here (`None` at the root).
    action: Option<Action>,
    parent: Option<NodeId>,
    /// The continuations, the main one first.
    children: Vec<NodeId>,
    /// Deleted nodes stay in the arena, unreachable, so that other ids keep their meaning.
    alive: bool,
}

/// The variation tree.
#[derive(Debug, Clone)]
pub struct Tree {
    nodes: Vec<Node>,
}

impl Default for Tree {
    fn default() -> Tree {
        Tree::new()
    }
}

/// One node as the move list shows it: its action, how deep in side lines it is (0: the main
/// line), and whether it opens a side line (the first action of one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    /// The node.
    pub id: NodeId,
    /// The action played there.
    pub action: Action,
    /// Side lines deep: 0 on the main line.
    pub depth: usize,
    /// The first action of a side line.
    pub opens: bool,
}

impl Tree {
    /// A tree with its root alone.
    pub fn new() -> Tree {
        Tree {
            nodes: vec![Node {
                action: None,
                parent: None,
                children: Vec::new(),
                alive: true,
            }],
        }
    }

    /// A tree whose main line is `actions` (a game's, from the board's start).
    pub fn with_main_line(actions: &[Action]) -> Tree {
        let mut tree = Tree::new();
        let mut at = NodeId::ROOT;
        for &a in actions {
            at = tree.add(at, a);
        }
        tree
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.0).filter(|n| n.alive)
    }

    /// Whether `id` names a node of the tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    /// The action that leads to `id` (`None` at the root or for a deleted node).
    pub fn action(&self, id: NodeId) -> Option<Action> {
        self.node(id).and_then(|n| n.action)
    }

    /// The node before `id`.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).and_then(|n| n.parent)
    }

    /// The continuations of `id`, the main one first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// Plays `action` after `id`: the child that has it already, else a new one (the main
    /// continuation if `id` had none, else a side line). `id` itself if it was deleted.
    pub fn add(&mut self, id: NodeId, action: Action) -> NodeId {
        if !self.contains(id) {
            return id;
        }
        if let Some(&child) = self
            .children(id)
            .iter()
            .find(|&&c| self.action(c) == Some(action))
        {
            return child;
        }
        let child = NodeId(self.nodes.len());
        self.nodes.push(Node {
            action: Some(action),
            parent: Some(id),
            children: Vec::new(),
            alive: true,
        });
        self.nodes[id.0].children.push(child);
        child
    }

    /// The actions from the root to `id`, in order (empty for a deleted node).
    pub fn path(&self, id: NodeId) -> Vec<Action> {
        let mut out = Vec::new();
        let mut at = Some(id).filter(|&i| self.contains(i));
        while let Some(i) = at {
            out.extend(self.action(i));
            at = self.parent(i);
        }
        out.reverse();
        out
    }

    /// The main line's nodes from the root on (the root not included).
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(&next) = self.children(at).first() {
            out.push(next);
            at = next;
        }
        out
    }

    /// Whether `id` is on the main line (the root is).
    pub fn on_main_line(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.children(parent).first() != Some(&at) {
                return false;
            }
            at = parent;
        }
        self.contains(id)
    }

    /// Makes the line through `id` the main line: at every node on its way from the root, the
    /// way to `id` becomes the main continuation (the others keep their order after it).
    pub fn promote(&mut self, id: NodeId) {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            let children = &mut self.nodes[parent.0].children;
            if let Some(i) = children.iter().position(|&c| c == at) {
                let c = children.remove(i);
                children.insert(0, c);
            }
            at = parent;
        }
    }

    /// Deletes `id` and everything after it; returns the node before it, where the board goes.
    /// The root cannot be deleted (`None`).
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent.0].children.retain(|&c| c != id);
        let mut stack = vec![id];
        while let Some(i) = stack.pop() {
            let node = &mut self.nodes[i.0];
            node.alive = false;
            stack.append(&mut node.children);
        }
        Some(parent)
    }

    /// Every node in the order the move list writes them: the main line, each side line right
    /// after the main action it replaces, side lines of side lines likewise (lichess's order).
    pub fn shown(&self) -> Vec<Shown> {
        let mut out = Vec::new();
        self.show_from(NodeId::ROOT, 0, &mut out);
        out
    }

    /// The line that continues from `at` (its main continuation, then that one's, and so on),
    /// with the side lines of each step written after the step's main action.
    fn show_from(&self, at: NodeId, depth: usize, out: &mut Vec<Shown>) {
        let mut at = at;
        loop {
            let children = self.children(at);
            let Some((&main, sides)) = children.split_first() else {
                return;
            };
            let sides = sides.to_vec();
            self.push_shown(main, depth, false, out);
            for side in sides {
                self.push_shown(side, depth + 1, true, out);
                self.show_from(side, depth + 1, out);
            }
            at = main;
        }
    }

    fn push_shown(&self, id: NodeId, depth: usize, opens: bool, out: &mut Vec<Shown>) {
        if let Some(action) = self.action(id) {
            out.push(Shown {
                id,
                action,
                depth,
                opens,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::{Game, Ruleset};

    /// The first `n` actions of a game of `id`, each the `k`-th legal one (mod their number).
    fn actions(id: &str, n: usize, k: usize) -> Vec<Action> {
        let mut game = Game::new(Ruleset::by_id(id).expect("ruleset"), 3);
        (0..n)
            .map(|i| {
                let legal = game.legal_actions();
                let a = legal[(i * k + 1) % legal.len()];
                game.play(a).expect("legal");
                a
            })
            .collect()
    }

    #[test]
    fn a_game_opens_as_the_main_line_and_its_path_is_its_actions() {
        let main = actions("chaturanga-v3", 10, 3);
        let tree = Tree::with_main_line(&main);
        let line = tree.main_line();
        assert_eq!(line.len(), 10);
        assert_eq!(tree.path(line[9]), main);
        assert!(line.iter().all(|&id| tree.on_main_line(id)));
        assert_eq!(tree.shown().len(), 10);
        assert!(tree.shown().iter().all(|s| s.depth == 0 && !s.opens));
    }

    #[test]
    fn a_line_added_from_a_point_is_a_side_line_and_the_same_action_is_not_added_twice() {
        let main = actions("chaturanga-v3", 6, 3);
        let mut tree = Tree::with_main_line(&main);
        let at = tree.main_line()[2];
        // Another action after the third: a side line of the fourth.
        let mut game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 3);
        for &a in &tree.path(at) {
            game.play(a).unwrap();
        }
        let other = *game
            .legal_actions()
            .iter()
            .find(|&&a| a != main[3])
            .expect("another action");
        let side = tree.add(at, other);
        assert_eq!(tree.children(at).len(), 2);
        assert!(!tree.on_main_line(side));
        // Again the same action: the same node; the main action: the main node.
        assert_eq!(tree.add(at, other), side);
        assert_eq!(tree.add(at, main[3]), tree.main_line()[3]);
        assert_eq!(tree.children(at).len(), 2);
        // It goes on; the main line is unchanged.
        game.play(other).unwrap();
        let reply = game.legal_actions()[0];
        let deeper = tree.add(side, reply);
        assert_eq!(tree.path(deeper), [&main[..3], &[other, reply]].concat());
        assert_eq!(tree.path(*tree.main_line().last().unwrap()), main);
        // The move list: the fourth main action, then the side line, then the rest.
        let shown: Vec<(Action, usize, bool)> = tree
            .shown()
            .iter()
            .map(|s| (s.action, s.depth, s.opens))
            .collect();
        assert_eq!(shown.len(), 8);
        assert_eq!(shown[3], (main[3], 0, false));
        assert_eq!(shown[4], (other, 1, true));
        assert_eq!(shown[5], (reply, 1, false));
        assert_eq!(shown[6], (main[4], 0, false));
    }

    #[test]
    fn a_side_line_promoted_becomes_the_main_line_and_the_old_one_a_side_line() {
        let main = actions("chaturaji", 12, 5);
        let mut tree = Tree::with_main_line(&main);
        let at = tree.main_line()[5];
        let mut game = Game::new(Ruleset::by_id("chaturaji").unwrap(), 3);
        for &a in &tree.path(at) {
            game.play(a).unwrap();
        }
        let legal = game.legal_actions();
        let other = *legal.iter().find(|&&a| a != main[6]).expect("another");
        let side = tree.add(at, other);
        tree.promote(side);
        assert!(tree.on_main_line(side));
        let line = tree.main_line();
        assert_eq!(line.len(), 7);
        assert_eq!(tree.path(line[6]), [&main[..6], &[other]].concat());
        // The old main continuation is a side line now, whole.
        let old = tree.children(at)[1];
        assert_eq!(tree.action(old), Some(main[6]));
        assert!(!tree.on_main_line(old));
        let mut end = old;
        while let Some(&next) = tree.children(end).first() {
            end = next;
        }
        assert_eq!(tree.path(end), main);
    }

    #[test]
    fn a_deleted_line_is_gone_with_everything_after_it_and_the_root_stays() {
        let main = actions("chaturanga-v3", 8, 3);
        let mut tree = Tree::with_main_line(&main);
        let line = tree.main_line();
        let back = tree.delete(line[4]);
        assert_eq!(back, Some(line[3]));
        assert_eq!(tree.main_line(), line[..4].to_vec());
        assert!(line[4..].iter().all(|&id| !tree.contains(id)));
        assert_eq!(tree.path(line[6]), Vec::<Action>::new());
        // Adding after a deleted node adds nothing; the root is never deleted.
        assert_eq!(tree.add(line[6], main[7]), line[6]);
        assert_eq!(tree.delete(NodeId::ROOT), None);
        assert!(tree.contains(NodeId::ROOT));
        // The action deleted can be played again: a fresh node, the main line again.
        let again = tree.add(line[3], main[4]);
        assert_ne!(again, line[4]);
        assert!(tree.on_main_line(again));
    }
}
