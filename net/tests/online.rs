//! Online play over the loopback address only (127.0.0.1): whole games in every mode, drops
//! and rejoins, a host stopped and started again, and every kind of bad message refused while
//! the game goes on. Every wait is bounded.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};
use tessera_engine::ai::Level;
use tessera_engine::record::Record;
use tessera_net::client::{self, Client, NetError, Player};
use tessera_net::protocol::{Action, ClientMsg, SeatSpec, ServerMsg, State, PROTOCOL};
use tessera_net::server::{Config, Server};

/// A fresh folder for a host's games.
fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn fast() -> Config {
    Config {
        heartbeat: Duration::from_millis(500),
        ..Config::default()
    }
}

async fn host(name: &str) -> (Server, PathBuf) {
    let dir = data_dir(name);
    let s = Server::start("127.0.0.1:0", &dir, fast())
        .await
        .expect("listens");
    (s, dir)
}

fn ai(level: &str) -> SeatSpec {
    SeatSpec::Ai {
        level: level.into(),
    }
}

/// Within `secs`, or the test fails.
async fn bounded<T>(secs: u64, f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(secs), f)
        .await
        .expect("finished in time")
}

/// The final record fetched from the host replays locally to `scores`.
async fn replays_to(url: &str, code: &str, scores: &[u32]) {
    let (finished, record) = client::fetch_record(url, code).await.expect("record");
    assert!(finished);
    let r = Record::from_json(&record.to_string()).expect("a record");
    assert_ne!(r.seed, 0, "the whole record, once the game is over");
    let (g, _) = r.replay().expect("replays");
    assert!(g.is_finished());
    assert_eq!(g.scores(), scores);
}

async fn play_game(
    url: &str,
    mode: &str,
    options: Option<Value>,
    seats: Vec<SeatSpec>,
    level: Level,
) {
    let remote = seats.iter().filter(|s| **s == SeatSpec::Remote).count();
    let (code, _) = client::create(url, mode, options, seats, Some(5))
        .await
        .expect("created");
    let players: Vec<_> = (0..remote)
        .map(|i| {
            let (url, code) = (url.to_string(), code.clone());
            tokio::spawn(async move {
                let mut p = Player::new(level);
                p.name = Some(format!("Bot {i}"));
                client::play_seat(&url, &code, &p).await
            })
        })
        .collect();
    let mut outcomes = Vec::new();
    for p in players {
        outcomes.push(p.await.expect("no panic").expect("played to the end"));
    }
    let scores = outcomes[0].scores.clone().expect("finished");
    let mut seats: Vec<usize> = outcomes.iter().map(|o| o.seat).collect();
    seats.sort();
    seats.dedup();
    assert_eq!(seats.len(), remote, "each its own seat");
    for o in &outcomes {
        assert!(o.finished);
        assert_eq!(
            o.scores.as_ref(),
            Some(&scores),
            "every client saw the same end"
        );
    }
    replays_to(url, &code, &scores).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_games_in_every_mode_with_online_and_ai_seats() {
    let (server, _dir) = host("modes").await;
    let url = server.url();
    bounded(240, async {
        use SeatSpec::Remote;
        play_game(
            &url,
            "classic",
            Some(json!({"river": true, "abbot": true})),
            vec![Remote, Remote, ai("normal")],
            Level::Easy,
        )
        .await;
        play_game(
            &url,
            "classic",
            None,
            vec![Remote, Remote, Remote, Remote, ai("random"), ai("easy")],
            Level::Random,
        )
        .await;
        play_game(
            &url,
            "benelux",
            Some(json!({"abbot": true})),
            vec![Remote, Remote, ai("easy")],
            Level::Normal,
        )
        .await;
        play_game(
            &url,
            "benelux",
            None,
            vec![Remote, Remote, Remote, Remote],
            Level::Easy,
        )
        .await;
        play_game(
            &url,
            "hunters-gatherers",
            None,
            vec![Remote, Remote, Remote, ai("normal"), ai("random")],
            Level::Easy,
        )
        .await;
        play_game(
            &url,
            "hunters-gatherers",
            None,
            vec![Remote, Remote],
            Level::Random,
        )
        .await;
    })
    .await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_leaves_comes_back_to_the_seat_with_its_secret() {
    let (server, _dir) = host("rejoin").await;
    let url = server.url();
    bounded(120, async {
        let (code, _) = client::create(
            &url,
            "classic",
            None,
            vec![SeatSpec::Remote, SeatSpec::Remote],
            Some(3),
        )
        .await
        .unwrap();
        let other = {
            let (url, code) = (url.clone(), code.clone());
            tokio::spawn(
                async move { client::play_seat(&url, &code, &Player::new(Level::Easy)).await },
            )
        };
        let mut leaver = Player::new(Level::Easy);
        leaver.leave_after = Some(5);
        let left = client::play_seat(&url, &code, &leaver).await.expect("left");
        assert!(!left.finished);
        assert!(left.scores.is_none());
        // While it is away, its seat waits: nobody else may take it.
        let mut stranger = Client::connect(&url, "test").await.unwrap();
        stranger
            .send(&ClientMsg::Join {
                code: code.clone(),
                name: None,
                seat: None,
            })
            .await
            .unwrap();
        assert!(matches!(
            stranger.recv().await.unwrap(),
            ServerMsg::Refused { .. }
        ));
        let mut back = Player::new(Level::Easy);
        back.token = Some(left.token.clone());
        let done = client::play_seat(&url, &code, &back)
            .await
            .expect("rejoined");
        assert!(done.finished);
        assert_eq!(done.seat, left.seat);
        let o = other.await.unwrap().unwrap();
        assert_eq!(o.scores, done.scores);
        replays_to(&url, &code, done.scores.as_ref().unwrap()).await;
    })
    .await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_stopped_mid_game_resumes_it_and_the_players_come_back_by_themselves() {
    let dir = data_dir("restart");
    let server = Server::start("127.0.0.1:0", &dir, fast()).await.unwrap();
    let addr = server.addr();
    let url = server.url();
    bounded(180, async {
        let (code, _) = client::create(
            &url,
            "benelux",
            None,
            vec![SeatSpec::Remote, SeatSpec::Remote, ai("easy")],
            Some(9),
        )
        .await
        .unwrap();
        let players: Vec<_> = (0..2)
            .map(|_| {
                let (url, code) = (url.clone(), code.clone());
                tokio::spawn(async move {
                    client::play_seat(&url, &code, &Player::new(Level::Easy)).await
                })
            })
            .collect();
        // Wait until some moves are played, then stop the host.
        let mut played = 0;
        for _ in 0..400 {
            tokio::time::sleep(Duration::from_millis(25)).await;
            let (_, r) = client::fetch_record(&url, &code).await.unwrap();
            played = r["moves"].as_array().map_or(0, |m| m.len());
            if played >= 6 {
                break;
            }
        }
        assert!(played >= 6, "moves were played");
        server.stop().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let again = Server::start(&addr.to_string(), &dir, fast())
            .await
            .expect("the same port again");
        let mut outcomes = Vec::new();
        for p in players {
            outcomes.push(p.await.unwrap().expect("finished after the restart"));
        }
        assert!(outcomes.iter().all(|o| o.finished && o.reconnects >= 1));
        assert_eq!(outcomes[0].scores, outcomes[1].scores);
        let (_, r) = client::fetch_record(&url, &code).await.unwrap();
        assert!(r["moves"].as_array().unwrap().len() > played);
        replays_to(&url, &code, outcomes[0].scores.as_ref().unwrap()).await;
        again.stop().await;
    })
    .await;
}

/// A raw client that holds a seat: its connection, the seat and the latest state.
async fn seated(url: &str, code: &str) -> (Client, usize) {
    let mut c = Client::connect(url, "test").await.unwrap();
    c.send(&ClientMsg::Join {
        code: code.into(),
        name: None,
        seat: None,
    })
    .await
    .unwrap();
    loop {
        if let ServerMsg::Joined { seat, .. } = c.recv().await.unwrap() {
            return (c, seat);
        }
    }
}

/// The next state for `seat` with a version of at least `version`.
async fn state_at(c: &mut Client, seat: usize, version: u64) -> State {
    loop {
        if let ServerMsg::State(s) = c.recv().await.unwrap() {
            if s.seat == Some(seat) && s.version >= version && s.started {
                return s;
            }
        }
    }
}

async fn refused(c: &mut Client) -> String {
    loop {
        match c.recv().await.unwrap() {
            ServerMsg::Refused { reason } => return reason,
            ServerMsg::State(_) => continue,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_moves_and_bad_messages_are_refused_and_the_game_goes_on() {
    let (server, _dir) = host("refusals").await;
    let url = server.url();
    bounded(60, async {
        let (code, _) = client::create(
            &url,
            "classic",
            None,
            vec![SeatSpec::Remote, SeatSpec::Remote],
            Some(4),
        )
        .await
        .unwrap();
        let (mut a, sa) = seated(&url, &code).await;
        let (mut b, sb) = seated(&url, &code).await;
        assert_eq!((sa, sb), (0, 1));
        let s = state_at(&mut a, 0, 0).await;
        let Some(Action::Move { mv }) = client::decide(&s, Level::Easy).unwrap() else {
            panic!()
        };
        let act = |version, mv: &tessera_engine::record::RecordMove| ClientMsg::Act {
            code: code.clone(),
            version,
            action: Action::Move { mv: mv.clone() },
        };
        // Out of turn: seat 1 plays seat 0's move.
        b.send(&act(0, &mv)).await.unwrap();
        assert!(refused(&mut b).await.contains("turn"));
        // Illegal: a cell far from the board.
        let far = tessera_engine::record::RecordMove {
            x: 30,
            y: 30,
            ..mv.clone()
        };
        a.send(&act(0, &far)).await.unwrap();
        let why = refused(&mut a).await;
        assert!(!why.is_empty());
        // Unknown message: refused, the connection stays.
        a.send_text(r#"{"type":"teleport","to":"moon"}"#.into())
            .await
            .unwrap();
        assert!(refused(&mut a).await.contains("unknown"));
        // For a game it holds no seat in.
        a.send(&ClientMsg::Act {
            code: "XXXX-XXXX".into(),
            version: 0,
            action: Action::PutBack,
        })
        .await
        .unwrap();
        assert!(refused(&mut a).await.contains("no seat"));
        // The move, sent twice: applied once.
        a.send(&act(0, &mv)).await.unwrap();
        a.send(&act(0, &mv)).await.unwrap();
        let after = state_at(&mut a, 0, 1).await;
        assert_eq!(after.version, 1);
        assert!(refused(&mut a).await.contains("earlier"));
        let (_, r) = client::fetch_record(&url, &code).await.unwrap();
        assert_eq!(r["moves"].as_array().unwrap().len(), 1);
        assert_eq!(r["seed"], 0, "the public record while the game is played");
        // The public record names the tile in hand but not the order to come.
        assert!(after.record["deck"].is_array());

        // A frame that is not JSON closes that connection only.
        let (mut c, _) = (Client::connect(&url, "test").await.unwrap(), ());
        c.send_text("this is not json".into()).await.unwrap();
        assert!(matches!(c.recv().await, Err(NetError::Bye { .. })));
        // An oversized frame likewise.
        let mut big = Client::connect(&url, "test").await.unwrap();
        let _ = big
            .send_text(format!(
                r#"{{"type":"ping","pad":"{}"}}"#,
                "x".repeat(64 * 1024)
            ))
            .await;
        assert!(big.recv().await.is_err());
        // `wss://` to a host without TLS fails in words, not with a crash.
        match Client::connect(&url.replace("ws://", "wss://"), "test").await {
            Err(NetError::Connect { why, .. }) => assert!(!why.is_empty()),
            Err(other) => panic!("expected a connection error, got {other}"),
            Ok(_) => panic!("a TLS handshake with a plain host"),
        }
        // An old version is refused in words.
        let mut old = connect_raw(&url).await;
        old.send(&ClientMsg::Hello {
            protocol: PROTOCOL - 1,
            app: "Tessera 0.0.1".into(),
        })
        .await
        .unwrap();
        match old.recv().await {
            Err(NetError::Bye {
                reason,
                back: false,
            }) => assert!(reason.contains("protocol"), "{reason}"),
            other => panic!("expected a refusal in words, got {other:?}"),
        }

        // And the game goes on: seat 1 plays its move.
        let s = state_at(&mut b, 1, 1).await;
        let action = client::decide(&s, Level::Easy)
            .unwrap()
            .expect("seat 1's turn");
        b.send(&ClientMsg::Act {
            code: code.clone(),
            version: 1,
            action,
        })
        .await
        .unwrap();
        let s = state_at(&mut a, 0, 2).await;
        assert_eq!(s.version, 2);
        assert!(s.seats.iter().all(|x| x.connected));
        // Who is connected shows: when b goes, a sees it.
        b.close().await;
        loop {
            if let ServerMsg::State(s) = a.recv().await.unwrap() {
                if !s.seats[1].connected {
                    break;
                }
            }
        }
    })
    .await;
    server.stop().await;
}

/// A connection that has not said hello yet (tests of the greeting).
async fn connect_raw(url: &str) -> Client {
    Client::connect_without_hello(url).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_cannot_be_tried_one_after_another() {
    let dir = data_dir("limits");
    let config = Config {
        joins_per_minute: 8,
        failed_joins_per_connection: 3,
        ..fast()
    };
    let server = Server::start("127.0.0.1:0", &dir, config).await.unwrap();
    let url = server.url();
    bounded(30, async {
        let mut c = Client::connect(&url, "test").await.unwrap();
        for i in 0..3 {
            c.send(&ClientMsg::Join {
                code: format!("AAAA-AAA{i}"),
                name: None,
                seat: None,
            })
            .await
            .unwrap();
            if i < 2 {
                assert!(refused(&mut c).await.contains("no game"));
            }
        }
        // The third failure closes the connection.
        loop {
            match c.recv().await {
                Ok(ServerMsg::Refused { .. }) => continue,
                Err(NetError::Bye { .. }) => break,
                other => panic!("expected the connection closed, got {other:?}"),
            }
        }
        // And the address is slowed down for the rest of the minute.
        let mut d = Client::connect(&url, "test").await.unwrap();
        let mut last = String::new();
        for _ in 0..6 {
            d.send(&ClientMsg::Create {
                mode: "classic".into(),
                options: None,
                seats: vec![SeatSpec::Remote, ai("easy")],
                seed: None,
            })
            .await
            .unwrap();
            if let Ok(ServerMsg::Refused { reason }) = d.recv().await {
                last = reason;
            }
        }
        assert!(last.contains("too many"), "{last}");
    })
    .await;
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_games_at_once_on_one_host_all_finish() {
    // Every bot comes from 127.0.0.1: the per-address limit is raised for them.
    let config = Config {
        joins_per_minute: 10_000,
        ..fast()
    };
    let server = Server::start("127.0.0.1:0", &data_dir("load"), config)
        .await
        .unwrap();
    let url = server.url();
    let clock = Arc::new(client::Clock::default());
    bounded(300, async {
        let mut codes = Vec::new();
        for i in 0..50 {
            let (code, _) = client::create(
                &url,
                "classic",
                None,
                vec![SeatSpec::Remote, SeatSpec::Remote],
                Some(100 + i),
            )
            .await
            .unwrap();
            codes.push(code);
        }
        let mut bots = Vec::new();
        for code in &codes {
            for _ in 0..2 {
                let (url, code, clock) = (url.clone(), code.clone(), clock.clone());
                bots.push(tokio::spawn(async move {
                    let mut p = Player::new(Level::Random);
                    p.clock = Some(clock);
                    client::play_seat(&url, &code, &p).await
                }));
            }
        }
        for b in bots {
            assert!(b.await.unwrap().expect("finished").finished);
        }
    })
    .await;
    let times = clock.times();
    assert!(times.len() > 50 * 60, "every move timed: {}", times.len());
    let p95 = times[times.len() * 95 / 100];
    eprintln!(
        "50 games: {} moves, p95 from a move sent to every client updated {p95:?}",
        times.len()
    );
    server.stop().await;
}
