//! The log through the commands: every move has its line in words (a tile laid with no figure
//! and no score too: "Ada laid a road curve at (2, −1)"), tiles are named by what they show in
//! every line of whole games of every mode and never by their catalog code, the lines follow
//! the language set, and the page's catalog names every tile.

use serde_json::{json, Value};
use tessera_engine::catalog;
use tessera_i18n::{tile_name, tile_object, Lang};

use super::{ai_pair, vs_ai, TestApp};

fn log(v: &Value) -> Vec<Value> {
    v["log"].as_array().expect("log").clone()
}

/// A coordinate as the log writes it (a true minus sign).
fn coord(n: i64) -> String {
    if n < 0 {
        format!("\u{2212}{}", -n)
    } else {
        n.to_string()
    }
}

/// Whether `text` has a catalog code as a word of its own ("Tile RD", "took V").
fn has_code(text: &str) -> Option<String> {
    let codes: Vec<&str> = catalog().tiles.iter().map(|t| t.name.as_str()).collect();
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .find(|w| codes.contains(w))
        .map(str::to_string)
}

/// The human's first move with no figure: its record move and the view after it.
fn tile_only_move(t: &TestApp) -> (Value, Value) {
    let v = t.ok("new_game", vs_ai(11));
    let p = v["placements"]
        .as_array()
        .expect("placements")
        .iter()
        .find(|p| {
            p["options"]
                .as_array()
                .expect("options")
                .iter()
                .any(|o| o["action"] == "none")
        })
        .expect("a place to lay the tile with no figure")
        .clone();
    let mv = json!({ "tile": v["hand"], "x": p["x"], "y": p["y"], "rot": p["rot"] });
    let after = t.ok("play_move", json!({ "mv": mv.clone() }));
    (mv, after)
}

#[test]
fn a_move_that_only_lays_a_tile_has_its_line_naming_the_tile() {
    let t = TestApp::new();
    let (mv, v) = tile_only_move(&t);
    let code = mv["tile"].as_str().expect("tile");
    let lines: Vec<Value> = log(&v).into_iter().filter(|e| e["turn"] == 1).collect();
    assert!(
        !lines
            .iter()
            .any(|e| e["event"] == "figure_placed" || e["event"] == "scored"),
        "turn 1 placed no figure and scored nothing: {lines:?}"
    );
    let placed = lines
        .iter()
        .find(|e| e["event"] == "tile_placed")
        .expect("the tile laid is logged");
    assert_eq!(placed["label"], "Turn 1");
    let want = format!(
        "Ada laid {} at ({},\u{a0}{})",
        tile_object(Lang::En, code),
        coord(mv["x"].as_i64().expect("x")),
        coord(mv["y"].as_i64().expect("y"))
    );
    assert_eq!(placed["text"], want.as_str());
    assert_eq!(has_code(&want), None, "{want}");
    // The AI's answer has its line too, after the human's (the page shows the newest first).
    let mut v = v;
    let bot_laid = |v: &Value| {
        log(v)
            .into_iter()
            .find(|e| e["event"] == "tile_placed" && e["player"] == 1)
    };
    while bot_laid(&v).is_none() {
        v = t.ok("ai_move", json!({}));
    }
    let bot = bot_laid(&v).expect("the AI's tile is logged");
    assert!(
        bot["text"].as_str().expect("text").starts_with("Bot laid "),
        "{bot}"
    );

    // In German, the same line in German words, the tile in the nominative after a colon.
    let cat = t.ok("set_language", json!({ "language": "de" }));
    assert_eq!(cat["tiles"]["D"], "Stadtrand mit einer geraden Straße");
    let v = t.ok("current_game", json!({}));
    let placed = log(&v)
        .into_iter()
        .find(|e| e["event"] == "tile_placed" && e["turn"] == 1)
        .expect("the line");
    assert_eq!(placed["label"], "Zug 1");
    assert!(
        placed["text"]
            .as_str()
            .expect("text")
            .ends_with(&format!(": {}", tile_name(Lang::De, code))),
        "{placed}"
    );
}

/// The page's catalog names every tile of every catalog, in the language asked for.
#[test]
fn the_pages_catalog_names_every_tile() {
    let t = TestApp::new();
    for lang in Lang::ALL {
        let cat = t.ok("set_language", json!({ "language": lang.id() }));
        let tiles = cat["tiles"].as_object().expect("tiles");
        assert_eq!(tiles.len(), catalog().tiles.len(), "{}", lang.id());
        for def in &catalog().tiles {
            let name = tiles[&def.name].as_str().expect("a name");
            assert_eq!(name, tile_name(lang, &def.name));
            assert_eq!(has_code(name), None, "{} {}: {name}", lang.id(), def.name);
        }
    }
}

/// Whole games of every mode between AIs: every move has a line (the tile laid, or set aside),
/// and no line names a tile by its catalog code, in English and in Polish.
#[test]
fn every_move_of_whole_games_has_its_line_in_words() {
    let t = TestApp::new();
    for (mode, seed) in [("classic", 5), ("benelux", 6), ("hunters-gatherers", 7)] {
        let mut v = t.ok("new_game", ai_pair(mode, seed));
        while v["finished"] == false {
            v = t.ok("ai_move", json!({}));
        }
        for lang in ["en", "pl"] {
            t.ok("set_language", json!({ "language": lang }));
            let v = t.ok("current_game", json!({}));
            let lines = log(&v);
            let moves = v["turn"].as_u64().expect("turn");
            for turn in 1..=moves {
                assert!(
                    lines.iter().any(|e| e["turn"] == turn
                        && e["event"] == "tile_placed"
                        && e["text"].is_string()),
                    "{mode} {lang}: move {turn} has its line"
                );
            }
            for e in &lines {
                if let Some(text) = e["text"].as_str() {
                    assert_eq!(has_code(text), None, "{mode} {lang}: {text}");
                }
            }
        }
        t.ok("set_language", json!({ "language": "en" }));
    }
}
