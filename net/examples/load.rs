//! The online host under load, on the loopback address only: GAMES games (default 50) of
//! Classic at once on one host, each with two bot clients (`random` players), every game
//! played to its end. Prints the time from a move sent to every client of the game holding
//! the new state (median, 95th percentile, slowest) and the process's memory per game.
//!
//! ```text
//! cargo run --release -p tessera-net --example load [GAMES]
//! ```
//!
//! The host runs on a runtime of one thread and the bots on another, so that on a 2-core
//! machine each has a core: the bots' own work (each replays the game's public record to
//! choose its move) does not stand in the host's queue.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tessera_engine::ai::Level;
use tessera_net::client::{self, Clock, Player};
use tessera_net::protocol::SeatSpec;
use tessera_net::server::{Config, Server};

/// The process's resident memory in KiB (Linux), 0 elsewhere.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn main() -> Result<(), String> {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let dir = std::env::temp_dir().join(format!("tessera-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let host_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let bots_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let config = Config {
        joins_per_minute: 100_000,
        ..Config::default()
    };
    let server = host_rt
        .block_on(Server::start("127.0.0.1:0", &dir, config))
        .map_err(|e| e.to_string())?;
    let url = server.url();
    let before = rss_kib();
    let clock = Arc::new(Clock::default());
    let start = Instant::now();
    let peak = bots_rt.block_on(async {
        let mut codes = Vec::new();
        for i in 0..games {
            let seats = vec![SeatSpec::Remote, SeatSpec::Remote];
            let (code, _) = client::create(&url, "classic", None, seats, Some(1000 + i))
                .await
                .map_err(|e| e.to_string())?;
            codes.push(code);
        }
        let mut bots = Vec::new();
        for code in &codes {
            for _ in 0..2 {
                let (url, code, clock) = (url.clone(), code.clone(), clock.clone());
                bots.push(tokio::spawn(async move {
                    let mut p = Player::new(Level::Random);
                    p.clock = Some(clock);
                    client::play_seat(&url, &code, &p).await
                }));
            }
        }
        // Memory while every game is under way.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let peak = rss_kib();
        for b in bots {
            let outcome = b
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?;
            if !outcome.finished {
                return Err("a game did not finish".to_string());
            }
        }
        Ok::<u64, String>(peak)
    })?;
    let elapsed = start.elapsed();
    let t = clock.times();
    if t.is_empty() {
        return Err("no move was timed".into());
    }
    let at = |q: f64| t[((t.len() as f64 * q) as usize).min(t.len() - 1)];
    println!(
        "{games} games, {} moves by online players in {:.1} s; from a move sent to every \
         client updated: median {:.1} ms, p95 {:.1} ms, slowest {:.1} ms; memory {:.0} KiB a \
         game while played (host and its two bots, {} KiB in all)",
        t.len(),
        elapsed.as_secs_f64(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.95).as_secs_f64() * 1e3,
        t[t.len() - 1].as_secs_f64() * 1e3,
        peak.saturating_sub(before) as f64 / games as f64,
        peak.saturating_sub(before),
    );
    host_rt.block_on(server.stop());
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
