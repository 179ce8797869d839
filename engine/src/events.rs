//! What happened during a move, for logs, the UI and replays. Every score carries its reason.

use serde::Serialize;

use crate::features::FigureKind;
use crate::geometry::Cell;
use crate::tiles::FeatureKind;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    TilePlaced {
        player: usize,
        tile: String,
        x: i32,
        y: i32,
        rot: u16,
    },
    FigurePlaced {
        player: usize,
        figure: FigureKind,
        at: String,
        feature: FeatureKind,
    },
    /// A tile taken from a stack other than the deck (a Benelux island, giving up a chip).
    TileTaken {
        player: usize,
        tile: String,
        source: crate::game::TileSource,
    },
    AbbotRecalled {
        player: usize,
        x: i32,
        y: i32,
    },
    Scored(Score),
    FigureReturned {
        player: usize,
        figure: FigureKind,
        x: i32,
        y: i32,
    },
    /// A drawn tile fit nowhere and left the game.
    TileDiscarded {
        tile: String,
    },
    /// A drawn tile fit nowhere and was shuffled back into the deck.
    TileReshuffled {
        tile: String,
    },
    GameOver {
        scores: Vec<u32>,
    },
}

/// One scoring of one feature.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Score {
    pub feature: FeatureKind,
    pub cells: Vec<Cell>,
    /// Every player who scored: all tied majority holders.
    pub players: Vec<usize>,
    /// Points each of `players` scored.
    pub points: u32,
    /// During play (completed or recalled) or at game end.
    pub final_scoring: bool,
    pub occasion: crate::points::Occasion,
    /// The points as lines of count × rate; `points` is their total.
    pub detail: crate::points::Points,
    /// The score in English words, built from `detail` by [`crate::points::describe`].
    pub reason: String,
}

/// Report a score: the feature of `kind` covering `cells`, `points` to each of `players` on
/// `occasion`, with its reason in words (every mode's scoring reports through this).
pub(crate) fn push_score(
    sink: &mut impl EventSink,
    kind: FeatureKind,
    cells: Vec<Cell>,
    players: Vec<usize>,
    occasion: crate::points::Occasion,
    points: crate::points::Points,
) {
    let reason = crate::points::describe(kind, occasion, &points, cells.len() as u32);
    sink.push(Event::Scored(Score {
        feature: kind,
        cells,
        players,
        points: points.total(),
        final_scoring: occasion == crate::points::Occasion::Final,
        occasion,
        detail: points,
        reason,
    }));
}

/// Where events go. Search and benchmarks use [`NoEvents`], which skips building them.
pub trait EventSink {
    fn enabled(&self) -> bool;
    fn push(&mut self, e: Event);
}

impl EventSink for Vec<Event> {
    fn enabled(&self) -> bool {
        true
    }
    fn push(&mut self, e: Event) {
        Vec::push(self, e)
    }
}

pub struct NoEvents;

impl EventSink for NoEvents {
    fn enabled(&self) -> bool {
        false
    }
    fn push(&mut self, _: Event) {}
}
