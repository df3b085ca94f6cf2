//! The arbiter's inputs with injected time: an illegal move after its press
//! takes the press back (N3), a stray press undone without a penalty (N4),
//! clocks the arbiter paused resumed only by the arbiter (N17), the log of
//! outcomes kept in the journal (N8), the ruling the players read (N2) and
//! the interruptions in the PGN (N11).

use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Act, Change, Game, GameError, GameSetup, Input, NotNow, Noted};
use pendule::pgn::write_pgn;
use pendule::rules::Claim;
use pendule::store::RecordedGame;
use pendule::words::Language;
use pendule::words::Say;
use shakmaty::Color::{Black, White};

fn at(secs: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(secs))
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// 12:00:00 UTC on 2026-12-01, and `s` seconds after.
fn noon(s: u64) -> u64 {
    1_796_126_400 + s
}

fn by_arbiter(utc: u64, input: Input) -> Input {
    Input::Arbiter {
        utc,
        input: Box::new(input),
    }
}

fn rapid() -> Game {
    let control: pendule::clock::TimeControl = "900+10".parse().unwrap();
    Game::new(GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    })
    .unwrap()
}

/// Moves entered and pressed, 10 s each, from `start` seconds.
fn play(g: &mut Game, moves: &[&str], start: f64) -> f64 {
    let mut t = start;
    for m in moves {
        t += 10.0;
        let mover = shakmaty::Position::turn(g.scoresheet().position());
        g.handle(Input::Move((*m).into()), at(t)).unwrap();
        g.handle(Input::Press(mover), at(t)).unwrap();
    }
    t
}

fn said(g: &Game) -> Vec<String> {
    g.notes()
        .iter()
        .map(|n| n.said.say(Language::English))
        .collect()
}

/// N3 as the review played it: 1.d4 d5 2.c4 e6 3.Nc3; Black's illegal
/// entry is refused, Black presses anyway; "illegal move by Black" takes
/// that press back with its increment and gives the penalty once: Black is
/// on move, and on resume Black's clock runs.
#[test]
fn an_illegal_move_after_its_press_takes_the_press_back_and_penalises_once() {
    let mut g = rapid();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let t = play(&mut g, &["d4", "d5", "c4", "e6", "Nc3"], 0.0);
    assert!(g.handle(Input::Move("Ke6".into()), at(t + 5.0)).is_err());
    let black_before = g.clock().remaining(Black, at(t + 5.0));
    let white_before = g.clock().remaining(White, at(t + 5.0));
    g.handle(Input::Press(Black), at(t + 5.0)).unwrap();
    assert_eq!(g.clock().side(Black).moves(), 3);
    g.handle(by_arbiter(noon(0), Input::Pause), at(t + 8.0))
        .unwrap();
    g.handle(
        by_arbiter(noon(20), Input::IllegalMove(Black)),
        at(t + 28.0),
    )
    .unwrap();
    assert_eq!(g.clock().turn(), Some(Black), "Black is on move again");
    assert_eq!(g.clock().side(Black).moves(), 2, "the press is not a move");
    assert_eq!(
        g.clock().remaining(Black, at(t + 28.0)),
        black_before,
        "no increment for the press taken back"
    );
    assert_eq!(
        g.clock().remaining(White, at(t + 28.0)),
        white_before + secs(60),
        "one penalty, once, and White's 3 s since the press given back"
    );
    assert_eq!(g.lag(), 0);
    let notes = said(&g);
    assert!(
        notes.contains(
            &"Black's press after an illegal move taken back: Black is on move again (Art. 7.5.1)"
                .to_owned()
        )
    );
    assert!(notes.contains(&"Black's illegal move: 1 min added to White (Art. 7.5)".to_owned()));
    // The arbiter resumes: Black's clock runs, Black plays and presses.
    g.handle(by_arbiter(noon(30), Input::Resume), at(t + 30.0))
        .unwrap();
    assert_eq!(g.clock().turn(), Some(Black));
    assert!(g.clock().is_running());
    g.handle(Input::Move("Nf6".into()), at(t + 35.0)).unwrap();
    g.handle(Input::Press(Black), at(t + 35.0)).unwrap();
    assert_eq!(g.clock().turn(), Some(White));
    assert_eq!(g.clock().side(Black).moves(), 3);
    // The log said what each action did.
    let log: Vec<&Act> = g.arbiter_log().iter().map(|a| &a.act).collect();
    assert!(matches!(log[0], Act::Paused(_)));
    assert!(matches!(log[1], Act::Ruled { notes, .. } if notes.len() == 2));
    assert!(matches!(log[2], Act::Resumed(_)));
}

/// An illegal move before any press (the player's clock still runs) or
/// after a press whose move is on the scoresheet: the penalty only.
#[test]
fn an_illegal_move_not_yet_pressed_leaves_the_clocks_as_they_are() {
    let mut g = rapid();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let t = play(&mut g, &["e4"], 0.0);
    g.handle(Input::IllegalMove(Black), at(t + 3.0)).unwrap();
    assert_eq!(g.clock().turn(), Some(Black));
    assert_eq!(g.clock().side(White).moves(), 1);
    assert_eq!(g.presses(White).len(), 1);
}

/// N4: a stray press (a sleeve) taken back without a penalty: the side
/// that pressed is on move again, nobody gets time, the log says which.
#[test]
fn a_stray_press_is_taken_back_without_a_penalty() {
    let mut g = rapid();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let t = play(&mut g, &["e4", "e5"], 0.0);
    // White has not moved; White's sleeve presses at +4 s.
    let white_before = g.clock().remaining(White, at(t + 4.0));
    g.handle(Input::Press(White), at(t + 4.0)).unwrap();
    assert_eq!(g.clock().turn(), Some(Black));
    g.handle(by_arbiter(noon(0), Input::Pause), at(t + 6.0))
        .unwrap();
    let black = g.clock().remaining(Black, at(t + 6.0));
    assert_eq!(
        g.handle(by_arbiter(noon(1), Input::UndoPress(Black)), at(t + 7.0)),
        Err(GameError::NotJustPressed(Black))
    );
    g.handle(by_arbiter(noon(2), Input::UndoPress(White)), at(t + 8.0))
        .unwrap();
    assert_eq!(g.clock().turn(), Some(White));
    assert_eq!(g.clock().remaining(White, at(t + 8.0)), white_before);
    assert!(
        g.clock().remaining(Black, at(t + 8.0)) >= black,
        "no penalty"
    );
    assert!(g.clock().remaining(Black, at(t + 8.0)) <= black + secs(2));
    assert_eq!(g.clock().side(White).moves(), 1);
    assert_eq!(
        g.ruling().map(|r| r.say(Language::English)).as_deref(),
        Some(
            "arbiter: White's press taken back, a stray press, without a penalty: White is on move again"
        )
    );
    let last = g.arbiter_log().last().unwrap();
    assert_eq!(last.utc, noon(2));
    assert!(matches!(
        &last.act,
        Act::Ruled { notes, .. } if notes == &[Noted::PressTakenBack { side: White, stray: true }]
    ));
    // Play goes on as if the press never was.
    g.handle(by_arbiter(noon(3), Input::Resume), at(t + 9.0))
        .unwrap();
    g.handle(Input::Move("Nf3".into()), at(t + 12.0)).unwrap();
    g.handle(Input::Press(White), at(t + 12.0)).unwrap();
    assert_eq!(g.presses(White).len(), 2);
    assert_eq!(g.ruling(), None, "a press clears the ruling");
}

/// N17: clocks the arbiter paused resume only by the arbiter; a player's
/// own pause resumes as before.
#[test]
fn clocks_the_arbiter_paused_resume_only_by_the_arbiter() {
    let mut g = rapid();
    // Before the first press an arbiter's pause holds nothing.
    g.handle(by_arbiter(noon(0), Input::Pause), at(0.0))
        .unwrap();
    assert!(!g.is_held() && g.arbiter_log().is_empty());
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    g.handle(Input::Pause, at(1.0)).unwrap();
    assert!(!g.is_held());
    g.handle(Input::Resume, at(2.0)).unwrap();
    g.handle(by_arbiter(noon(0), Input::Pause), at(3.0))
        .unwrap();
    assert!(g.is_held());
    assert_eq!(
        g.handle(Input::Resume, at(4.0)),
        Err(GameError::NotNow(NotNow::ArbiterResumes))
    );
    assert!(g.clock().is_paused());
    assert!(g.handle(Input::Press(White), at(4.0)).is_err());
    g.handle(by_arbiter(noon(5), Input::Resume), at(5.0))
        .unwrap();
    assert!(!g.is_held() && g.clock().is_running());
    // Only the arbiter's own actions go through the arbiter's hand.
    assert_eq!(
        g.handle(by_arbiter(noon(6), Input::Press(White)), at(6.0)),
        Err(GameError::NotNow(NotNow::NotForTheArbiter))
    );
}

/// N2: a rejected claim stays said for the players until the next press.
#[test]
fn a_rejected_claim_is_said_to_the_players_until_the_next_press() {
    let mut g = rapid();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let t = play(&mut g, &["Nf3", "Nf6", "Ng1", "Ng8"], 0.0);
    let claim = Input::Claim {
        claim: Claim::Threefold,
        intended: None,
    };
    g.handle(by_arbiter(noon(0), claim), at(t + 2.0)).unwrap();
    let ruling = g.ruling().unwrap().say(Language::English);
    assert!(
        ruling.starts_with(
            "White claims threefold repetition, incorrectly: the position would stand only 2 times"
        ),
        "{ruling}"
    );
    assert!(
        ruling.ends_with("1 min added to Black (Art. 9.5.3)"),
        "{ruling}"
    );
    // Said in the language of the moment it is shown.
    assert!(
        g.ruling()
            .unwrap()
            .say(Language::French)
            .starts_with("Les Blancs réclament")
    );
    play(&mut g, &["e4"], t + 2.0);
    assert_eq!(g.ruling(), None);
}

/// N8: the log is derived from the journal: a restart brings it back whole,
/// with the outcomes, and the last correction can still be undone.
#[test]
fn the_arbiter_log_survives_a_restart_and_its_last_correction_is_undone() {
    let dir = std::env::temp_dir().join(format!("pendule-arbiter-log-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("journal.jsonl");
    let mut game = RecordedGame::start(&path, "g", GameSetup::default(), vec![]).unwrap();
    game.handle(Input::Press(Black), at(0.0)).unwrap();
    game.handle(by_arbiter(noon(0), Input::Pause), at(5.0))
        .unwrap();
    let white = game.game().clock().remaining(White, at(5.0));
    game.handle(
        by_arbiter(noon(10), Input::SetTime(White, white + secs(60))),
        at(15.0),
    )
    .unwrap();
    game.handle(by_arbiter(noon(12), Input::IllegalMove(White)), at(17.0))
        .unwrap();
    let log = game.game().arbiter_log().to_vec();
    drop(game);
    let (mut restored, _) = RecordedGame::restore(&path).unwrap();
    assert_eq!(restored.game().arbiter_log(), log.as_slice());
    assert!(restored.game().is_held(), "still the arbiter's to resume");
    // The last action is a penalty, not a correction: nothing to undo.
    assert!(!restored.game().can_undo_correction());
    restored
        .handle(by_arbiter(noon(20), Input::SetMoves(Black, 3)), at(25.0))
        .unwrap();
    assert!(restored.game().can_undo_correction());
    restored
        .handle(by_arbiter(noon(21), Input::UndoCorrection), at(26.0))
        .unwrap();
    assert_eq!(restored.game().clock().side(Black).moves(), 0);
    assert!(matches!(
        restored.game().arbiter_log().last().unwrap().act,
        Act::Undone(Change::Moves {
            side: Black,
            from: 3,
            to: 0
        })
    ));
    assert!(matches!(
        restored.handle(by_arbiter(noon(22), Input::UndoCorrection), at(27.0)),
        Err(pendule::store::RecordError::Refused(GameError::NotNow(
            NotNow::NothingToUndo
        )))
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// N11: the PGN says where the game was interrupted: each restore and each
/// arbiter's pause and resume, with the wall-clock time and the clocks.
#[test]
fn the_pgn_records_each_interruption_where_it_happened() {
    let mut g = rapid();
    g.handle(Input::Press(Black), at(0.0)).unwrap();
    let t = play(&mut g, &["e4", "e5"], 0.0);
    g.handle(
        Input::Restored {
            utc: noon(0),
            written: Some(noon(0) - 40),
        },
        at(t + 3.0),
    )
    .unwrap();
    assert!(g.is_held() && g.clock().is_paused());
    assert_eq!(
        g.handle(Input::Resume, at(t + 4.0)),
        Err(GameError::NotNow(NotNow::ArbiterResumes))
    );
    g.handle(by_arbiter(noon(30), Input::Resume), at(t + 4.0))
        .unwrap();
    let t = play(&mut g, &["Nf3"], t + 4.0);
    g.handle(by_arbiter(noon(60), Input::Pause), at(t + 1.0))
        .unwrap();
    let pgn = write_pgn(&g, &vec![]);
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "1... e5 {[%clk 0:15:10] [%emt 0:00:10] the game stopped (a power cut) after its \
             record of 11:59:20 UTC and was restored at 12:00:00 UTC, its clocks paused at \
             White 0:15:07, Black 0:15:10; the arbiter resumed the clocks at 12:00:30 UTC \
             (White 0:15:07, Black 0:15:10)} 2. Nf3"
        ),
        "{pgn}"
    );
    assert!(
        flat.contains(
            "the arbiter paused the clocks at 12:01:00 UTC (White 0:15:07, Black 0:15:09)"
        ),
        "{pgn}"
    );
}
