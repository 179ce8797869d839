//! A figure option's projection in words (what placing the figure there would score), in any
//! language, built from the option's structured fields: the engine's English `note` says the
//! same from the same values.

use tessera_engine::view::OptionView;
use tessera_engine::{FeatureKind, FigureKind, Item};

use crate::reason::Words;
use crate::{Arg, Lang};

/// The projection of option `o` in `lang` (English: exactly the engine's `o.note`).
pub fn option_note(lang: Lang, o: &OptionView) -> String {
    let w = Words { lang };
    let now: Arg = o.now.into();
    let full: Arg = o.if_completed.into();
    match (o.action, o.feature) {
        ("recall", _) => w.get("ui-note-recall", &[("now", now)]),
        ("place", Some(kind)) => {
            // `kind` lets a language agree with the feature's gender.
            let kind_id: Arg = kind.name().into();
            match kind {
                FeatureKind::Road | FeatureKind::City => {
                    let what = w.sized(kind, o.tiles, o.shields);
                    if o.completes {
                        w.get(
                            "ui-note-completed",
                            &[("what", what.into()), ("now", now), ("kind", kind_id)],
                        )
                    } else {
                        w.get(
                            "ui-note-open",
                            &[
                                ("what", what.into()),
                                ("now", now),
                                ("full", full),
                                ("kind", kind_id),
                            ],
                        )
                    }
                }
                FeatureKind::Monastery | FeatureKind::Garden => {
                    let feature: Arg = w.feature(kind).into();
                    if o.completes {
                        w.get(
                            "ui-note-cloister-surrounded",
                            &[("feature", feature), ("now", now), ("kind", kind_id)],
                        )
                    } else {
                        let neighbours = w.get("ui-note-count-neighbour", &[("n", o.tiles.into())]);
                        w.get(
                            "ui-note-cloister",
                            &[
                                ("feature", feature),
                                ("neighbours", neighbours.into()),
                                ("now", now),
                                ("full", full),
                                ("kind", kind_id),
                            ],
                        )
                    }
                }
                FeatureKind::Field => {
                    // The completed cities the field's score counts.
                    let cities = o.points.items().first().map_or(0, |i| i.count);
                    w.get(
                        "ui-note-field",
                        &[
                            ("cities", w.count("completed-city", cities).into()),
                            ("now", now),
                        ],
                    )
                }
                _ if o.figure == Some(FigureKind::Hut) => w.get(
                    "ui-note-hut",
                    &[
                        ("fish", w.count("fish", o.points.count(Item::Fish)).into()),
                        ("now", now),
                    ],
                ),
                FeatureKind::Forest | FeatureKind::River => {
                    let extra = if kind == FeatureKind::Forest {
                        o.contents.mushrooms
                    } else {
                        o.contents.fish
                    };
                    let what = w.sized(kind, o.tiles, extra as u32);
                    if o.completes {
                        w.get(
                            "ui-note-completed",
                            &[("what", what.into()), ("now", now), ("kind", kind_id)],
                        )
                    } else {
                        w.get(
                            "ui-note-open-nothing",
                            &[("what", what.into()), ("full", full), ("kind", kind_id)],
                        )
                    }
                }
                FeatureKind::Meadow => {
                    w.get("ui-note-meadow", &[("reason", w.meadow(&o.points).into())])
                }
                // No figure stands on these.
                FeatureKind::Chip | FeatureKind::Lake | FeatureKind::RiverSystem => String::new(),
            }
        }
        _ => w.get("ui-note-none", &[]),
    }
}
