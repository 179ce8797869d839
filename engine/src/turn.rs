//! The start of a turn: where the player's tile comes from. A mode may offer a choice before
//! anything is drawn (Benelux: an island tile instead of the deck), and may give the same
//! player another turn with a tile from a given place (Hunters & Gatherers' bonus tiles).
//! With one source only, as in Classic, the tile is drawn at once after the previous turn.
//!
//! While the player chooses, no tile is in hand and [`Game::legal_moves`] is empty: a front
//! end calls [`Game::take`] with one of [`Game::sources`] and then plays the tile. A record
//! move names its source, so [`Game::apply`] takes and plays in one step.

use crate::error::RuleError;
use crate::events::{EventSink, NoEvents};
use crate::game::{Game, TileSource};

/// Who plays after a turn, and from where their tile comes when the mode says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextTurn {
    pub player: usize,
    /// `Some` for a turn whose tile is given (a bonus turn); `None`: the usual start.
    pub source: Option<TileSource>,
}

impl Game {
    /// Whether the player to act must first choose where the tile comes from.
    pub fn choosing_source(&self) -> bool {
        self.choosing
    }

    /// Where the tile in hand came from.
    pub fn hand_source(&self) -> TileSource {
        self.hand_source
    }

    /// Start the turn of the player to act: take the given tile, let them choose, or draw.
    pub(crate) fn start_turn(&mut self, forced: Option<TileSource>, sink: &mut impl EventSink) {
        self.hand = None;
        self.choosing = false;
        match forced {
            Some(source) => self.take_from(source, sink),
            None if self.offers_choice() => self.choosing = true,
            None => self.take_from(TileSource::Deck, sink),
        }
    }

    /// Choose where the tile comes from and take it into hand.
    ///
    /// # Errors
    /// When no choice is open now, or `source` is not one of [`Game::sources`]; nothing changes.
    pub fn take(&mut self, source: TileSource) -> Result<(), RuleError> {
        self.take_with(source, &mut NoEvents)
    }

    pub fn take_with(
        &mut self,
        source: TileSource,
        sink: &mut impl EventSink,
    ) -> Result<(), RuleError> {
        if self.finished {
            return Err(RuleError::GameOver);
        }
        if !self.choosing {
            return Err(RuleError::NoChoiceOfSource);
        }
        if !self.offers(source) {
            return Err(self.refuse_source(source));
        }
        self.choosing = false;
        self.take_from(source, sink);
        Ok(())
    }

    fn take_from(&mut self, source: TileSource, sink: &mut impl EventSink) {
        self.hand_source = source;
        match source {
            TileSource::Deck => self.draw(sink),
            TileSource::Stack(i) => {
                self.hand = self.take_from_stack(i);
                if let (Some(t), true) = (self.hand, sink.enabled()) {
                    sink.push(crate::events::Event::TileTaken {
                        player: self.current,
                        tile: crate::tiles::catalog().get(t).name.clone(),
                        source,
                    });
                }
                if self.hand.is_none() {
                    // The mode offered an empty stack: draw instead, so play goes on.
                    self.hand_source = TileSource::Deck;
                    self.draw(sink);
                }
            }
            TileSource::Bonus => self.take_bonus(sink),
        }
    }
}
