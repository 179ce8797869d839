//! The hint through the commands: it is the `normal` AI's move for the human to act (the
//! engine's own choice on the saved record), legal, with a one-line reason in the game's
//! language; the move played after it is marked `hinted` in the log and the save (format 3),
//! and the mark survives a restart and goes with an undo; no hint on the AI's turn or after
//! the end; in Hunters & Gatherers the hint follows the normal AI through bonus turns.

use serde_json::{json, Value};
use tessera_engine::ai::{self, Level};
use tessera_engine::record::{Record, RecordMove};

use super::{first_move, start, temp_dir, vs_ai, TestApp};

/// The engine's own `normal` choice for the open game, from its save file.
fn normal_choice(t: &TestApp, id: &str) -> RecordMove {
    let record = Record::from_json(&t.save_file(id)).expect("the save reads");
    let (game, _) = record.replay().expect("the save replays");
    let seed = ai::decision_seed(record.seed, game.current_player(), game.turn());
    RecordMove::from_move(&ai::choose(Level::Normal, &game, seed).expect("a move"))
}

fn hinted_lines(v: &Value) -> Vec<Value> {
    v["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter(|e| e["event"] == "hinted")
        .cloned()
        .collect()
}

/// The view once the AI seats have answered.
fn answered(t: &TestApp, mut v: Value) -> Value {
    while v["current_is_ai"] == true {
        v = t.ok("ai_move", json!({}));
    }
    v
}

/// The hint's move as `play_move`'s argument.
fn as_move(h: &Value) -> Value {
    json!({ "mv": h["mv"] })
}

#[test]
fn the_hint_is_the_normal_ais_move_and_the_move_after_it_is_marked() {
    let dir = temp_dir();
    let id = {
        let t = start(&dir);
        let v = t.ok("new_game", vs_ai(5));
        let id = v["id"].as_str().expect("id").to_string();
        let h = t.ok("hint", json!({}));
        let expected = serde_json::to_value(normal_choice(&t, &id)).expect("json");
        assert_eq!(h["mv"], expected, "the hint is the normal AI's move");
        let reason = h["reason"].as_str().expect("a reason");
        assert!(reason.starts_with("Lay it on the marked place"), "{reason}");
        assert!(!reason.contains('\n'));
        assert!(h.get("source").is_none(), "Classic chooses no source");
        let v = answered(&t, t.ok("play_move", as_move(&h)));
        let marks = hinted_lines(&v);
        assert_eq!(marks.len(), 1, "{marks:?}");
        assert_eq!(marks[0]["turn"], 1);
        assert_eq!(marks[0]["player"], 0);
        assert_eq!(marks[0]["text"], "Ada played with a hint");
        assert_eq!(marks[0]["label"], "Turn 1");
        let saved = Record::from_json(&t.save_file(&id)).expect("the save reads");
        assert_eq!(saved.format, 3);
        assert!(saved.moves[0].hinted);
        assert!(
            saved.moves[1..].iter().all(|m| !m.hinted),
            "the AI's answer is not"
        );
        // The next human move, without a hint, is not marked.
        let v = t.ok("play_move", first_move(&v, 0));
        assert_eq!(hinted_lines(&v).len(), 1);
        id
    };
    // After a restart the mark is still in the log.
    let t = start(&dir);
    let v = t.ok("open_game", json!({ "id": id }));
    assert_eq!(hinted_lines(&v).len(), 1);
    // An undo takes the marked move back only when it goes that far.
    let v = t.ok("undo", json!({}));
    assert_eq!(hinted_lines(&v).len(), 1);
    let v = t.ok("undo", json!({}));
    assert_eq!(hinted_lines(&v).len(), 0);
    assert_eq!(v["turn"], 0);
}

#[test]
fn a_move_other_than_the_hint_is_marked_too_and_a_hint_before_an_undo_is_forgotten() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(8));
    t.ok("hint", json!({}));
    // Another move than the hinted one: the player still saw the advice.
    let last = v["placements"].as_array().expect("placements").len() - 1;
    let p = &v["placements"][last];
    let mv = json!({ "mv": { "tile": v["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] } });
    let v = answered(&t, t.ok("play_move", mv));
    assert_eq!(hinted_lines(&v).len(), 1);
    // A hint asked, then the move undone: the replayed game has no pending hint.
    t.ok("hint", json!({}));
    let v = t.ok("undo", json!({}));
    let v = t.ok("play_move", first_move(&v, 0));
    assert_eq!(hinted_lines(&v).len(), 0, "{:?}", hinted_lines(&v));
}

#[test]
fn no_hint_without_a_game_on_the_ais_turn_or_after_the_end() {
    let t = TestApp::new();
    assert_eq!(t.err_kind("hint", json!({})), "noGame");
    let v = t.ok(
        "new_game",
        json!({ "setup": {
            "mode": "classic",
            "players": [ { "name": "Bot", "kind": "ai", "level": "random" },
                         { "name": "Ada", "kind": "human" } ],
            "seed": 3
        }}),
    );
    assert_eq!(v["current_is_ai"], true);
    assert_eq!(t.err_kind("hint", json!({})), "notYourTurn");
    let mut v = v;
    while v["finished"] == false {
        v = if v["current_is_ai"] == true {
            t.ok("ai_move", json!({}))
        } else {
            t.ok("play_move", first_move(&v, 0))
        };
    }
    assert_eq!(t.err_kind("hint", json!({})), "illegal");
}

#[test]
fn the_reason_is_worded_in_the_games_language() {
    let t = TestApp::new();
    t.ok("new_game", vs_ai(5));
    let en = t.ok("hint", json!({}))["reason"].clone();
    t.ok("set_language", json!({ "language": "de" }));
    let de = t.ok("hint", json!({}));
    assert_ne!(de["reason"], en);
    assert!(
        de["reason"].as_str().expect("text").starts_with("Leg es"),
        "{de}"
    );
    let v = t.ok("play_move", as_move(&de));
    assert_eq!(hinted_lines(&v)[0]["text"], "Ada spielte mit einem Tipp");
}

/// Benelux, while the tile's source is chosen: the hint names the source; to take a tile on
/// offer it also gives the move for it (which is then legal as given), to draw it gives none
/// (the deck's top is not known to the player, so not to the hint either).
#[test]
fn a_benelux_hint_names_the_source_and_never_the_face_down_tile() {
    use super::benelux::{chip_or_first, hot_seat, move_at};
    let t = TestApp::new();
    let mut v = t.ok("new_game", hot_seat(3));
    let (mut draws, mut takes) = (0, 0);
    for _ in 0..60 {
        if v["finished"] == true || (draws > 0 && takes > 0) {
            break;
        }
        if v["choosing_source"] == false {
            let p = chip_or_first(&v);
            v = t.ok("play_move", move_at(&v, &p));
            continue;
        }
        let h = t.ok("hint", json!({}));
        let reason = h["reason"].as_str().expect("reason");
        let source = h["source"].clone();
        assert!(source.is_object(), "{h}");
        if source["from"] == "deck" {
            draws += 1;
            assert!(h.get("mv").is_none(), "a draw names no tile: {h}");
            assert!(reason.starts_with("Draw a tile face down"), "{reason}");
            v = t.ok("take_tile", json!({ "source": source }));
            let p = chip_or_first(&v);
            v = t.ok("play_move", move_at(&v, &p));
        } else {
            takes += 1;
            assert!(
                reason.starts_with("Take the marked tile — lay it"),
                "{reason}"
            );
            let taken = t.ok("take_tile", json!({ "source": source }));
            assert_eq!(
                taken["hand"], h["mv"]["tile"],
                "the hint's tile is the one on offer"
            );
            v = t.ok("play_move", as_move(&h));
        }
        assert_eq!(hinted_lines(&v).len(), draws + takes);
    }
    assert!(
        draws > 0 && takes > 0,
        "both kinds of hint came: {draws} draws, {takes} takes"
    );
}

/// Hunters & Gatherers: a player who plays every hint plays the `normal` AI's game, bonus
/// turns (the tile that gold earned) included, and every hinted move is marked.
#[test]
fn hunters_hints_are_the_normal_ais_moves_through_bonus_turns() {
    let dir = temp_dir();
    let t = start(&dir);
    let mut v = t.ok(
        "new_game",
        json!({ "setup": {
            "mode": "hunters-gatherers",
            "players": [ { "name": "Ada", "kind": "human" },
                         { "name": "Bot", "kind": "ai", "level": "random" } ],
            "seed": 3
        }}),
    );
    let id = v["id"].as_str().expect("id").to_string();
    let (mut hinted, mut on_bonus) = (0, 0);
    while v["finished"] != true {
        if v["current_is_ai"] == true {
            v = t.ok("ai_move", json!({}));
            continue;
        }
        let h = t.ok("hint", json!({}));
        let expected = serde_json::to_value(normal_choice(&t, &id)).expect("json");
        assert_eq!(
            h["mv"], expected,
            "turn {}: the normal AI's move",
            v["turn"]
        );
        let reason = h["reason"].as_str().expect("a reason");
        assert!(!reason.is_empty() && !reason.contains('\n'), "{reason}");
        if v["hand_source"]["from"] == "bonus" {
            on_bonus += 1;
        }
        v = t.ok("play_move", as_move(&h));
        hinted += 1;
    }
    assert!(on_bonus >= 1, "the normal AI's game earned a bonus turn");
    assert_eq!(
        hinted_lines(&v).len(),
        hinted,
        "every hinted move is marked"
    );
}
