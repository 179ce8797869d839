//! The figure step (`shared/rules/hunters-gatherers.md`, "A turn", step 2): a tribe member on
//! a forest (gatherer), a river (fisherman) or a meadow (hunter) of the tile just placed, where
//! no tribe member stands yet; or a hut on a river or lake of that tile, in a river system
//! without a hut. Huts and tribe members do not block each other.

use crate::core::Core;
use crate::error::RuleError;
use crate::features::FigureKind;
use crate::game::Action;
use crate::geometry::{Loc, Side};
use crate::legal::Placement;
use crate::tiles::{catalog, Edge, FeatureKind, RiverEnding, TileDef, TileId, NONE};

use super::{Hunters, Refusal};

/// The features of `def` that one river system joins on the tile itself: a lake with all its
/// arms, or a river on its own, as a bit per feature index.
fn water_group(def: &TileDef, f: u8) -> u32 {
    let feat = &def.features[f as usize];
    let lake = match (feat.kind, feat.ending) {
        (FeatureKind::Lake, _) => Some(f),
        (_, Some(RiverEnding::Lake(l))) => Some(l),
        _ => None,
    };
    match lake {
        Some(l) => def.features[l as usize]
            .arms
            .iter()
            .fold(1 << l, |m, &a| m | 1 << a),
        None => 1 << f,
    }
}

impl Hunters {
    /// Whether a hut on feature `f` of `tile` placed at `p` would join a river system that
    /// already has a hut. The tile is not laid yet: its rivers and lakes are followed to the
    /// systems across its edges, and through any of its own rivers those systems join.
    pub(crate) fn hut_blocked(&self, game: &Core, tile: TileId, p: Placement, f: u8) -> bool {
        if self.huts.is_empty() {
            return false;
        }
        let def = catalog().get(tile);
        let o = &def.orient[p.rot as usize];
        // (feature of the new tile, system root across that edge)
        let mut links = [(0u8, 0u16); 4];
        let mut n = 0;
        for side in Side::ALL {
            if o.edges[side as usize] != Edge::Water {
                continue;
            }
            let Some(nb) = game.board.at(p.cell.step(side)) else {
                continue;
            };
            let no = &catalog().get(nb.tile).orient[nb.rot as usize];
            let theirs = nb.first_seg + no.loc_feature[side.opposite() as usize] as u16;
            links[n] = (o.loc_feature[side as usize], self.system(theirs));
            n += 1;
        }
        if n == 0 {
            // A river system that reaches no neighbour is new: it holds no hut yet.
            return false;
        }
        let links = &links[..n];
        let mut mine = water_group(def, f);
        let mut roots = [u16::MAX; 4];
        loop {
            let mut changed = false;
            for (i, &(g, r)) in links.iter().enumerate() {
                let has_f = mine & 1 << g != 0;
                let has_r = roots.contains(&r);
                if has_f && !has_r {
                    roots[i] = r;
                    changed = true;
                } else if has_r && !has_f {
                    mine |= water_group(def, g);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.huts
            .iter()
            .any(|&(s, _)| roots.contains(&self.system(s)))
    }
}

/// Figure steps other than `None`: a tribe member on each free forest, river and meadow of
/// the tile, and a hut on each of its river systems without one (named by a river arm).
pub(crate) fn for_each_action(
    game: &Core,
    h: &Hunters,
    tile: TileId,
    p: Placement,
    mut f: impl FnMut(Action),
) {
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &game.players[game.current];
    let members = me.has(FigureKind::Meeple);
    let huts = me.has(FigureKind::Hut);
    let occ = if members {
        game.occupied_features(o, p.cell)
    } else {
        0
    };
    let mut offered_huts = 0u32;
    // The features' kinds from the compact table, each figure at its feature's first location.
    for (i, feat) in def.seg_init.iter().enumerate() {
        let Some(at) = crate::geometry::first_loc(o.masks[i]) else {
            // A lake has no location: its huts are offered on its arms.
            continue;
        };
        if members && occ & (1 << i) == 0 {
            f(Action::Place(FigureKind::Meeple, at));
        }
        if huts && feat.kind == FeatureKind::River && offered_huts & 1 << i == 0 {
            offered_huts |= water_group(def, i as u8);
            if !h.hut_blocked(game, tile, p, i as u8) {
                f(Action::Place(FigureKind::Hut, at));
            }
        }
    }
}

/// The refusal of anything to do with an abbot: the mode has none (neither to place nor to
/// recall), which is not the same as Classic's abbot left out by an option.
pub(crate) fn no_abbot() -> RuleError {
    RuleError::NoSuchFigure(FigureKind::Abbot)
}

/// Check a figure step, explaining a refusal.
pub(crate) fn check_action(
    game: &Core,
    h: &Hunters,
    tile: TileId,
    p: Placement,
    action: Action,
) -> Result<(), RuleError> {
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &game.players[game.current];
    let (kind, at) = match action {
        Action::None => return Ok(()),
        Action::Mode(_) => return Err(RuleError::NoSuchAction),
        Action::Place(kind, at) => (kind, at),
    };
    let Some(&f) = o.loc_feature.get(at.0 as usize) else {
        return Err(RuleError::UnknownLocation(format!("#{}", at.0)));
    };
    if f == NONE || at == Loc::C {
        return Err(RuleError::NoFeatureAt {
            at: at.name().into(),
        });
    }
    let feat = &def.features[f as usize];
    let refuse = |r: Refusal| Err(RuleError::Mode(r.into()));
    match kind {
        FigureKind::Meeple => {
            if !me.has(FigureKind::Meeple) {
                return refuse(Refusal::NoTribeMemberLeft);
            }
            if game.occupied_features(o, p.cell) & (1 << f) != 0 {
                return refuse(Refusal::Occupied(feat.kind));
            }
            Ok(())
        }
        FigureKind::Hut => {
            if feat.kind != FeatureKind::River {
                return refuse(Refusal::HutNeedsWater);
            }
            if !me.has(FigureKind::Hut) {
                return refuse(Refusal::NoHutLeft);
            }
            if h.hut_blocked(game, tile, p, f) {
                return refuse(Refusal::SystemHasHut);
            }
            Ok(())
        }
        FigureKind::Abbot => Err(no_abbot()),
    }
}
