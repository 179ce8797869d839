//! Hunters & Gatherers (`shared/rules/hunters-gatherers.md`): forests, rivers with lakes and
//! springs, meadows full of game; tribe members (gatherers, fishermen, hunters) and huts; gold
//! that earns a bonus tile. What the mode keeps between turns lives in [`Hunters`]; its rules
//! are split by step: [`setup`] (the two stacks), [`figures`] (tribe members and huts),
//! [`scoring`] (forests and rivers when completed, huts and hunters at the end), and [`ai`]
//! and [`view`] for players and front ends.
//!
//! River systems (for huts) are tracked here, beside the engine's features: rivers stay
//! separate features (a lake ends every river that flows into it), while a system joins
//! rivers through their lakes. Huts are kept here too, off the features, since they neither
//! block tribe members nor ever return.

pub mod ai;
pub mod figures;
pub mod options;
pub mod scoring;
pub mod setup;
pub mod view;

use crate::ai::eval::{ModeContext, Weights};
use crate::board::Board;
use crate::core::Core;
use crate::error::{RuleError, SetupError};
use crate::events::EventSink;
use crate::features::{Features, Figure, FigureKind};
use crate::game::{Action, TileSource};
use crate::geometry::{Cell, Side};
use crate::legal::Placement;
use crate::points::{Item, Occasion, Points};
use crate::rng::GameRng;
use crate::rules::{ModeRules, NextTurn};
use crate::tiles::{catalog, Contents, Edge, FeatureKind, TileId};

pub use options::HuntersOptions;
pub use setup::HuntersSetup;

/// Tribe members in each player's supply (the sixth marks the score).
pub const TRIBE: u8 = 5;
/// Huts per player.
pub const HUTS: u8 = 2;

/// Why the mode refuses a figure, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("a hut stands on a river or a lake")]
    HutNeedsWater,
    #[error("that river system already has a hut")]
    SystemHasHut,
    #[error("you have no hut left")]
    NoHutLeft,
    #[error("that {} already holds a tribe member", .0.name())]
    Occupied(FeatureKind),
    #[error("you have no tribe member left in your supply")]
    NoTribeMemberLeft,
}

#[derive(Clone, Debug)]
pub struct Hunters {
    pub options: HuntersOptions,
    /// The bonus stack, the next tile last.
    pub(crate) bonus: Vec<TileId>,
    /// The bonus stack as dealt, top first (what a record writes).
    dealt_bonus: Vec<TileId>,
    /// River systems: a union-find over segments, indexed like the features (rivers join
    /// across edges and through their lake; every other segment stays alone).
    sys: Vec<u16>,
    /// Huts on the board: (segment of the river they stand on, owner).
    pub(crate) huts: Vec<(u16, u8)>,
    /// The tile played this turn completed a forest holding gold.
    pub(crate) gold: bool,
    /// The player to act has earned a bonus tile and plays it next.
    pub(crate) bonus_turn: bool,
}

impl Hunters {
    pub fn new(options: HuntersOptions) -> Hunters {
        Hunters {
            options,
            bonus: Vec::new(),
            dealt_bonus: Vec::new(),
            sys: Vec::new(),
            huts: Vec::new(),
            gold: false,
            bonus_turn: false,
        }
    }

    /// Deal both stacks (the record's, else from `rng`); returns the land tiles in draw order.
    pub fn prepare(
        &mut self,
        deck: Option<&[String]>,
        setup: Option<&HuntersSetup>,
        rng: &mut GameRng,
    ) -> Result<Vec<TileId>, SetupError> {
        let (land, bonus) = setup::deal(deck, setup, rng)?;
        // A segment per feature of every tile: room for all of them up front.
        self.sys = Vec::with_capacity(9 * (land.len() + bonus.len() + 1));
        self.dealt_bonus = bonus.clone();
        self.bonus = bonus;
        self.bonus.reverse();
        Ok(land)
    }

    pub fn written_setup(&self) -> HuntersSetup {
        let cat = catalog();
        HuntersSetup {
            bonus_deck: self
                .dealt_bonus
                .iter()
                .map(|&t| cat.get(t).name.clone())
                .collect(),
        }
    }

    /// Bonus tiles still face down.
    pub fn bonus_left(&self) -> usize {
        self.bonus.len()
    }

    /// The root of segment `s`'s river system.
    pub(crate) fn system(&self, mut s: u16) -> u16 {
        while let Some(&p) = self.sys.get(s as usize) {
            if p == s {
                break;
            }
            s = p;
        }
        s
    }

    /// [`Hunters::system`], pointing each segment on the way at its grandparent: the root
    /// (the system's oldest segment) stays the same, and the next look-up is shorter.
    fn find(&mut self, mut s: u16) -> u16 {
        loop {
            let p = self.sys[s as usize];
            if p == s {
                return s;
            }
            let gp = self.sys[p as usize];
            self.sys[s as usize] = gp;
            s = gp;
        }
    }

    fn join(&mut self, a: u16, b: u16) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            // The older segment stays the root: systems are small, and roots stay stable.
            let (lo, hi) = (ra.min(rb), ra.max(rb));
            self.sys[hi as usize] = lo;
        }
    }

    /// The tile last laid joins its rivers' systems: through its lakes, and across its river
    /// edges to its neighbours'.
    pub(crate) fn join_systems(&mut self, board: &Board, feats: &Features) {
        let Some(&p) = board.tiles().last() else {
            return;
        };
        let first = self.sys.len() as u16;
        self.sys.extend(first..feats.len() as u16);
        let cat = catalog();
        let def = cat.get(p.tile);
        let o = &def.orient[p.rot as usize];
        if !o.edges.contains(&Edge::Water) {
            // No river: nothing to join (a lake's arms are rivers, which reach an edge).
            return;
        }
        for &(lake, arm) in &def.arm_pairs {
            self.join(p.first_seg + lake as u16, p.first_seg + arm as u16);
        }
        for side in Side::ALL {
            if o.edges[side as usize] != Edge::Water {
                continue;
            }
            let Some(nb) = board.at(p.cell.step(side)) else {
                continue;
            };
            let no = &cat.get(nb.tile).orient[nb.rot as usize];
            let mine = p.first_seg + o.loc_feature[side as usize] as u16;
            let theirs = nb.first_seg + no.loc_feature[side.opposite() as usize] as u16;
            self.join(mine, theirs);
        }
    }

    /// The river systems holding huts, each with its huts by player, in the order of their
    /// roots.
    pub(crate) fn hut_counts(&self) -> Vec<(u16, [u8; 6])> {
        let mut systems: Vec<(u16, [u8; 6])> = Vec::new();
        for &(seg, player) in &self.huts {
            let root = self.system(seg);
            match systems.iter_mut().find(|(r, _)| *r == root) {
                Some((_, count)) => count[player as usize] += 1,
                None => {
                    let mut count = [0; 6];
                    count[player as usize] = 1;
                    systems.push((root, count));
                }
            }
        }
        systems.sort_unstable_by_key(|&(r, _)| r);
        systems
    }

    /// Who plays after a turn whose tile came from `played`: the same player again with a
    /// bonus tile when a land tile completed a forest with gold and the bonus stack is not
    /// empty (at most one per turn, never after a bonus tile), else the next seat.
    pub(crate) fn after_turn(
        &mut self,
        current: usize,
        next_seat: usize,
        played: TileSource,
    ) -> NextTurn {
        let gold = std::mem::take(&mut self.gold);
        self.bonus_turn = gold && played == TileSource::Deck && !self.bonus.is_empty();
        if self.bonus_turn {
            NextTurn {
                player: current,
                source: Some(TileSource::Bonus),
            }
        } else {
            NextTurn {
                player: next_seat,
                source: None,
            }
        }
    }

    /// A hut placed on segment `seg`: it leaves the engine's features (where it would block
    /// fishermen and come back with them) for the list of huts.
    pub(crate) fn hut_placed(&mut self, seg: u16, player: u8) {
        self.huts.push((seg, player));
    }
}

impl ModeRules for Hunters {
    /// The bonus tiles dealt so far as they came, the rest of the bonus stack sorted.
    fn public_setup(&self, _pool: &mut Vec<TileId>) -> Option<crate::modes::ModeSetup> {
        let dealt = self.dealt_bonus.len().saturating_sub(self.bonus.len());
        let mut rest = self.bonus.clone();
        rest.sort();
        let cat = catalog();
        let bonus_deck = self.dealt_bonus[..dealt]
            .iter()
            .chain(&rest)
            .map(|&t| cat.get(t).name.clone())
            .collect();
        Some(crate::modes::ModeSetup::Hunters(setup::HuntersSetup {
            bonus_deck,
        }))
    }

    /// The bonus stack is face down too (a player sees only its size).
    fn shuffle_hidden(&mut self, deck: &mut Vec<TileId>, rng: &mut GameRng) {
        rng.shuffle(deck);
        rng.shuffle(&mut self.bonus);
    }

    fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        vec![(setup::start_tile(), Cell::new(0, 0), 0)]
    }

    fn supply(&self) -> [u8; FigureKind::COUNT] {
        let mut s = [0; FigureKind::COUNT];
        s[FigureKind::Meeple as usize] = TRIBE;
        s[FigureKind::Hut as usize] = HUTS;
        s
    }

    /// The bonus stack: tiles only a bonus turn lays.
    fn for_each_reserve(&self, mut f: impl FnMut(TileId, crate::fits::Pool)) {
        for &t in &self.bonus {
            f(t, crate::fits::Pool::Bonus);
        }
    }

    fn next_bonus(&mut self) -> Option<TileId> {
        self.bonus.pop()
    }

    fn bonus_lapsed(&mut self) {
        self.bonus_turn = false;
    }

    fn tile_laid(&mut self, core: &Core, _tile: TileId, _cell: Cell, _rot: u8) {
        self.join_systems(&core.board, &core.feats)
    }

    fn for_each_action(&self, core: &Core, tile: TileId, p: Placement, f: impl FnMut(Action)) {
        figures::for_each_action(core, self, tile, p, f)
    }

    fn check_action(
        &self,
        core: &Core,
        tile: TileId,
        p: Placement,
        action: Action,
    ) -> Result<(), RuleError> {
        figures::check_action(core, self, tile, p, action)
    }

    /// A hut leaves the engine's features (where it would block fishermen and come back
    /// with them) for the mode's list of huts.
    fn figure_placed(&mut self, core: &mut Core, fig: Figure, seg: u16) {
        if fig.kind == FigureKind::Hut {
            core.feats.take_figure(seg);
            self.hut_placed(seg, fig.player);
        }
    }

    fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S) {
        scoring::score_completed(self, core, idx, sink)
    }

    fn final_scoring<S: EventSink>(&mut self, core: &mut Core, sink: &mut S) {
        scoring::final_scoring(self, core, sink)
    }

    fn next_turn(&mut self, core: &Core) -> NextTurn {
        self.after_turn(core.current, core.next_seat(), core.hand_source)
    }

    fn feature_points(&self, core: &Core, seg: u16, occasion: Occasion) -> Points {
        scoring::points_of(core, seg, occasion)
    }

    /// A river also holds the fish of the lakes at its ends.
    fn feature_contents(&self, core: &Core, seg: u16) -> Contents {
        let mut c = scoring::contents_of(core, seg);
        if core.feats.seg(seg).kind == FeatureKind::River {
            c.fish = scoring::end_fish(core, seg).min(u8::MAX as u32) as u8;
        }
        c
    }

    fn mode_figures(&self) -> Vec<(u16, Figure)> {
        self.huts
            .iter()
            .map(|&(seg, player)| {
                (
                    seg,
                    Figure {
                        player,
                        kind: FigureKind::Hut,
                    },
                )
            })
            .collect()
    }

    /// A hut scores every fish in its river system's lakes.
    fn mode_figure_points(&self, core: &Core, seg: u16) -> Points {
        Points::new().with(
            Item::Fish,
            scoring::system_fish(self, core, self.system(seg)),
            1,
        )
    }

    fn ai_supply_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        ai::add_values(self, core, v, w, ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::Event;

    /// `join_systems` skips a tile without a river edge: no lake joins rivers that stay
    /// inside one tile.
    #[test]
    fn every_lake_with_arms_is_on_a_tile_with_a_river_edge() {
        let mut lakes = 0;
        for t in &catalog().tiles {
            if t.features.iter().any(|f| !f.arms.is_empty()) {
                assert!(t.edges.contains(&Edge::Water), "{}", t.name);
                lakes += 1;
            }
        }
        assert!(lakes > 5);
    }
    use crate::game::{Game, Setup, TileSource};
    use crate::modes::Rules;
    use crate::options::GameOptions;

    fn game(bonus: &[&str]) -> Game {
        let setup = Setup {
            deck: Some(vec!["HG61".into(), "HG62".into()]),
            mode_setup: Some(crate::modes::ModeSetup::Hunters(HuntersSetup {
                bonus_deck: bonus.iter().map(|t| t.to_string()).collect(),
            })),
            ..Setup::seeded(2, GameOptions::Hunters(HuntersOptions {}), 1)
        };
        Game::new(&setup).expect("valid")
    }

    fn stack(g: &mut Game) -> &mut Vec<TileId> {
        match &mut g.rules {
            Rules::Hunters(h) => &mut h.bonus,
            _ => unreachable!(),
        }
    }

    /// A bonus tile that fits nowhere goes back in the box and the next one comes up; with
    /// none left that fits, nothing happens and the next player plays as usual. (No bonus
    /// tile of the set fits nowhere this early, so a tile of another set stands in: Classic's
    /// `D` has no edge a Hunters & Gatherers tile can match.)
    #[test]
    fn a_bonus_tile_that_fits_nowhere_is_set_aside() {
        let d = catalog().find("D").expect("D");
        let mut g = game(&["HB01"]);
        stack(&mut g).push(d);
        g.core.hand_source = TileSource::Bonus;
        let mut events = Vec::new();
        g.take_bonus(&mut events);
        assert_eq!(g.hand(), catalog().find("HB01"));
        assert_eq!(g.current_player(), 0);
        assert!(matches!(&events[0], Event::TileDiscarded { tile } if tile == "D"));
        let mut g = game(&[]);
        stack(&mut g).push(d);
        g.core.hand_source = TileSource::Bonus;
        let mut events = Vec::new();
        g.take_bonus(&mut events);
        assert_eq!(
            g.current_player(),
            1,
            "nothing happens: the next player draws"
        );
        assert_eq!(g.hand_source(), TileSource::Deck);
        assert_eq!(g.hand(), catalog().find("HG62"));
    }

    /// One bonus tile per turn at most, and never after a bonus tile.
    #[test]
    fn gold_gives_one_bonus_turn_after_a_land_tile_only() {
        let mut h = Hunters::new(HuntersOptions {});
        h.bonus = vec![catalog().find("HB01").expect("HB01")];
        h.gold = true;
        let next = h.after_turn(0, 1, TileSource::Deck);
        assert_eq!((next.player, next.source), (0, Some(TileSource::Bonus)));
        assert!(!h.gold, "the gold is used up with the turn");
        h.gold = true;
        let next = h.after_turn(0, 1, TileSource::Bonus);
        assert_eq!((next.player, next.source), (1, None));
        h.gold = true;
        h.bonus.clear();
        let next = h.after_turn(0, 1, TileSource::Deck);
        assert_eq!(
            (next.player, next.source),
            (1, None),
            "an empty stack gives nothing"
        );
    }
}
