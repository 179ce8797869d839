//! Players that choose moves: they see what a player sees and use the engine's own
//! legal-move generator.

pub mod random;

pub use random::RandomPlayer;
