//! The game state: board, features, players, the face-down deck and the tile in hand.
//!
//! A [`Game`] is only built from a [`Setup`] that passed validation, and only changed by
//! [`Game::apply`] (checked: refuses an illegal move without changing anything) or
//! [`Game::apply_unchecked`] (for search, on moves taken from [`Game::legal_moves`]).

use crate::board::{Board, Placed};
use crate::error::SetupError;
use crate::events::{Event, EventSink};
use crate::features::{Features, FigureKind};
use crate::geometry::{Cell, Loc, Side};
use crate::options::{Art, Options, RiverStartTile, Unplaceable};
use crate::rng::GameRng;
use crate::tiles::{catalog, Edge, FeatureKind, TileId, NONE};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// Followers in each player's supply (the eighth of the box marks the score).
pub const FOLLOWERS: u8 = 7;

/// What a player does with the figure step of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    None,
    Place(FigureKind, Loc),
    RecallAbbot,
}

/// One whole turn: where the tile in hand goes, and the figure step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub tile: TileId,
    pub cell: Cell,
    /// Clockwise quarter turns (0..4).
    pub rot: u8,
    pub action: Action,
}

/// An unvalidated description of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    pub options: Options,
    pub seed: u64,
    /// The exact draw order after the start tile, by tile name; `None` shuffles the whole set.
    pub deck: Option<Vec<String>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub score: u32,
    /// Followers in supply.
    pub followers: u8,
    /// Whether the abbot is in supply (always false without the Abbot option).
    pub abbot: bool,
    /// The segment the abbot stands on, when it is on the board.
    pub abbot_at: Option<u16>,
}

/// The river's open end: the empty cell the next river tile must fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RiverEnd {
    pub cell: Cell,
    /// The side of `cell` that faces the river so far.
    pub from: Side,
    /// The last bend, seen going downstream: -1 left, +1 right, 0 straight since.
    pub last_turn: i8,
}

#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) options: Options,
    pub(crate) board: Board,
    pub(crate) feats: Features,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) current: usize,
    /// Face-down tiles, the next draw last.
    pub(crate) deck: Vec<TileId>,
    pub(crate) hand: Option<TileId>,
    pub(crate) river: Option<RiverEnd>,
    pub(crate) rng: GameRng,
    pub(crate) turn: u32,
    pub(crate) finished: bool,
}

/// How many copies of each tile kind the game's set holds.
pub fn tile_set(options: &Options) -> Vec<u8> {
    let art = match options.art() {
        Art::Classic => 0,
        Art::Modern => 1,
    };
    catalog()
        .tiles
        .iter()
        .map(|t| {
            if t.river && !options.river {
                0
            } else {
                t.counts[art]
            }
        })
        .collect()
}

impl Game {
    /// Validate a setup, lay the start tile and draw the first tile.
    ///
    /// # Errors
    /// A player count outside 2..=6, or a deck naming unknown tiles, tiles outside the set, or
    /// more copies of a tile than the set has.
    pub fn new(setup: &Setup) -> Result<Game, SetupError> {
        Self::new_with(setup, &mut crate::events::NoEvents)
    }

    pub fn new_with(setup: &Setup, sink: &mut impl EventSink) -> Result<Game, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        let cat = catalog();
        let opts = setup.options;
        let set = tile_set(&opts);
        let start = cat
            .find(if opts.river { "RA" } else { "D" })
            .expect("start tiles are in the catalog");
        let mut rng = GameRng::new(setup.seed);
        let mut draw_order = match &setup.deck {
            Some(names) => {
                let ids = names
                    .iter()
                    .map(|n| {
                        cat.find(n)
                            .ok_or_else(|| SetupError::UnknownTile(n.clone()))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                // With the River and `river_start_tile: discard`, one `D` is out of the game.
                let mut available = set.clone();
                if opts.river && opts.river_start_tile == RiverStartTile::Discard {
                    let d = cat.find("D").expect("D in catalog");
                    available[d.0 as usize] -= 1;
                }
                check_counts(&available, start, &ids)?;
                ids
            }
            None => shuffled_deck(&opts, &set, start, &mut rng),
        };
        draw_order.reverse();
        let mut game = Game {
            options: opts,
            board: Board::new(draw_order.len() + 1),
            feats: Features::with_capacity(9 * (draw_order.len() + 1)),
            players: vec![
                PlayerState {
                    score: 0,
                    followers: FOLLOWERS,
                    abbot: opts.abbot,
                    abbot_at: None,
                };
                setup.players
            ],
            current: 0,
            deck: draw_order,
            hand: None,
            river: None,
            rng,
            turn: 0,
            finished: false,
        };
        game.lay_tile(start, Cell::new(0, 0), 0);
        game.draw(sink);
        Ok(game)
    }

    pub fn options(&self) -> &Options {
        &self.options
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
    /// The tile to place now; `None` once the game is over.
    pub fn hand(&self) -> Option<TileId> {
        self.hand
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
    /// How many of each tile kind are still face down, by catalog index. This is what a
    /// player may know; the order is hidden.
    pub fn remaining_counts(&self) -> Vec<u8> {
        let mut c = vec![0u8; catalog().tiles.len()];
        for t in &self.deck {
            c[t.0 as usize] += 1;
        }
        c
    }

    /// The segment range of placed tile `i`.
    pub(crate) fn seg_range(&self, i: u16) -> (u16, u16) {
        self.board.tiles()[i as usize].seg_range()
    }

    /// Put a tile on the board and join its features to its neighbours'. No rule checks.
    pub(crate) fn lay_tile(&mut self, tile: TileId, cell: Cell, rot: u8) -> u16 {
        let def = catalog().get(tile);
        let o = &def.orient[rot as usize];
        let idx = self.board.tiles().len() as u16;
        let first = self.feats.len() as u16;
        for (i, f) in def.features.iter().enumerate() {
            let open = if f.kind.spans_tiles() && f.kind != FeatureKind::Field {
                (o.masks[i] & 0xF).count_ones() as u16
            } else {
                0
            };
            self.feats.add(idx, i as u8, f.kind, f.shield, open);
        }
        self.board.place(
            Placed {
                cell,
                tile,
                rot,
                first_seg: first,
            },
            &o.edges,
        );
        for side in Side::ALL {
            let Some(ni) = self.board.tile_index(cell.step(side)) else {
                continue;
            };
            let nb = self.board.tiles()[ni];
            let no = &catalog().get(nb.tile).orient[nb.rot as usize];
            let back = side.opposite();
            if o.edges[side as usize] != Edge::Field {
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
        if def.river {
            self.extend_river(o, cell);
        }
        idx
    }

    /// Move the river's open end past a river tile just laid (the spring starts it, the lake
    /// closes it).
    fn extend_river(&mut self, o: &crate::tiles::Oriented, cell: Cell) {
        let (exit, last_turn) = match self.river {
            // The spring: the river leaves by its only water edge.
            None => (
                Side::ALL
                    .into_iter()
                    .find(|s| o.edges[*s as usize] == Edge::Water),
                0,
            ),
            Some(end) => {
                let turn = crate::legal::river_turn(o, &end).unwrap_or(0);
                (crate::legal::river_exit(o, end.from), turn)
            }
        };
        self.river = exit.map(|x| RiverEnd {
            cell: cell.step(x),
            from: x.opposite(),
            last_turn,
        });
    }

    fn join(&mut self, a: u16, b: u16) {
        let tiles = self.board.tiles();
        self.feats.union(a, b, |t| tiles[t as usize].seg_range());
    }

    /// Draw tiles until one fits somewhere; with none left, the game ends.
    pub(crate) fn draw(&mut self, sink: &mut impl EventSink) {
        self.hand = None;
        while let Some(t) = self.deck.pop() {
            if self.fits_anywhere(t) {
                self.hand = Some(t);
                return;
            }
            let name = || catalog().get(t).name.clone();
            // Reshuffling only helps when something left could fit; otherwise the tile goes,
            // so a deck of tiles that fit nowhere cannot loop forever.
            let reshuffle = self.options.unplaceable == Unplaceable::Reshuffle
                && self.deck.iter().any(|&o| o != t && self.fits_anywhere(o));
            if reshuffle {
                self.deck.push(t);
                let deck = &mut self.deck;
                self.rng.shuffle(deck);
                if sink.enabled() {
                    sink.push(Event::TileReshuffled { tile: name() });
                }
            } else if sink.enabled() {
                sink.push(Event::TileDiscarded { tile: name() });
            }
        }
        self.finish(sink);
    }
}

/// The draw order a game seeded `seed` deals itself when its record names no deck: every face-
/// down tile after the start tile, first draw first. Records the program writes carry it as
/// their explicit `deck`.
pub fn dealt_deck(options: &Options, seed: u64) -> Vec<String> {
    let cat = catalog();
    let start = cat
        .find(if options.river { "RA" } else { "D" })
        .expect("start tiles are in the catalog");
    let set = tile_set(options);
    shuffled_deck(options, &set, start, &mut GameRng::new(seed))
        .into_iter()
        .map(|t| cat.get(t).name.clone())
        .collect()
}

fn check_counts(set: &[u8], start: TileId, ids: &[TileId]) -> Result<(), SetupError> {
    let mut used = vec![0usize; set.len()];
    used[start.0 as usize] += 1;
    for t in ids {
        used[t.0 as usize] += 1;
    }
    for (i, &n) in used.iter().enumerate() {
        let have = set[i] as usize;
        if n > have {
            let tile = catalog().tiles[i].name.clone();
            return Err(if have == 0 {
                SetupError::NotInSet { tile }
            } else {
                SetupError::TooMany {
                    tile,
                    wanted: n,
                    have,
                }
            });
        }
    }
    Ok(())
}

/// The full set in draw order: river tiles first (lake last), then the shuffled land tiles.
fn shuffled_deck(opts: &Options, set: &[u8], start: TileId, rng: &mut GameRng) -> Vec<TileId> {
    let cat = catalog();
    let mut river = Vec::new();
    let mut land = Vec::new();
    let lake = cat.find("RL").expect("lake in catalog");
    let land_start = cat.find("D").expect("D in catalog");
    for id in cat.ids() {
        let mut n = set[id.0 as usize];
        if id == start {
            n -= 1;
        }
        if opts.river && id == land_start && opts.river_start_tile == RiverStartTile::Discard {
            n -= 1;
        }
        for _ in 0..n {
            if cat.get(id).river {
                if id != lake {
                    river.push(id);
                }
            } else {
                land.push(id);
            }
        }
    }
    rng.shuffle(&mut river);
    rng.shuffle(&mut land);
    if opts.river {
        river.push(lake);
    }
    river.extend(land);
    river
}
