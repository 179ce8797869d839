//! Learns the evaluation weights `expert` judges positions by, by self-play, and writes them
//! to `engine/src/ai/expert_weights.json` (the mode's entry; the others are kept):
//!
//! ```text
//! cargo run --release -p tessera-engine --example tune -- MODE [GAMES] [ROUNDS] [continue]
//! ```
//!
//! MODE is `classic` (with River and Abbot), `benelux` (with Abbot) or `hunters-gatherers`.
//! Starting from the mode's own weights (those of `normal` and `hard`; with `continue`, from
//! the mode's entry in the file, for a further round), each round tries every
//! weight a step up and a step down (×1.3 then ×1.15 in later rounds), and after a kept step
//! up to three more the same way; a trial plays GAMES
//! games (default 1200) of `normal` judging by the trial weights against `normal` judging by
//! the best so far, on identical decks with the seats swapped, and is kept when it scores at
//! least 52%. The decks of trial `k` come from seeds `TUNING_SEEDS + k·GAMES`, far from the
//! seeds the README reports. Each trial prints one line; the run is deterministic (it gives the
//! same weights on any machine), on as many threads as the machine has cores.
//!
//! `normal` decides in about a millisecond, so a trial takes about a minute on two cores: a
//! whole run (two rounds) about half an hour per mode.

mod common;

use std::sync::Mutex;

use tessera_engine::ai::{self, eval::Weights, Level};
use tessera_engine::{Game, GameOptions, Mode, Setup};

/// Far from every seed the README's tables use.
const TUNING_SEEDS: u64 = 1_000_000_000;
/// A trial is kept when it scores at least this share against the best so far.
const KEEP: f64 = 0.52;
/// After a kept step, up to this many more steps the same way, each kept only if it wins too.
const MORE_STEPS: usize = 3;

/// A weight the tuner moves: its name, and how to read and scale it.
struct Knob {
    name: &'static str,
    get: fn(&Weights) -> f64,
    scale: fn(&mut Weights, f64),
}

/// A knob for a plain number field of `Weights`.
macro_rules! field {
    ($f:ident) => {
        Knob {
            name: stringify!($f),
            get: |w| w.$f,
            scale: |w, f| w.$f *= f,
        }
    };
}

fn knobs(mode: Mode) -> Vec<Knob> {
    let mut k = vec![
        field!(completion),
        Knob {
            name: "supply",
            get: |w| w.supply[0],
            scale: |w, f| w.supply.iter_mut().for_each(|x| *x *= f),
        },
        field!(open_city_farm),
        field!(follower_return),
        field!(merge),
        field!(horizon),
    ];
    if mode != Mode::HuntersGatherers {
        k.push(field!(abbot_supply));
    }
    if mode != Mode::Classic {
        k.push(field!(mode_terms));
    }
    k
}

/// The share of `games` games (paired decks from `seed`) that `normal` judging by `a` scores
/// against `normal` judging by `b` (a draw counts half), and the mean score difference.
fn duel(options: GameOptions, a: &Weights, b: &Weights, games: u64, seed: u64) -> (f64, f64) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let total = Mutex::new((0.0f64, 0i64));
    common::in_parallel(games, threads, |g| {
        let played = common::paired_game(options, seed, g, |is_a, game, decision| {
            ai::choose_weighted(Level::Normal, game, decision, if is_a { a } else { b })
        });
        let Some(p) = played else { return };
        let points = match p.a.cmp(&p.b) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
        let mut t = total.lock().expect("no thread panics holding it");
        t.0 += points;
        t.1 += p.a - p.b;
    });
    let (points, diff) = total.into_inner().expect("no thread panicked");
    (points / games as f64, diff as f64 / games as f64)
}

/// One trial's line.
#[allow(clippy::too_many_arguments)]
fn report(
    round: usize,
    name: &str,
    f: f64,
    to: f64,
    score: f64,
    games: u64,
    diff: f64,
    kept: bool,
) {
    println!(
        "round {round} {name:<16} ×{f:.3} → {to:.3}: {:.1}% of {games} games, {diff:+.2} points{}",
        score * 100.0,
        if kept { "  kept" } else { "" }
    );
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let mode_id = args
        .get(1)
        .ok_or("usage: tune MODE [GAMES] [ROUNDS] [continue]")?;
    let games: u64 = args
        .get(2)
        .map_or(Ok(1200), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let rounds: usize = args
        .get(3)
        .map_or(Ok(2), |s| s.parse())
        .map_err(|e| format!("{e}"))?;
    let options = common::options(mode_id)?;
    let start = Game::new(&Setup::seeded(2, options, 0)).map_err(|e| e.to_string())?;
    let base = *start.ai_weights();
    // `continue` starts from the mode's weights in the file instead (a further round).
    let mut best = if args.get(4).map(String::as_str) == Some("continue") {
        *ai::tuned::expert_weights(&start)
    } else {
        base
    };
    let mut trial = 0u64;
    for round in 0..rounds {
        let step = if round == 0 { 1.3 } else { 1.15 };
        for knob in knobs(options.mode()) {
            for f in [step, 1.0 / step] {
                let mut w = best;
                (knob.scale)(&mut w, f);
                let (score, diff) = duel(options, &w, &best, games, TUNING_SEEDS + trial * games);
                trial += 1;
                let kept = score >= KEEP;
                report(
                    round,
                    knob.name,
                    f,
                    (knob.get)(&w),
                    score,
                    games,
                    diff,
                    kept,
                );
                if kept {
                    best = w;
                    // Keep going the same way while it keeps winning.
                    for _ in 0..MORE_STEPS {
                        let mut further = best;
                        (knob.scale)(&mut further, f);
                        let (score, diff) = duel(
                            options,
                            &further,
                            &best,
                            games,
                            TUNING_SEEDS + trial * games,
                        );
                        trial += 1;
                        let kept = score >= KEEP;
                        report(
                            round,
                            knob.name,
                            f,
                            (knob.get)(&further),
                            score,
                            games,
                            diff,
                            kept,
                        );
                        if !kept {
                            break;
                        }
                        best = further;
                    }
                    break;
                }
            }
        }
    }
    let (score, diff) = duel(options, &best, &base, games, TUNING_SEEDS + trial * games);
    println!(
        "tuned vs the mode's own weights: {:.1}% of {games} games, {diff:+.2} points",
        score * 100.0
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/expert_weights.json");
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut table: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    table.insert(
        options.mode().id().to_string(),
        serde_json::to_value(best).map_err(|e| e.to_string())?,
    );
    let out = serde_json::to_string_pretty(&table).map_err(|e| e.to_string())? + "\n";
    std::fs::write(path, out).map_err(|e| format!("{path}: {e}"))?;
    println!(
        "{}",
        serde_json::to_string(&best).map_err(|e| e.to_string())?
    );
    Ok(())
}
