//! Can a side ever checkmate? The bridge to CHA-Solver (`chasolver`), which
//! works on the `chess` crate's board.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, Chess, Color, EnPassantMode, Move, Position, Role};

use pendule_helpmate::{Limits, shortest_helpmate};

/// Moves the search for a shorter line than CHA-Solver's may play, about
/// 35 ms on an x86 server core. A fixed bound gives the same line on every
/// device the deadline does not stop first and keeps a batch's work in hand:
/// on CHA-Solver's community positions a million made the median line 12
/// plies instead of 16, but the whole set 35% slower.
pub const SHORTER_LINE_NODES: u64 = 500_000;

/// The outcome of a full helpmate search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// A series of legal moves ends in mate by the winner; the moves are
    /// legal from the searched position.
    Mate(Vec<Move>),
    /// No series of legal moves ends in mate by the winner.
    Unwinnable,
    /// The search ran out of nodes or time without deciding.
    Undetermined,
}

/// The same position on `chess`'s board. `None` only if `chess` refuses a
/// position that shakmaty accepted (never seen; then nothing is claimed).
pub fn to_board(pos: &Chess) -> Option<chess::Board> {
    let mut builder = chess::BoardBuilder::new();
    for (square, piece) in pos.board() {
        builder.piece(
            chess::ALL_SQUARES[usize::from(square)],
            match piece.role {
                Role::Pawn => chess::Piece::Pawn,
                Role::Knight => chess::Piece::Knight,
                Role::Bishop => chess::Piece::Bishop,
                Role::Rook => chess::Piece::Rook,
                Role::Queen => chess::Piece::Queen,
                Role::King => chess::Piece::King,
            },
            to_color(piece.color),
        );
    }
    builder.side_to_move(to_color(pos.turn()));
    for color in Color::ALL {
        let castles = pos.castles();
        let rights = match (
            castles.has(color, CastlingSide::KingSide),
            castles.has(color, CastlingSide::QueenSide),
        ) {
            (true, true) => chess::CastleRights::Both,
            (true, false) => chess::CastleRights::KingSide,
            (false, true) => chess::CastleRights::QueenSide,
            (false, false) => chess::CastleRights::NoRights,
        };
        builder.castle_rights(to_color(color), rights);
    }
    // Only a capture that is really legal, as the repetition rules count it.
    let ep = pos.ep_square(EnPassantMode::Legal);
    builder.en_passant(ep.map(|sq| chess::File::from_index(sq.file() as usize)));
    chess::Board::try_from(&builder).ok()
}

fn to_color(color: Color) -> chess::Color {
    match color {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

/// The quick proof: `true` means `winner` can never checkmate; `false`
/// proves nothing.
pub fn cannot_mate_fast(board: &chess::Board, winner: Color) -> bool {
    chasolver::is_unwinnable_fast(board, to_color(winner))
}

/// The full search, on another thread, waited for at most `budget`; when it
/// finds a mate, the rest of the budget goes to a search for a shorter line.
/// A CHA-Solver search that outlives its budget is left to end at its own
/// node limit (it cannot be interrupted); its answer is dropped.
pub fn search(pos: &Chess, board: chess::Board, winner: Color, budget: Duration) -> Search {
    // No time is no search, rather than a race against a fast answer.
    if budget.is_zero() {
        return Search::Undetermined;
    }
    // One deadline for both searches: the players are waiting for the ruling.
    let deadline = Instant::now() + budget;
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let (pos, thread_stop) = (pos.clone(), Arc::clone(&stop));
    let spawned = thread::Builder::new()
        .name("helpmate-search".into())
        .spawn(move || {
            let proof = proved(&pos, chasolver::winnability(&board, to_color(winner)));
            let longest = match &proof {
                Search::Mate(line) => line.len().saturating_sub(2),
                _ => 0,
            };
            if tx.send(proof).is_err() || longest == 0 {
                return;
            }
            let limits = Limits {
                nodes: SHORTER_LINE_NODES,
                stop: &thread_stop,
            };
            let shorter = shortest_helpmate(&pos, winner, longest, limits);
            // Checked as CHA-Solver's line is: only a replayed mate is shown.
            if let Some(line) = shorter.filter(|line| ends_in_mate(&pos, line, winner)) {
                let _ = tx.send(Search::Mate(line));
            }
        });
    if spawned.is_err() {
        return Search::Undetermined;
    }
    let found = match rx.recv_timeout(budget) {
        // A shorter line, or none by the deadline: CHA-Solver's stands.
        Ok(Search::Mate(line)) => rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or(Search::Mate(line)),
        Ok(proof) => proof,
        Err(_) => Search::Undetermined,
    };
    stop.store(true, Ordering::Relaxed);
    found
}

/// What CHA-Solver's answer proves.
fn proved(pos: &Chess, winnability: Option<chasolver::Winnability>) -> Search {
    match winnability {
        Some(chasolver::Winnability::Unwinnable) => Search::Unwinnable,
        Some(chasolver::Winnability::Winnable { helpmate }) => match to_moves(pos, &helpmate) {
            Some(line) => Search::Mate(line),
            // A line we cannot replay proves nothing to an arbiter.
            None => Search::Undetermined,
        },
        None => Search::Undetermined,
    }
}

/// Replays chasolver's moves as shakmaty moves, checking each is legal and
/// that the line ends in checkmate.
fn to_moves(pos: &Chess, line: &[chess::ChessMove]) -> Option<Vec<Move>> {
    let mut pos = pos.clone();
    let mut moves = Vec::with_capacity(line.len());
    for step in line {
        let uci = format!("{step}");
        let m = uci.parse::<UciMove>().ok()?.to_move(&pos).ok()?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    pos.is_checkmate().then_some(moves)
}

/// Whether `line` is legal from `pos` and ends with `winner` checkmating.
fn ends_in_mate(pos: &Chess, line: &[Move], winner: Color) -> bool {
    let mut pos = pos.clone();
    for &m in line {
        if !pos.is_legal(m) {
            return false;
        }
        pos.play_unchecked(m);
    }
    pos.is_checkmate() && pos.turn() != winner
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen::parse_fen;

    #[test]
    fn the_board_is_the_same_position() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let pos = parse_fen(fen).unwrap();
            let board = to_board(&pos).unwrap();
            let expected: chess::Board = fen.parse().unwrap();
            assert_eq!(board, expected, "{fen}");
        }
    }

    #[test]
    fn a_helpmate_line_is_replayed_and_ends_in_mate() {
        // White: king and knight; Black: king and rook, which can help.
        let pos = parse_fen("8/8/8/8/8/2N5/r7/k1K5 w - - 0 1").unwrap();
        let board = to_board(&pos).unwrap();
        match search(&pos, board, Color::White, Duration::from_secs(30)) {
            Search::Mate(line) => {
                let mut end = pos.clone();
                for m in line {
                    end.play_unchecked(m);
                }
                assert!(end.is_checkmate());
                assert_eq!(end.turn(), Color::Black);
            }
            other => panic!("expected a mate, got {other:?}"),
        }
    }

    #[test]
    fn a_lone_king_cannot_mate() {
        let pos = parse_fen("8/8/8/8/8/8/8/kQK5 b - - 0 1").unwrap();
        let board = to_board(&pos).unwrap();
        assert!(cannot_mate_fast(&board, Color::Black));
        assert!(!cannot_mate_fast(&board, Color::White));
    }
}
