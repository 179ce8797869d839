//! Complete two-player games under uniform random play: Classic with River and Abbot, Classic
//! base, Benelux with the Abbot, and Hunters & Gatherers. The engine's throughput figure (target: at least 10,000
//! games per second on one core, in each mode).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tessera_engine::ai::RandomPlayer;
use tessera_engine::{Game, GameOptions, Mode, NoEvents, Options, Setup};

fn random_game(seed: u64, options: GameOptions) -> u32 {
    let setup = Setup::seeded(2, options, seed);
    let mut game = Game::new(&setup).expect("valid setup");
    let mut player = RandomPlayer::new(seed);
    while player.play(&mut game, &mut NoEvents) {}
    game.scores().iter().sum()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for (name, options) in [
        (
            "river_abbot",
            Options {
                river: true,
                abbot: true,
                ..Options::default()
            }
            .into(),
        ),
        ("base", Options::default().into()),
        (
            "benelux_abbot",
            GameOptions::from_json(Mode::Benelux, Some(serde_json::json!({"abbot": true})))
                .expect("valid options"),
        ),
        (
            "hunters_gatherers",
            GameOptions::default_for(Mode::HuntersGatherers).expect("a playable mode"),
        ),
    ] {
        let mut seed = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                random_game(seed, options)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
