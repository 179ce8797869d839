//! Everything the CLI prints on standard output goes through [`line`], so that a closed pipe
//! (`tessera-cli replay game.json | head -c 10`) ends the program quietly instead of panicking.

use std::io::{ErrorKind, Write};

/// Print one line on standard output. When the reader has gone away (a broken pipe) the
/// program exits at once with status 0 and says nothing: the output was simply not wanted.
/// Any other write error ends the program with status 2 and the reason on standard error.
pub fn line(text: impl std::fmt::Display) {
    let mut out = std::io::stdout().lock();
    let written = writeln!(out, "{text}").and_then(|()| out.flush());
    if let Err(e) = written {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        err(format_args!("cannot write to standard output: {e}"));
        std::process::exit(2);
    }
}

/// Print `tessera-cli: <text>` on standard error; a closed standard error is ignored.
pub fn err(text: impl std::fmt::Display) {
    let _ = writeln!(std::io::stderr().lock(), "tessera-cli: {text}");
}
