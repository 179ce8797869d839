//! Tile kinds as data: edges, features and the locations each covers, read from the catalog
//! tables of `shared/rules/`. Every rotation of every tile is worked out once, so placing and
//! matching a tile during play is table look-ups only.

pub mod classic;
pub mod hunters;

use std::sync::OnceLock;

use crate::geometry::{locs, rotate_mask, Loc, Side};
use crate::mode::Mode;

pub use hunters::BonusKind;

/// What runs along a tile edge; two touching edges must be of the same kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Edge {
    Field = 1,
    Road = 2,
    City = 3,
    Water = 4,
    Forest = 5,
    Meadow = 6,
}

impl Edge {
    /// What the edge is, as an id for words and messages (`field`, `road`, `city`, `river`,
    /// `forest`, `meadow`).
    pub fn id(self) -> &'static str {
        match self {
            Edge::Field => "field",
            Edge::Road => "road",
            Edge::City => "city",
            Edge::Water => "river",
            Edge::Forest => "forest",
            Edge::Meadow => "meadow",
        }
    }

    /// What the edge is, in English with its article.
    pub fn name(self) -> &'static str {
        match self {
            Edge::Field => "a field",
            Edge::Road => "a road",
            Edge::City => "a city",
            Edge::Water => "a river",
            Edge::Forest => "a forest",
            Edge::Meadow => "a meadow",
        }
    }

    /// Whether what lies along this edge is only on its two halves (a field or a meadow): the
    /// edge middle is no feature of its own, and names the half's feature.
    pub fn halves_only(self) -> bool {
        matches!(self, Edge::Field | Edge::Meadow)
    }

    /// The kind of feature that covers this edge's middle, if it is no halves-only edge.
    pub fn middle_kind(self) -> Option<FeatureKind> {
        match self {
            Edge::Field | Edge::Meadow => None,
            Edge::Road => Some(FeatureKind::Road),
            Edge::City => Some(FeatureKind::City),
            Edge::Water => Some(FeatureKind::River),
            Edge::Forest => Some(FeatureKind::Forest),
        }
    }

    /// Whether a feature of `kind` may lie on this edge's halves: fields along fields, roads
    /// and rivers; meadows along meadows and rivers. City and forest edges have no halves.
    pub fn takes_half(self, kind: FeatureKind) -> bool {
        match kind {
            FeatureKind::Field => matches!(self, Edge::Field | Edge::Road | Edge::Water),
            FeatureKind::Meadow => matches!(self, Edge::Meadow | Edge::Water),
            _ => false,
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
    Forest,
    Meadow,
    /// A lake inside a tile: it has no location of its own (its river arms reach it).
    Lake,
    /// Not printed on any tile: a Benelux map chip, collected from the board (scoring events
    /// and breakdowns name it beside the features).
    Chip,
    /// Not printed on any tile: the rivers and lakes joined by lakes (Hunters & Gatherers),
    /// which huts score at the end.
    #[serde(rename = "river_system")]
    RiverSystem,
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
            "forest" => FeatureKind::Forest,
            "meadow" => FeatureKind::Meadow,
            "lake" => FeatureKind::Lake,
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
            FeatureKind::Forest => "forest",
            FeatureKind::Meadow => "meadow",
            FeatureKind::Lake => "lake",
            FeatureKind::Chip => "chip",
            FeatureKind::RiverSystem => "river_system",
        }
    }
    /// Features that grow across tiles (as opposed to a monastery or garden in one centre,
    /// or a lake inside one tile).
    pub fn spans_tiles(self) -> bool {
        !matches!(
            self,
            FeatureKind::Monastery
                | FeatureKind::Garden
                | FeatureKind::Chip
                | FeatureKind::Lake
                | FeatureKind::RiverSystem
        )
    }
}

/// What is printed inside a feature besides its shape: game and treasures (`[deer, tiger]`,
/// `[gold nugget]` in the catalogs; a lake's fish). Empty on every Classic tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Contents {
    pub deer: u8,
    pub tigers: u8,
    pub mammoths: u8,
    pub aurochs: u8,
    pub gold: u8,
    /// Mushroom patches (`[mushrooms]` is one patch).
    pub mushrooms: u8,
    pub fish: u8,
    pub fire: bool,
    pub shrine: bool,
    pub volcano: bool,
}

impl Contents {
    pub fn is_empty(&self) -> bool {
        *self == Contents::default()
    }

    /// Add one item named as in the catalogs; `false` for a word it does not know, or a
    /// marker given twice.
    fn add(&mut self, item: &str) -> bool {
        let count = match item {
            "deer" => &mut self.deer,
            "tiger" => &mut self.tigers,
            "mammoth" => &mut self.mammoths,
            "aurochs" => &mut self.aurochs,
            "gold nugget" => &mut self.gold,
            "mushrooms" => &mut self.mushrooms,
            _ => {
                let flag = match item {
                    "fire" => &mut self.fire,
                    "shrine" => &mut self.shrine,
                    "volcano" => &mut self.volcano,
                    _ => return false,
                };
                return !std::mem::replace(flag, true);
            }
        };
        match count.checked_add(1) {
            Some(n) => *count = n,
            None => return false,
        }
        true
    }

    /// Whether these contents may lie in a feature of `kind`: gold, mushrooms and the volcano
    /// in forests; game, the fire and the shrine in meadows; fish in lakes.
    fn fits(&self, kind: FeatureKind) -> bool {
        let c = self;
        let forest = c.gold > 0 || c.mushrooms > 0 || c.volcano;
        let meadow =
            c.deer > 0 || c.tigers > 0 || c.mammoths > 0 || c.aurochs > 0 || c.fire || c.shrine;
        let lake = c.fish > 0;
        match kind {
            FeatureKind::Forest => !meadow && !lake,
            FeatureKind::Meadow => !forest && !lake,
            FeatureKind::Lake => !forest && !meadow,
            _ => self.is_empty(),
        }
    }
}

/// Where a river that stops on its tile stops, when the catalog says (Hunters & Gatherers:
/// `[ends in the lake]`, `[ends at a spring]`; Classic's `(ends)` does not say).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RiverEnding {
    /// In the lake that is feature `.0` of the same tile.
    Lake(u8),
    /// At a spring.
    Spring,
}

/// One feature printed on a tile, in the printed orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureDef {
    pub kind: FeatureKind,
    /// Every location the feature covers.
    pub mask: u16,
    pub shield: bool,
    /// Marked "(ends)" in the catalog: a road or river that stops on this tile (also a
    /// river marked `[ends in the lake]` or `[ends at a spring]`).
    pub ends: bool,
    /// For fields: indices (into the tile's features) of the cities it borders.
    pub borders: Vec<u8>,
    /// What the feature holds (fish for a lake).
    pub contents: Contents,
    /// For a river that ends on this tile, where, if the catalog says; `None` for a river
    /// that runs through.
    pub ending: Option<RiverEnding>,
    /// For a lake: indices (into the tile's features) of the river arms that reach it.
    pub arms: Vec<u8>,
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
    /// How many copies the set holds: `[classic art, 2014 art]` (the same twice for a mode
    /// with one art).
    pub counts: [u8; 2],
    pub features: Vec<FeatureDef>,
    pub river: bool,
    /// The mode whose catalog prints this tile (Benelux plays Classic's tiles).
    pub mode: Mode,
    /// A Hunters & Gatherers bonus tile, and its kind (`None`: a tile of the main set).
    pub bonus: Option<BonusKind>,
    pub orient: [Oriented; 4],
    /// Whether the tile shows a monastery or a garden (scoring looks for them around every
    /// tile laid).
    pub cloister: bool,
    /// The four orientations' [`Oriented::sig`] in one word, rotation `r` in bits `16r..`:
    /// an open cell tests all four rotations at once ([`crate::board::OpenCell::fits4`]).
    pub sigs: u64,
    /// What laying the tile adds to the features, one entry per feature: worked out once so
    /// that laying a tile reads a short table instead of the feature descriptions.
    pub seg_init: Vec<SegInit>,
    /// Every (lake, river) pair of feature indices that a lake's arms join, from the features'
    /// `arms`, in one short list (joining river systems reads nothing else of the features).
    pub arm_pairs: Vec<(u8, u8)>,
}

/// A feature of a tile as it enters the features' union-find: its kind, whether it has a
/// shield, and how many of its sides are open edges that a neighbour can close (the same in
/// every rotation; fields and meadows are never closed).
#[derive(Clone, Copy, Debug)]
pub struct SegInit {
    pub kind: FeatureKind,
    pub shield: bool,
    pub open: u16,
    /// What the feature holds ([`FeatureDef::contents`]), read by scoring for every member
    /// of a meadow or river system.
    pub contents: Contents,
    /// [`FeatureDef::borders`] as bits: bit `c` for each city `c` this field borders.
    pub borders: u32,
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
    /// Each name's first tile: every deal looks tiles up by name (the start tile, the lake).
    by_name: crate::hash::FastMap<String, TileId>,
}

impl Catalog {
    #[inline]
    pub fn get(&self, id: TileId) -> &TileDef {
        &self.tiles[id.0 as usize]
    }
    /// The first tile named `name`.
    pub fn find(&self, name: &str) -> Option<TileId> {
        self.by_name.get(name).copied()
    }
    pub fn ids(&self) -> impl Iterator<Item = TileId> + '_ {
        (0..self.tiles.len()).map(|i| TileId(i as u8))
    }
}

/// The catalog of every mode, built once from the tables of each mode's file: Classic's land
/// and river tiles first, then Hunters & Gatherers' land and bonus tiles. A mode's rows keep
/// their places forever (deals depend on the order), so a new mode's catalog is appended after
/// the others.
///
/// Inlined (every tile look-up in play starts here), with the building kept out of line.
#[inline]
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(build_catalog)
}

#[cold]
fn build_catalog() -> Catalog {
    let classic_table = |text, river| {
        parse_table(text, river, Mode::Classic, classic::edge).expect("built-in Classic catalog")
    };
    let mut tiles = classic_table(classic::LAND, false);
    tiles.extend(classic_table(classic::RIVER, true));
    for text in [hunters::LAND, hunters::BONUS] {
        tiles.extend(hunters::parse_table(text).expect("built-in Hunters & Gatherers catalog"));
    }
    assert!(tiles.len() < NONE as usize, "a TileId is one byte");
    let mut by_name = crate::hash::FastMap::default();
    for (i, t) in tiles.iter().enumerate() {
        by_name.entry(t.name.clone()).or_insert(TileId(i as u8));
    }
    Catalog { tiles, by_name }
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
        let count = |s: &str| {
            s.parse::<u8>()
                .map_err(|_| format!("{name}: bad count {s}"))
        };
        let counts = [count(classic)?, count(modern)?];
        out.push(tile_def(
            name, edges, features, alphabet, counts, river, mode, None,
        )?);
    }
    Ok(out)
}

/// One tile kind from its catalog columns.
#[allow(clippy::too_many_arguments)]
fn tile_def(
    name: &str,
    edges: &str,
    features: &str,
    alphabet: fn(char) -> Option<Edge>,
    counts: [u8; 2],
    river: bool,
    mode: Mode,
    bonus: Option<BonusKind>,
) -> Result<TileDef, String> {
    let edges = parse_edges(edges, alphabet).ok_or_else(|| format!("{name}: bad edges {edges}"))?;
    let features = parse_features(features, &edges).map_err(|e| format!("{name}: {e}"))?;
    let orient: [Oriented; 4] = std::array::from_fn(|q| orient(&edges, &features, q as u8));
    let sigs = (0..4).fold(0, |acc, r| acc | (orient[r].sig as u64) << (16 * r));
    let cloister = features
        .iter()
        .any(|f| matches!(f.kind, FeatureKind::Monastery | FeatureKind::Garden));
    let seg_init = features
        .iter()
        .enumerate()
        .map(|(i, f)| SegInit {
            kind: f.kind,
            shield: f.shield,
            open: if f.kind.spans_tiles() && f.kind != FeatureKind::Field {
                (orient[0].masks[i] & 0xF).count_ones() as u16
            } else {
                0
            },
            contents: f.contents,
            borders: f.borders.iter().fold(0, |m, &c| m | 1 << c),
        })
        .collect();
    let arm_pairs = features
        .iter()
        .enumerate()
        .flat_map(|(i, f)| f.arms.iter().map(move |&a| (i as u8, a)))
        .collect();
    Ok(TileDef {
        seg_init,
        arm_pairs,
        name: name.to_string(),
        edges,
        counts,
        features,
        river,
        mode,
        bonus,
        orient,
        sigs,
        cloister,
    })
}

fn parse_edges(s: &str, alphabet: fn(char) -> Option<Edge>) -> Option<[Edge; 4]> {
    let v: Vec<Edge> = s.chars().map(alphabet).collect::<Option<_>>()?;
    v.try_into().ok()
}

/// Parse `city N W +shield; field ENE (borders city at N+S); road S (ends)`, and the Hunters &
/// Gatherers forms: contents in brackets (`meadow NNW NNE [deer, tiger]`), river ends
/// (`river N [ends in the lake]`, `[ends at a spring]`, `[ends in lake 1]` on a tile with two
/// lakes) and lakes with their fish and arms (`lake 2 fish (rivers N W)`, `lake 1: 2 fish
/// (rivers N E)`).
fn parse_features(s: &str, edges: &[Edge; 4]) -> Result<Vec<FeatureDef>, String> {
    let mut feats = Vec::new();
    let mut borders_by_edge: Vec<Vec<Loc>> = Vec::new();
    // Rivers that end in a lake: (feature index, the lake's label; `None` for "the lake").
    let mut into_lake: Vec<(usize, Option<&str>)> = Vec::new();
    // Lakes: (feature index, label, where their arms touch the edges).
    let mut lakes: Vec<(usize, Option<&str>, Vec<Loc>)> = Vec::new();
    for part in s.split(';').map(str::trim) {
        let (part, bracket) = match part.split_once('[') {
            Some((h, b)) => {
                let b = b
                    .strip_suffix(']')
                    .ok_or(format!("[ without a closing ] at the end: {part}"))?;
                (h.trim(), Some(b))
            }
            None => (part, None),
        };
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
            contents: Contents::default(),
            ending: None,
            arms: vec![],
        };
        let mut borders = Vec::new();
        if kind == FeatureKind::Lake {
            let words: Vec<&str> = words.collect();
            let (label, rest) = match words.split_first() {
                Some((w, rest)) if w.ends_with(':') => (Some(w.trim_end_matches(':')), rest),
                _ => (None, &words[..]),
            };
            let [n, "fish"] = rest else {
                return Err(format!("a lake is `lake N fish (rivers …)`, not {head}"));
            };
            f.contents.fish = n.parse().map_err(|_| format!("bad fish count {n}"))?;
            let arms = paren
                .and_then(|p| p.strip_prefix("rivers "))
                .ok_or(format!("a lake names its rivers: {part}"))?;
            let arms = arms
                .split_whitespace()
                .map(|w| Loc::parse(w).ok_or(format!("unknown location {w}")))
                .collect::<Result<Vec<_>, _>>()?;
            if bracket.is_some() {
                return Err(format!("a lake's contents are its fish: {part}"));
            }
            lakes.push((feats.len(), label, arms));
            feats.push(f);
            borders_by_edge.push(borders);
            continue;
        }
        for w in words {
            if w == "+shield" {
                f.shield = true;
            } else {
                f.mask |= Loc::parse(w).ok_or(format!("unknown location {w}"))?.bit();
            }
        }
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
        for item in bracket
            .into_iter()
            .flat_map(|b| b.split(','))
            .map(str::trim)
        {
            if let Some(end) = item.strip_prefix("ends ") {
                if kind != FeatureKind::River {
                    return Err(format!("only a river ends: {part}"));
                }
                if f.ends {
                    return Err(format!("a river ends once: {part}"));
                }
                f.ends = true;
                match end {
                    "at a spring" => f.ending = Some(RiverEnding::Spring),
                    "in the lake" => into_lake.push((feats.len(), None)),
                    _ => {
                        let label = end
                            .strip_prefix("in lake ")
                            .ok_or(format!("unknown river end [{item}]"))?;
                        into_lake.push((feats.len(), Some(label)));
                    }
                }
            } else if !f.contents.add(item) {
                return Err(format!("unknown or repeated contents [{item}]"));
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
    for &(river, label) in &into_lake {
        let lake = match label {
            None if lakes.len() == 1 => lakes[0].0,
            None => return Err(format!("\"the lake\" on a tile with {} lakes", lakes.len())),
            Some(l) => {
                lakes
                    .iter()
                    .find(|k| k.1 == Some(l))
                    .ok_or(format!("no lake {l}"))?
                    .0
            }
        };
        feats[river].ending = Some(RiverEnding::Lake(lake as u8));
    }
    for (lake, _, at) in &lakes {
        for l in at {
            let arm = feats
                .iter()
                .position(|r| r.kind == FeatureKind::River && r.mask & l.bit() != 0)
                .ok_or(format!("no river at {l}"))?;
            if feats[arm].ending != Some(RiverEnding::Lake(*lake as u8)) {
                return Err(format!("the river at {l} does not end in its lake"));
            }
            if feats[*lake].arms.contains(&(arm as u8)) {
                return Err(format!("the river at {l} is listed twice"));
            }
            feats[*lake].arms.push(arm as u8);
        }
    }
    for (i, f) in feats.iter().enumerate() {
        if let Some(RiverEnding::Lake(lake)) = f.ending {
            if !feats[lake as usize].arms.contains(&(i as u8)) {
                return Err("a river ends in a lake that does not list it".into());
            }
        }
        if f.kind == FeatureKind::River && (f.mask.count_ones() == 1) != f.ends {
            return Err("a river that ends covers one edge, one that runs through two".into());
        }
        if !f.contents.fits(f.kind) {
            return Err(format!(
                "{:?} cannot lie in a {}",
                f.contents,
                f.kind.name()
            ));
        }
        for l in locs(f.mask) {
            let ok = match (f.kind, l.side()) {
                (_, None) => matches!(f.kind, FeatureKind::Monastery | FeatureKind::Garden),
                (FeatureKind::Field | FeatureKind::Meadow, Some(side)) => {
                    l.is_half() && edges[side as usize].takes_half(f.kind)
                }
                (kind, Some(side)) => {
                    l.is_edge() && edges[side as usize].middle_kind() == Some(kind)
                }
            };
            if !ok {
                return Err(format!("{} at {l} does not fit the edges", f.kind.name()));
            }
        }
    }
    Ok(feats)
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
    // On an all-field (all-meadow) edge, the edge middle names the field along it.
    for s in Side::ALL {
        if rot[s as usize].halves_only() {
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
