//! The board aids read like the rulebook: a cell no tile to come fits, a feature that can
//! never be closed because of one, and, over random games in every mode, the counts against a
//! direct count (every tile to come tried one by one with the rules' own check) and the
//! promise the marks make (a dead cell is never filled, a doomed feature never completed).

use super::*;
use crate::ai::RandomPlayer;
use crate::game::Setup;
use crate::options::GameOptions;
use crate::record::{fixture, Record};
use crate::rules::ModeRules;
use crate::Mode;

fn replayed(deck: &[&str], moves: &str) -> Game {
    let json = fixture(Mode::Classic, "{}", 2, deck, moves);
    Record::from_json(&json)
        .expect("parses")
        .replay()
        .expect("replays")
        .0
}

fn id(name: &str) -> TileId {
    catalog().find(name).expect("tile")
}

/// Only straight roads are left: nothing can fill the square north of the start tile, whose
/// city edge wants a city, so that city can never be closed; its road can.
#[test]
fn a_city_facing_a_square_no_tile_fits_can_never_be_closed() {
    let g = replayed(&["U", "U"], "[]");
    assert_eq!(g.dead_cells(), vec![Cell::new(0, -1)]);
    let fits = g.cell_fits();
    let west = fits.iter().find(|c| c.cell == Cell::new(-1, 0)).unwrap();
    // The U in hand and the one in the deck: two copies of one kind.
    assert_eq!(
        west.tiles,
        vec![ToCome {
            tile: id("U"),
            count: 2,
            pool: Pool::Land
        }]
    );
    assert_eq!(west.count(Pool::Land), 2);
    let never = g.never_completed();
    assert_eq!(never.len(), 1, "{never:?}");
    assert_eq!(g.features().info(never[0].root).kind, FeatureKind::City);
    assert_eq!(never[0].cell, Cell::new(0, -1));
}

/// With a monastery laid south of the start and only a crossroads left, the squares beside and
/// below it want field edges no crossroads has: it can never be surrounded.
#[test]
fn a_monastery_beside_a_dead_square_can_never_be_completed() {
    let g = replayed(&["B", "X"], r#"[{"tile": "B", "x": 0, "y": 1, "rot": 0}]"#);
    let dead = g.dead_cells();
    for c in [(1, 1), (-1, 1), (0, 2), (0, -1)] {
        assert!(dead.contains(&Cell::new(c.0, c.1)), "{c:?} in {dead:?}");
    }
    let kinds: Vec<FeatureKind> = g
        .never_completed()
        .iter()
        .map(|n| g.features().info(n.root).kind)
        .collect();
    assert!(kinds.contains(&FeatureKind::Monastery), "{kinds:?}");
    assert!(kinds.contains(&FeatureKind::City), "{kinds:?}");
    assert!(
        !kinds.contains(&FeatureKind::Road),
        "the road still grows: {kinds:?}"
    );
    assert_eq!(
        crate::ai::eval::completion_odds(&g, never_root(&g, FeatureKind::City)),
        Some(0.0)
    );
}

fn never_root(g: &Game, kind: FeatureKind) -> u16 {
    g.never_completed()
        .iter()
        .find(|n| g.features().info(n.root).kind == kind)
        .expect("a doomed feature of that kind")
        .root
}

/// With tiles to come that fit, no cell is dead and nothing is doomed at the start.
#[test]
fn nothing_is_dead_at_the_start_of_a_full_game() {
    for mode in Mode::ALL {
        let options = GameOptions::from_json(mode, None).expect("options");
        let g = Game::new(&Setup::seeded(3, options, 5)).expect("setup");
        assert!(g.dead_cells().is_empty(), "{mode:?}");
        assert!(g.never_completed().is_empty(), "{mode:?}");
        let to_come: u32 = g.tiles_to_come().iter().map(|t| t.count as u32).sum();
        assert!(to_come as usize > g.deck_len(), "the hand counts: {mode:?}");
    }
}

/// Every tile still to come, one by one (the hand with its source, the deck, the mode's
/// reserves).
fn each_to_come(g: &Game) -> Vec<(TileId, Pool)> {
    let mut v = Vec::new();
    if let Some(t) = g.core.hand {
        let pool = match g.core.hand_source {
            TileSource::Bonus => Pool::Bonus,
            _ => Pool::Land,
        };
        v.push((t, pool));
    }
    v.extend(g.core.deck.iter().map(|&t| (t, Pool::Land)));
    g.rules.for_each_reserve(|t, p| v.push((t, p)));
    v
}

/// The counts of [`Game::cell_fits`] against trying every tile to come, one at a time, in
/// each rotation with [`Game::check_placement`] (the check a move goes through).
fn check_against_direct_count(g: &Game) {
    let each = each_to_come(g);
    let fits = g.cell_fits();
    assert_eq!(fits.len(), g.board().open_len());
    for cf in &fits {
        for pool in [Pool::Land, Pool::Bonus] {
            let direct = each
                .iter()
                .filter(|&&(t, p)| {
                    p == pool
                        && (0..4).any(|rot| {
                            g.check_placement(t, Placement { cell: cf.cell, rot })
                                .is_ok()
                        })
                })
                .count() as u32;
            assert_eq!(cf.count(pool), direct, "{:?} {pool:?}", cf.cell);
        }
    }
}

/// Random games in every mode: the counts agree with a direct count at every turn, a cell once
/// dead is never filled, and a feature once doomed is not complete when the game ends.
#[test]
fn counts_agree_and_the_marks_keep_their_promise() {
    let setups = [
        (
            Mode::Classic,
            serde_json::json!({"river": true, "abbot": true}),
        ),
        (Mode::Classic, serde_json::json!({})),
        (Mode::Benelux, serde_json::json!({})),
        (Mode::HuntersGatherers, serde_json::json!({})),
    ];
    let mut dead_seen = 0;
    let mut doomed_seen = 0;
    for (mode, options) in setups {
        let options = GameOptions::from_json(mode, Some(options)).expect("options");
        for seed in 0..4u64 {
            let mut g =
                Game::new(&Setup::seeded(2 + seed as usize % 3, options, seed)).expect("setup");
            let mut player = RandomPlayer::new(seed);
            let mut dead = Vec::new();
            let mut doomed = Vec::new();
            loop {
                check_against_direct_count(&g);
                for c in g.dead_cells() {
                    if !dead.contains(&c) {
                        dead.push(c);
                    }
                }
                for n in g.never_completed() {
                    let seg = g.features().seg(n.root);
                    doomed.push((seg.tile, seg.feat));
                }
                for c in &dead {
                    assert!(
                        !g.board().filled(*c),
                        "{mode:?} seed {seed}: dead {c:?} filled"
                    );
                }
                if !player.play(&mut g, &mut crate::NoEvents) {
                    break;
                }
            }
            dead_seen += dead.len();
            doomed_seen += doomed.len();
            for (tile, feat) in doomed {
                assert!(
                    !complete(&g, tile, feat),
                    "{mode:?} seed {seed}: doomed feature completed"
                );
            }
        }
    }
    assert!(
        dead_seen > 10 && doomed_seen > 5,
        "random games meet dead cells: {dead_seen}, {doomed_seen}"
    );
}

/// Whether the feature of placed tile `tile`'s catalog feature `feat` is complete.
fn complete(g: &Game, tile: u16, feat: u8) -> bool {
    let p = &g.board().tiles()[tile as usize];
    let s = g.features().root(p.first_seg + feat as u16);
    let info = g.features().info(s);
    match info.kind {
        FeatureKind::Monastery | FeatureKind::Garden => g.board().neighbours8(p.cell) == 8,
        _ => info.open == 0,
    }
}
