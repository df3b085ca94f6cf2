//! Turning what was written into the one legal move it names, or saying
//! exactly why it names none (or more than one).

use shakmaty::san::San;
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, Move, Piece, Position, Rank, Role, Square,
    attacks,
};

use super::move_input::{MoveText, SyntaxError};
use super::notation::Notation;

/// A refused move entry: the text as typed and why it was refused
/// (`crate::words` says it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    /// The text as it was entered (empty when nothing was: a claim
    /// resting on no move).
    pub input: String,
    /// Why it was refused.
    pub kind: MoveErrorKind,
}

/// Why a move entry was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveErrorKind {
    /// The text is not a move in any position.
    Syntax(SyntaxError),
    /// The game is over; no move can follow.
    GameOver,
    /// No piece of the side to move fits the description.
    NoPiece {
        /// The side to move.
        color: Color,
        /// The piece named, if any.
        role: Option<Role>,
        /// What was written of the departure square.
        from: From,
    },
    /// The arrival square holds one of the mover's own pieces.
    OwnPiece {
        /// The side to move.
        color: Color,
        /// The piece standing there.
        role: Role,
        /// The arrival square.
        to: Square,
    },
    /// Pieces of that kind exist but none moves that way.
    CannotReach {
        /// The piece named (for UCI, the piece on the departure square).
        role: Role,
        /// Where those pieces stand.
        from: Vec<Square>,
        /// The arrival square.
        to: Square,
    },
    /// The move would leave or put the mover's own king in check.
    LeavesKingInCheck {
        /// The side to move.
        color: Color,
        /// The piece moved.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it would go.
        to: Square,
        /// Whether the king is in check already.
        in_check: bool,
    },
    /// A pawn reaches the last rank and the text names no piece.
    PromotionMissing {
        /// The arrival square.
        to: Square,
        /// The move with a queen, written in the chosen notation.
        example: String,
    },
    /// A promotion piece on a move that is no promotion.
    NotAPromotion,
    /// An `x` where nothing can be taken.
    NothingToCapture {
        /// The arrival square.
        to: Square,
    },
    /// Several legal moves fit the text.
    Ambiguous {
        /// The piece named.
        role: Role,
        /// The squares of the pieces that could go.
        from: Vec<Square>,
        /// The arrival square.
        to: Square,
        /// The unambiguous ways to write each move.
        options: Vec<String>,
    },
    /// Castling is not possible, with the reason.
    Castling {
        /// Which side.
        side: CastlingSide,
        /// The reason.
        why: CastlingRefusal,
    },
}

impl std::convert::From<SyntaxError> for MoveErrorKind {
    fn from(e: SyntaxError) -> Self {
        MoveErrorKind::Syntax(e)
    }
}

/// What was written of the departure square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct From {
    /// The file, if written.
    pub file: Option<shakmaty::File>,
    /// The rank, if written.
    pub rank: Option<Rank>,
}

/// Why castling is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// The king or that rook has moved (or the FEN gave no right).
    NoRight,
    /// A piece stands between king and rook.
    Blocked,
    /// The king is in check.
    InCheck,
    /// The king would cross or land on an attacked square.
    Attacked,
}

/// Finds the one legal move that `text` names in `pos`.
///
/// # Errors
/// [`MoveErrorKind`] saying why no legal move, or more than one, fits.
pub fn resolve(pos: &Chess, text: MoveText, notation: Notation) -> Result<Move, MoveErrorKind> {
    match text {
        MoveText::Castle(side) => castle(pos, side),
        MoveText::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let from = From { file, rank };
            let fits_from = |sq: Square| {
                from.file.is_none_or(|f| f == sq.file()) && from.rank.is_none_or(|r| r == sq.rank())
            };
            let full_from = from.file.is_some() && from.rank.is_some();
            let chess960 = pos.castles().mode() == CastlingMode::Chess960;
            let legals = pos.legal_moves();
            let mut fits: Vec<Move> = legals
                .iter()
                .copied()
                .filter(|m| {
                    let Some(m_from) = m.from() else { return false };
                    if m.is_castle() {
                        // Castling written as the king's own move (`e1g1`,
                        // `Ke1-g1`), or in Chess960 as the king onto its rook
                        // (`b1a1`), as Guidelines II.3 lets a player castle.
                        let onto_rook = chess960 && m.to() == to;
                        return full_from
                            && role.is_none_or(|r| r == Role::King)
                            && fits_from(m_from)
                            && (castle_king_to(*m) == to || onto_rook);
                    }
                    role.is_none_or(|r| r == m.role()) && fits_from(m_from) && m.to() == to
                })
                .collect();
            if fits.is_empty() {
                return Err(diagnose(pos, role, from, to, promotion, capture));
            }
            // Chess960: a king's step onto the square it would castle to is
            // the step; that castling is entered king onto rook (or O-O).
            if fits.iter().any(|m| !m.is_castle()) {
                fits.retain(|m| !m.is_castle());
            }
            match promotion {
                None if fits.iter().all(|m| m.is_promotion()) => {
                    let example = fits
                        .iter()
                        .find(|m| m.promotion() == Some(Role::Queen))
                        .copied();
                    return Err(MoveErrorKind::PromotionMissing {
                        to,
                        example: example
                            .map(|m| write_unique(m, &legals, notation))
                            .unwrap_or_default(),
                    });
                }
                _ => fits.retain(|m| m.promotion() == promotion),
            }
            if fits.is_empty() {
                return Err(MoveErrorKind::NotAPromotion);
            }
            if capture {
                fits.retain(|m| m.is_capture());
                if fits.is_empty() {
                    return Err(MoveErrorKind::NothingToCapture { to });
                }
            }
            match fits.as_slice() {
                [m] => Ok(*m),
                _ => Err(MoveErrorKind::Ambiguous {
                    role: fits[0].role(),
                    from: fits.iter().filter_map(|m| m.from()).collect(),
                    to,
                    options: fits
                        .iter()
                        .map(|&m| write_unique(m, &legals, notation))
                        .collect(),
                }),
            }
        }
    }
}

fn castle(pos: &Chess, side: CastlingSide) -> Result<Move, MoveErrorKind> {
    if let Some(m) = pos.castling_moves(side).first() {
        return Ok(*m);
    }
    let us = pos.turn();
    let castles = pos.castles();
    let why = if !castles.has(us, side) {
        CastlingRefusal::NoRight
    } else if (castles.path(us, side) & pos.board().occupied()).any() {
        CastlingRefusal::Blocked
    } else if pos.is_check() {
        CastlingRefusal::InCheck
    } else {
        CastlingRefusal::Attacked
    };
    Err(MoveErrorKind::Castling { side, why })
}

/// Where the king lands when castling (shakmaty's `to()` is the rook).
fn castle_king_to(m: Move) -> Square {
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}

/// Why no legal move fits the text: no such piece, it cannot go there, its
/// own piece is there, or its king would be in check.
fn diagnose(
    pos: &Chess,
    role: Option<Role>,
    mut from: From,
    to: Square,
    promotion: Option<Role>,
    capture: bool,
) -> MoveErrorKind {
    // A pawn written without its file and without `x` can only be the one
    // on the arrival square's file.
    if role == Some(Role::Pawn) && from.file.is_none() && !capture {
        from.file = Some(to.file());
    }
    let us = pos.turn();
    let board = pos.board();
    let ours = board.by_color(us);
    let mut pieces = match role {
        Some(r) => ours & board.by_role(r),
        None => ours,
    };
    pieces = Bitboard::from_iter(pieces.into_iter().filter(|sq| {
        from.file.is_none_or(|f| f == sq.file()) && from.rank.is_none_or(|r| r == sq.rank())
    }));
    let Some(first) = pieces.first() else {
        return MoveErrorKind::NoPiece {
            color: us,
            role,
            from,
        };
    };
    // UCI names a square, not a piece: speak of what stands there.
    let role = role.unwrap_or_else(|| board.role_at(first).unwrap_or(Role::Pawn));

    if promotion.is_some() && (role != Role::Pawn || to.rank() != (!us).backrank()) {
        return MoveErrorKind::NotAPromotion;
    }
    if let Some(own) = board.piece_at(to).filter(|p| p.color == us) {
        return MoveErrorKind::OwnPiece {
            color: us,
            role: own.role,
            to,
        };
    }
    let reaching = pieces.into_iter().find(|&sq| reaches(pos, sq, role, to));
    match reaching {
        Some(sq) => MoveErrorKind::LeavesKingInCheck {
            color: us,
            role,
            from: sq,
            to,
            in_check: pos.is_check(),
        },
        None => MoveErrorKind::CannotReach {
            role,
            from: pieces.into_iter().collect(),
            to,
        },
    }
}

/// Whether the piece on `from` could go to `to` by the way it moves, its
/// own king's safety aside.
fn reaches(pos: &Chess, from: Square, role: Role, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let occupied = board.occupied();
    if role != Role::Pawn {
        return attacks::attacks(from, Piece { color: us, role }, occupied).contains(to);
    }
    let theirs = board.by_color(!us);
    let ep = pos.ep_square(shakmaty::EnPassantMode::PseudoLegal);
    if attacks::pawn_attacks(us, from).contains(to) {
        return theirs.contains(to) || ep == Some(to);
    }
    let step = |sq: Square| sq.offset(if us == Color::White { 8 } else { -8 });
    let Some(one) = step(from) else { return false };
    if occupied.contains(one) {
        return false;
    }
    if one == to {
        return true;
    }
    from.rank() == us.relative_rank(Rank::Second) && step(one) == Some(to) && !occupied.contains(to)
}

/// The move in the chosen notation, disambiguated against the legal moves.
fn write_unique(m: Move, legals: &shakmaty::MoveList, notation: Notation) -> String {
    let san = San::disambiguate(m, legals);
    notation.write(&shakmaty::san::SanPlus { san, suffix: None })
}
