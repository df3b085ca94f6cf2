//! What the arbiter changes on the clocks (Art. 6.10.2, 7.5, 9.5.3, the
//! quickplay finish of Guidelines III.4): time given or set, the move
//! count, the control and its period.

use std::time::Duration;

use shakmaty::Color;

use super::control::TimeControl;
use super::moment::Moment;
use super::state::Clock;

impl Clock {
    /// From the next press on, every move of both sides gains `increment`
    /// (the quickplay finish of Guidelines III.4: the clocks are set with
    /// an increment for both players).
    pub fn add_increment(&mut self, increment: Duration) {
        for color in Color::ALL {
            let side = self.sides.get_mut(color);
            let current = side.period;
            for period in &mut side.periods[current..] {
                period.method = super::control::Method::Fischer(increment);
            }
        }
    }

    /// Puts `time` on a side's clock (the penalty of 7.5 and 9.5.3).
    pub fn give(&mut self, color: Color, time: Duration) {
        self.sides.get_mut(color).given += time;
    }

    /// The arbiter sets a side's remaining time at `now`. A flag that fell
    /// stays in the record; the clocks may run again.
    pub fn set_remaining(&mut self, color: Color, remaining: Duration, now: Moment) {
        self.update(now);
        let pending = self.pending(color, now);
        let gain = self.hourglass_gain(color, now);
        let side = self.sides.get_mut(color);
        side.given = (side.used + pending + remaining).saturating_sub(gain);
        if self.flag.is_some_and(|f| f.color == color) {
            self.flag = None;
        }
    }

    /// The arbiter corrects a side's move count.
    pub fn set_moves(&mut self, color: Color, moves: u32) {
        self.sides.get_mut(color).moves = moves;
    }

    /// The arbiter installs the right control for a side (6.10.2): its
    /// periods are the new control's, and its period the one its move
    /// count is in; the time stays as it is shown, for the arbiter to set.
    pub fn correct_control(&mut self, color: Color, control: TimeControl, now: Moment) {
        self.update(now);
        let side = self.sides.get_mut(color);
        side.periods = control.periods();
        side.control = control;
        let mut ends = 0;
        side.period = side.periods.len() - 1;
        for (i, period) in side.periods.iter().enumerate() {
            match period.moves {
                Some(moves) if side.moves >= ends + moves => ends += moves,
                _ => {
                    side.period = i;
                    break;
                }
            }
        }
    }

    /// The clocks stopped by a flag go on (paused) after all: the arbiter
    /// found the flag fell under a wrong setting (6.10.2).
    pub fn reopen(&mut self) {
        self.stopped = false;
        self.flag = None;
    }

    /// The arbiter puts a side in another period (from 0); no time is added.
    pub fn set_period(&mut self, color: Color, period: usize) {
        let side = self.sides.get_mut(color);
        side.period = period.min(side.periods.len() - 1);
    }
}
