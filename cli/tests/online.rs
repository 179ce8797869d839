//! `tessera-cli serve` and `tessera-cli online …` on the loopback address: a game created,
//! joined by two bot processes, its server killed hard mid-game and started again on the
//! same port and folder, the bots coming back by themselves; the final record replays with
//! `tessera-cli replay` to the scores the bots printed; refusals exit 2 with the reason.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

mod common;

use common::{cli, tmp, CLI};

/// A server on `listen`, and the URL it prints.
fn serve(listen: &str, data: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(CLI)
        .args(["serve", "--listen", listen, "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a first line");
    let v: Value = serde_json::from_str(&line).expect("JSON");
    (child, v["listening"].as_str().expect("a URL").to_string())
}

fn json(out: &std::process::Output) -> Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON line")
}

fn moves_so_far(url: &str, code: &str) -> usize {
    let out = cli(&["online", "record", url, code]);
    if !out.status.success() {
        return 0;
    }
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    v["moves"].as_array().map_or(0, |m| m.len())
}

/// Wait for `child` at most `secs`, then kill it and fail.
fn finish(mut child: Child, secs: u64) -> Value {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let mut out = String::new();
            std::io::Read::read_to_string(&mut child.stdout.take().expect("stdout"), &mut out)
                .expect("reads");
            assert!(status.success(), "a bot failed: {out}");
            return serde_json::from_str(out.trim()).expect("one JSON line");
        }
        if start.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            panic!("a bot did not finish within {secs} s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_server_killed_mid_game_resumes_it_and_the_bots_finish() {
    let data = tmp("online-serve");
    let _ = std::fs::remove_dir_all(&data);
    let (mut server, url) = serve("127.0.0.1:0", &data);
    let port = url.rsplit(':').next().expect("a port").to_string();
    let created = json(&cli(&[
        "online",
        "create",
        &url,
        "--mode",
        "classic",
        "--river",
        "--abbot",
        "--seats",
        "remote,remote,easy",
        "--seed",
        "21",
    ]));
    let code = created["code"].as_str().expect("a code").to_string();
    let bot = |name: &str| {
        Command::new(CLI)
            .args([
                "online", "join", &url, &code, "--player", "easy", "--name", name,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("join starts")
    };
    let (a, b) = (bot("Ada"), bot("Bo"));
    let start = Instant::now();
    while moves_so_far(&url, &code) < 8 {
        assert!(start.elapsed() < Duration::from_secs(60), "the game moves");
        std::thread::sleep(Duration::from_millis(20));
    }
    // Killed hard: no goodbye, no last save.
    server.kill().expect("killed");
    server.wait().expect("gone");
    std::thread::sleep(Duration::from_millis(300));
    let (mut again, url2) = serve(&format!("127.0.0.1:{port}"), &data);
    assert_eq!(url2, url);
    let (ra, rb) = (finish(a, 120), finish(b, 120));
    assert_eq!(ra["finished"], true);
    assert_eq!(ra["scores"], rb["scores"]);
    assert_ne!(ra["seat"], rb["seat"]);
    // The whole record, replayed by the CLI, ends with the same scores.
    let record = tmp("online-final.json");
    let out = cli(&["online", "record", &url, &code]);
    std::fs::write(&record, &out.stdout).expect("written");
    let replayed = json(&cli(&["replay", record.to_str().expect("a path")]));
    assert_eq!(replayed["finished"], true);
    assert_eq!(replayed["scores"], ra["scores"]);
    again.kill().expect("stopped");
    let _ = again.wait();
}

#[test]
fn refusals_exit_2_with_the_reason() {
    let data = tmp("online-refusals");
    let _ = std::fs::remove_dir_all(&data);
    let (mut server, url) = serve("127.0.0.1:0", &data);
    let out = cli(&["online", "join", &url, "AAAA-AAAA", "--player", "easy"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no game has that code"));
    let out = cli(&["online", "create", &url, "--seats", "remote,wizard"]);
    assert_eq!(out.status.code(), Some(2));
    let out = cli(&[
        "online",
        "create",
        &url,
        "--unplaceable",
        "reshuffle",
        "--seats",
        "remote,easy",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("reshuffle"));
    let _ = server.kill();
    let _ = server.wait();
    // Nothing listens there now.
    let out = cli(&["online", "record", &url, "AAAA-AAAA"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot reach"));
}
