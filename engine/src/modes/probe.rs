//! A mode for the engine's own tests of the seams that no real mode uses yet: Classic, plus
//! one face-up stack of tiles a player may take instead of drawing, a bonus turn (drawn from
//! the deck) for a player who took from the stack, and optionally a bounded map. It shows that
//! the core handles them: the choice before the draw, the extra turn, refused moves, squares
//! that never take a tile.

use crate::ai::eval::{ModeContext, Weights};
use crate::core::Core;
use crate::error::RuleError;
use crate::events::EventSink;
use crate::features::{Figure, FigureKind};
use crate::game::{Action, TileSource};
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::points::{Occasion, Points};
use crate::rules::{ModeRules, NextTurn};
use crate::tiles::{FeatureKind, TileId};

use super::classic::Classic;

#[derive(Clone, Debug)]
pub(crate) struct Probe {
    pub classic: Classic,
    /// The stack's tiles, the top last.
    pub stack: Vec<TileId>,
    pub map: Option<crate::board::Map>,
}

/// Classic's rules but for the stack, the bonus turn and the map, built on Classic as a new
/// mode would be (`engine/README.md`): what it keeps of Classic's is handed to it.
impl ModeRules for Probe {
    crate::rules::delegate_rules!(classic:
        start_tiles,
        supply,
        set_aside,
        for_each_placement,
        count_placements,
        nth_placement,
        check_placement,
        tile_laid,
        for_each_action,
        check_action,
        figure_placed,
        mode_action,
        score_completed,
        final_scoring,
        feature_points,
        road_or_city_points,
        ai_board_terms,
        ai_supply_terms,
    );

    fn board(&self, capacity: usize) -> crate::board::Board {
        match &self.map {
            Some(map) => crate::board::Board::bounded(map, capacity),
            None => crate::board::Board::new(capacity),
        }
    }

    /// The deck while it has tiles, and the stack while its top fits somewhere.
    fn sources(&self, core: &Core) -> Vec<TileSource> {
        let mut v = Vec::new();
        if core.finished {
            return v;
        }
        if !core.deck.is_empty() {
            v.push(TileSource::Deck);
        }
        if self
            .stack
            .last()
            .is_some_and(|&t| self.fits_anywhere(core, t))
        {
            v.push(TileSource::Stack(0));
        }
        v
    }

    fn offers_choice(&self, core: &Core) -> bool {
        self.sources(core).len() > 1
    }

    fn take_from_stack(&mut self, _core: &Core, stack: u8) -> Option<TileId> {
        (stack == 0).then(|| self.stack.pop()).flatten()
    }

    /// A tile from the stack earns the same player a turn with a tile from the deck.
    fn next_turn(&mut self, core: &Core) -> NextTurn {
        match core.hand_source {
            TileSource::Stack(_) => NextTurn {
                player: core.current,
                source: Some(TileSource::Deck),
            },
            TileSource::Deck | TileSource::Bonus => NextTurn::next_seat(core),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::{Game, Move, Setup};
    use crate::modes::Rules;
    use crate::tiles::catalog;
    use crate::{Cell, Options, RuleError};

    fn id(name: &str) -> TileId {
        catalog().find(name).expect("tile")
    }

    /// A probe game on `deck` (after the start tile `D`), with `stack` and `map`.
    fn probe(deck: &[&str], stack: &[&str], map: Option<crate::board::Map>) -> Game {
        let options = Options::default();
        let setup = Setup {
            players: 2,
            options: options.into(),
            seed: 3,
            deck: Some(deck.iter().map(|t| t.to_string()).collect()),
            mode_setup: None,
        };
        let rules = Rules::Probe(Probe {
            classic: Classic::new(options),
            stack: stack.iter().map(|t| id(t)).collect(),
            map,
        });
        Game::with_rules(&setup, rules, &mut crate::NoEvents).expect("valid")
    }

    /// Deck `U V U V U`, a stack with an `E`, no map.
    pub(crate) fn game() -> Game {
        probe(&["U", "V", "U", "V", "U"], &["E"], None)
    }

    /// On a bounded board, only the map's squares take tiles; a road that runs into a square
    /// that never takes one ends there, and a monastery counts such squares as filled.
    #[test]
    fn a_bounded_board_closes_the_sides_facing_its_sea() {
        use crate::board::Map;
        use crate::events::Event;
        // A row of three squares, (-1,0) (0,0) (1,0), and (0,1) below the start tile.
        let map = Map {
            origin: Cell::new(-1, 0),
            width: 3,
            height: 2,
            takes: vec![true, true, true, false, true, false],
        };
        let mut g = probe(&["U", "U", "B"], &[], Some(map));
        let cells: std::collections::BTreeSet<(i32, i32)> = g
            .placements(g.hand().expect("a U"))
            .iter()
            .map(|p| (p.cell.x, p.cell.y))
            .collect();
        assert_eq!(
            cells,
            [(-1, 0), (0, 1), (1, 0)].into_iter().collect(),
            "only map squares"
        );
        let u = id("U");
        let off_map = Move::new(u, Cell::new(2, 0), 0, Action::None);
        assert_eq!(g.apply(&off_map), Err(RuleError::NoSquare(Cell::new(2, 0))));
        let follower = Action::Place(crate::FigureKind::Meeple, crate::Loc::edge(crate::Side::E));
        g.apply(&Move::new(u, Cell::new(1, 0), 0, follower))
            .expect("U east of the start");
        // The road's east end faces the sea; the west end is still open.
        let ev = g
            .apply(&Move::new(u, Cell::new(-1, 0), 0, Action::None))
            .expect("U west of the start");
        let road = ev
            .iter()
            .find_map(|e| match e {
                Event::Scored(s) if s.feature == crate::FeatureKind::Road => Some(s),
                _ => None,
            })
            .expect("the road ends at the sea on both sides");
        assert_eq!((road.points, road.players.clone()), (3, vec![0]));
        // The monastery below the start: its eight neighbours are three tiles and five sea
        // squares, so it is complete at once and scores 9 for its monk.
        let b = id("B");
        let monk = Action::Place(crate::FigureKind::Meeple, crate::Loc::C);
        let ev = g.apply(&Move::new(b, Cell::new(0, 1), 0, monk)).expect("B");
        assert!(
            ev.iter().any(|e| matches!(e, Event::Scored(s)
                if s.feature == crate::FeatureKind::Monastery && s.points == 9)),
            "{ev:?}"
        );
    }

    #[test]
    fn a_choice_comes_before_the_draw() {
        let mut g = game();
        assert!(g.choosing_source());
        assert_eq!(g.hand(), None, "nothing is drawn before the choice");
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.sources(), vec![TileSource::Deck, TileSource::Stack(0)]);
        let before = g.deck.len();
        g.take(TileSource::Stack(0)).expect("the stack is offered");
        assert_eq!(g.hand(), Some(id("E")));
        assert_eq!(g.hand_source(), TileSource::Stack(0));
        assert_eq!(g.deck.len(), before, "the deck was not touched");
        assert_eq!(g.take(TileSource::Deck), Err(RuleError::NoChoiceOfSource));
        // Every legal move names where its tile came from; another source is refused.
        let mv = g.legal_moves()[0];
        assert_eq!(mv.source, TileSource::Stack(0));
        let elsewhere = Move {
            source: TileSource::Deck,
            ..mv
        };
        assert_eq!(g.apply(&elsewhere), Err(RuleError::WrongSource));
        g.apply(&mv).expect("legal");
        // The bonus turn: the same player, with a tile drawn from the deck at once.
        assert_eq!(g.current_player(), 0);
        assert!(!g.choosing_source());
        assert_eq!(g.hand_source(), TileSource::Deck);
        assert_eq!(g.hand(), Some(id("U")));
        let mv = g.legal_moves()[0];
        g.apply(&mv).expect("legal");
        // Then the next player, who chooses again (the stack is empty now: the deck only).
        assert_eq!(g.current_player(), 1);
        assert!(!g.choosing_source(), "one source left: drawn at once");
        assert_eq!(g.hand(), Some(id("V")));
    }

    /// Every AI level plays a probe game to the end through the same `choose` and `apply` as
    /// everywhere, choosing sources and taking bonus turns.
    #[test]
    fn ai_players_choose_sources() {
        use crate::ai::{choose, decision_seed, Level};
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let mut g = game();
            let mut from_stack = 0;
            while let Some(mv) = choose(level, &g, decision_seed(3, g.current_player(), g.turn())) {
                from_stack += (mv.source != TileSource::Deck) as u32;
                g.apply(&mv).expect("the AI's move is legal");
            }
            assert!(g.is_finished(), "{level:?}");
            assert!(from_stack <= 1, "{level:?}: the stack holds one tile");
        }
    }

    #[test]
    fn a_record_move_takes_and_plays_in_one_step_or_not_at_all() {
        let mut g = game();
        let u = id("U");
        // The deck's top is a U; a move naming the deck and a U east of the start tile.
        let mv = Move {
            source: TileSource::Deck,
            ..Move::new(u, Cell::new(1, 0), 0, Action::None)
        };
        // Refused (wrong tile for the stack): nothing taken, still choosing.
        let wrong = Move {
            source: TileSource::Stack(0),
            ..mv
        };
        let deck = g.deck.clone();
        assert!(matches!(g.apply(&wrong), Err(RuleError::WrongTile { .. })));
        assert!(g.choosing_source());
        assert_eq!(g.deck, deck);
        assert_eq!(g.sources().len(), 2, "the stack still holds its tile");
        g.apply(&mv).expect("take from the deck and play");
        assert_eq!(g.current_player(), 1);
        assert!(g.choosing_source());
        // A source not offered is refused.
        assert_eq!(g.take(TileSource::Stack(3)), Err(RuleError::NoSuchSource));
    }
}
