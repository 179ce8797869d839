//! The review judges moves as a player would want: the move that completes a valued city is
//! the best, the one that throws it away a blunder; the AI's own moves lose little and a
//! random player's a lot; the same record always gets the same review, in every mode.

use super::review::{accuracy, review, review_from, review_move, Label, MoveReview};
use super::*;
use crate::game::Setup;
use crate::mode::Mode;
use crate::options::GameOptions;
use crate::record::{PlayerInfo, PlayerKind, Record, RecordMove};

/// A record of a Classic game from an explicit deck and record moves.
fn record(deck: &[&str], moves: &str) -> Record {
    let json = crate::record::fixture(Mode::Classic, "{}", 2, deck, moves);
    Record::from_json(&json).expect("the fixture parses")
}

const BIG_CITY_DECK: &[&str] = &["G", "U", "F", "U", "E", "U", "V", "B", "K", "L", "W", "D"];
/// P0's four-tile city with a shield lacks one tile; the fifth tile (`E`) closes it.
const BIG_CITY: &str = r#"{"tile": "G", "x": 0, "y": -1, "rot": 90, "figure": {"kind": "meeple", "at": "N"}},
    {"tile": "U", "x": 1, "y": 0, "rot": 0},
    {"tile": "F", "x": 0, "y": -2, "rot": 90},
    {"tile": "U", "x": -1, "y": 0, "rot": 0}"#;

/// The last move of `rec` as reviewed (P0's moves only).
fn last_reviewed(rec: &Record) -> MoveReview {
    let reviewed = review(rec, Some(0), 2, |_| true).expect("the record replays");
    reviewed.last().expect("P0 moved").clone()
}

#[test]
fn completing_the_big_city_is_best_and_throwing_it_away_a_blunder() {
    let before = record(BIG_CITY_DECK, &format!("[{BIG_CITY}]"));
    let g = before.replay().expect("replays").0;
    let closing = crate::geometry::Cell::new(0, -3);
    let moves = g.legal_moves();
    let close = moves
        .iter()
        .find(|m| m.cell == closing)
        .expect("E closes it");
    // Elsewhere, not touching the city: it stays open with its follower, and few tiles close it.
    let away = moves
        .iter()
        .find(|m| m.cell.x.abs() + m.cell.y.abs() >= 2 && m.cell != closing && m.cell.y >= 0)
        .expect("a cell away from the city");
    let with = |mv: &Move| {
        let rm = serde_json::to_string(&RecordMove::from_move(mv)).expect("serialises");
        record(BIG_CITY_DECK, &format!("[{BIG_CITY}, {rm}]"))
    };
    let bad = last_reviewed(&with(away));
    assert_eq!(bad.label, Label::Blunder, "{bad:?}");
    assert_eq!(bad.best.cell, closing, "the better move closes the city");
    let good = last_reviewed(&with(&bad.best));
    assert_eq!(good.label, Label::Best, "{good:?}");
    assert_eq!(good.loss, 0.0);
    // Closing it without the farmer the best move adds is still far better than throwing it away.
    let plain = last_reviewed(&with(close));
    assert!(
        plain.loss < 3.0 && plain.value > bad.value,
        "{plain:?} {bad:?}"
    );
    assert!(bad.loss > 6.0 && bad.best_value > bad.value);
}

/// A game between `a` in seat 0 and `b` in seat 1 as a record, `moves` moves long.
fn played(mode: Mode, a: Level, b: Level, seed: u64, moves: usize) -> Record {
    let options = GameOptions::default_for(mode).expect("defaults");
    let setup = Setup::seeded(2, options, seed);
    let mut game = Game::new(&setup).expect("valid setup");
    let players = (0..2)
        .map(|i| PlayerInfo {
            name: format!("P{i}"),
            kind: PlayerKind::Human,
            level: None,
        })
        .collect();
    let mut rec = Record::new(&setup, players);
    while !game.is_finished() && rec.moves.len() < moves {
        let seat = game.current_player();
        let s = decision_seed(seed, seat, game.turn());
        let mv = choose(if seat == 0 { a } else { b }, &game, s).expect("a move");
        game.apply(&mv).expect("legal");
        rec.moves.push(RecordMove::from_move(&mv));
    }
    rec
}

fn mean_loss(reviewed: &[MoveReview], player: usize) -> f64 {
    let losses: Vec<f64> = reviewed
        .iter()
        .filter(|r| r.player == player)
        .map(|r| r.loss)
        .collect();
    losses.iter().sum::<f64>() / losses.len().max(1) as f64
}

/// `expert` (the review's own search, with the draws of another seed) loses little; `random`
/// loses a lot: about 2.7 points a move over a whole game (0.05 for `expert`), which adds up
/// to the hundred-odd points it ends behind.
#[test]
fn the_ais_moves_lose_little_and_random_moves_a_lot() {
    let rec = played(Mode::Classic, Level::Expert, Level::Random, 11, 200);
    let reviewed = review(&rec, None, 2, |_| true).expect("replays");
    assert_eq!(reviewed.len(), rec.moves.len());
    let (ai, random) = (mean_loss(&reviewed, 0), mean_loss(&reviewed, 1));
    assert!(ai < 1.0, "expert lost {ai:.2} a move");
    assert!(random > 2.0, "random lost {random:.2} a move");
    let acc = |p| accuracy(reviewed.iter().filter(|r| r.player == p).map(|r| r.loss));
    assert!(acc(0) > acc(1), "{:?} vs {:?}", acc(0), acc(1));
}

/// The same record, the same review, on one thread or two; and a review stopped early keeps
/// what it judged.
#[test]
fn the_same_record_gets_the_same_review() {
    let rec = played(Mode::Classic, Level::Normal, Level::Easy, 4, 12);
    let one = review(&rec, None, 1, |_| true).expect("replays");
    assert_eq!(one, review(&rec, None, 2, |_| true).expect("replays"));
    let mut seen = 0;
    let stopped = review(&rec, None, 2, |_| {
        seen += 1;
        seen < 5
    })
    .expect("replays");
    assert_eq!(stopped, one[..5].to_vec());
    // Going on from where it stopped gives the rest, as the whole review had it.
    let rest = review_from(&rec, None, stopped[4].number + 1, 2, |_| true).expect("replays");
    assert_eq!([stopped, rest].concat(), one);
    // One move judged alone (the coach's note) is judged as the whole review judged it.
    for r in [&one[0], &one[6], one.last().expect("moves")] {
        assert_eq!(
            review_move(&rec, r.number, 2).expect("replays").as_ref(),
            Some(r)
        );
    }
    assert_eq!(review_move(&rec, 0, 2).expect("replays"), None);
    assert_eq!(
        review_move(&rec, rec.moves.len() + 1, 2).expect("replays"),
        None
    );
}

/// Every mode: each move judged, the luck of face-down draws known and spread both ways.
#[test]
fn a_game_of_every_mode_is_reviewed() {
    for mode in [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers] {
        let rec = played(mode, Level::Normal, Level::Easy, 21, 16);
        let reviewed = review(&rec, None, 2, |_| true).expect("replays");
        assert_eq!(reviewed.len(), 16, "{mode:?}");
        for r in &reviewed {
            assert!(r.loss >= 0.0 && r.best_value >= r.value, "{mode:?}: {r:?}");
            assert_eq!(r.label, Label::of(r.loss));
        }
        let lucks: Vec<f64> = reviewed.iter().filter_map(|r| r.luck).collect();
        assert!(lucks.len() >= 8, "{mode:?}: {} draws judged", lucks.len());
        assert!(lucks.iter().any(|&l| l > 0.0) && lucks.iter().any(|&l| l < 0.0));
    }
}

#[test]
fn labels_and_accuracy() {
    let cases = [
        (0.0, Label::Best),
        (0.2, Label::Best),
        (0.5, Label::Good),
        (1.0, Label::Inaccuracy),
        (2.9, Label::Inaccuracy),
        (3.0, Label::Mistake),
        (6.0, Label::Mistake),
        (6.1, Label::Blunder),
    ];
    for (loss, label) in cases {
        assert_eq!(Label::of(loss), label, "{loss}");
    }
    assert_eq!(accuracy([]), None);
    assert_eq!(accuracy([0.0, 0.0]), Some(100.0));
    assert_eq!(accuracy([3.0]), Some(50.0));
    assert_eq!(accuracy([0.0, 6.0]), Some(62.5));
}

/// The key moments are the largest losses of at least a point, largest first; trying again
/// from one gives the position it was played in, with the same tile in hand and the same
/// tiles to come.
#[test]
fn key_moments_and_trying_again_from_one() {
    let rec = played(Mode::Classic, Level::Easy, Level::Random, 9, 40);
    let reviewed = review(&rec, None, 2, |_| true).expect("replays");
    let keys = review::key_moments(&reviewed, None, 3);
    assert_eq!(keys.len(), 3, "random and easy lose points somewhere");
    assert!(keys.windows(2).all(|k| k[0].loss >= k[1].loss));
    let others = reviewed
        .iter()
        .filter(|r| !keys.iter().any(|k| k.number == r.number));
    assert!(others.into_iter().all(|r| r.loss <= keys[2].loss));
    let mine = review::key_moments(&reviewed, Some(0), 3);
    assert!(mine.iter().all(|k| k.player == 0 && k.loss >= 1.0));

    let key = keys[0];
    let again = review::try_again_from(&rec, key.number).expect("a move of the record");
    let (there, _) = again.replay().expect("the new record replays");
    let positions = {
        let mut all = Vec::new();
        rec.replay_each(&mut crate::NoEvents, |_, g, _| all.push(g.clone()))
            .expect("replays");
        all
    };
    let before = &positions[key.number - 1];
    assert_eq!(there.turn(), before.turn());
    assert_eq!(there.hand(), before.hand(), "the same tile in hand");
    assert_eq!(there.remaining_counts(), before.remaining_counts());
    assert_eq!(there.scores(), before.scores());
    // The better move can be played there, and the game goes on with the same draws.
    let mut better = there.clone();
    better
        .apply(&key.best)
        .expect("the better move is legal there");
    let mut original = before.clone();
    original.apply(&key.played).expect("the move played");
    assert_eq!(better.hand(), original.hand(), "the same next tile");
    assert!(review::try_again_from(&rec, 0).is_none());
    assert!(review::try_again_from(&rec, rec.moves.len() + 1).is_none());
}
