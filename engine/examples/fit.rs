//! Fits the evaluation weights to how games end: plays GAMES games of `normal` against
//! `normal` (both judging by the mode's weights, or by the file's `expert` entry with
//! `expert`), and at every position measures each weighted term of the evaluation
//! ([`ai::eval::values`] with one weight at a time) as a difference between the two players,
//! then fits by least squares what those differences say about the final score difference still
//! to come:
//!
//! ```text
//! cargo run --release -p tessera-engine --example fit -- MODE [GAMES] [mode|expert|file=IN.json] [OUT.json]
//! ```
//!
//! Each weight the evaluation multiplies in (a road or city's completion, followers' return,
//! fields' open cities, each follower in supply, the abbot, the mode's terms, merges) is a
//! feature: the change in the lead when that weight goes from 0 to its value. What no weight
//! multiplies (a held feature's points now, a monastery's, fields by completed cities) is one
//! more feature, and so is having the next move. A weight's fitted coefficient times its value
//! is its new value; the fit is printed, and with OUT.json written as a weights file for the
//! `duel` example (`expertx:C:R:O:file=OUT.json`). Seeds from `FIT_SEEDS`, far from the
//! README's tables and from the tuner's.
mod common;

use std::sync::Mutex;

use tessera_engine::ai::{self, eval::Weights, Level};
use tessera_engine::{Game, Setup};

const FIT_SEEDS: u64 = 2_000_000_000;

/// A weight the fit measures: its name, and how to set it (to a value, on a copy).
struct Knob {
    name: &'static str,
    set: fn(&mut Weights, f64),
    get: fn(&Weights) -> f64,
}

/// A knob for a plain number field of `Weights`.
macro_rules! field {
    ($f:ident) => {
        Knob {
            name: stringify!($f),
            set: |w, x| w.$f = x,
            get: |w| w.$f,
        }
    };
}

fn knobs() -> Vec<Knob> {
    let mut k = vec![
        field!(completion),
        field!(follower_return),
        field!(open_city_farm),
        field!(abbot_supply),
        field!(mode_terms),
        field!(merge),
    ];
    macro_rules! supply {
        ($($i:literal),*) => {$(
            k.push(Knob {
                name: concat!("supply[", $i, "]"),
                set: |w, x| w.supply[$i] = x,
                get: |w| w.supply[$i],
            });
        )*};
    }
    supply!(0, 1, 2, 3, 4, 5, 6);
    k
}

/// The lead of player 0 over player 1 by `values` under `w`.
fn lead(game: &Game, w: &Weights) -> f64 {
    let v = ai::eval::values(game, w);
    v[0] - v[1]
}

/// One position's features (player 0's minus player 1's) and what is still to come.
fn features(game: &Game, w: &Weights, knobs: &[Knob]) -> Vec<f64> {
    // Every weight at 0 but the horizon: what no weight multiplies.
    let mut zero = *w;
    for k in knobs {
        (k.set)(&mut zero, 0.0);
    }
    let s = game.scores();
    let score = s[0] as f64 - s[1] as f64;
    let base = lead(game, &zero);
    let mut f = vec![base - score];
    for k in knobs {
        let mut one = zero;
        (k.set)(&mut one, (k.get)(w));
        if k.name == "merge" {
            // Merges move a feature's worth, completion included.
            one.completion = w.completion;
            let mut without = zero;
            without.completion = w.completion;
            f.push(lead(game, &one) - lead(game, &without));
        } else {
            f.push(lead(game, &one) - base);
        }
    }
    f.push(if game.current_player() == 0 {
        1.0
    } else {
        -1.0
    });
    f
}

/// Least squares with a little ridge: solves (XᵀX + λI) b = Xᵀy.
fn solve(xtx: &[Vec<f64>], xty: &[f64], ridge: f64) -> Vec<f64> {
    let n = xty.len();
    let mut a: Vec<Vec<f64>> = (0..n)
        .map(|i| {
            let mut row = xtx[i].clone();
            row[i] += ridge;
            row.push(xty[i]);
            row
        })
        .collect();
    for c in 0..n {
        let p = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        let pivot = a[c].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r != c {
                let m = row[c] / d;
                for (x, p) in row[c..].iter_mut().zip(&pivot[c..]) {
                    *x -= m * p;
                }
            }
        }
    }
    (0..n)
        .map(|i| {
            if a[i][i].abs() < 1e-12 {
                0.0
            } else {
                a[i][n] / a[i][i]
            }
        })
        .collect()
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: fit MODE [GAMES] [mode|expert|file=IN.json] [OUT.json]";
    let mode = args.get(1).ok_or(usage)?;
    let games: u64 = args
        .get(2)
        .map_or(Ok(2000), |s| s.parse())
        .map_err(|_| usage)?;
    let options = common::options(mode)?;
    let start = Game::new(&Setup::seeded(2, options, 0)).map_err(|e| e.to_string())?;
    let mut w = match args.get(3).map(String::as_str) {
        Some("expert") => *ai::tuned::expert_weights(&start),
        Some(f) if f.starts_with("file=") => {
            let text = std::fs::read_to_string(&f[5..]).map_err(|e| e.to_string())?;
            let mut table = ai::tuned::parse(&text).map_err(|e| e.to_string())?;
            table
                .remove(start.mode().id())
                .ok_or("the file names no such mode")?
        }
        _ => *start.ai_weights(),
    };
    if let Some(h) = std::env::var("FIT_HORIZON")
        .ok()
        .and_then(|h| h.parse().ok())
    {
        w.horizon = h;
    }
    let knobs = knobs();
    let n = knobs.len() + 2;
    let sums = Mutex::new((vec![vec![0.0; n]; n], vec![0.0; n], 0u64, 0.0f64));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    common::in_parallel(games, threads, |g| {
        let seed = FIT_SEEDS + g;
        let Ok(mut game) = Game::new(&Setup::seeded(2, options, seed)) else {
            return;
        };
        let mut rows = Vec::new();
        while !game.is_finished() {
            rows.push((features(&game, &w, &knobs), game.scores()));
            let decision = ai::decision_seed(seed, game.current_player(), game.turn());
            let Some(mv) = ai::choose_weighted(Level::Normal, &game, decision, &w) else {
                return;
            };
            if game.apply(&mv).is_err() {
                return;
            }
        }
        let f = game.scores();
        let end = f[0] as f64 - f[1] as f64;
        let mut s = sums.lock().expect("no thread panics holding it");
        for (x, sc) in rows {
            let y = end - (sc[0] as f64 - sc[1] as f64);
            for i in 0..n {
                for j in 0..n {
                    s.0[i][j] += x[i] * x[j];
                }
                s.1[i] += x[i] * y;
            }
            s.2 += 1;
            s.3 += y * y;
        }
    });
    let (xtx, xty, rows, yy) = sums.into_inner().map_err(|_| "a game thread failed")?;
    let b = solve(&xtx, &xty, 1.0);
    // Residual sum of squares: yᵀy − 2bᵀXᵀy + bᵀXᵀXb.
    let fitted: f64 = (0..n)
        .map(|i| b[i] * (2.0 * xty[i] - (0..n).map(|j| xtx[i][j] * b[j]).sum::<f64>()))
        .sum();
    println!(
        "{rows} positions of {games} games; residual SD {:.2} of {:.2}",
        ((yy - fitted) / rows as f64).sqrt(),
        (yy / rows as f64).sqrt()
    );
    println!("{:<18} {:>8}", "unweighted", format!("{:.3}", b[0]));
    let mut out = w;
    for (i, k) in knobs.iter().enumerate() {
        let now = (k.get)(&w);
        let to = now * b[i + 1];
        println!("{:<18} {:>8.3} × {now:.3} → {to:.3}", k.name, b[i + 1]);
        (k.set)(&mut out, to);
    }
    println!("{:<18} {:>8.3}", "to move", b[n - 1]);
    if let Some(path) = args.get(4) {
        let mut table = std::collections::BTreeMap::new();
        table.insert(start.mode().id().to_string(), out);
        let text = serde_json::to_string_pretty(&table).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| e.to_string())?;
        println!("wrote {path}");
    }
    Ok(())
}
