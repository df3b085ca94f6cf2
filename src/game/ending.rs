//! A game's end: the result kept, the clocks stopped, the edges told; and
//! the arbiter's result, which replaces any other.

use shakmaty::{ByColor, Color, KnownOutcome};

use super::error::GameError;
use super::io::{Output, Signal};
use super::outcome::{GameResult, Termination};
use super::said::{Reason, Why};
use super::state::Game;
use crate::clock::Moment;

impl Game {
    /// Ends the game at `now`: clocks stopped, result kept, edges told.
    pub(super) fn finish(
        &mut self,
        outcome: KnownOutcome,
        termination: Termination,
        why: Why,
        now: Moment,
    ) {
        self.finish_ruled(outcome, termination, Reason::new(why), false, now);
    }

    pub(super) fn finish_ruled(
        &mut self,
        outcome: KnownOutcome,
        termination: Termination,
        mut reason: Reason,
        needs_arbiter: bool,
        now: Moment,
    ) {
        let outcome = match outcome {
            KnownOutcome::Draw if self.setup.armageddon => {
                reason.armageddon = true;
                KnownOutcome::Decisive {
                    winner: Color::Black,
                }
            }
            other => other,
        };
        let result = GameResult {
            outcome,
            termination,
            reason,
            needs_arbiter,
            replaced: None,
            proof: Vec::new(),
        };
        self.emit(Output::Buzz(Signal::GameOver));
        self.conclude(result, now);
    }

    /// Stops the clocks and keeps the result; the times at the first end
    /// stay (an arbiter's later decision does not change them).
    fn conclude(&mut self, result: GameResult, now: Moment) {
        if self.final_times.is_none() {
            self.final_times = Some(ByColor::new_with(|c| self.clock.remaining(c, now)));
            // A move entered and never pressed: the time it took so far.
            if self.sheet.moves().len() > self.pressed() {
                self.final_spent = self.clock.turn_time(now).map(|(_, spent)| spent);
            }
        }
        self.clock.stop(now);
        self.waiting = None;
        self.result = Some(result.clone());
        self.emit(Output::GameOver(result));
    }

    /// The arbiter's result replaces any other (Termination adjudication);
    /// the replaced one is kept beside it, and the players sign again.
    /// Taken as given: no Armageddon rule applies to the arbiter's word. The
    /// same result again replaces nothing (a confirmation is no override).
    pub(super) fn override_result(
        &mut self,
        outcome: KnownOutcome,
        reason: String,
        now: Moment,
    ) -> Result<(), GameError> {
        if let Some(current) = self.result.as_mut()
            && current.outcome == outcome
        {
            if !current.needs_arbiter {
                return Err(GameError::ResultStands);
            }
            // An undetermined ruling confirmed: its words and proof stay.
            current.needs_arbiter = false;
            current.reason.confirmed = Some(reason);
            return Ok(());
        }
        self.replace_result(outcome, Reason::new(Why::Arbiter { words: reason }), now);
        Ok(())
    }

    /// The arbiter's result in place of the one reached (Termination
    /// adjudication), which is kept beside it; the players sign again.
    pub(super) fn replace_result(&mut self, outcome: KnownOutcome, reason: Reason, now: Moment) {
        let replaced = self.result.take().map(Box::new);
        self.confirmations = ByColor::default();
        // The replaced ruling keeps the proof it had.
        self.proving = false;
        let result = GameResult {
            outcome,
            termination: Termination::Adjudication,
            reason,
            needs_arbiter: false,
            replaced,
            proof: Vec::new(),
        };
        self.conclude(result, now);
    }
}
