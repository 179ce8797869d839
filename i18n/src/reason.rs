//! A score's reason in words, in any language, built from its structured points (the same
//! `detail` the engine's English `describe` reads): the feature, its size, what it holds and
//! the total.

use tessera_engine::{FeatureKind, Item, Occasion, Points, Score};

use crate::{messages, Arg, Lang};

/// The reason for `score`, in `lang`.
pub fn reason(lang: Lang, score: &Score) -> String {
    Words { lang }.reason(
        score.feature,
        score.occasion,
        &score.detail,
        score.cells.len() as u32,
    )
}

struct Words {
    lang: Lang,
}

impl Words {
    fn get(&self, id: &str, args: &[(&str, Arg)]) -> String {
        messages().get(self.lang, id, args)
    }

    /// `count-<what>` for `n`.
    fn count(&self, what: &str, n: u32) -> String {
        self.get(&format!("count-{what}"), &[("n", n.into())])
    }

    fn feature(&self, kind: FeatureKind) -> String {
        self.get(&format!("feature-{}", kind.name()), &[])
    }

    fn join(&self, parts: Vec<String>) -> String {
        let mut it = parts.into_iter();
        let first = it.next().unwrap_or_default();
        it.fold(first, |a, b| {
            self.get("list-join", &[("a", a.into()), ("b", b.into())])
        })
    }

    fn reason(&self, kind: FeatureKind, occasion: Occasion, p: &Points, tiles: u32) -> String {
        let total: Arg = p.total().into();
        match kind {
            FeatureKind::Monastery | FeatureKind::Garden => self.cloister(kind, occasion, p),
            FeatureKind::Chip => self.get("reason-chip", &[("total", total)]),
            FeatureKind::Field => self.field(p, tiles),
            FeatureKind::RiverSystem => self.get(
                "reason-huts",
                &[
                    ("fish", self.count("fish", p.count(Item::Fish)).into()),
                    ("total", total),
                ],
            ),
            FeatureKind::Meadow => self.meadow(p),
            _ => {
                let tiles_words = self.count("tile", tiles);
                let small = p.count(Item::SmallCityTile) > 0;
                let mut what = if small {
                    self.get("reason-small-city", &[("tiles", tiles_words.into())])
                } else {
                    self.get(
                        "reason-sized",
                        &[
                            ("feature", self.feature(kind).into()),
                            ("tiles", tiles_words.into()),
                        ],
                    )
                };
                let extra = match kind {
                    FeatureKind::Forest => Some(("mushroom-patch", p.count(Item::Mushroom))),
                    FeatureKind::River => Some(("fish", p.count(Item::Fish))),
                    _ => Some(("shield", p.count(Item::Shield))),
                };
                if let Some((noun, n)) = extra.filter(|&(_, n)| n > 0 && !small) {
                    what = self.get(
                        "reason-plus",
                        &[("what", what.into()), ("extra", self.count(noun, n).into())],
                    );
                }
                let id = if occasion == Occasion::Final {
                    "reason-unfinished"
                } else {
                    "reason-completed"
                };
                // `kind` lets a language agree with the feature's gender.
                self.get(
                    id,
                    &[
                        ("what", what.into()),
                        ("total", total),
                        ("kind", kind.name().into()),
                    ],
                )
            }
        }
    }

    fn cloister(&self, kind: FeatureKind, occasion: Occasion, p: &Points) -> String {
        let tiles = p.count(Item::NeighbouringTile);
        let blocked = p.count(Item::BlockedSquare);
        let feature: Arg = self.feature(kind).into();
        let total: Arg = p.total().into();
        let kind_id: Arg = kind.name().into();
        let mut around = self.count("neighbouring-tile", tiles);
        if blocked > 0 {
            around = self.get(
                "reason-and",
                &[
                    ("a", around.into()),
                    ("b", self.count("closed-square", blocked).into()),
                ],
            );
        }
        let n: Arg = (tiles + blocked).into();
        match occasion {
            Occasion::Completed if blocked > 0 => self.get(
                "reason-cloister-surrounded-blocked",
                &[
                    ("feature", feature),
                    ("tiles", self.count("tile", tiles).into()),
                    ("blocked", self.count("closed-square", blocked).into()),
                    ("total", total),
                    ("kind", kind_id),
                ],
            ),
            Occasion::Completed => self.get(
                "reason-cloister-surrounded",
                &[("feature", feature), ("total", total), ("kind", kind_id)],
            ),
            Occasion::Recalled => self.get(
                "reason-cloister-recalled",
                &[
                    ("feature", feature),
                    ("around", around.into()),
                    ("n", n),
                    ("total", total),
                    ("kind", kind_id.clone()),
                ],
            ),
            Occasion::Final | Occasion::Collected => self.get(
                "reason-cloister-unfinished",
                &[
                    ("feature", feature),
                    ("around", around.into()),
                    ("n", n),
                    ("total", total),
                    ("kind", kind_id),
                ],
            ),
        }
    }

    fn field(&self, p: &Points, tiles: u32) -> String {
        let total: Arg = p.total().into();
        if p.count(Item::MostFarmers) > 0 {
            return self.get(
                "reason-most-farmers",
                &[
                    ("tiles", self.count("tile", tiles).into()),
                    ("total", total),
                ],
            );
        }
        let paid = p.count(Item::CompletedCity);
        let bordering = paid + p.count(Item::CityAlreadyPaid);
        let reason = self.get(
            "reason-field",
            &[
                ("cities", self.count("completed-city", bordering).into()),
                ("paid", paid.into()),
                ("total", total),
            ],
        );
        if paid == bordering {
            reason
        } else {
            self.get("reason-field-paid-once", &[("reason", reason.into())])
        }
    }

    fn meadow(&self, p: &Points) -> String {
        let eaten = p.count(Item::EatenDeer);
        let deer = p.count(Item::Deer) + eaten;
        let mut parts: Vec<String> = [
            ("deer", deer),
            ("mammoth", p.count(Item::Mammoth)),
            ("aurochs", p.count(Item::Aurochs)),
        ]
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(noun, n)| self.count(noun, n))
        .collect();
        if parts.is_empty() {
            parts.push(self.get("reason-meadow-no-game", &[]));
        }
        if eaten > 0 {
            parts.push(self.get("reason-tigers-eat", &[("n", eaten.into())]));
        }
        if p.count(Item::Fire) > 0 {
            parts.push(self.get("reason-fire", &[]));
        }
        let reason = self.get(
            "reason-meadow",
            &[
                ("game", self.join(parts).into()),
                ("total", p.total().into()),
            ],
        );
        if p.count(Item::Shrine) > 0 {
            self.get("reason-shrine", &[("reason", reason.into())])
        } else {
            reason
        }
    }
}
