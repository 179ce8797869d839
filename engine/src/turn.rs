//! The start of a turn: where the player's tile comes from. A mode may offer a choice before
//! anything is drawn (Benelux: an island tile instead of the deck), and may give the same
//! player another turn with a tile from a given place (Hunters & Gatherers' bonus tiles).
//! With one source only, as in Classic, the tile is drawn at once after the previous turn.
//!
//! While the player chooses, no tile is in hand and [`Game::legal_moves`] is empty: a front
//! end calls [`Game::take`] with one of [`Game::sources`] and then plays the tile. A record
//! move names its source, so [`Game::apply`] takes and plays in one step. Until the tile is
//! played, [`Game::put_back`] undoes the take: the game keeps what the take changed (the
//! deck, the random stream, the mode's stacks) as it was before.

pub use crate::rules::NextTurn;

use crate::error::RuleError;
use crate::events::{Event, EventSink, NoEvents};
use crate::game::{Game, TileSource};
use crate::modes::Rules;
use crate::rng::GameRng;
use crate::rules::ModeRules;
use crate::tiles::{catalog, TileId};

/// What taking a tile may change, as it was before the take.
#[derive(Clone, Debug)]
pub(crate) struct Taken {
    deck: Vec<TileId>,
    rng: GameRng,
    hand_source: TileSource,
    rules: Rules,
}

impl Game {
    /// Start the turn of the player to act: take the given tile, let them choose, or draw.
    pub(crate) fn start_turn(&mut self, forced: Option<TileSource>, sink: &mut impl EventSink) {
        self.taken = None;
        self.core.hand = None;
        self.core.choosing = false;
        match forced {
            Some(source) => self.take_from(source, sink),
            None if self.rules.offers_choice(&self.core) => self.core.choosing = true,
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
        self.take_choice(source, sink, true)
    }

    /// Take from a chosen source; `keep` what the take changes, as it was before, so that
    /// [`Game::put_back`] can undo it (a front end's player may put a tile back; a search's
    /// copy or a random game never does, and skips the copy).
    pub(crate) fn take_choice(
        &mut self,
        source: TileSource,
        sink: &mut impl EventSink,
        keep: bool,
    ) -> Result<(), RuleError> {
        if self.core.finished {
            return Err(RuleError::GameOver);
        }
        if !self.core.choosing {
            return Err(RuleError::NoChoiceOfSource);
        }
        if !self.rules.offers(&self.core, source) {
            return Err(self.rules.refuse_source(&self.core, source));
        }
        let before = keep.then(|| Taken {
            deck: self.core.deck.clone(),
            rng: self.core.rng.clone(),
            hand_source: self.core.hand_source,
            rules: self.rules.clone(),
        });
        self.core.choosing = false;
        self.take_from(source, sink);
        if !self.core.finished {
            self.taken = before.map(Box::new);
        }
        Ok(())
    }

    /// Whether the tile in hand was taken from a chosen source and may still be put back.
    pub fn may_put_back(&self) -> bool {
        self.taken.is_some()
    }

    /// Put the tile taken from a chosen source back where it came from: the game is as it was
    /// before [`Game::take`], and the player chooses again. Returns false (changing nothing)
    /// when no tile taken this turn is in hand.
    pub fn put_back(&mut self) -> bool {
        let Some(before) = self.taken.take() else {
            return false;
        };
        let Taken {
            deck,
            rng,
            hand_source,
            rules,
        } = *before;
        self.core.deck = deck;
        self.core.rng = rng;
        self.core.hand_source = hand_source;
        self.rules = rules;
        self.core.hand = None;
        self.core.choosing = true;
        true
    }

    pub(crate) fn take_from(&mut self, source: TileSource, sink: &mut impl EventSink) {
        self.core.hand_source = source;
        match source {
            TileSource::Deck => self.draw(sink),
            TileSource::Stack(i) => {
                self.core.hand = self.rules.take_from_stack(&self.core, i);
                if let (Some(t), true) = (self.core.hand, sink.enabled()) {
                    sink.push(Event::TileTaken {
                        player: self.core.current,
                        tile: catalog().get(t).name.clone(),
                        source,
                    });
                }
                if self.core.hand.is_none() {
                    // The mode offered an empty stack: draw instead, so play goes on.
                    self.core.hand_source = TileSource::Deck;
                    self.draw(sink);
                }
            }
            TileSource::Bonus => self.take_bonus(sink),
        }
    }

    /// Start a bonus turn: the next bonus tile that fits somewhere goes into hand (those that
    /// fit nowhere go back in the box); when none is left, nothing happens and the next
    /// player plays as usual.
    pub(crate) fn take_bonus(&mut self, sink: &mut impl EventSink) {
        while let Some(t) = self.rules.next_bonus() {
            let name = || catalog().get(t).name.clone();
            if self.rules.fits_anywhere(&self.core, t) {
                self.core.hand = Some(t);
                if sink.enabled() {
                    sink.push(Event::TileTaken {
                        player: self.core.current,
                        tile: name(),
                        source: TileSource::Bonus,
                    });
                }
                return;
            }
            if sink.enabled() {
                sink.push(Event::TileDiscarded { tile: name() });
            }
        }
        self.rules.bonus_lapsed();
        self.core.hand_source = TileSource::Deck;
        self.core.current = self.core.next_seat();
        self.start_turn(None, sink);
    }
}
