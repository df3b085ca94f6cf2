//! Whether a move from outside (CHA-Solver's line) is legal where it is
//! played, and its SAN, found with one look: a proof is only shown when
//! every move of it is checked legal.

use shakmaty::san::San;
use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, Position, Rank, Role, Square, attacks};

/// A move not known to be legal, played on `pos` if it is: its SAN
/// without the sign, or `None` and `pos` left as it was. An ordinary move
/// is checked as the rules define one (the piece may go there, and its own
/// king is not attacked after it) and told apart only from the pieces that
/// could reach the same square; castling and en passant, rare in a line,
/// are looked for among shakmaty's own moves to that square.
/// CHA-Solver's lines run to dozens of moves each: the moves generated to
/// check and write each one were over half the instructions a lichess
/// batch spent beyond CHA-Solver's own.
pub fn checked_move(pos: &mut Chess, m: Move) -> Option<San> {
    let Move::Normal {
        role,
        from,
        capture,
        to,
        promotion,
    } = m
    else {
        return checked_among_candidates(pos, m);
    };
    if !reaches(pos, role, from, capture, to, promotion) || !keeps_king_safe(pos, role, from, to) {
        return None;
    }
    // Told apart from the other pieces of its kind that reach `to` (a
    // pawn's capture always by its file); when there are some, from those
    // of them whose move is legal, as shakmaty writes it.
    let board = pos.board();
    let piece = role.of(pos.turn());
    let rivals = match role {
        Role::Pawn | Role::King => Bitboard::EMPTY,
        _ => attacks::attacks(to, piece, board.occupied()) & board.by_piece(piece),
    };
    let san = if rivals.without(from).is_empty() {
        San::Normal {
            role,
            file: (role == Role::Pawn && capture.is_some()).then(|| from.file()),
            rank: None,
            capture: capture.is_some(),
            to,
            promotion,
        }
    } else {
        San::disambiguate(m, &pos.san_candidates(role, to))
    };
    pos.play_unchecked(m);
    Some(san)
}

/// Whether the mover's king is safe after an ordinary move of `role` from
/// `from` to `to`: no piece of the other side attacks it on the board as
/// the move leaves it (the piece on `to`, if any, taken).
fn keeps_king_safe(pos: &Chess, role: Role, from: Square, to: Square) -> bool {
    let (board, mover) = (pos.board(), pos.turn());
    let king = if role == Role::King {
        to
    } else {
        match board.king_of(mover) {
            Some(king) => king,
            None => return false,
        }
    };
    let occupied = board.occupied().without(from).with(to);
    (board.attacks_to(king, !mover, occupied).without(to)).is_empty()
}

/// Whether `role` of the side to move stands on `from` and may move to
/// `to` as the move says, its own king's safety aside: a pawn's step,
/// double step or capture, a promotion exactly on the last rank, any other
/// piece along its lines, and `capture` what stands on `to` (never a king).
fn reaches(
    pos: &Chess,
    role: Role,
    from: Square,
    capture: Option<Role>,
    to: Square,
    promotion: Option<Role>,
) -> bool {
    let (board, mover) = (pos.board(), pos.turn());
    if board.piece_at(from) != Some(role.of(mover))
        || board.role_at(to) != capture
        || pos.us().contains(to)
        || capture == Some(Role::King)
    {
        return false;
    }
    let occupied = board.occupied();
    if role != Role::Pawn {
        return promotion.is_none()
            && attacks::attacks(from, role.of(mover), occupied).contains(to);
    }
    let last_rank = to.rank() == (!mover).backrank();
    let promotion_fits = match promotion {
        None => !last_rank,
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen) => last_rank,
        Some(_) => false,
    };
    if !promotion_fits {
        return false;
    }
    if capture.is_some() {
        return attacks::pawn_attacks(mover, from).contains(to);
    }
    let (step, start) = match mover {
        Color::White => (8, Rank::Second),
        Color::Black => (-8, Rank::Seventh),
    };
    let one = from.offset(step);
    one == Some(to)
        || (from.rank() == start
            && one.is_some_and(|one| !occupied.contains(one))
            && from.offset(2 * step) == Some(to))
}

/// [`checked_move`] for castling and en passant: the move looked for among
/// shakmaty's legal moves to its square, which also tell its SAN.
fn checked_among_candidates(pos: &mut Chess, m: Move) -> Option<San> {
    let candidates = match m {
        // Ordinary moves are checked in `checked_move`; no piece is ever
        // put on a standard board.
        Move::Normal { .. } | Move::Put { .. } => return None,
        Move::EnPassant { to, .. } => pos.san_candidates(Role::Pawn, to),
        Move::Castle { king, rook } if king.file() < rook.file() => {
            pos.castling_moves(CastlingSide::KingSide)
        }
        Move::Castle { .. } => pos.castling_moves(CastlingSide::QueenSide),
    };
    if !candidates.contains(&m) {
        return None;
    }
    let san = San::disambiguate(m, &candidates);
    pos.play_unchecked(m);
    Some(san)
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use super::*;
    use crate::rules::san::play_san;

    #[test]
    fn checked_move_is_play_san_for_legal_moves_and_none_for_the_rest() {
        use Square::*;
        let normal = |role, from, to| Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        };
        // A pinned knight, a king stepping into check, castling through
        // check, an en passant capture that bares the king on its rank.
        let cases = [
            (
                "4k3/8/8/8/1b6/8/3N4/4K2R w K - 0 1",
                normal(Role::Knight, D2, F3),
            ),
            (
                "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
                normal(Role::King, E1, E2),
            ),
            (
                "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
                Move::Castle { king: E1, rook: H1 },
            ),
            (
                "4k3/8/8/2KpP2r/8/8/8/8 w - d6 0 2",
                Move::EnPassant { from: E5, to: D6 },
            ),
        ];
        for (fen, illegal) in cases {
            let pos: Chess = crate::rules::parse_fen(fen).unwrap();
            let mut ours = pos.clone();
            assert_eq!(checked_move(&mut ours, illegal), None, "{fen} {illegal:?}");
            assert_eq!(ours, pos, "left as it was");
            for m in pos.legal_moves() {
                let (mut ours, mut theirs) = (pos.clone(), pos.clone());
                let expected = play_san(&mut theirs, m).san;
                assert_eq!(checked_move(&mut ours, m), Some(expected), "{fen} {m:?}");
                assert_eq!(ours, theirs);
            }
        }
    }

    /// Every move a line could hold from `pos`: each piece of the side to
    /// move to every square a queen or a knight reaches from it, with the
    /// capture what stands there or nothing, and each promotion or none.
    fn any_moves(pos: &Chess) -> Vec<Move> {
        let board = pos.board();
        let mut moves = Vec::new();
        for from in pos.us() {
            let role = board.role_at(from).unwrap();
            let reach =
                attacks::queen_attacks(from, Bitboard::EMPTY) | attacks::knight_attacks(from);
            for to in reach {
                for capture in [board.role_at(to), None] {
                    for promotion in [
                        None,
                        Some(Role::Queen),
                        Some(Role::Knight),
                        Some(Role::King),
                    ] {
                        moves.push(Move::Normal {
                            role,
                            from,
                            capture,
                            to,
                            promotion,
                        });
                    }
                }
            }
        }
        moves
    }

    #[test]
    fn checked_move_agrees_with_shakmaty_on_every_move_of_many_positions() {
        // Positions of seeded random games (checks, pins, captures, king
        // walks), and some with promotions and en passant to hand.
        let mut positions: Vec<Chess> = [
            "1n2k3/P1P5/8/8/8/8/5p1p/4K1N1 w - - 0 1",
            "1n2k3/P1P5/8/8/8/8/6pp/4K1N1 b - - 0 1",
            "4k3/8/8/2KpP2r/8/8/8/8 w - d6 0 2",
            "r3k2r/1P6/8/8/8/2N3N1/8/R3K2R w KQkq - 0 1",
            "4k3/8/8/8/1b6/8/3N4/4K2R w K - 0 1",
            "Q3Q3/8/8/8/Q3Q3/8/8/2k4K w - - 0 1",
        ]
        .iter()
        .map(|fen| crate::rules::parse_fen(fen).unwrap())
        .collect();
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..40 {
            let mut pos = Chess::default();
            for _ in 0..120 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let pick = usize::try_from(seed % legal.len() as u64).unwrap();
                pos.play_unchecked(legal[pick]);
                positions.push(pos.clone());
            }
        }
        let (mut legal, mut illegal) = (0, 0);
        for pos in &positions {
            let moves = any_moves(pos).into_iter().chain(pos.legal_moves());
            for m in moves {
                let mut ours = pos.clone();
                let got = checked_move(&mut ours, m);
                if pos.is_legal(m) {
                    let mut theirs = pos.clone();
                    let expected = San::from_move(&theirs, m);
                    theirs.play_unchecked(m);
                    assert_eq!(got, Some(expected), "{:?} {m:?}", pos.board());
                    assert_eq!(ours, theirs, "{m:?}");
                    legal += 1;
                } else {
                    assert_eq!(got, None, "{:?} {m:?}", pos.board());
                    assert_eq!(&ours, pos, "left as it was");
                    illegal += 1;
                }
            }
        }
        // The generator reaches both kinds by the thousand.
        assert!(legal > 10_000 && illegal > 100_000, "{legal} / {illegal}");
    }
}
