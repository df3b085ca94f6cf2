//! The relay's push to lichess, against a local server that checks the
//! documented contract (lichess itself cannot be reached from the tests):
//! method, path, bearer token, a body python-chess reads as the round; a
//! failed push tried again after its back-off.

#[path = "harness/live.rs"]
mod harness;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use harness::*;

#[test]
fn the_round_is_pushed_as_lichess_documents_it() {
    let _turn = one_at_a_time();
    let dir = temp_dir("push");
    let out = dir.join("out");
    let devices: Vec<Device> = [5, 2]
        .iter()
        .map(|&board| Device::start(&dir, board, free_port(), &script(board, 4, 1), 20.0))
        .collect();
    for device in &devices {
        wait_finished(&device.addr);
    }
    // The fake lichess: answers as lichess does, records what it got.
    let lichess = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", lichess.local_addr().unwrap());
    let server = std::thread::spawn(move || {
        let (mut stream, _) = lichess.accept().unwrap();
        let seen = read_request(&mut stream);
        let body = "{\"games\":[]}";
        write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        seen
    });
    let token = "lip_pendule_test_token_0123";
    let token_file = dir.join("token");
    std::fs::write(&token_file, format!("{token}\n")).unwrap();
    let addrs: Vec<String> = devices.iter().map(|d| d.addr.clone()).collect();
    let run = pendule()
        .args(["relay", "--once", "--push", "aB3dE5gH", "--lichess", &base])
        .arg("--token-file")
        .arg(&token_file)
        .arg("--devices")
        .arg(addrs.join(","))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(run.status.code(), Some(0), "{said}");
    assert!(!said.contains(token), "the token was printed");
    let seen = server.join().unwrap();
    assert_eq!(
        seen.request_line,
        "POST /api/broadcast/round/aB3dE5gH/push HTTP/1.1"
    );
    let header = |name: &str| {
        seen.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    assert_eq!(
        header("authorization"),
        Some(format!("Bearer {token}").as_str())
    );
    assert!(header("content-type").unwrap().starts_with("text/plain"));
    // The body is the round: python-chess reads its games, by board.
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
    assert_eq!(String::from_utf8(seen.body.clone()).unwrap(), round);
    let pushed = dir.join("pushed.pgn");
    std::fs::write(&pushed, &seen.body).unwrap();
    let games = python_reads(&pushed);
    let boards: Vec<&str> = games
        .iter()
        .map(|g| g["headers"]["Board"].as_str().unwrap())
        .collect();
    assert_eq!(boards, ["2", "5"]);
    for game in &games {
        assert_eq!(game["sans"].as_array().unwrap().len(), 4, "{game}");
        assert_eq!(game["errors"].as_array().unwrap().len(), 0, "{game}");
    }

    // No token, no push; a token on the command line is not an option.
    let run = pendule()
        .args([
            "relay",
            "--once",
            "--push",
            "aB3dE5gH",
            "--devices",
            &addrs[0],
            "--out",
        ])
        .arg(&out)
        .env_remove("LICHESS_TOKEN")
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("LICHESS_TOKEN"));
    let run = pendule()
        .args([
            "relay",
            "--once",
            "--token",
            token,
            "--devices",
            &addrs[0],
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert_ne!(run.status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_push_is_tried_again_later_and_an_unchanged_round_is_not_pushed() {
    let _turn = one_at_a_time();
    let dir = temp_dir("retry");
    let out = dir.join("out");
    let device = Device::start(&dir, 7, free_port(), &script(7, 2, 1), 20.0);
    wait_finished(&device.addr);
    // The fake lichess fails the first push, then takes every one.
    let lichess = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", lichess.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = Arc::clone(&seen);
    std::thread::spawn(move || {
        for (n, stream) in lichess.incoming().enumerate() {
            let mut stream = stream.unwrap();
            let request = read_request(&mut stream);
            record
                .lock()
                .unwrap()
                .push((Instant::now(), request.body.len()));
            let status = if n == 0 { "502 Bad Gateway" } else { "200 OK" };
            let _ = write!(stream, "HTTP/1.1 {status}\r\nContent-Length: 0\r\n\r\n");
        }
    });
    let mut relay = pendule()
        .args([
            "relay",
            "--push",
            "aB3dE5gH",
            "--lichess",
            &base,
            "--devices",
            &device.addr,
            "--out",
        ])
        .arg(&out)
        .env("LICHESS_TOKEN", "lip_retry_token")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(7));
    let _ = relay.kill();
    let mut said = String::new();
    relay
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    let _ = relay.wait();
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 2, "{seen:?} {said}");
    let gap = seen[1].0 - seen[0].0;
    assert!(gap >= Duration::from_millis(1900), "{gap:?}");
    assert_eq!(seen[0].1, seen[1].1);
    assert!(
        said.contains("push failed: HTTP status 502; trying again in 2 s"),
        "{said}"
    );
    assert!(!said.contains("lip_retry_token"));
    let _ = std::fs::remove_dir_all(&dir);
}
