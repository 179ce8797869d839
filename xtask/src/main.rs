//! `cargo xtask <task>`: the project's two front doors (`play`, `test`) and helpers.
//! Each task first installs what it needs and is missing, so a fresh machine works.

use std::process::{exit, Command};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    let rest = &args[args.len().min(1)..];
    let result = match task {
        "test" => test(),
        "play" => play(rest),
        "bench" => run("cargo", &["bench", "-p", "tessera-engine"]),
        _ => {
            eprintln!("usage: cargo xtask <test|play|bench>");
            eprintln!("  test   format check, clippy, every test");
            eprintln!("  play   play a game");
            eprintln!("  bench  engine benchmarks");
            exit(if task == "help" { 0 } else { 2 });
        }
    };
    if let Err(e) = result {
        eprintln!("xtask {task}: {e}");
        exit(1);
    }
}

fn run(cmd: &str, args: &[&str]) -> Result<(), String> {
    eprintln!("+ {cmd} {}", args.join(" "));
    let status = Command::new(cmd)
        .args(args)
        .status()
        .map_err(|e| format!("cannot run {cmd}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd} {} failed ({status})", args.join(" ")))
    }
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

fn test() -> Result<(), String> {
    ensure_components()?;
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
    Ok(())
}

fn play(rest: &[String]) -> Result<(), String> {
    let mut args = vec![
        "run",
        "--release",
        "--quiet",
        "-p",
        "tessera-engine",
        "--bin",
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
