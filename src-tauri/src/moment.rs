//! A judged move shown beside its better move (the review's and the coach's): the game after
//! the move played and after the better move, and why the better move was better, in one line
//! built from facts (the points each scores at once, the figure it places, the abbot
//! recalled), never from English text.

use serde::Serialize;
use tessera_engine::record::Record;
use tessera_i18n::{Lang, ReviewFacts};

use crate::error::CommandError;
use crate::review::ReviewedMove;
use crate::session::{Session, View};

/// A move shown beside its better move.
#[derive(Clone, Debug, Serialize)]
pub struct MomentView {
    pub reviewed: ReviewedMove,
    /// The game after the move played, and after the better move (absent when the move
    /// played was the best found).
    pub played: View,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub better: Option<View>,
    /// Why the better move was better, in one line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The game of `record`'s first `n` moves, as a session (`record` replayed before, so any
/// prefix replays too).
fn after(id: &str, record: &Record, n: usize, lang: Lang) -> Result<Session, CommandError> {
    let mut record = record.clone();
    record.moves.truncate(n);
    Session::from_record(id.to_string(), record, lang)
}

/// Move `m` of the game `id` (`record`) beside its better move.
pub fn moment(
    id: &str,
    record: &Record,
    m: ReviewedMove,
    lang: Lang,
) -> Result<MomentView, CommandError> {
    let number = m.number;
    let played = after(id, record, number, lang)?.view(lang);
    if m.same() {
        return Ok(MomentView {
            reviewed: m,
            played,
            better: None,
            reason: None,
        });
    }
    let mut better = after(id, record, number - 1, lang)?;
    let before = better.game.clone();
    let bad = |e: String| CommandError::Internal(format!("the better move: {e}"));
    let best = m
        .best
        .to_move_in(number, &before)
        .map_err(|e| bad(e.to_string()))?;
    let mine = m
        .played
        .to_move_in(number, &before)
        .map_err(|e| bad(e.to_string()))?;
    better.play(&best).map_err(|e| bad(e.to_string()))?;
    let reason = why(&before, &best, &mine).map(|f| tessera_i18n::review_reason(lang, &f.facts()));
    Ok(MomentView {
        reviewed: m,
        played,
        better: Some(better.view(lang)),
        reason,
    })
}

/// The facts of why `best` beat `played` in `game`, owned.
enum Why {
    Scores(u32, u32),
    Figure(tessera_engine::view::OptionView),
    Recall(u32),
    Later,
}

impl Why {
    fn facts(&self) -> ReviewFacts<'_> {
        match self {
            Why::Scores(points, played) => ReviewFacts::Scores {
                points: *points,
                played: *played,
            },
            Why::Figure(option) => ReviewFacts::Figure { option },
            Why::Recall(now) => ReviewFacts::Recall { now: *now },
            Why::Later => ReviewFacts::Later,
        }
    }
}

/// The first of: the better move scores more at once; it places a figure the move played did
/// not (or another); it recalls the abbot; else its worth is in the tiles to come.
fn why(
    game: &tessera_engine::Game,
    best: &tessera_engine::Move,
    played: &tessera_engine::Move,
) -> Option<Why> {
    let (best_option, best_gain) = crate::hint::move_facts(game, best)?;
    let (played_option, played_gain) = crate::hint::move_facts(game, played)?;
    Some(if best_gain > played_gain {
        Why::Scores(best_gain, played_gain)
    } else if best_option.action == "place"
        && (played_option.action != "place"
            || played_option.figure != best_option.figure
            || played_option.feature != best_option.feature)
    {
        Why::Figure(best_option)
    } else if best_option.action == "recall" {
        Why::Recall(best_option.now)
    } else {
        Why::Later
    })
}
