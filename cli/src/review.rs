//! `tessera-cli review RECORD [--player N]`: every move of a game judged by `expert`'s search
//! (`tessera_engine::ai::review`), one JSON line per move as it is judged, then one summary
//! line per player.

use serde_json::json;
use tessera_engine::ai::review::{self, accuracy, Label, MoveReview};
use tessera_engine::record::RecordMove;

use crate::out;

/// Review the record `file` names; `player` limits it to one seat.
pub fn run(file: &str, player: Option<usize>) -> Result<(), String> {
    let (source, record) = crate::saves::load(file)?;
    let seats = record.players.len();
    if let Some(p) = player.filter(|&p| p >= seats) {
        return Err(format!(
            "{}: no player {p} (the game has players 0 to {})",
            source.label(),
            seats - 1
        ));
    }
    let threads = tessera_engine::ai::expert::default_threads();
    let reviewed = review::review(&record, player, threads, |r| {
        out::line(move_line(r));
        true
    })
    .map_err(|e| format!("{}: {e}", source.label()))?;
    for p in (0..seats).filter(|&p| player.is_none_or(|q| q == p)) {
        out::line(summary(&reviewed, p));
    }
    Ok(())
}

/// Points rounded to hundredths, as a player reads them.
fn points(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn move_line(r: &MoveReview) -> serde_json::Value {
    json!({
        "move": r.number,
        "player": r.player,
        "played": RecordMove::from_move(&r.played),
        "best": RecordMove::from_move(&r.best),
        "value": points(r.value),
        "best_value": points(r.best_value),
        "loss": points(r.loss),
        "label": r.label,
        "luck": r.luck.map(points),
    })
}

fn summary(reviewed: &[MoveReview], player: usize) -> serde_json::Value {
    let mine: Vec<&MoveReview> = reviewed.iter().filter(|r| r.player == player).collect();
    let labels: serde_json::Map<String, serde_json::Value> = Label::ALL
        .iter()
        .map(|&l| {
            let n = mine.iter().filter(|r| r.label == l).count();
            (l.name().to_string(), json!(n))
        })
        .collect();
    let luck: f64 = mine.iter().filter_map(|r| r.luck).sum();
    json!({
        "summary": true,
        "player": player,
        "moves": mine.len(),
        "accuracy": accuracy(mine.iter().map(|r| r.loss)).map(|a| (a * 10.0).round() / 10.0),
        "points_lost": points(mine.iter().map(|r| r.loss).sum()),
        "luck": points(luck),
        "labels": labels,
        "key_moments": review::key_moments(reviewed, Some(player), 3)
            .iter()
            .map(|r| r.number)
            .collect::<Vec<_>>(),
    })
}
