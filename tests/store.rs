//! The journal and the archive: replay rebuilds the game exactly, a torn
//! last record is dropped, a damaged journal is kept aside, archiving is
//! atomic and can be done again.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{GameSetup, Input, Output};
use pendule::pgn::write_pgn;
use pendule::rules::{Letters, Notation, decide};
use pendule::store::journal::move_aside;
use pendule::store::{
    JournalError, RecordedGame, archive_game, archived_games, read_journal, unused_id,
};
use shakmaty::Color::{Black, White};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn at(secs: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(secs))
}

/// Plays a short game with a flag ruled by 6.9, journalling everything.
fn play(path: &Path) -> RecordedGame {
    let setup = GameSetup {
        white: "60+1".parse().unwrap(),
        black: "60+1".parse().unwrap(),
        ..GameSetup::default()
    };
    let tags = vec![("White".to_owned(), "Zoë".to_owned())];
    let mut g = RecordedGame::start(path, "2026-11-29_r1_b1", setup, tags).unwrap();
    let mut now = 0.0;
    g.handle(Input::Press(Black), at(now)).unwrap();
    for (i, m) in ["e4", "e5", "Nf3", "Nc6"].iter().enumerate() {
        now += 2.5;
        let side = if i % 2 == 0 { White } else { Black };
        g.handle(Input::Move((*m).to_owned()), at(now)).unwrap();
        g.handle(Input::Press(side), at(now)).unwrap();
    }
    // A refused input is not journalled.
    assert!(g.handle(Input::Move("Ke4".into()), at(now)).is_err());
    // The running clock checkpointed as the device does, up to its flag.
    let turn = g.game().clock().turn().unwrap();
    while g.game().clock().remaining(turn, at(now)) > Duration::ZERO {
        now += 1.5;
        g.checkpoint(at(now), 1_796_100_000).unwrap();
    }
    g.handle(Input::Tick, at(200.0)).unwrap();
    while let Some(output) = g.poll_output() {
        if let Output::Decide { position, flagged } = output {
            let verdict = decide(
                &position,
                flagged,
                Duration::from_secs(30),
                Notation::English,
            );
            g.handle(Input::Verdict(verdict), at(200.0)).unwrap();
        }
    }
    assert!(g.game().result().is_some());
    g
}

#[test]
fn replay_rebuilds_the_game_exactly() {
    let dir = temp_dir("replay");
    let path = dir.join("journal.jsonl");
    let played = play(&path);
    let (restored, found) = RecordedGame::restore(&path).unwrap();
    assert!(!found.contents.torn);
    assert_eq!(found.lost, None);
    // Ticks are not journalled.
    assert_eq!(found.contents.inputs.len(), 10);
    assert_eq!(restored.id(), "2026-11-29_r1_b1");
    let pgn = |g: &RecordedGame| write_pgn(g.game(), g.tags());
    assert_eq!(pgn(&restored), pgn(&played));
    assert_eq!(restored.game().result(), played.game().result());
    assert_eq!(restored.game().clock(), played.game().clock());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_torn_last_record_is_dropped_at_every_cut() {
    let dir = temp_dir("torn");
    let path = dir.join("journal.jsonl");
    play(&path);
    let whole = fs::read(&path).unwrap();
    let last_start = whole[..whole.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .unwrap()
        + 1;
    let full = read_journal(&path).unwrap();
    for cut in last_start..whole.len() {
        fs::write(&path, &whole[..cut]).unwrap();
        let contents = read_journal(&path).unwrap();
        assert_eq!(contents.torn, cut > last_start, "cut at {cut}");
        assert_eq!(
            contents.inputs[..],
            full.inputs[..full.inputs.len() - 1],
            "cut at {cut}"
        );
        // The restored game goes on journalling after the whole records.
        let (mut restored, _) = RecordedGame::restore(&path).unwrap();
        restored
            .handle(Input::Language(Letters::English), at(300.0))
            .unwrap();
        let again = read_journal(&path).unwrap();
        assert!(!again.torn);
        assert_eq!(again.inputs.len(), full.inputs.len());
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bit_flipped_in_the_last_whole_line_is_damage_not_a_torn_write() {
    let dir = temp_dir("garbled");
    let path = dir.join("journal.jsonl");
    let played = play(&path);
    let mut bytes = fs::read(&path).unwrap();
    let n = bytes.len();
    bytes[n - 5] ^= 0x20;
    fs::write(&path, &bytes).unwrap();
    let contents = read_journal(&path).unwrap();
    assert!(!contents.torn, "a line with its newline is never torn");
    // The verdict, after the ten inputs and the checkpoints up to the flag.
    assert_eq!(
        contents.lost.as_ref().map(|l| (l.line, l.after)),
        Some((50, 0))
    );
    // The game comes back up to the record before: the verdict is lost,
    // and the game said so where it happened.
    let (restored, found) = RecordedGame::restore(&path).unwrap();
    assert_eq!(found.taken, 9);
    assert_eq!(restored.game().result(), None);
    assert!(played.game().result().is_some());
    let aside = found.kept_aside.expect("kept aside");
    assert_eq!(fs::read(&aside).unwrap(), bytes, "kept byte for byte");
    // The journal now holds what was restored, and reads clean.
    let again = read_journal(&path).unwrap();
    assert_eq!(again.lost, None);
    assert_eq!(again.inputs.len(), 9);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_record_costs_only_itself_and_what_follows() {
    let dir = temp_dir("corrupt");
    let path = dir.join("journal.jsonl");
    play(&path);
    let text = fs::read_to_string(&path).unwrap();
    let damaged = text.replacen("e4", "e9", 1);
    fs::write(&path, &damaged).unwrap();
    let contents = read_journal(&path).unwrap();
    let lost = contents.lost.clone().unwrap();
    assert_eq!((lost.line, lost.after), (3, 47));
    assert_eq!(lost.why, pendule::store::journal::Damage::ChecksumMismatch);
    assert_eq!(contents.inputs.len(), 1, "the first press survives");
    let (restored, found) = RecordedGame::restore(&path).unwrap();
    assert!(restored.game().is_started());
    assert_eq!(restored.game().scoresheet().moves().len(), 0);
    assert_eq!(
        fs::read_to_string(found.kept_aside.unwrap()).unwrap(),
        damaged
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_journal_is_moved_aside_never_over_another() {
    let dir = temp_dir("aside");
    let path = dir.join("journal.jsonl");
    fs::write(&path, "first").unwrap();
    let aside = move_aside(&path, "20261129T1432").unwrap();
    assert!(!path.exists());
    assert_eq!(fs::read_to_string(&aside).unwrap(), "first");
    // A second damaged journal with the same stamp does not replace the first.
    fs::write(&path, "second").unwrap();
    let again = move_aside(&path, "20261129T1432").unwrap();
    assert_ne!(again, aside);
    assert_eq!(fs::read_to_string(&aside).unwrap(), "first");
    assert_eq!(fs::read_to_string(&again).unwrap(), "second");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_journal_that_is_no_game_is_corrupt_and_an_empty_one_holds_none() {
    let dir = temp_dir("nogame");
    let path = dir.join("journal.jsonl");
    fs::write(&path, "hello\nworld\n").unwrap();
    assert!(matches!(
        read_journal(&path),
        Err(JournalError::Corrupt { line: 1, .. })
    ));
    // An empty file: no game, and no damage.
    fs::write(&path, "").unwrap();
    assert!(matches!(
        read_journal(&path),
        Err(JournalError::Empty { .. })
    ));
    // Bytes without one whole line are no torn write (the first line is
    // written atomically): damage, for the caller to keep aside.
    for left in ["0a1b2c3d {\"record\":\"beg", "\0\0\0\0"] {
        fs::write(&path, left).unwrap();
        assert!(
            matches!(
                read_journal(&path),
                Err(JournalError::Corrupt {
                    line: 1,
                    why: pendule::store::journal::Damage::NoWholeRecord,
                    ..
                })
            ),
            "{left:?}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn archiving_is_atomic_and_can_be_redone() {
    let dir = temp_dir("archive");
    let journal = dir.join("journal.jsonl");
    let game = play(&journal);
    let pgn = write_pgn(game.game(), game.tags());
    let filed = archive_game(&dir, game.id(), &pgn, Some(&journal)).unwrap();
    assert_eq!(fs::read_to_string(&filed).unwrap(), pgn);
    assert!(!journal.exists());
    assert!(dir.join("archive/2026-11-29_r1_b1.jsonl").exists());
    // After a crash between the two steps, doing it again completes it.
    archive_game(&dir, game.id(), &pgn, Some(&journal)).unwrap();
    assert_eq!(archived_games(&dir).unwrap(), vec![filed]);
    // A new game never takes an archived game's name.
    assert_eq!(unused_id(&dir, "2026-11-29_r1_b1"), "2026-11-29_r1_b1-2");
    assert_eq!(unused_id(&dir, "another"), "another");
    fs::remove_dir_all(&dir).unwrap();
}
