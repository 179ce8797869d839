//! Playing a move: the turn's steps in order (lay the tile, the figure step, score what the
//! tile completed, pass the turn and start the next one: see [`crate::turn`]).

use crate::error::RuleError;
use crate::events::{Event, EventSink, NoEvents};
use crate::features::Figure;
use crate::game::{Action, Game, Move};
use crate::rules::{ModeRules, NextTurn};
use crate::tiles::catalog;

impl Game {
    /// Play a move after checking it; a refused move changes nothing. While the player chooses
    /// where the tile comes from, the move's source is taken first (a record move names it); a
    /// refused move leaves even that undone.
    ///
    /// # Errors
    /// The rule the move breaks, in a player's words.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_with(mv, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`], telling `sink` what happens: the one way every front end, the replay
    /// and the CLI play a move. A move checked here is not checked again.
    ///
    /// # Errors
    /// The rule the move breaks; nothing changes and `sink` hears nothing.
    pub fn apply_with(&mut self, mv: &Move, sink: &mut impl EventSink) -> Result<(), RuleError> {
        if self.core.choosing {
            let mut taken = Vec::new();
            if sink.enabled() {
                self.take_with(mv.source, &mut taken)?;
            } else {
                self.take_with(mv.source, &mut NoEvents)?;
            }
            if let Err(e) = self.check_move(mv) {
                self.put_back();
                return Err(e);
            }
            for e in taken {
                sink.push(e);
            }
        } else {
            self.check_move(mv)?;
        }
        self.apply_unchecked(mv, sink);
        Ok(())
    }

    /// Play a move known to be legal (one from [`Game::legal_moves`], with the tile in hand).
    pub fn apply_unchecked(&mut self, mv: &Move, sink: &mut impl EventSink) {
        let next = self.play_turn(mv, sink);
        self.start_turn(next.source, sink);
    }

    /// For search: play a legal move but draw no tile. Afterwards the hand is empty (give the
    /// next player a tile with [`Game::give_tile`]), or the game is over when the deck is.
    /// Search must never peek at the hidden deck order, and this keeps it from doing so.
    pub fn play_without_draw(&mut self, mv: &Move) {
        self.play_turn(mv, &mut NoEvents);
        self.taken = None;
        self.core.hand = None;
        self.core.choosing = false;
        if self.core.deck.is_empty() {
            self.finish(&mut crate::events::NoEvents);
        }
    }

    /// For search: take one face-down tile of kind `tile` into hand (which must be empty).
    /// Returns false when no such tile is left. A tile hidden elsewhere (under an island's
    /// top) counts: the player cannot tell it from the deck's, so it is swapped into the deck.
    pub fn give_tile(&mut self, tile: crate::tiles::TileId) -> bool {
        if self.core.hand.is_none()
            && !self.core.finished
            && !self.core.deck.contains(&tile)
            && !self.swap_hidden(tile)
        {
            return false;
        }
        match self.core.deck.iter().rposition(|&t| t == tile) {
            Some(i) if self.core.hand.is_none() && !self.core.finished => {
                self.core.deck.remove(i);
                self.core.hand = Some(tile);
                self.core.hand_source = crate::game::TileSource::Deck;
                self.core.choosing = false;
                true
            }
            _ => false,
        }
    }

    /// Reorder the face-down tiles at random. A player cannot tell the difference: tests use
    /// it to show that the AI's choices do not depend on the hidden order.
    pub fn shuffle_hidden(&mut self, seed: u64) {
        let mut rng = crate::rng::GameRng::new(seed);
        self.rules.shuffle_hidden(&mut self.core.deck, &mut rng);
    }

    /// For search: swap hidden tile `t` (not in the deck) for the deck's next tile.
    fn swap_hidden(&mut self, t: crate::tiles::TileId) -> bool {
        let Some(&with) = self.core.deck.last() else {
            return false;
        };
        let swapped = self.rules.swap_hidden(t, with);
        if swapped {
            let last = self.core.deck.len() - 1;
            self.core.deck[last] = t;
        }
        swapped
    }

    /// The figure step, scoring and passing the turn (everything but the next draw); returns
    /// who plays next.
    pub(crate) fn play_turn(&mut self, mv: &Move, sink: &mut impl EventSink) -> NextTurn {
        let player = self.core.current;
        let idx = self.lay_tile(mv.tile, mv.cell, mv.rot);
        if sink.enabled() {
            sink.push(Event::TilePlaced {
                player,
                tile: catalog().get(mv.tile).name.clone(),
                x: mv.cell.x,
                y: mv.cell.y,
                rot: mv.rot as u16 * 90,
            });
        }
        match mv.action {
            Action::None => {}
            Action::Place(kind, at) => {
                let core = &mut self.core;
                let p = core.board.tiles()[idx as usize];
                let o = &catalog().get(mv.tile).orient[mv.rot as usize];
                let seg = p.first_seg + o.loc_feature[at.0 as usize] as u16;
                let fig = Figure {
                    player: player as u8,
                    kind,
                };
                core.feats.set_figure(seg, fig);
                core.players[player].supply[kind as usize] -= 1;
                self.rules.figure_placed(core, fig, seg);
                if sink.enabled() {
                    sink.push(Event::FigurePlaced {
                        player,
                        figure: kind,
                        at: at.name().to_string(),
                        feature: self.core.feats.seg(seg).kind,
                    });
                }
            }
            Action::Mode(code) => self.rules.mode_action(&mut self.core, code, sink),
        }
        self.rules.score_completed(&mut self.core, idx, sink);
        self.core.turn += 1;
        let next = self.rules.next_turn(&self.core);
        self.core.current = next.player;
        next
    }
}
