//! One input taken: a flag that fell by its moment first, then what the
//! moment allows (the game over, a ruling awaited), then the part of the
//! game the input concerns; after it, the ruling shown and the scoresheets
//! behind.

use super::error::GameError;
use super::io::{Input, Output};
use super::said::{NotNow, Noted};
use super::state::{Game, Illegal};
use crate::clock::Moment;

/// The most time the arbiter sets on a clock: 1,000 hours.
pub const MOST_SET_TIME: std::time::Duration = std::time::Duration::from_secs(1000 * 3600);

impl Game {
    /// Handles one input that happened at `now`. Inputs come in the order
    /// of their moments; a flag that fell before `now` is applied first.
    ///
    /// # Errors
    /// [`GameError`] when the input does not fit; the game is unchanged.
    pub fn handle(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        if let Input::Arbiter { utc, input } = input {
            return self.by_arbiter(utc, *input, now);
        }
        // At any moment: a ruling awaited, the game over.
        if let Input::CallArbiter { side, utc } = input {
            self.call_arbiter(side, utc);
            return Ok(());
        }
        let noted = self.notes.len();
        let pressed = matches!(input, Input::Press(_));
        // The clock as it stood when the input came, before its increment.
        self.mark_under_five(now);
        self.apply(input, now)?;
        self.after_input(noted, pressed);
        self.watch_behind(now);
        Ok(())
    }

    fn apply(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        self.catch_up(now);
        if self.result.is_some() {
            return self.apply_after_end(input, now);
        }
        if self.waiting.is_some()
            && !matches!(
                input,
                Input::Move(_)
                    | Input::Verdict(_)
                    | Input::Tick
                    | Input::Language(_)
                    | Input::RecordsLost { .. }
                    | Input::Restored { .. }
                    | Input::Override { .. }
            )
        {
            return Err(match self.lag() {
                0 => GameError::NotNow(NotNow::Deciding),
                lag => GameError::MissingMoves(lag),
            });
        }
        self.apply_in_play(input, now)?;
        self.emit(Output::Redraw);
        Ok(())
    }

    /// An input after the game ended: only what may still change, the
    /// words, the arbiter's result, the signatures, the proof, an incident.
    fn apply_after_end(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        match input {
            Input::Tick => Ok(()),
            // Only the words change: the arbiter may switch at the end.
            Input::Language(letters) => {
                self.sheet.set_letters(letters);
                self.emit(Output::Redraw);
                Ok(())
            }
            Input::Override { outcome, reason } => {
                self.override_result(outcome, reason, now)?;
                self.emit(Output::Redraw);
                Ok(())
            }
            Input::Confirm { side, utc } => {
                let signed = self.confirmations.get_mut(side);
                if signed.is_some() {
                    return Err(GameError::AlreadyConfirmed(side));
                }
                *signed = Some(utc);
                self.emit(Output::Redraw);
                Ok(())
            }
            Input::RecordsLost { line, after } => {
                self.records_lost(line, after);
                Ok(())
            }
            Input::Proof(proof) => {
                self.proof_found(proof)?;
                self.emit(Output::Redraw);
                Ok(())
            }
            Input::Move(_) => Err(self.ended_with().unwrap_or(GameError::Over)),
            Input::Incident(incident) => {
                self.incident_after_end(incident, now)?;
                self.emit(Output::Redraw);
                Ok(())
            }
            Input::Quickplay { side, ruling } => {
                self.quickplay_declared(side, ruling, now)?;
                self.emit(Output::Redraw);
                Ok(())
            }
            _ => Err(GameError::Over),
        }
    }

    /// An input while the game goes on, to the part of the game it concerns.
    fn apply_in_play(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        match input {
            Input::Press(color) => self.press(color, now)?,
            Input::Move(text) => self.enter_move(&text, now)?,
            Input::Language(letters) => self.sheet.set_letters(letters),
            Input::Pause => self.clock.pause(now),
            Input::Resume => self.resume(now)?,
            Input::Claim { claim, intended } => self.claim(claim, intended.as_deref(), now)?,
            Input::OfferDraw => self.offer_draw(None)?,
            Input::AcceptDraw => self.accept_draw(None, now)?,
            Input::DeclineDraw => self.decline_draw(None)?,
            Input::OfferDrawBy(color) => self.offer_draw(Some(color))?,
            Input::AcceptDrawBy(color) => self.accept_draw(Some(color), now)?,
            Input::DeclineDrawBy(color) => self.decline_draw(Some(color))?,
            Input::IllegalPress(color) => self.illegal_press(color, now)?,
            Input::Quickplay { side, ruling } => self.quickplay(side, ruling, now)?,
            Input::Resign(color) => self.resign(color, now),
            Input::Confirm { .. } => return Err(GameError::NoResultYet),
            // No control gives more: a time past it is no one's typing (a
            // record from elsewhere), and would overflow the clocks' sums.
            Input::SetTime(..) | Input::SetMoves(..) | Input::SetPeriod(..)
                if self.clock_setting_fixed() =>
            {
                return Err(GameError::NotNow(NotNow::ClockSettingFixed));
            }
            Input::SetTime(_, time) if time > MOST_SET_TIME => {
                return Err(GameError::NotNow(NotNow::TimeTooLong));
            }
            Input::SetTime(side, time) => {
                self.clock.set_remaining(side, time, now);
                self.note(Noted::ClockSet { side, time });
            }
            Input::SetMoves(side, moves) => {
                self.clock.set_moves(side, moves);
                self.note(Noted::MovesSet { side, moves });
            }
            Input::SetPeriod(side, period) => {
                // Only a period the control has (6.10.2): the record never
                // names one that does not exist.
                let periods = self.clock.side(side).period_count();
                if period >= periods {
                    return Err(GameError::NotNow(NotNow::NoSuchPeriod(periods)));
                }
                self.clock.set_period(side, period);
                self.note(Noted::PeriodSet {
                    side,
                    period: period + 1,
                });
            }
            Input::IllegalMove(color) => {
                // Pressed after it (7.5.1): the press is taken back first.
                if self.pressed_without_entry(color) {
                    self.take_back_press(color, false, now)?;
                }
                self.illegal_move(color, Illegal::Move, now);
            }
            Input::UndoPress(color) => self.take_back_press(color, true, now)?,
            Input::UndoCorrection | Input::CallAnswered | Input::Arbiter { .. } => {
                return Err(GameError::NotNow(NotNow::ArbiterOnly));
            }
            // Taken in `handle`, at any moment.
            Input::CallArbiter { side, utc } => self.call_arbiter(side, utc),
            Input::Restored { utc, written } => self.restored(utc, written, now),
            Input::Verdict(verdict) => self.verdict(verdict, now)?,
            Input::Proof(_) => return Err(GameError::NotNow(NotNow::NoProofAsked)),
            Input::Tick => {}
            Input::TakeBack => {
                let taken = self
                    .sheet
                    .take_back()
                    .ok_or(GameError::NotNow(NotNow::NothingToTakeBack))?;
                self.note(Noted::TakenBack { san: taken.san });
            }
            Input::Withdraw => self.withdraw_entry()?,
            Input::Override { outcome, reason } => self.override_result(outcome, reason, now)?,
            Input::RecordsLost { line, after } => self.records_lost(line, after),
            Input::Incident(incident) => self.incident(incident, now)?,
            Input::NotRecorded(side) => self.skip_recording(side, now)?,
        }
        Ok(())
    }

    /// Notes on the scoresheet where the journal lost records.
    fn records_lost(&mut self, line: usize, after: usize) {
        self.note(Noted::RecordsLost { line, after });
        self.emit(Output::Redraw);
    }
}
