//! Scoring: completed features during play, recalled abbots, and the end of the game
//! (`shared/rules/classic.md`, "Completion and scoring" and "Scoring variants").

use crate::events::{Event, EventSink, Score};
use crate::features::{Figure, FigureKind};
use crate::game::Game;
use crate::geometry::Cell;
use crate::options::FarmScoring;
use crate::tiles::{catalog, FeatureKind};

/// Points for a road or city, completed or not.
pub fn feature_points(
    kind: FeatureKind,
    tiles: u32,
    shields: u32,
    complete: bool,
    small_city: bool,
) -> u32 {
    match (kind, complete) {
        (FeatureKind::Road, _) => tiles,
        (FeatureKind::City, true) if small_city && tiles == 2 => 2,
        (FeatureKind::City, true) => 2 * tiles + 2 * shields,
        (FeatureKind::City, false) => tiles + shields,
        _ => 0,
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl Game {
    /// The cells a feature covers, each once, in board order.
    pub fn feature_cells(&self, seg: u16) -> Vec<Cell> {
        let tiles = self.board.tiles();
        let mut cells: Vec<Cell> = self
            .feats
            .members(seg)
            .map(|s| tiles[self.feats.seg(s).tile as usize].cell)
            .collect();
        cells.sort_unstable_by_key(|c| (c.y, c.x));
        cells.dedup();
        cells
    }

    /// Followers each player has on the feature of `seg`.
    pub(crate) fn majority(&self, seg: u16) -> ([u8; 6], u8) {
        let mut count = [0u8; 6];
        for s in self.feats.members(seg) {
            if let Some(Figure {
                player,
                kind: FigureKind::Meeple,
            }) = self.feats.seg(s).figure
            {
                count[player as usize] += 1;
            }
        }
        let max = *count.iter().max().unwrap_or(&0);
        (count, max)
    }

    fn award(&mut self, winners: &[usize], points: u32) {
        for &p in winners {
            self.players[p].score += points;
        }
    }

    /// Return every figure on the feature of `seg` to its owner's supply.
    fn return_figures(&mut self, seg: u16, sink: &mut impl EventSink) {
        // Walk the member ring by hand: taking a figure does not change the ring.
        let mut s = seg;
        loop {
            let next = self.feats.next_member(s);
            if let Some(fig) = self.feats.take_figure(s) {
                self.return_to_supply(fig);
                if sink.enabled() {
                    let c = self.board.tiles()[self.feats.seg(s).tile as usize].cell;
                    sink.push(Event::FigureReturned {
                        player: fig.player as usize,
                        figure: fig.kind,
                        x: c.x,
                        y: c.y,
                    });
                }
            }
            s = next;
            if s == seg {
                return;
            }
        }
    }

    pub(crate) fn return_to_supply(&mut self, fig: Figure) {
        let p = &mut self.players[fig.player as usize];
        match fig.kind {
            FigureKind::Meeple => p.followers += 1,
            FigureKind::Abbot => {
                p.abbot = true;
                p.abbot_at = None;
            }
        }
    }

    /// Score a road or city (completed now, or unfinished at game end) for its majority.
    pub(crate) fn score_feature(&mut self, seg: u16, complete: bool, sink: &mut impl EventSink) {
        let info = self.feats.info(seg);
        let (count, max) = self.majority(seg);
        if max == 0 {
            return;
        }
        let (tiles, shields) = (info.tiles as u32, info.shields as u32);
        let points = feature_points(info.kind, tiles, shields, complete, self.options.small_city);
        for (p, player) in self.players.iter_mut().enumerate() {
            if count[p] == max {
                player.score += points;
            }
        }
        if sink.enabled() {
            let winners: Vec<usize> = (0..self.players.len())
                .filter(|&p| count[p] == max)
                .collect();
            let kind = info.kind.name();
            let mut what = format!("{kind} of {}", plural(tiles, "tile"));
            if info.kind == FeatureKind::City && complete && self.options.small_city && tiles == 2 {
                what = format!("small {what}");
            } else if shields > 0 {
                what = format!("{what} + {}", plural(shields, "shield"));
            }
            let reason = if complete {
                format!("{what}, completed: {points}")
            } else {
                format!("unfinished {what}: {points}")
            };
            sink.push(Event::Scored(Score {
                feature: info.kind,
                cells: self.feature_cells(seg),
                players: winners,
                points,
                final_scoring: !complete,
                reason,
            }));
        }
        if complete {
            self.return_figures(seg, sink);
        }
    }

    /// Score the monastery or garden on segment `seg` for the figure on it.
    pub(crate) fn score_cloister(
        &mut self,
        seg: u16,
        how: CloisterScoring,
        sink: &mut impl EventSink,
    ) {
        let Some(fig) = self.feats.seg(seg).figure else {
            return;
        };
        let s = *self.feats.seg(seg);
        let cell = self.board.tiles()[s.tile as usize].cell;
        let neighbours = self.board.neighbours8(cell);
        let points = 1 + neighbours;
        self.players[fig.player as usize].score += points;
        if sink.enabled() {
            let kind = s.kind.name();
            let reason = match how {
                CloisterScoring::Completed => format!("{kind} surrounded by 8 tiles, completed: 9"),
                CloisterScoring::Recalled => format!(
                    "{kind} with {}, abbot recalled: 1 + {neighbours} = {points}",
                    plural(neighbours, "neighbouring tile")
                ),
                CloisterScoring::Final => format!(
                    "unfinished {kind} with {}: 1 + {neighbours} = {points}",
                    plural(neighbours, "neighbouring tile")
                ),
            };
            sink.push(Event::Scored(Score {
                feature: s.kind,
                cells: vec![cell],
                players: vec![fig.player as usize],
                points,
                final_scoring: how == CloisterScoring::Final,
                reason,
            }));
        }
        if how != CloisterScoring::Final {
            self.return_figures(seg, sink);
        }
    }

    /// Score the completed features of the tile just laid (placed tile index `idx`) and of
    /// the cloisters around it.
    pub(crate) fn score_completed(&mut self, idx: u16, sink: &mut impl EventSink) {
        let (first, end) = self.seg_range(idx);
        for s in first..end {
            let kind = self.feats.seg(s).kind;
            if matches!(kind, FeatureKind::Road | FeatureKind::City) {
                let info = self.feats.info(s);
                if info.open == 0 && info.figures > 0 {
                    self.score_feature(s, true, sink);
                }
            }
        }
        let cell = self.board.tiles()[idx as usize].cell;
        for dy in -1..=1 {
            for dx in -1..=1 {
                let c = Cell::new(cell.x + dx, cell.y + dy);
                let Some(t) = self.board.tile_index(c) else {
                    continue;
                };
                let (first, end) = self.seg_range(t as u16);
                for s in first..end {
                    let seg = self.feats.seg(s);
                    if matches!(seg.kind, FeatureKind::Monastery | FeatureKind::Garden)
                        && seg.figure.is_some()
                        && self.board.neighbours8(c) == 8
                    {
                        self.score_cloister(s, CloisterScoring::Completed, sink);
                    }
                }
            }
        }
    }

    /// End of the game: unfinished features, then fields.
    pub(crate) fn finish(&mut self, sink: &mut impl EventSink) {
        self.finished = true;
        self.hand = None;
        for s in 0..self.feats.len() as u16 {
            if !self.feats.is_root(s) || self.feats.info(s).figures == 0 {
                continue;
            }
            match self.feats.seg(s).kind {
                FeatureKind::Road | FeatureKind::City => self.score_feature(s, false, sink),
                FeatureKind::Monastery | FeatureKind::Garden => {
                    self.score_cloister(s, CloisterScoring::Final, sink)
                }
                _ => {}
            }
        }
        self.score_fields(sink);
        if sink.enabled() {
            sink.push(Event::GameOver {
                scores: self.scores(),
            });
        }
    }

    /// For each field holding farmers: its root and the completed cities (roots) it borders.
    pub fn farmed_fields(&self) -> Vec<(u16, Vec<u16>)> {
        let mut pairs: Vec<(u16, u16)> = Vec::new();
        let tiles = self.board.tiles();
        for s in 0..self.feats.len() as u16 {
            let seg = self.feats.seg(s);
            if seg.kind != FeatureKind::Field {
                continue;
            }
            let root = self.feats.root(s);
            if self.feats.info(root).figures == 0 {
                continue;
            }
            let p = &tiles[seg.tile as usize];
            let def = catalog().get(p.tile);
            for &c in &def.features[seg.feat as usize].borders {
                let city = self.feats.info(p.first_seg + c as u16);
                if city.open == 0 {
                    pairs.push((root, city.root));
                }
            }
            pairs.push((root, u16::MAX));
        }
        pairs.sort_unstable();
        pairs.dedup();
        let mut out: Vec<(u16, Vec<u16>)> = Vec::new();
        for (f, c) in pairs {
            if out.last().map(|l| l.0) != Some(f) {
                out.push((f, Vec::new()));
            }
            if c != u16::MAX {
                out.last_mut().expect("pushed above").1.push(c);
            }
        }
        out
    }

    fn score_fields(&mut self, sink: &mut impl EventSink) {
        let fields = self.farmed_fields();
        let n = self.players.len();
        match self.options.farm_scoring {
            FarmScoring::Third | FarmScoring::Second => {
                let once = self.options.farm_scoring == FarmScoring::Second;
                let mut paid: Vec<(usize, u16)> = Vec::new();
                for (field, cities) in &fields {
                    let (count, max) = self.majority(*field);
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
                        self.award(&ps, 3 * k);
                        if sink.enabled() {
                            let mut reason = format!(
                                "field bordering {}: 3 × {k} = {}",
                                if cities.len() == 1 {
                                    "1 completed city".to_string()
                                } else {
                                    format!("{} completed cities", cities.len())
                                },
                                3 * k
                            );
                            if k as usize != cities.len() {
                                reason.push_str(" (each city pays a player only once)");
                            }
                            sink.push(Event::Scored(Score {
                                feature: FeatureKind::Field,
                                cells: self.feature_cells(*field),
                                players: ps,
                                points: 3 * k,
                                final_scoring: true,
                                reason,
                            }));
                        }
                    }
                }
            }
            FarmScoring::First => {
                let mut cities: Vec<u16> =
                    fields.iter().flat_map(|f| f.1.iter().copied()).collect();
                cities.sort_unstable();
                cities.dedup();
                for city in cities {
                    let mut total = [0u32; 6];
                    for (field, cs) in &fields {
                        if cs.contains(&city) {
                            let (count, _) = self.majority(*field);
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
                    self.award(&winners, 4);
                    if sink.enabled() {
                        let tiles = self.feats.info(city).tiles;
                        sink.push(Event::Scored(Score {
                            feature: FeatureKind::Field,
                            cells: self.feature_cells(city),
                            players: winners,
                            points: 4,
                            final_scoring: true,
                            reason: format!(
                                "most farmers around the completed city of {}: 4",
                                plural(tiles as u32, "tile")
                            ),
                        }));
                    }
                }
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CloisterScoring {
    Completed,
    Recalled,
    Final,
}
