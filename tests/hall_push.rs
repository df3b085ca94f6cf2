//! The hall's push to lichess of a 250-board round: three broadcast rounds
//! of 100, 100 and 50 games in board order, against a local server that
//! checks lichess's documented contract (method, path, bearer token, the
//! PGN), as the relay's push is tested.

#[path = "harness/hall.rs"]
mod harness;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::*;
use rumqttc::{Client, MqttOptions, QoS};

const TOKEN: &str = "lip_pendule_hall_token_42";
const ROUNDS: [&str; 3] = ["aaaa1111", "bbbb2222", "cccc3333"];

/// The latest body pushed to each path, after checking each request.
type Pushed = Arc<Mutex<HashMap<String, String>>>;

/// A fake lichess on loopback: its address and what it was pushed.
fn fake_lichess() -> (String, Pushed) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let pushed: Pushed = Arc::default();
    let into = Arc::clone(&pushed);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
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
            assert_eq!(headers["authorization"], format!("Bearer {TOKEN}"));
            let path = line.split(' ').nth(1).unwrap().to_owned();
            assert!(line.starts_with("POST /api/broadcast/round/"), "{line}");
            into.lock()
                .unwrap()
                .insert(path, String::from_utf8(body).unwrap());
            let answer = "{\"games\":[]}";
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\
                 Content-Length: {}\r\n\r\n{answer}",
                answer.len()
            )
            .unwrap();
        }
    });
    (base, pushed)
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

#[test]
fn a_round_of_250_boards_goes_to_three_lichess_rounds() {
    let _turn = one_at_a_time();
    mosquitto();
    let dir = temp_dir("push");
    let (base, pushed) = fake_lichess();
    let token_file = dir.join("token");
    std::fs::write(&token_file, format!("{TOKEN}\n")).unwrap();
    let port = free_port();
    let mut hall = pendule()
        .args(["hall", "--event", EVENT, "--listen"])
        .arg(format!("127.0.0.1:{port}"))
        .arg("--out")
        .arg(dir.join("out"))
        .args([
            "--push",
            &ROUNDS.join(","),
            "--lichess",
            &base,
            "--token-file",
        ])
        .arg(&token_file)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("hall.log")).unwrap())
        .spawn()
        .unwrap();
    // 250 boards' snapshots, as 250 devices would leave them retained.
    let began = Instant::now();
    let (client, mut connection) = loop {
        let (client, mut connection) =
            Client::new(MqttOptions::new("boards", "127.0.0.1", port), 300);
        if connection.iter().next().is_some_and(|e| e.is_ok()) {
            break (client, connection);
        }
        assert!(began.elapsed() < Duration::from_secs(20), "no broker");
        std::thread::sleep(Duration::from_millis(100));
    };
    std::thread::spawn(move || for _ in connection.iter() {});
    for board in 1..=250u32 {
        let device = format!("v{board}");
        let game = format!("[Event \\\"Open\\\"]\\n[Board \\\"{board}\\\"]\\n\\n1. e4 *\\n");
        let state = format!(
            "{{\"device\":\"{device}\",\"hall_event\":\"{EVENT}\",\"board\":{board},\"games\":[\"{game}\"]}}"
        );
        let topic = format!("pendule/v1/dev/{device}/state");
        client
            .publish(topic, QoS::AtLeastOnce, true, state)
            .unwrap();
    }
    let expected: Vec<Vec<u32>> = vec![
        (1..=100).collect(),
        (101..=200).collect(),
        (201..=250).collect(),
    ];
    let began = Instant::now();
    loop {
        let seen: Vec<Vec<u32>> = ROUNDS
            .iter()
            .map(|id| {
                let path = format!("/api/broadcast/round/{id}/push");
                pushed
                    .lock()
                    .unwrap()
                    .get(&path)
                    .map(|r| boards(r))
                    .unwrap_or_default()
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
    let _ = std::process::Command::new("kill")
        .arg(hall.id().to_string())
        .status();
    let _ = hall.wait();
    let said = std::fs::read_to_string(dir.join("hall.log")).unwrap();
    assert!(!said.contains(TOKEN), "the token was printed");
    assert!(
        said.contains("lichess round bbbb2222: boards 101-200 (100 games)"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
