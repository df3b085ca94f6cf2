//! Can a side ever checkmate? The bridge to CHA-Solver (`chasolver`), which
//! works on the `chess` crate's board.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use shakmaty::{
    CastlingSide, Chess, Color, EnPassantMode, FromSetup, Move, Position, Role, Square,
};

use pendule_helpmate::{Limits, short_helpmate};

use super::proof_line::MatingLine;

/// Moves the search for a shorter line than CHA-Solver's may play, over
/// all its threads. A fixed bound keeps a batch's work in hand and the line
/// about the same on a slow device as on a fast one, where the deadline
/// does not stop it first (on several threads, which root move's search
/// ends first still changes some lines by a move or a few from run to run).
pub const SHORTER_LINE_NODES: u64 = 2_000_000;

/// A line still longer than this many plies (fifteen moves) after that
/// search is searched for again with [`LONG_LINE_NODES`]: most losses have a
/// short line found within the first bound, and the few that do not are
/// the ones an arbiter would otherwise read a forty-move proof for.
const LONG_LINE_PLIES: usize = 30;

/// Moves the second search may play. On the 2-core development machine
/// that is about a second on both cores, within the default budget.
pub const LONG_LINE_NODES: u64 = 16_000_000;

/// The outcome of a full helpmate search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// A series of legal moves from the searched position ends in mate by
    /// the winner.
    Mate(MatingLine),
    /// No series of legal moves ends in mate by the winner.
    Unwinnable,
    /// The search ran out of nodes or time without deciding.
    Undetermined,
}

/// The same position on `chess`'s board. `None` when `chess` cannot hold
/// its castling rights (Chess960's, unless the king stands on the e-file
/// and the rooks in the corners: see [`without_castling`]), or if `chess`
/// refuses a position that shakmaty accepted (never seen; then nothing is
/// claimed).
pub fn to_board(pos: &Chess) -> Option<chess::Board> {
    if !standard_castling(pos) {
        return None;
    }
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

/// Whether every castling right of `pos` is standard chess's: the king
/// on e1 (e8), the rook in the corner on its side.
fn standard_castling(pos: &Chess) -> bool {
    let castles = pos.castles();
    Color::ALL.iter().all(|&color| {
        let king = Square::from_coords(shakmaty::File::E, color.backrank());
        let corners = [
            (CastlingSide::KingSide, shakmaty::File::H),
            (CastlingSide::QueenSide, shakmaty::File::A),
        ];
        corners.iter().all(|&(side, file)| {
            castles.rook(color, side).is_none_or(|rook| {
                rook == Square::from_coords(file, color.backrank())
                    && pos.board().king_of(color) == Some(king)
            })
        })
    })
}

/// `pos` without its castling rights, for CHA-Solver when it cannot hold
/// them. Every line of moves from it is a line from `pos` too (castling
/// only adds moves), so a mate found there is a mate in `pos`; a proof
/// that none exists there says nothing of the lines that castle.
pub fn without_castling(pos: &Chess) -> Option<Chess> {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.castling_rights = shakmaty::Bitboard::EMPTY;
    Chess::from_setup(setup, pos.castles().mode()).ok()
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

/// CHA-Solver's full search for `winner`, here and now.
pub fn chasolver_search(pos: &Chess, board: &chess::Board, winner: Color) -> Search {
    proved(pos, winner, chasolver::winnability(board, to_color(winner)))
}

/// Moves pendule's own helpmate search may play when it races CHA-Solver's
/// for a ruling.
pub const RACING_HELPMATE_NODES: u64 = 2_000_000;

/// The longest line, in plies, it looks for then.
const RACING_HELPMATE_PLIES: usize = 60;

/// Pendule's helpmate search for a mate by `winner` in `pos`, on this
/// thread, until `stop` is raised: `Some(Mate)` with a line checked to
/// mate, `None` when it found none (which proves nothing).
pub fn helpmate_search(pos: &Chess, winner: Color, stop: &AtomicBool) -> Option<Search> {
    let limits = Limits {
        nodes: RACING_HELPMATE_NODES,
        stop,
    };
    short_helpmate(pos, winner, RACING_HELPMATE_PLIES, limits, 1)
        .and_then(|line| MatingLine::of_moves(pos, &line, winner))
        .map(Search::Mate)
}

/// A line shorter than `longest` plies from `pos` in which `winner` mates,
/// searched on `threads` threads for at most `budget`: the shortest found
/// by then. `None` when none was found.
pub fn shorter(
    pos: &Chess,
    winner: Color,
    longest: usize,
    budget: Duration,
    threads: usize,
) -> Option<Vec<Move>> {
    if budget.is_zero() || longest < 2 {
        return None;
    }
    let stop = AtomicBool::new(false);
    let line = thread::scope(|scope| {
        let (done, wait) = mpsc::channel::<()>();
        let stop = &stop;
        // The deadline: the search itself reads no clock.
        scope.spawn(move || {
            if wait.recv_timeout(budget) == Err(mpsc::RecvTimeoutError::Timeout) {
                stop.store(true, Ordering::Relaxed);
            }
        });
        let line = short_then_long(pos, winner, longest, stop, threads);
        drop(done);
        line
    });
    // Checked as CHA-Solver's line is: only a replayed mate is shown.
    line.filter(|line| MatingLine::of_moves(pos, line, winner).is_some())
}

/// The search of [`shorter`] within [`SHORTER_LINE_NODES`], then, when the
/// line it has (or CHA-Solver's, `longest` plies) is over
/// [`LONG_LINE_PLIES`], once more within [`LONG_LINE_NODES`] for a line
/// shorter than that.
fn short_then_long(
    pos: &Chess,
    winner: Color,
    longest: usize,
    stop: &AtomicBool,
    threads: usize,
) -> Option<Vec<Move>> {
    let limits = |nodes| Limits { nodes, stop };
    let line = short_helpmate(
        pos,
        winner,
        longest - 1,
        limits(SHORTER_LINE_NODES),
        threads,
    );
    let found = line.as_ref().map_or(longest, Vec::len);
    if found <= LONG_LINE_PLIES || stop.load(Ordering::Relaxed) {
        return line;
    }
    short_helpmate(pos, winner, found - 1, limits(LONG_LINE_NODES), threads).or(line)
}

/// What CHA-Solver's answer proves for `winner`.
fn proved(pos: &Chess, winner: Color, winnability: Option<chasolver::Winnability>) -> Search {
    match winnability {
        Some(chasolver::Winnability::Unwinnable) => Search::Unwinnable,
        Some(chasolver::Winnability::Winnable { helpmate }) => {
            match MatingLine::check(pos, helpmate, winner, to_move) {
                Some(line) => Search::Mate(line),
                // A line we cannot replay proves nothing to an arbiter.
                None => Search::Undetermined,
            }
        }
        None => Search::Undetermined,
    }
}

/// chasolver's move as the move of shakmaty's it is in `pos`, square by
/// square (both number the squares from a1 = 0 to h8 = 63), as shakmaty
/// reads a UCI move but not yet checked legal: the line's check does that
/// with the same look that writes the move's SAN. `None` from an empty
/// square.
fn to_move(pos: &Chess, step: chess::ChessMove) -> Option<Move> {
    let square = |s: chess::Square| Square::new(u32::from(s.to_int()));
    let (from, to) = (square(step.get_source()), square(step.get_dest()));
    let role = pos.board().role_at(from)?;
    // chasolver castles as the king's two steps, as UCI does.
    if role == Role::King && from.distance(to) == 2 && from.rank() == to.rank() {
        let file = if from.file() < to.file() {
            shakmaty::File::H
        } else {
            shakmaty::File::A
        };
        let rook = Square::from_coords(file, to.rank());
        return Some(Move::Castle { king: from, rook });
    }
    if role == Role::Pawn && from.file() != to.file() && !pos.board().occupied().contains(to) {
        return Some(Move::EnPassant { from, to });
    }
    let promotion = step.get_promotion().map(|piece| match piece {
        chess::Piece::Pawn => Role::Pawn,
        chess::Piece::Knight => Role::Knight,
        chess::Piece::Bishop => Role::Bishop,
        chess::Piece::Rook => Role::Rook,
        chess::Piece::Queen => Role::Queen,
        chess::Piece::King => Role::King,
    });
    Some(Move::Normal {
        role,
        from,
        capture: pos.board().role_at(to),
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use shakmaty::uci::UciMove;

    use super::*;
    use crate::rules::fen::parse_fen;
    use crate::rules::san::write_line;
    use crate::rules::{Notation, Proof};

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
    fn chasolvers_moves_cross_square_by_square() {
        // A castling, a promotion with a capture, an en passant capture:
        // each of chasolver's moves is the same move of shakmaty's.
        for (fen, uci) in [
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"),
            ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"),
            ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n"),
            ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6"),
        ] {
            let pos = parse_fen(fen).unwrap();
            let theirs = chess::ChessMove::from_str(uci).unwrap();
            let ours = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
            assert_eq!(to_move(&pos, theirs), Some(ours), "{fen} {uci}");
        }
        // From an empty square: no move at all.
        let pos = Chess::default();
        let empty = chess::ChessMove::from_str("e4e5").unwrap();
        assert_eq!(to_move(&pos, empty), None);
    }

    #[test]
    fn a_helpmate_line_is_replayed_and_ends_in_mate() {
        // White: king and knight; Black: king and rook, which can help.
        let pos = parse_fen("8/8/8/8/8/2N5/r7/k1K5 w - - 0 1").unwrap();
        let board = to_board(&pos).unwrap();
        match chasolver_search(&pos, &board, Color::White) {
            Search::Mate(line) => {
                let mut end = pos.clone();
                for &m in line.moves() {
                    end.play_unchecked(m);
                }
                assert!(end.is_checkmate());
                assert_eq!(end.turn(), Color::Black);
            }
            other => panic!("expected a mate, got {other:?}"),
        }
    }

    #[test]
    fn chasolvers_line_is_written_as_its_moves_replayed_checks_and_all() {
        // Lichess positions whose lines give check before the mate: the
        // signs kept from the check are the ones a replay writes.
        for (fen, winner) in [
            ("8/1p1k4/p4R2/8/5P1P/P7/1P2b3/2K5 w - - 1 50", Color::Black),
            (
                "rn3rk1/ppp4p/4b1p1/3pb1B1/8/3P4/PPPNKPPP/R6R b - - 1 15",
                Color::White,
            ),
        ] {
            let pos = parse_fen(fen).unwrap();
            let board = to_board(&pos).unwrap();
            let Search::Mate(line) = chasolver_search(&pos, &board, winner) else {
                panic!("{fen}: a mate");
            };
            let written = Proof::of(&line, Notation::German).line;
            assert_eq!(written, write_line(&pos, line.moves(), Notation::German));
            assert!(written.ends_with('#'), "{written}");
            assert!(written[..written.len() - 1].contains('+'), "{written}");
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
