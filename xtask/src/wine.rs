//! Windows programs run here under Wine (Debian's `wine64`): the installer installed and
//! uninstalled as a player would, and the saves and CLI tests run against Windows' own file
//! and path APIs (`\` separators, `%APPDATA%`, UTF-16 names), since no Windows machine is at
//! hand. The app itself cannot run under Wine (it needs the WebView2 runtime).
//!
//! Each use gets a throwaway prefix under `target/wine/`, set to Windows 10, with Wine's Mono
//! and Gecko switched off so that nothing is fetched, and every Wine command has a time limit.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{ensure_packages, root, target_dir};

/// How long one Wine command may take (a prefix's first start takes a few seconds).
const LIMIT: Duration = Duration::from_secs(300);

/// A Wine program where Debian puts it (`/usr/lib/wine/`; the `wine` package would add
/// `/usr/bin/wine`), else by its name on the PATH.
fn program(name: &str) -> PathBuf {
    let debian = Path::new("/usr/lib/wine").join(name);
    if debian.exists() {
        debian
    } else {
        PathBuf::from(name)
    }
}

/// The 64-bit loader.
fn loader() -> PathBuf {
    program("wine64")
}

fn wineserver() -> PathBuf {
    program("wineserver")
}

/// A Wine prefix of our own.
pub struct Wine {
    pub prefix: PathBuf,
}

/// Run `cmd` with `env`, killed when it runs past `limit`.
fn bounded(cmd: &mut Command, limit: Duration) -> Result<std::process::ExitStatus, String> {
    let shown = format!("{cmd:?}");
    let mut child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {shown}: {e}"))?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().map_err(|e| format!("{shown}: {e}"))? {
            return Ok(status);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{shown} took longer than {}s", limit.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

impl Wine {
    /// A new prefix at `target/wine/<name>` (an old one there is removed first), set to
    /// Windows 10, with the `ProcessPrng` shim that Rust programs need on Wine 8.
    pub fn fresh(name: &str) -> Result<Wine, String> {
        ensure_packages(&["wine64"])?;
        let prefix = target_dir().join("wine").join(name);
        let _ = std::fs::remove_dir_all(&prefix);
        std::fs::create_dir_all(&prefix)
            .map_err(|e| format!("cannot make {}: {e}", prefix.display()))?;
        let wine = Wine { prefix };
        wine.run_ok(&["wineboot", "--init"])?;
        wine.run_ok(&["winecfg", "/v", "win10"])?;
        wine.install_shim()?;
        Ok(wine)
    }

    /// The environment of every Wine command.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("WINEPREFIX", self.prefix.display().to_string()),
            ("WINEDEBUG", "-all".into()),
            // No Mono, no Gecko: nothing to download, no dialog asking for it.
            ("WINEDLLOVERRIDES", "mscoree=;mshtml=".into()),
            ("WINEARCH", "win64".into()),
        ]
    }

    /// Run a Windows program (or one of Wine's) and wait for every process it started.
    pub fn run(&self, args: &[&str]) -> Result<std::process::ExitStatus, String> {
        let mut cmd = Command::new(loader());
        cmd.args(args).envs(self.env());
        let status = bounded(&mut cmd, LIMIT)?;
        self.settle()?;
        Ok(status)
    }

    fn run_ok(&self, args: &[&str]) -> Result<(), String> {
        let status = self.run(args)?;
        if status.success() {
            Ok(())
        } else {
            Err(format!("wine {} failed ({status})", args.join(" ")))
        }
    }

    /// Wait until the prefix's programs have ended and its registry is written to disk.
    pub fn settle(&self) -> Result<(), String> {
        let mut cmd = Command::new(wineserver());
        cmd.arg("-w").envs(self.env());
        bounded(&mut cmd, LIMIT).map(|_| ())
    }

    /// The cargo runner for the Windows target: Wine in this prefix.
    pub fn runner(&self) -> String {
        loader().display().to_string()
    }

    /// The Windows user's home: `drive_c/users/<name>` (Wine takes the Unix user's name).
    pub fn user_home(&self) -> Result<PathBuf, String> {
        let users = self.prefix.join("drive_c/users");
        std::fs::read_dir(&users)
            .map_err(|e| format!("cannot read {}: {e}", users.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| p.is_dir() && p.file_name().is_some_and(|n| n != "Public"))
            .ok_or_else(|| format!("no user folder in {}", users.display()))
    }

    /// The user's registry as Wine writes it (after [`Wine::settle`]).
    pub fn user_registry(&self) -> Result<String, String> {
        let path = self.prefix.join("user.reg");
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }

    /// Build `xtask/wine/bcryptprimitives.c` with mingw into the prefix's system folder.
    fn install_shim(&self) -> Result<(), String> {
        let src = root().join("xtask/wine");
        let out = self
            .prefix
            .join("drive_c/windows/system32/bcryptprimitives.dll");
        let status = Command::new("x86_64-w64-mingw32-gcc")
            .args(["-shared", "-O2", "-o"])
            .arg(&out)
            .arg(src.join("bcryptprimitives.c"))
            .arg(src.join("bcryptprimitives.def"))
            .arg("-ladvapi32")
            .status()
            .map_err(|e| format!("cannot run x86_64-w64-mingw32-gcc: {e}"))?;
        if status.success() {
            Ok(())
        } else {
            Err(format!(
                "the bcryptprimitives shim did not build ({status})"
            ))
        }
    }
}

/// A path inside the prefix as Windows names it (`C:\…`), for arguments to its programs.
pub fn windows_path(wine: &Wine, path: &Path) -> Result<String, String> {
    let rel = path
        .strip_prefix(wine.prefix.join("drive_c"))
        .map_err(|_| format!("{} is not on the prefix's drive C:", path.display()))?;
    Ok(format!(
        "C:\\{}",
        rel.display().to_string().replace('/', "\\")
    ))
}
