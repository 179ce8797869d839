//! What a front end shows of the mode beyond the tiles and figures: the bonus stack and
//! whether the tile in hand is a bonus tile. Huts are listed with the figures of their tiles.

use serde::Serialize;

use super::Hunters;

#[derive(Clone, Debug, Serialize)]
pub struct HuntersView {
    /// Bonus tiles still face down.
    pub bonus_left: usize,
    /// The tile in hand is a bonus tile (its player earned it with gold).
    pub bonus_turn: bool,
}

/// What a player's row shows of the mode: the huts in supply.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub huts: u8,
}

pub fn view(h: &Hunters, game: &crate::core::Core) -> HuntersView {
    HuntersView {
        bonus_left: h.bonus_left(),
        bonus_turn: game.hand_source() == crate::game::TileSource::Bonus && game.hand().is_some(),
    }
}

pub fn player_view(core: &crate::core::Core, p: usize) -> PlayerView {
    PlayerView {
        huts: core.players()[p].supply[crate::features::FigureKind::Hut as usize],
    }
}
