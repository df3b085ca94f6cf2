//! A device of the hall cut from its power 50 times mid-game, against a
//! real mosquitto: the device (examples/hall_device_child.rs: the game,
//! its journal, the archive and the device's own publisher, as the app
//! runs them) is killed with SIGKILL at random points, some mid-publish,
//! and restarted from its journal each time; at the end the hall's file
//! for its board holds exactly the game the device archived, and its copy
//! of the journal every record of the device's once.

#[path = "harness/hall.rs"]
mod harness;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use harness::*;

/// The child, built from the present source (as the power-cut test's).
fn child() -> PathBuf {
    // Looked at once a run.
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(build_child).clone()
}

fn build_child() -> PathBuf {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_owned();
    let path = deps.parent().unwrap().join("examples/hall_device_child");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/hall_device_child.rs");
    // (Only its own source is looked at: building it from here builds the
    // library again with other features. After a change to the library,
    // `cargo test` builds the child too; a lone `--test` does not.)
    if modified(&path) < modified(&source) {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "--example", "hall_device_child"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .unwrap();
        assert!(status.success());
    }
    path
}

/// A small generator of cut times: no two runs alike, any run replayable
/// from the seed it prints.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// The hall's copy of the device's journal is the device's, without the
/// clock's checkpoints: every record once, in order, byte for byte.
fn assert_copy_is_the_journal(data: &Path, out: &Path) {
    let journal = std::fs::read_to_string(data.join("archive/game-000.jsonl")).unwrap();
    let records: String = journal
        .lines()
        .filter(|l| !l.contains("\"record\":\"checkpoint\""))
        .map(|l| format!("{l}\n"))
        .collect();
    let copy = out.join("journals/dev-5/game-000.jsonl");
    let copied = wait_file(&copy, Duration::from_secs(20), |t| t.len() >= records.len());
    assert_eq!(copied, records);
}

/// The device child playing [`LINE`] in `data` on `broker`, an input every
/// `delay_ms`.
fn device(data: &Path, moves: &Path, delay_ms: u64, broker: &str) -> std::process::Child {
    Command::new(child())
        .arg(data)
        .arg(moves)
        .args([&delay_ms.to_string(), broker, "dev-5", EVENT, "5", "1500"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn fifty_power_cuts_of_a_device_lose_nothing_in_the_hall() {
    let _turn = one_at_a_time();
    let dir = temp_dir("device-cuts");
    let (out, data) = (dir.join("out"), dir.join("device"));
    std::fs::create_dir_all(&data).unwrap();
    let moves = dir.join("moves.txt");
    std::fs::write(&moves, LINE).unwrap();
    let hall = HallProcess::start(&out, free_port());
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    eprintln!("cut times from seed {seed}");
    let mut random = Lcg(seed);
    let run = || device(&data, &moves, 120, &hall.broker());
    let mut cuts = 0;
    while cuts < 50 {
        let mut device = run();
        std::thread::sleep(Duration::from_millis(20 + random.below(200)));
        if device.try_wait().unwrap().is_some() {
            break;
        }
        device.kill().unwrap();
        device.wait().unwrap();
        cuts += 1;
    }
    assert_eq!(cuts, 50, "the game ended after {cuts} cuts");
    // The power stays on: the game is played to its end and archived.
    let mut device = run();
    let said = BufReader::new(device.stdout.take().unwrap());
    let began = Instant::now();
    assert!(said.lines().map_while(Result::ok).any(|l| l == "done"));
    assert!(device.wait().unwrap().success());
    assert!(began.elapsed() < Duration::from_secs(60));
    let archive = std::fs::read_to_string(data.join("archive/game-000.pgn")).unwrap();
    let file = out.join("game-5.pgn");
    let game = wait_file(&file, Duration::from_secs(20), |t| {
        t.contains("[Result \"0-1\"]")
    });
    assert_eq!(comparable(&game), comparable(&archive));
    assert!(game.contains("20... h6"), "{game}");
    assert_copy_is_the_journal(&data, &out);
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_hall_killed_three_times_mid_game_keeps_every_record() {
    let _turn = one_at_a_time();
    let dir = temp_dir("hall-kills");
    let (out, data) = (dir.join("out"), dir.join("device"));
    std::fs::create_dir_all(&data).unwrap();
    let moves = dir.join("moves.txt");
    std::fs::write(&moves, LINE).unwrap();
    let port = free_port();
    let mut hall = HallProcess::start(&out, port);
    // 81 inputs, one each 150 ms: some 12 s of play.
    let mut playing = device(&data, &moves, 150, &hall.broker());
    for _ in 0..3 {
        std::thread::sleep(Duration::from_secs(2));
        // SIGKILL: its broker is left behind, and stopped by the next hall.
        hall.kill();
        hall = HallProcess::start(&out, port);
    }
    let said = BufReader::new(playing.stdout.take().unwrap());
    assert!(said.lines().map_while(Result::ok).any(|l| l == "done"));
    assert!(playing.wait().unwrap().success());
    assert_copy_is_the_journal(&data, &out);
    let game = wait_file(&out.join("game-5.pgn"), Duration::from_secs(20), |t| {
        t.contains("[Result \"0-1\"]")
    });
    let archive = std::fs::read_to_string(data.join("archive/game-000.pgn")).unwrap();
    assert_eq!(comparable(&game), comparable(&archive));
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
