//! This app's connection to an online game: one task that connects, takes or rejoins the
//! seats this device holds, keeps the newest state the host sent, sends the player's acts,
//! and, when the connection is lost, connects again by itself (a little later each time, at
//! most every 5 s) with the seats' secrets, until the player leaves.
//!
//! Commands read [`Live`] and wait for its next change (`changes`, watched): nothing polls.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;
use tessera_net::client::{Client, NetError};
use tessera_net::protocol::{Action, ClientMsg, ServerMsg, State};
use tokio::sync::{mpsc, watch};

/// A seat to take on the first connection.
#[derive(Clone, Debug)]
pub enum Want {
    /// A free seat (`seat`: that one) under `name`.
    Join { seat: Option<usize>, name: String },
    /// A seat held before: its number and secret.
    Rejoin { seat: usize, token: String },
}

/// How the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Connecting,
    Connected,
    /// Lost, and being made again (why it was lost).
    Lost(String),
    /// Over: the host refused us or gave our seat away (in its words). Not tried again.
    Closed(String),
}

/// What the connection knows, shared with the commands.
#[derive(Clone, Debug)]
pub struct Live {
    /// The newest state the host sent for one of our seats.
    pub state: Option<State>,
    /// Our seats and their secrets, as the host gave them.
    pub mine: Vec<(usize, String)>,
    pub status: Status,
    /// The host's last refusal of what we sent (cleared before each act).
    pub refused: Option<String>,
    /// The whole record, once the game is over and the host sent it.
    pub whole: Option<Value>,
}

/// What the connection tells the app (from its task; never while a lock is held).
pub enum Told {
    /// The host gave us these seats (to keep their secrets).
    Seats(Vec<(usize, String)>),
    /// The game is over: its whole record.
    Finished(Value),
}

enum Cmd {
    Act {
        code: String,
        version: u64,
        action: Action,
    },
    Send(ClientMsg),
}

/// The running connection; its [`Handle`] is what commands use without holding a lock.
pub struct Link {
    pub handle: Handle,
    task: tauri::async_runtime::JoinHandle<()>,
}

/// What a command needs of a link: to read it, wait for its changes and send through it.
#[derive(Clone)]
pub struct Handle {
    pub url: String,
    pub code: String,
    live: Arc<Mutex<Live>>,
    changes: watch::Receiver<u64>,
    cmds: mpsc::UnboundedSender<Cmd>,
}

fn lock(live: &Mutex<Live>) -> std::sync::MutexGuard<'_, Live> {
    live.lock().unwrap_or_else(|p| p.into_inner())
}

impl Link {
    /// Start connecting to game `code` at `url` for `wants`; `told` hears of seats and of the
    /// end.
    pub fn open(
        url: String,
        code: String,
        wants: Vec<Want>,
        told: Arc<dyn Fn(Told) + Send + Sync>,
    ) -> Link {
        let live = Arc::new(Mutex::new(Live {
            state: None,
            mine: wants
                .iter()
                .filter_map(|w| match w {
                    Want::Rejoin { seat, token } => Some((*seat, token.clone())),
                    Want::Join { .. } => None,
                })
                .collect(),
            status: Status::Connecting,
            refused: None,
            whole: None,
        }));
        let (bump, changes) = watch::channel(0u64);
        let (cmds, rx) = mpsc::unbounded_channel();
        let task = tauri::async_runtime::spawn(run(Task {
            url: url.clone(),
            code: code.clone(),
            wants,
            live: live.clone(),
            bump,
            told,
            rx,
        }));
        Link {
            handle: Handle {
                url,
                code,
                live,
                changes,
                cmds,
            },
            task,
        }
    }

    /// Stop: the connection closes (the seats stay ours, to rejoin).
    pub fn close(self) {
        self.task.abort();
    }
}

impl Handle {
    pub fn live(&self) -> Live {
        lock(&self.live).clone()
    }

    /// The number of changes so far.
    pub fn changes(&self) -> u64 {
        *self.changes.borrow()
    }

    /// Wait until there have been more than `seen` changes, or `wait` has passed.
    pub async fn changed_after(&self, seen: u64, wait: Duration) -> u64 {
        let mut rx = self.changes.clone();
        let _ = tokio::time::timeout(wait, rx.wait_for(|n| *n > seen)).await;
        let n = *rx.borrow();
        n
    }

    /// Send `action` for the state of `version`, the last refusal forgotten first.
    pub fn act(&self, version: u64, action: Action) {
        lock(&self.live).refused = None;
        let _ = self.cmds.send(Cmd::Act {
            code: self.code.clone(),
            version,
            action,
        });
    }

    /// Send any other message on the connection (the host's replace).
    pub fn send(&self, msg: ClientMsg) {
        lock(&self.live).refused = None;
        let _ = self.cmds.send(Cmd::Send(msg));
    }
}

struct Task {
    url: String,
    code: String,
    wants: Vec<Want>,
    live: Arc<Mutex<Live>>,
    bump: watch::Sender<u64>,
    told: Arc<dyn Fn(Told) + Send + Sync>,
    rx: mpsc::UnboundedReceiver<Cmd>,
}

impl Task {
    fn change(&self, f: impl FnOnce(&mut Live)) {
        f(&mut lock(&self.live));
        self.bump.send_modify(|n| *n += 1);
    }
}

async fn run(mut t: Task) {
    let mut attempt = 0u32;
    loop {
        match connection(&mut t).await {
            Ok(()) => return,
            Err(NetError::Refused(why)) => {
                t.change(|l| l.status = Status::Closed(why));
                return;
            }
            Err(NetError::Bye {
                reason,
                back: false,
            }) => {
                t.change(|l| l.status = Status::Closed(reason));
                return;
            }
            Err(e) => {
                let why = match e {
                    NetError::Bye { reason, .. } => reason,
                    e => e.to_string(),
                };
                t.change(|l| l.status = Status::Lost(why));
            }
        }
        attempt += 1;
        let wait = (100 * 2u64.pow(attempt.min(6))).min(5000);
        tokio::time::sleep(Duration::from_millis(wait)).await;
    }
}

/// One connection, until it is lost (an error) or the game is over and its record kept.
async fn connection(t: &mut Task) -> Result<(), NetError> {
    let mut c = Client::connect(&t.url, tessera_net::APP).await?;
    // Seats held already are rejoined; the rest are asked for once.
    let mine = lock(&t.live).mine.clone();
    for (_, token) in &mine {
        c.send(&ClientMsg::Rejoin {
            code: t.code.clone(),
            token: token.clone(),
        })
        .await?;
    }
    let mut asked = 0;
    for w in std::mem::take(&mut t.wants) {
        if let Want::Join { seat, name } = w {
            asked += 1;
            c.send(&ClientMsg::Join {
                code: t.code.clone(),
                name: Some(name),
                seat,
            })
            .await?;
        }
    }
    let mut waiting_for_seats = mine.len() + asked;
    t.change(|l| l.status = Status::Connected);
    let mut asked_record = false;
    loop {
        tokio::select! {
            msg = c.recv() => match msg? {
                ServerMsg::Joined { seat, token, .. } => {
                    waiting_for_seats = waiting_for_seats.saturating_sub(1);
                    let mut seats = Vec::new();
                    t.change(|l| {
                        l.mine.retain(|(s, _)| *s != seat);
                        l.mine.push((seat, token));
                        l.mine.sort();
                        seats = l.mine.clone();
                    });
                    (t.told)(Told::Seats(seats));
                }
                ServerMsg::Refused { reason } => {
                    if waiting_for_seats > 0 && lock(&t.live).mine.is_empty() {
                        return Err(NetError::Refused(reason));
                    }
                    waiting_for_seats = waiting_for_seats.saturating_sub(1);
                    t.change(|l| l.refused = Some(reason));
                }
                ServerMsg::State(state) => {
                    let ours = state.seat.is_some_and(|s| lock(&t.live).mine.iter().any(|(m, _)| *m == s));
                    let newer = lock(&t.live).state.as_ref().is_none_or(|old| state.version >= old.version);
                    if ours && newer {
                        let over = state.finished;
                        t.change(|l| l.state = Some(state));
                        if over && !asked_record {
                            asked_record = true;
                            c.send(&ClientMsg::Record { code: t.code.clone() }).await?;
                        }
                    }
                }
                ServerMsg::Record { finished: true, record, .. } => {
                    (t.told)(Told::Finished(record.clone()));
                    t.change(|l| l.whole = Some(record));
                    c.close().await;
                    return Ok(());
                }
                _ => {}
            },
            cmd = t.rx.recv() => match cmd {
                None => return Ok(()),
                Some(Cmd::Act { code, version, action }) => {
                    c.send(&ClientMsg::Act { code, version, action }).await?;
                }
                Some(Cmd::Send(msg)) => c.send(&msg).await?,
            },
        }
    }
}
