//! Reviewing a game: every move judged in points by `expert`'s search, and every draw's luck.
//!
//! **A move's worth** is the expected final score difference it leads to: the mover's
//! expected points minus the best rival's, after the next player's best answer to the tiles
//! they may draw and the mover's own best next move (`expert`'s expectimax,
//! [`super::search::judge_moves`], with `expert`'s weights and budget in the game's mode). The
//! move played is judged with the search's own candidates, on the **same** draws (common
//! random numbers), so the difference between them, the *points lost*, is the moves' and not
//! the sample's. Every judged move gets the whole budget; none is guessed.
//!
//! **What it sees** is what the player saw: the board, the scores, the tile in hand and the
//! counts of the face-down tiles; a record's later draws are used only for the luck.
//!
//! **Luck** of a face-down draw: the best move's worth (by the evaluation, one ply) with the
//! tile drawn, minus the mean of the same over every tile that could have come, weighted by
//! how many were left. Island tiles and bonus tiles are chosen or earned, not drawn: no luck.
//!
//! **Labels** ([`Label::of`]) and the **accuracy** ([`accuracy`]) turn points lost into words
//! and one number a player can compare between games.

use super::expert::{budget_for, draws, ExpertBudget};
use super::search::{best_by, best_lead, judge_moves, mean_over_kinds};
use super::{as_laid, decision_seed, tuned};
use crate::game::{Game, Move, TileSource};
use crate::record::{Record, RecordError};

/// What a move's points lost make it. Thresholds in points of final score difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// The best move found, or within [`Label::NOISE`] of it.
    Best,
    /// Less than 1 point worse.
    Good,
    /// 1 to 3 points worse.
    Inaccuracy,
    /// 3 to 6 points worse.
    Mistake,
    /// More than 6 points worse.
    Blunder,
}

impl Label {
    /// Points lost below which a move counts as the best: two moves this close are equal
    /// within what the search can tell apart.
    pub const NOISE: f64 = 0.25;
    pub const ALL: [Label; 5] = [
        Label::Best,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];

    pub fn of(loss: f64) -> Label {
        match loss {
            l if l < Label::NOISE => Label::Best,
            l if l < 1.0 => Label::Good,
            l if l < 3.0 => Label::Inaccuracy,
            l if l <= 6.0 => Label::Mistake,
            _ => Label::Blunder,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Label::Best => "best",
            Label::Good => "good",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// One move of a game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's number in the record (1 for the first move).
    pub number: usize,
    pub player: usize,
    pub played: Move,
    /// The best move the search found (the move played when nothing beat it).
    pub best: Move,
    /// Expected final score difference (the mover's points minus the best rival's) after the
    /// move played, and after the best move.
    pub value: f64,
    pub best_value: f64,
    /// `best_value - value`, never below 0.
    pub loss: f64,
    pub label: Label,
    /// What the face-down tile drawn for this move was worth to the mover against the mean
    /// over the tiles that could have come; `None` for a tile that was not drawn face down.
    pub luck: Option<f64>,
}

/// A player's accuracy over their judged moves, 0 to 100: the mean of `100 · 2^(−loss / 3)`,
/// so the best move counts 100, a move 3 points worse 50 and one 6 points worse 25. A
/// player with no judged move has none.
pub fn accuracy(losses: impl IntoIterator<Item = f64>) -> Option<f64> {
    let (mut sum, mut n) = (0.0, 0usize);
    for loss in losses {
        sum += 100.0 * (-loss.max(0.0) / 3.0).exp2();
        n += 1;
    }
    (n > 0).then(|| sum / n as f64)
}

/// Judge `played` in `game` (the position it was played in: the mover's tile in hand, or
/// the source still to choose): its worth, the best move's, and the points lost. `None` when
/// the move is not one of the position's legal moves.
pub fn judge_move(
    game: &Game,
    played: &Move,
    budget: ExpertBudget,
    seed: u64,
    threads: usize,
) -> Option<(Move, f64, f64)> {
    // The source is part of the move: judge the placement with the tile it brought.
    let g = as_laid(game, played.source)?;
    g.hand()?;
    let plies = draws(&g.remaining_counts(), budget, seed);
    let w = tuned::expert_weights(&g);
    let judged = judge_moves(&g, budget.candidates, Some(played), &plies, w, threads);
    let value = judged.iter().find(|(m, _)| m == played)?.1;
    let (best, best_value) = best_by(judged.into_iter())?;
    // A move as good as the best found is the best: name it, not an equal twin.
    if value >= best_value {
        return Some((*played, value, value));
    }
    Some((best, value, best_value))
}

/// The luck of `played`'s tile in `game`, when it was drawn face down after `before` (the
/// position one move earlier) was left by `previous`; `None` when the tile was chosen or
/// earned, or the turn passed through something the search cannot follow.
fn luck(before: &Game, previous: &Move, game: &Game, played: &Move) -> Option<f64> {
    let drawn = if game.choosing_source() {
        (played.source == TileSource::Deck).then_some(played.tile)?
    } else if game.hand_source() == TileSource::Deck {
        game.hand()?
    } else {
        return None;
    };
    let mover = game.current_player();
    let mut undrawn = before.clone();
    undrawn.play_without_draw(previous);
    if undrawn.is_finished() || undrawn.current_player() != mover {
        return None;
    }
    let w = tuned::expert_weights(game);
    let counts = undrawn.remaining_counts();
    let mean = mean_over_kinds(&undrawn, &counts, |h| best_lead(h, mover, w))?;
    let mut with = undrawn;
    with.give_tile(drawn).then_some(())?;
    Some(best_lead(&with, mover, w)? - mean)
}

/// Review `record`: each move (of `player` only, when given) judged, in order, handed to
/// `progress` as soon as it is done; `progress` returns `false` to stop early (the moves
/// judged so far are kept). The same record always gives the same review.
pub fn review(
    record: &Record,
    player: Option<usize>,
    threads: usize,
    progress: impl FnMut(&MoveReview) -> bool,
) -> Result<Vec<MoveReview>, RecordError> {
    review_from(record, player, 1, threads, progress)
}

/// [`review`] from move `first` on (1 for the whole game): a review stopped after move
/// `first - 1` goes on where it stopped, with the same results as a review run whole (each
/// move's draws are seeded by its own turn, not by the moves judged before it).
pub fn review_from(
    record: &Record,
    player: Option<usize>,
    first: usize,
    threads: usize,
    mut progress: impl FnMut(&MoveReview) -> bool,
) -> Result<Vec<MoveReview>, RecordError> {
    let mut positions: Vec<Game> = Vec::with_capacity(record.moves.len() + 1);
    record.replay_each(&mut crate::NoEvents, |_, g, _| positions.push(g.clone()))?;
    let mut out = Vec::new();
    for (i, m) in record.moves.iter().enumerate() {
        let number = i + 1;
        let game = &positions[i];
        let mover = game.current_player();
        if number < first || player.is_some_and(|p| p != mover) {
            continue;
        }
        let played = m.to_move_in(number, game)?;
        let seed = decision_seed(record.seed ^ REVIEW_SALT, mover, game.turn());
        let Some((best, value, best_value)) =
            judge_move(game, &played, budget_for(game), seed, threads)
        else {
            continue;
        };
        let drawn_luck = if i == 0 {
            None
        } else {
            let prev = record.moves[i - 1].to_move_in(i, &positions[i - 1])?;
            luck(&positions[i - 1], &prev, game, &played)
        };
        let loss = (best_value - value).max(0.0);
        let r = MoveReview {
            number,
            player: mover,
            played,
            best,
            value,
            best_value,
            loss,
            label: Label::of(loss),
            luck: drawn_luck,
        };
        let go_on = progress(&r);
        out.push(r);
        if !go_on {
            break;
        }
    }
    Ok(out)
}

/// Move `number` of `record` judged alone, exactly as [`review`] judges it (the coach's note
/// after a move agrees with the review of the game); `None` for a move the record does not
/// have or the search cannot judge.
pub fn review_move(
    record: &Record,
    number: usize,
    threads: usize,
) -> Result<Option<MoveReview>, RecordError> {
    if !(1..=record.moves.len()).contains(&number) {
        return Ok(None);
    }
    let upto = Record {
        moves: record.moves[..number].to_vec(),
        ..record.clone()
    };
    Ok(review_from(&upto, None, number, threads, |_| true)?.pop())
}

/// Keeps a review's draws apart from the ones the AI drew when it played the same turn.
const REVIEW_SALT: u64 = 0x5245_5649_4557;

/// The key moments of a review: its `n` largest losses (of `player` only, when given), largest
/// first, the earlier move first among equal losses. Only moves that lost at least a point
/// (an inaccuracy or worse) count: a game played well has fewer, or none.
pub fn key_moments(reviewed: &[MoveReview], player: Option<usize>, n: usize) -> Vec<&MoveReview> {
    let numbers = key_moment_numbers(
        reviewed.iter().map(|r| (r.number, r.player, r.loss)),
        player,
        n,
    );
    numbers
        .iter()
        .filter_map(|&k| reviewed.iter().find(|r| r.number == k))
        .collect()
}

/// [`key_moments`] of moves given as `(number, player, loss)` (a review kept in another shape):
/// their move numbers.
pub fn key_moment_numbers(
    moves: impl IntoIterator<Item = (usize, usize, f64)>,
    player: Option<usize>,
    n: usize,
) -> Vec<usize> {
    let mut worst: Vec<(usize, usize, f64)> = moves
        .into_iter()
        .filter(|&(_, p, loss)| loss >= 1.0 && player.is_none_or(|q| q == p))
        .collect();
    worst.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));
    worst
        .into_iter()
        .take(n)
        .map(|(number, _, _)| number)
        .collect()
}

/// "Try again from here": a new game record at the position where move `number` (1 for the
/// first) was played, with the same players and the same tiles to come (the record's seed, or
/// its explicit deck, deals them). `None` for a move the record does not have.
pub fn try_again_from(record: &Record, number: usize) -> Option<Record> {
    (1..=record.moves.len()).contains(&number).then(|| Record {
        moves: record.moves[..number - 1].to_vec(),
        ..record.clone()
    })
}
