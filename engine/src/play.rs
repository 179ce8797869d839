//! Playing a move: the turn's steps in order (lay the tile, the figure step, score what the
//! tile completed, pass the turn and draw for the next player).

use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::features::Figure;
use crate::game::{Action, Game, Move};
use crate::tiles::catalog;

impl Game {
    /// Play a move after checking it; a refused move changes nothing.
    ///
    /// # Errors
    /// The rule the move breaks, in a player's words.
    pub fn apply(&mut self, mv: &Move) -> Result<Vec<Event>, RuleError> {
        self.check_move(mv)?;
        let mut events = Vec::new();
        self.apply_unchecked(mv, &mut events);
        Ok(events)
    }

    /// Play a move known to be legal (one from [`Game::legal_moves`]).
    pub fn apply_unchecked(&mut self, mv: &Move, sink: &mut impl EventSink) {
        self.play_turn(mv, sink);
        self.draw(sink);
    }

    /// For search: play a legal move but draw no tile. Afterwards the hand is empty (give the
    /// next player a tile with [`Game::give_tile`]), or the game is over when the deck is.
    /// Search must never peek at the hidden deck order, and this keeps it from doing so.
    pub fn play_without_draw(&mut self, mv: &Move) {
        self.play_turn(mv, &mut crate::events::NoEvents);
        self.hand = None;
        if self.deck.is_empty() {
            self.finish(&mut crate::events::NoEvents);
        }
    }

    /// For search: take one face-down tile of kind `tile` into hand (which must be empty).
    /// Returns false when no such tile is left.
    pub fn give_tile(&mut self, tile: crate::tiles::TileId) -> bool {
        match self.deck.iter().rposition(|&t| t == tile) {
            Some(i) if self.hand.is_none() && !self.finished => {
                self.deck.remove(i);
                self.hand = Some(tile);
                true
            }
            _ => false,
        }
    }

    /// Reorder the face-down tiles at random. A player cannot tell the difference: tests use
    /// it to show that the AI's choices do not depend on the hidden order.
    pub fn shuffle_hidden(&mut self, seed: u64) {
        crate::rng::GameRng::new(seed).shuffle(&mut self.deck);
    }

    /// The figure step, scoring and passing the turn (everything but the next draw).
    fn play_turn(&mut self, mv: &Move, sink: &mut impl EventSink) {
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
        self.current = self.next_player();
    }
}
