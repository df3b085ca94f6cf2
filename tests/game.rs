//! The game's policy with injected time: who may press, moves before and
//! after presses, flags waiting for the scoresheet, refusals.

use std::time::Duration;

use pendule::clock::{Moment, PressError, TimeControl};
use pendule::game::{Game, GameError, GameSetup, Input, Mode, Output, Termination};
use pendule::rules::{Notation, decide};
use shakmaty::Color::{Black, White};
use shakmaty::{Color, KnownOutcome};

fn at(secs: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(secs))
}

fn game(control: &str) -> Game {
    let control: TimeControl = control.parse().unwrap();
    Game::new(GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    })
    .unwrap()
}

/// Drains outputs, answering a request for a ruling as the edge would.
fn settle(g: &mut Game, now: Moment) -> Vec<Output> {
    let mut seen = Vec::new();
    while let Some(output) = g.poll_output() {
        if let Output::Decide { position, flagged } = &output {
            let verdict = decide(
                position,
                *flagged,
                Duration::from_secs(30),
                Notation::English,
            );
            g.handle(Input::Verdict(verdict), now).unwrap();
        }
        seen.push(output);
    }
    seen
}

fn mv(text: &str) -> Input {
    Input::Move(text.to_owned())
}

#[test]
fn black_starts_whites_clock() {
    let mut g = game("300");
    assert_eq!(
        g.handle(Input::Press(White), at(0.0)),
        Err(GameError::Press(PressError::NotRunning(White)))
    );
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    assert_eq!(g.clock().turn(), Some(White));
    assert_eq!(g.next_deadline(), Some(at(300.0)));
}

#[test]
fn a_move_may_come_before_or_after_its_press_but_not_two_ahead() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    // White writes e4, then presses.
    g.handle(mv("e4"), at(1.0)).unwrap();
    let refused = g.handle(mv("e5"), at(1.5)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "White must press the clock before the next move is entered"
    );
    g.handle(Input::Press(White), at(2.0)).unwrap();
    // Black presses first, writes later: the scoresheet lags by one.
    g.handle(Input::Press(Black), at(3.0)).unwrap();
    assert_eq!(g.lag(), 1);
    g.handle(mv("e5"), at(4.0)).unwrap();
    assert_eq!(g.lag(), 0);
    assert_eq!(g.scoresheet().moves().len(), 2);
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let error = g.handle(mv("e5"), at(1.0)).unwrap_err();
    assert_eq!(error.to_string(), "e5: the pawn on e2 cannot go to e5");
    assert_eq!(g.scoresheet().moves().len(), 0);
    assert_eq!(g.clock().turn(), Some(White));
}

#[test]
fn the_flag_waits_for_the_missing_moves() {
    let mut g = game("10");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Press(White), at(4.0)).unwrap();
    g.handle(Input::Press(Black), at(8.0)).unwrap();
    g.handle(Input::Tick, at(20.0)).unwrap();
    assert!(g.is_deciding());
    assert_eq!(g.lag(), 2);
    assert!(
        !settle(&mut g, at(20.0))
            .iter()
            .any(|o| matches!(o, Output::Decide { .. }))
    );
    // Nothing but the missing moves until the ruling.
    assert!(g.handle(Input::Resign(Black), at(21.0)).is_err());
    g.handle(mv("e4"), at(22.0)).unwrap();
    g.handle(mv("e5"), at(23.0)).unwrap();
    // The scoresheet has caught up: no move beyond the presses.
    assert!(g.handle(mv("Nf3"), at(23.0)).is_err());
    let outputs = settle(&mut g, at(23.0));
    assert!(
        outputs
            .iter()
            .any(|o| matches!(o, Output::Decide { flagged: White, .. }))
    );
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Decisive { winner: Black });
    assert_eq!(result.termination, Termination::TimeForfeit);
}

#[test]
fn a_press_stamped_before_the_deadline_counts_though_read_late() {
    let mut g = game("10");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(mv("e4"), at(1.0)).unwrap();
    // The deadline (10 s) has passed in the world, but the game has not
    // ruled: the press stamped at 9.999 s is a press.
    g.handle(Input::Press(White), at(9.999)).unwrap();
    assert!(g.result().is_none());
    assert_eq!(g.clock().turn(), Some(Black));
}

#[test]
fn after_the_end_nothing_but_ticks() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Resign(White), at(5.0)).unwrap();
    let mut outputs = settle(&mut g, at(5.0));
    assert_eq!(g.handle(Input::Press(White), at(6.0)), Err(GameError::Over));
    assert_eq!(g.handle(mv("e4"), at(6.0)), Err(GameError::Over));
    assert_eq!(g.handle(Input::Tick, at(6.0)), Ok(()));
    assert_eq!(g.next_deadline(), None);
    outputs.extend(settle(&mut g, at(6.0)));
    assert!(outputs.iter().any(|o| matches!(o, Output::GameOver(_))));
}

#[test]
fn offers_need_a_move_and_answers_need_an_offer() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    assert!(g.handle(Input::OfferDraw, at(1.0)).is_err());
    assert!(g.handle(Input::AcceptDraw, at(1.0)).is_err());
    g.handle(mv("e4"), at(1.0)).unwrap();
    g.handle(Input::OfferDraw, at(1.0)).unwrap();
    g.handle(Input::Press(White), at(2.0)).unwrap();
    // Black plays on: the offer lapses.
    g.handle(mv("e5"), at(3.0)).unwrap();
    assert!(g.handle(Input::AcceptDraw, at(3.0)).is_err());
}

#[test]
fn a_verdict_nobody_asked_for_is_refused() {
    let mut g = game("300");
    let pos = g.scoresheet().position().clone();
    let verdict = decide(&pos, White, Duration::from_secs(1), Notation::English);
    assert!(g.handle(Input::Verdict(verdict), at(0.0)).is_err());
}

#[test]
fn clock_only_takes_no_moves_and_a_flag_loses() {
    let mut g = Game::new(GameSetup {
        mode: Mode::Clock,
        white: "5".parse().unwrap(),
        black: "5".parse().unwrap(),
        ..GameSetup::default()
    })
    .unwrap();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    assert!(g.handle(mv("e4"), at(1.0)).is_err());
    g.handle(Input::Tick, at(6.0)).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Decisive { winner: Black });
    assert_eq!(result.termination, Termination::TimeForfeit);
}

#[test]
fn armageddon_white_flag_always_loses() {
    // White flags with Black having only a king: 6.9 would draw, and a
    // draw counts as a Black win.
    let mut g = Game::new(GameSetup {
        white: "5".parse().unwrap(),
        black: "4".parse().unwrap(),
        armageddon: true,
        fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
        ..GameSetup::default()
    })
    .unwrap();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Tick, at(10.0)).unwrap();
    settle(&mut g, at(10.0));
    let result = g.result().unwrap();
    assert_eq!(
        result.outcome,
        KnownOutcome::Decisive {
            winner: Color::Black
        }
    );
    assert!(
        result
            .reason
            .ends_with("Armageddon: a draw counts as a win for Black"),
        "{}",
        result.reason
    );
}

#[test]
fn blitz_penalties_are_one_minute_and_standard_two() {
    for (control, minutes) in [("180+2", 1), ("900+10", 1), ("5400+30", 2)] {
        let mut g = game(control);
        g.handle(Input::Press(Black), at(0.0)).unwrap();
        let before = g.clock().remaining(Black, at(0.0));
        g.handle(Input::IllegalMove(White), at(0.0)).unwrap();
        assert_eq!(
            g.clock().remaining(Black, at(0.0)),
            before + Duration::from_secs(60 * minutes),
            "{control}"
        );
    }
}

#[test]
fn period_changes_follow_the_moves() {
    let mut g = game("2/60:30");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let mut now = 0.0;
    for (white, black) in [("e4", "e5"), ("d4", "d5")] {
        now += 1.0;
        g.handle(mv(white), at(now)).unwrap();
        g.handle(Input::Press(White), at(now)).unwrap();
        now += 1.0;
        g.handle(mv(black), at(now)).unwrap();
        g.handle(Input::Press(Black), at(now)).unwrap();
    }
    assert_eq!(g.clock().side(White).period(), 1);
    assert_eq!(
        g.clock().remaining(White, at(now)),
        Duration::from_secs(60 - 2 + 30)
    );
}

#[test]
fn the_arbiter_takes_back_a_wrong_entry() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(mv("e4"), at(1.0)).unwrap();
    g.handle(Input::Press(White), at(1.0)).unwrap();
    g.handle(mv("e6"), at(2.0)).unwrap();
    g.handle(Input::Press(Black), at(2.0)).unwrap();
    // The player had played e5: the arbiter takes e6 back; the scoresheet lags.
    g.handle(Input::TakeBack, at(3.0)).unwrap();
    assert_eq!(g.lag(), 1);
    g.handle(mv("e5"), at(3.0)).unwrap();
    assert_eq!(g.scoresheet().written(Notation::English), ["e4", "e5"]);
    assert!(g.notes().iter().any(|n| n.text == "arbiter: e6 taken back"));
    let mut fresh = game("300");
    assert!(fresh.handle(Input::TakeBack, at(0.0)).is_err());
}

#[test]
fn the_arbiter_overrides_a_result_even_after_the_end() {
    // Armageddon: the arbiter's draw stays a draw.
    let mut g = Game::new(GameSetup {
        white: "300".parse().unwrap(),
        black: "240".parse().unwrap(),
        armageddon: true,
        ..GameSetup::default()
    })
    .unwrap();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Resign(White), at(1.0)).unwrap();
    settle(&mut g, at(1.0));
    let decision = Input::Override {
        outcome: KnownOutcome::Draw,
        reason: "the resignation was a misunderstanding; players agreed a draw".into(),
    };
    g.handle(decision, at(60.0)).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Draw);
    assert_eq!(result.termination, Termination::Adjudication);
    let pgn = pendule::pgn::write_pgn(&g, &vec![]);
    assert!(
        pgn.contains("[Result \"1/2-1/2\"]") && pgn.contains("[Termination \"adjudication\"]"),
        "{pgn}"
    );
    // The resignation it replaced stays on the record.
    assert!(
        pgn.replace('\n', " ")
            .contains("it replaces 0-1: White resigns (Art. 5.1.2)"),
        "{pgn}"
    );
    assert_eq!(
        result.replaced.as_ref().map(|r| r.termination),
        Some(Termination::Normal)
    );
}

#[test]
fn the_arbiter_confirming_a_ruling_replaces_nothing() {
    let mut g = game("1");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Tick, at(2.0)).unwrap();
    settle(&mut g, at(2.0));
    let ruled = g.result().unwrap().clone();
    assert_eq!(ruled.termination, Termination::TimeForfeit);
    // "result 0-1" on a game lost on time: the ruling and its proof stay.
    let same = Input::Override {
        outcome: ruled.outcome,
        reason: "confirmed".into(),
    };
    assert_eq!(g.handle(same, at(3.0)), Err(GameError::ResultStands));
    assert_eq!(g.result(), Some(&ruled));
}

#[test]
fn a_resignation_is_a_draw_when_the_opponent_cannot_mate() {
    // 5.1.2 (2023): White resigns; Black has a bare king.
    let mut g = Game::new(GameSetup {
        fen: Some("4k3/8/8/8/8/8/8/3QK3 w - - 0 1".into()),
        ..GameSetup::default()
    })
    .unwrap();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Resign(White), at(1.0)).unwrap();
    assert!(g.result().is_none(), "the ruling is searched first");
    settle(&mut g, at(1.0));
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Draw);
    assert_eq!(result.termination, Termination::Normal);
    assert!(
        result
            .reason
            .starts_with("White resigns, but Black cannot checkmate"),
        "{}",
        result.reason
    );
    assert!(
        result.reason.ends_with("draw (Art. 5.1.2)"),
        "{}",
        result.reason
    );
}

#[test]
fn a_draw_is_agreed_only_after_a_move_each() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(mv("e4"), at(1.0)).unwrap();
    g.handle(Input::Press(White), at(1.0)).unwrap();
    g.handle(Input::OfferDraw, at(1.0)).unwrap();
    assert_eq!(
        g.handle(Input::AcceptDraw, at(2.0)),
        Err(GameError::DrawTooEarly)
    );
    assert_eq!(g.pending_offer(), Some(White), "the offer stands");
    g.handle(mv("e5"), at(3.0)).unwrap();
    g.handle(Input::Press(Black), at(3.0)).unwrap();
    g.handle(Input::OfferDraw, at(3.0)).unwrap();
    g.handle(Input::AcceptDraw, at(4.0)).unwrap();
    assert_eq!(g.result().unwrap().outcome, KnownOutcome::Draw);
    assert_eq!(g.offer_plies(), [1, 2]);
    assert_eq!(
        g.scoresheet()
            .move_pairs_marked(Notation::English, g.offer_plies()),
        ["1. e4(=) e5(=)"]
    );
}

#[test]
fn signatures_are_kept_with_their_time_and_never_withdrawn() {
    let mut g = game("300");
    let sign = |side| Input::Confirm {
        side,
        utc: 1_764_512_000,
    };
    assert_eq!(g.handle(sign(White), at(0.0)), Err(GameError::NoResultYet));
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Resign(Black), at(1.0)).unwrap();
    settle(&mut g, at(1.0));
    g.handle(sign(White), at(2.0)).unwrap();
    assert_eq!(
        g.handle(sign(White), at(3.0)),
        Err(GameError::AlreadyConfirmed(White))
    );
    assert_eq!(g.confirmations().white, Some(1_764_512_000));
    assert_eq!(g.confirmations().black, None);
    let pgn = pendule::pgn::write_pgn(&g, &vec![]).replace('\n', " ");
    assert!(
        pgn.contains("{White confirmed the result (Art. 8.7) at 2025.11.30 14:13:20 UTC}"),
        "{pgn}"
    );
    // A game that never began is not begun.
    assert!(g.is_started());
    assert!(!game("300").is_started());
}
