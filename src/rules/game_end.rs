//! How a game ends on the board, without anyone claiming anything.

use shakmaty::{Color, KnownOutcome};

/// A game end the scoresheet detects by itself after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// 5.1.1: the side to move is checkmated.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// 5.2.1: the side to move has no legal move and is not in check.
    Stalemate,
    /// 5.2.2: neither side can checkmate by any series of legal moves.
    DeadPosition,
    /// 9.6.1: the same position for at least the fifth time.
    FivefoldRepetition,
    /// 9.6.2: 75 moves by each side without a pawn move or a capture.
    SeventyFiveMoves,
}

impl GameEnd {
    /// The game's result.
    pub fn result(self) -> KnownOutcome {
        match self {
            GameEnd::Checkmate { winner } => KnownOutcome::Decisive { winner },
            _ => KnownOutcome::Draw,
        }
    }

    /// The article of the FIDE Laws that ends the game.
    pub fn article(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "5.1.1",
            GameEnd::Stalemate => "5.2.1",
            GameEnd::DeadPosition => "5.2.2",
            GameEnd::FivefoldRepetition => "9.6.1",
            GameEnd::SeventyFiveMoves => "9.6.2",
        }
    }
}
