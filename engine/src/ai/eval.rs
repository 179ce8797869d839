//! The position evaluation of the `normal` and `hard` levels: for every player, points
//! already scored, plus what their figures on the board are likely to bring, plus the worth of
//! the figures still in supply. It reads only what a player sees: the board, the scores, the
//! supplies and the *counts* of the remaining tiles.
//!
//! Completion odds follow the JCloisterZone ranking (`shared/design/prior-art.md` §3.1): every
//! remaining tile is drawn before the game ends, so an open cell that `m` remaining tiles fit is
//! filled by a given player with probability `1 - (1 - 1/players)^m`; a feature completes when
//! all its open cells are filled.

use crate::game::Game;
use crate::geometry::{Cell, Side};
use crate::tiles::{catalog, FeatureKind, TileId};

/// Tuning weights, named so the ladder can be adjusted in one place.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Share of the extra points of completing a road or city that is counted.
    pub completion: f64,
    /// Worth of the first, second, … follower in supply, early in the game.
    pub supply: [f64; 7],
    pub abbot_supply: f64,
    /// Share of a field's possible points from cities not yet completed.
    pub open_city_farm: f64,
}

pub const WEIGHTS: Weights = Weights {
    completion: 0.9,
    supply: [4.0, 2.5, 1.8, 1.2, 1.0, 0.8, 0.8],
    abbot_supply: 2.5,
    open_city_farm: 0.5,
};

/// What the evaluation needs from the remaining tiles: how many fit each open cell.
struct Context {
    /// Per open cell (index into `Board::open_cells`): remaining land tiles that fit it.
    fit: Vec<u16>,
    players: f64,
    /// Share of the game still to come (1 at the start, 0 at the end).
    time_left: f64,
}

impl Context {
    fn new(game: &Game) -> Context {
        let counts = game.remaining_counts();
        let remaining: u32 = counts.iter().map(|&c| c as u32).sum();
        let cat = catalog();
        let kinds: Vec<(TileId, u8)> = counts
            .iter()
            .enumerate()
            .filter(|(i, &c)| c > 0 && !cat.tiles[*i].river)
            .map(|(i, &c)| (TileId(i as u8), c))
            .collect();
        let fit = game
            .board()
            .open_cells()
            .iter()
            .map(|o| {
                kinds
                    .iter()
                    .filter(|(t, _)| cat.get(*t).orient.iter().any(|r| o.fits(r.sig)))
                    .map(|(_, c)| *c as u16)
                    .sum()
            })
            .collect();
        Context {
            fit,
            players: game.players().len() as f64,
            time_left: (remaining as f64 / 60.0).min(1.0),
        }
    }

    /// Chance that the player who wants `cell` filled gets a fitting tile for it.
    fn fill(&self, game: &Game, cell: Cell) -> f64 {
        match game.board().open_index(cell) {
            Some(i) => 1.0 - (1.0 - 1.0 / self.players).powi(self.fit[i] as i32),
            // Not yet next to the layout: it can only be filled later, after its neighbours.
            None => 0.6 * self.time_left,
        }
    }
}

/// Expected end-of-game points of each player.
pub fn values(game: &Game, w: &Weights) -> Vec<f64> {
    let n = game.players().len();
    let mut v: Vec<f64> = game.players().iter().map(|p| p.score as f64).collect();
    if game.is_finished() {
        return v;
    }
    let ctx = Context::new(game);
    let feats = game.features();
    let tiles = game.board().tiles();
    let small_city = game.options().small_city;
    let mut open_cells: Vec<Cell> = Vec::with_capacity(16);
    for s in 0..feats.len() as u16 {
        if !feats.is_root(s) {
            continue;
        }
        let info = feats.info(s);
        if info.figures == 0 {
            continue;
        }
        let worth = match info.kind {
            FeatureKind::Road | FeatureKind::City => {
                open_cells.clear();
                for m in feats.members(s) {
                    let seg = feats.seg(m);
                    let p = &tiles[seg.tile as usize];
                    let mask =
                        catalog().get(p.tile).orient[p.rot as usize].masks[seg.feat as usize];
                    for side in Side::ALL {
                        let c = p.cell.step(side);
                        if mask & (1 << side as u16) != 0
                            && game.board().at(c).is_none()
                            && !open_cells.contains(&c)
                        {
                            open_cells.push(c);
                        }
                    }
                }
                let p: f64 = open_cells.iter().map(|&c| ctx.fill(game, c)).product();
                let (t, sh) = (info.tiles as u32, info.shields as u32);
                let now =
                    crate::scoring::feature_points(info.kind, t, sh, false, small_city) as f64;
                let grown = t + open_cells.len() as u32;
                let done =
                    crate::scoring::feature_points(info.kind, grown, sh, true, small_city) as f64;
                now + w.completion * p * (done - now).max(0.0)
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let c = tiles[feats.seg(s).tile as usize].cell;
                let mut value = 1.0;
                for dy in -1..=1 {
                    for dx in -1..=1 {
                        let nc = Cell::new(c.x + dx, c.y + dy);
                        if nc == c {
                            continue;
                        }
                        value += if game.board().at(nc).is_some() {
                            1.0
                        } else {
                            // Anyone's tile fills it; a tile is placed somewhere every turn.
                            0.8 * ctx.time_left.max(0.1) * (0.5 + 0.5 * ctx.fill(game, nc))
                        };
                    }
                }
                value
            }
            _ => continue,
        };
        if info.kind == FeatureKind::Monastery || info.kind == FeatureKind::Garden {
            if let Some(fig) = feats.seg(s).figure {
                v[fig.player as usize] += worth;
            }
            continue;
        }
        let (count, max) = game.majority(s);
        for p in 0..n {
            if max > 0 && count[p] == max {
                v[p] += worth;
            }
        }
    }
    add_fields(game, &ctx, w, &mut v);
    for (p, st) in game.players().iter().enumerate() {
        let t = ctx.time_left;
        let supply: f64 = w.supply[..st.followers as usize].iter().sum();
        v[p] += t * supply;
        if st.abbot {
            v[p] += t * w.abbot_supply;
        }
    }
    v
}

/// Farmers: 3 per completed city their field borders, and part of 3 per city that may still
/// be completed.
fn add_fields(game: &Game, ctx: &Context, w: &Weights, v: &mut [f64]) {
    let feats = game.features();
    let tiles = game.board().tiles();
    // (field root, city root) for every farmed field.
    let mut pairs: Vec<(u16, u16)> = Vec::new();
    for s in 0..feats.len() as u16 {
        let seg = feats.seg(s);
        if seg.kind != FeatureKind::Field {
            continue;
        }
        let root = feats.root(s);
        if feats.info(root).figures == 0 {
            continue;
        }
        let p = &tiles[seg.tile as usize];
        for &c in &catalog().get(p.tile).features[seg.feat as usize].borders {
            pairs.push((root, feats.root(p.first_seg + c as u16)));
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    let n = v.len();
    let mut i = 0;
    while i < pairs.len() {
        let field = pairs[i].0;
        let mut worth = 0.0;
        while i < pairs.len() && pairs[i].0 == field {
            let city = feats.info(pairs[i].1);
            worth += if city.open == 0 {
                3.0
            } else {
                3.0 * w.open_city_farm * ctx.time_left.max(0.2)
            };
            i += 1;
        }
        let (count, max) = game.majority(field);
        for p in 0..n {
            if max > 0 && count[p] == max {
                v[p] += worth;
            }
        }
    }
}

/// The evaluation from `me`'s seat: my expected points minus the best opponent's.
pub fn evaluate(game: &Game, me: usize, w: &Weights) -> f64 {
    crate::ai::search::lead(&values(game, w), me)
}
