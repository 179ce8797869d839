//! Tiles named by what they show: every tile of every catalog has a name in every language,
//! made only of catalog words (never its code, never a message id), and well-known tiles read
//! as a player would name them.

use tessera_engine::catalog;
use tessera_i18n::{messages, tile_name, tile_names, tile_object, tile_part_ids, Arg, Lang};

/// The words of `s`, split at anything that is not a letter, a digit or a hyphen.
fn words(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
}

#[test]
fn every_tile_has_a_name_in_every_language() {
    let codes: Vec<&str> = catalog().tiles.iter().map(|t| t.name.as_str()).collect();
    assert!(
        codes.len() > 100,
        "Classic, the River and Hunters & Gatherers"
    );
    for lang in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
        let names = tile_names(lang);
        assert_eq!(names.len(), codes.len(), "{}", lang.id());
        for code in &codes {
            for name in [tile_name(lang, code), tile_object(lang, code)] {
                assert_eq!(names[*code], tile_name(lang, code));
                assert!(
                    name.chars().any(char::is_alphabetic),
                    "{} {code}: {name:?}",
                    lang.id()
                );
                assert!(
                    !name.contains("tile-") && !name.contains('{') && !name.contains('$'),
                    "{} {code}: {name}",
                    lang.id()
                );
                assert!(
                    !words(&name).any(|w| codes.contains(&w)),
                    "{} {code}: {name} has a catalog code",
                    lang.id()
                );
            }
        }
    }
}

#[test]
fn well_known_tiles_read_as_players_name_them() {
    let en = |code| tile_name(Lang::En, code);
    assert_eq!(en("D"), "city edge with a straight road");
    assert_eq!(en("A"), "monastery with a road");
    assert_eq!(en("B"), "monastery");
    assert_eq!(en("C"), "full city with a shield");
    assert_eq!(en("O"), "city corner with a shield and a road curve");
    assert_eq!(en("U"), "straight road");
    assert_eq!(en("V"), "road curve");
    assert_eq!(en("W"), "three-way junction");
    assert_eq!(en("X"), "crossroads");
    assert_eq!(en("V-g"), "road curve with a garden");
    assert_eq!(en("RD"), "straight river");
    assert_eq!(en("RH"), "straight river with a monastery and a road");
    assert_eq!(
        en("HG49"),
        "straight river with a deer and a sabre-tooth tiger"
    );
    assert_eq!(en("HB01"), "meadow with a fire");
    assert_eq!(en("HB10"), "2 lakes with 4 fish and 2 deer");
    assert_eq!(
        tile_object(Lang::En, "P"),
        "a city corner with a road curve"
    );
    assert_eq!(tile_object(Lang::En, "H"), "two opposite city edges");
    // An unknown code stays as it is (an old save's tile, a bug report).
    assert_eq!(en("ZZ"), "ZZ");
    // Other languages choose their own forms after "with".
    assert_eq!(
        tile_name(Lang::De, "D"),
        "Stadtrand mit einer geraden Straße"
    );
    assert_eq!(tile_name(Lang::Pl, "P"), "narożnik miasta z zakrętem drogi");
    assert_eq!(tile_name(Lang::Cs, "E-g"), "okraj města se zahradou");
    assert_eq!(tile_name(Lang::Fr, "A"), "abbaye avec une route");
}

#[test]
fn different_tiles_of_a_kind_of_road_or_city_get_different_names() {
    // Tiles that differ in what a player looks for (a shield, a garden, the road's shape) never
    // share a name.
    for (a, b) in [
        ("M", "N"),
        ("E", "E-g"),
        ("J", "D"),
        ("L", "W"),
        ("H", "I"),
        ("F", "G"),
    ] {
        for lang in Lang::ALL {
            assert_ne!(
                tile_name(lang, a),
                tile_name(lang, b),
                "{} {a} {b}",
                lang.id()
            );
        }
    }
}

/// Every part has its nominative and its form after "with", for every count a tile can show,
/// in every language (a language may add `.a`; English gives it to every part that can lead).
#[test]
fn every_part_has_both_forms_in_every_language() {
    let m = messages();
    for lang in Lang::ALL {
        for id in tile_part_ids() {
            if *id == "tile-with" {
                continue;
            }
            for n in [1.0, 2.0, 3.0, 4.0, 5.0] {
                let args = [("count", Arg::Num(n))];
                let nom = m.try_get(lang, id, &args);
                let with = m.try_attr(lang, id, "with", &args);
                assert!(
                    nom.is_some_and(|s| !s.trim().is_empty()),
                    "{}: {id} for {n}",
                    lang.id()
                );
                assert!(
                    with.is_some_and(|s| !s.trim().is_empty()),
                    "{}: {id}.with for {n}",
                    lang.id()
                );
            }
        }
    }
}
