//! What a mode is to the core: one trait of rules, [`ModeRules`], whose default methods are
//! the neutral behaviour (one face-down deck, tiles placed wherever their edges match, no
//! figures of the mode's own, nothing hidden but the deck). A mode is its own state plus an
//! implementation of the methods where it differs; the core is handed to every method beside
//! the mode's own state, so a mode never has to find itself again in the game.
//!
//! The registry ([`crate::modes::Rules`]) forwards the trait once for every mode, as an enum:
//! a game is cloned for every move a search looks at, and an enum keeps that a flat copy with
//! no dynamic dispatch on the hot path.
//!
//! The methods follow a game: the setup (`start_tiles`, `supply`, `board`); where a tile comes
//! from (`sources`, `offers_choice`, `offers`, `refuse_source`, `take_from_stack`,
//! `next_bonus`); a drawn tile that fits nowhere (`set_aside`); where a tile may go
//! (`for_each_placement`, `count_placements`, `nth_placement`, `check_placement`,
//! `blocked_square`) and what laying it changes
//! (`tile_laid`); the figure step (`for_each_action`, `check_action`, `figure_placed`,
//! `mode_action`); scoring (`score_completed`, `final_scoring`); who plays next
//! (`next_turn`); what features are worth for views and the AI (`feature_points`,
//! `road_or_city_points`, `feature_contents`, `mode_figures`, `mode_figure_points`); the
//! tiles a player cannot tell from the deck (`for_each_hidden`, `for_each_reserve`, `swap_hidden`,
//! `shuffle_hidden`, `veil`); and the AI's weights and terms (`ai_weights`,
//! `ai_hard_budget`, `ai_expert_budget`, `ai_board_terms`, `ai_supply_terms`).

use crate::ai::eval::{ModeContext, Weights};
use crate::ai::search::HardBudget;
use crate::board::Board;
use crate::core::Core;
use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::features::{Figure, FigureKind};
use crate::game::{Action, TileSource};
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::points::{Occasion, Points};
use crate::rng::GameRng;
use crate::tiles::{catalog, Contents, FeatureKind, TileId};

/// Who plays after a turn, and from where their tile comes when the mode says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextTurn {
    pub player: usize,
    /// `Some` for a turn whose tile is given (a bonus turn); `None`: the usual start.
    pub source: Option<TileSource>,
}

impl NextTurn {
    /// The next seat's usual turn.
    pub(crate) fn next_seat(core: &Core) -> NextTurn {
        NextTurn {
            player: core.next_seat(),
            source: None,
        }
    }
}

/// A mode's rules over the core. Every method has the neutral behaviour unless a mode needs
/// its own, except those no game can do without (the tiles on the table at the start, the
/// supplies, the figure step and the scoring).
pub(crate) trait ModeRules {
    /// The tiles on the board before the first move: (tile, cell, quarter turns).
    fn start_tiles(&self) -> Vec<(TileId, Cell, u8)>;

    /// Each player's figures at the start, by [`FigureKind`].
    fn supply(&self) -> [u8; FigureKind::COUNT];

    /// The board: unbounded unless the mode plays on a map.
    fn board(&self, capacity: usize) -> Board {
        Board::new(capacity)
    }

    /// Tiles set up off the board and the deck (Benelux's islands), for room on the board.
    fn set_aside_tiles(&self) -> usize {
        0
    }

    /// Where the player to act may take a tile from: without a choice, where the tile in
    /// hand came from.
    fn sources(&self, core: &Core) -> Vec<TileSource> {
        if core.finished {
            Vec::new()
        } else {
            vec![core.hand_source]
        }
    }

    /// Whether the player to act may choose among several sources now (asked at the start of
    /// every turn, so it should allocate nothing).
    fn offers_choice(&self, _core: &Core) -> bool {
        false
    }

    /// Whether `source` is one of [`ModeRules::sources`].
    fn offers(&self, core: &Core, source: TileSource) -> bool {
        self.sources(core).contains(&source)
    }

    /// Why `source` is not one the player to act may take from now.
    fn refuse_source(&self, _core: &Core, _source: TileSource) -> RuleError {
        RuleError::NoSuchSource
    }

    /// The top tile of the mode's stack `stack`, taken off it for the player to act.
    fn take_from_stack(&mut self, _core: &Core, _stack: u8) -> Option<TileId> {
        None
    }

    /// The next tile of a bonus turn, taken off the mode's bonus stack.
    fn next_bonus(&mut self) -> Option<TileId> {
        None
    }

    /// A bonus turn came to nothing: no bonus tile left fits.
    fn bonus_lapsed(&mut self) {}

    /// A drawn tile fits nowhere: by default it leaves the game.
    fn set_aside<S: EventSink>(&mut self, _core: &mut Core, tile: TileId, sink: &mut S) {
        if sink.enabled() {
            sink.push(Event::TileDiscarded {
                tile: catalog().get(tile).name.clone(),
            });
        }
    }

    /// Call `f` for each legal placement of `tile` until it returns false.
    fn for_each_placement(&self, core: &Core, tile: TileId, f: impl FnMut(Placement) -> bool) {
        core.open_placements(tile, f)
    }

    /// How many placements [`ModeRules::for_each_placement`] offers. A mode that overrides
    /// that method overrides this one and [`ModeRules::nth_placement`] too (the property test
    /// `placement_counts_agree` plays every mode to check that they agree).
    fn count_placements(&self, core: &Core, tile: TileId) -> usize {
        core.count_open_placements(tile)
    }

    /// The `n`th (from 0) placement [`ModeRules::for_each_placement`] offers: a random
    /// playout picks one by its number without listing them all.
    fn nth_placement(&self, core: &Core, tile: TileId, n: usize) -> Option<Placement> {
        core.nth_open_placement(tile, n)
    }

    /// Whether `tile` fits anywhere on the board now.
    fn fits_anywhere(&self, core: &Core, tile: TileId) -> bool {
        let mut any = false;
        self.for_each_placement(core, tile, |_| {
            any = true;
            false
        });
        any
    }

    /// The mode's own limits on where a tile may go, after its edges were matched.
    fn check_placement(&self, _core: &Core, _tile: TileId, _p: Placement) -> Result<(), RuleError> {
        Ok(())
    }

    /// Why no tile may go on `cell`, a square that never takes one.
    fn blocked_square(&self, cell: Cell) -> RuleError {
        RuleError::NoSquare(cell)
    }

    /// What laying a tile changes beyond the board and the features (the core has laid it).
    fn tile_laid(&mut self, _core: &Core, _tile: TileId, _cell: Cell, _rot: u8) {}

    /// Figure steps other than [`Action::None`] after placing `tile` at `p`.
    fn for_each_action(&self, core: &Core, tile: TileId, p: Placement, f: impl FnMut(Action));

    /// Check a figure step, explaining a refusal.
    fn check_action(
        &self,
        core: &Core,
        tile: TileId,
        p: Placement,
        action: Action,
    ) -> Result<(), RuleError>;

    /// A figure was placed on segment `seg` (the core has set it there).
    fn figure_placed(&mut self, _core: &mut Core, _fig: Figure, _seg: u16) {}

    /// A figure step of the mode's own ([`Action::Mode`]), already checked.
    fn mode_action<S: EventSink>(&mut self, _core: &mut Core, _code: u8, _sink: &mut S) {}

    /// Score what the tile just laid (placed tile index `idx`) completed.
    fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S);

    /// The end of the game: unfinished features and whatever else the mode scores.
    fn final_scoring<S: EventSink>(&mut self, core: &mut Core, sink: &mut S);

    /// Who plays after the turn just played.
    fn next_turn(&mut self, core: &Core) -> NextTurn {
        NextTurn::next_seat(core)
    }

    /// What the feature of segment `seg` scores on `occasion` as it stands.
    fn feature_points(&self, core: &Core, seg: u16, occasion: Occasion) -> Points;

    /// What a road or city of `tiles` tiles and `shields` shields would score, completed or
    /// not (for projections of features that have not grown yet); nothing in a mode without
    /// them.
    fn road_or_city_points(
        &self,
        _kind: FeatureKind,
        _tiles: u32,
        _shields: u32,
        _complete: bool,
    ) -> Points {
        Points::new()
    }

    /// What the feature of segment `seg` holds over all its tiles; nothing in a mode whose
    /// tiles print no contents.
    fn feature_contents(&self, _core: &Core, _seg: u16) -> Contents {
        Contents::default()
    }

    /// Figures the mode keeps off the features, with the segment each stands on.
    fn mode_figures(&self) -> Vec<(u16, Figure)> {
        Vec::new()
    }

    /// What a figure of the mode's own on segment `seg` would score if the game ended now.
    fn mode_figure_points(&self, _core: &Core, _seg: u16) -> Points {
        Points::new()
    }

    /// Call `f` with every tile a player cannot tell from the face-down deck that lies
    /// elsewhere (under an island's top).
    fn for_each_hidden(&self, _f: impl FnMut(TileId)) {}

    /// Call `f` with every tile the mode keeps beside the deck that may still be laid, face
    /// up or down, and the pool it comes from (what [`crate::fits`] reads): by default the
    /// hidden ones, drawn like the deck's.
    fn for_each_reserve(&self, mut f: impl FnMut(TileId, crate::fits::Pool)) {
        self.for_each_hidden(|t| f(t, crate::fits::Pool::Land))
    }

    /// For search: swap hidden tile `t` for `with` (the deck's next tile).
    fn swap_hidden(&mut self, _t: TileId, _with: TileId) -> bool {
        false
    }

    /// Reorder the deck and every tile hidden elsewhere at random.
    fn shuffle_hidden(&mut self, deck: &mut Vec<TileId>, rng: &mut GameRng) {
        rng.shuffle(deck)
    }

    /// The mode's setup as a player may know it (`Game::public_record`): what the mode dealt,
    /// with every part still face down written from `pool` instead (the face-down tiles,
    /// sorted: the mode takes from its front what it hides beside the deck) or in a fixed
    /// order of its own; `None` for a mode without a setup of its own.
    fn public_setup(&self, _pool: &mut Vec<TileId>) -> Option<crate::modes::ModeSetup> {
        None
    }

    /// For search on a copy that has just taken from `source`: whatever the take uncovered
    /// stays face down while the copy is searched.
    fn veil(&mut self, _source: TileSource) {}

    /// The AI's evaluation weights.
    fn ai_weights(&self) -> &'static Weights {
        &crate::ai::eval::WEIGHTS
    }

    /// How far the `hard` AI looks.
    fn ai_hard_budget(&self) -> HardBudget {
        crate::ai::search::HARD_BUDGET
    }

    /// How far the `expert` AI looks: `hard`'s budget unless the mode needs more (its
    /// strength over `hard` then comes from its weights and its evenly spread draws).
    fn ai_expert_budget(&self) -> HardBudget {
        self.ai_hard_budget()
    }

    /// The mode's terms of the evaluation that read the board (Classic's fields), added after
    /// the shared terms of held features.
    fn ai_board_terms(&self, _core: &Core, _w: &Weights, _ctx: &ModeContext<'_>, _v: &mut [f64]) {}

    /// The mode's terms added after the followers in supply (Classic's abbot, Benelux's
    /// chips, Hunters & Gatherers' huts and expectations).
    fn ai_supply_terms(&self, _core: &Core, _w: &Weights, _ctx: &ModeContext<'_>, _v: &mut [f64]) {}
}

/// The methods of [`ModeRules`] that a mode built on another (Benelux on Classic) hands to it
/// unchanged, each signature written once here: `delegate_rules!(classic: set_aside,
/// final_scoring)` in the mode's `impl ModeRules` hands those to `self.classic`.
macro_rules! delegate_rules {
    ($base:ident: $($method:ident),+ $(,)?) => {
        $( $crate::rules::delegate_rules!(@one $base $method); )+
    };
    (@one $b:ident start_tiles) => {
        fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
            self.$b.start_tiles()
        }
    };
    (@one $b:ident supply) => {
        fn supply(&self) -> [u8; FigureKind::COUNT] {
            self.$b.supply()
        }
    };
    (@one $b:ident set_aside) => {
        fn set_aside<S: EventSink>(&mut self, core: &mut Core, tile: TileId, sink: &mut S) {
            self.$b.set_aside(core, tile, sink)
        }
    };
    (@one $b:ident for_each_placement) => {
        fn for_each_placement(
            &self,
            core: &Core,
            tile: TileId,
            f: impl FnMut(Placement) -> bool,
        ) {
            self.$b.for_each_placement(core, tile, f)
        }
    };
    (@one $b:ident count_placements) => {
        fn count_placements(&self, core: &Core, tile: TileId) -> usize {
            self.$b.count_placements(core, tile)
        }
    };
    (@one $b:ident nth_placement) => {
        fn nth_placement(&self, core: &Core, tile: TileId, n: usize) -> Option<Placement> {
            self.$b.nth_placement(core, tile, n)
        }
    };
    (@one $b:ident check_placement) => {
        fn check_placement(
            &self,
            core: &Core,
            tile: TileId,
            p: Placement,
        ) -> Result<(), RuleError> {
            self.$b.check_placement(core, tile, p)
        }
    };
    (@one $b:ident tile_laid) => {
        fn tile_laid(&mut self, core: &Core, tile: TileId, cell: Cell, rot: u8) {
            self.$b.tile_laid(core, tile, cell, rot)
        }
    };
    (@one $b:ident for_each_action) => {
        fn for_each_action(&self, core: &Core, tile: TileId, p: Placement, f: impl FnMut(Action)) {
            self.$b.for_each_action(core, tile, p, f)
        }
    };
    (@one $b:ident check_action) => {
        fn check_action(
            &self,
            core: &Core,
            tile: TileId,
            p: Placement,
            action: Action,
        ) -> Result<(), RuleError> {
            self.$b.check_action(core, tile, p, action)
        }
    };
    (@one $b:ident figure_placed) => {
        fn figure_placed(&mut self, core: &mut Core, fig: Figure, seg: u16) {
            self.$b.figure_placed(core, fig, seg)
        }
    };
    (@one $b:ident mode_action) => {
        fn mode_action<S: EventSink>(&mut self, core: &mut Core, code: u8, sink: &mut S) {
            self.$b.mode_action(core, code, sink)
        }
    };
    (@one $b:ident score_completed) => {
        fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S) {
            self.$b.score_completed(core, idx, sink)
        }
    };
    (@one $b:ident final_scoring) => {
        fn final_scoring<S: EventSink>(&mut self, core: &mut Core, sink: &mut S) {
            self.$b.final_scoring(core, sink)
        }
    };
    (@one $b:ident feature_points) => {
        fn feature_points(&self, core: &Core, seg: u16, occasion: Occasion) -> Points {
            self.$b.feature_points(core, seg, occasion)
        }
    };
    (@one $b:ident road_or_city_points) => {
        fn road_or_city_points(
            &self,
            kind: FeatureKind,
            tiles: u32,
            shields: u32,
            complete: bool,
        ) -> Points {
            self.$b.road_or_city_points(kind, tiles, shields, complete)
        }
    };
    (@one $b:ident ai_board_terms) => {
        fn ai_board_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
            self.$b.ai_board_terms(core, w, ctx, v)
        }
    };
    (@one $b:ident ai_supply_terms) => {
        fn ai_supply_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
            self.$b.ai_supply_terms(core, w, ctx, v)
        }
    };
}
pub(crate) use delegate_rules;
