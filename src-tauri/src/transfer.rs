//! Game records in and out of the app, so that a game can be shared or reported: a saved game
//! exported as its record file where the player chooses (the native Save dialog, opened here
//! in the backend so that the page never names a path to write), and a record file the player
//! chose imported as a new saved game.
//!
//! An import is checked as strictly as a save is read (`tessera_saves::parse_record`, then
//! the engine's replay of every move); a file refused says why in the words the saved-games
//! list uses for an unreadable save, and nothing is written. An accepted one gets a new id,
//! so it never overwrites a game.

use std::path::PathBuf;
use std::sync::Mutex;

use serde::Serialize;
use tauri::ipc::{InvokeBody, Request};
use tauri::{AppHandle, Runtime, State};
use tauri_plugin_dialog::{DialogExt, FilePath};
use tessera_i18n::{messages, Lang};
use tessera_saves::{ReadError, Why};

use crate::commands::{saves_and_language, Shared};
use crate::error::CommandError;
use crate::saves::{why_words, SaveEntry, Saves};
use crate::session::Session;

/// The environment variable naming where exports go without asking (debug builds only): the
/// end-to-end tests cannot drive the system's Save dialog, so they set it for the app.
pub const EXPORT_TO_VAR: &str = "TESSERA_EXPORT_TO";

/// The request header an import may carry with the chosen file's size in bytes: the page sends
/// at most [`tessera_saves::MAX_FILE`] + 1 bytes of a larger file, and the refusal still names
/// its real size.
pub const SIZE_HEADER: &str = "tessera-file-size";

/// Where exports are written without the Save dialog: `None` in release builds (the dialog
/// always asks); in debug builds the path in [`EXPORT_TO_VAR`] when set. Tests set it directly.
#[derive(Default)]
pub struct ExportTarget(pub Mutex<Option<PathBuf>>);

impl ExportTarget {
    pub fn from_env() -> ExportTarget {
        let path = if cfg!(debug_assertions) {
            std::env::var_os(EXPORT_TO_VAR).map(PathBuf::from)
        } else {
            None
        };
        ExportTarget(Mutex::new(path))
    }

    fn get(&self) -> Option<PathBuf> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// What an import resolves to: the new save's id and the saved-games list with it.
#[derive(Clone, Debug, Serialize)]
pub struct Imported {
    pub id: String,
    pub games: Vec<SaveEntry>,
}

fn words(lang: Lang, id: &str) -> String {
    messages().get(lang, id, &[])
}

/// The record file of the saved game `id` as it is on disk, once it has been checked to be a
/// game this version opens (read strictly and replayed): an unreadable save is not exported.
fn record_text(saves: &Saves, id: &str, lang: Lang) -> Result<Vec<u8>, CommandError> {
    let record = saves.read(id, lang)?;
    Session::from_record(id.to_string(), record, lang)?;
    let path = tessera_saves::Saves::new(saves.dir().to_path_buf()).path(id);
    std::fs::read(&path).map_err(|e| CommandError::io(lang, &e))
}

/// Export the saved game `id`: its record file, byte for byte, written where the player chooses
/// in the Save dialog. Resolves to where it was written, or `null` when the player cancelled.
#[tauri::command]
pub async fn export_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, Shared>,
    target: State<'_, ExportTarget>,
    id: String,
) -> Result<Option<String>, CommandError> {
    let (saves, lang) = saves_and_language(&state);
    let text = record_text(&saves, &id, lang)?;
    let chosen = match target.get() {
        Some(path) => Some(FilePath::Path(path)),
        None => {
            let dialog = app
                .dialog()
                .file()
                .set_title(words(lang, "ui-export-title"))
                .set_file_name(format!("tessera-{id}.json"))
                .add_filter(words(lang, "ui-export-file-kind"), &["json"]);
            tauri::async_runtime::spawn_blocking(move || dialog.blocking_save_file())
                .await
                .map_err(|e| CommandError::Internal(e.to_string()))?
        }
    };
    let Some(to) = chosen else {
        return Ok(None);
    };
    let shown = to.to_string();
    write_to(&app, to, &text).map_err(|e| CommandError::io(lang, &e))?;
    Ok(Some(shown))
}

/// Write `text` (a record file, ending in a newline) where the dialog pointed: a path
/// atomically, as a save is written; on Android a `content://` document through the fs plugin.
fn write_to<R: Runtime>(app: &AppHandle<R>, to: FilePath, text: &[u8]) -> std::io::Result<()> {
    // `write_atomic` adds the newline the file ends with.
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    match to {
        FilePath::Path(path) => tessera_saves::write_atomic(&path, body),
        FilePath::Url(url) if url.scheme() == "file" => {
            let path = url.to_file_path().map_err(|()| {
                std::io::Error::new(
                    std::io::ErrorKind::InvalidInput,
                    format!("not a file: {url}"),
                )
            })?;
            tessera_saves::write_atomic(&path, body)
        }
        FilePath::Url(url) => write_document(app, url, text),
    }
}

#[cfg(mobile)]
fn write_document<R: Runtime>(
    app: &AppHandle<R>,
    url: tauri::Url,
    text: &[u8],
) -> std::io::Result<()> {
    use std::io::Write;
    use tauri_plugin_fs::{FsExt, OpenOptions};
    let mut opts = OpenOptions::new();
    opts.write(true).create(true).truncate(true);
    let mut f = app.fs().open(FilePath::Url(url), opts)?;
    f.write_all(text)?;
    f.sync_all()
}

#[cfg(not(mobile))]
fn write_document<R: Runtime>(
    _app: &AppHandle<R>,
    url: tauri::Url,
    _text: &[u8],
) -> std::io::Result<()> {
    Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        format!("cannot write to {url}"),
    ))
}

/// Why an imported file is refused, in `lang`: the saved-games list's words for an unreadable
/// save, framed as an import.
fn refused(lang: Lang, why: Why) -> CommandError {
    CommandError::Unreadable(messages().get(
        lang,
        "ui-error-import",
        &[("detail", why_words(lang, why).into())],
    ))
}

/// Check an imported file's bytes (`size`: the whole file's, which may be more than was sent)
/// strictly: the record as a save is read, then every move replayed by the engine.
pub fn check_import(bytes: &[u8], size: u64) -> Result<tessera_engine::record::Record, Why> {
    if size > tessera_saves::MAX_FILE {
        return Err(Why::TooLarge(size));
    }
    let record = tessera_saves::parse_record(bytes).map_err(|e: ReadError| e.why())?;
    // A record can panic the engine only through a bug; the app goes on without it.
    let replayed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        Session::replay(String::new(), record.clone())
    }));
    match replayed {
        Ok(Ok(_)) => Ok(record),
        Ok(Err((why, _))) => Err(why),
        Err(_) => Err(Why::Bug),
    }
}

/// Import a record file the player chose: its bytes are the request's raw body (a
/// `Uint8Array` from the page), with the file's size in the [`SIZE_HEADER`] header. Saved as a
/// new game; resolves to its id and the saved-games list.
#[tauri::command]
pub async fn import_game(
    state: State<'_, Shared>,
    request: Request<'_>,
) -> Result<Imported, CommandError> {
    let (saves, lang) = saves_and_language(&state);
    let bytes: &[u8] = match request.body() {
        InvokeBody::Raw(b) => b,
        InvokeBody::Json(_) => {
            return Err(CommandError::BadInput(
                "import_game takes the file's bytes as the raw body".into(),
            ))
        }
    };
    let size = request
        .headers()
        .get(SIZE_HEADER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0)
        .max(bytes.len() as u64);
    let record = check_import(bytes, size).map_err(|why| refused(lang, why))?;
    let id = saves.new_id();
    saves.write(&id, &record, lang)?;
    let games = saves.list(lang)?;
    Ok(Imported { id, games })
}
