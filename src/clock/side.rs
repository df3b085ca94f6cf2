//! One player's clock: the time given and used, moves and period. It stores
//! what happened, never a ticking remainder.

use std::time::Duration;

use super::control::{Method, Period, TimeControl};

/// One side's account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideClock {
    pub(super) control: TimeControl,
    pub(super) periods: Vec<Period>,
    /// The period being played, from 0.
    pub(super) period: usize,
    /// Everything ever put on this clock: the start, increments, Bronstein
    /// refunds, new periods, hourglass gains, arbiter corrections.
    pub(super) given: Duration,
    /// Main time consumed, up to the last commit.
    pub(super) used: Duration,
    /// Moves completed (presses).
    pub(super) moves: u32,
}

impl SideClock {
    /// A fresh clock: the first period's time, and a Fischer increment for
    /// move 1 on it (a `180+2` clock starts at 3:02).
    pub fn new(control: TimeControl) -> Self {
        let periods = control.periods();
        let first = periods[0];
        let mut side = SideClock {
            control,
            periods,
            period: 0,
            given: first.time,
            used: Duration::ZERO,
            moves: 0,
        };
        side.given += side.increment();
        side
    }

    /// Everything ever put on this clock.
    pub fn given(&self) -> Duration {
        self.given
    }

    /// Main time consumed by finished turns.
    pub fn used(&self) -> Duration {
        self.used
    }

    /// Moves completed (presses).
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The period being played, from 0.
    pub fn period(&self) -> usize {
        self.period
    }

    /// The control of this side.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The period being played.
    pub fn current(&self) -> Period {
        self.periods[self.period]
    }

    /// How many periods the control has.
    pub fn period_count(&self) -> usize {
        self.periods.len()
    }

    /// Whether no later period exists.
    pub fn in_last_period(&self) -> bool {
        self.period + 1 == self.periods.len()
    }

    /// The Fischer increment of the current period.
    pub fn increment(&self) -> Duration {
        match self.current().method {
            Method::Fischer(inc) => inc,
            _ => Duration::ZERO,
        }
    }

    /// The simple delay of the current period.
    pub fn delay(&self) -> Duration {
        match self.current().method {
            Method::Delay(d) => d,
            _ => Duration::ZERO,
        }
    }

    /// The Bronstein delay of the current period.
    pub fn bronstein(&self) -> Duration {
        match self.current().method {
            Method::Bronstein(d) => d,
            _ => Duration::ZERO,
        }
    }

    /// Main time left before this turn's running consumption.
    pub fn main_left(&self) -> Duration {
        self.given.saturating_sub(self.used)
    }

    /// The move that ends the current period, counted from the start of the
    /// game; `None` in the last period.
    pub fn period_ends_at(&self) -> Option<u32> {
        self.current().moves?;
        Some(
            self.periods[..=self.period]
                .iter()
                .filter_map(|p| p.moves)
                .sum(),
        )
    }

    /// Moves still to make in this period.
    pub fn moves_to_control(&self) -> Option<u32> {
        self.period_ends_at()
            .map(|end| end.saturating_sub(self.moves))
    }

    /// Begins the next period: its time is added. Nothing after the last.
    pub(super) fn next_period(&mut self) -> bool {
        if self.in_last_period() {
            return false;
        }
        self.period += 1;
        self.given += self.current().time;
        true
    }
}
