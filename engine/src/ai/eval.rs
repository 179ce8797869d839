//! The position evaluation of the `normal` and `hard` levels: for every player, points
//! already scored, plus what their figures on the board are likely to bring, plus the worth of
//! the followers still in supply, plus what the mode adds (`ModeRules::ai_board_terms`:
//! Classic's fields; `ModeRules::ai_supply_terms`: its abbot, Benelux's chips, Hunters &
//! Gatherers' huts). It reads only what a player sees: the board, the scores, the supplies,
//! the *counts* of the remaining tiles and what the mode shows. Its weights are the mode's
//! (`Game::ai_weights`: [`WEIGHTS`] by default). This file names no mode.
//!
//! Completion odds follow the JCloisterZone ranking (`shared/design/prior-art.md` §3.1): every
//! remaining tile is drawn before the game ends, so an open cell that `m` remaining tiles fit is
//! filled by a given player with probability `1 - (1 - 1/players)^m`; a feature completes when
//! all its open cells are filled. When some face-down tiles lie outside the deck (under
//! Benelux's island tops) and the game ends with the deck, each counts as drawn with the
//! deck's share of them: `1 - (1 - share/players)^m`.

use crate::fits::{closes, open_cells_of, Closes, OpenCells};
use crate::game::Game;
use crate::geometry::Cell;
use crate::rules::ModeRules;
use crate::tiles::{catalog, FeatureKind};

/// Tuning weights, named so the ladder can be adjusted in one place.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Weights {
    /// Share of the extra points of completing a road or city that is counted.
    pub completion: f64,
    /// Worth of the first, second, … follower in supply, early in the game.
    pub supply: [f64; 7],
    pub abbot_supply: f64,
    /// Share of a field's possible points from cities not yet completed.
    pub open_city_farm: f64,
    /// Worth of a follower that will come back to supply (times the odds it does).
    pub follower_return: f64,
    /// Share of the change of ownership counted when two held features may merge.
    pub merge: f64,
    /// Share of what the mode itself adds to the evaluation beyond points (Benelux's
    /// chips), 0 for the points-only view of `easy`.
    pub mode_terms: f64,
    /// Face-down tiles still to come at which the game counts as only just begun (what
    /// follows scales by the share of it left: figures in supply, tiles not yet next to the
    /// layout, cities that may still close for farmers).
    pub horizon: f64,
}

impl Weights {
    /// Worth of `n` followers in supply: the listed weights, the last repeated for a supply
    /// larger than the list (a game with more followers than Classic's seven).
    pub fn supply_worth(&self, n: u8) -> f64 {
        let last = self.supply[self.supply.len() - 1];
        (0..n as usize)
            .map(|i| self.supply.get(i).copied().unwrap_or(last))
            .sum()
    }
}

pub const WEIGHTS: Weights = Weights {
    completion: 0.9,
    supply: [4.0, 2.5, 1.8, 1.2, 1.0, 0.8, 0.8],
    abbot_supply: 2.5,
    open_city_farm: 0.5,
    follower_return: 1.5,
    merge: 0.5,
    mode_terms: 1.0,
    horizon: 60.0,
};

thread_local! {
    /// Fitting-tile counts by (remaining counts, cell mask, cell needs). Every position a
    /// search looks at after one move shares its parent's remaining tiles, and open cells
    /// repeat the same few needs, so most look-ups hit. It only saves time: results are the same.
    static FIT_CACHE: std::cell::RefCell<crate::hash::FastMap<(u64, u16, u16), u16>> =
        std::cell::RefCell::new(crate::hash::FastMap::default());
}

/// What the evaluation needs from the remaining tiles: how many fit each open cell, worked
/// out only for the cells it asks about.
struct Context {
    /// A fingerprint of the remaining counts, for [`FIT_CACHE`].
    counts_key: u64,
    /// Remaining land tiles by kind, with the edge signatures of their four rotations
    /// (`TileDef::sigs`).
    kinds: Vec<(u64, u16)>,
    /// Per open cell (index into `Board::open_cells`): fitting tiles, once computed.
    fit: std::cell::RefCell<Vec<Option<u16>>>,
    /// Face-down tiles left (land and river), as a player counts them.
    remaining: u32,
    players: f64,
    /// Share of the face-down tiles that will still be drawn: 1 when they all lie in the deck
    /// (Classic), less when some lie hidden where they may never be taken (under a Benelux
    /// island's top), since the game ends with the deck.
    drawn: f64,
    /// Share of the game still to come (1 at the start, 0 at the end).
    time_left: f64,
}

impl Context {
    fn new(game: &Game, w: &Weights) -> Context {
        let counts = game.remaining_counts();
        let remaining: u32 = counts.iter().map(|&c| c as u32).sum();
        // The game lasts as long as the deck: tiles hidden elsewhere may never come out.
        // (In Classic every face-down tile is in the deck, so this is `remaining`.)
        let to_come = game.deck_len() as u32;
        let cat = catalog();
        let mut kinds = Vec::with_capacity(counts.len());
        kinds.extend(
            counts
                .iter()
                .enumerate()
                .filter(|(i, &c)| c > 0 && !cat.tiles[*i].river)
                .map(|(i, &c)| (cat.tiles[i].sigs, c as u16)),
        );
        // FNV-1a over the counts: equal multisets share cached fits.
        let counts_key = counts.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &c| {
            (h ^ c as u64).wrapping_mul(0x100_0000_01b3)
        });
        Context {
            counts_key,
            kinds,
            fit: std::cell::RefCell::new(vec![None; game.board().open_len()]),
            remaining,
            players: game.players().len() as f64,
            drawn: if remaining == 0 {
                1.0
            } else {
                to_come as f64 / remaining as f64
            },
            time_left: (to_come as f64 / w.horizon).min(1.0),
        }
    }

    /// Chance that the player who wants `cell` filled gets a fitting tile for it.
    fn fill(&self, game: &Game, cell: Cell) -> f64 {
        let Some(i) = game.board().open_index(cell) else {
            // Not yet next to the layout: it can only be filled later, after its neighbours.
            return 0.6 * self.time_left;
        };
        let m = self.fitting(game, i);
        // Each fitting tile is drawn with odds `drawn` (1 in Classic), by this player with
        // odds 1/players.
        1.0 - (1.0 - self.drawn / self.players).powi(m as i32)
    }

    /// Share of the remaining tiles that fit `cell` (0 unless it is an open cell).
    fn fit_share(&self, game: &Game, cell: Cell) -> f64 {
        match game.board().open_index(cell) {
            Some(i) if self.remaining > 0 => self.fitting(game, i) as f64 / self.remaining as f64,
            _ => 0.0,
        }
    }

    /// Remaining land tiles that fit open cell `i` in some rotation.
    fn fitting(&self, game: &Game, i: usize) -> u16 {
        let mut fit = self.fit.borrow_mut();
        *fit[i].get_or_insert_with(|| {
            let o = game.board().open_cell(i);
            FIT_CACHE.with_borrow_mut(|cache| {
                if cache.len() > 1 << 16 {
                    cache.clear();
                }
                *cache
                    .entry((self.counts_key, o.mask, o.need))
                    .or_insert_with(|| {
                        self.kinds
                            .iter()
                            .filter(|(sigs, _)| o.fits4(*sigs) != 0)
                            .map(|(_, c)| *c)
                            .sum()
                    })
            })
        })
    }
}

/// An occupied road or city, as the evaluation sees it.
struct Held {
    kind: FeatureKind,
    cells: OpenCells,
    worth: f64,
    count: [u8; 6],
}

impl Held {
    fn owners(&self) -> impl Iterator<Item = usize> + '_ {
        let max = *self.count.iter().max().unwrap_or(&0);
        (0..6).filter(move |&p| max > 0 && self.count[p] == max)
    }
}

/// Expected end-of-game points of each player.
pub fn values(game: &Game, w: &Weights) -> Vec<f64> {
    let n = game.players().len();
    let mut v: Vec<f64> = game.players().iter().map(|p| p.score as f64).collect();
    if game.is_finished() {
        return v;
    }
    let ctx = Context::new(game, w);
    let feats = game.features();
    let tiles = game.board().tiles();
    let t = ctx.time_left;
    let mut held: Vec<Held> = Vec::with_capacity(16);
    for s in 0..feats.len() as u16 {
        if !feats.is_root(s) || feats.info(s).figures == 0 {
            continue;
        }
        let info = feats.info(s);
        match info.kind {
            FeatureKind::Road | FeatureKind::City => {
                let cells = open_cells_of(game, s);
                let p: f64 = cells.iter().map(|&c| ctx.fill(game, c)).product();
                let (tl, sh) = (info.tiles as u32, info.shields as u32);
                let now = game.road_or_city_points(info.kind, tl, sh, false).total() as f64;
                let grown = tl + cells.len() as u32;
                let done = game.road_or_city_points(info.kind, grown, sh, true).total() as f64;
                let worth = now + w.completion * p * (done - now).max(0.0);
                let (count, _) = game.majority(s);
                for q in 0..n {
                    // Followers come back when the feature closes; stranded ones never do.
                    v[q] += count[q] as f64 * p * t * w.follower_return;
                }
                held.push(Held {
                    kind: info.kind,
                    cells,
                    worth,
                    count,
                });
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let Some(fig) = feats.seg(s).figure else {
                    continue;
                };
                let c = tiles[feats.seg(s).tile as usize].cell;
                let (value, p, _) = surroundings(game, &ctx, c);
                v[fig.player as usize] += value + p * t * w.follower_return;
            }
            _ => {}
        }
    }
    for h in &held {
        for p in h.owners() {
            v[p] += h.worth;
        }
    }
    add_merges(game, &ctx, w, &held, &mut v);
    let fit_share = |c| ctx.fit_share(game, c);
    let fill = |c| ctx.fill(game, c);
    let open_cells = |s| open_cells_of(game, s);
    let mode = ModeContext {
        fit_share: &fit_share,
        fill: &fill,
        open_cells: &open_cells,
        time_left: t,
    };
    game.rules.ai_board_terms(&game.core, w, &mode, &mut v);
    for (p, st) in game.players().iter().enumerate() {
        v[p] += t * w.supply_worth(st.followers());
    }
    game.rules.ai_supply_terms(&game.core, w, &mode, &mut v);
    v
}

/// A monastery or garden on `c` as the evaluation sees it: its likely worth (itself, each
/// filled square around it, each empty one by the odds it gets filled), the odds that every
/// square around it is filled, and how many are empty.
fn surroundings(game: &Game, ctx: &Context, c: Cell) -> (f64, f64, u32) {
    let t = ctx.time_left;
    let (mut value, mut p, mut empty) = (1.0, 1.0, 0);
    for dy in -1..=1 {
        for dx in -1..=1 {
            let nc = Cell::new(c.x + dx, c.y + dy);
            if nc == c {
                continue;
            }
            if game.board().filled(nc) {
                value += 1.0;
            } else {
                // Anyone's tile fills it; a tile is placed somewhere every turn.
                let f = 0.8 * t.max(0.1) * (0.5 + 0.5 * ctx.fill(game, nc));
                value += f;
                p *= f;
                empty += 1;
            }
        }
    }
    (value, p, empty)
}

/// What a mode's own terms may ask of the evaluation (`ModeRules::ai_board_terms` and
/// `ai_supply_terms`).
pub(crate) struct ModeContext<'a> {
    /// Share of the remaining tiles that fit an open cell (0 for any other cell).
    pub fit_share: &'a dyn Fn(Cell) -> f64,
    /// Chance that the player who wants a cell filled gets a fitting tile for it.
    pub fill: &'a dyn Fn(Cell) -> f64,
    /// The empty cells next to the open edges of a segment's feature.
    pub open_cells: &'a dyn Fn(u16) -> OpenCells,
    /// Share of the game still to come (1 at the start, 0 at the end).
    pub time_left: f64,
}

/// Threats and chances of joining: two held features of a kind that share an open cell may be
/// merged by the tile that fills it, and the merged feature goes to the joint majority.
fn add_merges(game: &Game, ctx: &Context, w: &Weights, held: &[Held], v: &mut [f64]) {
    for (i, a) in held.iter().enumerate() {
        for b in &held[i + 1..] {
            if a.kind != b.kind {
                continue;
            }
            let q = a
                .cells
                .iter()
                .filter(|c| b.cells.contains(c))
                .map(|&c| ctx.fill(game, c))
                .fold(0.0, f64::max);
            if q == 0.0 {
                continue;
            }
            let mut joint = Held {
                kind: a.kind,
                cells: OpenCells::new(),
                worth: a.worth + b.worth,
                count: [0; 6],
            };
            for p in 0..6 {
                joint.count[p] = a.count[p] + b.count[p];
            }
            let mut delta = [0.0f64; 6];
            for p in joint.owners() {
                delta[p] += joint.worth;
            }
            for p in a.owners() {
                delta[p] -= a.worth;
            }
            for p in b.owners() {
                delta[p] -= b.worth;
            }
            for (p, d) in delta.iter().enumerate().take(v.len()) {
                v[p] += w.merge * q * d;
            }
        }
    }
}

/// The odds the AI gives the feature of segment `s` of being completed before the game ends,
/// as [`values`] counts them: for a road, city, forest or river the chance that each of its
/// open cells is filled, for a monastery or garden the chance for each empty square around it.
/// `None` for a feature that is complete or that no tile completes (fields, meadows, lakes).
pub fn completion_odds(game: &Game, s: u16) -> Option<f64> {
    if game.is_finished() {
        return None;
    }
    let feats = game.features();
    let info = feats.info(s);
    let seg = feats.seg(s);
    let p = &game.board().tiles()[seg.tile as usize];
    let how = closes(info.kind, p.tile)?;
    let ctx = Context::new(game, game.ai_weights());
    match how {
        Closes::Edges => (info.open > 0).then(|| {
            let cells = open_cells_of(game, s);
            cells.iter().map(|&c| ctx.fill(game, c)).product()
        }),
        Closes::Around => {
            let (_, odds, empty) = surroundings(game, &ctx, p.cell);
            (empty > 0).then_some(odds)
        }
    }
}

/// The evaluation from `me`'s seat: my expected points minus the best opponent's.
pub fn evaluate(game: &Game, me: usize, w: &Weights) -> f64 {
    crate::ai::search::lead(&values(game, w), me)
}
