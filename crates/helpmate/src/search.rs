//! One depth-first search for a mate within a number of plies, from one
//! root move, on one thread.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

use crate::order::{Checks, order};
use crate::table::Table;

/// The search ran out of nodes, was stopped, or a better root move mated:
/// nothing is known.
pub(crate) struct Stopped;

/// What all the threads of one search share.
pub(crate) struct Budget<'a> {
    /// Nodes spent by every thread, counted in batches.
    pub(crate) spent: AtomicU64,
    /// The nodes this depth may spend in all (`spent` included).
    pub(crate) limit: AtomicU64,
    /// Raised from outside to end the search at once.
    pub(crate) stop: &'a AtomicBool,
    /// The first root move found to mate at this depth (`usize::MAX`:
    /// none yet): the searches of later ones may end.
    pub(crate) mated_at: AtomicUsize,
}

/// Moves counted on a thread before they are added to the shared count:
/// an atomic per move would cost little, but every 1024 is enough to stop
/// within microseconds.
const BATCH: u64 = 1024;

/// How a search chooses its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pass {
    /// How many of each position's moves are tried, best first (`None`:
    /// all of them, and a failure proves there is no mate).
    pub(crate) width: Option<usize>,
    /// Told apart in the table: what one pass pruned another may not.
    pub(crate) id: u8,
}

impl Pass {
    /// Every move: a proof.
    pub(crate) const FULL: Pass = Pass { width: None, id: 0 };

    fn width(self, plies: u8, moves: usize) -> usize {
        match self.width {
            // The loser's last move before the mate gets twice the room:
            // it is the one that must give the mating square away.
            Some(w) if plies == 2 => (2 * w).min(moves),
            Some(w) => w.min(moves),
            None => moves,
        }
    }
}

pub(crate) struct Solver<'a, 'b> {
    pub(crate) winner: Color,
    pub(crate) table: &'b mut Table,
    pub(crate) pass: Pass,
    /// The moves from the root to the position being searched.
    pub(crate) line: Vec<Move>,
    /// Whether a move was left out: a failure then proves nothing.
    pub(crate) pruned: bool,
    /// The root move this search is under.
    pub(crate) root: usize,
    pub(crate) budget: &'b Budget<'a>,
    counted: u64,
}

impl<'a, 'b> Solver<'a, 'b> {
    pub(crate) fn new(
        winner: Color,
        table: &'b mut Table,
        pass: Pass,
        budget: &'b Budget<'a>,
    ) -> Self {
        Solver {
            winner,
            table,
            pass,
            line: Vec::with_capacity(64),
            pruned: false,
            root: 0,
            budget,
            counted: 0,
        }
    }

    /// Whether the winner can mate from `pos` within `plies` (the parity
    /// that ends on the winner's move), leaving the line in `self.line`.
    pub(crate) fn mates(&mut self, pos: &Chess, hash: u64, plies: u8) -> Result<bool, Stopped> {
        if plies > 1 {
            if self.table.searched(hash, Pass::FULL.id) >= plies {
                return Ok(false);
            }
            if self.table.searched(hash, self.pass.id) >= plies {
                self.pruned = true;
                return Ok(false);
            }
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok(pos.is_check() && pos.turn() != self.winner);
        }
        if plies == 1 {
            return self.mates_in_one(pos, &moves);
        }
        order(pos, &mut moves, self.winner);
        let width = self.pass.width(plies, moves.len());
        let pruned_before = self.pruned;
        self.pruned = false;
        for &m in &moves[..width] {
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
        let pruned_here = self.pruned || width < moves.len();
        // Only a search that ran to its end may be remembered as failed:
        // a full one for every pass, a pruned one for its own.
        let id = if pruned_here {
            self.pass.id
        } else {
            Pass::FULL.id
        };
        self.table.store(hash, id, plies);
        self.pruned = pruned_before || pruned_here;
        Ok(false)
    }

    /// The last ply: only a check can mate, so only the moves that may give
    /// one are played; this is the widest ply of the tree.
    pub(crate) fn mates_in_one(&mut self, pos: &Chess, moves: &[Move]) -> Result<bool, Stopped> {
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
        self.counted += 1;
        if self.counted < BATCH {
            return Ok(());
        }
        let budget = self.budget;
        let spent = budget.spent.fetch_add(self.counted, Ordering::Relaxed) + self.counted;
        self.counted = 0;
        let beaten = budget.mated_at.load(Ordering::Relaxed) < self.root;
        if spent > budget.limit.load(Ordering::Relaxed)
            || budget.stop.load(Ordering::Relaxed)
            || beaten
        {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// Adds what this thread counted to the shared count.
    pub(crate) fn flush(&mut self) {
        self.budget.spent.fetch_add(self.counted, Ordering::Relaxed);
        self.counted = 0;
    }
}
