//! The log's lines: in English they read as the app's log has read (the UI's words before the
//! catalogs), and every language words every kind of event.

use tessera_engine::{Cell, Event, FeatureKind, FigureKind, Occasion, Points, Score, TileSource};
use tessera_i18n::{event_words, names, turn_label, Lang};

fn name(p: usize) -> String {
    ["Ada", "Bo", "Cy"][p].to_string()
}

fn bonus(tile: &str) -> Option<&'static str> {
    (tile == "HB01").then_some("fire")
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
            "RC: this tile fits nowhere — it goes back in the box.",
        ),
        (
            Event::TileReshuffled { tile: "D".into() },
            "D: this tile fits nowhere now — it is shuffled back into the deck.",
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
            "Cy took U from the orange island (gave up an orange chip)",
        ),
        (
            Event::TileTaken {
                player: 2,
                tile: "U".into(),
                source: TileSource::Stack(2),
            },
            "Cy took U from the light blue island (gave up a light blue chip)",
        ),
        (
            Event::TileTaken {
                player: 0,
                tile: "HB01".into(),
                source: TileSource::Bonus,
            },
            "Gold! Ada plays a bonus tile: Fire (HB01)",
        ),
    ]
}

#[test]
fn english_lines_read_as_the_apps_log() {
    for (e, want) in events() {
        assert_eq!(
            event_words(Lang::En, &e, &name, &bonus).as_deref(),
            Some(want)
        );
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
            let s = event_words(lang, &e, &name, &bonus).expect("a line");
            assert!(
                !s.contains("log-") && !s.contains("bonus-"),
                "{}: {s}",
                lang.id()
            );
        }
        assert!(turn_label(lang, Some(12)).contains("12"));
    }
}
