//! Classic's options, as named in the game record (`shared/rules/classic.md`, "Scoring
//! variants", "The River", "The Abbot").

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum FarmScoring {
    /// Each city pays every field that borders it (current rules).
    #[default]
    Third,
    /// As `third`, but a player is paid for a given city only once.
    Second,
    /// City by city: most farmers around a city score 4.
    First,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Unplaceable {
    /// A tile that fits nowhere leaves the game.
    #[default]
    Discard,
    /// It goes back into the remaining deck, which is shuffled.
    Reshuffle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Art {
    #[serde(rename = "classic")]
    Classic,
    /// The 2014 art, with gardens.
    #[serde(rename = "2014")]
    Modern,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum RiverStartTile {
    /// The land start tile is shuffled into the land deck.
    #[default]
    Shuffle,
    /// The land start tile is left out.
    Discard,
}

/// Options of a Classic game; absent fields take the spec's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
pub struct ClassicOptions {
    pub river: bool,
    pub abbot: bool,
    pub farm_scoring: FarmScoring,
    pub small_city: bool,
    pub unplaceable: Unplaceable,
    /// `None` means the default: the 2014 art when the Abbot is on, else the classic art.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub art: Option<Art>,
    pub river_start_tile: RiverStartTile,
    /// Records of format 1 were played when a river tile that fit nowhere under `reshuffle`
    /// was shuffled into the whole deck, land tiles included; they replay that way forever.
    /// Set by the record loader, never written.
    #[serde(skip)]
    pub legacy_river_reshuffle: bool,
}

impl ClassicOptions {
    pub fn art(&self) -> Art {
        self.art.unwrap_or(if self.abbot {
            Art::Modern
        } else {
            Art::Classic
        })
    }
}
