//! The statistics through the commands: a game against the AI played to its end counts once
//! (not again after an undo and a replay to the end, a restart, or opening it finished), the
//! won / lost counts, average and best; hot-seat games do not count; a damaged file is
//! reported and kept aside, a missing one is empty; the counts survive a restart.

use serde_json::{json, Value};

use super::{first_move, scores, start, temp_dir, vs_ai, TestApp};

/// Play the open game (`v` its view) to the end: the first legal move for a human, the AI's
/// own otherwise.
pub(super) fn play_to_end(t: &TestApp, mut v: Value) -> Value {
    let mut guard = 0;
    while v["finished"] == false {
        v = if v["current_is_ai"] == true {
            t.ok("ai_move", json!({}))
        } else {
            t.ok("play_move", first_move(&v, 0))
        };
        guard += 1;
        assert!(guard < 300, "the game ends");
    }
    v
}

pub(super) fn rows(t: &TestApp) -> Vec<Value> {
    let s = t.ok("statistics", json!({}));
    assert_eq!(s["damaged"], false);
    s["rows"].as_array().expect("rows").clone()
}

#[test]
fn a_game_against_the_ai_counts_once_and_survives_a_restart() {
    let dir = temp_dir();
    let (id, first) = {
        let t = start(&dir);
        assert_eq!(rows(&t), Vec::<Value>::new());
        let v = play_to_end(&t, t.ok("new_game", vs_ai(11)));
        let s = scores(&v);
        let rs = rows(&t);
        assert_eq!(rs.len(), 1);
        let r = &rs[0];
        assert_eq!(
            (r["mode"].as_str(), r["level"].as_str()),
            (Some("classic"), Some("random"))
        );
        assert_eq!(r["played"], 1);
        let won = s[0] >= s[1];
        assert_eq!(r["won"], u64::from(won));
        assert_eq!(r["lost"], u64::from(!won));
        assert_eq!(r["best"], s[0]);
        assert_eq!(r["average"].as_f64(), Some(s[0] as f64));
        // Written atomically: no temporary file left; the file parses, the game's id counted.
        assert!(!dir.join("stats.json.tmp").exists());
        let file: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join("stats.json")).expect("stats file"),
        )
        .expect("parses");
        assert_eq!(file["format"], 1);
        assert_eq!(file["counted"], json!([v["id"]]));
        // Taken back and played to the end again: not counted twice.
        let undone = t.ok("undo", json!({}));
        assert_eq!(undone["finished"], false);
        play_to_end(&t, undone);
        assert_eq!(rows(&t)[0]["played"], 1);
        (v["id"].as_str().expect("id").to_string(), s[0])
    };
    // A restart reads the counts; opening the finished game does not count it again.
    let t = start(&dir);
    assert_eq!(rows(&t)[0]["played"], 1);
    t.ok("open_game", json!({ "id": id }));
    assert_eq!(rows(&t)[0]["played"], 1);
    let v = play_to_end(&t, t.ok("new_game", vs_ai(12)));
    let second = scores(&v)[0];
    let rs = rows(&t);
    assert_eq!(rs.len(), 1);
    let r = &rs[0];
    assert_eq!(r["played"], 2);
    assert_eq!(
        r["won"]
            .as_u64()
            .zip(r["lost"].as_u64())
            .map(|(w, l)| w + l),
        Some(2)
    );
    assert_eq!(r["best"], first.max(second));
    let average = ((first + second) as f64 / 2.0 * 10.0).round() / 10.0;
    assert_eq!(r["average"].as_f64(), Some(average));
}

#[test]
fn hot_seat_and_the_strongest_ai_decide_the_bucket() {
    let t = TestApp::new();
    let hot = json!({ "setup": {
        "mode": "classic",
        "players": [ { "name": "A", "kind": "human" }, { "name": "B", "kind": "human" } ],
        "seed": 3
    }});
    play_to_end(&t, t.ok("new_game", hot));
    assert_eq!(rows(&t), Vec::<Value>::new(), "hot seat is not counted");
    let mixed = json!({ "setup": {
        "mode": "classic",
        "players": [ { "name": "A", "kind": "ai", "level": "easy" },
                     { "name": "B", "kind": "human" },
                     { "name": "C", "kind": "ai", "level": "random" } ],
        "seed": 4
    }});
    let v = play_to_end(&t, t.ok("new_game", mixed));
    let s = scores(&v);
    let rs = rows(&t);
    assert_eq!(rs.len(), 1);
    assert_eq!(rs[0]["level"], "easy");
    assert_eq!(rs[0]["best"], s[1]);
    let won = s[1] >= s[0] && s[1] >= s[2];
    assert_eq!(rs[0]["won"], u64::from(won));
}

#[test]
fn a_damaged_file_is_reported_kept_and_replaced_a_missing_one_is_empty() {
    let dir = temp_dir();
    std::fs::write(dir.join("stats.json"), "{ garbage").expect("write");
    let t = start(&dir);
    let s = t.ok("statistics", json!({}));
    assert_eq!(s, json!({ "rows": [], "damaged": true }));
    assert_eq!(
        std::fs::read_to_string(dir.join("stats.json.damaged")).expect("kept"),
        "{ garbage"
    );
    play_to_end(&t, t.ok("new_game", vs_ai(5)));
    let s = t.ok("statistics", json!({}));
    assert_eq!(s["damaged"], true, "said for the rest of the run");
    assert_eq!(s["rows"][0]["played"], 1);
    // After a restart the fresh file reads without a report.
    let t = start(&dir);
    assert_eq!(rows(&t)[0]["played"], 1);
    // No file: empty, no report.
    let t = TestApp::new();
    assert_eq!(
        t.ok("statistics", json!({})),
        json!({ "rows": [], "damaged": false })
    );
}
