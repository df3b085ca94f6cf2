//! The driver with tokio's paused clock: presses switch the clocks, the flag
//! falls at its deadline, a ruling comes back from its thread, a press
//! stamped before the deadline counts though read after it.

#[path = "harness/driver.rs"]
mod harness;

use std::time::Duration;

use harness::{secs, start};
use pendule::app::{Control, Event};
use pendule::clock::Moment;
use pendule::game::{GameSetup, Input, Signal, Termination};
use shakmaty::Color::{Black, White};
use shakmaty::KnownOutcome;
use tokio::time::advance;

#[tokio::test(start_paused = true)]
async fn presses_switch_the_clocks() {
    let mut run = start("switch", "300", None);
    run.send(Input::Press(Black)).await;
    let view = run.view_until(|v| v.running == Some(White)).await;
    assert_eq!(view.sides.white.remaining, secs(300));
    advance(secs(7)).await;
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(White)).await;
    let view = run.view_until(|v| v.running == Some(Black)).await;
    assert_eq!(view.sides.white.remaining, secs(293));
    assert_eq!(view.move_pairs, ["1. e4"]);
    // The face is derived from the snapshot, without the driver ticking.
    let later = Moment::from_origin(view.taken.since_origin() + secs(10));
    assert_eq!(view.remaining_at(Black, later), secs(290));
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn a_refusal_is_shown_and_changes_nothing() {
    let mut run = start("refusal", "300", None);
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("e5".into())).await;
    let view = run.view_until(|v| v.message.is_some()).await;
    assert_eq!(
        view.message.as_deref(),
        Some("e5: the pawn on e2 cannot go to e5")
    );
    assert!(view.move_pairs.is_empty());
    // A refused move entry is marked (casual play beeps for it); a refused
    // press is not.
    assert!(view.refused_entry);
    run.send(Input::Press(Black)).await;
    let view = run
        .view_until(|v| v.message.as_deref() != Some("e5: the pawn on e2 cannot go to e5"))
        .await;
    assert!(!view.refused_entry, "{view:?}");
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn the_flag_falls_at_its_deadline_and_is_ruled_off_the_task() {
    // White has a lone king: Black's flag is a draw by 6.9.
    let mut run = start("flag", "20", Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("Kd2".into())).await;
    run.send(Input::Press(White)).await;
    advance(secs(30)).await;
    let view = run.view_until(|v| v.result.is_some()).await;
    let result = view.result.unwrap();
    assert_eq!(result.termination, Termination::TimeForfeit);
    assert_eq!(result.outcome, KnownOutcome::Decisive { winner: White });
    assert_eq!(view.sides.black.remaining, Duration::ZERO);
    // Filed in the archive the moment it ended.
    let archived = run.dir.join("archive/test.pgn");
    assert!(
        std::fs::read_to_string(&archived)
            .unwrap()
            .contains("[Termination \"time forfeit\"]")
    );
    assert!(!run.dir.join("journal.jsonl").exists());
    let game = run.stop().await;
    let flag = game.game().clock().flag().unwrap();
    assert_eq!(flag.at, Moment::from_origin(secs(20)));
}

#[tokio::test(start_paused = true)]
async fn a_press_stamped_before_the_deadline_counts_though_read_after() {
    let mut run = start("late", "10", None);
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("e4".into())).await;
    // The deadline passes; the press stamped 1 ms before it arrives within
    // the grace.
    advance(secs(10) + Duration::from_millis(20)).await;
    let stamped = run.origin + secs(10) - Duration::from_millis(1);
    run.events
        .send(Event {
            input: Input::Press(White),
            at: Some(stamped),
        })
        .await
        .unwrap();
    let view = run.view_until(|v| v.running == Some(Black)).await;
    assert!(view.result.is_none());
    assert_eq!(view.sides.white.remaining, Duration::from_millis(1));
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn the_journal_holds_what_the_driver_handled() {
    let mut run = start("journal", "60", None);
    run.send(Input::Press(Black)).await;
    advance(secs(2)).await;
    run.send(Input::Move("d4".into())).await;
    run.send(Input::Press(White)).await;
    run.view_until(|v| v.running == Some(Black)).await;
    let path = run.dir.join("journal.jsonl");
    let contents = pendule::store::read_journal(&path).unwrap();
    let inputs: Vec<&Input> = contents.inputs.iter().map(|(_, i)| i).collect();
    assert_eq!(
        inputs,
        [
            &Input::Press(Black),
            &Input::Move("d4".into()),
            &Input::Press(White)
        ]
    );
    assert_eq!(contents.inputs[2].0, Moment::from_origin(secs(2)));
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn the_next_game_starts_only_after_this_one_ends() {
    let mut run = start("next", "60", None);
    let next = |by_arbiter| Control::NewGame {
        id: "next".into(),
        setup: GameSetup::default(),
        tags: vec![("White".into(), "Zoë".into())],
        by_arbiter,
    };
    run.send(Input::Press(Black)).await;
    run.control.send(next(true)).await.unwrap();
    let view = run.view_until(|v| v.message.is_some()).await;
    assert_eq!(
        view.message.as_deref(),
        Some("the game is still on: it must end first")
    );
    run.send(Input::Resign(White)).await;
    let view = run.view_until(|v| v.result.is_some()).await;
    assert!(view.archived);
    assert!(run.dir.join("archive/test.pgn").exists());
    // Unsigned (8.7): only the arbiter goes on; the players' signatures
    // let anyone.
    run.control.send(next(false)).await.unwrap();
    let view = run.view_until(|v| v.message.is_some()).await;
    assert_eq!(
        view.message.as_deref(),
        Some("the result is not yet signed by both players: the arbiter's PIN is needed")
    );
    run.send(Input::Confirm {
        side: White,
        utc: 1_764_512_000,
    })
    .await;
    run.send(Input::Confirm {
        side: Black,
        utc: 1_764_512_060,
    })
    .await;
    run.view_until(|v| v.confirmations.black.is_some()).await;
    let pgn = std::fs::read_to_string(run.dir.join("archive/test.pgn"))
        .unwrap()
        .replace('\n', " ");
    assert!(
        pgn.contains("White confirmed the result (Art. 8.7) at 2025.11.30 14:13:20 UTC"),
        "the signatures are filed: {pgn}"
    );
    run.control.send(next(false)).await.unwrap();
    let view = run.view_until(|v| v.result.is_none()).await;
    assert_eq!(view.running, None);
    let game = run.stop().await;
    assert_eq!(game.id(), "next");
    assert_eq!(game.tags()[0].1, "Zoë");
}

#[tokio::test(start_paused = true)]
async fn the_buzzer_hears_low_time_once_then_the_flag() {
    let mut run = start("buzzer", "70", None);
    run.send(Input::Press(Black)).await;
    // White's clock runs from 1:10; under a minute after ten seconds.
    for _ in 0..20 {
        advance(secs(1)).await;
        tokio::task::yield_now().await;
    }
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(White)).await;
    run.view_until(|v| v.running == Some(Black)).await;
    let heard: Vec<Signal> = run.signals.try_iter().collect();
    assert_eq!(
        heard,
        [Signal::LowTime],
        "once for White, nothing yet for Black"
    );
    // Black's minute and ten seconds run out, second by second as the
    // driver's ticker sees them: low time, then the flag.
    for _ in 0..72 {
        advance(secs(1)).await;
        tokio::task::yield_now().await;
    }
    run.view_until(|v| v.result.is_some()).await;
    let heard: Vec<Signal> = run.signals.try_iter().collect();
    assert_eq!(heard, [Signal::LowTime, Signal::FlagFall, Signal::GameOver]);
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn the_ruling_is_on_the_screen_before_its_proof() {
    // The review's middlegame (White's flag): CHA-Solver's line runs to 42
    // moves; the short proof follows the ruling.
    let fen = "rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N1P3/PP3PPP/R2QKBNR w KQ - 1 6";
    let mut run = start("proof", "20", Some(fen));
    run.send(Input::Press(Black)).await;
    advance(secs(30)).await;
    let ruled = run.view_until(|v| v.result.is_some()).await;
    let first = ruled.result.unwrap();
    assert_eq!(first.outcome, KnownOutcome::Decisive { winner: Black });
    assert!(ruled.proving, "the ruling waited for its proof");
    let proved = run.view_until(|v| !v.proving).await;
    let shown = proved.result.unwrap();
    assert_eq!(shown.outcome, first.outcome);
    assert!(shown.proof.len() < first.proof.len() && shown.proof.len() < 20);
    // Journalled in that order, and the archive filed again with the proof.
    let archive = run.dir.join("archive");
    let contents = pendule::store::read_journal(&archive.join("test.jsonl")).unwrap();
    let last: Vec<&Input> = contents
        .inputs
        .iter()
        .rev()
        .take(2)
        .map(|(_, i)| i)
        .collect();
    assert!(
        matches!(last[..], [Input::Proof(_), Input::Verdict(_)]),
        "{last:?}"
    );
    let pgn = std::fs::read_to_string(archive.join("test.pgn")).unwrap();
    let Input::Proof(proof) = last[0] else {
        unreachable!()
    };
    // PGN wraps its lines: compared word by word.
    let words = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(&proof.line), "{pgn}");
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn a_draw_is_shown_with_no_proof_to_wait_for() {
    // Black has a lone king: White's flag is a draw by 6.9.
    let mut run = start("draw-proof", "20", Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    run.send(Input::Press(Black)).await;
    advance(secs(30)).await;
    let ruled = run.view_until(|v| v.result.is_some()).await;
    assert_eq!(ruled.result.unwrap().outcome, KnownOutcome::Draw);
    assert!(!ruled.proving);
    run.stop().await;
}
