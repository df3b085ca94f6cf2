//! The live endpoint's test harness: devices (`pendule simulate --serve`,
//! the device's own endpoint code) on loopback, raw HTTP, and python-chess
//! reading a round.

#![allow(dead_code)]

#[path = "../common/mod.rs"]
mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::python_with_chess;

pub const OPENINGS: [&str; 4] = [
    "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5",
    "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6",
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5",
    "c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6",
];

pub fn pendule() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pendule"))
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-live-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A board's script: sudden death (so the final clock tags equal the last
/// `%clk` of each side), `plies` moves of an opening, each after `think`
/// seconds, then White resigns at once.
pub fn script(board: u32, plies: usize, think: u32) -> String {
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
pub struct Device {
    pub child: Child,
    pub addr: String,
    pub served: Arc<Mutex<Vec<(usize, u128)>>>,
}

impl Device {
    pub fn start(dir: &Path, board: u32, port: u16, text: &str, speed: f64) -> Device {
        Device::start_with(dir, board, port, text, speed, &[])
    }

    pub fn start_with(
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
        let speed = speed.to_string();
        let mut child = pendule()
            .arg("simulate")
            .arg(&path)
            .args(["--serve", &addr, "--speed", &speed, "--linger", "60"])
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

/// A tag's value in one game's text.
pub fn tag<'a>(game: &'a str, name: &str) -> Option<&'a str> {
    game.lines()
        .find_map(|l| l.strip_prefix(&format!("[{name} \""))?.strip_suffix("\"]"))
}

/// The games of a round file: (board, plies, result), in file order.
pub fn boards_in(text: &str) -> Vec<(u32, usize, String)> {
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

/// What python-chess reads of a round file, one JSON value a game.
pub fn python_reads(path: &Path) -> Vec<serde_json::Value> {
    let reader = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/live_read_round.py");
    python_with_chess([reader.as_os_str(), path.as_os_str()])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

pub fn hms(text: &str) -> u64 {
    text.split(':')
        .fold(0, |acc, p| acc * 60 + p.parse::<u64>().unwrap())
}

/// One raw GET with an optional `If-None-Match`: status, ETag, bytes.
pub fn raw_get(addr: &str, path: &str, etag: Option<&str>) -> (u16, Option<String>, usize) {
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

/// One GET of `path` from the device at `addr`: the body of its answer.
pub fn get(addr: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    let (head, body) = reply.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200 "), "{head}");
    body.to_owned()
}

/// Waits until the device at `addr` serves its game as over.
pub fn wait_finished(addr: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(mut s) = TcpStream::connect(addr) {
            let _ = s.write_all(b"GET /game.pgn HTTP/1.1\r\n\r\n");
            let mut reply = String::new();
            let _ = s.read_to_string(&mut reply);
            if reply.contains("[Result \"") && !reply.contains("[Result \"*\"]") {
                return;
            }
        }
        assert!(Instant::now() < deadline, "the game at {addr} never ended");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// One end-to-end test at a time: each runs devices as processes, and on
/// a small machine their delays would be each other's.
pub fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static TURN: Mutex<()> = Mutex::new(());
    TURN.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
