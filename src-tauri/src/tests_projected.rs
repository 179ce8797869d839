//! The projected final score through the commands: each view's players carry `projected`, the
//! engine's own projection of the saved game (never below the score), `projected_history`
//! holds it after every move beside `score_history`, and at the end both are the final
//! scores; the replay viewer shows the projection as it was at each move. In all three modes.

use serde_json::{json, Value};
use tessera_engine::record::Record;

use super::{players_column, scores, TestApp};

/// The players' projected final scores in a view, in seat order.
fn projected(v: &Value) -> Vec<u64> {
    players_column(v, "projected")
}

/// The engine's projection of the open game, replayed from its save file.
fn engine_projection(t: &TestApp, id: &str) -> Vec<u64> {
    let record = Record::from_json(&t.save_file(id)).expect("the save reads");
    let (game, _) = record.replay().expect("the save replays");
    game.projected_scores().into_iter().map(u64::from).collect()
}

fn rows(v: &Value, key: &str) -> Vec<Vec<u64>> {
    v[key]
        .as_array()
        .expect("a history")
        .iter()
        .map(|r| {
            r.as_array()
                .expect("a row")
                .iter()
                .map(|n| n.as_u64().expect("a number"))
                .collect()
        })
        .collect()
}

/// A whole game between AIs: at every move the view's projection is the engine's for the
/// save, at least the score, and the last of `projected_history`; at the end it is the
/// final score. Returns the game's id and its last view.
fn play_through(t: &TestApp, setup: Value) -> (String, Value) {
    let mut v = t.ok("new_game", setup);
    let id = v["id"].as_str().expect("id").to_string();
    let mut above = 0;
    let mut guard = 0;
    loop {
        let p = projected(&v);
        let s = scores(&v);
        assert_eq!(p, engine_projection(t, &id), "turn {}", v["turn"]);
        assert!(p.iter().zip(&s).all(|(p, s)| p >= s), "{p:?} < {s:?}");
        above += p.iter().zip(&s).filter(|(p, s)| p > s).count();
        let history = rows(&v, "projected_history");
        assert_eq!(history.len(), rows(&v, "score_history").len());
        assert_eq!(history.last(), Some(&p));
        if v["finished"] == true {
            break;
        }
        v = t.ok("ai_move", json!({}));
        guard += 1;
        assert!(guard < 200, "the game ends");
    }
    assert_eq!(projected(&v), scores(&v), "at the end, the final scores");
    assert!(
        above > 0,
        "some unfinished feature or field counted during play"
    );
    (id, v)
}

fn ais(mode: &str, seed: u64) -> Value {
    json!({ "setup": {
        "mode": mode,
        "players": [ { "name": "A", "kind": "ai", "level": "random" },
                     { "name": "B", "kind": "ai", "level": "easy" } ],
        "seed": seed
    }})
}

#[test]
fn the_view_projects_the_final_score_in_every_mode() {
    for mode in ["classic", "benelux", "hunters-gatherers"] {
        let t = TestApp::new();
        let (_, end) = play_through(&t, ais(mode, 3));
        let history = rows(&end, "projected_history");
        assert_eq!(history.first().map(Vec::len), Some(2), "{mode}");
        assert_eq!(
            history.last(),
            rows(&end, "score_history").last(),
            "{mode}: the last projection is the final score"
        );
    }
}

/// The replay viewer's view at move k carries the projection as it was then: the game's
/// `projected_history` up to k, its last row the players' `projected`.
#[test]
fn the_replay_shows_the_projection_of_each_move() {
    let t = TestApp::new();
    let (id, end) = play_through(&t, ais("classic", 8));
    let whole = rows(&end, "projected_history");
    let moves = whole.len() - 1;
    for at in [0, 1, moves / 2, moves - 1, moves] {
        let r = t.ok("replay_open", json!({ "id": id, "at": at }));
        let v = &r["view"];
        assert_eq!(
            rows(v, "projected_history"),
            whole[..=at].to_vec(),
            "move {at}"
        );
        assert_eq!(projected(v), whole[at], "move {at}");
    }
}

/// An undo takes the projection back with the move.
#[test]
fn undo_takes_the_projection_back() {
    let t = TestApp::new();
    let v0 = t.ok("new_game", super::vs_ai(21));
    let before = rows(&v0, "projected_history");
    let v1 = t.ok("play_move", super::first_move(&v0, 1));
    assert!(rows(&v1, "projected_history").len() > before.len());
    let back = t.ok("undo", json!({}));
    assert_eq!(rows(&back, "projected_history"), before);
    assert_eq!(projected(&back), projected(&v0));
}
