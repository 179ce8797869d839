//! `expert` plays legal moves in every mode, replays exactly whatever its thread count, and
//! never knows the hidden tile order. Budgets here are tiny so that a debug build stays fast;
//! its strength is measured with `tessera-cli match`, not here.

use super::expert::ExpertBudget;
use super::*;
use crate::game::Setup;
use crate::mode::Mode;
use crate::options::{GameOptions, Options};

const TINY: ExpertBudget = ExpertBudget {
    candidates: 3,
    reply_samples: 3,
    own_samples: 2,
    later: &[1],
};

fn game(mode: Mode, players: usize, seed: u64) -> Game {
    let options = match mode {
        Mode::Classic => Options {
            river: true,
            abbot: true,
            ..Options::default()
        }
        .into(),
        _ => GameOptions::default_for(mode).expect("a mode's defaults"),
    };
    Game::new(&Setup {
        players,
        options,
        seed,
        deck: None,
        mode_setup: None,
    })
    .expect("valid setup")
}

/// A whole game with `expert` (tiny budget, `threads` threads) in seat 0 and `random` in the
/// others; every move goes through [`Game::apply`], which refuses illegal ones. Returns the
/// moves and the final scores.
fn play(mode: Mode, players: usize, seed: u64, threads: usize) -> (Vec<Move>, Vec<u32>) {
    let mut g = game(mode, players, seed);
    let mut moves = Vec::new();
    loop {
        let s = decision_seed(seed, g.current_player(), g.turn());
        let mv = if g.current_player() == 0 {
            choose_expert(&g, TINY, s, threads)
        } else {
            choose(Level::Random, &g, s)
        };
        let Some(mv) = mv else { break };
        g.apply(&mv)
            .unwrap_or_else(|e| panic!("{mode:?}: illegal move {mv:?}: {e}"));
        moves.push(mv);
    }
    assert!(g.is_finished(), "{mode:?}: the game ran to its end");
    (moves, g.scores())
}

#[test]
fn expert_plays_whole_legal_games_in_every_mode() {
    for (mode, players) in [
        (Mode::Classic, 2),
        (Mode::Benelux, 2),
        (Mode::HuntersGatherers, 2),
        (Mode::Classic, 3),
    ] {
        let (moves, _) = play(mode, players, 7, 1);
        assert!(moves.len() > 20, "{mode:?}");
    }
}

/// The same game, move for move, on one thread and on two (the candidates are judged alone
/// and compared in their order, whichever thread judged them).
#[test]
fn expert_replays_identically_on_any_thread_count() {
    for mode in [Mode::Benelux, Mode::HuntersGatherers] {
        let one = play(mode, 2, 3, 1);
        assert_eq!(one, play(mode, 2, 3, 2), "{mode:?}");
        assert_eq!(one, play(mode, 2, 3, 1), "{mode:?}");
    }
}

/// On turns spread over games in every mode: the same move after the face-down tiles (the
/// deck, the tiles under Benelux's island tops, the bonus stack) are shuffled.
#[test]
fn hidden_order_does_not_change_expert_moves() {
    let mut compared = 0;
    for mode in [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers] {
        let mut g = game(mode, 2, 5);
        while !g.is_finished() && g.turn() < 50 {
            let s = decision_seed(5, g.current_player(), g.turn());
            if g.turn() % 9 == 4 {
                let mut shuffled = g.clone();
                shuffled.shuffle_hidden(s ^ 77);
                if g.choosing_source() {
                    let source = choose_source(Level::Expert, &g, s);
                    assert_eq!(source, choose_source(Level::Expert, &shuffled, s));
                    if source == Some(TileSource::Deck) {
                        // The tile drawn is the real deck's: only the choice to draw counts.
                        g.apply(&choose(Level::Normal, &g, s).expect("a move"))
                            .expect("normal plays legal moves");
                        continue;
                    }
                }
                assert_eq!(
                    choose_expert(&g, TINY, s, 1),
                    choose_expert(&shuffled, TINY, s, 1),
                    "{mode:?} turn {}",
                    g.turn()
                );
                compared += 1;
            }
            let Some(mv) = choose(Level::Normal, &g, s) else {
                break;
            };
            g.apply(&mv).expect("normal plays legal moves");
        }
    }
    assert!(compared >= 12, "compared {compared} decisions");
}

/// The level is offered and named like the others.
#[test]
fn expert_is_a_level() {
    assert_eq!("expert".parse::<Level>(), Ok(Level::Expert));
    assert_eq!(Level::Expert.name(), "expert");
    assert_eq!(LEVELS.last(), Some(&"expert"));
}

/// The game after `moves` (record moves) from an explicit Classic deck.
fn position(deck: &[&str], moves: &str) -> Game {
    let json = crate::record::fixture(Mode::Classic, "{}", 2, deck, moves);
    let record = crate::record::Record::from_json(&json).expect("the fixture parses");
    record.replay().expect("the fixture replays").0
}

/// Its own four-tile city (with a shield) lacks one tile and the tile in hand closes it: 10
/// points now and the follower back. `expert` closes it, at every budget and whatever the seed.
#[test]
fn expert_completes_its_big_city() {
    let g = position(
        &["G", "U", "F", "U", "E", "U", "V", "B", "K", "L", "W", "D"],
        r#"[{"tile": "G", "x": 0, "y": -1, "rot": 90, "figure": {"kind": "meeple", "at": "N"}},
            {"tile": "U", "x": 1, "y": 0, "rot": 0},
            {"tile": "F", "x": 0, "y": -2, "rot": 90},
            {"tile": "U", "x": -1, "y": 0, "rot": 0}]"#,
    );
    assert_eq!(g.current_player(), 0);
    let closing = crate::geometry::Cell::new(0, -3);
    for seed in 0..4 {
        for budget in [TINY, expert::budget_for(&g)] {
            let mv = choose_expert(&g, budget, seed, 2).expect("a move");
            let mut after = g.clone();
            after.apply(&mv).expect("a legal move");
            assert_eq!(mv.cell, closing, "seed {seed}: {mv:?}");
            assert_eq!(after.scores()[0], 10, "seed {seed}: the city scored");
        }
    }
}

/// The rival's farmer lies in the field beside an open city that no one holds; the tile in
/// hand would close that city, which earns the mover nothing and the farmer 3 points at the
/// end. `expert` lays it elsewhere.
#[test]
fn expert_does_not_feed_a_rivals_farm() {
    let g = position(
        &["B", "U", "E", "K", "L", "W", "V", "D", "U", "V"],
        r#"[{"tile": "B", "x": 0, "y": 1, "rot": 0},
            {"tile": "U", "x": 1, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "N"}}]"#,
    );
    assert_eq!(g.current_player(), 0);
    // Closing the city would give the farmer its 3 points at the end.
    let closing = crate::geometry::Cell::new(0, -1);
    let mut fed = g.clone();
    let close = g
        .legal_moves()
        .into_iter()
        .find(|m| m.cell == closing)
        .expect("the tile in hand closes the city");
    fed.apply(&close).expect("a legal move");
    let farmer = |g: &Game| eval::values(g, g.ai_weights())[1];
    assert!(
        farmer(&fed) >= farmer(&g) + 2.0,
        "closing the city is worth about 3 points to the farmer"
    );
    for seed in 0..4 {
        for budget in [TINY, expert::budget_for(&g)] {
            let mv = choose_expert(&g, budget, seed, 2).expect("a move");
            assert_ne!(mv.cell, closing, "seed {seed}: {mv:?} feeds the farm");
        }
    }
}

/// Draws of one kind searched once and counted for all of them judge a move exactly as
/// searching each draw would: the same choice in positions of every mode.
#[test]
fn grouped_draws_choose_as_every_draw_would() {
    use super::search::{expectimax, grouped, spread_kinds};
    let kinds =
        |draws: &[crate::tiles::TileId]| draws.iter().map(|&t| (t, 1.0)).collect::<Vec<_>>();
    for mode in [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers] {
        let mut g = game(mode, 2, 77);
        let mut grouped_some = false;
        for turn in 0..24u32 {
            if g.is_finished() {
                break;
            }
            if g.hand().is_some() && turn % 4 == 3 {
                let counts = g.remaining_counts();
                let reply = spread_kinds(&counts, 24, u64::from(turn));
                let own = spread_kinds(&counts, 6, u64::from(turn) ^ 1);
                let (r, o) = (grouped(&reply), grouped(&own));
                assert_eq!(r.iter().map(|d| d.1).sum::<f64>(), reply.len() as f64);
                grouped_some |= r.len() < reply.len();
                let w = super::tuned::expert_weights(&g);
                assert_eq!(
                    expectimax(&g, 4, &[r, o], w, 1),
                    expectimax(&g, 4, &[kinds(&reply), kinds(&own)], w, 1),
                    "{mode:?}, turn {turn}"
                );
            }
            let s = decision_seed(77, g.current_player(), g.turn());
            let mv = choose(Level::Random, &g, s).expect("a move");
            g.apply(&mv).expect("legal");
        }
        // Hunters & Gatherers' tiles are nearly all one of a kind: nothing to group there.
        if mode != Mode::HuntersGatherers {
            assert!(grouped_some, "{mode:?}: some draws were of one kind");
        }
    }
}

/// The turns after the mover's own next one (`ExpertBudget::later`) are searched: each is a ply
/// of its own draws, a ply without draws ends the line, and a deeper line judges the same
/// candidates differently (the positions at its end are later ones).
#[test]
fn later_turns_are_searched_as_plies_of_their_own() {
    use super::search::judge_moves;
    let deep = ExpertBudget {
        later: &[2, 1],
        ..TINY
    };
    let mut g = game(Mode::Benelux, 2, 11);
    for turn in 0..6u32 {
        let s = decision_seed(11, g.current_player(), turn);
        let mv = choose(Level::Normal, &g, s).expect("a move");
        g.apply(&mv).expect("legal");
    }
    assert!(g.hand().is_some(), "a tile in hand");
    let counts = g.remaining_counts();
    let plies = expert::draws(&counts, deep, 5);
    assert_eq!(plies.len(), 4, "the answer, its own turn, then two more");
    let total = |ply: &Vec<super::search::Draw>| ply.iter().map(|d| d.1).sum::<f64>();
    assert_eq!(
        plies.iter().map(total).collect::<Vec<_>>(),
        [3.0, 2.0, 2.0, 1.0]
    );
    let cut = ExpertBudget {
        later: &[0, 1],
        ..TINY
    };
    assert_eq!(
        expert::draws(&counts, cut, 5).len(),
        2,
        "no draws end the line"
    );
    let w = super::tuned::expert_weights(&g);
    let shallow = judge_moves(&g, 3, None, &plies[..2], w, 1);
    let deeper = judge_moves(&g, 3, None, &plies, w, 1);
    assert_eq!(
        shallow.iter().map(|m| m.0).collect::<Vec<_>>(),
        deeper.iter().map(|m| m.0).collect::<Vec<_>>(),
        "the same candidates"
    );
    assert!(
        shallow.iter().zip(&deeper).any(|(a, b)| a.1 != b.1),
        "the deeper line judges them after later turns"
    );
}
