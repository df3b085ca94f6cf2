//! What the app opens with after a stop: the running side charged up to
//! the last checkpoint, a damaged record costing only itself and what
//! follows (said on the screen and on the scoresheet), an empty journal
//! taken for no game, one without a whole line kept aside, and storage
//! that cannot be used leaving a clock that says so.

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use pendule::app::run::open_game;
use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::pgn::write_pgn;
use pendule::store::{RecordedGame, Settings};
use shakmaty::Color::{Black, White};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-restore-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn at(s: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(s))
}

/// A game of 5 minutes a side: Black starts White's clock, 1.e4 e5 2.Nf3
/// at 10 s a move; White's clock runs from 30 s.
fn played(dir: &std::path::Path) -> RecordedGame {
    let setup = GameSetup {
        white: "300".parse().unwrap(),
        black: "300".parse().unwrap(),
        ..GameSetup::default()
    };
    let mut game = RecordedGame::start(&dir.join("journal.jsonl"), "g", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(0.0)).unwrap();
    for (i, m) in ["e4", "e5", "Nf3"].iter().enumerate() {
        let now = at(10.0 * (i as f64 + 1.0));
        game.handle(Input::Move((*m).into()), now).unwrap();
        let side = if i % 2 == 0 { White } else { Black };
        game.handle(Input::Press(side), now).unwrap();
    }
    game
}

#[test]
fn the_running_side_is_charged_up_to_the_last_checkpoint() {
    let dir = temp_dir("checkpoint");
    let mut game = played(&dir);
    // Black thinks from 30 s, checkpointed every 1.5 s as the device does;
    // the last checkpoint before the cut at 171.5 s.
    for k in 1..=94 {
        let t = 30.0 + 1.5 * f64::from(k);
        game.checkpoint(at(t), 1_764_515_000 - (171.5 - t) as u64)
            .unwrap();
    }
    game.checkpoint(at(171.5), 1_764_515_000).unwrap();
    drop(game);
    let mut notice = None;
    let (game, resumed_at) = open_game(&dir, &Settings::default(), &mut notice).unwrap();
    assert_eq!(resumed_at, at(171.5));
    let clock = game.game().clock();
    assert!(clock.is_paused());
    assert_eq!(
        clock.remaining(Black, resumed_at),
        Duration::from_millis(300_000 - 10_000 - 141_500)
    );
    // The arbiter is told when that was, by the wall clock.
    let notice = notice.unwrap();
    assert!(notice.contains("15:03:20 UTC"), "{notice}");
    assert!(notice.contains("Black 2:28"), "{notice}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_record_is_said_on_the_screen_and_the_scoresheet() {
    let dir = temp_dir("damaged");
    drop(played(&dir));
    let journal = dir.join("journal.jsonl");
    let text = fs::read_to_string(&journal).unwrap();
    // Line 5 is 1...e5 (after the start, a press, 1.e4 and its press).
    let damaged = text.replacen("\"e5\"", "\"e7\"", 1);
    assert_ne!(damaged, text);
    fs::write(&journal, &damaged).unwrap();
    let mut notice = None;
    let (game, _) = open_game(&dir, &Settings::default(), &mut notice).unwrap();
    let notice = notice.unwrap();
    assert!(notice.contains("record 5 is damaged"), "{notice}");
    assert!(notice.contains("the 3 after it are lost"), "{notice}");
    assert!(notice.contains("The arbiter must check"), "{notice}");
    assert!(notice.contains("journal.damaged-"), "{notice}");
    assert_eq!(game.game().scoresheet().moves().len(), 1);
    let pgn = write_pgn(game.game(), game.tags());
    assert!(pgn.contains("record 5 was damaged"), "{pgn}");
    // The copy kept aside is the damaged file, byte for byte.
    let aside: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("journal.damaged-")
        })
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(fs::read_to_string(aside[0].path()).unwrap(), damaged);
    // The journal now holds the restored game and the note, and reads clean.
    drop(game);
    let mut again = None;
    let (game, _) = open_game(&dir, &Settings::default(), &mut again).unwrap();
    assert!(!again.unwrap_or_default().contains("damaged"));
    // The same game, and the second stop noted where it happened too.
    let flat = |pgn: &str| pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    let (first, second) = (flat(&pgn), flat(&write_pgn(game.game(), game.tags())));
    assert_eq!(second.matches("record 5 was damaged").count(), 1);
    assert_eq!(first.matches("was restored at").count(), 1, "{first}");
    assert_eq!(second.matches("was restored at").count(), 2, "{second}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_empty_journal_is_no_game_and_no_damage() {
    let dir = temp_dir("empty");
    fs::write(dir.join("journal.jsonl"), "").unwrap();
    let mut notice = None;
    let (game, _) = open_game(&dir, &Settings::default(), &mut notice).unwrap();
    assert_eq!(notice, None);
    assert!(!game.game().is_started());
    assert!(game.is_kept());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_journal_without_one_whole_line_is_kept_aside_and_said() {
    // NUL bytes (a card that lost the file's blocks), or a first line
    // without its newline, which pendule never writes (it is atomic).
    let nul = vec![0u8; 4096];
    let torn = b"1f2e3d4c {\"record\":\"begin\",\"vers".to_vec();
    for left in [nul, torn] {
        let dir = temp_dir("nonewline");
        fs::write(dir.join("journal.jsonl"), &left).unwrap();
        let mut notice = None;
        let (game, _) = open_game(&dir, &Settings::default(), &mut notice).unwrap();
        let notice = notice.expect("said");
        assert!(notice.contains("damaged at line 1"), "{notice}");
        assert!(notice.contains("not one whole record"), "{notice}");
        assert!(!game.game().is_started());
        let kept: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| fs::read(e.path()).is_ok_and(|b| b == left))
            .collect();
        assert_eq!(kept.len(), 1, "kept byte for byte");
        assert!(
            kept[0]
                .file_name()
                .to_string_lossy()
                .starts_with("journal.damaged-")
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn storage_that_cannot_be_used_still_gives_a_clock_and_says_so() {
    let dir = temp_dir("unusable");
    // The data directory's place is taken by a file: nothing can be made.
    let blocked = dir.join("file");
    fs::write(&blocked, "").unwrap();
    let data = blocked.join("pendule");
    let mut notice = None;
    let (mut game, _) = open_game(&data, &Settings::default(), &mut notice).unwrap();
    let notice = notice.unwrap();
    assert!(notice.contains("Storage is failing"), "{notice}");
    assert!(notice.contains(&data.display().to_string()), "{notice}");
    assert!(!game.is_kept());
    // The clock works all the same.
    assert!(game.handle(Input::Press(Black), at(0.0)).is_err());
    assert!(game.game().clock().is_running());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_time_since_the_last_record_is_the_journals_before_the_restore_writes_to_it() {
    let dir = temp_dir("written");
    drop(played(&dir));
    let journal = dir.join("journal.jsonl");
    let written = std::time::SystemTime::now() - Duration::from_secs(3600);
    let set = |t| {
        fs::OpenOptions::new()
            .append(true)
            .open(&journal)
            .unwrap()
            .set_modified(t)
            .unwrap();
    };
    set(written);
    let mut notice = None;
    drop(open_game(&dir, &Settings::default(), &mut notice).unwrap());
    // The restore's own pause is not the last record's time (it said 0:00).
    let notice = notice.unwrap();
    assert!(notice.contains(" 1:00:0"), "{notice}");
    assert!(notice.contains("before this start"), "{notice}");
    // A wall clock that went back since (a Pi without a battery clock).
    set(std::time::SystemTime::now() + Duration::from_secs(3600));
    let mut notice = None;
    drop(open_game(&dir, &Settings::default(), &mut notice).unwrap());
    let notice = notice.unwrap();
    assert!(
        notice.contains("the time of the last record is unknown"),
        "{notice}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_flag_in_clock_only_mode_is_a_recorded_end() {
    let dir = temp_dir("flag");
    let setup = GameSetup {
        white: "3".parse().unwrap(),
        black: "3".parse().unwrap(),
        mode: pendule::game::Mode::Clock,
        ..GameSetup::default()
    };
    let journal = dir.join("journal.jsonl");
    let mut game = RecordedGame::start(&journal, "g", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(0.0)).unwrap();
    game.checkpoint(at(1.5), 1_764_515_000).unwrap();
    // The flag's deadline fires; nothing follows it (the archive failed,
    // then the power went), as in an archived journal of such a game.
    game.handle(Input::Tick, at(3.05)).unwrap();
    let ended = game.game().result().cloned().expect("White's flag fell");
    drop(game);
    let mut notice = None;
    let (game, _) = open_game(&dir, &Settings::default(), &mut notice).unwrap();
    assert_eq!(game.game().result(), Some(&ended), "{notice:?}");
    let pgn = write_pgn(game.game(), game.tags());
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("time forfeit"), "{pgn}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_was_said_before_the_restore_is_still_said() {
    // The settings' problems come first; the restore's notice never
    // replaces them (it did, and a reset PIN went unsaid).
    let dir = temp_dir("said");
    drop(played(&dir));
    let mut notice = Some("settings.toml line 3 (mute): …".to_owned());
    drop(open_game(&dir, &Settings::default(), &mut notice).unwrap());
    let notice = notice.unwrap();
    assert!(notice.starts_with("settings.toml line 3"), "{notice}");
    assert!(notice.contains("Game restored after a stop"), "{notice}");
    fs::remove_dir_all(&dir).unwrap();
}
