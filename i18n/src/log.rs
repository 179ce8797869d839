//! The game's log in words: one line per event the log shows, and the turn label before it.
//! The line of a score names its players and points, then its reason ([`crate::reason`]).

use tessera_engine::{Event, FeatureKind, FigureKind, TileSource};

use crate::{messages, reason, tile_name, tile_object, Arg, Lang};

/// The label before an event's line: `Turn 5`, or `End` for the final scoring.
pub fn turn_label(lang: Lang, turn: Option<u32>) -> String {
    match turn {
        Some(n) => messages().get(lang, "log-turn", &[("n", n.into())]),
        None => messages().get(lang, "log-end", &[]),
    }
}

/// The start of a score's line: its players and what each scored (`Ada and Bo +3`).
pub fn score_head(lang: Lang, who: &[String], points: u32) -> String {
    messages().get(
        lang,
        "log-scored-head",
        &[("who", names(lang, who).into()), ("points", points.into())],
    )
}

/// Names joined as a list: `Ada and Bo`, `Ada, Bo and Cy`.
pub fn names(lang: Lang, names: &[String]) -> String {
    let m = messages();
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let head = rest.iter().skip(1).fold(rest[0].clone(), |a, b| {
                m.get(
                    lang,
                    "list-join",
                    &[("a", a.into()), ("b", b.as_str().into())],
                )
            });
            m.get(
                lang,
                "list-and",
                &[("a", head.into()), ("b", last.as_str().into())],
            )
        }
    }
}

/// A board coordinate as the log writes it, with a true minus sign (`−1`).
fn coord(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// The words of `event` (without its turn label), or `None` for an event the log does not
/// show (a figure coming home: its score's line says it). `name(p)` is player `p`'s name.
/// Tiles are named by what they show ([`crate::tile_name`]), never by their catalog code.
pub fn event_words(lang: Lang, event: &Event, name: &dyn Fn(usize) -> String) -> Option<String> {
    let m = messages();
    let get = |id: &str, args: &[(&str, Arg)]| m.get(lang, id, args);
    let object = |tile: &str| Arg::from(tile_object(lang, tile));
    Some(match event {
        Event::TilePlaced {
            player, tile, x, y, ..
        } => get(
            "log-tile-placed",
            &[
                ("who", name(*player).into()),
                ("tile", object(tile)),
                ("x", coord(*x).into()),
                ("y", coord(*y).into()),
            ],
        ),
        Event::Scored(s) => {
            let who: Vec<String> = s.players.iter().map(|&p| name(p)).collect();
            get(
                "log-scored",
                &[
                    ("head", score_head(lang, &who, s.points).into()),
                    ("reason", reason(lang, s).into()),
                ],
            )
        }
        Event::TileDiscarded { tile } => get("log-discarded", &[("tile", object(tile))]),
        Event::TileReshuffled { tile } => get("log-reshuffled", &[("tile", object(tile))]),
        Event::GameOver { scores } => {
            let list: Vec<String> = scores.iter().map(u32::to_string).collect();
            get("log-game-over", &[("scores", list.join(" – ").into())])
        }
        Event::AbbotRecalled { player, .. } => {
            get("log-recalled", &[("who", name(*player).into())])
        }
        Event::FigurePlaced {
            player,
            figure,
            feature,
            ..
        } => {
            let id = match (figure, feature) {
                (FigureKind::Hut, _) => "log-placed-hut",
                (FigureKind::Abbot, _) => "log-placed-abbot",
                (FigureKind::Meeple, FeatureKind::Field) => "log-placed-farmer",
                (FigureKind::Meeple, FeatureKind::Forest) => "log-placed-gatherer",
                (FigureKind::Meeple, FeatureKind::River) => "log-placed-fisherman",
                (FigureKind::Meeple, FeatureKind::Meadow) => "log-placed-hunter",
                (FigureKind::Meeple, _) => "log-placed-follower",
            };
            get(
                id,
                &[
                    ("who", name(*player).into()),
                    (
                        "feature",
                        get(&format!("feature-{}", feature.name()), &[]).into(),
                    ),
                    ("kind", feature.name().into()),
                ],
            )
        }
        Event::TileTaken {
            player,
            tile,
            source: TileSource::Bonus,
        } => get(
            "log-bonus-tile",
            &[
                ("who", name(*player).into()),
                ("tile", tile_name(lang, tile).into()),
            ],
        ),
        Event::TileTaken {
            player,
            tile,
            source: TileSource::Stack(i),
        } => {
            let (island, _) = tessera_engine::modes::source_to_record(*i);
            get(
                "log-island-tile",
                &[
                    ("who", name(*player).into()),
                    ("tile", object(tile)),
                    ("island", island.into()),
                ],
            )
        }
        Event::TileTaken { .. } | Event::FigureReturned { .. } => return None,
    })
}
