//! The catalogs: every language has English's message ids and no others, every message of
//! every language formats without an error for sample values of each plural category, and the
//! scoring reasons built from structured points read in English exactly as the engine's own.

mod common;

use std::collections::BTreeSet;

use tessera_engine::ai::RandomPlayer;
use tessera_engine::{Event, Game, GameOptions, Mode, Setup};
use tessera_i18n::{messages, reason, Arg, Lang, Messages};

#[test]
fn every_catalog_parses_and_has_englishs_ids() {
    Messages::new().expect("every catalog parses");
    let en: BTreeSet<String> = Messages::ids(Lang::En).into_iter().collect();
    assert!(en.len() >= 30, "English has its messages: {}", en.len());
    for lang in Lang::ALL {
        let ids: Vec<String> = Messages::ids(lang);
        let set: BTreeSet<String> = ids.iter().cloned().collect();
        assert_eq!(set.len(), ids.len(), "{}: an id given twice", lang.id());
        let missing: Vec<_> = en.difference(&set).collect();
        let extra: Vec<_> = set.difference(&en).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}.ftl: missing {missing:?}, unknown {extra:?}",
            lang.id()
        );
    }
}

/// Numbers that fall in every CLDR plural category of the eight languages: 0 (pl many, cs
/// other, fr one), 1 (one), 2 and 22 (pl few; cs few for 2 only), 5 and 12 (pl many, cs
/// other), 1.5 (pl and cs other/many, fr one) and a million (fr many).
const SAMPLES: [f64; 7] = [0.0, 1.0, 2.0, 5.0, 12.0, 22.0, 1.5];

#[test]
fn every_message_formats_for_every_plural_category() {
    let m = messages();
    for lang in Lang::ALL {
        for id in Messages::ids(lang) {
            for &x in SAMPLES.iter().chain([1_000_000.0].iter()) {
                let names = tessera_i18n::ui::arg_names(lang, &id);
                let args: Vec<(&str, Arg)> =
                    names.iter().map(|n| (n.as_str(), Arg::Num(x))).collect();
                let out = m.try_get(lang, &id, &args);
                assert!(
                    out.as_deref().is_some_and(|s| !s.trim().is_empty()),
                    "{}.ftl: {id} does not format for {x}",
                    lang.id()
                );
            }
        }
    }
}

/// Every scoring reason of random games in every mode, rebuilt from its points in English,
/// reads exactly as the engine's English reason: the catalog and the engine say the same.
#[test]
fn english_reasons_match_the_engines() {
    let mut seen = BTreeSet::new();
    for mode in [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers] {
        let options = common::rich_options(mode);
        for seed in 0..30u64 {
            let mut g = Game::new(&Setup::seeded(3, options, seed)).expect("setup");
            let mut rp = RandomPlayer::new(seed);
            let mut events = Vec::new();
            while let Some(mv) = rp.choose(&g) {
                events.extend(g.apply(&mv).expect("legal"));
            }
            for e in &events {
                if let Event::Scored(s) = e {
                    assert_eq!(reason(Lang::En, s), s.reason, "{mode:?} seed {seed}");
                    seen.insert(format!("{:?}/{:?}", s.feature, s.occasion));
                }
            }
        }
    }
    assert!(
        seen.len() >= 12,
        "many kinds of score were checked: {seen:?}"
    );
}

/// Plural forms follow each language's CLDR rules: Polish has one, few and many, Czech counts
/// 5 and 0 as `other`, French says 0 in the singular.
#[test]
fn plural_forms_follow_each_language() {
    let m = messages();
    let tiles = |lang, n: u32| m.get(lang, "count-tile", &[("n", n.into())]);
    assert_eq!(tiles(Lang::Pl, 1), "1 płytka");
    assert_eq!(tiles(Lang::Pl, 2), "2 płytki");
    assert_eq!(tiles(Lang::Pl, 5), "5 płytek");
    assert_eq!(tiles(Lang::Pl, 22), "22 płytki");
    assert_eq!(tiles(Lang::Pl, 12), "12 płytek");
    assert_eq!(tiles(Lang::Cs, 1), "1 kartička");
    assert_eq!(tiles(Lang::Cs, 3), "3 kartičky");
    assert_eq!(tiles(Lang::Cs, 5), "5 kartiček");
    assert_eq!(tiles(Lang::Cs, 22), "22 kartiček");
    assert_eq!(tiles(Lang::De, 1), "1 Plättchen");
    assert_eq!(tiles(Lang::En, 1), "1 tile");
    assert_eq!(tiles(Lang::En, 0), "0 tiles");
    assert_eq!(
        m.get(Lang::Fr, "count-fish", &[("n", 0u32.into())]),
        "0 poisson"
    );
    assert_eq!(
        m.get(Lang::Fr, "count-fish", &[("n", 2u32.into())]),
        "2 poissons"
    );
}

/// A scoring reason in Polish, built from the points of a real score.
#[test]
fn a_reason_in_polish() {
    let options = GameOptions::from_json(Mode::Classic, Some(serde_json::json!({}))).unwrap();
    for seed in 0..20u64 {
        let mut g = Game::new(&Setup::seeded(2, options, seed)).expect("setup");
        let mut rp = RandomPlayer::new(seed);
        while let Some(mv) = rp.choose(&g) {
            for e in g.apply(&mv).expect("legal") {
                if let Event::Scored(s) = e {
                    if s.feature == tessera_engine::FeatureKind::Road && s.cells.len() == 5 {
                        let r = reason(Lang::Pl, &s);
                        assert!(r.starts_with("droga, 5 płytek"), "{r}");
                        return;
                    }
                }
            }
        }
    }
    panic!("no road of 5 tiles scored in 20 games");
}
