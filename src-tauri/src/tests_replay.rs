//! The replay viewer and the record files in and out, through the commands: stepping forward
//! and back through whole games of every mode gives at each step the engine's own replay of the
//! record's first moves (scores, score history, log, last move); bounds are refused in words;
//! an unfinished game can be viewed, and viewing never disturbs the open game or writes the
//! save. An export is the save byte for byte; an import is checked strictly (a bad file is
//! refused in words and nothing is written) and saved under a new id.

use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::Manager;
use tessera_engine::record::Record;

use super::{ai_pair, first_move, scores, start, temp_dir, vs_ai, TestApp};
use crate::transfer::{ExportTarget, SIZE_HEADER};

/// A game between two `random` AIs of `mode`, played to its end; its id.
fn ai_game(t: &TestApp, mode: &str, seed: u64) -> String {
    let mut v = t.ok("new_game", ai_pair(mode, seed));
    let mut guard = 0;
    while v["finished"] == false {
        v = t.ok("ai_move", json!({}));
        guard += 1;
        assert!(guard < 400, "the game ends");
    }
    v["id"].as_str().expect("id").to_string()
}

fn record_of(t: &TestApp, id: &str) -> Record {
    Record::from_json(&t.save_file(id)).expect("the save reads")
}

/// The engine's replay of the record's first `k` moves: the scores after each move so far and
/// the number of events.
fn engine_at(record: &Record, k: usize) -> (Vec<Vec<u32>>, usize) {
    let mut r = record.clone();
    r.moves.truncate(k);
    let mut history = Vec::new();
    let mut events = Vec::new();
    r.replay_each(&mut events, |_, game, _| history.push(game.scores()))
        .expect("the prefix replays");
    (history, events.len())
}

/// Check the replay view at `k` against the engine.
fn check_step(rv: &Value, record: &Record, k: usize) {
    let (history, events) = engine_at(record, k);
    let v = &rv["view"];
    assert_eq!(rv["at"], k);
    assert_eq!(rv["moves"], record.moves.len());
    assert_eq!(v["turn"], k, "the game after {k} moves");
    let want: Vec<u64> = history[k].iter().map(|&s| u64::from(s)).collect();
    assert_eq!(scores(v), want, "scores at move {k}");
    assert_eq!(
        v["score_history"],
        json!(history),
        "score history at move {k}"
    );
    assert_eq!(
        v["log"].as_array().map(Vec::len),
        Some(events),
        "log at {k}"
    );
    match k {
        0 => assert!(v.get("last_move").is_none()),
        _ => {
            let m = &record.moves[k - 1];
            assert_eq!(v["last_move"]["tile"], json!(m.tile), "move {k}'s tile");
            assert_eq!(
                (v["last_move"]["x"].clone(), v["last_move"]["y"].clone()),
                (json!(m.x), json!(m.y))
            );
        }
    }
}

#[test]
fn stepping_through_whole_games_of_every_mode_shows_the_engines_scores() {
    let t = TestApp::new();
    for (mode, seed) in [("classic", 31), ("benelux", 32), ("hunters-gatherers", 33)] {
        let id = ai_game(&t, mode, seed);
        let record = record_of(&t, &id);
        let n = record.moves.len();
        assert!(n > 20, "{mode}: a whole game");
        // Opened at the end by default: the finished game.
        let end = t.ok("replay_open", json!({ "id": id }));
        assert_eq!(end["finished"], true);
        assert_eq!(end["view"]["finished"], true);
        check_step(&end, &record, n);
        // Forward from the start, then back from the end.
        let start = t.ok("replay_open", json!({ "id": id, "at": 0 }));
        check_step(&start, &record, 0);
        assert_eq!(start["view"]["finished"], false);
        for k in 0..=n {
            check_step(&t.ok("replay_at", json!({ "at": k })), &record, k);
        }
        for k in (0..=n).rev() {
            check_step(&t.ok("replay_at", json!({ "at": k })), &record, k);
        }
        // Opened at its end, the game is shown from the replay that checked it: the very view
        // of a step to the end.
        assert_eq!(t.ok("replay_at", json!({ "at": n })), end, "{mode}");
        assert_eq!(
            t.ok("replay_open", json!({ "id": id, "at": n })),
            end,
            "{mode}"
        );
    }
}

#[test]
fn bounds_and_a_missing_viewer_are_refused_in_words() {
    let t = TestApp::new();
    let refused = |cmd: &str, body: Value| t.call(cmd, body).expect_err("refused");
    let e = refused("replay_at", json!({ "at": 0 }));
    assert_eq!(e["kind"], "noGame");
    assert_eq!(e["message"], "no game is open in the replay viewer");
    let id = ai_game(&t, "classic", 34);
    let n = record_of(&t, &id).moves.len();
    t.ok("replay_open", json!({ "id": id, "at": 3 }));
    let e = refused("replay_at", json!({ "at": n + 1 }));
    assert_eq!(e["kind"], "notFound");
    assert_eq!(
        e["message"],
        format!(
            "there is no move {}: this game goes from move 0 to move {n}",
            n + 1
        )
    );
    let e = refused("replay_open", json!({ "id": id, "at": n + 5 }));
    assert_eq!(e["kind"], "notFound");
    // A refusal changes nothing: the viewer still shows the game.
    assert_eq!(t.ok("replay_at", json!({ "at": n }))["at"], n);
    // In the game's language.
    t.ok("set_language", json!({ "language": "de" }));
    let e = refused("replay_at", json!({ "at": n + 1 }));
    assert_eq!(
        e["message"],
        format!(
            "es gibt keinen Zug {}: diese Partie reicht von Zug 0 bis Zug {n}",
            n + 1
        )
    );
    // Negative moves do not parse; unknown games are not found; after Close nothing is viewed.
    assert!(t.call("replay_at", json!({ "at": -1 })).is_err());
    assert_eq!(
        t.err_kind("replay_open", json!({ "id": "nope" })),
        "notFound"
    );
    t.ok("replay_close", json!({}));
    assert_eq!(t.err_kind("replay_at", json!({ "at": 0 })), "noGame");
}

#[test]
fn an_unfinished_game_is_viewed_without_disturbing_the_open_game_or_its_save() {
    let t = TestApp::new();
    let mut v = t.ok("new_game", vs_ai(35));
    for _ in 0..6 {
        v = if v["current_is_ai"] == true {
            t.ok("ai_move", json!({}))
        } else {
            t.ok("play_move", first_move(&v, 0))
        };
    }
    let id = v["id"].as_str().expect("id").to_string();
    let file = t.saves().join(format!("{id}.json"));
    let before = std::fs::read(&file).expect("save");
    let modified = std::fs::metadata(&file)
        .and_then(|m| m.modified())
        .expect("mtime");
    let open = t.ok("current_game", json!({}));
    let record = record_of(&t, &id);
    let n = record.moves.len();
    let rv = t.ok("replay_open", json!({ "id": id }));
    assert_eq!(
        (rv["at"].clone(), rv["finished"].clone()),
        (json!(n), json!(false))
    );
    check_step(&rv, &record, n);
    for k in (0..n).rev() {
        check_step(&t.ok("replay_at", json!({ "at": k })), &record, k);
    }
    assert_eq!(
        t.ok("current_game", json!({})),
        open,
        "the open game is as it was"
    );
    assert_eq!(
        std::fs::read(&file).expect("save"),
        before,
        "the save is unchanged"
    );
    assert_eq!(
        std::fs::metadata(&file)
            .and_then(|m| m.modified())
            .expect("mtime"),
        modified
    );
    // The game goes on from where it was.
    let next = if open["current_is_ai"] == true {
        t.ok("ai_move", json!({}))
    } else {
        t.ok("play_move", first_move(&open, 0))
    };
    assert_eq!(next["turn"], n + 1);
}

/// Import `bytes` as the page does: the raw body, with the file's size in a header.
fn import(t: &TestApp, bytes: &[u8], size: Option<u64>) -> Result<Value, Value> {
    let mut headers = tauri::http::HeaderMap::new();
    if let Some(size) = size {
        headers.insert(SIZE_HEADER, size.to_string().parse().expect("header"));
    }
    let req = InvokeRequest {
        cmd: "import_game".into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body: InvokeBody::Raw(bytes.to_vec()),
        headers,
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(&t.win, req).map(|b| b.deserialize::<Value>().expect("json body"))
}

fn save_count(t: &TestApp) -> usize {
    std::fs::read_dir(t.saves()).map_or(0, |d| d.count())
}

#[test]
fn an_export_is_the_save_and_an_import_is_a_new_save() {
    let dir = temp_dir();
    let t = start(&dir);
    let id = ai_game(&t, "classic", 36);
    let out = dir.join("shared").join("game.json");
    *t._app.state::<ExportTarget>().0.lock().expect("lock") = Some(out.clone());
    let written = t.ok("export_game", json!({ "id": id }));
    assert_eq!(written, json!(out.display().to_string()));
    let saved = t.save_file(&id);
    assert_eq!(std::fs::read_to_string(&out).expect("exported"), saved);
    assert!(!dir.join("shared").join("game.json.tmp").exists());
    // Imported: a new id, the same record; the list has both.
    let imported = import(&t, saved.as_bytes(), Some(saved.len() as u64)).expect("imported");
    let new_id = imported["id"].as_str().expect("id").to_string();
    assert_ne!(new_id, id);
    assert_eq!(t.save_file(&new_id), saved);
    let ids: Vec<&str> = imported["games"]
        .as_array()
        .expect("games")
        .iter()
        .filter_map(|g| g["id"].as_str())
        .collect();
    assert!(
        ids.contains(&id.as_str()) && ids.contains(&new_id.as_str()),
        "{ids:?}"
    );
    // It can be viewed, and an imported unfinished game resumed.
    assert_eq!(
        t.ok("replay_open", json!({ "id": new_id }))["finished"],
        true
    );
    let v = t.ok("new_game", vs_ai(37));
    let v = t.ok("play_move", first_move(&v, 0));
    let half = t.save_file(v["id"].as_str().expect("id"));
    let again = import(&t, half.as_bytes(), None).expect("imported");
    let opened = t.ok("open_game", json!({ "id": again["id"] }));
    assert_eq!(
        (opened["turn"].clone(), opened["finished"].clone()),
        (v["turn"].clone(), json!(false))
    );
    // An unknown or unreadable save is not exported.
    assert_eq!(
        t.err_kind("export_game", json!({ "id": "nope" })),
        "notFound"
    );
    std::fs::write(t.saves().join("broken.json"), "{").expect("write");
    assert_eq!(
        t.err_kind("export_game", json!({ "id": "broken" })),
        "unreadable"
    );
}

#[test]
fn a_bad_file_is_refused_in_words_and_nothing_is_written() {
    let t = TestApp::new();
    let id = ai_game(&t, "classic", 38);
    let good = t.save_file(&id);
    let mut record = record_of(&t, &id);
    record.moves.swap(1, 7);
    let bad_move = record.to_json();
    let newer = good.replacen(
        &format!("\"format\": {}", tessera_engine::record::FORMAT),
        "\"format\": 99",
        1,
    );
    assert_ne!(newer, good);
    let cases: Vec<(Vec<u8>, Option<u64>, String)> = vec![
        (
            b"{ garbage".to_vec(),
            None,
            "the file is not a valid game record".into(),
        ),
        (b"  \n".to_vec(), None, "the file is empty".into()),
        (vec![0xff, 0xfe, 0], None, "the file is not text".into()),
        (
            b"{".to_vec(),
            Some(5_000_000),
            "the file is too large to be a saved game (5000000 bytes)".into(),
        ),
        (
            newer.into_bytes(),
            None,
            "this game was saved by a newer version".into(),
        ),
        (
            bad_move.into_bytes(),
            None,
            "of the saved game breaks a rule".into(),
        ),
    ];
    let count = save_count(&t);
    for (bytes, size, words) in cases {
        let e = import(&t, &bytes, size).expect_err("refused");
        assert_eq!(e["kind"], "unreadable");
        let m = e["message"].as_str().expect("message");
        assert!(m.starts_with("this file cannot be imported: "), "{m}");
        assert!(m.contains(&words), "{m} / {words}");
        assert_eq!(save_count(&t), count, "nothing written");
    }
    // In the game's language.
    t.ok("set_language", json!({ "language": "fr" }));
    let e = import(&t, b"{ garbage", None).expect_err("refused");
    assert_eq!(
        e["message"],
        "impossible d’importer ce fichier : le fichier n’est pas un enregistrement de partie valide"
    );
    // A JSON body is not a file.
    assert_eq!(
        t.err_kind("import_game", json!({ "text": good })),
        "badInput"
    );
}
