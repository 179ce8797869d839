//! Hunters & Gatherers through the commands: a hot-seat game played from the view's own
//! options into a bonus turn (the same player again, announced in the log, the move naming no
//! source), huts in the view and the supply, undo across the bonus turn, a save that replays
//! with its bonus stack after a restart, and a whole game between AIs whose breakdown adds up.

use serde_json::{json, Value};

use super::{start, temp_dir, TestApp};

fn hot_seat(seed: u64) -> Value {
    json!({ "setup": {
        "mode": "hunters-gatherers",
        "players": [ { "name": "A", "kind": "human" }, { "name": "B", "kind": "human" } ],
        "seed": seed
    }})
}

/// The record move for placement `p` with option `o` (as the UI builds it).
fn move_for(view: &Value, p: &Value, o: &Value) -> Value {
    let mut mv = json!({ "tile": view["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] });
    if o["action"] == "place" {
        mv["figure"] = json!({ "kind": o["figure"], "at": o["at"] });
    }
    json!({ "mv": mv })
}

/// Play hot-seat moves (a hut when one is offered, else a completing figure, else the first
/// option) until a bonus turn comes up; returns the view then and the moves played.
fn play_to_bonus(t: &TestApp, seed: u64) -> Option<(Value, usize)> {
    let mut v = t.ok("new_game", hot_seat(seed));
    for n in 0..80 {
        if v["finished"] == true {
            return None;
        }
        if v["hunters"]["bonus_turn"] == true {
            return Some((v, n));
        }
        let placements = v["placements"].as_array().expect("placements").clone();
        let options = || {
            placements.iter().flat_map(|p| {
                p["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(move |o| (p, o))
            })
        };
        // Prefer a placement whose forest option completes (gold brings bonus tiles).
        let pick = options()
            .find(|(_, o)| o["completes"] == true && o["feature"] == "forest")
            .or_else(|| options().find(|(_, o)| o["figure"] == "hut"))
            .map(|(p, o)| (p.clone(), o.clone()))
            .unwrap_or_else(|| (placements[0].clone(), placements[0]["options"][0].clone()));
        v = t.ok("play_move", move_for(&v, &pick.0, &pick.1));
    }
    None
}

#[test]
fn a_bonus_turn_through_the_commands() {
    let t = TestApp::new();
    let (v, n) = (1..40)
        .find_map(|seed| play_to_bonus(&t, seed))
        .expect("some seed reaches a bonus turn");
    let me = v["current"].clone();
    assert_eq!(v["hand_source"], json!({"from": "bonus"}));
    assert_eq!(v["last_move"]["player"], me, "the same player plays again");
    let log = v["log"].as_array().expect("log");
    let taken = log
        .iter()
        .rev()
        .find(|e| e["event"] == "tile_taken")
        .expect("the bonus tile is announced");
    assert_eq!(taken["source"], json!({"from": "bonus"}));
    assert_eq!(taken["tile"], v["hand"]);
    assert_eq!(v["hunters"]["bonus_left"], json!(11 - count_bonus(log) + 1));
    // Huts: the supply shows them, and some were placed.
    assert!(v["players"][0]["huts"].as_u64().is_some());
    // The bonus move names no source, like any move.
    let p = v["placements"][0].clone();
    let after = t.ok("play_move", move_for(&v, &p, &p["options"][0]));
    assert_eq!(after["turn"], json!(n + 1));
    assert_ne!(after["hand_source"], json!({"from": "bonus"}));
    let saved: Value =
        serde_json::from_str(&t.save_file(after["id"].as_str().expect("id"))).expect("save");
    assert_eq!(saved["bonus_deck"].as_array().map(Vec::len), Some(12));
    assert!(saved.get("setup").is_none());
    assert!(saved["moves"][n].get("island").is_none());
    // Undo takes back the bonus move alone (hot seat: one move), then the move that earned it.
    let u = t.ok("undo", json!({}));
    assert_eq!(u["turn"], json!(n));
    assert_eq!(u["hand_source"], json!({"from": "bonus"}));
    assert_eq!(u["hand"], v["hand"]);
    let u = t.ok("undo", json!({}));
    assert_eq!(u["turn"], json!(n - 1));
    assert_eq!(u["hand_source"], json!({"from": "deck"}));
}

fn count_bonus(log: &[Value]) -> u64 {
    log.iter()
        .filter(|e| e["event"] == "tile_taken" && e["source"] == json!({"from": "bonus"}))
        .count() as u64
}

#[test]
fn a_game_between_ais_resumes_and_adds_up() {
    let dir = temp_dir();
    let id = {
        let t = start(&dir);
        let mut v = t.ok(
            "new_game",
            json!({ "setup": {
                "mode": "hunters-gatherers",
                "players": [ { "name": "A", "kind": "ai", "level": "easy" },
                             { "name": "B", "kind": "ai", "level": "random" },
                             { "name": "C", "kind": "ai", "level": "random" } ],
                "seed": 9
            }}),
        );
        for _ in 0..30 {
            v = t.ok("ai_move", json!({}));
        }
        v["id"].as_str().expect("id").to_string()
    };
    let t = start(&dir);
    let mut v = t.ok("open_game", json!({ "id": id }));
    assert_eq!(v["turn"], json!(30));
    let mut guard = 0;
    while v["finished"] == false {
        v = t.ok("ai_move", json!({}));
        guard += 1;
        assert!(guard < 120, "the game ends");
    }
    for p in 0..3 {
        let b = &v["breakdown"][p];
        let sum: u64 = ["forest", "river", "river_system", "meadow"]
            .iter()
            .map(|k| b[k].as_u64().expect("points"))
            .sum();
        assert_eq!(Some(sum), v["players"][p]["score"].as_u64(), "player {p}");
    }
}

/// The UI's unit tests read a copy of the mode's catalog (`tests/ui/hunters-catalog.json`);
/// it must be the one the backend sends.
#[test]
fn the_ui_tests_catalog_is_the_backends() {
    let t = TestApp::new();
    let info = t.ok("app_info", json!({}));
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui/hunters-catalog.json");
    let copy: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the UI's copy")).expect("JSON");
    assert_eq!(
        copy, info["catalogs"]["hunters-gatherers"],
        "refresh tests/ui/hunters-catalog.json from app_info"
    );
}

/// The log's words come from the catalogs in the game's language: English until the UI sets
/// another; `app_info` lists the languages and the system's; an unknown language is refused.
#[test]
fn the_log_speaks_the_games_language() {
    let t = TestApp::new();
    let info = t.ok("app_info", json!({}));
    let ids: Vec<&str> = info["languages"]
        .as_array()
        .expect("languages")
        .iter()
        .filter_map(|l| l["id"].as_str())
        .collect();
    assert_eq!(ids, ["en", "nb", "pl", "sv", "cs", "de", "nl", "fr"]);
    assert!(ids.contains(&info["system_language"].as_str().expect("a language")));
    let mut v = t.ok(
        "new_game",
        json!({ "setup": {
            "mode": "classic",
            "players": [ { "name": "Ada", "kind": "ai", "level": "normal" },
                         { "name": "Bo", "kind": "ai", "level": "normal" } ],
            "seed": 3
        }}),
    );
    while !v["log"]
        .as_array()
        .expect("log")
        .iter()
        .any(|e| e["event"] == "scored")
    {
        v = t.ok("ai_move", json!({}));
    }
    let scored = |v: &Value| {
        v["log"]
            .as_array()
            .expect("log")
            .iter()
            .find(|e| e["event"] == "scored")
            .cloned()
            .expect("a score")
    };
    let en = scored(&v);
    assert_eq!(en["label"], json!(format!("Turn {}", en["turn"])));
    let head = en["head"].as_str().expect("head");
    let text = en["text"].as_str().expect("text");
    assert!(text.starts_with(head) && text.ends_with(en["reason"].as_str().expect("reason")));
    assert_eq!(
        t.err_kind("set_language", json!({ "language": "xx" })),
        "badInput"
    );
    t.ok("set_language", json!({ "language": "pl" }));
    let pl = scored(&t.ok("current_game", json!({})));
    assert_eq!(pl["label"], json!(format!("Ruch {}", en["turn"])));
    assert!(
        pl["text"].as_str().expect("text").contains(" pkt — "),
        "{pl}"
    );
    assert_eq!(
        pl["reason"], en["reason"],
        "the engine's own English stays in the event"
    );
}

/// A refused move says why in the game's language: the tile in hand laid on the start tile's
/// cell, in English and then in Polish.
#[test]
fn refusals_speak_the_games_language() {
    let t = TestApp::new();
    let v = t.ok("new_game", hot_seat(2));
    let on_start = json!({ "mv": { "tile": v["hand"], "x": 0, "y": 0, "rot": 0 } });
    let message = |t: &TestApp| match t.call("play_move", on_start.clone()) {
        Ok(_) => panic!("the cell holds the start tile"),
        Err(e) => e["message"].as_str().expect("message").to_string(),
    };
    assert_eq!(message(&t), "(0,0) already holds a tile");
    t.ok("set_language", json!({ "language": "pl" }));
    let pl = message(&t);
    assert!(
        pl.contains("(0,0)") && pl != "(0,0) already holds a tile",
        "{pl}"
    );
    assert_eq!(t.err_kind("play_move", on_start.clone()), "illegal");
}
