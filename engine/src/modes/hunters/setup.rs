//! The tile sets and the deal (`shared/rules/hunters-gatherers.md`, "Components"): the 78
//! land tiles after the start tile, shuffled, and the 12 bonus tiles, shuffled after them
//! with the same random stream. A record may name either stack (`deck`, `bonus_deck`); the
//! seed deals whichever it leaves out. This order of the random choices is part of the save
//! format (pinned by `tests/golden/hunters.json`).

use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::rng::GameRng;
use crate::tiles::{catalog, hunters::START, TileId};

/// The mode's own setup beside the deck: the bonus stack, top first (a record's
/// `bonus_deck`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HuntersSetup {
    pub bonus_deck: Vec<String>,
}

pub fn start_tile() -> TileId {
    catalog()
        .find(START)
        .expect("the start tile is in the catalog")
}

/// The mode's tiles of one stack (bonus or land), one of each, in catalog order; the start
/// tile is left out. Worked out once.
fn stack_tiles(bonus: bool) -> Vec<TileId> {
    static STACKS: std::sync::OnceLock<[Vec<TileId>; 2]> = std::sync::OnceLock::new();
    let stacks = STACKS.get_or_init(|| {
        let start = start_tile();
        let of = |bonus: bool| {
            catalog()
                .ids()
                .filter(|&id| {
                    let t = catalog().get(id);
                    t.mode == crate::Mode::HuntersGatherers
                        && t.bonus.is_some() == bonus
                        && id != start
                })
                .collect()
        };
        [of(false), of(true)]
    });
    stacks[bonus as usize].clone()
}

/// A stack named in a record, checked: every tile of the stack's set, none twice.
fn named(names: &[String], bonus: bool) -> Result<Vec<TileId>, SetupError> {
    let set = stack_tiles(bonus);
    let mut seen = Vec::with_capacity(names.len());
    for n in names {
        let id = catalog()
            .find(n)
            .ok_or_else(|| SetupError::UnknownTile(n.clone()))?;
        if !set.contains(&id) {
            return Err(SetupError::NotInSet { tile: n.clone() });
        }
        if seen.contains(&id) {
            return Err(SetupError::TooMany {
                tile: n.clone(),
                wanted: names.iter().filter(|m| *m == n).count(),
                have: 1,
            });
        }
        seen.push(id);
    }
    Ok(seen)
}

/// The land tiles in draw order (first draw first) and the bonus stack (top first).
pub fn deal(
    deck: Option<&[String]>,
    setup: Option<&HuntersSetup>,
    rng: &mut GameRng,
) -> Result<(Vec<TileId>, Vec<TileId>), SetupError> {
    let land = match deck {
        Some(names) => named(names, false)?,
        None => {
            let mut v = stack_tiles(false);
            rng.shuffle(&mut v);
            v
        }
    };
    let bonus = match setup {
        Some(s) => named(&s.bonus_deck, true)?,
        None => {
            let mut v = stack_tiles(true);
            rng.shuffle(&mut v);
            v
        }
    };
    Ok((land, bonus))
}
