//! Running a command whose descendants must not outlive it: the end-to-end tests start
//! tauri-driver, WebKitWebDriver, the app and WebKit's helper processes under Xvfb.
//!
//! Why: CI reads our output until every writer has closed it. A single straggler that inherited
//! the output (an app or driver that missed its SIGTERM, a helper that daemonised) kept CI
//! waiting after every test had passed, until its 90-minute limit. So the command runs in its
//! own process group with its output piped through us; once it exits (or its time is up), what
//! is left of its group is named and killed, and we stop forwarding output after a short drain
//! instead of waiting for an end-of-file that may never come.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How long the output may keep flowing after the command itself has exited.
const DRAIN: Duration = Duration::from_secs(5);
/// How long the command may go on after its output gave the verdict (a test runner's summary).
const AFTER_VERDICT: Duration = Duration::from_secs(if cfg!(test) { 1 } else { 30 });

/// Reads one line of the command's output: `Some(passed)` once the run's outcome is known.
pub type Verdict = fn(&str) -> Option<bool>;

/// The verdict of Node's test runner (TAP): its summary's `# fail N` line.
pub fn node_test_verdict(line: &str) -> Option<bool> {
    line.trim()
        .strip_prefix("# fail ")
        .and_then(|n| n.trim().parse::<u32>().ok())
        .map(|n| n == 0)
}

/// Run `cmd` in `dir` with `env` added, failing if it fails or runs longer than `limit`. With a
/// `verdict`, a command that lingers after its output gave one is stopped and judged by it.
pub fn run_isolated(
    cmd: &str,
    args: &[&str],
    dir: &Path,
    env: &[(&str, &str)],
    limit: Duration,
    verdict: Option<Verdict>,
) -> Result<(), String> {
    eprintln!("+ {cmd} {}", args.join(" "));
    let mut command = Command::new(cmd);
    command
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot run {cmd}: {e}"))?;
    let (done, finished) = mpsc::channel();
    let (said, verdicts) = mpsc::channel();
    let mut open = 0;
    if let Some(out) = child.stdout.take() {
        forward(out, std::io::stdout(), done.clone(), verdict, said.clone());
        open += 1;
    }
    if let Some(err) = child.stderr.take() {
        forward(err, std::io::stderr(), done, verdict, said);
        open += 1;
    }

    let start = Instant::now();
    let mut given: Option<(bool, Instant)> = None;
    let status = loop {
        if let Ok(v) = verdicts.try_recv() {
            given.get_or_insert((v, Instant::now()));
        }
        match child.try_wait() {
            Ok(Some(status)) => break Some(Ok(status)),
            Ok(None) if start.elapsed() >= limit => break None,
            Ok(None) if given.is_some_and(|(_, at)| at.elapsed() >= AFTER_VERDICT) => {
                eprintln!(
                    "xtask: {cmd} gave its verdict {} s ago and is still running; stopping it",
                    AFTER_VERDICT.as_secs()
                );
                break given.map(|(passed, _)| Err(passed));
            }
            Ok(None) => thread::sleep(Duration::from_millis(200)),
            Err(e) => return Err(format!("cannot wait for {cmd}: {e}")),
        }
    };
    end_group(child.id(), cmd);
    if !matches!(status, Some(Ok(_))) {
        let _ = child.kill();
        let _ = child.wait();
    }

    let drain_end = Instant::now() + DRAIN;
    while open > 0 {
        let left = drain_end.saturating_duration_since(Instant::now());
        match finished.recv_timeout(left) {
            Ok(()) => open -= 1,
            Err(_) => {
                eprintln!(
                    "xtask: a process started by {cmd} outside its group still holds its output; \
                     not waiting for it"
                );
                break;
            }
        }
    }

    match status {
        None => Err(format!(
            "{cmd} {} ran past its {} minutes and was stopped",
            args.join(" "),
            limit.as_secs() / 60
        )),
        Some(Ok(s)) if s.success() => Ok(()),
        Some(Ok(s)) => Err(format!("{cmd} {} failed ({s})", args.join(" "))),
        Some(Err(true)) => Ok(()),
        Some(Err(false)) => Err(format!("{cmd} {}: tests failed", args.join(" "))),
    }
}

/// Copy `from` to `to` on a thread of its own, saying on `done` when `from` ends and on `said`
/// the verdict `verdict` reads in a line.
fn forward(
    mut from: impl Read + Send + 'static,
    mut to: impl Write + Send + 'static,
    done: mpsc::Sender<()>,
    verdict: Option<Verdict>,
    said: mpsc::Sender<bool>,
) {
    thread::spawn(move || {
        let mut buf = [0u8; 8192];
        let mut line = Vec::new();
        loop {
            match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if to.write_all(&buf[..n]).is_err() {
                        break;
                    }
                    let _ = to.flush();
                    let Some(judge) = verdict else { continue };
                    for &b in &buf[..n] {
                        if b != b'\n' {
                            line.push(b);
                            continue;
                        }
                        if let Some(v) = judge(&String::from_utf8_lossy(&line)) {
                            let _ = said.send(v);
                        }
                        line.clear();
                    }
                }
            }
        }
        let _ = done.send(());
    });
}

/// Name and kill whatever is left in the process group `pgid` (the command's own).
#[cfg(unix)]
fn end_group(pgid: u32, cmd: &str) {
    // Zombies (exited, not yet reaped: xvfb-run leaves its Xvfb so) hold nothing open.
    let group = pgid.to_string();
    let left = Command::new("ps")
        .args(["-e", "-o", "pgid=,stat=,pid=,args="])
        .output()
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .filter(|l| {
                    let mut f = l.split_whitespace();
                    f.next() == Some(group.as_str())
                        && f.next().is_some_and(|s| !s.starts_with('Z'))
                })
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default();
    if !left.is_empty() {
        eprintln!("xtask: still running after {cmd} ended, now stopped:\n{left}");
    }
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{pgid}")])
        .stderr(Stdio::null())
        .status();
}

#[cfg(not(unix))]
fn end_group(_pgid: u32, _cmd: &str) {}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// A straggler that keeps the output open (here `sleep`, started in the background by the
    /// command) neither holds up the run nor survives it.
    #[test]
    fn a_straggler_holding_the_output_is_stopped_not_waited_for() {
        let marker = format!("tessera-straggler-{}", std::process::id());
        let script = format!("exec -a {marker} sleep 120 & echo started");
        let start = Instant::now();
        let result = run_isolated(
            "bash",
            &["-c", &script],
            Path::new("."),
            &[],
            Duration::from_secs(60),
            None,
        );
        assert_eq!(result, Ok(()));
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "waited for the straggler"
        );
        thread::sleep(Duration::from_millis(300));
        let alive = Command::new("pgrep")
            .args(["-f", &marker])
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        assert!(!alive, "the straggler was left running");
    }

    #[test]
    fn a_command_past_its_limit_is_stopped_and_fails() {
        let result = run_isolated(
            "sleep",
            &["30"],
            Path::new("."),
            &[],
            Duration::from_secs(1),
            None,
        );
        assert!(result.is_err_and(|e| e.contains("ran past")));
    }

    /// A test runner that prints its summary and then does not end (something it started holds
    /// it) is stopped and judged by the summary.
    #[test]
    fn a_runner_that_lingers_after_its_summary_is_judged_by_it() {
        let passed = run_isolated(
            "bash",
            &["-c", "echo '# pass 3'; echo '# fail 0'; sleep 120"],
            Path::new("."),
            &[],
            Duration::from_secs(60),
            Some(node_test_verdict),
        );
        assert_eq!(passed, Ok(()));
        let failed = run_isolated(
            "bash",
            &["-c", "echo '# fail 2'; sleep 120"],
            Path::new("."),
            &[],
            Duration::from_secs(60),
            Some(node_test_verdict),
        );
        assert!(failed.is_err_and(|e| e.contains("tests failed")));
    }

    #[test]
    fn a_failing_command_fails() {
        let result = run_isolated(
            "false",
            &[],
            Path::new("."),
            &[],
            Duration::from_secs(30),
            None,
        );
        assert!(result.is_err_and(|e| e.contains("failed")));
    }
}
