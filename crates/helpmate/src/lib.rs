//! The shortest helpmate within a bound: both sides cooperate so that the
//! winner mates, searched by iterative deepening over plies. CHA-Solver
//! proves whether a mate exists at all, but its lines are built for proof,
//! not for reading, and run to sixty moves; an arbiter checks a flag-fall
//! ruling on the clock's small screen, so the shortest line is worth a search.

use std::cmp::Reverse;
use std::sync::atomic::{AtomicBool, Ordering};

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Move, Position, Role, Square, attacks};

/// What a search may spend. There is no clock here: whoever waits for the
/// answer raises `stop` when its time is up.
#[derive(Debug, Clone, Copy)]
pub struct Limits<'a> {
    /// Moves played and last plies looked at, over all depths.
    pub nodes: u64,
    /// Raised from outside to end the search at once.
    pub stop: &'a AtomicBool,
}

/// The shortest series of at most `max_plies` legal moves from `pos` that
/// ends with `winner` checkmating, or `None` when there is none that short
/// or the limits ran out first. Every shorter length was searched in full.
pub fn shortest_helpmate(
    pos: &Chess,
    winner: Color,
    max_plies: usize,
    limits: Limits<'_>,
) -> Option<Vec<Move>> {
    // The winner plays the mating move, so the length's parity is fixed.
    let first = if pos.turn() == winner { 1 } else { 2 };
    // The table stores depths in a byte.
    let max_plies = max_plies.min(usize::from(u8::MAX));
    let mut solver = Solver {
        winner,
        table: Table::new(limits.nodes),
        line: Vec::with_capacity(max_plies),
        nodes: 0,
        limits,
    };
    let hash = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
    for plies in (first..=max_plies).step_by(2) {
        match solver.mates(pos, hash, plies as u8) {
            Ok(true) => return Some(solver.line),
            Ok(false) => {}
            Err(Stopped) => return None,
        }
    }
    None
}

/// The search ran out of nodes or was stopped: nothing is known.
struct Stopped;

struct Solver<'a> {
    winner: Color,
    table: Table,
    /// The moves from the root to the position being searched.
    line: Vec<Move>,
    nodes: u64,
    limits: Limits<'a>,
}

impl Solver<'_> {
    /// Whether the winner can mate from `pos` within `plies` (the parity
    /// that ends on the winner's move), leaving the line in `self.line`.
    fn mates(&mut self, pos: &Chess, hash: u64, plies: u8) -> Result<bool, Stopped> {
        if plies > 1 && self.table.searched(hash) >= plies {
            return Ok(false);
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok(pos.is_check() && pos.turn() != self.winner);
        }
        if plies == 1 {
            return self.mates_in_one(pos, &moves);
        }
        order(pos, &mut moves, self.winner);
        for &m in &moves {
            self.count()?;
            let mut child = pos.clone();
            child.play_unchecked(m);
            // A capture may leave the winner unable to mate at all.
            if m.is_capture() && child.has_insufficient_material(self.winner) {
                continue;
            }
            // The last ply is never looked up in the table.
            let child_hash = if plies > 2 {
                pos.update_zobrist_hash(Zobrist64(hash), m, EnPassantMode::Legal)
                    .unwrap_or_else(|| child.zobrist_hash(EnPassantMode::Legal))
                    .0
            } else {
                0
            };
            self.line.push(m);
            if self.mates(&child, child_hash, plies - 1)? {
                return Ok(true);
            }
            self.line.pop();
        }
        // Only a search that ran to its end may be remembered as failed.
        self.table.store(hash, plies);
        Ok(false)
    }

    /// The last ply: only a check can mate, so only the moves that may give
    /// one are played; this is the widest ply of the tree.
    fn mates_in_one(&mut self, pos: &Chess, moves: &[Move]) -> Result<bool, Stopped> {
        self.count()?;
        let checks = Checks::new(pos, self.winner);
        for &m in moves.iter().filter(|&&m| checks.may_give(m)) {
            self.count()?;
            let mut child = pos.clone();
            child.play_unchecked(m);
            if child.is_check() && child.is_checkmate() {
                self.line.push(m);
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn count(&mut self) -> Result<(), Stopped> {
        self.nodes += 1;
        // An atomic load every move would cost little, but every 1024 is
        // enough to stop within microseconds.
        let stopped = self.nodes.is_multiple_of(1024) && self.limits.stop.load(Ordering::Relaxed);
        if self.nodes > self.limits.nodes || stopped {
            Err(Stopped)
        } else {
            Ok(())
        }
    }
}

/// Moves most likely to lead to mate first, so the last, successful depth
/// ends early: the winner's checks, then captures (the most valuable piece
/// first) and promotions to a queen.
fn order(pos: &Chess, moves: &mut [Move], winner: Color) {
    let checks = (pos.turn() == winner).then(|| Checks::new(pos, winner));
    let score = |m: &Move| {
        let mut score = m.capture().map_or(0, value);
        if m.promotion() == Some(Role::Queen) {
            score += 8;
        }
        if checks.as_ref().is_some_and(|c| c.may_give(*m)) {
            score += 100;
        }
        Reverse(score)
    };
    moves.sort_unstable_by_key(score);
}

/// Which of the winner's moves may give check, found without playing them.
struct Checks {
    winner: Color,
    /// The loser's king (`None`: no king, no check).
    king: Option<Square>,
    occupied: Bitboard,
    /// The first square seen from the king in each direction: a winner's
    /// piece leaving one of them may uncover a check.
    lines: Bitboard,
}

impl Checks {
    fn new(pos: &Chess, winner: Color) -> Checks {
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
    fn may_give(&self, m: Move) -> bool {
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

fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// Positions known to have no mate within some number of plies, by
/// zobrist hash. Fixed in size: a lost entry costs a search, a colliding
/// one at worst a missed line, never a wrong one (lines are replayed).
struct Table {
    /// The hash with its low byte replaced by the plies searched.
    entries: Vec<u64>,
}

impl Table {
    /// Entries enough for the nodes a search may visit, at most 8 MB.
    fn new(nodes: u64) -> Table {
        let len = nodes.clamp(1, 1 << 20).next_power_of_two();
        Table {
            entries: vec![0; len as usize],
        }
    }

    fn slot(&self, hash: u64) -> usize {
        (hash as usize) & (self.entries.len() - 1)
    }

    /// The most plies searched from this position without a mate (0: none).
    fn searched(&self, hash: u64) -> u8 {
        let entry = self.entries[self.slot(hash)];
        if entry & !0xff == hash & !0xff {
            entry as u8
        } else {
            0
        }
    }

    fn store(&mut self, hash: u64, plies: u8) {
        let slot = self.slot(hash);
        self.entries[slot] = (hash & !0xff) | u64::from(plies);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_fen(fen: &str) -> Result<Chess, String> {
        let setup: shakmaty::fen::Fen = fen.parse().map_err(|e| format!("{e}"))?;
        setup
            .into_position(shakmaty::CastlingMode::Standard)
            .map_err(|e| format!("{e}"))
    }

    fn shortest(fen: &str, winner: Color, max_plies: usize) -> Option<Vec<Move>> {
        let stop = AtomicBool::new(false);
        let pos = parse_fen(fen).unwrap();
        let limits = Limits {
            nodes: 10_000_000,
            stop: &stop,
        };
        let line = shortest_helpmate(&pos, winner, max_plies, limits)?;
        let mut end = pos;
        for &m in &line {
            assert!(end.is_legal(m), "{fen}: {m} illegal");
            end.play_unchecked(m);
        }
        assert!(end.is_checkmate(), "{fen}: {line:?} does not mate");
        assert_eq!(end.turn(), !winner);
        Some(line)
    }

    #[test]
    fn finds_the_shortest_mate_of_either_parity() {
        // Fool's mate from the start: 1.f3 e5 2.g4 Qh4#, four plies.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(shortest(start, Color::Black, 10).map(|l| l.len()), Some(4));
        // White mates first: 1.e4 f6 2.d4 g5 3.Qh5#, five plies.
        assert_eq!(shortest(start, Color::White, 9).map(|l| l.len()), Some(5));
    }

    #[test]
    fn a_knight_mates_in_the_corner_with_help() {
        // Black's rook must get out of the way and back to shut a2.
        let line = shortest("8/8/8/8/8/2N5/r7/k1K5 w - - 0 1", Color::White, 9).unwrap();
        assert!(line.len() <= 5, "{line:?}");
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
                let mut pos = parse_fen(fen).unwrap();
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
    fn gives_up_within_its_bound() {
        let stop = AtomicBool::new(false);
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        // Three plies are too few for White; a mate needs five.
        let limits = Limits {
            nodes: 10_000_000,
            stop: &stop,
        };
        assert_eq!(shortest_helpmate(&pos, Color::White, 3, limits), None);
        // A raised stop ends it before any depth completes.
        stop.store(true, Ordering::Relaxed);
        let limits = Limits {
            nodes: u64::MAX,
            stop: &stop,
        };
        assert_eq!(shortest_helpmate(&pos, Color::White, 99, limits), None);
    }
}
