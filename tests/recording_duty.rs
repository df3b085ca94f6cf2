//! The players' duty to record, as the Laws see the device: a scoresheet
//! more than one move behind is timed and noted (Art. 8.1.3); under five
//! minutes without an increment of 30 s a player may enter "—" (8.4), the
//! position is unknown until the arbiter fills the moves in, and what needs
//! it waits or is refused; the journal replays it all.

use std::time::Duration;

use pendule::clock::{GameKind, Moment};
use pendule::game::{Game, GameError, GameSetup, Input, NotNow, Noted};
use pendule::pgn::write_pgn;
use pendule::rules::Claim;
use pendule::store::RecordedGame;
use shakmaty::Color::{Black, White};
use shakmaty::KnownOutcome;

fn at(s: u64) -> Moment {
    Moment::from_origin(Duration::from_secs(s))
}

/// A standard game (as the event declares it) on `control`: the duty to
/// record and its 8.4 exemption apply whatever the time left.
fn game(control: &str) -> Game {
    Game::new(GameSetup {
        white: control.parse().unwrap(),
        black: control.parse().unwrap(),
        kind: Some(GameKind::Standard),
        ..GameSetup::default()
    })
    .unwrap()
}

#[test]
fn in_rapid_and_blitz_no_one_must_record() {
    // A.2 and B.3: the kind from the control (time + 60 increments).
    for (control, obliged) in [
        ("900+10", false),
        ("600", false),
        ("300+2", false),
        ("5400", true),
    ] {
        let game = Game::new(GameSetup {
            white: control.parse().unwrap(),
            black: control.parse().unwrap(),
            ..GameSetup::default()
        })
        .unwrap();
        assert_eq!(game.must_record(White, at(0)), obliged, "{control}");
    }
}

#[test]
fn under_five_minutes_once_exempts_for_the_rest_of_the_period() {
    // 8.4: White at 4:10 in a period of 5:00 + 10 s, then over 5:00 again
    // by the arbiter's correction: still not obliged in this period.
    let mut game = game("300+10");
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(50)).unwrap();
    game.handle(Input::Press(White), at(50)).unwrap();
    assert!(!game.must_record(White, at(50)));
    game.handle(
        arbiter(Input::SetTime(White, Duration::from_secs(600))),
        at(51),
    )
    .unwrap();
    assert!(!game.must_record(White, at(52)));
    // Black never went under: obliged.
    assert!(game.must_record(Black, at(52)));
}

fn arbiter(input: Input) -> Input {
    Input::Arbiter {
        utc: 1_764_600_000,
        input: Box::new(input),
    }
}

/// 1.e4 e5 entered and pressed (10 s, 20 s), then White presses at 30 s,
/// Black at 40 s and White at 50 s without entering their moves.
fn three_presses_unentered(game: &mut Game) {
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(10)).unwrap();
    game.handle(Input::Press(White), at(10)).unwrap();
    game.handle(Input::Move("e5".into()), at(20)).unwrap();
    game.handle(Input::Press(Black), at(20)).unwrap();
    game.handle(Input::Press(White), at(30)).unwrap();
    game.handle(Input::Press(Black), at(40)).unwrap();
    game.handle(Input::Press(White), at(50)).unwrap();
}

#[test]
fn a_scoresheet_two_moves_behind_is_timed_and_noted() {
    let mut game = game("5400");
    three_presses_unentered(&mut game);
    // White made a move (at 50 s) before recording the previous one.
    let behind = game.behind(White).expect("White is behind");
    assert_eq!((behind.since, behind.most), (at(50), 2));
    // Black replied before recording: one move, as 8.1.3 allows.
    assert_eq!(game.behind(Black), None);
    // A second reply: Black's two moves wait behind White's missing one,
    // which Black cannot enter, so Black is not behind yet.
    game.handle(Input::Press(Black), at(55)).unwrap();
    assert_eq!(game.behind(Black), None);
    game.handle(Input::Move("Nf3".into()), at(65)).unwrap();
    assert_eq!(game.behind(White), None);
    // From now Black could enter them: behind from here.
    let black = game.behind(Black).expect("Black is behind now");
    assert_eq!((black.since, black.most), (at(65), 2));
    assert!(game.notes().iter().any(|n| n.said
        == Noted::Behind {
            side: White,
            moves: 2,
            time: Duration::from_secs(15)
        }));
    let pgn = write_pgn(&game, &vec![]);
    let words = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("White's scoresheet was 2 moves behind for 0:00:15"),
        "{pgn}"
    );
}

#[test]
fn under_five_minutes_without_increment_a_player_is_not_behind() {
    // 8.4: with 4 minutes and no increment, White need not record.
    let mut game = game("240");
    three_presses_unentered(&mut game);
    assert_eq!(game.behind(White), None);
    assert!(!game.must_record(White, at(50)));
    // An increment of 30 s keeps the duty.
    assert!(self::game("240+30").must_record(White, at(0)));
}

#[test]
fn a_dash_is_refused_while_the_player_must_record() {
    for control in ["300", "180+30", "5400"] {
        let mut game = game(control);
        game.handle(Input::Press(Black), at(0)).unwrap();
        assert_eq!(
            game.handle(Input::NotRecorded(White), at(0)),
            Err(GameError::NotNow(NotNow::MustRecord(White))),
            "{control}"
        );
        assert_eq!(game.may_skip_recording(at(0)), None);
    }
    let mut game = game("180");
    game.handle(Input::Press(Black), at(0)).unwrap();
    // Only the side whose move is next on the scoresheet.
    assert_eq!(
        game.handle(Input::NotRecorded(Black), at(1)),
        Err(GameError::NotNow(NotNow::NotYourMove(White)))
    );
    assert_eq!(game.may_skip_recording(at(1)), Some(White));
}

/// A 3-minute game: 1.e4 entered, then White's "—" for 1...e5's reply
/// and three presses (1...e5 2.Nf3 2...Nc6 on the board, not recorded).
fn dashed() -> Game {
    let mut game = game("180");
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(5)).unwrap();
    game.handle(Input::Press(White), at(5)).unwrap();
    game.handle(Input::NotRecorded(Black), at(8)).unwrap();
    game.handle(Input::Press(Black), at(8)).unwrap();
    game.handle(Input::Press(White), at(11)).unwrap();
    game.handle(Input::Press(Black), at(14)).unwrap();
    game
}

#[test]
fn a_dash_leaves_the_position_unknown_until_the_arbiter_fills_it_in() {
    let mut game = dashed();
    assert_eq!(game.unknown_from(), Some(1));
    assert_eq!(
        game.clock().side(Black).moves(),
        2,
        "the move count goes on"
    );
    // A player's move, a claim: the position is not known.
    assert_eq!(
        game.handle(Input::Move("e5".into()), at(15)),
        Err(GameError::NotNow(NotNow::PositionUnknown))
    );
    let claim = Input::Claim {
        claim: Claim::Threefold,
        intended: None,
    };
    assert_eq!(
        game.handle(claim, at(15)),
        Err(GameError::NotNow(NotNow::PositionUnknown))
    );
    assert_eq!(game.behind(White), None, "8.4: not obliged, not behind");
    // The arbiter fills the moves in, as on paper (8.5).
    for (i, m) in ["e5", "Nf3", "Nc6"].iter().enumerate() {
        game.handle(arbiter(Input::Move((*m).into())), at(16 + i as u64))
            .unwrap();
    }
    assert_eq!(game.unknown_from(), None);
    assert_eq!(game.lag(), 0);
    let said: Vec<_> = game.notes().iter().map(|n| n.said.clone()).collect();
    assert!(
        said.contains(&Noted::NotRecorded {
            side: Black,
            rapid: false
        }),
        "{said:?}"
    );
    assert!(said.contains(&Noted::FilledIn { from: 2 }), "{said:?}");
    let pgn = write_pgn(&game, &vec![]);
    let words = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("1. e4 {"), "{pgn}");
    assert!(words.contains("Black entered \"—\""), "{pgn}");
    assert!(words.contains("2. Nf3"), "{pgn}");
    // The players record again.
    game.handle(Input::Move("Bc4".into()), at(20)).unwrap();
}

#[test]
fn a_flag_while_the_position_is_unknown_waits_and_the_arbiter_rules() {
    let mut game = dashed();
    // White's clock runs from 14 s with 180 - 5 - 3 = 172 s left.
    game.handle(Input::Tick, at(14 + 172)).unwrap();
    assert!(game.is_deciding(), "the 6.9 ruling waits for the moves");
    assert!(game.result().is_none());
    let ruled = arbiter(Input::Override {
        outcome: KnownOutcome::Decisive { winner: Black },
        reason: "flag; the moves reconstructed (8.5.3)".into(),
    });
    game.handle(ruled, at(200)).unwrap();
    assert_eq!(
        game.result().unwrap().outcome,
        KnownOutcome::Decisive { winner: Black }
    );
}

#[test]
fn the_journal_replays_a_dash_and_its_filling_in() {
    let dir = std::env::temp_dir().join(format!("pendule-recording-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("journal.jsonl");
    let setup = GameSetup {
        white: "180".parse().unwrap(),
        black: "180".parse().unwrap(),
        kind: Some(GameKind::Standard),
        ..GameSetup::default()
    };
    let mut game = RecordedGame::start(&path, "g", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(5)).unwrap();
    game.handle(Input::Press(White), at(5)).unwrap();
    game.handle(Input::NotRecorded(Black), at(8)).unwrap();
    game.handle(Input::Press(Black), at(8)).unwrap();
    game.handle(Input::Press(White), at(11)).unwrap();
    let before = write_pgn(game.game(), &vec![]);
    drop(game);
    let (restored, _) = RecordedGame::restore(&path).unwrap();
    assert_eq!(restored.game().unknown_from(), Some(1));
    assert_eq!(write_pgn(restored.game(), &vec![]), before);
    let mut restored = restored;
    restored
        .handle(arbiter(Input::Move("e5".into())), at(12))
        .unwrap();
    restored
        .handle(arbiter(Input::Move("Nf3".into())), at(13))
        .unwrap();
    let after = write_pgn(restored.game(), &vec![]);
    drop(restored);
    let (again, _) = RecordedGame::restore(&path).unwrap();
    assert_eq!(again.game().unknown_from(), None);
    assert_eq!(write_pgn(again.game(), &vec![]), after);
    std::fs::remove_dir_all(&dir).unwrap();
}
