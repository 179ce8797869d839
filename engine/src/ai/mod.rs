//! Players that choose moves. An AI sees only what a player sees (board, scores, supplies,
//! the counts of remaining tiles, never the deck order) and uses the engine's own legal-move
//! generator. Every choice is deterministic given the game and a seed.

pub mod random;

use std::str::FromStr;

pub use random::RandomPlayer;

use crate::game::{Game, Move};

/// The AI levels a seat can be given, weakest first.
pub const LEVELS: &[&str] = &["random"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
        }
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s {
            "random" => Ok(Level::Random),
            _ => Err(format!("unknown AI level {s:?} (levels: {})", LEVELS.join(", "))),
        }
    }
}

/// The move an AI of `level` makes in `game` (for the player to act), or `None` when the
/// game is over. `seed` should differ per decision (for example the game seed mixed with the
/// turn number) so that replays reproduce every choice.
pub fn choose(level: Level, game: &Game, seed: u64) -> Option<Move> {
    match level {
        Level::Random => RandomPlayer::new(seed).choose(game),
    }
}
