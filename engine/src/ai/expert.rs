//! `expert`: a Monte Carlo tree search over sampled tile orders.
//!
//! **What it knows.** Each tree works on its own copy of the game whose face-down tiles (the
//! deck, Benelux's tiles under the island tops, Hunters & Gatherers' bonus stack) are first put
//! in a canonical order and then shuffled from the tree's seed ([`Game::sample_hidden`]). So the
//! search sees what a player sees (counts, face-up island tops, chips, the bonus stack's size)
//! and never the real order: two games that differ only in their hidden order get the same
//! move. One order per tree: the research this follows found that more orders at a fixed
//! budget made play worse, and explicit chance nodes gained nothing.
//!
//! **The tree.** A node is a position with a tile in hand. Its children are two levels deep:
//! the placements (cell and rotation), and under each placement its figure steps (no figure, a
//! figure on one of the tile's features, a mode's own step). Every move of a new node is
//! judged at once by the `normal` evaluation ([`values`]); the placements are ordered by their
//! best figure step and the steps by their own value, and both levels are **progressively
//! widened**: a level with `n` visits considers its best `base + rate·√n` children. A move's
//! `normal` value also serves as its prior, counted as `prior_visits` visits. The tile source
//! is chosen before the search, by [`super::search::best_source`] (the same rule as `hard`);
//! in the tree, a player who may choose takes from the deck.
//!
//! **Values.** A value is a vector: each player's expected points minus the best other
//! player's (max-n, so it works for two to six players). A new node is worth the value of its
//! player's best move by the `normal` evaluation (a one-move greedy look-ahead rather than a
//! random rollout, which is weak); a finished game is worth its final scores. The tree stops
//! growing at `depth` plies, where a node keeps its evaluation. A player chooses by UCT on
//! their own component of the vector.
//!
//! **Determinism.** The budget is counted in simulations, never in time. A fixed number of
//! trees (`trees`), tree `i` seeded from the decision seed and `i`, each searched alone and
//! deterministically; the trees run on up to as many threads as the machine has cores, but
//! the result does not depend on which thread ran which tree: the root visits and values are
//! summed in tree order and the most visited move wins (ties by value, then by the first tree's
//! order). A game with expert seats therefore replays exactly on any machine.
//!
//! **Tuning so far (not yet strong enough).** Classic with River and Abbot against `hard`,
//! `tessera-cli match --seed 9001` (tuning seeds, apart from the reported ones), 95% intervals
//! wide at these sizes:
//! - 4 trees × 250 simulations, depth 3, exploration 6, widening 3 + √n, prior 2 visits:
//!   9 wins, 10 losses, 1 draw of 20 (45%, −5.0 points a game), 153–199 ms a decision.
//! - 8 trees × 400 simulations (3.2× the work): 35% of 20 (−6.1), about 1.1 s a decision:
//!   more simulations did not help, so the tree itself is what to fix.
//! - A new sampled draw at every simulation (chance outcomes as children, keyed by the tile
//!   drawn) instead of one order per tree: 2 of 8 (−16.1), dropped.
//!
//! The likely next steps: average the leaf over several of the next player's tiles as `hard`
//! does (a tree that knows its own next tile overrates moves that wait for it), depth 1–2, and
//! an exploration constant scaled to the spread of the root's `normal` values.

use super::eval::{values, Weights};
use crate::events::NoEvents;
use crate::game::{Game, Move, TileSource};

/// Up to six players: values are fixed-size vectors.
const MAX_PLAYERS: usize = 6;
type Vals = [f64; MAX_PLAYERS];

/// How much `expert` searches, in simulations (never time).
#[derive(Clone, Copy, Debug)]
pub struct ExpertBudget {
    /// Independent trees, each over its own sampled order (fixed, whatever the core count).
    pub trees: usize,
    /// Simulations per tree.
    pub simulations: usize,
    /// Plies the tree may grow below the root.
    pub depth: u8,
    /// UCT's exploration constant, in points of lead.
    pub exploration: f64,
    /// Children considered by a level never visited.
    pub widen_base: f64,
    /// More children per square root of the level's visits.
    pub widen_rate: f64,
    /// How many visits a move's `normal` value counts for.
    pub prior_visits: f64,
}

pub const EXPERT_BUDGET: ExpertBudget = ExpertBudget {
    trees: 4,
    simulations: 250,
    depth: 3,
    exploration: 6.0,
    widen_base: 3.0,
    widen_rate: 1.0,
    prior_visits: 2.0,
};

/// A figure step under a placement: a whole move.
struct Edge {
    mv: Move,
    prior: Vals,
    n: u32,
    sum: Vals,
    child: Option<usize>,
}

/// A placement with its figure steps, best first.
struct Group {
    edges: Vec<Edge>,
    n: u32,
    sum: Vals,
}

impl Group {
    fn prior(&self) -> &Vals {
        &self.edges[0].prior
    }
}

struct Node {
    game: Game,
    mover: usize,
    depth: u8,
    /// Placements, best first; empty for a leaf or a finished game.
    groups: Vec<Group>,
    n: u32,
    /// The node's own judgement: its player's best move by the `normal` evaluation.
    value: Vals,
}

/// Each player's value minus the best other player's.
fn leads(v: &[f64]) -> Vals {
    let mut out = [0.0; MAX_PLAYERS];
    for (p, slot) in out.iter_mut().enumerate().take(v.len().min(MAX_PLAYERS)) {
        // Alone at the table (no rival to lead), a player's value is its own.
        let lead = super::search::lead(v, p);
        *slot = if lead.is_finite() { lead } else { v[p] };
    }
    out
}

fn add(a: &mut Vals, b: &Vals) {
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// How many children a level with `n` visits considers.
fn width(b: &ExpertBudget, n: u32, len: usize) -> usize {
    ((b.widen_base + b.widen_rate * (n as f64).sqrt()) as usize).clamp(1, len)
}

/// A new node for `game`: every move judged by the `normal` evaluation, grouped by placement.
fn new_node(game: Game, depth: u8, w: &Weights) -> Node {
    let mover = game.current_player();
    if game.is_finished() || game.hand().is_none() {
        let value = leads(&values(&game, w));
        return Node {
            game,
            mover,
            depth,
            groups: Vec::new(),
            n: 0,
            value,
        };
    }
    let mut groups: Vec<Group> = Vec::new();
    for mv in game.legal_moves() {
        let mut g = game.clone();
        g.play_without_draw(&mv);
        let edge = Edge {
            mv,
            prior: leads(&values(&g, w)),
            n: 0,
            sum: [0.0; MAX_PLAYERS],
            child: None,
        };
        match groups.last_mut() {
            Some(gr) if gr.edges[0].mv.cell == mv.cell && gr.edges[0].mv.rot == mv.rot => {
                gr.edges.push(edge)
            }
            _ => groups.push(Group {
                edges: vec![edge],
                n: 0,
                sum: [0.0; MAX_PLAYERS],
            }),
        }
    }
    // Stable sorts keep the legal-move order among equals: deterministic.
    for gr in &mut groups {
        gr.edges
            .sort_by(|a, b| b.prior[mover].total_cmp(&a.prior[mover]));
    }
    groups.sort_by(|a, b| b.prior()[mover].total_cmp(&a.prior()[mover]));
    let value = groups
        .first()
        .map_or_else(|| leads(&values(&game, w)), |gr| *gr.prior());
    Node {
        game,
        mover,
        depth,
        groups,
        n: 0,
        value,
    }
}

/// UCT's score of a child with `n` visits, `sum` and `prior`, for `p`, under a parent with
/// `parent_n` visits.
fn uct(b: &ExpertBudget, p: usize, prior: &Vals, n: u32, sum: &Vals, parent_n: u32) -> f64 {
    let q = (prior[p] * b.prior_visits + sum[p]) / (b.prior_visits + n as f64);
    q + b.exploration * ((parent_n as f64 + 1.0).ln() / (n as f64 + 1.0)).sqrt()
}

fn pick<T>(items: &[T], score: impl Fn(&T) -> f64) -> usize {
    let mut best = 0;
    let mut best_score = f64::NEG_INFINITY;
    for (i, it) in items.iter().enumerate() {
        let s = score(it);
        if s > best_score {
            best = i;
            best_score = s;
        }
    }
    best
}

/// The position after `mv` in a tree's copy (its tiles drawn from the sampled order). A player
/// who may choose where the tile comes from takes from the deck.
fn after(game: &Game, mv: &Move) -> Game {
    let mut g = game.clone();
    g.apply_unchecked(mv, &mut NoEvents);
    if g.choosing_source() {
        let sources = g.sources();
        let source = if sources.contains(&TileSource::Deck) {
            Some(TileSource::Deck)
        } else {
            sources.first().copied()
        };
        if let Some(s) = source {
            // A refused take leaves the copy unchanged; it is then judged as it stands.
            let _ = g.take_choice(s, &mut NoEvents, false);
        }
    }
    g
}

/// One tree over one sampled order: the root moves with their visits and summed values.
fn search_tree(root: &Game, b: &ExpertBudget, seed: u64) -> Vec<(Move, u32, f64)> {
    let w = root.ai_weights();
    let me = root.current_player();
    let mut g = root.clone();
    g.sample_hidden(seed);
    let mut nodes = vec![new_node(g, 0, w)];
    let mut path: Vec<(usize, usize, usize)> = Vec::new();
    for _ in 0..b.simulations {
        path.clear();
        let mut at = 0;
        let value = loop {
            let node = &nodes[at];
            if node.groups.is_empty() || (node.depth >= b.depth && node.n > 0) {
                break node.value;
            }
            let p = node.mover;
            let gw = width(b, node.n, node.groups.len());
            let gi = pick(&node.groups[..gw], |gr| {
                uct(b, p, gr.prior(), gr.n, &gr.sum, node.n)
            });
            let group = &node.groups[gi];
            let ew = width(b, group.n, group.edges.len());
            let ei = pick(&group.edges[..ew], |e| {
                uct(b, p, &e.prior, e.n, &e.sum, group.n)
            });
            path.push((at, gi, ei));
            match group.edges[ei].child {
                Some(c) => at = c,
                None => {
                    let edge_mv = group.edges[ei].mv;
                    let depth = node.depth + 1;
                    let child = new_node(after(&node.game, &edge_mv), depth, w);
                    let v = child.value;
                    nodes.push(child);
                    let c = nodes.len() - 1;
                    nodes[at].groups[gi].edges[ei].child = Some(c);
                    at = c;
                    break v;
                }
            }
        };
        nodes[at].n += 1;
        for &(ni, gi, ei) in &path {
            let node = &mut nodes[ni];
            node.n += 1;
            let gr = &mut node.groups[gi];
            gr.n += 1;
            add(&mut gr.sum, &value);
            let e = &mut gr.edges[ei];
            e.n += 1;
            add(&mut e.sum, &value);
        }
    }
    nodes[0]
        .groups
        .iter()
        .flat_map(|gr| gr.edges.iter())
        .filter(|e| e.n > 0)
        .map(|e| (e.mv, e.n, e.sum[me]))
        .collect()
}

/// The seed of tree `i` (splitmix64 of the decision seed and the index).
fn tree_seed(seed: u64, i: usize) -> u64 {
    let mut x = seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The number of threads `expert` uses: the machine's cores, or `TESSERA_EXPERT_THREADS`
/// when set (for tests and measurements; the choice never depends on it).
pub fn default_threads() -> usize {
    std::env::var("TESSERA_EXPERT_THREADS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// `expert`'s move for the tile in hand, with the machine's cores.
pub fn expert(game: &Game, budget: ExpertBudget, seed: u64) -> Option<Move> {
    expert_with_threads(game, budget, seed, default_threads())
}

/// `expert`'s move on `threads` threads (the same move for any number).
pub fn expert_with_threads(
    game: &Game,
    budget: ExpertBudget,
    seed: u64,
    threads: usize,
) -> Option<Move> {
    game.hand()?;
    let moves = game.legal_moves();
    match moves.len() {
        0 => return None,
        1 => return moves.into_iter().next(),
        _ => {}
    }
    if game.players().len() > MAX_PLAYERS {
        return super::search::normal(game);
    }
    let trees = budget.trees.max(1);
    let threads = threads.clamp(1, trees);
    let mut results: Vec<Vec<(Move, u32, f64)>> = Vec::with_capacity(trees);
    if threads == 1 {
        for i in 0..trees {
            results.push(search_tree(game, &budget, tree_seed(seed, i)));
        }
    } else {
        // Thread t searches trees t, t + threads, …; each result lands in its tree's slot.
        let mut slots: Vec<Option<Vec<(Move, u32, f64)>>> = (0..trees).map(|_| None).collect();
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let budget = &budget;
                    s.spawn(move || {
                        (t..trees)
                            .step_by(threads)
                            .map(|i| (i, search_tree(game, budget, tree_seed(seed, i))))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                match h.join() {
                    Ok(done) => {
                        for (i, r) in done {
                            slots[i] = Some(r);
                        }
                    }
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
        });
        results.extend(slots.into_iter().flatten());
    }
    // Summed in tree order, so the result is the same whichever thread ran which tree.
    let mut total: Vec<(Move, u32, f64)> = Vec::new();
    for r in results {
        for (mv, n, sum) in r {
            match total.iter_mut().find(|(m, _, _)| *m == mv) {
                Some(t) => {
                    t.1 += n;
                    t.2 += sum;
                }
                None => total.push((mv, n, sum)),
            }
        }
    }
    let mut best: Option<(Move, u32, f64)> = None;
    for (mv, n, sum) in total {
        let mean = sum / n as f64;
        match best {
            Some((_, bn, bmean)) if bn > n || (bn == n && bmean >= mean) => {}
            _ => best = Some((mv, n, mean)),
        }
    }
    best.map(|(m, _, _)| m)
        .or_else(|| super::search::normal(game))
}
