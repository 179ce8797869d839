//! Legal moves: where the tile in hand fits, and which figure steps each placement allows.
//! The UI, the AI, the CLI and `apply`'s own checks all go through these functions; the mode's
//! own limits come from its hooks ([`crate::modes`]).

use crate::error::RuleError;
use crate::game::{Action, Game, Move};
use crate::geometry::{Cell, Loc, Side};
use crate::tiles::{catalog, Oriented, TileId, NONE};

/// A place for the tile in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cell: Cell,
    pub rot: u8,
}

impl Game {
    /// Whether `tile` fits anywhere on the board now.
    pub fn fits_anywhere(&self, tile: TileId) -> bool {
        let mut any = false;
        self.for_each_placement(tile, |_| {
            any = true;
            false
        });
        any
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

    /// Every open cell and rotation where `tile`'s edges match its neighbours', until `f`
    /// returns false: the placements of a tile the mode does not restrict further.
    pub(crate) fn open_placements(&self, tile: TileId, mut f: impl FnMut(Placement) -> bool) {
        let sigs = catalog().get(tile).sigs;
        self.board
            .for_each_fit(sigs, |cell, rot| f(Placement { cell, rot }));
    }

    /// Check one placement of `tile`, explaining a refusal.
    pub fn check_placement(&self, tile: TileId, p: Placement) -> Result<(), RuleError> {
        let def = catalog().get(tile);
        let name = || def.name.clone();
        if self.board.at(p.cell).is_some() {
            return Err(RuleError::CellTaken(p.cell));
        }
        if self.board.is_blocked(p.cell) {
            return Err(self.blocked_square(p.cell));
        }
        let Some(open) = self.board.open_at(p.cell) else {
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
                        side: side.name(),
                        mine: mine.name(),
                        theirs: need.name(),
                    });
                }
            }
        }
        self.mode_check_placement(tile, p)
    }

    /// Which features of `tile` at `p` would join a feature that already holds a figure,
    /// as a bit per feature index.
    pub(crate) fn occupied_features(&self, o: &Oriented, cell: Cell) -> u16 {
        // (feature of the new tile, root of the neighbour's feature it joins)
        let mut links: [(u8, u16); 12] = [(0, 0); 12];
        let mut n = 0;
        for side in Side::ALL {
            let Some(nb) = self.board.at(cell.step(side)) else {
                continue;
            };
            let no = &catalog().get(nb.tile).orient[nb.rot as usize];
            if !o.edges[side as usize].halves_only() {
                let f = o.loc_feature[side as usize];
                let g = no.loc_feature[side.opposite() as usize];
                links[n] = (f, self.feats.root(nb.first_seg + g as u16));
                n += 1;
            }
            for h in Loc::halves(side) {
                let f = o.loc_feature[h.0 as usize];
                if f != NONE {
                    let g = no.loc_feature[h.across().0 as usize];
                    links[n] = (f, self.feats.root(nb.first_seg + g as u16));
                    n += 1;
                }
            }
        }
        let links = &links[..n];
        let mut occ = 0u16;
        for &(f, r) in links {
            if self.feats.info(r).figures > 0 {
                occ |= 1 << f;
            }
        }
        // Two features of the new tile that join the same neighbour feature become one.
        loop {
            let before = occ;
            for &(f1, r1) in links {
                for &(f2, r2) in links {
                    if r1 == r2 && occ & (1 << f1) != 0 {
                        occ |= 1 << f2;
                    }
                }
            }
            if occ == before {
                break;
            }
        }
        occ
    }

    /// Every figure step open to the current player after placing the tile in hand at `p`
    /// (always including [`Action::None`], first).
    pub fn actions(&self, p: Placement) -> Vec<Action> {
        let mut v = vec![Action::None];
        if let Some(tile) = self.hand {
            self.for_each_action(tile, p, |a| v.push(a));
        }
        v
    }

    /// Every legal move for the current player: each placement with each figure step.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        let Some(tile) = self.hand else { return v };
        self.for_each_placement(tile, |p| {
            let mv = |action| Move {
                source: self.hand_source,
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
        let Some(hand) = self.hand else {
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
        if mv.source != self.hand_source {
            // Not offered now (no choice was open): say why that source is refused.
            return Err(match mv.source {
                crate::game::TileSource::Stack(_) => self.refuse_source(mv.source),
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
        self.check_action(hand, p, mv.action)
    }
}
