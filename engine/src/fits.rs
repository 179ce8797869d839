//! Reading the board: which of the tiles still to come fit each open cell, the cells none of
//! them fits, and the features that can never be completed because of such a cell.
//!
//! A cell no tile to come fits stays empty for good: its neighbours only ever add to what its
//! sides need, and the tiles to come only ever get fewer. So a road, city, forest or river with
//! an open edge onto it, or a monastery or garden beside it, can never be completed.
//!
//! The tiles to come are the tile in hand, the face-down deck and what the mode keeps beside
//! it ([`ModeRules::for_each_reserve`]: Benelux's island stacks, face up or down; Hunters &
//! Gatherers' bonus stack, as its own [`Pool`]). They are counted by kind, copies included,
//! which every player may know; their order stays hidden. A tile fits a cell when one of its
//! four rotations matches the cell's neighbours and the mode allows it there now (Classic's
//! River only at the river's end), exactly as a turn's legal placements are found.

use serde::Serialize;

use crate::game::{Game, TileSource};
use crate::geometry::{Cell, Side};
use crate::legal::Placement;
use crate::rules::ModeRules;
use crate::tiles::{catalog, FeatureKind, TileId};

/// Where a tile to come will be drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pool {
    /// The tiles of ordinary turns: the deck, and in Benelux the island stacks.
    Land,
    /// Hunters & Gatherers' bonus stack, drawn only on a bonus turn.
    Bonus,
}

/// Copies of one tile kind still to come from one pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToCome {
    pub tile: TileId,
    pub count: u8,
    pub pool: Pool,
}

/// An open cell and the tiles to come that fit it, in catalog order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellFits {
    pub cell: Cell,
    pub tiles: Vec<ToCome>,
}

impl CellFits {
    /// How many tiles to come fit here (copies counted), from `pool`.
    pub fn count(&self, pool: Pool) -> u32 {
        self.tiles
            .iter()
            .filter(|t| t.pool == pool)
            .map(|t| t.count as u32)
            .sum()
    }

    /// Whether no tile to come fits here: the cell stays empty for good.
    pub fn is_dead(&self) -> bool {
        self.tiles.is_empty()
    }
}

/// A feature that can never be completed: its root segment and the open cell that stops it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NeverCompleted {
    pub root: u16,
    pub cell: Cell,
}

impl Game {
    /// Every tile still to come, by kind and pool, in catalog order (the land pool first).
    pub fn tiles_to_come(&self) -> Vec<ToCome> {
        let n = catalog().tiles.len();
        let mut land = vec![0u8; n];
        let mut bonus = vec![0u8; n];
        if let Some(t) = self.core.hand {
            match self.core.hand_source {
                TileSource::Bonus => bonus[t.0 as usize] += 1,
                _ => land[t.0 as usize] += 1,
            }
        }
        for t in &self.core.deck {
            land[t.0 as usize] += 1;
        }
        self.rules.for_each_reserve(|t, pool| match pool {
            Pool::Land => land[t.0 as usize] += 1,
            Pool::Bonus => bonus[t.0 as usize] += 1,
        });
        let of = |counts: Vec<u8>, pool| {
            counts
                .into_iter()
                .enumerate()
                .filter(|&(_, c)| c > 0)
                .map(move |(i, count)| ToCome {
                    tile: TileId(i as u8),
                    count,
                    pool,
                })
        };
        of(land, Pool::Land).chain(of(bonus, Pool::Bonus)).collect()
    }

    /// Every open cell with the tiles to come that fit it, in the board's order of open cells.
    pub fn cell_fits(&self) -> Vec<CellFits> {
        let to_come = self.tiles_to_come();
        let board = self.board();
        let mut out: Vec<CellFits> = board
            .open_positions()
            .iter()
            .map(|&cell| CellFits {
                cell,
                tiles: Vec::new(),
            })
            .collect();
        let cat = catalog();
        for k in &to_come {
            let mut last = None;
            board.for_each_fit(cat.get(k.tile).sigs, |cell, rot| {
                // Rotations of one cell come together: count the kind there once.
                if last != Some(cell)
                    && self
                        .rules
                        .check_placement(&self.core, k.tile, Placement { cell, rot })
                        .is_ok()
                {
                    last = Some(cell);
                    if let Some(i) = board.open_index(cell) {
                        out[i].tiles.push(*k);
                    }
                }
                true
            });
        }
        out
    }

    /// The open cells no tile to come fits.
    pub fn dead_cells(&self) -> Vec<Cell> {
        self.cell_fits()
            .into_iter()
            .filter(CellFits::is_dead)
            .map(|c| c.cell)
            .collect()
    }

    /// The features not yet completed that never can be, each with the first dead cell (in
    /// the board's order of open cells) that stops it.
    pub fn never_completed(&self) -> Vec<NeverCompleted> {
        self.never_completed_with(&self.cell_fits())
    }

    /// [`Game::never_completed`] from the cells' fits already worked out.
    pub fn never_completed_with(&self, fits: &[CellFits]) -> Vec<NeverCompleted> {
        let dead: Vec<Cell> = fits
            .iter()
            .filter(|c| c.is_dead())
            .map(|c| c.cell)
            .collect();
        if dead.is_empty() {
            return Vec::new();
        }
        let feats = self.features();
        let tiles = self.board().tiles();
        let mut out = Vec::new();
        for s in 0..feats.len() as u16 {
            if !feats.is_root(s) {
                continue;
            }
            let seg = feats.seg(s);
            let p = &tiles[seg.tile as usize];
            let cells: OpenCells = match closes(seg.kind, p.tile) {
                Some(Closes::Edges) => open_cells_of(self, s),
                Some(Closes::Around) => around(p.cell).collect(),
                None => continue,
            };
            if let Some(&cell) = dead.iter().find(|c| cells.contains(c)) {
                out.push(NeverCompleted { root: s, cell });
            }
        }
        out
    }
}

/// How a feature is completed: by filling its open edges, or the squares around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Closes {
    /// Roads, cities, Hunters & Gatherers' forests and rivers.
    Edges,
    /// Monasteries and gardens.
    Around,
}

/// How a feature of `kind` on a tile of kind `tile` is completed; `None` for one that never
/// is (fields, meadows, lakes, and Classic's rivers, scenery on its River tiles).
pub(crate) fn closes(kind: FeatureKind, tile: TileId) -> Option<Closes> {
    match kind {
        FeatureKind::River if catalog().get(tile).river => None,
        FeatureKind::Road | FeatureKind::City | FeatureKind::Forest | FeatureKind::River => {
            Some(Closes::Edges)
        }
        FeatureKind::Monastery | FeatureKind::Garden => Some(Closes::Around),
        _ => None,
    }
}

/// The eight cells around `c`.
fn around(c: Cell) -> impl Iterator<Item = Cell> {
    (-1..=1)
        .flat_map(move |dy| (-1..=1).map(move |dx| Cell::new(c.x + dx, c.y + dy)))
        .filter(move |&n| n != c)
}

/// The open cells of one feature: usually a handful, kept inline.
pub(crate) type OpenCells = smallvec::SmallVec<[Cell; 8]>;

/// The empty cells next to the open edges of the feature of segment `s` (the evaluation asks
/// for them for every held feature of every position it judges).
#[inline]
pub(crate) fn open_cells_of(game: &Game, s: u16) -> OpenCells {
    let feats = game.features();
    let tiles = game.board().tiles();
    let mut cells = OpenCells::new();
    for m in feats.members(s) {
        let seg = feats.seg(m);
        let p = &tiles[seg.tile as usize];
        let mask = catalog().get(p.tile).orient[p.rot as usize].masks[seg.feat as usize];
        for side in Side::ALL {
            let c = p.cell.step(side);
            if mask & (1 << side as u16) != 0 && !game.board().filled(c) && !cells.contains(&c) {
                cells.push(c);
            }
        }
    }
    cells
}

pub mod view;

#[cfg(test)]
mod tests;
