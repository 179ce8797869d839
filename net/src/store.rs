//! The host's games on disk: one file per game, `DIR/games/CODE.json`, written after every
//! change (to a temporary file, then renamed over the old one, so a host killed mid-write
//! keeps the previous state whole) and read back when the host starts again.

use std::path::{Path, PathBuf};

use crate::table::{Table, TableFile};

#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The store in `dir` (created when missing).
    pub fn open(dir: &Path) -> std::io::Result<Store> {
        let dir = dir.join("games");
        std::fs::create_dir_all(&dir)?;
        Ok(Store { dir })
    }

    fn path(&self, code: &str) -> PathBuf {
        // Codes are the host's own (letters, digits and a dash): never a client's text.
        self.dir.join(format!("{code}.json"))
    }

    pub fn save(&self, table: &Table) -> std::io::Result<()> {
        let text = serde_json::to_string(&table.to_file()).map_err(std::io::Error::other)?;
        let path = self.path(&table.code);
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // The file holds the seats' secrets: the host's user only.
            std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600))?;
        }
        std::fs::rename(&tmp, &path)
    }

    /// Every game saved, and for each file that cannot be read, its name and why.
    pub fn load_all(&self) -> (Vec<Table>, Vec<(String, String)>) {
        let (mut tables, mut broken) = (Vec::new(), Vec::new());
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return (tables, broken);
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.extension().and_then(|x| x.to_str()) != Some("json") {
                continue;
            }
            let name = path.display().to_string();
            let read = std::fs::read_to_string(&path)
                .map_err(|e| e.to_string())
                .and_then(|t| serde_json::from_str::<TableFile>(&t).map_err(|e| e.to_string()))
                .and_then(Table::from_file);
            match read {
                Ok(t) => tables.push(t),
                Err(why) => broken.push((name, why)),
            }
        }
        (tables, broken)
    }
}
