//! Classic's figure step (`shared/rules/classic.md`, "A turn", step 2, and "The Abbot"): a
//! follower on an unoccupied road, city, monastery or field of the tile just placed; with the
//! Abbot, the abbot on its monastery or garden, or the abbot recalled from the board.

use crate::core::Core;
use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::features::FigureKind;
use crate::game::{Action, Game};
use crate::geometry::{Cell, Loc};
use crate::legal::Placement;
use crate::points::{Occasion, Points};
use crate::tiles::{catalog, Contents, FeatureKind, TileId, NONE};
use crate::view::OptionView;

use super::scoring::{score_cloister, CloisterScoring};
use super::{Classic, Refusal, RECALL_ABBOT};

fn is_cloister(kind: FeatureKind) -> bool {
    matches!(kind, FeatureKind::Monastery | FeatureKind::Garden)
}

/// Figure steps other than `None`, one per feature (named by its first location).
pub(crate) fn for_each_action(
    c: &Classic,
    core: &Core,
    tile: TileId,
    p: Placement,
    mut f: impl FnMut(Action),
) {
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &core.players[core.current];
    let followers = me.has(FigureKind::Meeple);
    let abbot = me.has(FigureKind::Abbot);
    let occ = if followers {
        core.occupied_features(o, p.cell)
    } else {
        0
    };
    // The features' kinds from the compact table (the full descriptions are not needed here).
    for (i, feat) in def.seg_init.iter().enumerate() {
        let at = crate::geometry::first_loc(o.masks[i]).unwrap_or(Loc::C);
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
    if let Some(seg) = c.abbot_at(core.current) {
        if recall_points(core, seg, p.cell).is_some() {
            f(Action::Mode(RECALL_ABBOT));
        }
    }
}

/// What recalling the abbot on segment `seg` would score after a tile goes on `placed`;
/// `None` when that tile completes its cloister (which then scores by itself).
pub(crate) fn recall_points(core: &Core, seg: u16, placed: Cell) -> Option<u32> {
    let tile = core.feats.seg(seg).tile;
    let c = core.board.tiles()[tile as usize].cell;
    let adjacent = (placed.x - c.x).abs() <= 1 && (placed.y - c.y).abs() <= 1 && placed != c;
    let n = core.board.neighbours8(c) + adjacent as u32;
    (n < 8).then_some(1 + n)
}

/// Check a figure step, explaining a refusal.
pub(crate) fn check_action(
    c: &Classic,
    core: &Core,
    tile: TileId,
    p: Placement,
    action: Action,
) -> Result<(), RuleError> {
    let abbot_option = c.options.abbot;
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = &core.players[core.current];
    match action {
        Action::None => Ok(()),
        Action::Mode(RECALL_ABBOT) => {
            if !abbot_option {
                return Err(Refusal::NoAbbotOption.into());
            }
            let seg = c.abbot_at(core.current).ok_or(Refusal::NothingToRecall)?;
            match recall_points(core, seg, p.cell) {
                Some(_) => Ok(()),
                None => Err(Refusal::RecallFinished(core.feats.seg(seg).kind).into()),
            }
        }
        Action::Mode(_) => Err(RuleError::NoSuchAction),
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
                return Err(Refusal::FigureOnRiver.into());
            }
            match kind {
                FigureKind::Meeple => {
                    if feat.kind == FeatureKind::Garden {
                        return Err(Refusal::GardenNeedsAbbot.into());
                    }
                    if !me.has(FigureKind::Meeple) {
                        return Err(RuleError::NoFollowerLeft);
                    }
                    if core.occupied_features(o, p.cell) & (1 << f) != 0 {
                        return Err(RuleError::FeatureOccupied(feat.kind));
                    }
                    Ok(())
                }
                FigureKind::Abbot => {
                    if !abbot_option {
                        return Err(Refusal::NoAbbotOption.into());
                    }
                    if !is_cloister(feat.kind) {
                        return Err(Refusal::AbbotNeedsCloister.into());
                    }
                    if !me.has(FigureKind::Abbot) {
                        return Err(Refusal::AbbotNotInSupply.into());
                    }
                    Ok(())
                }
                FigureKind::Hut => Err(RuleError::NoSuchFigure(kind)),
            }
        }
    }
}

/// The abbot recall: it scores its monastery or garden at once and comes back.
pub(crate) fn recall_abbot(c: &mut Classic, core: &mut Core, sink: &mut impl EventSink) {
    let player = core.current;
    if let Some(seg) = c.abbot_at(player) {
        if sink.enabled() {
            let cell = core.board.tiles()[core.feats.seg(seg).tile as usize].cell;
            sink.push(Event::AbbotRecalled {
                player,
                x: cell.x,
                y: cell.y,
            });
        }
        score_cloister(c, core, seg, CloisterScoring::Recalled, sink);
    }
}

/// The view of the abbot's recall after the tile was laid on `laid`, a copy of `before`.
pub(crate) fn recall_option(c: &Classic, before: &Game, laid: &Game) -> OptionView {
    let (cell, points) = match c.abbot_at(before.current_player()) {
        Some(seg) => {
            let tile = before.features().seg(seg).tile;
            let at = before.board().tiles()[tile as usize].cell;
            (
                Some((at.x, at.y)),
                laid.feature_points(seg, Occasion::Recalled),
            )
        }
        None => (None, Points::new()),
    };
    let now = points.total();
    OptionView {
        action: "recall",
        figure: Some(FigureKind::Abbot),
        at: None,
        feature: None,
        locs: Vec::new(),
        cell,
        now,
        points,
        if_completed: 9,
        completes: false,
        tiles: 0,
        shields: 0,
        contents: Contents::default(),
        note: String::new(),
    }
}
