//! The incidents an arbiter records beyond a plain illegal move or a time
//! correction: a promotion not completed (7.5.2) and a move made with two
//! hands (7.5.4); an illegal move that stands in rapid and blitz because
//! nobody acted before the opponent's move (A.5.2, B.3); a piece touched
//! to move it, which ends the right to claim on that move (9.4) and rejects
//! the opponent's offer (9.1.2.1); penalties other than time (12.9); and a
//! control that was set wrong, corrected (6.10.2), also after its flag.

use shakmaty::{Color, KnownOutcome, Role};

use super::outcome::Termination;
use super::said::{Noted, Why};
use super::setup::Mode;
use super::state::{Game, GameError, Illegal};
use crate::clock::{GameKind, Moment, TimeControl};

/// One incident, as the arbiter records it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Incident {
    /// An illegal move of `kind` by `side`, confirmed by the arbiter (7.5).
    Illegal {
        /// Who.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which kind.
        kind: Infraction,
    },
    /// `side`'s illegal move of `kind` was neither seen by the arbiter nor
    /// claimed before the opponent's next move: it stands (A.5.2, B.3).
    Stands {
        /// Who moved illegally.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which kind of illegal move.
        kind: Infraction,
    },
    /// `side`, on move, touched a piece to move or capture it (4.3).
    Touch(#[serde(with = "crate::serial::color")] Color),
    /// A penalty other than time (12.9), for an infraction of `article`.
    Penalty {
        /// The offender.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which.
        penalty: Penalty,
        /// The article infringed, as the arbiter cites it ("11.5").
        article: Option<String>,
    },
    /// The arbiter installs the right control for `side` (6.10.2): the
    /// time and move count stay as they are until corrected.
    Control {
        /// Whose clock.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// The control the event prescribes.
        control: TimeControl,
    },
}

/// The kinds of illegal move of 7.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Infraction {
    /// A move against Article 3 (7.5.1).
    Move,
    /// A pawn on the last rank, the clock pressed, the pawn not replaced:
    /// a queen replaces it (7.5.2).
    Promotion,
    /// The clock pressed without a move (7.5.3).
    Press,
    /// A move made with two hands (7.5.4): it stands, penalised.
    TwoHands,
}

/// The penalties of 12.9 other than time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Penalty {
    /// 12.9.1.
    Warning,
    /// 12.9.5: the points the offender scores in this game are reduced.
    Points,
    /// 12.9.6: the game is declared lost by the offender.
    Loss,
}

/// What the incidents add to the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IncidentNote {
    /// A draw offered at another moment than after one's own move: valid,
    /// for the arbiter to consider under 11.5 (9.1.2.1).
    OfferOnMove { side: Color },
    /// An incorrect claim stands as the claimant's draw offer (9.1.2.3).
    ClaimIsOffer { side: Color },
    /// A 7.5.2 or 7.5.4 illegal move; the minutes given when it was the first.
    Illegal {
        side: Color,
        kind: Infraction,
        minutes: Option<u64>,
    },
    /// An illegal move that stands (A.5.2); `sheet_stops`: the scoresheet
    /// cannot follow the position it made, the device is a clock from here.
    Stands {
        side: Color,
        kind: Infraction,
        sheet_stops: bool,
    },
    /// A piece touched by `side` rejects the opponent's offer (9.1.2.1).
    TouchRejectsOffer { side: Color },
    /// A warning or a reduction of points (12.9.1, 12.9.5).
    Penalty {
        side: Color,
        penalty: Penalty,
        article: Option<String>,
    },
    /// The arbiter installed `control` for `side` (6.10.2); `flag_void`:
    /// the flag that fell under the wrong setting does not stand.
    ControlSet {
        side: Color,
        control: TimeControl,
        flag_void: bool,
    },
    /// Guidelines III.4: the opponent declined the request, and the arbiter
    /// refuses it: the game goes on as it was.
    QuickplayRefused { side: Color },
}

/// The results the incidents give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IncidentWhy {
    /// 12.9.6: the arbiter declares the game lost by `side`.
    PenaltyLoss {
        side: Color,
        article: Option<String>,
    },
    /// Guidelines III.4: the request, a draw offer, accepted by the opponent.
    QuickplayAccepted { side: Color },
    /// Guidelines III.6: with no arbiter present, the claim concludes the
    /// game; the designated arbiter decides.
    QuickplayUnsupervised { side: Color },
}

/// Why an incident does not fit the game; the game is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncidentRefusal {
    /// 7.5.2: the side's last move on the scoresheet is not a pawn promoted
    /// to a queen (enter it so: the queen replaces the pawn).
    NotPromotion(Color),
    /// An illegal move stands only in rapid and blitz (A.5.2, B.3): in a
    /// standard game it is corrected when found (7.5.1).
    StandsOnlyRapidBlitz,
    /// The opponent has not made the next move: the arbiter may still act,
    /// the opponent claim (A.5.2).
    StandsBeforeReply(Color),
    /// Only the player having the move touches a piece to move it (4.3).
    TouchNotOnMove(Color),
    /// The side touched a piece: no claim under 9.2 or 9.3 on this move (9.4).
    Touched(Color),
    /// The control of a side whose flag did not end the game is corrected
    /// only while the game goes on.
    ControlAfterEnd,
}

/// What the incidents keep between inputs.
#[derive(Debug, Clone, Default)]
pub(super) struct IncidentState {
    /// The side on move that touched a piece to move it (9.4), until its
    /// move is made.
    pub(super) touched: Option<Color>,
}

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
            Incident::Control { side, control } => {
                self.correct_control(side, control, now);
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
            _ => Err(GameError::Over),
        }
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
        if !self.just_pressed(side) {
            return Err(GameError::NotJustPressed(side));
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
