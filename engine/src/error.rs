//! Why a move or a setup was refused, in words a player understands. A refused move never
//! changes the game.

use thiserror::Error;

use crate::features::FigureKind;
use crate::geometry::{Cell, Side};
use crate::tiles::{Edge, FeatureKind};

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
    #[error("tile {tile} cannot go at {cell}: it must touch a placed tile by an edge")]
    NotAdjacent { tile: String, cell: Cell },
    #[error("tile {tile} does not fit at {cell} rotated {rot}: its {side} edge is {mine}, the neighbour's is {theirs}",
        side = .side.name(), mine = .mine.name(), theirs = .theirs.name())]
    EdgeMismatch {
        tile: String,
        cell: Cell,
        rot: u16,
        side: Side,
        mine: Edge,
        theirs: Edge,
    },
    #[error("there is nothing at {at} on this tile where a figure could stand")]
    NoFeatureAt { at: String },
    #[error("that {} already holds a follower", .0.name())]
    FeatureOccupied(FeatureKind),
    #[error("you have no follower left in your supply")]
    NoFollowerLeft,
    #[error("there is no {} in this game", .0.name())]
    NoSuchFigure(FigureKind),
    #[error("there is no such figure step in this game")]
    NoSuchAction,
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
