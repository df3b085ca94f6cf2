//! The line that proves a lost flag: CHA-Solver's comes with the ruling, a
//! shorter one (a person can follow it on the clock's screen) after it.
//! Lengths are counted in moves: the winner's moves, as "mate in N" counts.

use std::time::Duration;

use pendule_helpmate::tighten;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use super::notation::Notation;
use super::proof_line::{MatingLine, Proof};
use super::timeout::{Reason, Verdict};
use super::unwinnable::shorter;

/// The moves of a verdict's line, replayed from `pos`: `None` unless the
/// ruling is a loss proved by a line that is legal from `pos`.
pub fn replay(pos: &Chess, verdict: &Verdict) -> Option<Vec<Move>> {
    let Reason::OpponentCanMate { moves, .. } = &verdict.reason else {
        return None;
    };
    replay_uci(pos, moves)
}

/// UCI moves replayed from `pos`, each checked legal.
pub fn replay_uci(pos: &Chess, moves: &[String]) -> Option<Vec<Move>> {
    let mut pos = pos.clone();
    let mut line = Vec::with_capacity(moves.len());
    for text in moves {
        let m = text.parse::<UciMove>().ok()?.to_move(&pos).ok()?;
        pos.play_unchecked(m);
        line.push(m);
    }
    Some(line)
}

/// Whether the UCI `moves` are legal from `pos` and end with `winner`
/// checkmating.
pub fn mates(pos: &Chess, moves: &[String], winner: Color) -> bool {
    // One replay: each move read where it is played and checked there.
    let read = |pos: &Chess, text: &String| text.parse::<UciMove>().ok()?.to_move(pos).ok();
    MatingLine::check(pos, moves, winner, read).is_some()
}

/// The shortest proof found within `budget` for `verdict`, a loss ruled in
/// `pos`: a search on every core for a line shorter than the verdict's own
/// (its detours cut first: that line stands when none is found). `None` for any ruling but a loss with
/// its line (a draw is never searched).
pub fn prove(
    pos: &Chess,
    verdict: &Verdict,
    budget: Duration,
    notation: Notation,
) -> Option<Proof> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    prove_on(pos, verdict, budget, notation, cores)
}

/// [`prove`] on `threads` threads.
pub fn prove_on(
    pos: &Chess,
    verdict: &Verdict,
    budget: Duration,
    notation: Notation,
    threads: usize,
) -> Option<Proof> {
    let winner = !verdict.flagged;
    // CHA-Solver's detours cut first: a shorter line to stand if the
    // search finds none, and a tighter bound for the search.
    let first = tighten(pos, &replay(pos, verdict)?, winner);
    let line = shorter(pos, winner, first.len(), budget, threads)
        .map_or(first, |line| tighten(pos, &line, winner));
    // Shown only as a checked mate, like the ruling's own line.
    MatingLine::of_moves(pos, &line, winner).map(|line| Proof::of(&line, notation))
}

/// `verdict` with `proof` as its line (a loss stays a loss; any other
/// ruling is returned unchanged).
pub fn with_proof(mut verdict: Verdict, proof: Proof) -> Verdict {
    if let Reason::OpponentCanMate { line, moves } = &mut verdict.reason {
        *line = proof.line;
        *moves = proof.moves;
    }
    verdict
}

#[cfg(test)]
mod tests {
    use shakmaty::KnownOutcome;

    use super::*;
    use crate::rules::decide;
    use crate::rules::fen::parse_fen;

    #[test]
    fn lengths_are_the_winners_moves() {
        // 1...Ne7 2.e5#: one move of White's; 1.e4 f6 2.d4 g5 3.Qh5#: three.
        assert_eq!(Proof::length_in_moves(2), 1);
        assert_eq!(Proof::length_in_moves(5), 3);
        assert_eq!(Proof::length_in_moves(4), 2);
    }

    #[test]
    fn a_shorter_proof_replaces_chasolvers_line() {
        // Black flagged in each; CHA-Solver's own lines ran to 128, 121 and
        // 110 plies, where 1...Ne7 2.e5#, 1.Nxe5 Ne7 2.Bxf7# and 1...f6 2.e3
        // g5 3.Qh5# mate.
        let cases = [
            (
                "rnbq2nr/pppp1ppp/4pk2/7Q/4P3/R7/1PPP1PPP/1NB1KBNR b - - 0 1",
                2,
            ),
            (
                "r1bqkb1r/2pp1ppp/p1n2n2/1p2p3/4P3/1B3N2/PPPP1PPP/RNBQK2R w KQkq - 0 1",
                3,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq - 0 1",
                4,
            ),
        ];
        let budget = Duration::from_secs(30);
        for (fen, plies) in cases {
            let pos = parse_fen(fen).unwrap();
            let verdict = decide(&pos, Color::Black, budget, Notation::English);
            let first = replay(&pos, &verdict).expect("a loss with its line");
            let proof = prove(&pos, &verdict, budget, Notation::English).unwrap();
            // The ruling's own line is the first search's to finish: CHA-Solver's
            // long one as a rule, the short one when the helpmate search wins
            // the race (a loaded machine saw it). Never shorter than the proof.
            assert!(first.len() >= plies, "{fen}: the ruling's line {first:?}");
            assert_eq!(proof.moves.len(), plies, "{fen}: {proof:?}");
            assert!(mates(&pos, &proof.moves, Color::White), "{fen}");
            let shown = with_proof(verdict, proof.clone());
            assert_eq!(
                shown.result,
                KnownOutcome::Decisive {
                    winner: Color::White
                }
            );
            assert_eq!(
                shown.reason,
                Reason::OpponentCanMate {
                    line: proof.line,
                    moves: proof.moves
                }
            );
        }
    }

    #[test]
    fn a_draw_is_never_searched() {
        let pos = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let verdict = decide(
            &pos,
            Color::White,
            Duration::from_secs(1),
            Notation::English,
        );
        assert_eq!(
            prove(&pos, &verdict, Duration::from_secs(1), Notation::English),
            None
        );
    }
}
