//! Hunters & Gatherers' options. The rulebook has no variants, so a record's `options` object
//! is empty; it is still read strictly (an unknown option is an error, as everywhere).

use serde::{Deserialize, Serialize};

/// Options of a Hunters & Gatherers game: none yet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HuntersOptions {}

impl HuntersOptions {
    /// Read from a record's or the app's `options` object, checked.
    pub fn from_json(v: serde_json::Value) -> Result<HuntersOptions, String> {
        serde_json::from_value(v).map_err(|e| format!("options: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_strict() {
        let o = HuntersOptions::from_json(serde_json::json!({})).unwrap();
        assert_eq!(serde_json::to_value(o).unwrap(), serde_json::json!({}));
        let e = HuntersOptions::from_json(serde_json::json!({"river": true})).unwrap_err();
        assert!(e.contains("river"), "{e}");
    }
}
