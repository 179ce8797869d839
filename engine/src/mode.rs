//! The one list of game modes. Records, the CLI, the app and the UI all take the modes from
//! here: their record names, which ones this version can play, and their player counts.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The seats most modes take.
pub const ALL_SEATS: std::ops::RangeInclusive<usize> = 2..=6;

/// A game mode, named in records by its id (`"classic"`, `"hunters-gatherers"`, `"benelux"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Mode {
    #[serde(rename = "classic")]
    Classic,
    #[serde(rename = "hunters-gatherers")]
    HuntersGatherers,
    #[serde(rename = "benelux")]
    Benelux,
}

/// Why a mode name cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ModeError {
    #[error("unknown mode {name:?} (modes: {known})", known = Mode::ids().join(", "))]
    Unknown { name: String },
    #[error("{title} cannot be played in this version of Tessera yet (playable: {playable})",
        title = .0.title(), playable = Mode::playable_ids().join(", "))]
    NotAvailable(Mode),
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Classic, Mode::HuntersGatherers, Mode::Benelux];

    /// The name records and commands use.
    pub fn id(self) -> &'static str {
        match self {
            Mode::Classic => "classic",
            Mode::HuntersGatherers => "hunters-gatherers",
            Mode::Benelux => "benelux",
        }
    }

    /// The mode's name in English, for messages (the UI has its own catalogs).
    pub fn title(self) -> &'static str {
        match self {
            Mode::Classic => "Classic",
            Mode::HuntersGatherers => "Hunters & Gatherers",
            Mode::Benelux => "Benelux",
        }
    }

    /// Whether this version implements the mode's rules.
    pub fn available(self) -> bool {
        true
    }

    /// Seats a game of this mode takes: the boxes say 2–5, and the app allows a sixth where
    /// the game has pieces for one (Hunters & Gatherers' box has 5 colours).
    pub fn players(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Mode::HuntersGatherers => 2..=5,
            _ => ALL_SEATS,
        }
    }

    /// The kinds of feature that score in this mode, in the order an end-of-game breakdown
    /// lists them (empty for a mode this version cannot play).
    pub fn scored_kinds(self) -> &'static [crate::tiles::FeatureKind] {
        use crate::tiles::FeatureKind as K;
        match self {
            Mode::Classic => &[K::Road, K::City, K::Monastery, K::Garden, K::Field],
            Mode::Benelux => &[K::Road, K::City, K::Monastery, K::Garden, K::Field, K::Chip],
            Mode::HuntersGatherers => &[K::Forest, K::River, K::RiverSystem, K::Meadow],
        }
    }

    /// The mode whose catalog of tiles this mode plays with (Benelux uses Classic's tiles).
    pub fn tiles(self) -> Mode {
        match self {
            Mode::Benelux => Mode::Classic,
            m => m,
        }
    }

    pub fn ids() -> Vec<&'static str> {
        Mode::ALL.iter().map(|m| m.id()).collect()
    }

    pub fn playable_ids() -> Vec<&'static str> {
        Mode::ALL
            .iter()
            .filter(|m| m.available())
            .map(|m| m.id())
            .collect()
    }

    /// The mode named `s`, if this version can play it.
    pub fn playable(s: &str) -> Result<Mode, ModeError> {
        let m: Mode = s.parse()?;
        if m.available() {
            Ok(m)
        } else {
            Err(ModeError::NotAvailable(m))
        }
    }
}

impl FromStr for Mode {
    type Err = ModeError;
    fn from_str(s: &str) -> Result<Mode, ModeError> {
        Mode::ALL
            .into_iter()
            .find(|m| m.id() == s)
            .ok_or_else(|| ModeError::Unknown { name: s.into() })
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_match_serde() {
        for m in Mode::ALL {
            assert_eq!(m.id().parse::<Mode>(), Ok(m));
            assert_eq!(
                serde_json::to_string(&m).unwrap(),
                format!("\"{}\"", m.id())
            );
        }
    }

    #[test]
    fn unknown_modes_are_refused_in_words() {
        assert_eq!(Mode::playable("classic"), Ok(Mode::Classic));
        assert_eq!(
            Mode::playable("hunters-gatherers"),
            Ok(Mode::HuntersGatherers)
        );
        let e = ModeError::NotAvailable(Mode::HuntersGatherers).to_string();
        assert!(e.contains("Hunters & Gatherers cannot be played"), "{e}");
        let e = Mode::playable("chess").unwrap_err().to_string();
        assert!(e.contains("unknown mode \"chess\""), "{e}");
    }
}
