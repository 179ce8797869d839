//! `tessera-cli`: replay and inspect game records, play games between built-in players, and
//! measure the engine's speed.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use serde_json::json;
use tessera_engine::ai::RandomPlayer;
use tessera_engine::options::{Art, FarmScoring, RiverStartTile, Unplaceable};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordMove};
use tessera_engine::{Game, NoEvents, Options, Setup};

#[derive(Parser)]
#[command(
    name = "tessera-cli",
    about = "Tessera rules engine from the command line"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Replay a game record and print the scores and every event as JSON.
    Replay { file: String },
    /// Print the legal moves for the next turn of a game record as JSON.
    Legal { file: String },
    /// Play games between built-in players and print a JSON summary line.
    Play(PlayArgs),
    /// Measure random-play throughput (complete games per second, one thread).
    Bench(BenchArgs),
}

#[derive(Args, Clone)]
struct GameOpts {
    #[arg(long, default_value = "classic")]
    mode: String,
    #[arg(long)]
    river: bool,
    #[arg(long)]
    abbot: bool,
    /// Farm scoring rules: third (current), second or first edition.
    #[arg(long, value_parser = ["third", "second", "first"], default_value = "third")]
    farm_scoring: String,
    /// A completed two-tile city scores 2 (early editions).
    #[arg(long)]
    small_city: bool,
    /// What happens to a tile that fits nowhere: discard or reshuffle.
    #[arg(long, value_parser = ["discard", "reshuffle"], default_value = "discard")]
    unplaceable: String,
    /// Tile art: classic or 2014 (with gardens); default 2014 with the Abbot, else classic.
    #[arg(long, value_parser = ["classic", "2014"])]
    art: Option<String>,
    /// With the River, the land start tile is shuffled into the deck or discarded.
    #[arg(long, value_parser = ["shuffle", "discard"], default_value = "shuffle")]
    river_start_tile: String,
}

impl GameOpts {
    fn options(&self) -> Result<Options, String> {
        if self.mode != "classic" {
            return Err(format!(
                "mode {:?} is not available (known modes: classic)",
                self.mode
            ));
        }
        Ok(Options {
            river: self.river,
            abbot: self.abbot,
            farm_scoring: match self.farm_scoring.as_str() {
                "second" => FarmScoring::Second,
                "first" => FarmScoring::First,
                _ => FarmScoring::Third,
            },
            small_city: self.small_city,
            unplaceable: match self.unplaceable.as_str() {
                "reshuffle" => Unplaceable::Reshuffle,
                _ => Unplaceable::Discard,
            },
            art: self.art.as_deref().map(|a| {
                if a == "2014" {
                    Art::Modern
                } else {
                    Art::Classic
                }
            }),
            river_start_tile: match self.river_start_tile.as_str() {
                "discard" => RiverStartTile::Discard,
                _ => RiverStartTile::Shuffle,
            },
        })
    }
}

#[derive(Args)]
struct PlayArgs {
    #[command(flatten)]
    game: GameOpts,
    /// Comma-separated player levels, one per seat (2 to 6).
    #[arg(long, default_value = "random,random")]
    players: String,
    #[arg(long, default_value_t = 1)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the game record here (with several games, `-N` is added before the extension).
    #[arg(long)]
    record: Option<String>,
}

#[derive(Args)]
struct BenchArgs {
    #[arg(long, default_value_t = 20_000)]
    games: u64,
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// Play without the River and Abbot (they are on by default).
    #[arg(long)]
    base: bool,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Replay { file } => replay(&file),
        Cmd::Legal { file } => legal(&file),
        Cmd::Play(a) => play(&a),
        Cmd::Bench(a) => bench(&a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tessera-cli: {e}");
            ExitCode::from(2)
        }
    }
}

fn load(file: &str) -> Result<Record, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    Record::from_json(&text).map_err(|e| format!("{file}: {e}"))
}

fn replay(file: &str) -> Result<(), String> {
    let record = load(file)?;
    let (game, events) = record.replay().map_err(|e| format!("{file}: {e}"))?;
    let out = json!({
        "finished": game.is_finished(),
        "scores": game.scores(),
        "events": events,
    });
    println!("{out}");
    Ok(())
}

fn legal(file: &str) -> Result<(), String> {
    let record = load(file)?;
    let game = record
        .replay_with(&mut NoEvents)
        .map_err(|e| format!("{file}: {e}"))?;
    let moves: Vec<RecordMove> = game
        .legal_moves()
        .iter()
        .map(RecordMove::from_move)
        .collect();
    let out = json!({
        "finished": game.is_finished(),
        "player": game.current_player(),
        "tile": game.hand().map(|t| tessera_engine::catalog().get(t).name.clone()),
        "moves": moves,
    });
    println!("{out}");
    Ok(())
}

/// Seed for seat `i`'s player in a game seeded `seed`, kept apart from the deck's stream.
fn seat_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

fn play(a: &PlayArgs) -> Result<(), String> {
    let options = a.game.options()?;
    let levels: Vec<&str> = a.players.split(',').map(str::trim).collect();
    for l in &levels {
        if !tessera_engine::ai::LEVELS.contains(l) {
            return Err(format!(
                "unknown player level {l:?} (levels: {})",
                tessera_engine::ai::LEVELS.join(", ")
            ));
        }
    }
    let n = levels.len();
    let mut wins = vec![0u64; n];
    let mut totals = vec![0u64; n];
    let mut draws = 0;
    for g in 0..a.games {
        let seed = a.seed.wrapping_add(g);
        let setup = Setup {
            players: n,
            options,
            seed,
            deck: None,
        };
        let mut game = Game::new(&setup).map_err(|e| e.to_string())?;
        let infos = levels
            .iter()
            .enumerate()
            .map(|(i, l)| PlayerInfo {
                name: format!("{l} {}", i + 1),
                kind: PlayerKind::Ai,
                level: Some(l.to_string()),
            })
            .collect();
        let mut record = Record::new(&setup, infos);
        let mut seats: Vec<RandomPlayer> = (0..n)
            .map(|i| RandomPlayer::new(seat_seed(seed, i)))
            .collect();
        while let Some(mv) = seats[game.current_player()].choose(&game) {
            game.apply(&mv)
                .map_err(|e| format!("engine refused its own move: {e}"))?;
            record.moves.push(RecordMove::from_move(&mv));
        }
        let scores = game.scores();
        let best = *scores.iter().max().unwrap_or(&0);
        let winners: Vec<usize> = (0..n).filter(|&i| scores[i] == best).collect();
        if winners.len() > 1 {
            draws += 1;
        } else {
            wins[winners[0]] += 1;
        }
        for i in 0..n {
            totals[i] += scores[i] as u64;
        }
        if let Some(path) = &a.record {
            let path = if a.games == 1 {
                path.clone()
            } else {
                numbered(path, g + 1)
            };
            std::fs::write(&path, record.to_json())
                .map_err(|e| format!("cannot write {path}: {e}"))?;
        }
    }
    let mean: Vec<f64> = totals.iter().map(|t| *t as f64 / a.games as f64).collect();
    println!(
        "{}",
        json!({"games": a.games, "players": levels, "wins": wins, "draws": draws, "mean_scores": mean, "seed": a.seed})
    );
    Ok(())
}

fn numbered(path: &str, i: u64) -> String {
    match path.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => format!("{stem}-{i}.{ext}"),
        _ => format!("{path}-{i}"),
    }
}

fn bench(a: &BenchArgs) -> Result<(), String> {
    let options = Options {
        river: !a.base,
        abbot: !a.base,
        ..Options::default()
    };
    let start = Instant::now();
    let mut moves = 0u64;
    for g in 0..a.games {
        let seed = a.seed.wrapping_add(g);
        let setup = Setup {
            players: a.players,
            options,
            seed,
            deck: None,
        };
        let mut game = Game::new(&setup).map_err(|e| e.to_string())?;
        let mut player = RandomPlayer::new(seat_seed(seed, 0));
        while let Some(mv) = player.choose(&game) {
            game.apply_unchecked(&mv, &mut NoEvents);
            moves += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{}",
        json!({
            "games": a.games,
            "players": a.players,
            "river": !a.base,
            "abbot": !a.base,
            "seconds": secs,
            "games_per_sec": a.games as f64 / secs,
            "moves_per_sec": moves as f64 / secs,
        })
    );
    Ok(())
}
