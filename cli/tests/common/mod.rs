//! What the CLI's test files share: the binary, running it, and a temporary file name.

use std::path::PathBuf;
use std::process::{Command, Output};

pub const CLI: &str = env!("CARGO_BIN_EXE_tessera-cli");

/// A file name in the tests' temporary folder, unique to this test process.
pub fn tmp(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tessera-cli-tests");
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir.join(format!("{}-{name}", std::process::id()))
}

/// The CLI run with `args`.
pub fn cli(args: &[&str]) -> Output {
    Command::new(CLI)
        .args(args)
        .output()
        .expect("run tessera-cli")
}
