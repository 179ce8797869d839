//! Every rule that differs between modes, behind one enum ([`Rules`]) matched in each hook
//! below. Enum dispatch rather than `dyn`: search clones a [`Game`] for every candidate move,
//! and a plain enum keeps that a flat copy. A mode built on another (Benelux is Classic plus
//! a map, chips and islands) holds the other's state and calls its hooks.
//!
//! The hooks, in the order of a turn: where a tile comes from ([`Game::sources`]), where it
//! may go ([`Game::for_each_placement`] and [`Game::mode_check_placement`]), what laying it
//! changes ([`Game::tile_laid`]), the figure steps ([`Game::for_each_action`],
//! [`Game::check_action`], [`Game::special_action`]), scoring what the tile completed
//! ([`Game::score_completed`]), who plays next ([`Game::next_player`]), a drawn tile that fits
//! nowhere ([`Game::set_aside`]) and the final scoring ([`Game::final_scoring`]).

pub mod classic;

use crate::error::{RuleError, SetupError};
use crate::events::EventSink;
use crate::features::{Figure, FigureKind};
use crate::game::{Action, Game, TileSource};
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::mode::Mode;
use crate::options::GameOptions;
use crate::points::{Occasion, Points};
use crate::rng::GameRng;
use crate::tiles::TileId;

/// `spring` or `lake` for a tile where a river starts or ends in a pool of water (front ends
/// draw the pool from this, never from tile names).
pub fn pool(def: &crate::tiles::TileDef) -> Option<&'static str> {
    match def.mode {
        Mode::Classic => classic::river::pool(def),
        _ => None,
    }
}

/// The mode of a game with the state of its own rules.
#[derive(Clone, Debug)]
pub(crate) enum Rules {
    Classic(classic::Classic),
}

impl Rules {
    pub fn new(options: &GameOptions) -> Rules {
        match options {
            GameOptions::Classic(o) => Rules::Classic(classic::Classic::new(*o)),
        }
    }

    pub fn mode(&self) -> Mode {
        match self {
            Rules::Classic(_) => Mode::Classic,
        }
    }

    pub fn options(&self) -> GameOptions {
        match self {
            Rules::Classic(c) => GameOptions::Classic(c.options),
        }
    }

    /// The tiles on the board before the first move: (tile, cell, quarter turns).
    pub fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        match self {
            Rules::Classic(c) => c.start_tiles(),
        }
    }

    /// The draw order, first draw first: `deck` checked against the mode's tile set, or the
    /// set shuffled with the game's random stream.
    pub fn deal(
        &self,
        deck: Option<&[String]>,
        rng: &mut GameRng,
    ) -> Result<Vec<TileId>, SetupError> {
        match self {
            Rules::Classic(c) => c.deal(deck, rng),
        }
    }

    /// Each player's figures at the start, by [`FigureKind`].
    pub fn supply(&self) -> [u8; FigureKind::COUNT] {
        match self {
            Rules::Classic(c) => c.supply(),
        }
    }
}

impl Game {
    /// Where the player to act may take a tile from.
    pub fn sources(&self) -> Vec<TileSource> {
        match &self.rules {
            Rules::Classic(_) => vec![TileSource::Deck],
        }
    }

    /// Call `f` for each legal placement of `tile` until it returns false.
    pub fn for_each_placement(&self, tile: TileId, f: impl FnMut(Placement) -> bool) {
        match &self.rules {
            Rules::Classic(c) => c.for_each_placement(self, tile, f),
        }
    }

    /// The mode's own limits on where a tile may go, after the edges were matched.
    pub(crate) fn mode_check_placement(&self, tile: TileId, p: Placement) -> Result<(), RuleError> {
        match &self.rules {
            Rules::Classic(c) => c.check_placement(self, tile, p),
        }
    }

    /// What laying a tile changes beyond the board and the features.
    pub(crate) fn tile_laid(&mut self, tile: TileId, cell: Cell, rot: u8) {
        match &mut self.rules {
            Rules::Classic(c) => c.tile_laid(tile, cell, rot),
        }
    }

    /// Figure steps other than `None` after placing `tile` at `p`.
    pub fn for_each_action(&self, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        match &self.rules {
            Rules::Classic(_) => classic::figures::for_each_action(self, tile, p, f),
        }
    }

    /// Check a figure step, explaining a refusal.
    pub(crate) fn check_action(
        &self,
        tile: TileId,
        p: Placement,
        action: Action,
    ) -> Result<(), RuleError> {
        match &self.rules {
            Rules::Classic(_) => classic::figures::check_action(self, tile, p, action),
        }
    }

    /// A figure was placed on segment `seg`.
    pub(crate) fn figure_placed(&mut self, fig: Figure, seg: u16) {
        match &mut self.rules {
            Rules::Classic(c) => c.figure_placed(fig, seg),
        }
    }

    /// A figure went back to its owner's supply.
    pub(crate) fn figure_returned(&mut self, fig: Figure) {
        match &mut self.rules {
            Rules::Classic(c) => c.figure_returned(fig),
        }
    }

    /// A figure step other than placing a figure (Classic's abbot recall).
    pub(crate) fn special_action(&mut self, action: Action, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) => classic::figures::special_action(self, action, sink),
        }
    }

    /// Score what the tile just laid (placed tile index `idx`) completed.
    pub(crate) fn score_completed(&mut self, idx: u16, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) => classic::scoring::score_completed(self, idx, sink),
        }
    }

    /// Who plays after the turn just played: the next seat, or the same player again for a
    /// mode's bonus turn.
    pub(crate) fn next_player(&self) -> usize {
        match &self.rules {
            Rules::Classic(_) => (self.current + 1) % self.players.len(),
        }
    }

    /// A drawn tile fits nowhere: the mode removes it or puts it back.
    pub(crate) fn set_aside(&mut self, tile: TileId, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) => classic::setup::set_aside(self, tile, sink),
        }
    }

    /// The end of the game: unfinished features and whatever else the mode scores.
    pub(crate) fn final_scoring(&mut self, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) => classic::scoring::final_scoring(self, sink),
        }
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
        match &self.rules {
            Rules::Classic(c) => {
                classic::scoring::road_or_city(kind, tiles, shields, complete, c.options.small_city)
            }
        }
    }

    /// What the feature of segment `seg` scores on `occasion` as it stands, by the mode's
    /// rules (fields: for the cities completed so far).
    pub fn feature_points(&self, seg: u16, occasion: Occasion) -> Points {
        match &self.rules {
            Rules::Classic(c) => classic::scoring::points_of(self, c, seg, occasion),
        }
    }
}
