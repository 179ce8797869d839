//! The coach: after each of the player's moves against the AI (the page asks when the setting
//! is on), the move judged exactly as the review judges it
//! ([`review_move`](tessera_engine::ai::review::review_move): the same search on the same
//! draws, so the coach and a later review agree), with the better move and why. The page shows
//! a quiet note when the move lost at least the player's threshold, and the better move on
//! demand. A game played with the coach is marked so in the statistics.

use tauri::State;
use tessera_engine::ai::review::review_move;
use tessera_engine::record::PlayerKind;

use crate::commands::{coached, read_open, Shared};
use crate::error::CommandError;
use crate::moment::{moment, MomentView};
use crate::review::ReviewedMove;

/// Judge move `number` of the open game, a human's move in a game against the AI: the move
/// beside its better move. It thinks on a worker thread with no lock held.
#[tauri::command]
pub async fn coach(state: State<'_, Shared>, number: usize) -> Result<MomentView, CommandError> {
    let (id, record, lang) = read_open(&state, |s, lang| {
        let human = s
            .mover_of(number)
            .is_some_and(|p| s.player_kind(p) == PlayerKind::Human);
        let against_ai = s.record.players.iter().any(|p| p.kind == PlayerKind::Ai);
        if !human || !against_ai {
            return Err(CommandError::BadInput(format!(
                "move {number} is not a move of yours against the AI"
            )));
        }
        Ok((s.id.clone(), s.record.clone(), lang))
    })?;
    coached(&state, &id);
    let judged_record = record.clone();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let judged =
        tauri::async_runtime::spawn_blocking(move || review_move(&judged_record, number, threads))
            .await
            .map_err(|e| CommandError::Internal(e.to_string()))?
            .map_err(|e| CommandError::Internal(e.to_string()))?
            .ok_or_else(|| {
                CommandError::Internal(format!("the coach cannot judge move {number}"))
            })?;
    moment(&id, &record, ReviewedMove::of(&judged), lang)
}
