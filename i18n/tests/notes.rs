//! The projections of figure options, worded from the options' structured fields: in English
//! they read exactly as the engine's own `note`, for every option of random games in every mode.

mod common;

use std::collections::BTreeSet;

use tessera_engine::ai::RandomPlayer;
use tessera_engine::view::GameView;
use tessera_engine::{Game, GameOptions, Mode, Setup};
use tessera_i18n::{option_note, Lang};

/// Every option offered on every turn of random games in every mode, worded in English from
/// its fields, reads as the engine's English note.
#[test]
fn english_notes_match_the_engines() {
    let mut seen = BTreeSet::new();
    let mut checked = 0;
    for mode in [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers] {
        let options = common::rich_options(mode);
        for seed in 0..6u64 {
            let mut g = Game::new(&Setup::seeded(3, options, seed)).expect("setup");
            let mut rp = RandomPlayer::new(seed);
            loop {
                let view = GameView::new(&g);
                for p in &view.placements {
                    for o in &p.options {
                        assert_eq!(
                            option_note(Lang::En, o),
                            o.note,
                            "{mode:?} seed {seed} turn {}: {o:?}",
                            g.turn()
                        );
                        checked += 1;
                        // The note's shape: its words before the numbers.
                        let shape: String = o
                            .note
                            .split(|c: char| c.is_ascii_digit() || c == ':' || c == ',')
                            .next()
                            .unwrap_or_default()
                            .trim()
                            .to_string();
                        seen.insert(format!("{} {}", o.completes, shape));
                    }
                }
                let Some(mv) = rp.choose(&g) else { break };
                g.apply(&mv).expect("legal");
            }
        }
    }
    let want = [
        "false no figure",
        "false recall the abbot",
        "true city of",
        "false city of",
        "true road of",
        "false road of",
        "false monastery with",
        "true monastery surrounded",
        "false field bordering",
        "false hut on a river system with",
        "false meadow",
        "false forest of",
        "true forest of",
        "false river of",
        "true river of",
    ];
    let missing: Vec<_> = want.iter().filter(|w| !seen.contains(**w)).collect();
    assert!(
        missing.is_empty(),
        "{checked} options checked; no note {missing:?} among {seen:?}"
    );
}

/// In another language the note is that language's (here the pseudo-locale's, whose catalog
/// words have no ASCII letter left): nothing of it is the engine's English.
#[test]
fn notes_are_worded_in_the_language() {
    let options = GameOptions::from_json(
        Mode::Classic,
        Some(serde_json::json!({"river": true, "abbot": true})),
    )
    .expect("options");
    let mut g = Game::new(&Setup::seeded(2, options, 4)).expect("setup");
    let mut rp = RandomPlayer::new(4);
    let mut notes = 0;
    for _ in 0..20 {
        for p in &GameView::new(&g).placements {
            for o in &p.options {
                let note = option_note(Lang::Pseudo, o);
                assert!(!note.is_empty() && note != o.note, "{note}");
                assert!(
                    !note.contains(|c: char| c.is_ascii_alphabetic()),
                    "{note} (English: {})",
                    o.note
                );
                notes += 1;
            }
        }
        let mv = rp.choose(&g).expect("a move");
        g.apply(&mv).expect("legal");
    }
    assert!(notes > 100, "{notes}");
}
