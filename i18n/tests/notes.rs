//! The projections of figure options, worded from the options' structured fields. The engine
//! sends no words; the English of every option of random games in every mode is pinned in
//! `notes-en.txt` (the words the engine's own English notes had when they left the engine).
//! `TESSERA_BLESS=1 cargo test -p tessera-i18n --test notes` rewrites it after a wording change.

mod common;

use std::collections::BTreeSet;

use tessera_engine::ai::RandomPlayer;
use tessera_engine::view::GameView;
use tessera_engine::{Game, GameOptions, Mode, Setup};
use tessera_i18n::{option_note, Lang};

/// Every distinct English note of every option offered on every turn of random games in every
/// mode.
fn english_notes() -> (BTreeSet<String>, usize) {
    let mut notes = BTreeSet::new();
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
                        notes.insert(format!("{} {}", o.completes, option_note(Lang::En, o)));
                        checked += 1;
                    }
                }
                let Some(mv) = rp.choose(&g) else { break };
                g.apply(&mv).expect("legal");
            }
        }
    }
    (notes, checked)
}

/// The English notes read as pinned, and they cover every kind of option.
#[test]
fn english_notes_read_as_pinned() {
    let (notes, checked) = english_notes();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/notes-en.txt");
    let text: String = notes.iter().map(|n| format!("{n}\n")).collect();
    if std::env::var_os("TESSERA_BLESS").is_some() {
        std::fs::write(&path, &text).expect("write notes-en.txt");
    }
    let pinned = std::fs::read_to_string(&path).expect("notes-en.txt");
    assert!(
        pinned == text,
        "{checked} options checked; the English notes differ from tests/notes-en.txt"
    );
    // The note's shape: its words before the numbers.
    let seen: BTreeSet<String> = notes
        .iter()
        .map(|n| {
            n.split(|c: char| c.is_ascii_digit() || c == ':' || c == ',')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        })
        .collect();
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
/// words have no ASCII letter left): nothing of it is English.
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
                let english = option_note(Lang::En, o);
                assert!(!note.is_empty() && note != english, "{note}");
                assert!(
                    !note.contains(|c: char| c.is_ascii_alphabetic()),
                    "{note} (English: {english})"
                );
                notes += 1;
            }
        }
        let mv = rp.choose(&g).expect("a move");
        g.apply(&mv).expect("legal");
    }
    assert!(notes > 100, "{notes}");
}
