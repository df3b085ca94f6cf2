//! The game's policy with injected time: who may press, moves before and
//! after presses, flags waiting for the scoresheet, refusals.

use std::time::Duration;

use pendule::clock::{Moment, PressError, TimeControl};
use pendule::game::{Game, GameError, GameSetup, Input, Mode, Output, Termination};
use pendule::rules::{Notation, decide};
use pendule::words::Say;
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
            .say(pendule::words::Language::English)
            .ends_with("Armageddon: a draw counts as a win for Black"),
        "{}",
        result.reason.say(pendule::words::Language::English)
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
    assert!(
        g.notes()
            .iter()
            .any(|n| n.said.say(pendule::words::Language::English) == "arbiter: e6 taken back")
    );
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
            .say(pendule::words::Language::English)
            .starts_with("White resigns, but Black cannot checkmate"),
        "{}",
        result.reason.say(pendule::words::Language::English)
    );
    assert!(
        result
            .reason
            .say(pendule::words::Language::English)
            .ends_with("draw (Art. 5.1.2)"),
        "{}",
        result.reason.say(pendule::words::Language::English)
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

/// Presses `n` times, one second apart from `from`, without entering moves.
fn presses(g: &mut Game, from: f64, n: usize) -> f64 {
    let mut now = from;
    for _ in 0..n {
        now += 1.0;
        let side = g.clock().turn().unwrap();
        g.handle(Input::Press(side), at(now)).unwrap();
    }
    now
}

#[test]
fn a_mate_entered_late_ends_the_game_at_its_move() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let now = presses(&mut g, 0.0, 9);
    // Black resigns after 9 presses: the ruling waits for the moves.
    g.handle(Input::Resign(Black), at(now)).unwrap();
    assert!(g.result().is_none());
    for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"] {
        g.handle(mv(m), at(now + 1.0)).unwrap();
        assert!(g.result().is_none());
    }
    g.handle(mv("Qxf7"), at(now + 1.0)).unwrap();
    settle(&mut g, at(now + 1.0));
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Decisive { winner: White });
    assert_eq!(
        result.reason.say(pendule::words::Language::English),
        "White checkmates (Art. 5.1.1)"
    );
    // The mate's press and the two after it count for nothing.
    assert_eq!((g.presses(White).len(), g.presses(Black).len()), (3, 3));
    assert_eq!(g.lag(), 0);
    assert_eq!(g.final_spent(), Some(Duration::from_secs(1)));
    assert!(g.notes().iter().any(|n| n.said.say(pendule::words::Language::English)
        == "Black resigned after the game had ended with 4.Qxf7#: the resignation does not count"));
    // The next entry names the move that ended the game.
    let refused = g.handle(mv("Ke7"), at(now + 2.0)).unwrap_err();
    assert!(
        matches!(refused, GameError::EndedWith { .. }),
        "{refused:?}"
    );
    assert_eq!(
        refused.to_string(),
        "the game ended with 4.Qxf7#: White checkmates (Art. 5.1.1); no move can follow"
    );
    assert_eq!(
        g.handle(Input::Press(White), at(now + 2.0)),
        Err(GameError::Over)
    );
}

#[test]
fn a_second_illegal_move_waits_for_the_missing_moves() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let now = presses(&mut g, 0.0, 2);
    g.handle(Input::IllegalMove(White), at(now)).unwrap();
    g.handle(Input::IllegalMove(White), at(now)).unwrap();
    assert!(g.is_deciding());
    assert!(
        !settle(&mut g, at(now))
            .iter()
            .any(|o| matches!(o, Output::Decide { .. })),
        "no ruling on a position the scoresheet does not have"
    );
    assert_eq!(
        g.handle(Input::Pause, at(now)),
        Err(GameError::MissingMoves(2))
    );
    assert_eq!(
        GameError::MissingMoves(1).to_string(),
        "enter the missing move first"
    );
    assert_eq!(
        GameError::MissingMoves(1).say(pendule::words::Language::English),
        "enter the missing move first"
    );
    g.handle(mv("e4"), at(now)).unwrap();
    g.handle(mv("e5"), at(now)).unwrap();
    settle(&mut g, at(now));
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Decisive { winner: Black });
    assert_eq!(result.termination, Termination::RulesInfraction);
}

#[test]
fn a_draw_is_accepted_only_on_a_whole_scoresheet() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let now = presses(&mut g, 0.0, 3);
    // White has just pressed (move 2), which the scoresheet does not have.
    g.handle(Input::OfferDraw, at(now)).unwrap();
    assert_eq!(g.pending_offer(), Some(White));
    assert_eq!(
        g.handle(Input::AcceptDraw, at(now)),
        Err(GameError::MissingMoves(3))
    );
    for m in ["d4", "d5", "c4"] {
        g.handle(mv(m), at(now)).unwrap();
    }
    g.handle(Input::AcceptDraw, at(now)).unwrap();
    assert_eq!(g.result().unwrap().outcome, KnownOutcome::Draw);
    assert_eq!(g.offer_plies(), [3]);
}

#[test]
fn offers_and_answers_by_side() {
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(mv("e4"), at(1.0)).unwrap();
    g.handle(Input::Press(White), at(1.0)).unwrap();
    g.handle(Input::OfferDrawBy(White), at(2.0)).unwrap();
    assert_eq!(
        g.handle(Input::AcceptDrawBy(White), at(2.0)),
        Err(GameError::OwnOffer(White))
    );
    assert_eq!(
        g.handle(Input::DeclineDrawBy(White), at(2.0)),
        Err(GameError::OwnOffer(White))
    );
    assert_eq!(g.pending_offer(), Some(White));
    g.handle(Input::DeclineDrawBy(Black), at(3.0)).unwrap();
    assert_eq!(g.pending_offer(), None);
    assert_eq!(
        GameError::OwnOffer(White).say(pendule::words::Language::English),
        "the draw offer is White's own: only Black may accept or decline it"
    );
}

#[test]
fn a_press_without_a_move_is_taken_back_and_penalised() {
    let mut g = game("900+10");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(mv("e4"), at(10.0)).unwrap();
    g.handle(Input::Press(White), at(10.0)).unwrap();
    // Black's clock runs: Black has not pressed.
    assert_eq!(
        g.handle(Input::IllegalPress(Black), at(11.0)),
        Err(GameError::NotJustPressed(Black))
    );
    // White's last press has its move, e4.
    assert_eq!(
        g.handle(Input::IllegalPress(White), at(11.0)),
        Err(GameError::PressHasMove(White))
    );
    g.handle(mv("e5"), at(20.0)).unwrap();
    g.handle(Input::Press(Black), at(20.0)).unwrap();
    // White presses at 24 without moving; the arbiter confirms at 30.
    g.handle(Input::Press(White), at(24.0)).unwrap();
    assert_eq!(g.lag(), 1);
    let black = g.clock().remaining(Black, at(24.0));
    g.handle(Input::IllegalPress(White), at(30.0)).unwrap();
    assert_eq!(g.lag(), 0);
    assert_eq!(g.presses(White).len(), 1);
    assert_eq!(g.clock().turn(), Some(White));
    // White: 910 - 10 + 10 - 4, no increment for the empty press.
    assert_eq!(
        g.clock().remaining(White, at(30.0)),
        Duration::from_secs(906)
    );
    // Black: not charged since the press, and 1 minute (rapid, A.3).
    assert_eq!(
        g.clock().remaining(Black, at(30.0)),
        black + Duration::from_secs(60)
    );
    assert!(g.notes().iter().any(|n| n.said.say(pendule::words::Language::English)
        == "White pressed without moving, an illegal move (Art. 7.5.3): 1 min added to Black (Art. 7.5.5)"));
    // The move is then played and pressed as usual: the turn took 4 s
    // before the empty press and 2 s after the arbiter's confirmation.
    g.handle(mv("Nf3"), at(32.0)).unwrap();
    g.handle(Input::Press(White), at(32.0)).unwrap();
    assert_eq!(g.presses(White)[1].spent, Duration::from_secs(6));
}

#[test]
fn a_flag_before_the_moves_of_the_period_says_which_move() {
    let mut g = game("3/60:30");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Tick, at(61.0)).unwrap();
    settle(&mut g, at(61.0));
    let reason = &g
        .result()
        .unwrap()
        .reason
        .say(pendule::words::Language::English);
    assert!(
        reason.starts_with(
            "White's flag fell before move 3 was completed and Black could still checkmate"
        ),
        "{reason}"
    );
}

#[test]
fn quickplay_finish_only_where_the_control_allows_it() {
    use pendule::game::{Quickplay, QuickplayRefusal};
    let quickplay = |control: &str, announced: bool| {
        let control: TimeControl = control.parse().unwrap();
        let mut g = Game::new(GameSetup {
            white: control.clone(),
            black: control,
            quickplay: announced,
            ..GameSetup::default()
        })
        .unwrap();
        g.handle(Input::Press(Black), at(0.0)).unwrap();
        g
    };
    let ask = |g: &mut Game, side, secs| {
        g.handle(
            Input::Quickplay {
                side,
                ruling: Quickplay::Increment,
            },
            at(secs),
        )
    };
    let refused = |r| Err(GameError::Quickplay(r));
    assert_eq!(
        ask(&mut quickplay("1500", false), White, 1400.0),
        refused(QuickplayRefusal::NotAnnounced)
    );
    assert_eq!(
        ask(&mut quickplay("300", true), White, 200.0),
        refused(QuickplayRefusal::Blitz)
    );
    assert_eq!(
        ask(&mut quickplay("1500+5", true), White, 1400.0),
        refused(QuickplayRefusal::HasIncrement)
    );
    assert_eq!(
        ask(&mut quickplay("*1500", true), White, 1400.0),
        refused(QuickplayRefusal::HasIncrement)
    );
    assert_eq!(
        ask(&mut quickplay("1500", true), Black, 1400.0),
        refused(QuickplayRefusal::NotOnMove(Black))
    );
    assert_eq!(
        ask(&mut quickplay("1500", true), White, 1380.0),
        refused(QuickplayRefusal::TimeLeft(White))
    );
    assert_eq!(
        ask(&mut quickplay("40/5400:1800", true), White, 5300.0),
        refused(QuickplayRefusal::NotLastPeriod(White))
    );
    let mut g = quickplay("1500", true);
    ask(&mut g, White, 1400.0).unwrap();
    assert_eq!(
        g.clock().remaining(Black, at(1400.0)),
        Duration::from_secs(1620)
    );
    assert_eq!(
        ask(&mut g, White, 1400.0),
        refused(QuickplayRefusal::Granted)
    );
    g.handle(mv("e4"), at(1401.0)).unwrap();
    g.handle(Input::Press(White), at(1401.0)).unwrap();
    assert_eq!(g.presses(White)[0].remaining, Duration::from_secs(104));
}

/// 9.1.2.1: an offer made by the player on move stands through that
/// player's own move and ends with the opponent's; 9.4 and 7.5.4 refuse
/// what does not fit, the game unchanged.
#[test]
fn an_offer_on_move_stands_until_the_opponent_moves() {
    use pendule::game::{Incident, IncidentRefusal, Infraction};
    let mut g = game("300");
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::OfferDrawBy(White), at(1.0)).unwrap();
    assert_eq!(g.pending_offer(), Some(White));
    g.handle(mv("e4"), at(2.0)).unwrap();
    g.handle(Input::Press(White), at(2.0)).unwrap();
    assert_eq!(g.pending_offer(), Some(White), "the offerer's own move");
    assert_eq!(
        g.handle(Input::Incident(Incident::Touch(White)), at(3.0)),
        Err(GameError::Incident(IncidentRefusal::TouchNotOnMove(White)))
    );
    assert_eq!(
        g.handle(
            Input::Incident(Incident::Illegal {
                side: Black,
                kind: Infraction::TwoHands
            }),
            at(3.0)
        ),
        Err(GameError::NotJustPressed(Black))
    );
    g.handle(mv("e5"), at(4.0)).unwrap();
    assert_eq!(g.pending_offer(), None, "the opponent's move rejects it");
}

/// Guidelines III.6: with no arbiter supervising, a player with under two
/// minutes claims before the flag falls, on move or not; the game ends,
/// its result waiting for the designated arbiter.
#[test]
fn an_unsupervised_quickplay_claim_ends_the_game_for_the_arbiter() {
    use pendule::game::Quickplay;
    let mut g = Game::new(GameSetup {
        white: "1500".parse().unwrap(),
        black: "100".parse().unwrap(),
        quickplay: true,
        ..GameSetup::default()
    })
    .unwrap();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let claim = |side| Input::Quickplay {
        side,
        ruling: Quickplay::Unsupervised,
    };
    // White's clock runs (a rapid game by White's control); Black, not on
    // move, has 100 s.
    assert!(g.handle(claim(White), at(1.0)).is_err(), "White has 25 min");
    g.handle(claim(Black), at(1.0)).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.outcome, KnownOutcome::Draw);
    assert!(result.needs_arbiter);
    assert_eq!(result.termination, Termination::Adjudication);
}
