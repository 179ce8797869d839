//! Features that grow across tiles, tracked incrementally.
//!
//! Each feature printed on a placed tile is a *segment*. Segments joined across tile edges are
//! merged in a union-find forest; the root of each set carries what scoring needs (distinct
//! tiles, shields, open edges, figures), and every set keeps a circular list of its members so
//! that completion can return its figures and a report can name its cells.

use crate::tiles::FeatureKind;

/// What kind of figure stands on a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FigureKind {
    /// A Classic follower (a Hunters & Gatherers tribe member).
    Meeple = 0,
    Abbot = 1,
    /// A Hunters & Gatherers hut.
    Hut = 2,
}

impl FigureKind {
    pub const ALL: [FigureKind; 3] = [FigureKind::Meeple, FigureKind::Abbot, FigureKind::Hut];
    pub const COUNT: usize = 3;

    pub fn name(self) -> &'static str {
        match self {
            FigureKind::Meeple => "follower",
            FigureKind::Abbot => "abbot",
            FigureKind::Hut => "hut",
        }
    }

    /// The name records use (`meeple`, `abbot`, `hut`).
    pub fn id(self) -> &'static str {
        match self {
            FigureKind::Meeple => "meeple",
            FigureKind::Abbot => "abbot",
            FigureKind::Hut => "hut",
        }
    }

    pub fn from_id(s: &str) -> Option<FigureKind> {
        FigureKind::ALL.into_iter().find(|k| k.id() == s)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub player: u8,
    pub kind: FigureKind,
}

/// One feature of one placed tile. Root-only fields are meaningful on set roots.
#[derive(Clone, Copy, Debug)]
pub struct Seg {
    parent: u16,
    next: u16,
    /// Index of the placed tile (into `Board::tiles`).
    pub tile: u16,
    /// Index of the feature in the tile's catalog row.
    pub feat: u8,
    pub kind: FeatureKind,
    pub figure: Option<Figure>,
    size: u16,
    tiles: u16,
    shields: u16,
    open: u16,
    figures: u16,
}

/// Summary of a whole feature, read at its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureInfo {
    pub root: u16,
    pub kind: FeatureKind,
    /// Distinct tiles the feature covers.
    pub tiles: u16,
    pub shields: u16,
    /// Tile edges of the feature not yet matched by a neighbour.
    pub open: u16,
    /// Figures standing on the feature.
    pub figures: u16,
}

#[derive(Debug, Default)]
pub struct Features {
    segs: Vec<Seg>,
}

/// Room for one more tile's segments in a copy (see `Board`'s `Clone`: search lays one tile
/// on each copy it makes).
impl Clone for Features {
    fn clone(&self) -> Features {
        Features {
            segs: crate::board::with_room(&self.segs, 16),
        }
    }
}

impl Features {
    pub fn with_capacity(n: usize) -> Features {
        Features {
            segs: Vec::with_capacity(n),
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.segs.len()
    }
    pub fn is_empty(&self) -> bool {
        self.segs.is_empty()
    }
    #[inline]
    pub fn seg(&self, s: u16) -> &Seg {
        &self.segs[s as usize]
    }

    /// Add a placed tile's features (index `tile`, described by `init`), each a lone
    /// segment, in one run.
    pub fn add_tile(&mut self, tile: u16, init: &[crate::tiles::SegInit]) {
        let first = self.segs.len() as u16;
        self.segs.extend(init.iter().enumerate().map(|(i, s)| Seg {
            parent: first + i as u16,
            next: first + i as u16,
            tile,
            feat: i as u8,
            kind: s.kind,
            figure: None,
            size: 1,
            tiles: 1,
            shields: s.shield as u16,
            open: s.open,
            figures: 0,
        }));
    }

    /// The root of `s`'s set, halving the path on the way.
    #[inline]
    pub fn find(&mut self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            let p = self.segs[s as usize].parent;
            let gp = self.segs[p as usize].parent;
            self.segs[s as usize].parent = gp;
            s = gp;
        }
        s
    }

    /// The root of `s`'s set without compressing (for read-only callers).
    #[inline]
    pub fn root(&self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            s = self.segs[s as usize].parent;
        }
        s
    }

    #[inline]
    pub fn info(&self, s: u16) -> FeatureInfo {
        let r = self.root(s);
        let g = &self.segs[r as usize];
        FeatureInfo {
            root: r,
            kind: g.kind,
            tiles: g.tiles,
            shields: g.shields,
            open: g.open,
            figures: g.figures,
        }
    }

    /// Record that one more edge of the feature containing `s` is matched on both sides.
    pub fn close_edges(&mut self, s: u16, n: u16) {
        let r = self.find(s) as usize;
        self.segs[r].open = self.segs[r].open.saturating_sub(n);
    }

    /// Merge the features of `a` and `b`. `siblings(tile)` gives the segment range of a
    /// placed tile, used to count a tile only once when both features already covered it.
    pub fn union(&mut self, a: u16, b: u16, siblings: impl Fn(u16) -> (u16, u16)) -> u16 {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        if self.segs[ra as usize].size < self.segs[rb as usize].size {
            std::mem::swap(&mut ra, &mut rb);
        }
        // Field and meadow sizes are never scored, and they merge most often: skip the tile
        // check.
        let shared = if matches!(
            self.segs[ra as usize].kind,
            FeatureKind::Field | FeatureKind::Meadow
        ) {
            0
        } else {
            self.shared_tiles(rb, ra, &siblings)
        };
        let small = self.segs[rb as usize];
        {
            let big = &mut self.segs[ra as usize];
            big.size += small.size;
            big.tiles = big.tiles + small.tiles - shared;
            big.shields += small.shields;
            big.open += small.open;
            big.figures += small.figures;
        }
        self.segs[rb as usize].parent = ra;
        // Splice the two circular member lists.
        let na = self.segs[ra as usize].next;
        let nb = self.segs[rb as usize].next;
        self.segs[ra as usize].next = nb;
        self.segs[rb as usize].next = na;
        ra
    }

    /// Tiles that have a segment in both sets (rare: a city or road that wraps around to
    /// meet another part of a tile it already covers).
    fn shared_tiles(&mut self, small: u16, big: u16, siblings: &impl Fn(u16) -> (u16, u16)) -> u16 {
        let mut shared = 0;
        let mut s = small;
        loop {
            let seg = self.segs[s as usize];
            let (first, end) = siblings(seg.tile);
            // Count each tile once: only at its first segment inside `small`.
            let earlier_in_small =
                (first..s).any(|o| self.segs[o as usize].kind == seg.kind && self.find(o) == small);
            if !earlier_in_small
                && (first..end).any(|o| {
                    o != s && self.segs[o as usize].kind == seg.kind && self.find(o) == big
                })
            {
                shared += 1;
            }
            s = self.segs[s as usize].next;
            if s == small {
                return shared;
            }
        }
    }

    /// Every segment of the feature containing `s`.
    pub fn members(&self, s: u16) -> Members<'_> {
        Members {
            f: self,
            start: s,
            cur: Some(s),
        }
    }

    /// The next segment in the member ring of `s`'s feature.
    #[inline]
    pub fn next_member(&self, s: u16) -> u16 {
        self.segs[s as usize].next
    }

    pub fn set_figure(&mut self, s: u16, fig: Figure) {
        self.segs[s as usize].figure = Some(fig);
        let r = self.find(s) as usize;
        self.segs[r].figures += 1;
    }

    pub fn take_figure(&mut self, s: u16) -> Option<Figure> {
        let fig = self.segs[s as usize].figure.take()?;
        let r = self.find(s) as usize;
        self.segs[r].figures -= 1;
        Some(fig)
    }

    /// Whether `s` is the root of its set.
    #[inline]
    pub fn is_root(&self, s: u16) -> bool {
        self.segs[s as usize].parent == s
    }
}

pub struct Members<'a> {
    f: &'a Features,
    start: u16,
    cur: Option<u16>,
}

impl Iterator for Members<'_> {
    type Item = u16;
    #[inline]
    fn next(&mut self) -> Option<u16> {
        let c = self.cur?;
        let n = self.f.segs[c as usize].next;
        self.cur = (n != self.start).then_some(n);
        Some(c)
    }
}
