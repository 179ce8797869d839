//! `tessera-cli serve` and `tessera-cli online …`: the host as a server, and a client for
//! tests, bots and servers (`tessera_net`). Each command runs its own tokio runtime.

use std::path::Path;

use serde_json::json;
use tessera_engine::ai::Level;
use tessera_engine::GameOptions;
use tessera_net::client::{self, Player};
use tessera_net::protocol::SeatSpec;
use tessera_net::server::{Config, Server};

use crate::out;

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the network runtime: {e}"))
}

/// Run the host on `listen` with its games in `data` until interrupted (Ctrl-C or
/// SIGTERM: it stops listening, closes the connections, and its games stay saved).
pub fn serve(listen: &str, data: &Path) -> Result<(), String> {
    runtime()?.block_on(async {
        let server = Server::start(listen, data, Config::default())
            .await
            .map_err(|e| format!("cannot listen on {listen}: {e}"))?;
        out::line(json!({"listening": server.url(), "data": data.display().to_string()}));
        stopped().await;
        server.stop().await;
        Ok(())
    })
}

/// Ctrl-C, or SIGTERM where there is one (a service manager's stop).
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

/// `remote,remote,hard` as seats.
fn seats(spec: &str) -> Result<Vec<SeatSpec>, String> {
    spec.split(',')
        .map(str::trim)
        .map(|s| match s {
            "remote" => Ok(SeatSpec::Remote),
            level => level
                .parse::<Level>()
                .map(|_| SeatSpec::Ai {
                    level: level.to_string(),
                })
                .map_err(|e| format!("seat {s:?}: {e} (or remote)")),
        })
        .collect()
}

pub fn create(
    url: &str,
    options: GameOptions,
    seat_list: &str,
    seed: Option<u64>,
) -> Result<(), String> {
    let seats = seats(seat_list)?;
    let mode = options.mode().id();
    let options = serde_json::to_value(options).map_err(|e| e.to_string())?;
    let (code, host_token) = runtime()?
        .block_on(client::create(url, mode, Some(options), seats, seed))
        .map_err(|e| e.to_string())?;
    out::line(json!({"code": code, "host_token": host_token}));
    Ok(())
}

pub struct JoinArgs<'a> {
    pub url: &'a str,
    pub code: &'a str,
    pub level: &'a str,
    pub name: Option<String>,
    pub token: Option<String>,
    pub leave_after: Option<usize>,
}

pub fn join(a: JoinArgs<'_>) -> Result<(), String> {
    let mut player = Player::new(a.level.parse::<Level>()?);
    player.name = a.name;
    player.token = a.token;
    player.leave_after = a.leave_after;
    let outcome = runtime()?
        .block_on(client::play_seat(a.url, a.code, &player))
        .map_err(|e| e.to_string())?;
    out::line(serde_json::to_string(&outcome).map_err(|e| e.to_string())?);
    Ok(())
}

pub fn record(url: &str, code: &str) -> Result<(), String> {
    let (_, record) = runtime()?
        .block_on(client::fetch_record(url, code))
        .map_err(|e| e.to_string())?;
    out::line(record);
    Ok(())
}
