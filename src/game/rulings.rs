//! The arbiter's part: flags (6.9), illegal moves and presses without a
//! move (7.5), resignations (5.1.2) and claims (9.2, 9.3, 9.5.3).

use shakmaty::{Color, KnownOutcome};

use super::error::GameError;
use super::incident::{IncidentNote, Infraction};
use super::io::{Output, Signal};
use super::outcome::Termination;
use super::said::{NotNow, Noted, Reason as Said, Why};
use super::setup::Mode;
use super::state::{Game, Illegal, Waiting};
use crate::clock::Moment;
use crate::rules::Claim;
use crate::rules::timeout::{Reason, Verdict};

impl Game {
    /// A flag fell: the clocks are stopped. Clock only: the flagged side
    /// loses. Scoresheet: 6.9 on the position, once every move is entered.
    pub(super) fn flag_fell(&mut self, flagged: Color, in_last_period: bool, now: Moment) {
        self.emit(Output::Buzz(Signal::FlagFall));
        let before = self.flag_period_end(flagged, in_last_period);
        if self.setup.mode == Mode::Clock {
            self.finish(
                KnownOutcome::Decisive { winner: !flagged },
                Termination::TimeForfeit,
                Why::FlagClockOnly {
                    side: flagged,
                    before,
                },
                now,
            );
            return;
        }
        self.waiting = Some(Waiting::Flag(flagged));
        match self.lag() {
            0 => self.ask_decision(flagged),
            missing => self.note(Noted::FlagWithMovesMissing {
                side: flagged,
                before,
                missing,
            }),
        }
    }

    /// The move that ends the period `flagged`'s flag fell in, when it was
    /// not the last.
    fn flag_period_end(&self, flagged: Color, in_last_period: bool) -> Option<u32> {
        let side = self.clock.side(flagged);
        side.period_ends_at().filter(|_| !in_last_period)
    }

    /// The ruling asked for by `Output::Decide`.
    pub(super) fn verdict(&mut self, verdict: Verdict, now: Moment) -> Result<(), GameError> {
        let needs_arbiter = !verdict.is_proved();
        match self.waiting {
            Some(Waiting::Flag(flagged)) if flagged == verdict.flagged && self.lag() == 0 => {
                let in_last = self.clock.flag().is_none_or(|f| f.in_last_period);
                let before = self.flag_period_end(flagged, in_last);
                let mut reason = Said::new(Why::Flag {
                    verdict: verdict.clone(),
                    before,
                });
                // III.5.2: after a postponed claim the arbiter declares the result.
                reason.postponed = self.quickplay.postponed;
                let needs_arbiter = needs_arbiter || reason.postponed.is_some();
                let termination = match verdict.reason {
                    // Mate or stalemate on the board ended the game first.
                    Reason::Checkmate | Reason::Stalemate => Termination::Normal,
                    _ => Termination::TimeForfeit,
                };
                self.finish_ruled(verdict.result, termination, reason, needs_arbiter, now);
                self.keep_proof(&verdict);
                Ok(())
            }
            Some(Waiting::Illegal(offender)) if offender == verdict.flagged => {
                let reason = Said::new(Why::SecondIllegal {
                    side: offender,
                    verdict: verdict.clone(),
                });
                let outcome = match verdict.reason {
                    Reason::OpponentCannotMate { .. } => KnownOutcome::Draw,
                    _ => KnownOutcome::Decisive { winner: !offender },
                };
                self.finish_ruled(
                    outcome,
                    Termination::RulesInfraction,
                    reason,
                    needs_arbiter,
                    now,
                );
                self.keep_proof(&verdict);
                Ok(())
            }
            Some(Waiting::Resign(resigned)) if resigned == verdict.flagged && self.lag() == 0 => {
                let (outcome, verdict) = match verdict.reason {
                    Reason::OpponentCannotMate { .. } => (KnownOutcome::Draw, Some(verdict)),
                    _ => (KnownOutcome::Decisive { winner: !resigned }, None),
                };
                let reason = Why::Resigned {
                    side: resigned,
                    verdict,
                };
                // The player's word ends the game: an undecided search
                // leaves the resignation a loss, as the player declared.
                self.finish(outcome, Termination::Normal, reason, now);
                Ok(())
            }
            _ => Err(GameError::NotNow(NotNow::NoRulingAsked)),
        }
    }

    /// The helpmate of a ruling, kept with the result to replay it; the
    /// edges are asked for a shorter one, which follows the ruling.
    fn keep_proof(&mut self, verdict: &Verdict) {
        if let (Some(result), Reason::OpponentCanMate { moves, .. }) =
            (self.result.as_mut(), &verdict.reason)
        {
            result.proof.clone_from(moves);
            self.proving = true;
            self.ask_proof();
        }
    }

    /// An illegal move confirmed by the arbiter (7.5.1-7.5.5): the first
    /// gives the opponent the penalty time, the second loses unless the
    /// opponent cannot mate, which waits for any missing moves.
    pub(super) fn illegal_move(&mut self, offender: Color, kind: Illegal, now: Moment) {
        // A move, even an illegal one, rejects the opponent's offer (9.1.2.1).
        self.offer_rejected_by(offender);
        let count = self.illegal.get_mut(offender);
        *count += 1;
        let count = *count;
        let side = offender;
        if count == 1 {
            let penalty = self.setup.kind().penalty();
            self.clock.give(!offender, penalty);
            let minutes = penalty.as_secs() / 60;
            self.note(match kind {
                Illegal::Move => Noted::IllegalMove { side, minutes },
                Illegal::EmptyPress => Noted::EmptyPress {
                    side,
                    minutes: Some(minutes),
                },
                Illegal::Promotion | Illegal::TwoHands => illegal_note(side, kind, Some(minutes)),
            });
            return;
        }
        match kind {
            Illegal::Move => {}
            Illegal::EmptyPress => self.note(Noted::EmptyPress {
                side,
                minutes: None,
            }),
            Illegal::Promotion | Illegal::TwoHands => self.note(illegal_note(side, kind, None)),
        }
        if self.setup.mode == Mode::Clock {
            self.finish(
                KnownOutcome::Decisive { winner: !offender },
                Termination::RulesInfraction,
                Why::SecondIllegalClockOnly { side },
                now,
            );
            return;
        }
        self.clock.pause(now);
        self.waiting = Some(Waiting::Illegal(offender));
        // The position must be whole first: missing moves are entered.
        if self.lag() == 0 {
            self.ask_decision(offender);
        }
    }

    /// The arbiter confirms that `presser` pressed the clock without making
    /// a move (7.5.3): the press is taken back, the turn is the presser's
    /// again without what the press gave, and it counts as an illegal move.
    pub(super) fn illegal_press(&mut self, presser: Color, now: Moment) -> Result<(), GameError> {
        if self.clock.turn() != Some(!presser) || self.presses.get(presser).is_empty() {
            return Err(GameError::NotJustPressed(presser));
        }
        if self.setup.mode == Mode::Scoresheet && self.sheet.moves().len() >= self.pressed() {
            return Err(GameError::PressHasMove(presser));
        }
        if !self.clock.undo_press(presser, now) {
            return Err(GameError::NotJustPressed(presser));
        }
        self.presses.get_mut(presser).pop();
        self.clocks_before.pop();
        self.illegal_move(presser, Illegal::EmptyPress, now);
        Ok(())
    }

    /// A resignation (5.1.2): the clocks stop; clock only, it loses; with
    /// the position, it loses unless the opponent cannot mate, which the
    /// same search as 6.9 decides.
    pub(super) fn resign(&mut self, resigned: Color, now: Moment) {
        if self.setup.mode == Mode::Clock {
            let winner = !resigned;
            let reason = Why::Resigned {
                side: resigned,
                verdict: None,
            };
            self.finish(
                KnownOutcome::Decisive { winner },
                Termination::Normal,
                reason,
                now,
            );
            return;
        }
        self.clock.pause(now);
        self.waiting = Some(Waiting::Resign(resigned));
        // The position must be whole first: missing moves are entered.
        if self.lag() == 0 {
            self.ask_decision(resigned);
        }
    }

    /// A claim by the side to move on the scoresheet.
    pub(super) fn claim(
        &mut self,
        claim: Claim,
        intended: Option<&str>,
        now: Moment,
    ) -> Result<(), GameError> {
        if self.setup.mode == Mode::Clock {
            return Err(GameError::NotNow(NotNow::ClaimsNeedScoresheet));
        }
        if self.unknown_from().is_some() {
            return Err(GameError::NotNow(NotNow::PositionUnknown));
        }
        if self.lag() > 0 {
            return Err(GameError::MissingMoves(self.lag()));
        }
        let claimant = self.sheet.turn();
        self.may_claim(claimant)?;
        let ruling = self.sheet.claim(claim, intended)?;
        let side = claimant;
        if ruling.correct {
            let reason = Why::ClaimUpheld { side, ruling };
            self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
            return Ok(());
        }
        let penalty = self.setup.kind().penalty();
        self.clock.give(!claimant, penalty);
        let minutes = penalty.as_secs() / 60;
        let intended = ruling.intended;
        self.note(Noted::ClaimRejected {
            side,
            ruling,
            minutes,
        });
        // The claim is a draw offer (9.1.2.3): the opponent may accept it.
        self.record_offer(claimant);
        self.note(Noted::Incident(IncidentNote::ClaimIsOffer { side }));
        if let Some((m, _)) = intended {
            // The intended move must be played (9.5.3).
            self.sheet.play_move(m)?;
            self.after_move(now);
        }
        Ok(())
    }
}

/// The note of a 7.5.2 or 7.5.4 illegal move.
fn illegal_note(side: Color, kind: Illegal, minutes: Option<u64>) -> Noted {
    let kind = match kind {
        Illegal::Promotion => Infraction::Promotion,
        _ => Infraction::TwoHands,
    };
    Noted::Incident(IncidentNote::Illegal {
        side,
        kind,
        minutes,
    })
}
