//! The game review through the commands: a saved game is judged in the background move by
//! move, its figures add up, it is kept beside the saves so that opening it again (even after
//! a restart) is instant, it can be stopped and goes on where it stopped; a key moment shows
//! the board after the move played and after the better move with a reason, and "try again
//! from here" opens a new saved game at that position with the same tiles to come.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tessera_engine::record::Record;

use super::{ai_pair, first_move, start, temp_dir, vs_ai, TestApp};

/// A game between two `random` AIs of `mode`, played to its end; its id.
fn ai_game(t: &TestApp, mode: &str, seed: u64) -> String {
    let mut v = t.ok("new_game", ai_pair(mode, seed));
    for _ in 0..400 {
        if v["finished"] == true {
            return v["id"].as_str().expect("id").to_string();
        }
        v = t.ok("ai_move", json!({}));
    }
    panic!("the game ends");
}

/// The review's status once it is no longer running (bounded: two minutes).
fn finished_review(t: &TestApp) -> Value {
    let start = Instant::now();
    loop {
        let v = t.ok("review_status", json!({}));
        if v["phase"] != "running" {
            return v;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the review ends"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn moves_of(v: &Value) -> &Vec<Value> {
    v["moves"].as_array().expect("moves")
}

/// A whole game judged: every move once, in order, with a label that fits its loss, the
/// players' figures adding up, and key moments that are the largest losses.
#[test]
fn a_finished_game_is_reviewed_in_the_background_and_kept() {
    let dir = temp_dir();
    let t = start(&dir);
    let id = ai_game(&t, "classic", 7);
    let record = Record::from_json(&t.save_file(&id)).expect("the save reads");
    let opened = t.ok("review_open", json!({ "id": id }));
    assert_eq!(opened["total"], record.moves.len());
    assert_eq!(opened["mode"], "classic");
    let v = finished_review(&t);
    assert_eq!(v["phase"], "done");
    let moves = moves_of(&v);
    let numbers: Vec<u64> = moves
        .iter()
        .map(|m| m["number"].as_u64().unwrap_or(0))
        .collect();
    let want: Vec<u64> = (1..=record.moves.len() as u64).collect();
    assert_eq!(numbers, want, "every move judged once, in order");
    for m in moves {
        let loss = m["loss"].as_f64().expect("loss");
        assert!(loss >= 0.0);
        let label = tessera_engine::ai::review::Label::of(loss).name();
        assert_eq!(m["label"], label, "move {}", m["number"]);
        let gap = m["best_value"].as_f64().expect("best") - m["value"].as_f64().expect("value");
        assert!((gap - loss).abs() < 1e-9);
    }
    // Random players lose points: their key moments are the largest losses.
    for (seat, p) in v["players"].as_array().expect("players").iter().enumerate() {
        let mine: Vec<&Value> = moves.iter().filter(|m| m["player"] == seat).collect();
        assert_eq!(p["moves"], mine.len());
        let labels: u64 = p["labels"]
            .as_array()
            .expect("labels")
            .iter()
            .filter_map(Value::as_u64)
            .sum();
        assert_eq!(labels as usize, mine.len());
        let acc = p["accuracy"].as_f64().expect("accuracy");
        assert!((0.0..=100.0).contains(&acc));
    }
    assert!(v.get("focus").is_none(), "two AIs: everyone's key moments");
    let keys = v["key_moments"].as_array().expect("key moments");
    assert_eq!(
        keys.len(),
        3,
        "random players make three losses of a point or more"
    );
    let loss_of = |n: &Value| {
        moves.iter().find(|m| m["number"] == *n).expect("judged")["loss"]
            .as_f64()
            .expect("loss")
    };
    let worst = moves
        .iter()
        .map(|m| m["loss"].as_f64().unwrap_or(0.0))
        .fold(0.0, f64::max);
    assert_eq!(loss_of(&keys[0]), worst);
    assert!(loss_of(&keys[0]) >= loss_of(&keys[1]) && loss_of(&keys[1]) >= loss_of(&keys[2]));

    // Kept beside the saves: after a restart it opens at once, judged whole, the same.
    assert!(dir.join("reviews").join(format!("{id}.json")).exists());
    drop(t);
    let again = start(&dir);
    let reopened = again.ok("review_open", json!({ "id": id }));
    assert_eq!(reopened["phase"], "done");
    assert_eq!(reopened["moves"], v["moves"]);

    // Deleting the game deletes its review.
    again.ok("delete_game", json!({ "id": id }));
    assert!(!dir.join("reviews").join(format!("{id}.json")).exists());
}

/// A key moment shows both boards and why; "try again" is a new saved game at that position
/// with the same tiles to come, opened.
#[test]
fn a_key_moment_shows_the_better_move_and_can_be_tried_again() {
    let t = TestApp::new();
    let id = ai_game(&t, "classic", 11);
    t.ok("review_open", json!({ "id": id }));
    let v = finished_review(&t);
    let n = v["key_moments"][0].as_u64().expect("a key moment") as usize;
    let moment = t.ok("review_moment", json!({ "number": n }));
    assert_eq!(moment["reviewed"]["number"], n);
    assert_eq!(moment["played"]["turn"], n);
    let better = &moment["better"];
    assert_eq!(better["turn"], n, "the better move played instead");
    assert_ne!(better["last_move"], moment["played"]["last_move"]);
    assert!(moment["reason"].as_str().is_some_and(|r| !r.is_empty()));
    // A best move has no second board.
    if let Some(best) = moves_of(&v).iter().find(|m| m["played"] == m["best"]) {
        let m = t.ok("review_moment", json!({ "number": best["number"] }));
        assert!(m.get("better").is_none() && m.get("reason").is_none());
    }

    let record = Record::from_json(&t.save_file(&id)).expect("the save reads");
    let game = t.ok("review_try_again", json!({ "number": n }));
    let new_id = game["id"].as_str().expect("id");
    assert_ne!(new_id, id);
    assert_eq!(game["turn"], n - 1, "the position before the move");
    assert_eq!(t.ok("current_game", json!({}))["id"], new_id);
    let tried = Record::from_json(&t.save_file(new_id)).expect("saved");
    assert_eq!(tried.seed, record.seed);
    assert_eq!(tried.moves, record.moves[..n - 1].to_vec());
    assert_eq!(tried.players, record.players);
    // The game reviewed is untouched.
    assert_eq!(Record::from_json(&t.save_file(&id)).expect("reads"), record);
}

/// An unfinished game is reviewed up to where it stands; a review can be stopped and goes on
/// from there; refusals are in words.
#[test]
fn an_unfinished_game_is_reviewed_and_a_review_stops_and_goes_on() {
    let t = TestApp::new();
    assert_eq!(t.err_kind("review_status", json!({})), "noGame");
    assert_eq!(
        t.err_kind("review_open", json!({ "id": "game-404" })),
        "notFound"
    );
    let mut v = t.ok("new_game", vs_ai(3));
    for _ in 0..4 {
        t.ok("play_move", first_move(&v, 0));
        v = t.ok("ai_move", json!({}));
    }
    let id = v["id"].as_str().expect("id").to_string();
    t.ok("review_open", json!({ "id": id }));
    let r = finished_review(&t);
    assert_eq!(r["phase"], "done");
    assert_eq!(moves_of(&r).len(), 8);
    assert_eq!(r["focus"], 0, "the human's key moments");
    assert!(r["key_moments"].as_array().expect("keys").iter().all(|n| {
        moves_of(&r)
            .iter()
            .any(|m| m["number"] == *n && m["player"] == 0)
    }));

    // A longer game: stopped at once, then opened again it goes on to the end.
    let other = ai_game(&t, "hunters-gatherers", 5);
    let opened = t.ok("review_open", json!({ "id": other }));
    assert_eq!(opened["phase"], "running");
    let stopped = t.ok("review_stop", json!({}));
    assert_eq!(stopped["phase"], "stopped");
    let after_stop = finished_review(&t);
    assert_eq!(after_stop["phase"], "stopped");
    let judged = moves_of(&after_stop).len();
    let total = after_stop["total"].as_u64().expect("total") as usize;
    assert!(judged < total, "stopped early: {judged} of {total}");
    let not_yet = total;
    assert_eq!(
        t.err_kind("review_moment", json!({ "number": not_yet })),
        "notFound"
    );
    t.ok("review_open", json!({ "id": other }));
    let whole = finished_review(&t);
    assert_eq!(whole["phase"], "done");
    assert_eq!(moves_of(&whole).len(), total);
    assert_eq!(moves_of(&whole)[..judged], moves_of(&after_stop)[..]);
}

/// The coach judges a move of the player's as the review does, with the better move; it
/// refuses a move that is not the player's; a game played with the coach, or with a hint,
/// counts in the statistics as helped.
#[test]
fn the_coach_agrees_with_the_review_and_marks_the_game_helped() {
    use super::stats::{play_to_end, rows};
    let t = TestApp::new();
    let mut v = t.ok("new_game", vs_ai(5));
    let id = v["id"].as_str().expect("id").to_string();
    let mut notes = Vec::new();
    for _ in 0..3 {
        v = t.ok("play_move", first_move(&v, 0));
        let n = v["turn"].as_u64().expect("turn") as usize;
        notes.push(t.ok("coach", json!({ "number": n })));
        assert_eq!(t.err_kind("coach", json!({ "number": n + 1 })), "badInput");
        v = t.ok("ai_move", json!({}));
        assert_eq!(
            t.err_kind("coach", json!({ "number": n + 1 })),
            "badInput",
            "the AI's move"
        );
    }
    assert_eq!(t.err_kind("coach", json!({ "number": 0 })), "badInput");
    t.ok("review_open", json!({ "id": id }));
    let r = finished_review(&t);
    for note in &notes {
        let m = &note["reviewed"];
        assert_eq!(m["player"], 0);
        let judged = moves_of(&r)
            .iter()
            .find(|x| x["number"] == m["number"])
            .expect("judged");
        assert_eq!(judged, m, "the coach and the review agree");
        assert_eq!(note["played"]["turn"], m["number"]);
        assert_eq!(note.get("better").is_some(), m["played"] != m["best"]);
    }
    let v = play_to_end(&t, v);
    assert_eq!(v["finished"], true);
    assert_eq!(rows(&t)[0]["helped"], 1, "played with the coach");
    // A game without help is not marked; one with a hint is.
    play_to_end(&t, t.ok("new_game", vs_ai(6)));
    assert_eq!(rows(&t)[0]["helped"], 1);
    let v = t.ok("new_game", vs_ai(8));
    t.ok("hint", json!({}));
    play_to_end(&t, t.ok("play_move", first_move(&v, 0)));
    let row = &rows(&t)[0];
    assert_eq!(
        (row["played"].as_u64(), row["helped"].as_u64()),
        (Some(3), Some(2))
    );
}

/// On the Benelux map (island tiles, chips) and in Hunters & Gatherers (bonus tiles), every key
/// moment shows the better move played on its own board.
#[test]
fn key_moments_of_every_mode_show_the_better_move() {
    let t = TestApp::new();
    for (mode, seed) in [("benelux", 3), ("hunters-gatherers", 4)] {
        let id = ai_game(&t, mode, seed);
        t.ok("review_open", json!({ "id": id }));
        let v = finished_review(&t);
        assert_eq!(v["phase"], "done", "{mode}");
        let keys = v["key_moments"].as_array().expect("keys").clone();
        assert!(!keys.is_empty(), "{mode}: random players lose points");
        for n in keys {
            let m = t.ok("review_moment", json!({ "number": n }));
            assert_eq!(m["played"]["turn"], n, "{mode}");
            assert_eq!(m["better"]["turn"], n, "{mode}: the better move played");
            assert!(m["reason"].as_str().is_some_and(|r| !r.is_empty()));
        }
    }
}
