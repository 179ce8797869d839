//! `tessera-cli`: replay and inspect game records and the app's saved games, play games between
//! built-in players, and measure the engine's speed.
//!
//! Everything on standard output goes through [`out::line`]: a closed pipe ends the program
//! quietly with status 0.

mod online;
mod out;
mod review;
mod saves;

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use serde_json::json;
use tessera_engine::ai::{self, Level, RandomPlayer};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordMove};
use tessera_engine::{EventSink, Game, GameOptions, Mode, NoEvents, Setup};

#[derive(Parser)]
#[command(
    name = "tessera-cli",
    about = "Tessera rules engine from the command line",
    after_help = "A RECORD argument is a game-record file, or the id of one of the app's saved \
games: an argument that is not an existing file and is an id (letters, digits, '-', '_') is \
looked up in the saves folder. The saves folder is the app's (on Linux \
$XDG_DATA_HOME/io.tessera.game/saves, by default ~/.local/share/io.tessera.game/saves); the \
environment variable TESSERA_SAVES_DIR names another one."
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Replay a game record and print the scores and every event as JSON.
    Replay {
        /// A game-record file or a saved game's id.
        #[arg(value_name = "RECORD")]
        file: String,
    },
    /// Judge every move of a game by the `expert` AI's search: one JSON line per move (`move`,
    /// `player`, the move `played`, the `best` move found, the expected final score difference
    /// after each as `value` and `best_value`, the points lost as `loss`, its `label`: best,
    /// good, inaccuracy, mistake or blunder, and the `luck` of a face-down draw), then one
    /// `summary` line per player (`accuracy` 0–100, `points_lost`, `luck`, the number of each
    /// label, and the numbers of its `key_moments`: its three largest losses of a point or more). A record that does not replay is refused with the reason (exit status 2).
    Review {
        /// A game-record file or a saved game's id.
        #[arg(value_name = "RECORD")]
        file: String,
        /// Review only this seat's moves (0 is the first player).
        #[arg(long)]
        player: Option<usize>,
    },
    /// Print the legal moves for the next turn of a game record as JSON.
    Legal {
        /// A game-record file or a saved game's id.
        #[arg(value_name = "RECORD")]
        file: String,
    },
    /// Print where a game stands as one JSON object: mode, options, players, moves played,
    /// whose turn it is and the tile in hand (unless finished), scores, finished, and (unless
    /// finished) `open_cells`: every open cell with how many of the tiles still to come fit it
    /// (`fits`, copies counted, any rotation; `bonus` for Hunters & Gatherers' bonus tiles),
    /// which kinds (`tiles`: [name, copies]), and `dead` where none fits, with the features
    /// that can then never be completed.
    Show {
        /// A game-record file or a saved game's id.
        #[arg(value_name = "RECORD")]
        file: String,
    },
    /// List the app's saved games, newest first: one JSON object per line (JSON Lines).
    ///
    /// Each line has `id`, `modified` (milliseconds since 1970, UTC), `modified_utc`,
    /// `readable`, and for a readable save `mode`, `players` (`name`, `kind`, `level`),
    /// `moves` (moves played), `scores` (in seat order) and `finished`. A save that cannot be
    /// loaded or replayed has `readable: false` and the reason in `error` (with `mode`,
    /// `players` and `moves` when the record itself could be read). Nothing is changed or
    /// deleted. The folder is the app's, or the one named by the environment variable
    /// TESSERA_SAVES_DIR; an empty or missing folder prints nothing.
    Saves,
    /// Play games between built-in players and print a JSON summary line.
    Play(PlayArgs),
    /// Measure random-play throughput (complete games per second, one thread).
    Bench(BenchArgs),
    /// Play two AI levels against each other on identical decks, seats swapped in pairs.
    Match(MatchArgs),
    /// Host online games for players on other devices until interrupted: prints one JSON line
    /// (`listening`, the URL clients use); the games live in DIR, saved after every move, and
    /// resume when the server starts again.
    Serve {
        /// The address and port to listen on, e.g. 127.0.0.1:7878 (0.0.0.0:7878 for all).
        #[arg(long, value_name = "ADDR:PORT")]
        listen: String,
        /// The folder of the hosted games.
        #[arg(long, value_name = "DIR")]
        data: std::path::PathBuf,
    },
    /// A client of an online host (`ws://ADDR:PORT`, or `wss://` behind a TLS proxy).
    Online {
        #[command(subcommand)]
        cmd: OnlineCmd,
    },
}

#[derive(Subcommand)]
enum OnlineCmd {
    /// Host a new game on the server: prints one JSON line with its `code` (for the players)
    /// and `host_token` (the creator's secret).
    Create {
        url: String,
        #[command(flatten)]
        game: GameOpts,
        /// One entry per seat: `remote` (a player who joins with the code) or an AI level.
        #[arg(long, default_value = "remote,remote")]
        seats: String,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Take the first free online seat of game CODE (or, with --token, come back to one) and
    /// play it with a built-in player until the game ends: prints one JSON line `finished`,
    /// `seat`, `scores`, `token`.
    Join {
        url: String,
        code: String,
        /// The built-in player's level: random, easy, normal, hard or expert.
        #[arg(long, value_name = "LEVEL")]
        player: String,
        #[arg(long)]
        name: Option<String>,
        /// Come back to the seat this secret holds.
        #[arg(long)]
        token: Option<String>,
        /// Disconnect after this many own moves (prints `"finished": false` and the `token`).
        #[arg(long, value_name = "K")]
        leave_after: Option<usize>,
    },
    /// Print game CODE's record so far (the public one while it is played: no order of the
    /// tiles to come), which `replay` reads.
    Record { url: String, code: String },
}

#[derive(Args)]
struct MatchArgs {
    #[command(flatten)]
    game: GameOpts,
    /// Level of player A.
    #[arg(long)]
    a: String,
    /// Level of player B.
    #[arg(long)]
    b: String,
    /// Number of games (rounded up to an even number so every deck is played from both seats).
    #[arg(long, default_value_t = 200)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (one thread each).
    #[arg(long, default_value_t = 2)]
    threads: usize,
}

#[derive(Args, Clone)]
struct GameOpts {
    /// The mode: classic, benelux or hunters-gatherers.
    #[arg(long, default_value = "classic")]
    mode: String,
    /// Classic: play the River first.
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
    /// Classic, with the River: the land start tile is shuffled into the deck or discarded.
    #[arg(long, value_parser = ["shuffle", "discard"])]
    river_start_tile: Option<String>,
    /// Benelux: the two start squares in use, the start tile's first (default
    /// meppel,charleroi; the third is eindhoven).
    #[arg(long, value_name = "A,B")]
    starts: Option<String>,
    /// Benelux: followers per player, 7 or 9 (default 7).
    #[arg(long)]
    followers: Option<u8>,
}

impl GameOpts {
    /// The game's options: the mode named by `--mode` (one that this version plays) with the
    /// option flags, read as that mode's options object (a flag the mode does not take is
    /// refused in words).
    fn options(&self) -> Result<GameOptions, String> {
        let mode = Mode::playable(&self.mode).map_err(|e| e.to_string())?;
        if mode == Mode::HuntersGatherers {
            return self.hunters_options();
        }
        let mut o = json!({
            "abbot": self.abbot,
            "farm_scoring": self.farm_scoring,
            "small_city": self.small_city,
            "unplaceable": self.unplaceable,
        });
        if let Some(art) = &self.art {
            o["art"] = json!(art);
        }
        let only = |flag: &str, m: Mode| {
            format!(
                "--{flag} is an option of {}, not of {}",
                m.title(),
                mode.title()
            )
        };
        if mode == Mode::Classic {
            o["river"] = json!(self.river);
            if let Some(r) = &self.river_start_tile {
                o["river_start_tile"] = json!(r);
            }
        } else if self.river || self.river_start_tile.is_some() {
            return Err(only("river", Mode::Classic));
        }
        if mode == Mode::Benelux {
            if let Some(s) = &self.starts {
                o["starts"] = json!(s.split(',').map(str::trim).collect::<Vec<_>>());
            }
            if let Some(f) = self.followers {
                o["followers"] = json!(f);
            }
        } else if self.starts.is_some() || self.followers.is_some() {
            return Err(only("starts/--followers", Mode::Benelux));
        }
        GameOptions::from_json(mode, Some(o))
    }

    /// Hunters & Gatherers takes none of the flags: any given is refused in words.
    fn hunters_options(&self) -> Result<GameOptions, String> {
        let given = [
            ("river", self.river),
            ("abbot", self.abbot),
            ("farm-scoring", self.farm_scoring != "third"),
            ("small-city", self.small_city),
            ("unplaceable", self.unplaceable != "discard"),
            ("art", self.art.is_some()),
            ("river-start-tile", self.river_start_tile.is_some()),
            ("starts", self.starts.is_some()),
            ("followers", self.followers.is_some()),
        ];
        match given.iter().find(|(_, set)| *set) {
            Some((flag, _)) => Err(format!(
                "--{flag} is not an option of {}: it has none",
                Mode::HuntersGatherers.title()
            )),
            None => GameOptions::from_json(Mode::HuntersGatherers, Some(json!({}))),
        }
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
    /// The mode: classic, benelux or hunters-gatherers.
    #[arg(long, default_value = "classic")]
    mode: String,
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
        Cmd::Review { file, player } => review::run(&file, player),
        Cmd::Show { file } => show(&file),
        Cmd::Saves => list_saves(),
        Cmd::Play(a) => play(&a),
        Cmd::Bench(a) => bench(&a),
        Cmd::Match(a) => run_match(&a),
        Cmd::Serve { listen, data } => online::serve(&listen, &data),
        Cmd::Online { cmd } => match cmd {
            OnlineCmd::Create {
                url,
                game,
                seats,
                seed,
            } => game
                .options()
                .and_then(|o| online::create(&url, o, &seats, seed)),
            OnlineCmd::Join {
                url,
                code,
                player,
                name,
                token,
                leave_after,
            } => online::join(online::JoinArgs {
                url: &url,
                code: &code,
                level: &player,
                name,
                token,
                leave_after,
            }),
            OnlineCmd::Record { url, code } => online::record(&url, &code),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            out::err(e);
            ExitCode::from(2)
        }
    }
}

/// The record a command-line argument names, replayed with its events sent to `sink`.
fn replayed<S: EventSink>(
    file: &str,
    sink: &mut S,
) -> Result<(saves::Source, Record, Game), String> {
    let (source, record) = saves::load(file)?;
    let game = record
        .replay_with(sink)
        .map_err(|e| format!("{}: {e}", source.label()))?;
    Ok((source, record, game))
}

fn replay(file: &str) -> Result<(), String> {
    let mut events = Vec::new();
    let (_, _, game) = replayed(file, &mut events)?;
    let out = json!({
        "finished": game.is_finished(),
        "scores": game.scores(),
        "events": events,
    });
    out::line(out);
    Ok(())
}

fn legal(file: &str) -> Result<(), String> {
    let (_, _, game) = replayed(file, &mut NoEvents)?;
    // While the player chooses where the tile comes from (Benelux), the moves are those of
    // each face-up tile on offer; the deck's tile stays unknown until drawn.
    let mut moves: Vec<RecordMove> = Vec::new();
    if game.choosing_source() {
        for source in game.sources() {
            let mut g = game.clone();
            if source != tessera_engine::TileSource::Deck && g.take(source).is_ok() {
                moves.extend(g.legal_moves().iter().map(RecordMove::from_move));
            }
        }
    } else {
        moves.extend(game.legal_moves().iter().map(RecordMove::from_move));
    }
    let out = json!({
        "finished": game.is_finished(),
        "player": game.current_player(),
        "tile": game.hand().map(|t| tessera_engine::catalog().get(t).name.clone()),
        "choosing_source": game.choosing_source(),
        "sources": game.sources(),
        "moves": moves,
    });
    out::line(out);
    Ok(())
}

fn show(file: &str) -> Result<(), String> {
    let (source, record, game) = replayed(file, &mut NoEvents)?;
    // The options as the game is played: the default art spelled out.
    let mut options = record.options;
    match &mut options {
        GameOptions::Classic(o) => o.art = Some(o.art()),
        GameOptions::Benelux(o) => o.art = Some(o.classic().art()),
        GameOptions::Hunters(_) => {}
    }
    let mut out = json!({
        "file": source.path.display().to_string(),
        "mode": record.mode,
        "options": options,
        "seed": record.seed,
        "players": record.players,
        "moves": game.turn(),
        "deck_left": game.deck_len(),
        "scores": game.scores(),
        "finished": game.is_finished(),
    });
    if let Some(id) = &source.id {
        out["id"] = json!(id);
    }
    if !game.is_finished() {
        let seat = game.current_player();
        out["to_play"] = json!({"seat": seat, "name": record.players[seat].name});
    }
    if let Some(t) = game.hand() {
        out["tile"] = json!(tessera_engine::catalog().get(t).name);
    }
    if game.choosing_source() {
        out["choosing_source"] = json!(true);
        out["sources"] = json!(game.sources());
    }
    if game.hand_source() == tessera_engine::TileSource::Bonus {
        out["bonus_turn"] = json!(true);
    }
    if !game.is_finished() {
        out["open_cells"] = open_cells(&game);
    }
    out::line(out);
    Ok(())
}

/// Every open cell with how many of the tiles to come fit it (copies counted, any rotation;
/// Hunters & Gatherers' bonus tiles apart), which kinds, and `"dead"` where none does.
fn open_cells(game: &tessera_engine::Game) -> serde_json::Value {
    use tessera_engine::fits::{CellFits, Pool};
    let cat = tessera_engine::catalog();
    // A cell's fitting kinds from one pool, as [name, copies].
    let kinds = |c: &CellFits, pool| -> serde_json::Value {
        c.tiles
            .iter()
            .filter(|t| t.pool == pool)
            .map(|t| json!([cat.get(t.tile).name, t.count]))
            .collect()
    };
    let fits = game.cell_fits();
    let never = game.never_completed_with(&fits);
    fits.iter()
        .map(|c| {
            let mut v = json!({
                "x": c.cell.x,
                "y": c.cell.y,
                "fits": c.count(Pool::Land),
                "tiles": kinds(c, Pool::Land),
            });
            let bonus = c.count(Pool::Bonus);
            if bonus > 0 {
                v["bonus"] = json!(bonus);
                v["bonus_tiles"] = kinds(c, Pool::Bonus);
            }
            if c.is_dead() {
                v["dead"] = json!(true);
                let stopped: Vec<_> = never
                    .iter()
                    .filter(|n| n.cell == c.cell)
                    .map(|n| game.features().info(n.root).kind)
                    .collect();
                if !stopped.is_empty() {
                    v["never_completed"] = json!(stopped);
                }
            }
            v
        })
        .collect()
}

fn list_saves() -> Result<(), String> {
    let dir = saves::saves_dir()?;
    for entry in saves::list(&dir)? {
        out::line(serde_json::to_string(&entry).map_err(|e| e.to_string())?);
    }
    Ok(())
}

/// Seed for seat `i`'s player in a game seeded `seed`, kept apart from the deck's stream.
fn seat_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

fn play(a: &PlayArgs) -> Result<(), String> {
    let options = a.game.options()?;
    let names: Vec<&str> = a.players.split(',').map(str::trim).collect();
    let levels = names
        .iter()
        .map(|l| l.parse::<Level>())
        .collect::<Result<Vec<_>, _>>()?;
    let n = levels.len();
    let mut wins = vec![0u64; n];
    let mut totals = vec![0u64; n];
    let mut draws = 0;
    for g in 0..a.games {
        let seed = a.seed.wrapping_add(g);
        // The record carries the deck the seed deals, and the game is played from that
        // explicit deck, so that any reader of the format replays exactly this game.
        let setup = Setup::seeded(n, options, seed)
            .dealt()
            .map_err(|e| e.to_string())?;
        let mut game = Game::new(&setup).map_err(|e| e.to_string())?;
        let infos = levels
            .iter()
            .enumerate()
            .map(|(i, l)| PlayerInfo {
                name: format!("{} {}", l.name(), i + 1),
                kind: PlayerKind::Ai,
                level: Some(l.name().to_string()),
            })
            .collect();
        let mut record = Record::new(&setup, infos);
        // Each decision's seed comes from the game's seed, so the record replays exactly.
        while let Some(mv) = {
            let seat = game.current_player();
            ai::choose(
                levels[seat],
                &game,
                ai::decision_seed(seed, seat, game.turn()),
            )
        } {
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
    out::line(
        json!({"games": a.games, "players": names, "wins": wins, "draws": draws, "mean_scores": mean, "seed": a.seed}),
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
    // The mode's options with its expansions on (off with `--base`).
    let mode = Mode::playable(&a.mode).map_err(|e| e.to_string())?;
    let mut o = json!({"abbot": !a.base});
    if mode == Mode::HuntersGatherers {
        o = json!({});
    }
    if mode == Mode::Classic {
        o["river"] = json!(!a.base);
    }
    let options = GameOptions::from_json(mode, Some(o))?;
    let start = Instant::now();
    let mut moves = 0u64;
    for g in 0..a.games {
        let seed = a.seed.wrapping_add(g);
        let setup = Setup::seeded(a.players, options, seed);
        let mut game = Game::new(&setup).map_err(|e| e.to_string())?;
        let mut player = RandomPlayer::new(seat_seed(seed, 0));
        while player.play(&mut game, &mut NoEvents) {
            moves += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    out::line(json!({
            "mode": mode,
            "games": a.games,
            "players": a.players,
            "river": !a.base && mode == Mode::Classic,
            "abbot": !a.base && mode != Mode::HuntersGatherers,
            "seconds": secs,
            "games_per_sec": a.games as f64 / secs,
            "moves_per_sec": moves as f64 / secs,
    }));
    Ok(())
}

/// One finished match game: the scores of A and B and every decision time of each, in ms.
struct MatchGame {
    a: u32,
    b: u32,
    a_ms: Vec<f64>,
    b_ms: Vec<f64>,
}

fn match_game(
    options: GameOptions,
    levels: [Level; 2],
    seed: u64,
    a_seat: usize,
) -> Result<MatchGame, String> {
    let setup = Setup::seeded(2, options, seed);
    let mut game = Game::new(&setup).map_err(|e| e.to_string())?;
    let mut ms = [Vec::new(), Vec::new()];
    while !game.is_finished() {
        let seat = game.current_player();
        let who = if seat == a_seat { 0 } else { 1 };
        let t = Instant::now();
        let mv = ai::choose(
            levels[who],
            &game,
            ai::decision_seed(seed, seat, game.turn()),
        )
        .ok_or("an AI found no move with a tile in hand")?;
        ms[who].push(t.elapsed().as_secs_f64() * 1000.0);
        game.apply(&mv)
            .map_err(|e| format!("AI {} made an illegal move: {e}", levels[who].name()))?;
    }
    let s = game.scores();
    let [a_ms, b_ms] = ms;
    Ok(MatchGame {
        a: s[a_seat],
        b: s[1 - a_seat],
        a_ms,
        b_ms,
    })
}

fn percentile(v: &mut [f64], q: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * q).round() as usize]
}

fn run_match(m: &MatchArgs) -> Result<(), String> {
    let options = m.game.options()?;
    let a: Level = m.a.parse()?;
    let b: Level = m.b.parse()?;
    let games = m.games.div_ceil(2) * 2;
    let next = std::sync::atomic::AtomicU64::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..m.threads.max(1) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if g >= games {
                    return;
                }
                // Games 2k and 2k+1 share a deck; A sits first in one, second in the other.
                let r = match_game(
                    options,
                    [a, b],
                    m.seed.wrapping_add(g / 2),
                    (g % 2) as usize,
                );
                if let Ok(r) = &r {
                    let _ = writeln!(std::io::stderr(), "game {g}: A {} B {}", r.a, r.b);
                }
                results
                    .lock()
                    .expect("no thread panics while holding it")
                    .push((g, r));
            });
        }
    });
    let mut results = results.into_inner().map_err(|_| "a match thread failed")?;
    results.sort_by_key(|r| r.0);
    let (mut a_wins, mut b_wins, mut draws, mut diff) = (0u64, 0u64, 0u64, 0i64);
    let (mut a_ms, mut b_ms) = (Vec::new(), Vec::new());
    for (_, r) in results {
        let r = r?;
        match r.a.cmp(&r.b) {
            std::cmp::Ordering::Greater => a_wins += 1,
            std::cmp::Ordering::Less => b_wins += 1,
            std::cmp::Ordering::Equal => draws += 1,
        }
        diff += r.a as i64 - r.b as i64;
        a_ms.extend(r.a_ms);
        b_ms.extend(r.b_ms);
    }
    let rate = a_wins as f64 / games as f64;
    // Wilson score interval for A's win rate.
    let (z, n) = (1.96f64, games as f64);
    let centre = (rate + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((rate * (1.0 - rate) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    out::line(json!({
            "games": games,
            "a": a.name(),
            "b": b.name(),
            "a_wins": a_wins,
            "b_wins": b_wins,
            "draws": draws,
            "a_win_rate": rate,
            "a_win_rate_ci95": [centre - half, centre + half],
            "mean_diff": diff as f64 / n,
            "a_ms_median": percentile(&mut a_ms, 0.5),
            "a_ms_p95": percentile(&mut a_ms, 0.95),
            "b_ms_median": percentile(&mut b_ms, 0.5),
            "b_ms_p95": percentile(&mut b_ms, 0.95),
    }));
    Ok(())
}
