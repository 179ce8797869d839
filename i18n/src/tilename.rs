//! Tiles named by what they show, never by their catalog code: "city corner with a road curve
//! and a shield", "lake with a forest, a gold nugget and a mammoth". A name is composed from the
//! tile's features in the engine's catalogs (`engine/src/tiles/`): one main part (the city's
//! shape, a river, a monastery, a road's shape; in Hunters & Gatherers a lake, a river, a spring,
//! a forest or a meadow) and "with" parts for the rest (a road, a garden, a shield; forests,
//! springs and what the tile holds: gold, mushrooms, the volcano, fish, game, the fire, the
//! shrine).
//!
//! Each part is a catalog message `tile-…` whose value is its nominative form (`$count` for
//! parts that may come more than once) with an attribute `.with`: the form it takes after
//! "with" (the instrumental in Polish and Czech, the dative in German; a language whose form
//! needs the preposition itself, as Polish `z`/`ze` and Czech `s`/`se` do, puts it there and
//! leaves it out of `tile-with`). A part may have `.a`, the form with an indefinite article, for
//! a language whose log lines name the tile as the object of a verb ("Ada laid a city corner…");
//! languages without it say the tile in the nominative after a colon.

use std::collections::BTreeMap;

use tessera_engine::geometry::Loc;
use tessera_engine::tiles::{catalog, classic, FeatureKind, RiverEnding, TileDef};
use tessera_engine::Mode;

use crate::{messages, names, Arg, Lang};

/// One part of a tile's name: its message id and how many (1 for most).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Part {
    id: &'static str,
    count: u32,
}

const fn one(id: &'static str) -> Part {
    Part { id, count: 1 }
}

/// The edges (N, E, S, W as 0..4) a feature's mask covers.
fn edges(mask: u16) -> Vec<u8> {
    (0..4u8).filter(|s| mask & Loc(*s).bit() != 0).collect()
}

/// Whether two sides lie opposite each other.
fn opposite(a: u8, b: u8) -> bool {
    (a + 2) % 4 == b
}

/// The parts of tile `t`: the main part first, then the "with" parts in order.
fn parts(t: &TileDef) -> Vec<Part> {
    match t.mode {
        Mode::HuntersGatherers => hunters_parts(t),
        _ => classic_parts(t),
    }
}

fn of(t: &TileDef, kind: FeatureKind) -> impl Iterator<Item = &tessera_engine::tiles::FeatureDef> {
    t.features.iter().filter(move |f| f.kind == kind)
}

/// The city's shape, if the tile shows a city.
fn city_part(t: &TileDef) -> Option<Part> {
    let cities: Vec<Vec<u8>> = of(t, FeatureKind::City).map(|f| edges(f.mask)).collect();
    Some(one(match cities.as_slice() {
        [] => return None,
        [one_city] => match one_city.as_slice() {
            [_] => "tile-city-edge",
            [a, b] if opposite(*a, *b) => "tile-city-across",
            [_, _] => "tile-city-corner",
            [_, _, _] => "tile-city-three",
            _ => "tile-city-full",
        },
        [a, b] if opposite(a[0], b[0]) => "tile-city-two-opposite",
        _ => "tile-city-two-adjacent",
    }))
}

/// The roads' shape, if the tile shows roads: one running through (straight or a curve), one
/// that ends here, or a junction of three or four.
fn road_part(t: &TileDef) -> Option<Part> {
    let roads: Vec<Vec<u8>> = of(t, FeatureKind::Road).map(|f| edges(f.mask)).collect();
    Some(one(match roads.as_slice() {
        [] => return None,
        [r] => match r.as_slice() {
            [a, b] if opposite(*a, *b) => "tile-road-straight",
            [_, _] => "tile-road-curve",
            _ => "tile-road-end",
        },
        [_, _, _] => "tile-road-three",
        _ => "tile-road-four",
    }))
}

/// A river running through: straight or a curve.
fn river_shape(mask: u16) -> Part {
    match edges(mask).as_slice() {
        [a, b] if opposite(*a, *b) => one("tile-river-straight"),
        _ => one("tile-river-curve"),
    }
}

fn classic_parts(t: &TileDef) -> Vec<Part> {
    let mut out = Vec::new();
    // The River's tiles: the spring, the lake, or a river through with what lies beside it.
    if let Some(r) = of(t, FeatureKind::River).next() {
        out.push(match t.name.as_str() {
            classic::SPRING => one("tile-spring"),
            classic::LAKE => one("tile-lake"),
            _ => river_shape(r.mask),
        });
    }
    let city = city_part(t);
    let monastery = of(t, FeatureKind::Monastery).next().is_some();
    let road = road_part(t);
    let shield = t.features.iter().any(|f| f.shield);
    out.extend(city);
    if shield {
        out.push(one("tile-shield"));
    }
    if monastery {
        out.push(one("tile-monastery"));
    }
    out.extend(road);
    if of(t, FeatureKind::Garden).next().is_some() {
        out.push(one("tile-garden"));
    }
    // A tile of fields alone names no feature: there is none (the catalogs have no such tile).
    if out.is_empty() {
        out.push(one("tile-field"));
    }
    // The shield belongs to the city: it never leads.
    if out[0].id == "tile-shield" {
        out.rotate_left(1);
    }
    out
}

fn counted(id: &'static str, count: usize) -> Option<Part> {
    (count > 0).then_some(Part {
        id,
        count: count as u32,
    })
}

fn hunters_parts(t: &TileDef) -> Vec<Part> {
    let lakes = of(t, FeatureKind::Lake).count();
    let through: Vec<u16> = of(t, FeatureKind::River)
        .filter(|f| !f.ends)
        .map(|f| f.mask)
        .collect();
    let springs = of(t, FeatureKind::River)
        .filter(|f| f.ending == Some(RiverEnding::Spring))
        .count();
    let forests = of(t, FeatureKind::Forest).count();
    let edge_count = |kind| -> usize { of(t, kind).map(|f| edges(f.mask).len()).sum::<usize>() };
    let forest_edges = edge_count(FeatureKind::Forest);
    let meadow_sides = t
        .edges
        .iter()
        .filter(|e| **e == tessera_engine::tiles::Edge::Meadow)
        .count();
    let mut out: Vec<Part> = Vec::new();
    let mut forest_said = false;
    let mut springs_said = false;
    if lakes > 0 {
        out.extend(counted("tile-lake", lakes));
    } else if let [r] = through.as_slice() {
        out.push(river_shape(*r));
    } else if through.len() > 1 {
        out.extend(counted("tile-river", through.len()));
    } else if springs > 0 {
        out.extend(counted("tile-spring", springs));
        springs_said = true;
    } else if forests > 0 && forest_edges >= meadow_sides {
        out.extend(counted("tile-forest", forests));
        forest_said = true;
    } else {
        out.push(one("tile-meadow"));
    }
    if !springs_said {
        out.extend(counted("tile-spring", springs));
    }
    if !forest_said {
        out.extend(counted("tile-forest", forests));
    }
    let sum = |f: &dyn Fn(&tessera_engine::tiles::Contents) -> u32| -> u32 {
        t.features.iter().map(|x| f(&x.contents)).sum()
    };
    let items: [(&'static str, u32); 10] = [
        ("tile-gold", sum(&|c| c.gold.into())),
        ("tile-mushrooms", sum(&|c| c.mushrooms.into())),
        ("tile-volcano", sum(&|c| c.volcano.into())),
        ("tile-fish", sum(&|c| c.fish.into())),
        ("tile-deer", sum(&|c| c.deer.into())),
        ("tile-mammoth", sum(&|c| c.mammoths.into())),
        ("tile-aurochs", sum(&|c| c.aurochs.into())),
        ("tile-tiger", sum(&|c| c.tigers.into())),
        ("tile-fire", sum(&|c| c.fire.into())),
        ("tile-shrine", sum(&|c| c.shrine.into())),
    ];
    out.extend(
        items
            .into_iter()
            .filter_map(|(id, n)| counted(id, n as usize)),
    );
    out
}

/// Attribute `attr` of message `id` in `lang` (English's when `lang` lacks it), with `count`.
fn form(lang: Lang, part: Part, attr: Option<&str>) -> String {
    let m = messages();
    let args = [("count", Arg::Num(part.count as f64))];
    match attr {
        None => m.get(lang, part.id, &args),
        Some(a) => m
            .try_attr(lang, part.id, a, &args)
            .or_else(|| m.try_attr(Lang::En, part.id, a, &args))
            .unwrap_or_else(|| m.get(lang, part.id, &args)),
    }
}

/// The name composed from `parts`, the main part in `main_form` (`None`: the nominative).
fn compose(lang: Lang, parts: &[Part], article: bool) -> String {
    let m = messages();
    let Some((main, rest)) = parts.split_first() else {
        return String::new();
    };
    let main = if article {
        // `.a` where the language has it, else the nominative (never English's article).
        m.try_attr(
            lang,
            main.id,
            "a",
            &[("count", Arg::Num(main.count as f64))],
        )
        .unwrap_or_else(|| form(lang, *main, None))
    } else {
        form(lang, *main, None)
    };
    if rest.is_empty() {
        return main;
    }
    let with: Vec<String> = rest.iter().map(|p| form(lang, *p, Some("with"))).collect();
    m.get(
        lang,
        "tile-with",
        &[("main", main.into()), ("parts", names(lang, &with).into())],
    )
}

fn find(code: &str) -> Option<&'static TileDef> {
    let cat = catalog();
    cat.find(code).map(|id| cat.get(id))
}

/// Tile `code`'s name in `lang`, in the nominative ("city corner with a road curve"); the code
/// itself for a tile no catalog knows.
pub fn tile_name(lang: Lang, code: &str) -> String {
    find(code).map_or_else(|| code.to_string(), |t| compose(lang, &parts(t), false))
}

/// Tile `code`'s name as the object of a verb, with an indefinite article where the language
/// has one for it (`.a`: "a city corner with a road curve"), else as [`tile_name`].
pub fn tile_object(lang: Lang, code: &str) -> String {
    find(code).map_or_else(|| code.to_string(), |t| compose(lang, &parts(t), true))
}

/// Every tile of every catalog by its code, named in `lang` (the page's table of names).
pub fn tile_names(lang: Lang) -> BTreeMap<String, String> {
    catalog()
        .tiles
        .iter()
        .map(|t| (t.name.clone(), compose(lang, &parts(t), false)))
        .collect()
}

/// The ids of every part message a name can use (for the tests).
pub fn tile_part_ids() -> &'static [&'static str] {
    &[
        "tile-with",
        "tile-city-edge",
        "tile-city-corner",
        "tile-city-across",
        "tile-city-three",
        "tile-city-full",
        "tile-city-two-opposite",
        "tile-city-two-adjacent",
        "tile-road-straight",
        "tile-road-curve",
        "tile-road-end",
        "tile-road-three",
        "tile-road-four",
        "tile-monastery",
        "tile-garden",
        "tile-shield",
        "tile-field",
        "tile-river-straight",
        "tile-river-curve",
        "tile-river",
        "tile-spring",
        "tile-lake",
        "tile-forest",
        "tile-meadow",
        "tile-gold",
        "tile-mushrooms",
        "tile-volcano",
        "tile-fish",
        "tile-deer",
        "tile-mammoth",
        "tile-aurochs",
        "tile-tiger",
        "tile-fire",
        "tile-shrine",
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_composes_from_known_parts() {
        for t in &catalog().tiles {
            let ps = parts(t);
            assert!(!ps.is_empty(), "{}", t.name);
            for p in ps {
                assert!(tile_part_ids().contains(&p.id), "{}: {}", t.name, p.id);
            }
        }
    }
}
