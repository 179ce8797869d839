//! A client of the host: connect and greet, create a game, fetch its record, and play a
//! seat with a built-in player (the CLI's `online` commands, tests, bots). A seat's player
//! that loses its connection comes back by itself with the seat's secret.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tessera_engine::ai::{self, Level};
use tessera_engine::record::{Record, RecordMove};
use tessera_engine::{Game, TileSource};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::protocol::{Action, ClientMsg, SeatSpec, ServerMsg, State, PROTOCOL};

#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("cannot reach {url}: {why}")]
    Connect { url: String, why: String },
    #[error("the connection was lost: {0}")]
    Lost(String),
    #[error("the host refused: {0}")]
    Refused(String),
    #[error("the host closed the connection: {reason}")]
    Bye { reason: String, back: bool },
    #[error("the host sent something this version does not understand: {0}")]
    Garbled(String),
    #[error("no answer from the host within {0} seconds")]
    Timeout(u64),
}

impl NetError {
    /// Worth connecting again (the network or the host went away), not a refusal.
    fn transient(&self) -> bool {
        matches!(
            self,
            NetError::Connect { .. }
                | NetError::Lost(_)
                | NetError::Timeout(_)
                | NetError::Bye { back: true, .. }
        )
    }
}

/// `ws://` added to an address given without a scheme.
pub fn ws_url(url: &str) -> String {
    if url.contains("://") {
        url.to_string()
    } else {
        format!("ws://{url}")
    }
}

/// How long a client waits for any message before it counts the connection as dead: the
/// host pings every 15 s.
const SILENCE: Duration = Duration::from_secs(50);

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connect to `url` and greet the host; a host of another protocol is refused in words.
    pub async fn connect(url: &str, app: &str) -> Result<Client, NetError> {
        let mut c = Client::connect_without_hello(url).await?;
        c.send(&ClientMsg::Hello {
            protocol: PROTOCOL,
            app: app.into(),
        })
        .await?;
        match c.recv().await? {
            ServerMsg::Welcome { protocol, .. } if protocol == PROTOCOL => Ok(c),
            ServerMsg::Welcome {
                protocol, server, ..
            } => Err(NetError::Refused(format!(
                "{server} speaks online protocol {protocol}, this version speaks {PROTOCOL}"
            ))),
            other => Err(NetError::Garbled(format!("{other:?}"))),
        }
    }

    /// Connect without greeting (tests of the greeting itself).
    pub async fn connect_without_hello(url: &str) -> Result<Client, NetError> {
        let url = ws_url(url);
        // `wss://` needs a TLS provider chosen once per process. Ring's builds with a C
        // compiler alone (also for Windows from here); rustls marks it deprecated because it
        // offers no post-quantum key exchange, and its classic X25519 stays sound.
        #[cfg(feature = "tls")]
        #[allow(deprecated)]
        let _ = rustls::crypto::ring::default_provider().install_default();
        let connect = tokio_tungstenite::connect_async(url.as_str());
        let (ws, _) = tokio::time::timeout(Duration::from_secs(10), connect)
            .await
            .map_err(|_| NetError::Timeout(10))?
            .map_err(|e| NetError::Connect {
                url: url.clone(),
                why: e.to_string(),
            })?;
        Ok(Client { ws })
    }

    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), NetError> {
        let text = serde_json::to_string(msg).map_err(|e| NetError::Garbled(e.to_string()))?;
        self.send_text(text).await
    }

    /// A raw text frame (tests send what a broken client would).
    pub async fn send_text(&mut self, text: String) -> Result<(), NetError> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| NetError::Lost(e.to_string()))
    }

    /// The next message; `bye` and a closed connection are errors.
    pub async fn recv(&mut self) -> Result<ServerMsg, NetError> {
        loop {
            let next = tokio::time::timeout(SILENCE, self.ws.next())
                .await
                .map_err(|_| NetError::Timeout(SILENCE.as_secs()))?;
            let text = match next {
                None => return Err(NetError::Lost("closed".into())),
                Some(Err(e)) => return Err(NetError::Lost(e.to_string())),
                Some(Ok(Message::Text(t))) => t,
                Some(Ok(Message::Close(_))) => {
                    return Err(NetError::Lost("closed by the host".into()))
                }
                Some(Ok(_)) => continue, // pings are answered by the library
            };
            let msg: ServerMsg =
                serde_json::from_str(&text).map_err(|e| NetError::Garbled(e.to_string()))?;
            return match msg {
                ServerMsg::Bye { reason, back } => Err(NetError::Bye { reason, back }),
                m => Ok(m),
            };
        }
    }

    /// The next message that is not a state (a state of another seat may come first).
    async fn answer(&mut self) -> Result<ServerMsg, NetError> {
        loop {
            match self.recv().await? {
                ServerMsg::State(_) => continue,
                m => return Ok(m),
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// Host a game on `url`: its code and the host's secret.
pub async fn create(
    url: &str,
    mode: &str,
    options: Option<Value>,
    seats: Vec<SeatSpec>,
    seed: Option<u64>,
) -> Result<(String, String), NetError> {
    let mut c = Client::connect(url, crate::APP).await?;
    c.send(&ClientMsg::Create {
        mode: mode.into(),
        options,
        seats,
        seed,
    })
    .await?;
    let out = match c.answer().await? {
        ServerMsg::Created { code, host_token } => Ok((code, host_token)),
        ServerMsg::Refused { reason } => Err(NetError::Refused(reason)),
        other => Err(NetError::Garbled(format!("{other:?}"))),
    };
    c.close().await;
    out
}

/// The record of game `code` so far, and whether the game is over.
pub async fn fetch_record(url: &str, code: &str) -> Result<(bool, Value), NetError> {
    let mut c = Client::connect(url, crate::APP).await?;
    c.send(&ClientMsg::Record { code: code.into() }).await?;
    let out = match c.answer().await? {
        ServerMsg::Record {
            finished, record, ..
        } => Ok((finished, record)),
        ServerMsg::Refused { reason } => Err(NetError::Refused(reason)),
        other => Err(NetError::Garbled(format!("{other:?}"))),
    };
    c.close().await;
    out
}

/// How a seat's player ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Outcome {
    pub finished: bool,
    pub seat: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
    pub token: String,
    /// Connections made after the first (the player coming back after a drop).
    #[serde(skip)]
    pub reconnects: u32,
}

/// When each act was sent and how long until each client had the state it made (the load
/// test's measure: one entry per act, the slowest client's time).
#[derive(Debug, Default)]
pub struct Clock {
    sent: std::sync::Mutex<std::collections::HashMap<(String, u64), std::time::Instant>>,
    seen: std::sync::Mutex<std::collections::HashMap<(String, u64), Duration>>,
}

impl Clock {
    fn sent(&self, code: &str, version: u64) {
        if let Ok(mut m) = self.sent.lock() {
            m.insert((code.to_string(), version), std::time::Instant::now());
        }
    }

    fn seen(&self, code: &str, version: u64) {
        let Some(v) = version.checked_sub(1) else {
            return;
        };
        let key = (code.to_string(), v);
        let at = self.sent.lock().ok().and_then(|m| m.get(&key).copied());
        if let (Some(at), Ok(mut seen)) = (at, self.seen.lock()) {
            let e = seen.entry(key).or_default();
            *e = (*e).max(at.elapsed());
        }
    }

    /// Every act's time until the last client had its state, sorted.
    pub fn times(&self) -> Vec<Duration> {
        let mut t: Vec<Duration> = self
            .seen
            .lock()
            .map(|m| m.values().copied().collect())
            .unwrap_or_default();
        t.sort();
        t
    }
}

/// What a seat's built-in player is asked to do.
#[derive(Clone, Debug)]
pub struct Player {
    pub level: Level,
    pub name: Option<String>,
    /// Rejoin this seat instead of taking a free one.
    pub token: Option<String>,
    /// Leave after this many moves of its own.
    pub leave_after: Option<usize>,
    /// Connect again this many times at most after losing the connection.
    pub reconnects: u32,
    /// Where to note the time each state takes to arrive (the load test).
    pub clock: Option<std::sync::Arc<Clock>>,
}

impl Player {
    pub fn new(level: Level) -> Player {
        Player {
            level,
            name: None,
            token: None,
            leave_after: None,
            reconnects: 100,
            clock: None,
        }
    }
}

/// The game a state shows, replayed from its public record (with the tile taken, if one was).
pub fn game_of(state: &State) -> Result<Game, String> {
    let record = Record::from_json(&state.record.to_string()).map_err(|e| e.to_string())?;
    let (mut game, _) = record.replay().map_err(|e| e.to_string())?;
    if let Some(source) = state.taken {
        game.take(source).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// The action a built-in player of `level` takes as `state` stands, if it is its turn.
pub fn decide(state: &State, level: Level) -> Result<Option<Action>, String> {
    let Some(seat) = state.seat else {
        return Ok(None);
    };
    if !state.started || state.finished || state.to_act != Some(seat) {
        return Ok(None);
    }
    let game = game_of(state)?;
    if game.is_finished() || game.current_player() != seat {
        return Ok(None);
    }
    // Its own seed: the game's is the host's secret.
    let turn = state.version as u32;
    let seed = ai::decision_seed(
        state
            .code
            .bytes()
            .fold(0u64, |h, b| h.wrapping_mul(31) ^ b as u64),
        seat,
        turn,
    );
    if game.choosing_source() {
        // A face-down tile is known only once taken: take first, then play.
        let source = ai::choose_source(level, &game, seed).unwrap_or(TileSource::Deck);
        return Ok(Some(Action::Take { source }));
    }
    let mv = ai::choose(level, &game, seed).ok_or("no move")?;
    Ok(Some(Action::Move {
        mv: RecordMove::from_move(&mv),
    }))
}

/// Take a free seat of game `code` (or rejoin one) and play it with `player` until the game
/// ends or it leaves; connections lost on the way are made again with the seat's secret.
pub async fn play_seat(url: &str, code: &str, player: &Player) -> Result<Outcome, NetError> {
    let mut token = player.token.clone();
    let mut seat = None;
    let mut moves = 0usize;
    let mut reconnects = 0u32;
    loop {
        match play_connection(url, code, player, &mut token, &mut seat, &mut moves).await {
            Ok(outcome) => {
                return Ok(Outcome {
                    reconnects,
                    ..outcome
                })
            }
            Err(e) if e.transient() && token.is_some() && reconnects < player.reconnects => {}
            Err(e) => return Err(e),
        }
        reconnects += 1;
        // Back off a little more each time, at most a second between attempts.
        let wait = Duration::from_millis((50 * 2u64.pow(reconnects.min(5))).min(1000));
        tokio::time::sleep(wait).await;
    }
}

async fn play_connection(
    url: &str,
    code: &str,
    player: &Player,
    token: &mut Option<String>,
    seat: &mut Option<usize>,
    moves: &mut usize,
) -> Result<Outcome, NetError> {
    let mut c = Client::connect(url, crate::APP).await?;
    let ask = match token.clone() {
        Some(t) => ClientMsg::Rejoin {
            code: code.into(),
            token: t,
        },
        None => ClientMsg::Join {
            code: code.into(),
            name: player.name.clone(),
            seat: None,
        },
    };
    c.send(&ask).await?;
    // The version of our last act, so that a state from before it does not make us act twice.
    let mut acted_at: Option<u64> = None;
    loop {
        match c.recv().await? {
            ServerMsg::Joined {
                seat: s, token: t, ..
            } => {
                *seat = Some(s);
                *token = Some(t);
            }
            ServerMsg::Refused { reason } => {
                if seat.is_none() {
                    return Err(NetError::Refused(reason));
                }
                // An act refused (overtaken): wait for the next state.
                acted_at = None;
            }
            ServerMsg::State(state) if state.seat.is_some() && state.seat == *seat => {
                if let Some(clock) = &player.clock {
                    clock.seen(&state.code, state.version);
                }
                let me = state.seat.unwrap_or_default();
                if state.finished {
                    let game = game_of(&state).map_err(NetError::Garbled)?;
                    let out = Outcome {
                        finished: true,
                        seat: me,
                        scores: Some(game.scores()),
                        token: token.clone().unwrap_or_default(),
                        reconnects: 0,
                    };
                    c.close().await;
                    return Ok(out);
                }
                if player.leave_after.is_some_and(|k| *moves >= k) {
                    let out = Outcome {
                        finished: false,
                        seat: me,
                        scores: None,
                        token: token.clone().unwrap_or_default(),
                        reconnects: 0,
                    };
                    c.close().await;
                    return Ok(out);
                }
                if acted_at.is_some_and(|v| state.version <= v) {
                    continue;
                }
                if let Some(action) = decide(&state, player.level).map_err(NetError::Garbled)? {
                    if matches!(action, Action::Move { .. }) {
                        *moves += 1;
                    }
                    acted_at = Some(state.version);
                    if let Some(clock) = &player.clock {
                        clock.sent(&state.code, state.version);
                    }
                    c.send(&ClientMsg::Act {
                        code: state.code.clone(),
                        version: state.version,
                        action,
                    })
                    .await?;
                }
            }
            _ => {}
        }
    }
}
