//! The arbiter's part: flags (6.9), illegal moves (7.5), claims (9.2, 9.3,
//! 9.5.3) and draw offers (8.1.5, 9.1).

use shakmaty::{Color, KnownOutcome};

use super::io::{Output, Signal};
use super::outcome::Termination;
use super::setup::Mode;
use super::state::{Game, GameError, Waiting};
use crate::clock::Moment;
use crate::rules::Claim;
use crate::rules::timeout::{Reason, Verdict};
use crate::rules::words::color_name;

impl Game {
    /// A flag fell: the clocks are stopped. Clock only: the flagged side
    /// loses. Scoresheet: 6.9 on the position, once every move is entered.
    pub(super) fn flag_fell(&mut self, flagged: Color, in_last_period: bool, now: Moment) {
        self.emit(Output::Buzz(Signal::FlagFall));
        let name = color_name(flagged);
        let period = if in_last_period {
            String::new()
        } else {
            " before completing the moves of the period".to_owned()
        };
        if self.setup.mode == Mode::Clock {
            let reason = format!(
                "{name}'s flag fell{period} (clock only: no position to rule on Art. 6.9; the arbiter may correct)"
            );
            self.finish(
                KnownOutcome::Decisive { winner: !flagged },
                Termination::TimeForfeit,
                reason,
                now,
            );
            return;
        }
        self.waiting = Some(Waiting::Flag(flagged));
        match self.lag() {
            0 => self.ask_decision(flagged),
            lag => self.note(format!(
                "{name}'s flag fell{period}; {lag} moves still to enter"
            )),
        }
    }

    /// The ruling asked for by `Output::Decide`.
    pub(super) fn verdict(&mut self, verdict: Verdict, now: Moment) -> Result<(), GameError> {
        let needs_arbiter = !verdict.is_proved();
        match self.waiting {
            Some(Waiting::Flag(flagged)) if flagged == verdict.flagged && self.lag() == 0 => {
                let reason = verdict.explanation();
                let termination = match verdict.reason {
                    // Mate or stalemate on the board ended the game first.
                    Reason::Checkmate | Reason::Stalemate => Termination::Normal,
                    _ => Termination::TimeForfeit,
                };
                self.finish_ruled(verdict.result, termination, reason, needs_arbiter, now);
                Ok(())
            }
            Some(Waiting::Illegal(offender)) if offender == verdict.flagged => {
                let reason = format!(
                    "{}'s second illegal move (Art. 7.5.5): {}",
                    color_name(offender),
                    verdict.opponent_words()
                );
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
                Ok(())
            }
            _ => Err(GameError::NotNow("no ruling was asked for".into())),
        }
    }

    /// An illegal move confirmed by the arbiter (7.5.3-7.5.5): the first
    /// gives the opponent the penalty time, the second loses unless the
    /// opponent cannot mate.
    pub(super) fn illegal_move(&mut self, offender: Color, now: Moment) {
        let count = self.illegal.get_mut(offender);
        *count += 1;
        let count = *count;
        let name = color_name(offender);
        if count == 1 {
            let penalty = self.setup.kind().penalty();
            self.clock.give(!offender, penalty);
            self.note(format!(
                "{name}'s illegal move: {} min added to {} (Art. 7.5)",
                penalty.as_secs() / 60,
                color_name(!offender)
            ));
            return;
        }
        if self.setup.mode == Mode::Clock {
            let reason = format!(
                "{name}'s second illegal move (Art. 7.5.5; clock only: the arbiter checks the position)"
            );
            self.finish(
                KnownOutcome::Decisive { winner: !offender },
                Termination::RulesInfraction,
                reason,
                now,
            );
            return;
        }
        self.clock.pause(now);
        self.waiting = Some(Waiting::Illegal(offender));
        self.ask_decision(offender);
    }

    /// A claim by the side to move on the scoresheet.
    pub(super) fn claim(
        &mut self,
        claim: Claim,
        intended: Option<&str>,
        now: Moment,
    ) -> Result<(), GameError> {
        if self.setup.mode == Mode::Clock {
            return Err(GameError::NotNow("claims need the scoresheet".into()));
        }
        if self.lag() > 0 {
            return Err(GameError::NotNow(format!(
                "enter the {} missing moves first",
                self.lag()
            )));
        }
        let claimant = self.sheet.turn();
        let ruling = self.sheet.claim(claim, intended)?;
        let name = color_name(claimant);
        if ruling.correct {
            let reason = format!("{name} claims {claim}: {}", ruling.why);
            self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
            return Ok(());
        }
        let penalty = self.setup.kind().penalty();
        self.clock.give(!claimant, penalty);
        self.note(format!(
            "{name} claims {claim}, incorrectly: {}; {} min added to {} (Art. 9.5.3)",
            ruling.why,
            penalty.as_secs() / 60,
            color_name(!claimant)
        ));
        if let Some((m, _)) = ruling.intended {
            // The intended move must be played (9.5.3).
            self.sheet.play_move(m)?;
            self.after_move(now);
        }
        Ok(())
    }

    pub(super) fn offer_draw(&mut self) -> Result<(), GameError> {
        let by = self
            .last_mover()
            .ok_or_else(|| GameError::NotNow("a draw is offered after making a move".into()))?;
        self.offer = Some(by);
        self.note(format!("{} offers a draw (=)", color_name(by)));
        Ok(())
    }

    pub(super) fn accept_draw(&mut self, now: Moment) -> Result<(), GameError> {
        let by = self
            .offer
            .ok_or_else(|| GameError::NotNow("no draw offer to accept".into()))?;
        let reason = format!(
            "{} accepts {}'s draw offer (Art. 9.1)",
            color_name(!by),
            color_name(by)
        );
        self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
        Ok(())
    }

    pub(super) fn decline_draw(&mut self) -> Result<(), GameError> {
        let by = self
            .offer
            .take()
            .ok_or_else(|| GameError::NotNow("no draw offer to decline".into()))?;
        self.note(format!("{} declines the draw offer", color_name(!by)));
        Ok(())
    }
}
