//! Benelux (`shared/rules/benelux.md`), rule by rule: the seeded setup, chips, island tiles,
//! the map's blocked squares and edge, the game end, options, records; then invariants over
//! random Benelux games.
//!
//! The scenarios use short records whose `setup` names every part (second start tile, chips,
//! islands), so that nothing is left to the seed. The map (`x` 0..15 west to east, `y` 0..10
//! north to south):
//!
//! ```text
//!    x  0123456789012345
//! y  0  .........BB.OO..      B light-blue island (9,0) (10,0), O orange (12,0) (13,0)
//!    1  ......PP........      P purple island (6,1) (7,1)
//!    2  ..~.........1...      ~ waves (2,2) (3,5) (1,8); 1 Meppel (12,2)
//!    3  .......A........      A Amsterdam (7,3) (7,4)
//!    4  .......A........
//!    5  ...~............
//!    6  .........2......      2 Eindhoven (9,6)
//!    7  .....XX.........      X Brussels (5,7) (6,7)
//!    8  .~..............
//!    9  ......3.........      3 Charleroi (6,9)
//!   10  ................
//! ```
//!
//! By default the start tile `D` (city N, road W–E, field S) lies on Meppel (12,2) and the
//! second start tile, `U` rot 0 (road W–E), on Charleroi (6,9). Tile shapes used below (edges
//! after rotation): `U` rot 0 road W–E, rot 90 road N–S; `V` rot 0 road W–S, rot 180 road
//! N–E; `W` junction (roads E, S, W end there); `G` rot 90 city N–S; `E` rot 180 city S;
//! `B` monastery, all field; `A` rot 270 monastery with a road E; `C` city on all sides.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::{json, Value};
use tessera_engine::ai::RandomPlayer;
use tessera_engine::features::FigureKind;
use tessera_engine::modes::benelux::chips;
use tessera_engine::modes::benelux::map::{self, Square, Start};
use tessera_engine::modes::benelux::BeneluxOptions;
use tessera_engine::options::{Art, FarmScoring, GameOptions, Unplaceable};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordError};
use tessera_engine::rng::GameRng;
use tessera_engine::view::GameView;
use tessera_engine::{
    catalog, Action, Cell, Event, FeatureKind, Game, Mode, Move, Occasion, RuleError, Setup,
    TileSource,
};

use crate::{record, replay, replay_err, scored};

// ---------------------------------------------------------------- helpers

/// A Benelux record: `options` and `moves` as JSON text, `deck` the face-down draw order,
/// and `setup` merged over a setup that leaves nothing to the seed: Meppel and Charleroi,
/// `U` rot 0 on Charleroi, no chips, empty islands.
fn benelux(options: &str, players: usize, deck: &[&str], setup: Value, moves: &str) -> String {
    let mut r: Value =
        serde_json::from_str(&record(Mode::Benelux, options, players, deck, moves)).unwrap();
    let mut s = json!({
        "starts": ["meppel", "charleroi"],
        "second_start": {"tile": "U", "rot": 0},
        "chips": [],
        "islands": {"purple": [[], []], "light-blue": [[], []], "orange": [[], []]},
    });
    for (k, v) in setup.as_object().expect("setup is an object") {
        s[k] = v.clone();
    }
    r["setup"] = s;
    r.to_string()
}

/// A chip of the setup.
fn chip(x: i32, y: i32, colour: &str, value: u8) -> Value {
    json!({"x": x, "y": y, "colour": colour, "value": value})
}

fn cell(x: i32, y: i32) -> Cell {
    Cell::new(x, y)
}

fn cells(v: &[(i32, i32)]) -> Vec<Cell> {
    v.iter().map(|&(x, y)| Cell::new(x, y)).collect()
}

fn tile(name: &str) -> tessera_engine::TileId {
    catalog().find(name).expect("a tile of the catalog")
}

/// The game's view as JSON.
fn view(g: &Game) -> Value {
    serde_json::to_value(GameView::new(g)).unwrap()
}

/// The Benelux part of the view as JSON (cheap: no placements).
fn bview(g: &Game) -> Value {
    serde_json::to_value(g.mode_view()).unwrap()["benelux"].clone()
}

/// The view of island stack `i` (0..6: purple 0, purple 1, light blue 0, …).
fn stack_view(g: &Game, i: usize) -> Value {
    bview(g)["islands"][i / 2]["stacks"][i % 2].clone()
}

fn held(g: &Game, p: usize) -> Value {
    bview(g)["held"][p].clone()
}

fn move_error(e: &RecordError) -> (usize, &RuleError) {
    match e {
        RecordError::Move { number, error } => (*number, error),
        other => panic!("expected a move error, got {other}"),
    }
}

/// The error, in words, of a record that must be refused.
fn refused(json: &str) -> String {
    replay_err(json).to_string()
}

// ---------------------------------------------------------------- setup

/// Every ordered pair of start squares (the start tile `D` goes on the first).
const START_PAIRS: [[Start; 2]; 6] = [
    [Start::Meppel, Start::Charleroi],
    [Start::Charleroi, Start::Meppel],
    [Start::Meppel, Start::Eindhoven],
    [Start::Eindhoven, Start::Charleroi],
    [Start::Charleroi, Start::Eindhoven],
    [Start::Eindhoven, Start::Meppel],
];

/// Setup, step 1–3, over many seeds and every pair of start squares: `D` rot 0 on the first
/// start square and a tile on the second; 20 chips, each on a square that takes tiles, none on
/// or orthogonally next to a used start square or a large city, none orthogonally next to
/// another, no more of a colour and value than the box holds; six island stacks of five and
/// 40 face-down tiles; every tile of the 72 used once.
#[test]
fn seeded_setups_follow_the_rules() {
    let pairs = START_PAIRS;
    let large_city = |c: Cell| matches!(map::square(c), Some(Square::LargeCity(_)));
    let neighbours =
        |c: Cell| [(0, -1), (1, 0), (0, 1), (-1, 0)].map(|(dx, dy)| cell(c.x + dx, c.y + dy));
    let d = tile("D");
    for seed in 0..300u64 {
        let starts = pairs[seed as usize % pairs.len()];
        let options = BeneluxOptions {
            starts,
            ..BeneluxOptions::default()
        };
        let setup = Setup {
            players: 2 + seed as usize % 5,
            options: GameOptions::Benelux(options),
            seed,
            deck: None,
            mode_setup: None,
        };
        let ctx = format!("seed {seed}, starts {starts:?}");
        let g = Game::new(&setup).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        // The start tiles.
        let first = g
            .board()
            .at(starts[0].cell())
            .expect("a tile on the first start");
        assert_eq!((first.tile, first.rot), (d, 0), "{ctx}");
        assert!(g.board().at(starts[1].cell()).is_some(), "{ctx}");
        assert_eq!(g.board().tiles().len(), 2, "{ctx}");
        // The whole setup as a record writes it.
        let dealt = setup.dealt().unwrap();
        let deck = dealt.deck.as_ref().expect("an explicit deck");
        assert_eq!(deck.len(), 40, "{ctx}");
        let written = serde_json::to_value(dealt.mode_setup.as_ref().expect("a setup")).unwrap();
        assert_eq!(written["starts"], json!(starts), "{ctx}");
        let second = g.board().at(starts[1].cell()).unwrap();
        assert_eq!(
            written["second_start"],
            json!({"tile": catalog().get(second.tile).name, "rot": second.rot as i64 * 90}),
            "{ctx}"
        );
        // Island stacks: 6 of 5, the top face up, four under it.
        let mut names: Vec<String> = deck.clone();
        names.push("D".into());
        names.push(catalog().get(second.tile).name.clone());
        for colour in ["purple", "light-blue", "orange"] {
            for s in 0..2 {
                let stack = written["islands"][colour][s].as_array().expect("a stack");
                assert_eq!(stack.len(), 5, "{ctx}: {colour} {s}");
                names.extend(stack.iter().map(|t| t.as_str().unwrap().to_string()));
            }
        }
        let islands = bview(&g)["islands"].clone();
        for (i, island) in islands.as_array().unwrap().iter().enumerate() {
            for (s, st) in island["stacks"].as_array().unwrap().iter().enumerate() {
                let colour = island["colour"].as_str().unwrap();
                assert_eq!(st["top"], written["islands"][colour][s][0], "{ctx}");
                assert_eq!(st["below"], 4, "{ctx}");
                assert_eq!(st["index"], i * 2 + s, "{ctx}");
            }
        }
        // Every tile of the set once: 2 + 30 + 40 = 72.
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for n in &names {
            *counts.entry(n.clone()).or_default() += 1;
        }
        let set = tessera_engine::modes::classic::setup::tile_set(&options.classic());
        for (t, &n) in catalog().tiles.iter().zip(&set) {
            assert_eq!(
                counts.get(&t.name).copied().unwrap_or(0),
                n as usize,
                "{ctx}: {}",
                t.name
            );
        }
        assert_eq!(names.len(), 72, "{ctx}");
        // The chips.
        let chips = written["chips"].as_array().expect("chips");
        assert_eq!(chips.len(), chips::ON_BOARD, "{ctx}");
        let used: Vec<Cell> = starts.iter().map(|s| s.cell()).collect();
        let laid: Vec<Cell> = chips
            .iter()
            .map(|c| {
                cell(
                    c["x"].as_i64().unwrap() as i32,
                    c["y"].as_i64().unwrap() as i32,
                )
            })
            .collect();
        let mut by_kind: HashMap<(String, u64), usize> = HashMap::new();
        for (c, k) in laid.iter().zip(chips) {
            let sq = map::square(*c).unwrap_or_else(|| panic!("{ctx}: chip off the board at {c}"));
            assert!(sq.takes_tile(), "{ctx}: chip on {sq:?} at {c}");
            assert!(!used.contains(c), "{ctx}: chip on a used start square {c}");
            for n in neighbours(*c) {
                assert!(
                    !used.contains(&n),
                    "{ctx}: chip at {c} next to a used start square"
                );
                assert!(!large_city(n), "{ctx}: chip at {c} next to a large city");
                assert!(!laid.contains(&n), "{ctx}: chips at {c} and {n} touch");
            }
            *by_kind
                .entry((
                    k["colour"].as_str().unwrap().into(),
                    k["value"].as_u64().unwrap(),
                ))
                .or_default() += 1;
        }
        for ((colour, value), n) in &by_kind {
            let box_has = match value {
                1 => 6,
                2 => 4,
                v => panic!("{ctx}: a {colour} chip worth {v}"),
            };
            assert!(*n <= box_has, "{ctx}: {n} {colour} chips worth {value}");
        }
        let distinct: HashSet<Cell> = laid.iter().copied().collect();
        assert_eq!(
            distinct.len(),
            chips::ON_BOARD,
            "{ctx}: two chips on one square"
        );
        // The view shows the same squares, face down.
        let shown: Vec<Value> = bview(&g)["chips"].as_array().unwrap().clone();
        assert_eq!(shown.len(), chips::ON_BOARD, "{ctx}");
        for c in &shown {
            let keys: Vec<&String> = c.as_object().unwrap().keys().collect();
            assert_eq!(
                keys,
                ["colour", "x", "y"],
                "{ctx}: a face-down chip shows {c}"
            );
        }
    }
}

/// The dealt setup starts the same game as the seed alone, and a written record replays it.
#[test]
fn dealt_setup_is_the_seeds_game() {
    for seed in [0u64, 7, 99] {
        let setup = Setup {
            players: 3,
            options: GameOptions::Benelux(BeneluxOptions::default()),
            seed,
            deck: None,
            mode_setup: None,
        };
        let a = Game::new(&setup).unwrap();
        let b = Game::new(&setup.dealt().unwrap()).unwrap();
        assert_eq!(view(&a), view(&b), "seed {seed}");
        assert_eq!(a.written_setup(), b.written_setup(), "seed {seed}");
    }
}

// ---------------------------------------------------------------- chips

/// Collecting chips: a tile laid on a chip's square scores its 1 or 2 points at once (a
/// `chip` score, occasion `collected`); the chip goes to the player's hand face up and leaves
/// the board. While it lies face down the view shows its colour only.
#[test]
fn a_tile_on_a_chip_scores_it_at_once() {
    let r = benelux(
        "{}",
        2,
        &["U", "U", "U"],
        json!({"chips": [chip(14, 2, "purple", 2), chip(10, 2, "orange", 1), chip(3, 9, "light-blue", 1)]}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 14, "y": 2, "rot": 0}]"#,
    );
    // Before: three chips face down, values hidden.
    let r0 = Record::from_json(&r).unwrap();
    let before = r0.start().unwrap();
    let chips_before = bview(&before)["chips"].clone();
    assert_eq!(
        chips_before,
        json!([{"x": 10, "y": 2, "colour": "orange"}, {"x": 14, "y": 2, "colour": "purple"},
               {"x": 3, "y": 9, "colour": "light-blue"}])
    );
    assert!(
        !bview(&before).to_string().contains("value"),
        "a face-down value shows"
    );

    let (g, ev) = replay(&r);
    assert_eq!(g.scores(), vec![0, 2]);
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].feature, FeatureKind::Chip);
    assert_eq!(s[0].occasion, Occasion::Collected);
    assert_eq!(s[0].cells, cells(&[(14, 2)]));
    assert_eq!(s[0].players, vec![1]);
    assert_eq!(s[0].points, 2);
    assert!(!s[0].final_scoring);
    assert_eq!(s[0].reason, "map chip collected: 2");
    // The chip is in P1's hand, face up, and off the board.
    assert_eq!(held(&g, 1), json!([{"colour": "purple", "value": 2}]));
    assert_eq!(held(&g, 0), json!([]));
    assert_eq!(
        bview(&g)["chips"],
        json!([{"x": 10, "y": 2, "colour": "orange"}, {"x": 3, "y": 9, "colour": "light-blue"}])
    );
    assert_eq!(bview(&g)["spent"], json!([0, 0]));
    // A chip worth 1.
    let r = benelux(
        "{}",
        2,
        &["U", "U"],
        json!({"chips": [chip(10, 2, "orange", 1)]}),
        r#"[{"tile": "U", "x": 11, "y": 2, "rot": 0},
            {"tile": "U", "x": 10, "y": 2, "rot": 0}]"#,
    );
    let (g, ev) = replay(&r);
    assert_eq!(g.scores(), vec![0, 1]);
    assert_eq!(scored(&ev)[0].reason, "map chip collected: 1");
    assert_eq!(held(&g, 1), json!([{"colour": "orange", "value": 1}]));
}

// ---------------------------------------------------------------- island tiles

/// P1 collects a purple chip on move 2; after P0's move 3 P1 may choose: the face-down deck
/// or the purple island's face-up tile (`V`, with `U` under it; the other stack is empty).
fn island_game(islands: Value) -> String {
    benelux(
        "{}",
        2,
        &["U", "U", "U", "U", "U"],
        json!({"chips": [chip(14, 2, "purple", 2)], "islands": islands}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 14, "y": 2, "rot": 0},
            {"tile": "U", "x": 11, "y": 2, "rot": 0}]"#,
    )
}

fn purple_v_u() -> Value {
    json!({"purple": [["V", "U"], []], "light-blue": [["B"], []], "orange": [[], []]})
}

/// `V` from purple stack 0, laid at (15,2) on the road's east end.
fn v_from_purple(source: TileSource) -> Move {
    Move {
        source,
        ..Move::new(tile("V"), cell(15, 2), 0, Action::None)
    }
}

/// A turn: a player holding a chip may take the face-up tile of an island of its colour
/// instead of drawing; they give up one chip of that colour (its points stay), and the next
/// tile of the stack is turned face up at the end of the turn.
#[test]
fn a_chip_buys_the_top_of_its_islands_stack() {
    let (mut g, _) = replay(&island_game(purple_v_u()));
    assert_eq!(g.current_player(), 1);
    assert!(g.choosing_source(), "P1 holds a chip: they choose first");
    assert_eq!(g.hand(), None, "nothing is drawn before the choice");
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.sources(), vec![TileSource::Deck, TileSource::Stack(0)]);
    let v = view(&g);
    assert_eq!(v["choosing_source"], true);
    assert_eq!(
        v["sources"],
        json!([{"from": "deck"}, {"from": "stack", "index": 0}])
    );
    assert_eq!(stack_view(&g, 0)["top"], "V");
    assert_eq!(stack_view(&g, 0)["below"], 1);
    let deck_before = g.deck_len();

    g.take(TileSource::Stack(0))
        .expect("P1 may take the purple top");
    assert_eq!(g.hand(), Some(tile("V")));
    assert_eq!(g.hand_source(), TileSource::Stack(0));
    assert!(!g.choosing_source());
    assert_eq!(
        g.deck_len(),
        deck_before,
        "an island tile uses up no face-down tile"
    );
    assert_eq!(held(&g, 1), json!([]), "the purple chip is given up");
    assert_eq!(bview(&g)["spent"], json!([0, 1]));
    assert_eq!(g.scores(), vec![0, 2], "its points stay scored");
    // The tile under it stays face down until the turn ends.
    assert_eq!(stack_view(&g, 0)["top"], Value::Null);
    assert_eq!(stack_view(&g, 0)["below"], 1);
    assert!(!view(&g).to_string().contains(r#""top":"U""#));
    assert_eq!(
        g.take(TileSource::Deck).unwrap_err(),
        RuleError::NoChoiceOfSource,
        "a tile in hand is not exchanged"
    );
    let ev = g.apply(&v_from_purple(TileSource::Stack(0))).unwrap();
    assert!(matches!(&ev[0], Event::TilePlaced { tile, x: 15, y: 2, .. } if tile == "V"));
    // The turn is over: `U` is turned face up; P0 holds no chip and has drawn.
    assert_eq!(stack_view(&g, 0)["top"], "U");
    assert_eq!(stack_view(&g, 0)["below"], 0);
    assert_eq!(g.current_player(), 0);
    assert!(!g.choosing_source());
    assert_eq!(g.hand(), Some(tile("U")));
    assert_eq!(g.deck_len(), deck_before - 1);
}

/// The same turn by one move (`apply` takes and plays), as a record names it, and refused
/// with nothing changed when the tile named is not the island's top.
#[test]
fn an_island_move_in_one_step_and_in_a_record() {
    let (g0, _) = replay(&island_game(purple_v_u()));
    let mut g = g0.clone();
    let ev = g.apply(&v_from_purple(TileSource::Stack(0))).unwrap();
    assert_eq!(
        ev[0],
        Event::TileTaken {
            player: 1,
            tile: "V".into(),
            source: TileSource::Stack(0)
        }
    );
    // The record line names the island and the stack, and replays to the same game.
    let rm = tessera_engine::record::RecordMove::from_move(&v_from_purple(TileSource::Stack(0)));
    assert_eq!((rm.island.as_deref(), rm.stack), (Some("purple"), Some(0)));
    let mut r: Value = serde_json::from_str(&island_game(purple_v_u())).unwrap();
    r["moves"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::to_value(&rm).unwrap());
    assert_eq!(
        r["moves"][3],
        json!({"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "purple", "stack": 0})
    );
    let (replayed, rev) = replay(&r.to_string());
    assert_eq!(view(&replayed), view(&g));
    assert!(rev.contains(&ev[0]));
    // Wrong tile: refused, the choice still open and the chip still held.
    let mut h = g0.clone();
    let wrong = Move {
        source: TileSource::Stack(0),
        ..Move::new(tile("U"), cell(15, 2), 0, Action::None)
    };
    assert_eq!(
        h.apply(&wrong).unwrap_err().to_string(),
        "the tile in hand is V, not U"
    );
    assert!(h.choosing_source());
    assert_eq!(view(&h), view(&g0));
}

/// With both stacks of an island left, either top may be taken; an island's last tile
/// leaves its stack empty, and an empty stack is offered no more.
#[test]
fn either_stack_of_an_island_and_the_last_tile() {
    let (g, _) = replay(&island_game(
        json!({"purple": [["V"], ["W"]], "light-blue": [[], []], "orange": [[], []]}),
    ));
    assert_eq!(
        g.sources(),
        vec![TileSource::Deck, TileSource::Stack(0), TileSource::Stack(1)]
    );
    let mut h = g.clone();
    h.take(TileSource::Stack(1)).unwrap();
    assert_eq!(h.hand(), Some(tile("W")));
    let mut h = g.clone();
    h.apply(&v_from_purple(TileSource::Stack(0))).unwrap();
    assert_eq!(
        stack_view(&h, 0),
        json!({"index": 0, "stack": 0, "x": 6, "y": 1, "top": null, "below": 0})
    );
    assert_eq!(stack_view(&h, 1)["top"], "W");
}

/// Refusals in words, through `Game::take` and through a record's moves: no chip of the
/// island's colour, an empty stack, a stack that does not exist, a face-up tile that fits
/// nowhere; a record's unknown island, or an island without its stack number.
#[test]
fn island_refusals_in_words() {
    let (g, _) = replay(&island_game(purple_v_u()));
    let take = |s| g.clone().take(s).unwrap_err().to_string();
    assert_eq!(
        take(TileSource::Stack(1)),
        "the purple island's stack 1 is empty"
    );
    assert_eq!(
        take(TileSource::Stack(2)),
        "you hold no light-blue chip, so you cannot take a tile from the light-blue island"
    );
    assert_eq!(
        take(TileSource::Stack(4)),
        "the orange island's stack 0 is empty"
    );
    assert_eq!(
        take(TileSource::Stack(6)),
        "there is no island stack number 6"
    );
    assert_eq!(
        take(TileSource::Stack(255)),
        "there is no island stack number 255"
    );
    // A refused take changes nothing.
    let mut h = g.clone();
    assert!(h.take(TileSource::Stack(2)).is_err());
    assert_eq!(view(&h), view(&g));
    // P0 holds no chip: no choice is open at all.
    let (p0, _) = replay(&benelux(
        "{}",
        2,
        &["U", "U"],
        json!({"islands": purple_v_u()}),
        "[]",
    ));
    assert!(!p0.choosing_source());
    assert_eq!(p0.sources(), vec![TileSource::Deck]);
    assert_eq!(
        p0.clone().take(TileSource::Stack(0)).unwrap_err(),
        RuleError::NoChoiceOfSource
    );

    // The same refusals as record moves.
    let with_move = |extra: &str| {
        let mut r: Value = serde_json::from_str(&island_game(purple_v_u())).unwrap();
        r["moves"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::from_str(extra).unwrap());
        r.to_string()
    };
    let cases = [
        (r#"{"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "purple", "stack": 1}"#,
         "move 4: the purple island's stack 1 is empty"),
        (r#"{"tile": "B", "x": 15, "y": 2, "rot": 0, "island": "light-blue", "stack": 0}"#,
         "move 4: you hold no light-blue chip, so you cannot take a tile from the light-blue island"),
        (r#"{"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "green", "stack": 0}"#,
         r#"move 4: unknown island "green" (islands: purple, light-blue, orange)"#),
        (r#"{"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "purple"}"#,
         "move 4: an island tile names its island and its stack (0 or 1)"),
        (r#"{"tile": "V", "x": 15, "y": 2, "rot": 0, "stack": 0}"#,
         "move 4: an island tile names its island and its stack (0 or 1)"),
        (r#"{"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "purple", "stack": 2}"#,
         "move 4: there is no island stack number 2"),
        (r#"{"tile": "U", "x": 15, "y": 2, "rot": 0, "island": "purple", "stack": 0}"#,
         "move 4: the tile in hand is V, not U"),
    ];
    for (m, want) in cases {
        assert_eq!(refused(&with_move(m)), want, "{m}");
    }
    // Without a chip at all (P0's first move).
    let r = benelux(
        "{}",
        2,
        &["V"],
        json!({"islands": purple_v_u()}),
        r#"[{"tile": "V", "x": 13, "y": 2, "rot": 0, "island": "purple", "stack": 0}]"#,
    );
    assert_eq!(
        refused(&r),
        "move 1: you hold no purple chip, so you cannot take a tile from the purple island"
    );
}

/// A face-up island tile that fits nowhere on the board may not be taken. `G` closes the
/// start tile's city against the orange island; then the purple `C` (city on every side)
/// fits nowhere, while the other purple stack's `V` does.
#[test]
fn an_island_tile_that_fits_nowhere_is_not_offered() {
    let moves = r#"[{"tile": "G", "x": 12, "y": 1, "rot": 90},
                    {"tile": "U", "x": 13, "y": 2, "rot": 0},
                    {"tile": "U", "x": 14, "y": 2, "rot": 0},
                    {"tile": "U", "x": 11, "y": 2, "rot": 0}]"#;
    let islands = json!({"purple": [["C"], ["V"]], "light-blue": [[], []], "orange": [[], []]});
    let r = benelux(
        "{}",
        2,
        &["G", "U", "U", "U", "U"],
        json!({"chips": [chip(14, 2, "purple", 1)], "islands": islands}),
        moves,
    );
    let (g, _) = replay(&r);
    assert_eq!(g.current_player(), 0);
    assert!(g.choosing_source());
    assert!(!g.fits_anywhere(tile("C")));
    assert_eq!(g.sources(), vec![TileSource::Deck, TileSource::Stack(1)]);
    let want = "the C on the purple island fits nowhere on the board, so it may not be taken";
    assert_eq!(
        g.clone()
            .take(TileSource::Stack(0))
            .unwrap_err()
            .to_string(),
        want
    );
    let mut r: Value = serde_json::from_str(&r).unwrap();
    r["moves"]
        .as_array_mut()
        .unwrap()
        .push(json!({"tile": "C", "x": 12, "y": 3, "rot": 0, "island": "purple", "stack": 0}));
    assert_eq!(refused(&r.to_string()), format!("move 5: {want}"));
}

// ---------------------------------------------------------------- the board

/// Only board squares take tiles: a wave, an island (even with its stacks gone), a large city
/// or a square off the board is refused with its reason, and never offered.
#[test]
fn blocked_squares_are_refused_with_their_reason() {
    let r = benelux("{}", 2, &["U"], json!({}), "[]");
    let (g, _) = replay(&r);
    let cases = [
        ((2, 2), "a wave square"),
        ((3, 5), "a wave square"),
        ((1, 8), "a wave square"),
        ((6, 1), "an island"),
        ((10, 0), "an island"),
        ((12, 0), "an island"),
        ((7, 3), "Amsterdam, a large city"),
        ((7, 4), "Amsterdam, a large city"),
        ((5, 7), "Brussels, a large city"),
        ((6, 7), "Brussels, a large city"),
        ((16, 2), "off the board"),
        ((12, -1), "off the board"),
        ((-1, 9), "off the board"),
        ((6, 11), "off the board"),
        ((500, -500), "off the board"),
    ];
    for ((x, y), what) in cases {
        let mv = Move::new(tile("U"), cell(x, y), 0, Action::None);
        let e = g.clone().apply(&mv).unwrap_err();
        assert_eq!(e, blocked(cell(x, y), what), "({x},{y})");
        assert_eq!(
            e.to_string(),
            format!("({x},{y}) is {what}: no tile may be placed there")
        );
        // The same as a record move.
        let r = benelux(
            "{}",
            2,
            &["U"],
            json!({}),
            &format!(r#"[{{"tile": "U", "x": {x}, "y": {y}, "rot": 0}}]"#),
        );
        let e = replay_err(&r);
        assert_eq!(move_error(&e), (1, &blocked(cell(x, y), what)));
    }
    // An ordinary square not touching a tile is refused for that, not for the map.
    let e = g
        .clone()
        .apply(&Move::new(tile("U"), cell(0, 0), 0, Action::None));
    assert!(matches!(e, Err(RuleError::NotAdjacent { .. })), "{e:?}");
    // Nothing blocked is ever offered.
    for m in g.legal_moves() {
        assert!(map::square(m.cell).is_some_and(Square::takes_tile), "{m:?}");
    }
}

/// A road running into the board's edge and into a large city is closed at both ends and
/// scores as completed: `U` rot 90 on Charleroi (6,9), `U` rot 90 below it on the bottom
/// row (its south edge faces off the board), then one above it facing Brussels (6,7).
#[test]
fn a_road_closed_by_the_edge_and_a_large_city_completes() {
    let r = benelux(
        "{}",
        2,
        &["U", "U"],
        json!({"second_start": {"tile": "U", "rot": 90}}),
        r#"[{"tile": "U", "x": 6, "y": 10, "rot": 90, "figure": {"kind": "meeple", "at": "N"}},
            {"tile": "U", "x": 6, "y": 8, "rot": 90}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].feature, FeatureKind::Road);
    assert!(!s[0].final_scoring);
    assert_eq!(s[0].occasion, Occasion::Completed);
    assert_eq!(s[0].reason, "road of 3 tiles, completed: 3");
    assert_eq!(s[0].cells, cells(&[(6, 8), (6, 9), (6, 10)]));
    assert_eq!(g.scores(), vec![3, 0]);
    assert_eq!(g.players()[0].followers(), 7, "the follower is back");
}

/// A road running into a wave is closed there: from a junction `W` at (7,9) west along row 9
/// to a `V` at (1,9) that turns north into the wave at (1,8): 7 tiles.
#[test]
fn a_road_closed_by_a_wave_completes() {
    let r = benelux(
        "{}",
        2,
        &["W", "U", "U", "U", "U", "V"],
        json!({}),
        r#"[{"tile": "W", "x": 7, "y": 9, "rot": 0, "figure": {"kind": "meeple", "at": "W"}},
            {"tile": "U", "x": 5, "y": 9, "rot": 0},
            {"tile": "U", "x": 4, "y": 9, "rot": 0},
            {"tile": "U", "x": 3, "y": 9, "rot": 0},
            {"tile": "U", "x": 2, "y": 9, "rot": 0}]"#,
    );
    let (g, ev) = replay(&r);
    assert!(scored(&ev).is_empty(), "still open at (1,9)");
    assert_eq!(g.hand(), Some(tile("V")));
    let mut g = g;
    let ev = g
        .apply(&Move::new(tile("V"), cell(1, 9), 2, Action::None))
        .unwrap();
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].reason, "road of 7 tiles, completed: 7");
    assert_eq!(s[0].players, vec![0]);
    assert_eq!(
        s[0].cells,
        cells(&[(1, 9), (2, 9), (3, 9), (4, 9), (5, 9), (6, 9), (7, 9)])
    );
    assert_eq!(g.scores(), vec![7, 0]);
    assert!(g.is_finished());
}

/// A city closed by the board's edge is complete, and so is one closed by an island; a field
/// simply ends at the edge and scores at the end for the completed city it borders.
/// `E` rot 180 (city S) on Charleroi, `G` rot 90 (city N–S) below it on the bottom row; a
/// farmer on the monastery `B`'s field at (5,10), which joins `G`'s west field.
#[test]
fn cities_closed_by_the_edge_or_an_island_and_fields_that_end_there() {
    let r = benelux(
        "{}",
        2,
        &["G", "B"],
        json!({"second_start": {"tile": "E", "rot": 180}}),
        r#"[{"tile": "G", "x": 6, "y": 10, "rot": 90, "figure": {"kind": "meeple", "at": "N"}},
            {"tile": "B", "x": 5, "y": 10, "rot": 0, "figure": {"kind": "meeple", "at": "NNW"}}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    assert_eq!(s[0].reason, "city of 2 tiles, completed: 4");
    assert_eq!(s[0].cells, cells(&[(6, 9), (6, 10)]));
    assert_eq!(s[0].players, vec![0]);
    let fields: Vec<_> = s
        .iter()
        .filter(|s| s.feature == FeatureKind::Field)
        .collect();
    assert_eq!(fields.len(), 1, "{s:?}");
    assert!(fields[0].final_scoring);
    assert_eq!(fields[0].players, vec![1]);
    assert_eq!(fields[0].points, 3);
    assert_eq!(g.scores(), vec![4, 3]);

    // The start tile's city runs north into (12,1); `G` there faces the orange island.
    let r = benelux(
        "{}",
        2,
        &["G"],
        json!({}),
        r#"[{"tile": "G", "x": 12, "y": 1, "rot": 90, "figure": {"kind": "meeple", "at": "S"}}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    assert_eq!(s[0].reason, "city of 2 tiles, completed: 4");
    assert_eq!(s[0].cells, cells(&[(12, 1), (12, 2)]));
    assert_eq!(g.scores(), vec![4, 0]);
}

/// Around a monastery a blocked square counts as filled. At (14,0) on the top row, next to
/// the orange island, three squares are off the board and one is an island: four tiles
/// around it complete it (9 points).
#[test]
fn a_monastery_by_the_edge_and_an_island_completes_with_four_neighbours() {
    let r = benelux(
        "{}",
        2,
        &["U", "U", "U", "B", "U", "B"],
        json!({}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 13, "y": 1, "rot": 0},
            {"tile": "U", "x": 14, "y": 1, "rot": 0},
            {"tile": "B", "x": 14, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "C"}},
            {"tile": "U", "x": 15, "y": 1, "rot": 0},
            {"tile": "B", "x": 15, "y": 0, "rot": 0}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].feature, FeatureKind::Monastery);
    assert!(!s[0].final_scoring);
    assert_eq!(
        s[0].reason,
        "monastery surrounded by 4 tiles and 4 closed squares, completed: 9"
    );
    assert_eq!(s[0].cells, cells(&[(14, 0)]));
    assert_eq!(g.scores(), vec![0, 9]);
    assert_eq!(g.board().neighbours8(cell(14, 0)), 8);
}

/// A monastery next to a wave, unfinished at the end: 1 + its neighbours, the wave among
/// them. `A` rot 270 (monastery, road east) at (2,9) at the end of a road from Charleroi:
/// the wave (1,8) and the `U` at (3,9) around it, 3 points.
#[test]
fn a_wave_counts_as_filled_around_a_monastery() {
    let r = benelux(
        "{}",
        2,
        &["U", "U", "U", "A"],
        json!({}),
        r#"[{"tile": "U", "x": 5, "y": 9, "rot": 0},
            {"tile": "U", "x": 4, "y": 9, "rot": 0},
            {"tile": "U", "x": 3, "y": 9, "rot": 0},
            {"tile": "A", "x": 2, "y": 9, "rot": 270, "figure": {"kind": "meeple", "at": "C"}}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].feature, FeatureKind::Monastery);
    assert!(s[0].final_scoring);
    assert_eq!(s[0].points, 3);
    assert_eq!(
        s[0].reason,
        "unfinished monastery with 1 neighbouring tile and 1 closed square: 1 + 2 = 3"
    );
    assert_eq!(g.scores(), vec![0, 3]);
}

// ---------------------------------------------------------------- the game end

/// The game ends after the turn in which the last face-down tile is placed, even with
/// island tiles left. Final scoring is Classic's; island tiles and chips still on the board
/// give nothing, chips in hand neither add nor lose points.
#[test]
fn the_game_ends_with_the_last_face_down_tile() {
    let r = benelux(
        "{}",
        2,
        &["U", "U"],
        json!({"chips": [chip(14, 2, "purple", 2), chip(3, 9, "orange", 1)],
               "islands": {"purple": [["V", "U"], ["B"]], "light-blue": [["W"], []], "orange": [[], ["U"]]}}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0, "figure": {"kind": "meeple", "at": "E"}},
            {"tile": "U", "x": 14, "y": 2, "rot": 0}]"#,
    );
    let (g, ev) = replay(&r);
    assert!(g.is_finished());
    assert_eq!(g.hand(), None);
    assert_eq!(g.sources(), vec![], "no island tile after the end");
    assert_eq!(
        g.clone().take(TileSource::Stack(0)).unwrap_err(),
        RuleError::GameOver
    );
    let s = scored(&ev);
    assert_eq!(s.len(), 2, "{s:?}");
    assert_eq!(
        (s[0].feature, s[0].points, s[0].players.clone()),
        (FeatureKind::Chip, 2, vec![1])
    );
    assert!(s[1].final_scoring);
    assert_eq!(s[1].reason, "unfinished road of 3 tiles: 3");
    assert_eq!(g.scores(), vec![3, 2]);
    assert_eq!(ev.last(), Some(&Event::GameOver { scores: vec![3, 2] }));
    // What was left stays where it was.
    assert_eq!(held(&g, 1), json!([{"colour": "purple", "value": 2}]));
    assert_eq!(
        bview(&g)["chips"],
        json!([{"x": 3, "y": 9, "colour": "orange"}])
    );
    assert_eq!(stack_view(&g, 0)["top"], "V");
}

/// An island tile uses up no face-down tile: with one face-down tile left, a player who
/// takes from an island plays on, and the game ends after the next player places the last
/// face-down tile.
#[test]
fn an_island_tile_does_not_end_the_game() {
    let r = benelux(
        "{}",
        2,
        &["U", "U", "U", "U"],
        json!({"chips": [chip(14, 2, "purple", 2)], "islands": purple_v_u()}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 14, "y": 2, "rot": 0},
            {"tile": "U", "x": 11, "y": 2, "rot": 0},
            {"tile": "V", "x": 15, "y": 2, "rot": 0, "island": "purple", "stack": 0}]"#,
    );
    let (mut g, _) = replay(&r);
    assert!(!g.is_finished());
    assert_eq!(g.deck_len(), 0, "the last face-down tile is in hand");
    assert_eq!(g.hand(), Some(tile("U")));
    let mv = g.legal_moves()[0];
    let ev = g.apply(&mv).unwrap();
    assert!(g.is_finished());
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
    assert_eq!(stack_view(&g, 0)["top"], "U", "left on the island");
}

/// A player who could take an island tile is never forced to draw, so the game does not end
/// while they can, even when no face-down tile fits anywhere. P1 collects a purple chip on
/// move 2; P0's `G` closes the start tile's city against the orange island on move 3, and the
/// last face-down tile, `C` (city on every side), now fits nowhere. P1 is offered the purple
/// island only (drawing could only set `C` aside and end the game) and plays its `V`; then
/// P0, who holds no chip, draws `C`, it is set aside, and the game ends.
#[test]
fn a_player_who_can_take_an_island_tile_keeps_the_game_going() {
    let r = benelux(
        "{}",
        2,
        &["U", "U", "G", "C"],
        json!({"chips": [chip(14, 2, "purple", 2)], "islands": purple_v_u()}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 14, "y": 2, "rot": 0},
            {"tile": "G", "x": 12, "y": 1, "rot": 90}]"#,
    );
    let (mut g, ev) = replay(&r);
    assert!(!g.is_finished(), "the game goes on");
    assert!(
        !ev.contains(&Event::TileDiscarded { tile: "C".into() }),
        "C is still face down"
    );
    assert_eq!(g.current_player(), 1);
    assert_eq!(g.deck_len(), 1);
    assert!(!g.fits_anywhere(tile("C")));
    assert!(g.choosing_source(), "P1 holds a purple chip");
    assert_eq!(g.sources(), vec![TileSource::Stack(0)]);
    let no_draw = "no face-down tile fits anywhere on the board: take a tile from an island";
    assert_eq!(
        g.clone().take(TileSource::Deck).unwrap_err().to_string(),
        no_draw
    );
    // A record cannot draw here either.
    let mut drawn: Value = serde_json::from_str(&r).unwrap();
    drawn["moves"]
        .as_array_mut()
        .unwrap()
        .push(json!({"tile": "C", "x": 15, "y": 2, "rot": 0}));
    assert_eq!(refused(&drawn.to_string()), format!("move 4: {no_draw}"));
    // P1 takes V from the purple island; P0 then draws C, which fits nowhere: the end.
    let ev = g.apply(&v_from_purple(TileSource::Stack(0))).unwrap();
    assert!(
        ev.contains(&Event::TileDiscarded { tile: "C".into() }),
        "{ev:?}"
    );
    assert!(g.is_finished());
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
    assert_eq!(stack_view(&g, 0)["top"], "U", "left on the island");
}

// ---------------------------------------------------------------- options

/// `followers`: 7 by default, 9 when chosen; the Abbot is played as in Classic (placed on a
/// monastery, recalled for 1 + its neighbours).
#[test]
fn followers_option_and_the_abbot() {
    for (options, n) in [
        ("{}", 7),
        (r#"{"followers": 9}"#, 9),
        (r#"{"followers": 7}"#, 7),
    ] {
        let (g, _) = replay(&benelux(options, 3, &["U"], json!({}), "[]"));
        for p in g.players() {
            assert_eq!(p.followers(), n, "{options}");
            assert!(!p.has(tessera_engine::FigureKind::Abbot), "{options}");
        }
        assert_eq!(view(&g)["players"][0]["followers"], n);
    }
    let r = benelux(
        r#"{"abbot": true, "followers": 9}"#,
        2,
        &["B", "U", "U"],
        json!({}),
        r#"[{"tile": "B", "x": 12, "y": 3, "rot": 0, "figure": {"kind": "abbot", "at": "C"}},
            {"tile": "U", "x": 13, "y": 2, "rot": 0, "figure": {"kind": "meeple", "at": "E"}},
            {"tile": "U", "x": 11, "y": 2, "rot": 0, "recall_abbot": true}]"#,
    );
    let (g, ev) = replay(&r);
    let s = scored(&ev);
    let recalled: Vec<_> = s
        .iter()
        .filter(|s| s.occasion == Occasion::Recalled)
        .collect();
    assert_eq!(recalled.len(), 1, "{s:?}");
    assert_eq!(recalled[0].points, 4, "{:?}", recalled[0]);
    assert_eq!(recalled[0].cells, cells(&[(12, 3)]));
    assert!(
        g.players()[0].has(tessera_engine::FigureKind::Abbot),
        "back in supply"
    );
    assert_eq!(
        g.players()[1].followers(),
        8,
        "the road's follower stays on the board"
    );
    // A monastery's blocked neighbours count for an abbot recalled too: the Abbot on (14,0)
    // by the edge and the island, recalled with three tiles around it.
    let r = benelux(
        r#"{"abbot": true}"#,
        2,
        &["U", "U", "U", "B", "U", "U"],
        json!({}),
        r#"[{"tile": "U", "x": 13, "y": 2, "rot": 0},
            {"tile": "U", "x": 13, "y": 1, "rot": 0},
            {"tile": "U", "x": 14, "y": 1, "rot": 0},
            {"tile": "B", "x": 14, "y": 0, "rot": 0, "figure": {"kind": "abbot", "at": "C"}},
            {"tile": "U", "x": 14, "y": 2, "rot": 0},
            {"tile": "U", "x": 15, "y": 1, "rot": 0, "recall_abbot": true}]"#,
    );
    let (_, ev) = replay(&r);
    let s = scored(&ev);
    let recalled: Vec<_> = s
        .iter()
        .filter(|s| s.occasion == Occasion::Recalled)
        .collect();
    assert_eq!(recalled.len(), 1, "{s:?}");
    // 4 blocked + (13,1) (14,1) (15,1) = 7 around it.
    assert_eq!(recalled[0].points, 8, "{:?}", recalled[0]);
}

/// A face-down tile that fits nowhere is handled as in Classic (`unplaceable`): discarded,
/// or shuffled back, and the player draws again. `G` closes the only open city edge; the
/// `C` drawn next fits nowhere.
#[test]
fn a_drawn_tile_that_fits_nowhere() {
    let moves = r#"[{"tile": "G", "x": 12, "y": 1, "rot": 90}]"#;
    let (g, ev) = replay(&benelux("{}", 2, &["G", "C", "U"], json!({}), moves));
    assert!(
        ev.contains(&Event::TileDiscarded { tile: "C".into() }),
        "{ev:?}"
    );
    assert_eq!(g.hand(), Some(tile("U")));
    assert_eq!(g.current_player(), 1);
    assert_eq!(g.deck_len(), 0);
    let (g, ev) = replay(&benelux(
        r#"{"unplaceable": "reshuffle"}"#,
        2,
        &["G", "C", "U"],
        json!({}),
        moves,
    ));
    assert!(
        ev.contains(&Event::TileReshuffled { tile: "C".into() }),
        "{ev:?}"
    );
    assert_eq!(g.hand(), Some(tile("U")));
    assert_eq!(g.deck_len(), 1, "C is back among the face-down tiles");
}

// ---------------------------------------------------------------- records

fn players_info(n: usize) -> Vec<PlayerInfo> {
    (0..n)
        .map(|i| PlayerInfo {
            name: format!("P{i}"),
            kind: PlayerKind::Ai,
            level: Some("random".into()),
        })
        .collect()
}

/// Play a whole game between random players, writing its record as the program does: the
/// setup dealt out (deck and Benelux setup explicit), then every move.
fn play_recorded(setup: &Setup, seed: u64) -> (Record, Game, Vec<Event>) {
    let dealt = setup.dealt().expect("a valid setup");
    let mut record = Record::new(&dealt, players_info(dealt.players));
    let mut g = Game::new(&dealt).unwrap();
    let mut events = Vec::new();
    let mut player = RandomPlayer::new(seed);
    while let Some(mv) = player.choose(&g) {
        events.extend(g.apply(&mv).expect("the random player's move is legal"));
        record
            .moves
            .push(tessera_engine::record::RecordMove::from_move(&mv));
    }
    (record, g, events)
}

/// A game written by `Setup::dealt` + `Record::new` + its moves survives JSON and replays
/// to the same events and scores, island moves included; the written setup names every
/// part, and the seed alone deals the same.
#[test]
fn records_round_trip() {
    let mut island_moves = 0;
    for seed in 0..6u64 {
        let setup = Setup {
            players: 2 + seed as usize % 3,
            options: GameOptions::Benelux(BeneluxOptions {
                starts: [Start::Eindhoven, Start::Meppel],
                followers: 9,
                abbot: seed % 2 == 0,
                ..BeneluxOptions::default()
            }),
            seed: 1000 + seed,
            deck: None,
            mode_setup: None,
        };
        let (record, g, events) = play_recorded(&setup, seed);
        let json = record.to_json();
        let v: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["mode"], "benelux");
        assert_eq!(v["options"]["followers"], 9);
        assert_eq!(v["deck"].as_array().map(Vec::len), Some(40));
        assert_eq!(v["setup"]["starts"], json!(["eindhoven", "meppel"]));
        assert_eq!(v["setup"]["chips"].as_array().map(Vec::len), Some(20));
        assert!(v["setup"]["second_start"]["tile"].is_string());
        island_moves += v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m.get("island").is_some())
            .count();
        let back = Record::from_json(&json).unwrap();
        assert_eq!(back, record);
        let (replayed, rev) = back.replay().unwrap();
        assert_eq!(replayed.scores(), g.scores(), "seed {seed}");
        assert_eq!(rev, events, "seed {seed}");
        assert_eq!(view(&replayed), view(&g));
        // The same moves on the seed alone (no deck, no setup) replay identically.
        let mut bare = record.clone();
        bare.deck = None;
        bare.setup = None;
        let (again, aev) = bare.replay().unwrap();
        assert_eq!(aev, events, "seed {seed}");
        assert_eq!(again.scores(), g.scores());
    }
    assert!(island_moves > 0, "no island tile was taken in these games");
}

/// Setup, step 2: the chips a record lays out keep the distances the seed's layout keeps. No
/// chip lies beside another chip, beside a large city or beside a start square in use; a
/// corner is fine, and so is an unused start square, on it or beside it. A setup that breaks
/// this is refused with the reason.
#[test]
fn a_records_chips_keep_their_distances() {
    let with = |setup: Value| benelux("{}", 2, &["U"], setup, "[]");
    let cases = [
        (
            json!({"chips": [chip(3, 3, "purple", 1), chip(3, 4, "orange", 1)]}),
            "the chips at (3,3) and (3,4) lie side by side: two chips may touch at a corner only",
        ),
        (
            json!({"chips": [chip(10, 9, "purple", 1), chip(9, 9, "orange", 2)]}),
            "the chips at (10,9) and (9,9) lie side by side: two chips may touch at a corner only",
        ),
        (
            json!({"chips": [chip(4, 7, "purple", 1)]}),
            "the chip at (4,7) lies beside Brussels, a large city: no chip may lie beside a large city",
        ),
        (
            json!({"chips": [chip(8, 3, "purple", 1)]}),
            "the chip at (8,3) lies beside Amsterdam, a large city: no chip may lie beside a large city",
        ),
        (
            json!({"chips": [chip(12, 3, "purple", 1)]}),
            "the chip at (12,3) lies beside Meppel, a start square in use: no chip may lie beside a start square in use",
        ),
        (
            json!({"chips": [chip(5, 9, "light-blue", 2)]}),
            "the chip at (5,9) lies beside Charleroi, a start square in use: no chip may lie beside a start square in use",
        ),
        (
            json!({"starts": ["eindhoven", "meppel"], "chips": [chip(9, 5, "orange", 1)]}),
            "the chip at (9,5) lies beside Eindhoven, a start square in use: no chip may lie beside a start square in use",
        ),
    ];
    for (setup, want) in cases {
        let e = replay_err(&with(setup));
        assert_eq!(e.to_string(), format!("setup: {want}"));
        assert!(
            matches!(
                e,
                RecordError::Setup(tessera_engine::SetupError::ChipSpacing(_))
            ),
            "{e:?}"
        );
    }
    // Corners only, and the unused start square Eindhoven with a chip on it and one beside it
    // at a corner's distance.
    let fine = json!({"chips": [chip(3, 3, "purple", 1), chip(4, 4, "orange", 1),
        chip(8, 2, "purple", 2), chip(13, 1, "orange", 2), chip(9, 6, "light-blue", 1),
        chip(10, 5, "light-blue", 2), chip(13, 8, "purple", 1)]});
    let (g, _) = replay(&with(fine));
    assert_eq!(bview(&g)["chips"].as_array().map(Vec::len), Some(7));
}

/// Invalid Benelux setups and options are refused with a clear error, never a panic.
#[test]
fn invalid_setups_are_refused_in_words() {
    let with = |setup: Value| benelux("{}", 2, &["U"], setup, "[]");
    let cases: Vec<(String, &str)> = vec![
        (
            with(json!({"chips": [chip(2, 2, "purple", 1)]})),
            "setup: the chip at (2,2) is not on a square that takes tiles",
        ),
        (
            with(json!({"chips": [chip(7, 3, "purple", 1)]})),
            "setup: the chip at (7,3) is not on a square that takes tiles",
        ),
        (
            with(json!({"chips": [chip(-1, 3, "purple", 1)]})),
            "setup: the chip at (-1,3) is not on a square that takes tiles",
        ),
        (
            with(json!({"chips": [chip(12, 2, "purple", 1)]})),
            "setup: the chip at (12,2) lies on a start square in use",
        ),
        (
            with(json!({"chips": [chip(3, 3, "purple", 1), chip(3, 3, "orange", 1)]})),
            "setup: the chip at (3,3) is given twice",
        ),
        (
            with(
                json!({"chips": [chip(0, 0, "purple", 2), chip(2, 0, "purple", 2),
                chip(4, 0, "purple", 2), chip(6, 0, "purple", 2), chip(8, 0, "purple", 2)]}),
            ),
            "setup: the chip at (8,0): the box has no more purple chips worth 2",
        ),
        (
            with(json!({"chips": [chip(3, 3, "purple", 3)]})),
            "setup: the chip at (3,3): the box has no more purple chips worth 3",
        ),
        (
            with(
                json!({"islands": {"purple": [["U", "U", "U", "U", "U", "U"], []],
                "light-blue": [[], []], "orange": [[], []]}}),
            ),
            "setup: an island stack holds at most 5 tiles, not 6",
        ),
        (
            // 8 `U` in the classic art: one on Charleroi, one in the deck, seven on islands.
            with(
                json!({"islands": {"purple": [["U", "U", "U", "U", "U"], ["U", "U"]],
                "light-blue": [[], []], "orange": [[], []]}}),
            ),
            "setup: the start tiles, the island stacks and the deck ask for 9 copies of tile U, but the set has 8",
        ),
        (
            with(json!({"starts": ["meppel", "meppel"]})),
            "setup: the two start squares must differ",
        ),
        (
            with(json!({"second_start": {"tile": "U", "rot": 45}})),
            "setup: second start tile: rotation 45",
        ),
        (
            with(json!({"second_start": {"tile": "ZZ", "rot": 0}})),
            "setup: unknown tile ZZ",
        ),
        (
            with(json!({"second_start": {"tile": "RA", "rot": 0}})),
            "setup: tile RA is not part of this game's tile set",
        ),
        (
            benelux(r#"{"followers": 8}"#, 2, &["U"], json!({}), "[]"),
            "not a valid game record: options: followers must be 7 or 9, not 8",
        ),
        (
            benelux(
                r#"{"starts": ["charleroi", "charleroi"]}"#,
                2,
                &["U"],
                json!({}),
                "[]",
            ),
            "not a valid game record: options: starts must name two different start squares",
        ),
        (
            benelux(r#"{"river": true}"#, 2, &["U"], json!({}), "[]"),
            "",
        ),
        (
            with(json!({"chips": [{"x": 3, "y": 3, "colour": "green", "value": 1}]})),
            "",
        ),
        (with(json!({"bonus_deck": []})), ""),
        (with(json!({"starts": ["utrecht", "meppel"]})), ""),
    ];
    for (r, want) in cases {
        let e = refused(&r);
        if want.is_empty() {
            assert!(e.starts_with("not a valid game record:"), "{e}");
        } else {
            assert_eq!(e, want);
        }
    }
    // A Classic record has no setup field.
    let mut r: Value = serde_json::from_str(&record(Mode::Classic, "{}", 2, &["U"], "[]")).unwrap();
    r["setup"] = json!({});
    assert_eq!(
        refused(&r.to_string()),
        "not a valid game record: a game of Classic has no setup field"
    );
}

// ---------------------------------------------------------------- random games

/// Benelux games checked move by move: 2 games of the whole set and 4 with a short deck in
/// every 6, so that games also end with island tiles and chips left.
const RANDOM_GAMES: u64 = 240;

const COLOURS: [&str; 3] = ["purple", "light-blue", "orange"];

fn colour_index(name: &str) -> usize {
    COLOURS
        .iter()
        .position(|&c| c == name)
        .unwrap_or_else(|| panic!("unknown colour {name}"))
}

fn random_setup(i: u64) -> Setup {
    let mut r = GameRng::new(0xBE_0000 + i);
    let pairs = START_PAIRS;
    let options = BeneluxOptions {
        starts: pairs[r.below(pairs.len())],
        followers: [7, 9][r.below(2)],
        abbot: r.below(2) == 1,
        farm_scoring: [FarmScoring::Third, FarmScoring::Second, FarmScoring::First][r.below(3)],
        small_city: r.below(2) == 1,
        unplaceable: [Unplaceable::Discard, Unplaceable::Reshuffle][r.below(2)],
        art: [None, Some(Art::Classic), Some(Art::Modern)][r.below(3)],
    };
    let setup = Setup {
        players: 2 + (i % 5) as usize,
        options: GameOptions::Benelux(options),
        seed: i,
        deck: None,
        mode_setup: None,
    };
    if i % 6 < 2 {
        return setup;
    }
    // A short deck: the setup dealt out, the deck cut.
    let mut dealt = setup.dealt().unwrap();
    let keep = r.below(24);
    dealt.deck.as_mut().unwrap().truncate(keep);
    dealt
}

/// Chips held by each player by colour and value (1, 2), as the rules say they change.
type Hands = Vec<[[u32; 2]; 3]>;

fn hands_as_view(hands: &Hands) -> Value {
    Value::Array(
        hands
            .iter()
            .map(|h| {
                let mut v = Vec::new();
                for (c, name) in COLOURS.iter().enumerate() {
                    for value in [1u32, 2] {
                        for _ in 0..h[c][value as usize - 1] {
                            v.push(json!({"colour": name, "value": value}));
                        }
                    }
                }
                Value::Array(v)
            })
            .collect(),
    )
}

/// The face-down chips on the board by square, from the view.
fn chips_shown(b: &Value) -> HashMap<Cell, usize> {
    b["chips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let keys: Vec<&String> = c.as_object().unwrap().keys().collect();
            assert_eq!(
                keys,
                ["colour", "x", "y"],
                "a face-down chip shows more: {c}"
            );
            (
                cell(
                    c["x"].as_i64().unwrap() as i32,
                    c["y"].as_i64().unwrap() as i32,
                ),
                colour_index(c["colour"].as_str().unwrap()),
            )
        })
        .collect()
}

/// Figures: followers in supply + on the board = the option's count; each abbot in supply
/// or on the board, never both.
fn check_figures(g: &Game, followers: u8, abbot: bool, ctx: &str) {
    let n = g.players().len();
    let mut meeples = vec![0u32; n];
    let mut abbots = vec![0u32; n];
    let f = g.features();
    for s in 0..f.len() as u16 {
        if let Some(fig) = f.seg(s).figure {
            match fig.kind {
                FigureKind::Meeple => meeples[fig.player as usize] += 1,
                FigureKind::Abbot => abbots[fig.player as usize] += 1,
                FigureKind::Hut => panic!("{ctx}: a hut in Benelux"),
            }
        }
    }
    for (p, st) in g.players().iter().enumerate() {
        assert_eq!(
            st.followers() as u32 + meeples[p],
            followers as u32,
            "{ctx}: player {p}'s followers"
        );
        assert_eq!(
            st.has(tessera_engine::FigureKind::Abbot) as u32 + abbots[p],
            abbot as u32,
            "{ctx}: player {p}'s abbot"
        );
    }
}

/// Around a monastery or garden, a square counts when it holds a tile or never takes one.
fn filled_around(g: &Game, c: Cell) -> u32 {
    let mut n = 0;
    for dy in -1..=1 {
        for dx in -1..=1 {
            let o = cell(c.x + dx, c.y + dy);
            if (dx, dy) != (0, 0)
                && (g.board().at(o).is_some() || !map::square(o).is_some_and(Square::takes_tile))
            {
                n += 1;
            }
        }
    }
    n
}

/// A shuffled copy of the hidden tiles shows the same view (`shown`: `g`'s Benelux view;
/// `full`: compare the whole view too, placements and all).
fn check_shuffle(g: &Game, shown: &Value, seed: u64, full: bool, ctx: &str) {
    let mut h = g.clone();
    h.shuffle_hidden(seed);
    assert_eq!(&bview(&h), shown, "{ctx}: shuffling changed the islands");
    assert_eq!(h.remaining_counts(), g.remaining_counts(), "{ctx}");
    assert_eq!(h.deck_len(), g.deck_len(), "{ctx}");
    assert_eq!(h.sources(), g.sources(), "{ctx}");
    assert_eq!(h.hand(), g.hand(), "{ctx}");
    if full {
        assert_eq!(view(&h), view(g), "{ctx}: shuffling changed the view");
    }
}

/// What the random games went through, to be sure they reach each rule.
#[derive(Default)]
struct Seen {
    takes: usize,
    chips: usize,
    refused_no_chip: usize,
    island_tiles_left: usize,
}

fn check_random_game(i: u64, seen: &mut Seen) {
    let setup = random_setup(i);
    let GameOptions::Benelux(options) = setup.options else {
        unreachable!()
    };
    let ctx0 = format!("game {i}");
    let mut events = Vec::new();
    let mut g = Game::new_with(&setup, &mut events).unwrap_or_else(|e| panic!("{ctx0}: {e}"));
    let written = serde_json::to_value(g.written_setup().unwrap()).unwrap();
    let players = setup.players;
    let mut record = Record::new(&setup, players_info(players));
    let mut player = RandomPlayer::new(i);
    let mut hands: Hands = vec![[[0; 2]; 3]; players];
    let mut spent_by_colour = [0u32; 3];
    let mut laid_by_colour = [0u32; 3];
    for c in written["chips"].as_array().unwrap() {
        laid_by_colour[colour_index(c["colour"].as_str().unwrap())] += 1;
    }
    assert_eq!(laid_by_colour.iter().sum::<u32>(), 20, "{ctx0}");
    let mut noise = GameRng::new(i ^ 0xD1CE);
    let mut before = bview(&g);
    while !g.is_finished() {
        let ctx = format!("game {i}, turn {}", g.turn());
        let me = g.current_player();
        let on_board = chips_shown(&before);
        let scores = g.scores();
        // The choice of source.
        if g.choosing_source() {
            let sources = g.sources();
            assert_eq!(sources[0], TileSource::Deck, "{ctx}");
            assert!(sources.len() > 1, "{ctx}: a choice of one");
            assert!(
                hands[me].iter().flatten().sum::<u32>() > 0,
                "{ctx}: choosing without a chip"
            );
            for s in 0..6u8 {
                let src = TileSource::Stack(s);
                let top =
                    before["islands"][s as usize / 2]["stacks"][s as usize % 2]["top"].clone();
                let has = hands[me][s as usize / 2].iter().sum::<u32>() > 0;
                let fits = top.as_str().is_some_and(|t| g.fits_anywhere(tile(t)));
                assert_eq!(sources.contains(&src), has && fits, "{ctx}: stack {s}");
                if !sources.contains(&src) {
                    let mut h = g.clone();
                    let e = h.take(src).unwrap_err();
                    assert!(matches!(e, RuleError::Mode(_)), "{ctx}: {e:?}");
                    let e = e.to_string();
                    seen.refused_no_chip += e.starts_with("you hold no") as usize;
                    assert!(h.choosing_source() && h.hand().is_none(), "{ctx}");
                    assert_eq!(
                        h.sources(),
                        sources,
                        "{ctx}: a refused take changed the game"
                    );
                    assert_eq!(h.remaining_counts(), g.remaining_counts(), "{ctx}");
                }
            }
            check_shuffle(&g, &before, i + g.turn() as u64, noise.below(3) == 0, &ctx);
        } else {
            assert!(g.hand().is_some(), "{ctx}");
            assert_eq!(g.hand_source(), TileSource::Deck, "{ctx}");
        }
        let mv = player.choose(&g).expect("a move while the game is on");
        if let TileSource::Stack(s) = mv.source {
            // Taking it first, as a front end does.
            let stack = &before["islands"][s as usize / 2]["stacks"][s as usize % 2];
            let mut h = g.clone();
            h.take(mv.source).unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert_eq!(
                Some(catalog().get(h.hand().unwrap()).name.as_str()),
                stack["top"].as_str()
            );
            assert_eq!(h.scores(), scores, "{ctx}: taking changes no score");
            assert_eq!(
                h.deck_len(),
                g.deck_len(),
                "{ctx}: an island tile uses up no face-down tile"
            );
            let after = bview(&h);
            let now = &after["islands"][s as usize / 2]["stacks"][s as usize % 2];
            assert_eq!(
                now["top"],
                Value::Null,
                "{ctx}: the next tile is face down this turn"
            );
            assert_eq!(now["below"], stack["below"], "{ctx}");
            assert_eq!(
                after["spent"][me],
                before["spent"][me].as_u64().unwrap() + 1,
                "{ctx}"
            );
            check_shuffle(
                &h,
                &after,
                i * 7 + g.turn() as u64,
                noise.below(3) == 0,
                &ctx,
            );
        }
        let ev = g
            .apply(&mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        let ctx = format!("{ctx} ({mv:?})");
        // Scores never fall, and every point is a scoring event.
        let mut gained = vec![0u32; players];
        for e in &ev {
            match e {
                Event::Scored(s) => {
                    for &p in &s.players {
                        gained[p] += s.points;
                    }
                    assert!(s.points > 0 && !s.players.is_empty(), "{ctx}: {s:?}");
                    match s.feature {
                        FeatureKind::Chip => {
                            assert!(!s.final_scoring, "{ctx}: a chip at the end: {s:?}");
                            assert_eq!(s.occasion, Occasion::Collected, "{ctx}");
                            assert_eq!(s.players, vec![me], "{ctx}");
                            assert_eq!(s.cells, vec![mv.cell], "{ctx}: not the tile's square");
                            assert!((1..=2).contains(&s.points), "{ctx}: {s:?}");
                            let c = on_board[&mv.cell];
                            hands[me][c][s.points as usize - 1] += 1;
                            seen.chips += 1;
                        }
                        FeatureKind::Monastery | FeatureKind::Garden => {
                            let around = filled_around(&g, s.cells[0]);
                            assert_eq!(s.points, 1 + around, "{ctx}: {s:?}");
                            assert_eq!(s.occasion == Occasion::Completed, around == 8, "{ctx}");
                        }
                        _ => {}
                    }
                }
                Event::TileTaken { player, source, .. } => {
                    let TileSource::Stack(s) = source else {
                        panic!("{ctx}: {e:?}")
                    };
                    let c = *s as usize / 2;
                    let h = &mut hands[*player][c];
                    // One worth 1 is given up when the player holds one.
                    let v = if h[0] > 0 { 0 } else { 1 };
                    assert!(
                        h[v] > 0,
                        "{ctx}: took from {s} without a {} chip",
                        COLOURS[c]
                    );
                    h[v] -= 1;
                    spent_by_colour[c] += 1;
                    seen.takes += 1;
                }
                _ => {}
            }
        }
        assert_eq!(
            !on_board.contains_key(&mv.cell),
            !ev.iter()
                .any(|e| matches!(e, Event::Scored(s) if s.feature == FeatureKind::Chip)),
            "{ctx}: a chip square was played without collecting it, or the other way round"
        );
        let now = g.scores();
        for p in 0..players {
            assert!(now[p] >= scores[p], "{ctx}: player {p}'s score fell");
            assert_eq!(now[p], scores[p] + gained[p], "{ctx}: player {p}'s events");
        }
        // Figures and chips conserved.
        check_figures(&g, options.followers, options.abbot, &ctx);
        let b = bview(&g);
        assert_eq!(b["held"], hands_as_view(&hands), "{ctx}: chips in hand");
        let left = chips_shown(&b);
        let spent: u64 = b["spent"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_u64().unwrap())
            .sum();
        assert_eq!(spent, spent_by_colour.iter().sum::<u32>() as u64, "{ctx}");
        for c in 0..3 {
            let on = left.values().filter(|&&k| k == c).count() as u32;
            let held: u32 = hands.iter().map(|h| h[c][0] + h[c][1]).sum();
            assert_eq!(
                on + held + spent_by_colour[c],
                laid_by_colour[c],
                "{ctx}: {} chips",
                COLOURS[c]
            );
        }
        let out_of_game = 30 - laid_by_colour.iter().sum::<u32>();
        assert_eq!(
            left.len() as u32
                + hands.iter().flatten().flatten().sum::<u32>()
                + spent as u32
                + out_of_game,
            30
        );
        for st in b["islands"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|i| i["stacks"].as_array().unwrap())
        {
            let keys: Vec<&String> = st.as_object().unwrap().keys().collect();
            assert_eq!(
                keys,
                ["below", "index", "stack", "top", "x", "y"],
                "{ctx}: {st}"
            );
        }
        // Nothing is offered on a square that never takes a tile.
        if let Some(t) = g.hand() {
            for p in g.placements(t) {
                assert!(
                    map::square(p.cell).is_some_and(Square::takes_tile),
                    "{ctx}: {p:?}"
                );
            }
            check_shuffle(&g, &b, i * 13 + g.turn() as u64, noise.below(8) == 0, &ctx);
        }
        events.extend(ev);
        record
            .moves
            .push(tessera_engine::record::RecordMove::from_move(&mv));
        before = b;
    }
    // The end: after the last face-down tile; nothing for chips or island tiles left.
    assert_eq!(g.deck_len(), 0, "{ctx0}");
    seen.island_tiles_left += (0..6)
        .filter(|&s| stack_view(&g, s)["top"].is_string())
        .count();
    assert!(g.sources().is_empty());
    let finals: Vec<_> = scored(&events)
        .into_iter()
        .filter(|s| s.final_scoring)
        .collect();
    assert!(
        finals.iter().all(|s| s.feature != FeatureKind::Chip),
        "{ctx0}"
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver { scores: g.scores() }),
        "{ctx0}"
    );
    // The record survives JSON and replays, twice, to the same events and scores.
    let back = Record::from_json(&record.to_json()).unwrap_or_else(|e| panic!("{ctx0}: {e}"));
    assert_eq!(back, record, "{ctx0}");
    for _ in 0..2 {
        let (replayed, rev) = back.replay().unwrap_or_else(|e| panic!("{ctx0}: {e}"));
        assert_eq!(rev, events, "{ctx0}: replayed events");
        assert_eq!(replayed.scores(), g.scores(), "{ctx0}");
        assert_eq!(bview(&replayed), bview(&g), "{ctx0}");
    }
}

fn random_block(block: u64) {
    let n = RANDOM_GAMES / 3;
    let mut seen = Seen::default();
    for i in block * n..(block + 1) * n {
        check_random_game(i, &mut seen);
    }
    let Seen {
        takes,
        chips,
        refused_no_chip,
        island_tiles_left,
    } = seen;
    let all = [takes, chips, refused_no_chip, island_tiles_left];
    assert!(
        all.iter().all(|&n| n > 0),
        "island takes, chips collected, takes refused for no chip, island tiles left at the \
         end: {all:?}"
    );
}

#[test]
fn random_games_0() {
    random_block(0);
}

#[test]
fn random_games_1() {
    random_block(1);
}

#[test]
fn random_games_2() {
    random_block(2);
}

/// The refusal of a square of the map that never takes a tile, by its English words.
fn blocked(cell: tessera_engine::Cell, what: &str) -> RuleError {
    use tessera_engine::modes::benelux::Blocked;
    let what = [
        Blocked::OffBoard,
        Blocked::Wave,
        Blocked::Island,
        Blocked::Amsterdam,
        Blocked::Brussels,
        Blocked::Other,
    ]
    .into_iter()
    .find(|b| b.name() == what)
    .expect("a blocked square's words");
    tessera_engine::modes::benelux::Refusal::BlockedSquare { cell, what }.into()
}
