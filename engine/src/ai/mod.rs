//! Players that choose moves. An AI sees only what a player sees (board, scores, supplies,
//! the counts of remaining tiles, never the deck order) and uses the engine's own legal-move
//! generator. Every choice is deterministic given the game and a seed; search budgets are
//! counted in positions, never in wall time.

pub mod eval;
pub mod expert;
pub mod random;
pub mod review;
pub mod search;
pub mod tuned;

use crate::rules::ModeRules;
use std::borrow::Cow;
use std::str::FromStr;

pub use random::RandomPlayer;

use crate::game::{Game, Move, TileSource};
use eval::Weights;

/// The AI levels a seat can be given, weakest first: every level the app offers, a record,
/// the CLI and `match` accept.
pub const LEVELS: &[&str] = &["random", "easy", "normal", "hard", "expert"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Easy,
    Normal,
    Hard,
    Expert,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s {
            "random" => Ok(Level::Random),
            "easy" => Ok(Level::Easy),
            "normal" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            "expert" => Ok(Level::Expert),
            _ => Err(format!(
                "unknown AI level {s:?} (levels: {})",
                LEVELS.join(", ")
            )),
        }
    }
}

/// The move an AI of `level` makes in `game` (for the player to act), or `None` when the
/// game is over. `seed` should differ per decision (for example the game seed mixed with the
/// turn number) so that replays reproduce every choice.
///
/// When the player first chooses where the tile comes from, the AI chooses
/// ([`choose_source`]), takes the tile on a copy of the game and returns the move naming that
/// source, which [`Game::apply`] then takes and plays in one step.
pub fn choose(level: Level, game: &Game, seed: u64) -> Option<Move> {
    choose_weighted(level, game, seed, weights(level, game))
}

/// The weights `level` judges by in `game`'s mode: `expert`'s learned ones, the mode's own
/// for the others.
fn weights(level: Level, game: &Game) -> &'static Weights {
    match level {
        Level::Expert => tuned::expert_weights(game),
        _ => game.ai_weights(),
    }
}

/// [`choose`] with every judgement made by the weights `w` (the tuner's trials; [`choose`]
/// gives each level its own).
pub fn choose_weighted(level: Level, game: &Game, seed: u64, w: &Weights) -> Option<Move> {
    choose_custom(level, game, seed, w, |g, s| place(level, g, s, w))
}

/// [`choose`] for `expert` with a given budget on a given number of threads (tests and
/// measurements; the move is the same for any number of threads).
pub fn choose_expert(
    game: &Game,
    budget: expert::ExpertBudget,
    seed: u64,
    threads: usize,
) -> Option<Move> {
    let w = tuned::expert_weights(game);
    choose_custom(Level::Expert, game, seed, w, |g, s| {
        g.hand()?;
        expert::expert_with_threads(g, budget, s, threads, w)
    })
}

/// [`choose`] with `place` choosing the move for the tile in hand and `w` judging the tile
/// source (the tools that compare variants of a level).
pub fn choose_custom(
    level: Level,
    game: &Game,
    seed: u64,
    w: &Weights,
    place: impl Fn(&Game, u64) -> Option<Move>,
) -> Option<Move> {
    if game.choosing_source() {
        let source = source_by(level, game, seed, w)?;
        return place(&*as_laid(game, source)?, seed ^ 0x50_75_72_63_65);
    }
    place(&*as_laid(game, game.hand_source())?, seed)
}

/// The position a search lays the tile from `source` in, as its player sees it: while the
/// source is still chosen, the tile taken on a copy; a tile taken from a stack, with what lay
/// under it still face down; otherwise `game` itself.
pub(crate) fn as_laid(game: &Game, source: TileSource) -> Option<Cow<'_, Game>> {
    if game.choosing_source() {
        return taken(game, source).map(Cow::Owned);
    }
    if let TileSource::Stack(_) = game.hand_source() {
        let mut g = game.clone();
        g.rules.veil(game.hand_source());
        return Some(Cow::Owned(g));
    }
    Some(Cow::Borrowed(game))
}

/// The move for the tile in hand.
fn place(level: Level, game: &Game, seed: u64, w: &Weights) -> Option<Move> {
    game.hand()?;
    match level {
        Level::Random => RandomPlayer::new(seed).choose(game),
        Level::Easy => search::easy(game, seed),
        Level::Normal => search::normal(game, w),
        Level::Hard => search::hard(game, game.ai_hard_budget(), seed, w),
        Level::Expert => expert::expert(game, expert::budget_for(game), seed, w),
    }
}

/// Where the AI takes its tile from when the mode offers a choice: `random` picks one at
/// random; the others compare their best move with each visible tile on offer against their
/// average best move over every kind of tile still face down, weighted by how many remain
/// (never their order), by the `normal` evaluation, which counts what the mode adds (a
/// Benelux chip given up for an island tile).
pub fn choose_source(level: Level, game: &Game, seed: u64) -> Option<TileSource> {
    source_by(level, game, seed, weights(level, game))
}

/// [`choose_source`] judged by the weights `w`.
fn source_by(level: Level, game: &Game, seed: u64, w: &Weights) -> Option<TileSource> {
    let sources = game.sources();
    match (sources.len(), level) {
        (0, _) => None,
        (1, _) => Some(sources[0]),
        (n, Level::Random) => Some(sources[crate::rng::GameRng::new(seed).below(n)]),
        _ => search::best_source(game, &sources, w),
    }
}

/// A copy of `game` where the player to act has taken the tile of `source`, and whatever
/// the take uncovered (an island's next tile) counts as face down for as long as the copy is
/// searched (the game turns it up when the turn ends, and the AI may not know it while it
/// chooses).
pub(crate) fn taken(game: &Game, source: TileSource) -> Option<Game> {
    let mut g = game.clone();
    // The copy never puts the tile back: no need to keep what was before the take.
    g.take_choice(source, &mut crate::events::NoEvents, false)
        .ok()?;
    g.rules.veil(source);
    Some(g)
}

/// A seed for one decision, from the game's seed, the seat and the turn.
pub fn decision_seed(game_seed: u64, seat: usize, turn: u32) -> u64 {
    let mut x = game_seed ^ (seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (turn as u64) << 32;
    // splitmix64 finaliser: nearby inputs give unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod benelux_tests;
#[cfg(test)]
mod expert_tests;
#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod tests;
