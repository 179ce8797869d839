//! The hosted game's checks, without a network.

use super::*;
use tessera_engine::record::RecordMove;

fn two_remote(mode: &str) -> Table {
    Table::create(mode, None, &[SeatSpec::Remote, SeatSpec::Remote], Some(7)).expect("created")
}

fn state_of(t: &Table, seat: usize) -> State {
    t.state(Some(seat), &[true; 6], &t.record_json())
}

#[test]
fn refuses_what_it_cannot_host() {
    let reshuffle = Some(serde_json::json!({"unplaceable": "reshuffle"}));
    let e = Table::create(
        "classic",
        reshuffle,
        &[SeatSpec::Remote, SeatSpec::Remote],
        None,
    )
    .unwrap_err();
    assert!(e.contains("reshuffle"), "{e}");
    let e = Table::create("chess", None, &[SeatSpec::Remote, SeatSpec::Remote], None).unwrap_err();
    assert!(e.contains("chess"), "{e}");
    let ai = SeatSpec::Ai {
        level: "grandmaster".into(),
    };
    assert!(Table::create("classic", None, &[SeatSpec::Remote, ai], None).is_err());
    assert!(Table::create("classic", None, &[SeatSpec::Remote], None).is_err());
    assert!(Table::create("classic", None, &vec![SeatSpec::Remote; 7], None).is_err());
}

#[test]
fn seats_are_taken_in_order_and_held_by_their_secret() {
    let mut t = two_remote("classic");
    assert!(!t.started());
    let (a, ta) = t.join(Some("Ada\u{7}")).expect("a seat");
    let (b, tb) = t.join(None).expect("a seat");
    assert_eq!((a, b), (0, 1));
    assert_ne!(ta, tb);
    assert_eq!(t.seats[0].name, "Ada");
    assert!(t.started());
    assert!(t.join(Some("Eve")).is_err(), "no third seat");
    assert_eq!(t.seat_of(&tb), Some(1));
    assert_eq!(t.seat_of("0123456789abcdef0123456789abcdef"), None);
    assert_eq!(t.record().players[0].name, "Ada");
}

#[test]
fn a_seat_may_be_asked_for_by_number_when_it_is_free() {
    let mut t = two_remote("classic");
    let (b, _) = t.join_seat(Some("Bo"), Some(1)).expect("seat 2 is free");
    assert_eq!(b, 1);
    assert!(t.join_seat(None, Some(1)).is_err(), "taken");
    assert!(t.join_seat(None, Some(5)).is_err(), "no such seat");
    assert_eq!(t.join(None).expect("the first free one").0, 0);
}

#[test]
fn only_the_player_to_act_plays_once_and_only_legal_moves() {
    let mut t = two_remote("classic");
    t.join(None).unwrap();
    let before_start = t.act(0, 0, &Action::PutBack).unwrap_err();
    assert!(before_start.contains("starts"), "{before_start}");
    t.join(None).unwrap();
    let s = state_of(&t, 0);
    let Some(Action::Move { mv }) = crate::client::decide(&s, Level::Random).unwrap() else {
        panic!("seat 0 plays first");
    };
    let out_of_turn = t.act(1, 0, &Action::Move { mv: mv.clone() }).unwrap_err();
    assert!(out_of_turn.contains("turn"), "{out_of_turn}");
    let illegal = RecordMove {
        x: 40,
        ..mv.clone()
    };
    assert!(t.act(0, 0, &Action::Move { mv: illegal }).is_err());
    assert_eq!(
        (t.version, t.record().moves.len()),
        (0, 0),
        "refusals change nothing"
    );
    t.act(0, 0, &Action::Move { mv: mv.clone() })
        .expect("legal");
    let twice = t.act(0, 0, &Action::Move { mv }).unwrap_err();
    assert!(twice.contains("earlier"), "{twice}");
    assert_eq!((t.version, t.record().moves.len()), (1, 1));
}

#[test]
fn a_whole_game_of_every_mode_through_its_table_replays_to_the_same_scores() {
    for (mode, seats) in [
        (
            "classic",
            vec![
                SeatSpec::Remote,
                SeatSpec::Ai {
                    level: "easy".into(),
                },
            ],
        ),
        (
            "benelux",
            vec![
                SeatSpec::Remote,
                SeatSpec::Remote,
                SeatSpec::Ai {
                    level: "normal".into(),
                },
            ],
        ),
        (
            "hunters-gatherers",
            vec![
                SeatSpec::Remote,
                SeatSpec::Ai {
                    level: "random".into(),
                },
            ],
        ),
    ] {
        let mut t = Table::create(mode, None, &seats, Some(11)).expect("created");
        let humans = seats.iter().filter(|s| **s == SeatSpec::Remote).count();
        for _ in 0..humans {
            t.join(None).unwrap();
        }
        let mut steps = 0;
        while !t.finished() {
            steps += 1;
            assert!(steps < 2000, "{mode}: the game ends");
            if let Some((level, seed, game, version)) = t.ai_to_act() {
                let mv = tessera_engine::ai::choose(level, &game, seed).expect("a move");
                t.play_ai(version, &mv).expect("the AI's move is legal");
                continue;
            }
            let seat = t.current_seat().expect("playing");
            let s = state_of(&t, seat);
            let action = crate::client::decide(&s, Level::Easy)
                .unwrap()
                .expect("its turn");
            let version = t.version;
            t.act(seat, version, &action).expect("legal");
            // Half-way through, the host's file brings the game back as it was.
            if steps % 17 == 0 {
                let again = Table::from_file(t.to_file()).expect("resumes");
                assert_eq!(state_of(&again, seat), state_of(&t, seat));
            }
        }
        let (replayed, _) = t.record().replay().expect("the whole record replays");
        let shown = crate::client::game_of(&state_of(&t, 0)).expect("the clients' record");
        assert_eq!(replayed.scores(), shown.scores(), "{mode}");
        assert!(replayed.is_finished());
    }
}

#[test]
fn the_creator_may_give_a_seat_to_the_ai() {
    let mut t = two_remote("classic");
    let (_, token) = t.join(None).unwrap();
    t.replace(0, "normal").expect("replaced");
    assert_eq!(t.seat_of(&token), None, "the old secret holds nothing");
    assert!(t.replace(0, "hard").is_err(), "an AI seat already");
    assert!(t.replace(9, "hard").is_err());
    t.replace(1, "easy").expect("an open seat too");
    assert!(t.started());
    assert!(t.ai_to_act().is_some());
}
