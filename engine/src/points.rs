//! Structured points: a score as a few lines of `count × rate` ("4 tiles × 2", "1 shield × 2",
//! "3 completed cities × 3"). Scoring events, the view's projections, the end-of-game
//! breakdown and the AI all use this one value; [`describe`] is the one place that turns it
//! into English (translations build their own text from the same items).

use serde::ser::{SerializeSeq, Serializer};
use serde::Serialize;

use crate::tiles::FeatureKind;

/// What a line of a score counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// A tile of a road or city.
    Tile,
    Shield,
    /// A completed city of exactly two tiles under `small_city`: the tiles, 1 point for both.
    SmallCityTile,
    /// The monastery's or garden's own tile.
    Cloister,
    /// A tile on one of the eight cells around a monastery or garden.
    NeighbouringTile,
    /// A square around a monastery or garden that never takes a tile (a bounded board's sea,
    /// island, large city or the edge): it counts as a neighbour.
    BlockedSquare,
    /// A completed city bordering a farmed field.
    CompletedCity,
    /// A completed city this player was already paid for through another field (rate 0).
    CityAlreadyPaid,
    /// The most farmers around one completed city (first-edition field scoring).
    MostFarmers,
    /// A map chip, collected (Benelux): its printed value.
    Chip,
    /// A mushroom patch in a completed forest (Hunters & Gatherers).
    Mushroom,
    /// A fish in a lake at a river's end, or in a river system's lakes (huts).
    Fish,
    /// A deer that counts for the hunters (after the tigers ate theirs).
    Deer,
    /// A deer a sabre-tooth tiger cancelled (rate 0: it explains the score).
    EatenDeer,
    Mammoth,
    Aurochs,
    /// The fire drove the meadow's tigers off (rate 0: it explains the score).
    Fire,
    /// The shrine's hunter scores the meadow alone (rate 0: it explains the score).
    Shrine,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PointItem {
    pub item: Item,
    pub count: u32,
    pub rate: u32,
}

/// When a score is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Occasion {
    /// During play: the feature was completed.
    Completed,
    /// During play: the abbot was recalled from it.
    Recalled,
    /// At the end of the game.
    Final,
    /// During play: something lying on the board was picked up (a Benelux map chip).
    Collected,
}

const MAX_ITEMS: usize = 5;

/// Up to five lines, kept inline so that valuing a feature in search allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Points {
    items: [PointItem; MAX_ITEMS],
    len: u8,
}

impl Default for Points {
    fn default() -> Points {
        Points::new()
    }
}

impl Points {
    pub const fn new() -> Points {
        Points {
            items: [PointItem {
                item: Item::Tile,
                count: 0,
                rate: 0,
            }; MAX_ITEMS],
            len: 0,
        }
    }

    /// Add a line (lines counting nothing are left out).
    pub fn with(mut self, item: Item, count: u32, rate: u32) -> Points {
        if count > 0 {
            self.items[self.len as usize] = PointItem { item, count, rate };
            self.len += 1;
        }
        self
    }

    pub fn items(&self) -> &[PointItem] {
        &self.items[..self.len as usize]
    }

    pub fn total(&self) -> u32 {
        self.items().iter().map(|i| i.count * i.rate).sum()
    }

    /// The count of `item`, 0 when absent.
    pub fn count(&self, item: Item) -> u32 {
        self.items()
            .iter()
            .filter(|i| i.item == item)
            .map(|i| i.count)
            .sum()
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len as usize))?;
        for i in self.items() {
            seq.serialize_element(i)?;
        }
        seq.end()
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A score in English, e.g. `city of 4 tiles + 1 shield, completed: 10`. `tiles` is the size
/// of the feature (the cells it covers).
pub fn describe(kind: FeatureKind, occasion: Occasion, points: &Points, tiles: u32) -> String {
    let name = kind.name();
    let total = points.total();
    match kind {
        FeatureKind::Monastery | FeatureKind::Garden => {
            let tiles = points.count(Item::NeighbouringTile);
            let blocked = points.count(Item::BlockedSquare);
            let n = tiles + blocked;
            let mut around = plural(tiles, "neighbouring tile", "neighbouring tiles");
            if blocked > 0 {
                around = format!(
                    "{around} and {}",
                    plural(blocked, "closed square", "closed squares")
                );
            }
            match occasion {
                Occasion::Completed if blocked > 0 => format!(
                    "{name} surrounded by {} and {}, completed: {total}",
                    plural(tiles, "tile", "tiles"),
                    plural(blocked, "closed square", "closed squares")
                ),
                Occasion::Completed => format!("{name} surrounded by 8 tiles, completed: {total}"),
                Occasion::Recalled => {
                    format!("{name} with {around}, abbot recalled: 1 + {n} = {total}")
                }
                Occasion::Final | Occasion::Collected => {
                    format!("unfinished {name} with {around}: 1 + {n} = {total}")
                }
            }
        }
        FeatureKind::Chip => format!("map chip collected: {total}"),
        FeatureKind::Forest | FeatureKind::River => {
            let what = forest_or_river(kind, points, tiles);
            match occasion {
                Occasion::Final => format!("unfinished {what}: {total}"),
                _ => format!("{what}, completed: {total}"),
            }
        }
        FeatureKind::RiverSystem => format!(
            "huts on a river system with {} in its lakes: {total}",
            plural(points.count(Item::Fish), "fish", "fish")
        ),
        FeatureKind::Meadow => describe_meadow(points),
        FeatureKind::Field => {
            if points.count(Item::MostFarmers) > 0 {
                let city = plural(tiles, "tile", "tiles");
                return format!("most farmers around the completed city of {city}: {total}");
            }
            let paid = points.count(Item::CompletedCity);
            let bordering = paid + points.count(Item::CityAlreadyPaid);
            let cities = plural(bordering, "completed city", "completed cities");
            let mut s = format!("field bordering {cities}: 3 × {paid} = {total}");
            if paid != bordering {
                s.push_str(" (each city pays a player only once)");
            }
            s
        }
        _ => {
            let small = points.count(Item::SmallCityTile);
            let shields = points.count(Item::Shield);
            let mut what = format!("{name} of {}", plural(tiles, "tile", "tiles"));
            if small > 0 {
                what = format!("small {what}");
            } else if shields > 0 {
                what = format!("{what} + {}", plural(shields, "shield", "shields"));
            }
            match occasion {
                Occasion::Final => format!("unfinished {what}: {total}"),
                _ => format!("{what}, completed: {total}"),
            }
        }
    }
}

/// A forest or river with its size and what it holds: `forest of 3 tiles + 1 mushroom patch`,
/// `river of 2 tiles + 3 fish` (the subject of its scores and of the view's projections).
pub fn forest_or_river(kind: FeatureKind, points: &Points, tiles: u32) -> String {
    let (extra, one, many) = if kind == FeatureKind::Forest {
        (
            points.count(Item::Mushroom),
            "mushroom patch",
            "mushroom patches",
        )
    } else {
        (points.count(Item::Fish), "fish", "fish")
    };
    let what = format!("{} of {}", kind.name(), plural(tiles, "tile", "tiles"));
    if extra > 0 {
        format!("{what} + {}", plural(extra, one, many))
    } else {
        what
    }
}

/// `meadow: 2 deer, 1 mammoth, 1 aurochs, 1 tiger eats a deer → 6`.
fn describe_meadow(points: &Points) -> String {
    let eaten = points.count(Item::EatenDeer);
    let deer = points.count(Item::Deer) + eaten;
    let mut parts = Vec::new();
    for (n, one, many) in [
        (deer, "deer", "deer"),
        (points.count(Item::Mammoth), "mammoth", "mammoths"),
        (points.count(Item::Aurochs), "aurochs", "aurochs"),
    ] {
        if n > 0 {
            parts.push(plural(n, one, many));
        }
    }
    if parts.is_empty() {
        parts.push("no game".into());
    }
    if eaten == 1 {
        parts.push("1 tiger eats a deer".into());
    } else if eaten > 1 {
        parts.push(format!("{eaten} tigers eat {eaten} deer"));
    }
    if points.count(Item::Fire) > 0 {
        parts.push("the fire drives the tigers off".into());
    }
    let mut s = format!("meadow: {} → {}", parts.join(", "), points.total());
    if points.count(Item::Shrine) > 0 {
        s.push_str(" (the shrine's hunter scores it alone)");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_multiply_and_read_as_before() {
        let p = Points::new()
            .with(Item::Tile, 4, 2)
            .with(Item::Shield, 1, 2);
        assert_eq!(p.total(), 10);
        assert_eq!(
            describe(FeatureKind::City, Occasion::Completed, &p, 4),
            "city of 4 tiles + 1 shield, completed: 10"
        );
        let none = Points::new().with(Item::Shield, 0, 2);
        assert!(none.items().is_empty());
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"[{"item":"tile","count":4,"rate":2},{"item":"shield","count":1,"rate":2}]"#
        );
    }
}
