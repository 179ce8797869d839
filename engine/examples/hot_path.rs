//! A fixed workload for profilers (`valgrind --tool=callgrind`) and side-by-side timing of two
//! builds: `random MODE GAMES` plays that many random games; `hard MODE POSITIONS` asks the
//! `hard` AI for its move in positions reached by random play, and prints every choice so that
//! two builds can be compared byte for byte.

mod common;

use std::time::Instant;

use tessera_engine::ai::{self, Level, RandomPlayer};
use tessera_engine::record::RecordMove;
use tessera_engine::{Game, NoEvents, Setup};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("random", String::as_str);
    let mode = args.get(2).map_or("classic", String::as_str);
    let n: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let options = common::options(mode).expect("MODE: classic, base, benelux or hunters-gatherers");
    let start = Instant::now();
    match what {
        "random" => {
            let mut total = 0u64;
            for seed in 0..n {
                let mut game = Game::new(&Setup::seeded(2, options, seed)).expect("valid setup");
                let mut player = RandomPlayer::new(seed);
                while player.play(&mut game, &mut NoEvents) {}
                total += game.scores().iter().sum::<u32>() as u64;
            }
            println!("random {mode}: {n} games, total score {total}");
        }
        "hard" => {
            // Positions after 6, 18, 30, … random moves of a few seeded games.
            let mut asked = 0;
            let mut seed = 0;
            while asked < n {
                let mut game = Game::new(&Setup::seeded(2, options, seed)).expect("valid setup");
                let mut player = RandomPlayer::new(seed);
                let mut turn = 0;
                while !game.is_finished() && asked < n {
                    if turn % 12 == 6 {
                        let mv = ai::choose(Level::Hard, &game, seed ^ turn);
                        let mv = mv.map(|m| serde_json::to_string(&RecordMove::from_move(&m)));
                        println!("{seed} {turn}: {mv:?}");
                        asked += 1;
                    }
                    if !player.play(&mut game, &mut NoEvents) {
                        break;
                    }
                    turn += 1;
                }
                seed += 1;
            }
        }
        other => panic!("unknown workload {other}"),
    }
    eprintln!("{what} {mode}: {:.3} s", start.elapsed().as_secs_f64());
}
