//! Why a move or a choice is refused, in the player's language: every [`RuleError`] (and the
//! modes' own refusals) worded from its parts. The engine's errors carry structured values (a
//! side, an edge, a feature, a figure); each names its message by its id here.

use tessera_engine::modes::benelux::Refusal as Benelux;
use tessera_engine::modes::classic::Refusal as Classic;
use tessera_engine::modes::hunters::Refusal as Hunters;
use tessera_engine::modes::ModeRefusal;
use tessera_engine::RuleError;

use crate::{messages, Arg, Lang};

/// `error` in `lang`.
pub fn refusal(lang: Lang, error: &RuleError) -> String {
    let m = messages();
    let get = |id: &str, args: &[(&str, Arg)]| m.get(lang, id, args);
    // A word by its message id `<prefix>-<id>` (the engine's id of a side, an edge, a
    // feature, a figure or an island's colour).
    let word = |prefix: &str, id: &str| get(&format!("{prefix}-{id}"), &[]);
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
                ("side", word("side", side.name()).into()),
                ("mine", word("edge", mine.id()).into()),
                ("theirs", word("edge", theirs.id()).into()),
            ],
        ),
        RuleError::NoFeatureAt { at } => get("error-no-feature-at", &[("at", at.as_str().into())]),
        RuleError::FeatureOccupied(f) => get(
            "error-feature-occupied",
            &[("feature", word("feature", f.name()).into())],
        ),
        RuleError::NoFollowerLeft => get("error-no-follower-left", &[]),
        RuleError::NoSuchFigure(f) => get(
            "error-no-such-figure",
            &[("figure", word("figure", f.name()).into())],
        ),
        RuleError::NoSuchAction => get("error-no-such-action", &[]),
        RuleError::NoSuchSource => get("error-no-such-source", &[]),
        RuleError::WrongSource => get("error-wrong-source", &[]),
        RuleError::NoChoiceOfSource => get("error-no-choice-of-source", &[]),
        RuleError::UnknownFigure(f) => {
            get("error-unknown-figure", &[("figure", f.as_str().into())])
        }
        RuleError::UnknownLocation(at) => {
            get("error-unknown-location", &[("at", at.as_str().into())])
        }
        RuleError::Mode(ModeRefusal::Classic(r)) => match r {
            Classic::RiverNotExtended { tile, end: None } => {
                get("error-river-closed", &[("tile", tile.as_str().into())])
            }
            Classic::RiverNotExtended {
                tile,
                end: Some(end),
            } => get(
                "error-river-not-extended",
                &[("tile", tile.as_str().into()), ("end", cell(end))],
            ),
            Classic::RiverUTurn { right } => get(
                "error-river-u-turn",
                &[(
                    "turn",
                    word("turn", if *right { "right" } else { "left" }).into(),
                )],
            ),
            Classic::FigureOnRiver => get("error-figure-on-river", &[]),
            Classic::NoAbbotOption => get("error-no-abbot-option", &[]),
            Classic::AbbotNotInSupply => get("error-abbot-not-in-supply", &[]),
            Classic::AbbotNeedsCloister => get("error-abbot-needs-cloister", &[]),
            Classic::GardenNeedsAbbot => get("error-garden-needs-abbot", &[]),
            Classic::NothingToRecall => get("error-nothing-to-recall", &[]),
            Classic::RecallFinished(f) => get(
                "error-recall-finished",
                &[("feature", word("feature", f.name()).into())],
            ),
            Classic::FigureAndRecall => get("error-figure-and-recall", &[]),
        },
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
            Benelux::BlockedSquare { cell: c, what } => get(
                "error-blocked-square",
                &[
                    ("cell", cell(c)),
                    ("what", get(&format!("square-{}", what.id()), &[]).into()),
                ],
            ),
        },
        RuleError::Mode(ModeRefusal::Hunters(r)) => match r {
            Hunters::HutNeedsWater => get("error-hut-needs-water", &[]),
            Hunters::SystemHasHut => get("error-system-has-hut", &[]),
            Hunters::NoHutLeft => get("error-no-hut-left", &[]),
            Hunters::Occupied(f) => get(
                "error-tribe-member-occupied",
                &[
                    ("feature", word("feature", f.name()).into()),
                    ("kind", f.name().into()),
                ],
            ),
            Hunters::NoTribeMemberLeft => get("error-no-tribe-member-left", &[]),
        },
    }
}
