//! Classic (`shared/rules/classic.md`): the base game with the River and the Abbot as options
//! and the older scoring rules as variants. What Classic keeps between turns beyond the board
//! lives in [`Classic`]; its rules are split by step: [`setup`] (the tile set, dealing, tiles
//! that fit nowhere), [`river`] (where river tiles may go), [`figures`] (followers, abbots,
//! recall) and [`scoring`] (roads, cities, monasteries, gardens, fields).

pub mod ai;
pub mod figures;
pub mod options;
mod refusal;
pub mod river;
pub mod scoring;
pub mod setup;

use crate::ai::eval::{ModeContext, Weights};
use crate::core::Core;
use crate::error::RuleError;
use crate::events::EventSink;
use crate::features::{Figure, FigureKind};
use crate::game::{Action, Game};
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::points::{Occasion, Points};
use crate::rules::ModeRules;
use crate::tiles::{catalog, FeatureKind, TileId};

pub use options::ClassicOptions;
pub use refusal::Refusal;
use river::RiverEnd;

/// Followers in each player's supply (the eighth of the box marks the score).
pub const FOLLOWERS: u8 = 7;

/// Classic's own figure step ([`Action::Mode`]): the abbot recalled from the board.
pub const RECALL_ABBOT: u8 = 0;

/// The abbot's recall as a move's figure step.
pub fn recall() -> Action {
    Action::Mode(RECALL_ABBOT)
}

#[derive(Clone, Copy, Debug)]
pub struct Classic {
    pub options: ClassicOptions,
    /// The river's open end while river tiles are being placed.
    pub(crate) river: Option<RiverEnd>,
    /// The segment each player's abbot stands on, when it is on the board.
    pub(crate) abbot_at: [Option<u16>; 6],
}

/// What a player's row shows of Classic: the abbot.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlayerView {
    /// The abbot is in supply.
    pub abbot: bool,
    /// The abbot stands on the board.
    pub abbot_on_board: bool,
}

impl Classic {
    pub fn new(options: ClassicOptions) -> Classic {
        Classic {
            options,
            river: None,
            abbot_at: [None; 6],
        }
    }

    /// The segment `player`'s abbot stands on, when it is on the board.
    pub fn abbot_at(&self, player: usize) -> Option<u16> {
        self.abbot_at.get(player).copied().flatten()
    }

    /// A figure went back to its owner's supply.
    pub(crate) fn figure_returned(&mut self, fig: Figure) {
        if fig.kind == FigureKind::Abbot {
            self.abbot_at[fig.player as usize] = None;
        }
    }

    pub fn player_view(&self, core: &Core, p: usize) -> PlayerView {
        PlayerView {
            abbot: core.players()[p].has(FigureKind::Abbot),
            abbot_on_board: self.abbot_at(p).is_some(),
        }
    }

    /// The view of the abbot's recall after the tile was laid on `laid`, a copy of `before`.
    pub(crate) fn mode_option(
        &self,
        before: &Game,
        laid: &Game,
        code: u8,
    ) -> Option<crate::view::OptionView> {
        (code == RECALL_ABBOT).then(|| figures::recall_option(self, before, laid))
    }
}

impl ModeRules for Classic {
    fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        vec![(setup::start_tile(&self.options), Cell::new(0, 0), 0)]
    }

    fn supply(&self) -> [u8; FigureKind::COUNT] {
        let mut s = [0; FigureKind::COUNT];
        s[FigureKind::Meeple as usize] = FOLLOWERS;
        s[FigureKind::Abbot as usize] = self.options.abbot as u8;
        s
    }

    fn set_aside<S: EventSink>(&mut self, core: &mut Core, tile: TileId, sink: &mut S) {
        setup::set_aside(self, core, tile, sink)
    }

    fn for_each_placement(&self, core: &Core, tile: TileId, f: impl FnMut(Placement) -> bool) {
        if catalog().get(tile).river {
            river::for_each_placement(self.river, core, tile, f)
        } else {
            core.open_placements(tile, f)
        }
    }

    fn count_placements(&self, core: &Core, tile: TileId) -> usize {
        if catalog().get(tile).river {
            let mut n = 0;
            river::for_each_placement(self.river, core, tile, |_| {
                n += 1;
                true
            });
            n
        } else {
            core.count_open_placements(tile)
        }
    }

    fn nth_placement(&self, core: &Core, tile: TileId, n: usize) -> Option<Placement> {
        if catalog().get(tile).river {
            let mut found = None;
            let mut left = n;
            river::for_each_placement(self.river, core, tile, |p| {
                if left == 0 {
                    found = Some(p);
                    return false;
                }
                left -= 1;
                true
            });
            found
        } else {
            core.nth_open_placement(tile, n)
        }
    }

    fn check_placement(&self, _core: &Core, tile: TileId, p: Placement) -> Result<(), RuleError> {
        let def = catalog().get(tile);
        if def.river {
            river::check(self.river, def, p)
        } else {
            Ok(())
        }
    }

    fn tile_laid(&mut self, _core: &Core, tile: TileId, cell: Cell, rot: u8) {
        let def = catalog().get(tile);
        if def.river {
            self.river = river::extend(self.river, &def.orient[rot as usize], cell);
        }
    }

    fn for_each_action(&self, core: &Core, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        figures::for_each_action(self, core, tile, p, f)
    }

    fn check_action(
        &self,
        core: &Core,
        tile: TileId,
        p: Placement,
        action: Action,
    ) -> Result<(), RuleError> {
        figures::check_action(self, core, tile, p, action)
    }

    fn figure_placed(&mut self, _core: &mut Core, fig: Figure, seg: u16) {
        if fig.kind == FigureKind::Abbot {
            self.abbot_at[fig.player as usize] = Some(seg);
        }
    }

    fn mode_action<S: EventSink>(&mut self, core: &mut Core, code: u8, sink: &mut S) {
        if code == RECALL_ABBOT {
            figures::recall_abbot(self, core, sink)
        }
    }

    fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S) {
        scoring::score_completed(self, core, idx, sink)
    }

    fn final_scoring<S: EventSink>(&mut self, core: &mut Core, sink: &mut S) {
        scoring::final_scoring(self, core, sink)
    }

    fn feature_points(&self, core: &Core, seg: u16, occasion: Occasion) -> Points {
        scoring::points_of(core, self, seg, occasion)
    }

    fn road_or_city_points(
        &self,
        kind: FeatureKind,
        tiles: u32,
        shields: u32,
        complete: bool,
    ) -> Points {
        scoring::road_or_city(kind, tiles, shields, complete, self.options.small_city)
    }

    fn ai_board_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        ai::add_fields(core, w, ctx, v)
    }

    fn ai_supply_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        ai::add_abbots(core, w, ctx, v)
    }
}

impl Game {
    /// The segment `player`'s abbot stands on, when it is on the board (never in a mode
    /// without the abbot).
    pub fn abbot_at(&self, player: usize) -> Option<u16> {
        self.rules.classic().and_then(|c| c.abbot_at(player))
    }
}
