//! The `random` level: a uniformly random legal placement, then a uniformly random figure
//! step for it ("no figure" included). It exists for testing and benchmarks.

use crate::game::{Action, Game, Move};
use crate::rng::GameRng;

#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: GameRng,
    placements: Vec<crate::legal::Placement>,
    actions: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: GameRng::new(seed),
            placements: Vec::with_capacity(128),
            actions: Vec::with_capacity(16),
        }
    }

    /// A move for the player to act, or `None` when the game is over.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        let tile = game.hand()?;
        self.placements.clear();
        game.for_each_placement(tile, |p| {
            self.placements.push(p);
            true
        });
        let p = self.placements[self.rng.below(self.placements.len())];
        self.actions.clear();
        self.actions.push(Action::None);
        game.for_each_action(tile, p, |a| self.actions.push(a));
        let action = self.actions[self.rng.below(self.actions.len())];
        Some(Move {
            source: game.hand_source(),
            ..Move::new(tile, p.cell, p.rot, action)
        })
    }
}
