//! Windows from this Debian machine: the app cross-built with mingw-w64, its installer made
//! by Debian's NSIS from our own script (`src-tauri/windows/installer.nsi`), and the checks
//! that keep both working on every CI run, since no Windows machine runs them here.
//!
//! Why our own script rather than Tauri's NSIS bundler: that bundler downloads NSIS and a
//! plugin of its own at build time, and this project builds only from its registries.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::wine::{windows_path, Wine};
use crate::{ensure_packages, root, run, run_in, target_dir};

/// The Rust target: 64-bit Windows through the GNU toolchain (mingw-w64), which Debian has.
pub const TARGET: &str = "x86_64-pc-windows-gnu";
/// Debian packages: the cross compiler and resource compiler (`windres`, for the exe's icon
/// and manifest), NSIS, and 7-Zip, which reads an NSIS installer's contents for the check.
pub const PACKAGES: &[&str] = &[
    "gcc-mingw-w64-x86-64",
    "binutils-mingw-w64-x86-64",
    "nsis",
    "p7zip-full",
];
/// The build profile of packages: release without debug information, stripped.
const PROFILE: &str = "dist";
/// What the installer must hold, as 7-Zip lists it (NSIS's `$INSTDIR` is the folder).
const PAYLOAD: &[&str] = &["Tessera.exe", "WebView2Loader.dll", "Tessera.ico"];
/// The app's 8 languages, as NSIS names them: each of the installer's own strings is in all.
const LANGUAGES: &[&str] = &[
    "ENGLISH",
    "CZECH",
    "GERMAN",
    "FRENCH",
    "NORWEGIAN",
    "DUTCH",
    "POLISH",
    "SWEDISH",
];

/// The Rust target, added with rustup when missing, and the Debian packages.
fn ensure_toolchain() -> Result<(), String> {
    ensure_packages(PACKAGES)?;
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default();
    if !installed.lines().any(|l| l.trim() == TARGET) {
        run("rustup", &["target", "add", TARGET])?;
    }
    Ok(())
}

/// The app's Rust side type-checks for Windows (what `cargo xtask test` runs beside Android).
pub fn check() -> Result<(), String> {
    ensure_toolchain()?;
    run("cargo", &["check", "-p", "tessera-app", "--target", TARGET])
}

/// The installer's version: the app's, from `tauri.conf.json`.
fn app_version() -> Result<String, String> {
    let path = root().join("src-tauri/tauri.conf.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let conf: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    conf["version"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("{} names no version", path.display()))
}

/// What `bundle` made.
pub struct Bundle {
    pub installer: PathBuf,
    pub exe: PathBuf,
}

/// Build the app for Windows without debug information and write its installer,
/// `target/x86_64-pc-windows-gnu/dist/bundle/Tessera_<version>_x64-setup.exe`.
pub fn bundle() -> Result<Bundle, String> {
    ensure_toolchain()?;
    run(
        "cargo",
        &[
            "build",
            "--profile",
            PROFILE,
            "--target",
            TARGET,
            "-p",
            "tessera-app",
        ],
    )?;
    let out = target_dir().join(TARGET).join(PROFILE);
    let exe = out.join("tessera-app.exe");
    // webview2-com-sys's build script copies the loader beside the exe it builds.
    let loader = out.join("WebView2Loader.dll");
    for file in [&exe, &loader] {
        if !file.is_file() {
            return Err(format!("the Windows build left no {}", file.display()));
        }
    }
    let version = app_version()?;
    let dir = out.join("bundle");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let installer = dir.join(format!("Tessera_{version}_x64-setup.exe"));
    let define = |name: &str, value: &Path| format!("-D{name}={}", value.display());
    let args = [
        "-V2".to_string(),
        "-INPUTCHARSET".to_string(),
        "UTF8".to_string(),
        format!("-DVERSION={version}"),
        define("APP_EXE", &exe),
        define("LOADER", &loader),
        define("ICON", &root().join("icons/icon.ico")),
        define("OUTFILE", &installer),
        "installer.nsi".to_string(),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run_in("makensis", &args, &root().join("src-tauri/windows"), &[])?;
    Ok(Bundle { installer, exe })
}

/// The header facts of a Windows executable that say what it is.
#[derive(Debug, PartialEq, Eq)]
pub struct PeInfo {
    /// `IMAGE_FILE_MACHINE_*`: 0x8664 for x86-64.
    pub machine: u16,
    /// The optional header's magic: 0x20b for PE32+ (64-bit).
    pub magic: u16,
    /// 2 for a GUI program (no console window), 3 for a console one.
    pub subsystem: u16,
}

impl PeInfo {
    /// A 64-bit x86 GUI program, as the app must be.
    pub fn is_x64_gui(&self) -> bool {
        self.machine == 0x8664 && self.magic == 0x20b && self.subsystem == 2
    }
}

/// Read a PE file's headers: the DOS stub's pointer to the `PE\0\0` signature, the COFF
/// header's machine, and the optional header's magic and subsystem.
pub fn pe_info(bytes: &[u8]) -> Result<PeInfo, String> {
    let u16_at = |at: usize| {
        bytes
            .get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .ok_or("the file ends inside its headers")
    };
    if bytes.get(..2) != Some(b"MZ") {
        return Err("not a Windows program (no MZ header)".into());
    }
    let pe = bytes
        .get(0x3c..0x40)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        .ok_or("the file ends inside its DOS header")?;
    if bytes.get(pe..pe + 4) != Some(b"PE\0\0") {
        return Err("not a PE file (no PE signature)".into());
    }
    let optional = pe + 24;
    Ok(PeInfo {
        machine: u16_at(pe + 4)?,
        magic: u16_at(optional)?,
        subsystem: u16_at(optional + 68)?,
    })
}

/// The DLLs `exe` imports, as mingw's objdump lists them.
fn imports(exe: &Path) -> Result<Vec<String>, String> {
    let out = Command::new("x86_64-w64-mingw32-objdump")
        .arg("-p")
        .arg(exe)
        .output()
        .map_err(|e| format!("cannot run x86_64-w64-mingw32-objdump: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("DLL Name:"))
        .map(|n| n.trim().to_string())
        .collect())
}

/// The file names inside an NSIS installer, as 7-Zip lists them (`Path = …` lines).
fn installer_files(installer: &Path) -> Result<Vec<String>, String> {
    let out = Command::new("7z")
        .args(["l", "-slt"])
        .arg(installer)
        .output()
        .map_err(|e| format!("cannot run 7z: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "7z cannot read {}: {}",
            installer.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(listed_paths(&String::from_utf8_lossy(&out.stdout)))
}

/// The `Path = …` entries of `7z l -slt` after the archive's own (the first names the file).
fn listed_paths(listing: &str) -> Vec<String> {
    listing
        .lines()
        .filter_map(|l| l.strip_prefix("Path = "))
        .skip(1)
        .map(|p| p.replace('\\', "/"))
        .collect()
}

/// Whether `files` (as 7-Zip lists them) hold `name` at the top of the install folder.
fn holds(files: &[String], name: &str) -> bool {
    files
        .iter()
        .any(|f| f.eq_ignore_ascii_case(&format!("$INSTDIR/{name}")) || f == name)
}

/// Every `LangString` key of `strings.nsh` with the languages that have it; a key missing a
/// language is named in the error.
pub fn check_strings(text: &str) -> Result<usize, String> {
    let mut keys: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        let mut words = line.split_whitespace();
        if words.next() != Some("LangString") {
            continue;
        }
        let (Some(key), Some(lang)) = (words.next(), words.next()) else {
            return Err(format!(
                "a LangString line without key and language: {line}"
            ));
        };
        let lang = lang
            .trim_start_matches("${LANG_")
            .trim_end_matches('}')
            .to_string();
        match keys.iter_mut().find(|(k, _)| k == key) {
            Some((_, langs)) => langs.push(lang),
            None => keys.push((key.to_string(), vec![lang])),
        }
    }
    for (key, langs) in &keys {
        for lang in LANGUAGES {
            if !langs.iter().any(|l| l == lang) {
                return Err(format!("the installer's string {key} has no {lang} text"));
            }
        }
    }
    Ok(keys.len())
}

/// Build the installer and check what it holds: the app, the loader it imports and the icon,
/// an uninstaller, the installer's strings in every language; the app a 64-bit GUI program.
pub fn test_package() -> Result<(), String> {
    let strings = root().join("src-tauri/windows/strings.nsh");
    let text = std::fs::read_to_string(&strings)
        .map_err(|e| format!("cannot read {}: {e}", strings.display()))?;
    check_strings(&text)?;
    let b = bundle()?;
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
    let app = pe_info(&read(&b.exe)?)?;
    if !app.is_x64_gui() {
        return Err(format!(
            "tessera-app.exe is not a 64-bit GUI program: {app:?}"
        ));
    }
    if !imports(&b.exe)?
        .iter()
        .any(|d| d.eq_ignore_ascii_case("WebView2Loader.dll"))
    {
        return Err("tessera-app.exe does not import WebView2Loader.dll".into());
    }
    let setup = pe_info(&read(&b.installer)?)?;
    if setup.machine != 0x8664 {
        return Err(format!("the installer is not a 64-bit program: {setup:?}"));
    }
    let files = installer_files(&b.installer)?;
    for name in PAYLOAD.iter().chain(&["uninstall.exe"]) {
        if !holds(&files, name) {
            return Err(format!(
                "the installer holds no {name}; it lists: {}",
                files.join(", ")
            ));
        }
    }
    test_install(&b.installer)?;
    let mb = |p: &Path| std::fs::metadata(p).map_or(0.0, |m| m.len() as f64 / (1024.0 * 1024.0));
    eprintln!(
        "xtask: Windows package checked: {} ({:.1} MiB; the app {:.1} MiB), holds {}",
        b.installer.display(),
        mb(&b.installer),
        mb(&b.exe),
        files.join(", ")
    );
    Ok(())
}

/// The WebView2 runtime's client key, as the installer looks for it.
const WEBVIEW2_KEY: &str =
    r"HKCU\Software\Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}";
/// The uninstall entry's key in Wine's `user.reg` (its `\` doubled).
const UNINSTALL_ENTRY: &str =
    r"[Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\io.tessera.game]";

/// Install the package under Wine as a player would (silently, per user), check what it put
/// where, then uninstall it: the program, its Start-menu entry and its Apps entry go, the
/// player's saves stay. The WebView2 runtime is marked present first, so the installer
/// never tries to fetch it (no test reaches beyond this machine).
fn test_install(installer: &Path) -> Result<(), String> {
    let wine = Wine::fresh("install")?;
    let status = wine.run(&[
        "reg",
        "add",
        WEBVIEW2_KEY,
        "/v",
        "pv",
        "/t",
        "REG_SZ",
        "/d",
        "120.0.0.0",
        "/f",
    ])?;
    if !status.success() {
        return Err(format!(
            "cannot mark WebView2 present under Wine ({status})"
        ));
    }
    let setup = wine.prefix.join("drive_c/Tessera-setup.exe");
    std::fs::copy(installer, &setup).map_err(|e| format!("cannot copy the installer: {e}"))?;
    let status = wine.run(&[&windows_path(&wine, &setup)?, "/S"])?;
    if !status.success() {
        return Err(format!("the installer failed under Wine ({status})"));
    }
    let home = wine.user_home()?;
    let folder = home.join("AppData/Local/Programs/Tessera");
    let shortcut = home.join("AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Tessera.lnk");
    for name in PAYLOAD.iter().chain(&["uninstall.exe"]) {
        if !folder.join(name).is_file() {
            return Err(format!(
                "the installer put no {name} in {}",
                folder.display()
            ));
        }
    }
    if !shortcut.is_file() {
        return Err("the installer made no Start-menu entry".into());
    }
    let registry = wine.user_registry()?;
    let entry = registry
        .split(UNINSTALL_ENTRY)
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .ok_or("the installer wrote no entry in Settings > Apps")?;
    for line in [r#""DisplayName"="Tessera""#, r#""UninstallString"="#] {
        if !entry.contains(line) {
            return Err(format!("the Apps entry lacks {line}: {entry}"));
        }
    }
    // A player's game and the webview's cache, as the app would leave them.
    let save = home.join("AppData/Roaming/io.tessera.game/saves/kept.json");
    let cache = home.join("AppData/Local/io.tessera.game/EBWebView/cache");
    for file in [&save, &cache] {
        let made = file
            .parent()
            .map(std::fs::create_dir_all)
            .transpose()
            .and_then(|_| std::fs::write(file, "{}"));
        made.map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    }
    // The uninstaller copies itself to %TEMP% and goes on from there; `run` waits for it.
    let status = wine.run(&[&windows_path(&wine, &folder.join("uninstall.exe"))?, "/S"])?;
    if !status.success() {
        return Err(format!("the uninstaller failed under Wine ({status})"));
    }
    if folder.exists() || shortcut.exists() {
        return Err("the uninstaller left the program or its Start-menu entry".into());
    }
    if wine.user_registry()?.contains(UNINSTALL_ENTRY) {
        return Err("the uninstaller left its entry in Settings > Apps".into());
    }
    if !save.is_file() {
        return Err("the uninstaller deleted the player's saved games".into());
    }
    if cache.exists() {
        return Err("the uninstaller left the webview's cache".into());
    }
    eprintln!(
        "xtask: installed and uninstalled under Wine: program, Start menu, Apps entry; saves kept"
    );
    Ok(())
}

/// The saves crate's and the CLI's tests, built for Windows and run under Wine: the saves
/// folder, `TESSERA_SAVES_DIR`, names beyond ASCII and records with CRLF line ends against
/// Windows' own file and path functions.
pub fn test_under_wine() -> Result<(), String> {
    ensure_toolchain()?;
    let wine = Wine::fresh("tests")?;
    let runner = wine.runner();
    let mut env: Vec<(&str, String)> = wine.env();
    env.push(("CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER", runner));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    // The CLI's review test is left out: it judges a whole game, a minute and more under Wine,
    // and exercises no path or file function the others do not.
    let saves: &[&str] = &["test", "--target", TARGET, "-p", "tessera-saves", "--lib"];
    let cli: &[&str] = &[
        "test",
        "--target",
        TARGET,
        "-p",
        "tessera-cli",
        "--test",
        "cli",
    ];
    for args in [saves, cli] {
        run_in("cargo", args, &root(), &env)?;
    }
    wine.settle()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal PE header: `MZ`, the pointer at 0x3c, `PE\0\0`, machine, optional header.
    fn pe(machine: u16, magic: u16, subsystem: u16) -> Vec<u8> {
        let mut b = vec![0u8; 0x80 + 24 + 96];
        b[..2].copy_from_slice(b"MZ");
        b[0x3c..0x40].copy_from_slice(&0x80u32.to_le_bytes());
        b[0x80..0x84].copy_from_slice(b"PE\0\0");
        b[0x84..0x86].copy_from_slice(&machine.to_le_bytes());
        b[0x98..0x9a].copy_from_slice(&magic.to_le_bytes());
        b[0x98 + 68..0x98 + 70].copy_from_slice(&subsystem.to_le_bytes());
        b
    }

    #[test]
    fn a_64_bit_gui_program_is_told_from_a_console_or_32_bit_one() {
        assert!(pe_info(&pe(0x8664, 0x20b, 2)).unwrap().is_x64_gui());
        assert!(!pe_info(&pe(0x8664, 0x20b, 3)).unwrap().is_x64_gui());
        assert!(!pe_info(&pe(0x014c, 0x10b, 2)).unwrap().is_x64_gui());
    }

    #[test]
    fn what_is_no_program_is_refused_in_words() {
        assert!(pe_info(b"#!/bin/sh").unwrap_err().contains("MZ"));
        let mut b = pe(0x8664, 0x20b, 2);
        b[0x80] = b'X';
        assert!(pe_info(&b).unwrap_err().contains("PE signature"));
        assert!(pe_info(&b[..0x90]).is_err());
    }

    #[test]
    fn the_listing_names_files_in_the_install_folder() {
        let listing = "Path = C:\\setup.exe\nType = Nsis\n\nPath = $INSTDIR\\Tessera.exe\n\
                       Size = 1\n\nPath = $INSTDIR\\uninstall.exe\n";
        let files = listed_paths(listing);
        assert_eq!(files, ["$INSTDIR/Tessera.exe", "$INSTDIR/uninstall.exe"]);
        assert!(holds(&files, "Tessera.exe"));
        assert!(!holds(&files, "WebView2Loader.dll"));
    }

    #[test]
    fn every_installer_string_is_in_every_language() {
        let text = std::fs::read_to_string(root().join("src-tauri/windows/strings.nsh")).unwrap();
        assert_eq!(check_strings(&text), Ok(5));
        let missing = "LangString A ${LANG_ENGLISH} \"a\"\nLangString A ${LANG_CZECH} \"a\"\n";
        assert!(check_strings(missing).unwrap_err().contains("GERMAN"));
    }
}
