//! Saved games: one game record (the spec's JSON format) per file in the saves folder, written
//! atomically (temporary file, flushed to disk, renamed over the old one), so a crash at any
//! moment leaves either the old or the new file, never half of one.
//!
//! A file that cannot be read is listed as unreadable with the reason, and never deleted
//! unless the player asks.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tessera_engine::record::{PlayerInfo, Record};
use tessera_engine::NoEvents;

use crate::error::CommandError;

/// Larger files are not game records of this program (a full game is about 10 kB).
const MAX_FILE: u64 = 4 << 20;

/// The folder holding the saved games.
#[derive(Clone, Debug)]
pub struct Saves {
    dir: PathBuf,
}

/// A row of the saved-games list.
#[derive(Clone, Debug, Serialize)]
pub struct SaveEntry {
    pub id: String,
    /// Last written, in milliseconds since 1970 (UTC).
    pub modified: u64,
    pub readable: bool,
    /// Why the file cannot be opened.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    pub players: Vec<PlayerInfo>,
    pub turn: u32,
    pub scores: Vec<u32>,
    pub finished: bool,
}

/// Ids name files inside the saves folder: letters, digits, `-` and `_` only, so no id can
/// point outside it.
pub fn check_id(id: &str) -> Result<(), CommandError> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(CommandError::BadInput(format!(
            "not a saved-game id: {id:?}"
        )))
    }
}

impl Saves {
    pub fn new(dir: PathBuf) -> Saves {
        Saves { dir }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.json"))
    }

    /// A fresh id, unused in the folder.
    pub fn new_id(&self) -> String {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis())
            .unwrap_or(0);
        let mut n = 0;
        loop {
            let id = if n == 0 {
                format!("game-{ms}")
            } else {
                format!("game-{ms}-{n}")
            };
            if !self.path(&id).exists() {
                return id;
            }
            n += 1;
        }
    }

    /// Write a record atomically.
    pub fn write(&self, id: &str, record: &Record) -> Result<(), CommandError> {
        check_id(id)?;
        fs::create_dir_all(&self.dir)?;
        let tmp = self.dir.join(format!("{id}.json.tmp"));
        let write = || -> std::io::Result<()> {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(record.to_json().as_bytes())?;
            f.write_all(b"\n")?;
            f.sync_all()?;
            drop(f);
            fs::rename(&tmp, self.path(id))?;
            // Make the rename itself durable (best effort: not every platform can open a folder).
            if let Ok(d) = fs::File::open(&self.dir) {
                let _ = d.sync_all();
            }
            Ok(())
        };
        write().map_err(|e| {
            let _ = fs::remove_file(&tmp);
            CommandError::Io(e.to_string())
        })
    }

    /// Read and check a record (not yet replayed).
    pub fn read(&self, id: &str) -> Result<Record, CommandError> {
        check_id(id)?;
        let path = self.path(id);
        let meta = fs::metadata(&path).map_err(|_| CommandError::NotFound(id.to_string()))?;
        if meta.len() > MAX_FILE {
            return Err(CommandError::Unreadable(format!(
                "the file is too large to be a saved game ({} bytes)",
                meta.len()
            )));
        }
        let bytes = fs::read(&path).map_err(|e| CommandError::Unreadable(e.to_string()))?;
        let text = String::from_utf8(bytes)
            .map_err(|_| CommandError::Unreadable("the file is not UTF-8 text".into()))?;
        if text.trim().is_empty() {
            return Err(CommandError::Unreadable("the file is empty".into()));
        }
        Record::from_json(&text).map_err(|e| CommandError::Unreadable(e.to_string()))
    }

    pub fn delete(&self, id: &str) -> Result<(), CommandError> {
        check_id(id)?;
        let path = self.path(id);
        if !path.exists() {
            return Err(CommandError::NotFound(id.to_string()));
        }
        fs::remove_file(path)?;
        Ok(())
    }

    /// Every saved game, newest first; unreadable files included with their reason.
    pub fn list(&self) -> Result<Vec<SaveEntry>, CommandError> {
        let rd = match fs::read_dir(&self.dir) {
            Ok(rd) => rd,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e.into()),
        };
        let mut out = Vec::new();
        for entry in rd.flatten() {
            let name = entry.file_name();
            let Some(id) = name.to_str().and_then(|n| n.strip_suffix(".json")) else {
                continue;
            };
            if check_id(id).is_err() {
                continue;
            }
            let modified = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map(|d| d.as_millis() as u64)
                .unwrap_or(0);
            out.push(self.entry(id, modified));
        }
        out.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.id.cmp(&a.id)));
        Ok(out)
    }

    fn entry(&self, id: &str, modified: u64) -> SaveEntry {
        let mut e = SaveEntry {
            id: id.to_string(),
            modified,
            readable: false,
            error: None,
            mode: None,
            players: Vec::new(),
            turn: 0,
            scores: Vec::new(),
            finished: false,
        };
        let record = match self.read(id) {
            Ok(r) => r,
            Err(err) => {
                e.error = Some(reason(&err));
                return e;
            }
        };
        e.mode = Some(record.mode.id().to_string());
        e.players = record.players.clone();
        match record.replay_with(&mut NoEvents) {
            Ok(game) => {
                e.readable = true;
                e.turn = game.turn();
                e.scores = game.scores();
                e.finished = game.is_finished();
            }
            Err(err) => e.error = Some(err.to_string()),
        }
        e
    }
}

/// The reason alone, without the "cannot be opened" prefix.
fn reason(e: &CommandError) -> String {
    match e {
        CommandError::Unreadable(r) => r.clone(),
        other => other.to_string(),
    }
}
