//! What Benelux changes in the AI's evaluation ([`crate::ai::eval`]), from what a player
//! sees: the chips in each hand (face up), the island stacks (their tops and how many tiles
//! lie under them) and the chips lying face down on the board (their colour, never their
//! value).
//!
//! - [`WEIGHTS`]: Classic's evaluation tuned for a game of 40 face-down tiles on a map whose
//!   edges close features early, and [`HARD_BUDGET`] (see the README's AI section).
//! - A chip in hand is an option: it can buy an island tile later instead of a draw. It is
//!   worth [`CHIP_OPTION`] points while its island still has tiles and the deck lasts, less
//!   for each further chip of a colour. Giving one up for an island tile costs that worth,
//!   so the island tile must beat the average draw by more.
//! - A face-down chip on an open cell goes to whoever lays a tile there: about
//!   [`CHIP_MEAN`] points and the chip's option, counted for the player to move by the share
//!   of the remaining tiles that fit there (weighted by [`OPEN_CHIP`]).

use super::map::Colour;
use super::setup::STACKS;
use super::Benelux;
use crate::ai::eval::Weights;
use crate::ai::search::HardBudget;
use crate::core::Core;
use crate::geometry::Cell;

/// Benelux's evaluation weights. Against Classic's: a game lasts 40 face-down tiles (so the
/// game counts as just begun at 40 tiles to come, not 60), the completion of a road or city is
/// counted at a third of its extra points (many are left open when the short game ends), and
/// followers in supply are worth 3.5 times as much (a follower stranded in an open feature is
/// rarely worth what a later, surer placement brings, fields above all). Tuned by `normal`
/// against `normal` over 1000 seat-swapped games per step.
pub const WEIGHTS: Weights = Weights {
    completion: 0.3,
    supply: [14.0, 8.75, 6.3, 4.2, 3.5, 2.8, 2.8],
    abbot_supply: 8.75,
    open_city_farm: 0.5,
    follower_return: 1.5,
    merge: 0.5,
    mode_terms: 1.0,
    horizon: 40.0,
};

/// How far `hard` looks: twice Classic's sampled draws for the next player's answer. On the
/// map a position has fewer places to lay a tile than in a Classic game, so a decision with
/// this budget takes about as long as Classic's with its own (see the README's AI section).
pub const HARD_BUDGET: HardBudget = HardBudget {
    candidates: 10,
    reply_samples: 16,
    own_samples: 4,
    later: &[],
};

/// How far `expert` looks on the map: three times `hard`'s candidates, and the next player's
/// answer to every kind of tile still face down (weighted by how many remain) instead of 16
/// sampled draws. Benelux's own weights were tuned already, so `expert` gains little from
/// weights learned by self-play here; the wider search is what lifts it above `hard` (see the
/// README's AI section). Two turns more (`later: &[1, 1]`, with 20 candidates) won exactly as
/// often over the README's 200 games, at about twice the work, and are not searched.
pub const EXPERT_BUDGET: HardBudget = HardBudget {
    candidates: 30,
    reply_samples: crate::ai::search::EVERY_TILE,
    own_samples: 4,
    later: &[],
};

/// The points a face-down chip is worth on average: six worth 1 and four worth 2 per colour.
pub const CHIP_MEAN: f64 = 1.4;

/// The worth of the first chip of a colour in hand while its island has tiles and at least
/// [`CHIPS_LAST`] face-down tiles are left (less after that: fewer turns remain to use it).
pub const CHIP_OPTION: f64 = 1.0;

/// Each further chip of the same colour is worth this share of the one before.
pub const CHIP_DECAY: f64 = 0.5;

/// Face-down tiles left below which a chip's option shrinks in proportion.
pub const CHIPS_LAST: f64 = 20.0;

/// Share of an open chip square's worth counted for the player to move.
pub const OPEN_CHIP: f64 = 0.5;

/// Tiles left on the island of `colour`, face up and face down.
fn island_tiles(b: &Benelux, colour: Colour) -> u8 {
    (0..STACKS)
        .filter(|&i| i / 2 == colour as usize)
        .map(|i| b.len[i] - b.taken[i])
        .sum()
}

/// Add Benelux's terms, times `share`, to each player's expected points `v`;
/// `fit_share(cell)` is the share of the remaining tiles that fit an open cell.
pub(crate) fn add_values(
    b: &Benelux,
    game: &Core,
    v: &mut [f64],
    share: f64,
    fit_share: &dyn Fn(Cell) -> f64,
) {
    // Chips buy island tiles only while the deck lasts.
    let lasting = (game.deck_len() as f64 / CHIPS_LAST).min(1.0);
    if lasting == 0.0 {
        return;
    }
    let worth = Colour::ALL.map(|colour| {
        if island_tiles(b, colour) > 0 {
            CHIP_OPTION * lasting
        } else {
            0.0
        }
    });
    for (p, value) in v.iter_mut().enumerate() {
        for colour in Colour::ALL {
            let usable = b.held[p][colour as usize]
                .iter()
                .sum::<u8>()
                .min(island_tiles(b, colour));
            let mut each = worth[colour as usize];
            for _ in 0..usable {
                *value += share * each;
                each *= CHIP_DECAY;
            }
        }
    }
    let next = game.current_player();
    for &cell in game.board().open_positions() {
        // Only the chip's colour shows; its value is hidden until it is collected.
        let Some(colour) = b.chip_colour(cell) else {
            continue;
        };
        let f = fit_share(cell);
        if f > 0.0 {
            v[next] += share * OPEN_CHIP * f * (CHIP_MEAN + worth[colour as usize]);
        }
    }
}
