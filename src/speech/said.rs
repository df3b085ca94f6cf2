//! What the talking clock says, as data: the game and the driver hand these
//! over; `super::words` turns them into sentences and `super::voice` into
//! sound. Nothing here knows a language.

use std::time::Duration;

use shakmaty::{CastlingSide, Chess, Color, KnownOutcome, Move, Position, Role, Square};

/// One announcement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A side's clock, on request: its time, its moves, the moves to the
    /// control.
    Time {
        /// Whose clock.
        side: Color,
        /// Its time left.
        remaining: Duration,
        /// Moves it completed.
        moves: u32,
        /// Moves still to make in this period (`None`: no move count).
        to_control: Option<u32>,
    },
    /// A move entered on the scoresheet.
    Move(SpokenMove),
    /// A side's next period began.
    Period {
        /// Whose.
        side: Color,
        /// The period now played, from 0.
        period: usize,
    },
    /// A side's time went under a threshold.
    Threshold {
        /// Whose.
        side: Color,
        /// The threshold.
        left: Duration,
    },
    /// A side's flag fell.
    Flag {
        /// Whose.
        side: Color,
    },
    /// The game ended with this result.
    Result {
        /// The result.
        outcome: KnownOutcome,
        /// The arbiter must still decide (an undetermined 6.9 search).
        needs_arbiter: bool,
    },
    /// A side offered a draw.
    DrawOffer {
        /// Who offered.
        by: Color,
    },
    /// The clocks were paused.
    Paused,
    /// The clocks run again.
    Resumed,
}

/// A move as it is announced: the piece, its squares, and what it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpokenMove {
    /// Who moved.
    pub mover: Color,
    /// The piece that moved.
    pub role: Role,
    /// Where from.
    pub from: Square,
    /// Where to (the king's square for castling).
    pub to: Square,
    /// It took a piece (en passant included).
    pub capture: bool,
    /// The piece a pawn became.
    pub promotion: Option<Role>,
    /// Castling, and which side.
    pub castle: Option<CastlingSide>,
    /// It gives check (and not mate).
    pub check: bool,
    /// It mates.
    pub mate: bool,
}

impl SpokenMove {
    /// `mv` played in `before`; `None` for a move no chess variant here
    /// has (a drop).
    pub fn of(before: &Chess, mv: &Move) -> Option<SpokenMove> {
        let from = mv.from()?;
        let castle = mv.castling_side();
        let to = match castle {
            Some(side) => Square::from_coords(side.king_to_file(), from.rank()),
            None => mv.to(),
        };
        let mut after = before.clone();
        after.play_unchecked(*mv);
        let mate = after.is_checkmate();
        Some(SpokenMove {
            mover: before.turn(),
            role: mv.role(),
            from,
            to,
            capture: mv.is_capture(),
            promotion: mv.promotion(),
            castle,
            check: after.is_check() && !mate,
            mate,
        })
    }
}

/// Which clock a speak request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    /// The asking player's own.
    Own,
    /// The opponent's.
    Opponent,
}

/// A player asks to hear a clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// The player asking: the one who hears the answer.
    pub side: Color,
    /// Whose clock.
    pub whose: Whose,
}

impl Request {
    /// The clock the answer is about.
    pub fn clock(self) -> Color {
        match self.whose {
            Whose::Own => self.side,
            Whose::Opponent => !self.side,
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, File};

    use super::*;

    fn spoken(fen: &str, uci: &str) -> SpokenMove {
        let fen: Fen = fen.parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let mv = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        SpokenMove::of(&pos, &mv).unwrap()
    }

    #[test]
    fn a_move_says_its_piece_squares_capture_promotion_and_check() {
        let m = spoken("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q");
        assert_eq!((m.role, m.from, m.to), (Role::Pawn, Square::E7, Square::D8));
        assert!(m.capture && m.check && !m.mate);
        assert_eq!(m.promotion, Some(Role::Queen));
        let m = spoken("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8");
        assert!(m.mate && !m.check && !m.capture);
        let m = spoken("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1");
        assert_eq!(m.castle, Some(CastlingSide::QueenSide));
        assert_eq!((m.role, m.to.file()), (Role::King, File::C));
        assert_eq!(m.mover, Color::White);
    }

    #[test]
    fn a_request_is_for_the_asker_or_the_opponent() {
        let ask = |whose| Request {
            side: Color::Black,
            whose,
        };
        assert_eq!(ask(Whose::Own).clock(), Color::Black);
        assert_eq!(ask(Whose::Opponent).clock(), Color::White);
    }
}
