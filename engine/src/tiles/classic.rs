//! The Classic land and River catalogs, copied row for row from `shared/rules/classic.md`.
//! `tests/catalog.rs` checks them against the spec file itself.

/// The river's spring (the start tile with the River) and its lake (the last river tile).
pub const SPRING: &str = "RA";
pub const LAKE: &str = "RL";

/// Classic's edge letters: `C` city, `R` road, `F` field, `W` water (the River).
pub fn edge(c: char) -> Option<super::Edge> {
    use super::Edge;
    match c {
        'F' => Some(Edge::Field),
        'R' => Some(Edge::Road),
        'C' => Some(Edge::City),
        'W' => Some(Edge::Water),
        _ => None,
    }
}

/// Land tiles: `| id | edges NESW | classic art | 2014 art | features |`.
pub const LAND: &str = "
| A | FFRF | 2 | 2 | monastery C; road S (ends); field NNW NNE ENE ESE SSE SSW WSW WNW |
| B | FFFF | 4 | 4 | monastery C; field NNW NNE ENE ESE SSE SSW WSW WNW |
| C | CCCC | 1 | 1 | city N W S E +shield |
| D | CRFR | 4 | 4 | road W E; city N; field ENE WNW (borders city at N); field ESE SSE SSW WSW |
| E | CFFF | 5 | 4 | city N; field WSW WNW SSE SSW ENE ESE (borders city at N) |
| E-g | CFFF | 0 | 1 | garden C; city N; field WSW WNW SSE SSW ENE ESE (borders city at N) |
| F | FCFC | 2 | 2 | city W E +shield; field NNW NNE (borders city at W); field SSE SSW (borders city at W) |
| G | FCFC | 1 | 1 | city W E; field NNW NNE (borders city at W); field SSE SSW (borders city at W) |
| H | CFCF | 3 | 2 | city N; city S; field WSW WNW ENE ESE (borders city at N+S) |
| H-g | CFCF | 0 | 1 | garden C; city N; city S; field WSW WNW ENE ESE (borders city at N+S) |
| I | CFFC | 2 | 1 | city N; city W; field ENE ESE SSE SSW (borders city at N+W) |
| I-g | CFFC | 0 | 1 | garden C; city N; city W; field ENE ESE SSE SSW (borders city at N+W) |
| J | CRRF | 3 | 3 | road E S; city N; field ENE WSW WNW SSW (borders city at N); field ESE SSE |
| K | CFRR | 3 | 3 | road S W; city N; field WNW ENE ESE SSE (borders city at N); field WSW SSW |
| L | CRRR | 3 | 3 | road E (ends); road S (ends); road W (ends); city N; field WNW ENE (borders city at N); field WSW SSW; field ESE SSE |
| M | CFFC | 2 | 1 | city N W +shield; field SSE SSW ENE ESE (borders city at N) |
| M-g | CFFC | 0 | 1 | garden C; city N W +shield; field SSE SSW ENE ESE (borders city at N) |
| N | CFFC | 3 | 2 | city N W; field SSE SSW ENE ESE (borders city at N) |
| N-g | CFFC | 0 | 1 | garden C; city N W; field SSE SSW ENE ESE (borders city at N) |
| O | CRRC | 2 | 2 | road E S; city N W +shield; field ENE SSW (borders city at N); field ESE SSE |
| P | CRRC | 3 | 3 | road E S; city N W; field ENE SSW (borders city at N); field ESE SSE |
| Q | CCFC | 1 | 1 | city N E W +shield; field SSE SSW (borders city at N) |
| R | CCFC | 3 | 2 | city N E W; field SSE SSW (borders city at N) |
| R-g | CCFC | 0 | 1 | garden C; city N E W; field SSE SSW (borders city at N) |
| S | CCRC | 2 | 2 | road S (ends); city N W E +shield; field SSE (borders city at N); field SSW (borders city at N) |
| T | CCRC | 1 | 1 | road S (ends); city N W E; field SSE (borders city at N); field SSW (borders city at N) |
| U | FRFR | 8 | 7 | road W E; field WNW NNW NNE ENE; field ESE SSE SSW WSW |
| U-g | FRFR | 0 | 1 | garden C; road W E; field WNW NNW NNE ENE; field ESE SSE SSW WSW |
| V | FFRR | 9 | 8 | road W S; field WNW NNW NNE ENE ESE SSE; field SSW WSW |
| V-g | FFRR | 0 | 1 | garden C; road W S; field WNW NNW NNE ENE ESE SSE; field SSW WSW |
| W | FRRR | 4 | 4 | road E (ends); road S (ends); road W (ends); field WNW NNW NNE ENE; field ESE SSE; field SSW WSW |
| X | RRRR | 1 | 1 | road N (ends); road E (ends); road S (ends); road W (ends); field WNW NNW; field NNE ENE; field ESE SSE; field SSW WSW |
";

/// River tiles, same columns; `W` on an edge is water.
pub const RIVER: &str = "
| RA | FWFF | 1 | 1 | field NNW NNE ENE ESE SSE SSW WSW WNW; river E (ends) |
| RL | FFFW | 1 | 1 | field NNW NNE ENE ESE SSE SSW WSW WNW; river W (ends) |
| RC | CWCW | 1 | 1 | city N; city S; field ENE WNW (borders city at N); field ESE WSW (borders city at S); river W E |
| RB | CWRW | 1 | 1 | city N; road S (ends); field ENE (borders city at N); field WNW (borders city at N); field ESE SSE; field WSW SSW; river W E |
| RH | FWRW | 1 | 1 | monastery C; road S (ends); field WNW NNW NNE ENE; field ESE SSE; field WSW SSW; river W E |
| RK | WRWR | 1 | 1 | road W E; field WNW NNW; field NNE ENE; field ESE SSE; field WSW SSW; river N S |
| RD | FWFW | 2 | 2 | field WNW NNW NNE ENE; field WSW SSE SSW ESE; river W E |
| RE | CWWC | 1 | 1 | city N W; field SSW ENE (borders city at N); field ESE SSE; river S E |
| RI | RRWW | 1 | 1 | road N E; field WNW NNW ESE SSE; field NNE ENE; field WSW SSW; river W S |
| RG | FFWW | 2 | 1 | field WNW NNW NNE ENE ESE SSE; field WSW SSW; river W S |
| RG-g | FFWW | 0 | 1 | garden C; field WNW NNW NNE ENE ESE SSE; field WSW SSW; river W S |
";
