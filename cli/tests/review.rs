//! `tessera-cli review RECORD [--player N]`: one JSON line per move judged, then one summary
//! line per player; a seat that does not exist or a record that does not replay is refused
//! with the reason and exit status 2.

use std::path::PathBuf;
use std::process::Output;

use serde_json::Value;

mod common;

use common::{cli, tmp};

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

/// A finished Benelux game between `normal` and `easy`, as a record file.
fn game() -> (PathBuf, usize) {
    let path = tmp("review-game.json");
    let p = path.to_str().expect("a UTF-8 path");
    let out = cli(&[
        "play",
        "--mode",
        "benelux",
        "--players",
        "normal,easy",
        "--seed",
        "8",
        "--record",
        p,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    let moves = record["moves"].as_array().expect("moves").len();
    (path, moves)
}

#[test]
fn review_judges_every_move_and_sums_up_each_player() {
    let (path, moves) = game();
    let out = cli(&["review", path.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let all = lines(&out);
    assert_eq!(
        all.len(),
        moves + 2,
        "a line per move and a summary per player"
    );
    let labels = ["best", "good", "inaccuracy", "mistake", "blunder"];
    for (i, l) in all[..moves].iter().enumerate() {
        assert_eq!(l["move"], i + 1);
        let loss = l["loss"].as_f64().expect("loss");
        assert!(loss >= 0.0);
        assert!(l["best_value"].as_f64() >= l["value"].as_f64());
        assert!(labels.contains(&l["label"].as_str().expect("label")), "{l}");
        assert!(l["played"]["tile"].is_string() && l["best"]["tile"].is_string());
    }
    assert!(
        all[..moves]
            .iter()
            .filter(|l| l["luck"].is_number())
            .count()
            > moves / 2
    );
    for (p, s) in all[moves..].iter().enumerate() {
        assert_eq!(
            (s["summary"].as_bool(), s["player"].as_u64()),
            (Some(true), Some(p as u64))
        );
        let accuracy = s["accuracy"].as_f64().expect("accuracy");
        assert!((0.0..=100.0).contains(&accuracy));
        let counted: u64 = labels
            .iter()
            .map(|l| s["labels"][l].as_u64().unwrap())
            .sum();
        assert_eq!(counted, s["moves"].as_u64().unwrap());
        // The key moments: that player's moves that lost at least a point, the largest first.
        let keys: Vec<&Value> = s["key_moments"]
            .as_array()
            .expect("key moments")
            .iter()
            .map(|n| &all[n.as_u64().unwrap() as usize - 1])
            .collect();
        assert!(keys.len() <= 3);
        assert!(keys
            .iter()
            .all(|k| k["player"] == p && k["loss"].as_f64() >= Some(1.0)));
        assert!(keys
            .windows(2)
            .all(|k| k[0]["loss"].as_f64() >= k[1]["loss"].as_f64()));
    }
    // `normal` plays closer to the search's choices than `easy`.
    assert!(all[moves]["accuracy"].as_f64() > all[moves + 1]["accuracy"].as_f64());

    let one = cli(&["review", path.to_str().unwrap(), "--player", "1"]);
    let one = lines(&one);
    assert!(one[..one.len() - 1].iter().all(|l| l["player"] == 1));
    assert_eq!(one.last().unwrap()["player"], 1);
    assert_eq!(
        one.last().unwrap(),
        &all[moves + 1],
        "the same review of that seat"
    );
}

#[test]
fn review_refuses_a_missing_seat_and_a_broken_record() {
    let (path, _) = game();
    let out = cli(&["review", path.to_str().unwrap(), "--player", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no player 2"));

    let text = std::fs::read_to_string(&path).expect("written");
    let record: Value = serde_json::from_str(&text).expect("JSON");
    let mut broken = record.clone();
    // The second move laid where the first already lies.
    broken["moves"][1]["x"] = record["moves"][0]["x"].clone();
    broken["moves"][1]["y"] = record["moves"][0]["y"].clone();
    let bad = tmp("review-broken.json");
    std::fs::write(&bad, broken.to_string()).expect("written");
    let out = cli(&["review", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        out.stdout.is_empty(),
        "nothing judged from a record that does not replay"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 2"), "{err}");
}
