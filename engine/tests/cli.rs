//! `tessera-cli`: `replay FILE` prints `{"finished", "scores", "events"}` and exits 2 with the
//! reason on stderr for an invalid record; `play ... --record OUT.json` writes a record that
//! replays to the same scores; `legal FILE` lists the library's legal moves.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;
use tessera_engine::record::{Record, RecordMove};

use crate::record;

const CLI: &str = env!("CARGO_BIN_EXE_tessera-cli");

fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tessera-cli-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("{}-{name}", std::process::id()))
}

fn cli(args: &[&str]) -> Output {
    Command::new(CLI)
        .args(args)
        .output()
        .expect("run tessera-cli")
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
            tie_record().replace("\"format\": 1", "\"format\": 2"),
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
        let (g, _) = rec.replay().unwrap();
        assert!(g.is_finished(), "run {i}");
        let scores: Vec<f64> = g.scores().iter().map(|&s| s as f64).collect();
        assert_eq!(scores, mean, "run {i}: one game, so the mean is the score");
        let v = stdout_json(&cli(&["replay", path.to_str().unwrap()]));
        assert_eq!(v["scores"], serde_json::to_value(g.scores()).unwrap());
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
    let out = cli(&["play", "--mode", "benelux"]);
    assert_eq!(out.status.code(), Some(2));
}
