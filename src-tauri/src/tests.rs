//! Command tests through Tauri's IPC layer (`tauri::test`): argument names, JSON shapes,
//! error kinds, state changes and files on disk, with the real config and capabilities
//! (`generate_context!`). No display needed.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewWindow};

#[path = "tests_benelux.rs"]
mod benelux;
#[path = "tests_hint.rs"]
mod hint;
#[path = "tests_hunters.rs"]
mod hunters;
#[path = "tests_log.rs"]
mod log;
#[path = "tests_online.rs"]
mod online;
#[path = "tests_projected.rs"]
mod projected;
#[path = "tests_replay.rs"]
mod replay;
#[path = "tests_review.rs"]
mod review;
#[path = "tests_stats.rs"]
pub(crate) mod stats;
#[path = "tests_tutorial.rs"]
mod tutorial;

struct TestApp {
    _app: App<MockRuntime>,
    win: WebviewWindow<MockRuntime>,
    dir: PathBuf,
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

fn temp_dir() -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("tessera-app-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn start(dir: &Path) -> TestApp {
    let app = super::app_builder(mock_builder(), Some(dir.to_path_buf()))
        .build(tauri::generate_context!())
        .expect("app builds");
    let win = tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("window");
    TestApp {
        _app: app,
        win,
        dir: dir.to_path_buf(),
    }
}

impl TestApp {
    fn new() -> TestApp {
        start(&temp_dir())
    }

    fn call(&self, cmd: &str, body: Value) -> Result<Value, Value> {
        let req = InvokeRequest {
            cmd: cmd.into(),
            callback: CallbackFn(0),
            error: CallbackFn(1),
            url: if cfg!(any(windows, target_os = "android")) {
                "http://tauri.localhost"
            } else {
                "tauri://localhost"
            }
            .parse()
            .expect("url"),
            body: InvokeBody::Json(body),
            headers: Default::default(),
            invoke_key: INVOKE_KEY.to_string(),
        };
        get_ipc_response(&self.win, req).map(|b| b.deserialize::<Value>().expect("json body"))
    }

    fn ok(&self, cmd: &str, body: Value) -> Value {
        match self.call(cmd, body) {
            Ok(v) => v,
            Err(e) => panic!("{cmd} failed: {e}"),
        }
    }

    /// The error kind of a refused command.
    fn err_kind(&self, cmd: &str, body: Value) -> String {
        match self.call(cmd, body) {
            Ok(v) => panic!(
                "{cmd} should fail, got {}",
                &v.to_string()[..200.min(v.to_string().len())]
            ),
            Err(e) => {
                assert!(
                    e["message"].as_str().is_some_and(|m| !m.is_empty()),
                    "error has a message: {e}"
                );
                e["kind"].as_str().expect("error kind").to_string()
            }
        }
    }

    fn saves(&self) -> PathBuf {
        self.dir.join("saves")
    }

    fn save_file(&self, id: &str) -> String {
        std::fs::read_to_string(self.saves().join(format!("{id}.json"))).expect("save exists")
    }
}

fn vs_ai(seed: u64) -> Value {
    json!({ "setup": {
        "mode": "classic",
        "options": { "river": true, "abbot": true },
        "players": [ { "name": "Ada", "kind": "human" },
                     { "name": "Bot", "kind": "ai", "level": "random" } ],
        "seed": seed
    }})
}

/// The players' scores in a view, in seat order.
fn scores(v: &Value) -> Vec<u64> {
    players_column(v, "score")
}

/// One number of every player in a view (`score`, `projected`), in seat order.
fn players_column(v: &Value, key: &str) -> Vec<u64> {
    v["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            p[key]
                .as_u64()
                .unwrap_or_else(|| panic!("the players' {key}"))
        })
        .collect()
}

/// The setup of a game of `mode` between two `random` AIs, Ann and Bob.
fn ai_pair(mode: &str, seed: u64) -> Value {
    json!({ "setup": {
        "mode": mode,
        "players": [ { "name": "Ann", "kind": "ai", "level": "random" },
                     { "name": "Bob", "kind": "ai", "level": "random" } ],
        "seed": seed
    }})
}

/// A record move for the first placement of the view, with its option `opt`.
fn first_move(view: &Value, opt: usize) -> Value {
    let p = &view["placements"][0];
    let o = &p["options"][opt];
    let mut mv = json!({ "tile": view["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] });
    match o["action"].as_str() {
        Some("place") => mv["figure"] = json!({ "kind": o["figure"], "at": o["at"] }),
        Some("recall") => mv["recall_abbot"] = json!(true),
        _ => {}
    }
    json!({ "mv": mv })
}

/// The app keeps its saves (and beside them the settings store and statistics) in Tauri's
/// app data folder, which is where the CLI's `saves` looks: `<data folder>/io.tessera.game`,
/// on Windows `%APPDATA%\io.tessera.game` (the roaming AppData).
#[test]
fn the_app_and_the_cli_share_one_data_folder() {
    use tauri::Manager;
    let app = mock_builder()
        .build(tauri::generate_context!())
        .expect("app builds");
    let dir = app.path().app_data_dir().expect("an app data folder");
    assert_eq!(
        dir.file_name(),
        Some(std::ffi::OsStr::new(tessera_saves::APP_ID))
    );
    assert_eq!(tessera_saves::default_dir(), Some(dir.join("saves")));
    if cfg!(windows) {
        let appdata = std::env::var_os("APPDATA").expect("Windows names %APPDATA%");
        assert_eq!(dir, Path::new(&appdata).join(tessera_saves::APP_ID));
    }
}

#[test]
fn app_info_lists_levels_and_catalog() {
    let t = TestApp::new();
    let info = t.ok("app_info", json!({}));
    let levels: Vec<&str> = info["levels"]
        .as_array()
        .expect("levels")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(levels, tessera_engine::ai::LEVELS);
    assert_eq!(
        info["catalogs"]["classic"].as_array().map(Vec::len),
        Some(
            tessera_engine::catalog()
                .tiles
                .iter()
                .filter(|t| t.mode == tessera_engine::Mode::Classic)
                .count()
        )
    );
    let ids: Vec<&str> = info["modes"]
        .as_array()
        .expect("modes")
        .iter()
        .filter_map(|m| m["id"].as_str())
        .collect();
    assert_eq!(ids, tessera_engine::Mode::ids());
    assert_eq!(info["modes"][0]["available"], json!(true));
    assert_eq!(info["modes"][1]["available"], json!(true));
    assert_eq!(info["modes"][2]["available"], json!(true));
    // Benelux is played with Classic's tiles.
    assert_eq!(info["catalogs"]["benelux"], info["catalogs"]["classic"]);
    let pools: Vec<(&str, &str)> = info["catalogs"]["classic"]
        .as_array()
        .expect("catalog")
        .iter()
        .filter_map(|t| Some((t["name"].as_str()?, t["pool"].as_str()?)))
        .collect();
    assert_eq!(pools, [("RA", "spring"), ("RL", "lake")]);
    assert!(t.ok("ui_ready", json!({})).is_u64());
}

/// The UI's unit tests read a copy of Classic's catalog (`tests/ui/classic-catalog.json`, the
/// River and gardens included; Benelux plays the same tiles), as `tests/ui/hunters-catalog.json`
/// for Hunters & Gatherers: it must be the one the backend sends. `TESSERA_BLESS=1` writes it
/// afresh (from the engine's view, in its field order).
#[test]
fn the_ui_tests_classic_catalog_is_the_backends() {
    let t = TestApp::new();
    let info = t.ok("app_info", json!({}));
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui/classic-catalog.json");
    if std::env::var_os("TESSERA_BLESS").is_some() {
        let view = tessera_engine::view::catalog_view(tessera_engine::Mode::Classic);
        let text = serde_json::to_string_pretty(&view).expect("JSON") + "\n";
        std::fs::write(&path, text).expect("write the UI's copy");
    }
    let copy: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("the UI's copy"))
        .expect("JSON");
    assert_eq!(
        copy, info["catalogs"]["classic"],
        "refresh tests/ui/classic-catalog.json: TESSERA_BLESS=1 cargo test -p tessera-app classic_catalog"
    );
}

/// The UI's unit tests read the modes as `app_info` lists them (`tests/ui/app-modes.json`:
/// their ids, players and breakdown kinds in the engine's order), to check that the UI words
/// every kind the backend sends. `TESSERA_BLESS=1` writes it afresh.
#[test]
fn the_ui_tests_modes_are_the_backends() {
    let t = TestApp::new();
    let info = t.ok("app_info", json!({}));
    let classic = &info["modes"][0];
    assert_eq!(classic["id"], "classic");
    assert_eq!(
        classic["breakdown_kinds"],
        json!(["road", "city", "monastery", "garden", "field"])
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui/app-modes.json");
    if std::env::var_os("TESSERA_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&info["modes"]).expect("JSON") + "\n";
        std::fs::write(&path, text).expect("write the UI's copy");
    }
    let copy: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("the UI's copy"))
        .expect("JSON");
    assert_eq!(
        copy, info["modes"],
        "refresh tests/ui/app-modes.json: TESSERA_BLESS=1 cargo test -p tessera-app ui_tests_modes"
    );
    // A finished game's breakdown has exactly these kinds.
    let mut v = t.ok("new_game", ai_pair("benelux", 4));
    while v["finished"] != true {
        v = t.ok("ai_move", json!({}));
    }
    let kinds: Vec<&str> = info["modes"][2]["breakdown_kinds"]
        .as_array()
        .expect("kinds")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(info["modes"][2]["id"], "benelux");
    for b in v["breakdown"].as_array().expect("breakdown") {
        let mut keys: Vec<&str> = b
            .as_object()
            .expect("a map")
            .keys()
            .map(String::as_str)
            .collect();
        let mut want = kinds.clone();
        keys.sort_unstable();
        want.sort_unstable();
        assert_eq!(keys, want);
    }
}

#[test]
fn no_game_until_one_is_started() {
    let t = TestApp::new();
    assert_eq!(t.err_kind("current_game", json!({})), "noGame");
    let mv = json!({"mv": {"tile": "D", "x": 1, "y": 0, "rot": 0}});
    assert_eq!(t.err_kind("play_move", mv), "noGame");
    assert_eq!(t.err_kind("ai_move", json!({})), "noGame");
    assert_eq!(t.err_kind("undo", json!({})), "noGame");
    assert_eq!(t.ok("list_games", json!({})), json!([]));
}

#[test]
fn new_game_rejects_bad_setups_and_changes_nothing() {
    let t = TestApp::new();
    let bad = [
        json!({"mode": "hunters-gatherers", "options": {"abbot": true}, "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "hunters-gatherers", "players": (0..6).map(|i| json!({"name": format!("P{i}"), "kind": "human"})).collect::<Vec<_>>()}),
        json!({"mode": "benelux", "options": {"river": true}, "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "benelux", "options": {"followers": 8}, "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "benelux", "options": {"starts": ["meppel", "meppel"]}, "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "chess", "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "human"}]}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "level": "godlike"}]}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai"}]}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "human", "level": "random"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "classic", "players": [{"name": "  ", "kind": "human"}, {"name": "B", "kind": "human"}]}),
        json!({"mode": "classic", "players": (0..7).map(|i| json!({"name": format!("P{i}"), "kind": "human"})).collect::<Vec<_>>()}),
    ];
    for setup in bad {
        assert_eq!(
            t.err_kind("new_game", json!({ "setup": setup })),
            "badInput",
            "{setup}"
        );
    }
    // Malformed JSON shapes are refused by argument parsing, before any command code runs.
    for setup in [
        json!({"mode": "classic", "players": [], "colour": "red"}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "robot"}]}),
        json!({"mode": "classic", "players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], "options": {"river": "yes"}}),
    ] {
        assert!(t.call("new_game", json!({ "setup": setup })).is_err());
    }
    assert!(t.call("new_game", json!({})).is_err());
    assert_eq!(t.err_kind("current_game", json!({})), "noGame");
    assert_eq!(t.ok("list_games", json!({})), json!([]));
}

#[test]
fn new_game_view_and_save_file() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(42));
    assert_eq!(v["turn"], 0);
    assert_eq!(v["seed"], 42);
    assert_eq!(v["current"], 0);
    assert_eq!(v["current_is_ai"], false);
    assert_eq!(v["can_undo"], false);
    assert_eq!(v["hand"].as_str().map(|s| s.starts_with('R')), Some(true));
    assert_eq!(v["board"].as_array().map(Vec::len), Some(1));
    assert_eq!(v["board"][0]["tile"], "RA");
    assert!(!v["placements"].as_array().expect("placements").is_empty());
    assert_eq!(v["players"][0]["followers"], 7);
    assert_eq!(v["players"][1]["abbot"], true);
    assert_eq!(v["score_history"], json!([[0, 0]]));
    assert!(v["remaining"].as_array().is_some_and(|r| !r.is_empty()));
    let id = v["id"].as_str().expect("id");
    let saved = tessera_engine::record::Record::from_json(&t.save_file(id)).expect("a record");
    assert_eq!(saved.seed, 42);
    assert!(saved.moves.is_empty());
    assert_eq!(saved.format, tessera_engine::record::FORMAT);
    // The save carries the deck its seed deals, so any reader of the format can replay it.
    assert_eq!(
        saved.deck.as_deref(),
        Some(&tessera_engine::game::dealt_deck(&saved.options, 42)[..])
    );
    assert_eq!(t.ok("current_game", json!({}))["id"], id);
}

/// The app's AI decides with the same seeds as `tessera-cli` (`ai::decision_seed` of the game
/// seed, the seat and the turn), so a choice made in the app can be reproduced from its save.
#[test]
fn ai_choices_are_reproducible_from_the_save() {
    use tessera_engine::ai::{choose, decision_seed, Level};
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(77));
    let id = v["id"].as_str().expect("id").to_string();
    t.ok("play_move", first_move(&v, 0));
    let record = tessera_engine::record::Record::from_json(&t.save_file(&id)).expect("record");
    let game = record.replay().expect("replays").0;
    let expected = choose(Level::Random, &game, decision_seed(77, 1, game.turn()))
        .map(|m| tessera_engine::record::RecordMove::from_move(&m));
    t.ok("ai_move", json!({}));
    let after = tessera_engine::record::Record::from_json(&t.save_file(&id)).expect("record");
    assert_eq!(after.moves.last(), expected.as_ref());
}

#[test]
fn play_move_checks_turn_and_rules_then_saves() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(7));
    let id = v["id"].as_str().expect("id").to_string();
    let before = t.save_file(&id);

    // Rule-breaking and malformed moves: refused, nothing changes.
    let hand = v["hand"].clone();
    let bad_moves = [
        json!({"mv": {"tile": hand, "x": 5, "y": 5, "rot": 0}}),
        json!({"mv": {"tile": hand, "x": 0, "y": 0, "rot": 0}}),
        json!({"mv": {"tile": hand, "x": v["placements"][0]["x"], "y": v["placements"][0]["y"], "rot": 45}}),
        json!({"mv": {"tile": "X", "x": v["placements"][0]["x"], "y": v["placements"][0]["y"], "rot": 0}}),
        json!({"mv": {"tile": "NOPE", "x": 1, "y": 0, "rot": 0}}),
        json!({"mv": {"tile": hand, "x": v["placements"][0]["x"], "y": v["placements"][0]["y"],
                      "rot": v["placements"][0]["rot"], "figure": {"kind": "meeple", "at": "Q"}}}),
        json!({"mv": {"tile": hand, "x": v["placements"][0]["x"], "y": v["placements"][0]["y"],
                      "rot": v["placements"][0]["rot"], "figure": {"kind": "dragon", "at": "N"}}}),
        json!({"mv": {"tile": hand, "x": v["placements"][0]["x"], "y": v["placements"][0]["y"],
                      "rot": v["placements"][0]["rot"], "recall_abbot": true}}),
    ];
    for m in bad_moves {
        assert_eq!(t.err_kind("play_move", m.clone()), "illegal", "{m}");
    }
    assert!(t
        .call(
            "play_move",
            json!({"mv": {"tile": hand, "x": 1, "y": 0, "rot": 0, "extra": 1}})
        )
        .is_err());
    assert!(t.call("play_move", json!({"move": {}})).is_err());
    assert_eq!(t.save_file(&id), before);
    assert_eq!(t.ok("current_game", json!({}))["turn"], 0);
    assert_eq!(t.err_kind("ai_move", json!({})), "notYourTurn");

    // A legal move with a figure if one is offered.
    let opt = v["placements"][0]["options"]
        .as_array()
        .map_or(0, |o| o.len() - 1);
    let v1 = t.ok("play_move", first_move(&v, opt));
    assert_eq!(v1["turn"], 1);
    assert_eq!(v1["current_is_ai"], true);
    assert_eq!(v1["can_undo"], true);
    assert_eq!(v1["last_move"]["player"], 0);
    assert!(v1["log"]
        .as_array()
        .is_some_and(|l| l.iter().any(|e| e["event"] == "tile_placed")));
    let saved = tessera_engine::record::Record::from_json(&t.save_file(&id)).expect("record");
    assert_eq!(saved.moves.len(), 1);

    // Now it is the AI's turn: the human cannot play, the AI can.
    assert_eq!(t.err_kind("play_move", first_move(&v1, 0)), "notYourTurn");
    let v2 = t.ok("ai_move", json!({}));
    assert_eq!(v2["turn"], 2);
    assert_eq!(v2["current_is_ai"], false);
    assert_eq!(v2["last_move"]["player"], 1);
    assert_eq!(v2["score_history"].as_array().map(Vec::len), Some(3));
    let saved = tessera_engine::record::Record::from_json(&t.save_file(&id)).expect("record");
    assert_eq!(saved.moves.len(), 2);
}

#[test]
fn undo_takes_back_the_human_move_and_the_ai_answer() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(3));
    assert_eq!(t.err_kind("undo", json!({})), "nothingToUndo");
    let v1 = t.ok("play_move", first_move(&v, 0));
    let v2 = t.ok("ai_move", json!({}));
    assert_eq!(v2["turn"], 2);
    let u = t.ok("undo", json!({}));
    assert_eq!(u["turn"], 0);
    assert_eq!(u["hand"], v["hand"]);
    assert_eq!(u["board"], v["board"]);
    assert_eq!(u["can_undo"], false);
    let id = u["id"].as_str().expect("id");
    let saved = tessera_engine::record::Record::from_json(&t.save_file(id)).expect("record");
    assert!(saved.moves.is_empty());
    // Replaying the same human move brings the same AI answer (decisions are seeded).
    let again = t.ok("play_move", first_move(&v, 0));
    assert_eq!(again["board"], v1["board"]);
    assert_eq!(t.ok("ai_move", json!({}))["board"], v2["board"]);
}

#[test]
fn a_whole_game_between_ais_ends_with_totals_and_breakdown() {
    let t = TestApp::new();
    let mut v = t.ok(
        "new_game",
        json!({ "setup": {
            "mode": "classic",
            "options": { "abbot": true, "farm_scoring": "second", "unplaceable": "reshuffle" },
            "players": [ { "name": "A", "kind": "ai", "level": "random" },
                         { "name": "B", "kind": "ai", "level": "random" },
                         { "name": "C", "kind": "ai", "level": "random" } ],
            "seed": 5
        }}),
    );
    let mut guard = 0;
    while v["finished"] == false {
        assert_eq!(v["current_is_ai"], true);
        v = t.ok("ai_move", json!({}));
        guard += 1;
        assert!(guard < 200, "the game ends");
    }
    assert_eq!(v["hand"], Value::Null);
    assert_eq!(v["placements"], json!([]));
    assert_eq!(v["current_is_ai"], false);
    assert_eq!(t.err_kind("ai_move", json!({})), "illegal");
    let mv = json!({"mv": {"tile": "D", "x": 40, "y": 0, "rot": 0}});
    assert_eq!(t.err_kind("play_move", mv), "illegal");
    assert!(v["log"]
        .as_array()
        .is_some_and(|l| l.iter().any(|e| e["event"] == "game_over")));
    for p in 0..3 {
        let b = &v["breakdown"][p];
        let sum: u64 = ["road", "city", "monastery", "garden", "field"]
            .iter()
            .map(|k| b[k].as_u64().expect("points"))
            .sum();
        assert_eq!(Some(sum), v["players"][p]["score"].as_u64(), "player {p}");
    }
    let history = v["score_history"].as_array().expect("history");
    assert_eq!(history.len() as u64, v["turn"].as_u64().expect("turn") + 1);
    assert_eq!(
        history.last().expect("last"),
        &json!(v["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| p["score"].clone())
            .collect::<Vec<_>>())
    );
    // Every score in the log explains itself.
    for e in v["log"].as_array().expect("log") {
        if e["event"] == "scored" {
            assert!(e["reason"].as_str().is_some_and(|r| !r.is_empty()));
        }
    }
    let list = t.ok("list_games", json!({}));
    assert_eq!(list[0]["finished"], true);
    assert_eq!(list[0]["scores"].as_array().map(Vec::len), Some(3));
}

#[test]
fn saved_games_survive_a_restart() {
    let dir = temp_dir();
    let (id, view) = {
        let t = start(&dir);
        let v = t.ok("new_game", vs_ai(99));
        t.ok("play_move", first_move(&v, 0));
        let v = t.ok("ai_move", json!({}));
        (v["id"].as_str().expect("id").to_string(), v)
    };
    let t = start(&dir);
    assert_eq!(t.err_kind("current_game", json!({})), "noGame");
    let list = t.ok("list_games", json!({}));
    assert_eq!(list[0]["id"], id.as_str());
    assert_eq!(list[0]["turn"], 2);
    assert_eq!(list[0]["readable"], true);
    assert_eq!(list[0]["players"][1]["name"], "Bot");
    let opened = t.ok("open_game", json!({ "id": id }));
    assert_eq!(opened["board"], view["board"]);
    assert_eq!(opened["players"], view["players"]);
    assert_eq!(opened["seats"], view["seats"]);
    assert_eq!(opened["seats"][1]["level"], "random");
    assert_eq!(opened["hand"], view["hand"]);
    assert_eq!(opened["log"], view["log"]);
    assert_eq!(t.ok("current_game", json!({}))["turn"], 2);
}

#[test]
fn unreadable_files_are_listed_with_a_reason_and_kept() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(1));
    let good = v["id"].as_str().expect("id").to_string();
    let saves = t.saves();
    let full = t.save_file(&good);
    let cases = [
        ("corrupt", "{ this is not json".to_string()),
        ("truncated", full[..full.len() / 2].to_string()),
        ("empty", String::new()),
        (
            "newer",
            full.replace(
                &format!("\"format\": {}", tessera_engine::record::FORMAT),
                "\"format\": 99",
            ),
        ),
        (
            "badmove",
            full.replace(
                "\"moves\": []",
                "\"moves\": [{\"tile\": \"X\", \"x\": 9, \"y\": 9, \"rot\": 0}]",
            ),
        ),
    ];
    for (name, text) in &cases {
        std::fs::write(saves.join(format!("{name}.json")), text).expect("write");
    }
    std::fs::write(saves.join("notes.txt"), "not a save").expect("write");
    let list = t.ok("list_games", json!({}));
    let rows = list.as_array().expect("list");
    assert_eq!(rows.len(), cases.len() + 1);
    for (name, _) in &cases {
        let row = rows.iter().find(|r| r["id"] == *name).expect("listed");
        assert_eq!(row["readable"], false, "{name}");
        assert!(
            row["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{name}"
        );
        assert_eq!(t.err_kind("open_game", json!({ "id": name })), "unreadable");
        assert!(saves.join(format!("{name}.json")).exists(), "{name} kept");
    }
    let newer = rows.iter().find(|r| r["id"] == "newer").expect("listed");
    assert!(newer["error"]
        .as_str()
        .is_some_and(|e| e.contains("newer version")));
    // The open game is untouched by failed opens.
    assert_eq!(t.ok("current_game", json!({}))["id"], good.as_str());
}

#[test]
fn open_and_delete_check_ids() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(2));
    let id = v["id"].as_str().expect("id").to_string();
    for bad in ["../etc/passwd", "", "a/b", "x.json", &"y".repeat(65)] {
        assert_eq!(t.err_kind("open_game", json!({ "id": bad })), "badInput");
        assert_eq!(t.err_kind("delete_game", json!({ "id": bad })), "badInput");
    }
    assert_eq!(t.err_kind("open_game", json!({ "id": "nope" })), "notFound");
    assert_eq!(
        t.err_kind("delete_game", json!({ "id": "nope" })),
        "notFound"
    );
    assert!(t.call("open_game", json!({ "id": 5 })).is_err());
    let left = t.ok("delete_game", json!({ "id": id }));
    assert_eq!(left, json!([]));
    assert!(!t.saves().join(format!("{id}.json")).exists());
    assert_eq!(t.err_kind("current_game", json!({})), "noGame");
}

#[test]
fn hot_seat_undo_takes_back_one_move() {
    let t = TestApp::new();
    let v = t.ok(
        "new_game",
        json!({ "setup": { "mode": "classic", "players": [ { "name": "A", "kind": "human" }, { "name": "B", "kind": "human" } ], "seed": 8 }}),
    );
    let v1 = t.ok("play_move", first_move(&v, 0));
    assert_eq!(v1["current"], 1);
    assert_eq!(v1["current_is_ai"], false);
    let v2 = t.ok("play_move", first_move(&v1, 0));
    assert_eq!(v2["turn"], 2);
    let u = t.ok("undo", json!({}));
    assert_eq!(u["turn"], 1);
    assert_eq!(u["current"], 1);
}

#[test]
fn store_plugin_is_allowed_by_the_capabilities() {
    let dir = temp_dir();
    std::env::set_var("XDG_DATA_HOME", &dir);
    let t = start(&dir);
    let r = t.call("plugin:store|load", json!({ "path": "settings.json" }));
    assert!(r.is_ok(), "{r:?}");
    // Nothing else: the capabilities grant the app's commands and the store only.
    for (cmd, body) in [
        ("plugin:window|close", json!({ "label": "main" })),
        (
            "plugin:event|listen",
            json!({ "event": "x", "target": { "kind": "Any" }, "handler": 0 }),
        ),
        ("plugin:webview|print", json!({})),
        ("plugin:path|resolve_directory", json!({ "directory": 14 })),
    ] {
        let e = t.call(cmd, body).expect_err("refused");
        assert!(e.to_string().contains("not allowed"), "{cmd}: {e}");
    }
}

#[test]
fn a_failed_save_refuses_the_move_and_changes_nothing() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(12));
    // Put a plain file where the saves folder was: every write now fails.
    let saves = t.saves();
    let aside = t.dir.join("saves-aside");
    std::fs::rename(&saves, &aside).expect("move the folder");
    std::fs::write(&saves, "not a folder").expect("write");
    assert_eq!(t.err_kind("play_move", first_move(&v, 0)), "io");
    let now = t.ok("current_game", json!({}));
    assert_eq!(now["turn"], 0);
    assert_eq!(now["board"], v["board"]);
    // With the folder back, the same move goes through.
    std::fs::remove_file(&saves).expect("remove");
    std::fs::rename(&aside, &saves).expect("restore");
    assert_eq!(t.ok("play_move", first_move(&v, 0))["turn"], 1);
}

/// The saved-games list keeps what it knows of each save (what the app wrote, what it read):
/// it says what a fresh read of every file says, a file changed behind its back is read again,
/// and one that cannot be read says why.
#[test]
fn the_saved_games_list_from_what_is_known_is_the_list_read_afresh() {
    let dir = temp_dir();
    let t = start(&dir);
    let v = t.ok("new_game", vs_ai(21));
    let mut g = t.ok("play_move", first_move(&v, 0));
    while g["current_is_ai"] == true {
        g = t.ok("ai_move", json!({}));
    }
    t.ok("new_game", ai_pair("hunters-gatherers", 5));
    t.ok("ai_move", json!({}));
    let h = t.ok("ai_move", json!({}));
    t.ok("new_game", ai_pair("benelux", 6));
    let known = t.ok("list_games", json!({}));
    assert_eq!(known.as_array().map(Vec::len), Some(3));
    let row = |list: &Value, id: &Value| {
        list.as_array()
            .and_then(|l| l.iter().find(|r| r["id"] == *id))
            .cloned()
            .expect("listed")
    };
    assert_eq!(row(&known, &g["id"])["turn"], g["turn"]);
    assert_eq!(row(&known, &g["id"])["scores"], json!(scores(&g)));
    assert_eq!(row(&known, &h["id"])["turn"], h["turn"]);
    // A restarted app lists from the summaries kept beside the saves: the same list. And one
    // without them reads every file: the same list again.
    let kept = dir.join("saves-summaries.json");
    assert!(kept.exists(), "kept for the next start");
    drop(t);
    let t = start(&dir);
    assert_eq!(t.ok("list_games", json!({})), known);
    drop(t);
    std::fs::remove_file(&kept).expect("remove");
    let t = start(&dir);
    assert_eq!(t.ok("list_games", json!({})), known);
    // What is kept is believed while the save's bytes are the same (nothing is replayed): a
    // summary changed in the file shows (only a test would change it).
    let mut summaries: Value =
        serde_json::from_str(&std::fs::read_to_string(&kept).expect("kept")).expect("json");
    let gid = g["id"].as_str().expect("id");
    summaries["saves"][gid]["summary"]["turn"] = json!(999);
    std::fs::write(&kept, summaries.to_string()).expect("write");
    drop(t);
    let t = start(&dir);
    assert_eq!(row(&t.ok("list_games", json!({})), &g["id"])["turn"], 999);
    // A damaged summaries file is no summaries: every save is read again.
    std::fs::write(&kept, "{ half").expect("write");
    drop(t);
    let t = start(&dir);
    assert_eq!(t.ok("list_games", json!({})), known);
    // A save changed behind the app's back is read again; a broken one says why.
    let id = g["id"].as_str().expect("id");
    let path = t.saves().join(format!("{id}.json"));
    let mut record: Value = serde_json::from_str(&t.save_file(id)).expect("json");
    record["moves"].as_array_mut().expect("moves").truncate(1);
    std::thread::sleep(std::time::Duration::from_millis(20));
    std::fs::write(&path, record.to_string()).expect("write");
    let hid = h["id"].as_str().expect("id");
    std::fs::write(t.saves().join(format!("{hid}.json")), "{ half").expect("write");
    let list = t.ok("list_games", json!({}));
    assert_eq!(row(&list, &g["id"])["turn"], 1);
    assert_eq!(row(&list, &h["id"])["readable"], false);
    assert!(row(&list, &h["id"])["error"]
        .as_str()
        .is_some_and(|e| !e.is_empty()));
    drop(t);
    assert_eq!(start(&dir).ok("list_games", json!({})), list);
}

#[test]
fn leftover_temporary_files_are_not_listed() {
    let t = TestApp::new();
    let v = t.ok("new_game", vs_ai(13));
    let id = v["id"].as_str().expect("id");
    std::fs::write(t.saves().join(format!("{id}.json.tmp")), "{ half").expect("write");
    let list = t.ok("list_games", json!({}));
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    assert_eq!(list[0]["readable"], true);
}

impl TestApp {
    /// Word the game's texts in `lang` from now on (as `set_language` does).
    fn language(&self, lang: tessera_i18n::Lang) {
        use tauri::Manager;
        let state = self._app.state::<crate::commands::Shared>();
        state.lock().unwrap_or_else(|e| e.into_inner()).language = lang;
    }

    /// The error of a refused command: `(kind, message)`.
    fn err(&self, cmd: &str, body: Value) -> (String, String) {
        let e = self.call(cmd, body).expect_err("refused");
        let field = |k: &str| e[k].as_str().expect("a string").to_string();
        (field("kind"), field("message"))
    }
}

/// Whether `text` has an ASCII letter left once the names in `names` are taken out (in the
/// pseudo-locale: a word that did not come from a catalog).
fn has_english(text: &str, names: &[&str]) -> bool {
    let rest = names.iter().fold(text.to_string(), |t, n| t.replace(n, ""));
    rest.contains(|c: char| c.is_ascii_alphabetic())
}

/// Every option's projection in a view, in order.
fn notes(view: &Value) -> Vec<String> {
    view["placements"]
        .as_array()
        .expect("placements")
        .iter()
        .flat_map(|p| p["options"].as_array().expect("options"))
        .map(|o| o["note"].as_str().expect("a note").to_string())
        .collect()
}

/// The options' projections and the errors shown to the player are worded in the game's
/// language: in the pseudo-locale (English accented, letter by letter, by the catalog) none
/// of them keeps an ASCII letter outside the players' names and the ids; the kinds stay.
#[test]
fn notes_and_errors_are_worded_in_the_games_language() {
    use tessera_i18n::Lang;
    let t = TestApp::new();
    // English, as before.
    assert_eq!(
        t.err("current_game", json!({})),
        ("noGame".into(), "no game is open".into())
    );
    t.language(Lang::Pseudo);
    let (kind, message) = t.err("current_game", json!({}));
    assert_eq!(kind, "noGame");
    assert!(!has_english(&message, &[]), "{message}");

    t.language(Lang::En);
    let en = t.ok("new_game", vs_ai(21));
    let en_notes = notes(&en);
    assert_eq!(en_notes[0], "no figure");
    assert!(en_notes.len() > 3, "{en_notes:?}");
    assert_eq!(
        t.err("undo", json!({})),
        (
            "nothingToUndo".into(),
            "there is no move of yours to undo".into()
        )
    );
    assert_eq!(
        t.err("ai_move", json!({})),
        ("notYourTurn".into(), "it is Ada's turn, not an AI's".into())
    );
    assert_eq!(
        t.err("open_game", json!({ "id": "nope" })),
        ("notFound".into(), "no saved game \"nope\"".into())
    );

    // The same view in the pseudo-locale: every note the catalog's, none left in English.
    t.language(Lang::Pseudo);
    let pseudo = t.ok("current_game", json!({}));
    let pseudo_notes = notes(&pseudo);
    assert_eq!(pseudo_notes.len(), en_notes.len());
    for (p, e) in pseudo_notes.iter().zip(&en_notes) {
        assert!(p != e && !has_english(p, &[]), "{p} ({e})");
    }
    for (cmd, body, want, names) in [
        ("undo", json!({}), "nothingToUndo", vec![]),
        ("ai_move", json!({}), "notYourTurn", vec!["Ada"]),
        (
            "open_game",
            json!({ "id": "nope" }),
            "notFound",
            vec!["nope"],
        ),
    ] {
        let (kind, message) = t.err(cmd, body);
        assert_eq!(kind, want, "{cmd}");
        assert!(!has_english(&message, &names), "{cmd}: {message}");
    }
    t.ok("play_move", first_move(&pseudo, 0));
    let (kind, message) = t.err("play_move", first_move(&pseudo, 0));
    assert_eq!(kind, "notYourTurn");
    assert!(
        message.contains("Bot") && !has_english(&message, &["Bot"]),
        "{message}"
    );

    // Polish: the notes' words it has (features, counts of tiles) differ from English (the
    // sentences around them follow once translated; English fills in until then).
    t.language(Lang::Pl);
    t.ok("ai_move", json!({}));
    let pl = t.ok("undo", json!({}));
    let pl_notes = notes(&pl);
    assert_eq!(pl["hand"], en["hand"]);
    assert_eq!(pl_notes.len(), en_notes.len());
    let differ = pl_notes
        .iter()
        .zip(&en_notes)
        .filter(|(p, e)| p != e)
        .count();
    assert!(differ > 0, "{pl_notes:?}");
}

/// A file that is no save is listed with why in the app's language, the reader's English
/// detail beside it; opening it says the same.
#[test]
fn unreadable_saves_say_why_in_the_games_language() {
    use tessera_i18n::Lang;
    let t = TestApp::new();
    std::fs::create_dir_all(t.saves()).expect("saves folder");
    std::fs::write(t.saves().join("broken.json"), "{\"format\": 1, \"pla").expect("write");
    let list = t.ok("list_games", json!({}));
    let row = &list.as_array().expect("rows")[0];
    assert_eq!(row["error"], "the file is not a valid game record");
    assert!(row["detail"]
        .as_str()
        .is_some_and(|d| d.contains("not a valid game record")));
    t.language(Lang::Pseudo);
    let list = t.ok("list_games", json!({}));
    let why = list[0]["error"].as_str().expect("why");
    assert!(!has_english(why, &[]), "{why}");
    let (kind, message) = t.err("open_game", json!({ "id": "broken" }));
    assert_eq!(kind, "unreadable");
    assert!(!has_english(&message, &[]), "{message}");
}
