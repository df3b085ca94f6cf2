//! FIDE scenarios as `pendule simulate` scripts with their expected PGN
//! (`tests/data/scripts/NAME.txt` and `NAME.pgn`, or `NAME.err` for a script
//! that must be refused), and every PGN read back by pgn-reader. A script
//! named `NAME_fr` is played with `--language fr`, any other in English.

mod common;

use common::pgn_read::read_with_pgn_reader;

use std::path::PathBuf;
use std::process::Command;

use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

fn scripts() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(common::data("scripts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths
}

#[test]
fn every_script_gives_its_expected_pgn() {
    let paths = scripts();
    assert!(paths.len() >= 15, "{paths:?}");
    for script in paths {
        let french = script
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .ends_with("_fr");
        let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
            .args(["--language", if french { "fr" } else { "en" }, "simulate"])
            .arg(&script)
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        let pgn = script.with_extension("pgn");
        let err = script.with_extension("err");
        if pgn.exists() {
            assert_eq!(out.status.code(), Some(0), "{script:?}: {stderr}");
            assert_eq!(stdout, std::fs::read_to_string(&pgn).unwrap(), "{script:?}");
        } else {
            assert_eq!(out.status.code(), Some(2), "{script:?}");
            assert_eq!(stderr, std::fs::read_to_string(&err).unwrap(), "{script:?}");
            assert!(stdout.is_empty());
        }
    }
}

#[test]
fn pgn_reader_reads_every_pgn_back() {
    for script in scripts() {
        let pgn = script.with_extension("pgn");
        let Ok(text) = std::fs::read_to_string(&pgn) else {
            continue;
        };
        let game = read_with_pgn_reader(&text);
        let name = format!("{pgn:?}");
        // The seven-tag roster and what pendule adds.
        for tag in [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "TimeControl",
            "Termination",
            "PlyCount",
        ] {
            assert!(game.tags.contains_key(tag), "{name}: no {tag}");
        }
        assert_eq!(
            game.outcome.as_deref(),
            Some(game.tags["Result"].as_str()),
            "{name}"
        );
        assert_eq!(game.tags["PlyCount"], game.sans.len().to_string(), "{name}");
        // The moves replay legally from the start or the FEN tag.
        let mut pos: Chess = match game.tags.get("FEN") {
            Some(fen) => fen
                .parse::<Fen>()
                .unwrap()
                .into_position(match game.tags.get("Variant").map(String::as_str) {
                    Some("Chess960") => CastlingMode::Chess960,
                    _ => CastlingMode::Standard,
                })
                .unwrap(),
            None => Chess::default(),
        };
        for san in &game.sans {
            let m = san
                .parse::<shakmaty::san::SanPlus>()
                .unwrap()
                .san
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(m);
        }
        // Every move carries its clock.
        let clocks = game
            .comments
            .iter()
            .filter(|c| c.contains("[%clk "))
            .count();
        assert_eq!(clocks, game.sans.len(), "{name}");
        // Every line is at most 80 characters.
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{name}");
    }
}

#[test]
fn names_with_accents_and_quotes_survive() {
    let text = std::fs::read_to_string(common::data("scripts/scholars_mate.pgn")).unwrap();
    let game = read_with_pgn_reader(&text);
    assert_eq!(game.tags["White"], "Dupont, Éloïse");
    assert_eq!(game.tags["Black"], "Müller, Jörg");
    let script = "[Event \"The \\\"Open\\\" of C:\\\\chess\"]\ncontrol 60\n1 e4\nresign black\n";
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(["simulate", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(script.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    let game = read_with_pgn_reader(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(game.tags["Event"], "The \"Open\" of C:\\chess");
}

/// 200,000 tags go through a script (100,000 took 11 s when each tag was
/// looked for among those before it); a tag given again keeps its last
/// value, in the place it was last given.
#[test]
fn two_hundred_thousand_tags_go_through() {
    use std::fmt::Write as _;
    let mut script = String::new();
    for i in 0..200_000 {
        let _ = writeln!(script, "[Tag{i} \"{i}\"]");
    }
    script.push_str("[Tag7 \"again\"]\ncontrol 60\n1 e4\n");
    let instructions = pendule::simulate::parse_script(&script).unwrap();
    let pgn = pendule::simulate::simulate(&instructions).unwrap();
    let given: Vec<(String, String)> = pendule::export::tags::read_tags(&pgn)
        .into_iter()
        .filter(|(k, _)| k.starts_with("Tag"))
        .collect();
    assert_eq!(given.len(), 200_000);
    assert_eq!(given[0], ("Tag0".into(), "0".into()));
    assert_eq!(given[7], ("Tag8".into(), "8".into()));
    assert_eq!(given.last().unwrap(), &("Tag7".into(), "again".into()));
}
