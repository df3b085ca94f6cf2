//! A press of the clock, and taking one back (a press without a move,
//! Art. 7.5.3): what it does to both sides' time.

use std::time::Duration;

use shakmaty::Color;

use super::moment::Moment;
use super::state::{Clock, LastPress, PeriodChange, Turn};

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

impl Clock {
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
}
