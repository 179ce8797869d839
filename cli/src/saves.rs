//! The app's saved games, and the record files the commands read.
//!
//! The app (Tauri, identifier `io.tessera.game`) keeps one game record per file in
//! `<platform data folder>/io.tessera.game/saves/<id>.json`; the platform data folder is the one
//! Tauri's `app_data_dir` starts from (Linux: `$XDG_DATA_HOME` or `~/.local/share`; macOS:
//! `~/Library/Application Support`; Windows: the roaming `AppData`). `TESSERA_SAVES_DIR`
//! names another folder instead. The rules for ids and for reading a file are the app's
//! (`src-tauri/src/saves.rs`): an id is 1 to 64 letters, digits, `-` or `_`; a file larger than
//! 4 MiB, not UTF-8 or empty cannot be a saved game. Nothing here writes or deletes a file.

use std::path::{Path, PathBuf};

use serde::Serialize;
use tessera_engine::record::{PlayerInfo, Record};
use tessera_saves::{is_id, read_record, ReadError, Saves};

/// The environment variable that names the saves folder instead of the app's.
pub const SAVES_DIR_VAR: &str = "TESSERA_SAVES_DIR";

/// The saves folder: `TESSERA_SAVES_DIR` when set (and not empty), else the app's.
pub fn saves_dir() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os(SAVES_DIR_VAR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    tessera_saves::default_dir().ok_or_else(|| {
        format!("cannot find this system's data folder (no home folder?); set {SAVES_DIR_VAR}")
    })
}

/// A record to read: the file named on the command line, or a saved game.
pub struct Source {
    pub path: PathBuf,
    /// The saved game's id, when the argument named one.
    pub id: Option<String>,
}

impl Source {
    /// What error messages call it.
    pub fn label(&self) -> String {
        match &self.id {
            Some(id) => format!("saved game {id} ({})", self.path.display()),
            None => self.path.display().to_string(),
        }
    }
}

/// Resolve a command-line argument: an existing file is read as it is; otherwise an argument
/// that is a valid id names a saved game; anything else is a path (whose read error says why).
pub fn resolve(arg: &str) -> Result<Source, String> {
    let path = Path::new(arg);
    if path.is_file() || !is_id(arg) {
        return Ok(Source {
            path: path.to_path_buf(),
            id: None,
        });
    }
    let dir = saves_dir().map_err(|e| format!("no file or saved game named {arg}: {e}"))?;
    let save = dir.join(format!("{arg}.json"));
    if save.is_file() {
        Ok(Source {
            path: save,
            id: Some(arg.to_string()),
        })
    } else {
        Err(format!(
            "no file or saved game named {arg}, saves are in {} (set {SAVES_DIR_VAR} for another folder)",
            dir.display()
        ))
    }
}

/// Load the record a command-line argument names; the error names the file or save.
pub fn load(arg: &str) -> Result<(Source, Record), String> {
    let source = resolve(arg)?;
    match read_record(&source.path) {
        Ok(r) => Ok((source, r)),
        Err(e @ (ReadError::Io(_) | ReadError::NotFound)) => {
            Err(format!("cannot read {}: {e}", source.label()))
        }
        Err(e) => Err(format!("{}: {e}", source.label())),
    }
}

/// One line of `tessera-cli saves`.
#[derive(Serialize)]
pub struct SaveEntry {
    pub id: String,
    /// Last written, in milliseconds since 1970 (UTC), as the app sorts them.
    pub modified: u64,
    /// The same instant as `YYYY-MM-DDTHH:MM:SSZ`.
    pub modified_utc: String,
    pub readable: bool,
    /// Why the save cannot be loaded or replayed (only when `readable` is false).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<PlayerInfo>>,
    /// Moves played (the record's moves).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finished: Option<bool>,
}

/// Every saved game in `dir`, newest first (ties by id, as the app lists them), unreadable
/// ones included with their reason. Files whose name is not `<id>.json` are not saves and are
/// left out. A missing folder has no saves.
pub fn list(dir: &Path) -> Result<Vec<SaveEntry>, String> {
    let listed = Saves::new(dir.to_path_buf())
        .list()
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    Ok(listed
        .into_iter()
        .map(|l| {
            let mut e = SaveEntry {
                id: l.id,
                modified: l.modified,
                modified_utc: utc(l.modified),
                readable: false,
                error: None,
                mode: None,
                players: None,
                moves: None,
                scores: None,
                finished: None,
            };
            match l.state {
                Ok(s) => {
                    e.readable = true;
                    e.mode = Some(s.mode.id().to_string());
                    e.players = Some(s.players);
                    e.moves = Some(s.turn as usize);
                    e.scores = Some(s.scores);
                    e.finished = Some(s.finished);
                }
                Err(u) => {
                    e.error = Some(u.reason);
                    e.mode = u.mode.map(|m| m.id().to_string());
                    e.players = (!u.players.is_empty()).then_some(u.players);
                    e.moves = u.moves;
                }
            }
            e
        })
        .collect())
}

/// Milliseconds since 1970 as `YYYY-MM-DDTHH:MM:SSZ` (proleptic Gregorian, UTC).
pub fn utc(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's civil_from_days, for days since 1970-01-01 (never negative here).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}
