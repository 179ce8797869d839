//! A game's record as its players may see it while it is played: what the host of an online
//! game sends each client, so that the client can replay the game and judge its moves with
//! the same engine, without learning anything a player at the table could not know.
//!
//! The record keeps the moves, the players and the options; the seed (from which every
//! hidden order follows) becomes 0; the deck keeps the tiles drawn so far, the tile in hand
//! included, and lists the rest sorted (the River's first), so it tells only how many of each
//! kind are left, which every player may count. What a mode hides beside the deck (Benelux's
//! island tiles under their tops and the values of the chips still on the board, Hunters &
//! Gatherers' bonus stack) is written the same way by the mode (`ModeRules::public_setup`).
//! Two games that differ only in what is face down give the same public record.
//!
//! Under `unplaceable: reshuffle` a tile that fits nowhere goes back at a place the seed
//! chooses, so a public record replays only up to such a reshuffle: online games refuse that
//! option.

use crate::game::{dealt_deck, Game};
use crate::record::Record;
use crate::rules::ModeRules;
use crate::tiles::{catalog, TileId};

impl Game {
    /// `record` (this game's record, as played so far) as a player may see it now.
    pub fn public_record(&self, record: &Record) -> Record {
        let cat = catalog();
        let mut pool: Vec<TileId> = self.core.deck.clone();
        self.rules.for_each_hidden(|t| pool.push(t));
        // River tiles are drawn before the land tiles: keep them first.
        pool.sort_by_key(|&t| (!cat.get(t).river, t));
        let mode_setup = self.rules.public_setup(&mut pool);
        let dealt = record
            .deck
            .clone()
            .unwrap_or_else(|| dealt_deck(&record.options, record.seed));
        let drawn = dealt.len().saturating_sub(self.core.deck.len());
        let deck = dealt[..drawn]
            .iter()
            .cloned()
            .chain(pool.iter().map(|&t| cat.get(t).name.clone()))
            .collect();
        Record {
            seed: 0,
            deck: Some(deck),
            setup: mode_setup,
            ..record.clone()
        }
    }
}

#[cfg(test)]
mod tests;
