//! The game review's backend: a saved game judged move by move by the engine's review
//! ([`tessera_engine::ai::review`]) on a background thread using every core, its results
//! handed to the page as they come (`review_status`, polled), stoppable, and kept beside the
//! saves (`reviews/<id>.json`) so that opening the review again is instant.
//!
//! A review belongs to the record it judged: a kept review is used only for the very record it
//! was made from (a game played on since is reviewed again, from where the kept review ends:
//! the moves before are the same and so are their judgements, see
//! [`review_from`](tessera_engine::ai::review::review_from)). One game is reviewed at a time;
//! opening another stops the first (what it judged is kept).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use serde::{Deserialize, Serialize};
use tauri::State;
use tessera_engine::ai::review::{self, MoveReview};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordMove};
use tessera_i18n::{messages, Lang};

use crate::commands::{saves_and_language, Shared};
use crate::error::CommandError;
use crate::moment::MomentView;
use crate::saves::{check_id, Saves};
use crate::session::{Session, View};

/// Bumped whenever the review's judgements change (its search, weights or seeds): a kept
/// review of another version is made again.
const VERSION: u32 = 1;

/// How many key moments the review shows.
const KEY_MOMENTS: usize = 3;

/// The review under way or last made, if any (an app state of its own).
#[derive(Default)]
pub struct Reviewer {
    job: Option<Arc<Job>>,
}

pub type SharedReviewer = Mutex<Reviewer>;

/// One review of one record, and its worker's progress.
struct Job {
    id: String,
    record: Record,
    /// Where it is kept.
    file: PathBuf,
    /// Set to stop the worker after the move it is judging.
    stop: AtomicBool,
    /// Set when its game is deleted: nothing is kept of it then.
    forgotten: AtomicBool,
    progress: Mutex<Progress>,
}

/// Where a review stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Running,
    Done,
    Stopped,
    Failed,
}

#[derive(Clone, Debug)]
struct Progress {
    phase: Phase,
    moves: Vec<ReviewedMove>,
    /// Why it failed, in the player's words.
    error: Option<String>,
}

/// One move judged, as the page and the kept file have it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedMove {
    /// The move's number in the record (1: the first).
    pub number: usize,
    pub player: usize,
    pub played: RecordMove,
    pub best: RecordMove,
    /// Expected final score difference (the mover's points minus the best rival's) after the
    /// move played, and after the best move found.
    pub value: f64,
    pub best_value: f64,
    pub loss: f64,
    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub label: String,
    /// What a face-down draw was worth against the mean tile; absent for a tile not drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luck: Option<f64>,
}

impl ReviewedMove {
    pub(crate) fn of(r: &MoveReview) -> ReviewedMove {
        ReviewedMove {
            number: r.number,
            player: r.player,
            played: RecordMove::from_move(&r.played),
            best: RecordMove::from_move(&r.best),
            value: r.value,
            best_value: r.best_value,
            loss: r.loss,
            label: r.label.name().to_string(),
            luck: r.luck,
        }
    }

    pub(crate) fn same(&self) -> bool {
        self.played == self.best
    }
}

/// The kept file of a review.
#[derive(Serialize, Deserialize)]
struct Kept {
    version: u32,
    /// The record judged, as its save's JSON.
    record: String,
    moves: Vec<ReviewedMove>,
}

/// A player's figures over the game.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerSummary {
    /// See [`review::accuracy`]; absent before any move of theirs is judged.
    pub accuracy: Option<f64>,
    pub moves: usize,
    pub lost: f64,
    /// The sum of their draws' luck.
    pub luck: f64,
    /// How many moves got each label, in [`review::Label::ALL`]'s order.
    pub labels: Vec<usize>,
}

/// What the review screen shows.
#[derive(Clone, Debug, Serialize)]
pub struct ReviewView {
    pub id: String,
    pub mode: &'static str,
    pub seats: Vec<PlayerInfo>,
    /// Moves in the record.
    pub total: usize,
    pub phase: Phase,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The moves judged so far, in order.
    pub moves: Vec<ReviewedMove>,
    pub players: Vec<PlayerSummary>,
    /// The seat whose key moments are shown: the first human's (none: everyone's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub focus: Option<usize>,
    /// The key moments' move numbers, largest loss first.
    pub key_moments: Vec<usize>,
}

fn lock<'a>(state: &'a State<'_, SharedReviewer>) -> MutexGuard<'a, Reviewer> {
    // The job is replaced whole, so a poisoned lock is still consistent.
    state.lock().unwrap_or_else(|e| e.into_inner())
}

impl Job {
    fn progress(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn view(&self) -> ReviewView {
        let p = self.progress().clone();
        let seats = self.record.players.clone();
        let focus = seats.iter().position(|s| s.kind == PlayerKind::Human);
        ReviewView {
            id: self.id.clone(),
            mode: self.record.mode.id(),
            total: self.record.moves.len(),
            phase: p.phase,
            error: p.error,
            players: (0..seats.len()).map(|s| summary(&p.moves, s)).collect(),
            key_moments: review::key_moment_numbers(
                p.moves.iter().map(|m| (m.number, m.player, m.loss)),
                focus,
                KEY_MOMENTS,
            ),
            focus,
            seats,
            moves: p.moves,
        }
    }

    fn kept(&self) -> Kept {
        Kept {
            version: VERSION,
            record: self.record.to_json(),
            moves: self.progress().moves.clone(),
        }
    }
}

fn summary(moves: &[ReviewedMove], seat: usize) -> PlayerSummary {
    let mine: Vec<&ReviewedMove> = moves.iter().filter(|m| m.player == seat).collect();
    PlayerSummary {
        accuracy: review::accuracy(mine.iter().map(|m| m.loss)),
        moves: mine.len(),
        lost: mine.iter().map(|m| m.loss).sum(),
        luck: mine.iter().filter_map(|m| m.luck).sum(),
        labels: review::Label::ALL
            .iter()
            .map(|l| mine.iter().filter(|m| m.label == l.name()).count())
            .collect(),
    }
}

/// Where the reviews are kept: `reviews/` beside the saves folder.
fn kept_file(saves: &Saves, id: &str) -> PathBuf {
    saves
        .dir()
        .with_file_name("reviews")
        .join(format!("{id}.json"))
}

/// The kept review of `record`, if there is one made by this version; a damaged or stale
/// file is ignored (the review is made again).
fn read_kept(file: &PathBuf, record: &Record) -> Vec<ReviewedMove> {
    let Ok(text) = std::fs::read_to_string(file) else {
        return Vec::new();
    };
    match serde_json::from_str::<Kept>(&text) {
        Ok(k) if k.version == VERSION && k.record == record.to_json() => k.moves,
        _ => Vec::new(),
    }
}

/// One writer of kept reviews at a time, so that a stopping worker never writes over a
/// longer review of the same record.
static WRITING: Mutex<()> = Mutex::new(());

/// Keep `job`'s review, unless a longer one of the same record is kept already. A review
/// that cannot be kept is still shown: the failure is logged.
fn keep(job: &Job) {
    let _one = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    if job.forgotten.load(Ordering::Relaxed) {
        return;
    }
    let kept = job.kept();
    if read_kept(&job.file, &job.record).len() > kept.moves.len() {
        return;
    }
    let written = serde_json::to_string(&kept)
        .map_err(std::io::Error::other)
        .and_then(|text| {
            if let Some(dir) = job.file.parent() {
                std::fs::create_dir_all(dir)?;
            }
            tessera_saves::write_atomic(&job.file, text.as_bytes())
        });
    if let Err(e) = written {
        eprintln!("tessera: cannot keep the review of {}: {e}", job.id);
    }
}

/// Forget the review of the save `id` (deleted): stopped if under way, and its file.
pub fn forget(reviewer: &State<'_, SharedReviewer>, saves: &Saves, id: &str) {
    let mut r = lock(reviewer);
    if let Some(job) = r.job.take_if(|j| j.id == id) {
        job.forgotten.store(true, Ordering::Relaxed);
        job.stop.store(true, Ordering::Relaxed);
    }
    drop(r);
    let _one = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    let file = kept_file(saves, id);
    if let Err(e) = std::fs::remove_file(&file) {
        if e.kind() != std::io::ErrorKind::NotFound {
            eprintln!("tessera: cannot delete {}: {e}", file.display());
        }
    }
}

/// Judge `job`'s record from the move after those it has, on every core; each move judged is
/// shown at once. Runs on a thread of its own.
fn work(job: Arc<Job>, lang: Lang) {
    let first = job.progress().moves.last().map_or(1, |m| m.number + 1);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut stopped = false;
    let result = review::review_from(&job.record, None, first, threads, |r| {
        job.progress().moves.push(ReviewedMove::of(r));
        stopped = job.stop.load(Ordering::Relaxed);
        !stopped
    });
    {
        let mut p = job.progress();
        p.phase = match &result {
            Err(e) => {
                p.error = Some(crate::saves::why_words(
                    lang,
                    tessera_saves::Why::of_record(e),
                ));
                Phase::Failed
            }
            Ok(_) if stopped && p.moves.last().map(|m| m.number) < Some(job.record.moves.len()) => {
                Phase::Stopped
            }
            Ok(_) => Phase::Done,
        };
    }
    keep(&job);
}

/// Review the saved game `id` (finished or not): the review kept of it is shown at once, and
/// whatever is left to judge is judged in the background (see `review_status`). A review of
/// the same game under way goes on; any other stops.
#[tauri::command]
pub async fn review_open(
    app: State<'_, Shared>,
    reviewer: State<'_, SharedReviewer>,
    id: String,
) -> Result<ReviewView, CommandError> {
    check_id(&id)?;
    let (saves, lang) = saves_and_language(&app);
    let record = saves.read(&id, lang)?;
    // A record that does not replay is refused now, in words, rather than by the worker.
    Session::from_record(id.clone(), record.clone(), lang)?;
    let mut r = lock(&reviewer);
    let same = |j: &Arc<Job>| j.id == id && j.record == record;
    if let Some(job) = r.job.as_ref().filter(|j| same(j)) {
        let p = job.progress().phase;
        if p == Phase::Running || p == Phase::Done {
            return Ok(job.view());
        }
    }
    // Start from the longest known: this run's (stopped) or the kept one.
    let file = kept_file(&saves, &id);
    let mut moves = read_kept(&file, &record);
    if let Some(job) = r.job.take() {
        job.stop.store(true, Ordering::Relaxed);
        if same(&job) && job.progress().moves.len() > moves.len() {
            moves = job.progress().moves.clone();
        }
    }
    let done =
        moves.last().is_some_and(|m| m.number == record.moves.len()) || record.moves.is_empty();
    let job = Arc::new(Job {
        id,
        record,
        file,
        stop: AtomicBool::new(false),
        forgotten: AtomicBool::new(false),
        progress: Mutex::new(Progress {
            phase: if done { Phase::Done } else { Phase::Running },
            moves,
            error: None,
        }),
    });
    if !done {
        let worker = Arc::clone(&job);
        std::thread::Builder::new()
            .name("tessera-review".into())
            .spawn(move || work(worker, lang))
            .map_err(|e| CommandError::Internal(format!("cannot start the review: {e}")))?;
    }
    let view = job.view();
    r.job = Some(job);
    Ok(view)
}

/// The review as it stands: the moves judged so far and the figures.
#[tauri::command]
pub async fn review_status(
    app: State<'_, Shared>,
    reviewer: State<'_, SharedReviewer>,
) -> Result<ReviewView, CommandError> {
    let lang = saves_and_language(&app).1;
    Ok(current(&reviewer, lang)?.view())
}

/// Stop the review after the move it is judging (what it judged is kept; `review_open` goes
/// on from there).
#[tauri::command]
pub async fn review_stop(
    app: State<'_, Shared>,
    reviewer: State<'_, SharedReviewer>,
) -> Result<ReviewView, CommandError> {
    let lang = saves_and_language(&app).1;
    let job = current(&reviewer, lang)?;
    job.stop.store(true, Ordering::Relaxed);
    {
        let mut p = job.progress();
        if p.phase == Phase::Running {
            // Shown stopped at once; the worker, finishing its move, agrees.
            p.phase = Phase::Stopped;
        }
    }
    Ok(job.view())
}

fn current(reviewer: &State<'_, SharedReviewer>, lang: Lang) -> Result<Arc<Job>, CommandError> {
    lock(reviewer)
        .job
        .clone()
        .ok_or_else(|| CommandError::NoGame(messages().get(lang, "ui-error-no-review", &[])))
}

/// Move `number` of the game under review, judged: `(the job, the move)`.
fn judged(
    reviewer: &State<'_, SharedReviewer>,
    number: usize,
    lang: Lang,
) -> Result<(Arc<Job>, ReviewedMove), CommandError> {
    let job = current(reviewer, lang)?;
    let found = job
        .progress()
        .moves
        .iter()
        .find(|m| m.number == number)
        .cloned();
    let m = found.ok_or_else(|| {
        CommandError::NotFound(messages().get(
            lang,
            "ui-error-review-move",
            &[("number", number.into())],
        ))
    })?;
    Ok((job, m))
}

/// Move `number` shown: the board after the move played and after the better move, and why
/// the better move was better.
#[tauri::command]
pub async fn review_moment(
    app: State<'_, Shared>,
    reviewer: State<'_, SharedReviewer>,
    number: usize,
) -> Result<MomentView, CommandError> {
    let lang = saves_and_language(&app).1;
    let (job, m) = judged(&reviewer, number, lang)?;
    crate::moment::moment(&job.id, &job.record, m, lang)
}

/// "Try again from here": a new game at the position before move `number` of the game under
/// review, with the same players and the same tiles to come, saved as a game of its own and
/// opened; its view.
#[tauri::command]
pub async fn review_try_again(
    app: State<'_, Shared>,
    reviewer: State<'_, SharedReviewer>,
    number: usize,
) -> Result<View, CommandError> {
    let lang = saves_and_language(&app).1;
    let (job, _) = judged(&reviewer, number, lang)?;
    let record = review::try_again_from(&job.record, number)
        .ok_or_else(|| CommandError::Internal(format!("no move {number} to try again from")))?;
    crate::commands::open_new(&app, record)
}
