//! Two AI players, or variants of a level's budget, against each other on identical decks
//! with the seats swapped in pairs (what `tessera-cli match` does for the levels as they
//! ship), for tuning:
//!
//! ```text
//! cargo run --release -p tessera-engine --example duel -- MODE A B GAMES SEED [THREADS]
//! ```
//!
//! MODE is `classic` (with River and Abbot), `benelux` (with Abbot), `benelux-base` (without:
//! the games of `tessera-cli match --mode benelux`) or `hunters-gatherers`; A and B are a level
//! (`hard`), `hardx:C:R:O` (`hard` with C candidates, R and O draws) or
//! `expertx:C:R:O[:base|tuned|file=PATH[:L1,L2,…]]` (`expert` with that budget, judging by the
//! mode's own weights with `base`, by the mode's entry in a weights file with `file=PATH` (the
//! `fit` example writes one), then draws for further turns). A number of draws above the tiles
//! left (999) means every tile. Each game prints a line on stderr (A's mean decision time
//! included), the summary on stdout. Every decision runs on one thread; THREADS games (default 2) at a time.
mod common;

use std::sync::Mutex;
use tessera_engine::ai::{self, expert, search, Level};
use tessera_engine::Game;

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
                later: &[],
            };
            let w = game.ai_weights();
            ai::choose_custom(Level::Hard, game, seed, w, |g, s| {
                g.hand()?;
                search::hard(g, b, s, w)
            })
        }
        "expertx" => {
            // Draws for the turns after its own next one: `L1,L2,…` (leaked once a run).
            let later: &'static [usize] = Box::leak(
                parts
                    .get(5)
                    .map(|s| {
                        s.split(',')
                            .filter_map(|n| n.parse().ok())
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
                    .into_boxed_slice(),
            );
            let b = expert::ExpertBudget {
                candidates: num(1, 16.0) as usize,
                reply_samples: num(2, 24.0) as usize,
                own_samples: num(3, 8.0) as usize,
                later,
            };
            let w = match parts.get(4).copied() {
                Some("base") => game.ai_weights(),
                Some(f) if f.starts_with("file=") => file_weights(&f[5..], game)?,
                _ => tessera_engine::ai::tuned::expert_weights(game),
            };
            ai::choose_custom(Level::Expert, game, seed, w, |g, s| {
                g.hand()?;
                expert::expert_with_threads(g, b, s, 1, w)
            })
        }
        other => ai::choose(other.parse().ok()?, game, seed),
    }
}

/// The mode's weights in the weights file at `path` (the `fit` example writes one), read once
/// a run per path (A and B may name different files).
fn file_weights(path: &str, game: &Game) -> Option<&'static ai::eval::Weights> {
    type Read = std::collections::HashMap<String, Option<&'static ai::eval::Weights>>;
    static READ: std::sync::OnceLock<Mutex<Read>> = std::sync::OnceLock::new();
    let mut read = READ.get_or_init(Default::default).lock().ok()?;
    *read.entry(path.to_string()).or_insert_with(|| {
        let text = std::fs::read_to_string(path).ok()?;
        let w = ai::tuned::parse(&text).ok()?.remove(game.mode().id())?;
        Some(&*Box::leak(Box::new(w)))
    })
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: duel MODE A B GAMES SEED [THREADS]";
    let [mode, a, b, games, seed0] = [1, 2, 3, 4, 5].map(|i| args.get(i));
    let (Some(mode), Some(a), Some(b), Some(games), Some(seed0)) = (mode, a, b, games, seed0)
    else {
        return Err(usage.into());
    };
    let games: u64 = games.parse().map_err(|_| usage)?;
    let seed0: u64 = seed0.parse().map_err(|_| usage)?;
    let threads: usize = args.get(6).and_then(|s| s.parse().ok()).unwrap_or(2);
    let options = common::options(mode)?;
    let res = Mutex::new(Vec::new());
    common::in_parallel(games, threads, |g| {
        let played = common::paired_game(options, seed0, g, |is_a, game, seed| {
            choose(if is_a { a } else { b }, game, seed)
        });
        let Some(p) = played else {
            eprintln!("game {g}: no result (a setup or a move failed)");
            return;
        };
        eprintln!(
            "game {g}: A {} B {}  A {:.0} ms/move",
            p.a,
            p.b,
            p.a_secs * 1000.0 / p.a_moves.max(1) as f64
        );
        res.lock()
            .expect("no thread panics holding it")
            .push((p.a, p.b));
    });
    let r = res.into_inner().map_err(|_| "a game thread failed")?;
    let n = r.len().max(1) as f64;
    let w = r.iter().filter(|(x, y)| x > y).count() as f64;
    let d = r.iter().filter(|(x, y)| x == y).count() as f64;
    let diff: i64 = r.iter().map(|(x, y)| x - y).sum();
    println!(
        "{mode} {a} vs {b}: {} games, A score {:.1}% ({w} wins {d} draws), diff {:.1}",
        r.len(),
        100.0 * (w + d / 2.0) / n,
        diff as f64 / n
    );
    Ok(())
}
