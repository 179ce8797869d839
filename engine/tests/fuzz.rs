//! Fuzz-style tests: random byte strings, truncations and mutations of valid records, wrong
//! types, huge coordinates, unknown fields, newer formats, bad tile names, figures where none
//! may stand, too many copies of a tile. Loading and replaying must return an error (or, for
//! a mutation that happens to stay valid, a game), never panic.

use std::panic::{catch_unwind, AssertUnwindSafe};

use proptest::prelude::*;
use serde_json::{json, Value};
use tessera_engine::ai::RandomPlayer;
use tessera_engine::options::Options;
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordError, RecordMove};
use tessera_engine::rng::GameRng;
use tessera_engine::{catalog, Game, Setup};

use crate::record;
use tessera_engine::Mode;

/// Load and replay, catching a panic so that the failing input is shown.
fn load(text: &str) -> Result<Game, RecordError> {
    match catch_unwind(AssertUnwindSafe(|| {
        Record::from_json(text).and_then(|r| r.replay().map(|(g, _)| g))
    })) {
        Ok(r) => r,
        Err(_) => panic!("panicked on input:\n{text}"),
    }
}

fn must_fail(text: &str) -> RecordError {
    match load(text) {
        Ok(g) => panic!("accepted (scores {:?}):\n{text}", g.scores()),
        Err(e) => e,
    }
}

/// A short valid record with the Abbot: a monastery surrounded and completed (see
/// `scenarios::abbot_on_completed_monastery`).
fn abbot_record() -> String {
    record(
        Mode::Classic,
        r#"{"abbot": true}"#,
        2,
        &["B", "U", "U", "B", "B", "B", "E", "U", "E"],
        r#"[{"tile": "B", "x": 0, "y": 1, "rot": 0, "figure": {"kind": "abbot", "at": "C"}},
            {"tile": "U", "x": 1, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "E"}},
            {"tile": "U", "x": -1, "y": 0, "rot": 0},
            {"tile": "B", "x": 1, "y": 1, "rot": 0},
            {"tile": "B", "x": -1, "y": 1, "rot": 0, "figure": {"kind": "meeple", "at": "N"}},
            {"tile": "B", "x": -1, "y": 2, "rot": 0},
            {"tile": "E", "x": 1, "y": 2, "rot": 180},
            {"tile": "U", "x": 2, "y": 0, "rot": 0},
            {"tile": "E", "x": 0, "y": 2, "rot": 180}]"#,
    )
}

/// A whole random game with River and Abbot, as a record.
fn random_game_record(seed: u64, players: usize) -> Record {
    let setup = Setup {
        players,
        options: Options {
            river: true,
            abbot: true,
            ..Options::default()
        }
        .into(),
        seed,
        deck: None,
        mode_setup: None,
    };
    let mut g = Game::new(&setup).unwrap();
    let infos = (0..players)
        .map(|i| PlayerInfo {
            name: format!("P{i}"),
            kind: PlayerKind::Human,
            level: None,
        })
        .collect();
    let mut rec = Record::new(&setup, infos);
    let mut p = RandomPlayer::new(seed);
    while let Some(mv) = p.choose(&g) {
        g.apply(&mv).unwrap();
        rec.moves.push(RecordMove::from_move(&mv));
    }
    rec
}

fn compact(text: &str) -> String {
    serde_json::to_string(&serde_json::from_str::<Value>(text).unwrap()).unwrap()
}

#[test]
fn the_base_records_are_valid() {
    let g = load(&abbot_record()).unwrap();
    assert!(g.is_finished());
    let r = random_game_record(3, 3);
    assert!(load(&r.to_json()).unwrap().is_finished());
}

#[test]
fn random_bytes_are_refused() {
    let mut r = GameRng::new(99);
    for _ in 0..3000 {
        let len = r.below(120);
        let bytes: Vec<u8> = (0..len).map(|_| r.below(256) as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        must_fail(&text);
        // Random text made of JSON's own characters gets further into the parser.
        let alphabet = br#"{}[]:,"0123456789.-+eE truefalsn\ formatmovestile"#;
        let text: String = (0..len)
            .map(|_| alphabet[r.below(alphabet.len())] as char)
            .collect();
        must_fail(&text);
    }
}

#[test]
fn every_truncation_is_refused() {
    for text in [
        compact(&abbot_record()),
        compact(&record(Mode::Classic, "{}", 2, &[], "[]")),
    ] {
        for (i, _) in text.char_indices() {
            let e = must_fail(&text[..i]);
            assert!(matches!(e, RecordError::Json(_)), "{i}: {e}");
        }
    }
    // A long record: a sample of cut points.
    let text = serde_json::to_string(&random_game_record(5, 2)).unwrap();
    let mut r = GameRng::new(5);
    for _ in 0..200 {
        must_fail(&text[..r.below(text.len())]);
    }
}

/// Random byte-level edits of valid records: whatever the result, no panic; and when the edit
/// breaks the JSON, the error says so.
#[test]
fn byte_mutations_never_panic() {
    let bases = [
        abbot_record(),
        random_game_record(11, 2).to_json(),
        compact(&random_game_record(12, 6).to_json()),
    ];
    let mut r = GameRng::new(2024);
    let pieces = [
        "-",
        "9",
        "99999999999",
        "\"",
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "null",
        "true",
        "\"C\"",
        "\"abbot\"",
        "\"X\"",
        "2147483648",
        "-2147483649",
        "1e400",
        "\\u0000",
        "é",
    ];
    let mut accepted = 0;
    for _ in 0..1500 {
        let base = &bases[r.below(bases.len())];
        let mut text: Vec<u8> = base.as_bytes().to_vec();
        for _ in 0..1 + r.below(3) {
            let at = r.below(text.len());
            match r.below(4) {
                0 => {
                    let alphabet = b"0123456789-\"{}[],: abcEFRUWXN";
                    text[at] = alphabet[r.below(alphabet.len())];
                }
                1 => {
                    text.remove(at);
                }
                2 => {
                    let p = pieces[r.below(pieces.len())].as_bytes();
                    text.splice(at..at, p.iter().copied());
                }
                _ => {
                    // Duplicate a slice somewhere else.
                    let len = r.below(40).min(text.len() - at);
                    let slice = text[at..at + len].to_vec();
                    let to = r.below(text.len());
                    text.splice(to..to, slice);
                }
            }
        }
        let text = String::from_utf8_lossy(&text);
        if load(&text).is_ok() {
            accepted += 1;
        }
    }
    // Most edits break something; a few (a digit of the seed...) do not.
    assert!(accepted < 1000, "{accepted} of 1500 mutations accepted");
}

/// Deeply nested JSON and very long values are refused without exhausting the stack.
#[test]
fn deep_and_long_inputs() {
    for depth in [200, 10_000, 200_000] {
        must_fail(&format!("{}{}", "[".repeat(depth), "]".repeat(depth)));
        let nested = format!("{}1{}", "{\"a\":".repeat(depth), "}".repeat(depth));
        must_fail(&nested);
        let options = format!("{}true{}", "{\"river\":".repeat(depth), "}".repeat(depth));
        must_fail(&record(Mode::Classic, &options, 2, &[], "[]"));
    }
    let long = "U".repeat(100_000);
    let e = must_fail(&record(Mode::Classic, "{}", 2, &[&long], "[]"));
    assert!(matches!(e, RecordError::Setup(_)));
    let many = vec!["U"; 5000];
    assert!(must_fail(&record(Mode::Classic, "{}", 2, &many, "[]"))
        .to_string()
        .contains("asks for 5000 copies of tile U"));
    let moves = vec![r#"{"tile": "U", "x": 1, "y": 0, "rot": 0}"#; 20_000].join(",");
    assert_eq!(
        must_fail(&record(
            Mode::Classic,
            "{}",
            2,
            &["U"],
            &format!("[{moves}]")
        ))
        .to_string(),
        "move 2: the game is over"
    );
}

/// Structured edits that each make the record invalid.
#[test]
fn invalid_records_are_errors() {
    let base: Value = serde_json::from_str(&abbot_record()).unwrap();
    type Edit = Box<dyn Fn(&mut Value)>;
    let set = |path: &'static str, v: Value| -> Edit {
        Box::new(move |doc: &mut Value| {
            let (parent, key) = path.rsplit_once('/').unwrap();
            match doc.pointer_mut(parent).unwrap() {
                Value::Object(o) => {
                    o.insert(key.into(), v.clone());
                }
                other => other[key.parse::<usize>().unwrap()] = v.clone(),
            }
        })
    };
    let insert = |path: &'static str, key: &'static str, v: Value| -> Edit {
        Box::new(move |doc: &mut Value| {
            doc.pointer_mut(path)
                .unwrap()
                .as_object_mut()
                .unwrap()
                .insert(key.into(), v.clone());
        })
    };
    let remove = |path: &'static str, key: &'static str| -> Edit {
        Box::new(move |doc: &mut Value| {
            doc.pointer_mut(path)
                .unwrap()
                .as_object_mut()
                .unwrap()
                .remove(key);
        })
    };
    let cases: Vec<(&str, Edit, &str)> = vec![
        // wrong types
        (
            "x as string",
            set("/moves/0/x", json!("0")),
            "not a valid game record",
        ),
        (
            "rot as string",
            set("/moves/0/rot", json!("0")),
            "not a valid game record",
        ),
        (
            "rot as float",
            set("/moves/0/rot", json!(90.5)),
            "not a valid game record",
        ),
        (
            "seed negative",
            set("/seed", json!(-1)),
            "not a valid game record",
        ),
        (
            "seed float",
            set("/seed", json!(1.5)),
            "not a valid game record",
        ),
        (
            "seed too big",
            set("/seed", json!(1e30)),
            "not a valid game record",
        ),
        (
            "players object",
            set("/players", json!({})),
            "not a valid game record",
        ),
        (
            "player string",
            set("/players/0", json!("Ada")),
            "not a valid game record",
        ),
        (
            "player kind",
            set("/players/0/kind", json!("robot")),
            "not a valid game record",
        ),
        (
            "deck string",
            set("/deck", json!("B")),
            "not a valid game record",
        ),
        (
            "deck numbers",
            set("/deck/0", json!(1)),
            "not a valid game record",
        ),
        (
            "moves object",
            set("/moves", json!({})),
            "not a valid game record",
        ),
        (
            "format string",
            set("/format", json!("1")),
            "not a valid game record",
        ),
        (
            "format negative",
            set("/format", json!(-1)),
            "not a valid game record",
        ),
        (
            "options list",
            set("/options", json!([])),
            "not a valid game record",
        ),
        // Serde would read a struct from a list of its fields in order; a record does not.
        (
            "options as list",
            set("/options", json!([true, true])),
            "not a valid game record",
        ),
        (
            "move as list",
            set("/moves/1", json!(["U", 1, 0, 0])),
            "not a valid game record: move 2 must be a JSON object",
        ),
        (
            "figure as list",
            set("/moves/0/figure", json!(["abbot", "C"])),
            "not a valid game record",
        ),
        (
            "player as list",
            set("/players/0", json!(["Ada", "human"])),
            "not a valid game record",
        ),
        (
            "record as list",
            Box::new(
                |d: &mut Value| *d = json!([1, "classic", {}, [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], 1]),
            ),
            "not a valid game record",
        ),
        (
            "option type",
            set("/options/abbot", json!("yes")),
            "not a valid game record",
        ),
        (
            "farm scoring",
            set("/options/farm_scoring", json!("fourth")),
            "not a valid game record",
        ),
        (
            "art",
            set("/options/art", json!("1999")),
            "not a valid game record",
        ),
        (
            "figure string",
            set("/moves/0/figure", json!("abbot")),
            "not a valid game record",
        ),
        (
            "recall string",
            insert("/moves/2", "recall_abbot", json!("yes")),
            "not a valid game record",
        ),
        (
            "tile number",
            set("/moves/0/tile", json!(66)),
            "not a valid game record",
        ),
        (
            "null move",
            set("/moves/3", Value::Null),
            "not a valid game record",
        ),
        (
            "record is a list",
            Box::new(|d: &mut Value| *d = json!([1, 2])),
            "not a valid game record",
        ),
        // missing fields
        ("no format", remove("", "format"), "not a valid game record"),
        ("no mode", remove("", "mode"), "not a valid game record"),
        (
            "no players",
            remove("", "players"),
            "not a valid game record",
        ),
        ("no seed", remove("", "seed"), "not a valid game record"),
        (
            "no tile",
            remove("/moves/0", "tile"),
            "not a valid game record",
        ),
        (
            "no rot",
            remove("/moves/0", "rot"),
            "not a valid game record",
        ),
        (
            "no figure place",
            remove("/moves/0/figure", "at"),
            "not a valid game record",
        ),
        // huge coordinates
        ("x i32 max", set("/moves/0/x", json!(i32::MAX)), "move 1:"),
        ("x i32 min", set("/moves/0/x", json!(i32::MIN)), "move 1:"),
        ("y i32 max", set("/moves/4/y", json!(i32::MAX)), "move 5:"),
        ("y i32 min", set("/moves/8/y", json!(i32::MIN)), "move 9:"),
        (
            "x beyond i32",
            set("/moves/0/x", json!(i64::MAX)),
            "not a valid game record",
        ),
        (
            "x float",
            set("/moves/0/x", json!(1e10)),
            "not a valid game record",
        ),
        (
            "rot i64 max",
            set("/moves/0/rot", json!(i64::MAX)),
            "move 1: rotation must be",
        ),
        (
            "rot i64 min",
            set("/moves/0/rot", json!(i64::MIN)),
            "move 1: rotation must be",
        ),
        (
            "rot -90",
            set("/moves/1/rot", json!(-90)),
            "move 2: rotation must be",
        ),
        (
            "rot 450",
            set("/moves/1/rot", json!(450)),
            "move 2: rotation must be",
        ),
        // unknown fields
        (
            "unknown top field",
            insert("", "comment", json!("hi")),
            "unknown field `comment`",
        ),
        (
            "unknown option",
            insert("/options", "rivers", json!(true)),
            "unknown field `rivers`",
        ),
        (
            "unknown move field",
            insert("/moves/2", "harbour", json!("purple")),
            "unknown field `harbour`",
        ),
        (
            "unknown figure field",
            insert("/moves/0/figure", "colour", json!("red")),
            "unknown field `colour`",
        ),
        (
            "unknown player field",
            insert("/players/1", "age", json!(9)),
            "unknown field `age`",
        ),
        // formats and modes
        (
            "format 4",
            set("/format", json!(4)),
            "saved by a newer version of Tessera (record format 4)",
        ),
        (
            "island without its stack",
            insert("/moves/2", "island", json!("purple")),
            "move 3: an island tile names its island and its stack (0 or 1)",
        ),
        (
            "island in Classic",
            set("/moves/2", {
                let mut m = base["moves"][2].clone();
                m["island"] = json!("purple");
                m["stack"] = json!(0);
                m
            }),
            "move 3: this game has no such place to take a tile from now",
        ),
        (
            "null options",
            set("/options", Value::Null),
            "options must be a JSON object",
        ),
        (
            "null figure",
            set("/moves/0/figure", Value::Null),
            "moves[0].figure is null",
        ),
        ("no moves", remove("", "moves"), "missing field `moves`"),
        (
            "format huge",
            set("/format", json!(u32::MAX)),
            "newer version",
        ),
        (
            "format 0",
            set("/format", json!(0)),
            "record format 0 does not exist",
        ),
        (
            "another mode's options",
            set("/mode", json!("hunters-gatherers")),
            "options: unknown field `abbot`",
        ),
        (
            "mode case",
            set("/mode", json!("Classic")),
            "unknown mode \"Classic\" (modes: classic, hunters-gatherers, benelux)",
        ),
        (
            "ai level",
            insert("/players/0", "level", json!("grandmaster")),
            "unknown AI level",
        ),
        // players
        (
            "one player",
            Box::new(|d: &mut Value| {
                d["players"].as_array_mut().unwrap().truncate(1);
            }),
            "setup: a game needs 2 to 6 players, not 1",
        ),
        (
            "seven players",
            Box::new(|d: &mut Value| {
                let p = d["players"][0].clone();
                d["players"] = Value::Array(vec![p; 7]);
            }),
            "setup: a game needs 2 to 6 players, not 7",
        ),
        // tile names
        (
            "deck tile",
            set("/deck/0", json!("Z")),
            "setup: unknown tile Z",
        ),
        (
            "deck lower case",
            set("/deck/0", json!("b")),
            "setup: unknown tile b",
        ),
        (
            "deck empty name",
            set("/deck/0", json!("")),
            "setup: unknown tile",
        ),
        (
            "deck garden case",
            set("/deck/0", json!("E-G")),
            "setup: unknown tile E-G",
        ),
        (
            "deck river",
            set("/deck/0", json!("RD")),
            "setup: tile RD is not part of this game's tile set",
        ),
        (
            "move tile",
            set("/moves/3/tile", json!("BB")),
            "move 4: unknown tile BB",
        ),
        (
            "move other tile",
            set("/moves/3/tile", json!("A")),
            "move 4: the tile in hand is B, not A",
        ),
        // too many copies
        (
            "five B",
            Box::new(|d: &mut Value| {
                d["deck"].as_array_mut().unwrap().push(json!("B"));
            }),
            "setup: the deck asks for 5 copies of tile B, but the set has 4",
        ),
        (
            "two C",
            Box::new(|d: &mut Value| {
                let deck = d["deck"].as_array_mut().unwrap();
                deck.push(json!("C"));
                deck.push(json!("C"));
            }),
            "setup: the deck asks for 2 copies of tile C, but the set has 1",
        ),
        // figures where none may stand
        (
            "meeple nowhere",
            set("/moves/1/figure/at", json!("C")),
            "move 2: there is nothing at C",
        ),
        (
            "location name",
            set("/moves/1/figure/at", json!("n")),
            "move 2: unknown location n",
        ),
        (
            "empty location",
            set("/moves/1/figure/at", json!("")),
            "move 2: unknown location",
        ),
        (
            "figure kind",
            set("/moves/1/figure/kind", json!("hut")),
            "move 2: there is no hut in this game",
        ),
        (
            "abbot on road",
            set("/moves/1/figure/kind", json!("abbot")),
            "move 2: an abbot may only stand",
        ),
        (
            "abbot twice",
            set("/moves/4/figure/kind", json!("abbot")),
            "move 5: an abbot may only stand",
        ),
        (
            "abbot twice on a monastery",
            set("/moves/4/figure", json!({"kind": "abbot", "at": "C"})),
            "move 5: your abbot is already on the board",
        ),
        (
            "figure on occupied field",
            set("/moves/3/figure", json!({"kind": "meeple", "at": "W"})),
            "move 5: that field already holds a follower",
        ),
        (
            "abbot off",
            set("/options/abbot", json!(false)),
            "move 1: the abbot is not in play in this game",
        ),
        (
            "figure and recall",
            insert("/moves/0", "recall_abbot", json!(true)),
            "move 1: a move may place a figure or recall the abbot, not both",
        ),
        (
            "recall completing",
            insert("/moves/8", "recall_abbot", json!(true)),
            "move 9: your abbot's monastery is completed",
        ),
        // placement
        (
            "start cell",
            set("/moves/1/x", json!(0)),
            "move 2: (0,0) already holds a tile",
        ),
        (
            "cell taken",
            set("/moves/2/x", json!(1)),
            "move 3: (1,0) already holds a tile",
        ),
        (
            "far away",
            set("/moves/5/x", json!(40)),
            "move 6: tile B cannot go at (40,2)",
        ),
        (
            "too many moves",
            Box::new(|d: &mut Value| {
                let m = d["moves"][8].clone();
                d["moves"].as_array_mut().unwrap().push(m);
            }),
            "move 10: the game is over",
        ),
    ];
    let mut wrong = Vec::new();
    for (what, edit, want) in cases {
        let mut doc = base.clone();
        edit(&mut doc);
        let text = serde_json::to_string_pretty(&doc).unwrap();
        match load(&text) {
            Ok(_) => wrong.push(format!("{what}: accepted")),
            Err(e) if !e.to_string().contains(want) => {
                wrong.push(format!("{what}: got {:?}, want {want:?}", e.to_string()))
            }
            Err(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Records built from random pieces: random decks (valid names, any counts, any options)
/// and random moves. Nothing may panic.
#[test]
fn random_records_never_panic() {
    let names: Vec<&str> = catalog().tiles.iter().map(|t| t.name.as_str()).collect();
    let locs = [
        "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C", "X",
    ];
    let mut r = GameRng::new(7);
    for _ in 0..1500 {
        let deck: Vec<&str> = (0..r.below(8))
            .map(|_| names[r.below(names.len())])
            .collect();
        let mut moves = Vec::new();
        for _ in 0..r.below(6) {
            let tile = if r.below(4) == 0 {
                names[r.below(names.len())]
            } else {
                deck.get(moves.len()).copied().unwrap_or("U")
            };
            let mut m = json!({
                "tile": tile,
                "x": r.below(7) as i32 - 3,
                "y": r.below(7) as i32 - 3,
                "rot": ([0, 90, 180, 270, 45][r.below(5)]),
            });
            match r.below(4) {
                0 => {
                    m["figure"] = json!({"kind": (["meeple", "abbot"][r.below(2)]), "at": locs[r.below(locs.len())]})
                }
                1 => m["recall_abbot"] = json!(r.below(2) == 1),
                _ => {}
            }
            moves.push(m);
        }
        let options = json!({
            "river": r.below(2) == 1,
            "abbot": r.below(2) == 1,
            "farm_scoring": (["first", "second", "third"][r.below(3)]),
            "small_city": r.below(2) == 1,
            "unplaceable": (["discard", "reshuffle"][r.below(2)]),
            "art": (["classic", "2014"][r.below(2)]),
            "river_start_tile": (["shuffle", "discard"][r.below(2)]),
        });
        let text = record(
            Mode::Classic,
            &options.to_string(),
            1 + r.below(7),
            &deck,
            &Value::Array(moves).to_string(),
        );
        let _ = load(&text);
    }
}

/// Whole random games with one move changed: the record is refused at that move or later (or
/// still valid when the change happens to be legal), never with a panic; the error names
/// the move.
#[test]
fn mutated_moves_in_real_games() {
    let mut r = GameRng::new(31);
    for seed in 0..40 {
        let rec = random_game_record(seed, 2 + (seed % 5) as usize);
        for _ in 0..10 {
            let mut bad = rec.clone();
            let k = r.below(bad.moves.len());
            let m = &mut bad.moves[k];
            match r.below(5) {
                0 => m.x += r.below(5) as i32 - 2,
                1 => m.rot = [0, 90, 180, 270][r.below(4)],
                2 => m.tile = catalog().tiles[r.below(catalog().tiles.len())].name.clone(),
                3 => {
                    m.figure = Some(tessera_engine::record::RecordFigure {
                        kind: ["meeple", "abbot"][r.below(2)].into(),
                        at: ["N", "E", "S", "W", "NNW", "SSE", "C"][r.below(7)].into(),
                    });
                    m.recall_abbot = None;
                }
                _ => {
                    m.figure = None;
                    m.recall_abbot = Some(true);
                }
            }
            match load(&bad.to_json()) {
                Ok(_) => {}
                Err(RecordError::Move { number, .. })
                | Err(RecordError::UnknownTile { number, .. }) => {
                    assert!(
                        number > k,
                        "seed {seed}: error at move {number} before the change at {}",
                        k + 1
                    )
                }
                Err(e) => panic!("seed {seed}: unexpected error {e}"),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any string at all: an error or a game, never a panic.
    #[test]
    fn any_string(s in ".{0,200}") {
        let _ = load(&s);
    }

    /// Any move values on top of a valid setup.
    #[test]
    fn any_move_values(x in any::<i32>(), y in any::<i32>(), rot in any::<i64>(),
                       tile in "[A-Z]{1,2}(-g)?", at in "[NESWC]{1,3}", kind in "(meeple|abbot|x)",
                       recall in any::<Option<bool>>()) {
        let mut m = json!({"tile": tile, "x": x, "y": y, "rot": rot, "figure": {"kind": kind, "at": at}});
        if let Some(b) = recall {
            m["recall_abbot"] = json!(b);
        }
        let text = record(Mode::Classic, r#"{"abbot": true, "river": true}"#, 2, &["RD", "B"], &json!([m]).to_string());
        let _ = load(&text);
    }
}

/// A key given twice anywhere in a record is an error, not "the last one wins".
#[test]
fn duplicate_keys_are_refused() {
    let base = record(Mode::Classic, r#"{"river": true}"#, 2, &["RD"], "[]");
    load(&base).expect("the base record is valid");
    for (what, text) in [
        (
            "options",
            base.replace(r#"{"river": true}"#, r#"{"river": true, "river": false}"#),
        ),
        (
            "top level",
            base.replace(r#""seed": 1"#, r#""seed": 1, "seed": 2"#),
        ),
        (
            "player",
            base.replace(r#""kind": "human"}"#, r#""kind": "human", "kind": "ai"}"#),
        ),
    ] {
        let e = must_fail(&text).to_string();
        assert!(e.contains("is given twice"), "{what}: {e}");
    }
}

/// A record from a newer version may have any shape: it is refused as newer before anything
/// else is checked, so the player learns why.
#[test]
fn newer_formats_are_named_whatever_their_shape() {
    for text in [
        r#"{"format": 9, "mode": "classic", "players": [], "seed": 1}"#,
        r#"{"format": 4, "mode": "future-mode", "board": {}, "moves": null}"#,
    ] {
        let e = must_fail(text).to_string();
        assert!(
            e.contains("saved by a newer version of Tessera"),
            "{text}: {e}"
        );
    }
}
