//! The Hunters & Gatherers catalogs as data: every tile of the mode in `catalog()` against the
//! land and bonus tables of `shared/rules/hunters-gatherers.md` (edges, features and the
//! locations each covers, contents, river ends, lakes with their fish and arms, bonus kinds),
//! the totals the spec states, and a few rows written out by hand so that the parser is
//! checked too.

use tessera_engine::geometry::{locs, Loc, Side};
use tessera_engine::tiles::{
    catalog, hunters, signature, BonusKind, Contents, Edge, FeatureKind, RiverEnding, TileDef,
};
use tessera_engine::view::catalog_view;
use tessera_engine::Mode;

const SPEC: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/rules/hunters-gatherers.md"
);

/// The spec file, if it is there (it must be in CI).
fn spec_text() -> Option<String> {
    match std::fs::read_to_string(SPEC) {
        Ok(t) => Some(t),
        Err(e) => {
            if std::env::var_os("CI").is_some() {
                panic!("the rules spec {SPEC} is missing in CI: {e}");
            }
            eprintln!("note: {SPEC} not found ({e}); checking totals and hand-written rows only");
            None
        }
    }
}

/// The land and bonus tables of the spec, parsed.
fn spec_tables(text: &str) -> (Vec<TileDef>, Vec<TileDef>) {
    let land_at = text
        .find("## Land tile catalog")
        .expect("spec has a land tile catalog");
    let bonus_at = text
        .find("## Bonus tile catalog")
        .expect("spec has a bonus tile catalog");
    assert!(
        land_at < bonus_at,
        "land catalog comes before the bonus tiles'"
    );
    let land = hunters::parse_table(&text[land_at..bonus_at]).expect("spec land table parses");
    let bonus = hunters::parse_table(&text[bonus_at..]).expect("spec bonus table parses");
    (land, bonus)
}

/// The mode's tiles in catalog order.
fn hg_tiles() -> Vec<&'static TileDef> {
    catalog()
        .tiles
        .iter()
        .filter(|t| t.mode == Mode::HuntersGatherers)
        .collect()
}

fn names(mask: u16) -> Vec<&'static str> {
    locs(mask).map(Loc::name).collect()
}

fn same_tile(spec: &TileDef, ours: &TileDef) {
    let n = &spec.name;
    assert_eq!(spec.name, ours.name);
    assert_eq!(spec.edges, ours.edges, "{n}: edges");
    assert_eq!(spec.counts, ours.counts, "{n}: counts");
    assert_eq!(spec.bonus, ours.bonus, "{n}: bonus kind");
    assert_eq!(spec.mode, ours.mode, "{n}: mode");
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
        assert_eq!(a.contents, b.contents, "{n}: feature {i} contents");
        assert_eq!(a.ends, b.ends, "{n}: feature {i} ends");
        assert_eq!(a.ending, b.ending, "{n}: feature {i} ending");
        assert_eq!(a.arms, b.arms, "{n}: feature {i} lake arms");
        assert_eq!(a.shield, b.shield, "{n}: feature {i} shield");
        assert_eq!(a.borders, b.borders, "{n}: feature {i} borders");
    }
}

#[test]
fn every_tile_matches_the_spec_tables() {
    let Some(text) = spec_text() else {
        return;
    };
    let (land, bonus) = spec_tables(&text);
    let spec: Vec<&TileDef> = land.iter().chain(&bonus).collect();
    let ours = hg_tiles();
    let theirs: Vec<&str> = spec.iter().map(|t| t.name.as_str()).collect();
    let got: Vec<&str> = ours.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        got, theirs,
        "the engine has the spec's tiles, in the spec's order"
    );
    for (s, o) in spec.iter().zip(&ours) {
        same_tile(s, o);
    }
    assert!(
        land.iter().all(|t| t.bonus.is_none()),
        "land rows have no kind"
    );
    assert!(
        bonus.iter().all(|t| t.bonus.is_some()),
        "bonus rows have a kind"
    );
    // The totals as the spec states them (a changed spec must change this test too).
    for line in [
        "Totals: 36 deer, 11 tigers, 8 mammoths, 30 gold nuggets, 21 lakes (28 fish).",
        "Totals: 1 fire, 1 shrine, 2 mushroom tiles, 4 aurochs tiles (4 aurochs), 4 fish tiles.",
        "also carry 1 gold nugget (HB02), 3 deer, 1 mammoth and 2 tigers;",
        "79 land tiles, including the start tile `HG-START`",
        "12 bonus tiles (`HB01`..`HB12`)",
    ] {
        assert!(
            text.replace('\n', " ").contains(line),
            "the spec no longer says {line:?}"
        );
    }
}

/// The mode's tiles come after every Classic tile (whose indices saved games depend on), the
/// land tiles first, then the bonus tiles; the mode stays unavailable.
#[test]
fn appended_after_classic() {
    let cat = catalog();
    let first = cat
        .tiles
        .iter()
        .position(|t| t.mode == Mode::HuntersGatherers)
        .expect("Hunters & Gatherers tiles in the catalog");
    assert_eq!(first, 43, "Classic's 32 land and 11 river kinds come first");
    assert!(cat.tiles[..first].iter().all(|t| t.mode == Mode::Classic));
    assert!(cat.tiles[first..]
        .iter()
        .all(|t| t.mode == Mode::HuntersGatherers));
    assert_eq!(cat.tiles.len(), first + 79 + 12);
    let bonus_from = first + 79;
    assert!(cat.tiles[first..bonus_from]
        .iter()
        .all(|t| t.bonus.is_none()));
    assert!(cat.tiles[bonus_from..].iter().all(|t| t.bonus.is_some()));
    assert_eq!(
        cat.find("D").map(|t| t.0),
        Some(3),
        "Classic's D keeps its index"
    );
    assert_eq!(cat.find("RL").map(|t| t.0), Some(33));
    assert_eq!(cat.find("HG00").map(|t| t.0), Some(43));
    assert_eq!(cat.find(hunters::START).map(|t| t.0), Some(43 + 56));
}

#[test]
fn ids_are_the_spec_ids() {
    let mut want: Vec<String> = (0..=78)
        .filter(|&i| i != 56)
        .map(|i| format!("HG{i:02}"))
        .collect();
    want.push("HG-START".into());
    want.extend((1..=12).map(|i| format!("HB{i:02}")));
    let mut got: Vec<String> = hg_tiles().iter().map(|t| t.name.clone()).collect();
    want.sort();
    got.sort();
    assert_eq!(got, want);
}

fn sum(tiles: &[&TileDef], f: impl Fn(&Contents) -> u32) -> u32 {
    tiles
        .iter()
        .flat_map(|t| &t.features)
        .map(|x| f(&x.contents))
        .sum()
}

fn lakes(t: &TileDef) -> usize {
    t.features
        .iter()
        .filter(|f| f.kind == FeatureKind::Lake)
        .count()
}

#[test]
fn totals() {
    let all = hg_tiles();
    let land: Vec<&TileDef> = all.iter().copied().filter(|t| t.bonus.is_none()).collect();
    let bonus: Vec<&TileDef> = all.iter().copied().filter(|t| t.bonus.is_some()).collect();
    assert_eq!(land.len(), 79, "79 land tiles, the start tile included");
    assert_eq!(bonus.len(), 12, "12 bonus tiles");
    assert!(all.iter().all(|t| t.counts == [1, 1]), "one copy of each");
    assert!(all.iter().all(|t| !t.river), "no Classic River tiles");

    assert_eq!(sum(&land, |c| c.deer.into()), 36, "land deer");
    assert_eq!(sum(&land, |c| c.tigers.into()), 11, "land tigers");
    assert_eq!(sum(&land, |c| c.mammoths.into()), 8, "land mammoths");
    assert_eq!(sum(&land, |c| c.gold.into()), 30, "land gold nuggets");
    assert_eq!(
        land.iter().map(|t| lakes(t)).sum::<usize>(),
        21,
        "land lakes"
    );
    assert_eq!(sum(&land, |c| c.fish.into()), 28, "land fish");
    assert_eq!(
        sum(&land, |c| c.aurochs.into()),
        0,
        "aurochs only on bonus tiles"
    );
    assert_eq!(
        sum(&land, |c| c.mushrooms.into()),
        0,
        "mushrooms only on bonus tiles"
    );
    assert_eq!(sum(&land, |c| c.fire as u32 + c.shrine as u32), 0);
    let volcanoes: Vec<&str> = all
        .iter()
        .filter(|t| t.features.iter().any(|f| f.contents.volcano))
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(
        volcanoes,
        [hunters::START],
        "the start tile has the volcano"
    );

    let of = |k: BonusKind| bonus.iter().filter(|t| t.bonus == Some(k)).count();
    assert_eq!(of(BonusKind::Fire), 1);
    assert_eq!(of(BonusKind::Shrine), 1);
    assert_eq!(of(BonusKind::Mushrooms), 2);
    assert_eq!(of(BonusKind::Aurochs), 4);
    assert_eq!(of(BonusKind::Fish), 4);
    assert_eq!(sum(&bonus, |c| c.fire.into()), 1, "bonus fire");
    assert_eq!(sum(&bonus, |c| c.shrine.into()), 1, "bonus shrine");
    assert_eq!(
        sum(&bonus, |c| c.mushrooms.into()),
        2,
        "bonus mushroom patches"
    );
    assert_eq!(sum(&bonus, |c| c.aurochs.into()), 4, "bonus aurochs");
    assert_eq!(sum(&bonus, |c| c.gold.into()), 1, "bonus gold nuggets");
    assert_eq!(sum(&bonus, |c| c.deer.into()), 3, "bonus deer");
    assert_eq!(sum(&bonus, |c| c.mammoths.into()), 1, "bonus mammoths");
    assert_eq!(sum(&bonus, |c| c.tigers.into()), 2, "bonus tigers");
    // Each kind's tiles carry what the kind is about.
    for t in &bonus {
        let has = |f: &dyn Fn(&Contents) -> bool| t.features.iter().any(|x| f(&x.contents));
        let n = &t.name;
        match t.bonus.expect("a bonus tile") {
            BonusKind::Fire => assert!(has(&|c| c.fire), "{n}: fire"),
            BonusKind::Shrine => assert!(has(&|c| c.shrine), "{n}: shrine"),
            BonusKind::Mushrooms => assert!(has(&|c| c.mushrooms > 0), "{n}: mushrooms"),
            BonusKind::Aurochs => assert!(has(&|c| c.aurochs > 0), "{n}: aurochs"),
            BonusKind::Fish => assert!(lakes(t) > 0, "{n}: a lake"),
        }
    }
}

/// Every tile's features cover its locations exactly as its edges allow: a meadow edge's
/// halves lie in one meadow and its middle names it; a river edge's middle is one river and
/// each half lies in a meadow; a forest edge's middle is one forest and it has no halves;
/// nothing in the centre; lakes cover no location, hold fish, and list the arms that end in
/// them; contents lie where they belong.
#[test]
fn features_partition_every_tile() {
    for t in hg_tiles() {
        let n = &t.name;
        let cover = |l: Loc| t.features.iter().filter(|f| f.mask & l.bit() != 0).count();
        let at = |l: Loc| t.features.iter().position(|f| f.mask & l.bit() != 0);
        for s in Side::ALL {
            let e = t.edges[s as usize];
            let mid = Loc::edge(s);
            let [h1, h2] = Loc::halves(s);
            match e {
                Edge::Meadow => {
                    assert_eq!((cover(h1), cover(h2)), (1, 1), "{n}: halves of {mid}");
                    assert_eq!(at(h1), at(h2), "{n}: one meadow along {mid}");
                    assert_eq!(cover(mid), 0, "{n}: nothing printed at meadow edge {mid}");
                    let m = at(h1).expect("a meadow");
                    assert_eq!(t.features[m].kind, FeatureKind::Meadow, "{n}: {h1}");
                    assert_eq!(
                        t.orient[0].loc_feature[mid.0 as usize] as usize, m,
                        "{n}: {mid} names the meadow along it"
                    );
                }
                Edge::Water | Edge::Forest => {
                    let k = if e == Edge::Water {
                        FeatureKind::River
                    } else {
                        FeatureKind::Forest
                    };
                    assert_eq!(cover(mid), 1, "{n}: one feature at {mid}");
                    assert_eq!(t.features[at(mid).unwrap()].kind, k, "{n}: {mid}");
                    for h in [h1, h2] {
                        let want = usize::from(e == Edge::Water);
                        assert_eq!(cover(h), want, "{n}: features at {h}");
                        if let Some(m) = at(h) {
                            assert_eq!(t.features[m].kind, FeatureKind::Meadow, "{n}: {h}");
                        }
                    }
                }
                _ => panic!("{n}: {} on a Hunters & Gatherers tile", e.name()),
            }
        }
        assert_eq!(cover(Loc::C), 0, "{n}: nothing in the centre");
        for (i, f) in t.features.iter().enumerate() {
            assert!(!f.shield && f.borders.is_empty(), "{n}: feature {i}");
            match f.kind {
                FeatureKind::Lake => {
                    assert_eq!(f.mask, 0, "{n}: a lake has no location");
                    assert!(f.contents.fish > 0, "{n}: a lake holds fish");
                    assert!(!f.arms.is_empty(), "{n}: rivers reach the lake");
                    assert!(!f.ends && f.ending.is_none());
                    for &a in &f.arms {
                        assert_eq!(
                            t.features[a as usize].ending,
                            Some(RiverEnding::Lake(i as u8)),
                            "{n}: arm {a} ends in lake {i}"
                        );
                    }
                }
                FeatureKind::River => {
                    assert!(f.contents.is_empty(), "{n}: rivers hold nothing");
                    assert_eq!(f.ends, f.ending.is_some(), "{n}: river {i}");
                    let edges = f.mask.count_ones();
                    assert_eq!(edges, if f.ends { 1 } else { 2 }, "{n}: river {i}");
                    if let Some(RiverEnding::Lake(l)) = f.ending {
                        assert!(t.features[l as usize].arms.contains(&(i as u8)), "{n}");
                    }
                }
                FeatureKind::Forest => {
                    let c = f.contents;
                    let game = c.deer + c.tigers + c.mammoths + c.aurochs + c.fish;
                    assert!(game == 0 && !c.fire && !c.shrine, "{n}: forest {i}");
                }
                FeatureKind::Meadow => {
                    let c = f.contents;
                    let treasure = c.gold + c.mushrooms + c.fish;
                    assert!(treasure == 0 && !c.volcano, "{n}: meadow {i}");
                }
                k => panic!("{n}: a {} on a Hunters & Gatherers tile", k.name()),
            }
        }
    }
}

/// Forests and meadows never meet Classic's fields, roads and cities: their edges differ.
#[test]
fn edges_are_their_own() {
    let classic = [Edge::Field, Edge::Road, Edge::City];
    for e in [Edge::Forest, Edge::Meadow] {
        assert!(!classic.contains(&e));
        assert!(classic.iter().all(|c| *c as u16 != e as u16));
    }
    assert_eq!(Edge::Forest.name(), "a forest");
    assert_eq!(Edge::Meadow.name(), "a meadow");
    assert_eq!(hunters::edge('R'), Some(Edge::Water));
    assert_eq!(hunters::edge('C'), None);
    // A Classic field edge never fits a meadow edge.
    let field = signature(&[Edge::Field; 4]);
    let meadow = signature(&[Edge::Meadow; 4]);
    assert_ne!(field, meadow);
    let m = catalog().get(catalog().find("HG61").expect("HG61"));
    assert_eq!(m.orient[0].sig, meadow);
}

// Hand-written rows, copied from the spec tables by a person rather than by the parser.

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
    contents: Contents,
    ending: Option<RiverEnding>,
    arms: &'static [u8],
}

fn f(kind: FeatureKind, at: &'static str) -> Want {
    Want {
        kind,
        at,
        contents: Contents::default(),
        ending: None,
        arms: &[],
    }
}

fn with(w: Want, contents: Contents) -> Want {
    Want { contents, ..w }
}

fn ends(w: Want, ending: RiverEnding) -> Want {
    Want {
        ending: Some(ending),
        ..w
    }
}

fn lake(fish: u8, arms: &'static [u8]) -> Want {
    Want {
        arms,
        contents: Contents {
            fish,
            ..Contents::default()
        },
        ..f(FeatureKind::Lake, "")
    }
}

fn check_row(name: &str, edges: &str, bonus: Option<BonusKind>, want: &[Want]) {
    let cat = catalog();
    let t = cat.get(cat.find(name).unwrap_or_else(|| panic!("tile {name}")));
    let e: Vec<Edge> = edges
        .chars()
        .map(|c| match c {
            'F' => Edge::Forest,
            'M' => Edge::Meadow,
            'R' => Edge::Water,
            _ => panic!("edge {c}"),
        })
        .collect();
    assert_eq!(t.edges.to_vec(), e, "{name}: edges");
    assert_eq!(t.bonus, bonus, "{name}: bonus kind");
    assert_eq!(t.mode, Mode::HuntersGatherers, "{name}: mode");
    assert_eq!(t.features.len(), want.len(), "{name}: features");
    for (i, (got, w)) in t.features.iter().zip(want).enumerate() {
        assert_eq!(got.kind, w.kind, "{name}: feature {i}");
        assert_eq!(got.mask, mask(w.at), "{name}: feature {i} at {}", w.at);
        assert_eq!(got.contents, w.contents, "{name}: feature {i} contents");
        assert_eq!(got.ending, w.ending, "{name}: feature {i} ending");
        assert_eq!(got.ends, w.ending.is_some(), "{name}: feature {i} ends");
        assert_eq!(got.arms, w.arms, "{name}: feature {i} arms");
    }
}

fn c() -> Contents {
    Contents::default()
}

#[test]
fn hand_written_rows() {
    use FeatureKind::*;
    use RiverEnding::{Lake as InLake, Spring};
    // | HG-START | MFFR | meadow NNW NNE WNW [mammoth]; forest E S [gold nugget, volcano]; meadow WSW; river W [ends in the lake]; lake 1 fish (rivers W) |
    check_row(
        "HG-START",
        "MFFR",
        None,
        &[
            with(f(Meadow, "NNW NNE WNW"), Contents { mammoths: 1, ..c() }),
            with(
                f(Forest, "E S"),
                Contents {
                    gold: 1,
                    volcano: true,
                    ..c()
                },
            ),
            f(Meadow, "WSW"),
            ends(f(River, "W"), InLake(4)),
            lake(1, &[3]),
        ],
    );
    // | HG13 | RRRR | meadow NNW WNW [deer]; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE; river S [ends in the lake]; meadow SSW WSW [deer]; river W [ends in the lake]; lake 2 fish (rivers N E S W) |
    let deer = Contents { deer: 1, ..c() };
    check_row(
        "HG13",
        "RRRR",
        None,
        &[
            with(f(Meadow, "NNW WNW"), deer),
            ends(f(River, "N"), InLake(8)),
            f(Meadow, "NNE ENE"),
            ends(f(River, "E"), InLake(8)),
            f(Meadow, "ESE SSE"),
            ends(f(River, "S"), InLake(8)),
            with(f(Meadow, "SSW WSW"), deer),
            ends(f(River, "W"), InLake(8)),
            lake(2, &[1, 3, 5, 7]),
        ],
    );
    // | HG17 | RRRR | meadow NNW ESE SSE WNW; river N E; meadow NNE ENE [deer]; river S W; meadow SSW WSW [tiger] |
    check_row(
        "HG17",
        "RRRR",
        None,
        &[
            f(Meadow, "NNW ESE SSE WNW"),
            f(River, "N E"),
            with(f(Meadow, "NNE ENE"), deer),
            f(River, "S W"),
            with(f(Meadow, "SSW WSW"), Contents { tigers: 1, ..c() }),
        ],
    );
    // | HG55 | FFFR | forest N E [gold nugget]; forest S; meadow WSW; river W [ends at a spring]; meadow WNW |
    check_row(
        "HG55",
        "FFFR",
        None,
        &[
            with(f(Forest, "N E"), Contents { gold: 1, ..c() }),
            f(Forest, "S"),
            f(Meadow, "WSW"),
            ends(f(River, "W"), Spring),
            f(Meadow, "WNW"),
        ],
    );
    // | HG45 | RFRF | meadow NNW; river N S; meadow NNE; forest E; meadow SSE [deer]; meadow SSW; forest W |
    check_row(
        "HG45",
        "RFRF",
        None,
        &[
            f(Meadow, "NNW"),
            f(River, "N S"),
            f(Meadow, "NNE"),
            f(Forest, "E"),
            with(f(Meadow, "SSE"), deer),
            f(Meadow, "SSW"),
            f(Forest, "W"),
        ],
    );
    // | HB02 | MFFM | shrine | meadow NNW NNE WSW WNW [shrine, tiger]; forest E S [gold nugget] |
    check_row(
        "HB02",
        "MFFM",
        Some(BonusKind::Shrine),
        &[
            with(
                f(Meadow, "NNW NNE WSW WNW"),
                Contents {
                    shrine: true,
                    tigers: 1,
                    ..c()
                },
            ),
            with(f(Forest, "E S"), Contents { gold: 1, ..c() }),
        ],
    );
    // | HB03 | MFRF | mushrooms | meadow NNW NNE; forest E W [mushrooms]; meadow SSE; river S [ends at a spring]; meadow SSW |
    check_row(
        "HB03",
        "MFRF",
        Some(BonusKind::Mushrooms),
        &[
            f(Meadow, "NNW NNE"),
            with(
                f(Forest, "E W"),
                Contents {
                    mushrooms: 1,
                    ..c()
                },
            ),
            f(Meadow, "SSE"),
            ends(f(River, "S"), Spring),
            f(Meadow, "SSW"),
        ],
    );
    // | HB07 | MMFM | aurochs | meadow NNW NNE ENE ESE WSW WNW [mammoth, aurochs]; forest S |
    check_row(
        "HB07",
        "MMFM",
        Some(BonusKind::Aurochs),
        &[
            with(
                f(Meadow, "NNW NNE ENE ESE WSW WNW"),
                Contents {
                    mammoths: 1,
                    aurochs: 1,
                    ..c()
                },
            ),
            f(Forest, "S"),
        ],
    );
    // | HB01 | MMMM | fire | meadow NNW NNE ENE ESE SSE SSW WSW WNW [fire] |
    check_row(
        "HB01",
        "MMMM",
        Some(BonusKind::Fire),
        &[with(
            f(Meadow, "NNW NNE ENE ESE SSE SSW WSW WNW"),
            Contents { fire: true, ..c() },
        )],
    );
    // | HB10 | RRRR | fish | meadow NNW ESE SSE WNW [deer, deer]; river N [ends in lake 1]; meadow NNE ENE; river E [ends in lake 1]; river S [ends in lake 2]; meadow SSW WSW; river W [ends in lake 2]; lake 1: 2 fish (rivers N E); lake 2: 2 fish (rivers S W) |
    check_row(
        "HB10",
        "RRRR",
        Some(BonusKind::Fish),
        &[
            with(f(Meadow, "NNW ESE SSE WNW"), Contents { deer: 2, ..c() }),
            ends(f(River, "N"), InLake(7)),
            f(Meadow, "NNE ENE"),
            ends(f(River, "E"), InLake(7)),
            ends(f(River, "S"), InLake(8)),
            f(Meadow, "SSW WSW"),
            ends(f(River, "W"), InLake(8)),
            lake(2, &[1, 3]),
            lake(2, &[4, 6]),
        ],
    );
}

/// On an all-meadow edge the edge middle names the meadow, in every rotation (as on Classic's
/// field edges); a forest's or river's edge middle is that feature.
#[test]
fn edge_middles_name_their_feature() {
    for t in hg_tiles() {
        for (q, o) in t.orient.iter().enumerate() {
            for s in Side::ALL {
                let mid = o.loc_feature[s as usize];
                let half = o.loc_feature[Loc::halves(s)[0].0 as usize];
                let kind = t.features[mid as usize].kind;
                match o.edges[s as usize] {
                    Edge::Meadow => assert_eq!(mid, half, "{} rot {q} {s:?}", t.name),
                    Edge::Forest => assert_eq!(kind, FeatureKind::Forest, "{}", t.name),
                    Edge::Water => assert_eq!(kind, FeatureKind::River, "{}", t.name),
                    e => panic!("{}: {}", t.name, e.name()),
                }
            }
        }
    }
}

/// The view lists the mode's tiles with their contents, river ends, lakes and bonus kinds.
#[test]
fn the_view_lists_them() {
    let view = catalog_view(Mode::HuntersGatherers);
    let ours = hg_tiles();
    assert_eq!(view.len(), ours.len());
    for (v, t) in view.iter().zip(&ours) {
        assert_eq!(v.name, t.name);
        assert_eq!(v.bonus, t.bonus);
        assert_eq!(v.features.len(), t.features.len());
        for (fv, fd) in v.features.iter().zip(&t.features) {
            assert_eq!(fv.contents, fd.contents);
            assert_eq!(fv.ending, fd.ending);
            assert_eq!(fv.arms, fd.arms);
        }
    }
    let start = view
        .iter()
        .find(|t| t.name == hunters::START)
        .expect("start tile");
    let json = serde_json::to_value(start).expect("serializes");
    assert_eq!(
        json["edges"],
        serde_json::json!(["meadow", "forest", "forest", "water"])
    );
    assert_eq!(json["features"][1]["kind"], "forest");
    assert_eq!(json["features"][1]["contents"]["gold"], 1);
    assert_eq!(
        json["features"][3]["ending"],
        serde_json::json!({"lake": 4})
    );
    assert_eq!(json["features"][4]["kind"], "lake");
    assert_eq!(json["features"][4]["locs"], serde_json::json!([]));
    assert_eq!(json["features"][4]["arms"], serde_json::json!([3]));
    let hb01 = view.iter().find(|t| t.name == "HB01").expect("HB01");
    assert_eq!(serde_json::to_value(hb01).unwrap()["bonus"], "fire");
    // Classic's view shows none of the new fields.
    let classic = serde_json::to_string(&catalog_view(Mode::Classic)).unwrap();
    for key in ["contents", "ending", "arms", "bonus"] {
        assert!(!classic.contains(key), "{key} in Classic's view");
    }
}

/// The parser refuses rows it cannot read rather than guessing.
#[test]
fn parser_rejects_bad_rows() {
    for row in [
        "| Z | MMM | meadow NNW NNE ENE ESE SSE SSW |",
        "| Z | MMMX | meadow NNW |",
        "| Z | MMMM |",
        "| Z | MMMM | dragon | meadow NNW NNE ENE ESE SSE SSW WSW WNW |",
        "| Z | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [unicorn] |",
        "| Z | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [gold nugget] |",
        "| Z | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [fire, fire] |",
        "| Z | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [deer |",
        "| Z | FFFF | forest N E S W [deer] |",
        "| Z | FFFF | forest N E S W [ends at a spring] |",
        "| Z | FFFF | forest NNW |",
        "| Z | FFFF | meadow NNW |",
        "| Z | MMMM | forest N |",
        "| Z | MMMM | field NNW NNE ENE ESE SSE SSW WSW WNW |",
        "| Z | RMMM | meadow NNW; river N; meadow NNE ENE ESE SSE SSW WSW WNW |",
        "| Z | RMMR | river N W [ends in the lake] |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish (rivers E) |",
        "| Z | RMMM | meadow NNW; river N [ends in lake 2]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1: 1 fish (rivers N) |",
        "| Z | RMMM | meadow NNW; river N [ends at a spring]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish (rivers N) |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake many fish (rivers N) |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish [deer] (rivers N) |",
        "| Z | RRMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE SSW WSW WNW; lake 1: 1 fish (rivers N); lake 2: 1 fish (rivers E) |",
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish (rivers N N) |",
    ] {
        assert!(hunters::parse_table(row).is_err(), "accepted {row}");
    }
    // The same shapes, written right, are read.
    for row in [
        "| Z | RMMM | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW WNW; lake 1 fish (rivers N) |",
        "| Z | MMMM | fire | meadow NNW NNE ENE ESE SSE SSW WSW WNW [fire, deer, deer] |",
    ] {
        assert!(hunters::parse_table(row).is_ok(), "refused {row}");
    }
}
