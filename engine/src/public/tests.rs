//! The public record replays to the game as its players see it, and tells nothing more.

use crate::ai::{self, Level};
use crate::game::{Game, Setup, TileSource};
use crate::mode::Mode;
use crate::options::GameOptions;
use crate::record::{PlayerInfo, PlayerKind, Record, RecordMove};

fn options(mode: Mode, json: &str) -> GameOptions {
    GameOptions::from_json(mode, Some(serde_json::from_str(json).expect("json"))).expect("options")
}

fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for (i, (mode, o)) in [
        (Mode::Classic, r#"{"river": true, "abbot": true}"#),
        (Mode::Classic, r#"{}"#),
        (Mode::Benelux, r#"{"abbot": true}"#),
        (Mode::Benelux, r#"{}"#),
        (Mode::HuntersGatherers, r#"{}"#),
    ]
    .into_iter()
    .enumerate()
    {
        for players in [2, 3, 5] {
            let setup = Setup {
                players,
                options: options(mode, o),
                seed: 40 + i as u64 * 7 + players as u64,
                deck: None,
                mode_setup: None,
            };
            out.push(setup.dealt().expect("deals"));
        }
    }
    out
}

fn record(setup: &Setup) -> Record {
    let players = (0..setup.players)
        .map(|i| PlayerInfo {
            name: format!("P{i}"),
            kind: PlayerKind::Human,
            level: None,
        })
        .collect();
    Record::new(setup, players)
}

/// What a player sees of `g`: everything but the order of what is face down.
fn same_for_a_player(a: &Game, b: &Game, at: &str) {
    assert_eq!(a.scores(), b.scores(), "{at}: scores");
    assert_eq!(a.current_player(), b.current_player(), "{at}: player");
    assert_eq!(a.hand(), b.hand(), "{at}: tile in hand");
    assert_eq!(a.is_finished(), b.is_finished(), "{at}: finished");
    assert_eq!(a.choosing_source(), b.choosing_source(), "{at}: choosing");
    assert_eq!(a.sources(), b.sources(), "{at}: sources");
    assert_eq!(a.deck_len(), b.deck_len(), "{at}: deck size");
    assert_eq!(a.remaining_counts(), b.remaining_counts(), "{at}: counts");
    assert_eq!(a.legal_moves(), b.legal_moves(), "{at}: legal moves");
    assert_eq!(
        serde_json::to_value(crate::view::GameView::new(a)).expect("view"),
        serde_json::to_value(crate::view::GameView::new(b)).expect("view"),
        "{at}: view"
    );
}

#[test]
fn a_public_record_replays_to_what_the_players_see_at_every_move_of_every_mode() {
    for setup in setups() {
        let mut game = Game::new(&setup).expect("game");
        let mut rec = record(&setup);
        let mut turn = 0u32;
        while !game.is_finished() {
            let at = format!(
                "{:?} {} players, move {}",
                setup.options.mode(),
                setup.players,
                turn
            );
            let public = game.public_record(&rec);
            assert_eq!(public.seed, 0);
            let (seen, _) = public.replay().unwrap_or_else(|e| panic!("{at}: {e}"));
            same_for_a_player(&game, &seen, &at);
            // A tile taken from a chosen source: the public record, then the same take.
            if game.choosing_source() {
                for source in game.sources() {
                    let mut taken = game.clone();
                    taken.take(source).expect("offered");
                    let mut seen = public.replay().expect("replays").0;
                    let public_now = taken.public_record(&rec);
                    let mut seen_now = public_now.replay().expect("replays").0;
                    seen.take(source).expect("offered to the player too");
                    seen_now.take(source).expect("offered after the take");
                    assert_eq!(taken.hand(), seen_now.hand(), "{at}: {source:?} tile");
                    // A face-up tile is known before it is taken; a face-down one only after.
                    if source != TileSource::Deck {
                        assert_eq!(taken.hand(), seen.hand(), "{at}: {source:?} tile");
                        assert_eq!(public_now, public, "{at}: an island top is public");
                    }
                }
            }
            let seed = ai::decision_seed(setup.seed, game.current_player(), turn);
            let mv = ai::choose(Level::Random, &game, seed).expect("a move");
            game.apply(&mv).expect("legal");
            rec.moves.push(RecordMove::from_move(&mv));
            turn += 1;
        }
        let public = game.public_record(&rec);
        same_for_a_player(&game, &public.replay().expect("replays").0, "the end");
    }
}

#[test]
fn what_lies_face_down_changes_nothing_in_the_public_record() {
    for setup in setups() {
        let mut game = Game::new(&setup).expect("game");
        let mut rec = record(&setup);
        for turn in 0..30u32 {
            if game.is_finished() {
                break;
            }
            let public = game.public_record(&rec);
            for k in 0..3 {
                let mut other = game.clone();
                other.shuffle_hidden(1000 + k);
                assert_eq!(other.public_record(&rec), public, "turn {turn}");
            }
            let seed = ai::decision_seed(setup.seed, game.current_player(), turn);
            let mv = ai::choose(Level::Random, &game, seed).expect("a move");
            game.apply(&mv).expect("legal");
            rec.moves.push(RecordMove::from_move(&mv));
        }
    }
}

#[test]
fn the_public_record_hides_the_order_to_come() {
    let setup = &setups()[0];
    let game = Game::new(setup).expect("game");
    let rec = record(setup);
    let public = game.public_record(&rec);
    let real = rec.deck.clone().expect("dealt");
    let shown = public.deck.clone().expect("written");
    assert_eq!(real.len(), shown.len());
    // The tile in hand is known; the rest is in a fixed order, not the dealt one.
    assert_eq!(real[0], shown[0]);
    assert_ne!(real, shown);
    let mut a = real[1..].to_vec();
    let mut b = shown[1..].to_vec();
    a.sort();
    b.sort();
    assert_eq!(a, b, "the same tiles are left");
}
