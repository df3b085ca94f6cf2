//! How the game watches the duty to record (`game::recording`, Art. 8.1.3
//! and 8.4): who must record, a scoresheet behind, "—" entered and filled in.

use std::time::Duration;

use shakmaty::Color;

use super::error::GameError;
use super::recording::Behind;
use super::said::{NotNow, Noted};
use super::setup::Mode;
use super::state::Game;
use crate::clock::{GameKind, Moment};

/// Under this a player need not record (8.4).
const NOT_OBLIGED_UNDER: Duration = Duration::from_secs(5 * 60);

/// An increment of this or more keeps the duty (8.4).
const INCREMENT_KEEPS_DUTY: Duration = Duration::from_secs(30);

impl Game {
    /// How many of `side`'s own pressed moves the scoresheet lacks.
    pub fn missing_moves_of(&self, side: Color) -> usize {
        (self.sheet.moves().len()..self.pressed())
            .filter(|&ply| self.mover_of(ply + 1) == side)
            .count()
    }

    /// Whether `side` must record its moves at `now`: never in rapid and
    /// blitz (A.2, B.3); in a standard game unless it has had less than
    /// five minutes in this period without an increment of 30 s (8.4).
    pub fn must_record(&self, side: Color, now: Moment) -> bool {
        if self.setup.kind() != GameKind::Standard {
            return false;
        }
        let clock = self.clock.side(side);
        if clock.increment() >= INCREMENT_KEEPS_DUTY {
            return true;
        }
        let exempt = *self.recording.under_five.get(side) == Some(clock.period());
        !exempt && self.clock.remaining(side, now) >= NOT_OBLIGED_UNDER
    }

    /// Marks each side whose clock is under five minutes at `now` without
    /// an increment of 30 s: not obliged for the rest of its period (8.4).
    /// Looked at before each input and after it, so a press's increment
    /// never hides the moment the clock was under.
    pub(super) fn mark_under_five(&mut self, now: Moment) {
        for side in Color::ALL {
            let clock = self.clock.side(side);
            let under = self.clock.remaining(side, now) < NOT_OBLIGED_UNDER
                && clock.increment() < INCREMENT_KEEPS_DUTY;
            if under {
                *self.recording.under_five.get_mut(side) = Some(clock.period());
            }
        }
    }

    /// `side`'s scoresheet, while it is more than one move behind (8.1.3).
    pub fn behind(&self, side: Color) -> Option<Behind> {
        *self.recording.behind.get(side)
    }

    /// The ply from which the position is unknown ("—" entered, 8.4).
    pub fn unknown_from(&self) -> Option<usize> {
        self.recording.unknown_from
    }

    /// The side on move on the scoresheet, when it may enter "—" now (8.4).
    pub fn may_skip_recording(&self, now: Moment) -> Option<Color> {
        let side = self.mover_of(self.written() + 1);
        (self.setup.mode == Mode::Scoresheet
            && self.result.is_none()
            && self.clock.is_started()
            && self.written() <= self.pressed()
            && !self.must_record(side, now))
        .then_some(side)
    }

    /// Plies on the scoresheet, a "—" counted as one.
    pub(super) fn written(&self) -> usize {
        self.sheet.moves().len() + self.recording.dashes
    }

    /// "—" for the move of the side on move on the scoresheet (8.4).
    pub(super) fn skip_recording(&mut self, side: Color, now: Moment) -> Result<(), GameError> {
        if self.setup.mode == Mode::Clock {
            return Err(GameError::NotNow(NotNow::ClockOnly));
        }
        let on_move = self.mover_of(self.written() + 1);
        if side != on_move {
            return Err(GameError::NotNow(NotNow::NotYourMove(on_move)));
        }
        if self.written() > self.pressed() {
            return Err(GameError::NotNow(NotNow::PressFirst(!on_move)));
        }
        if self.must_record(side, now) {
            return Err(GameError::NotNow(NotNow::MustRecord(side)));
        }
        if self.recording.unknown_from.is_none() {
            let ply = self.sheet.moves().len();
            self.recording.unknown_from = Some(ply);
            let rapid = self.setup.kind() != GameKind::Standard;
            self.note(Noted::NotRecorded { side, rapid });
        }
        self.recording.dashes += 1;
        Ok(())
    }

    /// A player's move entry while the position is unknown: refused, the
    /// arbiter fills the moves in. The arbiter's entry uses up a "—".
    pub(super) fn check_entry_while_unknown(&mut self) -> Result<(), GameError> {
        if self.recording.unknown_from.is_none() {
            return Ok(());
        }
        if !self.recording.filling {
            return Err(GameError::NotNow(NotNow::PositionUnknown));
        }
        Ok(())
    }

    /// After a move entered: a "—" filled in, and the position known again
    /// once every pressed move is in.
    pub(super) fn filled_in(&mut self) {
        let Some(from) = self.recording.unknown_from else {
            return;
        };
        self.recording.dashes = self.recording.dashes.saturating_sub(1);
        if self.lag() == 0 {
            self.recording.unknown_from = None;
            self.recording.dashes = 0;
            self.note(Noted::FilledIn { from: from + 1 });
        }
    }

    /// After each input: opens or closes each side's time behind (8.1.3),
    /// noting how far and how long when it closes.
    pub(super) fn watch_behind(&mut self, now: Moment) {
        if self.setup.mode == Mode::Clock {
            return;
        }
        self.mark_under_five(now);
        for side in Color::ALL {
            // The scoresheet takes the moves in order: a side whose missing
            // moves wait behind the opponent's first missing one could not
            // enter them, so is not behind until that one is in.
            let first_missing = self.sheet.moves().len() + 1;
            let holds_up = self.lag() > 0 && self.mover_of(first_missing) == side;
            let missing = if holds_up {
                self.missing_moves_of(side)
            } else {
                0
            };
            let obliged = self.recording.unknown_from.is_none() && self.must_record(side, now);
            let open = self.result.is_none() && obliged && missing >= 2;
            let kept = *self.recording.behind.get(side);
            match (kept, open) {
                (None, true) => {
                    *self.recording.behind.get_mut(side) = Some(Behind {
                        since: now,
                        most: missing,
                    });
                }
                (Some(behind), true) => {
                    *self.recording.behind.get_mut(side) = Some(Behind {
                        most: behind.most.max(missing),
                        ..behind
                    });
                }
                (Some(behind), false) => {
                    *self.recording.behind.get_mut(side) = None;
                    let time = now
                        .since_origin()
                        .saturating_sub(behind.since.since_origin());
                    // Moves that waited behind the opponent's missing one
                    // and came in at the same instant: nothing to note.
                    if time.is_zero() {
                        continue;
                    }
                    self.note(Noted::Behind {
                        side,
                        moves: behind.most,
                        time,
                    });
                }
                (None, false) => {}
            }
        }
    }
}
