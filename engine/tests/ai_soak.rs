//! The AI never makes an illegal move and never stalls: every level plays many seeded games
//! under every option set, each move checked by the engine's `apply`.
//!
//! `cargo xtask test` runs this file in release mode, where it plays the full counts (over a
//! thousand games for each of `random`, `easy` and `normal`, and a dozen for `hard`, whose
//! decisions cost ~100 ms); a debug `cargo test` plays a twentieth of them.

use tessera_engine::ai::{choose, choose_expert, decision_seed, expert, Level};
use tessera_engine::options::{Art, FarmScoring, GameOptions, Unplaceable};
use tessera_engine::{Game, Mode, Options, Setup};

fn scaled(n: u64) -> u64 {
    if cfg!(debug_assertions) {
        (n / 20).max(2)
    } else {
        n
    }
}

/// The option sets an AI can be seated with, with a player count for each.
fn option_sets() -> Vec<(Options, usize)> {
    let d = Options::default();
    vec![
        (d, 2),
        (
            Options {
                river: true,
                abbot: true,
                ..d
            },
            2,
        ),
        (Options { river: true, ..d }, 3),
        (
            Options {
                abbot: true,
                art: Some(Art::Classic),
                ..d
            },
            4,
        ),
        (
            Options {
                abbot: true,
                farm_scoring: FarmScoring::First,
                ..d
            },
            5,
        ),
        (
            Options {
                farm_scoring: FarmScoring::Second,
                small_city: true,
                ..d
            },
            6,
        ),
        (
            Options {
                river: true,
                abbot: true,
                unplaceable: Unplaceable::Reshuffle,
                ..d
            },
            2,
        ),
    ]
}

/// Play `games` games with `levels` rotating through the seats.
fn soak(levels: &[Level], games: u64, seed0: u64) {
    let sets = option_sets();
    for g in 0..games {
        let (options, players) = sets[g as usize % sets.len()];
        let seed = seed0 + g;
        let mut game = Game::new(&Setup {
            players,
            options: options.into(),
            seed,
            deck: None,
            mode_setup: None,
        })
        .unwrap();
        while !game.is_finished() {
            let seat = game.current_player();
            let level = levels[(seat + g as usize) % levels.len()];
            let mv = choose(level, &game, decision_seed(seed, seat, game.turn()))
                .unwrap_or_else(|| panic!("{level:?} found no move (game seed {seed})"));
            if let Err(e) = game.apply(&mv) {
                panic!("{level:?} played an illegal move {mv:?} (game seed {seed}): {e}");
            }
        }
        assert!(game.is_finished());
    }
}

#[test]
fn random_plays_only_legal_moves() {
    soak(&[Level::Random], scaled(1000), 0);
}

#[test]
fn easy_plays_only_legal_moves() {
    soak(&[Level::Easy, Level::Random], scaled(1000), 10_000);
}

#[test]
fn normal_plays_only_legal_moves() {
    soak(&[Level::Normal, Level::Easy], scaled(1000), 20_000);
}

#[test]
fn hard_plays_only_legal_moves() {
    soak(&[Level::Hard, Level::Random], scaled(12), 30_000);
}

/// `expert` in every mode, through Benelux's island choices and Hunters & Gatherers' bonus
/// turns, with two and three players: as it plays in release, with a tiny budget in debug.
#[test]
fn expert_plays_only_legal_moves_in_every_mode() {
    let tiny = expert::ExpertBudget {
        candidates: 2,
        reply_samples: 2,
        own_samples: 1,
        later: &[],
    };
    let classic: GameOptions = Options {
        river: true,
        abbot: true,
        ..Options::default()
    }
    .into();
    let modes = [
        classic,
        GameOptions::default_for(Mode::Benelux).unwrap(),
        GameOptions::default_for(Mode::HuntersGatherers).unwrap(),
    ];
    let (mut sources, mut expert_moves) = (0, 0);
    for (i, options) in modes.into_iter().enumerate() {
        for players in [2, 3] {
            let seed = 40_000 + 10 * i as u64 + players as u64;
            let mut game = Game::new(&Setup::seeded(players, options, seed)).unwrap();
            while !game.is_finished() {
                let seat = game.current_player();
                let s = decision_seed(seed, seat, game.turn());
                let mv = if seat == 0 {
                    expert_moves += 1;
                    sources += usize::from(game.choosing_source());
                    if cfg!(debug_assertions) {
                        choose_expert(&game, tiny, s, 2)
                    } else {
                        choose(Level::Expert, &game, s)
                    }
                } else {
                    choose(Level::Random, &game, s)
                };
                let mv = mv.unwrap_or_else(|| panic!("no move ({options:?}, seed {seed})"));
                if let Err(e) = game.apply(&mv) {
                    panic!("illegal move {mv:?} ({options:?}, seed {seed}): {e}");
                }
            }
        }
    }
    assert!(expert_moves > 100, "{expert_moves} expert moves");
    assert!(sources > 0, "expert never chose where its tile came from");
}
