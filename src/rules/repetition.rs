//! What makes two positions "the same" for Art. 9.2.2 and 9.6.1.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Position, Square};

/// A position as FIDE compares them for repetition: the same pieces on the
/// same squares, the same side to move, the same castling rights, and an
/// en passant capture only when one is really legal (9.2.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepetitionKey {
    // Compared first, so that different positions differ at once.
    hash: u64,
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl RepetitionKey {
    /// The key of a position.
    pub fn of(pos: &Chess) -> Self {
        RepetitionKey {
            hash: pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0,
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castles().castling_rights(),
            ep: pos.ep_square(EnPassantMode::Legal),
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    use super::*;

    fn key(fen: &str) -> RepetitionKey {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        RepetitionKey::of(&pos)
    }

    #[test]
    fn an_en_passant_square_counts_only_when_the_capture_is_legal() {
        // After 1.e4 no black pawn can take: the same as without the square.
        assert_eq!(
            key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
            key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        );
        // A black pawn on d4 can take on e3: a different position.
        assert_ne!(
            key("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
            key("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        );
    }

    #[test]
    fn castling_rights_and_turn_count() {
        let base = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_ne!(key(base), key("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"));
        assert_ne!(key(base), key("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"));
        assert_eq!(key(base), key("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 12 40"));
    }
}
