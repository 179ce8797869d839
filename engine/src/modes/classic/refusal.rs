//! Why Classic refuses a move, in a player's words: its River, its Abbot and its recall.

use crate::error::RuleError;
use crate::tiles::FeatureKind;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A river tile away from the river's open end (`end`; `None` once the lake closed it).
    #[error("tile {tile} must continue the river at its open end {}",
        .end.map_or_else(|| "(the river is closed)".to_string(), |c| c.to_string()))]
    RiverNotExtended {
        tile: String,
        end: Option<crate::geometry::Cell>,
    },
    /// The river would turn the same way twice in a row (`right`: to the right).
    #[error("the river may not turn {} twice in a row", if *.right { "right" } else { "left" })]
    RiverUTurn { right: bool },
    #[error("no figure may stand on the river")]
    FigureOnRiver,
    #[error("the abbot is not in play in this game")]
    NoAbbotOption,
    #[error("your abbot is already on the board")]
    AbbotNotInSupply,
    #[error("an abbot may only stand on a monastery or a garden")]
    AbbotNeedsCloister,
    #[error("only an abbot may stand in a garden")]
    GardenNeedsAbbot,
    #[error("your abbot is not on the board, so there is nothing to recall")]
    NothingToRecall,
    #[error(
        "your abbot's {} is completed by this tile and scores on its own; it cannot be recalled",
        .0.name()
    )]
    RecallFinished(FeatureKind),
    #[error("a move may place a figure or recall the abbot, not both")]
    FigureAndRecall,
}

impl From<Refusal> for RuleError {
    fn from(r: Refusal) -> RuleError {
        RuleError::Mode(r.into())
    }
}
