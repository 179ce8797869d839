//! The Hunters & Gatherers land and bonus catalogs, copied row for row from
//! `shared/rules/hunters-gatherers.md` ("Land tile catalog", "Bonus tile catalog"), one copy of
//! each tile. `tests/catalog/hunters.rs` checks them against the spec file itself.
//!
//! The mode is not playable yet; its tiles are in the global catalog after Classic's (whose
//! rows keep their indices), for the rules to come.

use super::{tile_def, Edge, TileDef};
use crate::mode::Mode;

/// The start tile, with the volcano, placed at `(0, 0)` unrotated.
pub const START: &str = "HG-START";

/// The kind of a bonus tile (`shared/rules/hunters-gatherers.md`, "Bonus tiles").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BonusKind {
    Fire,
    Shrine,
    Mushrooms,
    Aurochs,
    Fish,
}

impl BonusKind {
    pub const ALL: [BonusKind; 5] = [
        BonusKind::Fire,
        BonusKind::Shrine,
        BonusKind::Mushrooms,
        BonusKind::Aurochs,
        BonusKind::Fish,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BonusKind::Fire => "fire",
            BonusKind::Shrine => "shrine",
            BonusKind::Mushrooms => "mushrooms",
            BonusKind::Aurochs => "aurochs",
            BonusKind::Fish => "fish",
        }
    }

    pub fn parse(s: &str) -> Option<BonusKind> {
        BonusKind::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// Hunters & Gatherers' edge letters: `F` forest, `M` meadow, `R` river.
pub fn edge(c: char) -> Option<Edge> {
    match c {
        'F' => Some(Edge::Forest),
        'M' => Some(Edge::Meadow),
        'R' => Some(Edge::Water),
        _ => None,
    }
}

/// Parse catalog rows of either table: land tiles `| id | EDGES | features |` and bonus tiles
/// `| id | EDGES | kind | features |`; other lines (headers, rules, text) are skipped. Every
/// tile is one copy.
pub fn parse_table(text: &str) -> Result<Vec<TileDef>, String> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if !line.starts_with('|') || line.starts_with("|---") || line.starts_with("| id") {
            continue;
        }
        let cols: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let (name, edges, bonus, features) = match cols[..] {
            [name, edges, features] => (name, edges, None, features),
            [name, edges, kind, features] => {
                let kind = BonusKind::parse(kind)
                    .ok_or_else(|| format!("{name}: bad bonus kind {kind}"))?;
                (name, edges, Some(kind), features)
            }
            _ => return Err(format!("catalog row has {} columns: {line}", cols.len())),
        };
        out.push(tile_def(
            name,
            edges,
            features,
            edge,
            [1, 1],
            false,
            Mode::HuntersGatherers,
            bonus,
        )?);
    }
    Ok(out)
}

/// Land tiles, in the spec's order (`HG-START` where `HG56` would be):
/// `| id | edges NESW | features (locations; contents) |`.
pub const LAND: &str = "
| HG00 | RMFF | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE; forest S; forest W; lake 2 fish (rivers N) |
| HG01 | MRFR | meadow NNW NNE ENE WNW; river E [ends in the lake]; meadow ESE; forest S; meadow WSW; river W [ends in the lake]; lake 3 fish (rivers E W) |
| HG02 | MRFF | meadow NNW NNE ENE; river E [ends in the lake]; meadow ESE; forest S W [gold nugget]; lake 1 fish (rivers E) |
| HG03 | RRMR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE SSW WSW; river W [ends in the lake]; lake 1 fish (rivers N E W) |
| HG04 | RFRM | meadow NNW SSW WSW WNW; river N [ends in the lake]; meadow NNE [deer]; forest E; meadow SSE; river S [ends in the lake]; lake 1 fish (rivers N S) |
| HG05 | MRRR | meadow NNW NNE ENE WNW [deer]; river E [ends in the lake]; meadow ESE SSE; river S [ends in the lake]; meadow SSW WSW; river W [ends in the lake]; lake 1 fish (rivers E S W) |
| HG06 | RRMR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE SSW WSW [deer]; river W [ends in the lake]; lake 1 fish (rivers N E W) |
| HG07 | RRRM | meadow NNW SSW WSW WNW [tiger]; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE; river S [ends in the lake]; lake 1 fish (rivers N E S) |
| HG08 | RRMR | meadow NNW WNW [mammoth]; river N [ends in the lake]; meadow NNE ENE [deer]; river E [ends in the lake]; meadow ESE SSE SSW WSW; river W [ends in the lake]; lake 1 fish (rivers N E W) |
| HG09 | RRRM | meadow NNW SSW WSW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE; river S [ends in the lake]; lake 2 fish (rivers N E S) |
| HG10 | RRMR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE SSW WSW [deer]; river W [ends in the lake]; lake 1 fish (rivers N E W) |
| HG11 | RRFR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE; forest S; meadow WSW; river W [ends in the lake]; lake 1 fish (rivers N E W) |
| HG12 | RMRR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE ESE SSE; river S [ends in the lake]; meadow SSW WSW [deer]; river W [ends in the lake]; lake 1 fish (rivers N S W) |
| HG13 | RRRR | meadow NNW WNW [deer]; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE; river S [ends in the lake]; meadow SSW WSW [deer]; river W [ends in the lake]; lake 2 fish (rivers N E S W) |
| HG14 | RFFF | meadow NNW; river N [ends at a spring]; meadow NNE [tiger]; forest E; forest S; forest W |
| HG15 | MRRM | meadow NNW NNE ENE SSW WSW WNW [deer]; river E S; meadow ESE SSE |
| HG16 | MRRM | meadow NNW NNE ENE SSW WSW WNW; river E S; meadow ESE SSE [deer] |
| HG17 | RRRR | meadow NNW ESE SSE WNW; river N E; meadow NNE ENE [deer]; river S W; meadow SSW WSW [tiger] |
| HG18 | MRRM | meadow NNW NNE ENE SSW WSW WNW [tiger]; river E S; meadow ESE SSE |
| HG19 | MRRM | meadow NNW NNE ENE SSW WSW WNW [deer]; river E S; meadow ESE SSE |
| HG20 | RRFM | meadow NNW WSW WNW [deer]; river N E; meadow NNE ENE; meadow ESE; forest S |
| HG21 | MRRM | meadow NNW NNE ENE SSW WSW WNW; river E S; meadow ESE SSE [mammoth] |
| HG22 | RMFR | meadow NNW WNW; river N W; meadow NNE ENE ESE WSW [mammoth]; forest S |
| HG23 | RRFF | meadow NNW ESE; river N E; meadow NNE ENE [deer]; forest S W [gold nugget] |
| HG24 | RMFR | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE ESE [mammoth]; forest S; meadow WSW; river W [ends in the lake]; lake 1 fish (rivers N W) |
| HG25 | RRFM | meadow NNW ESE WSW WNW; river N E; meadow NNE ENE [deer]; forest S |
| HG26 | RRFF | meadow NNW ESE; river N E; meadow NNE ENE; forest S; forest W |
| HG27 | MRRF | meadow NNW NNE ENE SSW; river E S; meadow ESE SSE [deer]; forest W |
| HG28 | RMFR | meadow NNW WNW; river N W; meadow NNE ENE ESE WSW; forest S |
| HG29 | FRRF | forest N W [gold nugget]; meadow ENE SSW; river E S; meadow ESE SSE |
| HG30 | MMFF | meadow NNW NNE ENE ESE [deer]; forest S W [gold nugget] |
| HG31 | FMMF | forest N W [gold nugget]; meadow ENE ESE SSE SSW [tiger] |
| HG32 | FMMF | forest N W [gold nugget]; meadow ENE ESE SSE SSW [tiger] |
| HG33 | FMMF | forest N W [gold nugget]; meadow ENE ESE SSE SSW |
| HG34 | MMMF | meadow NNW NNE; meadow ENE ESE; meadow SSE SSW [deer]; forest W |
| HG35 | MFMM | meadow NNW NNE SSE SSW WSW WNW [mammoth]; forest E |
| HG36 | MMFM | meadow NNW NNE ENE ESE WSW WNW [deer]; forest S |
| HG37 | FMMM | forest N; meadow ENE ESE SSE SSW WSW WNW [deer] |
| HG38 | MFMF | meadow NNW NNE [deer]; forest E W [gold nugget]; meadow SSE SSW |
| HG39 | MFMF | meadow NNW NNE; forest E W [gold nugget]; meadow SSE SSW |
| HG40 | MFMF | meadow NNW NNE; forest E W [gold nugget]; meadow SSE SSW |
| HG41 | MFMF | meadow NNW NNE SSE SSW [deer]; forest E; forest W |
| HG42 | FFMM | forest N E [gold nugget]; meadow SSE SSW; meadow WSW WNW |
| HG43 | FFFM | forest N E [gold nugget]; forest S; meadow WSW WNW |
| HG44 | FFMF | forest N W [gold nugget]; forest E; meadow SSE SSW [deer] |
| HG45 | RFRF | meadow NNW; river N S; meadow NNE; forest E; meadow SSE [deer]; meadow SSW; forest W |
| HG46 | MRFR | meadow NNW NNE ENE WNW; river E W; meadow ESE WSW; forest S |
| HG47 | MRFR | meadow NNW NNE ENE WNW; river E W; meadow ESE WSW [deer]; forest S |
| HG48 | MRMR | meadow NNW NNE ENE WNW; river E W; meadow ESE SSE SSW WSW [tiger] |
| HG49 | MRMR | meadow NNW NNE ENE WNW [deer]; river E W; meadow ESE SSE SSW WSW [tiger] |
| HG50 | RMRM | meadow NNW SSW WSW WNW [deer]; river N S; meadow NNE ENE ESE SSE |
| HG51 | MRMR | meadow NNW NNE ENE WNW [deer]; river E W; meadow ESE SSE SSW WSW |
| HG52 | MRMR | meadow NNW NNE ENE WNW [deer]; river E W; meadow ESE SSE SSW WSW |
| HG53 | MRMR | meadow NNW NNE ENE WNW; river E W; meadow ESE SSE SSW WSW [mammoth] |
| HG54 | FRRF | forest N W [gold nugget]; meadow ENE; river E S; meadow ESE SSE [deer]; meadow SSW |
| HG55 | FFFR | forest N E [gold nugget]; forest S; meadow WSW; river W [ends at a spring]; meadow WNW |
| HG-START | MFFR | meadow NNW NNE WNW [mammoth]; forest E S [gold nugget, volcano]; meadow WSW; river W [ends in the lake]; lake 1 fish (rivers W) |
| HG57 | RFFF | meadow NNW; river N [ends in the lake]; meadow NNE; forest E; forest S W [gold nugget]; lake 2 fish (rivers N) |
| HG58 | FFRF | forest N E W [gold nugget]; meadow SSE; river S [ends in the lake]; meadow SSW; lake 1 fish (rivers S) |
| HG59 | RMFM | meadow NNW WSW WNW; river N [ends in the lake]; meadow NNE ENE ESE [tiger]; forest S; lake 1 fish (rivers N) |
| HG60 | MFMF | meadow NNW NNE; forest E W [gold nugget]; meadow SSE SSW [deer] |
| HG61 | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [mammoth] |
| HG62 | MMMM | meadow NNW NNE ENE ESE SSE SSW WSW WNW [deer] |
| HG63 | FFMF | forest N E W [gold nugget]; meadow SSE SSW |
| HG64 | FFMF | forest N E [gold nugget]; meadow SSE SSW; forest W |
| HG65 | FFMF | forest N E W [gold nugget]; meadow SSE SSW [tiger] |
| HG66 | FFRM | forest N E [gold nugget]; meadow SSE; river S [ends at a spring]; meadow SSW; meadow WSW WNW |
| HG67 | FFMM | forest N; forest E; meadow SSE SSW WSW WNW [deer] |
| HG68 | FMRM | forest N; meadow ENE ESE SSE; river S [ends at a spring]; meadow SSW WSW WNW |
| HG69 | FRRF | forest N W [gold nugget]; meadow ENE SSW; river E S; meadow ESE SSE |
| HG70 | RRFF | meadow NNW; river N [ends at a spring]; meadow NNE ENE; river E [ends at a spring]; meadow ESE; forest S W [gold nugget] |
| HG71 | RFRF | meadow NNW; river N [ends at a spring]; meadow NNE; forest E W [gold nugget]; meadow SSE; river S [ends in the lake]; meadow SSW; lake 2 fish (rivers S) |
| HG72 | RFRF | meadow NNW SSW [tiger]; river N S; meadow NNE SSE; forest E; forest W |
| HG73 | RFRF | meadow NNW SSW; river N S; meadow NNE SSE [deer]; forest E; forest W |
| HG74 | RFRF | meadow NNW SSW; river N [ends in the lake]; meadow NNE SSE; forest E; forest W; river S [ends in the lake]; lake 1 fish (rivers N S) |
| HG75 | MFFM | meadow NNW NNE WSW WNW; forest E S [gold nugget] |
| HG76 | MMFF | meadow NNW NNE ENE ESE [deer]; forest S W [gold nugget] |
| HG77 | MFFM | meadow NNW NNE WSW WNW; forest E S [gold nugget] |
| HG78 | FFMM | forest N E [gold nugget]; meadow SSE SSW WSW WNW [deer] |
";

/// Bonus tiles: `| id | edges NESW | kind | features (locations; contents) |`.
pub const BONUS: &str = "
| HB01 | MMMM | fire | meadow NNW NNE ENE ESE SSE SSW WSW WNW [fire] |
| HB02 | MFFM | shrine | meadow NNW NNE WSW WNW [shrine, tiger]; forest E S [gold nugget] |
| HB03 | MFRF | mushrooms | meadow NNW NNE; forest E W [mushrooms]; meadow SSE; river S [ends at a spring]; meadow SSW |
| HB04 | MFFM | mushrooms | meadow NNW NNE WSW WNW; forest E S [mushrooms] |
| HB05 | RMMR | aurochs | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW WSW [aurochs]; river W [ends in the lake]; lake 1 fish (rivers N W) |
| HB06 | RRRM | aurochs | meadow NNW SSW WSW WNW [aurochs]; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE [tiger]; river S [ends in the lake]; lake 1 fish (rivers N E S) |
| HB07 | MMFM | aurochs | meadow NNW NNE ENE ESE WSW WNW [mammoth, aurochs]; forest S |
| HB08 | RRFM | aurochs | meadow NNW ESE WSW WNW; river N E; meadow NNE ENE [aurochs]; forest S |
| HB09 | RMMF | fish | meadow NNW; river N [ends in the lake]; meadow NNE ENE ESE SSE SSW [deer]; forest W; lake 2 fish (rivers N) |
| HB10 | RRRR | fish | meadow NNW ESE SSE WNW [deer, deer]; river N [ends in lake 1]; meadow NNE ENE; river E [ends in lake 1]; river S [ends in lake 2]; meadow SSW WSW; river W [ends in lake 2]; lake 1: 2 fish (rivers N E); lake 2: 2 fish (rivers S W) |
| HB11 | RFFR | fish | meadow NNW WNW; river N [ends in the lake]; meadow NNE; forest E S; meadow WSW; river W [ends in the lake]; lake 4 fish (rivers N W) |
| HB12 | RRMR | fish | meadow NNW WNW; river N [ends in the lake]; meadow NNE ENE; river E [ends in the lake]; meadow ESE SSE SSW WSW; river W [ends in the lake]; lake 4 fish (rivers N E W) |
";
