use tessera_engine::ai::RandomPlayer;
use tessera_engine::*;

#[test]
fn random_games_finish() {
    for seed in 0..50 {
        let opts = Options {
            river: true,
            abbot: true,
            ..Options::default()
        };
        let mut g = Game::new(&Setup {
            players: 2,
            options: opts,
            seed,
            deck: None,
        })
        .unwrap();
        let mut p = RandomPlayer::new(seed);
        let mut n = 0;
        while let Some(mv) = p.choose(&g) {
            g.apply(&mv).unwrap();
            n += 1;
        }
        assert!(g.is_finished());
        println!("seed {seed}: {n} moves, scores {:?}", g.scores());
    }
}
