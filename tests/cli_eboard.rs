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
