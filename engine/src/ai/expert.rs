//! `expert`: an expectimax search over sampled tile draws, judged by weights learned by
//! self-play ([`super::tuned`]), on every core.
//!
//! **The search** is `hard`'s ([`super::search::expectimax`]) with its mode's budget
//! ([`budget_for`]): its best [`ExpertBudget::candidates`] moves (placement and figure step
//! together) by the evaluation; for each, the next player's best answer to each of
//! [`ExpertBudget::reply_samples`] tiles they may draw, then, averaged over
//! [`ExpertBudget::own_samples`] tiles of its own next draw, its own best move after that
//! answer, and where a budget asks for turns after that ([`ExpertBudget::later`], for tuning:
//! no mode ships one) the next player's best answer and its own best move again, each over
//! its own few draws; each position at the end judged as a lead (a player's expected points
//! minus the best rival's, so it works for two to six players). Every player in the line plays
//! their best move by the evaluation (the search branches over the draws, not over their
//! moves). The draws are spread evenly over the remaining tiles from one random offset ([`super::search::spread_kinds`]), the same draws
//! for every candidate, so that candidates are compared on the same luck; draws of the same
//! kind are searched once and counted for all of them ([`super::search::grouped`]), so a
//! budget of every remaining tile is the exact expectation over the next draw.
//!
//! **What it knows.** Only the counts of the face-down tiles (never their order): the draws
//! are sampled from those counts, so shuffling the hidden tiles changes no choice. The tile
//! source (a Benelux island, a Hunters & Gatherers bonus turn) is chosen before the search, by
//! comparing each source's best move by the same weights ([`super::search::best_source`]).
//!
//! **Determinism.** The budget is counted in positions, never in time; the candidates are
//! judged on up to as many threads as the machine has cores, each alone, and compared in their
//! order, so a game with expert seats replays exactly on any machine and under any load.
//!
//! **Why this shape** (the tuning notes are in the README's AI section): a Monte Carlo tree
//! search over one sampled order per tree (two-level placement/figure nodes widened by the
//! evaluation, max-n leads at the leaves) was tried first and played about even with `hard`
//! at a similar cost; what made the difference was the evaluation's weights in Classic and
//! Hunters & Gatherers, and on the Benelux map (whose own weights were tuned already) the
//! next player's answer to every kind of tile rather than to a sample. A line two turns longer
//! there won no more often (README).

use super::eval::Weights;
use super::search::{expectimax, grouped, spread_kinds, Draw, HardBudget};
use crate::game::{Game, Move};

/// How much `expert` searches, in positions (never time): `hard`'s kind of budget, its draws
/// spread over the remaining tiles instead of sampled.
pub type ExpertBudget = HardBudget;

/// `expert`'s budget in `game`'s mode (`Game::ai_expert_budget`): in Classic and Hunters &
/// Gatherers the mode's `hard` budget, so that its strength over `hard` is what its weights and
/// its evenly spread draws bring (wider budgets, about eight times the work, won no more often
/// there: README, AI levels); on the Benelux map, whose own weights were tuned already, a
/// wider search.
pub fn budget_for(game: &Game) -> ExpertBudget {
    game.ai_expert_budget()
}

/// `expert`'s draws for the next player's answer, for its own next turn and for the turns
/// after (`ExpertBudget::later`): spread evenly over the remaining `counts`, each ply from its
/// own offset drawn from `seed`, sorted by kind, so each kind is searched once and counted for
/// its samples. A ply of no draws ends the line.
pub(crate) fn draws(counts: &[u8], budget: ExpertBudget, seed: u64) -> Vec<Vec<Draw>> {
    let mut plies = vec![
        grouped(&spread_kinds(counts, budget.reply_samples, seed)),
        grouped(&spread_kinds(counts, budget.own_samples, seed ^ 0x5EED)),
    ];
    for (i, &n) in budget.later.iter().enumerate() {
        let ply_seed = seed ^ 0x5EED_u64.wrapping_mul(i as u64 + 2);
        plies.push(grouped(&spread_kinds(counts, n, ply_seed)));
    }
    // A ply without draws ends the line there, and so does every ply after it.
    if let Some(end) = plies.iter().position(Vec::is_empty) {
        plies.truncate(end);
    }
    plies
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
pub fn expert(game: &Game, budget: ExpertBudget, seed: u64, w: &Weights) -> Option<Move> {
    expert_with_threads(game, budget, seed, default_threads(), w)
}

/// `expert`'s move on `threads` threads (the same move for any number).
pub fn expert_with_threads(
    game: &Game,
    budget: ExpertBudget,
    seed: u64,
    threads: usize,
    w: &Weights,
) -> Option<Move> {
    game.hand()?;
    let plies = draws(&game.remaining_counts(), budget, seed);
    expectimax(game, budget.candidates, &plies, w, threads)
}
