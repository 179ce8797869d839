//! Classic's scoring (`shared/rules/classic.md`, "Completion and scoring" and "Scoring
//! variants"): roads and cities when completed and at the end, monasteries and gardens by
//! their neighbours, recalled abbots, and the fields at the end. Every score is a structured
//! [`Points`] value; its words come from [`crate::points::describe`].

use crate::core::Core;
use crate::events::{push_score, EventSink};
use crate::geometry::Cell;
use crate::points::{Item, Occasion, Points};
use crate::tiles::{catalog, FeatureKind};

use super::options::FarmScoring;
use super::Classic;

/// Points for a road or city of `tiles` tiles and `shields` shields, completed or not.
pub fn road_or_city(
    kind: FeatureKind,
    tiles: u32,
    shields: u32,
    complete: bool,
    small_city: bool,
) -> Points {
    let p = Points::new();
    match (kind, complete) {
        (FeatureKind::Road, _) => p.with(Item::Tile, tiles, 1),
        (FeatureKind::City, true) if small_city && tiles == 2 => p.with(Item::SmallCityTile, 2, 1),
        (FeatureKind::City, true) => p.with(Item::Tile, tiles, 2).with(Item::Shield, shields, 2),
        (FeatureKind::City, false) => p.with(Item::Tile, tiles, 1).with(Item::Shield, shields, 1),
        _ => p,
    }
}

/// A monastery or garden with `neighbours` tiles around it and `blocked` squares that never
/// take one (a bounded board's: they count as filled).
pub fn cloister(neighbours: u32, blocked: u32) -> Points {
    Points::new()
        .with(Item::Cloister, 1, 1)
        .with(Item::NeighbouringTile, neighbours, 1)
        .with(Item::BlockedSquare, blocked, 1)
}

/// The points of the monastery or garden at `cell` as the board stands.
fn cloister_at(core: &Core, cell: crate::geometry::Cell) -> Points {
    let filled = core.board.neighbours8(cell);
    let blocked = core.board.blocked8(cell);
    cloister(filled - blocked, blocked)
}

fn is_cloister(kind: FeatureKind) -> bool {
    matches!(kind, FeatureKind::Monastery | FeatureKind::Garden)
}

/// What the feature of `seg` scores on `occasion` as it stands (fields: for the cities
/// completed so far, as at the end of the game).
pub(crate) fn points_of(core: &Core, c: &Classic, seg: u16, occasion: Occasion) -> Points {
    let info = core.feats.info(seg);
    match info.kind {
        FeatureKind::Road | FeatureKind::City => road_or_city(
            info.kind,
            info.tiles as u32,
            info.shields as u32,
            occasion != Occasion::Final,
            c.options.small_city,
        ),
        FeatureKind::Monastery | FeatureKind::Garden => {
            let cell = core.board.tiles()[core.feats.seg(seg).tile as usize].cell;
            cloister_at(core, cell)
        }
        FeatureKind::Field => {
            let cities = completed_cities_of_field(core, seg);
            match c.options.farm_scoring {
                FarmScoring::First => Points::new().with(Item::MostFarmers, cities, 4),
                FarmScoring::Second | FarmScoring::Third => {
                    Points::new().with(Item::CompletedCity, cities, 3)
                }
            }
        }
        // Rivers and chips score nothing here; forests, meadows and lakes are on no Classic tile.
        FeatureKind::River
        | FeatureKind::Chip
        | FeatureKind::Forest
        | FeatureKind::Meadow
        | FeatureKind::Lake
        | FeatureKind::RiverSystem => Points::new(),
    }
}

/// Completed cities (counted once each) that the field containing segment `seg` borders.
fn completed_cities_of_field(g: &Core, seg: u16) -> u32 {
    let feats = &g.feats;
    let tiles = g.board.tiles();
    let mut roots: Vec<u16> = Vec::new();
    for s in feats.members(seg) {
        let sg = feats.seg(s);
        let placed = &tiles[sg.tile as usize];
        let def = catalog().get(placed.tile);
        for &c in &def.features[sg.feat as usize].borders {
            let city = feats.info(placed.first_seg + c as u16);
            if city.open == 0 {
                roots.push(city.root);
            }
        }
    }
    roots.sort_unstable();
    roots.dedup();
    roots.len() as u32
}

/// Score a road or city (completed now, or unfinished at game end) for its majority.
fn score_feature(
    c: &mut Classic,
    core: &mut Core,
    seg: u16,
    complete: bool,
    sink: &mut impl EventSink,
) {
    let info = core.feats.info(seg);
    let (count, max) = core.majority(seg);
    if max == 0 {
        return;
    }
    let small_city = c.options.small_city;
    let pts = road_or_city(
        info.kind,
        info.tiles as u32,
        info.shields as u32,
        complete,
        small_city,
    );
    let points = pts.total();
    for (p, player) in core.players.iter_mut().enumerate() {
        if count[p] == max {
            player.score += points;
        }
    }
    if sink.enabled() {
        let winners: Vec<usize> = (0..core.players.len())
            .filter(|&p| count[p] == max)
            .collect();
        let occasion = if complete {
            Occasion::Completed
        } else {
            Occasion::Final
        };
        let cells = core.feature_cells(seg);
        push_score(sink, info.kind, cells, winners, occasion, pts);
    }
    if complete {
        core.return_figures(seg, sink, |fig| c.figure_returned(fig));
    }
}

/// How a monastery or garden comes to be scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CloisterScoring {
    Completed,
    Recalled,
    Final,
}

/// Score the monastery or garden on segment `seg` for the figure on it.
pub(crate) fn score_cloister(
    c: &mut Classic,
    core: &mut Core,
    seg: u16,
    how: CloisterScoring,
    sink: &mut impl EventSink,
) {
    let Some(fig) = core.feats.seg(seg).figure else {
        return;
    };
    let s = *core.feats.seg(seg);
    let cell = core.board.tiles()[s.tile as usize].cell;
    let pts = cloister_at(core, cell);
    core.players[fig.player as usize].score += pts.total();
    if sink.enabled() {
        let occasion = match how {
            CloisterScoring::Completed => Occasion::Completed,
            CloisterScoring::Recalled => Occasion::Recalled,
            CloisterScoring::Final => Occasion::Final,
        };
        push_score(
            sink,
            s.kind,
            vec![cell],
            vec![fig.player as usize],
            occasion,
            pts,
        );
    }
    if how != CloisterScoring::Final {
        core.return_figures(seg, sink, |fig| c.figure_returned(fig));
    }
}

/// Score the completed features of the tile just laid (placed tile index `idx`) and of the
/// cloisters around it.
pub(crate) fn score_completed(
    c: &mut Classic,
    core: &mut Core,
    idx: u16,
    sink: &mut impl EventSink,
) {
    let (first, end) = core.seg_range(idx);
    for s in first..end {
        let kind = core.feats.seg(s).kind;
        if matches!(kind, FeatureKind::Road | FeatureKind::City) {
            let info = core.feats.info(s);
            if info.open == 0 && info.figures > 0 {
                score_feature(c, core, s, true, sink);
            }
        }
    }
    let cell = core.board.tiles()[idx as usize].cell;
    for (k, t) in core.board.tiles_around(cell).into_iter().enumerate() {
        // Most tiles have no monastery or garden: skip their segments.
        if t == 0 || !core.board.tiles()[t as usize - 1].cloister {
            continue;
        }
        let around = Cell::new(cell.x + k as i32 % 3 - 1, cell.y + k as i32 / 3 - 1);
        let (first, end) = core.seg_range(t - 1);
        for s in first..end {
            let seg = core.feats.seg(s);
            if is_cloister(seg.kind) && seg.figure.is_some() && core.board.neighbours8(around) == 8
            {
                score_cloister(c, core, s, CloisterScoring::Completed, sink);
            }
        }
    }
}

/// End of the game: unfinished features, then fields.
pub(crate) fn final_scoring(c: &mut Classic, core: &mut Core, sink: &mut impl EventSink) {
    for s in 0..core.feats.len() as u16 {
        if !core.feats.is_root(s) || core.feats.info(s).figures == 0 {
            continue;
        }
        match core.feats.seg(s).kind {
            FeatureKind::Road | FeatureKind::City => score_feature(c, core, s, false, sink),
            FeatureKind::Monastery | FeatureKind::Garden => {
                score_cloister(c, core, s, CloisterScoring::Final, sink)
            }
            _ => {}
        }
    }
    score_fields(c, core, sink);
}

/// Every (field root, city root) pair where a field holding farmers borders a city, completed
/// or not, sorted and each once.
pub fn farmed_borders(core: &Core) -> Vec<(u16, u16)> {
    let mut pairs: Vec<(u16, u16)> = Vec::with_capacity(64);
    let tiles = core.board.tiles();
    let feats = &core.feats;
    // The AI asks this of every position it judges: visit the members of the farmed fields
    // only, from their roots (the pairs are sorted below, so the order they come in is free).
    for root in 0..feats.len() as u16 {
        let seg = feats.seg(root);
        if seg.kind != FeatureKind::Field || !feats.is_root(root) || feats.info(root).figures == 0 {
            continue;
        }
        for s in feats.members(root) {
            let seg = feats.seg(s);
            let p = &tiles[seg.tile as usize];
            let mut borders = catalog().get(p.tile).seg_init[seg.feat as usize].borders;
            while borders != 0 {
                let c = borders.trailing_zeros() as u16;
                pairs.push((root, feats.root(p.first_seg + c)));
                borders &= borders - 1;
            }
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// For each field holding farmers that borders a completed city: its root and the completed
/// cities (roots) it borders.
pub fn farmed_fields(core: &Core) -> Vec<(u16, Vec<u16>)> {
    let mut out: Vec<(u16, Vec<u16>)> = Vec::new();
    for (f, c) in farmed_borders(core) {
        if core.feats.info(c).open != 0 {
            continue;
        }
        if out.last().map(|l| l.0) != Some(f) {
            out.push((f, Vec::new()));
        }
        out.last_mut().expect("pushed above").1.push(c);
    }
    out
}

fn score_fields(c: &Classic, core: &mut Core, sink: &mut impl EventSink) {
    let fields = farmed_fields(core);
    let n = core.players.len();
    let farm_scoring = c.options.farm_scoring;
    match farm_scoring {
        FarmScoring::Third | FarmScoring::Second => {
            let once = farm_scoring == FarmScoring::Second;
            let mut paid: Vec<(usize, u16)> = Vec::new();
            for (field, cities) in &fields {
                let (count, max) = core.majority(*field);
                let winners: Vec<usize> = (0..n).filter(|&p| count[p] == max).collect();
                // Group winners by how many of these cities still pay them.
                let mut by_points: Vec<(u32, Vec<usize>)> = Vec::new();
                for &p in &winners {
                    let new = cities
                        .iter()
                        .filter(|&&c| !once || !paid.contains(&(p, c)))
                        .count() as u32;
                    if once {
                        paid.extend(cities.iter().map(|&c| (p, c)));
                    }
                    match by_points.iter_mut().find(|(k, _)| *k == new) {
                        Some((_, ps)) => ps.push(p),
                        None => by_points.push((new, vec![p])),
                    }
                }
                for (k, ps) in by_points {
                    if k == 0 {
                        continue;
                    }
                    let pts = Points::new().with(Item::CompletedCity, k, 3).with(
                        Item::CityAlreadyPaid,
                        cities.len() as u32 - k,
                        0,
                    );
                    core.award(&ps, pts.total());
                    if sink.enabled() {
                        let cells = core.feature_cells(*field);
                        push_score(sink, FeatureKind::Field, cells, ps, Occasion::Final, pts);
                    }
                }
            }
        }
        FarmScoring::First => {
            let mut cities: Vec<u16> = fields.iter().flat_map(|f| f.1.iter().copied()).collect();
            cities.sort_unstable();
            cities.dedup();
            for city in cities {
                let mut total = [0u32; 6];
                for (field, cs) in &fields {
                    if cs.contains(&city) {
                        let (count, _) = core.majority(*field);
                        for p in 0..n {
                            total[p] += count[p] as u32;
                        }
                    }
                }
                let max = *total.iter().max().unwrap_or(&0);
                if max == 0 {
                    continue;
                }
                let winners: Vec<usize> = (0..n).filter(|&p| total[p] == max).collect();
                let pts = Points::new().with(Item::MostFarmers, 1, 4);
                core.award(&winners, pts.total());
                if sink.enabled() {
                    let cells = core.feature_cells(city);
                    push_score(
                        sink,
                        FeatureKind::Field,
                        cells,
                        winners,
                        Occasion::Final,
                        pts,
                    );
                }
            }
        }
    }
}
