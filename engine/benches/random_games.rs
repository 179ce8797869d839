//! Complete two-player games with River and Abbot under uniform random play: the engine's
//! throughput figure (target: at least 10,000 games per second on one core).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tessera_engine::ai::RandomPlayer;
use tessera_engine::{Game, NoEvents, Options, Setup};

fn random_game(seed: u64, options: Options) -> u32 {
    let setup = Setup {
        players: 2,
        options: options.into(),
        seed,
        deck: None,
        mode_setup: None,
    };
    let mut game = Game::new(&setup).expect("valid setup");
    let mut player = RandomPlayer::new(seed);
    while let Some(mv) = player.choose(&game) {
        game.apply_unchecked(&mv, &mut NoEvents);
    }
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
            },
        ),
        ("base", Options::default()),
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
