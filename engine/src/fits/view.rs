//! The board aids as a front end shows them: each open cell with the tiles to come that fit
//! it, and per feature whether it can still be completed and the AI's odds that it will be.

use std::collections::HashMap;

use serde::Serialize;

use super::{CellFits, NeverCompleted, Pool};
use crate::game::Game;
use crate::geometry::Cell;
use crate::tiles::catalog;

/// An open cell: how many tiles to come fit it (copies counted, any rotation) and which.
#[derive(Clone, Debug, Serialize)]
pub struct OpenCellView {
    pub x: i32,
    pub y: i32,
    /// Tiles of ordinary turns that fit (0 with `bonus` 0: no tile can ever fill it).
    pub fits: u32,
    /// Hunters & Gatherers' bonus tiles that fit (left out when none do).
    #[serde(skip_serializing_if = "is_zero")]
    pub bonus: u32,
    /// The fitting kinds in catalog order, ordinary tiles first.
    pub tiles: Vec<FitView>,
}

/// Copies of one tile kind to come that fit a cell.
#[derive(Clone, Debug, Serialize)]
pub struct FitView {
    pub tile: String,
    pub count: u8,
    /// Where it comes from: left out for the ordinary turns' tiles, `"bonus"` for a bonus tile.
    #[serde(skip_serializing_if = "is_land")]
    pub pool: Pool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_land(p: &Pool) -> bool {
    *p == Pool::Land
}

/// What the aids know about the board now, worked out once for a whole view.
pub struct Aids {
    pub cells: Vec<OpenCellView>,
    /// The dead cell that stops each doomed feature, by root segment.
    never: HashMap<u16, Cell>,
    /// The odds each feature asked about so far is completed, in percent, by root segment.
    odds: HashMap<u16, Option<u8>>,
}

impl Aids {
    pub fn new(game: &Game) -> Aids {
        let fits = game.cell_fits();
        let never = game
            .never_completed_with(&fits)
            .into_iter()
            .map(|NeverCompleted { root, cell }| (root, cell))
            .collect();
        Aids {
            cells: fits.iter().map(cell_view).collect(),
            never,
            odds: HashMap::new(),
        }
    }

    /// The dead cell that keeps the feature of root `root` from ever being completed.
    pub fn never(&self, root: u16) -> Option<(i32, i32)> {
        self.never.get(&root).map(|c| (c.x, c.y))
    }

    /// The AI's odds (percent) that the feature of root `root` is completed before the end;
    /// `None` for one that is complete, can never be, or that no tile completes.
    pub fn chance(&mut self, game: &Game, root: u16) -> Option<u8> {
        if self.never.contains_key(&root) {
            return None;
        }
        *self.odds.entry(root).or_insert_with(|| {
            crate::ai::eval::completion_odds(game, root)
                .map(|p| (p * 100.0).round().clamp(0.0, 100.0) as u8)
        })
    }
}

fn cell_view(c: &CellFits) -> OpenCellView {
    OpenCellView {
        x: c.cell.x,
        y: c.cell.y,
        fits: c.count(Pool::Land),
        bonus: c.count(Pool::Bonus),
        tiles: c
            .tiles
            .iter()
            .map(|t| FitView {
                tile: catalog().get(t.tile).name.clone(),
                count: t.count,
                pool: t.pool,
            })
            .collect(),
    }
}
