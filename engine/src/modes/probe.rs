//! A mode for the engine's own tests of the turn's seam: Classic, plus one face-up stack of
//! tiles a player may take instead of drawing, and a bonus turn (drawn from the deck) for a
//! player who took from the stack. No real mode offers a choice of source yet; this one shows
//! that the core handles it: the choice before the draw, the extra turn, refused moves.

use crate::game::{Game, TileSource};
use crate::tiles::{catalog, TileId};
use crate::turn::NextTurn;

use super::classic::Classic;

#[derive(Clone, Debug)]
pub(crate) struct Probe {
    pub classic: Classic,
    /// The stack's tiles, the top last.
    pub stack: Vec<TileId>,
}

impl Probe {
    /// The deck while it has tiles, and the stack while its top fits somewhere.
    pub fn sources(&self, game: &Game) -> Vec<TileSource> {
        let mut v = Vec::new();
        if !game.deck.is_empty() {
            v.push(TileSource::Deck);
        }
        if self.stack.last().is_some_and(|&t| game.fits_anywhere(t)) {
            v.push(TileSource::Stack(0));
        }
        v
    }

    pub fn take(&mut self, i: u8) -> Option<TileId> {
        (i == 0).then(|| self.stack.pop()).flatten()
    }

    /// A tile from the stack earns the same player a turn with a tile from the deck.
    pub fn next_turn(&self, current: usize, next_seat: usize, played: TileSource) -> NextTurn {
        match played {
            TileSource::Stack(_) => NextTurn {
                player: current,
                source: Some(TileSource::Deck),
            },
            TileSource::Deck => NextTurn {
                player: next_seat,
                source: None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Move, Setup};
    use crate::modes::Rules;
    use crate::{Cell, Options, RuleError};

    fn id(name: &str) -> TileId {
        catalog().find(name).expect("tile")
    }

    /// A probe game: deck `U V U V …`, stack with an `E` on top.
    fn game() -> Game {
        let setup = Setup {
            players: 2,
            options: Options::default().into(),
            seed: 3,
            deck: Some(["U", "V", "U", "V", "U"].map(String::from).to_vec()),
        };
        let mut g = Game::new(&setup).expect("valid");
        let Rules::Classic(classic) = g.rules.clone() else {
            unreachable!("a Classic setup")
        };
        g.rules = Rules::Probe(Probe {
            classic,
            stack: vec![id("E")],
        });
        // Start the first turn again under the probe's rules.
        g.deck.push(g.hand.take().expect("drawn"));
        g.start_turn(None, &mut crate::NoEvents);
        g
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
