//! The tutorials play through: each scripted move of the human is legal when its turn comes,
//! the AI answers as the steps say, and what a step promises (a city scored for the player…)
//! happens at that move. A tutorial is neither saved nor counted.

use serde_json::{json, Value};

use super::TestApp;

/// The events of the moves played since the view `before`.
fn events_since(before: &Value, after: &Value) -> Vec<Value> {
    let from = before["log"].as_array().map_or(0, Vec::len);
    after["log"].as_array().expect("log")[from..].to_vec()
}

/// The tile source (`take_tile`'s) that record move `mv` takes its tile from: the island stack
/// it names (`island`, `stack`), else the face-down deck.
fn source_of(mv: &Value) -> Value {
    let Some(island) = mv["island"].as_str() else {
        return json!({ "from": "deck" });
    };
    let colour = ["purple", "light-blue", "orange"]
        .iter()
        .position(|c| *c == island)
        .unwrap_or_else(|| panic!("no island {island:?}"));
    let stack = mv["stack"]
        .as_u64()
        .expect("an island move names its stack") as usize;
    json!({ "from": "stack", "index": colour * 2 + stack })
}

/// Play the tutorial of `mode` to its end: the script's moves for the human, the AI's for the
/// AI, and after the script the first legal placement (Benelux: when the player holds a chip,
/// the tile is taken first from the source the move names, or from the deck). Returns every
/// view after a move of the human's, with the events since the move before it.
fn play_through(t: &TestApp, mode: &str) -> (Value, Vec<(Value, Vec<Value>)>) {
    let started = t.ok(
        "tutorial_start",
        json!({ "mode": mode, "names": ["Pat", "Ada"] }),
    );
    let plan = started["plan"].clone();
    let script = plan["script"].as_array().expect("script").clone();
    let mut v = started["view"].clone();
    let mut human = Vec::new();
    let mut k = 0;
    for _ in 0..400 {
        if v["finished"] == true {
            break;
        }
        if v["current_is_ai"] == true {
            v = t.ok("ai_move", json!({}));
            if std::env::var_os("TUTORIAL_DESIGN").is_some() {
                eprintln!("ai: {}", v["last_move"]);
            }
            continue;
        }
        let before = v.clone();
        // Benelux: a player holding a chip chooses where the tile comes from first, as the
        // page does: the island stack the scripted move names, else the deck.
        if v["choosing_source"] == true {
            let source = script.get(k).map_or(json!({ "from": "deck" }), source_of);
            v = match t.call("take_tile", json!({ "source": source })) {
                Ok(v) => v,
                Err(e) => panic!("{mode}: the source of move {k} ({source}) refused: {e}"),
            };
        }
        let mv = match script.get(k) {
            Some(m) => m.clone(),
            None => {
                let p = &v["placements"][0];
                json!({ "tile": v["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] })
            }
        };
        if std::env::var_os("TUTORIAL_DESIGN").is_some() {
            let cells: Vec<String> = v["placements"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|p| format!("({},{})r{}", p["x"], p["y"], p["rot"]))
                .collect();
            eprintln!("human {k}: hand {} at {}", v["hand"], cells.join(" "));
        }
        v = match t.call("play_move", json!({ "mv": mv })) {
            Ok(v) => v,
            Err(e) => panic!("{mode}: scripted move {k} ({mv}) refused: {e}"),
        };
        k += 1;
        human.push((v.clone(), events_since(&before, &v)));
    }
    assert_eq!(v["finished"], true, "{mode}: the tutorial game ends");
    assert!(k >= script.len(), "{mode}: every scripted move was played");
    if std::env::var_os("TUTORIAL_DESIGN").is_some() {
        for e in v["log"].as_array().unwrap() {
            eprintln!("{} {}", e["label"], e["text"]);
        }
    }
    (plan, human)
}

#[test]
fn every_tutorial_plays_through_as_its_steps_say() {
    for mode in crate::tutorial::modes() {
        let t = TestApp::new();
        let (_, file) = crate::tutorial::load(mode).expect("the tutorial parses");
        let (plan, human) = play_through(&t, mode);
        let script = plan["script"].as_array().expect("script").len();
        let steps = plan["steps"].as_array().expect("steps");
        assert!(!steps.is_empty(), "{mode}: steps");
        let mut turn_before = None;
        for s in steps {
            let id = s["id"].as_str().expect("a step id");
            let turn = s["turn"].as_u64().map(|k| k as usize);
            if let Some(k) = turn {
                assert!(k < script, "{mode}/{id}: turn {k} has a scripted move");
                // The first step of a turn is where Back lands.
                if turn_before != Some(k) {
                    assert_eq!(s["begins"], true, "{mode}/{id} begins its turn");
                }
            }
            turn_before = turn.or(turn_before);
            let wait = s["wait"].as_str().expect("a wait");
            assert!(
                ["next", "select", "rotate", "lay", "move", "ai", "over", "source"].contains(&wait),
                "{mode}/{id}: wait {wait}"
            );
        }
        for e in &file.expect {
            let after = e["after"].as_u64().expect("after") as usize;
            let (_, events) = &human[after];
            let hit = events.iter().any(|ev| {
                ev["event"] == "scored"
                    && ev["feature"] == e["scored"]
                    && ev["players"] == json!([e["player"]])
                    && ev["points"] == e["points"]
            });
            assert!(hit, "{mode}: after scripted move {after}, {e}: {events:?}");
        }
        // Practice: nothing saved, nothing counted.
        assert_eq!(
            t.ok("list_games", json!({})),
            json!([]),
            "{mode}: not saved"
        );
        let stats = t.ok("statistics", json!({})).to_string();
        assert!(
            !stats.contains("\"played\":1"),
            "{mode}: not counted: {stats}"
        );
    }
}

#[test]
fn an_unknown_tutorial_is_refused() {
    let t = TestApp::new();
    assert_eq!(
        t.err_kind("tutorial_start", json!({ "mode": "chess", "names": [] })),
        "badInput"
    );
}
