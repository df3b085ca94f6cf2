//! `pendule eboard PORT` against a simulated board: the moves it prints
//! are the moves played, in SAN, and what it says of the board is said in
//! the command's language.

#[path = "harness/dgt.rs"]
mod dgt;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Duration;

use dgt::{SimBoard, wait_for};
use pendule::eboard::{Content, Orientation};
use shakmaty::{Board, Chess, Position};

fn link(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("pendule-cli-eboard-{name}-{}", std::process::id()))
}

#[test]
fn the_moves_played_on_the_board_are_printed_in_san() {
    let path = link("moves");
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Normal);
    let mut child = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args([
            "eboard",
            path.to_str().unwrap(),
            "--moves",
            "4",
            "--settle-ms",
            "60",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    assert!(
        wait_for(Duration::from_secs(10), || board.updating()),
        "the board was asked for updates"
    );
    let mut position = Chess::default();
    for uci in ["e2e4", "e7e5", "g1f3", "b8c6"] {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&position)
            .unwrap();
        let after = position.clone().play(m).unwrap();
        board.lift(m.from().unwrap());
        // A moment in the air, then down: only the stable position counts.
        std::thread::sleep(Duration::from_millis(20));
        let piece = after.board().piece_at(m.to()).unwrap();
        board.set(m.to(), Content::Piece(piece));
        std::thread::sleep(Duration::from_millis(250));
        position = after;
    }
    assert!(wait_for(Duration::from_secs(10), || child
        .try_wait()
        .unwrap()
        .is_some()));
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let moves: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert_eq!(moves, ["1. e4", "1... e5", "2. Nf3", "2... Nc6"], "{out}");
    assert!(
        out.starts_with(&format!("{}: the port is open", path.display())),
        "{out}"
    );
    assert!(out.contains("the board answers: firmware 1.07"), "{out}");
    assert!(out.contains("serial number: 00137"), "{out}");
    board.unplug();
}

#[test]
fn no_board_is_said_in_the_language_asked_and_a_bad_fen_is_refused() {
    let path = link("none");
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args([
            "--language",
            "fr",
            "eboard",
            path.to_str().unwrap(),
            "--seconds",
            "1",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("pas d'échiquier"), "{said}");
    assert_eq!(
        said.lines().count(),
        1,
        "said once, not every second: {said}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(["eboard", "/dev/null", "--fen", "not a fen"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// The CPU time (user and system) the process `pid` has used.
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // After the command's name in parentheses: utime and stime are the
    // 12th and 13th fields.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .unwrap()
        .1
        .split_whitespace()
        .collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    // USER_HZ is 100 on Linux.
    Duration::from_millis(ticks * 10)
}

#[test]
fn a_quiet_board_after_a_move_costs_no_cpu() {
    let path = link("quiet");
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Normal);
    let mut child = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(["eboard", path.to_str().unwrap(), "--settle-ms", "60"])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    assert!(wait_for(Duration::from_secs(10), || board.updating()));
    // One move, then nothing: it spun at 80 % of a core from here.
    board.lift("e2".parse().unwrap());
    board.set(
        "e4".parse().unwrap(),
        Content::Piece(shakmaty::Piece::from_char('P').unwrap()),
    );
    std::thread::sleep(Duration::from_millis(500));
    let before = cpu_time(child.id());
    std::thread::sleep(Duration::from_secs(3));
    let used = cpu_time(child.id()) - before;
    let _ = child.kill();
    let _ = child.wait();
    board.unplug();
    assert!(used < Duration::from_millis(300), "{used:?} of 3 s");
}
