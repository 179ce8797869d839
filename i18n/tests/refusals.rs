//! Refusals in words: every rule error, worded from its parts, reads in English exactly as the
//! engine's own message, and every language words every one of them.

use tessera_engine::modes::benelux::{Blocked, Refusal as Benelux};
use tessera_engine::modes::classic::Refusal as Classic;
use tessera_engine::modes::hunters::Refusal as Hunters;
use tessera_engine::tiles::Edge;
use tessera_engine::{Cell, RuleError};
use tessera_engine::{FeatureKind, FigureKind, Side};
use tessera_i18n::{refusal, Lang};

fn mode(r: impl Into<tessera_engine::modes::ModeRefusal>) -> RuleError {
    RuleError::Mode(r.into())
}

fn every_error() -> Vec<RuleError> {
    let c = Cell::new(2, -1);
    let mut v = vec![
        RuleError::GameOver,
        RuleError::WrongTile {
            expected: "D".into(),
            got: "U".into(),
        },
        RuleError::BadRotation(45),
        RuleError::CellTaken(c),
        RuleError::NoSquare(c),
        RuleError::NotAdjacent {
            tile: "U".into(),
            cell: c,
        },
        mode(Classic::RiverNotExtended {
            tile: "RC".into(),
            end: Some(Cell::new(1, 0)),
        }),
        mode(Classic::RiverNotExtended {
            tile: "RC".into(),
            end: None,
        }),
        mode(Classic::RiverUTurn { right: false }),
        mode(Classic::RiverUTurn { right: true }),
        RuleError::NoFeatureAt { at: "C".into() },
        mode(Classic::FigureOnRiver),
        RuleError::NoFollowerLeft,
        mode(Classic::NoAbbotOption),
        mode(Classic::AbbotNotInSupply),
        mode(Classic::AbbotNeedsCloister),
        mode(Classic::GardenNeedsAbbot),
        mode(Classic::NothingToRecall),
        mode(Classic::RecallFinished(FeatureKind::Monastery)),
        mode(Classic::RecallFinished(FeatureKind::Garden)),
        mode(Classic::FigureAndRecall),
        RuleError::NoSuchFigure(FigureKind::Hut),
        RuleError::NoSuchFigure(FigureKind::Abbot),
        RuleError::NoSuchAction,
        RuleError::NoSuchSource,
        RuleError::WrongSource,
        RuleError::NoChoiceOfSource,
        RuleError::UnknownFigure("wizard".into()),
        RuleError::UnknownLocation("X".into()),
    ];
    for what in [
        Blocked::OffBoard,
        Blocked::Wave,
        Blocked::Island,
        Blocked::Amsterdam,
        Blocked::Brussels,
        Blocked::Other,
    ] {
        v.push(mode(Benelux::BlockedSquare { cell: c, what }));
    }
    for f in [
        FeatureKind::Road,
        FeatureKind::City,
        FeatureKind::Field,
        FeatureKind::Monastery,
    ] {
        v.push(RuleError::FeatureOccupied(f));
    }
    let edges = [
        Edge::Field,
        Edge::Road,
        Edge::City,
        Edge::Water,
        Edge::Forest,
        Edge::Meadow,
    ];
    for (i, side) in Side::ALL.into_iter().enumerate() {
        v.push(RuleError::EdgeMismatch {
            tile: "HG07".into(),
            cell: c,
            rot: 90,
            side,
            mine: edges[i],
            theirs: edges[i + 2],
        });
    }
    for colour in ["purple", "light-blue", "orange"] {
        v.push(mode(Benelux::EmptyStack(colour, 1)));
        v.push(mode(Benelux::NoChip(colour)));
        v.push(mode(Benelux::FitsNowhere {
            tile: "C".into(),
            island: colour,
        }));
    }
    v.extend([
        mode(Benelux::NoSuchStack(7)),
        mode(Benelux::DeckEmpty),
        mode(Benelux::NothingToDraw),
        mode(Benelux::UnknownIsland("pink".into())),
        mode(Benelux::IslandAndStack),
        mode(Hunters::HutNeedsWater),
        mode(Hunters::SystemHasHut),
        mode(Hunters::NoHutLeft),
        mode(Hunters::NoTribeMemberLeft),
    ]);
    for f in [FeatureKind::Forest, FeatureKind::River, FeatureKind::Meadow] {
        v.push(mode(Hunters::Occupied(f)));
    }
    v
}

#[test]
fn english_refusals_read_as_the_engines() {
    for e in every_error() {
        assert_eq!(refusal(Lang::En, &e), e.to_string(), "{e:?}");
    }
}

#[test]
fn every_language_words_every_refusal() {
    for lang in Lang::ALL {
        for e in every_error() {
            let s = refusal(lang, &e);
            assert!(
                !s.is_empty()
                    && !s.contains("error-")
                    && !s.contains("edge-")
                    && !s.contains("square-"),
                "{}: {e:?} → {s}",
                lang.id()
            );
        }
    }
}
