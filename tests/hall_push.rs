//! The hall's push to lichess, against a local server that checks
//! lichess's documented contract (lichess itself cannot be reached from
//! the tests): method, path, bearer token, the PGN as `text/plain` that
//! python-chess reads as the round; a round of 250 boards in three
//! broadcast rounds of 100, 100 and 50 games in board order; a failed push
//! tried again after its back-off, an unchanged round not pushed again,
//! and the token never printed.

#[path = "harness/hall.rs"]
mod harness;

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::*;
use rumqttc::{Client, MqttOptions, QoS};

const TOKEN: &str = "lip_pendule_hall_token_42";
const ROUNDS: [&str; 3] = ["aaaa1111", "bbbb2222", "cccc3333"];

/// One request as the fake lichess got it.
#[derive(Debug, Clone)]
struct Request {
    at: Instant,
    line: String,
    headers: HashMap<String, String>,
    body: String,
}

/// Every request the fake lichess got, in order.
type Requests = Arc<Mutex<Vec<Request>>>;

/// A fake lichess on loopback: its address and what it was pushed. It
/// answers the first requests with `failures` in turn, then as lichess
/// takes a push.
fn fake_lichess(failures: &'static [&'static str]) -> (String, Requests) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let requests: Requests = Arc::default();
    let into = Arc::clone(&requests);
    std::thread::spawn(move || {
        for (n, stream) in listener.incoming().enumerate() {
            let Ok(mut stream) = stream else { continue };
            let request = read_request(&stream);
            into.lock().unwrap().push(request);
            let (status, answer) = match failures.get(n) {
                Some(status) => (*status, ""),
                None => ("200 OK", "{\"games\":[]}"),
            };
            write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nConnection: close\r\n\
                 Content-Length: {}\r\n\r\n{answer}",
                answer.len()
            )
            .unwrap();
        }
    });
    (base, requests)
}

/// One request's line, headers and body.
fn read_request(stream: &std::net::TcpStream) -> Request {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    let mut headers = HashMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).unwrap();
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(": ").unwrap();
        headers.insert(name.to_ascii_lowercase(), value.to_owned());
    }
    let length: usize = headers["content-length"].parse().unwrap();
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    Request {
        at: Instant::now(),
        line: line.trim_end().to_owned(),
        headers,
        body: String::from_utf8(body).unwrap(),
    }
}

/// The latest body pushed to each path.
fn latest(requests: &Requests) -> HashMap<String, String> {
    let mut pushed = HashMap::new();
    for request in requests.lock().unwrap().iter() {
        let path = request.line.split(' ').nth(1).unwrap().to_owned();
        pushed.insert(path, request.body.clone());
    }
    pushed
}

/// The boards of a pushed round, in its order.
fn boards(round: &str) -> Vec<u32> {
    round
        .lines()
        .filter_map(|l| {
            l.strip_prefix("[Board \"")?
                .strip_suffix("\"]")?
                .parse()
                .ok()
        })
        .collect()
}

/// `pendule hall` on its own broker at `port`, pushing to `rounds` on
/// the fake lichess at `base` with the token from `token`, what it says in
/// `dir/hall.log`.
fn start_hall(dir: &Path, port: u16, rounds: &[&str], base: &str, token: Token) -> Child {
    mosquitto();
    let mut hall = pendule();
    hall.args(["hall", "--event", EVENT, "--listen"])
        .arg(format!("127.0.0.1:{port}"))
        .arg("--out")
        .arg(dir.join("out"))
        .args(["--push", &rounds.join(","), "--lichess", base]);
    match token {
        Token::File => {
            let token_file = dir.join("token");
            std::fs::write(&token_file, format!("{TOKEN}\n")).unwrap();
            hall.arg("--token-file").arg(&token_file)
        }
        Token::Environment => hall.env("LICHESS_TOKEN", TOKEN),
    };
    hall.stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("hall.log")).unwrap())
        .spawn()
        .unwrap()
}

/// Where the hall takes the lichess token from.
enum Token {
    File,
    Environment,
}

/// Stops the hall (SIGTERM: its broker with it); what it said.
fn stop_hall(mut hall: Child, dir: &Path) -> String {
    let _ = std::process::Command::new("kill")
        .arg(hall.id().to_string())
        .status();
    let _ = hall.wait();
    std::fs::read_to_string(dir.join("hall.log")).unwrap()
}

/// Leaves each `(device, board, pgn)`'s snapshot retained on the broker at
/// `port`, as the devices would, from a client of its own (one with an
/// earlier call's id would take its session and be taken back).
fn retain_boards(port: u16, boards: impl IntoIterator<Item = (String, u32, String)>) {
    static CLIENTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let id = format!(
        "boards-{}",
        CLIENTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let began = Instant::now();
    let (client, mut connection) = loop {
        let (client, mut connection) =
            Client::new(MqttOptions::new(id.as_str(), "127.0.0.1", port), 300);
        if connection.iter().next().is_some_and(|e| e.is_ok()) {
            break (client, connection);
        }
        assert!(began.elapsed() < Duration::from_secs(20), "no broker");
        std::thread::sleep(Duration::from_millis(100));
    };
    std::thread::spawn(move || for _ in connection.iter() {});
    for (device, board, pgn) in boards {
        let state = serde_json::json!({
            "device": device,
            "hall_event": EVENT,
            "board": board,
            "games": [pgn],
        });
        let topic = format!("pendule/v1/dev/{device}/state");
        client
            .publish(topic, QoS::AtLeastOnce, true, state.to_string())
            .unwrap();
    }
}

#[test]
fn a_round_of_250_boards_goes_to_three_lichess_rounds() {
    let _turn = one_at_a_time();
    let dir = temp_dir("push");
    let (base, requests) = fake_lichess(&[]);
    let port = free_port();
    let hall = start_hall(&dir, port, &ROUNDS, &base, Token::File);
    // 250 boards' snapshots, as 250 devices would leave them retained.
    retain_boards(
        port,
        (1..=250u32).map(|b| {
            let pgn = format!("[Event \"Open\"]\n[Board \"{b}\"]\n\n1. e4 *\n");
            (format!("v{b}"), b, pgn)
        }),
    );
    let expected: Vec<Vec<u32>> = vec![
        (1..=100).collect(),
        (101..=200).collect(),
        (201..=250).collect(),
    ];
    let began = Instant::now();
    loop {
        let pushed = latest(&requests);
        let seen: Vec<Vec<u32>> = ROUNDS
            .iter()
            .map(|id| {
                let path = format!("/api/broadcast/round/{id}/push");
                pushed.get(&path).map(|r| boards(r)).unwrap_or_default()
            })
            .collect();
        if seen == expected {
            break;
        }
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "pushed: {seen:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    for request in requests.lock().unwrap().iter() {
        assert!(request.line.starts_with("POST /api/broadcast/round/"));
        assert_eq!(request.headers["authorization"], format!("Bearer {TOKEN}"));
    }
    let said = stop_hall(hall, &dir);
    assert!(!said.contains(TOKEN), "the token was printed");
    assert!(
        said.contains("lichess round bbbb2222: boards 101-200 (100 games)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_push_is_tried_again_and_the_round_is_pushed_as_lichess_documents_it() {
    let _turn = one_at_a_time();
    let dir = temp_dir("push-again");
    // The fake lichess fails the first push, then takes every one.
    let (base, requests) = fake_lichess(&["502 Bad Gateway"]);
    let port = free_port();
    let round_id = "aB3dE5gH";
    let hall = start_hall(&dir, port, &[round_id], &base, Token::Environment);
    let game = |board: u32, moves: &str| {
        format!(
            "[Event \"Open\"]\n[Round \"2\"]\n[Board \"{board}\"]\n[White \"White {board}\"]\n\
             [Black \"Black {board}\"]\n[Result \"*\"]\n\n{moves} *\n"
        )
    };
    let wait_for = |requests_in_all: usize| {
        let began = Instant::now();
        while requests.lock().unwrap().len() < requests_in_all {
            let seen = requests.lock().unwrap().clone();
            assert!(began.elapsed() < Duration::from_secs(30), "{seen:?}");
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let five = game(5, "1. e4 {[%clk 0:09:58]} e5 {[%clk 0:09:57]}");
    retain_boards(port, [("v5".into(), 5, five)]);
    wait_for(2);
    // The round does not change: it is not pushed again.
    std::thread::sleep(Duration::from_secs(4));
    let seen = requests.lock().unwrap().clone();
    assert_eq!(seen.len(), 2, "{seen:?}");
    let gap = seen[1].at - seen[0].at;
    assert!(gap >= Duration::from_millis(1900), "{gap:?}");
    assert_eq!(seen[0].body, seen[1].body);
    // A second board: the round is pushed again, whole.
    let two = game(2, "1. d4 {[%clk 0:09:59]} d5 {[%clk 0:09:55]}");
    retain_boards(port, [("v2".into(), 2, two)]);
    wait_for(3);
    let round = wait_file(&dir.join("out/round.pgn"), Duration::from_secs(10), |r| {
        boards(r) == [2, 5]
    });
    std::thread::sleep(Duration::from_secs(3));
    let said = stop_hall(hall, &dir);
    let seen = requests.lock().unwrap().clone();
    assert_eq!(seen.len(), 3, "{seen:?} {said}");
    assert!(
        said.contains("push failed: HTTP status 502; trying again in 2 s"),
        "{said}"
    );
    assert!(!said.contains(TOKEN), "the token was printed");
    let pushed = &seen[2];
    assert_eq!(
        pushed.line,
        format!("POST /api/broadcast/round/{round_id}/push HTTP/1.1")
    );
    assert_eq!(pushed.headers["authorization"], format!("Bearer {TOKEN}"));
    assert!(pushed.headers["content-type"].starts_with("text/plain"));
    // The body is the round: python-chess reads its games, by board.
    assert_eq!(pushed.body, round);
    let file = dir.join("pushed.pgn");
    std::fs::write(&file, &pushed.body).unwrap();
    let games = python_reads(&file);
    let boards: Vec<&str> = games
        .iter()
        .map(|g| g["headers"]["Board"].as_str().unwrap())
        .collect();
    assert_eq!(boards, ["2", "5"]);
    for game in &games {
        assert_eq!(game["sans"].as_array().unwrap().len(), 2, "{game}");
        assert_eq!(game["errors"].as_array().unwrap().len(), 0, "{game}");
        assert!(
            game["clocks"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c.is_u64())
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn no_token_no_push_and_a_token_is_never_an_argument() {
    let dir = temp_dir("push-no-token");
    let out = dir.join("out");
    let run = pendule()
        .args(["hall", "--event", EVENT, "--push", "aB3dE5gH", "--out"])
        .arg(&out)
        .env_remove("LICHESS_TOKEN")
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("LICHESS_TOKEN"));
    assert!(!out.exists(), "nothing started");
    let run = pendule()
        .args(["hall", "--event", EVENT, "--push", "aB3dE5gH"])
        .args(["--token", TOKEN, "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// What python-chess reads of a round file, one JSON value a game.
fn python_reads(path: &Path) -> Vec<serde_json::Value> {
    let reader = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/live_read_round.py");
    common::python_with_chess([reader.as_os_str(), path.as_os_str()])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}
