//! Classic's figure step (`shared/rules/classic.md`, "A turn", step 2, and "The Abbot"): a
//! follower on an unoccupied road, city, monastery or field of the tile just placed; with the
//! Abbot, the abbot on its monastery or garden, or the abbot recalled from the board.

use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::features::FigureKind;
use crate::game::{Action, Game};
use crate::geometry::{Cell, Loc};
use crate::legal::Placement;
use crate::tiles::{catalog, FeatureKind, TileId, NONE};

use super::scoring::{score_cloister, CloisterScoring};

fn is_cloister(kind: FeatureKind) -> bool {
    matches!(kind, FeatureKind::Monastery | FeatureKind::Garden)
}

/// Figure steps other than `None`, one per feature (named by its first location).
pub(crate) fn for_each_action(game: &Game, tile: TileId, p: Placement, mut f: impl FnMut(Action)) {
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &game.players[game.current];
    let followers = me.has(FigureKind::Meeple);
    let abbot = me.has(FigureKind::Abbot);
    let occ = if followers {
        game.occupied_features(o, p.cell)
    } else {
        0
    };
    for (i, feat) in def.features.iter().enumerate() {
        let at = crate::geometry::locs(o.masks[i]).next().unwrap_or(Loc::C);
        if followers
            && feat.kind != FeatureKind::River
            && feat.kind != FeatureKind::Garden
            && occ & (1 << i) == 0
        {
            f(Action::Place(FigureKind::Meeple, at));
        }
        if is_cloister(feat.kind) && abbot {
            f(Action::Place(FigureKind::Abbot, at));
        }
    }
    if let Some(seg) = game.abbot_at(game.current) {
        if recall_points(game, seg, p.cell).is_some() {
            f(Action::RecallAbbot);
        }
    }
}

/// What recalling the abbot on segment `seg` would score after a tile goes on `placed`;
/// `None` when that tile completes its cloister (which then scores by itself).
pub(crate) fn recall_points(game: &Game, seg: u16, placed: Cell) -> Option<u32> {
    let tile = game.feats.seg(seg).tile;
    let c = game.board.tiles()[tile as usize].cell;
    let adjacent = (placed.x - c.x).abs() <= 1 && (placed.y - c.y).abs() <= 1 && placed != c;
    let n = game.board.neighbours8(c) + adjacent as u32;
    (n < 8).then_some(1 + n)
}

/// Check a figure step, explaining a refusal.
pub(crate) fn check_action(
    game: &Game,
    tile: TileId,
    p: Placement,
    action: Action,
) -> Result<(), RuleError> {
    let abbot_option = game.classic().options.abbot;
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &game.players[game.current];
    match action {
        Action::None => Ok(()),
        Action::RecallAbbot => {
            if !abbot_option {
                return Err(RuleError::NoAbbotOption);
            }
            let seg = game
                .abbot_at(game.current)
                .ok_or(RuleError::NothingToRecall)?;
            match recall_points(game, seg, p.cell) {
                Some(_) => Ok(()),
                None => Err(RuleError::RecallFinished(game.feats.seg(seg).kind.name())),
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
                    if !me.has(FigureKind::Meeple) {
                        return Err(RuleError::NoFollowerLeft);
                    }
                    if game.occupied_features(o, p.cell) & (1 << f) != 0 {
                        return Err(RuleError::FeatureOccupied(feat.kind.name()));
                    }
                    Ok(())
                }
                FigureKind::Abbot => {
                    if !abbot_option {
                        return Err(RuleError::NoAbbotOption);
                    }
                    if !is_cloister(feat.kind) {
                        return Err(RuleError::AbbotNeedsCloister);
                    }
                    if !me.has(FigureKind::Abbot) {
                        return Err(RuleError::AbbotNotInSupply);
                    }
                    Ok(())
                }
                FigureKind::Hut => Err(RuleError::NoSuchFigure(kind.name())),
            }
        }
    }
}

/// The abbot recall: it scores its monastery or garden at once and comes back.
pub(crate) fn special_action(game: &mut Game, action: Action, sink: &mut impl EventSink) {
    let player = game.current;
    if action != Action::RecallAbbot {
        return;
    }
    if let Some(seg) = game.abbot_at(player) {
        if sink.enabled() {
            let c = game.board.tiles()[game.feats.seg(seg).tile as usize].cell;
            sink.push(Event::AbbotRecalled {
                player,
                x: c.x,
                y: c.y,
            });
        }
        score_cloister(game, seg, CloisterScoring::Recalled, sink);
    }
}
