//! Benelux's options, as named in the game record (`shared/rules/benelux.md`): the two start
//! squares, the followers each player has, and Classic's options that apply on the map (the
//! Abbot, the scoring variants, tiles that fit nowhere, the art). The River is not used.

use serde::{Deserialize, Serialize};

use super::map::Start;
use crate::modes::classic::options::{Art, ClassicOptions, FarmScoring, Unplaceable};

/// The follower counts a game may give each player: the usual 7, or 9 (the spec's example).
pub const FOLLOWER_CHOICES: [u8; 2] = [7, 9];

/// Options of a Benelux game; absent fields take the spec's defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BeneluxOptions {
    /// The start squares in use: the start tile `D` goes on the first, a random tile on the
    /// second.
    pub starts: [Start; 2],
    pub followers: u8,
    pub abbot: bool,
    pub farm_scoring: FarmScoring,
    pub small_city: bool,
    pub unplaceable: Unplaceable,
    /// `None`: the 2014 art with the Abbot, else the classic art.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub art: Option<Art>,
}

impl Default for BeneluxOptions {
    fn default() -> BeneluxOptions {
        BeneluxOptions {
            starts: [Start::Meppel, Start::Charleroi],
            followers: FOLLOWER_CHOICES[0],
            abbot: false,
            farm_scoring: FarmScoring::default(),
            small_city: false,
            unplaceable: Unplaceable::default(),
            art: None,
        }
    }
}

impl BeneluxOptions {
    /// Read from a record's or the app's `options` object, checked.
    pub fn from_json(v: serde_json::Value) -> Result<BeneluxOptions, String> {
        let o: BeneluxOptions = serde_json::from_value(v).map_err(|e| format!("options: {e}"))?;
        o.check()?;
        Ok(o)
    }

    pub fn check(&self) -> Result<(), String> {
        if self.starts[0] == self.starts[1] {
            return Err("options: starts must name two different start squares".into());
        }
        if !FOLLOWER_CHOICES.contains(&self.followers) {
            return Err(format!(
                "options: followers must be 7 or 9, not {}",
                self.followers
            ));
        }
        Ok(())
    }

    /// The Classic options the map is played with: no River.
    pub fn classic(&self) -> ClassicOptions {
        ClassicOptions {
            river: false,
            abbot: self.abbot,
            farm_scoring: self.farm_scoring,
            small_city: self.small_city,
            unplaceable: self.unplaceable,
            art: self.art,
            ..ClassicOptions::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_refusals() {
        let o = BeneluxOptions::from_json(serde_json::json!({})).unwrap();
        assert_eq!(o, BeneluxOptions::default());
        assert_eq!(
            serde_json::to_value(o).unwrap(),
            serde_json::json!({"starts": ["meppel", "charleroi"], "followers": 7, "abbot": false,
                "farm_scoring": "third", "small_city": false, "unplaceable": "discard"})
        );
        let e = BeneluxOptions::from_json(serde_json::json!({"starts": ["meppel", "meppel"]}));
        assert!(e.unwrap_err().contains("two different"));
        let e = BeneluxOptions::from_json(serde_json::json!({"followers": 8}));
        assert!(e.unwrap_err().contains("7 or 9"));
        let e = BeneluxOptions::from_json(serde_json::json!({"river": true}));
        assert!(e.unwrap_err().contains("river"));
        let o = BeneluxOptions::from_json(
            serde_json::json!({"starts": ["eindhoven", "meppel"], "followers": 9, "abbot": true}),
        )
        .unwrap();
        assert_eq!(o.starts, [Start::Eindhoven, Start::Meppel]);
        assert!(o.classic().abbot && !o.classic().river);
    }
}
