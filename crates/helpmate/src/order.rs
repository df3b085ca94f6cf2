//! Which moves to try first: those that bring a mate nearer. Both sides
//! cooperate, so the winner's pieces go towards the losing king, the losing
//! king towards an edge and the winner's king, and the loser's pieces
//! close its own king in or open the lines to it.

use std::cmp::Reverse;
use std::sync::OnceLock;

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, Square, attacks};

/// Which of the winner's moves may give check, found without playing them.
pub(crate) struct Checks {
    winner: Color,
    /// The loser's king (`None`: no king, no check).
    king: Option<Square>,
    occupied: Bitboard,
    /// The first square seen from the king in each direction: a winner's
    /// piece leaving one of them may uncover a check.
    lines: Bitboard,
}

impl Checks {
    pub(crate) fn new(pos: &Chess, winner: Color) -> Checks {
        let board = pos.board();
        let occupied = board.occupied();
        let king = board.king_of(!winner);
        let lines = king.map_or(Bitboard::EMPTY, |k| attacks::queen_attacks(k, occupied));
        Checks {
            winner,
            king,
            occupied,
            lines,
        }
    }

    /// A superset of the moves giving check: the piece lands attacking the
    /// king, or uncovers a line to it. Castling and en passant move two
    /// pieces and are always kept.
    pub(crate) fn may_give(&self, m: Move) -> bool {
        let Some(king) = self.king else {
            return false;
        };
        match m {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => {
                let occupied = self.occupied.without(from).with(to);
                let piece = promotion.unwrap_or(role).of(self.winner);
                self.lines.contains(from) || attacks::attacks(to, piece, occupied).contains(king)
            }
            _ => true,
        }
    }
}

/// Sorts `moves` of the side to move in `pos`, the most promising first.
pub(crate) fn order(pos: &Chess, moves: &mut [Move], winner: Color) {
    let scores = Scores::new(pos, winner);
    moves.sort_by_cached_key(|m| Reverse(scores.of(*m)));
}

/// What the scores of one position's moves are measured against.
struct Scores {
    winners_turn: bool,
    checks: Option<Checks>,
    /// The losing king, and the winner's.
    loser_king: Option<Square>,
    winner_king: Option<Square>,
    /// The squares around the losing king.
    around: Bitboard,
    /// The first squares seen from the losing king: its own pieces there
    /// shield it from a check.
    shields: Bitboard,
}

impl Scores {
    fn new(pos: &Chess, winner: Color) -> Scores {
        let board = pos.board();
        let loser_king = board.king_of(!winner);
        let winners_turn = pos.turn() == winner;
        Scores {
            winners_turn,
            checks: winners_turn.then(|| Checks::new(pos, winner)),
            loser_king,
            winner_king: board.king_of(winner),
            around: loser_king.map_or(Bitboard::EMPTY, attacks::king_attacks),
            shields: loser_king.map_or(Bitboard::EMPTY, |k| {
                attacks::queen_attacks(k, board.occupied()) & board.by_color(!winner)
            }),
        }
    }

    fn of(&self, m: Move) -> i32 {
        if self.winners_turn {
            self.winners(m)
        } else {
            self.losers(m)
        }
    }

    /// The winner: checks, then pieces nearing the losing king, queens.
    fn winners(&self, m: Move) -> i32 {
        let mut score = 0;
        if self.checks.as_ref().is_some_and(|c| c.may_give(m)) {
            score += 300;
        }
        if let (Some(king), Some(from)) = (self.loser_king, m.from()) {
            let role = m.promotion().unwrap_or(m.role());
            score += 20 * (distance(role, from, king) - distance(role, m.to(), king));
        }
        score += match m.promotion() {
            Some(Role::Queen) => 200,
            Some(Role::Knight) => 20,
            Some(_) => -50,
            None => 0,
        };
        score += m.capture().map_or(0, value) * 5;
        if m.role() == Role::Pawn {
            score += 5;
        }
        score
    }

    /// The loser: its king towards an edge and the winner's king, its
    /// pieces closing the king in or opening the lines to it; capturing the
    /// winner's pieces last.
    fn losers(&self, m: Move) -> i32 {
        let (Some(king), Some(from)) = (self.loser_king, m.from()) else {
            return 0;
        };
        let mut score = 0;
        if m.role() == Role::King {
            score += 15 * (edge_distance(from) - edge_distance(m.to()));
            if let Some(winner_king) = self.winner_king {
                score += 10 * (chebyshev(from, winner_king) - chebyshev(m.to(), winner_king));
            }
        } else {
            if self.around.contains(m.to()) && !self.around.contains(from) {
                score += 40;
            }
            if self.shields.contains(from) {
                score += 25;
            }
            let _ = king;
        }
        if m.is_capture() {
            score -= 100;
        }
        score
    }
}

/// Moves a piece of `role` needs, about, from `from` to attack `target`.
fn distance(role: Role, from: Square, target: Square) -> i32 {
    match role {
        Role::Knight => knight_distance(from, target),
        _ => chebyshev(from, target),
    }
}

fn chebyshev(a: Square, b: Square) -> i32 {
    a.distance(b) as i32
}

/// How far a square is from the nearest edge (0 on the edge, 3 in the
/// centre).
fn edge_distance(sq: Square) -> i32 {
    let file = sq.file().to_u32() as i32;
    let rank = sq.rank().to_u32() as i32;
    file.min(7 - file).min(rank).min(7 - rank)
}

/// A knight's moves from one square to another on an empty board.
fn knight_distance(a: Square, b: Square) -> i32 {
    static TABLE: OnceLock<Vec<[u8; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        Square::ALL
            .iter()
            .map(|&from| {
                let mut dist = [u8::MAX; 64];
                dist[from.to_usize()] = 0;
                let mut frontier = Bitboard::from(from);
                let mut step = 0;
                while frontier.any() {
                    step += 1;
                    let mut next = Bitboard::EMPTY;
                    for sq in frontier {
                        for to in attacks::knight_attacks(sq) {
                            if dist[to.to_usize()] == u8::MAX {
                                dist[to.to_usize()] = step;
                                next.add(to);
                            }
                        }
                    }
                    frontier = next;
                }
                dist
            })
            .collect()
    });
    i32::from(table[a.to_usize()][b.to_usize()])
}

pub(crate) fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::EnPassantMode;

    use super::*;

    fn parse_fen(fen: &str) -> Chess {
        let setup: shakmaty::fen::Fen = fen.parse().unwrap();
        setup
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn every_check_is_among_the_moves_that_may_give_one() {
        // Random games from positions rich in discovered checks, promotions,
        // castling and en passant; a fixed seed keeps the test repeatable.
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut random = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut checks = 0;
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/1P4P1/8/3pP3/2B5/8/6p1/R3K2R w KQkq d6 0 1",
            "4k3/4n3/8/1q2R2b/8/3NBN2/8/Q3K2R w K - 0 1",
            "4k3/2P5/4N3/8/1B6/8/5p2/R3K2R w K - 0 1",
        ] {
            for _ in 0..100 {
                let mut pos = parse_fen(fen);
                for _ in 0..60 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let gives_check = |m: &Move| {
                        let mut child = pos.clone();
                        child.play_unchecked(*m);
                        child.is_check()
                    };
                    let filter = Checks::new(&pos, pos.turn());
                    for m in moves.iter().filter(|m| gives_check(m)) {
                        assert!(filter.may_give(*m), "{m} checks in {}", fen_of(&pos));
                        checks += 1;
                    }
                    pos.play_unchecked(moves[random(moves.len())]);
                }
            }
        }
        assert!(checks > 1000, "only {checks} checks were tried");
    }

    fn fen_of(pos: &Chess) -> String {
        shakmaty::fen::Fen::from_position(pos, EnPassantMode::Legal).to_string()
    }

    #[test]
    fn a_knight_needs_its_moves() {
        assert_eq!(knight_distance(Square::A1, Square::A1), 0);
        assert_eq!(knight_distance(Square::A1, Square::B3), 1);
        assert_eq!(knight_distance(Square::A1, Square::B2), 4);
        assert_eq!(knight_distance(Square::A1, Square::H8), 6);
    }

    #[test]
    fn edges_are_near() {
        assert_eq!(edge_distance(Square::A1), 0);
        assert_eq!(edge_distance(Square::D4), 3);
        assert_eq!(edge_distance(Square::G2), 1);
    }
}
