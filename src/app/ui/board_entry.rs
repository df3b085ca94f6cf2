//! What a player is in the middle of on the board: the squares tapped so
//! far (two taps a move, a third for a promotion's piece, the move typed as
//! UCI for the scoresheet), the question a game-ending key asks, and how
//! much the board helps.

use shakmaty::{CastlingMode, Chess, Color, Position, Role, Square};

/// How much the board helps the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Assistance {
    /// Legal targets and check are shown (casual play).
    Casual,
    /// Nothing is shown (FIDE's e-scoresheet rules).
    #[default]
    Tournament,
}

impl Assistance {
    /// The help a game chosen as casual (or not) has.
    pub fn of(casual: bool) -> Self {
        if casual {
            Assistance::Casual
        } else {
            Assistance::Tournament
        }
    }
}

/// What the player has tapped so far.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    /// The piece picked up.
    pub from: Option<Square>,
    /// A pawn's arrival on the last rank, waiting for the piece.
    pub promoting: Option<(Square, Square)>,
}

/// A tap that ends the game, asked once more over the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Which player offers a draw: the one who has just moved (9.1.2.1),
    /// or the one on move, whose offer is valid too (noted for 11.5).
    OfferDraw,
    /// The side to move accepts the pending draw offer.
    AcceptDraw,
    /// This player resigns (their own key, named).
    Resign(Color),
    /// A magic piece on a DGT e-board proposes this result.
    Proposal(crate::eboard::Magic),
    /// Which player calls the arbiter; with no hall (`hall` false) the
    /// device says no console would see it.
    CallArbiter {
        /// The device is set to a hall.
        hall: bool,
    },
}

/// What the players' agreement to a magic piece's proposal is: a
/// resignation, or a draw offered by the side that just moved and accepted
/// by `to_move`. The players then sign the result (8.7).
pub fn proposed(magic: crate::eboard::Magic, to_move: Color) -> Vec<crate::game::Input> {
    use crate::eboard::Magic;
    use crate::game::Input;
    match magic {
        Magic::WhiteWins => vec![Input::Resign(Color::Black)],
        Magic::BlackWins => vec![Input::Resign(Color::White)],
        Magic::Draw => vec![Input::OfferDrawBy(!to_move), Input::AcceptDrawBy(to_move)],
    }
}

/// What a tap asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tap {
    /// Nothing to send yet.
    Nothing,
    /// A move, as UCI text, for the scoresheet.
    Move(String),
}

impl Entry {
    /// A tap on `square` in `pos`.
    pub fn tap(&mut self, pos: &Chess, square: Square) -> Tap {
        let own = pos.board().color_at(square) == Some(pos.turn());
        match self.from {
            Some(from) if own && castles_onto(pos, from, square) => {
                self.from = None;
                Tap::Move(format!("{from}{square}"))
            }
            _ if own => {
                self.from = (self.from != Some(square)).then_some(square);
                Tap::Nothing
            }
            None => Tap::Nothing,
            Some(from) => {
                self.from = None;
                let pawn = pos.board().role_at(from) == Some(Role::Pawn);
                if pawn && square.rank() == (!pos.turn()).backrank() {
                    self.promoting = Some((from, square));
                    return Tap::Nothing;
                }
                Tap::Move(format!("{from}{square}"))
            }
        }
    }

    /// The promotion piece chosen (`q`, `r`, `b`, `n`; nothing: the pawn
    /// is put back).
    pub fn promote(&mut self, letter: &str) -> Tap {
        match self.promoting.take() {
            Some((from, to)) if !letter.is_empty() => Tap::Move(format!("{from}{to}{letter}")),
            _ => Tap::Nothing,
        }
    }
}

/// Chess960's castling as the king put onto its own rook (Guidelines
/// II.3): the king picked up and a rook that keeps its castling right
/// tapped. Elsewhere a tap on one's own piece picks that piece up.
fn castles_onto(pos: &Chess, from: Square, rook: Square) -> bool {
    let castles = pos.castles();
    castles.mode() == CastlingMode::Chess960
        && pos.board().role_at(from) == Some(Role::King)
        && castles.castling_rights().contains(rook)
}
