//! Every rule that differs between modes, behind one enum (`Rules`) matched in each hook
//! below. Enum dispatch rather than `dyn`: search clones a `Game` for every candidate move,
//! and a plain enum keeps that a flat copy. A mode built on another (Benelux is Classic plus
//! a map, chips and islands) holds the other's state and calls its hooks.
//!
//! The hooks: the setup (`Rules::prepare` with the record's own setup field, `ModeSetup`,
//! `Rules::start_tiles`, `Rules::supply`, the board in `Rules::board`); then, in the order of
//! a turn, where a tile comes from (`Game::sources`, `Game::offers_choice`,
//! `Game::take_from_stack`, and `Game::refuse_source` for the reason a source is refused),
//! what a square that never takes a tile is (`Game::blocked_square`), where it may go
//! (`Game::for_each_placement` and `Game::mode_check_placement`), what laying it changes
//! (`Game::tile_laid`), the figure steps (`Game::for_each_action`, `Game::check_action`,
//! `Game::special_action`), scoring what the tile completed (`Game::score_completed`),
//! who plays next (`Game::next_turn`), a drawn tile that fits nowhere (`Game::set_aside`)
//! and the final scoring (`Game::final_scoring`); and what a feature is worth
//! (`Game::feature_points`, `Game::road_or_city_points`) for views and the AI. Tiles a
//! player cannot tell from the deck (`Game::for_each_hidden`, `Game::swap_hidden`,
//! `Game::shuffle_all_hidden`, and `Game::veil_source` for the AI's copies) keep the AI
//! honest; the AI's evaluation takes the mode's weights and `hard` budget
//! (`Game::ai_weights`, `Game::ai_hard_budget`) and what the mode adds to it
//! (`Game::add_mode_values`: Benelux's chips); and `Game::mode_view` adds the mode's part of
//! the view.

pub mod benelux;
pub mod classic;
pub mod hunters;
#[cfg(test)]
pub(crate) mod probe;

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
use crate::turn::NextTurn;

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
    Benelux(#[from] benelux::Refusal),
    #[error(transparent)]
    Hunters(#[from] hunters::Refusal),
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

    /// The tiles on the board before the first move: (tile, cell, quarter turns).
    pub fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        match self {
            Rules::Classic(c) => c.start_tiles(),
            Rules::Benelux(b) => b.start_tiles(),
            Rules::Hunters(h) => h.start_tiles(),
            #[cfg(test)]
            Rules::Probe(p) => p.classic.start_tiles(),
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

    /// Tiles set up off the board and the deck (Benelux's islands), for room on the board.
    pub fn set_aside_tiles(&self) -> usize {
        match self {
            Rules::Benelux(_) => benelux::setup::STACK * benelux::setup::STACKS,
            _ => 0,
        }
    }

    /// The board: unbounded, or a mode's map.
    pub fn board(&self, capacity: usize) -> crate::board::Board {
        match self {
            Rules::Classic(_) | Rules::Hunters(_) => crate::board::Board::new(capacity),
            Rules::Benelux(b) => b.board(capacity),
            #[cfg(test)]
            Rules::Probe(p) => match &p.map {
                Some(map) => crate::board::Board::bounded(map, capacity),
                None => crate::board::Board::new(capacity),
            },
        }
    }

    /// Each player's figures at the start, by [`FigureKind`].
    pub fn supply(&self) -> [u8; FigureKind::COUNT] {
        match self {
            Rules::Classic(c) => c.supply(),
            Rules::Benelux(b) => b.supply(),
            Rules::Hunters(h) => h.supply(),
            #[cfg(test)]
            Rules::Probe(p) => p.classic.supply(),
        }
    }
}

impl Game {
    /// Where the player to act may take a tile from.
    pub fn sources(&self) -> Vec<TileSource> {
        if self.finished {
            return Vec::new();
        }
        match &self.rules {
            Rules::Classic(_) => vec![TileSource::Deck],
            // Never a choice: the deck, or the bonus tile the turn gives.
            Rules::Hunters(_) => vec![self.hand_source],
            Rules::Benelux(b) => b.sources(self),
            #[cfg(test)]
            Rules::Probe(p) => p.sources(self),
        }
    }

    /// Whether the player to act may choose among several sources now (checked at the start
    /// of every turn, so it allocates nothing).
    pub(crate) fn offers_choice(&self) -> bool {
        match &self.rules {
            Rules::Classic(_) | Rules::Hunters(_) => false,
            Rules::Benelux(b) => b.offers_choice(self),
            #[cfg(test)]
            Rules::Probe(p) => p.sources(self).len() > 1,
        }
    }

    /// Whether `source` is one of [`Game::sources`] (without listing them all).
    pub(crate) fn offers(&self, source: TileSource) -> bool {
        match &self.rules {
            Rules::Benelux(b) => !self.finished && b.offers(self, source),
            _ => self.sources().contains(&source),
        }
    }

    /// Why `source` is not one the player to act may take from now.
    pub(crate) fn refuse_source(&self, source: TileSource) -> RuleError {
        match &self.rules {
            Rules::Benelux(b) => b.refuse(self, source),
            _ => RuleError::NoSuchSource,
        }
    }

    /// What a square that never takes a tile is, for a refusal.
    pub(crate) fn blocked_square(&self, cell: Cell) -> RuleError {
        match &self.rules {
            Rules::Benelux(_) => RuleError::BlockedSquare {
                cell,
                what: benelux::Benelux::square_name(cell),
            },
            _ => RuleError::NoSquare(cell),
        }
    }

    /// Call `f` with every tile a player cannot tell from the face-down deck (tiles lying face
    /// down elsewhere, such as under an island's top).
    pub(crate) fn for_each_hidden(&self, f: impl FnMut(TileId)) {
        if let Rules::Benelux(b) = &self.rules {
            b.for_each_hidden(f)
        }
    }

    /// For search: swap hidden tile `t` (not in the deck) for the deck's next tile.
    pub(crate) fn swap_hidden(&mut self, t: TileId) -> bool {
        let Some(&with) = self.deck.last() else {
            return false;
        };
        let swapped = match &mut self.rules {
            Rules::Benelux(b) => b.swap_hidden(t, with),
            _ => false,
        };
        if swapped {
            let last = self.deck.len() - 1;
            self.deck[last] = t;
        }
        swapped
    }

    /// Reorder every hidden tile (the deck and the mode's) at random.
    pub(crate) fn shuffle_all_hidden(&mut self, rng: &mut GameRng) {
        match &mut self.rules {
            Rules::Benelux(b) => b.shuffle_hidden(&mut self.deck, rng),
            _ => rng.shuffle(&mut self.deck),
        }
    }

    /// The AI's evaluation weights in this mode.
    pub fn ai_weights(&self) -> &'static crate::ai::eval::Weights {
        match &self.rules {
            Rules::Benelux(_) => &benelux::ai::WEIGHTS,
            _ => &crate::ai::eval::WEIGHTS,
        }
    }

    /// How far the `hard` AI looks in this mode.
    pub fn ai_hard_budget(&self) -> crate::ai::search::HardBudget {
        match &self.rules {
            Rules::Benelux(_) => benelux::ai::HARD_BUDGET,
            _ => crate::ai::search::HARD_BUDGET,
        }
    }

    /// What the mode adds to each player's expected points in the AI's evaluation (nothing
    /// in Classic), by the level's weights `w`: a mode's expectations count by
    /// `w.mode_terms`, which is 0 for the points-only view of `easy`.
    pub(crate) fn add_mode_values(
        &self,
        v: &mut [f64],
        w: &crate::ai::eval::Weights,
        ctx: &crate::ai::eval::ModeContext<'_>,
    ) {
        match &self.rules {
            Rules::Benelux(b) if w.mode_terms != 0.0 => {
                benelux::ai::add_values(b, self, v, w.mode_terms, ctx.fit_share)
            }
            Rules::Hunters(h) => hunters::ai::add_values(h, self, v, w, ctx),
            _ => {}
        }
    }

    /// For search on a copy that has just taken from `source`: whatever the take uncovered
    /// stays face down for as long as the copy is searched, after the turn too (the game
    /// turns a Benelux island's next tile up when the turn ends), so the search never knows it.
    pub(crate) fn veil_source(&mut self, source: TileSource) {
        if let (Rules::Benelux(b), TileSource::Stack(i)) = (&mut self.rules, source) {
            b.veil(i)
        }
    }

    /// The mode's part of the view.
    pub fn mode_view(&self) -> ModeView {
        match &self.rules {
            Rules::Benelux(b) => ModeView {
                map: Some(benelux::view::map_view()),
                benelux: Some(benelux::view::view(b, self.players.len())),
                ..ModeView::default()
            },
            Rules::Hunters(h) => ModeView {
                hunters: Some(hunters::view::view(h, self)),
                ..ModeView::default()
            },
            _ => ModeView::default(),
        }
    }

    /// The mode's setup as a record writes it.
    pub fn written_setup(&self) -> Option<ModeSetup> {
        self.rules.written_setup()
    }

    /// Call `f` for each legal placement of `tile` until it returns false.
    pub fn for_each_placement(&self, tile: TileId, f: impl FnMut(Placement) -> bool) {
        match &self.rules {
            Rules::Classic(c) => c.for_each_placement(self, tile, f),
            Rules::Benelux(b) => b.classic.for_each_placement(self, tile, f),
            Rules::Hunters(_) => self.open_placements(tile, f),
            #[cfg(test)]
            Rules::Probe(p) => p.classic.for_each_placement(self, tile, f),
        }
    }

    /// The mode's own limits on where a tile may go, after the edges were matched.
    pub(crate) fn mode_check_placement(&self, tile: TileId, p: Placement) -> Result<(), RuleError> {
        match &self.rules {
            Rules::Classic(c) => c.check_placement(self, tile, p),
            Rules::Benelux(b) => b.classic.check_placement(self, tile, p),
            Rules::Hunters(_) => Ok(()),
            #[cfg(test)]
            Rules::Probe(q) => q.classic.check_placement(self, tile, p),
        }
    }

    /// What laying a tile changes beyond the board and the features.
    pub(crate) fn tile_laid(&mut self, tile: TileId, cell: Cell, rot: u8) {
        match &mut self.rules {
            Rules::Classic(c) => c.tile_laid(tile, cell, rot),
            Rules::Benelux(b) => b.classic.tile_laid(tile, cell, rot),
            Rules::Hunters(h) => h.tile_laid(&self.board, &self.feats),
            #[cfg(test)]
            Rules::Probe(p) => p.classic.tile_laid(tile, cell, rot),
        }
    }

    /// Figure steps other than `None` after placing `tile` at `p`.
    pub fn for_each_action(&self, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        match &self.rules {
            Rules::Classic(_) | Rules::Benelux(_) => {
                classic::figures::for_each_action(self, tile, p, f)
            }
            Rules::Hunters(h) => hunters::figures::for_each_action(self, h, tile, p, f),
            #[cfg(test)]
            Rules::Probe(_) => classic::figures::for_each_action(self, tile, p, f),
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
            Rules::Classic(_) | Rules::Benelux(_) => {
                classic::figures::check_action(self, tile, p, action)
            }
            Rules::Hunters(h) => hunters::figures::check_action(self, h, tile, p, action),
            #[cfg(test)]
            Rules::Probe(_) => classic::figures::check_action(self, tile, p, action),
        }
    }

    /// A figure was placed on segment `seg`.
    pub(crate) fn figure_placed(&mut self, fig: Figure, seg: u16) {
        match &mut self.rules {
            Rules::Classic(c) => c.figure_placed(fig, seg),
            Rules::Benelux(b) => b.classic.figure_placed(fig, seg),
            Rules::Hunters(h) => {
                if fig.kind == FigureKind::Hut {
                    self.feats.take_figure(seg);
                    h.hut_placed(seg, fig.player);
                }
            }
            #[cfg(test)]
            Rules::Probe(p) => p.classic.figure_placed(fig, seg),
        }
    }

    /// A figure went back to its owner's supply.
    pub(crate) fn figure_returned(&mut self, fig: Figure) {
        match &mut self.rules {
            Rules::Classic(c) => c.figure_returned(fig),
            Rules::Benelux(b) => b.classic.figure_returned(fig),
            Rules::Hunters(_) => {}
            #[cfg(test)]
            Rules::Probe(p) => p.classic.figure_returned(fig),
        }
    }

    /// A figure step other than placing a figure (Classic's abbot recall).
    pub(crate) fn special_action(&mut self, action: Action, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) | Rules::Benelux(_) => {
                classic::figures::special_action(self, action, sink)
            }
            // No special action is ever legal here (`check_action` refuses a recall).
            Rules::Hunters(_) => {}
            #[cfg(test)]
            Rules::Probe(_) => classic::figures::special_action(self, action, sink),
        }
    }

    /// Score what the tile just laid (placed tile index `idx`) completed.
    pub(crate) fn score_completed(&mut self, idx: u16, sink: &mut impl EventSink) {
        if let Rules::Benelux(b) = &mut self.rules {
            let cell = self.board.tiles()[idx as usize].cell;
            b.collect_chip(cell, self.current, &mut self.players, sink);
        }
        match &self.rules {
            Rules::Classic(_) | Rules::Benelux(_) => {
                classic::scoring::score_completed(self, idx, sink)
            }
            Rules::Hunters(_) => hunters::scoring::score_completed(self, idx, sink),
            #[cfg(test)]
            Rules::Probe(_) => classic::scoring::score_completed(self, idx, sink),
        }
    }

    /// Who plays after the turn just played: the next seat, or the same player again for a
    /// mode's bonus turn (with the place their tile comes from).
    pub(crate) fn next_turn(&mut self) -> NextTurn {
        let next_seat = (self.current + 1) % self.players.len();
        #[cfg(test)]
        let (current, source) = (self.current, self.hand_source);
        match &mut self.rules {
            Rules::Classic(_) => NextTurn {
                player: next_seat,
                source: None,
            },
            Rules::Benelux(b) => {
                b.end_turn();
                NextTurn {
                    player: next_seat,
                    source: None,
                }
            }
            Rules::Hunters(h) => h.next_turn(self.current, next_seat, self.hand_source),
            #[cfg(test)]
            Rules::Probe(p) => p.next_turn(current, next_seat, source),
        }
    }

    /// Start a bonus turn: the next bonus tile that fits somewhere goes into hand (those that
    /// fit nowhere go back in the box); when none is left, nothing happens and the next
    /// player plays as usual.
    pub(crate) fn take_bonus(&mut self, sink: &mut impl EventSink) {
        loop {
            let next = match &mut self.rules {
                Rules::Hunters(h) => h.bonus.pop(),
                _ => None,
            };
            let Some(t) = next else { break };
            let name = || crate::tiles::catalog().get(t).name.clone();
            if self.fits_anywhere(t) {
                self.hand = Some(t);
                if sink.enabled() {
                    sink.push(crate::events::Event::TileTaken {
                        player: self.current,
                        tile: name(),
                        source: TileSource::Bonus,
                    });
                }
                return;
            }
            if sink.enabled() {
                sink.push(crate::events::Event::TileDiscarded { tile: name() });
            }
        }
        if let Rules::Hunters(h) = &mut self.rules {
            h.bonus_turn = false;
        }
        self.hand_source = TileSource::Deck;
        self.current = (self.current + 1) % self.players.len();
        self.start_turn(None, sink);
    }

    /// What the feature of segment `seg` holds, over all its tiles (a river: the fish of the
    /// lakes at its ends); nothing in a mode whose tiles print no contents.
    pub fn feature_contents(&self, seg: u16) -> crate::tiles::Contents {
        match &self.rules {
            Rules::Hunters(_) => {
                let mut c = hunters::scoring::contents_of(self, seg);
                if self.feats.seg(seg).kind == crate::tiles::FeatureKind::River {
                    c.fish = hunters::scoring::end_fish(self, seg).min(u8::MAX as u32) as u8;
                }
                c
            }
            _ => crate::tiles::Contents::default(),
        }
    }

    /// What a hut on segment `seg` would score if the game ended now: every fish in its
    /// river system's lakes (nothing in a mode without huts).
    pub fn hut_points(&self, seg: u16) -> Points {
        match &self.rules {
            Rules::Hunters(h) => Points::new().with(
                crate::points::Item::Fish,
                hunters::scoring::system_fish(self, h.system(seg)),
                1,
            ),
            _ => Points::new(),
        }
    }

    /// Figures the mode keeps off the features (Hunters & Gatherers' huts), with the segment
    /// each stands on.
    pub fn mode_figures(&self) -> Vec<(u16, Figure)> {
        match &self.rules {
            Rules::Hunters(h) => h
                .huts
                .iter()
                .map(|&(seg, player)| {
                    (
                        seg,
                        Figure {
                            player,
                            kind: FigureKind::Hut,
                        },
                    )
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The top tile of the mode's stack `i`, taken off it.
    pub(crate) fn take_from_stack(&mut self, stack: u8) -> Option<TileId> {
        let player = self.current;
        match &mut self.rules {
            Rules::Benelux(b) => b.take(player, stack),
            // Classic has no stacks (and never offers one), Hunters & Gatherers gives its
            // bonus tiles by `take_bonus`.
            Rules::Classic(_) | Rules::Hunters(_) => None,
            #[cfg(test)]
            Rules::Probe(p) => p.take(stack),
        }
    }

    /// A drawn tile fits nowhere: the mode removes it or puts it back.
    pub(crate) fn set_aside(&mut self, tile: TileId, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) | Rules::Benelux(_) => classic::setup::set_aside(self, tile, sink),
            // A tile that fits nowhere goes back in the box.
            Rules::Hunters(_) => {
                if sink.enabled() {
                    sink.push(crate::events::Event::TileDiscarded {
                        tile: crate::tiles::catalog().get(tile).name.clone(),
                    });
                }
            }
            #[cfg(test)]
            Rules::Probe(_) => classic::setup::set_aside(self, tile, sink),
        }
    }

    /// The end of the game: unfinished features and whatever else the mode scores.
    pub(crate) fn final_scoring(&mut self, sink: &mut impl EventSink) {
        match &self.rules {
            Rules::Classic(_) | Rules::Benelux(_) => classic::scoring::final_scoring(self, sink),
            Rules::Hunters(_) => hunters::scoring::final_scoring(self, sink),
            #[cfg(test)]
            Rules::Probe(_) => classic::scoring::final_scoring(self, sink),
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
        // Every mode with roads and cities scores them by Classic's rules.
        let small_city = self.classic().options.small_city;
        classic::scoring::road_or_city(kind, tiles, shields, complete, small_city)
    }

    /// What the feature of segment `seg` scores on `occasion` as it stands, by the mode's
    /// rules (fields: for the cities completed so far; forests and rivers: nothing at the end
    /// unless completed).
    pub fn feature_points(&self, seg: u16, occasion: Occasion) -> Points {
        match &self.rules {
            Rules::Hunters(_) => hunters::scoring::points_of(self, seg, occasion),
            _ => classic::scoring::points_of(self, self.classic(), seg, occasion),
        }
    }
}
