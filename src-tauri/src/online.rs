//! Online play in the app: host a game (the in-app host of [`hosting`], which the players on
//! this device join over the loopback address like anyone else), join one by address and
//! code, rejoin a seat with its kept secret ([`kept`]), and play it through [`link`].
//!
//! The game screen gets the same [`View`] as a game on this device, built from the host's
//! *public* record (no tile order to come ever reaches this app), with an `online` part: the
//! code, the seats and who is connected, whose turn it is and how the connection stands.
//! The UI waits for the next change with `online_wait` (answered as soon as the host sends
//! one), so other players' moves arrive as they are played.
//!
//! Our rulings: **Undo is off** in online games (taking a move back would need every player's
//! consent, and the others have seen the tile drawn after it), and so are the hint and the
//! coach (every player plays on their own). A finished online game is saved among the saved
//! games as `online-CODE` with its whole record (the host sends it once the game is over), and
//! counts in the statistics under the opponent `online`.

pub mod hosting;
pub mod kept;
pub mod link;

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use tauri::State;
use tessera_engine::record::{Record, RecordMove};
use tessera_engine::TileSource;
use tessera_i18n::Lang;
use tessera_net::protocol::{Action, ClientMsg, SeatInfo, SeatSpec};

use crate::commands::Shared;
use crate::error::CommandError;
use crate::saves::Saves;
use crate::session::{Session, View};
use hosting::Hosting;
use kept::{Kept, KeptGame, KeptSeat};
use link::{Handle, Link, Live, Status, Told, Want};

/// How long a command waits for the host: to connect and send the game, to answer a move.
const ANSWER: Duration = Duration::from_secs(15);

/// The online side of the app: the open connection and the host it runs, if any.
pub struct Online {
    link: Option<Link>,
    hosting: Option<Hosting>,
    /// The code of the game [`Online::hosting`] was started for.
    hosted: Option<String>,
    /// Where the in-app host listens by default: every address (the app), or the loopback one
    /// (the command tests).
    default_host: &'static str,
}

impl Online {
    pub fn new(default_host: &'static str) -> Online {
        Online {
            link: None,
            hosting: None,
            hosted: None,
            default_host,
        }
    }
}

pub type SharedOnline = Mutex<Online>;

fn lock<'a>(o: &'a State<'_, SharedOnline>) -> MutexGuard<'a, Online> {
    o.lock().unwrap_or_else(|p| p.into_inner())
}

/// The files online play keeps beside the saves folder, and the game's language.
struct Place {
    saves: Saves,
    stats: PathBuf,
    lang: Lang,
}

impl Place {
    fn of(state: &State<'_, Shared>) -> Place {
        let (saves, lang) = crate::commands::saves_and_language(state);
        let stats = crate::commands::stats_path(state);
        Place { saves, stats, lang }
    }

    fn kept(&self) -> Kept {
        Kept::new(self.saves.dir().with_file_name("online.json"))
    }

    fn hosted_dir(&self) -> PathBuf {
        self.saves.dir().with_file_name("hosted")
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// The id a finished online game is saved under.
pub fn save_id(code: &str) -> String {
    format!("online-{code}")
}

/// The online part of the game screen's view.
#[derive(Clone, Debug, Serialize)]
pub struct OnlineInfo {
    pub code: String,
    pub url: String,
    /// This app hosts the game: the addresses the others type to join it.
    pub hosting: bool,
    pub addresses: Vec<String>,
    /// The seats this device plays.
    pub mine: Vec<usize>,
    pub seats: Vec<SeatInfo>,
    /// Every seat is taken: moves are played.
    pub started: bool,
    pub to_act: Option<usize>,
    /// One of this device's seats is to act.
    pub my_turn: bool,
    /// `connecting`, `connected`, `lost` (being restored) or `closed` (over: see `why`).
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// The number of changes seen, for `online_wait`.
    pub changes: u64,
    /// The game is over and saved among the saved games (as `view.id`).
    pub saved: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct OnlineView {
    #[serde(flatten)]
    pub view: View,
    pub online: OnlineInfo,
}

/// The view of `live` (from the host's newest state), for the game screen.
fn view_of(
    h: &Handle,
    live: &Live,
    changes: u64,
    hosting: Option<&Hosting>,
    lang: Lang,
) -> Result<OnlineView, CommandError> {
    let state = live
        .state
        .as_ref()
        .ok_or_else(|| CommandError::online(lang, "online-error-no-state", ""))?;
    let record = Record::from_json(&state.record.to_string())
        .map_err(|e| CommandError::online(lang, "online-error-garbled", &e.to_string()))?;
    let mut s = Session::from_record(save_id(&state.code), record, lang)?;
    if let Some(source) = state.taken {
        s.take(source, lang)?;
    }
    let mut view = s.view(lang);
    // The host plays the AI seats, and takes no move back.
    view.current_is_ai = false;
    view.can_undo = false;
    let mine: Vec<usize> = live.mine.iter().map(|(s, _)| *s).collect();
    let (status, why) = match &live.status {
        Status::Connecting => ("connecting", None),
        Status::Connected => ("connected", None),
        Status::Lost(w) => ("lost", Some(w.clone())),
        Status::Closed(w) => ("closed", Some(w.clone())),
    };
    let my_turn = !state.finished
        && state.started
        && state.to_act.is_some_and(|p| mine.contains(&p))
        && !matches!(live.status, Status::Closed(_));
    Ok(OnlineView {
        view,
        online: OnlineInfo {
            code: state.code.clone(),
            url: h.url.clone(),
            hosting: hosting.is_some(),
            addresses: hosting.map(Hosting::addresses).unwrap_or_default(),
            mine,
            seats: state.seats.clone(),
            started: state.started,
            to_act: state.to_act,
            my_turn,
            status,
            why,
            changes,
            saved: live.whole.is_some(),
        },
    })
}

/// The open link's handle and the host, if this app hosts its game.
fn current(o: &Online, lang: Lang) -> Result<(Handle, bool), CommandError> {
    let link = o.link.as_ref().ok_or_else(|| CommandError::no_game(lang))?;
    let hosts = o.hosted.as_deref() == Some(link.handle.code.as_str()) && o.hosting.is_some();
    Ok((link.handle.clone(), hosts))
}

fn view_now(online: &State<'_, SharedOnline>, lang: Lang) -> Result<OnlineView, CommandError> {
    let o = lock(online);
    let (h, hosts) = current(&o, lang)?;
    let live = h.live();
    view_of(
        &h,
        &live,
        h.changes(),
        if hosts { o.hosting.as_ref() } else { None },
        lang,
    )
}

/// What the link tells, done: seats kept with their secrets; a finished game saved with its
/// whole record, counted in the statistics, and no longer offered to rejoin.
fn teller(place: &Place, code: &str, names: Vec<String>) -> Arc<dyn Fn(Told) + Send + Sync> {
    let saves = place.saves.clone();
    let stats = place.stats.clone();
    let kept = place.kept();
    let lang = place.lang;
    let code = code.to_string();
    Arc::new(move |told| match told {
        Told::Seats(seats) => {
            let r = kept.update(&code, |g| {
                g.seats = seats
                    .iter()
                    .enumerate()
                    .map(|(i, (seat, token))| KeptSeat {
                        seat: *seat,
                        token: token.clone(),
                        name: names.get(i).cloned().unwrap_or_default(),
                    })
                    .collect();
            });
            if let Err(e) = r {
                eprintln!("tessera: cannot keep the online seats: {e}");
            }
        }
        Told::Finished(record) => {
            let mine: Vec<usize> = kept
                .get(&code)
                .map(|g| g.seats.iter().map(|s| s.seat).collect())
                .unwrap_or_default();
            if let Err(e) = keep_finished(&saves, &stats, &code, &record, &mine, lang) {
                eprintln!("tessera: the finished online game {code} was not saved: {e}");
            }
            if let Err(e) = kept.update(&code, |g| g.finished = true) {
                eprintln!("tessera: cannot keep the online seats: {e}");
            }
        }
    })
}

fn keep_finished(
    saves: &Saves,
    stats: &std::path::Path,
    code: &str,
    record: &serde_json::Value,
    mine: &[usize],
    lang: Lang,
) -> Result<(), String> {
    let record = Record::from_json(&record.to_string()).map_err(|e| e.to_string())?;
    let session = Session::from_record(save_id(code), record, lang).map_err(|e| e.to_string())?;
    saves.save(&session, lang).map_err(|e| e.to_string())?;
    let me = mine.first().copied().unwrap_or(0);
    let outcome = crate::stats::online_outcome(session.record.mode, &session.game.scores(), me);
    crate::stats::Stats::new(stats.to_path_buf())
        .record(&session.id, &outcome)
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Open a link (closing the one before), and wait until the host sends the game. A host that
/// cannot be reached or refuses is an error, and the link is closed.
async fn open_link(
    online: &State<'_, SharedOnline>,
    url: String,
    code: String,
    wants: Vec<Want>,
    told: Arc<dyn Fn(Told) + Send + Sync>,
    lang: Lang,
) -> Result<OnlineView, CommandError> {
    let link = Link::open(url, code, wants, told);
    let h = link.handle.clone();
    if let Some(old) = lock(online).link.replace(link) {
        old.close();
    }
    let start = Instant::now();
    let mut seen = 0;
    loop {
        let live = h.live();
        let failed = match &live.status {
            Status::Closed(why) => Some(CommandError::online(lang, "online-error-refused", why)),
            Status::Lost(why) => Some(CommandError::online(lang, "online-error-unreachable", why)),
            _ if start.elapsed() > ANSWER => Some(CommandError::online(
                lang,
                "online-error-unreachable",
                &format!("no answer within {} s", ANSWER.as_secs()),
            )),
            _ => None,
        };
        if let Some(e) = failed {
            let mut o = lock(online);
            if o.link.as_ref().is_some_and(|l| l.handle.code == h.code) {
                if let Some(l) = o.link.take() {
                    l.close();
                }
            }
            return Err(e);
        }
        if live.state.is_some() {
            return view_now(online, lang);
        }
        seen = h.changed_after(seen, Duration::from_millis(500)).await;
    }
}

/// Stop the in-app host (if it runs), its games kept in their files.
async fn stop_hosting(online: &State<'_, SharedOnline>) {
    let hosting = {
        let mut o = lock(online);
        o.hosted = None;
        o.hosting.take()
    };
    if let Some(h) = hosting {
        h.stop().await;
    }
}

/// Make sure the in-app host runs (for the game `code`, on `port` if it can); its local URL
/// and port.
async fn ensure_hosting(
    online: &State<'_, SharedOnline>,
    place: &Place,
    code: Option<&str>,
    port: Option<u16>,
) -> Result<(String, u16), CommandError> {
    {
        let o = lock(online);
        if let Some(h) = &o.hosting {
            if code.is_none() || o.hosted.as_deref() == code {
                return Ok((h.local_url(), h.port()));
            }
        }
    }
    stop_hosting(online).await;
    let default_host = lock(online).default_host;
    let listen = hosting::listen_address(port, default_host);
    let h = Hosting::start(&listen, place.hosted_dir())
        .await
        .map_err(|e| {
            CommandError::online(place.lang, "online-error-cannot-host", &e.to_string())
        })?;
    let out = (h.local_url(), h.port());
    let mut o = lock(online);
    o.hosting = Some(h);
    o.hosted = code.map(str::to_string);
    Ok(out)
}

/// A seat of a hosted game as the host screen asks for it.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum HostSeat {
    /// A player on this device.
    Here {
        name: String,
    },
    /// A player on another device, who joins with the code.
    Online,
    Ai {
        level: String,
    },
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HostSetup {
    pub mode: String,
    #[serde(default)]
    pub options: Option<serde_json::Value>,
    pub seats: Vec<HostSeat>,
}

/// Host a game on this device: the in-app host starts listening, the game is made there, and
/// this device's players take their seats. Its view (the others' seats still open).
#[tauri::command]
pub async fn online_host(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    setup: HostSetup,
) -> Result<OnlineView, CommandError> {
    let place = Place::of(&state);
    let lang = place.lang;
    let mut wants = Vec::new();
    let mut names = Vec::new();
    for (i, s) in setup.seats.iter().enumerate() {
        if let HostSeat::Here { name } = s {
            let name = name.trim().to_string();
            if name.is_empty() || name.chars().count() > 24 {
                return Err(CommandError::BadInput(format!(
                    "player {} needs a name of 1 to 24 characters",
                    i + 1
                )));
            }
            names.push(name.clone());
            wants.push(Want::Join {
                seat: Some(i),
                name,
            });
        }
    }
    if wants.is_empty() {
        return Err(CommandError::BadInput(
            "a hosted game needs a player on this device".into(),
        ));
    }
    let specs = setup
        .seats
        .iter()
        .map(|s| match s {
            HostSeat::Ai { level } => SeatSpec::Ai {
                level: level.clone(),
            },
            _ => SeatSpec::Remote,
        })
        .collect();
    if let Some(l) = lock(&online).link.take() {
        l.close();
    }
    let (url, port) = ensure_hosting(&online, &place, None, None).await?;
    let (code, host_token) =
        tessera_net::client::create(&url, &setup.mode, setup.options.clone(), specs, None)
            .await
            .map_err(|e| CommandError::online(lang, "online-error-refused", &e.to_string()))?;
    lock(&online).hosted = Some(code.clone());
    place
        .kept()
        .put(KeptGame {
            url: url.clone(),
            code: code.clone(),
            mode: setup.mode.clone(),
            seats: Vec::new(),
            host_token: Some(host_token),
            host_port: Some(port),
            finished: false,
            since: now_ms(),
        })
        .map_err(|e| CommandError::io(lang, &e))?;
    let told = teller(&place, &code, names);
    open_link(&online, url, code, wants, told, lang).await
}

/// Join the game `code` hosted at `address` (`HOST:PORT`, or a `ws://`/`wss://` URL) under
/// `name`, in its first free seat.
#[tauri::command]
pub async fn online_join(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    address: String,
    code: String,
    name: String,
) -> Result<OnlineView, CommandError> {
    let place = Place::of(&state);
    let lang = place.lang;
    let address = address.trim();
    let code = tessera_net::codes::normalise(&code);
    let name = name.trim().to_string();
    if address.is_empty() || code.is_empty() {
        return Err(CommandError::online(lang, "online-error-address-code", ""));
    }
    if name.is_empty() || name.chars().count() > 24 {
        return Err(CommandError::BadInput(
            "your name needs 1 to 24 characters".into(),
        ));
    }
    let url = tessera_net::client::ws_url(address);
    let kept = place.kept();
    if let Some(k) = kept
        .get(&code)
        .filter(|k| !k.finished && !k.seats.is_empty())
    {
        // A seat of this game is held already: that one is rejoined.
        return rejoin(&state, &online, k).await;
    }
    let told = teller(&place, &code, vec![name.clone()]);
    kept.put(KeptGame {
        url: url.clone(),
        code: code.clone(),
        mode: String::new(),
        seats: Vec::new(),
        host_token: None,
        host_port: None,
        finished: false,
        since: now_ms(),
    })
    .map_err(|e| CommandError::io(lang, &e))?;
    let wants = vec![Want::Join { seat: None, name }];
    let out = open_link(&online, url, code.clone(), wants, told, lang).await;
    match &out {
        Ok(v) => {
            let mode = v.view.mode.id().to_string();
            let _ = kept.update(&code, |g| g.mode = mode);
        }
        Err(_) => {
            let _ = kept.forget(&code);
        }
    }
    out
}

async fn rejoin(
    state: &State<'_, Shared>,
    online: &State<'_, SharedOnline>,
    k: KeptGame,
) -> Result<OnlineView, CommandError> {
    let place = Place::of(state);
    {
        let o = lock(online);
        if let Some(l) = &o.link {
            if l.handle.code == k.code && !matches!(l.handle.live().status, Status::Closed(_)) {
                drop(o);
                return view_now(online, place.lang);
            }
        }
    }
    let mut url = k.url.clone();
    if k.host_token.is_some() {
        // Hosted here: hosted again, from its file, on the port the others know.
        let (local, port) = ensure_hosting(online, &place, Some(&k.code), k.host_port).await?;
        if local != url {
            url = local.clone();
            let _ = place.kept().update(&k.code, |g| {
                g.url = local;
                g.host_port = Some(port);
            });
        }
    }
    let names = k.seats.iter().map(|s| s.name.clone()).collect();
    let wants = k
        .seats
        .iter()
        .map(|s| Want::Rejoin {
            seat: s.seat,
            token: s.token.clone(),
        })
        .collect();
    let told = teller(&place, &k.code, names);
    open_link(online, url, k.code.clone(), wants, told, place.lang).await
}

/// Come back to the kept seats of game `code` (the menu's Rejoin).
#[tauri::command]
pub async fn online_rejoin(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    code: String,
) -> Result<OnlineView, CommandError> {
    let place = Place::of(&state);
    let k = place
        .kept()
        .get(&code)
        .ok_or_else(|| CommandError::online(place.lang, "online-error-not-kept", &code))?;
    rejoin(&state, &online, k).await
}

/// The online game's view as it stands.
#[tauri::command]
pub async fn online_view(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
) -> Result<OnlineView, CommandError> {
    view_now(&online, Place::of(&state).lang)
}

/// The view after the next change past `seen` (a move, a seat taken, the connection lost or
/// back), or as it stands after 25 s without one.
#[tauri::command]
pub async fn online_wait(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    seen: u64,
) -> Result<OnlineView, CommandError> {
    let lang = Place::of(&state).lang;
    let (h, _) = current(&lock(&online), lang)?;
    h.changed_after(seen, Duration::from_secs(25)).await;
    view_now(&online, lang)
}

/// Check `action` on this device first (its refusal worded in the player's language), send
/// it, and wait for the host's next state, or its refusal.
async fn act(
    state: &State<'_, Shared>,
    online: &State<'_, SharedOnline>,
    action: Action,
) -> Result<OnlineView, CommandError> {
    let lang = Place::of(state).lang;
    let (h, _) = current(&lock(online), lang)?;
    let live = h.live();
    let v = view_of(&h, &live, 0, None, lang)?;
    if !v.online.my_turn {
        return Err(CommandError::NotYourTurn(tessera_i18n::messages().get(
            lang,
            "online-error-not-your-turn",
            &[],
        )));
    }
    let st = live
        .state
        .as_ref()
        .ok_or_else(|| CommandError::no_game(lang))?;
    let version = st.version;
    // The same checks as the host's, on the same engine.
    let record = Record::from_json(&st.record.to_string())
        .map_err(|e| CommandError::online(lang, "online-error-garbled", &e.to_string()))?;
    let mut s = Session::from_record(save_id(&st.code), record, lang)?;
    if let Some(source) = st.taken {
        s.take(source, lang)?;
    }
    match &action {
        Action::Take { source } => s.take(*source, lang)?,
        Action::PutBack => s.put_back(lang)?,
        Action::Move { mv } => s.play_human(mv, lang)?,
    }
    let mut seen = h.changes();
    h.act(version, action);
    let start = Instant::now();
    loop {
        seen = h
            .changed_after(seen, ANSWER.saturating_sub(start.elapsed()))
            .await;
        let live = h.live();
        if let Some(why) = live.refused {
            return Err(CommandError::online(lang, "online-error-refused", &why));
        }
        if live.state.as_ref().is_some_and(|s| s.version > version) {
            return view_now(online, lang);
        }
        if let Status::Lost(why) | Status::Closed(why) = &live.status {
            return Err(CommandError::online(lang, "online-error-lost", why));
        }
        if start.elapsed() >= ANSWER {
            return Err(CommandError::online(
                lang,
                "online-error-lost",
                &format!("no answer within {} s", ANSWER.as_secs()),
            ));
        }
    }
}

#[tauri::command]
pub async fn online_take(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    source: TileSource,
) -> Result<OnlineView, CommandError> {
    act(&state, &online, Action::Take { source }).await
}

#[tauri::command]
pub async fn online_put_back(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
) -> Result<OnlineView, CommandError> {
    act(&state, &online, Action::PutBack).await
}

#[tauri::command]
pub async fn online_move(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    mv: RecordMove,
) -> Result<OnlineView, CommandError> {
    act(&state, &online, Action::Move { mv }).await
}

/// The host gives `seat` (open, or a player who left) to an AI of `level`.
#[tauri::command]
pub async fn online_replace(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    seat: usize,
    level: String,
) -> Result<OnlineView, CommandError> {
    let place = Place::of(&state);
    let lang = place.lang;
    let (h, _) = current(&lock(&online), lang)?;
    let host_token = place
        .kept()
        .get(&h.code)
        .and_then(|k| k.host_token)
        .ok_or_else(|| CommandError::online(lang, "online-error-not-host", ""))?;
    let mut seen = h.changes();
    h.send(ClientMsg::Replace {
        code: h.code.clone(),
        host_token,
        seat,
        level: level.clone(),
    });
    let start = Instant::now();
    loop {
        seen = h
            .changed_after(seen, ANSWER.saturating_sub(start.elapsed()))
            .await;
        let live = h.live();
        if let Some(why) = live.refused {
            return Err(CommandError::online(lang, "online-error-refused", &why));
        }
        let done = live
            .state
            .as_ref()
            .and_then(|s| s.seats.get(seat))
            .is_some_and(|s| s.kind == "ai");
        if done || start.elapsed() >= ANSWER {
            return view_now(&online, lang);
        }
    }
}

/// Leave the online game: the connection closes (the seats stay kept, to rejoin from the
/// menu), and a game this app hosts is no longer hosted (the in-app host stops listening).
#[tauri::command]
pub async fn online_leave(online: State<'_, SharedOnline>) -> Result<(), CommandError> {
    let link = lock(&online).link.take();
    if let Some(l) = link {
        l.close();
    }
    stop_hosting(&online).await;
    Ok(())
}

/// A kept online game as the online screen lists it.
#[derive(Clone, Debug, Serialize)]
pub struct KeptView {
    pub code: String,
    pub url: String,
    pub mode: String,
    pub names: Vec<String>,
    pub hosting: bool,
    /// The connection to it is open now.
    pub open: bool,
    pub since: u64,
}

/// The online games this device holds seats in and that are not over, newest first.
#[tauri::command]
pub async fn online_games(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
) -> Result<Vec<KeptView>, CommandError> {
    let place = Place::of(&state);
    let open = lock(&online).link.as_ref().map(|l| l.handle.code.clone());
    Ok(place
        .kept()
        .list()
        .into_iter()
        .filter(|g| !g.finished && !g.seats.is_empty())
        .map(|g| KeptView {
            open: open.as_deref() == Some(g.code.as_str()),
            names: g.seats.iter().map(|s| s.name.clone()).collect(),
            hosting: g.host_token.is_some(),
            code: g.code,
            url: g.url,
            mode: g.mode,
            since: g.since,
        })
        .collect())
}

/// Forget the seats of game `code` (it is no longer offered to rejoin).
#[tauri::command]
pub async fn online_forget(
    state: State<'_, Shared>,
    online: State<'_, SharedOnline>,
    code: String,
) -> Result<(), CommandError> {
    let place = Place::of(&state);
    let is_open = lock(&online)
        .link
        .as_ref()
        .is_some_and(|l| l.handle.code == code);
    if is_open {
        online_leave(online).await?;
    }
    place
        .kept()
        .forget(&code)
        .map_err(|e| CommandError::io(place.lang, &e))
}
