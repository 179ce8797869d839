//! A game: the core every mode shares ([`crate::core::Core`]: board, features, players, the
//! face-down deck and the tile in hand) and one mode's rules with their state
//! ([`crate::modes::Rules`]). This file names no mode.
//!
//! A [`Game`] is only built from a [`Setup`] that passed validation, and only changed by
//! [`Game::apply`] / [`Game::apply_with`] (checked once: refuses an illegal move without
//! changing anything) or
//! [`Game::apply_unchecked`] (for search, on moves taken from [`Game::legal_moves`]).

use crate::core::Core;
use crate::error::SetupError;
use crate::events::{Event, EventSink};
use crate::features::{Figure, FigureKind};
use crate::geometry::{Cell, Loc};
use crate::modes::Rules;
use crate::options::GameOptions;
use crate::points::Points;
use crate::rng::GameRng;
use crate::rules::ModeRules;
use crate::tiles::{catalog, TileId};

/// What a player does with the figure step of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    None,
    Place(FigureKind, Loc),
    /// A figure step of the mode's own, by the mode's code (Classic's abbot recall).
    Mode(u8),
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

/// A game: the core every mode shares, and the mode's rules with their state.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) core: Core,
    /// The mode's rules and their state.
    pub(crate) rules: Rules,
    /// While a tile taken from a chosen source may still be put back: what the take changed,
    /// as it was before (see [`crate::turn`]).
    pub(crate) taken: Option<Box<crate::turn::Taken>>,
}

/// A game reads as its core: the board, features, players, hand and turn.
impl std::ops::Deref for Game {
    type Target = Core;
    fn deref(&self) -> &Core {
        &self.core
    }
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
        let tiles = draw_order.len() + starts.len() + rules.set_aside_tiles();
        let core = Core::new(
            rules.board(tiles),
            tiles,
            setup.players,
            rules.supply(),
            draw_order,
            rng,
        );
        let mut game = Game {
            core,
            rules,
            taken: None,
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
    /// Where the player to act may take a tile from.
    pub fn sources(&self) -> Vec<TileSource> {
        self.rules.sources(&self.core)
    }
    /// What the feature of segment `seg` scores on `occasion` as it stands, by the mode's
    /// rules (fields: for the cities completed so far; forests and rivers: nothing at the end
    /// unless completed).
    pub fn feature_points(&self, seg: u16, occasion: crate::points::Occasion) -> Points {
        self.rules.feature_points(&self.core, seg, occasion)
    }
    /// What a road or city of `tiles` tiles and `shields` shields would score, completed or
    /// not, by the mode's rules (for projections of features that have not grown yet).
    pub fn road_or_city_points(
        &self,
        kind: crate::tiles::FeatureKind,
        tiles: u32,
        shields: u32,
        complete: bool,
    ) -> Points {
        self.rules
            .road_or_city_points(kind, tiles, shields, complete)
    }
    /// What the feature of segment `seg` holds, over all its tiles (a river: the fish of the
    /// lakes at its ends); nothing in a mode whose tiles print no contents.
    pub fn feature_contents(&self, seg: u16) -> crate::tiles::Contents {
        self.rules.feature_contents(&self.core, seg)
    }
    /// Figures the mode keeps off the features (Hunters & Gatherers' huts), with the segment
    /// each stands on.
    pub fn mode_figures(&self) -> Vec<(u16, Figure)> {
        self.rules.mode_figures()
    }
    /// What a figure of the mode's own on segment `seg` (a hut) would score if the game
    /// ended now.
    pub fn mode_figure_points(&self, seg: u16) -> Points {
        self.rules.mode_figure_points(&self.core, seg)
    }
    /// The mode's part of the view.
    pub fn mode_view(&self) -> crate::modes::ModeView {
        self.rules.view(&self.core)
    }
    /// The mode's setup as a record writes it.
    pub fn written_setup(&self) -> Option<crate::modes::ModeSetup> {
        self.rules.written_setup()
    }
    /// The AI's evaluation weights in this mode.
    pub fn ai_weights(&self) -> &'static crate::ai::eval::Weights {
        self.rules.ai_weights()
    }
    /// How far the `hard` AI looks in this mode.
    pub fn ai_hard_budget(&self) -> crate::ai::search::HardBudget {
        self.rules.ai_hard_budget()
    }
    /// How far the `expert` AI looks in this mode.
    pub fn ai_expert_budget(&self) -> crate::ai::search::HardBudget {
        self.rules.ai_expert_budget()
    }
    /// How many of each tile kind are still face down (in the deck, or hidden elsewhere as
    /// under a Benelux island's top), by catalog index. This is what a player may know; the
    /// order, and which of them are in the deck, is hidden.
    pub fn remaining_counts(&self) -> Vec<u8> {
        let mut c = vec![0u8; catalog().tiles.len()];
        for t in &self.core.deck {
            c[t.0 as usize] += 1;
        }
        self.rules.for_each_hidden(|t| c[t.0 as usize] += 1);
        c
    }

    /// Put a tile on the board, then tell the mode. No rule checks.
    pub(crate) fn lay_tile(&mut self, tile: TileId, cell: Cell, rot: u8) -> u16 {
        let idx = self.core.lay_tile(tile, cell, rot);
        self.rules.tile_laid(&self.core, tile, cell, rot);
        idx
    }

    /// Draw tiles until one fits somewhere (the mode decides what becomes of those that fit
    /// nowhere); with none left, the game ends.
    pub(crate) fn draw(&mut self, sink: &mut impl EventSink) {
        self.core.hand = None;
        while let Some(t) = self.core.deck.pop() {
            if self.rules.fits_anywhere(&self.core, t) {
                self.core.hand = Some(t);
                return;
            }
            self.rules.set_aside(&mut self.core, t, sink);
        }
        self.finish(sink);
    }

    /// The end of the game: the mode's final scoring, then the final scores.
    pub(crate) fn finish(&mut self, sink: &mut impl EventSink) {
        self.core.finished = true;
        self.core.hand = None;
        self.core.choosing = false;
        self.rules.final_scoring(&mut self.core, sink);
        if sink.enabled() {
            sink.push(Event::GameOver {
                scores: self.scores(),
            });
        }
    }
}
