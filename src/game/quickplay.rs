//! The quickplay finish of the FIDE Guidelines III (2023), for standard and
//! rapid games whose last period has no increment, when the event announced
//! it: the player on move with under two minutes asks for an increment for
//! both (III.4, a draw offer), or claims a draw (III.5). The arbiter's
//! ruling is one input, journalled and replayed like any other.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome};

use super::incident::{IncidentNote, IncidentWhy};
use super::outcome::Termination;
use super::said::{Noted, Reason, Why};
use super::setup::Mode;
use super::state::{Game, GameError};
use crate::clock::{GameKind, Moment};

/// The increment III.4 introduces for both players.
pub const QUICKPLAY_INCREMENT: Duration = Duration::from_secs(5);

/// The time the opponent is given (III.4, III.5.2, III.5.3).
const EXTRA: Duration = Duration::from_secs(120);

/// The time under which the player on move may ask (III.4, III.5).
const UNDER: Duration = Duration::from_secs(120);

/// The arbiter's ruling on a request of the player on move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quickplay {
    /// III.4: the request for an increment, a draw offer, was declined by
    /// the opponent and the arbiter grants it: 5 s per move for both from
    /// the next move, two minutes to the opponent; the game goes on.
    Increment,
    /// III.5.1: the arbiter declares the game drawn.
    Draw,
    /// III.5.3: the arbiter rejects the claim: two minutes to the opponent.
    Reject,
    /// III.5.2: the arbiter postpones the decision, and may give the
    /// opponent two minutes; the game goes on, and the arbiter declares the
    /// result later (a flag's ruling then waits for the arbiter).
    Postpone {
        /// Whether the opponent is given two minutes.
        extra_time: bool,
    },
    /// III.4: the opponent declined the request, a draw offer, and the
    /// arbiter refuses it: nothing changes, the game goes on.
    Refuse,
    /// III.4: the opponent accepts the request, a draw offer: a draw.
    Accepted,
    /// III.6: no arbiter supervises the game: the claim concludes it, and
    /// the designated arbiter decides (the result waits for that word).
    Unsupervised,
}

/// Why a quickplay-finish request does not fit the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuickplayRefusal {
    /// The event did not announce the Guidelines III (III.2.1).
    NotAnnounced,
    /// A blitz game (III.2.2).
    Blitz,
    /// The last period has an increment or a delay, or the control is a
    /// hourglass (III.2.2).
    HasIncrement,
    /// The increment of III.4 was already introduced.
    Granted,
    /// The side is not on move.
    NotOnMove(Color),
    /// The side is not in the last period yet (III.1).
    NotLastPeriod(Color),
    /// The side has two minutes or more.
    TimeLeft(Color),
}

/// What the quickplay finish has done so far in a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct QuickplayState {
    /// III.4 granted: the increment is in play.
    pub granted: bool,
    /// III.5.2: the side whose claim awaits the arbiter's decision.
    pub postponed: Option<Color>,
}

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
}
