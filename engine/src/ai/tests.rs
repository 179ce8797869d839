//! The AI plays fair (only what a player sees), deterministically, and sensibly.

use super::*;
use crate::events::Event;
use crate::game::{Action, Setup};
use crate::options::Options;
use crate::tiles::catalog;
use crate::{FeatureKind, FigureKind};

fn river_abbot() -> Options {
    Options {
        river: true,
        abbot: true,
        ..Options::default()
    }
}

fn new_game(seed: u64, options: Options) -> Game {
    Game::new(&Setup {
        players: 2,
        options: options.into(),
        seed,
        deck: None,
        mode_setup: None,
    })
    .expect("valid setup")
}

/// Play `turns` moves with `level` in every seat.
fn advance(game: &mut Game, level: Level, turns: u32, seed: u64) {
    for _ in 0..turns {
        let Some(mv) = choose(
            level,
            game,
            decision_seed(seed, game.current_player(), game.turn()),
        ) else {
            return;
        };
        game.apply(&mv).expect("AI moves are legal");
    }
}

#[test]
fn hidden_deck_order_does_not_change_decisions() {
    for level in [Level::Random, Level::Easy, Level::Normal, Level::Hard] {
        for seed in 0..3 {
            let mut g = new_game(seed, river_abbot());
            advance(&mut g, Level::Normal, 20 + 7 * seed as u32, seed);
            let mut shuffled = g.clone();
            shuffled.shuffle_hidden(seed + 99);
            assert_eq!(g.remaining_counts(), shuffled.remaining_counts());
            let s = decision_seed(seed, g.current_player(), g.turn());
            assert_eq!(
                choose(level, &g, s),
                choose(level, &shuffled, s),
                "{level:?} seed {seed}"
            );
        }
    }
}

#[test]
fn same_seed_same_choice() {
    let mut g = new_game(5, river_abbot());
    advance(&mut g, Level::Easy, 15, 5);
    for level in [Level::Random, Level::Easy, Level::Normal, Level::Hard] {
        assert_eq!(choose(level, &g, 42), choose(level, &g.clone(), 42));
    }
}

#[test]
fn game_with_ai_seats_replays_identically() {
    let setup = Setup {
        players: 3,
        options: river_abbot().into(),
        seed: 11,
        deck: None,
        mode_setup: None,
    };
    let play = || {
        let mut g = Game::new(&setup).unwrap();
        let levels = [Level::Easy, Level::Normal, Level::Random];
        let mut moves = Vec::new();
        while let Some(mv) = choose(
            levels[g.current_player()],
            &g,
            decision_seed(11, g.current_player(), g.turn()),
        ) {
            g.apply(&mv).unwrap();
            moves.push(mv);
        }
        (moves, g.scores())
    };
    assert_eq!(play(), play());
}

/// Normal-vs-normal games with the Abbot: the AI puts abbots on cloisters, recalls them,
/// and scores fields with farmers.
#[test]
fn uses_abbots_recalls_and_farmers() {
    let (mut abbots, mut recalls, mut field_points) = (0, 0, 0);
    for seed in 0..6 {
        let setup = Setup {
            players: 2,
            options: river_abbot().into(),
            seed,
            deck: None,
            mode_setup: None,
        };
        let mut g = Game::new(&setup).unwrap();
        while let Some(mv) = choose(
            Level::Normal,
            &g,
            decision_seed(seed, g.current_player(), g.turn()),
        ) {
            for e in g.apply(&mv).unwrap() {
                match e {
                    Event::FigurePlaced {
                        figure: FigureKind::Abbot,
                        ..
                    } => abbots += 1,
                    Event::AbbotRecalled { .. } => recalls += 1,
                    Event::Scored(s) if s.feature == FeatureKind::Field => field_points += s.points,
                    _ => {}
                }
            }
        }
    }
    assert!(abbots > 0, "never placed an abbot");
    assert!(recalls > 0, "never recalled an abbot");
    assert!(field_points > 0, "never scored a field");
}

/// With one follower left, the AI does not spend it on a field that borders no city.
#[test]
fn keeps_last_follower_from_worthless_field() {
    let u = catalog().find("U").unwrap();
    let mut tested = 0;
    for seed in 0..40 {
        let mut g = new_game(seed, Options::default());
        if g.hand != Some(u) {
            continue;
        }
        g.core.players[0].supply[crate::FigureKind::Meeple as usize] = 1;
        for level in [Level::Normal, Level::Hard] {
            let mv = choose(level, &g, 1).unwrap();
            if let Action::Place(FigureKind::Meeple, at) = mv.action {
                let def = catalog().get(u);
                let f = def.orient[mv.rot as usize].loc_feature[at.0 as usize];
                let feat = &def.features[f as usize];
                let o = &def.orient[mv.rot as usize];
                // A field only borders a city through the start tile's north field here.
                let touches_city = feat.kind != FeatureKind::Field
                    || crate::geometry::locs(o.masks[f as usize]).any(|l| {
                        let side = l.side().unwrap();
                        let nb = g.board().at(mv.cell.step(side));
                        nb.is_some_and(|p| {
                            let nd = catalog().get(p.tile);
                            let no = &nd.orient[p.rot as usize];
                            let g2 = no.loc_feature[l.across().0 as usize];
                            g2 != crate::tiles::NONE && !nd.features[g2 as usize].borders.is_empty()
                        })
                    });
                assert!(
                    touches_city,
                    "{level:?} wasted its last follower on an empty field (seed {seed})"
                );
            }
            tested += 1;
        }
    }
    assert!(tested > 0, "no seed dealt a U first");
}
