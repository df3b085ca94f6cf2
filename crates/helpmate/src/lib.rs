//! Short helpmates: both sides cooperate so that the winner mates. CHA-Solver
//! proves whether a mate exists at all, but its lines are built for proof,
//! not for reading, and run to sixty moves; an arbiter checks a flag-fall
//! ruling on the clock's small screen, so a short line is worth a search.
//!
//! The search deepens ply by ply. The shallow depths are searched in full,
//! so a short mate found there is the shortest; past what the budget allows
//! in full, each depth is searched again trying only the few best moves of
//! each position (`order`), wider and wider, and the shortest line found
//! stands. The root's moves are shared out among threads.

mod order;
mod search;
mod shorten;
mod table;

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::thread;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

use order::order;
use search::{Budget, Pass, Solver, Stopped};
pub use shorten::tighten;
use table::Table;

/// What a search may spend. There is no clock here: whoever waits for the
/// answer raises `stop` when its time is up.
#[derive(Debug, Clone, Copy)]
pub struct Limits<'a> {
    /// Moves played and last plies looked at, over all depths and threads.
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
    let mut search = Search::new(pos, winner, max_plies, limits, 1);
    search.budget.limit.store(limits.nodes, Ordering::Relaxed);
    for plies in search.depths(search.first) {
        match search.depth(plies, Pass::FULL) {
            Outcome::Mate(line) => return Some(line),
            Outcome::None => {}
            Outcome::Pruned | Outcome::Stopped => return None,
        }
    }
    None
}

/// Widths of the passes after the full one, in moves tried per position.
const WIDTHS: [usize; 4] = [2, 3, 5, 8];

/// A short series of at most `max_plies` legal moves from `pos` ending with
/// `winner` checkmating, searched on `threads` threads: the shortest found
/// before the limits ran out, `None` when none was. The first quarter of
/// the nodes goes to the full search of the shallow depths, which proves a
/// line found there the shortest.
pub fn short_helpmate(
    pos: &Chess,
    winner: Color,
    max_plies: usize,
    limits: Limits<'_>,
    threads: usize,
) -> Option<Vec<Move>> {
    let mut search = Search::new(pos, winner, max_plies, limits, threads.max(1));
    // The shallow depths in full: no mate there is a proof.
    search
        .budget
        .limit
        .store(limits.nodes / 4, Ordering::Relaxed);
    let mut shortest = search.first;
    for plies in search.depths(search.first) {
        match search.depth(plies, Pass::FULL) {
            Outcome::Mate(line) => return Some(line),
            Outcome::None => shortest = plies + 2,
            Outcome::Pruned | Outcome::Stopped => break,
        }
    }
    if limits.stop.load(Ordering::Relaxed) {
        return None;
    }
    search.budget.limit.store(limits.nodes, Ordering::Relaxed);
    let mut best: Option<Vec<Move>> = None;
    for (i, width) in WIDTHS.into_iter().enumerate() {
        let pass = Pass {
            width: Some(width),
            id: i as u8 + 1,
        };
        for plies in search.depths(shortest) {
            if best.as_ref().is_some_and(|b| b.len() <= plies) {
                break;
            }
            match search.depth(plies, pass) {
                Outcome::Mate(line) => {
                    best = Some(line);
                    break;
                }
                Outcome::None => shortest = plies + 2,
                Outcome::Pruned => {}
                Outcome::Stopped => return best,
            }
        }
    }
    best
}

/// What one depth's search found.
enum Outcome {
    Mate(Vec<Move>),
    /// No mate within the depth, proved.
    None,
    /// No mate among the moves tried.
    Pruned,
    /// The limits ran out.
    Stopped,
}

/// One search from one position, over its depths and passes.
struct Search<'a> {
    pos: Chess,
    hash: u64,
    winner: Color,
    /// The fewest plies a mate can take (the winner plays the last).
    first: usize,
    max_plies: usize,
    budget: Budget<'a>,
    /// One table a thread, kept across depths.
    tables: Vec<Table>,
}

impl<'a> Search<'a> {
    fn new(
        pos: &Chess,
        winner: Color,
        max_plies: usize,
        limits: Limits<'a>,
        threads: usize,
    ) -> Self {
        Search {
            pos: pos.clone(),
            hash: pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0,
            winner,
            first: if pos.turn() == winner { 1 } else { 2 },
            // The table stores depths in a byte.
            max_plies: max_plies.min(usize::from(u8::MAX)),
            budget: Budget {
                spent: AtomicU64::new(0),
                limit: AtomicU64::new(limits.nodes),
                stop: limits.stop,
                mated_at: AtomicUsize::new(usize::MAX),
            },
            tables: (0..threads)
                .map(|_| Table::new(limits.nodes / threads as u64))
                .collect(),
        }
    }

    /// The depths of the right parity from `from` to the bound.
    fn depths(&self, from: usize) -> impl Iterator<Item = usize> + use<> {
        (from..=self.max_plies).step_by(2)
    }

    /// Searches one depth: the root's moves shared out among the threads,
    /// the first (in the order tried) that mates giving the line.
    fn depth(&mut self, plies: usize, pass: Pass) -> Outcome {
        let plies = plies as u8;
        let winner = self.winner;
        let budget = &self.budget;
        budget.mated_at.store(usize::MAX, Ordering::Relaxed);
        let mut moves = self.pos.legal_moves();
        if plies == 1 {
            let table = &mut self.tables[0];
            let mut solver = Solver::new(winner, table, pass, budget);
            let found = solver.mates_in_one(&self.pos, &moves);
            solver.flush();
            return match found {
                Ok(true) => Outcome::Mate(solver.line),
                Ok(false) => Outcome::None,
                Err(Stopped) => Outcome::Stopped,
            };
        }
        order(&self.pos, &mut moves, winner);
        let width = pass.width.map_or(moves.len(), |w| (2 * w).min(moves.len()));
        let roots = &moves[..width];
        let next = AtomicUsize::new(0);
        let found: Mutex<Option<(usize, Vec<Move>)>> = Mutex::new(None);
        let stopped = AtomicBool::new(false);
        let pruned = AtomicBool::new(width < moves.len());
        let (pos, hash) = (&self.pos, self.hash);
        thread::scope(|scope| {
            for table in &mut self.tables {
                let (next, found, stopped, pruned) = (&next, &found, &stopped, &pruned);
                scope.spawn(move || {
                    let mut solver = Solver::new(winner, table, pass, budget);
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&m) = roots.get(i) else {
                            break;
                        };
                        if budget.mated_at.load(Ordering::Relaxed) < i {
                            break;
                        }
                        solver.root = i;
                        solver.line.clear();
                        solver.line.push(m);
                        let mut child = pos.clone();
                        child.play_unchecked(m);
                        let child_hash = pos
                            .update_zobrist_hash(Zobrist64(hash), m, EnPassantMode::Legal)
                            .unwrap_or_else(|| child.zobrist_hash(EnPassantMode::Legal))
                            .0;
                        solver.pruned = false;
                        match solver.mates(&child, child_hash, plies - 1) {
                            Ok(true) => {
                                budget.mated_at.fetch_min(i, Ordering::Relaxed);
                                let mut best = found.lock().unwrap_or_else(|e| e.into_inner());
                                if best.as_ref().is_none_or(|(j, _)| i < *j) {
                                    *best = Some((i, solver.line.clone()));
                                }
                            }
                            Ok(false) => {
                                if solver.pruned {
                                    pruned.store(true, Ordering::Relaxed);
                                }
                            }
                            Err(Stopped) => {
                                // Beaten by an earlier root move: not a stop.
                                if budget.mated_at.load(Ordering::Relaxed) > i {
                                    stopped.store(true, Ordering::Relaxed);
                                }
                            }
                        }
                    }
                    solver.flush();
                });
            }
        });
        if let Some((_, line)) = found.into_inner().unwrap_or_else(|e| e.into_inner()) {
            return Outcome::Mate(line);
        }
        if stopped.load(Ordering::Relaxed) {
            Outcome::Stopped
        } else if pruned.load(Ordering::Relaxed) {
            Outcome::Pruned
        } else {
            Outcome::None
        }
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
