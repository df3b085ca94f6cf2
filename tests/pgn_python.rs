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
        let mut sheet = match seen.headers.get("FEN") {
            Some(fen) => pendule::rules::Scoresheet::from_fen(fen).unwrap(),
            None => pendule::rules::Scoresheet::new(),
        };
        for san in &seen.sans {
            sheet.play(san).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
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

/// The fields of one JSON line, read without a JSON crate: the script
/// prints them in a fixed shape.
struct Seen {
    errors: Vec<String>,
    more_games: bool,
    headers: std::collections::BTreeMap<String, String>,
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
        sans: strings(&value["sans"]),
        clocks: value["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64())
            .collect(),
    }
}
