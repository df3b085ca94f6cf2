//! Exports that route around damage and carry corrections: a file of the
//! archive that holds no game is named and the others still go, an event
//! too long for a file name is cut for the round file as for its games,
//! and a result the arbiter changed after an export reaches the stick, in
//! the game's own file and once in its round's.

use std::path::{Path, PathBuf};

use pendule::export::names::MAX_NAME_BYTES;
use pendule::export::{Damage, Summary, Unreadable, Which, count};
use pendule::store::archive_game;

use super::{archive, export_to, listing, python_reads, round, temp};

/// The archive's files named `name`, put there by hand: what a disk error,
/// a copy gone wrong or a curious hand leaves.
fn damage(data: &Path, name: &str, bytes: Option<&[u8]>) {
    let path = data.join("archive").join(name);
    match bytes {
        Some(bytes) => std::fs::write(path, bytes).unwrap(),
        None => std::fs::create_dir_all(path).unwrap(),
    }
}

#[test]
fn unreadable_files_in_the_archive_are_named_and_the_games_still_go() {
    let data = archive(&round());
    damage(&data, "g04.pgn", Some(b"[Event \"\xff\xfe\"]\n\n1. e4 *\n"));
    damage(&data, "g05.pgn", Some(b"\x00\x01 not a game at all"));
    damage(&data, "g06.pgn", None);
    let stick = temp("damaged");
    let summary = export_to(&data, &stick, Which::New);
    assert_eq!((summary.exported, summary.rounds), (3, 1));
    let folder = stick.join("pendule");
    assert_eq!(
        listing(&folder).len(),
        5,
        "the three games, their round and its results"
    );
    let files: Vec<PathBuf> = listing(&folder).iter().map(|n| folder.join(n)).collect();
    assert_eq!(python_reads(&files).len(), 6);
    let named = |s: &Summary| {
        let words = s.to_string();
        assert!(
            words.ends_with(
                "; unreadable in the archive, left out: \
                 g04.pgn (not text), g05.pgn (not a game), g06.pgn (a folder)"
            ),
            "{words}"
        );
    };
    named(&summary);
    assert_eq!(
        summary.unreadable[1],
        Unreadable {
            file: "g05.pgn".into(),
            damage: Damage::NotAGame
        }
    );
    // Left in the archive as they were, and named again the next time;
    // the games went out and are not marked twice.
    assert!(data.join("archive/g06.pgn").is_dir());
    assert_eq!(count(&data, Which::New).unwrap(), 0);
    let again = export_to(&data, &stick, Which::New);
    assert_eq!((again.exported, again.already), (0, 0));
    named(&again);
}

#[test]
fn a_long_event_names_the_round_file_as_short_as_the_games() {
    // 240 bytes: what a pairing program's "name of the tournament" field
    // can hold when someone pastes a paragraph into it.
    let event = "Championnat départemental des jeunes — ".repeat(6);
    let event = &event[..event
        .char_indices()
        .take_while(|(i, _)| *i < 240)
        .last()
        .unwrap()
        .0];
    let games: Vec<String> = round()
        .iter()
        .map(|pgn| pgn.replace("Open de Paris", event))
        .collect();
    let data = archive(&games);
    let stick = temp("long-event");
    let summary = export_to(&data, &stick, Which::New);
    assert_eq!((summary.exported, summary.rounds), (3, 1));
    let folder = stick.join("pendule");
    let names = listing(&folder);
    assert_eq!(
        names.len(),
        5,
        "{names:?} (three games, their round and its results)"
    );
    for name in &names {
        assert!(name.len() <= MAX_NAME_BYTES, "{name}");
    }
    let files: Vec<PathBuf> = names.iter().map(|n| folder.join(n)).collect();
    assert_eq!(python_reads(&files).len(), 6);
    // Exported again: all there, nothing added.
    let again = export_to(&data, &stick, Which::All);
    assert_eq!((again.exported, again.already, again.rounds), (0, 3, 0));
}

/// `pgn` with its result changed by the arbiter: 1-0 made 0-1.
fn corrected(pgn: &str) -> String {
    assert!(pgn.contains("[Result \"1-0\"]") && pgn.trim_end().ends_with(" 1-0"));
    let pgn = pgn.replace("[Result \"1-0\"]", "[Result \"0-1\"]");
    format!("{} 0-1\n", pgn.trim_end().strip_suffix(" 1-0").unwrap())
}

#[test]
fn a_corrected_result_reaches_the_stick_once() {
    for which in [Which::New, Which::All] {
        let games = round();
        let data = archive(&games);
        // Another device's game of the same round, on the same stick first.
        let other = temp("other-device");
        let theirs = games[0]
            .replace("\"1\"]", "\"4\"]")
            .replace("Dupont", "Durand");
        archive_game(&other, "g01", &theirs, None).unwrap();
        let stick = temp("corrected");
        export_to(&other, &stick, Which::New);
        export_to(&data, &stick, Which::New);
        let folder = stick.join("pendule");
        let before = listing(&folder);
        assert_eq!(
            before.len(),
            6,
            "{before:?} (four games, their round and its results)"
        );

        // The arbiter changes board 2's result after the export.
        let fixed = corrected(&games[1]);
        archive_game(&data, "g02", &fixed, None).unwrap();
        assert_eq!(count(&data, Which::New).unwrap(), 1);
        let summary = export_to(&data, &stick, which);
        let already = if which == Which::All { 2 } else { 0 };
        assert_eq!(
            summary,
            Summary {
                corrected: 1,
                already,
                rounds: 1,
                ..Summary::default()
            }
        );

        // Its own file holds the corrected game; no file was added or lost.
        assert_eq!(listing(&folder), before, "{which:?}");
        let own = folder.join("2026-11-29_Open de Paris_r3_b2_Martin-Nguyen.pgn");
        assert_eq!(std::fs::read_to_string(own).unwrap(), fixed, "{which:?}");
        // The round file: every game once, board 2 with its new result,
        // the other device's game kept.
        let round = folder.join("2026-11-29_Open de Paris_r3.pgn");
        let text = std::fs::read_to_string(&round).unwrap();
        assert_eq!(text.matches("[Event ").count(), 4, "{which:?}: {text}");
        assert_eq!(text.matches(fixed.trim_end()).count(), 1, "{text}");
        assert!(!text.contains(games[1].trim_end()), "{text}");
        assert!(text.contains(theirs.trim_end()), "{text}");
        assert_eq!(python_reads(&[round]).len(), 4);

        // Nothing left to do: the marks know the corrected game went out.
        assert_eq!(count(&data, Which::New).unwrap(), 0);
        let again = export_to(&data, &stick, Which::All);
        assert_eq!((again.exported, again.already, again.rounds), (0, 3, 0));
        assert_eq!(listing(&folder), before);
    }
}
