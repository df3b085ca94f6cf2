//! Storage that fails under a running game: the clock goes on, the screen
//! says so whole, and nothing is lost once storage works again. An archive
//! that fails holds the next game; the running clock is checkpointed.

#[path = "harness/driver.rs"]
mod harness;
#[path = "harness/small_disk.rs"]
mod small_disk;

use harness::{drive, secs, start, start_in, temp_dir};
use pendule::app::Control;
use pendule::game::{GameSetup, Input};
use pendule::pgn::write_pgn;
use pendule::store::{RecordedGame, read_journal};
use shakmaty::Color::{Black, White};
use small_disk::SmallDisk;
use tokio::time::advance;

fn next_game() -> Control {
    Control::NewGame {
        id: "next".into(),
        setup: GameSetup::default(),
        tags: vec![],
        by_arbiter: true,
    }
}

#[tokio::test(start_paused = true)]
async fn an_archive_that_fails_is_said_retried_and_holds_the_next_game() {
    let mut run = start("archive-fails", "300", None);
    // The archive cannot be made: a plain file has its name.
    let blocker = run.dir.join("archive");
    std::fs::write(&blocker, "not a directory").unwrap();
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(White)).await;
    run.send(Input::Resign(Black)).await;
    let view = run.view_until(|v| v.result.is_some()).await;
    assert!(!view.archived);
    let said = view.storage.expect("the failure is on the screen");
    assert!(said.contains("NOT ARCHIVED"), "{said}");
    assert!(said.contains(&blocker.display().to_string()), "{said}");
    // The next game waits, with the reason, even for the arbiter.
    run.control.send(next_game()).await.unwrap();
    let view = run.view_until(|v| v.message.is_some()).await;
    let message = view.message.unwrap();
    assert!(message.contains("not yet safely archived"), "{message}");
    assert!(run.dir.join("journal.jsonl").exists());
    // Storage works again: the next try files the game, and the next game
    // may begin.
    std::fs::remove_file(&blocker).unwrap();
    advance(secs(6)).await;
    let view = run.view_until(|v| v.archived).await;
    assert_eq!(view.storage, None);
    assert!(run.dir.join("archive/test.pgn").exists());
    assert!(run.dir.join("archive/test.jsonl").exists());
    run.control.send(next_game()).await.unwrap();
    run.view_until(|v| v.result.is_none() && !v.started).await;
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn an_unarchived_game_copied_to_a_stick_lets_the_next_game_begin() {
    let mut run = start("rescue", "300", None);
    std::fs::write(run.dir.join("archive"), "not a directory").unwrap();
    let stick = temp_dir("rescue-stick");
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(White)).await;
    run.send(Input::Resign(Black)).await;
    run.view_until(|v| v.result.is_some() && v.storage.is_some())
        .await;
    // The arbiter's export to a stick takes the game along.
    run.control
        .send(Control::Rescue {
            stick: stick.clone(),
        })
        .await
        .unwrap();
    let view = run.view_until(|v| v.archived).await;
    let said = view.storage.unwrap();
    assert!(said.contains("A copy is on the stick"), "{said}");
    let copy = stick.join("pendule/unarchived");
    let pgn = std::fs::read_to_string(copy.join("test.pgn")).unwrap();
    assert!(pgn.contains("0-1") || pgn.contains("1-0"), "{pgn}");
    assert!(copy.join("test.jsonl").exists());
    // The next game begins; the old journal stays in the data directory.
    run.control.send(next_game()).await.unwrap();
    run.view_until(|v| v.result.is_none() && !v.started).await;
    assert!(run.dir.join("journal.unarchived-test.jsonl").exists());
    assert!(run.dir.join("journal.jsonl").exists());
    run.stop().await;
    std::fs::remove_dir_all(&stick).unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_finished_game_restored_unfiled_is_archived_at_once() {
    // A power cut between the game's last record and its archiving.
    let dir = temp_dir("restored-unfiled");
    let journal = dir.join("journal.jsonl");
    let mut game = RecordedGame::start(&journal, "fools", GameSetup::default(), vec![]).unwrap();
    let at = |s: u64| pendule::clock::Moment::from_origin(secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    for (i, m) in ["f3", "e5", "g4", "Qh4#"].iter().enumerate() {
        game.handle(Input::Move((*m).into()), at(i as u64 + 1))
            .unwrap();
        if i < 3 {
            let side = if i % 2 == 0 { White } else { Black };
            game.handle(Input::Press(side), at(i as u64 + 1)).unwrap();
        }
    }
    assert!(game.game().result().is_some());
    drop(game);
    // A new game cannot take the journal's place.
    let refused = RecordedGame::start(&journal, "next", GameSetup::default(), vec![]);
    assert!(
        matches!(
            refused,
            Err(pendule::store::RecordError::Journal(
                pendule::store::JournalError::Unfiled { .. }
            ))
        ),
        "{refused:?}"
    );
    let (restored, _) = RecordedGame::restore(&journal).unwrap();
    let mut run = drive(restored, &dir);
    run.view_until(|v| v.archived).await;
    assert!(dir.join("archive/fools.pgn").exists());
    assert!(!journal.exists());
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn a_full_card_keeps_the_clock_going_and_nothing_is_lost() {
    let Some(disk) = SmallDisk::mount("full", 64) else {
        return;
    };
    let mut run = start_in(&disk.dir, "300+2", None);
    run.send(Input::Press(Black)).await;
    run.view_until(|v| v.running == Some(White)).await;
    disk.fill();
    // The Opera game up to its last three plies: some 7 KB of records,
    // more than a page of the disk.
    let opera = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/opera_game.txt"
    ))
    .unwrap();
    let all: Vec<&str> = opera.split_whitespace().collect();
    let moves = &all[..all.len() - 3];
    let mut failed = false;
    for (i, m) in moves.iter().enumerate() {
        advance(secs(1)).await;
        let side = if i % 2 == 0 { White } else { Black };
        run.send(Input::Move((*m).into())).await;
        run.send(Input::Press(side)).await;
        // The clocks go on for the players whatever storage does.
        let view = run.view_until(|v| v.running == Some(!side)).await;
        if let Some(said) = &view.storage {
            assert!(said.starts_with("STORAGE FAILING"), "{said}");
            assert!(said.contains("journal.jsonl"), "{said}");
            failed = true;
        }
    }
    assert!(failed, "the full disk was never felt");
    // A restart now would restore up to the last good record, never
    // "a new game begins".
    let journal = disk.dir.join("journal.jsonl");
    let before = read_journal(&journal).expect("the journal still reads");
    assert_eq!(before.lost, None);
    assert!(before.inputs.len() < 1 + 2 * moves.len());
    // Storage works again: the next tick writes the whole game.
    disk.free();
    advance(secs(2)).await;
    let view = run.view_until(|v| v.storage.is_none()).await;
    assert_eq!(view.move_pairs.len(), moves.len().div_ceil(2));
    let after = read_journal(&journal).unwrap();
    assert_eq!(after.inputs.len(), 1 + 2 * moves.len());
    let kept = harness::temp_dir("full-kept").join("journal.jsonl");
    std::fs::copy(&journal, &kept).unwrap();
    let game = run.stop().await;
    let (restored, _) = RecordedGame::restore(&kept).unwrap();
    assert_eq!(
        write_pgn(restored.game(), restored.tags()),
        write_pgn(game.game(), game.tags())
    );
}

#[tokio::test(start_paused = true)]
async fn the_running_clock_is_checkpointed_within_two_seconds() {
    let mut run = start("checkpoints", "5400", None);
    run.send(Input::Press(Black)).await;
    run.view_until(|v| v.running == Some(White)).await;
    let journal = run.dir.join("journal.jsonl");
    let start_len = std::fs::metadata(&journal).unwrap().len();
    // An hour of White's thinking, then a power cut at any moment.
    for _ in 0..3600 {
        advance(secs(1)).await;
        tokio::task::yield_now().await;
    }
    let contents = read_journal(&journal).unwrap();
    assert!(contents.checkpoint().is_some());
    // The worst a power cut can cost: the widest gap between two
    // checkpoints (or the press and the first).
    let text = std::fs::read_to_string(&journal).unwrap();
    let moments: Vec<std::time::Duration> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l.split_once(' ')?.1).ok())
        .filter(|record| record["record"] != "begin")
        .map(|record| serde_json::from_value(record["at"].clone()).unwrap())
        .collect();
    let widest = moments.windows(2).map(|w| w[1] - w[0]).max().unwrap();
    assert!(widest <= secs(2), "a restore could be {widest:?} behind");
    let records = moments.len() - 1;
    let bytes = std::fs::metadata(&journal).unwrap().len() - start_len;
    eprintln!(
        "an hour of a running clock: {records} checkpoint records (one fsync each), \
         {bytes} bytes; at most {widest:?} between two"
    );
    assert!((2000..=3000).contains(&records), "{records}");
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn a_long_pause_brings_no_burst_of_checkpoints() {
    let mut run = start("pause-burst", "5400", None);
    run.send(Input::Press(Black)).await;
    run.view_until(|v| v.running == Some(White)).await;
    run.send(Input::Pause).await;
    run.view_until(|v| v.paused).await;
    for _ in 0..600 {
        advance(secs(1)).await;
        tokio::task::yield_now().await;
    }
    run.send(Input::Resume).await;
    run.view_until(|v| v.running == Some(White)).await;
    for _ in 0..3 {
        advance(secs(1)).await;
        tokio::task::yield_now().await;
    }
    let text = std::fs::read_to_string(run.dir.join("journal.jsonl")).unwrap();
    let checkpoints = text
        .lines()
        .filter(|l| l.contains("\"checkpoint\""))
        .count();
    assert!(
        checkpoints <= 5,
        "{checkpoints} checkpoints for 3 s of a running clock"
    );
    run.stop().await;
}
