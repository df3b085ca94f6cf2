//! The two-sided clock as a state machine. Time is an input: every call that
//! depends on it takes `now`; the clock stores time used and when the
//! running turn began, and tells when the next flag can fall.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::control::TimeControl;
use super::moment::Moment;
use super::side::SideClock;

/// When a multi-period control adds the next period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PeriodChange {
    /// At the press that completes the period's moves (the scoresheet, or
    /// the press count, says when).
    #[default]
    ByMoves,
    /// When the clock reaches zero, marking "period passed" (the DGT way,
    /// for a clock that cannot know the moves).
    AtZero,
}

/// A flag: a side's time reached zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flag {
    /// Whose flag.
    pub color: Color,
    /// The exact moment the time reached zero.
    pub at: Moment,
    /// The period it fell in, from 0.
    pub period: usize,
    /// Whether a later period existed: then the moves were not completed
    /// in time (Art. 6.9), or, changing periods at zero, the period passed.
    pub in_last_period: bool,
}

/// The turn in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Turn {
    pub(super) color: Color,
    /// Set while the clock runs.
    pub(super) since: Option<Moment>,
    /// Time of this turn before `since` (a pause splits a turn).
    pub(super) elapsed: Duration,
    /// Consumption of this turn already moved into `used` (a period
    /// passed at zero).
    pub(super) committed: Duration,
}

/// What the last press changed, so that a press without a move (7.5.3)
/// can be taken back exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct LastPress {
    pub(super) color: Color,
    /// The presser's turn as it stood at the press, stopped.
    pub(super) turn: Turn,
    /// Time the press put on the presser's clock: Bronstein's refund, the
    /// increment, a new period.
    pub(super) given: Duration,
    /// The presser's period before the press.
    pub(super) period: usize,
    /// Time the press gave a hourglass opponent.
    pub(super) hourglass_gain: Duration,
}

/// Both clocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    pub(super) sides: ByColor<SideClock>,
    pub(super) change: PeriodChange,
    pub(super) turn: Option<Turn>,
    /// The first flag to fall, kept and shown.
    pub(super) first_flag: Option<Flag>,
    /// A flag that stopped the clocks.
    pub(super) flag: Option<Flag>,
    /// Periods passed at zero, per side.
    pub(super) passed: ByColor<u32>,
    pub(super) stopped: bool,
    pub(super) last_press: Option<LastPress>,
}

impl Clock {
    /// A clock before the start.
    pub fn new(white: TimeControl, black: TimeControl, change: PeriodChange) -> Self {
        Clock {
            sides: ByColor {
                white: SideClock::new(white),
                black: SideClock::new(black),
            },
            change,
            turn: None,
            first_flag: None,
            flag: None,
            passed: ByColor::default(),
            stopped: false,
            last_press: None,
        }
    }

    /// The same control for both sides.
    pub fn symmetric(control: TimeControl, change: PeriodChange) -> Self {
        Self::new(control.clone(), control, change)
    }

    /// One side's account.
    pub fn side(&self, color: Color) -> &SideClock {
        self.sides.get(color)
    }

    /// Whether the game's clock has started.
    pub fn is_started(&self) -> bool {
        self.turn.is_some()
    }

    /// Whose clock runs (or would run, when paused).
    pub fn turn(&self) -> Option<Color> {
        self.turn.map(|t| t.color)
    }

    /// The side whose last press may still be taken back: its opponent's
    /// turn has gone on since (paused or not), and nothing stopped the clocks.
    pub fn last_presser(&self) -> Option<Color> {
        let color = self.last_press?.color;
        (self.turn() == Some(!color) && !self.is_stopped()).then_some(color)
    }

    /// Whether a clock is running now.
    pub fn is_running(&self) -> bool {
        self.turn.is_some_and(|t| t.since.is_some())
    }

    /// Whether the clocks are paused (started, not stopped, not running).
    pub fn is_paused(&self) -> bool {
        self.is_started() && !self.is_running() && !self.is_stopped()
    }

    /// Whether a flag or the end of the game stopped the clocks.
    pub fn is_stopped(&self) -> bool {
        self.stopped || self.flag.is_some()
    }

    /// The flag that stopped the clocks.
    pub fn flag(&self) -> Option<Flag> {
        self.flag
    }

    /// The first flag to fall, including a period passed at zero.
    pub fn first_flag(&self) -> Option<Flag> {
        self.first_flag
    }

    /// How many periods passed at zero for a side.
    pub fn periods_passed(&self, color: Color) -> u32 {
        *self.passed.get(color)
    }

    /// The running turn's time until `now` (pauses left out): whose turn
    /// and how long it has lasted.
    pub fn turn_time(&self, now: Moment) -> Option<(Color, Duration)> {
        self.turn.map(|t| (t.color, Self::turn_elapsed(&t, now)))
    }

    /// This turn's time until `now`.
    pub(super) fn turn_elapsed(turn: &Turn, now: Moment) -> Duration {
        turn.elapsed + turn.since.map_or(Duration::ZERO, |since| now - since)
    }

    /// Main time consumed by the running turn until `now`, not yet committed.
    pub(super) fn pending(&self, color: Color, now: Moment) -> Duration {
        match self.turn {
            Some(turn) if turn.color == color => {
                let side = self.sides.get(color);
                Self::turn_elapsed(&turn, now)
                    .saturating_sub(side.delay())
                    .saturating_sub(turn.committed)
            }
            _ => Duration::ZERO,
        }
    }

    /// A hourglass side gains what the mover consumes.
    pub(super) fn hourglass_gain(&self, color: Color, now: Moment) -> Duration {
        match self.turn {
            Some(turn) if turn.color != color && self.sides.get(color).control.is_hourglass() => {
                self.pending(turn.color, now)
            }
            _ => Duration::ZERO,
        }
    }

    /// A side's time left at `now`; never less than zero.
    pub fn remaining(&self, color: Color, now: Moment) -> Duration {
        let side = self.sides.get(color);
        (side.given + self.hourglass_gain(color, now))
            .saturating_sub(side.used)
            .saturating_sub(self.pending(color, now))
    }

    /// What is left of the simple delay in the running turn, if any.
    pub fn delay_left(&self, color: Color, now: Moment) -> Option<Duration> {
        let turn = self.turn.filter(|t| t.color == color)?;
        let delay = self.sides.get(color).delay();
        (!delay.is_zero()).then(|| delay.saturating_sub(Self::turn_elapsed(&turn, now)))
    }

    /// When the running side's time will reach zero, if a clock runs.
    pub fn next_deadline(&self) -> Option<Moment> {
        let turn = self.turn?;
        let since = turn.since?;
        if self.is_stopped() {
            return None;
        }
        let side = self.sides.get(turn.color);
        let needed = side.main_left() + side.delay() + turn.committed;
        Some(since + needed.saturating_sub(turn.elapsed))
    }

    /// Applies any flag that fell by `now`, at the exact moment it fell;
    /// returns the flag that stopped the clocks, once.
    pub fn update(&mut self, now: Moment) -> Option<Flag> {
        while let Some(deadline) = self.next_deadline().filter(|&d| d <= now) {
            let turn = self.turn.as_mut().expect("a deadline needs a turn");
            let color = turn.color;
            let side = self.sides.get_mut(color);
            // Everything main is used, exactly at the deadline.
            turn.committed += side.main_left();
            side.used = side.given;
            let flag = Flag {
                color,
                at: deadline,
                period: side.period,
                in_last_period: side.in_last_period(),
            };
            self.first_flag.get_or_insert(flag);
            if self.change == PeriodChange::AtZero && side.next_period() {
                *self.passed.get_mut(color) += 1;
                continue;
            }
            // The clocks stop at the deadline.
            turn.elapsed += deadline - turn.since.expect("running");
            turn.since = None;
            self.flag = Some(flag);
            return Some(flag);
        }
        None
    }

    /// Pauses the running clock at `now` (nothing if none runs).
    pub fn pause(&mut self, now: Moment) {
        self.update(now);
        if let Some(turn) = self.turn.as_mut().filter(|_| self.flag.is_none())
            && let Some(since) = turn.since.take()
        {
            turn.elapsed += now - since;
        }
    }

    /// Resumes the paused clock at `now`.
    pub fn resume(&mut self, now: Moment) {
        if self.is_stopped() {
            return;
        }
        if let Some(turn) = self.turn.as_mut()
            && turn.since.is_none()
        {
            turn.since = Some(now);
        }
    }

    /// Stops both clocks for good (the game is over), at `now`.
    pub fn stop(&mut self, now: Moment) {
        self.pause(now);
        self.stopped = true;
    }
}
