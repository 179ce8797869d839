//! Saves never break: pinned results that every later version must reproduce exactly.
//!
//! - `golden/decks.json`: the draw order a seed deals (a record without `deck` takes its deck
//!   from `seed`, so each option set's tile order and shuffle are part of the save format);
//! - `golden/games.json`: a perft-style table: seed, option set and seats (`random`, `normal`)
//!   → moves played, final scores and a hash of the event list;
//! - `golden/saves/`: real saves written by the app, finished and unfinished, which must load
//!   and replay to the results in `golden/saves.json`;
//! - `golden/benelux.json`: Benelux's seeded setups (start tiles, chips, island stacks and
//!   deck, as a hash of the setup the program writes out) and random games on them;
//! - `golden/hunters.json`: the same for Hunters & Gatherers (land and bonus stacks).
//!
//! The Classic files were written once, before the engine was reshaped for several modes, by
//! running this test with `TESSERA_BLESS=1`; the Benelux and Hunters & Gatherers files when each mode arrived. Blessing again is only right when a change is meant to
//! alter results, which for saved games it never is.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use tessera_engine::ai::{choose, decision_seed, Level};
use tessera_engine::record::Record;
use tessera_engine::Event;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn bless() -> bool {
    std::env::var_os("TESSERA_BLESS").is_some()
}

/// Option sets as written in records, with a player count each.
const OPTION_SETS: &[(&str, usize)] = &[
    ("{}", 2),
    (r#"{"river": true, "abbot": true}"#, 2),
    (
        r#"{"river": true, "abbot": true, "unplaceable": "reshuffle"}"#,
        3,
    ),
    (r#"{"farm_scoring": "first", "small_city": true}"#, 4),
    (
        r#"{"farm_scoring": "second", "abbot": true, "art": "classic"}"#,
        5,
    ),
    (
        r#"{"river": true, "river_start_tile": "discard", "unplaceable": "reshuffle", "art": "2014"}"#,
        6,
    ),
];

const SEEDS: &[u64] = &[
    0,
    1,
    2,
    3,
    7,
    42,
    // With the River and `reshuffle`, seed 54 sets river tiles aside that fit nowhere.
    54,
    99,
    1000,
    12345,
    (1 << 32) + 1,
    (1 << 53) - 1,
    u64::MAX,
];

/// A record for a game not yet begun, with no explicit deck.
fn record(options: &str, players: &[&str], seed: u64) -> Record {
    let players: Vec<Value> = players
        .iter()
        .enumerate()
        .map(|(i, l)| json!({"name": format!("{l} {i}"), "kind": "ai", "level": l}))
        .collect();
    let text = format!(
        r#"{{"format": 1, "mode": "classic", "options": {options}, "players": {}, "seed": {seed}, "moves": []}}"#,
        Value::Array(players)
    );
    Record::from_json(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The fields of an event that a player sees, so that adding a field to an event later does
/// not change the hash while changing any of these does.
fn projection(e: &Event) -> Value {
    const KEYS: &[&str] = &[
        "event",
        "player",
        "tile",
        "x",
        "y",
        "rot",
        "figure",
        "at",
        "feature",
        "cells",
        "players",
        "points",
        "final_scoring",
        "reason",
        "scores",
    ];
    let mut v = serde_json::to_value(e).expect("events serialize");
    if let Value::Object(m) = &mut v {
        m.retain(|k, _| KEYS.contains(&k.as_str()));
    }
    v
}

/// FNV-1a over the projected events, one JSON text per event.
pub fn events_hash(events: &[Event]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for e in events {
        for b in projection(e).to_string().bytes().chain([b'\n']) {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// Check `got` against the pinned file, or write it when blessing.
fn pinned(name: &str, got: Value) {
    let path = dir().join(name);
    if bless() {
        std::fs::create_dir_all(dir()).expect("golden dir");
        let text = serde_json::to_string_pretty(&got).expect("json") + "\n";
        std::fs::write(&path, text).expect("write golden");
        return;
    }
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let want: Value = serde_json::from_str(&text).expect("golden json");
    let (Value::Array(want), Value::Array(got)) = (want, got) else {
        panic!("golden files hold arrays");
    };
    assert_eq!(want.len(), got.len(), "{name}: number of entries");
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w, g, "{name}: results changed");
    }
}

#[test]
fn seeded_decks_never_change() {
    let mut out = Vec::new();
    for &(options, players) in OPTION_SETS {
        for &seed in SEEDS {
            let r = record(options, &vec!["random"; players], seed);
            out.push(json!({
                "options": options,
                "seed": seed,
                "deck": tessera_engine::game::dealt_deck(&r.options, seed),
            }));
        }
    }
    pinned("decks.json", Value::Array(out));
}

/// Play a seeded game to the end with every seat at `level`, the CLI's decision seeds.
fn play(options: &str, players: usize, level: Level, seed: u64) -> Value {
    let r = record(options, &vec![level.name(); players], seed);
    let mut events = Vec::new();
    let mut game = tessera_engine::Game::new_with(&r.setup(), &mut events).expect("valid setup");
    let mut moves = 0;
    while let Some(mv) = choose(
        level,
        &game,
        decision_seed(seed, game.current_player(), game.turn()),
    ) {
        events.extend(game.apply(&mv).expect("AI moves are legal"));
        moves += 1;
    }
    json!({
        "options": options,
        "seed": seed,
        "seats": level.name(),
        "moves": moves,
        "scores": game.scores(),
        "events": events_hash(&events),
    })
}

#[test]
fn seeded_games_never_change() {
    let mut out = Vec::new();
    for &(options, players) in OPTION_SETS {
        for &seed in SEEDS {
            out.push(play(options, players, Level::Random, seed));
        }
        for &seed in &SEEDS[..3] {
            out.push(play(options, players, Level::Normal, seed));
        }
    }
    pinned("games.json", Value::Array(out));
}

/// Every saved game in `golden/saves/` loads and replays to its pinned result.
#[test]
fn saved_games_replay_identically() {
    let saves = dir().join("saves");
    let mut names: Vec<String> = std::fs::read_dir(&saves)
        .expect("golden saves")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".json"))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "the golden saves are missing");
    let mut out = Vec::new();
    for name in names {
        let text = std::fs::read_to_string(saves.join(&name)).expect("read save");
        let record = Record::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (game, events) = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        out.push(json!({
            "file": name,
            "moves": record.moves.len(),
            "finished": game.is_finished(),
            "current": game.current_player(),
            "scores": game.scores(),
            "events": events_hash(&events),
        }));
    }
    pinned("saves.json", Value::Array(out));
}

/// Benelux option sets as written in records, with a player count each.
const BENELUX_SETS: &[(&str, usize)] = &[
    ("{}", 2),
    (r#"{"abbot": true, "followers": 9}"#, 3),
    (
        r#"{"starts": ["eindhoven", "meppel"], "unplaceable": "reshuffle", "art": "classic"}"#,
        4,
    ),
];

/// FNV-1a over a JSON text.
fn text_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The setup the seed of record `text` deals, as the program writes it out, and a game between
/// random seats on it: (setup, moves, the game at its end, every event).
fn random_game(text: &str, seed: u64) -> (String, usize, tessera_engine::Game, Vec<Event>) {
    let r = Record::from_json(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let dealt = r.setup().dealt().expect("the seed deals a setup");
    let written = json!({"deck": dealt.deck, "setup": dealt.mode_setup}).to_string();
    let mut events = Vec::new();
    let mut game = tessera_engine::Game::new_with(&r.setup(), &mut events).expect("valid setup");
    let mut moves = 0;
    while let Some(mv) = choose(
        Level::Random,
        &game,
        decision_seed(seed, game.current_player(), game.turn()),
    ) {
        events.extend(game.apply(&mv).expect("random moves are legal"));
        moves += 1;
    }
    (written, moves, game, events)
}

/// A Benelux record's setup as its seed deals it, and a game between random seats on it: the
/// order of every random choice of the mode's setup is part of the save format.
#[test]
fn seeded_benelux_games_never_change() {
    let mut out = Vec::new();
    for &(options, players) in BENELUX_SETS {
        for &seed in SEEDS {
            let seats: Vec<Value> = (0..players)
                .map(|i| json!({"name": format!("random {i}"), "kind": "ai", "level": "random"}))
                .collect();
            let text = format!(
                r#"{{"format": 2, "mode": "benelux", "options": {options}, "players": {}, "seed": {seed}, "moves": []}}"#,
                Value::Array(seats)
            );
            let (written, moves, game, events) = random_game(&text, seed);
            out.push(json!({
                "options": options,
                "seed": seed,
                "setup": text_hash(&written),
                "moves": moves,
                "scores": game.scores(),
                "events": events_hash(&events),
            }));
        }
    }
    pinned("benelux.json", Value::Array(out));
}

/// A Hunters & Gatherers record's two stacks as its seed deals them, and a game between
/// random seats on them (bonus turns included).
#[test]
fn seeded_hunters_games_never_change() {
    let mut out = Vec::new();
    for players in [2usize, 3, 5] {
        for &seed in SEEDS {
            let seats: Vec<Value> = (0..players)
                .map(|i| json!({"name": format!("random {i}"), "kind": "ai", "level": "random"}))
                .collect();
            let text = format!(
                r#"{{"format": 2, "mode": "hunters-gatherers", "players": {}, "seed": {seed}, "moves": []}}"#,
                Value::Array(seats)
            );
            let (written, moves, game, events) = random_game(&text, seed);
            out.push(json!({
                "players": players,
                "seed": seed,
                "setup": text_hash(&written),
                "moves": moves,
                "scores": game.scores(),
                "events": events_hash(&events),
            }));
        }
    }
    pinned("hunters.json", Value::Array(out));
}
