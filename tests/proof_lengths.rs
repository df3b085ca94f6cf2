//! The line shown for a lost flag is one an arbiter can read: a line still
//! long after the first search is searched for again with more moves
//! allowed. Here rather than beside `rules::proof`: the core's own tests
//! also run for the Pi under an emulator, where these searches take minutes.

use std::time::Duration;

use pendule::rules::Proof;
use pendule::rules::proof::{mates, prove_on};
use pendule::rules::{Notation, decide, parse_fen};
use shakmaty::Color;

#[test]
fn a_line_still_long_after_the_first_search_is_searched_for_again() {
    // Lichess positions, the side not to move flagged. The first bound
    // found nothing shorter than 44, 44 and 36 moves (CHA-Solver's lines
    // cut); the second found lines of 8 to 11.
    let cases = [
        ("6k1/p1b5/2p5/2Pp4/P2Pp3/8/4K2r/8 w - - 2 40", Color::Black),
        ("8/5kpp/p5p1/1p3p2/1B2b3/4K3/PP6/8 w - - 2 36", Color::Black),
        ("4R3/ppp5/5K1Q/8/6P1/2kP4/P7/5B1n b - - 2 49", Color::White),
    ];
    // The bound in moves, not the deadline, ends the search.
    let budget = Duration::from_secs(60);
    for (fen, flagged) in cases {
        let pos = parse_fen(fen).unwrap();
        let verdict = decide(&pos, flagged, budget, Notation::English);
        let proof = prove_on(&pos, &verdict, budget, Notation::English, 2).unwrap();
        let moves = Proof::length_in_moves(proof.moves.len());
        assert!(moves <= 15, "{fen}: {moves} moves: {}", proof.line);
        assert!(mates(&pos, &proof.moves, !flagged), "{fen}");
    }
}
