//! Playing a move: the turn's steps in order (lay the tile, the figure step, score what the
//! tile completed, pass the turn and start the next one: see [`crate::turn`]).

use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::features::Figure;
use crate::game::{Action, Game, Move};
use crate::tiles::catalog;
use crate::turn::NextTurn;

impl Game {
    /// Play a move after checking it; a refused move changes nothing. While the player chooses
    /// where the tile comes from, the move's source is taken first (a record move names it); a
    /// refused move leaves even that undone.
    ///
    /// # Errors
    /// The rule the move breaks, in a player's words.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        if self.choosing {
            let mut next = self.clone();
            next.take_with(mv.source, &mut events)?;
            next.check_move(mv)?;
            next.apply_unchecked(mv, &mut events);
            *self = next;
            return Ok(events);
        }
        self.check_move(mv)?;
        self.apply_unchecked(mv, &mut events);
        Ok(events)
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
        self.play_turn(mv, &mut crate::events::NoEvents);
        self.hand = None;
        self.choosing = false;
        if self.deck.is_empty() {
            self.finish(&mut crate::events::NoEvents);
        }
    }

    /// For search: take one face-down tile of kind `tile` into hand (which must be empty).
    /// Returns false when no such tile is left. A tile hidden elsewhere (under an island's
    /// top) counts: the player cannot tell it from the deck's, so it is swapped into the deck.
    pub fn give_tile(&mut self, tile: crate::tiles::TileId) -> bool {
        if self.hand.is_none()
            && !self.finished
            && !self.deck.contains(&tile)
            && !self.swap_hidden(tile)
        {
            return false;
        }
        match self.deck.iter().rposition(|&t| t == tile) {
            Some(i) if self.hand.is_none() && !self.finished => {
                self.deck.remove(i);
                self.hand = Some(tile);
                self.hand_source = crate::game::TileSource::Deck;
                self.choosing = false;
                true
            }
            _ => false,
        }
    }

    /// Reorder the face-down tiles at random. A player cannot tell the difference: tests use
    /// it to show that the AI's choices do not depend on the hidden order.
    pub fn shuffle_hidden(&mut self, seed: u64) {
        self.shuffle_all_hidden(&mut crate::rng::GameRng::new(seed));
    }

    /// The figure step, scoring and passing the turn (everything but the next draw); returns
    /// who plays next.
    pub(crate) fn play_turn(&mut self, mv: &Move, sink: &mut impl EventSink) -> NextTurn {
        let player = self.current;
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
                let p = self.board.tiles()[idx as usize];
                let o = &catalog().get(mv.tile).orient[mv.rot as usize];
                let seg = p.first_seg + o.loc_feature[at.0 as usize] as u16;
                let fig = Figure {
                    player: player as u8,
                    kind,
                };
                self.feats.set_figure(seg, fig);
                self.players[player].supply[kind as usize] -= 1;
                self.figure_placed(fig, seg);
                if sink.enabled() {
                    sink.push(Event::FigurePlaced {
                        player,
                        figure: kind,
                        at: at.name().to_string(),
                        feature: self.feats.seg(seg).kind,
                    });
                }
            }
            other => self.special_action(other, sink),
        }
        self.score_completed(idx, sink);
        self.turn += 1;
        let next = self.next_turn();
        self.current = next.player;
        next
    }
}
