//! The host: a WebSocket server that runs every game it holds (`Table`), saves each after
//! every change, plays its AI seats off the network's threads, and sends every client the
//! game as its seat sees it. The same code runs inside the app (Host a game) and headless
//! (`tessera-cli serve`).
//!
//! What a client may do is checked here and in [`Table`]: the first message must be a
//! `hello` of this protocol; a frame that is not JSON, not text, or larger than
//! [`MAX_MESSAGE`] closes that connection only; an unknown message is refused in words;
//! joins are limited per address and per connection, so codes cannot be enumerated.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

use crate::codes;
use crate::protocol::{ClientMsg, ServerMsg, MAX_MESSAGE, PROTOCOL};
use crate::store::Store;
use crate::table::Table;

/// How the host behaves; the defaults suit a server on the internet.
#[derive(Clone, Debug)]
pub struct Config {
    /// Between the host's pings; a client silent for three is dropped.
    pub heartbeat: Duration,
    /// Join, rejoin and create attempts allowed per address and minute.
    pub joins_per_minute: u32,
    /// Failed joins (unknown code or secret) after which a connection is closed.
    pub failed_joins_per_connection: u32,
    /// Games held at once (finished ones included).
    pub max_games: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            heartbeat: Duration::from_secs(15),
            joins_per_minute: 60,
            failed_joins_per_connection: 5,
            max_games: 10_000,
        }
    }
}

/// The program and version a host names in its welcome.
pub const SERVER: &str = concat!("Tessera ", env!("CARGO_PKG_VERSION"));

/// A client connection's outgoing messages.
type Outbox = mpsc::UnboundedSender<Message>;

struct Sub {
    conn: u64,
    seat: Option<usize>,
    tx: Outbox,
}

/// One hosted game and who is connected to it.
struct Slot {
    table: Mutex<Table>,
    subs: Mutex<Vec<Sub>>,
    /// An AI of this game is thinking (one at a time).
    thinking: AtomicBool,
}

struct Hub {
    games: Mutex<HashMap<String, Arc<Slot>>>,
    store: Store,
    config: Config,
    next_conn: AtomicU64,
    /// Per address: the minute's start and its attempts.
    attempts: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    /// Set when the host stops: every connection closes.
    stopping: tokio::sync::watch::Receiver<bool>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A panic while a lock is held would be a bug; the data stays usable.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A running host.
pub struct Server {
    addr: SocketAddr,
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// Listen on `listen` (`127.0.0.1:0` picks a free port) with the games of `data`
    /// resumed. Broken game files are reported on standard error and left alone.
    pub async fn start(
        listen: &str,
        data: &std::path::Path,
        config: Config,
    ) -> std::io::Result<Server> {
        let store = Store::open(data)?;
        let (tables, broken) = store.load_all();
        for (name, why) in broken {
            eprintln!("tessera host: {name} not resumed: {why}");
        }
        let (stop, stopping) = tokio::sync::watch::channel(false);
        let hub = Arc::new(Hub {
            games: Mutex::new(HashMap::new()),
            store,
            config,
            next_conn: AtomicU64::new(1),
            attempts: Mutex::new(HashMap::new()),
            stopping: stopping.clone(),
        });
        let resumed: Vec<Arc<Slot>> = tables
            .into_iter()
            .map(|t| {
                let slot = Arc::new(Slot {
                    table: Mutex::new(t),
                    subs: Mutex::new(Vec::new()),
                    thinking: AtomicBool::new(false),
                });
                let code = lock(&slot.table).code.clone();
                lock(&hub.games).insert(code, slot.clone());
                slot
            })
            .collect();
        let listener = TcpListener::bind(listen).await?;
        let addr = listener.local_addr()?;
        for slot in resumed {
            drive_ai(hub.clone(), slot);
        }
        let mut stopped = stopping;
        let task = tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = stopped.changed() => break,
                    accepted = listener.accept() => {
                        if let Ok((stream, peer)) = accepted {
                            let hub = hub.clone();
                            tokio::spawn(async move { connection(hub, stream, peer).await });
                        }
                    }
                }
            }
        });
        Ok(Server { addr, stop, task })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `ws://ADDR` for clients.
    pub fn url(&self) -> String {
        format!("ws://{}", self.addr)
    }

    /// Stop listening and close every connection (the games stay saved: a host started
    /// again on the same folder resumes them, and the clients come back by themselves).
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
        // Let the connections see it and close.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    /// Run until the listening task ends.
    pub async fn wait(self) {
        let _ = self.task.await;
    }
}

fn send(tx: &Outbox, msg: &ServerMsg) {
    let _ = tx.send(Message::text(msg.to_text()));
}

/// Tell every client of `slot` where the game stands (after saving it).
fn changed(hub: &Hub, slot: &Slot) {
    let table = lock(&slot.table);
    if let Err(e) = hub.store.save(&table) {
        eprintln!("tessera host: game {} not saved: {e}", table.code);
    }
    let record = table.record_json();
    let subs = lock(&slot.subs);
    let mut connected = vec![false; table.seats.len()];
    for s in subs.iter() {
        if let Some(seat) = s.seat {
            connected[seat] = true;
        }
    }
    for s in subs.iter() {
        send(
            &s.tx,
            &ServerMsg::State(table.state(s.seat, &connected, &record)),
        );
    }
}

/// Play the AI seats of `slot` while it is their turn, each decision on a blocking thread.
fn drive_ai(hub: Arc<Hub>, slot: Arc<Slot>) {
    if slot.thinking.swap(true, Ordering::SeqCst) {
        return;
    }
    tokio::spawn(async move {
        loop {
            let Some((level, seed, game, version)) = lock(&slot.table).ai_to_act() else {
                break;
            };
            let chosen =
                tokio::task::spawn_blocking(move || tessera_engine::ai::choose(level, &game, seed))
                    .await;
            let Ok(Some(mv)) = chosen else { break };
            let played = lock(&slot.table).play_ai(version, &mv);
            if played.is_ok() {
                changed(&hub, &slot);
            }
        }
        slot.thinking.store(false, Ordering::SeqCst);
        // A change that came while the flag was being cleared.
        if lock(&slot.table).ai_to_act().is_some() {
            drive_ai(hub, slot);
        }
    });
}

impl Hub {
    fn slot(&self, code: &str) -> Option<Arc<Slot>> {
        lock(&self.games).get(&codes::normalise(code)).cloned()
    }

    /// Whether `ip` may try another join, rejoin or create this minute.
    fn may_attempt(&self, ip: IpAddr) -> bool {
        let mut a = lock(&self.attempts);
        let now = Instant::now();
        let e = a.entry(ip).or_insert((now, 0));
        if now.duration_since(e.0) >= Duration::from_secs(60) {
            *e = (now, 0);
        }
        e.1 += 1;
        e.1 <= self.config.joins_per_minute
    }
}

/// What one connection holds: the seats it joined, by game code.
struct Conn {
    id: u64,
    ip: IpAddr,
    tx: Outbox,
    seats: Vec<(Arc<Slot>, usize)>,
    failed: u32,
}

async fn connection(hub: Arc<Hub>, stream: TcpStream, peer: SocketAddr) {
    let mut ws_config = WebSocketConfig::default();
    ws_config.max_message_size = Some(MAX_MESSAGE);
    ws_config.max_frame_size = Some(MAX_MESSAGE);
    let Ok(ws) = tokio_tungstenite::accept_async_with_config(stream, Some(ws_config)).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Message>();
    let writer = tokio::spawn(async move {
        while let Some(m) = rx.recv().await {
            let closing = matches!(m, Message::Close(_));
            if sink.send(m).await.is_err() || closing {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let mut conn = Conn {
        id: hub.next_conn.fetch_add(1, Ordering::SeqCst),
        ip: peer.ip(),
        tx: tx.clone(),
        seats: Vec::new(),
        failed: 0,
    };
    let heartbeat = hub.config.heartbeat;
    let mut ping = tokio::time::interval(heartbeat);
    ping.tick().await;
    let mut greeted = false;
    let mut stopping = hub.stopping.clone();
    loop {
        let frame = tokio::select! {
            _ = stopping.changed() => {
                bye_back(&tx, "the host is stopping; it resumes every game when it starts again", true);
                break;
            }
            _ = ping.tick() => {
                let _ = tx.send(Message::Ping(Vec::new().into()));
                continue;
            }
            f = tokio::time::timeout(heartbeat * 3, stream.next()) => f,
        };
        let text = match frame {
            Err(_) => break,                      // silent for three heartbeats
            Ok(None) | Ok(Some(Err(_))) => break, // closed, or a frame too large or broken
            Ok(Some(Ok(Message::Text(t)))) => t,
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)))) => continue,
            Ok(Some(Ok(Message::Close(_)))) => break,
            Ok(Some(Ok(Message::Binary(_)))) => {
                bye(&tx, "this host reads text frames only");
                break;
            }
        };
        let Ok(value) = serde_json::from_str::<serde_json::Value>(&text) else {
            bye(&tx, "that was not JSON: the connection is closed");
            break;
        };
        let msg = match serde_json::from_value::<ClientMsg>(value) {
            Ok(m) => m,
            Err(e) => {
                send(&tx, &ServerMsg::refused(format!("unknown message: {e}")));
                continue;
            }
        };
        if !greeted {
            match msg {
                ClientMsg::Hello { protocol, .. } if protocol == PROTOCOL => {
                    greeted = true;
                    send(
                        &tx,
                        &ServerMsg::Welcome {
                            protocol: PROTOCOL,
                            server: SERVER.into(),
                            heartbeat_secs: heartbeat.as_secs().max(1),
                        },
                    );
                    continue;
                }
                ClientMsg::Hello { protocol, .. } => {
                    bye(
                        &tx,
                        &format!(
                            "this host ({SERVER}) speaks online protocol {PROTOCOL} and your app \
                         speaks {protocol}: the host and every player need the same version"
                        ),
                    );
                }
                _ => bye(
                    &tx,
                    "say hello first (the first message names the protocol)",
                ),
            }
            break;
        }
        if !handle(&hub, &mut conn, msg) {
            break;
        }
    }
    // Gone: its seats are free to rejoin, and the others see it.
    for (slot, _) in std::mem::take(&mut conn.seats) {
        let had = {
            let mut subs = lock(&slot.subs);
            let before = subs.len();
            subs.retain(|s| s.conn != conn.id);
            before != subs.len()
        };
        if had {
            changed(&hub, &slot);
        }
    }
    drop(tx);
    drop(conn);
    let _ = writer.await;
}

fn bye(tx: &Outbox, reason: &str) {
    bye_back(tx, reason, false)
}

fn bye_back(tx: &Outbox, reason: &str, back: bool) {
    send(
        tx,
        &ServerMsg::Bye {
            reason: reason.into(),
            back,
        },
    );
    let _ = tx.send(Message::Close(None));
}

/// Handle one message; `false` closes the connection.
fn handle(hub: &Arc<Hub>, conn: &mut Conn, msg: ClientMsg) -> bool {
    let tx = conn.tx.clone();
    match msg {
        ClientMsg::Hello { .. } => send(&tx, &ServerMsg::refused("hello was said already")),
        ClientMsg::Ping => send(&tx, &ServerMsg::Pong),
        ClientMsg::Create {
            mode,
            options,
            seats,
            seed,
        } => {
            if !hub.may_attempt(conn.ip) {
                send(
                    &tx,
                    &ServerMsg::refused("too many attempts from your address: wait a minute"),
                );
                return true;
            }
            if lock(&hub.games).len() >= hub.config.max_games {
                send(
                    &tx,
                    &ServerMsg::refused("this host holds as many games as it can"),
                );
                return true;
            }
            match Table::create(&mode, options, &seats, seed) {
                Ok(table) => {
                    let (code, host_token) = (table.code.clone(), table.host_token.clone());
                    let slot = Arc::new(Slot {
                        table: Mutex::new(table),
                        subs: Mutex::new(Vec::new()),
                        thinking: AtomicBool::new(false),
                    });
                    if let Err(e) = hub.store.save(&lock(&slot.table)) {
                        send(
                            &tx,
                            &ServerMsg::refused(format!("the game could not be saved: {e}")),
                        );
                        return true;
                    }
                    lock(&hub.games).insert(code.clone(), slot);
                    send(&tx, &ServerMsg::Created { code, host_token });
                }
                Err(why) => send(&tx, &ServerMsg::refused(why)),
            }
        }
        ClientMsg::Join { code, name, seat } => {
            return seat_request(hub, conn, &code, |t| t.join_seat(name.as_deref(), seat));
        }
        ClientMsg::Rejoin { code, token } => {
            return seat_request(hub, conn, &code, |t| {
                let seat = t
                    .seat_of(&token)
                    .ok_or("that secret holds no seat of this game")?;
                Ok((seat, token.clone()))
            });
        }
        ClientMsg::Act {
            code,
            version,
            action,
        } => {
            let held: Vec<(Arc<Slot>, usize)> = conn
                .seats
                .iter()
                .filter(|(s, _)| lock(&s.table).code == codes::normalise(&code))
                .cloned()
                .collect();
            let Some((slot, _)) = held.first().cloned() else {
                send(&tx, &ServerMsg::refused("you hold no seat in that game"));
                return true;
            };
            let result = {
                let mut table = lock(&slot.table);
                // A device with several seats acts for the one whose turn it is.
                let current = table.current_seat();
                let seat = held
                    .iter()
                    .map(|(_, s)| *s)
                    .find(|s| Some(*s) == current)
                    .unwrap_or(held[0].1);
                table.act(seat, version, &action)
            };
            match result {
                Ok(()) => {
                    changed(hub, &slot);
                    drive_ai(hub.clone(), slot);
                }
                Err(why) => send(&tx, &ServerMsg::refused(why)),
            }
        }
        ClientMsg::Replace {
            code,
            host_token,
            seat,
            level,
        } => {
            let Some(slot) = hub.slot(&code) else {
                send(&tx, &ServerMsg::refused("no game has that code"));
                return true;
            };
            let result = {
                let mut table = lock(&slot.table);
                if !codes::same_secret(&table.host_token, &host_token) {
                    Err("only the game's host may give a seat to the AI".to_string())
                } else {
                    table.replace(seat, &level)
                }
            };
            match result {
                Ok(()) => {
                    // Whoever held the seat holds it no more.
                    for s in lock(&slot.subs).iter_mut().filter(|s| s.seat == Some(seat)) {
                        send(
                            &s.tx,
                            &ServerMsg::Bye {
                                reason: "the host gave your seat to an AI player".into(),
                                back: false,
                            },
                        );
                        s.seat = None;
                    }
                    changed(hub, &slot);
                    drive_ai(hub.clone(), slot);
                }
                Err(why) => send(&tx, &ServerMsg::refused(why)),
            }
        }
        ClientMsg::Record { code } => match hub.slot(&code) {
            Some(slot) => {
                let table = lock(&slot.table);
                let record =
                    serde_json::from_str(&table.record_for_clients().to_json()).unwrap_or_default();
                send(
                    &tx,
                    &ServerMsg::Record {
                        code: table.code.clone(),
                        finished: table.finished(),
                        record,
                    },
                );
            }
            None => send(&tx, &ServerMsg::refused("no game has that code")),
        },
    }
    true
}

/// A join or rejoin: rate-limited, then `take` finds the seat; the connection then holds it
/// and gets the game's state.
fn seat_request(
    hub: &Arc<Hub>,
    conn: &mut Conn,
    code: &str,
    take: impl FnOnce(&mut Table) -> Result<(usize, String), String>,
) -> bool {
    let tx = conn.tx.clone();
    if !hub.may_attempt(conn.ip) {
        send(
            &tx,
            &ServerMsg::refused("too many attempts from your address: wait a minute"),
        );
        return true;
    }
    let found = hub
        .slot(code)
        .ok_or_else(|| "no game has that code".to_string());
    let taken = found.and_then(|slot| {
        let r = take(&mut lock(&slot.table));
        r.map(|(seat, token)| (slot, seat, token))
    });
    match taken {
        Ok((slot, seat, token)) => {
            let code = lock(&slot.table).code.clone();
            lock(&slot.subs).push(Sub {
                conn: conn.id,
                seat: Some(seat),
                tx: tx.clone(),
            });
            conn.seats.push((slot.clone(), seat));
            send(&tx, &ServerMsg::Joined { code, seat, token });
            changed(hub, &slot);
            drive_ai(hub.clone(), slot);
            true
        }
        Err(why) => {
            conn.failed += 1;
            send(&tx, &ServerMsg::refused(why));
            if conn.failed >= hub.config.failed_joins_per_connection {
                bye(&tx, "too many failed joins on this connection");
                return false;
            }
            true
        }
    }
}
