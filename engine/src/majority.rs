//! What every mode's scoring shares: who holds a feature (the most followers; all tied players
//! count), the cells it covers, and figures going back to their owners' supplies.

use crate::events::{Event, EventSink};
use crate::features::{Figure, FigureKind};
use crate::game::Game;
use crate::geometry::Cell;

impl Game {
    /// The cells a feature covers, each once, in board order.
    pub fn feature_cells(&self, seg: u16) -> Vec<Cell> {
        let tiles = self.board.tiles();
        let mut cells: Vec<Cell> = self
            .feats
            .members(seg)
            .map(|s| tiles[self.feats.seg(s).tile as usize].cell)
            .collect();
        cells.sort_unstable_by_key(|c| (c.y, c.x));
        cells.dedup();
        cells
    }

    /// Followers each player has on the feature of `seg`, and the largest count.
    pub(crate) fn majority(&self, seg: u16) -> ([u8; 6], u8) {
        let mut count = [0u8; 6];
        for s in self.feats.members(seg) {
            if let Some(Figure {
                player,
                kind: FigureKind::Meeple,
            }) = self.feats.seg(s).figure
            {
                count[player as usize] += 1;
            }
        }
        let max = *count.iter().max().unwrap_or(&0);
        (count, max)
    }

    pub(crate) fn award(&mut self, winners: &[usize], points: u32) {
        for &p in winners {
            self.players[p].score += points;
        }
    }

    /// Return every figure on the feature of `seg` to its owner's supply.
    pub(crate) fn return_figures(&mut self, seg: u16, sink: &mut impl EventSink) {
        // Walk the member ring by hand: taking a figure does not change the ring.
        let mut s = seg;
        loop {
            let next = self.feats.next_member(s);
            if let Some(fig) = self.feats.take_figure(s) {
                self.return_to_supply(fig);
                if sink.enabled() {
                    let c = self.board.tiles()[self.feats.seg(s).tile as usize].cell;
                    sink.push(Event::FigureReturned {
                        player: fig.player as usize,
                        figure: fig.kind,
                        x: c.x,
                        y: c.y,
                    });
                }
            }
            s = next;
            if s == seg {
                return;
            }
        }
    }

    pub(crate) fn return_to_supply(&mut self, fig: Figure) {
        self.players[fig.player as usize].supply[fig.kind as usize] += 1;
        self.figure_returned(fig);
    }
}
