//! The Benelux board (`shared/rules/benelux.md`, "The board"): 16 × 11 squares, cell `(x, y)`
//! with `x` 0..15 west to east and `y` 0..10 north to south. Kept as the spec's own drawings,
//! row by row, so that a test can compare them with the spec text character by character.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::board::Map;
use crate::geometry::Cell;

pub const WIDTH: i32 = 16;
pub const HEIGHT: i32 = 11;

/// The special squares: `.` ordinary, `P` `B` `O` islands (purple, light blue, orange), `~`
/// waves, `A` Amsterdam, `X` Brussels, `1` `2` `3` the start squares.
pub const SQUARES: [&str; 11] = [
    ".........BB.OO..",
    "......PP........",
    "..~.........1...",
    ".......A........",
    ".......A........",
    "...~............",
    ".........2......",
    ".....XX.........",
    ".~..............",
    "......3.........",
    "................",
];

/// The decoration under the squares: `s` sea, `l` land. Every ordinary square takes tiles,
/// sea or land alike.
pub const TERRAIN: [&str; 11] = [
    "ssssssssssssssss",
    "ssssssssssssssss",
    "sssssssslsllllll",
    "sssssslllsslllll",
    "ssssssllllllllll",
    "ssssslllllllllll",
    "ssslllllllllllll",
    "ssllllllllllllll",
    "ssslllllllllllll",
    "ssssllllllllllll",
    "ssssslllllllllll",
];

/// The colour of an island, and of the chips that buy its tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    Purple,
    LightBlue,
    Orange,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Purple, Colour::LightBlue, Colour::Orange];

    /// The name records use (`purple`, `light-blue`, `orange`).
    pub fn id(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::LightBlue => "light-blue",
            Colour::Orange => "orange",
        }
    }
}

/// The three start squares, by the towns the spec names them after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    Meppel,
    Eindhoven,
    Charleroi,
}

impl Start {
    pub const ALL: [Start; 3] = [Start::Meppel, Start::Eindhoven, Start::Charleroi];

    pub fn cell(self) -> Cell {
        let mark = match self {
            Start::Meppel => '1',
            Start::Eindhoven => '2',
            Start::Charleroi => '3',
        };
        static CELLS: OnceLock<[Cell; 3]> = OnceLock::new();
        let cells = CELLS.get_or_init(|| {
            ['1', '2', '3'].map(|m| {
                cells()
                    .find(|&c| mark_at(c) == Some(m))
                    .expect("every start square is on the map")
            })
        });
        cells[(mark as u8 - b'1') as usize]
    }

    /// The town's name, for a player (a refusal names the square).
    pub fn name(self) -> &'static str {
        match self {
            Start::Meppel => "Meppel",
            Start::Eindhoven => "Eindhoven",
            Start::Charleroi => "Charleroi",
        }
    }
}

/// A large city of the map: never takes a tile and is no feature (it never scores).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LargeCity {
    Amsterdam,
    Brussels,
}

impl LargeCity {
    /// The city's name, for a player (a refusal names the square).
    pub fn name(self) -> &'static str {
        match self {
            LargeCity::Amsterdam => "Amsterdam",
            LargeCity::Brussels => "Brussels",
        }
    }
}

/// What a square of the board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "of", rename_all = "kebab-case")]
pub enum Square {
    Ordinary,
    Island(Colour),
    Wave,
    LargeCity(LargeCity),
    Start(Start),
}

impl Square {
    /// Whether a tile may ever be placed on it (ordinary and start squares).
    pub fn takes_tile(self) -> bool {
        matches!(self, Square::Ordinary | Square::Start(_))
    }
}

/// Whether the board is sea or land under a square (decoration only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    Sea,
    Land,
}

fn mark_at(c: Cell) -> Option<char> {
    let row = SQUARES.get(usize::try_from(c.y).ok()?)?;
    row.chars().nth(usize::try_from(c.x).ok()?)
}

/// Every cell of the board, row by row from the north-west.
pub fn cells() -> impl Iterator<Item = Cell> {
    (0..HEIGHT).flat_map(|y| (0..WIDTH).map(move |x| Cell::new(x, y)))
}

/// The square at `c`; `None` off the board. Read from a table built once from [`SQUARES`]
/// (setting up a game looks at every square several times).
pub fn square(c: Cell) -> Option<Square> {
    static TABLE: OnceLock<Vec<Square>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        cells()
            .map(|c| parse_square(c).expect("a cell of the board"))
            .collect()
    });
    ((0..WIDTH).contains(&c.x) && (0..HEIGHT).contains(&c.y))
        .then(|| table[(c.y * WIDTH + c.x) as usize])
}

fn parse_square(c: Cell) -> Option<Square> {
    Some(match mark_at(c)? {
        'P' => Square::Island(Colour::Purple),
        'B' => Square::Island(Colour::LightBlue),
        'O' => Square::Island(Colour::Orange),
        '~' => Square::Wave,
        'A' => Square::LargeCity(LargeCity::Amsterdam),
        'X' => Square::LargeCity(LargeCity::Brussels),
        '1' => Square::Start(Start::Meppel),
        '2' => Square::Start(Start::Eindhoven),
        '3' => Square::Start(Start::Charleroi),
        _ => Square::Ordinary,
    })
}

/// The terrain under `c`; `None` off the board.
pub fn terrain(c: Cell) -> Option<Terrain> {
    let row = TERRAIN.get(usize::try_from(c.y).ok()?)?;
    match row.chars().nth(usize::try_from(c.x).ok()?)? {
        'l' => Some(Terrain::Land),
        _ => Some(Terrain::Sea),
    }
}

/// The two squares of the island of `colour`, west first: its stacks 0 and 1.
pub fn island(colour: Colour) -> [Cell; 2] {
    let v: Vec<Cell> = cells()
        .filter(|&c| square(c) == Some(Square::Island(colour)))
        .collect();
    [v[0], v[1]]
}

/// The board as the engine's bounded [`Map`]: which squares take tiles.
pub fn map() -> Map {
    Map {
        origin: Cell::new(0, 0),
        width: WIDTH,
        height: HEIGHT,
        takes: cells()
            .map(|c| square(c).is_some_and(Square::takes_tile))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/rules/benelux.md");

    /// The spec file, if it is there (it must be in CI, as for the catalogs' tests).
    fn spec_text() -> Option<String> {
        match std::fs::read_to_string(SPEC) {
            Ok(t) => Some(t),
            Err(e) if std::env::var_os("CI").is_some() => {
                panic!("the rules spec {SPEC} is missing in CI: {e}")
            }
            Err(e) => {
                eprintln!("note: {SPEC} not found ({e}); the board is not compared with it");
                None
            }
        }
    }

    /// The rows of the code block that follows `after` in the spec, without the row numbers.
    fn spec_rows(text: &str, after: &str) -> Vec<String> {
        let from = text.find(after).expect("the heading is in the spec");
        let block = text[from..]
            .split("```")
            .nth(1)
            .expect("a code block follows");
        // Rows read `[y] <row number> <squares>`; the header row (`x 0123…`) is skipped.
        block
            .lines()
            .filter_map(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                let [.., n, row] = words[..] else {
                    return None;
                };
                n.parse::<u32>().is_ok().then(|| row.to_string())
            })
            .collect()
    }

    #[test]
    fn the_board_is_the_specs() {
        if let Some(text) = spec_text() {
            assert_eq!(
                spec_rows(&text, "Special squares"),
                SQUARES.map(String::from).to_vec()
            );
            assert_eq!(
                spec_rows(&text, "Terrain, drawn only"),
                TERRAIN.map(String::from).to_vec()
            );
        }
        assert!(SQUARES
            .iter()
            .chain(&TERRAIN)
            .all(|r| r.len() == WIDTH as usize));
    }

    #[test]
    fn special_squares_are_where_the_table_says() {
        assert_eq!(island(Colour::Purple), [Cell::new(6, 1), Cell::new(7, 1)]);
        assert_eq!(
            island(Colour::LightBlue),
            [Cell::new(9, 0), Cell::new(10, 0)]
        );
        assert_eq!(island(Colour::Orange), [Cell::new(12, 0), Cell::new(13, 0)]);
        let of = |sq| {
            cells()
                .filter(|&c| square(c) == Some(sq))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            of(Square::Wave),
            [(2, 2), (3, 5), (1, 8)].map(|(x, y)| Cell::new(x, y))
        );
        assert_eq!(
            of(Square::LargeCity(LargeCity::Amsterdam)),
            [Cell::new(7, 3), Cell::new(7, 4)]
        );
        assert_eq!(
            of(Square::LargeCity(LargeCity::Brussels)),
            [Cell::new(5, 7), Cell::new(6, 7)]
        );
        assert_eq!(Start::Meppel.cell(), Cell::new(12, 2));
        assert_eq!(Start::Eindhoven.cell(), Cell::new(9, 6));
        assert_eq!(Start::Charleroi.cell(), Cell::new(6, 9));
        assert_eq!(square(Cell::new(16, 0)), None);
        assert_eq!(square(Cell::new(0, -1)), None);
        assert_eq!(terrain(Cell::new(8, 2)), Some(Terrain::Land));
        assert_eq!(terrain(Cell::new(0, 10)), Some(Terrain::Sea));
        // 176 squares: 6 island, 3 wave and 4 large-city squares never take a tile.
        let m = map();
        assert_eq!(m.takes.iter().filter(|&&t| t).count(), 176 - 13);
        assert!(!m.takes_tile(Cell::new(7, 3)) && m.takes_tile(Cell::new(6, 9)));
    }
}
