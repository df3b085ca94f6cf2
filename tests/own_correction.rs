//! A player fixes their own slip, as on paper: a move entered and not yet
//! pressed is taken back by its player (`Input::Withdraw`), noted as the
//! player's correction and never as an illegal move; once the clock is
//! pressed it is the arbiter's. The journal replays it.

use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Game, GameError, GameSetup, Input, Mode, NotNow, Noted};
use pendule::pgn::write_pgn;
use pendule::store::RecordedGame;
use shakmaty::Color::{Black, White};

fn at(s: u64) -> Moment {
    Moment::from_origin(Duration::from_secs(s))
}

fn setup() -> GameSetup {
    let control: pendule::clock::TimeControl = "40/5400+30:1800+30".parse().unwrap();
    GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    }
}

/// 1.e4 e5 pressed, then White's slip 2.Na3 entered (for 2.Nc3).
fn slip(game: &mut Game) {
    for (s, input) in [
        (0, Input::Press(Black)),
        (10, Input::Move("e4".into())),
        (11, Input::Press(White)),
        (20, Input::Move("e5".into())),
        (21, Input::Press(Black)),
        (30, Input::Move("Na3".into())),
    ] {
        game.handle(input, at(s)).unwrap();
    }
}

#[test]
fn a_move_entered_and_not_pressed_is_taken_back_by_its_player() {
    let mut game = Game::new(setup()).unwrap();
    slip(&mut game);
    assert_eq!(game.withdrawable(), Some(White));
    game.handle(Input::Withdraw, at(32)).unwrap();
    assert_eq!(game.withdrawable(), None);
    game.handle(Input::Move("Nc3".into()), at(33)).unwrap();
    game.handle(Input::Press(White), at(34)).unwrap();
    let sheet: Vec<String> = game.scoresheet().written(pendule::rules::Notation::English);
    assert_eq!(sheet, ["e4", "e5", "Nc3"]);
    // The player's correction, noted after 1...e5; no illegal move.
    let said: Vec<&Noted> = game.notes().iter().map(|n| &n.said).collect();
    assert!(
        said.iter().any(
            |n| matches!(n, Noted::EntryWithdrawn { side: White, san } if san.to_string() == "Na3")
        ),
        "{said:?}"
    );
    assert_eq!(game.illegal_moves().white, 0);
    assert_eq!(game.ruling(), None, "nothing for the players to read");
    // White's clock ran on through the correction: move 2 took 13 s.
    assert_eq!(game.presses(White)[1].spent, Duration::from_secs(13));
    let pgn = write_pgn(&game, &Default::default());
    assert!(pgn.contains("2. Nc3"), "{pgn}");
    assert!(
        pgn.contains("White takes back Na3 before pressing (own correction)"),
        "{pgn}"
    );
}

#[test]
fn a_pressed_move_is_the_arbiters_to_take_back() {
    let mut game = Game::new(setup()).unwrap();
    slip(&mut game);
    game.handle(Input::Press(White), at(31)).unwrap();
    assert_eq!(game.withdrawable(), None);
    assert_eq!(
        game.handle(Input::Withdraw, at(32)),
        Err(GameError::NotNow(NotNow::NothingToWithdraw))
    );
    // Nor the opponent's move before it, nor anything before the first
    // entry, nor on the clock alone.
    let mut fresh = Game::new(setup()).unwrap();
    fresh.handle(Input::Press(Black), at(0)).unwrap();
    assert!(fresh.handle(Input::Withdraw, at(1)).is_err());
    let mut clock = Game::new(GameSetup {
        mode: Mode::Clock,
        ..setup()
    })
    .unwrap();
    clock.handle(Input::Press(Black), at(0)).unwrap();
    assert!(clock.handle(Input::Withdraw, at(1)).is_err());
    assert_eq!(game.scoresheet().moves().len(), 3);
}

#[test]
fn the_journal_replays_the_correction() {
    let dir = std::env::temp_dir().join(format!("pendule-own-correction-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("journal.jsonl");
    let mut recorded = RecordedGame::start(&path, "own", setup(), Vec::new()).unwrap();
    for (s, input) in [
        (0, Input::Press(Black)),
        (10, Input::Move("e4".into())),
        (11, Input::Withdraw),
        (12, Input::Move("d4".into())),
        (13, Input::Press(White)),
    ] {
        recorded.handle(input, at(s)).unwrap();
    }
    drop(recorded);
    let (restored, _) = RecordedGame::restore(&path).unwrap();
    let game = restored.game();
    let sheet = game.scoresheet().written(pendule::rules::Notation::English);
    assert_eq!(sheet, ["d4"]);
    assert!(
        game.notes()
            .iter()
            .any(|n| matches!(n.said, Noted::EntryWithdrawn { side: White, .. }))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The arbiter's "take back the last move" is undoable: "undo" enters the
/// move again, noted; refused once another move took its place.
#[test]
fn the_arbiters_take_back_is_undone_by_entering_the_move_again() {
    let arbiter = |input: Input| Input::Arbiter {
        utc: 1_764_600_000,
        input: Box::new(input),
    };
    let mut game = Game::new(setup()).unwrap();
    slip(&mut game);
    game.handle(Input::Press(White), at(31)).unwrap();
    game.handle(arbiter(Input::TakeBack), at(40)).unwrap();
    assert_eq!(game.scoresheet().moves().len(), 2);
    assert!(game.can_undo_correction());
    game.handle(arbiter(Input::UndoCorrection), at(41)).unwrap();
    let sheet = game.scoresheet().written(pendule::rules::Notation::English);
    assert_eq!(sheet, ["e4", "e5", "Na3"]);
    assert!(!game.can_undo_correction());
    assert!(
        game.notes()
            .iter()
            .any(|n| matches!(n.said, Noted::EnteredAgain { .. }))
    );
    // Taken back, the right move entered: the undo has nothing to put back.
    game.handle(arbiter(Input::TakeBack), at(50)).unwrap();
    game.handle(Input::Move("Nc3".into()), at(51)).unwrap();
    assert!(game.handle(arbiter(Input::UndoCorrection), at(52)).is_err());
    let sheet = game.scoresheet().written(pendule::rules::Notation::English);
    assert_eq!(sheet, ["e4", "e5", "Nc3"]);
}
