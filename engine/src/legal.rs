//! Legal moves: where the tile in hand fits, and which figure steps each placement allows.
//! The UI, the AI, the CLI and `apply`'s own checks all go through these functions; the mode's
//! own limits come from its rules ([`crate::rules::ModeRules`]).

use crate::error::RuleError;
use crate::game::{Action, Game, Move};
use crate::geometry::{Cell, Side};
use crate::rules::ModeRules;
use crate::tiles::{catalog, TileId};

/// A place for the tile in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cell: Cell,
    pub rot: u8,
}

impl Game {
    /// Whether `tile` fits anywhere on the board now.
    pub fn fits_anywhere(&self, tile: TileId) -> bool {
        self.rules.fits_anywhere(&self.core, tile)
    }

    /// Call `f` for each legal placement of `tile` until it returns false.
    pub fn for_each_placement(&self, tile: TileId, f: impl FnMut(Placement) -> bool) {
        self.rules.for_each_placement(&self.core, tile, f)
    }

    /// How many legal placements `tile` has (as many as [`Game::for_each_placement`] visits).
    pub fn count_placements(&self, tile: TileId) -> usize {
        self.rules.count_placements(&self.core, tile)
    }

    /// The `n`th (from 0) placement [`Game::for_each_placement`] visits.
    pub fn nth_placement(&self, tile: TileId, n: usize) -> Option<Placement> {
        self.rules.nth_placement(&self.core, tile, n)
    }

    /// Every legal (cell, rotation) for `tile`, in a fixed order.
    pub fn placements(&self, tile: TileId) -> Vec<Placement> {
        let mut v = Vec::with_capacity(64);
        self.for_each_placement(tile, |p| {
            v.push(p);
            true
        });
        v
    }

    /// Check one placement of `tile`, explaining a refusal.
    pub fn check_placement(&self, tile: TileId, p: Placement) -> Result<(), RuleError> {
        let def = catalog().get(tile);
        let name = || def.name.clone();
        if self.core.board.at(p.cell).is_some() {
            return Err(RuleError::CellTaken(p.cell));
        }
        if self.core.board.is_blocked(p.cell) {
            return Err(self.rules.blocked_square(p.cell));
        }
        let Some(open) = self.core.board.open_at(p.cell) else {
            return Err(RuleError::NotAdjacent {
                tile: name(),
                cell: p.cell,
            });
        };
        let o = &def.orient[p.rot as usize];
        for side in Side::ALL {
            if let Some(need) = open.needs(side) {
                let mine = o.edges[side as usize];
                if mine != need {
                    return Err(RuleError::EdgeMismatch {
                        tile: name(),
                        cell: p.cell,
                        rot: p.rot as u16 * 90,
                        side,
                        mine,
                        theirs: need,
                    });
                }
            }
        }
        self.rules.check_placement(&self.core, tile, p)
    }

    /// Figure steps other than [`Action::None`] after placing `tile` at `p`.
    pub fn for_each_action(&self, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        self.rules.for_each_action(&self.core, tile, p, f)
    }

    /// Every figure step open to the current player after placing the tile in hand at `p`
    /// (always including [`Action::None`], first).
    pub fn actions(&self, p: Placement) -> Vec<Action> {
        let mut v = vec![Action::None];
        if let Some(tile) = self.core.hand {
            self.for_each_action(tile, p, |a| v.push(a));
        }
        v
    }

    /// Every legal move for the current player: each placement with each figure step.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        let Some(tile) = self.core.hand else { return v };
        self.for_each_placement(tile, |p| {
            let mv = |action| Move {
                source: self.core.hand_source,
                ..Move::new(tile, p.cell, p.rot, action)
            };
            v.push(mv(Action::None));
            self.for_each_action(tile, p, |a| v.push(mv(a)));
            true
        });
        v
    }

    /// Check a whole move against the rules, explaining a refusal.
    pub fn check_move(&self, mv: &Move) -> Result<(), RuleError> {
        let Some(hand) = self.core.hand else {
            return Err(RuleError::GameOver);
        };
        let cat = catalog();
        if mv.tile != hand {
            return Err(RuleError::WrongTile {
                expected: cat.get(hand).name.clone(),
                // A `TileId` built by hand may be outside the catalog: an error, not a panic.
                got: cat
                    .tiles
                    .get(mv.tile.0 as usize)
                    .map_or_else(|| format!("#{}", mv.tile.0), |t| t.name.clone()),
            });
        }
        if mv.rot > 3 {
            return Err(RuleError::BadRotation(mv.rot as i64 * 90));
        }
        if mv.source != self.core.hand_source {
            // Not offered now (no choice was open): say why that source is refused.
            return Err(match mv.source {
                crate::game::TileSource::Stack(_) => {
                    self.rules.refuse_source(&self.core, mv.source)
                }
                crate::game::TileSource::Deck | crate::game::TileSource::Bonus => {
                    RuleError::WrongSource
                }
            });
        }
        let p = Placement {
            cell: mv.cell,
            rot: mv.rot,
        };
        self.check_placement(hand, p)?;
        self.rules.check_action(&self.core, hand, p, mv.action)
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::RandomPlayer;
    use crate::game::{Game, Setup};
    use crate::options::GameOptions;
    use crate::tiles::{catalog, TileId};
    use crate::Mode;

    /// Counting and numbering a tile's placements agree with listing them, in every mode (a
    /// random playout picks by number, everything else lists).
    fn check_counts(g: &Game, tile: TileId) {
        let all = g.placements(tile);
        assert_eq!(
            g.count_placements(tile),
            all.len(),
            "tile {}",
            catalog().get(tile).name
        );
        for (n, p) in all.iter().enumerate() {
            assert_eq!(g.nth_placement(tile, n), Some(*p));
        }
        assert_eq!(g.nth_placement(tile, all.len()), None);
        // The board's eight-at-a-time test against one cell and rotation at a time.
        let sigs = catalog().get(tile).sigs;
        let mut fast = Vec::new();
        g.board().for_each_fit(sigs, |c, r| {
            fast.push((c, r));
            true
        });
        let mut slow = Vec::new();
        for o in g.board().open_cells() {
            for r in 0..4u8 {
                if o.fits(catalog().get(tile).orient[r as usize].sig) {
                    slow.push((o.cell, r));
                }
            }
        }
        assert_eq!(fast, slow);
    }

    fn play_checking(mut g: Game, seed: u64) -> u32 {
        let mut player = RandomPlayer::new(seed);
        let mut checked = 0;
        loop {
            if let Some(tile) = g.hand() {
                check_counts(&g, tile);
                // Another tile of the same mode too, river tiles included.
                let mode = catalog().get(tile).mode;
                let other = catalog()
                    .ids()
                    .filter(|&t| catalog().get(t).mode == mode)
                    .nth(g.turn() as usize * 7 % 20)
                    .expect("a mode has 20 tiles");
                check_counts(&g, other);
                checked += 1;
            }
            if !player.play(&mut g, &mut crate::NoEvents) {
                return checked;
            }
        }
    }

    #[test]
    fn placement_counts_agree() {
        let setups = [
            (
                Mode::Classic,
                serde_json::json!({"river": true, "abbot": true}),
            ),
            (Mode::Classic, serde_json::json!({"river": false})),
            (Mode::Benelux, serde_json::json!({})),
            (Mode::HuntersGatherers, serde_json::json!({})),
        ];
        for (mode, options) in setups {
            let options = GameOptions::from_json(mode, Some(options)).expect("options");
            for seed in 0..6 {
                let g =
                    Game::new(&Setup::seeded(2 + seed as usize % 3, options, seed)).expect("setup");
                assert!(play_checking(g, seed) > 20, "{mode:?}");
            }
        }
        assert!(play_checking(crate::modes::probe::tests::game(), 1) > 0);
    }
}
