//! The scoresheet ends the game by itself: mate, stalemate, dead position,
//! fivefold repetition, 75 moves.

use pendule::rules::{GameEnd, Scoresheet};
use shakmaty::{Color, KnownOutcome};

fn play(s: &mut Scoresheet, moves: &str) {
    for m in moves.split_whitespace() {
        s.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn from(fen: &str, moves: &str) -> Scoresheet {
    let mut s = Scoresheet::from_fen(fen).unwrap();
    play(&mut s, moves);
    s
}

#[test]
fn checkmate() {
    let s = from(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7",
    );
    assert_eq!(
        s.end(),
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
    assert_eq!(
        s.end().unwrap().result(),
        KnownOutcome::Decisive {
            winner: Color::White
        }
    );
    assert_eq!(
        s.end().unwrap().to_string(),
        "White checkmates (Art. 5.1.1)"
    );
}

#[test]
fn stalemate() {
    let s = from("k7/8/8/2Q5/8/8/8/2K5 w - - 0 1", "Qb6");
    assert_eq!(s.end(), Some(GameEnd::Stalemate));
    assert_eq!(s.end().unwrap().result(), KnownOutcome::Draw);
}

#[test]
fn dead_position_by_material() {
    // Kxb2 leaves king and knight against king.
    let s = from("k7/8/8/8/8/8/1n6/K1N5 w - - 0 1", "Kxb2");
    assert_eq!(s.end(), Some(GameEnd::DeadPosition));
    assert_eq!(
        s.end().unwrap().to_string(),
        "dead position: neither side can checkmate (Art. 5.2.2)"
    );
}

#[test]
fn dead_when_the_only_move_takes_the_last_rook() {
    // White's only move is Kxb2, then king against king: dead already.
    let s = Scoresheet::from_fen("7k/8/8/8/8/8/1r6/K7 w - - 0 1").unwrap();
    assert_eq!(s.end(), Some(GameEnd::DeadPosition));
}

#[test]
fn dead_position_by_a_locked_wall() {
    // The last free pawn move closes the wall: no king can cross, no pawn can move.
    let s = from("k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1", "g4");
    assert_eq!(s.end(), Some(GameEnd::DeadPosition));
}

#[test]
fn a_position_that_is_not_dead_goes_on() {
    let s = from("k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1", "Kb2");
    assert_eq!(s.end(), None);
}

#[test]
fn fivefold_repetition() {
    let mut s = Scoresheet::new();
    // The start stands again after every 4 plies: the fifth time after 16.
    for round in 1..=4 {
        play(&mut s, "Nf3 Nf6 Ng1");
        assert_eq!(s.end(), None, "round {round}");
        play(&mut s, "Ng8");
        assert_eq!(s.repetitions(), round + 1);
    }
    assert_eq!(s.end(), Some(GameEnd::FivefoldRepetition));
}

#[test]
fn seventy_five_moves() {
    let s = from("k7/8/1K6/8/8/8/8/7R w - - 149 120", "Rh2");
    assert_eq!(s.end(), Some(GameEnd::SeventyFiveMoves));
    assert_eq!(s.halfmoves(), 150);
}

#[test]
fn a_mate_on_the_75th_move_stands() {
    let s = from("k7/8/1K6/8/8/8/8/7R w - - 149 120", "Rh8#");
    assert_eq!(
        s.end(),
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
}

#[test]
fn a_capture_on_the_75th_move_resets_the_count() {
    let s = from("k7/8/1K6/8/8/8/7r/7R w - - 149 120", "Rxh2");
    assert_eq!(
        s.end(),
        Some(GameEnd::DeadPosition).filter(|_| false).or(None)
    );
    assert_eq!(s.halfmoves(), 0);
}

#[test]
fn a_start_position_that_is_already_over() {
    assert_eq!(
        Scoresheet::from_fen("8/8/8/8/8/8/8/kQK5 b - - 0 1")
            .unwrap()
            .end(),
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
    assert_eq!(
        Scoresheet::from_fen("8/8/8/8/8/8/8/k1K5 b - - 0 1")
            .unwrap()
            .end(),
        Some(GameEnd::DeadPosition)
    );
}
