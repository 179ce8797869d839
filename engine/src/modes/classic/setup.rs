//! Classic's tile set and deal (`shared/rules/classic.md`, "Components", "The River"), and what
//! becomes of a drawn tile that fits nowhere (option `unplaceable`).
//!
//! The order in which the set is listed and shuffled is part of the save format: a record
//! without `deck` is dealt from its `seed` by exactly this code (pinned by
//! `tests/golden/decks.json`).

use crate::core::Core;
use crate::error::SetupError;
use crate::events::{Event, EventSink};
use std::sync::OnceLock;

use crate::rng::GameRng;
use crate::rules::ModeRules;
use crate::tiles::{catalog, classic as tiles, TileId};

use super::options::{Art, ClassicOptions, RiverStartTile, Unplaceable};
use super::Classic;

/// The start tile: the spring with the River, else a `D`.
pub fn start_tile(options: &ClassicOptions) -> TileId {
    let name = if options.river { tiles::SPRING } else { "D" };
    catalog()
        .find(name)
        .expect("start tiles are in the catalog")
}

/// How many copies of each tile kind (by catalog index) the game's set holds.
pub fn tile_set(options: &ClassicOptions) -> Vec<u8> {
    let art = match options.art() {
        Art::Classic => 0,
        Art::Modern => 1,
    };
    catalog()
        .tiles
        .iter()
        .map(|t| {
            if t.mode != crate::Mode::Classic || (t.river && !options.river) {
                0
            } else {
                t.counts[art]
            }
        })
        .collect()
}

impl Classic {
    pub fn deal(
        &self,
        deck: Option<&[String]>,
        rng: &mut GameRng,
    ) -> Result<Vec<TileId>, SetupError> {
        let opts = &self.options;
        let Some(names) = deck else {
            return Ok(shuffled_deck(opts, rng));
        };
        let set = tile_set(opts);
        let start = start_tile(opts);
        let cat = catalog();
        let ids = names
            .iter()
            .map(|n| {
                cat.find(n)
                    .ok_or_else(|| SetupError::UnknownTile(n.clone()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        // With the River and `river_start_tile: discard`, one `D` is out of the core.
        let mut available = set;
        if opts.river && opts.river_start_tile == RiverStartTile::Discard {
            let d = cat.find("D").expect("D in catalog");
            available[d.0 as usize] -= 1;
        }
        check_counts(&available, start, &ids)?;
        Ok(ids)
    }
}

pub(crate) fn check_counts(set: &[u8], start: TileId, ids: &[TileId]) -> Result<(), SetupError> {
    let mut used = vec![0usize; set.len()];
    used[start.0 as usize] += 1;
    for t in ids {
        used[t.0 as usize] += 1;
    }
    for (i, &n) in used.iter().enumerate() {
        let have = set[i] as usize;
        if n > have {
            let tile = catalog().tiles[i].name.clone();
            return Err(if have == 0 {
                SetupError::NotInSet { tile }
            } else {
                SetupError::TooMany {
                    tile,
                    wanted: n,
                    have,
                }
            });
        }
    }
    Ok(())
}

/// The full set in draw order: river tiles first (lake last), then the shuffled land tiles.
fn shuffled_deck(opts: &ClassicOptions, rng: &mut GameRng) -> Vec<TileId> {
    let (river_tiles, land_tiles) = unshuffled(opts);
    let mut deck = Vec::with_capacity(river_tiles.len() + land_tiles.len() + 1);
    deck.extend_from_slice(river_tiles);
    let lake = river_tiles.len();
    deck.extend_from_slice(land_tiles);
    rng.shuffle(&mut deck[..lake]);
    rng.shuffle(&mut deck[lake..]);
    if opts.river {
        let lake_tile = catalog().find(tiles::LAKE).expect("lake in catalog");
        deck.insert(lake, lake_tile);
    }
    deck
}

/// The river tiles but the lake, and the land tiles, in catalog order before shuffling:
/// the same for every game with the same options, so worked out once for each of the eight
/// combinations that matter (River, art, the land start tile's fate).
fn unshuffled(opts: &ClassicOptions) -> &'static (Vec<TileId>, Vec<TileId>) {
    static LISTS: [OnceLock<(Vec<TileId>, Vec<TileId>)>; 8] = [const { OnceLock::new() }; 8];
    let key = opts.river as usize
        | ((opts.art() == Art::Modern) as usize) << 1
        | ((opts.river_start_tile == RiverStartTile::Discard) as usize) << 2;
    LISTS[key].get_or_init(|| {
        let set = tile_set(opts);
        let start = start_tile(opts);
        let cat = catalog();
        let mut river = Vec::new();
        let mut land = Vec::new();
        let lake = cat.find(tiles::LAKE).expect("lake in catalog");
        let land_start = cat.find("D").expect("D in catalog");
        for id in cat.ids() {
            let mut n = set[id.0 as usize];
            if id == start {
                n -= 1;
            }
            if opts.river && id == land_start && opts.river_start_tile == RiverStartTile::Discard {
                n -= 1;
            }
            for _ in 0..n {
                if cat.get(id).river {
                    if id != lake {
                        river.push(id);
                    }
                } else {
                    land.push(id);
                }
            }
        }
        (river, land)
    })
}

/// A drawn tile fits nowhere: with `discard` it leaves the game; with `reshuffle` it goes back
/// face down, shuffled with the game's random stream, as long as something left could still
/// be placed (otherwise it leaves, so a deck of tiles that fit nowhere cannot loop forever).
/// A river tile goes back among the river tiles still to come, the lake still last, and only
/// while a river tile other than the lake could still be placed.
pub(crate) fn set_aside(c: &super::Classic, core: &mut Core, t: TileId, sink: &mut impl EventSink) {
    let opts = c.options;
    let cat = catalog();
    let name = || cat.get(t).name.clone();
    let reshuffle = opts.unplaceable == Unplaceable::Reshuffle;
    let river_rule = cat.get(t).river && !opts.legacy_river_reshuffle;
    let lake = cat.find(tiles::LAKE).expect("lake in catalog");
    let keep = reshuffle
        && if river_rule {
            core.deck
                .iter()
                .any(|&o| cat.get(o).river && o != lake && o != t && c.fits_anywhere(core, o))
        } else {
            core.deck
                .iter()
                .any(|&o| o != t && c.fits_anywhere(core, o))
        };
    if keep {
        if river_rule {
            reshuffle_river(core, t);
        } else {
            core.deck.push(t);
            let deck = &mut core.deck;
            core.rng.shuffle(deck);
        }
        if sink.enabled() {
            sink.push(Event::TileReshuffled { tile: name() });
        }
    } else if sink.enabled() {
        sink.push(Event::TileDiscarded { tile: name() });
    }
}

/// Put river tile `t` back among the river tiles still face down: those are shuffled, the lake
/// goes under them, and all of them go on top of the land tiles.
fn reshuffle_river(core: &mut Core, t: TileId) {
    let cat = catalog();
    let lake = cat.find(tiles::LAKE).expect("lake in catalog");
    let mut river: Vec<TileId> = core
        .deck
        .iter()
        .copied()
        .filter(|&o| cat.get(o).river && o != lake)
        .collect();
    let lakes = core.deck.iter().filter(|&&o| o == lake).count() + (t == lake) as usize;
    if t != lake {
        river.push(t);
    }
    core.deck.retain(|&o| !cat.get(o).river);
    core.rng.shuffle(&mut river);
    // The deck is drawn from its end: lakes first (drawn last), then the other river tiles.
    core.deck.extend(std::iter::repeat_n(lake, lakes));
    core.deck.extend(river);
}
