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

/// Why a press did nothing (the edges word it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PressError {
    /// Only the side whose clock runs ends its turn (a second press).
    NotRunning(Color),
    /// The clocks are paused.
    Paused,
    /// A flag has fallen: the clocks are stopped.
    FlagFallen,
    /// The game is over: the clocks are stopped.
    Stopped,
}

/// What a press did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    /// Who pressed.
    pub color: Color,
    /// The presser's time right after the press (increment and any new
    /// period included), as PGN's `%clk` wants it.
    pub remaining: Duration,
    /// Time spent on this move.
    pub spent: Duration,
    /// The press began a new period for the presser.
    pub new_period: bool,
    /// The press started the game (Black starting White's clock).
    pub started: bool,
}

/// The turn in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Turn {
    color: Color,
    /// Set while the clock runs.
    since: Option<Moment>,
    /// Time of this turn before `since` (a pause splits a turn).
    elapsed: Duration,
    /// Consumption of this turn already moved into `used` (a period
    /// passed at zero).
    committed: Duration,
}

/// What the last press changed, so that a press without a move (7.5.3)
/// can be taken back exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LastPress {
    color: Color,
    /// The presser's turn as it stood at the press, stopped.
    turn: Turn,
    /// Time the press put on the presser's clock: Bronstein's refund, the
    /// increment, a new period.
    given: Duration,
    /// The presser's period before the press.
    period: usize,
    /// Time the press gave a hourglass opponent.
    hourglass_gain: Duration,
}

/// Both clocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    sides: ByColor<SideClock>,
    change: PeriodChange,
    turn: Option<Turn>,
    /// The first flag to fall, kept and shown.
    first_flag: Option<Flag>,
    /// A flag that stopped the clocks.
    flag: Option<Flag>,
    /// Periods passed at zero, per side.
    passed: ByColor<u32>,
    stopped: bool,
    last_press: Option<LastPress>,
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
    fn turn_elapsed(turn: &Turn, now: Moment) -> Duration {
        turn.elapsed + turn.since.map_or(Duration::ZERO, |since| now - since)
    }

    /// Main time consumed by the running turn until `now`, not yet committed.
    fn pending(&self, color: Color, now: Moment) -> Duration {
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
    fn hourglass_gain(&self, color: Color, now: Moment) -> Duration {
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

    /// Starts `color`'s clock (the opponent's press before the first move).
    fn start(&mut self, color: Color, now: Moment) {
        self.turn = Some(Turn {
            color,
            since: Some(now),
            elapsed: Duration::ZERO,
            committed: Duration::ZERO,
        });
    }

    /// A side presses its clock at `now`: its turn ends and the opponent's
    /// begins. Before the start, a press starts the opponent's clock (Black
    /// starts White's; the game says who may).
    ///
    /// # Errors
    /// [`PressError`] when the press does nothing (not that side's turn,
    /// paused, a flag fell, the game is over); nothing changes.
    pub fn press(&mut self, color: Color, now: Moment) -> Result<Press, PressError> {
        if self.stopped {
            return Err(PressError::Stopped);
        }
        let Some(turn) = self.turn else {
            self.start(!color, now);
            return Ok(Press {
                color,
                remaining: self.remaining(color, now),
                spent: Duration::ZERO,
                new_period: false,
                started: true,
            });
        };
        if self.update(now).is_some() || self.flag.is_some() {
            return Err(PressError::FlagFallen);
        }
        if turn.color != color {
            return Err(PressError::NotRunning(color));
        }
        if turn.since.is_none() {
            return Err(PressError::Paused);
        }
        let spent = Self::turn_elapsed(&turn, now);
        let consumed = self.pending(color, now);
        let change = self.change;
        let hourglass_gain = spent.saturating_sub(self.sides.get(color).delay());
        let side = self.sides.get_mut(color);
        let (given_before, period_before) = (side.given, side.period);
        side.used += consumed;
        side.given += spent.min(side.bronstein());
        side.moves += 1;
        let new_period = change == PeriodChange::ByMoves
            && side.period_ends_at() == Some(side.moves)
            && side.next_period();
        // The increment for the next move, in the period it belongs to.
        side.given += side.increment();
        let given = side.given - given_before;
        let opponent = self.sides.get_mut(!color);
        let hourglass_gain = if opponent.control.is_hourglass() {
            opponent.given += hourglass_gain;
            hourglass_gain
        } else {
            Duration::ZERO
        };
        self.last_press = Some(LastPress {
            color,
            turn: Turn {
                color,
                since: None,
                elapsed: spent,
                committed: turn.committed + consumed,
            },
            given,
            period: period_before,
            hourglass_gain,
        });
        self.turn = Some(Turn {
            color: !color,
            since: Some(now),
            elapsed: Duration::ZERO,
            committed: Duration::ZERO,
        });
        Ok(Press {
            color,
            remaining: self.remaining(color, now),
            spent,
            new_period,
            started: false,
        })
    }

    /// Takes back `color`'s last press at `now` (a press without a move,
    /// Art. 7.5.3): the turn goes back to the presser as it stood at the
    /// press, without the increment, refund or period the press gave; the
    /// opponent's time since the press is not counted. A paused clock
    /// stays paused. Returns whether there was such a press to take back.
    pub fn undo_press(&mut self, color: Color, now: Moment) -> bool {
        self.update(now);
        let Some(last) = self.last_press.filter(|l| l.color == color) else {
            return false;
        };
        let Some(turn) = self.turn.filter(|t| t.color == !color) else {
            return false;
        };
        if self.is_stopped() {
            return false;
        }
        let side = self.sides.get_mut(color);
        side.given = side.given.saturating_sub(last.given);
        side.period = last.period;
        side.moves = side.moves.saturating_sub(1);
        let opponent = self.sides.get_mut(!color);
        opponent.given = opponent.given.saturating_sub(last.hourglass_gain);
        self.turn = Some(Turn {
            since: turn.since.map(|_| now),
            ..last.turn
        });
        self.last_press = None;
        true
    }

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
