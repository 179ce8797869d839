pub mod geometry;
pub mod tiles;
pub mod rng;
