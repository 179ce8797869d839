//! Classic (`shared/rules/classic.md`): the base game with the River and the Abbot as options
//! and the older scoring rules as variants. What Classic keeps between turns beyond the board
//! lives in [`Classic`]; its rules are split by step: [`setup`] (the tile set, dealing, tiles
//! that fit nowhere), [`river`] (where river tiles may go), [`figures`] (followers, abbots,
//! recall) and [`scoring`] (roads, cities, monasteries, gardens, fields).

pub mod figures;
pub mod options;
pub mod river;
pub mod scoring;
pub mod setup;

use crate::features::{Figure, FigureKind};
use crate::game::Game;
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::tiles::{catalog, TileId};

pub use options::ClassicOptions;
use river::RiverEnd;

/// Followers in each player's supply (the eighth of the box marks the score).
pub const FOLLOWERS: u8 = 7;

#[derive(Clone, Copy, Debug)]
pub struct Classic {
    pub options: ClassicOptions,
    /// The river's open end while river tiles are being placed.
    pub(crate) river: Option<RiverEnd>,
    /// The segment each player's abbot stands on, when it is on the board.
    pub(crate) abbot_at: [Option<u16>; 6],
}

impl Classic {
    pub fn new(options: ClassicOptions) -> Classic {
        Classic {
            options,
            river: None,
            abbot_at: [None; 6],
        }
    }

    pub fn supply(&self) -> [u8; FigureKind::COUNT] {
        let mut s = [0; FigureKind::COUNT];
        s[FigureKind::Meeple as usize] = FOLLOWERS;
        s[FigureKind::Abbot as usize] = self.options.abbot as u8;
        s
    }

    pub fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        vec![(setup::start_tile(&self.options), Cell::new(0, 0), 0)]
    }

    pub fn for_each_placement(&self, game: &Game, tile: TileId, f: impl FnMut(Placement) -> bool) {
        if catalog().get(tile).river {
            river::for_each_placement(self.river, game, tile, f)
        } else {
            game.open_placements(tile, f)
        }
    }

    pub fn check_placement(
        &self,
        _game: &Game,
        tile: TileId,
        p: Placement,
    ) -> Result<(), crate::RuleError> {
        let def = catalog().get(tile);
        if def.river {
            river::check(self.river, def, p)
        } else {
            Ok(())
        }
    }

    pub fn tile_laid(&mut self, tile: TileId, cell: Cell, rot: u8) {
        let def = catalog().get(tile);
        if def.river {
            self.river = river::extend(self.river, &def.orient[rot as usize], cell);
        }
    }

    pub fn figure_placed(&mut self, fig: Figure, seg: u16) {
        if fig.kind == FigureKind::Abbot {
            self.abbot_at[fig.player as usize] = Some(seg);
        }
    }

    pub fn figure_returned(&mut self, fig: Figure) {
        if fig.kind == FigureKind::Abbot {
            self.abbot_at[fig.player as usize] = None;
        }
    }
}

impl Game {
    /// Classic's state; modes built on Classic hand out theirs.
    pub(crate) fn classic(&self) -> &Classic {
        match &self.rules {
            crate::modes::Rules::Classic(c) => c,
            crate::modes::Rules::Benelux(b) => &b.classic,
            // A mode without Classic's features: a Classic with nothing on the board.
            crate::modes::Rules::Hunters(_) => {
                static NONE: std::sync::OnceLock<Classic> = std::sync::OnceLock::new();
                NONE.get_or_init(|| Classic::new(ClassicOptions::default()))
            }
            #[cfg(test)]
            crate::modes::Rules::Probe(p) => &p.classic,
        }
    }

    /// The segment `player`'s abbot stands on, when it is on the board.
    pub fn abbot_at(&self, player: usize) -> Option<u16> {
        self.classic().abbot_at.get(player).copied().flatten()
    }
}
