//! The online seats this app holds (`online.json` beside the saves folder): enough to come
//! back to each after a dropped connection or a restart of the app (the menu's *Rejoin*),
//! and, for a game this app hosts, to host it again on the same port so that the other
//! players' apps find it where they left it. The secrets in it are what lets this device move
//! for its seats: the file is written atomically, readable by its owner only.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// A seat this device holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    pub seat: usize,
    pub token: String,
    pub name: String,
}

/// A game this device plays online.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptGame {
    /// Where the host is (`ws://…`, `wss://…`).
    pub url: String,
    pub code: String,
    pub mode: String,
    pub seats: Vec<KeptSeat>,
    /// This app hosts the game: its creator's secret, and the port it listens on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_token: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_port: Option<u16>,
    /// Over (and saved in the saved games): no longer offered to rejoin.
    #[serde(default)]
    pub finished: bool,
    /// When it was started or joined, in milliseconds since 1970.
    pub since: u64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct KeptFile {
    format: u32,
    games: Vec<KeptGame>,
}

/// The file, read and written whole (a handful of games).
#[derive(Clone, Debug)]
pub struct Kept {
    path: PathBuf,
}

impl Kept {
    pub fn new(path: PathBuf) -> Kept {
        Kept { path }
    }

    /// Every game kept, newest first; a missing or damaged file is none (a damaged one is
    /// reported on standard error and replaced at the next write).
    pub fn list(&self) -> Vec<KeptGame> {
        let Ok(text) = std::fs::read_to_string(&self.path) else {
            return Vec::new();
        };
        match serde_json::from_str::<KeptFile>(&text) {
            Ok(f) => {
                let mut games = f.games;
                games.sort_by_key(|g| std::cmp::Reverse(g.since));
                games
            }
            Err(e) => {
                eprintln!(
                    "tessera: {} is damaged ({e}); online seats forgotten",
                    self.path.display()
                );
                Vec::new()
            }
        }
    }

    pub fn get(&self, code: &str) -> Option<KeptGame> {
        self.list().into_iter().find(|g| g.code == code)
    }

    /// Add `game`, or change the one with its code.
    pub fn put(&self, game: KeptGame) -> std::io::Result<()> {
        let mut games = self.list();
        games.retain(|g| g.code != game.code);
        games.push(game);
        self.write(games)
    }

    /// Change the game `code` (nothing if it is not kept).
    pub fn update(&self, code: &str, change: impl FnOnce(&mut KeptGame)) -> std::io::Result<()> {
        let mut games = self.list();
        let Some(g) = games.iter_mut().find(|g| g.code == code) else {
            return Ok(());
        };
        change(g);
        self.write(games)
    }

    pub fn forget(&self, code: &str) -> std::io::Result<()> {
        let mut games = self.list();
        games.retain(|g| g.code != code);
        self.write(games)
    }

    fn write(&self, games: Vec<KeptGame>) -> std::io::Result<()> {
        let file = KeptFile { format: 1, games };
        let text = serde_json::to_vec_pretty(&file).map_err(std::io::Error::other)?;
        tessera_saves::write_atomic(&self.path, &text)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&self.path, std::fs::Permissions::from_mode(0o600))?;
        }
        Ok(())
    }
}
