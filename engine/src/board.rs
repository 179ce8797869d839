//! The grid of placed tiles and, kept up to date with every placement, the open cells (empty
//! cells next to the layout) with the edge each of their sides must match. Finding where a
//! tile fits is then a mask compare per open cell and rotation, never a rescan of the board.
//!
//! A board is unbounded (Classic), or bounded by a [`Map`] whose squares that never take a
//! tile are *blocked*: they never become open cells, a side that faces one is closed (see
//! `Game::lay_tile`), and around a monastery or garden they count as filled.

use crate::geometry::{Cell, Side};
use crate::tiles::{Edge, TileId};

/// A tile on the board.
#[derive(Clone, Copy, Debug)]
pub struct Placed {
    pub cell: Cell,
    pub tile: TileId,
    /// Clockwise quarter turns.
    pub rot: u8,
    /// Index of the tile's first feature segment (see [`crate::features`]).
    pub first_seg: u16,
}

impl Placed {
    /// The indices of this tile's feature segments, first to one past the last.
    #[inline]
    pub fn seg_range(&self) -> (u16, u16) {
        let n = crate::tiles::catalog().get(self.tile).features.len() as u16;
        (self.first_seg, self.first_seg + n)
    }
}

/// An empty cell that touches the layout, with what its sides need.
#[derive(Clone, Copy, Debug)]
pub struct OpenCell {
    pub cell: Cell,
    /// 4 bits per side: `0xF` where a neighbour constrains that side.
    pub mask: u16,
    /// The edge kinds required, packed like [`crate::tiles::signature`].
    pub need: u16,
}

/// One in each 16-bit lane of a word holding four signatures (see [`TileDef::sigs`]).
///
/// [`TileDef::sigs`]: crate::tiles::TileDef::sigs
const LANES: u64 = 0x0001_0001_0001_0001;

impl OpenCell {
    pub fn fits(&self, sig: u16) -> bool {
        sig & self.mask == self.need
    }

    /// Which of the four rotations whose signatures `sigs` packs fit here: bit `16r + 15` is
    /// set when rotation `r` does. Finding placements is the engine's hottest loop, and one
    /// word-wide test per cell replaces four compares and branches.
    ///
    /// Every nibble of a signature or need is an [`Edge`] (at most 7), so a lane of
    /// `(sigs & mask) ^ need` is at most `0x7777`: adding `0x7FFF` sets its top bit exactly
    /// when the lane is not zero, and never carries into the next lane.
    #[inline]
    pub fn fits4(&self, sigs: u64) -> u64 {
        let x = (sigs & (self.mask as u64 * LANES)) ^ (self.need as u64 * LANES);
        !(x + 0x7FFF * LANES) & (0x8000 * LANES)
    }
    /// The edge the neighbour on `side` shows this cell, if any.
    pub fn needs(&self, side: Side) -> Option<Edge> {
        let v = (self.need >> (4 * side as u16)) & 0xF;
        [
            Edge::Field,
            Edge::Road,
            Edge::City,
            Edge::Water,
            Edge::Forest,
            Edge::Meadow,
        ]
        .into_iter()
        .find(|e| *e as u16 == v)
    }
}

const EMPTY: u16 = 0;
const OPEN: u16 = 0x8000;
/// A square that never takes a tile (a bounded board's sea, or outside its map).
const BLOCKED: u16 = 0x7FFF;

/// Which squares of a bounded board take tiles: a `width` × `height` rectangle whose
/// north-west square is `origin`; everything outside it is blocked too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub origin: Cell,
    pub width: i32,
    pub height: i32,
    /// Row by row from the north-west: whether each square takes a tile.
    pub takes: Vec<bool>,
}

impl Map {
    pub fn takes_tile(&self, c: Cell) -> bool {
        let (x, y) = (c.x - self.origin.x, c.y - self.origin.y);
        (0..self.width).contains(&x)
            && (0..self.height).contains(&y)
            && self.takes[(y * self.width + x) as usize]
    }
}
/// Cells kept free around the layout inside the grid window, so that every open cell has a
/// slot; the window grows by at least this much when a tile comes closer to its border.
const MARGIN: i32 = 2;
const GROW: i32 = 6;

/// The layout is unbounded; the grid is a window over it that grows as tiles approach its
/// border, so that a board stays small (and cheap to copy for search) in the usual case.
#[derive(Debug)]
pub struct Board {
    /// Coordinates of the window's north-west cell.
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    /// `EMPTY`, `OPEN | index into open`, or `index into tiles + 1`.
    cells: Vec<u16>,
    open: Vec<OpenCell>,
    tiles: Vec<Placed>,
    /// A bounded board never grows: its window is the map with a blocked frame around it.
    bounded: bool,
}

/// Search copies a game for every move it tries and then lays one tile on the copy: give the
/// copy room for that tile and its new open cells, so that laying it never reallocates (a
/// derived `clone` allocates exactly the length, and the first push then copies it all again).
impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            x0: self.x0,
            y0: self.y0,
            w: self.w,
            h: self.h,
            cells: self.cells.clone(),
            open: with_room(&self.open, 4),
            tiles: with_room(&self.tiles, 1),
            bounded: self.bounded,
        }
    }
}

/// A copy of `v` with room for `extra` more items.
pub(crate) fn with_room<T: Copy>(v: &[T], extra: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(v.len() + extra);
    out.extend_from_slice(v);
    out
}

impl Board {
    /// An empty board, with room reserved for `capacity` tiles.
    pub fn new(capacity: usize) -> Board {
        let side = 2 * (MARGIN + GROW) + 1;
        Board {
            x0: -(MARGIN + GROW),
            y0: -(MARGIN + GROW),
            w: side,
            h: side,
            cells: vec![EMPTY; (side * side) as usize],
            open: Vec::with_capacity(2 * capacity + 4),
            tiles: Vec::with_capacity(capacity),
            bounded: false,
        }
    }

    /// An empty board bounded by `map`.
    pub fn bounded(map: &Map, capacity: usize) -> Board {
        let (w, h) = (map.width + 2, map.height + 2);
        let mut b = Board {
            x0: map.origin.x - 1,
            y0: map.origin.y - 1,
            w,
            h,
            cells: vec![BLOCKED; (w * h) as usize],
            open: Vec::with_capacity(2 * capacity + 4),
            tiles: Vec::with_capacity(capacity),
            bounded: true,
        };
        for y in 0..map.height {
            for x in 0..map.width {
                let c = Cell::new(map.origin.x + x, map.origin.y + y);
                if map.takes_tile(c) {
                    let i = b.index(c).expect("inside the frame");
                    b.cells[i] = EMPTY;
                }
            }
        }
        b
    }

    /// Whether `c` is a square that never takes a tile.
    #[inline]
    pub fn is_blocked(&self, c: Cell) -> bool {
        if !self.bounded {
            return false;
        }
        match self.index(c) {
            Some(i) => self.cells[i] == BLOCKED,
            None => self.bounded,
        }
    }

    /// Every look-up goes through here: inlined, with one unsigned compare per axis (a cell
    /// west or north of the window wraps to a large offset).
    #[inline]
    fn index(&self, c: Cell) -> Option<usize> {
        let x = c.x.wrapping_sub(self.x0) as u32;
        let y = c.y.wrapping_sub(self.y0) as u32;
        if x >= self.w as u32 || y >= self.h as u32 {
            return None;
        }
        Some(y as usize * self.w as usize + x as usize)
    }

    /// Make sure the window holds `c` with `MARGIN` cells to spare on every side.
    fn reserve(&mut self, c: Cell) {
        if self.bounded {
            return;
        }
        // Almost every tile lands well inside the window.
        let (x, y) = (c.x - self.x0, c.y - self.y0);
        if x >= MARGIN && y >= MARGIN && x + MARGIN < self.w && y + MARGIN < self.h {
            return;
        }
        let (mut x0, mut y0) = (self.x0, self.y0);
        let (mut x1, mut y1) = (self.x0 + self.w, self.y0 + self.h);
        if c.x - MARGIN < x0 {
            x0 = c.x - MARGIN - GROW;
        }
        if c.y - MARGIN < y0 {
            y0 = c.y - MARGIN - GROW;
        }
        if c.x + MARGIN >= x1 {
            x1 = c.x + MARGIN + GROW + 1;
        }
        if c.y + MARGIN >= y1 {
            y1 = c.y + MARGIN + GROW + 1;
        }
        if (x0, y0, x1, y1) == (self.x0, self.y0, self.x0 + self.w, self.y0 + self.h) {
            return;
        }
        self.x0 = x0;
        self.y0 = y0;
        self.w = x1 - x0;
        self.h = y1 - y0;
        self.cells = vec![EMPTY; (self.w * self.h) as usize];
        for i in 0..self.tiles.len() {
            let at = self
                .index(self.tiles[i].cell)
                .expect("window grew around the layout");
            self.cells[at] = i as u16 + 1;
        }
        for i in 0..self.open.len() {
            let at = self
                .index(self.open[i].cell)
                .expect("window grew around the layout");
            self.cells[at] = OPEN | i as u16;
        }
    }

    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }
    pub fn open_cells(&self) -> &[OpenCell] {
        &self.open
    }

    /// Every open cell and rotation (in that order) where a tile whose four signatures `sigs`
    /// packs ([`crate::tiles::TileDef::sigs`]) fits its neighbours, until `f` returns false;
    /// returns false when `f` stopped it.
    #[inline]
    pub fn for_each_fit(&self, sigs: u64, mut f: impl FnMut(Cell, u8) -> bool) -> bool {
        for open in &self.open {
            let mut fit = open.fits4(sigs);
            while fit != 0 {
                let rot = (fit.trailing_zeros() / 16) as u8;
                if !f(open.cell, rot) {
                    return false;
                }
                fit &= fit - 1;
            }
        }
        true
    }

    /// Index (into [`Board::tiles`]) of the tile at `c`.
    #[inline]
    pub fn tile_index(&self, c: Cell) -> Option<usize> {
        let v = self.cells[self.index(c)?];
        // Tiles are stored as 1..BLOCKED; EMPTY, BLOCKED and open cells are not tiles.
        (v.wrapping_sub(1) < BLOCKED - 1).then(|| (v - 1) as usize)
    }
    #[inline]
    pub fn at(&self, c: Cell) -> Option<&Placed> {
        self.tile_index(c).map(|i| &self.tiles[i])
    }
    /// Position of `c` in [`Board::open_cells`].
    #[inline]
    pub fn open_index(&self, c: Cell) -> Option<usize> {
        let v = self.cells[self.index(c)?];
        (v & OPEN != 0).then_some((v & !OPEN) as usize)
    }
    #[inline]
    pub fn open_at(&self, c: Cell) -> Option<&OpenCell> {
        let v = self.cells[self.index(c)?];
        (v & OPEN != 0).then(|| &self.open[(v & !OPEN) as usize])
    }

    /// How many of the eight cells around `c` hold a tile (or are blocked: a monastery by the
    /// sea is surrounded by the sea as well as by tiles).
    pub fn neighbours8(&self, c: Cell) -> u32 {
        // Scoring asks this of every cloister around every tile laid: read the eight cells
        // straight from the grid when they all lie inside the window (always, for a tile's
        // own cell, which the window keeps a margin around).
        let x = c.x.wrapping_sub(self.x0);
        let y = c.y.wrapping_sub(self.y0);
        if x >= 1 && y >= 1 && x + 1 < self.w && y + 1 < self.h {
            let w = self.w as usize;
            let i = y as usize * w + x as usize;
            let filled = |j: usize| {
                let v = self.cells[j];
                (v != EMPTY && v & OPEN == 0) as u32
            };
            return filled(i - w - 1)
                + filled(i - w)
                + filled(i - w + 1)
                + filled(i - 1)
                + filled(i + 1)
                + filled(i + w - 1)
                + filled(i + w)
                + filled(i + w + 1);
        }
        let mut n = 0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                if (dx, dy) != (0, 0) && self.filled(Cell::new(c.x + dx, c.y + dy)) {
                    n += 1;
                }
            }
        }
        n
    }

    /// How many of the eight cells around `c` never take a tile (counted by
    /// [`Board::neighbours8`] as filled).
    pub fn blocked8(&self, c: Cell) -> u32 {
        if !self.bounded {
            return 0;
        }
        let mut n = 0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                if (dx, dy) != (0, 0) && self.is_blocked(Cell::new(c.x + dx, c.y + dy)) {
                    n += 1;
                }
            }
        }
        n
    }

    /// Whether `c` holds a tile or never will.
    #[inline]
    pub fn filled(&self, c: Cell) -> bool {
        match self.index(c) {
            Some(i) => self.cells[i] != EMPTY && self.cells[i] & OPEN == 0,
            None => self.bounded,
        }
    }

    /// Put a tile on `cell` (which must be empty) and update the open cells.
    pub fn place(&mut self, p: Placed, edges: &[Edge; 4]) {
        self.reserve(p.cell);
        let idx = self.index(p.cell).expect("reserved above");
        let old = self.cells[idx];
        if old & OPEN != 0 {
            self.remove_open((old & !OPEN) as usize);
        }
        self.tiles.push(p);
        self.cells[idx] = self.tiles.len() as u16;
        // The window keeps a margin (a bounded board: its frame) around every tile, so the
        // four neighbours are the grid's cells one row up and down and one column aside.
        let w = self.w as usize;
        debug_assert!(Side::ALL
            .iter()
            .all(|&s| self.index(p.cell.step(s)).is_some()));
        let around = [idx - w, idx + 1, idx + w, idx - 1];
        for side in Side::ALL {
            let n = p.cell.step(side);
            let ni = around[side as usize];
            let v = self.cells[ni];
            let slot = if v == EMPTY {
                self.open.push(OpenCell {
                    cell: n,
                    mask: 0,
                    need: 0,
                });
                let pos = self.open.len() - 1;
                self.cells[ni] = OPEN | pos as u16;
                pos
            } else if v & OPEN != 0 {
                (v & !OPEN) as usize
            } else {
                continue;
            };
            let shift = 4 * side.opposite() as u16;
            let o = &mut self.open[slot];
            o.mask |= 0xF << shift;
            o.need |= (edges[side as usize] as u16) << shift;
        }
    }

    fn remove_open(&mut self, pos: usize) {
        self.open.swap_remove(pos);
        if let Some(moved) = self.open.get(pos) {
            let mi = self.index(moved.cell).expect("open cells are in bounds");
            self.cells[mi] = OPEN | pos as u16;
        }
    }
}
