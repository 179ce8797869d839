//! Benelux through the commands: the map and islands in the view, collecting a chip, taking
//! an island tile (refused without a chip of its colour, put back, taken and placed), a face-
//! down draw that stays in hand, and the game saved with its setup and island moves.

use serde_json::{json, Value};

use super::{start, temp_dir, TestApp};

pub(super) fn hot_seat(seed: u64) -> Value {
    json!({ "setup": {
        "mode": "benelux",
        "options": { "starts": ["meppel", "eindhoven"], "followers": 9 },
        "players": [ { "name": "A", "kind": "human" }, { "name": "B", "kind": "human" } ],
        "seed": seed
    }})
}

/// The record move for placement `p` of the tile in hand (no figure), naming its island.
pub(super) fn move_at(view: &Value, p: &Value) -> Value {
    let mut mv = json!({ "tile": view["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] });
    if view["hand_source"]["from"] == "stack" {
        let i = view["hand_source"]["index"].as_u64().expect("index");
        mv["island"] = json!(["purple", "light-blue", "orange"][i as usize / 2]);
        mv["stack"] = json!(i % 2);
    }
    json!({ "mv": mv })
}

/// A placement on a square with a face-down chip, else the first one.
pub(super) fn chip_or_first(view: &Value) -> Value {
    let chips = view["benelux"]["chips"].as_array().expect("chips");
    let placements = view["placements"].as_array().expect("placements");
    placements
        .iter()
        .find(|p| chips.iter().any(|c| c["x"] == p["x"] && c["y"] == p["y"]))
        .unwrap_or(&placements[0])
        .clone()
}

fn held(view: &Value, p: usize) -> Vec<Value> {
    view["benelux"]["held"][p].as_array().expect("held").clone()
}

#[test]
fn the_view_shows_the_map_islands_and_chips_face_down() {
    let t = TestApp::new();
    let v = t.ok("new_game", hot_seat(3));
    assert_eq!(
        (v["map"]["width"].clone(), v["map"]["height"].clone()),
        (json!(16), json!(11))
    );
    let squares = v["map"]["squares"].as_array().expect("squares");
    assert!(squares.contains(&json!({"x": 2, "y": 2, "kind": "wave"})));
    assert!(squares.contains(&json!({"x": 7, "y": 3, "kind": "large-city", "of": "amsterdam"})));
    assert!(squares.contains(&json!({"x": 6, "y": 9, "kind": "start", "of": "charleroi"})));
    let cells: Vec<(Value, Value)> = v["board"]
        .as_array()
        .expect("board")
        .iter()
        .map(|t| (t["x"].clone(), t["y"].clone()))
        .collect();
    assert_eq!(cells, [(json!(12), json!(2)), (json!(9), json!(6))]);
    assert_eq!(v["board"][0]["tile"], "D");
    let chips = v["benelux"]["chips"].as_array().expect("chips");
    assert_eq!(chips.len(), 20);
    assert!(
        chips.iter().all(|c| c.get("value").is_none()),
        "values stay hidden"
    );
    for island in v["benelux"]["islands"].as_array().expect("islands") {
        for s in island["stacks"].as_array().expect("stacks") {
            assert!(s["top"].is_string());
            assert_eq!(s["below"], 4);
        }
    }
    assert_eq!(v["players"][0]["followers"], 9);
    assert_eq!(v["deck_len"], 40 - 1);
    // No chip yet: the tile was drawn at once.
    assert_eq!(v["choosing_source"], false);
    let save: Value = serde_json::from_str(&t.save_file(v["id"].as_str().expect("id"))).unwrap();
    assert_eq!(save["setup"]["starts"], json!(["meppel", "eindhoven"]));
    assert_eq!(save["setup"]["chips"].as_array().map(Vec::len), Some(20));
}

#[test]
fn a_chip_buys_an_island_tile_that_may_be_put_back() {
    let dir = temp_dir();
    let t = start(&dir);
    let mut v = t.ok("new_game", hot_seat(3));
    // Play onto chip squares until the player to act holds a chip and may choose.
    let mut guard = 0;
    while v["choosing_source"] == false {
        let p = chip_or_first(&v);
        v = t.ok("play_move", move_at(&v, &p));
        guard += 1;
        assert!(guard < 40, "a chip is collected early in this game");
    }
    let me = v["current"].as_u64().expect("current") as usize;
    let chips = held(&v, me);
    assert!(!chips.is_empty());
    assert!(v["log"]
        .as_array()
        .expect("log")
        .iter()
        .any(|e| e["event"] == "scored"
            && e["feature"] == "chip"
            && e["occasion"] == "collected"
            && e["players"] == json!([me])));
    assert_eq!(v["hand"], Value::Null);
    assert_eq!(v["placements"], json!([]));
    let offered: Vec<u64> = v["sources"]
        .as_array()
        .expect("sources")
        .iter()
        .filter_map(|s| s["index"].as_u64())
        .collect();
    let i = offered[0];
    // An island of a colour the player holds no chip of is refused in words.
    let colour = |i: u64| ["purple", "light-blue", "orange"][i as usize / 2];
    if let Some(other) = (0..6).find(|&j| chips.iter().all(|c| c["colour"] != colour(j))) {
        let e = t
            .call(
                "take_tile",
                json!({"source": {"from": "stack", "index": other}}),
            )
            .expect_err("no chip of that colour");
        assert!(
            e["message"]
                .as_str()
                .is_some_and(|m| m.contains("you hold no")),
            "{e}"
        );
    }
    let stack =
        |v: &Value| v["benelux"]["islands"][i as usize / 2]["stacks"][i as usize % 2].clone();
    let before = stack(&v);
    // Take it, look, put it back: nothing changed.
    let taken = t.ok(
        "take_tile",
        json!({"source": {"from": "stack", "index": i}}),
    );
    assert_eq!(taken["hand"], before["top"]);
    assert_eq!(taken["can_put_back"], true);
    assert!(!taken["placements"]
        .as_array()
        .expect("placements")
        .is_empty());
    let back = t.ok("put_back", json!({}));
    assert_eq!(back["choosing_source"], true);
    assert_eq!(stack(&back), before);
    assert_eq!(held(&back, me), chips);
    // The whole view is as before the take: the sources, the log (the take's line gone), the
    // islands, the scores and the deck.
    for key in [
        "sources", "log", "benelux", "players", "deck_len", "hand", "turn",
    ] {
        assert_eq!(back[key], v[key], "{key} after putting the tile back");
    }
    // Take it again and place it.
    let taken = t.ok(
        "take_tile",
        json!({"source": {"from": "stack", "index": i}}),
    );
    let p = taken["placements"][0].clone();
    let after = t.ok("play_move", move_at(&taken, &p));
    assert_eq!(held(&after, me).len(), chips.len() - 1);
    assert_eq!(after["benelux"]["spent"][me], 1);
    assert_eq!(
        stack(&after)["below"],
        before["below"].as_u64().unwrap() - 1
    );
    assert_ne!(stack(&after)["top"], Value::Null);
    assert!(
        after["log"]
            .as_array()
            .expect("log")
            .iter()
            .any(|e| e["event"] == "tile_taken"
                && e["source"] == json!({"from": "stack", "index": i}))
    );
    let save: Value =
        serde_json::from_str(&t.save_file(after["id"].as_str().expect("id"))).unwrap();
    let last = save["moves"]
        .as_array()
        .and_then(|m| m.last())
        .expect("a move");
    assert_eq!(last["island"], colour(i));
    assert_eq!(last["stack"], i % 2);
    // Resumed after a restart: the same board, islands and chips.
    let id = after["id"].as_str().expect("id").to_string();
    drop(t);
    let t = start(&dir);
    let opened = t.ok("open_game", json!({ "id": id }));
    for key in ["board", "benelux", "players", "log"] {
        assert_eq!(opened[key], after[key], "{key}");
    }
}

#[test]
fn a_face_down_draw_stays_in_hand() {
    let t = TestApp::new();
    let mut v = t.ok("new_game", hot_seat(3));
    while v["choosing_source"] == false {
        let p = chip_or_first(&v);
        v = t.ok("play_move", move_at(&v, &p));
    }
    let drawn = t.ok("take_tile", json!({"source": {"from": "deck"}}));
    assert!(drawn["hand"].is_string());
    assert_eq!(drawn["can_put_back"], false);
    assert_eq!(drawn["hand_source"], json!({"from": "deck"}));
    assert_eq!(t.err_kind("put_back", json!({})), "illegal");
    // Already in hand: no second choice.
    assert_eq!(
        t.err_kind("take_tile", json!({"source": {"from": "deck"}})),
        "illegal"
    );
    let p = drawn["placements"][0].clone();
    let after = t.ok("play_move", move_at(&drawn, &p));
    assert_eq!(after["turn"], drawn["turn"].as_u64().unwrap() + 1);
}

/// A move whose save fails goes back exactly to where the turn stood: the island tile taken
/// still in hand (and still able to go back), the hint still marking the move, the log and
/// scores as they were. With the folder back, the same move goes through, marked.
#[test]
fn a_failed_save_after_an_island_tile_is_taken_keeps_the_tile_in_hand() {
    let t = TestApp::new();
    let mut v = t.ok("new_game", hot_seat(3));
    while v["choosing_source"] == false {
        let p = chip_or_first(&v);
        v = t.ok("play_move", move_at(&v, &p));
    }
    let i = v["sources"]
        .as_array()
        .expect("sources")
        .iter()
        .find_map(|s| s["index"].as_u64())
        .expect("an island offered");
    let taken = t.ok(
        "take_tile",
        json!({"source": {"from": "stack", "index": i}}),
    );
    t.ok("hint", json!({}));
    let saves = t.saves();
    let aside = t.dir.join("saves-aside");
    std::fs::rename(&saves, &aside).expect("move the folder");
    std::fs::write(&saves, "not a folder").expect("write");
    let p = taken["placements"][0].clone();
    assert_eq!(t.err_kind("play_move", move_at(&taken, &p)), "io");
    let now = t.ok("current_game", json!({}));
    assert_eq!(now, taken, "the whole view as it was");
    std::fs::remove_file(&saves).expect("remove");
    std::fs::rename(&aside, &saves).expect("restore");
    let after = t.ok("play_move", move_at(&taken, &p));
    assert_eq!(after["turn"], taken["turn"].as_u64().expect("turn") + 1);
    let save: Value =
        serde_json::from_str(&t.save_file(after["id"].as_str().expect("id"))).expect("json");
    let last = save["moves"]
        .as_array()
        .and_then(|m| m.last())
        .expect("a move");
    assert_eq!(
        last["hinted"], true,
        "the hint shown before the failed save counts"
    );
    assert!(last["island"].is_string(), "{last}");
}
