//! `tessera-cli`: `replay FILE` prints `{"finished", "scores", "events"}` and exits 2 with the
//! reason on stderr for an invalid record; `play ... --record OUT.json` writes a record with
//! its explicit deck that replays to the same scores; `legal FILE` lists the library's legal
//! moves; `saves` lists the app's saved games (here a folder named by `TESSERA_SAVES_DIR`),
//! and `replay`, `legal` and `show` take a save's id as well as a file; a closed output pipe
//! ends the CLI quietly.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, SystemTime};

use serde_json::Value;
use tessera_engine::game::dealt_deck;
use tessera_engine::record::{Record, RecordMove};

use tessera_engine::record::fixture as record;
use tessera_engine::Mode;

mod common;

use common::{cli, tmp, CLI};

/// The CLI run in `cwd` with the saves folder `saves`.
fn cli_saves(saves: &Path, cwd: &Path, args: &[&str]) -> Output {
    Command::new(CLI)
        .args(args)
        .env("TESSERA_SAVES_DIR", saves)
        .current_dir(cwd)
        .output()
        .expect("run tessera-cli")
}

/// A real save written by the app.
fn golden_save(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/golden/saves")
        .join(name)
}

/// A fresh, empty folder for one test.
fn tmp_dir(name: &str) -> PathBuf {
    let dir = tmp(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Copy a golden save into `dir` as `<id>.json`, last modified `age_s` seconds ago.
fn put_save(dir: &Path, id: &str, golden: &str, age_s: u64) -> PathBuf {
    let path = dir.join(format!("{id}.json"));
    std::fs::copy(golden_save(golden), &path).unwrap();
    let f = std::fs::File::options().write(true).open(&path).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs(age_s))
        .unwrap();
    path
}

/// Every line of stdout as JSON.
fn stdout_lines(out: &Output) -> Vec<Value> {
    assert!(
        out.status.success(),
        "exit {:?}, stderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON value"))
        .collect()
}

fn stdout_json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "exit {:?}, stderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON value")
}

/// The tie scenario: P0 and P1 both score 8 for the city they share.
fn tie_record() -> String {
    record(
        Mode::Classic,
        "{}",
        2,
        &["N", "U", "U", "E", "G"],
        r#"[{"tile": "N", "x": 0, "y": -1, "rot": 180, "figure": {"kind": "meeple", "at": "S"}},
            {"tile": "U", "x": 1, "y": 0, "rot": 0},
            {"tile": "U", "x": 2, "y": 0, "rot": 0},
            {"tile": "E", "x": 2, "y": -1, "rot": 270, "figure": {"kind": "meeple", "at": "W"}},
            {"tile": "G", "x": 1, "y": -1, "rot": 0}]"#,
    )
}

#[test]
fn replay_prints_finished_scores_and_events() {
    let path = tmp("tie.json");
    std::fs::write(&path, tie_record()).unwrap();
    let out = cli(&["replay", path.to_str().unwrap()]);
    let v = stdout_json(&out);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["events", "finished", "scores"]);
    assert_eq!(v["finished"], Value::Bool(true));
    assert_eq!(v["scores"], serde_json::json!([8, 8]));
    let events = v["events"].as_array().unwrap();
    let scored: Vec<&Value> = events.iter().filter(|e| e["event"] == "scored").collect();
    assert_eq!(scored.len(), 1);
    assert_eq!(scored[0]["players"], serde_json::json!([0, 1]));
    assert_eq!(scored[0]["points"], 8);
    assert_eq!(scored[0]["feature"], "city");
    assert_eq!(scored[0]["reason"], "city of 4 tiles, completed: 8");
    assert_eq!(
        events.last().unwrap(),
        &serde_json::json!({"event": "game_over", "scores": [8, 8]})
    );
    let placed = events
        .iter()
        .filter(|e| e["event"] == "tile_placed")
        .count();
    assert_eq!(placed, 5);
}

/// An unfinished record replays too: `finished` is false.
#[test]
fn replay_of_an_unfinished_game() {
    let mut r = Record::from_json(&tie_record()).unwrap();
    r.moves.truncate(2);
    let path = tmp("unfinished.json");
    std::fs::write(&path, r.to_json()).unwrap();
    let v = stdout_json(&cli(&["replay", path.to_str().unwrap()]));
    assert_eq!(v["finished"], Value::Bool(false));
    assert_eq!(v["scores"], serde_json::json!([0, 0]));
}

#[test]
fn invalid_record_exits_2_with_the_reason() {
    let bad = record(
        Mode::Classic,
        "{}",
        2,
        &["N", "U", "U", "U", "U", "G", "U"],
        r#"[{"tile": "N", "x": 0, "y": -1, "rot": 180},
            {"tile": "U", "x": 1, "y": 0, "rot": 0},
            {"tile": "U", "x": 2, "y": 0, "rot": 0},
            {"tile": "U", "x": -1, "y": 0, "rot": 0},
            {"tile": "U", "x": -2, "y": 0, "rot": 0},
            {"tile": "G", "x": 1, "y": -1, "rot": 0},
            {"tile": "U", "x": 2, "y": -1, "rot": 0}]"#,
    );
    let cases = [
        (
            "mismatch.json",
            bad,
            "move 7: tile U does not fit at (2,-1) rotated 0: its west edge is a road, the neighbour's is a city",
        ),
        ("broken.json", "{\"format\": 1,".to_string(), "not a valid game record"),
        (
            "newer.json",
            tie_record().replace(
                &format!("\"format\": {}", tessera_engine::record::FORMAT),
                &format!("\"format\": {}", tessera_engine::record::FORMAT + 1),
            ),
            "newer version of Tessera",
        ),
        (
            "unknown.json",
            tie_record().replace("\"seed\": 1", "\"seed\": 1, \"colour\": \"blue\""),
            "unknown field `colour`",
        ),
        (
            "tile.json",
            tie_record().replace("\"G\"]", "\"GG\"]"),
            "setup: unknown tile GG",
        ),
    ];
    for (name, text, want) in cases {
        let path = tmp(name);
        std::fs::write(&path, text).unwrap();
        let out = cli(&["replay", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}: nothing on stdout");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{name}: stderr {err:?} lacks {want:?}");
        assert!(
            err.contains(path.to_str().unwrap()),
            "{name}: names the file"
        );
    }
    let out = cli(&["replay", tmp("does-not-exist.json").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

/// `play --record` writes a record that replays (in the library and in the CLI) to the
/// scores the game ended with.
#[test]
fn play_record_replays_to_the_same_scores() {
    let runs: [&[&str]; 3] = [
        &["--players", "random,random", "--seed", "3"],
        &[
            "--river",
            "--abbot",
            "--players",
            "random,random,random",
            "--seed",
            "11",
        ],
        &[
            "--river",
            "--abbot",
            "--players",
            "random,random,random,random,random,random",
            "--farm-scoring",
            "first",
            "--small-city",
            "--unplaceable",
            "reshuffle",
            "--art",
            "2014",
            "--river-start-tile",
            "discard",
            "--seed",
            "12",
        ],
    ];
    for (i, extra) in runs.iter().enumerate() {
        let path = tmp(&format!("play-{i}.json"));
        let mut args = vec!["play", "--record", path.to_str().unwrap()];
        args.extend_from_slice(extra);
        let summary = stdout_json(&cli(&args));
        let mean: Vec<f64> = summary["mean_scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        let text = std::fs::read_to_string(&path).unwrap();
        let rec = Record::from_json(&text).unwrap();
        assert_eq!(
            rec.deck,
            Some(dealt_deck(&rec.options, rec.seed)),
            "run {i}: the record carries the deck its seed deals"
        );
        let (g, _) = rec.replay().unwrap();
        assert!(g.is_finished(), "run {i}");
        let scores: Vec<f64> = g.scores().iter().map(|&s| s as f64).collect();
        assert_eq!(scores, mean, "run {i}: one game, so the mean is the score");
        let v = stdout_json(&cli(&["replay", path.to_str().unwrap()]));
        assert_eq!(v["scores"], serde_json::to_value(g.scores()).unwrap());
        let replayed: Vec<f64> = v["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        assert_eq!(replayed, mean, "run {i}: CLI replay gives the play summary");
        assert_eq!(v["finished"], Value::Bool(true));
    }
}

#[test]
fn legal_lists_the_library_moves() {
    let mut r = Record::from_json(&tie_record()).unwrap();
    r.moves.truncate(3);
    let path = tmp("legal.json");
    std::fs::write(&path, r.to_json()).unwrap();
    let v = stdout_json(&cli(&["legal", path.to_str().unwrap()]));
    let (g, _) = r.replay().unwrap();
    assert_eq!(v["finished"], Value::Bool(false));
    assert_eq!(v["player"], 1);
    assert_eq!(v["tile"], "E");
    let want: Vec<RecordMove> = g.legal_moves().iter().map(RecordMove::from_move).collect();
    let got: Vec<RecordMove> = serde_json::from_value(v["moves"].clone()).unwrap();
    assert_eq!(got, want);
}

#[test]
fn bad_command_lines() {
    assert!(!cli(&[]).status.success());
    assert!(!cli(&["replay"]).status.success());
    let out = cli(&["play", "--players", "random,wizard"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wizard"));
    let out = cli(&["play", "--mode", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    for (args, says) in [
        (
            &["play", "--mode", "hunters-gatherers", "--followers", "9"][..],
            "--followers is not an option of Hunters & Gatherers",
        ),
        (
            &[
                "play",
                "--mode",
                "hunters-gatherers",
                "--players",
                "random,random,random,random,random,random",
            ][..],
            "needs 2 to 5 players",
        ),
        (
            &["play", "--mode", "benelux", "--river"][..],
            "--river is an option of Classic",
        ),
        (
            &["play", "--starts", "meppel,eindhoven"][..],
            "an option of Benelux",
        ),
        (
            &["play", "--mode", "benelux", "--followers", "8"][..],
            "7 or 9",
        ),
        (
            &["play", "--mode", "benelux", "--starts", "meppel,utrecht"][..],
            "utrecht",
        ),
    ] {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// Every subcommand plays Benelux: `play` writes a record with its setup that `replay`,
/// `show` and `legal` read (`legal` lists the island tiles' moves while the player chooses),
/// and `match` and `bench` take `--mode benelux`.
#[test]
fn benelux_from_the_command_line() {
    let path = tmp("benelux.json");
    let summary = stdout_json(&cli(&[
        "play",
        "--mode",
        "benelux",
        "--starts",
        "eindhoven,charleroi",
        "--followers",
        "9",
        "--abbot",
        "--players",
        "random,random",
        "--seed",
        "4",
        "--record",
        path.to_str().unwrap(),
    ]));
    let rec = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(rec.mode, Mode::Benelux);
    let json: Value = serde_json::from_str(&rec.to_json()).unwrap();
    assert_eq!(
        json["options"]["starts"],
        serde_json::json!(["eindhoven", "charleroi"])
    );
    assert_eq!(json["options"]["followers"], 9);
    assert_eq!(json["setup"]["chips"].as_array().map(Vec::len), Some(20));
    assert_eq!(json["deck"].as_array().map(Vec::len), Some(40));
    let (g, _) = rec.replay().unwrap();
    let v = stdout_json(&cli(&["replay", path.to_str().unwrap()]));
    assert_eq!(v["scores"], serde_json::to_value(g.scores()).unwrap());
    assert_eq!(summary["mean_scores"].as_array().map(Vec::len), Some(2));
    let show = stdout_json(&cli(&["show", path.to_str().unwrap()]));
    assert_eq!(show["mode"], "benelux");
    assert_eq!(show["finished"], true);
    // The first position where a player chooses between the deck and an island.
    let choosing = (1..rec.moves.len())
        .find(|&n| {
            let mut r = rec.clone();
            r.moves.truncate(n);
            r.replay().unwrap().0.choosing_source()
        })
        .expect("someone holds a chip before the end");
    let mut r = rec.clone();
    r.moves.truncate(choosing);
    let cut = tmp("benelux-choosing.json");
    std::fs::write(&cut, r.to_json()).unwrap();
    let v = stdout_json(&cli(&["legal", cut.to_str().unwrap()]));
    assert_eq!(v["choosing_source"], true);
    assert_eq!(v["tile"], Value::Null);
    assert_eq!(v["sources"][0], serde_json::json!({"from": "deck"}));
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty() && moves.iter().all(|m| m["island"].is_string()));
    let show = stdout_json(&cli(&["show", cut.to_str().unwrap()]));
    assert_eq!(show["choosing_source"], true);
    let m = stdout_json(&cli(&[
        "match", "--mode", "benelux", "--a", "easy", "--b", "random", "--games", "2",
    ]));
    assert_eq!(m["games"], 2);
    let b = stdout_json(&cli(&["bench", "--mode", "benelux", "--games", "20"]));
    assert_eq!(b["mode"], "benelux");
    assert_eq!(b["river"], false);
}

/// Hunters & Gatherers through every subcommand: a recorded game with its bonus stack, its
/// replay, where it stands at a bonus turn (`show`, `legal`: moves naming no source), a match
/// and a bench; flags of other modes are refused in words.
#[test]
fn hunters_from_the_command_line() {
    let path = tmp("hunters.json");
    let summary = stdout_json(&cli(&[
        "play",
        "--mode",
        "hunters-gatherers",
        "--players",
        "easy,random,random",
        "--seed",
        "3",
        "--record",
        path.to_str().unwrap(),
    ]));
    assert_eq!(summary["mean_scores"].as_array().map(Vec::len), Some(3));
    let rec = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(rec.mode, Mode::HuntersGatherers);
    let json: Value = serde_json::from_str(&rec.to_json()).unwrap();
    assert_eq!(json["options"], serde_json::json!({}));
    assert_eq!(json["deck"].as_array().map(Vec::len), Some(78));
    assert_eq!(json["bonus_deck"].as_array().map(Vec::len), Some(12));
    let (g, _) = rec.replay().unwrap();
    let v = stdout_json(&cli(&["replay", path.to_str().unwrap()]));
    assert_eq!(v["scores"], serde_json::to_value(g.scores()).unwrap());
    // The first position where the tile in hand is a bonus tile.
    let bonus = (1..rec.moves.len())
        .find(|&n| {
            let mut r = rec.clone();
            r.moves.truncate(n);
            r.replay().unwrap().0.hand_source() == tessera_engine::TileSource::Bonus
        })
        .expect("easy completes a forest with gold");
    let mut r = rec.clone();
    r.moves.truncate(bonus);
    let cut = tmp("hunters-bonus.json");
    std::fs::write(&cut, r.to_json()).unwrap();
    let show = stdout_json(&cli(&["show", cut.to_str().unwrap()]));
    assert_eq!(show["bonus_turn"], true);
    assert!(show["tile"].as_str().is_some_and(|t| t.starts_with("HB")));
    // The bonus tile in hand fits somewhere, and is counted apart from the land tiles.
    let cells = show["open_cells"].as_array().expect("open cells");
    assert!(cells.iter().any(|c| c["bonus"].as_u64() > Some(0)
        && c["bonus_tiles"].as_array().is_some_and(|t| !t.is_empty())));
    let v = stdout_json(&cli(&["legal", cut.to_str().unwrap()]));
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty() && moves.iter().all(|m| m.get("island").is_none()));
    assert_eq!(v["tile"], show["tile"]);
    let m = stdout_json(&cli(&[
        "match",
        "--mode",
        "hunters-gatherers",
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "2",
    ]));
    assert_eq!(m["games"], 2);
    let b = stdout_json(&cli(&[
        "bench",
        "--mode",
        "hunters-gatherers",
        "--games",
        "20",
    ]));
    assert_eq!(b["mode"], "hunters-gatherers");
    let out = cli(&["play", "--mode", "hunters-gatherers", "--abbot"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--abbot is not an option of Hunters & Gatherers"),
        "{err}"
    );
}

/// `saves` lists every `<id>.json` of the folder, newest first, one JSON line each; a corrupt
/// file is listed as unreadable with its reason and left where it is; other files are no saves.
#[test]
fn saves_lists_the_folder_newest_first() {
    let dir = tmp_dir("saves-list");
    put_save(&dir, "old-game", "base-finished.json", 300);
    put_save(&dir, "new_game", "river-abbot-unfinished.json", 10);
    let corrupt = dir.join("broken.json");
    std::fs::write(&corrupt, "{\"format\": 1, \"mode\": ").unwrap();
    let f = std::fs::File::options().write(true).open(&corrupt).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs(100))
        .unwrap();
    std::fs::write(dir.join("notes.txt"), "not a save").unwrap();
    std::fs::write(dir.join("two words.json"), "{}").unwrap();

    let lines = stdout_lines(&cli_saves(&dir, &dir, &["saves"]));
    let ids: Vec<&str> = lines.iter().map(|l| l["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["new_game", "broken", "old-game"]);

    let new = &lines[0];
    assert_eq!(new["readable"], true);
    assert_eq!(new["mode"], "classic");
    assert_eq!(
        new["players"],
        serde_json::json!([{"name": "You", "kind": "human"},
                           {"name": "Basil", "kind": "ai", "level": "normal"}])
    );
    assert_eq!(new["moves"], 30);
    assert_eq!(new["scores"], serde_json::json!([14, 16]));
    assert_eq!(new["finished"], false);
    assert!(new.get("error").is_none());
    let modified = new["modified"].as_u64().unwrap();
    assert!(modified > lines[2]["modified"].as_u64().unwrap());
    let utc = new["modified_utc"].as_str().unwrap();
    assert!(utc.len() == 20 && utc.ends_with('Z'), "{utc}");

    let old = &lines[2];
    assert_eq!(old["readable"], true);
    assert_eq!(old["moves"], 71);
    assert_eq!(old["scores"], serde_json::json!([68, 50]));
    assert_eq!(old["finished"], true);

    let broken = &lines[1];
    assert_eq!(broken["readable"], false);
    let why = broken["error"].as_str().unwrap();
    assert!(why.contains("not a valid game record"), "{why}");
    assert!(broken.get("scores").is_none());
    assert!(corrupt.exists(), "an unreadable save is never deleted");

    // A folder with no saves, or none at all, lists nothing.
    let empty = tmp_dir("saves-empty");
    assert!(stdout_lines(&cli_saves(&empty, &empty, &["saves"])).is_empty());
    let missing = empty.join("missing");
    assert!(stdout_lines(&cli_saves(&missing, &empty, &["saves"])).is_empty());
}

/// A save that parses but does not replay, an empty file and a file that is not UTF-8 are all
/// listed, each with its reason.
#[test]
fn saves_gives_the_reason_for_each_unreadable_file() {
    let dir = tmp_dir("saves-reasons");
    let mut r = Record::from_json(&tie_record()).unwrap();
    r.moves[1].x = 7;
    std::fs::write(dir.join("illegal.json"), r.to_json()).unwrap();
    std::fs::write(dir.join("empty.json"), "  \n").unwrap();
    std::fs::write(dir.join("binary.json"), [0xff, 0xfe, 0x00]).unwrap();
    let lines = stdout_lines(&cli_saves(&dir, &dir, &["saves"]));
    let why = |id: &str| {
        let l = lines.iter().find(|l| l["id"] == id).unwrap();
        assert_eq!(l["readable"], false, "{id}");
        l["error"].as_str().unwrap().to_string()
    };
    assert!(why("illegal").starts_with("move 2:"), "{}", why("illegal"));
    assert_eq!(why("empty"), "the file is empty");
    assert_eq!(why("binary"), "the file is not UTF-8 text");
    let illegal = lines.iter().find(|l| l["id"] == "illegal").unwrap();
    assert_eq!(illegal["moves"], 5, "what the record says is still shown");
    assert_eq!(illegal["players"][1]["name"], "P1");
}

/// A saves folder named in other scripts than ASCII (a Windows user's
/// `C:\Users\Zoë Ødegård\AppData\Roaming`, say), holding a record edited on Windows (CRLF
/// line ends, a byte-order mark), is listed and read by id like any other.
#[test]
fn saves_in_a_folder_with_letters_beyond_ascii_and_records_from_windows() {
    let dir = tmp_dir("saves-Zoë Ødegård-příliš-セーブ");
    let text = std::fs::read_to_string(golden_save("base-finished.json")).unwrap();
    let windows = format!("\u{feff}{}", text.replace('\n', "\r\n"));
    std::fs::write(dir.join("from-windows.json"), windows).unwrap();
    let lines = stdout_lines(&cli_saves(&dir, &dir, &["saves"]));
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["id"], "from-windows");
    assert_eq!(lines[0]["readable"], true, "{}", lines[0]);
    assert_eq!(lines[0]["scores"], serde_json::json!([68, 50]));
    let replayed = stdout_json(&cli_saves(&dir, &dir, &["replay", "from-windows"]));
    assert_eq!(replayed["scores"], serde_json::json!([68, 50]));
    let file = dir.join("from-windows.json");
    let by_path = stdout_json(&cli_saves(&dir, &dir, &["replay", file.to_str().unwrap()]));
    assert_eq!(by_path["scores"], replayed["scores"]);
}

/// `show` lists every open cell with the tiles to come that fit it: with only straight roads
/// left, the square north of the start tile (its city edge) fits none, and the city can never
/// be closed.
#[test]
fn show_counts_the_tiles_that_fit_each_open_cell() {
    let path = tmp("roads-only.json");
    std::fs::write(&path, record(Mode::Classic, "{}", 2, &["U", "U"], "[]")).unwrap();
    let show = stdout_json(&cli(&["show", path.to_str().unwrap()]));
    let cells = show["open_cells"].as_array().expect("open cells");
    assert_eq!(cells.len(), 4);
    let at = |x: i64, y: i64| {
        cells
            .iter()
            .find(|c| c["x"] == x && c["y"] == y)
            .unwrap_or_else(|| panic!("({x},{y}) in {cells:?}"))
    };
    assert_eq!(at(0, -1)["fits"], 0);
    assert_eq!(at(0, -1)["dead"], true);
    assert_eq!(at(0, -1)["never_completed"], serde_json::json!(["city"]));
    assert_eq!(
        at(-1, 0)["fits"],
        2,
        "the U in hand and the one in the deck"
    );
    assert_eq!(at(-1, 0)["tiles"], serde_json::json!([["U", 2]]));
    assert!(at(-1, 0).get("dead").is_none());
}

/// `show` by id and by path print the same game; the id is named only when given.
#[test]
fn show_by_id_and_by_path() {
    let dir = tmp_dir("show");
    let path = put_save(&dir, "river-game", "river-abbot-unfinished.json", 0);
    let by_id = stdout_json(&cli_saves(&dir, &dir, &["show", "river-game"]));
    let by_path = stdout_json(&cli_saves(&dir, &dir, &["show", path.to_str().unwrap()]));

    let rec = Record::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let (g, _) = rec.replay().unwrap();
    assert_eq!(by_id["id"], "river-game");
    assert!(by_path.get("id").is_none());
    assert_eq!(by_id["file"], path.to_str().unwrap());
    for v in [&by_id, &by_path] {
        assert_eq!(v["mode"], "classic");
        assert_eq!(v["options"]["river"], true);
        assert_eq!(v["options"]["abbot"], true);
        assert_eq!(
            v["options"]["art"], "2014",
            "the default art is spelled out"
        );
        assert_eq!(v["seed"], rec.seed);
        assert_eq!(v["players"], serde_json::to_value(&rec.players).unwrap());
        assert_eq!(v["moves"], g.turn());
        assert_eq!(v["moves"], 30);
        assert_eq!(v["scores"], serde_json::to_value(g.scores()).unwrap());
        assert_eq!(v["finished"], false);
        let seat = g.current_player();
        assert_eq!(
            v["to_play"],
            serde_json::json!({"seat": seat, "name": rec.players[seat].name})
        );
        let tile = &tessera_engine::catalog().get(g.hand().unwrap()).name;
        assert_eq!(v["tile"], tile.as_str());
        assert_eq!(v["deck_left"], g.deck_len());
    }

    // A finished game has no player to move and no tile in hand.
    put_save(&dir, "done", "base-finished.json", 0);
    let v = stdout_json(&cli_saves(&dir, &dir, &["show", "done"]));
    assert_eq!(v["finished"], true);
    assert_eq!(v["scores"], serde_json::json!([68, 50]));
    assert!(v.get("to_play").is_none() && v.get("tile").is_none());
}

/// `replay` and `legal` by id print what they print for the file.
#[test]
fn replay_and_legal_by_id() {
    let dir = tmp_dir("by-id");
    let path = put_save(&dir, "abbot", "abbot-undone-unfinished.json", 0);
    let p = path.to_str().unwrap();
    for cmd in ["replay", "legal"] {
        let by_id = cli_saves(&dir, &dir, &[cmd, "abbot"]);
        let by_path = cli_saves(&dir, &dir, &[cmd, p]);
        let v = stdout_json(&by_id);
        assert_eq!(by_id.stdout, by_path.stdout, "{cmd}");
        if cmd == "replay" {
            assert_eq!(v["scores"], serde_json::json!([7, 5]));
            assert_eq!(v["finished"], false);
        } else {
            assert!(!v["moves"].as_array().unwrap().is_empty());
        }
    }
    // An existing file wins over a save of the same name.
    std::fs::copy(golden_save("base-finished.json"), dir.join("abbot")).unwrap();
    let v = stdout_json(&cli_saves(&dir, &dir, &["replay", "abbot"]));
    assert_eq!(v["scores"], serde_json::json!([68, 50]));
}

/// An id that names no file and no save: exit 2, and the message says where saves are.
#[test]
fn unknown_id_says_where_the_saves_are() {
    let dir = tmp_dir("unknown");
    put_save(&dir, "real", "just-started.json", 0);
    for cmd in ["replay", "legal", "show"] {
        let out = cli_saves(&dir, &dir, &[cmd, "no-such-game"]);
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        let want = format!(
            "no file or saved game named no-such-game, saves are in {}",
            dir.display()
        );
        assert!(err.contains(&want), "{cmd}: {err:?}");
    }
    // A corrupt save names the save, its file and the reason.
    std::fs::write(dir.join("bad.json"), "[]").unwrap();
    let out = cli_saves(&dir, &dir, &["show", "bad"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("saved game bad") && err.contains("bad.json") && err.contains("not a valid"),
        "{err:?}"
    );
}

/// Output into a pipe nobody reads any more: the CLI stops quietly (status 0, nothing on
/// stderr) instead of panicking with "failed printing to stdout".
#[test]
fn closed_stdout_ends_quietly() {
    let dir = tmp_dir("closed-pipe");
    put_save(&dir, "game", "base-finished.json", 0);
    let runs: [&[&str]; 7] = [
        &["replay", "game"],
        &["legal", "game"],
        &["show", "game"],
        &["saves"],
        &["play", "--seed", "5"],
        &["bench", "--games", "1"],
        &["--help"],
    ];
    for args in runs {
        // The read end is closed before the CLI starts, so its first write finds no reader.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(CLI)
            .args(args)
            .env("TESSERA_SAVES_DIR", &dir)
            .current_dir(&dir)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.is_empty(), "{args:?}: stderr {err:?}");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
    }
}

/// `tessera-cli saves | head -c 10` on a folder whose list is larger than a pipe holds: the
/// reader takes a few bytes and goes away while the CLI is still writing.
#[test]
fn output_pipe_closed_midway_ends_quietly() {
    let dir = tmp_dir("pipe-midway");
    for i in 0..1000 {
        std::fs::copy(
            golden_save("just-started.json"),
            dir.join(format!("game-{i:04}.json")),
        )
        .unwrap();
    }
    let mut child = Command::new(CLI)
        .arg("saves")
        .env("TESSERA_SAVES_DIR", &dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 11];
    stdout.read_exact(&mut first).unwrap();
    assert_eq!(&first, b"{\"id\":\"game");
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "stderr {err:?}");
    assert_eq!(out.status.code(), Some(0));
}
