//! The Classic tile catalogs as data: every Classic tile of `catalog()` against the spec tables
//! in `shared/rules/classic.md` (edges, counts, features and the locations each covers, shields,
//! road ends, which cities each field borders), the totals, and a few rows written out by hand
//! so that the table parser itself is checked too. (Hunters & Gatherers: `catalog_hunters`.)

use tessera_engine::geometry::{locs, Loc, Side};
use tessera_engine::tiles::{
    catalog, classic, parse_table, Edge, FeatureDef, FeatureKind, TileDef,
};
use tessera_engine::Mode;

mod hunters;

const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/rules/classic.md");

/// The land and river tables of the spec, parsed.
fn spec_tables() -> Option<(Vec<TileDef>, Vec<TileDef>)> {
    let text = match std::fs::read_to_string(SPEC) {
        Ok(t) => t,
        Err(e) => {
            if std::env::var_os("CI").is_some() {
                panic!("the rules spec {SPEC} is missing in CI: {e}");
            }
            eprintln!("note: {SPEC} not found ({e}); checking totals and hand-written rows only");
            return None;
        }
    };
    let land_at = text
        .find("## Land tile catalog")
        .expect("spec has a land tile catalog");
    let river_at = text
        .find("## River catalog")
        .expect("spec has a river catalog");
    assert!(land_at < river_at, "land catalog comes before the river's");
    let land = parse_table(
        &text[land_at..river_at],
        false,
        Mode::Classic,
        classic::edge,
    )
    .expect("spec land table parses");
    let river = parse_table(&text[river_at..], true, Mode::Classic, classic::edge)
        .expect("spec river table parses");
    Some((land, river))
}

fn same_tile(spec: &TileDef, ours: &TileDef) {
    let n = &spec.name;
    assert_eq!(spec.name, ours.name);
    assert_eq!(spec.edges, ours.edges, "{n}: edges");
    assert_eq!(
        spec.counts, ours.counts,
        "{n}: counts [classic art, 2014 art]"
    );
    assert_eq!(spec.river, ours.river, "{n}: river tile");
    assert_eq!(
        spec.features.len(),
        ours.features.len(),
        "{n}: number of features"
    );
    for (i, (a, b)) in spec.features.iter().zip(&ours.features).enumerate() {
        assert_eq!(a.kind, b.kind, "{n}: feature {i} kind");
        assert_eq!(
            a.mask,
            b.mask,
            "{n}: feature {i} ({}) locations: spec {:?}, engine {:?}",
            a.kind.name(),
            names(a.mask),
            names(b.mask)
        );
        assert_eq!(a.shield, b.shield, "{n}: feature {i} shield");
        assert_eq!(a.ends, b.ends, "{n}: feature {i} (ends)");
        assert_eq!(a.borders, b.borders, "{n}: feature {i} borders");
    }
}

fn names(mask: u16) -> Vec<&'static str> {
    locs(mask).map(Loc::name).collect()
}

#[test]
fn every_tile_matches_the_spec_table() {
    let Some((land, river)) = spec_tables() else {
        return;
    };
    let cat = catalog();
    let spec: Vec<&TileDef> = land.iter().chain(&river).collect();
    let ours: Vec<&str> = classic_tiles().map(|t| t.name.as_str()).collect();
    let theirs: Vec<&str> = spec.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        ours, theirs,
        "the engine has the spec's tiles, in the spec's order"
    );
    assert!(
        cat.tiles[..spec.len()]
            .iter()
            .all(|t| t.mode == Mode::Classic),
        "Classic's tiles come first in the catalog (saved games depend on their indices)"
    );
    for (s, o) in spec.iter().zip(&cat.tiles) {
        same_tile(s, o);
    }
    assert_eq!(
        land.len(),
        32,
        "32 land tile kinds (A..X and 8 garden versions)"
    );
    assert_eq!(river.len(), 11, "11 river tile kinds (RA..RL and RG-g)");
}

/// The tiles Classic's catalog prints.
fn classic_tiles() -> impl Iterator<Item = &'static TileDef> {
    catalog().tiles.iter().filter(|t| t.mode == Mode::Classic)
}

fn count(t: &TileDef, art: usize) -> u32 {
    t.counts[art] as u32
}

#[test]
fn totals() {
    let land = || classic_tiles().filter(|t| !t.river);
    let river = || classic_tiles().filter(|t| t.river);
    let has =
        |t: &TileDef, k: FeatureKind| t.features.iter().filter(|f| f.kind == k).count() as u32;
    let shields = |t: &TileDef| t.features.iter().filter(|f| f.shield).count() as u32;
    for art in 0..2 {
        assert_eq!(
            land().map(|t| count(t, art)).sum::<u32>(),
            72,
            "land tiles, art {art}"
        );
        assert_eq!(
            river().map(|t| count(t, art)).sum::<u32>(),
            12,
            "river tiles, art {art}"
        );
        assert_eq!(
            land().map(|t| count(t, art) * shields(t)).sum::<u32>(),
            10,
            "shields, art {art}"
        );
        assert_eq!(
            land()
                .map(|t| count(t, art) * has(t, FeatureKind::Monastery))
                .sum::<u32>(),
            6,
            "land monasteries, art {art}"
        );
    }
    let gardens = |art: usize, river: bool| {
        classic_tiles()
            .filter(|t| t.river == river)
            .map(|t| count(t, art) * has(t, FeatureKind::Garden))
            .sum::<u32>()
    };
    assert_eq!(
        (gardens(0, false), gardens(0, true)),
        (0, 0),
        "no gardens in classic art"
    );
    assert_eq!(
        (gardens(1, false), gardens(1, true)),
        (8, 1),
        "8 + 1 gardens in 2014 art"
    );
    let river_monasteries: u32 = river()
        .map(|t| count(t, 0) * has(t, FeatureKind::Monastery))
        .sum();
    assert_eq!(river_monasteries, 1, "the river has one monastery (RH)");
}

/// Every tile's features cover its locations exactly as its edges allow: each half-edge of a
/// non-city edge lies in exactly one field, each non-field edge middle in exactly one feature
/// of the edge's kind, the centre in a monastery or garden or nothing; fields border cities.
#[test]
fn features_partition_every_tile() {
    for t in classic_tiles() {
        let n = &t.name;
        let cover = |l: Loc| t.features.iter().filter(|f| f.mask & l.bit() != 0).count();
        for s in Side::ALL {
            let e = t.edges[s as usize];
            let mid = Loc::edge(s);
            for h in Loc::halves(s) {
                let fields = t
                    .features
                    .iter()
                    .filter(|f| f.mask & h.bit() != 0 && f.kind == FeatureKind::Field)
                    .count();
                let want = if e == Edge::City { 0 } else { 1 };
                assert_eq!(fields, want, "{n}: fields at {h}");
                assert_eq!(cover(h), want, "{n}: features at {h}");
            }
            let want_kind = match e {
                Edge::Field => None,
                Edge::Road => Some(FeatureKind::Road),
                Edge::City => Some(FeatureKind::City),
                Edge::Water => Some(FeatureKind::River),
                Edge::Forest | Edge::Meadow => panic!("{n}: {} on a Classic tile", e.name()),
            };
            match want_kind {
                None => assert_eq!(cover(mid), 0, "{n}: nothing printed at field edge {mid}"),
                Some(k) => {
                    assert_eq!(cover(mid), 1, "{n}: one feature at {mid}");
                    assert!(
                        t.features
                            .iter()
                            .any(|f| f.kind == k && f.mask & mid.bit() != 0),
                        "{n}: {mid} is a {}",
                        k.name()
                    );
                }
            }
        }
        let centre: Vec<&FeatureDef> = t
            .features
            .iter()
            .filter(|f| f.mask & Loc::C.bit() != 0)
            .collect();
        assert!(centre.len() <= 1, "{n}: one thing at most in the centre");
        for f in &centre {
            assert!(matches!(
                f.kind,
                FeatureKind::Monastery | FeatureKind::Garden
            ));
            assert_eq!(f.mask, Loc::C.bit(), "{n}: a cloister covers only C");
        }
        assert_eq!(
            t.name.ends_with("-g"),
            t.has_centre() == Some(FeatureKind::Garden),
            "{n}"
        );
        for f in &t.features {
            assert!(f.mask != 0, "{n}: every feature covers a location");
            if f.kind != FeatureKind::Field {
                assert!(f.borders.is_empty(), "{n}: only fields border cities");
            }
            for &b in &f.borders {
                assert_eq!(
                    t.features[b as usize].kind,
                    FeatureKind::City,
                    "{n}: borders a city"
                );
            }
            if f.shield {
                assert_eq!(f.kind, FeatureKind::City, "{n}: shields are on cities");
            }
        }
        let river_name = t.name.len() >= 2
            && t.name.starts_with('R')
            && t.name.as_bytes()[1].is_ascii_uppercase();
        assert_eq!(t.river, river_name, "{n}: river tiles are RA..RL");
        assert_eq!(
            t.river,
            t.edges.contains(&Edge::Water),
            "{n}: river tiles and only they show water"
        );
    }
}

/// A garden version is its base tile plus a garden, and the classic art prints the base tile
/// instead of it.
#[test]
fn garden_versions_replace_their_base_tile() {
    let cat = catalog();
    let mut seen = 0;
    for g in cat.tiles.iter().filter(|t| t.name.ends_with("-g")) {
        let base = cat.get(cat.find(g.name.trim_end_matches("-g")).expect("base tile"));
        assert_eq!(g.edges, base.edges, "{}", g.name);
        let without: Vec<&FeatureDef> = g
            .features
            .iter()
            .filter(|f| f.kind != FeatureKind::Garden)
            .collect();
        assert_eq!(without.len(), base.features.len(), "{}", g.name);
        for (a, b) in without.iter().zip(&base.features) {
            assert_eq!(
                (a.kind, a.mask, a.shield, a.ends),
                (b.kind, b.mask, b.shield, b.ends)
            );
        }
        assert_eq!(g.counts[0], 0, "{}: no garden in classic art", g.name);
        assert_eq!(base.counts[0], base.counts[1] + g.counts[1], "{}", g.name);
        seen += 1;
    }
    assert_eq!(seen, 9);
}

/// Each rotation moves what is printed on `N` to `E`, and keeps features and locations
/// together.
#[test]
fn rotations_follow_the_tile() {
    for t in &catalog().tiles {
        for q in 0..4u8 {
            let o = &t.orient[q as usize];
            for s in Side::ALL {
                assert_eq!(
                    o.edges[s.rotated(q) as usize],
                    t.edges[s as usize],
                    "{} rot {q}",
                    t.name
                );
            }
            for (i, f) in t.features.iter().enumerate() {
                for l in locs(f.mask) {
                    let r = l.rotated(q);
                    assert!(o.masks[i] & r.bit() != 0, "{} rot {q}: {l} -> {r}", t.name);
                    assert_eq!(
                        o.loc_feature[r.0 as usize] as usize, i,
                        "{} rot {q} at {r}",
                        t.name
                    );
                }
            }
        }
    }
}

// Hand-written rows, copied from the spec table by a person rather than by the parser.

fn mask(s: &str) -> u16 {
    s.split_whitespace()
        .map(|l| {
            Loc::parse(l)
                .unwrap_or_else(|| panic!("location {l}"))
                .bit()
        })
        .fold(0, |a, b| a | b)
}

struct Want {
    kind: FeatureKind,
    at: &'static str,
    shield: bool,
    ends: bool,
    borders: &'static [u8],
}

fn f(kind: FeatureKind, at: &'static str) -> Want {
    Want {
        kind,
        at,
        shield: false,
        ends: false,
        borders: &[],
    }
}

fn check_row(name: &str, edges: &str, counts: [u8; 2], want: &[Want]) {
    let cat = catalog();
    let t = cat.get(cat.find(name).unwrap_or_else(|| panic!("tile {name}")));
    let e: Vec<Edge> = edges
        .chars()
        .map(|c| match c {
            'F' => Edge::Field,
            'R' => Edge::Road,
            'C' => Edge::City,
            'W' => Edge::Water,
            _ => panic!("edge {c}"),
        })
        .collect();
    assert_eq!(t.edges.to_vec(), e, "{name}: edges");
    assert_eq!(t.counts, counts, "{name}: counts");
    assert_eq!(t.features.len(), want.len(), "{name}: features");
    for (i, (got, w)) in t.features.iter().zip(want).enumerate() {
        assert_eq!(got.kind, w.kind, "{name}: feature {i}");
        assert_eq!(got.mask, mask(w.at), "{name}: feature {i} at {}", w.at);
        assert_eq!(got.shield, w.shield, "{name}: feature {i} shield");
        assert_eq!(got.ends, w.ends, "{name}: feature {i} ends");
        assert_eq!(got.borders, w.borders, "{name}: feature {i} borders");
    }
}

#[test]
fn hand_written_rows() {
    use FeatureKind::*;
    let ends = |w: Want| Want { ends: true, ..w };
    let shield = |w: Want| Want { shield: true, ..w };
    let borders = |w: Want, b: &'static [u8]| Want { borders: b, ..w };
    // | D | CRFR | 4 | 4 | road W E; city N; field ENE WNW (borders city at N); field ESE SSE SSW WSW |
    check_row(
        "D",
        "CRFR",
        [4, 4],
        &[
            f(Road, "W E"),
            f(City, "N"),
            borders(f(Field, "ENE WNW"), &[1]),
            f(Field, "ESE SSE SSW WSW"),
        ],
    );
    // | A | FFRF | 2 | 2 | monastery C; road S (ends); field NNW NNE ENE ESE SSE SSW WSW WNW |
    check_row(
        "A",
        "FFRF",
        [2, 2],
        &[
            f(Monastery, "C"),
            ends(f(Road, "S")),
            f(Field, "NNW NNE ENE ESE SSE SSW WSW WNW"),
        ],
    );
    // | H-g | CFCF | 0 | 1 | garden C; city N; city S; field WSW WNW ENE ESE (borders city at N+S) |
    check_row(
        "H-g",
        "CFCF",
        [0, 1],
        &[
            f(Garden, "C"),
            f(City, "N"),
            f(City, "S"),
            borders(f(Field, "WSW WNW ENE ESE"), &[1, 2]),
        ],
    );
    // | S | CCRC | 2 | 2 | road S (ends); city N W E +shield; field SSE (borders city at N); field SSW (borders city at N) |
    check_row(
        "S",
        "CCRC",
        [2, 2],
        &[
            ends(f(Road, "S")),
            shield(f(City, "N W E")),
            borders(f(Field, "SSE"), &[1]),
            borders(f(Field, "SSW"), &[1]),
        ],
    );
    // | M-g | CFFC | 0 | 1 | garden C; city N W +shield; field SSE SSW ENE ESE (borders city at N) |
    check_row(
        "M-g",
        "CFFC",
        [0, 1],
        &[
            f(Garden, "C"),
            shield(f(City, "N W")),
            borders(f(Field, "SSE SSW ENE ESE"), &[1]),
        ],
    );
    // | X | RRRR | 1 | 1 | road N (ends); road E (ends); road S (ends); road W (ends); field WNW NNW; field NNE ENE; field ESE SSE; field SSW WSW |
    check_row(
        "X",
        "RRRR",
        [1, 1],
        &[
            ends(f(Road, "N")),
            ends(f(Road, "E")),
            ends(f(Road, "S")),
            ends(f(Road, "W")),
            f(Field, "WNW NNW"),
            f(Field, "NNE ENE"),
            f(Field, "ESE SSE"),
            f(Field, "SSW WSW"),
        ],
    );
    // | RA | FWFF | 1 | 1 | field NNW NNE ENE ESE SSE SSW WSW WNW; river E (ends) |
    check_row(
        "RA",
        "FWFF",
        [1, 1],
        &[
            f(Field, "NNW NNE ENE ESE SSE SSW WSW WNW"),
            ends(f(River, "E")),
        ],
    );
    // | RC | CWCW | 1 | 1 | city N; city S; field ENE WNW (borders city at N); field ESE WSW (borders city at S); river W E |
    check_row(
        "RC",
        "CWCW",
        [1, 1],
        &[
            f(City, "N"),
            f(City, "S"),
            borders(f(Field, "ENE WNW"), &[0]),
            borders(f(Field, "ESE WSW"), &[1]),
            f(River, "W E"),
        ],
    );
    // | RK | WRWR | 1 | 1 | road W E; field WNW NNW; field NNE ENE; field ESE SSE; field WSW SSW; river N S |
    check_row(
        "RK",
        "WRWR",
        [1, 1],
        &[
            f(Road, "W E"),
            f(Field, "WNW NNW"),
            f(Field, "NNE ENE"),
            f(Field, "ESE SSE"),
            f(Field, "WSW SSW"),
            f(River, "N S"),
        ],
    );
    // | RG-g | FFWW | 0 | 1 | garden C; field WNW NNW NNE ENE ESE SSE; field WSW SSW; river W S |
    check_row(
        "RG-g",
        "FFWW",
        [0, 1],
        &[
            f(Garden, "C"),
            f(Field, "WNW NNW NNE ENE ESE SSE"),
            f(Field, "WSW SSW"),
            f(River, "W S"),
        ],
    );
}

/// The table parser refuses rows it cannot read rather than guessing.
#[test]
fn parser_rejects_bad_rows() {
    for row in [
        "| Z | CRF | 1 | 1 | city N |",
        "| Z | CRFQ | 1 | 1 | city N |",
        "| Z | CRFR | x | 1 | city N |",
        "| Z | CRFR | 1 | 1 | castle N |",
        "| Z | CRFR | 1 | 1 | city Q |",
        "| Z | CRFR | 1 | 1 | city E |",
        "| Z | CRFR | 1 | 1 | field NNW (borders city at S) |",
        "| Z | CRFR | 1 | 1 | road W E (loops) |",
        "| Z | CRFR | 1 |",
    ] {
        assert!(
            parse_table(row, false, Mode::Classic, classic::edge).is_err(),
            "accepted {row}"
        );
    }
}
