//! A game's options: each mode has its own, read from the record only once its `mode` is
//! known. Classic's are re-exported here under their short names.

use serde::Serialize;

use crate::mode::{Mode, ModeError};
pub use crate::modes::classic::options::{
    Art, ClassicOptions, ClassicOptions as Options, FarmScoring, RiverStartTile, Unplaceable,
};

/// The options of a game of some mode; serialized as the mode's own options object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum GameOptions {
    Classic(ClassicOptions),
    Benelux(crate::modes::benelux::BeneluxOptions),
    Hunters(crate::modes::hunters::HuntersOptions),
}

impl GameOptions {
    pub fn mode(&self) -> Mode {
        match self {
            GameOptions::Classic(_) => Mode::Classic,
            GameOptions::Benelux(_) => Mode::Benelux,
            GameOptions::Hunters(_) => Mode::HuntersGatherers,
        }
    }

    /// The options a mode takes when a record names none.
    pub fn default_for(mode: Mode) -> Result<GameOptions, ModeError> {
        match mode {
            Mode::Classic => Ok(GameOptions::Classic(ClassicOptions::default())),
            Mode::Benelux => Ok(GameOptions::Benelux(Default::default())),
            Mode::HuntersGatherers => Ok(GameOptions::Hunters(Default::default())),
        }
    }

    /// Read `mode`'s options from a record's `options` object (`None`: all defaults).
    pub fn from_json(mode: Mode, v: Option<serde_json::Value>) -> Result<GameOptions, String> {
        let Some(v) = v else {
            return GameOptions::default_for(mode).map_err(|e| e.to_string());
        };
        match mode {
            Mode::Classic => serde_json::from_value(v)
                .map(GameOptions::Classic)
                .map_err(|e| format!("options: {e}")),
            Mode::Benelux => {
                crate::modes::benelux::BeneluxOptions::from_json(v).map(GameOptions::Benelux)
            }
            Mode::HuntersGatherers => {
                crate::modes::hunters::HuntersOptions::from_json(v).map(GameOptions::Hunters)
            }
        }
    }

    /// The upgrader of older record formats: a game keeps the rules it was saved under.
    /// Format 1 shuffled a river tile that fit nowhere under `reshuffle` into the whole deck.
    pub(crate) fn upgrade_from(&mut self, format: u32) {
        match self {
            GameOptions::Classic(o) => o.legacy_river_reshuffle = format < 2,
            // Benelux arrived with format 2.
            GameOptions::Benelux(_) | GameOptions::Hunters(_) => {}
        }
    }

    /// Classic's options, which modes built on Classic share (as a mode on the map plays
    /// them: Benelux without the River).
    pub fn classic(&self) -> ClassicOptions {
        match self {
            GameOptions::Classic(o) => *o,
            GameOptions::Benelux(o) => o.classic(),
            // Hunters & Gatherers plays no Classic feature: Classic's defaults, unused.
            GameOptions::Hunters(_) => ClassicOptions::default(),
        }
    }
}

impl From<ClassicOptions> for GameOptions {
    fn from(o: ClassicOptions) -> GameOptions {
        GameOptions::Classic(o)
    }
}

impl Default for GameOptions {
    fn default() -> GameOptions {
        GameOptions::Classic(ClassicOptions::default())
    }
}
