//! The core every mode plays on: the board, the features, the players with their supplies by
//! figure kind, the face-down tiles and the tile in hand, and whose turn it is. It names no
//! mode; a mode's rules ([`crate::rules::ModeRules`]) read and change it, and a
//! [`crate::Game`] is a core plus one mode.
//!
//! What every mode's scoring shares lives here too: who holds a feature (the most followers;
//! all tied players count), the cells it covers, and figures going back to their supplies.

use crate::board::{Beside, Board, Placed};
use crate::events::{Event, EventSink};
use crate::features::{Features, Figure, FigureKind};
use crate::game::TileSource;
use crate::geometry::{Cell, Loc, Side};
use crate::legal::Placement;
use crate::rng::GameRng;
use crate::tiles::{catalog, Oriented, TileId, NONE};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub score: u32,
    /// Figures in supply, by [`FigureKind`].
    pub supply: [u8; FigureKind::COUNT],
}

impl PlayerState {
    /// Followers in supply.
    pub fn followers(&self) -> u8 {
        self.supply[FigureKind::Meeple as usize]
    }
    pub fn has(&self, kind: FigureKind) -> bool {
        self.supply[kind as usize] > 0
    }
}

/// The state every mode shares. Only the engine changes it, through a game's moves.
#[derive(Clone, Debug)]
pub struct Core {
    pub(crate) board: Board,
    pub(crate) feats: Features,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) current: usize,
    /// Face-down tiles, the next draw last.
    pub(crate) deck: Vec<TileId>,
    pub(crate) hand: Option<TileId>,
    /// Where the tile in hand came from.
    pub(crate) hand_source: TileSource,
    /// The player to act chooses where the tile comes from before anything is drawn.
    pub(crate) choosing: bool,
    pub(crate) rng: GameRng,
    pub(crate) turn: u32,
    pub(crate) finished: bool,
}

impl Core {
    /// A core before its start tiles: `players` seats with `supply` each, `deck` drawn from
    /// its end.
    pub(crate) fn new(
        board: Board,
        tiles: usize,
        players: usize,
        supply: [u8; FigureKind::COUNT],
        deck: Vec<TileId>,
        rng: GameRng,
    ) -> Core {
        Core {
            board,
            feats: Features::with_capacity(9 * tiles),
            players: vec![PlayerState { score: 0, supply }; players],
            current: 0,
            deck,
            hand: None,
            hand_source: TileSource::Deck,
            choosing: false,
            rng,
            turn: 0,
            finished: false,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn features(&self) -> &Features {
        &self.feats
    }
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    pub fn scores(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.score).collect()
    }
    pub fn current_player(&self) -> usize {
        self.current
    }
    /// The tile to place now; `None` once the game is over (or while a source is chosen).
    pub fn hand(&self) -> Option<TileId> {
        self.hand
    }
    /// Where the tile in hand came from.
    pub fn hand_source(&self) -> TileSource {
        self.hand_source
    }
    /// Whether the player to act must first choose where the tile comes from.
    pub fn choosing_source(&self) -> bool {
        self.choosing
    }
    pub fn is_finished(&self) -> bool {
        self.finished
    }
    /// Moves played so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// Face-down tiles left (the tile in hand not included).
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The seat after the player to act.
    pub(crate) fn next_seat(&self) -> usize {
        (self.current + 1) % self.players.len()
    }

    /// The segment range of placed tile `i`.
    #[inline]
    pub(crate) fn seg_range(&self, i: u16) -> (u16, u16) {
        tile_segs(self.board.tiles(), self.feats.len(), i)
    }

    /// Put a tile on the board and join its features to its neighbours'. No rule checks, and
    /// nothing of the mode's: [`crate::Game`] tells the mode afterwards.
    pub(crate) fn lay_tile(&mut self, tile: TileId, cell: Cell, rot: u8) -> u16 {
        let cat = catalog();
        let def = cat.get(tile);
        let o = &def.orient[rot as usize];
        let idx = self.board.tiles().len() as u16;
        let first = self.feats.len() as u16;
        self.feats.add_tile(idx, &def.seg_init);
        let beside = self.board.place(
            Placed {
                cell,
                tile,
                rot,
                first_seg: first,
                cloister: def.cloister,
            },
            &o.edges,
        );
        for side in Side::ALL {
            let ni = match beside[side as usize] {
                Beside::Nothing => continue,
                // A side facing a square that never takes a tile is closed: a road or city
                // ends there (a field or meadow simply stops).
                Beside::Blocked => {
                    if !o.edges[side as usize].halves_only() {
                        self.feats
                            .close_edges(first + o.loc_feature[side as usize] as u16, 1);
                    }
                    continue;
                }
                Beside::Tile(ni) => ni,
            };
            let nb = self.board.tiles()[ni as usize];
            let no = &cat.get(nb.tile).orient[nb.rot as usize];
            let back = side.opposite();
            if !o.edges[side as usize].halves_only() {
                let a = first + o.loc_feature[side as usize] as u16;
                let b = nb.first_seg + no.loc_feature[back as usize] as u16;
                self.join(a, b);
                self.feats.close_edges(a, 2);
            }
            for h in Loc::halves(side) {
                let f = o.loc_feature[h.0 as usize];
                if f != NONE {
                    let g = no.loc_feature[h.across().0 as usize];
                    self.join(first + f as u16, nb.first_seg + g as u16);
                }
            }
        }
        idx
    }

    fn join(&mut self, a: u16, b: u16) {
        let tiles = self.board.tiles();
        let end = self.feats.len();
        self.feats.union(a, b, |t| tile_segs(tiles, end, t));
    }

    /// Every open cell and rotation where `tile`'s edges match its neighbours', until `f`
    /// returns false: the placements of a tile the mode does not restrict further.
    pub(crate) fn open_placements(&self, tile: TileId, mut f: impl FnMut(Placement) -> bool) {
        let sigs = catalog().get(tile).sigs;
        self.board
            .for_each_fit(sigs, |cell, rot| f(Placement { cell, rot }));
    }

    /// How many placements [`Core::open_placements`] offers.
    pub(crate) fn count_open_placements(&self, tile: TileId) -> usize {
        self.board.count_fits(catalog().get(tile).sigs)
    }

    /// The `n`th (from 0) placement [`Core::open_placements`] offers.
    pub(crate) fn nth_open_placement(&self, tile: TileId, n: usize) -> Option<Placement> {
        let (cell, rot) = self.board.nth_fit(catalog().get(tile).sigs, n)?;
        Some(Placement { cell, rot })
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
        if occ == 0 {
            return 0;
        }
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

    /// The cells a feature covers, each once, in board order.
    pub fn feature_cells(&self, seg: u16) -> Vec<Cell> {
        let tiles = self.board.tiles();
        let mut cells: Vec<Cell> = self
            .feats
            .members(seg)
            .map(|s| tiles[self.feats.seg(s).tile as usize].cell)
            .collect();
        cells.sort_unstable_by_key(|c| (c.y, c.x));
        cells.dedup();
        cells
    }

    /// Followers each player has on the feature of `seg`, and the largest count.
    pub(crate) fn majority(&self, seg: u16) -> ([u8; 6], u8) {
        let mut count = [0u8; 6];
        for s in self.feats.members(seg) {
            if let Some(Figure {
                player,
                kind: FigureKind::Meeple,
            }) = self.feats.seg(s).figure
            {
                count[player as usize] += 1;
            }
        }
        let max = *count.iter().max().unwrap_or(&0);
        (count, max)
    }

    pub(crate) fn award(&mut self, winners: &[usize], points: u32) {
        for &p in winners {
            self.players[p].score += points;
        }
    }

    /// Return every figure on the feature of `seg` to its owner's supply, telling
    /// `returned` of each (a mode that tracks where a figure stands forgets it there).
    pub(crate) fn return_figures(
        &mut self,
        seg: u16,
        sink: &mut impl EventSink,
        mut returned: impl FnMut(Figure),
    ) {
        // Walk the member ring by hand: taking a figure does not change the ring.
        let mut s = seg;
        loop {
            let next = self.feats.next_member(s);
            if let Some(fig) = self.feats.take_figure(s) {
                self.players[fig.player as usize].supply[fig.kind as usize] += 1;
                returned(fig);
                if sink.enabled() {
                    let c = self.board.tiles()[self.feats.seg(s).tile as usize].cell;
                    sink.push(Event::FigureReturned {
                        player: fig.player as usize,
                        figure: fig.kind,
                        x: c.x,
                        y: c.y,
                    });
                }
            }
            s = next;
            if s == seg {
                return;
            }
        }
    }
}

/// The segments of placed tile `i`: a tile's segments are added in one run when it is laid,
/// so they end where the next tile's begin (or at the end of all `segs`). Cheaper than the
/// catalog's count of the tile's features, and the union-find asks it for every member.
#[inline]
fn tile_segs(tiles: &[Placed], segs: usize, i: u16) -> (u16, u16) {
    let first = tiles[i as usize].first_seg;
    let end = tiles
        .get(i as usize + 1)
        .map_or(segs as u16, |p| p.first_seg);
    (first, end)
}
