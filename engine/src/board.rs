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
    /// Whether the tile holds a monastery or garden ([`crate::tiles::TileDef::cloister`]):
    /// scoring looks at the tiles around every tile laid for one, without the catalog.
    pub cloister: bool,
}

impl Placed {
    /// The indices of this tile's feature segments, first to one past the last.
    #[inline]
    pub fn seg_range(&self) -> (u16, u16) {
        let n = crate::tiles::catalog().get(self.tile).features.len() as u16;
        (self.first_seg, self.first_seg + n)
    }
}

/// What a tile just laid found on one of its sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beside {
    /// An empty square (now an open cell).
    Nothing,
    /// The tile with this index into [`Board::tiles`].
    Tile(u16),
    /// A square that never takes a tile.
    Blocked,
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

/// The need of a padding entry among the open cells' needs: no signature masked by its mask
/// (0) equals it, so nothing fits there.
const PAD_NEED: u16 = 0xFFFF;

/// Where open cell `i`'s mask is in [`Board`]'s `fits` (its need is eight further on).
#[inline]
fn mask_at(i: usize) -> usize {
    16 * (i / 8) + i % 8
}

/// A tile's signature in each of its rotations, from [`crate::tiles::TileDef::sigs`].
#[inline]
fn rotations(sigs: u64) -> [u16; 4] {
    [0, 1, 2, 3].map(|r| (sigs >> (16 * r)) as u16)
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
const GROW: i32 = 10;

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
    /// The open cells, as three columns of [`OpenCell`]: finding placements reads the masks
    /// and needs eight at a time, and a cell only where something fits. The last block is
    /// padded with entries that fit nothing ([`PAD_NEED`]).
    open: Vec<Cell>,
    /// The open cells' masks and needs in blocks of sixteen: eight masks, then the same
    /// eight cells' needs (one allocation to copy with the board, one place to load from).
    fits: Vec<u16>,
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
            fits: with_room(&self.fits, 16),
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
            fits: Vec::with_capacity(4 * capacity + 16),
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
            fits: Vec::with_capacity(4 * capacity + 16),
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
        // The codes in the grid name tiles and open cells by index, not by place: the old
        // window's rows are copied into the new one as they are.
        let (w, h) = (x1 - x0, y1 - y0);
        let mut cells = vec![EMPTY; (w * h) as usize];
        let (dx, dy) = ((self.x0 - x0) as usize, (self.y0 - y0) as usize);
        let old_w = self.w as usize;
        for (row, old) in self.cells.chunks_exact(old_w).enumerate() {
            let at = (row + dy) * w as usize + dx;
            cells[at..at + old_w].copy_from_slice(old);
        }
        self.cells = cells;
        self.x0 = x0;
        self.y0 = y0;
        self.w = w;
        self.h = h;
    }

    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }
    /// How many open cells there are.
    pub fn open_len(&self) -> usize {
        self.open.len()
    }
    /// Open cell `i` (`i < open_len()`).
    #[inline]
    pub fn open_cell(&self, i: usize) -> OpenCell {
        OpenCell {
            cell: self.open[i],
            mask: self.fits[mask_at(i)],
            need: self.fits[mask_at(i) + 8],
        }
    }
    /// Where the open cells are, in the order of [`Board::open_cells`].
    pub fn open_positions(&self) -> &[Cell] {
        &self.open
    }
    /// Every open cell, in a fixed order.
    pub fn open_cells(&self) -> impl ExactSizeIterator<Item = OpenCell> + '_ {
        (0..self.open.len()).map(|i| self.open_cell(i))
    }

    /// Every open cell and rotation (in that order) where a tile whose four signatures `sigs`
    /// packs ([`crate::tiles::TileDef::sigs`]) fits its neighbours, until `f` returns false;
    /// returns false when `f` stopped it.
    ///
    /// This is the engine's hottest loop: eight open cells at a time are tested against all
    /// four rotations at once ([`fit_bits`]), and only what fits is visited.
    #[inline]
    pub fn for_each_fit(&self, sigs: u64, mut f: impl FnMut(Cell, u8) -> bool) -> bool {
        let rots = rotations(sigs);
        for chunk in 0..self.chunks() {
            let mut bits = self.chunk_fits(chunk, rots);
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                if !f(self.open[8 * chunk + i / 4], (i % 4) as u8) {
                    return false;
                }
                bits &= bits - 1;
            }
        }
        true
    }

    /// How many (open cell, rotation) pairs [`Board::for_each_fit`] would visit, without
    /// visiting them: a random playout picks one by its number.
    pub fn count_fits(&self, sigs: u64) -> usize {
        let n = 8 * self.chunks();
        count_fitting(&self.fits[..2 * n], rotations(sigs))
    }

    /// The `n`th (from 0) pair that [`Board::for_each_fit`] would visit.
    pub fn nth_fit(&self, sigs: u64, mut n: usize) -> Option<(Cell, u8)> {
        let rots = rotations(sigs);
        for chunk in 0..self.chunks() {
            let at = 8 * chunk;
            let count = count_fitting(&self.fits[2 * at..2 * at + 16], rots);
            if n >= count {
                n -= count;
                continue;
            }
            let mut bits = self.chunk_fits(chunk, rots);
            for _ in 0..n {
                bits &= bits - 1;
            }
            let i = bits.trailing_zeros() as usize;
            return Some((self.open[8 * chunk + i / 4], (i % 4) as u8));
        }
        None
    }

    /// How many runs of eight open cells (the last one padded) there are.
    #[inline]
    fn chunks(&self) -> usize {
        self.open.len().div_ceil(8)
    }

    /// Bit `4 × j + r` is set where rotation `r` fits open cell `8 × chunk + j`.
    #[inline]
    fn chunk_fits(&self, chunk: usize, rots: [u16; 4]) -> u32 {
        let at = 8 * chunk;
        fit_bits(
            &self.fits[2 * at..2 * at + 8],
            &self.fits[2 * at + 8..2 * at + 16],
            rots,
        )
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
    pub fn open_at(&self, c: Cell) -> Option<OpenCell> {
        let v = self.cells[self.index(c)?];
        (v & OPEN != 0).then(|| self.open_cell((v & !OPEN) as usize))
    }

    /// The tiles on the nine cells centred on `c` (itself included), row by row from the
    /// north-west: the index into [`Board::tiles`] plus one, 0 where there is none. `c` must
    /// be a tile's cell (the window keeps a margin around every tile).
    #[inline]
    pub fn tiles_around(&self, c: Cell) -> [u16; 9] {
        let mut out = [0; 9];
        let Some(centre) = self.index(c) else {
            return out;
        };
        let w = self.w as usize;
        debug_assert!(centre > w && centre + w + 1 < self.cells.len());
        for (k, slot) in out.iter_mut().enumerate() {
            let v = self.cells[centre + (k / 3) * w + k % 3 - w - 1];
            // Tiles are stored as 1..BLOCKED; EMPTY, BLOCKED and open cells are not tiles.
            if v.wrapping_sub(1) < BLOCKED - 1 {
                *slot = v;
            }
        }
        out
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

    /// Put a tile on `cell` (which must be empty) and update the open cells; returns what is
    /// on each of its sides (by [`Side`]), which joining its features needs next.
    pub fn place(&mut self, p: Placed, edges: &[Edge; 4]) -> [Beside; 4] {
        let mut beside = [Beside::Nothing; 4];
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
                let pos = self.open.len();
                if mask_at(pos) == self.fits.len() {
                    self.fits.extend([0; 8]);
                    self.fits.extend([PAD_NEED; 8]);
                }
                self.open.push(n);
                self.fits[mask_at(pos) + 8] = 0;
                self.cells[ni] = OPEN | pos as u16;
                pos
            } else if v & OPEN != 0 {
                (v & !OPEN) as usize
            } else {
                beside[side as usize] = if v == BLOCKED {
                    Beside::Blocked
                } else {
                    Beside::Tile(v - 1)
                };
                continue;
            };
            let shift = 4 * side.opposite() as u16;
            self.fits[mask_at(slot)] |= 0xF << shift;
            self.fits[mask_at(slot) + 8] |= (edges[side as usize] as u16) << shift;
        }
        beside
    }

    fn remove_open(&mut self, pos: usize) {
        let last = self.open.len() - 1;
        self.open.swap_remove(pos);
        let (p, l) = (mask_at(pos), mask_at(last));
        self.fits[p] = self.fits[l];
        self.fits[p + 8] = self.fits[l + 8];
        self.fits[l] = 0;
        self.fits[l + 8] = PAD_NEED;
        if let Some(&moved) = self.open.get(pos) {
            let mi = self.index(moved).expect("open cells are in bounds");
            self.cells[mi] = OPEN | pos as u16;
        }
    }
}

/// For eight open cells (their masks and needs) and a tile's signature in each rotation
/// `rots`: bit `4 × cell + rotation` is set where that rotation fits (`sig & mask == need`).
#[inline]
fn fit_bits(masks: &[u16], needs: &[u16], rots: [u16; 4]) -> u32 {
    let masks: &[u16; 8] = masks.try_into().expect("eight cells");
    let needs: &[u16; 8] = needs.try_into().expect("eight cells");
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline: every processor this runs on has it.
        unsafe { fit_bits_sse2(masks, needs, rots) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut bits = 0;
        for j in 0..8 {
            for (r, sig) in rots.iter().enumerate() {
                bits |= (((sig & masks[j]) == needs[j]) as u32) << (4 * j + r);
            }
        }
        bits
    }
}

/// How many (cell, rotation) pairs fit among `blocks` (each eight masks, then those cells'
/// eight needs): [`fit_bits`]'s test, summed without locating anything.
#[inline]
fn count_fitting(blocks: &[u16], rots: [u16; 4]) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline: every processor this runs on has it.
        unsafe { count_fitting_sse2(blocks, rots) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut n = 0;
        let pairs = blocks
            .chunks_exact(16)
            .flat_map(|b| b[..8].iter().zip(&b[8..]));
        for (m, d) in pairs {
            n += rots.iter().filter(|&&sig| sig & m == *d).count();
        }
        n
    }
}

/// [`count_fitting`] eight entries at a time: each lane that fits adds one to a running
/// count per lane (a compare gives -1 there), summed once at the end.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
#[inline]
fn count_fitting_sse2(blocks: &[u16], rots: [u16; 4]) -> usize {
    use std::arch::x86_64::*;
    let sig = rots.map(|r| _mm_set1_epi16(r as i16));
    let mut lanes = _mm_setzero_si128();
    for (m, d) in blocks.chunks_exact(16).map(|b| b.split_at(8)) {
        // SAFETY: each chunk is 16 readable bytes; `loadu` takes any alignment.
        let (m, d) = unsafe {
            (
                _mm_loadu_si128(m.as_ptr().cast()),
                _mm_loadu_si128(d.as_ptr().cast()),
            )
        };
        for s in sig {
            lanes = _mm_sub_epi16(lanes, _mm_cmpeq_epi16(_mm_and_si128(s, m), d));
        }
    }
    // Each lane counts at most 4 per chunk of a board far smaller than 8,192 chunks: add the
    // eight lanes in pairs as 32-bit numbers, then the four of those.
    let pairs = _mm_madd_epi16(lanes, _mm_set1_epi16(1));
    let two = _mm_add_epi32(pairs, _mm_shuffle_epi32(pairs, 0b01_00_11_10));
    let one = _mm_add_epi32(two, _mm_shuffle_epi32(two, 0b10_11_00_01));
    _mm_cvtsi128_si32(one) as usize
}

/// [`fit_bits`] with one vector compare per rotation for all eight cells, the results then
/// interleaved so that each cell's four rotations sit side by side.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
#[inline]
fn fit_bits_sse2(masks: &[u16; 8], needs: &[u16; 8], rots: [u16; 4]) -> u32 {
    use std::arch::x86_64::*;
    // SAFETY: each array is 16 readable bytes; `loadu` takes any alignment.
    let (m, n) = unsafe {
        (
            _mm_loadu_si128(masks.as_ptr().cast()),
            _mm_loadu_si128(needs.as_ptr().cast()),
        )
    };
    let eq = rots.map(|sig| _mm_cmpeq_epi16(_mm_and_si128(_mm_set1_epi16(sig as i16), m), n));
    // Lanes (cell j, rotation r) in the order j0r0 j0r1 j0r2 j0r3 j1r0 … j7r3.
    let (lo01, lo23) = (
        _mm_unpacklo_epi16(eq[0], eq[1]),
        _mm_unpacklo_epi16(eq[2], eq[3]),
    );
    let (hi01, hi23) = (
        _mm_unpackhi_epi16(eq[0], eq[1]),
        _mm_unpackhi_epi16(eq[2], eq[3]),
    );
    let cells03 = _mm_packs_epi16(
        _mm_unpacklo_epi32(lo01, lo23),
        _mm_unpackhi_epi32(lo01, lo23),
    );
    let cells47 = _mm_packs_epi16(
        _mm_unpacklo_epi32(hi01, hi23),
        _mm_unpackhi_epi32(hi01, hi23),
    );
    let low = _mm_movemask_epi8(cells03) as u32;
    let high = _mm_movemask_epi8(cells47) as u32;
    low | high << 16
}
