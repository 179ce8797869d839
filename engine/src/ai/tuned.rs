//! The evaluation weights `expert` judges positions by, learned by self-play
//! (`cargo run --release -p tessera-engine --example tune -- MODE`, see its docs) and kept
//! in `expert_weights.json` beside this file: one set per mode, by the mode's id. A mode the
//! file does not name is judged by its own weights (`Game::ai_weights`), as the other levels
//! are; `easy`, `normal` and `hard` never read this file, so their play is unchanged by tuning.

use super::eval::Weights;
use crate::game::Game;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The file as built into the engine.
pub const FILE: &str = include_str!("expert_weights.json");

/// The tuned weights by mode id, read once. A file that does not parse (a bug the tests
/// catch) counts as empty, so every mode keeps its own weights rather than failing a game.
fn table() -> &'static HashMap<String, Weights> {
    static TABLE: OnceLock<HashMap<String, Weights>> = OnceLock::new();
    TABLE.get_or_init(|| parse(FILE).unwrap_or_default())
}

/// The weights of a tuned-weights file, by mode id.
pub fn parse(text: &str) -> Result<HashMap<String, Weights>, serde_json::Error> {
    serde_json::from_str(text)
}

/// The weights `expert` uses in `game`'s mode.
pub fn expert_weights(game: &Game) -> &'static Weights {
    table()
        .get(game.mode().id())
        .unwrap_or_else(|| game.ai_weights())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Mode;

    #[test]
    fn the_file_parses_and_names_only_known_modes() {
        let t = parse(FILE).expect("expert_weights.json parses");
        for id in t.keys() {
            assert!(Mode::ids().contains(&id.as_str()), "{id} is not a mode id");
        }
    }
}
