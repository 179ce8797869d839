//! The IPC contract (documented in `src-tauri/README.md`). Each command locks the state
//! briefly, calls the engine through [`Session`], saves, and returns a [`View`] or a
//! [`CommandError`]; the commands that change the open game all do it through one sequence
//! (`change_open`: lock, change in place, save, count a finished game, view). A refused command
//! changes nothing, in memory or on disk.
//!
//! Every command is `async`, so none runs on the UI thread; the AI's search runs on a
//! blocking-task thread with no lock held.

use std::sync::{Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tauri::State;
use tessera_engine::record::{Record, RecordMove};
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
    match state.lock() {
        Ok(st) => st,
        Err(poisoned) => {
            // A panic (a bug) while the lock was held may have left the open game half
            // changed, since changes are made in place: it is read again from its save, the
            // last state known whole (a tile taken since is taken again by the player).
            let mut st = poisoned.into_inner();
            st.reload_open();
            state.clear_poison();
            st
        }
    }
}

impl AppState {
    /// The open game as its save has it; none open if the save cannot be read.
    fn reload_open(&mut self) {
        let lang = self.language;
        let Some(id) = self.session.as_ref().map(|s| s.id.clone()) else {
            return;
        };
        self.session = self
            .saves
            .read(&id, lang)
            .and_then(|record| Session::from_record(id, record, lang))
            .ok();
    }
}

/// The saves folder and the game's language, for a command that reads or writes saves without
/// holding the lock while it does (listing, opening, importing, the replay viewer).
pub(crate) fn saves_and_language(state: &State<'_, Shared>) -> (Saves, Lang) {
    let st = lock(state);
    (st.saves.clone(), st.language)
}

/// The statistics file's path (the online games' outcomes are counted there from a
/// connection's task).
pub(crate) fn stats_path(state: &State<'_, Shared>) -> std::path::PathBuf {
    lock(state).stats.path().to_path_buf()
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
    /// The feature kinds the mode scores, in the order the end-of-game breakdown shows them
    /// (the keys of a view's `breakdown`): the engine's list, so the UI keeps none of its own.
    pub breakdown_kinds: Vec<&'static str>,
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
    /// The modes with a guided tutorial (`tutorial_start`), in the menu's order.
    pub tutorials: Vec<&'static str>,
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
                breakdown_kinds: m.scored_kinds().iter().map(|k| k.name()).collect(),
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
        tutorials: crate::tutorial::modes(),
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

/// Which open game a change is meant for.
enum Target {
    /// Whichever is open (none open is `noGame`).
    Open,
    /// The game `id` at move `turn`, as it was when a worker thread started thinking about it
    /// (the AI's move, the hint) without the lock: if it has changed meanwhile (an undo,
    /// another game opened or closed), the change is `stale`.
    Same { id: String, turn: u32 },
}

/// Whether a change is written to the save.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// Written before the command answers (a move, an undo): nothing the player did is lost
    /// if the app closes then. A save that fails takes the change back.
    Saved,
    /// Only in memory: a tile taken or put back, a hint shown (the record holds none of these
    /// until the tile is played).
    Unsaved,
}

/// The one way a command changes the open game: under the lock, `change` changes the session
/// in place (a refusal must change nothing), the save is written (see [`Keep`]), a game the
/// change finished counts in the statistics, and `answer` says what the command returns (the
/// view, usually), worded in the game's language.
fn change_open<R>(
    state: &State<'_, Shared>,
    target: Target,
    keep: Keep,
    change: impl FnOnce(&mut Session, Lang) -> Result<(), CommandError>,
    answer: impl FnOnce(&Session, Lang) -> R,
) -> Result<R, CommandError> {
    let mut st = lock(state);
    let lang = st.language;
    let AppState {
        saves,
        stats,
        session,
        ..
    } = &mut *st;
    let s = match (session.as_mut(), &target) {
        (Some(s), Target::Same { id, turn }) if s.id != *id || s.game.turn() != *turn => {
            return Err(CommandError::stale(lang))
        }
        (Some(s), _) => s,
        (None, Target::Open) => return Err(CommandError::no_game(lang)),
        (None, Target::Same { .. }) => return Err(CommandError::stale(lang)),
    };
    let was_finished = s.game.is_finished();
    let mark = (keep == Keep::Saved).then(|| s.mark());
    change(s, lang)?;
    if let Some(mark) = mark {
        if let Err(e) = saves.save(s, lang) {
            if let Err(bug) = s.restore(mark) {
                eprintln!("tessera: cannot take back a change that was not saved: {bug}");
            }
            return Err(e);
        }
    }
    if !was_finished && s.game.is_finished() {
        count(stats, s);
    }
    Ok(answer(s, lang))
}

/// Read the open game under the lock (none open is `noGame`), with the game's language.
pub(crate) fn read_open<R>(
    state: &State<'_, Shared>,
    read: impl FnOnce(&Session, Lang) -> Result<R, CommandError>,
) -> Result<R, CommandError> {
    let st = lock(state);
    let s = st
        .session
        .as_ref()
        .ok_or_else(|| CommandError::no_game(st.language))?;
    read(s, st.language)
}

/// Open `session` as the game (written to its save first when `keep` says so: a save that
/// fails leaves the game open before); its view.
fn open_session(st: &mut AppState, session: Session, keep: Keep) -> Result<View, CommandError> {
    let lang = st.language;
    if keep == Keep::Saved {
        st.saves.save(&session, lang)?;
    }
    let view = session.view(lang);
    st.session = Some(session);
    Ok(view)
}

#[tauri::command]
pub async fn new_game(state: State<'_, Shared>, setup: NewGame) -> Result<View, CommandError> {
    open_new(&state, setup.into_record(fresh_seed())?)
}

/// Open `record` as a new game under a fresh id, saved first; its view. One lock from the
/// fresh id to the file written, so two games started at once never share an id.
pub(crate) fn open_new(state: &State<'_, Shared>, record: Record) -> Result<View, CommandError> {
    let mut st = lock(state);
    let id = st.saves.new_id();
    let session = Session::start(id, record)?;
    open_session(&mut st, session, Keep::Saved)
}

/// Start the guided tutorial of `mode` (see [`crate::tutorial`]) with the players' `names`
/// (the human's first): its game, open like any other but never saved, and its plan (the
/// human's scripted moves and the steps).
#[tauri::command]
pub async fn tutorial_start(
    state: State<'_, Shared>,
    mode: String,
    names: Vec<String>,
) -> Result<serde_json::Value, CommandError> {
    let (id, record, plan) = crate::tutorial::start(&mode, &names)?;
    let session = Session::start(id, record)?;
    let view = open_session(&mut lock(&state), session, Keep::Unsaved)?;
    serde_json::to_value(TutorialStarted { view, plan })
        .map_err(|e| CommandError::Internal(e.to_string()))
}

#[derive(Serialize)]
struct TutorialStarted {
    view: View,
    plan: crate::tutorial::TutorialPlan,
}

#[tauri::command]
pub async fn current_game(state: State<'_, Shared>) -> Result<View, CommandError> {
    read_open(&state, |s, lang| Ok(s.view(lang)))
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
    change_open(
        &state,
        Target::Open,
        Keep::Saved,
        |s, lang| s.play_human(&mv, lang),
        Session::view,
    )
}

/// The human to act takes their tile: `{"from": "deck"}` draws face down (for good), or
/// `{"from": "stack", "index": i}` takes an island's face-up tile (it may be put back).
#[tauri::command]
pub async fn take_tile(
    state: State<'_, Shared>,
    source: tessera_engine::TileSource,
) -> Result<View, CommandError> {
    change_open(
        &state,
        Target::Open,
        Keep::Unsaved,
        |s, lang| s.take(source, lang),
        Session::view,
    )
}

/// Put an island tile taken this turn back on its stack.
#[tauri::command]
pub async fn put_back(state: State<'_, Shared>) -> Result<View, CommandError> {
    change_open(
        &state,
        Target::Open,
        Keep::Unsaved,
        Session::put_back,
        Session::view,
    )
}

/// Let the AI whose turn it is play one move. It thinks on a worker thread with no lock
/// held; if the game changed meanwhile (undo, another game opened) its move is dropped.
#[tauri::command]
pub async fn ai_move(state: State<'_, Shared>) -> Result<View, CommandError> {
    // The AI thinks on a copy, without the lock.
    let (game, id, turn, level, seed) = read_open(&state, |s, lang| {
        let (level, seed) = s.ai_to_act(lang)?;
        Ok((s.game.clone(), s.id.clone(), s.game.turn(), level, seed))
    })?;
    let chosen = tauri::async_runtime::spawn_blocking(move || {
        tessera_engine::ai::choose(level, &game, seed)
    })
    .await
    .map_err(|e| CommandError::Internal(e.to_string()))?
    .ok_or_else(|| CommandError::Internal("the AI found no move".into()))?;
    change_open(
        &state,
        Target::Same { id, turn },
        Keep::Saved,
        // A move the AI chose is legal: a refusal here is a bug.
        |s, _| {
            s.play(&chosen)
                .map_err(|e| CommandError::Internal(format!("the AI's move was refused: {e}")))
        },
        Session::view,
    )
}

/// A hint for the human to act: the move the `normal` AI would make, with its reason in one
/// line (see [`crate::hint`]). The move the player then makes is marked `hinted` in the log
/// and the save, whether or not it is the hinted one: the player has seen the advice.
#[tauri::command]
pub async fn hint(state: State<'_, Shared>) -> Result<crate::hint::HintView, CommandError> {
    // The AI looks for the hint on a copy, without the lock.
    let (game, id, turn, seed, lang) = read_open(&state, |s, lang| {
        s.check_human_turn(lang)?;
        let p = s.game.current_player();
        let seed = tessera_engine::ai::decision_seed(s.record.seed, p, s.game.turn());
        Ok((s.game.clone(), s.id.clone(), s.game.turn(), seed, lang))
    })?;
    let hint = tauri::async_runtime::spawn_blocking(move || crate::hint::hint(&game, seed, lang))
        .await
        .map_err(|e| CommandError::Internal(e.to_string()))?
        .ok_or_else(|| CommandError::Internal("the AI found no move to hint".into()))?;
    change_open(
        &state,
        Target::Same { id, turn },
        Keep::Unsaved,
        Session::show_hint,
        |_, _| (),
    )?;
    Ok(hint)
}

/// The game `id` is played with the coach on (see [`Stats::coached`]); a failure to write it
/// is logged (the coach's note matters more than the mark).
pub(crate) fn coached(state: &State<'_, Shared>, id: &str) {
    if let Err(e) = lock(state).stats.coached(id) {
        eprintln!("tessera: cannot write the statistics: {e}");
    }
}

/// Count the game `s`, which a change has just finished, in the statistics (a game opened
/// finished is not counted again: only the move that ends it). The move stands even if they
/// cannot be written (the game is saved, and a player would rather finish than lose the move
/// for a count): the failure is logged to stderr.
fn count(stats: &mut Stats, s: &Session) {
    // A tutorial is practice, not a game against the AI.
    if crate::tutorial::is_tutorial(&s.id) {
        return;
    }
    let Some(mut outcome) = stats::outcome(s.record.mode, &s.record.players, &s.game.scores())
    else {
        return;
    };
    outcome.helped = s.record.moves.iter().any(|m| m.hinted);
    if let Err(e) = stats.record(&s.id, &outcome) {
        eprintln!("tessera: cannot write the statistics: {e}");
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
    change_open(
        &state,
        Target::Open,
        Keep::Saved,
        Session::undo,
        Session::view,
    )
}

#[tauri::command]
pub async fn list_games(state: State<'_, Shared>) -> Result<Vec<SaveEntry>, CommandError> {
    let (saves, lang) = saves_and_language(&state);
    saves.list(lang)
}

#[tauri::command]
pub async fn open_game(state: State<'_, Shared>, id: String) -> Result<View, CommandError> {
    let (saves, lang) = saves_and_language(&state);
    let record = saves.read(&id, lang)?;
    let session = Session::from_record(id, record, lang)?;
    open_session(&mut lock(&state), session, Keep::Unsaved)
}

/// Delete a saved game (closing it if open, and its review with it); returns the list that is
/// left.
#[tauri::command]
pub async fn delete_game(
    state: State<'_, Shared>,
    reviewer: State<'_, crate::review::SharedReviewer>,
    id: String,
) -> Result<Vec<SaveEntry>, CommandError> {
    let mut st = lock(&state);
    let lang = st.language;
    st.saves.delete(&id, lang)?;
    crate::review::forget(&reviewer, &st.saves, &id);
    if st.session.as_ref().is_some_and(|s| s.id == id) {
        st.session = None;
    }
    let saves = st.saves.clone();
    drop(st);
    saves.list(lang)
}
