//! What the engine's tool examples share: the option sets they name, and games between two
//! players on identical decks with the seats swapped in pairs. Each example uses a part of it.
#![allow(dead_code)]

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use tessera_engine::ai;
use tessera_engine::{Game, GameOptions, Mode, Move, Setup};

/// The options a tool's MODE names: `classic` (with River and Abbot), `base` (Classic without
/// them), `benelux` (with Abbot), `benelux-base` (without) or `hunters-gatherers`.
pub fn options(mode: &str) -> Result<GameOptions, String> {
    let (mode, json) = match mode {
        "classic" => (
            Mode::Classic,
            serde_json::json!({"river": true, "abbot": true}),
        ),
        "base" => (Mode::Classic, serde_json::json!({})),
        "benelux" => (Mode::Benelux, serde_json::json!({"abbot": true})),
        "benelux-base" => (Mode::Benelux, serde_json::json!({})),
        "hunters-gatherers" => (Mode::HuntersGatherers, serde_json::json!({})),
        other => return Err(format!("unknown mode {other:?}")),
    };
    GameOptions::from_json(mode, Some(json)).map_err(|e| e.to_string())
}

/// One finished game of a pair: A's and B's scores, and A's thinking time and move count.
pub struct Played {
    pub a: i64,
    pub b: i64,
    pub a_secs: f64,
    pub a_moves: u32,
}

/// Game `g` of a run from `seed`: games `2k` and `2k + 1` share the deck of seed `seed + k`, A
/// sitting first in one and second in the other. `choose(is_a, game, decision seed)` moves
/// for the seat to act. `None` when the setup fails or a player finds no legal move.
pub fn paired_game(
    options: GameOptions,
    seed: u64,
    g: u64,
    choose: impl Fn(bool, &Game, u64) -> Option<Move>,
) -> Option<Played> {
    let deck = seed + g / 2;
    let a_seat = (g % 2) as usize;
    let mut game = Game::new(&Setup::seeded(2, options, deck)).ok()?;
    let (mut a_secs, mut a_moves) = (0.0, 0);
    while !game.is_finished() {
        let seat = game.current_player();
        let t = Instant::now();
        let mv = choose(
            seat == a_seat,
            &game,
            ai::decision_seed(deck, seat, game.turn()),
        )?;
        if seat == a_seat {
            a_secs += t.elapsed().as_secs_f64();
            a_moves += 1;
        }
        game.apply(&mv).ok()?;
    }
    let s = game.scores();
    Some(Played {
        a: s[a_seat] as i64,
        b: s[1 - a_seat] as i64,
        a_secs,
        a_moves,
    })
}

/// `play(g)` for games `0..games`, on `threads` threads taking the next game as they finish.
pub fn in_parallel(games: u64, threads: usize, play: impl Fn(u64) + Sync) {
    let next = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= games {
                    return;
                }
                play(g);
            });
        }
    });
}
