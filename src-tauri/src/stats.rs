//! The player's statistics against the AI: per mode and opponent level, games played, won and
//! lost, the scores' total (for the average) and the best score, in `stats.json` beside the
//! `saves/` folder.
//!
//! **What counts.** A game counts once, when its last move is played in this app (through
//! `play_move` or `ai_move`), not when an already finished save is opened. It counts for the
//! player, the first human seat, and only when the table has at least one human and at least
//! one AI: hot-seat games between humans are not counted. Its bucket is the mode and the
//! strongest AI level at the table (levels ordered as [`tessera_engine::ai::LEVELS`], weakest
//! first). The game is won when the player's final score is the highest (a shared top counts
//! as won), lost otherwise. The ids of the games counted are kept, so that an undo and a
//! replay to the end, or a game finished again after a restart, cannot count twice.
//!
//! **With help.** A game in which the player asked for a hint (a move of the record is marked
//! `hinted`) or had the coach on (its id is kept in `coached` until it counts) counts as usual,
//! and also in its row's `helped`.
//!
//! **The file.** `{ "format": 1, "counted": [ids], "rows": [...] }`, written atomically (a
//! temporary file, flushed to disk, renamed over the old one: a crash leaves the old or the new
//! statistics, never half of them). A missing file is empty statistics. A damaged one (not
//! JSON, the wrong shape, another format) is moved aside to `stats.json.damaged` (the player's
//! data is kept, never deleted), the statistics start empty, and [`Stats::damaged`] says so
//! for the rest of the run, so that the Statistics screen can tell the player.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tessera_engine::ai::LEVELS;
use tessera_engine::record::{PlayerInfo, PlayerKind};
use tessera_engine::Mode;

/// The file format written; any other is damaged for this version.
pub const FORMAT: u32 = 1;

/// A stored row: one mode and opponent level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    pub mode: String,
    pub level: String,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    /// The player's scores added up (the average is `total / played`).
    pub total: u64,
    pub best: u32,
    /// Of `played`, the games played with a hint or the coach (left out while 0, so that a
    /// file without help reads in the versions before it).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub helped: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The file's content.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Data {
    pub format: u32,
    /// The ids of the games counted, so that none counts twice.
    pub counted: Vec<String>,
    pub rows: Vec<Row>,
    /// The ids of unfinished games played with the coach on (until they count).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub coached: Vec<String>,
}

/// A row as the `statistics` command returns it: the stored counts and the average score
/// rounded to one decimal.
#[derive(Clone, Debug, Serialize)]
pub struct RowView {
    #[serde(flatten)]
    pub row: Row,
    pub average: f64,
}

/// What `statistics` returns.
#[derive(Clone, Debug, Serialize)]
pub struct StatsView {
    /// By mode (in [`Mode::ALL`]'s order), then level (weakest first).
    pub rows: Vec<RowView>,
    /// The file was found damaged in this run (and was put aside).
    pub damaged: bool,
}

/// How a finished game counts: its bucket, the player's score and whether they won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub mode: String,
    pub level: String,
    pub score: u32,
    pub won: bool,
    /// Played with a hint (the coach is known to the statistics by the game's id).
    pub helped: bool,
}

/// The level's rank in [`LEVELS`], weakest first (`None`: a level this version does not know).
fn rank(level: &str) -> Option<usize> {
    LEVELS.iter().position(|l| *l == level)
}

/// How a finished game of `mode` with `seats` and their final `scores` counts, or `None` if it
/// does not (no human or no AI seat). An AI seat saved without a level plays the first level
/// (as the session does); an unknown level ranks below the known ones.
pub fn outcome(mode: Mode, seats: &[PlayerInfo], scores: &[u32]) -> Option<Outcome> {
    let human = seats.iter().position(|p| p.kind == PlayerKind::Human)?;
    let level = seats
        .iter()
        .filter(|p| p.kind == PlayerKind::Ai)
        .map(|p| p.level.as_deref().unwrap_or(LEVELS[0]))
        .max_by_key(|l| rank(l).map_or(0, |r| r + 1))?;
    let score = scores.get(human).copied().unwrap_or(0);
    let top = scores.iter().copied().max().unwrap_or(0);
    Some(Outcome {
        mode: mode.id().to_string(),
        level: level.to_string(),
        score,
        won: score >= top,
        helped: false,
    })
}

/// The opponent bucket of online games (other players on their devices, whatever AI seats
/// the game also had).
pub const ONLINE: &str = "online";

/// How a finished online game of `mode` counts for the player of seat `me`.
pub fn online_outcome(mode: Mode, scores: &[u32], me: usize) -> Outcome {
    let score = scores.get(me).copied().unwrap_or(0);
    let top = scores.iter().copied().max().unwrap_or(0);
    Outcome {
        mode: mode.id().to_string(),
        level: ONLINE.to_string(),
        score,
        won: score >= top,
        helped: false,
    }
}

/// Why the statistics could not be read or written (the system's error; a damaged file is not
/// an error).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct StatsError(#[from] pub std::io::Error);

/// The statistics file, and whether it was found damaged in this run.
#[derive(Clone, Debug)]
pub struct Stats {
    path: PathBuf,
    damaged: bool,
}

impl Stats {
    pub fn new(path: PathBuf) -> Stats {
        Stats {
            path,
            damaged: false,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the file was found damaged (and put aside) in this run.
    pub fn damaged(&self) -> bool {
        self.damaged
    }

    /// The statistics on disk: empty when there is no file; a damaged file is moved aside and
    /// the statistics start empty.
    pub fn load(&mut self) -> Result<Data, StatsError> {
        let bytes = match fs::read(&self.path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(empty()),
            Err(e) => return Err(e.into()),
        };
        match serde_json::from_slice::<Data>(&bytes) {
            Ok(d) if d.format == FORMAT => Ok(d),
            _ => {
                fs::rename(&self.path, self.aside())?;
                self.damaged = true;
                Ok(empty())
            }
        }
    }

    /// A free name beside the file for a damaged one: `stats.json.damaged`, then
    /// `stats.json.damaged.2`, … (an earlier damaged file is kept too).
    fn aside(&self) -> PathBuf {
        let base = self.path.with_file_name(format!(
            "{}.damaged",
            self.path
                .file_name()
                .map_or_else(|| "stats.json".into(), |n| n.to_string_lossy())
        ));
        let mut p = base.clone();
        let mut n = 2;
        while p.exists() {
            p = PathBuf::from(format!("{}.{n}", base.display()));
            n += 1;
        }
        p
    }

    /// Count the finished game `id` with `outcome`, unless it was counted already; whether it
    /// was counted now.
    pub fn record(&mut self, id: &str, outcome: &Outcome) -> Result<bool, StatsError> {
        let mut data = self.load()?;
        if data.counted.iter().any(|c| c == id) {
            return Ok(false);
        }
        data.counted.push(id.to_string());
        let coached = data.coached.iter().any(|c| c == id);
        data.coached.retain(|c| c != id);
        let i = match data
            .rows
            .iter()
            .position(|r| r.mode == outcome.mode && r.level == outcome.level)
        {
            Some(i) => i,
            None => {
                data.rows.push(Row {
                    mode: outcome.mode.clone(),
                    level: outcome.level.clone(),
                    ..Row::default()
                });
                data.rows.len() - 1
            }
        };
        let row = &mut data.rows[i];
        row.played += 1;
        if outcome.won {
            row.won += 1;
        } else {
            row.lost += 1;
        }
        row.total += u64::from(outcome.score);
        row.best = row.best.max(outcome.score);
        if outcome.helped || coached {
            row.helped += 1;
        }
        self.write(&data)?;
        Ok(true)
    }

    /// The game `id` is played with the coach on: when it counts, it counts as helped.
    pub fn coached(&mut self, id: &str) -> Result<(), StatsError> {
        let mut data = self.load()?;
        if data.coached.iter().any(|c| c == id) || data.counted.iter().any(|c| c == id) {
            return Ok(());
        }
        data.coached.push(id.to_string());
        self.write(&data)
    }

    /// The statistics as the `statistics` command returns them.
    pub fn view(&mut self) -> Result<StatsView, StatsError> {
        let mut rows: Vec<RowView> = self
            .load()?
            .rows
            .into_iter()
            .filter(|r| r.played > 0)
            .map(|row| RowView {
                average: (row.total as f64 / f64::from(row.played) * 10.0).round() / 10.0,
                row,
            })
            .collect();
        let mode_rank = |m: &str| Mode::ALL.iter().position(|x| x.id() == m);
        rows.sort_by_key(|r| {
            (
                mode_rank(&r.row.mode).unwrap_or(usize::MAX),
                rank(&r.row.level).unwrap_or(usize::MAX),
            )
        });
        Ok(StatsView {
            rows,
            damaged: self.damaged,
        })
    }

    /// Write `data` atomically, as `tessera_saves` writes a game.
    fn write(&self, data: &Data) -> Result<(), StatsError> {
        let json = serde_json::to_string_pretty(data).map_err(std::io::Error::other)?;
        tessera_saves::write_atomic(&self.path, json.as_bytes())?;
        Ok(())
    }
}

fn empty() -> Data {
    Data {
        format: FORMAT,
        ..Data::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tessera-stats-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).expect("dir");
        d
    }

    fn seat(kind: PlayerKind, level: Option<&str>) -> PlayerInfo {
        PlayerInfo {
            name: "P".into(),
            kind,
            level: level.map(String::from),
        }
    }

    fn counts(seats: &[PlayerInfo], scores: &[u32]) -> Option<Outcome> {
        outcome(Mode::ALL[0], seats, scores)
    }

    fn won(score: u32, level: &str, won: bool) -> Outcome {
        Outcome {
            mode: Mode::ALL[0].id().into(),
            level: level.into(),
            score,
            won,
            helped: false,
        }
    }

    #[test]
    fn games_with_a_hint_or_the_coach_count_and_are_marked_helped() {
        let d = dir("helped");
        let mut s = Stats::new(d.join("stats.json"));
        let hinted = Outcome {
            helped: true,
            ..won(20, "easy", true)
        };
        assert!(s.record("g1", &hinted).expect("write"));
        s.coached("g2").expect("write");
        s.coached("g2").expect("write");
        assert!(s.record("g2", &won(10, "easy", false)).expect("write"));
        assert!(s.record("g3", &won(30, "easy", true)).expect("write"));
        // A game counted already is not marked afterwards.
        s.coached("g3").expect("write");
        let v = s.view().expect("read");
        let r = &v.rows[0].row;
        assert_eq!((r.played, r.won, r.helped), (3, 2, 2));
        let data: Data =
            serde_json::from_str(&fs::read_to_string(d.join("stats.json")).expect("file"))
                .expect("parses");
        assert!(data.coached.is_empty(), "no id is kept once it counted");
        // A file without help (written by an earlier version) reads as none.
        fs::write(
            d.join("stats.json"),
            r#"{"format":1,"counted":["a"],"rows":[{"mode":"classic","level":"easy","played":1,"won":1,"lost":0,"total":9,"best":9}]}"#,
        )
        .expect("write");
        let v = s.view().expect("read");
        assert!(!v.damaged);
        assert_eq!(v.rows[0].row.helped, 0);
    }

    #[test]
    fn the_bucket_is_the_strongest_ai_and_a_shared_top_wins() {
        use PlayerKind::{Ai, Human};
        let r = [
            seat(Ai, Some("easy")),
            seat(Human, None),
            seat(Ai, Some("hard")),
            seat(Human, None),
        ];
        let o = counts(&r, &[10, 30, 30, 40]).expect("counts");
        assert_eq!(o, won(30, "hard", false));
        let o = counts(&r, &[10, 30, 30, 20]).expect("counts");
        assert_eq!(o, won(30, "hard", true));
        // An AI saved without a level plays the first one.
        let r = [seat(Human, None), seat(Ai, None)];
        assert_eq!(counts(&r, &[5, 4]), Some(won(5, "random", true)));
        // Hot seat, and AIs only, do not count.
        assert_eq!(
            counts(&[seat(Human, None), seat(Human, None)], &[1, 2]),
            None
        );
        assert_eq!(
            counts(&[seat(Ai, Some("easy")), seat(Ai, None)], &[1, 2]),
            None
        );
    }

    #[test]
    fn counts_once_per_game_with_average_and_best() {
        let d = dir("counts");
        let mut s = Stats::new(d.join("stats.json"));
        assert!(s.record("g1", &won(30, "easy", true)).expect("write"));
        assert!(!s.record("g1", &won(99, "easy", true)).expect("write"));
        assert!(s.record("g2", &won(45, "easy", false)).expect("write"));
        assert!(s.record("g3", &won(10, "normal", false)).expect("write"));
        let v = s.view().expect("read");
        assert!(!v.damaged);
        assert_eq!(v.rows.len(), 2);
        let r = &v.rows[0];
        assert_eq!(
            (r.row.level.as_str(), r.row.played, r.row.won, r.row.lost),
            ("easy", 2, 1, 1)
        );
        assert_eq!((r.row.total, r.row.best, r.average), (75, 45, 37.5));
        assert_eq!(
            (v.rows[1].row.level.as_str(), v.rows[1].average),
            ("normal", 10.0)
        );
        // Written atomically: no temporary file left, the content parses.
        assert!(!d.join("stats.json.tmp").exists());
        let data: Data =
            serde_json::from_str(&fs::read_to_string(d.join("stats.json")).expect("file"))
                .expect("parses");
        assert_eq!(data.format, FORMAT);
        assert_eq!(data.counted, ["g1", "g2", "g3"]);
    }

    #[test]
    fn a_missing_file_is_empty_without_a_report() {
        let d = dir("missing");
        let mut s = Stats::new(d.join("stats.json"));
        let v = s.view().expect("read");
        assert!(v.rows.is_empty() && !v.damaged);
        assert!(!d.join("stats.json").exists());
    }

    #[test]
    fn a_damaged_file_is_reported_kept_aside_and_replaced() {
        for (i, bad) in [
            "{not json",
            r#"{"format":1,"rows":"x"}"#,
            r#"{"format":7,"counted":[],"rows":[]}"#,
        ]
        .iter()
        .enumerate()
        {
            let d = dir(&format!("damaged-{i}"));
            let path = d.join("stats.json");
            fs::write(&path, bad).expect("write");
            let mut s = Stats::new(path.clone());
            let v = s.view().expect("read");
            assert!(v.damaged && v.rows.is_empty(), "{bad}");
            assert_eq!(
                fs::read_to_string(d.join("stats.json.damaged")).expect("kept"),
                *bad
            );
            assert!(s.record("g", &won(3, "easy", true)).expect("write"));
            let v = s.view().expect("read");
            assert!(v.damaged);
            assert_eq!(v.rows[0].row.played, 1);
            // A second damaged file does not replace the first one put aside.
            fs::write(&path, "garbage").expect("write");
            let mut s = Stats::new(path.clone());
            assert!(s.view().expect("read").damaged);
            assert_eq!(
                fs::read_to_string(d.join("stats.json.damaged.2")).expect("kept"),
                "garbage"
            );
            assert!(fs::read_to_string(d.join("stats.json.damaged")).is_ok());
        }
    }
}
