//! Two AI players, or variants of a level's budget, against each other on identical decks
//! with the seats swapped in pairs (what `tessera-cli match` does for the levels as they
//! ship), for tuning:
//!
//! ```text
//! cargo run --release -p tessera-engine --example duel -- MODE A B GAMES SEED [THREADS]
//! ```
//!
//! MODE is `classic` (with River and Abbot), `benelux` (with Abbot) or `hunters-gatherers`; A
//! and B are a level (`hard`), `hardx:C:R:O` (`hard` with C candidates, R and O draws) or
//! `expertx:C:R:O[:base]` (`expert` with that budget, judging by the mode's own weights with
//! `base`). Each game prints a line on stderr (A's mean decision time included), the summary on
//! stdout. Every decision runs on one thread; THREADS games (default 2) at a time.
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;
use tessera_engine::ai::{self, expert, search, Level};
use tessera_engine::{Game, GameOptions, Mode, Setup};

fn options(mode: &str) -> GameOptions {
    let json = match mode {
        "classic" => serde_json::json!({"river": true, "abbot": true}),
        "benelux" => serde_json::json!({"abbot": true}),
        _ => serde_json::json!({}),
    };
    let mode = match mode {
        "classic" | "base" => Mode::Classic,
        other => Mode::playable(other).expect("a playable mode"),
    };
    GameOptions::from_json(mode, Some(json)).expect("valid options")
}

fn choose(spec: &str, game: &Game, seed: u64) -> Option<tessera_engine::Move> {
    let parts: Vec<&str> = spec.split(':').collect();
    let num = |i: usize, d: f64| {
        parts
            .get(i)
            .and_then(|s| s.parse::<f64>().ok())
            .unwrap_or(d)
    };
    match parts[0] {
        "hardx" => {
            let b = search::HardBudget {
                candidates: num(1, 10.0) as usize,
                reply_samples: num(2, 8.0) as usize,
                own_samples: num(3, 4.0) as usize,
            };
            let w = game.ai_weights();
            ai::choose_custom(Level::Hard, game, seed, w, |g, s| {
                g.hand()?;
                search::hard_with(g, b, s, w)
            })
        }
        "expertx" => {
            let b = expert::ExpertBudget {
                candidates: num(1, 16.0) as usize,
                reply_samples: num(2, 24.0) as usize,
                own_samples: num(3, 8.0) as usize,
            };
            let w = if parts.get(4) == Some(&"base") {
                game.ai_weights()
            } else {
                tessera_engine::ai::tuned::expert_weights(game)
            };
            ai::choose_custom(Level::Expert, game, seed, w, |g, s| {
                g.hand()?;
                expert::expert_with_threads(g, b, s, 1, w)
            })
        }
        other => ai::choose(other.parse().ok()?, game, seed),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = &args[1];
    let a = args[2].clone();
    let b = args[3].clone();
    let games: u64 = args[4].parse().unwrap();
    let seed0: u64 = args[5].parse().unwrap();
    let threads: usize = args.get(6).and_then(|s| s.parse().ok()).unwrap_or(2);
    let options = options(mode);
    let next = AtomicU64::new(0);
    let res = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    return;
                }
                let seed = seed0 + g / 2;
                let a_seat = (g % 2) as usize;
                let mut game = Game::new(&Setup::seeded(2, options, seed)).unwrap();
                let mut ams = 0.0;
                let mut n = 0;
                while !game.is_finished() {
                    let seat = game.current_player();
                    let spec = if seat == a_seat { &a } else { &b };
                    let t = Instant::now();
                    let mv =
                        choose(spec, &game, ai::decision_seed(seed, seat, game.turn())).unwrap();
                    if seat == a_seat {
                        ams += t.elapsed().as_secs_f64();
                        n += 1;
                    }
                    game.apply(&mv).unwrap();
                }
                let sc = game.scores();
                let (x, y) = (sc[a_seat] as i64, sc[1 - a_seat] as i64);
                eprintln!(
                    "game {g}: A {x} B {y}  A {:.0} ms/move",
                    ams * 1000.0 / n as f64
                );
                res.lock().unwrap().push((x, y));
            });
        }
    });
    let r = res.into_inner().unwrap();
    let w = r.iter().filter(|(x, y)| x > y).count() as f64;
    let d = r.iter().filter(|(x, y)| x == y).count() as f64;
    let diff: i64 = r.iter().map(|(x, y)| x - y).sum();
    println!(
        "{mode} {a} vs {b}: {} games, A score {:.1}% ({} wins {} draws), diff {:.1}",
        r.len(),
        100.0 * (w + d / 2.0) / r.len() as f64,
        w,
        d,
        diff as f64 / r.len() as f64
    );
}
