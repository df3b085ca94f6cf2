//! The hall's test harness: a real mosquitto (Debian's, installed when
//! missing as root, as CI runs), `pendule hall` with its own broker on a
//! free loopback port, and devices as `pendule simulate --hall`, each with
//! a data directory where it archives its game as a device does.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const EVENT: &str = "club-open-2026";

pub fn pendule() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pendule"))
}

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-hall-{name}-{}", std::process::id()));
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

/// Debian's mosquitto, installed once when missing.
pub fn mosquitto() {
    static READY: std::sync::Once = std::sync::Once::new();
    READY.call_once(|| {
        if Path::new("/usr/sbin/mosquitto").exists() {
            return;
        }
        let root = Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| o.stdout.starts_with(b"0\n"));
        assert!(
            root,
            "the hall tests need mosquitto: apt-get install mosquitto"
        );
        let status = Command::new("sh")
            .args([
                "-c",
                "apt-get install -y mosquitto || (apt-get update && apt-get install -y mosquitto)",
            ])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "apt-get could not install mosquitto");
    });
}

/// Only one hall test at a time: each runs a broker and several devices
/// on a 2-core machine.
pub fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static TURN: Mutex<()> = Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

/// A running `pendule hall` with its own broker, what it said kept.
pub struct HallProcess {
    pub child: Child,
    pub port: u16,
    pub out: PathBuf,
    pub said: Arc<Mutex<Vec<String>>>,
}

impl HallProcess {
    pub fn start(out: &Path, port: u16) -> HallProcess {
        HallProcess::start_with(out, port, &[])
    }

    /// `pendule hall` given `more` arguments besides.
    pub fn start_with(out: &Path, port: u16, more: &[&std::ffi::OsStr]) -> HallProcess {
        mosquitto();
        let mut child = pendule()
            .args(["hall", "--event", EVENT, "--listen"])
            .arg(format!("127.0.0.1:{port}"))
            .arg("--out")
            .arg(out)
            .args(more)
            // The console only where a test asks for it: the default
            // address is one for the whole machine.
            .args((!more.iter().any(|a| *a == "--console")).then_some("--no-console"))
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let said = Arc::new(Mutex::new(Vec::new()));
        let into = Arc::clone(&said);
        let lines = BufReader::new(child.stderr.take().unwrap());
        std::thread::spawn(move || {
            for line in lines.lines().map_while(Result::ok) {
                into.lock().unwrap().push(line);
            }
        });
        let hall = HallProcess {
            child,
            port,
            out: out.to_owned(),
            said,
        };
        hall.wait_said("following the devices", Duration::from_secs(20));
        hall
    }

    /// `pendule hall` with its console on `address`, given `file` for the
    /// console's option `flag` (its password's or its PIN's file).
    pub fn with_console(out: &Path, address: &str, (flag, file): (&str, &Path)) -> HallProcess {
        let args = [
            std::ffi::OsStr::new("--console"),
            std::ffi::OsStr::new(address),
            std::ffi::OsStr::new(flag),
            file.as_os_str(),
        ];
        HallProcess::start_with(out, free_port(), &args)
    }

    pub fn broker(&self) -> String {
        format!("mqtt://127.0.0.1:{}", self.port)
    }

    pub fn said(&self) -> String {
        self.said.lock().unwrap().join("\n")
    }

    pub fn wait_said(&self, words: &str, most: Duration) {
        let began = Instant::now();
        while !self.said().contains(words) {
            assert!(
                began.elapsed() < most,
                "the hall never said '{words}':\n{}",
                self.said()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGKILL: the hall stops with no word to its broker.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for HallProcess {
    fn drop(&mut self) {
        // SIGTERM: the hall stops its broker.
        let _ = Command::new("kill")
            .arg(self.child.id().to_string())
            .stderr(Stdio::null())
            .status();
        let _ = self.child.wait();
    }
}

/// A Closed Ruy Lopez to move 20: 40 legal plies.
pub const LINE: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 \
    Bc2 c5 d4 Qc7 Nbd2 cxd4 cxd4 Nc6 Nb3 a5 Be3 a4 Nbd2 Bd7 Rc1 Qb7 Qe2 Rfe8 Bd3 Bd8 Bb1 h6";

/// A board's script: the first `plies` of [`LINE`] (at most 40), one a
/// second of the game's time, then White resigns.
pub fn script(board: u32, plies: usize) -> String {
    assert!(plies <= 40);
    let mut text = format!(
        "[Event \"Club Open\"]\n[Site \"Club\"]\n[Round \"2\"]\n[Board \"{board}\"]\n\
         [White \"White {board}\"]\n[Black \"Black {board}\"]\ncontrol 600\n"
    );
    for mv in LINE.split_whitespace().take(plies) {
        text.push_str(&format!("1 {mv}\n"));
    }
    text.push_str("resign white\n");
    text
}

/// A device playing `script` on the hall at `broker` as `device`, its data
/// directory in `dir`; `speed` times real time.
pub fn start_device(dir: &Path, device: &str, broker: &str, script: &str, speed: f64) -> Child {
    device_command(dir, device, broker, script, speed)
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// The command of a simulated device, as [`start_device`] starts it, for
/// a test that reads what it says.
pub fn device_command(dir: &Path, device: &str, broker: &str, script: &str, speed: f64) -> Command {
    let data = dir.join(device);
    std::fs::create_dir_all(&data).unwrap();
    let path = dir.join(format!("{device}.txt"));
    std::fs::write(&path, script).unwrap();
    let mut command = pendule();
    command
        .arg("simulate")
        .arg(&path)
        .args(["--hall", broker, "--device", device, "--event", EVENT])
        .args(["--speed", &speed.to_string(), "--linger", "0.5"])
        .arg("--data-dir")
        .arg(&data)
        .stdout(Stdio::null());
    command
}

/// The one game a device's data directory archived.
pub fn archived(dir: &Path, device: &str) -> String {
    let archive = dir.join(device).join("archive");
    let games: Vec<PathBuf> = std::fs::read_dir(&archive)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    std::fs::read_to_string(&games[0]).unwrap()
}

/// `pgn` without the tags that differ by where a copy was made: the
/// archive's `Device` (the data directory's own id) and the live copy's
/// `WhiteClock`/`BlackClock` (the clocks as sent).
pub fn comparable(pgn: &str) -> String {
    pgn.lines()
        .filter(|l| {
            !["[Device ", "[WhiteClock ", "[BlackClock "]
                .iter()
                .any(|t| l.starts_with(t))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Waits until `path` exists and `done` holds of its text; returns it.
pub fn wait_file(path: &Path, most: Duration, done: impl Fn(&str) -> bool) -> String {
    let began = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if done(&text) {
            return text;
        }
        assert!(
            began.elapsed() < most,
            "{} never became what was awaited: {text}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The boards and their devices of the round.
pub const BOARDS: [(u32, &str); 3] = [(1, "pendule-a1"), (2, "pendule-b2"), (3, "pendule-c3")];

/// Plays the round: each device's script to its end, archived.
pub fn play_round(dir: &std::path::Path, hall: &HallProcess) {
    play_round_at(dir, hall, 20.0);
}

/// Plays the round at `speed` times real time.
pub fn play_round_at(dir: &std::path::Path, hall: &HallProcess, speed: f64) {
    let mut devices: Vec<_> = BOARDS
        .iter()
        .map(|(board, device)| {
            let plies = 8 + *board as usize;
            start_device(dir, device, &hall.broker(), &script(*board, plies), speed)
        })
        .collect();
    for device in &mut devices {
        let status = device.wait().unwrap();
        assert!(status.success(), "a device failed: {status}");
    }
}

/// Each board's file in `out` holds its device's archived game, and the
/// round these boards only.
pub fn assert_round_is_archived(dir: &std::path::Path, out: &std::path::Path) {
    assert_games_are_archived(dir, out);
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
    let boards: Vec<&str> = round.lines().filter(|l| l.starts_with("[Board ")).collect();
    assert_eq!(boards, ["[Board \"1\"]", "[Board \"2\"]", "[Board \"3\"]"]);
}

/// Each board's file in `out` holds its device's archived game.
pub fn assert_games_are_archived(dir: &std::path::Path, out: &std::path::Path) {
    for (board, device) in BOARDS {
        let file = out.join(format!("game-{board}.pgn"));
        let game = wait_file(&file, Duration::from_secs(30), |t| {
            t.contains("[Result \"0-1\"]")
        });
        assert_eq!(
            comparable(&game),
            comparable(&archived(dir, device)),
            "board {board}"
        );
    }
}
