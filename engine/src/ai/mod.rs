//! Players that choose moves: they see what a player sees and use the engine's own
//! legal-move generator.

pub mod random;

/// The AI levels a seat can be given.
pub const LEVELS: &[&str] = &["random"];

pub use random::RandomPlayer;
