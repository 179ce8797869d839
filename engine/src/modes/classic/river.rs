//! The River (`shared/rules/classic.md`, "The River"): each river tile extends the river at its
//! open end, and the river may not turn the same way twice in a row.

use super::Refusal;
use crate::core::Core;
use crate::error::RuleError;
use crate::geometry::{Cell, Side};
use crate::legal::Placement;
use crate::tiles::{Edge, Oriented, TileDef, TileId};

/// The river's open end: the empty cell the next river tile must fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RiverEnd {
    pub cell: Cell,
    /// The side of `cell` that faces the river so far.
    pub from: Side,
    /// The last bend, seen going downstream: -1 left, +1 right, 0 straight since.
    pub last_turn: i8,
}

/// Where the river starts (the spring) or ends (the lake) in a pool.
pub(crate) fn pool(def: &TileDef) -> Option<&'static str> {
    match def.name.as_str() {
        crate::tiles::classic::SPRING => Some("spring"),
        crate::tiles::classic::LAKE => Some("lake"),
        _ => None,
    }
}

/// The places for a river tile: the river's open end, in the rotations that continue it.
pub(crate) fn for_each_placement(
    end: Option<RiverEnd>,
    core: &Core,
    tile: TileId,
    mut f: impl FnMut(Placement) -> bool,
) {
    let def = crate::tiles::catalog().get(tile);
    let Some(end) = end else { return };
    let Some(open) = core.board.open_at(end.cell) else {
        return;
    };
    for rot in 0..4u8 {
        let o = &def.orient[rot as usize];
        if open.fits(o.sig)
            && turn(o, &end).is_ok()
            && !f(Placement {
                cell: end.cell,
                rot,
            })
        {
            return;
        }
    }
}

/// Check a river tile's place (its edges already match its neighbours').
pub(crate) fn check(end: Option<RiverEnd>, def: &TileDef, p: Placement) -> Result<(), RuleError> {
    let name = || def.name.clone();
    let end = match end {
        Some(end) if end.cell == p.cell => end,
        other => {
            return Err(Refusal::RiverNotExtended {
                tile: name(),
                end: other.map(|e| e.cell),
            }
            .into())
        }
    };
    turn(&def.orient[p.rot as usize], &end).map(|_| ())
}

/// The river's end after a river tile `o` was laid on `cell` (the spring starts it, the lake
/// closes it).
pub(crate) fn extend(end: Option<RiverEnd>, o: &Oriented, cell: Cell) -> Option<RiverEnd> {
    let (exit, last_turn) = match end {
        // The spring: the river leaves by its only water edge.
        None => (
            Side::ALL
                .into_iter()
                .find(|s| o.edges[*s as usize] == Edge::Water),
            0,
        ),
        Some(end) => (exit(o, end.from), turn(o, &end).unwrap_or(0)),
    };
    exit.map(|x| RiverEnd {
        cell: cell.step(x),
        from: x.opposite(),
        last_turn,
    })
}

/// The bend a river tile makes at the river's end (-1 left, 0 straight, +1 right), or the
/// U-turn it would complete.
pub(crate) fn turn(o: &Oriented, end: &RiverEnd) -> Result<i8, RuleError> {
    let Some(exit) = exit(o, end.from) else {
        return Ok(0);
    };
    let ahead = end.from.opposite();
    let turn = if exit == ahead {
        0
    } else if exit == ahead.rotated(1) {
        1
    } else {
        -1
    };
    if turn != 0 && turn == end.last_turn {
        return Err(Refusal::RiverUTurn { right: turn > 0 }.into());
    }
    Ok(turn)
}

/// The water edge of a river tile other than the one it enters by (`None` for the lake).
pub(crate) fn exit(o: &Oriented, from: Side) -> Option<Side> {
    Side::ALL
        .into_iter()
        .find(|&s| s != from && o.edges[s as usize] == Edge::Water)
}
