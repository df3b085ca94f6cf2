//! Every PGN pendule writes, read back by python-chess: the same tags, the
//! same moves, the same clocks as pendule wrote and pgn-reader reads.
//!
//! python-chess is installed from PyPI into `target/pydeps` when the machine
//! lacks it, so `cargo test` needs no set-up of its own.

use std::path::{Path, PathBuf};

mod common;
use common::{data, python_with_chess};

/// `[%clk H:MM:SS]` values in the PGN text, in order, as seconds.
fn clk_values(text: &str) -> Vec<u64> {
    let flat = text.replace('\n', " ");
    flat.split("[%clk ")
        .skip(1)
        .map(|rest| {
            let hms = &rest[..rest.find(']').unwrap()];
            hms.split(':')
                .fold(0, |acc, part| acc * 60 + part.parse::<u64>().unwrap())
        })
        .collect()
}

#[test]
fn python_chess_reads_every_pgn_back() {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(data("scripts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 15);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pgn_read_back.py");
    let stdout = python_with_chess(std::iter::once(&script).chain(&paths));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), paths.len());
    for (path, line) in paths.iter().zip(lines) {
        let seen = json(line);
        let text = std::fs::read_to_string(path).unwrap();
        let name = format!("{path:?}");
        assert_eq!(seen.errors, Vec::<String>::new(), "{name}");
        assert!(!seen.more_games, "{name}");
        // The tags, exactly as written.
        let written: Vec<(String, String)> = text
            .lines()
            .take_while(|l| l.starts_with('['))
            .map(|l| {
                let inner = &l[1..l.len() - 1];
                let (k, v) = inner.split_once(' ').unwrap();
                let v = v[1..v.len() - 1]
                    .replace("\\\"", "\"")
                    .replace("\\\\", "\\");
                (k.to_owned(), v)
            })
            .collect();
        for (k, v) in &written {
            assert_eq!(seen.headers.get(k), Some(v), "{name}: tag {k}");
        }
        // The moves, as pendule's own scoresheet replays them.
        let variant = match seen.headers.get("Variant").map(String::as_str) {
            Some("Chess960") => pendule::rules::Variant::Chess960,
            None => pendule::rules::Variant::Standard,
            Some(other) => panic!("{name}: variant {other}"),
        };
        let mut sheet = match seen.headers.get("FEN") {
            Some(fen) => pendule::rules::Scoresheet::from_position(
                pendule::rules::parse_fen_in(fen, variant).unwrap(),
            ),
            None => pendule::rules::Scoresheet::new(),
        };
        assert_eq!(seen.chess960, variant == pendule::rules::Variant::Chess960);
        if seen.chess960 {
            assert_eq!(
                seen.chess960_pos,
                pendule::rules::chess960::number_of(sheet.start()),
                "{name}: the Chess960 start's number"
            );
        }
        for san in &seen.sans {
            sheet.play(san).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        let written: Vec<String> = sheet.moves().iter().map(|m| m.san.to_string()).collect();
        assert_eq!(
            written, seen.sans,
            "{name}: the moves as python-chess writes them"
        );
        assert_eq!(
            sheet.moves().len().to_string(),
            seen.headers["PlyCount"],
            "{name}"
        );
        // The clocks.
        let clocks: Vec<u64> = seen
            .clocks
            .iter()
            .map(|c| c.expect("a clock on every move"))
            .collect();
        assert_eq!(clocks, clk_values(&text), "{name}");
    }
}

/// The 960 starting positions, numbered as python-chess numbers them
/// (`Board.from_chess960_pos`, the standard numbering): the same FEN for
/// each number, castling rights and all.
#[test]
fn the_960_starts_are_numbered_as_python_chess_numbers_them() {
    let code =
        "import chess\nfor n in range(960):\n    print(chess.Board.from_chess960_pos(n).fen())";
    let stdout = python_with_chess(["-c", code]);
    let theirs: Vec<&str> = stdout.lines().collect();
    assert_eq!(theirs.len(), 960);
    for (n, fen) in theirs.into_iter().enumerate() {
        let ours = pendule::rules::chess960::start_position(n as u16).unwrap();
        assert_eq!(pendule::rules::fen::to_fen(&ours), fen, "position {n}");
    }
}

/// The fields of one JSON line, read without a JSON crate: the script
/// prints them in a fixed shape.
struct Seen {
    errors: Vec<String>,
    more_games: bool,
    headers: std::collections::BTreeMap<String, String>,
    chess960: bool,
    chess960_pos: Option<u16>,
    sans: Vec<String>,
    clocks: Vec<Option<u64>>,
}

fn json(line: &str) -> Seen {
    let value: serde_json::Value = serde_json::from_str(line).unwrap();
    let strings = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_owned())
            .collect()
    };
    Seen {
        errors: strings(&value["errors"]),
        more_games: value["more_games"].as_bool().unwrap(),
        headers: value["headers"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
            .collect(),
        chess960: value["chess960"].as_bool().unwrap(),
        chess960_pos: value["chess960_pos"].as_u64().map(|n| n as u16),
        sans: strings(&value["sans"]),
        clocks: value["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64())
            .collect(),
    }
}
