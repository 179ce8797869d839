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

/// The words of scores in one language (the projections of figure options use them too).
pub(crate) struct Words {
    pub(crate) lang: Lang,
}

impl Words {
    pub(crate) fn get(&self, id: &str, args: &[(&str, Arg)]) -> String {
        messages().get(self.lang, id, args)
    }

    /// `count-<what>` for `n`.
    pub(crate) fn count(&self, what: &str, n: u32) -> String {
        self.get(&format!("count-{what}"), &[("n", n.into())])
    }

    pub(crate) fn feature(&self, kind: FeatureKind) -> String {
        self.get(&format!("feature-{}", kind.name()), &[])
    }

    /// A feature with its size and what it holds: `city of 4 tiles + 1 shield`, `forest of
    /// 3 tiles + 1 mushroom patch`, `river of 2 tiles + 3 fish`. `extra` counts the shields
    /// of a road or city, the mushroom patches of a forest, the fish of a river.
    pub(crate) fn sized(&self, kind: FeatureKind, tiles: u32, extra: u32) -> String {
        let what = self.get(
            "reason-sized",
            &[
                ("feature", self.feature(kind).into()),
                ("tiles", self.count("tile", tiles).into()),
            ],
        );
        if extra == 0 {
            return what;
        }
        let noun = match kind {
            FeatureKind::Forest => "mushroom-patch",
            FeatureKind::River => "fish",
            _ => "shield",
        };
        self.get(
            "reason-plus",
            &[
                ("what", what.into()),
                ("extra", self.count(noun, extra).into()),
            ],
        )
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
                let what = if p.count(Item::SmallCityTile) > 0 {
                    self.get(
                        "reason-small-city",
                        &[("tiles", self.count("tile", tiles).into())],
                    )
                } else {
                    let extra = match kind {
                        FeatureKind::Forest => p.count(Item::Mushroom),
                        FeatureKind::River => p.count(Item::Fish),
                        _ => p.count(Item::Shield),
                    };
                    self.sized(kind, tiles, extra)
                };
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

    /// `meadow: 2 deer, 1 mammoth → 6` (with the tigers, the fire and the shrine).
    pub(crate) fn meadow(&self, p: &Points) -> String {
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
