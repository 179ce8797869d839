//! The map chips (`shared/rules/benelux.md`, "Components" and "Setup", step 2): 30 chips, 10 per
//! island colour, six worth 1 and four worth 2; 20 of them are laid face down on the board,
//! each on a square chosen at random among those the spacing rules allow.

use serde::Serialize;

use super::map::{self, Colour, Square, Start};
use crate::geometry::{Cell, Side};
use crate::rng::GameRng;

/// Chips laid out at the start; the other ten leave the game unseen.
pub const ON_BOARD: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Chip {
    pub colour: Colour,
    pub value: u8,
}

/// Every chip, in a fixed order: by colour, the 1s before the 2s.
pub fn all() -> Vec<Chip> {
    let mut chips = Vec::with_capacity(30);
    for colour in Colour::ALL {
        for value in [1, 1, 1, 1, 1, 1, 2, 2, 2, 2] {
            chips.push(Chip { colour, value });
        }
    }
    chips
}

/// Squares that may hold a chip whatever the other chips: not a large city, island, wave or
/// used start square, and not orthogonally next to a used start square or a large city.
pub fn allowed(starts: &[Start]) -> Vec<Cell> {
    // Two start squares in use, as in every game: one of three lists, worked out once.
    static BY_UNUSED: std::sync::OnceLock<Vec<Vec<Cell>>> = std::sync::OnceLock::new();
    if let [a, b] = starts {
        if a != b {
            let lists = BY_UNUSED.get_or_init(|| {
                Start::ALL
                    .iter()
                    .map(|&u| allowed_for(&Start::ALL.map(|s| (s != u).then_some(s))))
                    .collect()
            });
            let unused = Start::ALL.iter().position(|s| s != a && s != b);
            return lists[unused.expect("three start squares")].clone();
        }
    }
    allowed_for(&Start::ALL.map(|s| starts.contains(&s).then_some(s)))
}

/// [`allowed`] for the start squares in use (`Some`).
fn allowed_for(starts: &[Option<Start>; 3]) -> Vec<Cell> {
    let starts: Vec<Start> = starts.iter().flatten().copied().collect();
    let start_cells: Vec<Cell> = starts.iter().map(|s| s.cell()).collect();
    let used = |c: Cell| start_cells.contains(&c);
    let large_city = |c: Cell| matches!(map::square(c), Some(Square::LargeCity(_)));
    map::cells()
        .filter(|&c| matches!(map::square(c), Some(Square::Ordinary | Square::Start(_))))
        .filter(|&c| !used(c))
        .filter(|&c| {
            Side::ALL
                .iter()
                .all(|&s| !used(c.step(s)) && !large_city(c.step(s)))
        })
        .collect()
}

/// Lay out the chips: shuffle all 30, then put each of the first [`ON_BOARD`] on a square drawn
/// uniformly among the allowed squares not orthogonally next to a chip already laid, numbered
/// in row order (`map::cells`). `None` if the squares run out (they never do on this board: a
/// test plays many seeds).
pub fn lay_out(starts: &[Start], rng: &mut GameRng) -> Option<Vec<(Cell, Chip)>> {
    let mut chips = all();
    rng.shuffle(&mut chips);
    // The free squares as bits in row order: drawing the `n`th and taking a square and its
    // four neighbours out are a few word operations (a list searched and shifted for each was
    // a tenth of a random game of Benelux).
    let mut free = allowed_squares(starts);
    let mut laid = Vec::with_capacity(ON_BOARD);
    for &chip in &chips[..ON_BOARD] {
        let left = free.len();
        if left == 0 {
            return None;
        }
        let c = free.nth(rng.below(left))?;
        for side in Side::ALL {
            free.set(c.step(side), false);
        }
        free.set(c, false);
        laid.push((c, chip));
    }
    Some(laid)
}

/// [`allowed`] as a set of squares, worked out once for each pair of start squares in use.
fn allowed_squares(starts: &[Start]) -> Squares {
    static BY_STARTS: std::sync::OnceLock<Vec<(Vec<Start>, Squares)>> = std::sync::OnceLock::new();
    let pairs = BY_STARTS.get_or_init(|| {
        let mut out = Vec::new();
        for a in Start::ALL {
            for b in Start::ALL {
                if a != b {
                    out.push((vec![a, b], squares_of(&allowed(&[a, b]))));
                }
            }
        }
        out
    });
    match pairs.iter().find(|(s, _)| s.as_slice() == starts) {
        Some((_, squares)) => squares.clone(),
        None => squares_of(&allowed(starts)),
    }
}

fn squares_of(cells: &[Cell]) -> Squares {
    let mut set = Squares::default();
    for &c in cells {
        set.set(c, true);
    }
    set
}

/// A set of the map's squares, one bit each in row order.
#[derive(Clone, Default)]
struct Squares([u64; 3]);

const _: () = assert!(map::WIDTH * map::HEIGHT <= 3 * 64);

impl Squares {
    fn set(&mut self, c: Cell, on: bool) {
        if !((0..map::WIDTH).contains(&c.x) && (0..map::HEIGHT).contains(&c.y)) {
            return;
        }
        let i = (c.y * map::WIDTH + c.x) as usize;
        let bit = 1u64 << (i % 64);
        if on {
            self.0[i / 64] |= bit;
        } else {
            self.0[i / 64] &= !bit;
        }
    }

    fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The `n`th square of the set (from 0, in row order).
    fn nth(&self, mut n: usize) -> Option<Cell> {
        for (w, &word) in self.0.iter().enumerate() {
            let count = word.count_ones() as usize;
            if n >= count {
                n -= count;
                continue;
            }
            let mut bits = word;
            for _ in 0..n {
                bits &= bits - 1;
            }
            let i = (64 * w) as i32 + bits.trailing_zeros() as i32;
            return Some(Cell::new(i % map::WIDTH, i / map::WIDTH));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_chips_six_ones_and_four_twos_per_colour() {
        let chips = all();
        assert_eq!(chips.len(), 30);
        for colour in Colour::ALL {
            let of = |v| {
                chips
                    .iter()
                    .filter(|c| c.colour == colour && c.value == v)
                    .count()
            };
            assert_eq!((of(1), of(2)), (6, 4), "{colour:?}");
        }
    }

    /// Over many seeds and every pair of start squares: 20 chips, at most 10 of a colour, each
    /// on an allowed square, none orthogonally next to another.
    #[test]
    fn chips_keep_their_distances() {
        let pairs = [
            [Start::Meppel, Start::Charleroi],
            [Start::Meppel, Start::Eindhoven],
            [Start::Eindhoven, Start::Charleroi],
        ];
        for seed in 0..500u64 {
            let starts = pairs[seed as usize % 3];
            let allowed = allowed(&starts);
            let laid = lay_out(&starts, &mut GameRng::new(seed)).expect("room for every chip");
            assert_eq!(laid.len(), ON_BOARD);
            for (i, &(c, _)) in laid.iter().enumerate() {
                assert!(allowed.contains(&c), "seed {seed}: {c} is not allowed");
                for &(o, _) in &laid[i + 1..] {
                    let d = (c.x - o.x).abs() + (c.y - o.y).abs();
                    assert!(d > 1, "seed {seed}: chips at {c} and {o} touch");
                }
            }
            for colour in Colour::ALL {
                assert!(laid.iter().filter(|(_, k)| k.colour == colour).count() <= 10);
            }
        }
        // Never next to a used start square or a large city, never on them.
        let allowed = allowed(&[Start::Meppel, Start::Charleroi]);
        for bad in [
            (12, 2),
            (12, 3),
            (11, 2),
            (6, 9),
            (6, 8),
            (7, 2),
            (7, 5),
            (8, 3),
            (4, 7),
        ] {
            assert!(!allowed.contains(&Cell::new(bad.0, bad.1)), "{bad:?}");
        }
        assert!(
            allowed.contains(&Start::Eindhoven.cell()),
            "an unused start square may"
        );
    }
}
