//! The log's lines: in English they read as the app's log has read (the UI's words before the
//! catalogs), every move has its line (a tile laid with no figure and no score too), and every
//! language words every kind of event, naming tiles by what they show.

use tessera_engine::{Cell, Event, FeatureKind, FigureKind, Occasion, Points, Score, TileSource};
use tessera_i18n::{event_words, names, turn_label, Lang};

fn name(p: usize) -> String {
    ["Ada", "Bo", "Cy"][p].to_string()
}

fn placed(figure: FigureKind, feature: FeatureKind) -> Event {
    Event::FigurePlaced {
        player: 0,
        figure,
        at: "N".into(),
        feature,
    }
}

fn events() -> Vec<(Event, &'static str)> {
    let road = Points::new().with(tessera_engine::Item::Tile, 3, 1);
    vec![
        (
            Event::TilePlaced {
                player: 0,
                tile: "D".into(),
                x: 2,
                y: -1,
                rot: 90,
            },
            "Ada laid a city edge with a straight road at (2,\u{a0}\u{2212}1)",
        ),
        (
            Event::TilePlaced {
                player: 1,
                tile: "HG49".into(),
                x: -3,
                y: 0,
                rot: 0,
            },
            "Bo laid a straight river with a deer and a sabre-tooth tiger at (\u{2212}3,\u{a0}0)",
        ),
        (
            Event::Scored(Score {
                feature: FeatureKind::Road,
                cells: vec![Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0)],
                players: vec![0, 1],
                points: 3,
                final_scoring: false,
                occasion: Occasion::Completed,
                detail: road,
                reason: "road of 3 tiles, completed: 3".into(),
            }),
            "Ada and Bo +3 — road of 3 tiles, completed: 3",
        ),
        (
            Event::TileDiscarded { tile: "RC".into() },
            "Nowhere to lay a straight river with two opposite city edges: it goes back in the box.",
        ),
        (
            Event::TileReshuffled { tile: "L".into() },
            "Nowhere to lay a city edge with a three-way junction now: it is shuffled back into the deck.",
        ),
        (
            Event::GameOver {
                scores: vec![100, 72, 32],
            },
            "Game over: 100 – 72 – 32",
        ),
        (
            Event::AbbotRecalled {
                player: 1,
                x: 0,
                y: 0,
            },
            "Bo recalls the abbot",
        ),
        (
            placed(FigureKind::Meeple, FeatureKind::City),
            "Ada: a follower on a city",
        ),
        (
            placed(FigureKind::Meeple, FeatureKind::Field),
            "Ada: a farmer on a field",
        ),
        (
            placed(FigureKind::Abbot, FeatureKind::Garden),
            "Ada: an abbot on a garden",
        ),
        (
            placed(FigureKind::Meeple, FeatureKind::Forest),
            "Ada: a gatherer in a forest",
        ),
        (
            placed(FigureKind::Meeple, FeatureKind::River),
            "Ada: a fisherman on a river",
        ),
        (
            placed(FigureKind::Meeple, FeatureKind::Meadow),
            "Ada: a hunter in a meadow",
        ),
        (
            placed(FigureKind::Hut, FeatureKind::River),
            "Ada: a hut on a river system",
        ),
        (
            Event::TileTaken {
                player: 2,
                tile: "U".into(),
                source: TileSource::Stack(5),
            },
            "Cy took a straight road from the orange island (gave up an orange chip)",
        ),
        (
            Event::TileTaken {
                player: 2,
                tile: "X".into(),
                source: TileSource::Stack(2),
            },
            "Cy took a crossroads from the light blue island (gave up a light blue chip)",
        ),
        (
            Event::TileTaken {
                player: 0,
                tile: "HB01".into(),
                source: TileSource::Bonus,
            },
            "Gold! Ada plays a bonus tile: meadow with a fire",
        ),
    ]
}

#[test]
fn english_lines_read_as_the_apps_log() {
    for (e, want) in events() {
        assert_eq!(event_words(Lang::En, &e, &name).as_deref(), Some(want));
    }
    assert_eq!(turn_label(Lang::En, Some(5)), "Turn 5");
    assert_eq!(turn_label(Lang::En, None), "End");
    let three = ["Ada", "Bo", "Cy"].map(String::from);
    assert_eq!(names(Lang::En, &three), "Ada, Bo and Cy");
}

#[test]
fn every_language_words_every_event() {
    for lang in Lang::ALL {
        for (e, _) in events() {
            let s = event_words(lang, &e, &name).expect("a line");
            assert!(
                !s.contains("log-") && !s.contains("bonus-") && !s.contains("tile-"),
                "{}: {s}",
                lang.id()
            );
            // Tiles are named by what they show, never by their catalog code.
            let tile = match &e {
                Event::TilePlaced { tile, .. }
                | Event::TileTaken { tile, .. }
                | Event::TileDiscarded { tile }
                | Event::TileReshuffled { tile } => Some(tile),
                _ => None,
            };
            if let Some(code) = tile {
                assert!(
                    !s.split(|c: char| !c.is_alphanumeric() && c != '-')
                        .any(|w| w == code),
                    "{}: {s} names {code}",
                    lang.id()
                );
                assert!(
                    s.contains(&tessera_i18n::tile_name(lang, code)),
                    "{}: {s}",
                    lang.id()
                );
            }
        }
        assert!(turn_label(lang, Some(12)).contains("12"));
    }
}

/// A square's two numbers never wrap apart ("(0," at a line's end, "−1)" on the next): in every
/// language the log line and the page's messages that print a square join them with a no-break
/// space, and no ordinary space lies between its parentheses.
#[test]
fn a_square_never_wraps_inside_its_pair() {
    let e = Event::TilePlaced {
        player: 0,
        tile: "D".into(),
        x: 2,
        y: -1,
        rot: 90,
    };
    for lang in Lang::ALL {
        let s = event_words(lang, &e, &name).expect("a line");
        assert!(s.contains("2,\u{a0}\u{2212}1"), "{}: {s:?}", lang.id());
        let pair = &s[s.find('(').expect("(")..=s.find(')').expect(")")];
        assert!(!pair.contains(' '), "{}: {pair:?}", lang.id());
        let m = tessera_i18n::messages();
        for id in ["ui-cell-at", "ui-cursor-at", "ui-placed-at"] {
            let args = [
                ("x", 2u32.into()),
                ("y", 7u32.into()),
                ("who", "Ada".into()),
                ("tile", "D".into()),
            ];
            let s = m.get(lang, id, &args);
            assert!(s.contains("2,\u{a0}7"), "{}: {id}: {s:?}", lang.id());
        }
    }
}
