//! The mode registry: every mode the engine plays, each a type over the core
//! ([`crate::core::Core`]) that implements the rules where it differs from the neutral ones
//! ([`crate::rules::ModeRules`]). [`Rules`] holds one of them and forwards the trait to it
//! once, here (an enum: a search clones a game for every move it looks at, and an enum keeps
//! that a flat copy with no dynamic dispatch). A mode built on another holds the other's state
//! and hands it what it does not change itself (Benelux is Classic plus a map, chips and
//! islands). Adding a mode is its folder under `modes/`, its catalog, its line in [`Rules`]
//! (and [`each_mode!`]), and its words in the catalogs: `engine/README.md` has the recipe.
//!
//! Beside the rules, the registry reads and writes what records say of modes: their own
//! setup ([`ModeSetup`]), the tile sources a record names, a mode's figure steps, and what a
//! front end shows of a mode ([`ModeView`], [`ModePlayerView`]).

pub mod benelux;
pub mod classic;
pub mod hunters;
#[cfg(test)]
pub(crate) mod probe;

use crate::ai::eval::{ModeContext, Weights};
use crate::ai::search::HardBudget;
use crate::board::Board;
use crate::core::Core;
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
use crate::rules::{ModeRules, NextTurn};
use crate::tiles::{Contents, FeatureKind, TileId};

/// `spring` or `lake` for a tile where a river starts or ends in a pool of water (front ends
/// draw the pool from this, never from tile names).
pub fn pool(def: &crate::tiles::TileDef) -> Option<&'static str> {
    match def.mode {
        Mode::Classic => classic::river::pool(def),
        _ => None,
    }
}

/// Why a mode refuses a choice, in its own words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ModeRefusal {
    #[error(transparent)]
    Classic(#[from] classic::Refusal),
    #[error(transparent)]
    Benelux(#[from] benelux::Refusal),
    #[error(transparent)]
    Hunters(#[from] hunters::Refusal),
}

/// The figure step a record move names by `recall_abbot` (Classic's abbot recall; a mode
/// without it refuses the step when the move is checked).
pub fn action_from_record(recall_abbot: bool) -> Option<Action> {
    recall_abbot.then(classic::recall)
}

/// Why a mode refuses a record move that mentions the abbot's recall at all (`false` too): a
/// mode without the abbot has no such field (Hunters & Gatherers).
pub fn record_recall_refused(mode: Mode) -> Option<RuleError> {
    match mode {
        Mode::HuntersGatherers => Some(hunters::figures::no_abbot()),
        Mode::Classic | Mode::Benelux => None,
    }
}

/// Whether a record writes `action` as `recall_abbot`.
pub fn action_to_record(action: Action) -> bool {
    action == classic::recall()
}

/// The source a record move names by `island` and `stack` (only Benelux's islands are
/// named in records; other stacks are implied by the turn).
pub fn source_from_record(
    island: Option<&str>,
    stack: Option<u8>,
) -> Result<TileSource, ModeRefusal> {
    match (island, stack) {
        (Some(island), Some(stack)) => Ok(benelux::source_from_record(island, stack)?),
        _ => Err(benelux::Refusal::IslandAndStack.into()),
    }
}

/// How a record names stack source `i`: an island's colour and its stack number.
pub fn source_to_record(i: u8) -> (String, u8) {
    benelux::source_to_record(i)
}

/// A mode's own setup a record may carry beside its deck (`shared/rules/README.md`): written
/// as the record's `setup` field.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(untagged)]
pub enum ModeSetup {
    Benelux(benelux::BeneluxSetup),
    /// Written as the record's `bonus_deck` field.
    Hunters(hunters::HuntersSetup),
}

impl ModeSetup {
    /// Read a record's `setup` field for `mode`.
    pub fn from_json(mode: Mode, v: serde_json::Value) -> Result<ModeSetup, String> {
        match mode {
            Mode::Benelux => serde_json::from_value(v)
                .map(ModeSetup::Benelux)
                .map_err(|e| format!("setup: {e}")),
            m => Err(format!("a game of {} has no setup field", m.title())),
        }
    }
}

/// What a front end shows of a mode beyond the tiles (flattened into the game's view).
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct ModeView {
    /// The board under the squares, for a mode played on a map.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub map: Option<benelux::view::MapView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub benelux: Option<benelux::view::BeneluxView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hunters: Option<hunters::view::HuntersView>,
}

/// What a player's row shows of a mode beyond the score and the followers (flattened into
/// [`crate::view::PlayerView`]).
#[derive(Clone, Debug, serde::Serialize)]
#[serde(untagged)]
pub enum ModePlayerView {
    Classic(classic::PlayerView),
    Hunters(hunters::view::PlayerView),
}

/// The mode of a game with the state of its own rules.
#[derive(Clone, Debug)]
pub(crate) enum Rules {
    Classic(classic::Classic),
    Benelux(Box<benelux::Benelux>),
    Hunters(Box<hunters::Hunters>),
    /// Classic with a stack to take tiles from and a bonus turn: it exercises the turn's
    /// seam in the engine's own tests until a real mode does.
    #[cfg(test)]
    Probe(probe::Probe),
}

/// `$body` with `$m` bound to the mode's own rules, whichever mode `$rules` holds: the one
/// place that lists every mode for the trait's forwarding.
macro_rules! each_mode {
    ($rules:expr, $m:ident => $body:expr) => {
        match $rules {
            Rules::Classic($m) => $body,
            Rules::Benelux($m) => $body,
            Rules::Hunters($m) => $body,
            #[cfg(test)]
            Rules::Probe($m) => $body,
        }
    };
}

impl Rules {
    pub fn new(options: &GameOptions) -> Rules {
        match options {
            GameOptions::Classic(o) => Rules::Classic(classic::Classic::new(*o)),
            GameOptions::Benelux(o) => Rules::Benelux(Box::new(benelux::Benelux::new(*o))),
            GameOptions::Hunters(o) => Rules::Hunters(Box::new(hunters::Hunters::new(*o))),
        }
    }

    pub fn mode(&self) -> Mode {
        match self {
            Rules::Classic(_) => Mode::Classic,
            Rules::Benelux(_) => Mode::Benelux,
            Rules::Hunters(_) => Mode::HuntersGatherers,
            #[cfg(test)]
            Rules::Probe(_) => Mode::Classic,
        }
    }

    pub fn options(&self) -> GameOptions {
        match self {
            Rules::Classic(c) => GameOptions::Classic(c.options),
            Rules::Benelux(b) => GameOptions::Benelux(b.options),
            Rules::Hunters(h) => GameOptions::Hunters(h.options),
            #[cfg(test)]
            Rules::Probe(p) => GameOptions::Classic(p.classic.options),
        }
    }

    /// Set the game up: the draw order, first draw first (`deck` checked against the mode's
    /// tile set, or the set shuffled with the game's random stream), and the mode's own
    /// setup (the record's, else from the random stream).
    pub fn prepare(
        &mut self,
        deck: Option<&[String]>,
        extra: Option<&ModeSetup>,
        rng: &mut GameRng,
    ) -> Result<Vec<TileId>, SetupError> {
        match (self, extra) {
            (Rules::Benelux(b), Some(ModeSetup::Benelux(s))) => b.prepare(Some(s), deck, rng),
            (Rules::Benelux(b), None) => b.prepare(None, deck, rng),
            (Rules::Hunters(h), Some(ModeSetup::Hunters(s))) => h.prepare(deck, Some(s), rng),
            (Rules::Hunters(h), None) => h.prepare(deck, None, rng),
            (_, Some(_)) => Err(SetupError::Invalid(
                "this mode takes no setup field".to_string(),
            )),
            (Rules::Classic(c), None) => c.deal(deck, rng),
            #[cfg(test)]
            (Rules::Probe(p), None) => p.classic.deal(deck, rng),
        }
    }

    /// The mode's setup as a record writes it (`None` for a mode without one).
    pub fn written_setup(&self) -> Option<ModeSetup> {
        match self {
            Rules::Benelux(b) => Some(ModeSetup::Benelux(b.written_setup())),
            Rules::Hunters(h) => Some(ModeSetup::Hunters(h.written_setup())),
            _ => None,
        }
    }

    /// Classic's state, in the modes built on Classic.
    pub fn classic(&self) -> Option<&classic::Classic> {
        match self {
            Rules::Classic(c) => Some(c),
            Rules::Benelux(b) => Some(&b.classic),
            Rules::Hunters(_) => None,
            #[cfg(test)]
            Rules::Probe(p) => Some(&p.classic),
        }
    }

    /// The mode's part of the view.
    pub fn view(&self, core: &Core) -> ModeView {
        match self {
            Rules::Benelux(b) => ModeView {
                map: Some(benelux::view::map_view()),
                benelux: Some(benelux::view::view(b, core.players().len())),
                ..ModeView::default()
            },
            Rules::Hunters(h) => ModeView {
                hunters: Some(hunters::view::view(h, core)),
                ..ModeView::default()
            },
            _ => ModeView::default(),
        }
    }

    /// The mode's part of player `p`'s row.
    pub fn player_view(&self, core: &Core, p: usize) -> ModePlayerView {
        match self {
            Rules::Classic(c) => ModePlayerView::Classic(c.player_view(core, p)),
            Rules::Benelux(b) => ModePlayerView::Classic(b.classic.player_view(core, p)),
            Rules::Hunters(_) => ModePlayerView::Hunters(hunters::view::player_view(core, p)),
            #[cfg(test)]
            Rules::Probe(q) => ModePlayerView::Classic(q.classic.player_view(core, p)),
        }
    }

    /// The view of a figure step of the mode's own ([`Action::Mode`]) after the tile was
    /// laid on `laid`, a copy of `before`.
    pub fn mode_option(
        &self,
        before: &Game,
        laid: &Game,
        code: u8,
    ) -> Option<crate::view::OptionView> {
        self.classic()
            .and_then(|c| c.mode_option(before, laid, code))
    }
}

impl ModeRules for Rules {
    fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        each_mode!(self, m => m.start_tiles())
    }
    fn supply(&self) -> [u8; FigureKind::COUNT] {
        each_mode!(self, m => m.supply())
    }
    fn board(&self, capacity: usize) -> Board {
        each_mode!(self, m => m.board(capacity))
    }
    fn set_aside_tiles(&self) -> usize {
        each_mode!(self, m => m.set_aside_tiles())
    }
    fn sources(&self, core: &Core) -> Vec<TileSource> {
        each_mode!(self, m => m.sources(core))
    }
    fn offers_choice(&self, core: &Core) -> bool {
        each_mode!(self, m => m.offers_choice(core))
    }
    fn offers(&self, core: &Core, source: TileSource) -> bool {
        each_mode!(self, m => m.offers(core, source))
    }
    fn refuse_source(&self, core: &Core, source: TileSource) -> RuleError {
        each_mode!(self, m => m.refuse_source(core, source))
    }
    fn take_from_stack(&mut self, core: &Core, stack: u8) -> Option<TileId> {
        each_mode!(self, m => m.take_from_stack(core, stack))
    }
    fn next_bonus(&mut self) -> Option<TileId> {
        each_mode!(self, m => m.next_bonus())
    }
    fn bonus_lapsed(&mut self) {
        each_mode!(self, m => m.bonus_lapsed())
    }
    fn set_aside<S: EventSink>(&mut self, core: &mut Core, tile: TileId, sink: &mut S) {
        each_mode!(self, m => m.set_aside(core, tile, sink))
    }
    fn for_each_placement(&self, core: &Core, tile: TileId, f: impl FnMut(Placement) -> bool) {
        each_mode!(self, m => m.for_each_placement(core, tile, f))
    }
    fn count_placements(&self, core: &Core, tile: TileId) -> usize {
        each_mode!(self, m => m.count_placements(core, tile))
    }
    fn nth_placement(&self, core: &Core, tile: TileId, n: usize) -> Option<Placement> {
        each_mode!(self, m => m.nth_placement(core, tile, n))
    }
    fn fits_anywhere(&self, core: &Core, tile: TileId) -> bool {
        each_mode!(self, m => m.fits_anywhere(core, tile))
    }
    fn check_placement(&self, core: &Core, tile: TileId, p: Placement) -> Result<(), RuleError> {
        each_mode!(self, m => m.check_placement(core, tile, p))
    }
    fn blocked_square(&self, cell: Cell) -> RuleError {
        each_mode!(self, m => m.blocked_square(cell))
    }
    fn tile_laid(&mut self, core: &Core, tile: TileId, cell: Cell, rot: u8) {
        each_mode!(self, m => m.tile_laid(core, tile, cell, rot))
    }
    fn for_each_action(&self, core: &Core, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        each_mode!(self, m => m.for_each_action(core, tile, p, f))
    }
    fn check_action(
        &self,
        core: &Core,
        tile: TileId,
        p: Placement,
        action: Action,
    ) -> Result<(), RuleError> {
        each_mode!(self, m => m.check_action(core, tile, p, action))
    }
    fn figure_placed(&mut self, core: &mut Core, fig: Figure, seg: u16) {
        each_mode!(self, m => m.figure_placed(core, fig, seg))
    }
    fn mode_action<S: EventSink>(&mut self, core: &mut Core, code: u8, sink: &mut S) {
        each_mode!(self, m => m.mode_action(core, code, sink))
    }
    fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S) {
        each_mode!(self, m => m.score_completed(core, idx, sink))
    }
    fn final_scoring<S: EventSink>(&mut self, core: &mut Core, sink: &mut S) {
        each_mode!(self, m => m.final_scoring(core, sink))
    }
    fn next_turn(&mut self, core: &Core) -> NextTurn {
        each_mode!(self, m => m.next_turn(core))
    }
    fn feature_points(&self, core: &Core, seg: u16, occasion: Occasion) -> Points {
        each_mode!(self, m => m.feature_points(core, seg, occasion))
    }
    fn road_or_city_points(
        &self,
        kind: FeatureKind,
        tiles: u32,
        shields: u32,
        complete: bool,
    ) -> Points {
        each_mode!(self, m => m.road_or_city_points(kind, tiles, shields, complete))
    }
    fn feature_contents(&self, core: &Core, seg: u16) -> Contents {
        each_mode!(self, m => m.feature_contents(core, seg))
    }
    fn mode_figures(&self) -> Vec<(u16, Figure)> {
        each_mode!(self, m => m.mode_figures())
    }
    fn mode_figure_points(&self, core: &Core, seg: u16) -> Points {
        each_mode!(self, m => m.mode_figure_points(core, seg))
    }
    fn for_each_hidden(&self, f: impl FnMut(TileId)) {
        each_mode!(self, m => m.for_each_hidden(f))
    }
    fn for_each_reserve(&self, f: impl FnMut(TileId, crate::fits::Pool)) {
        each_mode!(self, m => m.for_each_reserve(f))
    }
    fn swap_hidden(&mut self, t: TileId, with: TileId) -> bool {
        each_mode!(self, m => m.swap_hidden(t, with))
    }
    fn shuffle_hidden(&mut self, deck: &mut Vec<TileId>, rng: &mut GameRng) {
        each_mode!(self, m => m.shuffle_hidden(deck, rng))
    }
    fn veil(&mut self, source: TileSource) {
        each_mode!(self, m => m.veil(source))
    }
    fn public_setup(&self, pool: &mut Vec<TileId>) -> Option<ModeSetup> {
        each_mode!(self, m => m.public_setup(pool))
    }
    fn ai_weights(&self) -> &'static Weights {
        each_mode!(self, m => m.ai_weights())
    }
    fn ai_hard_budget(&self) -> HardBudget {
        each_mode!(self, m => m.ai_hard_budget())
    }
    fn ai_expert_budget(&self) -> HardBudget {
        each_mode!(self, m => m.ai_expert_budget())
    }
    fn ai_board_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        each_mode!(self, m => m.ai_board_terms(core, w, ctx, v))
    }
    fn ai_supply_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        each_mode!(self, m => m.ai_supply_terms(core, w, ctx, v))
    }
}
