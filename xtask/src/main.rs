//! `cargo xtask <task>`: the project's two front doors (`play`, `test`) and helpers.
//! Each task first installs what it needs and is missing, so a fresh machine works.

mod isolated;
mod windows;
mod wine;

use std::path::{Path, PathBuf};
use std::process::{exit, Command};
use std::time::Duration;

/// Debian packages that building and testing the Tauri app needs.
const BUILD_PACKAGES: &[&str] = &["build-essential", "pkg-config", "libwebkit2gtk-4.1-dev"];
/// Debian packages for the end-to-end tests in the real webview under a virtual display (npm
/// installs the tests' one dev dependency, axe-core).
const E2E_PACKAGES: &[&str] = &["webkit2gtk-driver", "xvfb", "xauth", "nodejs", "npm"];
/// The end-to-end test files, run in this order (`tests/e2e/package.json` lists the same).
const E2E_TESTS: &[&str] = &[
    "app.test.mjs",
    "benelux.test.mjs",
    "hunters.test.mjs",
    "keyboard.test.mjs",
    "a11y.test.mjs",
    "i18n.test.mjs",
    "touch.test.mjs",
    "phone.test.mjs",
    "stats.test.mjs",
    "replay.test.mjs",
    "review.test.mjs",
    "hint.test.mjs",
    "motion.test.mjs",
    "outline.test.mjs",
    "view.test.mjs",
    "projected.test.mjs",
    "log.test.mjs",
    "expert.test.mjs",
    "online.test.mjs",
    "aids.test.mjs",
    "tutorial.test.mjs",
];
/// The Rust targets of the Android build: phones (ARM) and the emulator (x86-64).
const ANDROID_TARGETS: &[&str] = &["aarch64-linux-android", "x86_64-linux-android"];
/// The end-to-end run's limit as a whole (it takes about two minutes).
const E2E_LIMIT: Duration = Duration::from_secs(30 * 60);
/// Debian packages for building the `.deb` (the Tauri bundler calls `file`; npm runs its CLI).
const BUNDLE_PACKAGES: &[&str] = &["file", "nodejs", "npm"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    let rest = &args[args.len().min(1)..];
    let result = match task {
        "test" => test(rest),
        "play" => play(rest),
        "bundle" => bundle(rest),
        "e2e" => e2e(),
        "android-check" => android_check(),
        "windows-check" => windows::check()
            .and_then(|()| windows::test_package())
            .and_then(|()| windows::test_under_wine()),
        "bench" => run("cargo", &["bench", "-p", "tessera-engine"]),
        "cli" => cli(rest),
        _ => {
            eprintln!(
                "usage: cargo xtask <test|play|bundle|e2e|android-check|windows-check|bench|cli>"
            );
            eprintln!("  test    format check, clippy, every test, then the end-to-end tests");
            eprintln!("          (`--no-e2e` skips those)");
            eprintln!("  play    install what is missing, build the app and open it");
            eprintln!(
                "  bundle  build an installable package for this machine (.deb and .rpm on Linux)"
            );
            eprintln!("          (`--windows`: the 64-bit Windows installer, built here)");
            eprintln!("  e2e     only the end-to-end tests in the real app");
            eprintln!("  android-check  the app's Rust side type-checks for Android (ARM, x86-64)");
            eprintln!("  windows-check  the Windows check and the installer's contents");
            eprintln!("  bench   engine benchmarks");
            eprintln!("  cli     a CLI game between built-in players (what `play` was before)");
            exit(if task == "help" { 0 } else { 2 });
        }
    };
    if let Err(e) = result {
        eprintln!("xtask {task}: {e}");
        exit(1);
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

fn run(cmd: &str, args: &[&str]) -> Result<(), String> {
    run_in(cmd, args, &root(), &[])
}

fn run_in(cmd: &str, args: &[&str], dir: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    eprintln!("+ {cmd} {}", args.join(" "));
    let status = Command::new(cmd)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .map_err(|e| format!("cannot run {cmd}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd} {} failed ({status})", args.join(" ")))
    }
}

fn have(cmd: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {cmd}")])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// rustfmt and clippy come as rustup components; add them when missing.
fn ensure_components() -> Result<(), String> {
    for (probe, component) in [("rustfmt", "rustfmt"), ("clippy-driver", "clippy")] {
        let ok = Command::new(probe)
            .arg("--version")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        if !ok {
            run("rustup", &["component", "add", component])?;
        }
    }
    Ok(())
}

fn installed(pkg: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", pkg])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
        .unwrap_or(false)
}

/// Install the Debian packages that are missing (nothing to do elsewhere, or when all are
/// there). Uses `sudo` when not root.
fn ensure_packages(pkgs: &[&str]) -> Result<(), String> {
    if !cfg!(target_os = "linux") || !have("dpkg-query") || !have("apt-get") {
        return Ok(());
    }
    let missing: Vec<&str> = pkgs
        .iter()
        .copied()
        .filter(|p| {
            // Node may come from elsewhere than Debian (nvm, NodeSource); then it is there.
            !(installed(p) || (*p == "nodejs" && have("node")) || (*p == "npm" && have("npm")))
        })
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    eprintln!("xtask: installing missing packages: {}", missing.join(" "));
    let root_user = Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false);
    let (cmd, pre): (&str, Vec<&str>) = if root_user {
        ("apt-get", vec![])
    } else {
        ("sudo", vec!["apt-get"])
    };
    let mut update = pre.clone();
    update.extend(["update", "-qq"]);
    run(cmd, &update)?;
    let mut install = pre;
    install.extend(["install", "-y", "--no-install-recommends"]);
    install.extend(missing);
    run_in(
        cmd,
        &install,
        &root(),
        &[("DEBIAN_FRONTEND", "noninteractive")],
    )
}

fn ensure_tauri_driver() -> Result<(), String> {
    if have("tauri-driver") {
        return Ok(());
    }
    run(
        "cargo",
        &["install", "tauri-driver", "--version", "^2", "--locked"],
    )
}

fn test(rest: &[String]) -> Result<(), String> {
    ensure_components()?;
    ensure_packages(BUILD_PACKAGES)?;
    run("cargo", &["fmt", "--all", "--", "--check"])?;
    run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    run("cargo", &["test", "--workspace"])?;
    // The engine's AI soak games play their full counts in release mode (see the file's docs).
    run(
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "tessera-engine",
            "--test",
            "ai_soak",
        ],
    )?;
    android_check()?;
    // Windows cannot run here, so its build is checked and its installer made and inspected
    // (with Debian's mingw-w64, NSIS and Wine: on Linux only).
    if cfg!(target_os = "linux") {
        windows::check()?;
        windows::test_package()?;
        windows::test_under_wine()?;
    } else {
        eprintln!("xtask: the Windows checks need Debian's mingw-w64, NSIS and Wine; skipped here");
    }
    // The UI's pure modules and IPC adapter, under Node's test runner (no DOM, no packages).
    ensure_packages(&["nodejs"])?;
    run("node", &["--test", "tests/ui/"])?;
    if !rest.iter().any(|a| a == "--no-e2e") && root().join("tests/e2e").is_dir() {
        e2e()?;
    }
    Ok(())
}

/// The app's Rust side (engine, commands, Tauri and its mobile runtime) checked for each Android
/// target, the targets added with rustup when missing. An APK needs the Android SDK and NDK as
/// well (see the README); this keeps the code building for phones on any machine.
fn android_check() -> Result<(), String> {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default();
    for target in ANDROID_TARGETS {
        if !installed.lines().any(|l| l.trim() == *target) {
            run("rustup", &["target", "add", target])?;
        }
        // Without TLS: ring's C code would need the NDK's compiler (an APK build has it).
        run(
            "cargo",
            &[
                "check",
                "-p",
                "tessera-app",
                "--no-default-features",
                "--target",
                target,
            ],
        )?;
    }
    Ok(())
}

/// The end-to-end tests: the debug app (with `ui/` embedded) driven by tauri-driver and
/// WebKitWebDriver under Xvfb, each run with fresh data folders.
fn e2e() -> Result<(), String> {
    ensure_packages(BUILD_PACKAGES)?;
    ensure_packages(E2E_PACKAGES)?;
    ensure_tauri_driver()?;
    run("cargo", &["build", "-p", "tessera-app"])?;
    let app = target_dir().join("debug/tessera-app");
    let app = app.to_string_lossy().to_string();
    let dir = root().join("tests/e2e");
    ensure_e2e_modules(&dir)?;
    let mut args = vec![
        "-a",
        "-s",
        "-screen 0 1280x800x24",
        "node",
        "--test",
        "--test-concurrency=1",
        // A test that hangs fails after ten minutes instead of holding up the run.
        "--test-timeout=600000",
    ];
    args.extend(E2E_TESTS);
    isolated::run_isolated(
        "xvfb-run",
        &args,
        &dir,
        &[("APP_BINARY", &app)],
        E2E_LIMIT,
        Some(isolated::node_test_verdict),
    )
}

/// The end-to-end tests' npm dev dependencies (axe-core, which the accessibility test injects
/// into the webview), installed from the lock file only when missing: once there, nothing is
/// fetched, so later runs work offline.
fn ensure_e2e_modules(dir: &Path) -> Result<(), String> {
    if dir.join("node_modules/axe-core/axe.min.js").exists() {
        return Ok(());
    }
    let install = if dir.join("package-lock.json").exists() {
        "ci"
    } else {
        "install"
    };
    run_in(
        "npm",
        &[install, "--no-audit", "--no-fund", "--loglevel=error"],
        dir,
        &[],
    )
}

fn play(rest: &[String]) -> Result<(), String> {
    ensure_packages(BUILD_PACKAGES)?;
    run("cargo", &["build", "--release", "-p", "tessera-app"])?;
    let app = target_dir().join("release/tessera-app");
    let args: Vec<&str> = rest.iter().map(String::as_str).collect();
    run_in(&app.to_string_lossy(), &args, &root(), &[])
}

/// An installable package for this machine, with the icons from `icons/`: a `.deb` and an
/// `.rpm` on Linux (Tauri's bundler makes both without downloading anything; its AppImage would
/// download linuxdeploy, so it is not made), an `.app` and a `.dmg` on macOS; with `--windows`,
/// the Windows installer, cross-built here (see `windows.rs`).
fn bundle(rest: &[String]) -> Result<(), String> {
    if rest.iter().any(|a| a == "--windows") {
        let b = windows::bundle()?;
        let size = std::fs::metadata(&b.installer).map_or(0, |m| m.len());
        eprintln!(
            "xtask: the Windows installer is {} ({:.1} MiB)",
            b.installer.display(),
            size as f64 / (1024.0 * 1024.0)
        );
        return Ok(());
    }
    ensure_packages(BUILD_PACKAGES)?;
    ensure_packages(BUNDLE_PACKAGES)?;
    if !root().join("node_modules/.bin/tauri").exists() {
        run("npm", &["ci", "--no-audit", "--no-fund"])?;
    }
    let bundles = if cfg!(target_os = "linux") {
        "deb,rpm"
    } else if cfg!(target_os = "macos") {
        "app,dmg"
    } else {
        "nsis"
    };
    run(
        "npx",
        &["--no-install", "tauri", "build", "--bundles", bundles],
    )?;
    let out = target_dir().join("release/bundle");
    eprintln!("xtask: packages are in {}", out.display());
    Ok(())
}

fn cli(rest: &[String]) -> Result<(), String> {
    let mut args = vec![
        "run",
        "--release",
        "--quiet",
        "-p",
        "tessera-cli",
        "--",
        "play",
        "--river",
        "--abbot",
        "--players",
        "random,random",
    ];
    args.extend(rest.iter().map(String::as_str));
    run("cargo", &args)
}
