//! Benelux's setup (`shared/rules/benelux.md`, "Setup"; the record's `setup` field in
//! `shared/rules/README.md`): the two start squares, the random tile on the second, the chips
//! on the board and the six island stacks. Each part is taken from the record when it names
//! it, and otherwise decided by the seed.
//!
//! What the seed decides, in this order (part of the save format, pinned by the goldens):
//! the land tiles not named by the record (the Classic set without one `D`, in catalog order)
//! are shuffled; the second start tile is the first of them and its rotation the next random
//! quarter turn; the next 30 fill the stacks purple 0, purple 1, light blue 0, light blue 1,
//! orange 0, orange 1, top first, five each; the rest is the face-down deck, first draw first;
//! then the chips are laid out ([`super::chips::lay_out`]). A record that names its deck but
//! not its islands gets islands dealt from what its deck leaves (fewer than five a stack when
//! that runs short).

use serde::{Deserialize, Serialize};

use super::chips::{self, Chip};
use super::map::{self, Colour, Square, Start};
use crate::error::SetupError;
use crate::geometry::{Cell, Side};
use crate::rng::GameRng;
use crate::tiles::{catalog, TileId};

/// Tiles in each island stack.
pub const STACK: usize = 5;
/// Island stacks: two per colour, numbered `colour * 2 + stack`.
pub const STACKS: usize = 6;

/// The record's `setup` object; every part may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BeneluxSetup {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts: Option<[Start; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_start: Option<StartTile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<ChipAt>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub islands: Option<Islands>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartTile {
    pub tile: String,
    pub rot: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipAt {
    pub x: i32,
    pub y: i32,
    pub colour: Colour,
    pub value: u8,
}

/// Two stacks per island colour, each top first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Islands {
    pub purple: [Vec<String>; 2],
    #[serde(rename = "light-blue")]
    pub light_blue: [Vec<String>; 2],
    pub orange: [Vec<String>; 2],
}

impl Islands {
    fn stacks(&self) -> [&Vec<String>; STACKS] {
        let [p, b, o] = [&self.purple, &self.light_blue, &self.orange];
        [&p[0], &p[1], &b[0], &b[1], &o[0], &o[1]]
    }
}

/// A setup with every part decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    pub starts: [Start; 2],
    pub second: (TileId, u8),
    pub chips: Vec<(Cell, Chip)>,
    /// Each stack top first.
    pub stacks: [Vec<TileId>; STACKS],
    /// The face-down deck, first draw first.
    pub deck: Vec<TileId>,
}

impl Dealt {
    /// The setup as a record writes it (every part named).
    pub fn written(&self) -> BeneluxSetup {
        let cat = catalog();
        let names = |v: &Vec<TileId>| v.iter().map(|&t| cat.get(t).name.clone()).collect();
        let s = &self.stacks;
        BeneluxSetup {
            starts: Some(self.starts),
            second_start: Some(StartTile {
                tile: cat.get(self.second.0).name.clone(),
                rot: self.second.1 as i64 * 90,
            }),
            chips: Some(
                self.chips
                    .iter()
                    .map(|&(c, k)| ChipAt {
                        x: c.x,
                        y: c.y,
                        colour: k.colour,
                        value: k.value,
                    })
                    .collect(),
            ),
            islands: Some(Islands {
                purple: [names(&s[0]), names(&s[1])],
                light_blue: [names(&s[2]), names(&s[3])],
                orange: [names(&s[4]), names(&s[5])],
            }),
        }
    }
}

fn invalid(s: String) -> SetupError {
    SetupError::Invalid(s)
}

fn tile(name: &str) -> Result<TileId, SetupError> {
    catalog()
        .find(name)
        .ok_or_else(|| SetupError::UnknownTile(name.to_string()))
}

/// Decide the whole setup: `given` parts as named (checked), the others from `rng`.
pub fn deal(
    set: &[u8],
    default_starts: [Start; 2],
    given: &BeneluxSetup,
    deck: Option<&[String]>,
    rng: &mut GameRng,
) -> Result<Dealt, SetupError> {
    let starts = given.starts.unwrap_or(default_starts);
    if starts[0] == starts[1] {
        return Err(invalid("the two start squares must differ".into()));
    }
    let start = tile("D")?;
    let second = match &given.second_start {
        Some(s) => {
            let rot = match s.rot {
                0 | 90 | 180 | 270 => (s.rot / 90) as u8,
                r => return Err(invalid(format!("second start tile: rotation {r}"))),
            };
            Some((tile(&s.tile)?, rot))
        }
        None => None,
    };
    let stacks_given = match &given.islands {
        Some(islands) => {
            let mut out: [Vec<TileId>; STACKS] = Default::default();
            for (i, names) in islands.stacks().into_iter().enumerate() {
                if names.len() > STACK {
                    return Err(invalid(format!(
                        "an island stack holds at most {STACK} tiles, not {}",
                        names.len()
                    )));
                }
                out[i] = names.iter().map(|n| tile(n)).collect::<Result<_, _>>()?;
            }
            Some(out)
        }
        None => None,
    };
    let deck_given = match deck {
        Some(names) => Some(
            names
                .iter()
                .map(|n| tile(n))
                .collect::<Result<Vec<_>, _>>()?,
        ),
        None => None,
    };
    // Every tile the record names, with the start tile, must be in the set.
    let mut named: Vec<TileId> = second.iter().map(|s| s.0).collect();
    named.extend(stacks_given.iter().flatten().flatten());
    named.extend(deck_given.iter().flatten());
    // (A seed's own deal names nothing: the start tile alone is always in the set.)
    if !named.is_empty() {
        crate::modes::classic::setup::check_counts(set, start, &named).map_err(|e| match e {
            SetupError::TooMany { tile, wanted, have } => invalid(format!(
                "the start tiles, the island stacks and the deck ask for {wanted} copies of \
                 tile {tile}, but the set has {have}"
            )),
            e => e,
        })?;
    }
    // The rest, shuffled.
    let mut left = set.to_vec();
    left[start.0 as usize] -= 1;
    for t in &named {
        left[t.0 as usize] -= 1;
    }
    let mut pool: Vec<TileId> = catalog()
        .ids()
        .flat_map(|id| std::iter::repeat_n(id, left[id.0 as usize] as usize))
        .collect();
    rng.shuffle(&mut pool);
    let mut pool = pool.into_iter();
    let second = match second {
        Some(s) => s,
        None => {
            let t = pool
                .next()
                .ok_or_else(|| invalid("no tile left for the second start square".into()))?;
            (t, rng.below(4) as u8)
        }
    };
    let stacks = match stacks_given {
        Some(s) => s,
        None => std::array::from_fn(|_| pool.by_ref().take(STACK).collect()),
    };
    let deck = match deck_given {
        Some(d) => d,
        None => pool.collect(),
    };
    let chips = match &given.chips {
        Some(chips) => check_chips(chips, &starts)?,
        None => chips::lay_out(&starts, rng)
            .ok_or_else(|| invalid("no room left on the board for the chips".into()))?,
    };
    Ok(Dealt {
        starts,
        second,
        chips,
        stacks,
        deck,
    })
}

/// Why a chip a record lays out may not lie where it says: it breaks the spacing of Setup,
/// step 2 (`shared/rules/benelux.md`), where no chip touches a used start square, a large city
/// or another chip by a side (a corner is fine). The seed's layout ([`chips::lay_out`]) keeps
/// these distances by construction; a record's own `setup` must keep them too, or it describes
/// a board the rules never deal (a chip by a start tile would be collected on the first turn).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChipSpacing {
    #[error("the chips at {0} and {1} lie side by side: two chips may touch at a corner only")]
    NextToChip(Cell, Cell),
    #[error(
        "the chip at {cell} lies beside {city}, a large city: no chip may lie beside a large city"
    )]
    NextToLargeCity { cell: Cell, city: &'static str },
    #[error("the chip at {cell} lies beside {start}, a start square in use: no chip may lie beside a start square in use")]
    NextToStart { cell: Cell, start: &'static str },
}

/// Whether a chip at `cell` keeps its distances: from the large cities and the start squares
/// in use first (the board's own squares), then from the chips `laid` before it.
fn spacing(cell: Cell, starts: &[Start; 2], laid: &[(Cell, Chip)]) -> Result<(), ChipSpacing> {
    let sides = Side::ALL.map(|s| cell.step(s));
    for n in sides {
        match map::square(n) {
            Some(Square::LargeCity(city)) => {
                return Err(ChipSpacing::NextToLargeCity {
                    cell,
                    city: city.name(),
                })
            }
            Some(Square::Start(s)) if starts.contains(&s) => {
                return Err(ChipSpacing::NextToStart {
                    cell,
                    start: s.name(),
                })
            }
            _ => {}
        }
    }
    match laid.iter().find(|(o, _)| sides.contains(o)) {
        Some(&(o, _)) => Err(ChipSpacing::NextToChip(o, cell)),
        None => Ok(()),
    }
}

/// Chips a record lays out: each on a square that takes tiles and is not a start square in
/// use, one per square, spaced as the seed's layout is ([`ChipSpacing`]), no more of a colour
/// and value than the box holds.
fn check_chips(given: &[ChipAt], starts: &[Start; 2]) -> Result<Vec<(Cell, Chip)>, SetupError> {
    let mut box_left = chips::all();
    let mut out: Vec<(Cell, Chip)> = Vec::with_capacity(given.len());
    for c in given {
        let cell = Cell::new(c.x, c.y);
        let chip = Chip {
            colour: c.colour,
            value: c.value,
        };
        let at = format!("the chip at {cell}");
        match map::square(cell) {
            Some(Square::Start(s)) if starts.contains(&s) => {
                return Err(invalid(format!("{at} lies on a start square in use")))
            }
            Some(sq) if sq.takes_tile() => {}
            _ => return Err(invalid(format!("{at} is not on a square that takes tiles"))),
        }
        if out.iter().any(|&(o, _)| o == cell) {
            return Err(invalid(format!("{at} is given twice")));
        }
        spacing(cell, starts, &out)?;
        let Some(i) = box_left.iter().position(|&k| k == chip) else {
            return Err(invalid(format!(
                "{at}: the box has no more {} chips worth {}",
                c.colour.id(),
                c.value
            )));
        };
        box_left.swap_remove(i);
        out.push((cell, chip));
    }
    Ok(out)
}
