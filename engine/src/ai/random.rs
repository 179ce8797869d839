//! The `random` level: a uniformly random legal placement, then a uniformly random figure
//! step for it ("no figure" included). It exists for testing and benchmarks.

use crate::game::{Action, Game, Move};
use crate::rng::GameRng;

#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: GameRng,
    actions: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: GameRng::new(seed),
            actions: Vec::with_capacity(16),
        }
    }

    /// A move for the player to act, or `None` when the game is over. When the player first
    /// chooses where the tile comes from, a source is picked at random and taken on a copy;
    /// the move names it.
    pub fn choose(&mut self, game: &Game) -> Option<Move> {
        if game.choosing_source() {
            let mut g = game.clone();
            let source = self.pick_source(game)?;
            g.take_choice(source, &mut crate::events::NoEvents, false)
                .ok()?;
            return self.choose(&g);
        }
        self.choose_placed(game)
    }

    /// Play one turn in place (benchmarks and random games): take from a random source when
    /// there is a choice, then play a random move. False when the game is over.
    pub fn play(&mut self, game: &mut Game, sink: &mut impl crate::EventSink) -> bool {
        if game.choosing_source() {
            let Some(source) = self.pick_source(game) else {
                return false;
            };
            if game.take_choice(source, sink, false).is_err() {
                return false;
            }
        }
        match self.choose_placed(game) {
            Some(mv) => {
                game.apply_unchecked(&mv, sink);
                true
            }
            None => false,
        }
    }

    fn pick_source(&mut self, game: &Game) -> Option<crate::game::TileSource> {
        let sources = game.sources();
        (!sources.is_empty()).then(|| sources[self.rng.below(sources.len())])
    }

    fn choose_placed(&mut self, game: &Game) -> Option<Move> {
        let tile = game.hand()?;
        // Counting and then picking by number makes the same choice as listing them all.
        let n = game.count_placements(tile);
        let p = game.nth_placement(tile, self.rng.below(n))?;
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
