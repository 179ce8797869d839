//! The replay viewer's backend: a saved game opened for viewing only, beside the open game
//! (never disturbing it, never writing the save), and the view at any move of it.
//!
//! The view at move `k` is the engine's own replay of the record's first `k` moves (a
//! [`Session`] of the truncated record), so the board, the scores and the log at each step are
//! exactly what the game showed then. The record is read once, when the game is opened for
//! viewing, and kept here: stepping does not read the file again.

use std::sync::{Mutex, MutexGuard};

use serde::Serialize;
use tauri::State;
use tessera_engine::record::Record;
use tessera_i18n::{messages, Lang};

use crate::commands::{saves_and_language, Shared};
use crate::error::CommandError;
use crate::session::{Session, View};

/// The game shown in the replay viewer, if any (an app state of its own, apart from the open
/// game's).
#[derive(Default)]
pub struct Viewer {
    viewed: Option<Viewed>,
}

pub type SharedViewer = Mutex<Viewer>;

/// A saved game opened for viewing: its id and its record as read when it was opened.
#[derive(Clone, Debug)]
struct Viewed {
    id: String,
    record: Record,
    /// Whether the game is over after its last move.
    finished: bool,
}

/// What the replay viewer shows: the game as it stood after move `at` of `moves`.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayView {
    /// Moves played at this step (0: the start, before any move).
    pub at: usize,
    /// Moves in the whole record.
    pub moves: usize,
    /// Whether the whole game is over (the view's own `finished` says whether it was at `at`).
    pub finished: bool,
    /// The game after `at` moves, as the game screen would have shown it then: `last_move` is
    /// move `at` with who played it, `log` the events up to it, `score_history` the scores after
    /// each move so far, `players` the scores now.
    pub view: View,
}

fn lock<'a>(state: &'a State<'_, SharedViewer>) -> MutexGuard<'a, Viewer> {
    // Every change replaces the viewed game whole, so a poisoned lock is still consistent.
    state.lock().unwrap_or_else(|e| e.into_inner())
}

/// No game is open in the replay viewer.
fn nothing_viewed(lang: Lang) -> CommandError {
    CommandError::NoGame(messages().get(lang, "ui-error-no-replay", &[]))
}

/// Move `at` is past the record's `moves`.
fn out_of_bounds(lang: Lang, at: usize, moves: usize) -> CommandError {
    CommandError::NotFound(messages().get(
        lang,
        "ui-error-replay-bounds",
        &[("at", at.into()), ("moves", moves.into())],
    ))
}

impl Viewed {
    /// The view after the first `at` moves, replayed by the engine; `at` past the end is
    /// refused in words.
    fn at(&self, at: usize, lang: Lang) -> Result<ReplayView, CommandError> {
        let moves = self.record.moves.len();
        if at > moves {
            return Err(out_of_bounds(lang, at, moves));
        }
        let mut record = self.record.clone();
        record.moves.truncate(at);
        // The whole record replayed when it was opened, so any prefix replays too.
        let session = Session::from_record(self.id.clone(), record, lang)?;
        Ok(self.shown(at, &session, lang))
    }

    /// What the viewer shows of `session`, the game after the first `at` moves.
    fn shown(&self, at: usize, session: &Session, lang: Lang) -> ReplayView {
        ReplayView {
            at,
            moves: self.record.moves.len(),
            finished: self.finished,
            view: session.view(lang),
        }
    }
}

/// Open the saved game `id` in the replay viewer (replacing the one viewed before) and show it
/// after move `at` (the end when left out). The open game is left as it is and the save is
/// only read.
#[tauri::command]
pub async fn replay_open(
    app: State<'_, Shared>,
    viewer: State<'_, SharedViewer>,
    id: String,
    at: Option<usize>,
) -> Result<ReplayView, CommandError> {
    let (saves, lang) = saves_and_language(&app);
    let record = saves.read(&id, lang)?;
    let moves = record.moves.len();
    // The whole game is replayed once, to check it and to know whether it is over; shown at
    // its end (the default), that replay is the view too.
    let whole = Session::from_record(id.clone(), record.clone(), lang)?;
    let viewed = Viewed {
        id,
        finished: whole.game.is_finished(),
        record,
    };
    let view = match at {
        None => viewed.shown(moves, &whole, lang),
        Some(at) if at == moves => viewed.shown(moves, &whole, lang),
        Some(at) => viewed.at(at, lang)?,
    };
    lock(&viewer).viewed = Some(viewed);
    Ok(view)
}

/// The game in the replay viewer after move `at` (0: the start; the record's number of moves:
/// the end).
#[tauri::command]
pub async fn replay_at(
    app: State<'_, Shared>,
    viewer: State<'_, SharedViewer>,
    at: usize,
) -> Result<ReplayView, CommandError> {
    let lang = saves_and_language(&app).1;
    let viewed = lock(&viewer)
        .viewed
        .clone()
        .ok_or_else(|| nothing_viewed(lang))?;
    viewed.at(at, lang)
}

/// Close the replay viewer (forgetting its record).
#[tauri::command]
pub async fn replay_close(viewer: State<'_, SharedViewer>) -> Result<(), CommandError> {
    lock(&viewer).viewed = None;
    Ok(())
}
