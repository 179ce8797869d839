//! Tile kinds as data: edges, features and the locations each covers, read from the catalog
//! tables of `shared/rules/`. Every rotation of every tile is worked out once, so placing and
//! matching a tile during play is table look-ups only.

pub mod classic;

use std::sync::OnceLock;

use crate::geometry::{locs, rotate_mask, Loc, Side};
use crate::mode::Mode;

/// What runs along a tile edge; two touching edges must be of the same kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Edge {
    Field = 1,
    Road = 2,
    City = 3,
    Water = 4,
}

impl Edge {
    pub fn name(self) -> &'static str {
        match self {
            Edge::Field => "a field",
            Edge::Road => "a road",
            Edge::City => "a city",
            Edge::Water => "a river",
        }
    }
}

/// The kinds of feature a tile can carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FeatureKind {
    Road,
    City,
    Field,
    Monastery,
    Garden,
    River,
    /// Not printed on any tile: a Benelux map chip, collected from the board (scoring events
    /// and breakdowns name it beside the features).
    Chip,
}

impl FeatureKind {
    fn parse(s: &str) -> Option<FeatureKind> {
        Some(match s {
            "road" => FeatureKind::Road,
            "city" => FeatureKind::City,
            "field" => FeatureKind::Field,
            "monastery" => FeatureKind::Monastery,
            "garden" => FeatureKind::Garden,
            "river" => FeatureKind::River,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        match self {
            FeatureKind::Road => "road",
            FeatureKind::City => "city",
            FeatureKind::Field => "field",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Garden => "garden",
            FeatureKind::River => "river",
            FeatureKind::Chip => "chip",
        }
    }
    /// Features that grow across tiles (as opposed to a monastery or garden in one centre).
    pub fn spans_tiles(self) -> bool {
        !matches!(
            self,
            FeatureKind::Monastery | FeatureKind::Garden | FeatureKind::Chip
        )
    }
}

/// One feature printed on a tile, in the printed orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureDef {
    pub kind: FeatureKind,
    /// Every location the feature covers.
    pub mask: u16,
    pub shield: bool,
    /// Marked "(ends)" in the catalog: a road or river that stops on this tile.
    pub ends: bool,
    /// For fields: indices (into the tile's features) of the cities it borders.
    pub borders: Vec<u8>,
}

/// A tile in one orientation on the board.
#[derive(Clone, Debug)]
pub struct Oriented {
    pub edges: [Edge; 4],
    /// The four edge kinds packed 4 bits per side, for matching against a cell's needs.
    pub sig: u16,
    /// For each location, the index of the feature there (`NONE` if nothing can stand there).
    pub loc_feature: [u8; 13],
    /// Each feature's locations, rotated.
    pub masks: Vec<u16>,
}

pub const NONE: u8 = u8::MAX;

/// A kind of tile: its catalog row plus its four orientations.
#[derive(Clone, Debug)]
pub struct TileDef {
    pub name: String,
    pub edges: [Edge; 4],
    /// How many copies the set holds: `[classic art, 2014 art]`.
    pub counts: [u8; 2],
    pub features: Vec<FeatureDef>,
    pub river: bool,
    /// The mode whose catalog prints this tile (Benelux plays Classic's tiles).
    pub mode: Mode,
    pub orient: [Oriented; 4],
}

impl TileDef {
    pub fn has_centre(&self) -> Option<FeatureKind> {
        self.features
            .iter()
            .find(|f| f.mask & Loc::C.bit() != 0)
            .map(|f| f.kind)
    }
}

/// Index of a tile kind in the global catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(pub u8);

/// All tile kinds the engine knows, in catalog order.
pub struct Catalog {
    pub tiles: Vec<TileDef>,
}

impl Catalog {
    pub fn get(&self, id: TileId) -> &TileDef {
        &self.tiles[id.0 as usize]
    }
    pub fn find(&self, name: &str) -> Option<TileId> {
        self.tiles
            .iter()
            .position(|t| t.name == name)
            .map(|i| TileId(i as u8))
    }
    pub fn ids(&self) -> impl Iterator<Item = TileId> + '_ {
        (0..self.tiles.len()).map(|i| TileId(i as u8))
    }
}

/// The catalog of every mode, built once from the tables of each mode's file: Classic's land
/// and river tiles first. A mode's rows keep their places forever (deals depend on the order),
/// so a new mode's catalog is appended after the others.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let classic_table = |text, river| {
            parse_table(text, river, Mode::Classic, classic::edge)
                .expect("built-in Classic catalog")
        };
        let mut tiles = classic_table(classic::LAND, false);
        tiles.extend(classic_table(classic::RIVER, true));
        Catalog { tiles }
    })
}

/// Parse catalog rows `| id | EDGES | n | n | features |` of `mode`, whose edge letters
/// `alphabet` reads; other lines are skipped.
pub fn parse_table(
    text: &str,
    river: bool,
    mode: Mode,
    alphabet: fn(char) -> Option<Edge>,
) -> Result<Vec<TileDef>, String> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if !line.starts_with('|') || line.starts_with("|---") || line.starts_with("| id") {
            continue;
        }
        let cols: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [name, edges, classic, modern, features] = cols[..] else {
            return Err(format!("catalog row has {} columns: {line}", cols.len()));
        };
        let edges =
            parse_edges(edges, alphabet).ok_or_else(|| format!("{name}: bad edges {edges}"))?;
        let count = |s: &str| {
            s.parse::<u8>()
                .map_err(|_| format!("{name}: bad count {s}"))
        };
        let features = parse_features(features, &edges).map_err(|e| format!("{name}: {e}"))?;
        let orient = std::array::from_fn(|q| orient(&edges, &features, q as u8));
        out.push(TileDef {
            name: name.to_string(),
            edges,
            counts: [count(classic)?, count(modern)?],
            features,
            river,
            mode,
            orient,
        });
    }
    Ok(out)
}

fn parse_edges(s: &str, alphabet: fn(char) -> Option<Edge>) -> Option<[Edge; 4]> {
    let v: Vec<Edge> = s.chars().map(alphabet).collect::<Option<_>>()?;
    v.try_into().ok()
}

/// Parse `city N W +shield; field ENE (borders city at N+S); road S (ends)`.
fn parse_features(s: &str, edges: &[Edge; 4]) -> Result<Vec<FeatureDef>, String> {
    let mut feats = Vec::new();
    let mut borders_by_edge: Vec<Vec<Loc>> = Vec::new();
    for part in s.split(';').map(str::trim) {
        let (head, paren) = match part.split_once('(') {
            Some((h, p)) => (h.trim(), Some(p.trim_end_matches(')').trim())),
            None => (part, None),
        };
        let mut words = head.split_whitespace();
        let kind_word = words.next().ok_or("empty feature")?;
        let kind = FeatureKind::parse(kind_word).ok_or(format!("unknown feature {kind_word}"))?;
        let mut f = FeatureDef {
            kind,
            mask: 0,
            shield: false,
            ends: false,
            borders: vec![],
        };
        for w in words {
            if w == "+shield" {
                f.shield = true;
            } else {
                f.mask |= Loc::parse(w).ok_or(format!("unknown location {w}"))?.bit();
            }
        }
        let mut borders = Vec::new();
        match paren {
            None => {}
            Some("ends") => f.ends = true,
            Some(p) => {
                let list = p
                    .strip_prefix("borders city at ")
                    .ok_or(format!("unknown note ({p})"))?;
                for name in list.split('+') {
                    borders.push(Loc::parse(name).ok_or(format!("unknown location {name}"))?);
                }
            }
        }
        feats.push(f);
        borders_by_edge.push(borders);
    }
    for (i, bs) in borders_by_edge.iter().enumerate() {
        for b in bs {
            let city = feats
                .iter()
                .position(|c| c.kind == FeatureKind::City && c.mask & b.bit() != 0)
                .ok_or(format!("no city at {b}"))?;
            feats[i].borders.push(city as u8);
        }
    }
    for f in &feats {
        for l in locs(f.mask) {
            let ok = match (f.kind, l.side()) {
                (_, None) => matches!(f.kind, FeatureKind::Monastery | FeatureKind::Garden),
                (FeatureKind::Field, Some(side)) => {
                    l.is_half() && edge_has_halves(edges[side as usize])
                }
                (FeatureKind::Road, Some(side)) => {
                    l.is_edge() && edges[side as usize] == Edge::Road
                }
                (FeatureKind::City, Some(side)) => {
                    l.is_edge() && edges[side as usize] == Edge::City
                }
                (FeatureKind::River, Some(side)) => {
                    l.is_edge() && edges[side as usize] == Edge::Water
                }
                _ => false,
            };
            if !ok {
                return Err(format!("{} at {l} does not fit the edges", f.kind.name()));
            }
        }
    }
    Ok(feats)
}

/// Fields continue past road and river edges on both halves; a city edge has no field.
fn edge_has_halves(e: Edge) -> bool {
    e != Edge::City
}

fn orient(edges: &[Edge; 4], feats: &[FeatureDef], q: u8) -> Oriented {
    let mut rot = [Edge::Field; 4];
    for s in Side::ALL {
        rot[s.rotated(q) as usize] = edges[s as usize];
    }
    let masks: Vec<u16> = feats.iter().map(|f| rotate_mask(f.mask, q)).collect();
    let mut loc_feature = [NONE; 13];
    for (i, m) in masks.iter().enumerate() {
        for l in locs(*m) {
            loc_feature[l.0 as usize] = i as u8;
        }
    }
    // On an all-field edge, the edge middle names the field along it.
    for s in Side::ALL {
        if rot[s as usize] == Edge::Field {
            loc_feature[s as usize] = loc_feature[Loc::halves(s)[0].0 as usize];
        }
    }
    Oriented {
        edges: rot,
        sig: signature(&rot),
        loc_feature,
        masks,
    }
}

/// Pack four edges, 4 bits each, side `N` lowest.
pub fn signature(edges: &[Edge; 4]) -> u16 {
    edges
        .iter()
        .enumerate()
        .fold(0, |acc, (i, e)| acc | (*e as u16) << (4 * i))
}
