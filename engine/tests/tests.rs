//! The engine's test suite, one integration-test binary:
//!
//! - `catalog`: every tile against the spec table in `shared/rules/classic.md`, and the totals;
//! - `scenarios`: one short record per rule, with the expected scores worked out by hand;
//! - `properties`: invariants over at least 1,000 random games;
//! - `fuzz`: malformed and random records give errors, never panics;
//! - `hints`: record format 3's `hinted` mark;
//! - `golden`: pinned decks, games and real saves that every later version must reproduce;
//! - `benelux`: the Benelux map mode rule by rule, its records, and invariants over random
//!   Benelux games;
//! - `hunters`: Hunters & Gatherers rule by rule, the rulebook's worked examples, and
//!   invariants over random games.

mod benelux;
mod catalog;
mod fuzz;
mod golden;
mod hints;
mod hunters;
mod properties;
mod scenarios;

use tessera_engine::record::{Record, RecordError};
use tessera_engine::{Event, Game};

pub use tessera_engine::record::fixture as record;

/// Parse and replay a record that must be valid.
pub fn replay(json: &str) -> (Game, Vec<Event>) {
    let r = Record::from_json(json).unwrap_or_else(|e| panic!("record does not parse: {e}"));
    r.replay()
        .unwrap_or_else(|e| panic!("record does not replay: {e}"))
}

/// Parse and replay a record that must be refused; returns the error.
pub fn replay_err(json: &str) -> RecordError {
    match Record::from_json(json).and_then(|r| r.replay()) {
        Ok((g, _)) => panic!("record was accepted (scores {:?})", g.scores()),
        Err(e) => e,
    }
}

/// The scoring events, in order.
pub fn scored(events: &[Event]) -> Vec<&tessera_engine::Score> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored(s) => Some(s),
            _ => None,
        })
        .collect()
}
