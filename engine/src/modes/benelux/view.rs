//! What a front end shows of a Benelux game beyond the tiles: the map under the squares, the
//! chips still face down (colour only), the islands with their face-up tiles and how many lie
//! under them, and the chips each player holds face up. Never the face-down order.

use serde::Serialize;

use super::chips::Chip;
use super::map::{self, Colour, Square, Terrain};
use super::{source_to_record, Benelux, STACKS};
use crate::tiles::catalog;

/// The board under the tiles.
#[derive(Clone, Debug, Serialize)]
pub struct MapView {
    pub width: i32,
    pub height: i32,
    /// Rows north to south: `s` sea, `l` land (decoration only).
    pub terrain: Vec<String>,
    /// Every square that is not an ordinary one.
    pub squares: Vec<SquareView>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SquareView {
    pub x: i32,
    pub y: i32,
    #[serde(flatten)]
    pub square: Square,
}

pub fn map_view() -> MapView {
    MapView {
        width: map::WIDTH,
        height: map::HEIGHT,
        terrain: map::cells()
            .collect::<Vec<_>>()
            .chunks(map::WIDTH as usize)
            .map(|row| {
                row.iter()
                    .map(|&c| match map::terrain(c) {
                        Some(Terrain::Land) => 'l',
                        _ => 's',
                    })
                    .collect()
            })
            .collect(),
        squares: map::cells()
            .filter_map(|c| match map::square(c)? {
                Square::Ordinary => None,
                square => Some(SquareView {
                    x: c.x,
                    y: c.y,
                    square,
                }),
            })
            .collect(),
    }
}

/// A chip lying face down: its colour shows, its value does not.
#[derive(Clone, Debug, Serialize)]
pub struct ChipView {
    pub x: i32,
    pub y: i32,
    pub colour: Colour,
}

#[derive(Clone, Debug, Serialize)]
pub struct IslandView {
    pub colour: Colour,
    pub stacks: Vec<StackView>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StackView {
    /// The source index (`{"from": "stack", "index": …}`).
    pub index: u8,
    /// 0 or 1, as records name it.
    pub stack: u8,
    pub x: i32,
    pub y: i32,
    /// The face-up tile; `None` when the stack is empty, and during the turn that took its
    /// top (the next tile is turned face up at the end of that turn).
    pub top: Option<String>,
    /// Face-down tiles (under the top, or the whole stack while `top` is `None`).
    pub below: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct BeneluxView {
    pub chips: Vec<ChipView>,
    pub islands: Vec<IslandView>,
    /// Each player's chips in hand, face up.
    pub held: Vec<Vec<Chip>>,
    /// Chips each player has given up.
    pub spent: Vec<u8>,
}

pub fn view(b: &Benelux, players: usize) -> BeneluxView {
    let cat = catalog();
    BeneluxView {
        chips: b
            .chips_on_board()
            .map(|(c, k)| ChipView {
                x: c.x,
                y: c.y,
                colour: k.colour,
            })
            .collect(),
        islands: Colour::ALL
            .into_iter()
            .map(|colour| IslandView {
                colour,
                stacks: (0..STACKS as u8)
                    .filter(|&i| i as usize / 2 == colour as usize)
                    .map(|i| {
                        let cell = map::island(colour)[i as usize % 2];
                        StackView {
                            index: i,
                            stack: source_to_record(i).1,
                            x: cell.x,
                            y: cell.y,
                            top: b.top(i as usize).map(|t| cat.get(t).name.clone()),
                            below: b.below(i as usize),
                        }
                    })
                    .collect(),
            })
            .collect(),
        held: (0..players).map(|p| b.held(p)).collect(),
        spent: (0..players).map(|p| b.spent(p)).collect(),
    }
}
