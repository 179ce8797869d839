//! The app's saved games: the shared saves folder ([`tessera_saves`], which the CLI reads too)
//! with the app's errors and the rows of the saved-games list as the UI receives them.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use tessera_engine::record::{PlayerInfo, Record};
use tessera_i18n::{messages, Lang};
use tessera_saves::{ReadError, Saves as Folder, Summaries, Summary, Why};

use crate::error::CommandError;
use crate::session::Session;

/// The summaries file's name, beside the saves folder (see [`Summaries::store`]).
const SUMMARIES_FILE: &str = "saves-summaries.json";

/// The folder holding the saved games, and what is known of them: the saved-games list replays
/// only the saves whose bytes changed since it last looked (or since the app wrote them), not
/// every game each time it is shown, nor at every start: what it knows is kept in
/// `saves-summaries.json` beside the folder. Clones share what is known.
#[derive(Clone, Debug)]
pub struct Saves {
    folder: Folder,
    /// The summaries file.
    kept: PathBuf,
    /// Loaded from `kept` when first needed (`None` before).
    summaries: Arc<Mutex<Option<Summaries>>>,
}

/// A row of the saved-games list.
#[derive(Clone, Debug, Serialize)]
pub struct SaveEntry {
    pub id: String,
    /// Last written, in milliseconds since 1970 (UTC).
    pub modified: u64,
    pub readable: bool,
    /// Why the file cannot be opened, in the app's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The reader's own words about it (English, technical), shown folded away.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    pub players: Vec<PlayerInfo>,
    pub turn: u32,
    pub scores: Vec<u32>,
    pub finished: bool,
}

/// Ids name files inside the saves folder (see [`tessera_saves::is_id`]).
pub fn check_id(id: &str) -> Result<(), CommandError> {
    if tessera_saves::is_id(id) {
        Ok(())
    } else {
        Err(CommandError::BadInput(format!(
            "not a saved-game id: {id:?}"
        )))
    }
}

impl Saves {
    pub fn new(dir: PathBuf) -> Saves {
        Saves {
            kept: dir.with_file_name(SUMMARIES_FILE),
            folder: Folder::new(dir),
            summaries: Arc::default(),
        }
    }

    pub fn dir(&self) -> &Path {
        self.folder.dir()
    }

    /// A fresh id, unused in the folder.
    pub fn new_id(&self) -> String {
        self.folder.new_id()
    }

    /// Write a record atomically. Errors are worded in `lang`.
    pub fn write(&self, id: &str, record: &Record, lang: Lang) -> Result<(), CommandError> {
        check_id(id)?;
        self.folder
            .write(id, record)
            .map_err(|e| CommandError::io(lang, &e))
    }

    /// Write the open game's record atomically, and keep where it stands for the saved-games
    /// list (it need not read the file back). Errors are worded in `lang`.
    pub fn save(&self, session: &Session, lang: Lang) -> Result<(), CommandError> {
        check_id(&session.id)?;
        // A tutorial is never saved: it is restarted from the menu, not continued.
        if crate::tutorial::is_tutorial(&session.id) {
            return Ok(());
        }
        let summary = Summary {
            mode: session.record.mode,
            players: session.record.players.clone(),
            turn: session.game.turn(),
            scores: session.game.scores(),
            finished: session.game.is_finished(),
        };
        self.with_known(|known| {
            self.folder
                .write_summarised(&session.id, &session.record, summary, known)
        })
        .map_err(|e| CommandError::io(lang, &e))
    }

    /// Run `f` on what is known of the saves, loaded from the summaries file the first time (a
    /// panic while it was held, a bug, leaves at worst a summary missing, which the list then
    /// reads again).
    fn with_known<R>(&self, f: impl FnOnce(&mut Summaries) -> R) -> R {
        let mut known = self.summaries.lock().unwrap_or_else(|e| e.into_inner());
        f(known.get_or_insert_with(|| Summaries::load(&self.kept)))
    }

    /// Read and check a record (not yet replayed).
    pub fn read(&self, id: &str, lang: Lang) -> Result<Record, CommandError> {
        check_id(id)?;
        self.folder.read(id).map_err(|e| match e {
            ReadError::NotFound => CommandError::not_found(lang, id),
            other => CommandError::unreadable(lang, &why_words(lang, other.why())),
        })
    }

    pub fn delete(&self, id: &str, lang: Lang) -> Result<(), CommandError> {
        check_id(id)?;
        if self
            .folder
            .delete(id)
            .map_err(|e| CommandError::io(lang, &e))?
        {
            Ok(())
        } else {
            Err(CommandError::not_found(lang, id))
        }
    }

    /// Every saved game, newest first; unreadable files included with their reason (in
    /// `lang`) and the reader's technical detail (English). Only the files that changed since
    /// the last list (or the app's last write) are read.
    pub fn list(&self, lang: Lang) -> Result<Vec<SaveEntry>, CommandError> {
        let listed = self.with_known(|known| {
            let listed = self.folder.list_with(known);
            // Kept for the next start; the list stands without it (a shortcut, not a save).
            if known.dirty() {
                if let Err(e) = known.store(&self.kept) {
                    eprintln!("tessera: cannot keep the saved games' summaries: {e}");
                }
            }
            listed
        });
        Ok(listed
            .map_err(|e| CommandError::io(lang, &e))?
            .into_iter()
            .map(|l| match l.state {
                Ok(s) => SaveEntry {
                    id: l.id,
                    modified: l.modified,
                    readable: true,
                    error: None,
                    detail: None,
                    mode: Some(s.mode.id().to_string()),
                    players: s.players,
                    turn: s.turn,
                    scores: s.scores,
                    finished: s.finished,
                },
                Err(u) => SaveEntry {
                    id: l.id,
                    modified: l.modified,
                    readable: false,
                    error: Some(why_words(lang, u.why)),
                    detail: Some(u.reason),
                    mode: u.mode.map(|m| m.id().to_string()),
                    players: u.players,
                    turn: 0,
                    scores: Vec::new(),
                    finished: false,
                },
            })
            .collect())
    }
}

/// Why a file is not a saved game this version opens, in `lang`.
pub fn why_words(lang: Lang, why: Why) -> String {
    let m = messages();
    match why {
        Why::NoFile => m.get(lang, "ui-unreadable-no-file", &[]),
        Why::Io => m.get(lang, "ui-unreadable-io", &[]),
        Why::Folder => m.get(lang, "ui-unreadable-folder", &[]),
        Why::TooLarge(bytes) => m.get(
            lang,
            "ui-unreadable-too-large",
            &[("bytes", tessera_i18n::Arg::Num(bytes as f64))],
        ),
        Why::NotText => m.get(lang, "ui-unreadable-not-text", &[]),
        Why::Empty => m.get(lang, "ui-unreadable-empty", &[]),
        Why::Invalid => m.get(lang, "ui-unreadable-invalid", &[]),
        Why::Newer(format) => m.get(
            lang,
            "ui-unreadable-newer",
            &[
                ("format", format.into()),
                ("ours", tessera_engine::record::FORMAT.into()),
            ],
        ),
        Why::Move(n) => m.get(lang, "ui-unreadable-move", &[("n", n.into())]),
        Why::Bug => m.get(lang, "ui-unreadable-bug", &[]),
    }
}
