//! Online play through the commands, over the loopback address only (the command tests' host
//! listens on 127.0.0.1): one app hosts, another joins by address and code, and they play a
//! whole game move for move; moves out of turn and illegal ones are refused and change
//! nothing; a player who leaves rejoins with the kept secret; the host gives a free seat to
//! the AI; a host that stops and hosts again resumes the game from its file; a finished game
//! lands in each app's saved games and statistics as an online game.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::{first_move, scores, TestApp};

fn host_setup(seats: Value) -> Value {
    json!({ "setup": { "mode": "classic", "seats": seats } })
}

/// The address the others type (the first one the host shows).
fn address(v: &Value) -> String {
    v["online"]["addresses"][0]
        .as_str()
        .expect("the host shows an address")
        .to_string()
}

/// The view once `ok` holds, waiting for the host's changes (at most 20 s).
fn wait_until(t: &TestApp, mut v: Value, ok: impl Fn(&Value) -> bool) -> Value {
    let start = Instant::now();
    while !ok(&v) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "waited too long: {}",
            v["online"]
        );
        v = t.ok("online_wait", json!({ "seen": v["online"]["changes"] }));
    }
    v
}

fn my_turn(v: &Value) -> bool {
    v["online"]["my_turn"] == true
}

/// Play `apps` (each with its view) until the game is over: whoever's turn it is lays the
/// first placement, no figure. Returns the final views.
fn play_out(apps: &[&TestApp], mut views: Vec<Value>, stop_after: Option<usize>) -> Vec<Value> {
    let mut moves = 0;
    loop {
        if views.iter().all(|v| v["finished"] == true) {
            return views;
        }
        if stop_after.is_some_and(|k| moves >= k) {
            return views;
        }
        let Some(i) = views.iter().position(my_turn) else {
            // Nobody here is to act (an AI, or a view behind): wait for the next change.
            for (t, v) in apps.iter().zip(views.iter_mut()) {
                *v = t.ok("online_wait", json!({ "seen": v["online"]["changes"] }));
            }
            continue;
        };
        views[i] = apps[i].ok("online_move", first_move(&views[i], 0));
        moves += 1;
        assert!(moves < 200, "the game ends");
        // The others see the move.
        let turn = views[i]["turn"].clone();
        for (j, t) in apps.iter().enumerate() {
            if j != i {
                let v = views[j].clone();
                views[j] = wait_until(t, v, |v| v["turn"] == turn || v["finished"] == true);
            }
        }
    }
}

#[test]
fn two_apps_play_a_whole_game_refusals_change_nothing_and_a_player_rejoins() {
    let host = TestApp::new();
    let guest = TestApp::new();
    let v = host.ok(
        "online_host",
        host_setup(json!([{ "kind": "here", "name": "Ada" }, { "kind": "online" }])),
    );
    let code = v["online"]["code"].as_str().expect("a code").to_string();
    assert_eq!(v["online"]["hosting"], true);
    assert_eq!(v["online"]["started"], false, "seat 2 is free");
    assert_eq!(v["online"]["mine"], json!([0]));
    assert_eq!(v["current_is_ai"], false);
    assert_eq!(v["can_undo"], false, "undo is off online");
    let addr = address(&v);
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");
    assert_eq!(
        v["seed"], 0,
        "the app has the public record: not the game's seed"
    );

    // A wrong code is refused in words.
    let wrong = guest.call(
        "online_join",
        json!({ "address": addr, "code": "ZZZZ-ZZZZ", "name": "Bo" }),
    );
    assert_eq!(wrong.expect_err("no such game")["kind"], "online");

    let g = guest.ok(
        "online_join",
        json!({ "address": addr, "code": code.to_lowercase(), "name": "Bo" }),
    );
    assert_eq!(g["online"]["mine"], json!([1]));
    assert_eq!(g["online"]["started"], true);
    assert_eq!(g["seats"][1]["name"], "Bo");
    let v = wait_until(&host, v, |v| v["online"]["started"] == true);
    assert!(my_turn(&v), "Ada plays first");
    assert!(!my_turn(&g));

    // Out of turn, and illegal: refused here, and nothing changes at the host.
    assert_eq!(
        guest.err_kind("online_move", first_move(&g, 0)),
        "notYourTurn"
    );
    let mut bad = first_move(&v, 0);
    bad["mv"]["x"] = json!(40);
    assert_eq!(host.err_kind("online_move", bad), "illegal");
    assert_eq!(host.ok("online_view", json!({}))["turn"], v["turn"]);

    // A few moves, then the guest leaves and comes back with the kept secret.
    let views = play_out(&[&host, &guest], vec![v, g], Some(6));
    guest.ok("online_leave", json!({}));
    let v = wait_until(&host, views[0].clone(), |v| {
        v["online"]["seats"][1]["connected"] == false
    });
    let kept = guest.ok("online_games", json!({}));
    assert_eq!(kept[0]["code"], code.as_str());
    assert_eq!(kept[0]["open"], false);
    let g = guest.ok("online_rejoin", json!({ "code": code }));
    assert_eq!(g["online"]["mine"], json!([1]));
    assert_eq!(g["turn"], views[1]["turn"], "the game as it stood");
    let v = wait_until(&host, v, |v| v["online"]["seats"][1]["connected"] == true);

    let end = play_out(&[&host, &guest], vec![v, g], None);
    assert_eq!(scores(&end[0]), scores(&end[1]));
    // Each app saves the whole game among its saved games and counts it as an online game.
    let id = format!("online-{code}");
    for (t, v) in [(&host, &end[0]), (&guest, &end[1])] {
        let v = wait_until(t, v.clone(), |v| v["online"]["saved"] == true);
        assert_eq!(v["id"], id.as_str());
        let opened = t.ok("open_game", json!({ "id": id }));
        assert_eq!(
            scores(&opened),
            scores(&end[0]),
            "the save replays to the same scores"
        );
        let rows = super::stats::rows(t);
        assert!(
            rows.iter()
                .any(|r| r["level"] == "online" && r["played"] == 1),
            "{rows:?}"
        );
        assert_eq!(
            t.ok("online_games", json!({})),
            json!([]),
            "nothing to rejoin"
        );
    }
    host.ok("online_leave", json!({}));
}

#[test]
fn the_host_gives_a_free_seat_to_the_ai_and_hosts_again_after_stopping() {
    let host = TestApp::new();
    let v = host.ok(
        "online_host",
        host_setup(json!([
            { "kind": "here", "name": "Ada" },
            { "kind": "online" },
            { "kind": "ai", "level": "random" }
        ])),
    );
    let code = v["online"]["code"].as_str().expect("code").to_string();
    let port = address(&v)
        .rsplit(':')
        .next()
        .unwrap_or_default()
        .to_string();
    assert_eq!(
        host.err_kind("online_move", first_move(&v, 0)),
        "notYourTurn",
        "nobody moves before every seat is taken"
    );
    let v = host.ok("online_replace", json!({ "seat": 1, "level": "random" }));
    assert_eq!(v["online"]["seats"][1]["kind"], "ai");
    let v = wait_until(&host, v, |v| v["online"]["started"] == true && my_turn(v));
    let views = play_out(&[&host], vec![v], Some(3));
    let turn = views[0]["turn"].clone();

    // The host leaves: its in-app host stops listening.
    host.ok("online_leave", json!({}));
    let gone = std::net::TcpStream::connect(format!("127.0.0.1:{port}"));
    assert!(gone.is_err(), "nothing listens once the host has left");

    // Rejoined: hosted again from its file, on the same port, where it stood.
    let v = host.ok("online_rejoin", json!({ "code": code }));
    assert_eq!(v["online"]["hosting"], true);
    assert_eq!(address(&v).rsplit(':').next(), Some(port.as_str()));
    assert!(v["turn"].as_u64() >= turn.as_u64());
    let end = play_out(&[&host], vec![v], None);
    assert_eq!(end[0]["finished"], true);
    host.ok("online_leave", json!({}));
}
