//! The players' own inputs: a press of the clock and a move entered, and
//! what the clock did by the moment of an input (a flag, a period passed).

use shakmaty::{ByColor, Color};

use super::error::GameError;
use super::io::{Output, Signal};
use super::said::{NotNow, Noted};
use super::setup::Mode;
use super::state::{Game, PressRecord};
use crate::clock::{Moment, PressError};

impl Game {
    /// Applies what the clock did by `now`: a flag, periods passed at zero.
    pub(super) fn catch_up(&mut self, now: Moment) {
        if self.result.is_some() {
            return;
        }
        let flag = self.clock.update(now);
        for color in Color::ALL {
            let passed = self.clock.periods_passed(color);
            if passed > *self.seen_passed.get(color) {
                *self.seen_passed.get_mut(color) = passed;
                self.note(Noted::PeriodPassed { side: color });
                self.emit(Output::Buzz(Signal::PeriodPassed));
            }
        }
        if let Some(flag) = flag {
            self.flag_fell(flag.color, flag.in_last_period, now);
        }
    }

    pub(super) fn press(&mut self, color: Color, now: Moment) -> Result<(), GameError> {
        if !self.clock.is_started() && color == self.first {
            return Err(GameError::Press(PressError::NotRunning(color)));
        }
        let before = ByColor::new_with(|c| self.clock.remaining(c, now));
        let press = self.clock.press(color, now)?;
        if self.offer.is_some_and(|by| by != color) && !press.started {
            // A move completed on the clock declines the offer (9.1.2.1).
            self.offer = None;
        }
        if !press.started {
            self.moved(color);
            self.presses.get_mut(color).push(PressRecord {
                remaining: press.remaining,
                spent: press.spent,
            });
            self.clocks_before.push(before);
        }
        Ok(())
    }

    pub(super) fn enter_move(&mut self, text: &str, now: Moment) -> Result<(), GameError> {
        if self.setup.mode == Mode::Clock {
            return Err(GameError::NotNow(NotNow::ClockOnly));
        }
        if self.waiting.is_some() && self.lag() == 0 {
            return Err(GameError::NotNow(NotNow::RulingAwaited));
        }
        self.check_entry_while_unknown()?;
        // A move may be written before its press, but not two.
        if self.sheet.moves().len() > self.pressed() {
            return Err(GameError::NotNow(NotNow::PressFirst(!self.sheet.turn())));
        }
        let mover = self.sheet.turn();
        self.sheet.play(text)?;
        self.filled_in();
        self.moved(mover);
        // Playing on declines the offer (9.1.2.1); a move pressed before
        // the offer and entered late does not.
        let offered_at = self.offer_plies.last().copied().unwrap_or(0);
        if self.offer.is_some_and(|by| by != mover) && self.sheet.moves().len() > offered_at {
            self.offer = None;
        }
        self.after_move(now);
        Ok(())
    }

    /// The side whose entered move waits for its press: that player may
    /// take it back ([`Input::Withdraw`](super::Input::Withdraw)).
    pub fn withdrawable(&self) -> Option<Color> {
        (self.result.is_none()
            && self.setup.mode != Mode::Clock
            && self.sheet.moves().len() > self.pressed())
        .then(|| !self.sheet.turn())
    }

    /// The entered move, not yet pressed, taken back by its player: the
    /// board and the scoresheet as before it, noted as the player's
    /// correction.
    pub(super) fn withdraw_entry(&mut self) -> Result<(), GameError> {
        let side = self
            .withdrawable()
            .ok_or(GameError::NotNow(NotNow::NothingToWithdraw))?;
        let taken = self
            .sheet
            .take_back()
            .ok_or(GameError::NotNow(NotNow::NothingToWithdraw))?;
        self.note(Noted::EntryWithdrawn {
            side,
            san: taken.san,
        });
        Ok(())
    }

    /// After a move: the board may end the game (before anything that
    /// came after the move, see [`Game::end_on_board`]), or complete the
    /// position a ruling was waiting for.
    pub(super) fn after_move(&mut self, now: Moment) {
        if let Some(end) = self.sheet.end() {
            self.end_on_board(end, now);
            return;
        }
        if let Some(waiting) = self.waiting
            && self.lag() == 0
        {
            self.ask_decision(waiting.side());
        }
    }
}
