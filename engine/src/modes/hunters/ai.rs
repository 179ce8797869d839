//! What Hunters & Gatherers adds to the AI's evaluation ([`crate::ai::eval`]), from what a
//! player sees. Classic's terms find nothing here (no roads, cities or fields); these take
//! their place:
//!
//! - a forest or river held by tribe members: its points if completed at the size its open
//!   edges promise, times the odds that every open cell is filled (unfinished ones score
//!   nothing at the end), and the members' return;
//! - a meadow held by hunters: its game as it stands, plus a little for growth while tiles
//!   remain (hunters never return, so their worth is all in the meadow);
//! - a river system holding huts: its fish as they stand, plus a little per open river end;
//! - huts in supply, and a bonus turn about to be played ([`BONUS_TURN`]);
//! - an open forest with gold, for whoever may close it ([`GOLD_OPEN`]).
//!
//! The parts a game ended now would pay (meadows, huts) count at every level, `easy`
//! included; the expectations count by the level's weights.

use super::scoring::{contents_of, end_fish, forest, lake_fish, meadow, river};
use super::Hunters;
use crate::ai::eval::{ModeContext, Weights};
use crate::ai::search::HardBudget;
use crate::core::Core;
use crate::features::FigureKind;
use crate::tiles::FeatureKind;

/// Classic's weights with a supply of five tribe members, each worth more (there are fewer
/// and hunters never come back).
pub const WEIGHTS: Weights = Weights {
    completion: 0.9,
    supply: [6.0, 4.0, 2.5, 1.8, 1.2, 1.0, 1.0],
    abbot_supply: 0.0,
    open_city_farm: 0.0,
    follower_return: 2.0,
    merge: 0.5,
    mode_terms: 1.0,
    horizon: 60.0,
};

pub const HARD_BUDGET: HardBudget = crate::ai::search::HARD_BUDGET;

/// A hut in supply early in the game.
pub const HUT_SUPPLY: f64 = 4.0;
/// The bonus tile a player is about to play: about one more ordinary turn.
pub const BONUS_TURN: f64 = 6.0;
/// Share of a bonus turn counted for the player to move, per open forest with gold one tile
/// from completion.
pub const GOLD_OPEN: f64 = 0.3;
/// Points a held meadow may still gain per open cell next to it, early in the game.
pub const MEADOW_GROWTH: f64 = 0.6;
/// Fish a hut's river system may still gain per open river end, early in the game.
pub const SYSTEM_GROWTH: f64 = 0.5;

/// Add the mode's terms to each player's expected points `v`.
pub(crate) fn add_values(
    h: &Hunters,
    game: &Core,
    v: &mut [f64],
    w: &Weights,
    ctx: &ModeContext<'_>,
) {
    let feats = game.features();
    let t = ctx.time_left;
    let share = w.mode_terms;
    for s in 0..feats.len() as u16 {
        if !feats.is_root(s) {
            continue;
        }
        let info = feats.info(s);
        let open = matches!(info.kind, FeatureKind::Forest | FeatureKind::River);
        if info.figures == 0 {
            // An open forest with gold one tile from completion: a bonus turn for the
            // player who closes it, most likely the player to move.
            if share != 0.0 && info.kind == FeatureKind::Forest && info.open > 0 {
                let cells = (ctx.open_cells)(s);
                if cells.len() == 1 && contents_of(game, s).gold > 0 {
                    let p = (ctx.fit_share)(cells[0]).min(1.0);
                    v[game.current_player()] += share * GOLD_OPEN * p * BONUS_TURN;
                }
            }
            continue;
        }
        let (count, max) = game.majority(s);
        let worth = if open {
            let cells = (ctx.open_cells)(s);
            let p: f64 = cells.iter().map(|&c| (ctx.fill)(c)).product();
            let grown = info.tiles as u32 + cells.len() as u32;
            let done = if info.kind == FeatureKind::Forest {
                forest(grown, contents_of(game, s).mushrooms as u32)
            } else {
                river(grown, end_fish(game, s))
            };
            for (q, value) in v.iter_mut().enumerate() {
                *value += count[q] as f64 * p * t * w.follower_return;
            }
            w.completion * p * done.total() as f64
        } else if info.kind == FeatureKind::Meadow {
            let now = meadow(&contents_of(game, s), false).total() as f64;
            let edge = (ctx.open_cells)(s).len() as f64;
            now + share * t * MEADOW_GROWTH * edge
        } else {
            0.0
        };
        for (q, value) in v.iter_mut().enumerate() {
            if max > 0 && count[q] == max {
                *value += worth;
            }
        }
    }
    add_huts(h, game, v, share, ctx);
    for (p, st) in game.players().iter().enumerate() {
        v[p] += share * t * HUT_SUPPLY * st.supply[FigureKind::Hut as usize] as f64;
    }
    if h.bonus_turn && game.hand().is_none() {
        v[game.current_player()] += share * BONUS_TURN;
    }
}

/// Huts: the majority in each river system gets its fish, and a little for its open ends.
fn add_huts(h: &Hunters, game: &Core, v: &mut [f64], share: f64, ctx: &ModeContext<'_>) {
    let systems = h.hut_counts();
    if systems.is_empty() {
        return;
    }
    // Each system's fish and open river ends, in one pass over the segments (the evaluation
    // runs for every position a search looks at).
    let mut fish = vec![0u32; systems.len()];
    let mut ends = vec![0u32; systems.len()];
    let feats = game.features();
    for s in 0..feats.len() as u16 {
        let kind = feats.seg(s).kind;
        let lake = kind == FeatureKind::Lake;
        if !(lake || kind == FeatureKind::River && feats.is_root(s)) {
            continue;
        }
        let root = h.system(s);
        let Some(i) = systems.iter().position(|&(r, _)| r == root) else {
            continue;
        };
        if lake {
            fish[i] += lake_fish(game, s);
        } else {
            ends[i] += feats.info(s).open as u32;
        }
    }
    for (i, (_, count)) in systems.iter().enumerate() {
        let mut worth = fish[i] as f64;
        if share != 0.0 {
            worth += share * ctx.time_left * SYSTEM_GROWTH * ends[i] as f64;
        }
        let max = *count.iter().max().unwrap_or(&0);
        for (q, value) in v.iter_mut().enumerate() {
            if count[q] == max {
                *value += worth;
            }
        }
    }
}
