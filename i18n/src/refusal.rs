//! Why a move or a choice is refused, in the player's language: every [`RuleError`] (and the
//! modes' own refusals) worded from its parts. The engine's errors carry some words as English
//! names (a side, an edge, a feature); they are mapped back to message ids here.

use tessera_engine::modes::benelux::Refusal as Benelux;
use tessera_engine::modes::hunters::Refusal as Hunters;
use tessera_engine::modes::ModeRefusal;
use tessera_engine::RuleError;

use crate::{messages, Arg, Lang};

/// `error` in `lang`.
pub fn refusal(lang: Lang, error: &RuleError) -> String {
    let m = messages();
    let get = |id: &str, args: &[(&str, Arg)]| m.get(lang, id, args);
    // A word the engine names in English, by its message id `<prefix>-<name>`.
    let word = |prefix: &str, english: &str| {
        let key = english
            .trim_start_matches("a ")
            .trim_start_matches("an ")
            .replace(' ', "_");
        get(&format!("{prefix}-{key}"), &[])
    };
    let cell = |c: &tessera_engine::Cell| Arg::Text(c.to_string());
    match error {
        RuleError::GameOver => get("error-game-over", &[]),
        RuleError::WrongTile { expected, got } => get(
            "error-wrong-tile",
            &[
                ("expected", expected.as_str().into()),
                ("got", got.as_str().into()),
            ],
        ),
        RuleError::BadRotation(r) => get("error-bad-rotation", &[("rot", Arg::Num(*r as f64))]),
        RuleError::CellTaken(c) => get("error-cell-taken", &[("cell", cell(c))]),
        RuleError::NoSquare(c) => get("error-no-square", &[("cell", cell(c))]),
        RuleError::BlockedSquare { cell: c, what } => get(
            "error-blocked-square",
            &[("cell", cell(c)), ("what", square(lang, what).into())],
        ),
        RuleError::NotAdjacent { tile, cell: c } => get(
            "error-not-adjacent",
            &[("tile", tile.as_str().into()), ("cell", cell(c))],
        ),
        RuleError::EdgeMismatch {
            tile,
            cell: c,
            rot,
            side,
            mine,
            theirs,
        } => get(
            "error-edge-mismatch",
            &[
                ("tile", tile.as_str().into()),
                ("cell", cell(c)),
                ("rot", Arg::Num(*rot as f64)),
                ("side", word("side", side).into()),
                ("mine", word("edge", mine).into()),
                ("theirs", word("edge", theirs).into()),
            ],
        ),
        RuleError::RiverNotExtended { tile, end }
            if end.starts_with('(') && end.contains("closed") =>
        {
            get("error-river-closed", &[("tile", tile.as_str().into())])
        }
        RuleError::RiverNotExtended { tile, end } => get(
            "error-river-not-extended",
            &[("tile", tile.as_str().into()), ("end", end.as_str().into())],
        ),
        RuleError::RiverUTurn(t) => get("error-river-u-turn", &[("turn", word("turn", t).into())]),
        RuleError::NoFeatureAt { at } => get("error-no-feature-at", &[("at", at.as_str().into())]),
        RuleError::FigureOnRiver => get("error-figure-on-river", &[]),
        RuleError::FeatureOccupied(f) => get(
            "error-feature-occupied",
            &[("feature", word("feature", f).into())],
        ),
        RuleError::NoFollowerLeft => get("error-no-follower-left", &[]),
        RuleError::NoAbbotOption => get("error-no-abbot-option", &[]),
        RuleError::AbbotNotInSupply => get("error-abbot-not-in-supply", &[]),
        RuleError::AbbotNeedsCloister => get("error-abbot-needs-cloister", &[]),
        RuleError::GardenNeedsAbbot => get("error-garden-needs-abbot", &[]),
        RuleError::NothingToRecall => get("error-nothing-to-recall", &[]),
        RuleError::RecallFinished(f) => get(
            "error-recall-finished",
            &[("feature", word("feature", f).into())],
        ),
        RuleError::FigureAndRecall => get("error-figure-and-recall", &[]),
        RuleError::NoSuchFigure(f) => get(
            "error-no-such-figure",
            &[("figure", word("figure", f).into())],
        ),
        RuleError::NoSuchSource => get("error-no-such-source", &[]),
        RuleError::WrongSource => get("error-wrong-source", &[]),
        RuleError::NoChoiceOfSource => get("error-no-choice-of-source", &[]),
        RuleError::UnknownFigure(f) => {
            get("error-unknown-figure", &[("figure", f.as_str().into())])
        }
        RuleError::UnknownLocation(at) => {
            get("error-unknown-location", &[("at", at.as_str().into())])
        }
        RuleError::Mode(ModeRefusal::Benelux(r)) => match r {
            Benelux::NoSuchStack(i) => {
                get("error-no-such-stack", &[("stack", Arg::Num(*i as f64))])
            }
            Benelux::EmptyStack(c, i) => get(
                "error-empty-stack",
                &[
                    ("colour", word("colour", c).into()),
                    ("stack", Arg::Num(*i as f64)),
                ],
            ),
            Benelux::NoChip(c) => get("error-no-chip", &[("colour", word("colour", c).into())]),
            Benelux::FitsNowhere { tile, island } => get(
                "error-fits-nowhere",
                &[
                    ("tile", tile.as_str().into()),
                    ("colour", word("colour", island).into()),
                ],
            ),
            Benelux::DeckEmpty => get("error-deck-empty", &[]),
            Benelux::NothingToDraw => get("error-nothing-to-draw", &[]),
            Benelux::UnknownIsland(s) => {
                get("error-unknown-island", &[("island", s.as_str().into())])
            }
            Benelux::IslandAndStack => get("error-island-and-stack", &[]),
        },
        RuleError::Mode(ModeRefusal::Hunters(r)) => match r {
            Hunters::HutNeedsWater => get("error-hut-needs-water", &[]),
            Hunters::SystemHasHut => get("error-system-has-hut", &[]),
            Hunters::NoHutLeft => get("error-no-hut-left", &[]),
            Hunters::Occupied(f) => get(
                "error-tribe-member-occupied",
                &[
                    ("feature", word("feature", f).into()),
                    ("kind", (*f).into()),
                ],
            ),
            Hunters::NoTribeMemberLeft => get("error-no-tribe-member-left", &[]),
        },
    }
}

/// A square that takes no tile, by the engine's English name for it.
fn square(lang: Lang, what: &str) -> String {
    let id = match what {
        "off the board" => "square-off-board",
        "a wave square" => "square-wave",
        "an island" => "square-island",
        "Amsterdam, a large city" => "square-amsterdam",
        "Brussels, a large city" => "square-brussels",
        _ => "square-other",
    };
    messages().get(lang, id, &[])
}
