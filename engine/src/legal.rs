//! Legal moves: where the tile in hand fits, and which figure steps each placement allows.
//! The UI, the AI, the CLI and `apply`'s own checks all go through these functions.

use crate::error::RuleError;
use crate::features::FigureKind;
use crate::game::{Action, Game, Move, RiverEnd};
use crate::geometry::{Cell, Loc, Side};
use crate::tiles::{catalog, Edge, FeatureKind, Oriented, TileId, NONE};

/// A place for the tile in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cell: Cell,
    pub rot: u8,
}

impl Game {
    /// Whether `tile` fits anywhere on the board now.
    pub fn fits_anywhere(&self, tile: TileId) -> bool {
        let mut any = false;
        self.for_each_placement(tile, |_| {
            any = true;
            false
        });
        any
    }

    /// Every legal (cell, rotation) for `tile`, in a fixed order.
    pub fn placements(&self, tile: TileId) -> Vec<Placement> {
        let mut v = Vec::with_capacity(64);
        self.for_each_placement(tile, |p| {
            v.push(p);
            true
        });
        v
    }

    /// Call `f` for each legal placement of `tile` until it returns false.
    pub fn for_each_placement(&self, tile: TileId, mut f: impl FnMut(Placement) -> bool) {
        let def = catalog().get(tile);
        if def.river {
            let Some(end) = self.river else { return };
            let Some(open) = self.board.open_at(end.cell) else {
                return;
            };
            for rot in 0..4u8 {
                let o = &def.orient[rot as usize];
                if open.fits(o.sig)
                    && river_turn(o, &end).is_ok()
                    && !f(Placement {
                        cell: end.cell,
                        rot,
                    })
                {
                    return;
                }
            }
            return;
        }
        for open in self.board.open_cells() {
            for rot in 0..4u8 {
                if open.fits(def.orient[rot as usize].sig)
                    && !f(Placement {
                        cell: open.cell,
                        rot,
                    })
                {
                    return;
                }
            }
        }
    }

    /// Check one placement of `tile`, explaining a refusal.
    pub fn check_placement(&self, tile: TileId, p: Placement) -> Result<(), RuleError> {
        let def = catalog().get(tile);
        let name = || def.name.clone();
        if self.board.at(p.cell).is_some() {
            return Err(RuleError::CellTaken(p.cell));
        }
        let Some(open) = self.board.open_at(p.cell) else {
            return Err(RuleError::NotAdjacent {
                tile: name(),
                cell: p.cell,
            });
        };
        let o = &def.orient[p.rot as usize];
        for side in Side::ALL {
            if let Some(need) = open.needs(side) {
                let mine = o.edges[side as usize];
                if mine != need {
                    return Err(RuleError::EdgeMismatch {
                        tile: name(),
                        cell: p.cell,
                        rot: p.rot as u16 * 90,
                        side: side.name(),
                        mine: mine.name(),
                        theirs: need.name(),
                    });
                }
            }
        }
        if def.river {
            let end = match self.river {
                Some(end) if end.cell == p.cell => end,
                Some(end) => {
                    return Err(RuleError::RiverNotExtended {
                        tile: name(),
                        end: end.cell.to_string(),
                    })
                }
                None => {
                    return Err(RuleError::RiverNotExtended {
                        tile: name(),
                        end: "(the river is closed)".into(),
                    })
                }
            };
            river_turn(o, &end)?;
        }
        Ok(())
    }

    /// Which features of `tile` at `p` would join a feature that already holds a figure,
    /// as a bit per feature index.
    pub(crate) fn occupied_features(&self, o: &Oriented, cell: Cell) -> u16 {
        // (feature of the new tile, root of the neighbour's feature it joins)
        let mut links: [(u8, u16); 12] = [(0, 0); 12];
        let mut n = 0;
        for side in Side::ALL {
            let Some(nb) = self.board.at(cell.step(side)) else {
                continue;
            };
            let no = &catalog().get(nb.tile).orient[nb.rot as usize];
            if o.edges[side as usize] != Edge::Field {
                let f = o.loc_feature[side as usize];
                let g = no.loc_feature[side.opposite() as usize];
                links[n] = (f, self.feats.root(nb.first_seg + g as u16));
                n += 1;
            }
            for h in Loc::halves(side) {
                let f = o.loc_feature[h.0 as usize];
                if f != NONE {
                    let g = no.loc_feature[h.across().0 as usize];
                    links[n] = (f, self.feats.root(nb.first_seg + g as u16));
                    n += 1;
                }
            }
        }
        let links = &links[..n];
        let mut occ = 0u16;
        for &(f, r) in links {
            if self.feats.info(r).figures > 0 {
                occ |= 1 << f;
            }
        }
        // Two features of the new tile that join the same neighbour feature become one.
        loop {
            let before = occ;
            for &(f1, r1) in links {
                for &(f2, r2) in links {
                    if r1 == r2 && occ & (1 << f1) != 0 {
                        occ |= 1 << f2;
                    }
                }
            }
            if occ == before {
                break;
            }
        }
        occ
    }

    /// Every figure step open to the current player after placing the tile in hand at `p`
    /// (always including [`Action::None`], first).
    pub fn actions(&self, p: Placement) -> Vec<Action> {
        let mut v = vec![Action::None];
        if let Some(tile) = self.hand {
            self.for_each_action(tile, p, |a| v.push(a));
        }
        v
    }

    /// Figure steps other than `None`, one per feature (named by its first location).
    pub fn for_each_action(&self, tile: TileId, p: Placement, mut f: impl FnMut(Action)) {
        let def = catalog().get(tile);
        let o = &def.orient[p.rot as usize];
        let me = &self.players[self.current];
        let occ = if me.followers > 0 {
            self.occupied_features(o, p.cell)
        } else {
            0
        };
        for (i, feat) in def.features.iter().enumerate() {
            let at = crate::geometry::locs(o.masks[i]).next().unwrap_or(Loc::C);
            let cloister = matches!(feat.kind, FeatureKind::Monastery | FeatureKind::Garden);
            if me.followers > 0
                && feat.kind != FeatureKind::River
                && feat.kind != FeatureKind::Garden
                && occ & (1 << i) == 0
            {
                f(Action::Place(FigureKind::Meeple, at));
            }
            if cloister && me.abbot {
                f(Action::Place(FigureKind::Abbot, at));
            }
        }
        if let Some(seg) = me.abbot_at {
            if self.recall_points(seg, p.cell).is_some() {
                f(Action::RecallAbbot);
            }
        }
    }

    /// What recalling the abbot on segment `seg` would score after a tile goes on `placed`;
    /// `None` when that tile completes its cloister (which then scores by itself).
    pub(crate) fn recall_points(&self, seg: u16, placed: Cell) -> Option<u32> {
        let tile = self.feats.seg(seg).tile;
        let c = self.board.tiles()[tile as usize].cell;
        let adjacent = (placed.x - c.x).abs() <= 1 && (placed.y - c.y).abs() <= 1 && placed != c;
        let n = self.board.neighbours8(c) + adjacent as u32;
        (n < 8).then_some(1 + n)
    }

    /// Every legal move for the current player: each placement with each figure step.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        let Some(tile) = self.hand else { return v };
        self.for_each_placement(tile, |p| {
            let mv = |action| Move {
                tile,
                cell: p.cell,
                rot: p.rot,
                action,
            };
            v.push(mv(Action::None));
            self.for_each_action(tile, p, |a| v.push(mv(a)));
            true
        });
        v
    }

    /// Check a whole move against the rules, explaining a refusal.
    pub fn check_move(&self, mv: &Move) -> Result<(), RuleError> {
        let Some(hand) = self.hand else {
            return Err(RuleError::GameOver);
        };
        let cat = catalog();
        if mv.tile != hand {
            return Err(RuleError::WrongTile {
                expected: cat.get(hand).name.clone(),
                // A `TileId` built by hand may be outside the catalog: an error, not a panic.
                got: cat
                    .tiles
                    .get(mv.tile.0 as usize)
                    .map_or_else(|| format!("#{}", mv.tile.0), |t| t.name.clone()),
            });
        }
        if mv.rot > 3 {
            return Err(RuleError::BadRotation(mv.rot as i64 * 90));
        }
        let p = Placement {
            cell: mv.cell,
            rot: mv.rot,
        };
        self.check_placement(hand, p)?;
        let def = cat.get(hand);
        let o = &def.orient[mv.rot as usize];
        let me = &self.players[self.current];
        match mv.action {
            Action::None => Ok(()),
            Action::RecallAbbot => {
                if !self.options.abbot {
                    return Err(RuleError::NoAbbotOption);
                }
                let seg = me.abbot_at.ok_or(RuleError::NothingToRecall)?;
                match self.recall_points(seg, mv.cell) {
                    Some(_) => Ok(()),
                    None => Err(RuleError::RecallFinished(self.feats.seg(seg).kind.name())),
                }
            }
            Action::Place(kind, at) => {
                let Some(&f) = o.loc_feature.get(at.0 as usize) else {
                    return Err(RuleError::UnknownLocation(format!("#{}", at.0)));
                };
                if f == NONE {
                    return Err(RuleError::NoFeatureAt {
                        at: at.name().into(),
                    });
                }
                let feat = &def.features[f as usize];
                if feat.kind == FeatureKind::River {
                    return Err(RuleError::FigureOnRiver);
                }
                match kind {
                    FigureKind::Meeple => {
                        if feat.kind == FeatureKind::Garden {
                            return Err(RuleError::GardenNeedsAbbot);
                        }
                        if me.followers == 0 {
                            return Err(RuleError::NoFollowerLeft);
                        }
                        if self.occupied_features(o, mv.cell) & (1 << f) != 0 {
                            return Err(RuleError::FeatureOccupied(feat.kind.name()));
                        }
                        Ok(())
                    }
                    FigureKind::Abbot => {
                        if !self.options.abbot {
                            return Err(RuleError::NoAbbotOption);
                        }
                        if !matches!(feat.kind, FeatureKind::Monastery | FeatureKind::Garden) {
                            return Err(RuleError::AbbotNeedsCloister);
                        }
                        if !me.abbot {
                            return Err(RuleError::AbbotNotInSupply);
                        }
                        Ok(())
                    }
                }
            }
        }
    }
}

/// The bend a river tile makes at the river's end (-1 left, 0 straight, +1 right), or the
/// U-turn it would complete.
pub(crate) fn river_turn(o: &Oriented, end: &RiverEnd) -> Result<i8, RuleError> {
    let Some(exit) = river_exit(o, end.from) else {
        return Ok(0);
    };
    let ahead = end.from.opposite();
    let turn = if exit == ahead {
        0
    } else if exit == ahead.rotated(1) {
        1
    } else {
        -1
    };
    if turn != 0 && turn == end.last_turn {
        return Err(RuleError::RiverUTurn(if turn > 0 {
            "right"
        } else {
            "left"
        }));
    }
    Ok(turn)
}

/// The water edge of a river tile other than the one it enters by (`None` for the lake).
pub(crate) fn river_exit(o: &Oriented, from: Side) -> Option<Side> {
    Side::ALL
        .into_iter()
        .find(|&s| s != from && o.edges[s as usize] == Edge::Water)
}
