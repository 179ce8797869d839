//! Sides, rotations and the thirteen figure locations of a tile (see `shared/rules/README.md`).
//!
//! Locations are numbered so that a quarter turn is arithmetic: the four edge middles
//! `N E S W` are 0..4, the eight half-edges `NNW NNE ENE ESE SSE SSW WSW WNW` are 4..12 in
//! clockwise order, and the centre `C` is 12. A set of locations is a `u16` bit mask.

use std::fmt;

/// One of the four sides of a tile or cell, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    #[inline]
    pub fn from_index(i: usize) -> Side {
        Side::ALL[i & 3]
    }
    #[inline]
    pub fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }
    /// The side this one becomes after `quarters` clockwise quarter turns.
    #[inline]
    pub fn rotated(self, quarters: u8) -> Side {
        Side::from_index(self as usize + quarters as usize)
    }
    /// Offset of the neighbouring cell (`y` grows to the south).
    #[inline]
    pub fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }
    pub fn name(self) -> &'static str {
        ["north", "east", "south", "west"][self as usize]
    }
}

/// A figure location on a tile, in board orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(pub u8);

pub const LOC_NAMES: [&str; 13] = [
    "N", "E", "S", "W", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "C",
];

impl Loc {
    pub const C: Loc = Loc(12);

    #[inline]
    pub fn edge(side: Side) -> Loc {
        Loc(side as u8)
    }
    /// The two half-edge locations of a side, west/north half first in clockwise order.
    #[inline]
    pub fn halves(side: Side) -> [Loc; 2] {
        let h = 4 + 2 * side as u8;
        [Loc(h), Loc(h + 1)]
    }
    pub fn parse(s: &str) -> Option<Loc> {
        LOC_NAMES.iter().position(|n| *n == s).map(|i| Loc(i as u8))
    }
    pub fn name(self) -> &'static str {
        LOC_NAMES[self.0 as usize]
    }
    #[inline]
    pub fn bit(self) -> u16 {
        1 << self.0
    }
    pub fn is_edge(self) -> bool {
        self.0 < 4
    }
    pub fn is_half(self) -> bool {
        (4..12).contains(&self.0)
    }
    /// The side a location lies on (`None` for the centre).
    pub fn side(self) -> Option<Side> {
        match self.0 {
            0..=3 => Some(Side::from_index(self.0 as usize)),
            4..=11 => Some(Side::from_index(((self.0 - 4) / 2) as usize)),
            _ => None,
        }
    }
    pub fn rotated(self, quarters: u8) -> Loc {
        let q = quarters & 3;
        match self.0 {
            0..=3 => Loc((self.0 + q) & 3),
            4..=11 => Loc(4 + (self.0 - 4 + 2 * q) % 8),
            _ => self,
        }
    }
    /// The half-edge of the neighbouring tile that touches this half-edge: north-west half
    /// `NNW` meets the neighbour's `SSW`, and so on.
    #[inline]
    pub fn across(self) -> Loc {
        debug_assert!(self.is_half());
        let h = self.0 - 4;
        let side = (h / 2 + 2) % 4;
        Loc(4 + side * 2 + (1 - h % 2))
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Rotate a location mask by `quarters` clockwise quarter turns.
pub fn rotate_mask(mask: u16, quarters: u8) -> u16 {
    let mut out = 0;
    for i in 0..13u8 {
        if mask & (1 << i) != 0 {
            out |= Loc(i).rotated(quarters).bit();
        }
    }
    out
}

/// Iterate over the locations in a mask, lowest first.
/// The first location of `mask` in [`locs`]'s order (where a figure on that feature stands).
#[inline]
pub fn first_loc(mask: u16) -> Option<Loc> {
    (mask != 0).then(|| Loc(mask.trailing_zeros() as u8))
}

pub fn locs(mask: u16) -> impl Iterator<Item = Loc> {
    (0..13u8).filter(move |i| mask & (1 << i) != 0).map(Loc)
}

/// A board cell; `x` grows to the east, `y` to the south.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct Cell {
    pub x: i32,
    pub y: i32,
}

impl Cell {
    pub fn new(x: i32, y: i32) -> Cell {
        Cell { x, y }
    }
    #[inline]
    pub fn step(self, side: Side) -> Cell {
        let (dx, dy) = side.delta();
        Cell::new(self.x + dx, self.y + dy)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_moves_north_to_east() {
        assert_eq!(Loc::parse("N").unwrap().rotated(1).name(), "E");
        assert_eq!(Loc::parse("NNW").unwrap().rotated(1).name(), "ENE");
        assert_eq!(Loc::parse("WNW").unwrap().rotated(1).name(), "NNE");
        assert_eq!(Loc::C.rotated(3), Loc::C);
    }

    #[test]
    fn half_edges_meet_their_mirror() {
        for (a, b) in [
            ("NNW", "SSW"),
            ("NNE", "SSE"),
            ("ENE", "WNW"),
            ("ESE", "WSW"),
        ] {
            assert_eq!(Loc::parse(a).unwrap().across().name(), b);
            assert_eq!(Loc::parse(b).unwrap().across().name(), a);
        }
    }
}
