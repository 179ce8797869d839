//! Why a move or a setup was refused, in words a player understands. A refused move never
//! changes the game.

use thiserror::Error;

use crate::geometry::Cell;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the tile in hand is {expected}, not {got}")]
    WrongTile { expected: String, got: String },
    #[error("rotation must be 0, 90, 180 or 270, not {0}")]
    BadRotation(i64),
    #[error("{0} already holds a tile")]
    CellTaken(Cell),
    #[error("{0} is not a square of the board that takes a tile")]
    NoSquare(Cell),
    #[error("{cell} is {what}: no tile may be placed there")]
    BlockedSquare { cell: Cell, what: &'static str },
    #[error("tile {tile} cannot go at {cell}: it must touch a placed tile by an edge")]
    NotAdjacent { tile: String, cell: Cell },
    #[error("tile {tile} does not fit at {cell} rotated {rot}: its {side} edge is {mine}, the neighbour's is {theirs}")]
    EdgeMismatch {
        tile: String,
        cell: Cell,
        rot: u16,
        side: &'static str,
        mine: &'static str,
        theirs: &'static str,
    },
    #[error("tile {tile} must continue the river at its open end {end}")]
    RiverNotExtended { tile: String, end: String },
    #[error("the river may not turn {0} twice in a row")]
    RiverUTurn(&'static str),
    #[error("there is nothing at {at} on this tile where a figure could stand")]
    NoFeatureAt { at: String },
    #[error("no figure may stand on the river")]
    FigureOnRiver,
    #[error("that {0} already holds a follower")]
    FeatureOccupied(&'static str),
    #[error("you have no follower left in your supply")]
    NoFollowerLeft,
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
        "your abbot's {0} is completed by this tile and scores on its own; it cannot be recalled"
    )]
    RecallFinished(&'static str),
    #[error("a move may place a figure or recall the abbot, not both")]
    FigureAndRecall,
    #[error("there is no {0} in this game")]
    NoSuchFigure(&'static str),
    #[error("this game has no such place to take a tile from now")]
    NoSuchSource,
    #[error("the tile in hand came from elsewhere")]
    WrongSource,
    #[error("the tile is already in hand; there is no choice of where it comes from")]
    NoChoiceOfSource,
    #[error("{0}")]
    Mode(#[from] crate::modes::ModeRefusal),
    #[error("unknown figure {0}")]
    UnknownFigure(String),
    #[error("unknown location {0} (use N, E, S, W, NNW … WNW or C)")]
    UnknownLocation(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("a game needs 2 to 6 players, not {0}")]
    Players(usize),
    #[error("a game of {mode} needs {min} to {max} players, not {n}")]
    PlayersInMode {
        mode: &'static str,
        n: usize,
        min: usize,
        max: usize,
    },
    #[error("unknown tile {0}")]
    UnknownTile(String),
    #[error("tile {tile} is not part of this game's tile set")]
    NotInSet { tile: String },
    #[error("the deck asks for {wanted} copies of tile {tile}, but the set has {have}")]
    TooMany {
        tile: String,
        wanted: usize,
        have: usize,
    },
    /// A Benelux setup whose chips break the spacing rules of the map.
    #[error("{0}")]
    ChipSpacing(#[from] crate::modes::benelux::setup::ChipSpacing),
    #[error("{0}")]
    Invalid(String),
}
