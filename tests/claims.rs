//! Claims by the player on move: threefold repetition (9.2) and fifty moves
//! (9.3), with and without an intended move.

use pendule::rules::{Claim, ClaimRuling, MoveErrorKind, Scoresheet};
use pendule::words::Language;
use pendule::words::Say;

/// Why, as the arbiter says it in English.
fn why(ruling: &ClaimRuling) -> String {
    ruling.say(Language::English)
}

fn after(fen: Option<&str>, moves: &str) -> Scoresheet {
    let mut s = fen.map_or_else(Scoresheet::new, |f| Scoresheet::from_fen(f).unwrap());
    for m in moves.split_whitespace() {
        s.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
    s
}

#[test]
fn threefold_that_has_just_occurred() {
    let s = after(None, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let ruling = s.claim(Claim::Threefold, None).unwrap();
    assert!(ruling.correct);
    assert_eq!(
        why(&ruling),
        "the position stands for the third time (at the start, after 2...Ng8, after 4...Ng8): draw (Art. 9.2)"
    );
}

#[test]
fn threefold_too_early() {
    let s = after(None, "Nf3 Nf6 Ng1 Ng8");
    let ruling = s.claim(Claim::Threefold, None).unwrap();
    assert!(!ruling.correct);
    assert_eq!(
        why(&ruling),
        "the position would stand only 2 times (at the start, after 2...Ng8); three are needed (Art. 9.2)"
    );
}

#[test]
fn threefold_with_an_intended_move() {
    // Black claims before playing 4...Ng8, which repeats the start a third time.
    let s = after(None, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let ruling = s.claim(Claim::Threefold, Some("Ng8")).unwrap();
    assert!(ruling.correct, "{}", why(&ruling));
    assert_eq!(
        why(&ruling),
        "the position after the intended Ng8 stands for the third time \
         (at the start, after 2...Ng8, after the intended Ng8): draw (Art. 9.2)"
    );
    // Nothing was played.
    assert_eq!(s.moves().len(), 7);
    let (_, san) = ruling.intended.unwrap();
    assert_eq!(san.to_string(), "Ng8");
}

#[test]
fn an_intended_move_that_does_not_repeat() {
    let s = after(None, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let ruling = s.claim(Claim::Threefold, Some("Nh5")).unwrap();
    assert!(!ruling.correct);
    assert!(why(&ruling).contains("only once"), "{}", why(&ruling));
}

#[test]
fn castling_rights_make_positions_different() {
    // Ke2 Ke7 Ke1 Ke8 twice: the start's rights are lost, so the start is not repeated.
    let s = after(None, "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    let ruling = s.claim(Claim::Threefold, None).unwrap();
    assert!(!ruling.correct, "{}", why(&ruling));
    // One more round makes three without castling rights.
    let s = after(
        None,
        "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8",
    );
    assert!(s.claim(Claim::Threefold, None).unwrap().correct);
}

#[test]
fn en_passant_counts_only_when_legal() {
    // After 1.e4 with no black pawn able to take, the position equals the
    // one later reached without the e3 square.
    let s = after(None, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
    assert_eq!(s.repetitions(), 3);
    // With a black pawn on d4, the first occurrence (ep possible) differs.
    let s = after(
        Some("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1",
    );
    assert_eq!(s.repetitions(), 2);
}

#[test]
fn fifty_moves() {
    let s = after(Some("k7/8/1K6/8/8/8/8/7R b - - 99 80"), "Kb8");
    let ruling = s.claim(Claim::FiftyMoves, None).unwrap();
    assert!(ruling.correct);
    assert_eq!(
        why(&ruling),
        "100 half-moves without a pawn move or capture: draw (Art. 9.3)"
    );
}

#[test]
fn fifty_moves_too_early() {
    let s = after(Some("k7/8/1K6/8/8/8/8/7R b - - 73 80"), "Kb8");
    let ruling = s.claim(Claim::FiftyMoves, None).unwrap();
    assert!(!ruling.correct);
    assert_eq!(
        why(&ruling),
        "only 74 half-moves without a pawn move or capture; 100 are needed (Art. 9.3)"
    );
}

#[test]
fn fifty_moves_with_an_intended_move() {
    let s = after(Some("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "");
    let ruling = s.claim(Claim::FiftyMoves, Some("Rh2")).unwrap();
    assert!(ruling.correct, "{}", why(&ruling));
    assert_eq!(
        why(&ruling),
        "after the intended Rh2, 100 half-moves without a pawn move or capture: draw (Art. 9.3)"
    );
    assert_eq!(s.moves().len(), 0);
}

#[test]
fn an_illegal_intended_move_is_refused() {
    let s = after(Some("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "");
    let error = s.claim(Claim::FiftyMoves, Some("Rh9")).unwrap_err();
    assert_eq!(error.to_string(), "Rh9: '9' has no place in a move");
    let error = s.claim(Claim::FiftyMoves, Some("Kb7")).unwrap_err();
    assert!(
        matches!(error.kind, MoveErrorKind::LeavesKingInCheck { .. }),
        "{error}"
    );
}

#[test]
fn no_claim_after_the_end() {
    let s = after(None, "f3 e5 g4 Qh4#");
    let error = s.claim(Claim::Threefold, None).unwrap_err();
    assert_eq!(error.kind, MoveErrorKind::GameOver);
}

#[test]
fn claim_names_parse() {
    assert_eq!("threefold".parse::<Claim>(), Ok(Claim::Threefold));
    assert_eq!("fifty".parse::<Claim>(), Ok(Claim::FiftyMoves));
    assert!("draw".parse::<Claim>().is_err());
}
