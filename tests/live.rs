//! The live broadcast end to end: devices (`pendule simulate --serve`, the
//! device's own endpoint code) on loopback and `pendule relay` gathering
//! them, read back by python-chess; a device killed and restarted, one
//! answering garbage, one hanging; the push to a fake lichess.

mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use common::python_with_chess;

const OPENINGS: [&str; 4] = [
    "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5",
    "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6",
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5",
    "c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6",
];

fn pendule() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pendule"))
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-live-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn unix_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis()
}

/// A board's script: sudden death (so the final clock tags equal the last
/// `%clk` of each side), `plies` moves of an opening, each after `think`
/// seconds, then White resigns at once.
fn script(board: u32, plies: usize, think: u32) -> String {
    let moves: Vec<&str> = OPENINGS[board as usize % 4].split(' ').collect();
    let mut text = format!(
        "[Event \"Live Open\"]\n[Site \"Club\"]\n[Round \"4\"]\n[Board \"{board}\"]\n\
         [White \"White {board}\"]\n[Black \"Black {board}\"]\ncontrol 600\n"
    );
    for (i, mv) in moves.iter().cycle().take(plies).enumerate() {
        let t = think + (board + i as u32) % 2;
        text.push_str(&format!("{t} {mv}\n"));
    }
    text.push_str("resign white\n");
    text
}

/// A device: `pendule simulate SCRIPT --serve` and the moments it served
/// each ply (from its stderr).
struct Device {
    child: Child,
    addr: String,
    served: Arc<Mutex<Vec<(usize, u128)>>>,
}

impl Device {
    fn start(dir: &Path, board: u32, port: u16, text: &str, speed: f64) -> Device {
        Device::start_with(dir, board, port, text, speed, &[])
    }

    fn start_with(
        dir: &Path,
        board: u32,
        port: u16,
        text: &str,
        speed: f64,
        more: &[&str],
    ) -> Device {
        let path = dir.join(format!("board-{board}-{port}.txt"));
        std::fs::write(&path, text).unwrap();
        let addr = format!("127.0.0.1:{port}");
        // Announced devices listen on every interface, as a device does.
        let listen = if more.contains(&"--announce") {
            format!("0.0.0.0:{port}")
        } else {
            addr.clone()
        };
        let speed = speed.to_string();
        let mut child = pendule()
            .arg("simulate")
            .arg(&path)
            .args(["--serve", &listen, "--speed", &speed, "--linger", "60"])
            .args(more)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let served = Arc::new(Mutex::new(Vec::new()));
        let lines = BufReader::new(child.stderr.take().unwrap());
        let into = Arc::clone(&served);
        std::thread::spawn(move || {
            for line in lines.lines().map_while(Result::ok) {
                // "ply N served at MS ms"
                let words: Vec<&str> = line.split(' ').collect();
                if let ["ply", n, "served", "at", ms, "ms"] = words[..] {
                    into.lock()
                        .unwrap()
                        .push((n.parse().unwrap(), ms.parse().unwrap()));
                }
            }
        });
        // Serving once it answers.
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(&addr).is_err() {
            assert!(Instant::now() < deadline, "device {addr} never listened");
            std::thread::sleep(Duration::from_millis(20));
        }
        Device {
            child,
            addr,
            served,
        }
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A running `pendule relay`, its stderr in a file.
struct Relay {
    child: Child,
    log: PathBuf,
}

impl Relay {
    fn start(devices: &[String], out: &Path) -> Relay {
        let log = out.with_extension("log");
        let child = pendule()
            .arg("relay")
            .arg("--devices")
            .arg(devices.join(","))
            .arg("--out")
            .arg(out)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Relay { child, log }
    }

    fn said(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A tag's value in one game's text.
fn tag<'a>(game: &'a str, name: &str) -> Option<&'a str> {
    game.lines()
        .find_map(|l| l.strip_prefix(&format!("[{name} \""))?.strip_suffix("\"]"))
}

/// The games of a round file: (board, plies, result), in file order.
fn boards_in(text: &str) -> Vec<(u32, usize, String)> {
    text.split("\n\n[Event ")
        .filter(|g| !g.trim().is_empty())
        .map(|g| {
            let g = if g.starts_with("[Event ") {
                g.to_owned()
            } else {
                format!("[Event {g}")
            };
            (
                tag(&g, "Board").unwrap().parse().unwrap(),
                tag(&g, "PlyCount").unwrap().parse().unwrap(),
                tag(&g, "Result").unwrap().to_owned(),
            )
        })
        .collect()
}

fn percentile(sorted: &[u128], q: f64) -> u128 {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

/// What python-chess reads of a round file, one JSON value a game.
fn python_reads(path: &Path) -> Vec<serde_json::Value> {
    let reader = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/live_read_round.py");
    python_with_chess([reader.as_os_str(), path.as_os_str()])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn hms(text: &str) -> u64 {
    text.split(':')
        .fold(0, |acc, p| acc * 60 + p.parse::<u64>().unwrap())
}

#[test]
fn eight_boards_reach_the_round_file_within_a_poll() {
    let dir = temp_dir("eight");
    let out = dir.join("out");
    const PLIES: usize = 12;
    let devices: Vec<Device> = (1..=8)
        .map(|board| Device::start(&dir, board, free_port(), &script(board, PLIES, 2), 2.0))
        .collect();
    let addrs: Vec<String> = devices.iter().map(|d| d.addr.clone()).collect();
    let relay = Relay::start(&addrs, &out);
    // When each board's ply first showed in the round file.
    let mut seen: BTreeMap<(u32, usize), u128> = BTreeMap::new();
    let deadline = Instant::now() + Duration::from_secs(90);
    let round = out.join("round.pgn");
    loop {
        assert!(
            Instant::now() < deadline,
            "the round never finished: {}",
            relay.said()
        );
        let text = std::fs::read_to_string(&round).unwrap_or_default();
        let games = boards_in(&text);
        let now = unix_ms();
        for (board, plies, _) in &games {
            for ply in 1..=*plies {
                seen.entry((*board, ply)).or_insert(now);
            }
        }
        if games.len() == 8 && games.iter().all(|(_, _, result)| result != "*") {
            // Ordered by board.
            assert_eq!(
                games.iter().map(|g| g.0).collect::<Vec<_>>(),
                (1..=8).collect::<Vec<_>>()
            );
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut delays = Vec::new();
    for (board, device) in (1..=8).zip(&devices) {
        let served = device.served.lock().unwrap().clone();
        assert_eq!(served.len(), PLIES, "board {board}: {served:?}");
        for (ply, at) in served {
            let shown = seen[&(board, ply)];
            delays.push(shown.saturating_sub(at));
        }
    }
    delays.sort();
    let (p50, p99) = (percentile(&delays, 0.5), percentile(&delays, 0.99));
    eprintln!(
        "move served -> in the relay's round file: p50 {p50} ms, p99 {p99} ms, max {} ms ({} moves, 8 boards, poll every 2 s)",
        delays.last().unwrap(),
        delays.len()
    );
    // One poll interval (2 s) plus the time to answer and write.
    assert!(*delays.last().unwrap() <= 2_800, "{delays:?}");

    // python-chess reads every game, with every clock and the clock tags.
    let games = python_reads(&round);
    assert_eq!(games.len(), 8);
    for (board, game) in (1..=8).zip(&games) {
        assert_eq!(game["errors"].as_array().unwrap().len(), 0, "{game}");
        let headers = &game["headers"];
        assert_eq!(headers["Board"], board.to_string());
        assert_eq!(headers["Result"], "0-1");
        let sans: Vec<&str> = game["sans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        let expected: Vec<&str> = OPENINGS[board as usize % 4]
            .split(' ')
            .take(PLIES)
            .collect();
        assert_eq!(sans, expected, "board {board}");
        let clocks: Vec<u64> = game["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().expect("a %clk on every move"))
            .collect();
        assert_eq!(clocks.len(), PLIES);
        // The clocks stopped at the resignation: each tag is the side's
        // last %clk.
        let white_last = clocks[PLIES - 2];
        let black_last = clocks[PLIES - 1];
        assert_eq!(
            hms(headers["WhiteClock"].as_str().unwrap()),
            white_last,
            "board {board}"
        );
        assert_eq!(
            hms(headers["BlackClock"].as_str().unwrap()),
            black_last,
            "board {board}"
        );
        assert!(white_last < 600 && black_last < 600);
    }
    // Each board's own file holds its game.
    let four = std::fs::read_to_string(out.join("game-4.pgn")).unwrap();
    assert_eq!(boards_in(&four), [(4, PLIES, "0-1".to_owned())]);
    drop(relay);
    drop(devices);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fake device on its own thread: `answer` for every request.
fn fake_device(answer: &'static [u8], hang: bool) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 2048];
            let _ = stream.read(&mut buf);
            if hang {
                // Never answers, never closes.
                held.push(stream);
                continue;
            }
            let _ = stream.write_all(answer);
        }
    });
    addr
}

#[test]
fn garbage_and_a_hanging_device_leave_the_others_and_are_named() {
    let dir = temp_dir("bad");
    let out = dir.join("out");
    let good = Device::start(&dir, 3, free_port(), &script(3, 2, 1), 10.0);
    let garbage = fake_device(
        b"HTTP/1.1 200 OK\r\nContent-Length: 27\r\nConnection: close\r\n\r\n<html>not a game</html>\r\n\r\n",
        false,
    );
    let hanging = fake_device(b"", true);
    // The good device has finished its short game.
    std::thread::sleep(Duration::from_millis(800));
    let started = Instant::now();
    let run = pendule()
        .arg("relay")
        .arg("--devices")
        .arg(format!("{},{garbage},{hanging}", good.addr))
        .arg("--out")
        .arg(&out)
        .args(["--once", "--timeout", "1"])
        .output()
        .unwrap();
    let took = started.elapsed();
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert_eq!(run.status.code(), Some(2), "{stderr}");
    // Bounded by the timeout, not by the device that hangs.
    assert!(took < Duration::from_secs(4), "{took:?}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].starts_with(&format!("{garbage}: not PGN")),
        "{stderr}"
    );
    assert!(
        lines[1].starts_with(&format!("{hanging}: no answer in time")),
        "{stderr}"
    );
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
    assert_eq!(boards_in(&round), [(3, 2, "0-1".to_owned())]);

    // Every device answering: exit 0, nothing said.
    let run = pendule()
        .args(["relay", "--once", "--devices", &good.addr, "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    assert!(run.stderr.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// One HTTP request as a server saw it.
#[derive(Debug)]
struct Seen {
    request_line: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

/// Reads one request (head and a Content-Length body) from `stream`.
fn read_request(stream: &mut TcpStream) -> Seen {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request_line = String::new();
    reader.read_line(&mut request_line).unwrap();
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').unwrap();
        headers.push((name.to_ascii_lowercase(), value.trim().to_owned()));
    }
    let length: usize = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .map_or(0, |(_, v)| v.parse().unwrap());
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    Seen {
        request_line: request_line.trim_end().to_owned(),
        headers,
        body,
    }
}

#[test]
fn the_round_is_pushed_as_lichess_documents_it() {
    let dir = temp_dir("push");
    let out = dir.join("out");
    let devices: Vec<Device> = [5, 2]
        .iter()
        .map(|&board| Device::start(&dir, board, free_port(), &script(board, 4, 1), 20.0))
        .collect();
    std::thread::sleep(Duration::from_millis(600));
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

/// One raw GET with an optional `If-None-Match`: status, ETag, bytes.
fn raw_get(addr: &str, path: &str, etag: Option<&str>) -> (u16, Option<String>, usize) {
    let mut stream = TcpStream::connect(addr).unwrap();
    let condition = etag.map_or(String::new(), |t| format!("If-None-Match: {t}\r\n"));
    write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n{condition}\r\n").unwrap();
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).unwrap();
    let text = String::from_utf8_lossy(&reply);
    let status = text[9..12].parse().unwrap();
    let tag = text
        .lines()
        .find_map(|l| l.strip_prefix("ETag: "))
        .map(str::to_owned);
    (status, tag, reply.len())
}

#[test]
fn the_device_answers_304_to_its_own_tag() {
    let dir = temp_dir("etag");
    let device = Device::start(&dir, 6, free_port(), &script(6, 6, 1), 20.0);
    // Over: the clocks stand, so the page stays the same.
    std::thread::sleep(Duration::from_millis(1000));
    let (status, tag, full) = raw_get(&device.addr, "/round.pgn", None);
    assert_eq!(status, 200);
    let tag = tag.unwrap();
    let (status, again, small) = raw_get(&device.addr, "/round.pgn", Some(&tag));
    assert_eq!((status, again.as_deref()), (304, Some(tag.as_str())));
    let (status, _, _) = raw_get(&device.addr, "/round.pgn", Some("\"other\""));
    assert_eq!(status, 200);
    assert_eq!(raw_get(&device.addr, "/nothing", None).0, 404);
    eprintln!("bytes per poll: {full} with the game (200), {small} when unchanged (304)");
    assert!(small < 200 && full > small * 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_device_killed_and_restarted_mid_round_comes_back() {
    let dir = temp_dir("restart");
    let out = dir.join("out");
    let one = Device::start(&dir, 1, free_port(), &script(1, 24, 1), 2.0);
    let port = free_port();
    let two = Device::start(&dir, 2, port, &script(2, 24, 1), 2.0);
    let relay = Relay::start(&[one.addr.clone(), two.addr.clone()], &out);
    let round = out.join("round.pgn");
    let plies = |board: u32| {
        boards_in(&std::fs::read_to_string(&round).unwrap_or_default())
            .iter()
            .find(|g| g.0 == board)
            .map_or(0, |g| g.1)
    };
    let wait_for = |what: &dyn Fn() -> bool, why: &str| {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !what() {
            assert!(Instant::now() < deadline, "{why}: {}", relay.said());
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    wait_for(&|| plies(2) >= 2, "board 2 never showed");
    drop(two);
    let (one_before, two_before) = (plies(1), plies(2));
    // Board 1 goes on while board 2 is gone, and board 2 keeps its game.
    wait_for(
        &|| plies(1) >= one_before + 2,
        "board 1 stopped with board 2",
    );
    assert_eq!(plies(2), two_before);
    wait_for(
        &|| {
            relay
                .said()
                .contains(&format!("127.0.0.1:{port} cannot connect"))
        },
        "not said",
    );
    // Back on the same address: its game shows again, to the end.
    let _two = Device::start(&dir, 2, port, &script(2, 6, 1), 4.0);
    wait_for(
        &|| {
            let text = std::fs::read_to_string(&round).unwrap_or_default();
            boards_in(&text)
                .iter()
                .any(|g| g.0 == 2 && g.1 == 6 && g.2 == "0-1")
        },
        "board 2 never came back",
    );
    drop(relay);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_push_is_tried_again_later_and_an_unchanged_round_is_not_pushed() {
    let dir = temp_dir("retry");
    let out = dir.join("out");
    let device = Device::start(&dir, 7, free_port(), &script(7, 2, 1), 20.0);
    std::thread::sleep(Duration::from_millis(500));
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

#[test]
fn the_relay_serves_the_round_for_a_local_viewer() {
    let dir = temp_dir("viewer");
    let out = dir.join("out");
    let device = Device::start(&dir, 8, free_port(), &script(8, 2, 1), 20.0);
    let viewer = format!("127.0.0.1:{}", free_port());
    let _relay = {
        let child = pendule()
            .args([
                "relay",
                "--devices",
                &device.addr,
                "--serve",
                &viewer,
                "--out",
            ])
            .arg(&out)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        Relay {
            child,
            log: dir.join("none.log"),
        }
    };
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        assert!(Instant::now() < deadline, "the viewer never got the round");
        if TcpStream::connect(&viewer).is_ok() {
            let (status, _, _) = raw_get(&viewer, "/round.pgn", None);
            let file = std::fs::read_to_string(out.join("round.pgn")).unwrap_or_default();
            if status == 200 && boards_in(&file).first().is_some_and(|g| g.2 == "0-1") {
                let mut s = TcpStream::connect(&viewer).unwrap();
                s.write_all(b"GET /game-8.pgn HTTP/1.1\r\n\r\n").unwrap();
                let mut reply = String::new();
                s.read_to_string(&mut reply).unwrap();
                if reply.ends_with(&file) {
                    assert_eq!(raw_get(&viewer, "/settings.toml", None).0, 404);
                    break;
                }
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn devices_are_found_by_mdns_with_their_round_and_board() {
    let dir = temp_dir("mdns");
    let out = dir.join("out");
    let boards = [11, 12];
    let devices: Vec<Device> = boards
        .iter()
        .map(|&b| {
            Device::start_with(
                &dir,
                b,
                free_port(),
                &script(b, 2, 1),
                20.0,
                &["--announce"],
            )
        })
        .collect();
    // What the TXT records say, as any mDNS browser sees them.
    let daemon = mdns_sd::ServiceDaemon::new().unwrap();
    let events = daemon.browse("_pendule._tcp.local.").unwrap();
    let ports: Vec<u16> = devices
        .iter()
        .map(|d| d.addr.rsplit(':').next().unwrap().parse().unwrap())
        .collect();
    let mut txt = BTreeMap::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while txt.len() < 2 && Instant::now() < deadline {
        if let Ok(mdns_sd::ServiceEvent::ServiceResolved(s)) =
            events.recv_timeout(Duration::from_millis(500))
        {
            let board = s
                .txt_properties
                .get_property_val_str("board")
                .unwrap_or("")
                .to_owned();
            if ports.contains(&s.port) && !board.is_empty() {
                let event = s
                    .txt_properties
                    .get_property_val_str("event")
                    .unwrap_or("")
                    .to_owned();
                let round = s
                    .txt_properties
                    .get_property_val_str("round")
                    .unwrap_or("")
                    .to_owned();
                txt.insert(s.port, (event, round, board));
            }
        }
    }
    let _ = daemon.shutdown();
    for (port, board) in ports.iter().zip(boards) {
        assert_eq!(
            txt.get(port),
            Some(&("Live Open".to_owned(), "4".to_owned(), board.to_string())),
            "{txt:?}"
        );
    }
    // The relay finds both without being told where they are.
    let run = pendule()
        .args(["relay", "--once", "--discover", "3", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap_or_default();
    let found: Vec<u32> = boards_in(&round)
        .iter()
        .map(|g| g.0)
        .filter(|b| boards.contains(b))
        .collect();
    assert_eq!(found, boards, "{}", String::from_utf8_lossy(&run.stderr));
    drop(devices);
    let _ = std::fs::remove_dir_all(&dir);
}
