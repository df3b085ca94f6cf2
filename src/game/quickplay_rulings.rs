//! How the game takes the arbiter's ruling on a quickplay-finish request
//! (`game::quickplay`, Guidelines III): allowed or refused, then applied.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome};

use super::error::GameError;
use super::incident::{IncidentNote, IncidentWhy};
use super::outcome::Termination;
use super::quickplay::{QUICKPLAY_INCREMENT, Quickplay, QuickplayRefusal};
use super::said::{Noted, Reason, Why};
use super::setup::Mode;
use super::state::Game;
use crate::clock::{GameKind, Moment};

/// The time the opponent is given (III.4, III.5.2, III.5.3).
const EXTRA: Duration = Duration::from_secs(120);

/// The time under which the player on move may ask (III.4, III.5).
const UNDER: Duration = Duration::from_secs(120);

impl Game {
    /// Whether `side` may ask now; the reason when it may not.
    fn quickplay_allowed(
        &self,
        claimant: Color,
        ruling: Quickplay,
        now: Moment,
    ) -> Result<(), GameError> {
        let refuse = |r| Err(GameError::Quickplay(r));
        if !self.setup.quickplay {
            return refuse(QuickplayRefusal::NotAnnounced);
        }
        if self.setup.kind() == GameKind::Blitz {
            return refuse(QuickplayRefusal::Blitz);
        }
        if self.quickplay.granted {
            return refuse(QuickplayRefusal::Granted);
        }
        if !(self.setup.white.ends_without_increment() && self.setup.black.ends_without_increment())
        {
            return refuse(QuickplayRefusal::HasIncrement);
        }
        // III.6.1 asks only that the claim come before the flag falls.
        if self.clock.turn() != Some(claimant) && ruling != Quickplay::Unsupervised {
            return refuse(QuickplayRefusal::NotOnMove(claimant));
        }
        if !self.clock.side(claimant).in_last_period() {
            return refuse(QuickplayRefusal::NotLastPeriod(claimant));
        }
        if self.clock.remaining(claimant, now) >= UNDER {
            return refuse(QuickplayRefusal::TimeLeft(claimant));
        }
        if self.setup.mode == Mode::Scoresheet && self.lag() > 0 {
            return Err(GameError::MissingMoves(self.lag()));
        }
        Ok(())
    }

    /// The arbiter's ruling on `side`'s request (III.4) or claim (III.5).
    pub(super) fn quickplay(
        &mut self,
        claimant: Color,
        ruling: Quickplay,
        now: Moment,
    ) -> Result<(), GameError> {
        self.quickplay_allowed(claimant, ruling, now)?;
        let side = claimant;
        let minutes = EXTRA.as_secs() / 60;
        match ruling {
            Quickplay::Increment => {
                self.clock.add_increment(QUICKPLAY_INCREMENT);
                self.clock.give(!claimant, EXTRA);
                self.quickplay.granted = true;
                self.note(Noted::QuickplayIncrement {
                    side,
                    seconds: QUICKPLAY_INCREMENT.as_secs(),
                    minutes,
                });
            }
            Quickplay::Draw => {
                let reason = Why::QuickplayDraw { side };
                self.finish(KnownOutcome::Draw, Termination::Adjudication, reason, now);
            }
            Quickplay::Reject => {
                self.clock.give(!claimant, EXTRA);
                self.note(Noted::QuickplayRejected { side, minutes });
            }
            Quickplay::Postpone { extra_time } => {
                self.quickplay.postponed = Some(claimant);
                if extra_time {
                    self.clock.give(!claimant, EXTRA);
                }
                self.note(Noted::QuickplayPostponed {
                    side,
                    minutes: extra_time.then_some(minutes),
                });
            }
            Quickplay::Refuse => {
                self.note(Noted::Incident(IncidentNote::QuickplayRefused { side }));
            }
            Quickplay::Accepted => {
                let reason = Why::Incident(IncidentWhy::QuickplayAccepted { side });
                self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
            }
            Quickplay::Unsupervised => {
                let why = Why::Incident(IncidentWhy::QuickplayUnsupervised { side });
                let (draw, termination) = (KnownOutcome::Draw, Termination::Adjudication);
                self.finish_ruled(draw, termination, Reason::new(why), true, now);
            }
        }
        Ok(())
    }

    /// III.5.2, the arbiter's word after the game ended on a flag while
    /// `side`'s claim was postponed: `Draw` declares the game drawn (the
    /// flag's result replaced, and kept beside it), `Reject` rules that the
    /// flag stands. Nothing else, and only while that result waits.
    pub(super) fn quickplay_declared(
        &mut self,
        side: Color,
        ruling: Quickplay,
        now: Moment,
    ) -> Result<(), GameError> {
        let waits = matches!(ruling, Quickplay::Draw | Quickplay::Reject)
            && self
                .result
                .as_ref()
                .is_some_and(|r| r.needs_arbiter && r.reason.postponed == Some(side));
        if !waits {
            return Err(GameError::Quickplay(QuickplayRefusal::NothingPostponed(
                side,
            )));
        }
        if ruling == Quickplay::Draw {
            let reason = Reason::new(Why::QuickplayDeclaredDraw { side });
            self.replace_result(KnownOutcome::Draw, reason, now);
        } else if let Some(result) = self.result.as_mut() {
            result.needs_arbiter = false;
            result.reason.flag_stands = true;
        }
        Ok(())
    }
}
