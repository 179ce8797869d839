//! The IPC contract (documented in `src-tauri/README.md`). Each command locks the state
//! briefly, calls the engine through [`Session`], saves, and returns a [`View`] or a
//! [`CommandError`]. A refused command changes nothing, in memory or on disk.
//!
//! Every command is `async`, so none runs on the UI thread; the AI's search runs on a
//! blocking-task thread with no lock held.

use std::sync::{Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tauri::State;
use tessera_engine::record::RecordMove;
use tessera_engine::view::{catalog_view, TileKindView};
use tessera_engine::Mode;
use tessera_i18n::Lang;

use crate::error::CommandError;
use crate::saves::{SaveEntry, Saves};
use crate::session::{NewGame, Session, View};
use crate::stats::{self, Stats, StatsView};

pub struct AppState {
    pub saves: Saves,
    /// The player's statistics against the AI (`stats.json` beside the saves folder).
    pub stats: Stats,
    pub session: Option<Session>,
    /// The language the game's texts are worded in (English until the UI sets the player's).
    pub language: Lang,
}

pub type Shared = Mutex<AppState>;

fn lock<'a>(state: &'a State<'_, Shared>) -> MutexGuard<'a, AppState> {
    // A panic while holding the lock cannot leave a half-made change: every change is built
    // on a copy and swapped in at the end. So a poisoned lock is still consistent.
    state.lock().unwrap_or_else(|e| e.into_inner())
}

/// A language the app speaks, as a language menu lists it.
#[derive(Serialize)]
pub struct LanguageInfo {
    pub id: &'static str,
    /// Its own name (`Polski`, `Čeština`).
    pub name: &'static str,
}

/// A mode as the new-game screen lists it.
#[derive(Serialize)]
pub struct ModeInfo {
    pub id: &'static str,
    /// Whether this version can play it (the others are listed so the UI can say so).
    pub available: bool,
    pub min_players: usize,
    pub max_players: usize,
}

#[derive(Serialize)]
pub struct AppInfo {
    pub version: &'static str,
    /// Every mode of `tessera_engine::Mode`, in its order.
    pub modes: Vec<ModeInfo>,
    /// The AI levels the engine offers, weakest first.
    pub levels: Vec<&'static str>,
    /// The languages the app speaks, and the one the system asks for (English when the
    /// system's is none of them).
    pub languages: Vec<LanguageInfo>,
    pub system_language: &'static str,
    /// The tile catalog of each playable mode, by mode id.
    pub catalogs: std::collections::BTreeMap<&'static str, Vec<TileKindView>>,
    pub data_dir: String,
}

#[tauri::command]
pub async fn app_info(state: State<'_, Shared>) -> Result<AppInfo, CommandError> {
    let dir = lock(&state).saves.dir().display().to_string();
    Ok(AppInfo {
        version: env!("CARGO_PKG_VERSION"),
        modes: Mode::ALL
            .iter()
            .map(|m| ModeInfo {
                id: m.id(),
                available: m.available(),
                min_players: *m.players().start(),
                max_players: *m.players().end(),
            })
            .collect(),
        levels: tessera_engine::ai::LEVELS.to_vec(),
        languages: Lang::ALL
            .iter()
            .map(|l| LanguageInfo {
                id: l.id(),
                name: l.native_name(),
            })
            .collect(),
        system_language: sys_locale::get_locale()
            .map_or(Lang::En, |l| Lang::negotiate(&l))
            .id(),
        catalogs: Mode::ALL
            .iter()
            .filter(|m| m.available())
            .map(|&m| (m.id(), catalog_view(m)))
            .collect(),
        data_dir: dir,
    })
}

/// Called once by the UI when the main menu is interactive; logs the startup time.
#[tauri::command]
pub async fn ui_ready() -> Result<u64, CommandError> {
    let ms = crate::since_launch_ms();
    eprintln!("tessera: main menu interactive {ms} ms after launch");
    Ok(ms)
}

fn fresh_seed() -> u64 {
    let t = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // splitmix64 of the clock, so that games started in a row differ in every bit.
    let mut z = t.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[tauri::command]
pub async fn new_game(state: State<'_, Shared>, setup: NewGame) -> Result<View, CommandError> {
    let record = setup.into_record(fresh_seed())?;
    let mut st = lock(&state);
    let id = st.saves.new_id();
    let session = Session::start(id.clone(), record)?;
    st.saves.write(&id, &session.record, st.language)?;
    let view = session.view(st.language);
    st.session = Some(session);
    Ok(view)
}

#[tauri::command]
pub async fn current_game(state: State<'_, Shared>) -> Result<View, CommandError> {
    let st = lock(&state);
    st.session
        .as_ref()
        .map(|s| s.view(st.language))
        .ok_or_else(|| CommandError::no_game(st.language))
}

/// Word everything in `language` (a code from `app_info.languages`, or the test pseudo-locale
/// `en-XA`) from now on: the game's texts (the log, notes, refusals) and the page's, whose
/// catalog it returns (`{ language, locale, messages }`, see `tessera_i18n::ui`). An unknown
/// code is refused, and nothing changes.
#[tauri::command]
pub async fn set_language(
    state: State<'_, Shared>,
    language: String,
) -> Result<serde_json::Value, CommandError> {
    let lang = Lang::parse(&language)
        .ok_or_else(|| CommandError::BadInput(format!("unknown language {language:?}")))?;
    lock(&state).language = lang;
    Ok(tessera_i18n::ui::catalog(lang))
}

/// A human's move, in the game-record move format.
#[tauri::command]
pub async fn play_move(state: State<'_, Shared>, mv: RecordMove) -> Result<View, CommandError> {
    let mut st = lock(&state);
    let session = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::no_game(st.language))?;
    let m = session.human_move(&mv, st.language)?;
    let next = session.with_move(&m)?;
    st.saves.write(&next.id, &next.record, st.language)?;
    let finished = finished_by(session, &next);
    let view = next.view(st.language);
    st.session = Some(next);
    count(&mut st, finished);
    Ok(view)
}

/// The human to act takes their tile: `{"from": "deck"}` draws face down (for good), or
/// `{"from": "stack", "index": i}` takes an island's face-up tile (it may be put back).
#[tauri::command]
pub async fn take_tile(
    state: State<'_, Shared>,
    source: tessera_engine::TileSource,
) -> Result<View, CommandError> {
    let mut st = lock(&state);
    let session = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::no_game(st.language))?;
    let next = session.with_take(source, st.language)?;
    let view = next.view(st.language);
    st.session = Some(next);
    Ok(view)
}

/// Put an island tile taken this turn back on its stack.
#[tauri::command]
pub async fn put_back(state: State<'_, Shared>) -> Result<View, CommandError> {
    let mut st = lock(&state);
    let session = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::no_game(st.language))?;
    let next = session.put_back(st.language)?;
    let view = next.view(st.language);
    st.session = Some(next);
    Ok(view)
}

/// Let the AI whose turn it is play one move. It thinks on a worker thread with no lock
/// held; if the game changed meanwhile (undo, another game opened) its move is dropped.
#[tauri::command]
pub async fn ai_move(state: State<'_, Shared>) -> Result<View, CommandError> {
    let (game, id, turn, level, seed) = {
        let st = lock(&state);
        let s = st
            .session
            .as_ref()
            .ok_or_else(|| CommandError::no_game(st.language))?;
        let (level, seed) = s.ai_to_act(st.language)?;
        (s.game.clone(), s.id.clone(), s.game.turn(), level, seed)
    };
    let chosen = tauri::async_runtime::spawn_blocking(move || {
        tessera_engine::ai::choose(level, &game, seed)
    })
    .await
    .map_err(|e| CommandError::Internal(e.to_string()))?
    .ok_or_else(|| CommandError::Internal("the AI found no move".into()))?;
    let mut st = lock(&state);
    let s = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::stale(st.language))?;
    if s.id != id || s.game.turn() != turn {
        return Err(CommandError::stale(st.language));
    }
    let next = s.with_move(&chosen)?;
    st.saves.write(&next.id, &next.record, st.language)?;
    let finished = finished_by(s, &next);
    let view = next.view(st.language);
    st.session = Some(next);
    count(&mut st, finished);
    Ok(view)
}

/// A hint for the human to act: the move the `normal` AI would make, with its reason in one
/// line (see [`crate::hint`]). The move the player then makes is marked `hinted` in the log
/// and the save, whether or not it is the hinted one: the player has seen the advice.
#[tauri::command]
pub async fn hint(state: State<'_, Shared>) -> Result<crate::hint::HintView, CommandError> {
    let (game, id, turn, seed, lang) = {
        let st = lock(&state);
        let s = st
            .session
            .as_ref()
            .ok_or_else(|| CommandError::no_game(st.language))?;
        s.with_hint_shown(st.language)?;
        let p = s.game.current_player();
        let seed = tessera_engine::ai::decision_seed(s.record.seed, p, s.game.turn());
        (
            s.game.clone(),
            s.id.clone(),
            s.game.turn(),
            seed,
            st.language,
        )
    };
    let hint = tauri::async_runtime::spawn_blocking(move || crate::hint::hint(&game, seed, lang))
        .await
        .map_err(|e| CommandError::Internal(e.to_string()))?
        .ok_or_else(|| CommandError::Internal("the AI found no move to hint".into()))?;
    let mut st = lock(&state);
    let lang = st.language;
    let s = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::stale(lang))?;
    if s.id != id || s.game.turn() != turn {
        return Err(CommandError::stale(lang));
    }
    let next = s.with_hint_shown(lang)?;
    st.session = Some(next);
    Ok(hint)
}

/// The game's id and how it counts in the statistics, if the move from `before` to `next`
/// finished it (a game opened finished is not counted again: only the move that ends it).
fn finished_by(before: &Session, next: &Session) -> Option<(String, stats::Outcome)> {
    if before.game.is_finished() || !next.game.is_finished() {
        return None;
    }
    let o = stats::outcome(next.record.mode, &next.record.players, &next.game.scores())?;
    Some((next.id.clone(), o))
}

/// Count a game just finished in the statistics. The move stands even if they cannot be
/// written (the game is saved, and a player would rather finish than lose the move for a
/// count): the failure is logged to stderr.
fn count(st: &mut AppState, finished: Option<(String, stats::Outcome)>) {
    if let Some((id, outcome)) = finished {
        if let Err(e) = st.stats.record(&id, &outcome) {
            eprintln!("tessera: cannot write the statistics: {e}");
        }
    }
}

/// The player's statistics against the AI, by mode and opponent level (see [`crate::stats`]);
/// `damaged` says the file was found damaged in this run and put aside.
#[tauri::command]
pub async fn statistics(state: State<'_, Shared>) -> Result<StatsView, CommandError> {
    let mut st = lock(&state);
    let lang = st.language;
    st.stats.view().map_err(|e| CommandError::io(lang, &e.0))
}

/// Take back the last human move and the AI moves after it.
#[tauri::command]
pub async fn undo(state: State<'_, Shared>) -> Result<View, CommandError> {
    let mut st = lock(&state);
    let s = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::no_game(st.language))?;
    let next = s.undone(st.language)?;
    st.saves.write(&next.id, &next.record, st.language)?;
    let view = next.view(st.language);
    st.session = Some(next);
    Ok(view)
}

#[tauri::command]
pub async fn list_games(state: State<'_, Shared>) -> Result<Vec<SaveEntry>, CommandError> {
    let (saves, lang) = {
        let st = lock(&state);
        (st.saves.clone(), st.language)
    };
    saves.list(lang)
}

#[tauri::command]
pub async fn open_game(state: State<'_, Shared>, id: String) -> Result<View, CommandError> {
    let (saves, lang) = {
        let st = lock(&state);
        (st.saves.clone(), st.language)
    };
    let record = saves.read(&id, lang)?;
    let session = Session::from_record(id, record, lang)?;
    let mut st = lock(&state);
    let view = session.view(st.language);
    st.session = Some(session);
    Ok(view)
}

/// Delete a saved game (closing it if open); returns the list that is left.
#[tauri::command]
pub async fn delete_game(
    state: State<'_, Shared>,
    id: String,
) -> Result<Vec<SaveEntry>, CommandError> {
    let mut st = lock(&state);
    let lang = st.language;
    st.saves.delete(&id, lang)?;
    if st.session.as_ref().is_some_and(|s| s.id == id) {
        st.session = None;
    }
    let saves = st.saves.clone();
    drop(st);
    saves.list(lang)
}
