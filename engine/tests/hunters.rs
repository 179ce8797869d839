//! Hunters & Gatherers (`shared/rules/hunters-gatherers.md`), rule by rule, with the worked
//! examples of the rulebook (`shared/seeds/000_c20ccbfd48e75051.txt`); then invariants over
//! random games.
//!
//! The scenarios are short records with an explicit `deck` and `bonus_deck`. The start tile
//! `HG-START` lies at (0,0): meadow along the north (a mammoth), a forest on its east and
//! south edges (a gold nugget, the volcano), a meadow piece WSW, and a river from the west
//! edge into a lake with 1 fish. Tile shapes used below (edges N E S W after rotation):
//! `HG34` rot 0 `MMMF` forest W only; `HG37` rot 0 `FMMM` forest N only (a deer);
//! `HG36` rot 90 `MMMF` forest W only (a deer); `HG42` rot 0 `FFMM` one forest N–E (gold);
//! `HG46` rot 0 `MRFR` river W–E; `HG00` rot 90 `FRMF` river E into a lake of 2 fish;
//! `HG55` rot 180 `FRFF` river E from a spring; `HG31` rot 0 `FMMF` a meadow along E and S
//! (a tiger); `HB01` the fire, all meadow.

use std::collections::HashMap;

use serde_json::{json, Value};
use tessera_engine::ai::RandomPlayer;
use tessera_engine::modes::hunters::scoring::meadow;
use tessera_engine::record::{Record, RecordError};
use tessera_engine::tiles::Contents;
use tessera_engine::{
    catalog, Action, Cell, Event, FeatureKind, FigureKind, Game, GameOptions, Item, Mode, Move,
    RuleError, Setup, TileSource,
};

use crate::{record, replay, replay_err, scored};

/// A Hunters & Gatherers record with `deck`, `bonus` as its `bonus_deck` and `moves`.
fn hg(players: usize, deck: &[&str], bonus: &[&str], moves: Value) -> String {
    let mut r: Value = serde_json::from_str(&record(
        Mode::HuntersGatherers,
        "{}",
        players,
        deck,
        &moves.to_string(),
    ))
    .unwrap();
    r["bonus_deck"] = json!(bonus);
    r.to_string()
}

fn mv(tile: &str, x: i32, y: i32, rot: i64) -> Value {
    json!({"tile": tile, "x": x, "y": y, "rot": rot})
}

fn with(tile: &str, x: i32, y: i32, rot: i64, kind: &str, at: &str) -> Value {
    json!({"tile": tile, "x": x, "y": y, "rot": rot, "figure": {"kind": kind, "at": at}})
}

fn supply(g: &Game, p: usize, kind: FigureKind) -> u8 {
    g.players()[p].supply[kind as usize]
}

// ---------------------------------------------------------------- rivers

/// The rulebook's river worth 6: three tiles, with lakes of 1 and 2 fish at its ends. Here
/// the start tile's lake (1 fish), a straight river, and a lake of 2 fish; the fisherman's
/// owner scores although the other player completed it.
#[test]
fn a_river_between_two_lakes_scores_its_tiles_and_their_fish() {
    let moves = json!([with("HG46", -1, 0, 0, "meeple", "W"), mv("HG00", -2, 0, 90),]);
    let (g, ev) = replay(&hg(2, &["HG46", "HG00", "HG61"], &[], moves));
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(
        (s[0].feature, s[0].points, &s[0].players),
        (FeatureKind::River, 6, &vec![0])
    );
    assert_eq!(s[0].reason, "river of 3 tiles + 3 fish, completed: 6");
    assert_eq!(s[0].detail.count(Item::Fish), 3);
    assert_eq!(g.scores(), vec![6, 0]);
    assert_eq!(
        supply(&g, 0, FigureKind::Meeple),
        5,
        "the fisherman came home"
    );
}

/// A river from a lake to a spring is complete; a fisherman put on it by the tile that
/// completes it scores and comes back in the same turn.
#[test]
fn a_fisherman_on_a_river_completed_at_once_scores_and_returns() {
    let moves = json!([with("HG55", -1, 0, 180, "meeple", "E")]);
    let (g, ev) = replay(&hg(2, &["HG55", "HG61"], &[], moves));
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].points, 3, "2 tiles + 1 fish: {s:?}");
    assert_eq!(g.scores(), vec![3, 0]);
    assert_eq!(supply(&g, 0, FigureKind::Meeple), 5);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::FigureReturned { player: 0, .. })));
}

/// A river that closes into a loop is complete: four bends around a corner, 1 point a tile.
#[test]
fn a_river_closing_into_a_loop_is_complete() {
    // HG15, HG16, HG18, HG19: river E–S. Around the corner north of the start tile: (0,-1)
    // N–E, (1,-1) N–W, (0,-2) E–S, (1,-2) S–W.
    let moves = json!([
        with("HG15", 0, -1, 270, "meeple", "N"),
        mv("HG16", 1, -1, 180),
        mv("HG18", 0, -2, 0),
        mv("HG19", 1, -2, 90),
    ]);
    let (g, ev) = replay(&hg(
        2,
        &["HG15", "HG16", "HG18", "HG19", "HG61"],
        &[],
        moves,
    ));
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(
        (s[0].feature, s[0].points, &s[0].players),
        (FeatureKind::River, 4, &vec![0])
    );
    assert_eq!(s[0].reason, "river of 4 tiles, completed: 4");
    assert_eq!(g.scores(), vec![4, 0]);
}

/// The shrine: a hunter put in the shrine's meadow on the shrine tile scores that meadow, and
/// the score says so. Here the bonus tile HB02 (shrine and a tiger) north of the start tile,
/// joining the start's meadow (a mammoth).
#[test]
fn the_shrines_hunter_scores_its_meadow() {
    let moves = json!([
        with("HG34", 1, 0, 0, "meeple", "W"),
        mv("HG37", 0, 1, 0),
        with("HB02", 0, -1, 180, "meeple", "SSE"),
    ]);
    let (g, ev) = replay(&hg(2, &["HG34", "HG37"], &["HB02"], moves));
    assert!(g.is_finished());
    let s = scored(&ev);
    let m = s
        .iter()
        .find(|s| s.feature == FeatureKind::Meadow)
        .expect("the meadow");
    assert_eq!((m.points, &m.players), (2, &vec![1]), "{m:?}");
    assert_eq!(m.detail.count(Item::Shrine), 1);
    assert_eq!(
        m.reason,
        "meadow: 1 mammoth → 2 (the shrine's hunter scores it alone)"
    );
}

/// Each arm into a lake is its own river: a fisherman on one arm does not block the others.
#[test]
fn a_lake_ends_every_river_that_flows_into_it() {
    // HG13: four arms into one lake. P0's fisherman on its east arm; P1 may still put one
    // on the river that runs from the start tile's lake... through the west arm's tile.
    let g = Record::from_json(&hg(2, &["HG13", "HG61"], &[], json!([])))
        .unwrap()
        .replay()
        .unwrap()
        .0;
    let p = g
        .placements(g.hand().unwrap())
        .into_iter()
        .find(|p| p.cell == tessera_engine::Cell::new(-1, 0))
        .expect("HG13 fits west of the start tile");
    let fishermen = g
        .actions(p)
        .into_iter()
        .filter(|a| {
            matches!(a, tessera_engine::Action::Place(FigureKind::Meeple, at)
            if catalog().get(g.hand().unwrap()).orient[p.rot as usize].loc_feature[at.0 as usize]
                != u8::MAX
                && catalog().get(g.hand().unwrap()).features[catalog()
                    .get(g.hand().unwrap())
                    .orient[p.rot as usize]
                    .loc_feature[at.0 as usize] as usize]
                    .kind
                    == FeatureKind::River)
        })
        .count();
    assert_eq!(fishermen, 4, "four separate rivers, each free");
}

// ---------------------------------------------------------------- forests and gold

/// The rulebook's forest: 2 points per tile for its gatherer. The tile that completes a
/// forest with gold earns its placer (here the other player) a bonus tile, played at once
/// as an extra turn; then play goes on with the next seat.
#[test]
fn a_gold_forest_pays_its_gatherer_and_gives_the_placer_a_bonus_tile() {
    let moves = json!([with("HG34", 1, 0, 0, "meeple", "W"), mv("HG37", 0, 1, 0),]);
    let text = hg(
        2,
        &["HG34", "HG37", "HG61", "HG62"],
        &["HB01", "HB07"],
        moves,
    );
    let (g, ev) = replay(&text);
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(
        (s[0].feature, s[0].points, &s[0].players),
        (FeatureKind::Forest, 6, &vec![0])
    );
    assert_eq!(s[0].reason, "forest of 3 tiles, completed: 6");
    // P1 placed the completing tile: the bonus turn is theirs, with the bonus stack's top.
    assert_eq!(g.current_player(), 1);
    assert_eq!(g.hand_source(), TileSource::Bonus);
    assert_eq!(g.hand(), catalog().find("HB01"));
    assert!(ev.iter().any(|e| matches!(e,
        Event::TileTaken { player: 1, tile, source: TileSource::Bonus } if tile == "HB01")));
    let view = tessera_engine::view::GameView::new(&g);
    let hv = view.mode.hunters.as_ref().expect("the mode's view");
    assert!(hv.bonus_turn);
    assert_eq!(hv.bonus_left, 1);
    // The bonus move is simply the next move of the record; then P0 plays from the deck.
    let mut r: Value = serde_json::from_str(&text).unwrap();
    r["moves"]
        .as_array_mut()
        .unwrap()
        .push(mv("HB01", 0, -1, 0));
    let (g, _) = replay(&r.to_string());
    assert_eq!(g.current_player(), 0);
    assert_eq!(g.hand_source(), TileSource::Deck);
    assert_eq!(g.hand(), catalog().find("HG61"));
    // A written record replays to the same game.
    let again = Record::from_json(&r.to_string()).unwrap();
    let json = again.to_json();
    assert!(json.contains("\"bonus_deck\""), "{json}");
    assert!(!json.contains("\"setup\""), "{json}");
    assert_eq!(Record::from_json(&json).unwrap(), again);
}

/// The rulebook's forest joining two gatherers: tied players both score the full value.
/// The completing tile's player (P0) gets the bonus turn.
#[test]
fn a_forest_joining_two_gatherers_pays_both() {
    let moves = json!([
        with("HG34", 1, 0, 0, "meeple", "W"),
        with("HG36", 1, 1, 90, "meeple", "W"),
        mv("HG42", 0, 1, 0),
    ]);
    let (g, ev) = replay(&hg(2, &["HG34", "HG36", "HG42", "HG61"], &["HB01"], moves));
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].points, 8, "4 tiles × 2: {s:?}");
    assert_eq!(s[0].players, vec![0, 1]);
    assert_eq!(g.scores(), vec![8, 8]);
    assert_eq!(
        (g.current_player(), g.hand_source()),
        (0, TileSource::Bonus)
    );
}

/// No bonus tile when the bonus stack is empty: the next player plays as usual.
#[test]
fn an_empty_bonus_stack_gives_nothing() {
    let moves = json!([with("HG34", 1, 0, 0, "meeple", "W"), mv("HG37", 0, 1, 0)]);
    let (g, _) = replay(&hg(2, &["HG34", "HG37", "HG61"], &[], moves));
    assert_eq!((g.current_player(), g.hand_source()), (0, TileSource::Deck));
    assert_eq!(g.hand(), catalog().find("HG61"));
}

/// The game ends after the last land tile and the bonus turn it earned.
#[test]
fn the_last_land_tile_still_earns_its_bonus_turn() {
    let moves = json!([with("HG34", 1, 0, 0, "meeple", "W"), mv("HG37", 0, 1, 0)]);
    let text = hg(2, &["HG34", "HG37"], &["HB01", "HB07"], moves);
    let (g, _) = replay(&text);
    assert!(!g.is_finished(), "the bonus turn is still to come");
    assert_eq!(g.hand(), catalog().find("HB01"));
    let mut r: Value = serde_json::from_str(&text).unwrap();
    r["moves"]
        .as_array_mut()
        .unwrap()
        .push(mv("HB01", 0, -1, 0));
    let (g, ev) = replay(&r.to_string());
    assert!(g.is_finished());
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
}

// ---------------------------------------------------------------- huts

/// A hut belongs to the whole river system: the start tile's lake and every river joined to
/// it. A second hut may not go into that system, a fisherman may; at the end the hut scores
/// every fish of the system's lakes, finished or not.
#[test]
fn huts_score_every_fish_of_their_river_system() {
    let base = json!([with("HG46", -1, 0, 0, "hut", "E")]);
    let text = hg(2, &["HG46", "HG00"], &[], base.clone());
    let (g, _) = replay(&text);
    assert_eq!(supply(&g, 0, FigureKind::Hut), 1);
    // P1: HG00 ends the river in a lake of 2 fish, the same system: no hut there.
    let mut second = base.as_array().unwrap().clone();
    second.push(with("HG00", -2, 0, 90, "hut", "E"));
    let e = replay_err(&hg(2, &["HG46", "HG00"], &[], Value::Array(second)));
    assert!(
        e.to_string()
            .contains("that river system already has a hut"),
        "{e}"
    );
    // A fisherman is fine beside the hut; it completes the river and scores at once.
    let mut fisher = base.as_array().unwrap().clone();
    fisher.push(with("HG00", -2, 0, 90, "meeple", "E"));
    let (g, ev) = replay(&hg(2, &["HG46", "HG00"], &[], Value::Array(fisher)));
    assert!(g.is_finished());
    let s = scored(&ev);
    let river = s
        .iter()
        .find(|s| s.feature == FeatureKind::River)
        .expect("river");
    assert_eq!((river.points, &river.players), (6, &vec![1]));
    let hut = s
        .iter()
        .find(|s| s.feature == FeatureKind::RiverSystem)
        .expect("hut");
    assert_eq!((hut.points, &hut.players), (3, &vec![0]), "1 + 2 fish");
    assert!(hut.final_scoring);
    assert_eq!(g.scores(), vec![3, 6]);
    assert_eq!(supply(&g, 0, FigureKind::Hut), 1, "huts never return");
}

// ---------------------------------------------------------------- meadows

/// The rulebook's four meadows: 2 per deer, mammoth and aurochs; each tiger cancels a deer,
/// never a mammoth or aurochs, and never below 0.
#[test]
fn the_rulebooks_meadows() {
    let c = |deer, mammoths, aurochs, tigers| Contents {
        deer,
        mammoths,
        aurochs,
        tigers,
        ..Contents::default()
    };
    assert_eq!(meadow(&c(1, 0, 0, 0), false).total(), 2);
    assert_eq!(
        meadow(&c(1, 1, 0, 1), false).total(),
        2,
        "the tiger takes the deer"
    );
    let m3 = meadow(&c(2, 2, 1, 1), false);
    assert_eq!(m3.total(), 8);
    assert_eq!(
        tessera_engine::points::describe(
            FeatureKind::Meadow,
            tessera_engine::Occasion::Final,
            &m3,
            3
        ),
        "meadow: 2 deer, 2 mammoths, 1 aurochs, 1 tiger eats a deer → 8"
    );
    assert_eq!(meadow(&c(1, 0, 0, 2), false).total(), 0, "no minus points");
    let fire = Contents {
        fire: true,
        ..c(3, 0, 0, 2)
    };
    assert_eq!(
        meadow(&fire, false).total(),
        6,
        "the fire drives the tigers off"
    );
}

/// A hunter lies in the meadow until the end and scores its game then: the start tile's
/// mammoth and a tiger with no deer to eat. Hunters never return; a second hunter may not
/// join the meadow.
#[test]
fn hunters_score_their_meadow_at_the_end() {
    let moves = json!([with("HG31", 0, -1, 0, "meeple", "SSE")]);
    let text = hg(2, &["HG31", "HG62"], &[], moves.clone());
    let (g, _) = replay(&text);
    let hand = g.hand().unwrap();
    // P1's HG62 (all meadow, a deer) north of HG31 joins nothing... east of it joins the meadow.
    let p = g
        .placements(hand)
        .into_iter()
        .find(|p| p.cell == tessera_engine::Cell::new(1, -1))
        .expect("HG62 fits east of HG31");
    assert_eq!(
        g.actions(p).len(),
        1,
        "the meadow already has a hunter: nothing to place"
    );
    let mut all = moves.as_array().unwrap().clone();
    all.push(mv("HG62", 1, -1, 0));
    let (g, ev) = replay(&hg(2, &["HG31", "HG62"], &[], Value::Array(all)));
    assert!(g.is_finished());
    let s = scored(&ev);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].feature, FeatureKind::Meadow);
    assert_eq!(
        s[0].reason,
        "meadow: 1 deer, 1 mammoth, 1 tiger eats a deer → 2"
    );
    assert_eq!(g.scores(), vec![2, 0]);
    assert_eq!(
        supply(&g, 0, FigureKind::Meeple),
        4,
        "the hunter stays lying down"
    );
}

// ---------------------------------------------------------------- setup and records

/// The tribe has no abbot: there is none to place and none to recall. A record whose move
/// mentions `recall_abbot` at all (even `false`, as a Classic record may) is no record of
/// this mode, and is refused as it is read, naming the move; a recall played directly is
/// refused as a figure step this mode does not have.
#[test]
fn a_move_that_recalls_an_abbot_is_refused() {
    let deck = ["HG46", "HG00", "HG61"];
    for recall in [false, true] {
        let moves = json!([
            mv("HG46", -1, 0, 0),
            {"tile": "HG00", "x": -2, "y": 0, "rot": 90, "recall_abbot": recall},
        ]);
        let e = Record::from_json(&hg(2, &deck, &[], moves)).unwrap_err();
        assert_eq!(e.to_string(), "move 2: there is no abbot in this game");
        assert!(
            matches!(
                e,
                RecordError::Move {
                    number: 2,
                    error: RuleError::NoSuchFigure(FigureKind::Abbot)
                }
            ),
            "{e:?}"
        );
    }
    let (mut g, _) = replay(&hg(2, &deck, &[], json!([])));
    let hg46 = catalog().find("HG46").expect("HG46");
    // Classic's recall is a figure step of Classic's own: this mode has none.
    let recall = Move::new(
        hg46,
        Cell::new(-1, 0),
        0,
        tessera_engine::modes::classic::recall(),
    );
    assert_eq!(g.apply(&recall).unwrap_err(), RuleError::NoSuchAction);
    assert_eq!(g.turn(), 0, "nothing changed");
    let place = Move::new(
        hg46,
        Cell::new(-1, 0),
        0,
        Action::Place(FigureKind::Abbot, tessera_engine::Loc::parse("W").unwrap()),
    );
    assert_eq!(
        g.apply(&place).unwrap_err().to_string(),
        "there is no abbot in this game"
    );
}

#[test]
fn the_mode_takes_two_to_five_players_and_no_options() {
    let e = replay_err(&hg(6, &["HG61"], &[], json!([])));
    assert!(e.to_string().contains("needs 2 to 5 players"), "{e}");
    let mut r: Value = serde_json::from_str(&hg(2, &["HG61"], &[], json!([]))).unwrap();
    r["options"] = json!({"abbot": true});
    let e = Record::from_json(&r.to_string()).unwrap_err();
    assert!(e.to_string().contains("unknown field `abbot`"), "{e}");
    let e = replay_err(&hg(2, &["HG61", "HG61"], &[], json!([])));
    assert!(e.to_string().contains("HG61"), "{e}");
    let e = replay_err(&hg(2, &["HB01"], &[], json!([])));
    assert!(
        e.to_string().contains("not part of this game's tile set"),
        "{e}"
    );
    let e = replay_err(&hg(2, &["HG61"], &["HG62"], json!([])));
    assert!(e.to_string().contains("HG62"), "{e}");
    let mut c: Value = serde_json::from_str(&record(Mode::Classic, "{}", 2, &["U"], "[]")).unwrap();
    c["bonus_deck"] = json!(["HB01"]);
    let e = Record::from_json(&c.to_string()).unwrap_err();
    assert!(e.to_string().contains("no bonus_deck"), "{e}");
}

/// The seed deals 78 land tiles and the 12 bonus tiles; a written-out record names both.
#[test]
fn a_seeded_game_deals_both_stacks() {
    let options = GameOptions::default_for(Mode::HuntersGatherers).unwrap();
    let setup = Setup::seeded(3, options, 5).dealt().unwrap();
    assert_eq!(setup.deck.as_ref().map(Vec::len), Some(78));
    match &setup.mode_setup {
        Some(tessera_engine::modes::ModeSetup::Hunters(h)) => assert_eq!(h.bonus_deck.len(), 12),
        other => panic!("{other:?}"),
    }
    let a = Game::new(&Setup::seeded(3, options, 5)).unwrap();
    let b = Game::new(&setup).unwrap();
    assert_eq!(a.hand(), b.hand());
}

// ---------------------------------------------------------------- random games

/// Over random games: every figure is on the board or in supply (huts and hunters never
/// come back), scores never fall, at most one bonus turn follows a land tile, and every game
/// ends with all 78 land tiles used and replays from its record to the same scores.
#[test]
fn random_games_keep_the_rules() {
    let options = GameOptions::default_for(Mode::HuntersGatherers).unwrap();
    let games = if cfg!(debug_assertions) { 60 } else { 400 };
    let mut bonus_turns = 0;
    let mut kinds: HashMap<FeatureKind, u32> = HashMap::new();
    for seed in 0..games {
        let players = 2 + (seed % 4) as usize;
        let mut g = Game::new(&Setup::seeded(players, options, seed)).unwrap();
        let mut rp = RandomPlayer::new(seed);
        let mut last = g.scores();
        let mut prev_source = TileSource::Deck;
        let mut land = 0;
        while let Some(m) = rp.choose(&g) {
            let ev = g.apply(&m).expect("legal");
            if m.source == TileSource::Bonus {
                bonus_turns += 1;
                assert_eq!(
                    prev_source,
                    TileSource::Deck,
                    "seed {seed}: bonus after bonus"
                );
            } else {
                land += 1;
            }
            prev_source = m.source;
            for s in scored(&ev) {
                *kinds.entry(s.feature).or_default() += 1;
            }
            let now = g.scores();
            assert!(now.iter().zip(&last).all(|(a, b)| a >= b), "seed {seed}");
            last = now;
            for p in 0..players {
                let members = supply(&g, p, FigureKind::Meeple) as usize
                    + count_on_board(&g, p, FigureKind::Meeple);
                assert_eq!(members, 5, "seed {seed}: player {p}'s tribe members");
                let huts = supply(&g, p, FigureKind::Hut) as usize
                    + g.mode_figures()
                        .iter()
                        .filter(|(_, f)| f.player as usize == p)
                        .count();
                assert_eq!(huts, 2, "seed {seed}: player {p}'s huts");
            }
        }
        assert!(g.is_finished());
        assert!(land <= 78);
    }
    assert!(
        bonus_turns > games as usize,
        "bonus turns happen: {bonus_turns}"
    );
    for k in [
        FeatureKind::Forest,
        FeatureKind::River,
        FeatureKind::RiverSystem,
        FeatureKind::Meadow,
    ] {
        assert!(
            kinds.get(&k).copied().unwrap_or(0) > 0,
            "{k:?} scored in some game: {kinds:?}"
        );
    }
}

fn count_on_board(g: &Game, p: usize, kind: FigureKind) -> usize {
    let f = g.features();
    (0..f.len() as u16)
        .filter_map(|s| f.seg(s).figure)
        .filter(|fig| fig.player as usize == p && fig.kind == kind)
        .count()
}

/// A finished random game written as a record replays to the same scores and events.
#[test]
fn records_of_random_games_replay() {
    use tessera_engine::record::{PlayerInfo, RecordMove};
    let options = GameOptions::default_for(Mode::HuntersGatherers).unwrap();
    for seed in 0..10u64 {
        let setup = Setup::seeded(3, options, seed).dealt().unwrap();
        let mut g = Game::new(&setup).unwrap();
        let players = (0..3)
            .map(|i| PlayerInfo {
                name: format!("P{i}"),
                kind: tessera_engine::record::PlayerKind::Human,
                level: None,
            })
            .collect();
        let mut rec = Record::new(&setup, players);
        let mut rp = RandomPlayer::new(seed);
        while let Some(m) = rp.choose(&g) {
            g.apply(&m).unwrap();
            rec.moves.push(RecordMove::from_move(&m));
        }
        let text = rec.to_json();
        let (h, _) = replay(&text);
        assert_eq!(h.scores(), g.scores(), "seed {seed}");
        assert!(h.is_finished());
    }
}

#[test]
fn refusals_name_the_rule() {
    // A hut on a meadow, a second tribe member in an occupied forest.
    let e = replay_err(&hg(
        2,
        &["HG34", "HG61"],
        &[],
        json!([with("HG34", 1, 0, 0, "hut", "NNW")]),
    ));
    assert!(
        e.to_string().contains("a hut stands on a river or a lake"),
        "{e}"
    );
    let _ = RuleError::GameOver;
}

// ---------------------------------------------------------------- the AI plays the mode

/// What a seat made of the mode's chances over a game: bonus turns earned, fish its huts
/// scored per hut, game its hunters scored per hunter, and the river and forest points.
#[derive(Default, Debug)]
struct Play {
    bonus_turns: u32,
    huts: u32,
    hut_points: u32,
    hunters: u32,
    hunter_points: u32,
}

fn tally(events: &[Event], seat: usize, play: &mut Play) {
    for e in events {
        match e {
            Event::TileTaken {
                player,
                source: TileSource::Bonus,
                ..
            } if *player == seat => play.bonus_turns += 1,
            Event::FigurePlaced {
                player,
                figure,
                feature,
                ..
            } if *player == seat => match (figure, feature) {
                (FigureKind::Hut, _) => play.huts += 1,
                (FigureKind::Meeple, FeatureKind::Meadow) => play.hunters += 1,
                _ => {}
            },
            Event::Scored(s) if s.players.contains(&seat) => match s.feature {
                FeatureKind::RiverSystem => play.hut_points += s.points,
                FeatureKind::Meadow => play.hunter_points += s.points,
                _ => {}
            },
            _ => {}
        }
    }
}

/// `normal` plays the mode's chances better than `random` on the same decks: more bonus
/// turns from gold forests, more fish per hut, more game per hunter.
#[test]
fn normal_plays_for_gold_fish_and_game() {
    use tessera_engine::ai::{choose, decision_seed, Level};
    let options = GameOptions::default_for(Mode::HuntersGatherers).unwrap();
    let (mut normal, mut random) = (Play::default(), Play::default());
    for seed in 0..4u64 {
        for normal_seat in 0..2 {
            let mut g = Game::new(&Setup::seeded(2, options, seed)).unwrap();
            let mut events = Vec::new();
            while !g.is_finished() {
                let p = g.current_player();
                let level = if p == normal_seat {
                    Level::Normal
                } else {
                    Level::Random
                };
                let m = choose(level, &g, decision_seed(seed, p, g.turn())).expect("a move");
                events.extend(g.apply(&m).expect("legal"));
            }
            tally(&events, normal_seat, &mut normal);
            tally(&events, 1 - normal_seat, &mut random);
        }
    }
    let per = |points: u32, n: u32| points as f64 / n.max(1) as f64;
    assert!(
        normal.bonus_turns > random.bonus_turns,
        "{normal:?} vs {random:?}"
    );
    assert!(
        per(normal.hut_points, normal.huts) > per(random.hut_points, random.huts),
        "{normal:?} vs {random:?}"
    );
    assert!(
        per(normal.hunter_points, normal.hunters) > per(random.hunter_points, random.hunters),
        "{normal:?} vs {random:?}"
    );
}

/// `normal` blocks a rival's meadow: with a tiger tile in hand, it lays the tiger into the
/// meadow where the other player's hunter lies (a mammoth, a mammoth and a deer: the tiger eats
/// the deer), rather than anywhere harmless.
#[test]
fn normal_lays_a_tiger_in_a_rivals_meadow() {
    use tessera_engine::ai::{choose, Level};
    let moves = json!([
        mv("HG61", 0, -1, 0),
        with("HG62", 0, -2, 0, "meeple", "NNW"),
    ]);
    let (g, _) = replay(&hg(2, &["HG61", "HG62", "HG48", "HG36"], &[], moves));
    assert_eq!(g.hand(), catalog().find("HG48"), "a tile with a tiger");
    let hunter = g
        .board()
        .at(tessera_engine::Cell::new(0, -2))
        .expect("P1's tile")
        .first_seg;
    assert_eq!(g.feature_contents(hunter).tigers, 0);
    let harmless = g
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let mut h = g.clone();
            h.apply(m).expect("legal");
            h.feature_contents(hunter).tigers == 0
        })
        .count();
    assert!(harmless > 0, "the tile could go where it harms nobody");
    let mut h = g.clone();
    let m = choose(Level::Normal, &g, 1).expect("a move");
    h.apply(&m).expect("legal");
    assert!(
        h.feature_contents(hunter).tigers > 0,
        "the tiger went elsewhere: {m:?}"
    );
}
