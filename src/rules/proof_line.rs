//! The line that proves a ruling (a helpmate after a lost flag), written
//! for people and for machines. Its own file so that the ruling
//! (`timeout`), which gives CHA-Solver's line, and the shorter line's search
//! (`proof`), which needs the ruling, both use it without needing each other.

use shakmaty::{CastlingMode, Chess, Move};

use super::notation::{Notation, write_line};

/// A helpmate that proves a ruling, replayable from the final position.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Proof {
    /// The moves, numbered, in the chosen notation.
    pub line: String,
    /// The same moves as UCI.
    pub moves: Vec<String>,
}

impl Proof {
    /// The proof of `moves` from `pos`, written in `notation`.
    pub fn of(pos: &Chess, moves: &[Move], notation: Notation) -> Proof {
        Proof {
            line: write_line(pos, moves, notation),
            moves: moves
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect(),
        }
    }

    /// The winner's moves in it ("mate in N"): a line of `plies` half-moves
    /// ends on the winner's move, so it has half of them, rounded up.
    pub fn length_in_moves(plies: usize) -> usize {
        plies.div_ceil(2)
    }
}
