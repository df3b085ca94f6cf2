//! How the game takes an incident the arbiter records (`game::incident`):
//! each checked against the moment, then noted, penalised or ruled.

use shakmaty::{Color, KnownOutcome, Role};

use super::error::GameError;
use super::incident::{Incident, IncidentNote, IncidentRefusal, IncidentWhy, Infraction, Penalty};
use super::outcome::Termination;
use super::said::{NotNow, Noted, Reason, Why};
use super::setup::{Mode, Supervision};
use super::state::{Game, Illegal};
use crate::clock::{GameKind, Moment, TimeControl};

fn refuse(refusal: IncidentRefusal) -> GameError {
    GameError::Incident(refusal)
}

impl Game {
    /// The incident at `now`.
    pub(super) fn incident(&mut self, incident: Incident, now: Moment) -> Result<(), GameError> {
        match incident {
            Incident::Illegal { side, kind } => self.illegal_of(side, kind, now),
            Incident::Stands { side, kind } => self.illegal_stands(side, kind),
            Incident::Touch(side) => self.touch(side),
            Incident::Penalty {
                side,
                penalty,
                article,
            } => {
                self.penalty(side, penalty, article, now);
                Ok(())
            }
            Incident::Control { .. } if self.clock_setting_fixed() => {
                Err(GameError::NotNow(NotNow::ClockSettingFixed))
            }
            Incident::Control { side, control } => {
                self.correct_control(side, control, now);
                Ok(())
            }
            Incident::Scores { scores, article } => {
                let why = Why::Incident(IncidentWhy::Scores { scores, article });
                let outcome = scores.nearest();
                self.finish(outcome, Termination::Adjudication, why, now);
                Ok(())
            }
        }
    }

    /// An incident after the game ended: a warning or a reduction of points
    /// (12.9), or the control of the side whose flag ended it (6.10.2),
    /// which takes the flag's result back.
    pub(super) fn incident_after_end(
        &mut self,
        incident: Incident,
        now: Moment,
    ) -> Result<(), GameError> {
        match incident {
            Incident::Penalty {
                side,
                penalty: penalty @ (Penalty::Warning | Penalty::Points),
                article,
            } => {
                self.penalty(side, penalty, article, now);
                if let Some(note) = self.notes.last_mut() {
                    note.after_end = true;
                }
                Ok(())
            }
            Incident::Control { side, control } if self.flag_ended(side) => {
                self.reopen_after_flag();
                self.correct_control(side, control, now);
                Ok(())
            }
            Incident::Control { .. } => Err(refuse(IncidentRefusal::ControlAfterEnd)),
            // The points decided after the end (12.9.4 raises the
            // opponent's): they replace the result, which is kept beside.
            Incident::Scores { scores, article } => {
                let why = Why::Incident(IncidentWhy::Scores { scores, article });
                self.replace_result(scores.nearest(), Reason::new(why), now);
                Ok(())
            }
            _ => Err(GameError::Over),
        }
    }

    /// A.5.1.1: a rapid or blitz game the event does not supervise
    /// adequately, once each player has completed ten moves.
    pub(super) fn clock_setting_fixed(&self) -> bool {
        self.setup.supervision == Supervision::Inadequate
            && self.setup.kind() != GameKind::Standard
            && Color::ALL.iter().all(|&c| self.presses.get(c).len() >= 10)
    }

    /// Whether `side` just completed a move: its press gave the opponent
    /// the clock.
    fn just_pressed(&self, side: Color) -> bool {
        self.clock.turn() == Some(!side) && !self.presses.get(side).is_empty()
    }

    /// 7.5.1 to 7.5.4, penalised by 7.5.5.
    fn illegal_of(&mut self, side: Color, kind: Infraction, now: Moment) -> Result<(), GameError> {
        match kind {
            Infraction::Move => {
                // Pressed after it (7.5.1): the press is taken back first.
                if self.pressed_without_entry(side) {
                    self.take_back_press(side, false, now)?;
                }
                self.illegal_move(side, Illegal::Move, now);
                return Ok(());
            }
            Infraction::Press => return self.illegal_press(side, now),
            Infraction::Promotion | Infraction::TwoHands => {}
        }
        // A move made with two hands is legal: found after the opponent's
        // reply in a standard game it is penalised all the same (7.5.1 "if
        // during a game it is found"); in rapid and blitz it then stands
        // (A.5.2, B.3).
        let found_later = kind == Infraction::TwoHands
            && self.setup.kind() == GameKind::Standard
            && !self.presses.get(side).is_empty();
        if !self.just_pressed(side) && !found_later {
            let replied = self.setup.kind() != GameKind::Standard
                && self.clock.turn() == Some(side)
                && !self.presses.get(side).is_empty();
            return Err(match replied {
                true => refuse(IncidentRefusal::StoodAfterReply(side)),
                false => GameError::NotJustPressed(side),
            });
        }
        if kind == Infraction::Promotion && self.setup.mode == Mode::Scoresheet {
            let queened = self.sheet.moves().last().is_some_and(|played| {
                played.mv.promotion() == Some(Role::Queen)
                    && self.sheet.moves().len() == self.pressed()
                    && self.mover_of(self.pressed()) == side
            });
            if !queened {
                return Err(refuse(IncidentRefusal::NotPromotion(side)));
            }
        }
        let illegal = match kind {
            Infraction::Promotion => Illegal::Promotion,
            _ => Illegal::TwoHands,
        };
        self.illegal_move(side, illegal, now);
        Ok(())
    }

    /// A.5.2: the illegal move stands. The scoresheet follows a move made
    /// with two hands, which is legal; any other leaves a position no
    /// series of legal moves reaches, so the device keeps the clock only.
    fn illegal_stands(&mut self, side: Color, kind: Infraction) -> Result<(), GameError> {
        if self.setup.kind() == GameKind::Standard {
            return Err(refuse(IncidentRefusal::StandsOnlyRapidBlitz));
        }
        if self.clock.turn() != Some(side) || self.presses.get(!side).is_empty() {
            return Err(refuse(IncidentRefusal::StandsBeforeReply(!side)));
        }
        let sheet_stops = self.setup.mode == Mode::Scoresheet && kind != Infraction::TwoHands;
        if sheet_stops {
            self.setup.mode = Mode::Clock;
        }
        self.note(Noted::Incident(IncidentNote::Stands {
            side,
            kind,
            sheet_stops,
        }));
        Ok(())
    }

    /// 4.3, 9.4: the player on move touched a piece to move it.
    fn touch(&mut self, side: Color) -> Result<(), GameError> {
        if self.clock.turn().unwrap_or(self.first) != side {
            return Err(refuse(IncidentRefusal::TouchNotOnMove(side)));
        }
        self.incidents.touched = Some(side);
        if self.offer == Some(!side) {
            self.offer_rejected_by(side);
            self.note(Noted::Incident(IncidentNote::TouchRejectsOffer { side }));
        }
        Ok(())
    }

    /// `mover` made a move: a piece it touched no longer bars its claims.
    pub(super) fn moved(&mut self, mover: Color) {
        if self.incidents.touched == Some(mover) {
            self.incidents.touched = None;
        }
    }

    /// 9.4: the claimant touched a piece on this move.
    pub(super) fn may_claim(&self, claimant: Color) -> Result<(), GameError> {
        match self.incidents.touched {
            Some(side) if side == claimant => Err(refuse(IncidentRefusal::Touched(side))),
            _ => Ok(()),
        }
    }

    /// 12.9.1, 12.9.5 noted; 12.9.6 ends the game.
    fn penalty(&mut self, side: Color, penalty: Penalty, article: Option<String>, now: Moment) {
        if penalty == Penalty::Loss {
            let why = Why::Incident(IncidentWhy::PenaltyLoss { side, article });
            let winner = KnownOutcome::Decisive { winner: !side };
            self.finish(winner, Termination::RulesInfraction, why, now);
            return;
        }
        self.note(Noted::Incident(IncidentNote::Penalty {
            side,
            penalty,
            article,
        }));
    }

    /// Whether the game ended by `side`'s flag.
    fn flag_ended(&self, side: Color) -> bool {
        self.result.as_ref().is_some_and(|r| {
            r.replaced.is_none()
                && match &r.reason.why {
                    Why::Flag { verdict, .. } => verdict.flagged == side,
                    Why::FlagClockOnly { side: flagged, .. } => *flagged == side,
                    _ => false,
                }
        })
    }

    /// The flag's result taken back: the game goes on, its clocks paused
    /// (the clock itself is reopened with the control).
    fn reopen_after_flag(&mut self) {
        self.result = None;
        // What was added after the flag now follows its move again.
        for note in &mut self.notes {
            note.after_end = false;
        }
        self.final_times = None;
        self.final_spent = None;
        self.confirmations = shakmaty::ByColor::default();
    }

    /// 6.10.2: `side`'s control replaced; a flag of `side` that fell
    /// under the wrong setting does not stand.
    fn correct_control(&mut self, side: Color, control: TimeControl, now: Moment) {
        let flagged = self.clock.flag().is_some_and(|f| f.color == side);
        if flagged {
            self.clock.reopen();
        }
        self.clock.correct_control(side, control.clone(), now);
        match side {
            Color::White => self.setup.white = control.clone(),
            Color::Black => self.setup.black = control.clone(),
        }
        self.note(Noted::Incident(IncidentNote::ControlSet {
            side,
            control,
            flag_void: flagged,
        }));
    }
}
