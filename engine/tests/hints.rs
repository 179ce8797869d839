//! Record format 3's `hinted` mark: a move the player asked a hint for replays exactly as the
//! same move without the mark; older formats cannot carry it, and a format-2 record is raised
//! to format 3 to hold it while a format-1 record keeps its format (and its river rule).

use tessera_engine::record::{Record, FORMAT, HINTS_FORMAT};
use tessera_engine::Mode;

use crate::{record, replay, replay_err};

const MOVES: &str = r#"[{"tile": "U", "x": 1, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "E"}},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "hinted": true}]"#;

fn text(format: u32, moves: &str) -> String {
    record(Mode::Classic, "{}", 2, &["U", "U", "U"], moves).replace(
        &format!("\"format\": {FORMAT}"),
        &format!("\"format\": {format}"),
    )
}

#[test]
fn a_hinted_move_replays_like_the_same_move_unmarked() {
    assert_eq!(FORMAT, HINTS_FORMAT);
    let marked = replay(&text(3, MOVES));
    let plain = replay(&text(3, &MOVES.replace(r#", "hinted": true"#, "")));
    assert_eq!(marked.0.scores(), plain.0.scores());
    assert_eq!(marked.1, plain.1);
    let r = Record::from_json(&text(3, MOVES)).unwrap();
    assert!(r.moves[1].hinted && !r.moves[0].hinted);
    // Written back, only the marked move names it.
    let json = r.to_json();
    assert_eq!(json.matches("hinted").count(), 1, "{json}");
    assert_eq!(Record::from_json(&json).unwrap(), r);
}

#[test]
fn formats_before_three_cannot_mark_a_move() {
    for format in [1, 2] {
        let e = replay_err(&text(format, MOVES));
        assert!(e.to_string().contains("move 2"), "{e}");
        assert!(e.to_string().contains("hinted"), "{e}");
    }
}

#[test]
fn a_format_two_game_is_raised_to_hold_the_mark_and_format_one_keeps_its_rule() {
    let plain = MOVES.replace(r#", "hinted": true"#, "");
    let mut two = Record::from_json(&text(2, &plain)).unwrap();
    assert!(two.allow_hints());
    assert_eq!(two.format, 3);
    two.moves[1].hinted = true;
    let again = Record::from_json(&two.to_json()).unwrap();
    assert_eq!(
        again.replay().unwrap().0.scores(),
        replay(&text(2, &plain)).0.scores()
    );

    let mut one = Record::from_json(&text(1, &plain)).unwrap();
    assert!(!one.allow_hints());
    assert_eq!(one.format, 1);
    assert!(one.options.classic().legacy_river_reshuffle);
}
