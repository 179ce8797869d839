//! The AI in Benelux: it takes an island tile when that is clearly better than a draw and
//! draws when it is not, and it never knows the face-down order (the deck and the tiles under
//! the island tops, which a player cannot tell apart).

use super::*;
use crate::game::{Action, Setup};
use crate::geometry::Cell;
use crate::mode::Mode;
use crate::options::GameOptions;
use crate::record::{fixture, Record};
use crate::tiles::catalog;

/// Purple stack 0, as the engine numbers sources.
const PURPLE: TileSource = TileSource::Stack(0);

/// P0 holds a city of three tiles (the start tile `D` on Meppel (12,2), `R` above it and `E`
/// east of that, the island's square closing it to the north) with one open cell left, (11,1),
/// which takes any tile with a city side; P0 collected a purple chip at (13,1) and now chooses
/// where its tile comes from. The purple island's stack 0 is `purple` (top first), and the
/// deck holds `rest`.
fn city_game(purple: &[&str], rest: &[&str]) -> Game {
    let mut deck = vec!["R", "U", "E", "U"];
    deck.extend_from_slice(rest);
    let mut r: serde_json::Value = serde_json::from_str(&fixture(
        Mode::Benelux,
        r#"{"art": "classic"}"#,
        2,
        &deck,
        r#"[{"tile": "R", "x": 12, "y": 1, "rot": 180, "figure": {"kind": "meeple", "at": "S"}},
            {"tile": "U", "x": 7, "y": 9, "rot": 0},
            {"tile": "E", "x": 13, "y": 1, "rot": 270},
            {"tile": "U", "x": 8, "y": 9, "rot": 0}]"#,
    ))
    .unwrap();
    r["setup"] = serde_json::json!({
        "starts": ["meppel", "charleroi"],
        "second_start": {"tile": "U", "rot": 0},
        "chips": [{"x": 13, "y": 1, "colour": "purple", "value": 1}],
        "islands": {"purple": [purple, []], "light-blue": [[], []], "orange": [[], []]},
    });
    let (g, _) = Record::from_json(&r.to_string())
        .and_then(|r| r.replay())
        .expect("the scenario replays");
    assert_eq!(g.current_player(), 0);
    assert!(g.choosing_source(), "P0 holds a purple chip");
    assert_eq!(g.sources(), vec![TileSource::Deck, PURPLE]);
    g
}

/// The island's `E` closes P0's city (8 points, the follower back); no face-down tile has a
/// city side, so no draw can: every level but `random` gives up its chip for the island tile,
/// and lays it on the city's open cell.
#[test]
fn takes_an_island_tile_that_closes_its_city() {
    let g = city_game(&["E"], &["U", "V", "B", "W", "V", "U"]);
    for level in [Level::Easy, Level::Normal, Level::Hard, Level::Expert] {
        assert_eq!(choose_source(level, &g, 3), Some(PURPLE), "{level:?}");
        let mv = choose(level, &g, 3).unwrap();
        assert_eq!(mv.source, PURPLE, "{level:?}");
        assert_eq!(mv.tile, catalog().find("E").unwrap());
        assert_eq!(mv.cell, Cell::new(11, 1), "{level:?} closes the city");
        let mut h = g.clone();
        let scored: u32 = h
            .apply(&mv)
            .unwrap()
            .iter()
            .filter_map(|e| match e {
                crate::Event::Scored(s) => Some(s.points),
                _ => None,
            })
            .sum();
        assert_eq!(scored, 8, "{level:?}: four city tiles");
    }
}

/// `expert` too gives up its chip for the island tile and closes the city with it (a tiny
/// budget: the search judges only the evaluation's best few moves and must keep the obvious one).
#[test]
fn expert_takes_the_island_tile_and_closes_its_city() {
    let g = city_game(&["E"], &["U", "V", "B", "W", "V", "U"]);
    let budget = expert::ExpertBudget {
        candidates: 3,
        reply_samples: 3,
        own_samples: 2,
        later: &[],
    };
    let mv = choose_expert(&g, budget, 3, 2).unwrap();
    assert_eq!(mv.source, PURPLE);
    assert_eq!(mv.tile, catalog().find("E").unwrap());
    assert_eq!(mv.cell, Cell::new(11, 1), "expert closes the city");
}

/// The same city, but every face-down tile closes it as well as the island's tile would: a
/// draw does as much and keeps the chip, so no level gives the chip up.
#[test]
fn draws_when_the_island_tile_is_no_better() {
    let g = city_game(&["E"], &["E", "E", "E"]);
    for level in [Level::Easy, Level::Normal, Level::Hard, Level::Expert] {
        assert_eq!(
            choose_source(level, &g, 3),
            Some(TileSource::Deck),
            "{level:?}"
        );
    }
}

/// The island offers a road while every face-down tile closes the city: the AI draws.
#[test]
fn draws_when_the_deck_promises_more() {
    let g = city_game(&["U"], &["E", "E", "E"]);
    for level in [Level::Easy, Level::Normal, Level::Hard, Level::Expert] {
        assert_eq!(
            choose_source(level, &g, 3),
            Some(TileSource::Deck),
            "{level:?}"
        );
        assert_eq!(choose(level, &g, 3).unwrap().source, TileSource::Deck);
    }
}

/// A chip in hand counts in the evaluation while its island has tiles (less near the end of
/// the deck), and nothing once it is given up for the island's last tile.
#[test]
fn a_held_chip_is_worth_an_option() {
    let mode_values = |g: &Game| {
        let mut v = vec![0.0; 2];
        let ctx = crate::ai::eval::ModeContext {
            fit_share: &|_| 0.0,
            fill: &|_| 0.0,
            open_cells: &|_| crate::fits::OpenCells::new(),
            time_left: 1.0,
        };
        if let crate::modes::Rules::Benelux(b) = &g.rules {
            let share = g.ai_weights().mode_terms;
            crate::modes::benelux::ai::add_values(b, &g.core, &mut v, share, ctx.fit_share);
        }
        v
    };
    let g = city_game(&["E"], &["U", "V", "B", "W", "V", "U"]);
    let v = mode_values(&g);
    assert!(v[0] > 0.0, "P0's purple chip: {v:?}");
    assert_eq!(v[1], 0.0, "P1 holds none");
    assert_eq!(mode_values(&taken(&g, PURPLE).unwrap())[0], 0.0);
}

/// A copy that took an island tile still counts the tile it uncovered (`X`, under the purple
/// top) as face down, after its move too: the search cannot learn what it is.
#[test]
fn the_tile_under_a_taken_top_stays_unknown_to_the_search() {
    let g = city_game(&["E", "X"], &["U", "V", "B", "W", "V", "U"]);
    let before = g.remaining_counts();
    assert_eq!(before[catalog().find("X").unwrap().0 as usize], 1);
    let mut h = taken(&g, PURPLE).unwrap();
    assert_eq!(h.remaining_counts(), before);
    let mv = h.legal_moves()[0];
    h.play_without_draw(&mv);
    assert_eq!(h.remaining_counts(), before, "nothing turned face up");
    // The game itself turns it up once the turn is over.
    let mut real = g.clone();
    real.apply(&choose(Level::Normal, &g, 3).unwrap()).unwrap();
    assert_ne!(real.remaining_counts(), before);
}

fn benelux_game(seed: u64) -> Game {
    Game::new(&Setup {
        players: 2,
        options: GameOptions::default_for(Mode::Benelux).unwrap(),
        seed,
        deck: None,
        mode_setup: None,
    })
    .unwrap()
}

/// In seeded Benelux games, on turns spread over the game: the same choices (the source, and
/// the move whenever its tile is known: in hand, or an island's top) after the deck and the
/// tiles under the island tops are shuffled together.
#[test]
fn hidden_order_does_not_change_benelux_decisions() {
    let (mut choices, mut island_moves) = (0, 0);
    for seed in 0..3u64 {
        let mut g = benelux_game(seed);
        let mut turn = 0;
        while !g.is_finished() && turn < 40 {
            let s = decision_seed(seed, g.current_player(), g.turn());
            let mut shuffled = g.clone();
            shuffled.shuffle_hidden(seed * 1000 + turn);
            assert_eq!(g.remaining_counts(), shuffled.remaining_counts());
            // Every third turn; `hard`'s search, slow in a debug build, on one turn a game.
            let levels: &[Level] = match turn {
                13 => &[Level::Easy, Level::Normal, Level::Hard],
                t if t % 3 == 1 => &[Level::Easy, Level::Normal],
                _ => &[],
            };
            for &level in levels {
                if g.choosing_source() {
                    let source = choose_source(level, &g, s);
                    assert_eq!(
                        source,
                        choose_source(level, &shuffled, s),
                        "{level:?} {seed}"
                    );
                    choices += 1;
                    if matches!(source, Some(TileSource::Stack(_))) {
                        assert_eq!(choose(level, &g, s), choose(level, &shuffled, s));
                        island_moves += 1;
                    }
                } else {
                    assert_eq!(
                        choose(level, &g, s),
                        choose(level, &shuffled, s),
                        "{level:?}"
                    );
                }
            }
            let Some(mv) = choose(Level::Normal, &g, s) else {
                break;
            };
            g.apply(&mv).unwrap();
            turn += 1;
        }
    }
    assert!(choices > 10, "few source choices were seen ({choices})");
    assert!(island_moves > 0, "no island tile was ever chosen");
}

/// Benelux games between AI levels end with every figure back or scored, and `normal` takes
/// island tiles and collects chips.
#[test]
fn normal_plays_benelux_with_islands_and_chips() {
    let (mut taken_tiles, mut chip_points) = (0, 0);
    for seed in 0..3u64 {
        let mut g = benelux_game(seed);
        while !g.is_finished() {
            let s = decision_seed(seed, g.current_player(), g.turn());
            let level = [Level::Normal, Level::Easy][g.current_player()];
            let Some(mv) = choose(level, &g, s) else {
                // The last face-down tile fitted nowhere: taking it ended the game.
                g.take(choose_source(level, &g, s).unwrap()).unwrap();
                break;
            };
            if g.current_player() == 0 && mv.source != TileSource::Deck {
                taken_tiles += 1;
            }
            for e in g.apply(&mv).unwrap() {
                if let crate::Event::Scored(sc) = e {
                    if sc.feature == crate::FeatureKind::Chip && sc.players == [0] {
                        chip_points += sc.points;
                    }
                }
            }
            assert!(matches!(mv.action, Action::None | Action::Place(..)));
        }
        assert!(g.is_finished());
    }
    assert!(taken_tiles > 0, "normal never took an island tile");
    assert!(chip_points > 0, "normal never collected a chip");
}
