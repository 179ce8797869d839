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

use super::eval::{evaluate, values, Weights};
use crate::game::{Game, Move, TileSource};
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

pub(crate) fn best_by<T>(items: impl Iterator<Item = (T, f64)>) -> Option<(T, f64)> {
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
        follower_return: 0.0,
        merge: 0.0,
        mode_terms: 0.0,
        horizon: game.ai_weights().horizon,
    };
    best_by(successors(game).into_iter().map(|(mv, g)| {
        let v = values(&g, &plain);
        (mv, v[me] + noise * rng.unit())
    }))
    .map(|(m, _)| m)
}

/// `normal`: the move with the best evaluation by the weights `w` after its own turn.
pub fn normal(game: &Game, w: &Weights) -> Option<Move> {
    let me = game.current_player();
    best_by(
        successors(game)
            .into_iter()
            .map(|(mv, g)| (mv, evaluate(&g, me, w))),
    )
    .map(|(m, _)| m)
}

/// How far `hard` looks, in positions rather than time so that it is deterministic.
#[derive(Clone, Copy, Debug)]
pub struct HardBudget {
    /// Its best moves by the `normal` evaluation that are searched deeper.
    pub candidates: usize,
    /// Tile kinds sampled (by the remaining counts) for the next player's draw.
    pub reply_samples: usize,
    /// Tile kinds sampled for its own next turn, after the answer; 0 stops at the answer.
    pub own_samples: usize,
    /// Draws for further turns after its own next one (the next player's, then its own, …),
    /// each player answering with their best move by the evaluation; empty for `hard`, which
    /// judges the position after its own next move.
    pub later: &'static [usize],
}

/// As many draws as there are tiles face down: every remaining tile once. With draws
/// spread evenly and grouped by kind (`expert`), each kind is searched once and weighted by
/// its count, the exact expectation over the next draw.
pub const EVERY_TILE: usize = usize::MAX;

pub const HARD_BUDGET: HardBudget = HardBudget {
    candidates: 10,
    reply_samples: 8,
    own_samples: 4,
    later: &[],
};

/// `hard`: expectimax over the next player's tile draw and answer, then (sampled) over its own
/// next draw and best move, judged by the weights `w`.
pub fn hard(game: &Game, budget: HardBudget, seed: u64, w: &Weights) -> Option<Move> {
    // The same sampled draws for every candidate, so they are compared on equal terms.
    let counts = game.remaining_counts();
    let reply_draws = each_once(&sample_kinds(&counts, budget.reply_samples, seed));
    let own_draws = each_once(&sample_kinds(&counts, budget.own_samples, seed ^ 0x5EED));
    expectimax(game, budget.candidates, &[reply_draws, own_draws], w, 1)
}

/// The search of `hard` and `expert`: the best `candidates` moves by the evaluation, each
/// judged after the turns that follow (`plies`: the next player's best answer to each of
/// its first draws, averaged over the second the mover's own best move after it, and so on).
/// Candidates are judged on `threads` threads, each alone, and compared in their order: the
/// move does not depend on `threads`.
pub(crate) fn expectimax(
    game: &Game,
    candidates: usize,
    plies: &[Vec<Draw>],
    w: &Weights,
    threads: usize,
) -> Option<Move> {
    let judged = judge_moves(game, candidates, None, plies, w, threads);
    best_by(judged.into_iter()).map(|(m, _)| m)
}

/// The moves [`expectimax`] judges, in its order, each with its value for the mover (their
/// expected points minus the best rival's), and `also` after them when it is not among them
/// (a review judges the move played even when the evaluation ranks it low). Every move is
/// judged on the same draws, so their differences are the moves' and not the draws'.
pub(crate) fn judge_moves(
    game: &Game,
    candidates: usize,
    also: Option<&Move>,
    plies: &[Vec<Draw>],
    w: &Weights,
    threads: usize,
) -> Vec<(Move, f64)> {
    let me = game.current_player();
    let mut scored: Vec<(Move, Game, f64)> = successors(game)
        .into_iter()
        .map(|(mv, g)| {
            let s = evaluate(&g, me, w);
            (mv, g, s)
        })
        .collect();
    // Stable sort keeps the legal-move order among equals, so the choice is deterministic.
    scored.sort_by(|a, b| b.2.total_cmp(&a.2));
    let extra = also.and_then(|m| {
        let at = scored.iter().position(|(mv, _, _)| mv == m)?;
        (at >= candidates.max(1)).then(|| scored.swap_remove(at))
    });
    scored.truncate(candidates.max(1));
    scored.extend(extra);
    let judge = |(_, g, s): &(Move, Game, f64)| line_value(g, me, plies, false, w).unwrap_or(*s);
    let values: Vec<f64> = if threads <= 1 || scored.len() < 2 {
        scored.iter().map(judge).collect()
    } else {
        // Thread t judges candidates t, t + threads, …; each value lands in its own slot.
        let threads = threads.min(scored.len());
        let mut values = vec![0.0; scored.len()];
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (scored, judge) = (&scored, &judge);
                    s.spawn(move || {
                        (t..scored.len())
                            .step_by(threads)
                            .map(|i| (i, judge(&scored[i])))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                match h.join() {
                    Ok(done) => done.into_iter().for_each(|(i, v)| values[i] = v),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
        });
        values
    };
    scored
        .into_iter()
        .zip(values)
        .map(|((mv, _, _), v)| (mv, v))
        .collect()
}

/// The source whose tile promises the best move by the `normal` evaluation: a visible tile
/// (taken on a copy) is valued by its best move, the deck by the mean best move over every
/// kind of tile still face down, weighted by how many remain (what a player may know).
/// Both are judged by the same evaluation, so what the mode counts beyond the board (a chip
/// given up for an island tile) is part of the comparison.
pub fn best_source(game: &Game, sources: &[TileSource], w: &Weights) -> Option<TileSource> {
    let me = game.current_player();
    let best_move_value = |g: &Game| {
        best_by(
            successors(g)
                .into_iter()
                .map(|(_, h)| ((), evaluate(&h, me, w))),
        )
        .map(|(_, v)| v)
    };
    best_by(sources.iter().filter_map(|&source| {
        let value = match source {
            TileSource::Deck => mean_over_kinds(game, &game.remaining_counts(), best_move_value)?,
            TileSource::Stack(_) | TileSource::Bonus => {
                best_move_value(&super::taken(game, source)?)?
            }
        };
        Some((source, value))
    }))
    .map(|(s, _)| s)
}

/// `n` tile kinds drawn at random in proportion to the counts (with replacement).
fn sample_kinds(counts: &[u8], n: usize, seed: u64) -> Vec<TileId> {
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    let mut rng = GameRng::new(seed);
    (0..if total == 0 { 0 } else { n })
        .map(|_| {
            let mut r = rng.below(total);
            let i = counts
                .iter()
                .position(|&c| {
                    if r < c as usize {
                        true
                    } else {
                        r -= c as usize;
                        false
                    }
                })
                .expect("r < total");
            TileId(i as u8)
        })
        .collect()
}

/// `n` draws spread evenly over the remaining tiles (systematic sampling from one random
/// offset): each kind comes up in proportion to its count, within one draw, so fewer draws
/// judge a move as well as more independent ones would. All the tiles once when `n` covers them.
pub(crate) fn spread_kinds(counts: &[u8], n: usize, seed: u64) -> Vec<TileId> {
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    if total == 0 || n == 0 {
        return Vec::new();
    }
    let n = n.min(total);
    let step = total as f64 / n as f64;
    let offset = GameRng::new(seed).unit() * step;
    let mut out = Vec::with_capacity(n);
    let (mut kind, mut below) = (0usize, 0usize);
    for i in 0..n {
        let at = ((offset + i as f64 * step) as usize).min(total - 1);
        while below + counts[kind] as usize <= at {
            below += counts[kind] as usize;
            kind += 1;
        }
        out.push(TileId(kind as u8));
    }
    out
}

/// The best `lead` `p` can reach by one move in `g`.
pub(crate) fn best_lead(g: &Game, p: usize, w: &Weights) -> Option<f64> {
    best_by(
        successors(g)
            .into_iter()
            .map(|(_, h)| ((), lead(&values(&h, w), p))),
    )
    .map(|(_, v)| v)
}

/// The value for `me` of the turns that follow `g`, one a ply: at each, the player to move
/// draws each of its draws (averaged, as many times as each stands for) and plays their best
/// move by their lead, and after the last the position is judged as `me`'s lead. The plies
/// alternate between the next player and `me` (`own`: the first is `me`'s); with more than
/// two players the line stops at a ply of `me`'s that another player would take. `None` when
/// the game is over, no ply is left, or none of a ply's draws can be laid.
fn line_value(g: &Game, me: usize, plies: &[Vec<Draw>], own: bool, w: &Weights) -> Option<f64> {
    let (draws, rest) = plies.split_first()?;
    if g.is_finished() || (own && g.current_player() != me) {
        return None;
    }
    mean_over_draws(g, draws, |h| {
        let mover = h.current_player();
        let ((played, v), _) = best_by(successors(h).into_iter().map(|(_, after)| {
            let v = values(&after, w);
            let l = lead(&v, mover);
            ((after, v), l)
        }))?;
        Some(line_value(&played, me, rest, !own, w).unwrap_or_else(|| lead(&v, me)))
    })
}

/// A sampled draw: a tile kind, and how many of the samples it stands for.
pub(crate) type Draw = (TileId, f64);

/// Each sample as its own draw (`hard`'s way: its sums stay as they always were).
fn each_once(draws: &[TileId]) -> Vec<Draw> {
    draws.iter().map(|&t| (t, 1.0)).collect()
}

/// Samples of the same kind side by side as one draw that counts for all of them: the same
/// mean for less work (a search judges the same position once, not once per sample).
pub(crate) fn grouped(draws: &[TileId]) -> Vec<Draw> {
    let mut out: Vec<Draw> = Vec::with_capacity(draws.len());
    for &t in draws {
        match out.last_mut() {
            Some((last, n)) if *last == t => *n += 1.0,
            _ => out.push((t, 1.0)),
        }
    }
    out
}

/// The mean of `f` over the positions where the player to move has drawn each of `draws`,
/// each counted as many times as it stands for. A draw no longer face down, or one that fits
/// nowhere (`f` gives `None`: it would be set aside and another drawn), is left out.
fn mean_over_draws(g: &Game, draws: &[Draw], f: impl Fn(&Game) -> Option<f64>) -> Option<f64> {
    let (mut total, mut n) = (0.0, 0.0);
    for &(t, times) in draws {
        let mut h = g.clone();
        if let Some(v) = h.give_tile(t).then(|| f(&h)).flatten() {
            total += times * v;
            n += times;
        }
    }
    (n > 0.0).then(|| total / n)
}

/// The mean of `f` over the positions where the player to move has drawn a tile of each kind
/// in `counts`, weighted by the counts. A kind that fits nowhere (`f` gives `None`: it would
/// be set aside and another drawn) is left out.
pub(crate) fn mean_over_kinds(
    g: &Game,
    counts: &[u8],
    f: impl Fn(&Game) -> Option<f64>,
) -> Option<f64> {
    let (mut total, mut n) = (0.0, 0.0);
    for (i, &c) in counts.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let mut h = g.clone();
        if let Some(v) = h.give_tile(TileId(i as u8)).then(|| f(&h)).flatten() {
            total += c as f64 * v;
            n += c as f64;
        }
    }
    (n > 0.0).then(|| total / n)
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
