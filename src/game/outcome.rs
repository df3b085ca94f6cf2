//! How a game ended: the result, PGN's Termination, and why (as data).

use shakmaty::KnownOutcome;

use super::incident::IncidentWhy;
use super::said::{Reason, Why};
use super::scores::Scores;

/// PGN's Termination tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// Mate, stalemate, dead position, repetition, agreement, resignation.
    Normal,
    /// A flag fell (even when 6.9 made it a draw).
    TimeForfeit,
    /// A second illegal move (7.5.5).
    RulesInfraction,
    /// The arbiter decided.
    Adjudication,
}

/// A game's end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The result that counts (Armageddon's draw already a Black win).
    pub outcome: KnownOutcome,
    /// PGN's Termination.
    pub termination: Termination,
    /// Why, with the article (`crate::words` says it).
    pub reason: Reason,
    /// Whether the arbiter must still confirm (an undetermined 6.9 search).
    pub needs_arbiter: bool,
    /// The result an arbiter's decision replaced, kept for the record.
    pub replaced: Option<Box<GameResult>>,
    /// The proof of a ruling that the opponent could still mate: the
    /// helpmate's moves as UCI from the final position (empty otherwise).
    pub proof: Vec<String>,
}

impl GameResult {
    /// The points the arbiter decided apart from a result, if so.
    pub fn scores(&self) -> Option<Scores> {
        match &self.reason.why {
            Why::Incident(IncidentWhy::Scores { scores, .. }) => Some(*scores),
            _ => None,
        }
    }

    /// PGN's `Result`: the outcome, or `*` for points no result is
    /// (`0-0`, `0-1/2`...), which then go in tags of their own.
    pub fn pgn_result(&self) -> &'static str {
        match self.scores() {
            Some(scores) if scores.standard().is_none() => "*",
            _ => self.outcome.as_str(),
        }
    }
}
