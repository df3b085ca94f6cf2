//! One ruling's proofs raced. CHA-Solver's fast proof is usually done in
//! microseconds, but on a few positions it runs for seconds where its full
//! search, or pendule's own helpmate search, answers at once (and the other
//! way round). So a single ruling (a flag on the device, `pendule timeout
//! --fen`) gives the fast proof a head start; past it, the full search and
//! the helpmate search start beside it, and the first conclusive answer
//! rules, all within the budget. A batch keeps CHA-Solver's own order, one
//! search at a time (`timeout::decide_in_order`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use shakmaty::{Chess, Color};

use super::unwinnable::{Search, cannot_mate_fast, chasolver_search, helpmate_search};
use super::workers;

/// How long the fast proof runs alone before the searches join it: long
/// enough for nearly every position's fast proof, so that only the slow
/// ones are raced (and a flag costs no more work than before), short
/// against the budget.
pub const HEAD_START: Duration = Duration::from_millis(20);

/// What decided a raced ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Raced {
    /// CHA-Solver's fast proof: the winner can never mate.
    CannotMateFast,
    /// A search's answer (the full search's, or a mate pendule's helpmate
    /// search found first).
    Searched(Search),
}

/// A search for a mate, ended when the flag it is given is raised.
pub type HelpmateRacer = Box<dyn FnOnce(&AtomicBool) -> Option<Search> + Send>;

/// The three racers of one ruling, each run on a worker of its own.
pub struct Racers {
    /// The fast proof: `true` proves no mate, `false` proves nothing.
    pub fast: Box<dyn FnOnce() -> bool + Send>,
    /// The full search.
    pub full: Box<dyn FnOnce() -> Search + Send>,
    /// A search for a mate, ended when the flag it is given is raised:
    /// `None` when it found none (which proves nothing).
    pub helpmate: HelpmateRacer,
}

impl Racers {
    /// CHA-Solver's fast proof and full search, and pendule's helpmate
    /// search, for `winner` in `pos`.
    pub fn of(pos: &Chess, board: chess::Board, winner: Color) -> Racers {
        let (full_pos, helpmate_pos) = (pos.clone(), pos.clone());
        Racers {
            fast: Box::new(move || cannot_mate_fast(&board, winner)),
            full: Box::new(move || chasolver_search(&full_pos, &board, winner)),
            helpmate: Box::new(move |stop| helpmate_search(&helpmate_pos, winner, stop)),
        }
    }
}

/// One racer's answer.
enum Found {
    Fast(bool),
    Full(Search),
    Helpmate(Option<Search>),
}

/// The first conclusive answer for `winner` in `pos` within `budget`, or
/// `Searched(Undetermined)` when there is none by then (or every racer
/// ended without one).
pub fn race(pos: &Chess, board: chess::Board, winner: Color, budget: Duration) -> Raced {
    // No time is no search: the fast proof alone, as it always answers.
    if budget.is_zero() {
        return fast_alone(&board, winner);
    }
    race_with(Racers::of(pos, board, winner), budget)
}

/// The fast proof on this thread, alone.
fn fast_alone(board: &chess::Board, winner: Color) -> Raced {
    if cannot_mate_fast(board, winner) {
        Raced::CannotMateFast
    } else {
        Raced::Searched(Search::Undetermined)
    }
}

/// The race itself: the fast proof alone for its head start, then the
/// searches beside it, the first conclusive answer within `budget` taken.
/// The racers left behind are not waited for: the helpmate search is told
/// to stop, CHA-Solver's calls run to their end on their threads.
pub fn race_with(racers: Racers, budget: Duration) -> Raced {
    let Racers {
        fast,
        full,
        helpmate,
    } = racers;
    let deadline = Instant::now() + budget;
    let (found, answers) = mpsc::channel();
    let reply = found.clone();
    workers::run(Box::new(move || {
        let _ = reply.send(Found::Fast(fast()));
    }));
    match answers.recv_timeout(budget.min(HEAD_START)) {
        Ok(Found::Fast(true)) => return Raced::CannotMateFast,
        Err(RecvTimeoutError::Timeout) if Instant::now() >= deadline => {
            return Raced::Searched(Search::Undetermined);
        }
        // Inconclusive, or still running: the searches join in.
        _ => {}
    }
    let stop = Arc::new(AtomicBool::new(false));
    let reply = found.clone();
    workers::run(Box::new(move || {
        let _ = reply.send(Found::Full(full()));
    }));
    let (reply, told) = (found, Arc::clone(&stop));
    workers::run(Box::new(move || {
        let _ = reply.send(Found::Helpmate(helpmate(&told)));
    }));
    // Only the racers hold a sender now: once all are done, none is left.
    let raced = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match answers.recv_timeout(left) {
            Ok(Found::Fast(true)) => break Raced::CannotMateFast,
            Ok(Found::Full(Search::Undetermined) | Found::Fast(false) | Found::Helpmate(None)) => {}
            Ok(Found::Full(decided) | Found::Helpmate(Some(decided))) => {
                break Raced::Searched(decided);
            }
            Err(_) => break Raced::Searched(Search::Undetermined),
        }
    };
    stop.store(true, Ordering::Relaxed);
    raced
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::thread;

    use shakmaty::{Chess, Color};

    use super::*;
    use crate::rules::proof_line::MatingLine;

    const LONG: Duration = Duration::from_secs(60);

    /// A fast proof that runs until `release` is raised (or a minute),
    /// raising `ended` when it returns.
    fn slow_fast_proof(
        release: &Arc<AtomicBool>,
        ended: &Arc<AtomicBool>,
    ) -> Box<dyn FnOnce() -> bool + Send> {
        let (release, ended) = (Arc::clone(release), Arc::clone(ended));
        Box::new(move || {
            let began = Instant::now();
            while !release.load(Ordering::Relaxed) && began.elapsed() < LONG {
                thread::sleep(Duration::from_millis(5));
            }
            ended.store(true, Ordering::Relaxed);
            false
        })
    }

    /// A line the helpmate search could have found: the fool's mate.
    fn fools_mate() -> MatingLine {
        let pos = Chess::default();
        let moves = crate::rules::proof::replay_uci(
            &pos,
            &["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from),
        )
        .unwrap();
        MatingLine::of_moves(&pos, &moves, Color::Black).unwrap()
    }

    fn flags() -> (Arc<AtomicBool>, Arc<AtomicBool>) {
        (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        )
    }

    #[test]
    fn a_slow_fast_proof_does_not_hold_the_full_searchs_answer() {
        let (release, ended) = flags();
        let racers = Racers {
            fast: slow_fast_proof(&release, &ended),
            full: Box::new(|| Search::Unwinnable),
            helpmate: Box::new(|_| None),
        };
        let raced = race_with(racers, LONG);
        let fast_ended = ended.load(Ordering::Relaxed);
        release.store(true, Ordering::Relaxed);
        assert_eq!(raced, Raced::Searched(Search::Unwinnable));
        assert!(!fast_ended, "ruled only after the fast proof ended");
    }

    #[test]
    fn a_mate_the_helpmate_search_finds_first_rules() {
        let (release, ended) = flags();
        let full_released = Arc::clone(&release);
        let racers = Racers {
            fast: slow_fast_proof(&release, &ended),
            // A full search that ends only when the test does.
            full: Box::new(move || {
                while !full_released.load(Ordering::Relaxed) {
                    thread::sleep(Duration::from_millis(5));
                }
                Search::Undetermined
            }),
            helpmate: Box::new(|_| Some(Search::Mate(fools_mate()))),
        };
        let raced = race_with(racers, LONG);
        release.store(true, Ordering::Relaxed);
        assert_eq!(raced, Raced::Searched(Search::Mate(fools_mate())));
    }

    #[test]
    fn no_answer_within_the_budget_is_undetermined_and_stops_the_helpmate_search() {
        let (release, ended) = flags();
        let (told, heard) = mpsc::channel();
        let racers = Racers {
            fast: slow_fast_proof(&release, &ended),
            full: Box::new(|| Search::Undetermined),
            helpmate: Box::new(move |stop| {
                let began = Instant::now();
                while !stop.load(Ordering::Relaxed) && began.elapsed() < LONG {
                    thread::sleep(Duration::from_millis(5));
                }
                let _ = told.send(stop.load(Ordering::Relaxed));
                None
            }),
        };
        let raced = race_with(racers, Duration::from_millis(200));
        release.store(true, Ordering::Relaxed);
        assert_eq!(raced, Raced::Searched(Search::Undetermined));
        assert_eq!(heard.recv_timeout(LONG), Ok(true), "told to stop");
    }
}
