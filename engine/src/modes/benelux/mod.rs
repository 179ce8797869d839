//! Benelux (`shared/rules/benelux.md`): Classic tiles on a bounded map of the Low Countries,
//! with map chips and island stacks. Not playable yet ([`crate::Mode::available`] says so):
//! what is here is the board as data and the chips' layout, each checked against the spec;
//! the mode's rules, its AI and its screen come with the Benelux issue.

pub mod chips;
pub mod map;
