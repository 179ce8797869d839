//! The folder of saved games, as the app writes it and the CLI reads it: one game record (the
//! format of `shared/rules/README.md`) per `<id>.json` file. Both front ends go through this
//! crate, so they agree on what an id is, what a readable save is and where the folder lies.
//!
//! Writes are atomic (a temporary file, flushed to disk, renamed over the old one), so a crash
//! at any moment leaves either the old or the new file. A file that cannot be read is listed
//! with the reason and never deleted unless asked.

use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use tessera_engine::record::{PlayerInfo, Record, RecordError};
use tessera_engine::{Mode, NoEvents};

/// The app's identifier, which names its data folder (never change it).
pub const APP_ID: &str = "io.tessera.game";

/// Larger files are not game records of this program (a full game is about 10 kB).
pub const MAX_FILE: u64 = 4 << 20;

/// The saves folder of the app on this machine: `<platform data folder>/io.tessera.game/saves`,
/// the folder Tauri's `app_data_dir` gives the desktop app (Linux: `$XDG_DATA_HOME` or
/// `~/.local/share`; macOS: `~/Library/Application Support`; Windows: the roaming AppData).
/// `None` when the system has no such folder (no home folder).
pub fn default_dir() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|b| b.data_dir().join(APP_ID).join("saves"))
}

/// Whether `id` can name a saved game: 1 to 64 letters, digits, `-` and `_`, so that no id can
/// point outside the folder.
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Write `text` and a newline to `path` atomically: a temporary file beside it, flushed to disk,
/// renamed over the old one (and removed if anything fails), so a crash at any moment leaves
/// either the old or the new file. The folder is made when missing. The app's statistics file
/// is written the same way.
pub fn write_atomic(path: &Path, text: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let write = || -> std::io::Result<()> {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(text)?;
        f.write_all(b"\n")?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        // Make the rename itself durable (best effort: not every platform can open a folder).
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    };
    write().inspect_err(|_| {
        let _ = fs::remove_file(&tmp);
    })
}

/// Why a file is not a loadable record.
#[derive(Debug)]
pub enum ReadError {
    /// No such file.
    NotFound,
    /// The file system refused.
    Io(std::io::Error),
    /// The file is there but is no record of this version (too large, not UTF-8, empty,
    /// invalid, newer): why, for a front end to word, and the reader's own words.
    Bad(Why, String),
}

/// Why a file is not a saved game this version can open, as data: the app words it in the
/// player's language (the reader's English detail goes with it, for the curious).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    NoFile,
    /// The file system refused.
    Io,
    Folder,
    /// The file's size in bytes.
    TooLarge(u64),
    NotText,
    Empty,
    /// Not a game record (its JSON, its options, its players, its tiles).
    Invalid,
    /// Written in a newer record format than this version reads.
    Newer(u32),
    /// The move of this number (from 1) breaks a rule.
    Move(usize),
    /// The engine failed while replaying it.
    Bug,
}

impl Why {
    /// Why a record was refused (read or replayed).
    pub fn of_record(e: &RecordError) -> Why {
        match e {
            RecordError::NewerFormat(f) => Why::Newer(*f),
            RecordError::Move { number, .. } => Why::Move(*number),
            _ => Why::Invalid,
        }
    }
}

impl ReadError {
    pub fn why(&self) -> Why {
        match self {
            ReadError::NotFound => Why::NoFile,
            ReadError::Io(_) => Why::Io,
            ReadError::Bad(why, _) => *why,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotFound => f.write_str("there is no such file"),
            ReadError::Io(e) => write!(f, "cannot read the file: {e}"),
            ReadError::Bad(_, why) => f.write_str(why),
        }
    }
}

/// Read and check a record file (not yet replayed).
pub fn read_record(path: &Path) -> Result<Record, ReadError> {
    parse_record(&read_bytes(path)?)
}

/// A record file's bytes, refused without reading them when it is no file or too large.
fn read_bytes(path: &Path) -> Result<Vec<u8>, ReadError> {
    let meta = fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::NotFound,
        _ => ReadError::Io(e),
    })?;
    if meta.is_dir() {
        return Err(ReadError::Bad(
            Why::Folder,
            "it is a folder, not a file".into(),
        ));
    }
    if meta.len() > MAX_FILE {
        return Err(ReadError::Bad(
            Why::TooLarge(meta.len()),
            format!(
                "the file is too large to be a saved game ({} bytes)",
                meta.len()
            ),
        ));
    }
    fs::read(path).map_err(ReadError::Io)
}

/// Check a record file's bytes (not yet replayed): what [`read_record`] checks once the file is
/// read, for a record that comes from elsewhere (the app's import of a file the player chose).
pub fn parse_record(bytes: &[u8]) -> Result<Record, ReadError> {
    let size = bytes.len() as u64;
    if size > MAX_FILE {
        return Err(ReadError::Bad(
            Why::TooLarge(size),
            format!("the file is too large to be a saved game ({size} bytes)"),
        ));
    }
    let text = std::str::from_utf8(bytes)
        .map_err(|_| ReadError::Bad(Why::NotText, "the file is not UTF-8 text".into()))?;
    // A record edited on Windows may begin with a byte-order mark (Notepad, PowerShell 5) and
    // end its lines in CRLF; JSON counts `\r` as white space, and the mark is no part of it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(ReadError::Bad(Why::Empty, "the file is empty".into()));
    }
    Record::from_json(text).map_err(|e| ReadError::Bad(Why::of_record(&e), e.to_string()))
}

/// Where a readable save stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub mode: Mode,
    pub players: Vec<PlayerInfo>,
    /// Moves played.
    pub turn: u32,
    pub scores: Vec<u32>,
    pub finished: bool,
}

/// A row of the list of saves.
#[derive(Clone, Debug)]
pub struct Listed {
    pub id: String,
    /// Last written, in milliseconds since 1970 (UTC).
    pub modified: u64,
    /// The save's state, or why it cannot be loaded or replayed (with its mode and players
    /// when the record itself could be read).
    pub state: Result<Summary, Unreadable>,
}

#[derive(Clone, Debug)]
pub struct Unreadable {
    pub why: Why,
    /// The reader's own words (English).
    pub reason: String,
    /// What the record says, when it could be read but not replayed.
    pub mode: Option<Mode>,
    pub players: Vec<PlayerInfo>,
    pub moves: Option<usize>,
}

/// What a save's file held when it was summarised: its length and a 64-bit hash of its bytes
/// (FNV-1a, fixed, so a stamp means the same in every run and version). A summary with the
/// file's present stamp is the summary of the file as it is, however it was copied or touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    len: u64,
    hash: u64,
}

impl Stamp {
    /// The stamp of the bytes `parts` hold one after the other.
    fn of(parts: &[&[u8]]) -> Stamp {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut len = 0;
        for part in parts {
            len += part.len() as u64;
            for &b in *part {
                hash ^= u64::from(b);
                hash = hash.wrapping_mul(0x0100_0000_01b3);
            }
        }
        Stamp { len, hash }
    }
}

/// The summaries of saves already read (or just written), each with its file's [`Stamp`] then:
/// listing the saves again reads each file (cheap) but replays only those whose bytes changed,
/// not every game in the folder. They can be kept in a file between runs ([`Summaries::load`],
/// [`Summaries::store`]): only readable saves' summaries go there, since a game saved by any
/// earlier version replays to the same result in every later one, while a file this version
/// cannot read may be read by the next.
#[derive(Clone, Debug, Default)]
pub struct Summaries {
    known: HashMap<String, (Stamp, Result<Summary, Unreadable>)>,
    /// Changed since loaded or stored.
    dirty: bool,
}

/// The summaries file's format (see [`Summaries::store`]); another is not read.
const SUMMARIES_FORMAT: u32 = 1;

/// The summaries file: `{ "format": 1, "saves": { id: { "stamp": { len, hash }, "summary": {
/// mode, players, turn, scores, finished } } } }`.
#[derive(Serialize, Deserialize)]
struct SummariesFile {
    format: u32,
    saves: std::collections::BTreeMap<String, Kept>,
}

#[derive(Serialize, Deserialize)]
struct Kept {
    stamp: Stamp,
    summary: Summary,
}

impl Summaries {
    /// What is known of save `id` with the stamp `stamp` (nothing when the file has changed).
    fn get(&self, id: &str, stamp: Stamp) -> Option<&Result<Summary, Unreadable>> {
        self.known
            .get(id)
            .filter(|(known, _)| *known == stamp)
            .map(|(_, s)| s)
    }

    fn insert(&mut self, id: &str, stamp: Stamp, state: Result<Summary, Unreadable>) {
        self.known.insert(id.to_string(), (stamp, state));
        self.dirty = true;
    }

    /// How many saves are known.
    pub fn len(&self) -> usize {
        self.known.len()
    }

    pub fn is_empty(&self) -> bool {
        self.known.is_empty()
    }

    /// Whether anything changed since they were loaded or stored.
    pub fn dirty(&self) -> bool {
        self.dirty
    }

    /// The summaries kept in the file `path`; none when it is missing, damaged or of another
    /// format (they are only a shortcut: the saves are read again).
    pub fn load(path: &Path) -> Summaries {
        let kept = fs::read(path)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<SummariesFile>(&bytes).ok())
            .filter(|f| f.format == SUMMARIES_FORMAT);
        Summaries {
            known: kept
                .map(|f| {
                    f.saves
                        .into_iter()
                        .map(|(id, k)| (id, (k.stamp, Ok(k.summary))))
                        .collect()
                })
                .unwrap_or_default(),
            dirty: false,
        }
    }

    /// Keep the readable saves' summaries in the file `path` (written atomically).
    pub fn store(&mut self, path: &Path) -> std::io::Result<()> {
        let file = SummariesFile {
            format: SUMMARIES_FORMAT,
            saves: self
                .known
                .iter()
                .filter_map(|(id, (stamp, state))| {
                    let summary = state.as_ref().ok()?.clone();
                    Some((
                        id.clone(),
                        Kept {
                            stamp: *stamp,
                            summary,
                        },
                    ))
                })
                .collect(),
        };
        let text = serde_json::to_string(&file).map_err(std::io::Error::other)?;
        write_atomic(path, text.as_bytes())?;
        self.dirty = false;
        Ok(())
    }
}

/// The folder of saved games.
#[derive(Clone, Debug)]
pub struct Saves {
    dir: PathBuf,
}

impl Saves {
    pub fn new(dir: PathBuf) -> Saves {
        Saves { dir }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of the save `id` (which must be an id: see [`is_id`]).
    pub fn path(&self, id: &str) -> PathBuf {
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
    pub fn write(&self, id: &str, record: &Record) -> std::io::Result<()> {
        write_atomic(&self.path(id), record.to_json().as_bytes())
    }

    /// Write a record atomically, and remember `summary` as what it says: the writer knows where
    /// the game stands, so the next list need not replay it.
    pub fn write_summarised(
        &self,
        id: &str,
        record: &Record,
        summary: Summary,
        summaries: &mut Summaries,
    ) -> std::io::Result<()> {
        if summaries.known.remove(id).is_some() {
            summaries.dirty = true;
        }
        let text = record.to_json();
        write_atomic(&self.path(id), text.as_bytes())?;
        // The bytes written_atomic wrote: the text and a newline.
        summaries.insert(id, Stamp::of(&[text.as_bytes(), b"\n"]), Ok(summary));
        Ok(())
    }

    /// Read and check the save `id` (not yet replayed).
    pub fn read(&self, id: &str) -> Result<Record, ReadError> {
        read_record(&self.path(id))
    }

    /// Delete the save `id`; false when there was none.
    pub fn delete(&self, id: &str) -> std::io::Result<bool> {
        match fs::remove_file(self.path(id)) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Every saved game, newest first (ties by id), unreadable ones with their reason. Files
    /// whose name is not `<id>.json` are not saves and are left out; a missing folder has none.
    /// Every file is read and replayed: see [`Saves::list_with`] to keep what was read.
    pub fn list(&self) -> std::io::Result<Vec<Listed>> {
        self.list_with(&mut Summaries::default())
    }

    /// [`Saves::list`], reading and replaying only the files `summaries` does not know as they
    /// are now (new, written or changed since), and keeping what it read there for the next
    /// time; saves no longer in the folder are forgotten.
    pub fn list_with(&self, summaries: &mut Summaries) -> std::io::Result<Vec<Listed>> {
        let rd = match fs::read_dir(&self.dir) {
            Ok(rd) => rd,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut out = Vec::new();
        for entry in rd.flatten() {
            let name = entry.file_name();
            let Some(id) = name.to_str().and_then(|n| n.strip_suffix(".json")) else {
                continue;
            };
            if !is_id(id) {
                continue;
            }
            let modified = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map(|d| d.as_millis() as u64)
                .unwrap_or(0);
            // The file is read (a few kilobytes) every time; only a file whose bytes changed
            // is parsed and replayed. One that cannot be read is not kept.
            let state = match read_bytes(&self.path(id)) {
                Err(e) => summarise(Err(e)),
                Ok(bytes) => {
                    let stamp = Stamp::of(&[&bytes]);
                    match summaries.get(id, stamp) {
                        Some(known) => known.clone(),
                        None => {
                            let state = summarise(parse_record(&bytes));
                            summaries.insert(id, stamp, state.clone());
                            state
                        }
                    }
                }
            };
            out.push(Listed {
                id: id.to_string(),
                modified,
                state,
            });
        }
        let listed: std::collections::HashSet<&str> = out.iter().map(|l| l.id.as_str()).collect();
        let before = summaries.known.len();
        summaries.known.retain(|id, _| listed.contains(id.as_str()));
        summaries.dirty |= summaries.known.len() != before;
        out.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.id.cmp(&a.id)));
        Ok(out)
    }
}

/// Replay a read record to where it stands.
fn summarise(read: Result<Record, ReadError>) -> Result<Summary, Unreadable> {
    let record = read.map_err(|e| Unreadable {
        why: e.why(),
        reason: e.to_string(),
        mode: None,
        players: Vec::new(),
        moves: None,
    })?;
    // A record can panic the engine only through a bug; the list still goes on without it.
    let replayed = std::panic::catch_unwind(|| record.replay_with(&mut NoEvents));
    let unreadable = |why: Why, reason: String| Unreadable {
        why,
        reason,
        mode: Some(record.mode),
        players: record.players.clone(),
        moves: Some(record.moves.len()),
    };
    match replayed {
        Ok(Ok(game)) => Ok(Summary {
            mode: record.mode,
            players: record.players.clone(),
            turn: game.turn(),
            scores: game.scores(),
            finished: game.is_finished(),
        }),
        Ok(Err(e)) => Err(unreadable(Why::of_record(&e), e.to_string())),
        Err(_) => Err(unreadable(
            Why::Bug,
            "the engine failed while replaying it (a bug)".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> Saves {
        let dir = std::env::temp_dir().join(format!("tessera-saves-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        Saves::new(dir)
    }

    fn golden(name: &str) -> Record {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../engine/tests/golden/saves")
            .join(format!("{name}.json"));
        read_record(&path).expect("golden save")
    }

    #[test]
    fn a_record_saved_on_windows_reads_as_the_same_game() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("engine")
            .join("tests")
            .join("golden")
            .join("saves")
            .join("base-finished.json");
        let text = fs::read_to_string(path).expect("golden save");
        let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
        assert!(crlf.contains("\r\n"));
        let with_bom = format!("\u{feff}{crlf}");
        for variant in [crlf.as_str(), with_bom.as_str()] {
            let record = parse_record(variant.as_bytes()).expect("reads");
            assert_eq!(record, golden("base-finished"));
        }
    }

    #[test]
    fn saves_live_in_a_folder_named_in_any_script() {
        // A Windows user folder like C:\Users\Zoë Ødegård\AppData\Roaming, or a folder
        // named in Czech, Japanese or with spaces: paths are joined by `Path`, never by hand.
        let base = std::env::temp_dir().join(format!(
            "tessera-saves-{}-Zoë Ødegård-příliš-セーブ",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&base);
        let s = Saves::new(base.join(APP_ID).join("saves"));
        s.write("game-1", &golden("base-finished")).expect("write");
        let list = s.list().expect("list");
        assert_eq!(list.len(), 1);
        assert!(list[0].state.is_ok(), "{:?}", list[0].state);
        assert_eq!(s.read("game-1").expect("read"), golden("base-finished"));
        assert!(s.delete("game-1").expect("delete"));
        let _ = fs::remove_dir_all(&base);
    }

    #[test]
    fn the_default_folder_is_the_apps_data_folder() {
        // Tauri's app_data_dir: the platform data folder (on Windows the roaming AppData,
        // %APPDATA%) joined with the identifier; the saves in it, the settings beside them.
        if let Some(dir) = default_dir() {
            assert_eq!(dir.file_name(), Some(std::ffi::OsStr::new("saves")));
            let app = dir.parent().expect("the app's folder");
            assert_eq!(app.file_name(), Some(std::ffi::OsStr::new(APP_ID)));
            let base = directories::BaseDirs::new().expect("base dirs");
            assert_eq!(app.parent(), Some(base.data_dir()));
            if cfg!(windows) {
                let appdata = std::env::var_os("APPDATA").expect("Windows names %APPDATA%");
                assert_eq!(app, Path::new(&appdata).join(APP_ID));
            }
        }
    }

    #[test]
    fn ids_stay_inside_the_folder() {
        assert!(is_id("game-1700000000000-2"));
        for bad in ["", "../x", "a/b", "a.json", "é", &"x".repeat(65)] {
            assert!(!is_id(bad), "{bad}");
        }
    }

    #[test]
    fn written_saves_are_listed_newest_first_and_bad_files_kept() {
        let s = temp("list");
        assert!(s.list().expect("no folder is no saves").is_empty());
        s.write("a", &golden("base-finished")).expect("write");
        std::thread::sleep(std::time::Duration::from_millis(20));
        s.write("b", &golden("river-abbot-unfinished"))
            .expect("write");
        fs::write(s.path("broken"), "{\"format\": 1,").expect("write");
        fs::write(s.dir().join("notes.txt"), "not a save").expect("write");
        let list = s.list().expect("list");
        let ids: Vec<&str> = list.iter().map(|l| l.id.as_str()).collect();
        assert_eq!(ids.len(), 3);
        assert_eq!(ids[ids.len() - 1], "a", "{ids:?}");
        let b = list.iter().find(|l| l.id == "b").expect("b");
        let sum = b.state.as_ref().expect("readable");
        assert_eq!((sum.turn, sum.finished), (30, false));
        let broken = list.iter().find(|l| l.id == "broken").expect("broken");
        let why = broken.state.as_ref().expect_err("unreadable");
        assert_eq!(why.why, Why::Invalid);
        assert!(
            why.reason.contains("not a valid game record"),
            "{}",
            why.reason
        );
        assert!(s.path("broken").exists(), "kept");
        assert!(
            !s.dir().join("a.json.tmp").exists(),
            "no temporary file left"
        );
        assert!(s.delete("a").expect("delete"));
        assert!(!s.delete("a").expect("delete again"));
        let _ = fs::remove_dir_all(s.dir());
    }

    /// A list kept with its summaries reads only the files that changed: a summary the writer
    /// gave is believed while the file stays as written, a file written again is read again,
    /// an unreadable one keeps its reason, and a deleted one is forgotten.
    #[test]
    fn a_list_reads_again_only_the_files_that_changed() {
        let s = temp("summaries");
        let mut known = Summaries::default();
        let finished = golden("base-finished");
        // A summary no replay would give: the list shows it as long as the file is unchanged.
        let told = Summary {
            mode: finished.mode,
            players: finished.players.clone(),
            turn: 999,
            scores: vec![1, 2],
            finished: false,
        };
        s.write_summarised("a", &finished, told, &mut known)
            .expect("write");
        fs::write(s.path("broken"), "{").expect("write");
        let turn = |list: &[Listed], id: &str| {
            list.iter()
                .find(|l| l.id == id)
                .map(|l| l.state.as_ref().map(|s| s.turn).map_err(|u| u.why))
        };
        let first = s.list_with(&mut known).expect("list");
        assert_eq!(turn(&first, "a"), Some(Ok(999)), "not read back");
        assert_eq!(turn(&first, "broken"), Some(Err(Why::Invalid)));
        assert_eq!(known.len(), 2);
        assert_eq!(
            turn(&s.list_with(&mut known).expect("list"), "a"),
            Some(Ok(999))
        );
        // Written again behind the list's back: read and replayed again.
        std::thread::sleep(std::time::Duration::from_millis(20));
        s.write("a", &golden("river-abbot-unfinished"))
            .expect("write");
        fs::write(s.path("broken"), "").expect("write");
        let again = s.list_with(&mut known).expect("list");
        assert_eq!(turn(&again, "a"), Some(Ok(30)));
        assert_eq!(
            turn(&again, "broken"),
            Some(Err(Why::Empty)),
            "its new reason"
        );
        // The plain list reads everything, and agrees.
        assert_eq!(turn(&s.list().expect("list"), "a"), Some(Ok(30)));
        assert!(s.delete("broken").expect("delete"));
        assert_eq!(s.list_with(&mut known).expect("list").len(), 1);
        assert_eq!(known.len(), 1, "a deleted save is forgotten");
        let _ = fs::remove_dir_all(s.dir());
    }

    /// The summaries of readable saves are kept in a file between runs and believed while the
    /// save's bytes are the same (copied elsewhere too); a damaged or foreign file is none.
    #[test]
    fn summaries_kept_in_a_file_are_believed_while_the_save_is_the_same() {
        let s = temp("kept");
        let file = s.dir().with_file_name("tessera-saves-kept-summaries.json");
        let mut known = Summaries::default();
        let finished = golden("base-finished");
        let told = Summary {
            mode: finished.mode,
            players: finished.players.clone(),
            turn: 999,
            scores: vec![1, 2],
            finished: true,
        };
        s.write_summarised("a", &finished, told.clone(), &mut known)
            .expect("write");
        fs::write(s.path("broken"), "{").expect("write");
        s.list_with(&mut known).expect("list");
        assert!(known.dirty());
        known.store(&file).expect("store");
        assert!(!known.dirty());
        // A later run: the summary comes from the file, the save is not replayed.
        let mut later = Summaries::load(&file);
        assert_eq!(later.len(), 1, "only readable saves are kept");
        let list = s.list_with(&mut later).expect("list");
        let a = list.iter().find(|l| l.id == "a").expect("a");
        assert_eq!(a.state.as_ref().ok(), Some(&told));
        // The same bytes written again (a copy, a restored backup) are the same save.
        let bytes = fs::read(s.path("a")).expect("read");
        fs::remove_file(s.path("a")).expect("remove");
        fs::write(s.path("a"), &bytes).expect("write");
        let list = s.list_with(&mut later).expect("list");
        assert_eq!(
            list.iter()
                .find(|l| l.id == "a")
                .expect("a")
                .state
                .as_ref()
                .ok(),
            Some(&told)
        );
        // Other bytes are read and replayed.
        s.write("a", &golden("river-abbot-unfinished"))
            .expect("write");
        let list = s.list_with(&mut later).expect("list");
        let a = list.iter().find(|l| l.id == "a").expect("a");
        assert_eq!(a.state.as_ref().map(|s| s.turn).ok(), Some(30));
        // A damaged file, or one of another format, is no summaries at all.
        for text in ["{ half", "{\"format\": 2, \"saves\": {}}", ""] {
            fs::write(&file, text).expect("write");
            assert!(Summaries::load(&file).is_empty(), "{text:?}");
        }
        assert!(Summaries::load(&s.dir().join("none.json")).is_empty());
        let _ = fs::remove_file(&file);
        let _ = fs::remove_dir_all(s.dir());
    }

    /// Each way a file can fail to be a save says so as data, for the app to word.
    #[test]
    fn why_a_file_is_no_save_is_told_as_data() {
        let s = temp("why");
        fs::create_dir_all(s.dir()).expect("folder");
        let why = |id: &str| s.read(id).expect_err("unreadable").why();
        assert_eq!(why("none"), Why::NoFile);
        fs::write(s.path("empty"), "  ").expect("write");
        assert_eq!(why("empty"), Why::Empty);
        fs::write(s.path("binary"), [0xff, 0xfe, 0x00]).expect("write");
        assert_eq!(why("binary"), Why::NotText);
        fs::create_dir_all(s.path("folder")).expect("write");
        assert_eq!(why("folder"), Why::Folder);
        let text = golden("base-finished").to_json();
        let newer = text.replacen("\"format\": 1", "\"format\": 99", 1);
        assert_ne!(newer, text);
        fs::write(s.path("newer"), newer).expect("write");
        assert_eq!(why("newer"), Why::Newer(99));
        let mut bad = golden("base-finished");
        bad.moves.swap(0, 5);
        s.write("bad", &bad).expect("write");
        let listed = s.list().expect("list");
        let row = listed.iter().find(|l| l.id == "bad").expect("listed");
        assert!(matches!(
            row.state,
            Err(Unreadable {
                why: Why::Move(_),
                ..
            })
        ));
        let _ = fs::remove_dir_all(s.dir());
    }
}
