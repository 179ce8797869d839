//! The game state: board, features, players, the face-down deck and the tile in hand, plus
//! the state of the mode's own rules ([`crate::modes`]). This file names no mode.
//!
//! A [`Game`] is only built from a [`Setup`] that passed validation, and only changed by
//! [`Game::apply`] (checked: refuses an illegal move without changing anything) or
//! [`Game::apply_unchecked`] (for search, on moves taken from [`Game::legal_moves`]).

use crate::board::{Board, Placed};
use crate::error::SetupError;
use crate::events::{Event, EventSink};
use crate::features::{Features, FigureKind};
use crate::geometry::{Cell, Loc, Side};
use crate::modes::Rules;
use crate::options::GameOptions;
use crate::rng::GameRng;
use crate::tiles::{catalog, FeatureKind, TileId, NONE};

/// What a player does with the figure step of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    None,
    Place(FigureKind, Loc),
    RecallAbbot,
}

/// Where the tile a move places comes from. Classic always draws from the deck; other modes
/// add their own stacks (Benelux's islands, Hunters & Gatherers' bonus tiles), numbered by the
/// mode.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(
    tag = "from",
    content = "index",
    rename_all = "lowercase",
    deny_unknown_fields
)]
pub enum TileSource {
    #[default]
    Deck,
    Stack(u8),
    /// A bonus tile the turn gives (Hunters & Gatherers' gold): never chosen, never named
    /// in a record (the move after a bonus is earned simply is the bonus turn).
    Bonus,
}

/// One whole turn: where the tile comes from, where it goes, and the figure step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub source: TileSource,
    pub tile: TileId,
    pub cell: Cell,
    /// Clockwise quarter turns (0..4).
    pub rot: u8,
    pub action: Action,
}

impl Move {
    /// A move with a tile drawn from the deck.
    pub fn new(tile: TileId, cell: Cell, rot: u8, action: Action) -> Move {
        Move {
            source: TileSource::Deck,
            tile,
            cell,
            rot,
            action,
        }
    }
}

/// An unvalidated description of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: usize,
    /// The mode's options (which also say the mode).
    pub options: GameOptions,
    pub seed: u64,
    /// The exact draw order after the start tile, by tile name; `None` shuffles the whole set.
    pub deck: Option<Vec<String>>,
    /// The mode's own setup (Benelux: start squares, chips, islands); `None`: from the seed.
    pub mode_setup: Option<crate::modes::ModeSetup>,
}

impl Setup {
    /// A setup whose seed decides everything: the deck and the mode's own setup.
    pub fn seeded(players: usize, options: GameOptions, seed: u64) -> Setup {
        Setup {
            players,
            options,
            seed,
            deck: None,
            mode_setup: None,
        }
    }

    /// This setup with everything its seed decides written out (the deck and the mode's own
    /// setup), as the program records new games: any program that reads the format can then
    /// replay them. The tiles and the setup are the seed's; the game is played from the
    /// written-out setup (a later random choice, such as a tile reshuffled under
    /// `reshuffle`, follows from it).
    pub fn dealt(&self) -> Result<Setup, SetupError> {
        let mut rules = Rules::new(&self.options);
        let cat = catalog();
        let deck = rules.prepare(
            self.deck.as_deref(),
            self.mode_setup.as_ref(),
            &mut GameRng::new(self.seed),
        )?;
        Ok(Setup {
            deck: Some(deck.into_iter().map(|t| cat.get(t).name.clone()).collect()),
            mode_setup: rules.written_setup(),
            ..self.clone()
        })
    }
}

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
    /// Whether the abbot is in supply.
    pub fn abbot(&self) -> bool {
        self.supply[FigureKind::Abbot as usize] > 0
    }
    pub fn has(&self, kind: FigureKind) -> bool {
        self.supply[kind as usize] > 0
    }
}

#[derive(Clone, Debug)]
pub struct Game {
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
    /// The mode's rules and their state.
    pub(crate) rules: Rules,
}

/// The draw order a game seeded `seed` deals itself when its record names no deck: every face-
/// down tile after the start tiles, first draw first. Records the program writes carry it as
/// their explicit `deck`, so that any program reading the format can replay them.
pub fn dealt_deck(options: &GameOptions, seed: u64) -> Vec<String> {
    let cat = catalog();
    Rules::new(options)
        .prepare(None, None, &mut GameRng::new(seed))
        .unwrap_or_default()
        .into_iter()
        .map(|t| cat.get(t).name.clone())
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
        Game::with_rules(setup, Rules::new(&setup.options), sink)
    }

    /// A new game under `rules` (made from the setup's options, or a test's own).
    pub(crate) fn with_rules(
        setup: &Setup,
        mut rules: Rules,
        sink: &mut impl EventSink,
    ) -> Result<Game, SetupError> {
        let mode = setup.options.mode();
        let seats = mode.players();
        if !seats.contains(&setup.players) {
            return Err(if seats == crate::mode::ALL_SEATS {
                SetupError::Players(setup.players)
            } else {
                SetupError::PlayersInMode {
                    mode: mode.title(),
                    n: setup.players,
                    min: *seats.start(),
                    max: *seats.end(),
                }
            });
        }
        let mut rng = GameRng::new(setup.seed);
        let mut draw_order =
            rules.prepare(setup.deck.as_deref(), setup.mode_setup.as_ref(), &mut rng)?;
        draw_order.reverse();
        let starts = rules.start_tiles();
        let supply = rules.supply();
        let tiles = draw_order.len() + starts.len() + rules.set_aside_tiles();
        let mut game = Game {
            board: rules.board(tiles),
            feats: Features::with_capacity(9 * tiles),
            players: vec![PlayerState { score: 0, supply }; setup.players],
            current: 0,
            deck: draw_order,
            hand: None,
            hand_source: TileSource::Deck,
            choosing: false,
            rng,
            turn: 0,
            finished: false,
            rules,
        };
        for (tile, cell, rot) in starts {
            game.lay_tile(tile, cell, rot);
        }
        game.start_turn(None, sink);
        Ok(game)
    }

    pub fn mode(&self) -> crate::Mode {
        self.rules.mode()
    }
    pub fn options(&self) -> GameOptions {
        self.rules.options()
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
    /// How many of each tile kind are still face down (in the deck, or hidden elsewhere as
    /// under a Benelux island's top), by catalog index. This is what a player may know; the
    /// order, and which of them are in the deck, is hidden.
    pub fn remaining_counts(&self) -> Vec<u8> {
        let mut c = vec![0u8; catalog().tiles.len()];
        for t in &self.deck {
            c[t.0 as usize] += 1;
        }
        self.for_each_hidden(|t| c[t.0 as usize] += 1);
        c
    }

    /// The segment range of placed tile `i`.
    #[inline]
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
                // A side facing a square that never takes a tile is closed: a road or city
                // ends there (a field or meadow simply stops).
                if !o.edges[side as usize].halves_only() && self.board.is_blocked(cell.step(side)) {
                    self.feats
                        .close_edges(first + o.loc_feature[side as usize] as u16, 1);
                }
                continue;
            };
            let nb = self.board.tiles()[ni];
            let no = &catalog().get(nb.tile).orient[nb.rot as usize];
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
        self.tile_laid(tile, cell, rot);
        idx
    }

    fn join(&mut self, a: u16, b: u16) {
        let tiles = self.board.tiles();
        self.feats.union(a, b, |t| tiles[t as usize].seg_range());
    }

    /// Draw tiles until one fits somewhere (the mode decides what becomes of those that fit
    /// nowhere); with none left, the game ends.
    pub(crate) fn draw(&mut self, sink: &mut impl EventSink) {
        self.hand = None;
        while let Some(t) = self.deck.pop() {
            if self.fits_anywhere(t) {
                self.hand = Some(t);
                return;
            }
            self.set_aside(t, sink);
        }
        self.finish(sink);
    }

    /// The end of the game: the mode's final scoring, then the final scores.
    pub(crate) fn finish(&mut self, sink: &mut impl EventSink) {
        self.finished = true;
        self.hand = None;
        self.choosing = false;
        self.final_scoring(sink);
        if sink.enabled() {
            sink.push(Event::GameOver {
                scores: self.scores(),
            });
        }
    }
}
