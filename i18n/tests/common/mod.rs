//! What the catalog tests share: each mode with its richest options, for random games.

use tessera_engine::{GameOptions, Mode};

/// `mode`'s options with everything on that changes the words (Classic: the River, the Abbot
/// and small cities), else its defaults.
pub fn rich_options(mode: Mode) -> GameOptions {
    match mode {
        Mode::Classic => GameOptions::from_json(
            mode,
            Some(serde_json::json!({"river": true, "abbot": true, "small_city": true})),
        ),
        _ => GameOptions::from_json(mode, Some(serde_json::json!({})))
            .or_else(|_| GameOptions::from_json(mode, None)),
    }
    .expect("options")
}
