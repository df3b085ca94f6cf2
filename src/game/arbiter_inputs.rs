//! The arbiter's hand on the game: inputs made behind the PIN, logged with
//! their outcome and their wall-clock time (the log is derived from the
//! journalled inputs, so a restart keeps it); clocks paused by the arbiter,
//! or by a restore after a stop, that only the arbiter resumes; a stray
//! press taken back without a penalty; the last correction undone; and the
//! last ruling said to the players until the next press.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::arbiter::{Act, Acted, Change};
use super::error::GameError;
use super::incident::IncidentNote;
use super::io::Input;
use super::said::{NotNow, Noted};
use super::setup::Mode;
use super::state::Game;
use crate::clock::Moment;
use crate::rules::Variant;

/// Whether the players must be told `noted` where they look.
fn is_ruling(noted: &Noted) -> bool {
    matches!(
        noted,
        Noted::IllegalMove { .. }
            | Noted::EmptyPress {
                minutes: Some(_),
                ..
            }
            | Noted::ClaimRejected { .. }
            | Noted::QuickplayIncrement { .. }
            | Noted::QuickplayRejected { .. }
            | Noted::QuickplayPostponed {
                minutes: Some(_),
                ..
            }
            | Noted::PressTakenBack { .. }
            | Noted::Incident(
                IncidentNote::Illegal {
                    minutes: Some(_),
                    ..
                } | IncidentNote::Penalty { .. }
            )
    )
}

impl Game {
    /// The arbiter's actions in this game, oldest first.
    pub fn arbiter_log(&self) -> &[Acted] {
        &self.desk.log
    }

    /// Whether the clocks were paused by the arbiter (or a restore) and
    /// wait for the arbiter to resume them.
    pub fn is_held(&self) -> bool {
        self.desk.held
    }

    /// The last penalty (or press taken back) since the last press: what
    /// the players must read on the clock.
    pub fn ruling(&self) -> Option<&Noted> {
        self.desk.ruling.as_ref()
    }

    /// Whether the arbiter's last action is a correction that
    /// [`Input::UndoCorrection`] takes back.
    pub fn can_undo_correction(&self) -> bool {
        matches!(
            self.desk.log.last(),
            Some(Acted {
                act: Act::Changed(_),
                ..
            })
        )
    }

    /// The side whose last press may be taken back (its opponent's clock
    /// has the turn since).
    pub fn undoable_press(&self) -> Option<Color> {
        self.clock.last_presser()
    }

    /// Each side's illegal moves so far (7.5.5: the second loses).
    pub fn illegal_moves(&self) -> ByColor<u32> {
        self.illegal
    }

    /// The side whose last press completed a move the scoresheet lacks (in
    /// clock-only play, any last press): "illegal move" takes it back.
    pub fn unentered_press(&self) -> Option<Color> {
        self.clock
            .last_presser()
            .filter(|&c| self.pressed_without_entry(c))
    }

    /// Both clocks at `now`.
    fn clocks(&self, now: Moment) -> ByColor<Duration> {
        ByColor::new_with(|c| self.clock.remaining(c, now))
    }

    /// After an input the game took: a press clears the ruling shown to the
    /// players, a new penalty replaces it.
    pub(super) fn after_input(&mut self, noted: usize, pressed: bool) {
        if pressed {
            self.desk.ruling = None;
        }
        if let Some(ruling) = self.notes[noted..]
            .iter()
            .rev()
            .find(|n| is_ruling(&n.said))
        {
            self.desk.ruling = Some(ruling.said.clone());
        }
    }

    /// An input by the arbiter at `utc`: applied as any input, then logged
    /// with what it did.
    pub(super) fn by_arbiter(
        &mut self,
        utc: u64,
        input: Input,
        now: Moment,
    ) -> Result<(), GameError> {
        let noted = self.notes.len();
        let (result, waiting) = (self.result.clone(), self.waiting);
        if matches!(input, Input::Pause | Input::Resume) && !self.clock.is_started() {
            // Before the first press there is nothing to hold or resume.
            return self.handle(input, now);
        }
        let act = match input {
            Input::Pause => {
                self.handle(Input::Pause, now)?;
                self.desk.held = true;
                let clocks = self.clocks(now);
                self.note(Noted::ArbiterPaused { utc, clocks });
                Act::Paused(clocks)
            }
            Input::Resume => {
                let held = std::mem::take(&mut self.desk.held);
                if let Err(e) = self.handle(Input::Resume, now) {
                    self.desk.held = held;
                    return Err(e);
                }
                let clocks = self.clocks(now);
                self.note(Noted::ArbiterResumed { utc, clocks });
                Act::Resumed(clocks)
            }
            Input::SetTime(side, to) => {
                let from = self.clock.remaining(side, now);
                self.handle(input, now)?;
                Act::Changed(Change::Time { side, from, to })
            }
            Input::SetMoves(side, to) => {
                let from = self.clock.side(side).moves();
                self.handle(input, now)?;
                Act::Changed(Change::Moves { side, from, to })
            }
            Input::SetPeriod(side, _) => {
                let from = self.clock.side(side).period() + 1;
                self.handle(input, now)?;
                let to = self.clock.side(side).period() + 1;
                Act::Changed(Change::Period { side, from, to })
            }
            Input::UndoCorrection => Act::Undone(self.undo_correction(now)?),
            // Undoable: "undo" enters the move again.
            Input::TakeBack => {
                let last = self.sheet.moves().last().map(|m| (m.mv, m.san));
                self.handle(input, now)?;
                let (mv, san) = last.ok_or(GameError::NotNow(NotNow::NothingToTakeBack))?;
                Act::Changed(Change::Move {
                    mv,
                    san,
                    ply: self.sheet.moves().len(),
                    taken: true,
                })
            }
            Input::CallAnswered => Act::Ruled {
                notes: vec![self.came(utc)?],
                result: None,
                awaits: false,
            },
            // The moves filled in after "—" (8.4), or any missing move.
            Input::Move(_) => {
                self.recording.filling = true;
                let entered = self.handle(input, now);
                self.recording.filling = false;
                entered?;
                Act::Ruled {
                    notes: self.notes[noted..].iter().map(|n| n.said.clone()).collect(),
                    result: self.result.clone().filter(|r| Some(r) != result.as_ref()),
                    awaits: self.waiting.is_some() && self.waiting != waiting,
                }
            }
            Input::IllegalMove(_)
            | Input::IllegalPress(_)
            | Input::UndoPress(_)
            | Input::Claim { .. }
            | Input::Override { .. }
            | Input::Quickplay { .. }
            | Input::Incident(_) => {
                self.handle(input, now)?;
                Act::Ruled {
                    notes: self.notes[noted..].iter().map(|n| n.said.clone()).collect(),
                    result: self.result.clone().filter(|r| Some(r) != result.as_ref()),
                    awaits: self.waiting.is_some() && self.waiting != waiting,
                }
            }
            _ => return Err(GameError::NotNow(NotNow::NotForTheArbiter)),
        };
        self.desk.log.push(Acted { utc, act });
        self.call_answered();
        Ok(())
    }

    /// Takes back the arbiter's last correction: the time moved back by
    /// what it changed (the clock ran since), the count or period set back.
    fn undo_correction(&mut self, now: Moment) -> Result<Change, GameError> {
        let Some(Acted {
            act: Act::Changed(change),
            ..
        }) = self.desk.log.last()
        else {
            return Err(GameError::NotNow(NotNow::NothingToUndo));
        };
        let undo = match *change {
            Change::Time { side, from, to } => {
                let shown = self.clock.remaining(side, now);
                let back = if to >= from {
                    shown.saturating_sub(to - from)
                } else {
                    shown + (from - to)
                };
                Change::Time {
                    side,
                    from: shown,
                    to: back,
                }
            }
            Change::Moves { side, from, to } => Change::Moves {
                side,
                from: to,
                to: from,
            },
            Change::Period { side, from, to } => Change::Period {
                side,
                from: to,
                to: from,
            },
            Change::Move {
                mv,
                san,
                ply,
                taken,
            } => Change::Move {
                mv,
                san,
                ply,
                taken: !taken,
            },
        };
        let input = match undo {
            Change::Time { side, to, .. } => Input::SetTime(side, to),
            Change::Moves { side, to, .. } => Input::SetMoves(side, to),
            Change::Period { side, to, .. } => Input::SetPeriod(side, to.saturating_sub(1)),
            Change::Move { taken: true, .. } => Input::TakeBack,
            Change::Move { mv, san, ply, .. } => {
                // Entered again where it was taken back: refused if another
                // move came in its place since.
                if self.sheet.moves().len() != ply {
                    return Err(GameError::NotNow(NotNow::NothingToUndo));
                }
                let castling = Variant::of(self.sheet.position()).castling_mode();
                let uci = mv.to_uci(castling).to_string();
                self.handle(Input::Move(uci), now)?;
                self.note(Noted::EnteredAgain { san });
                return Ok(undo);
            }
        };
        self.handle(input, now)?;
        Ok(undo)
    }

    /// A resume that is not the arbiter's: refused while the arbiter holds
    /// the clocks.
    pub(super) fn resume(&mut self, now: Moment) -> Result<(), GameError> {
        if self.desk.held {
            return Err(GameError::NotNow(NotNow::ArbiterResumes));
        }
        self.clock.resume(now);
        Ok(())
    }

    /// The game restored after a stop: its clocks paused where the journal
    /// left them, a note where it happened, and only the arbiter resumes.
    pub(super) fn restored(&mut self, utc: u64, written: Option<u64>, now: Moment) {
        if !self.is_started() {
            return;
        }
        self.clock.pause(now);
        self.desk.held = true;
        let clocks = self.clocks(now);
        self.note(Noted::Restored {
            utc,
            written,
            clocks,
        });
    }

    /// Takes back `presser`'s last press, which completed no move: the
    /// presser's clock has the turn again, without what the press gave.
    /// `stray`: an accident, without a penalty (else the press completed an
    /// illegal move, which is penalised by the caller).
    pub(super) fn take_back_press(
        &mut self,
        presser: Color,
        stray: bool,
        now: Moment,
    ) -> Result<(), GameError> {
        if self.clock.last_presser() != Some(presser) || self.presses.get(presser).is_empty() {
            return Err(GameError::NotJustPressed(presser));
        }
        if !self.clock.undo_press(presser, now) {
            return Err(GameError::NotJustPressed(presser));
        }
        self.presses.get_mut(presser).pop();
        self.clocks_before.pop();
        self.note(Noted::PressTakenBack {
            side: presser,
            stray,
        });
        Ok(())
    }

    /// Whether `offender`'s last press completed a move the scoresheet does
    /// not have: the press an illegal move ended with (7.5.1), which the
    /// device refused to enter.
    pub(super) fn pressed_without_entry(&self, offender: Color) -> bool {
        self.clock.last_presser() == Some(offender)
            && (self.setup.mode == Mode::Clock || self.sheet.moves().len() < self.pressed())
    }
}
