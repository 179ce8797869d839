//! The guided tutorials: a game on a prepared deck against a fixed AI, with the human's moves
//! scripted turn by turn and the steps the page shows (`tutorials/<mode>.json`, embedded at
//! compile time). The page (ui/game/tutorial.js) walks the steps and keeps the player to the
//! script; this module only starts the game. Because the deck, the seed, the AI's level and
//! the human's moves are all fixed, the AI answers the same way every time, so the steps can
//! say what is about to happen (`tests_tutorial.rs` plays every script through).
//!
//! A tutorial is practice: it is never saved (no Continue, no saved game) and never counts in
//! the statistics. Its id says so ([`is_tutorial`]), which survives an undo's replay.

use serde::{Deserialize, Serialize};
use tessera_engine::record::{PlayerKind, Record, RecordMove};

use crate::error::CommandError;

/// The tutorial files, by mode id.
const TUTORIALS: &[(&str, &str)] = &[
    ("classic", include_str!("../tutorials/classic.json")),
    (
        "hunters-gatherers",
        include_str!("../tutorials/hunters-gatherers.json"),
    ),
    ("benelux", include_str!("../tutorials/benelux.json")),
];

/// The prefix of a tutorial game's id.
const PREFIX: &str = "tutorial-";

/// Whether the game `id` is a tutorial (not saved, not counted).
pub fn is_tutorial(id: &str) -> bool {
    id.starts_with(PREFIX)
}

/// A tutorial as its file holds it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tutorial {
    /// The game: a record with its deck (and the mode's setup) written out, no moves; seat 0
    /// is the human, the others the AI at the level they name. Their names are replaced by
    /// the ones the page sends.
    pub record: serde_json::Value,
    /// The human's moves, one per turn of theirs, in order; the turns after the last are free.
    pub script: Vec<RecordMove>,
    /// The page's steps (see ui/game/tutorial.js), passed through as they are.
    pub steps: Vec<serde_json::Value>,
    /// What the steps promise will happen (`{ after, scored, player, points }`: human move
    /// `after` of the script scores a feature of that kind for that player); checked by the
    /// tests, not used by the app.
    #[serde(default)]
    pub expect: Vec<serde_json::Value>,
}

/// What `tutorial_start` returns to the page.
#[derive(Clone, Debug, Serialize)]
pub struct TutorialPlan {
    pub mode: &'static str,
    pub script: Vec<RecordMove>,
    pub steps: Vec<serde_json::Value>,
}

/// The modes that have a tutorial, in the order the menu offers them.
pub fn modes() -> Vec<&'static str> {
    TUTORIALS.iter().map(|(m, _)| *m).collect()
}

/// The tutorial of `mode`, parsed (a file that does not parse is a bug, said as one).
pub fn load(mode: &str) -> Result<(&'static str, Tutorial), CommandError> {
    let (id, text) = TUTORIALS
        .iter()
        .find(|(m, _)| *m == mode)
        .ok_or_else(|| CommandError::BadInput(format!("there is no tutorial for {mode:?}")))?;
    let t: Tutorial = serde_json::from_str(text)
        .map_err(|e| CommandError::Internal(format!("the {id} tutorial: {e}")))?;
    Ok((id, t))
}

/// The tutorial's record with the players' `names` (the human's first; a missing or empty
/// name keeps the file's), and the plan for the page.
pub fn start(mode: &str, names: &[String]) -> Result<(String, Record, TutorialPlan), CommandError> {
    let (id, t) = load(mode)?;
    let mut record = Record::from_json(&t.record.to_string())
        .map_err(|e| CommandError::Internal(format!("the {id} tutorial's record: {e}")))?;
    if record.players.first().map(|p| p.kind) != Some(PlayerKind::Human) {
        return Err(CommandError::Internal(format!(
            "the {id} tutorial's first seat is not the player's"
        )));
    }
    for (p, name) in record.players.iter_mut().zip(names) {
        let name = name.trim();
        if !name.is_empty() && name.chars().count() <= 24 {
            p.name = name.to_string();
        }
    }
    let plan = TutorialPlan {
        mode: id,
        script: t.script,
        steps: t.steps,
    };
    Ok((format!("{PREFIX}{id}"), record, plan))
}
