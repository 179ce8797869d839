//! Choosing a move: the `easy`, `normal` and `hard` levels.
//!
//! - `easy`: greedy on the points a move makes now, counting unfinished features at what they
//!   would score if the game ended, with noise so it can be beaten.
//! - `normal`: every move of its own turn (placement × figure step), each judged by the full
//!   evaluation ([`super::eval`]).
//! - `hard`: expectimax one round deeper: for each of its best `normal` candidates, every tile
//!   kind the next player may draw (weighted by how many remain), that player's best answer by
//!   the same evaluation, then the position judged from its own seat.
//!
//! Every search works on copies that draw no tiles ([`Game::play_without_draw`]), so it knows
//! the multiset of remaining tiles but never their order.

use super::eval::{evaluate, values, Weights, WEIGHTS};
use crate::game::{Game, Move};
use crate::rng::GameRng;
use crate::tiles::TileId;

/// Each candidate move with the position it leads to.
fn successors(game: &Game) -> Vec<(Move, Game)> {
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut g = game.clone();
            g.play_without_draw(&mv);
            (mv, g)
        })
        .collect()
}

fn best_by<T>(items: impl Iterator<Item = (T, f64)>) -> Option<(T, f64)> {
    items.fold(None, |best: Option<(T, f64)>, (m, s)| match best {
        Some((_, bs)) if bs >= s => best,
        _ => Some((m, s)),
    })
}

/// `easy`: what each move makes if the game ended now, plus up to `noise` points of chance.
pub fn easy(game: &Game, seed: u64) -> Option<Move> {
    let me = game.current_player();
    let mut rng = GameRng::new(seed);
    let noise = 2.0;
    let plain = Weights {
        completion: 0.0,
        supply: [0.0; 7],
        abbot_supply: 0.0,
        open_city_farm: 0.0,
    };
    best_by(successors(game).into_iter().map(|(mv, g)| {
        let v = values(&g, &plain);
        (mv, v[me] + noise * rng.unit())
    }))
    .map(|(m, _)| m)
}

/// `normal`: the move with the best evaluation after its own turn.
pub fn normal(game: &Game) -> Option<Move> {
    let me = game.current_player();
    best_by(
        successors(game)
            .into_iter()
            .map(|(mv, g)| (mv, evaluate(&g, me, &WEIGHTS))),
    )
    .map(|(m, _)| m)
}

/// How far `hard` looks: its best `candidates` moves by the `normal` evaluation are searched.
#[derive(Clone, Copy, Debug)]
pub struct HardBudget {
    pub candidates: usize,
}

pub const HARD_BUDGET: HardBudget = HardBudget { candidates: 10 };

/// `hard`: expectimax over the next player's tile draw.
pub fn hard(game: &Game, budget: HardBudget) -> Option<Move> {
    let me = game.current_player();
    let mut scored: Vec<(Move, Game, f64)> = successors(game)
        .into_iter()
        .map(|(mv, g)| {
            let s = evaluate(&g, me, &WEIGHTS);
            (mv, g, s)
        })
        .collect();
    if scored.is_empty() {
        return None;
    }
    // Stable sort keeps the legal-move order among equals, so the choice is deterministic.
    scored.sort_by(|a, b| b.2.total_cmp(&a.2));
    scored.truncate(budget.candidates.max(1));
    best_by(scored.into_iter().map(|(mv, g, s)| {
        let deeper = expected_after_reply(&g, me);
        (mv, deeper.unwrap_or(s))
    }))
    .map(|(m, _)| m)
}

/// The value for `me` after the next player draws (by the remaining counts) and answers
/// with their best move; `None` when the game is over.
fn expected_after_reply(after_mine: &Game, me: usize) -> Option<f64> {
    if after_mine.is_finished() {
        return None;
    }
    let counts = after_mine.remaining_counts();
    let (mut total, mut weight) = (0.0, 0.0);
    for (i, &c) in counts.iter().enumerate() {
        let mut g = after_mine.clone();
        if c == 0 || !g.give_tile(TileId(i as u8)) {
            continue;
        }
        let them = g.current_player();
        // Their best answer by their own evaluation; a tile that fits nowhere is set aside and
        // another drawn, so it is simply left out of the average.
        let replies = successors(&g).into_iter().map(|(_, h)| {
            let v = values(&h, &WEIGHTS);
            ((lead(&v, me)), lead(&v, them))
        });
        let Some((mine, _)) = best_by(replies) else {
            continue;
        };
        total += c as f64 * mine;
        weight += c as f64;
    }
    (weight > 0.0).then(|| total / weight)
}

/// Player `p`'s expected points minus the best other player's.
pub(crate) fn lead(v: &[f64], p: usize) -> f64 {
    let best_other = v
        .iter()
        .enumerate()
        .filter(|(q, _)| *q != p)
        .map(|(_, x)| *x)
        .fold(f64::NEG_INFINITY, f64::max);
    v[p] - best_other
}
