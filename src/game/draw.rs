//! Draw offers and agreement (9.1, 5.2.3): the player who has just moved
//! offers (an offer at another moment is valid too, 9.1.2.1), the opponent
//! accepts or declines, or rejects it by moving. An input may name the side
//! that acts; one that names none is the side that may act.

use shakmaty::{Color, KnownOutcome};

use super::error::GameError;
use super::incident::IncidentNote;
use super::outcome::Termination;
use super::said::{NotNow, Noted, Why};
use super::setup::Mode;
use super::state::Game;
use crate::clock::Moment;

impl Game {
    /// The side that made the last move: the last move entered ahead of
    /// its press, else the last press (the scoresheet may lag the presses).
    pub(super) fn last_mover(&self) -> Option<Color> {
        match self.setup.mode {
            Mode::Scoresheet if self.sheet.moves().len() > self.pressed() => {
                Some(!self.sheet.turn())
            }
            Mode::Scoresheet if self.pressed() == 0 => None,
            Mode::Scoresheet | Mode::Clock => self.clock.turn().map(|c| !c),
        }
    }

    /// A draw offer by `by`, or by the side that has just moved. Made after
    /// one's own move it is as 9.1.2.1 asks; at any other time it is still
    /// valid (9.1.2.1), and noted for the arbiter, who considers 11.5.
    pub(super) fn offer_draw(&mut self, by: Option<Color>) -> Result<(), GameError> {
        let mover = self.last_mover();
        let side = by
            .or(mover)
            .ok_or(GameError::NotNow(NotNow::OfferAfterMove))?;
        self.record_offer(side);
        if mover == Some(side) {
            self.note(Noted::DrawOffered { side });
        } else {
            self.note(Noted::Incident(IncidentNote::OfferOnMove { side }));
        }
        Ok(())
    }

    /// `side`'s offer stands from now on, with its "=" on the scoresheet.
    pub(super) fn record_offer(&mut self, side: Color) {
        self.offer = Some(side);
        let ply = self.sheet.moves().len().max(self.pressed());
        if self.offer_plies.last() != Some(&ply) {
            self.offer_plies.push(ply);
        }
    }

    /// A move by `mover`, legal or not (7.5), or a piece touched to move it
    /// (4.3), rejects the opponent's offer (9.1.2.1).
    pub(super) fn offer_rejected_by(&mut self, mover: Color) {
        if self.offer == Some(!mover) {
            self.offer = None;
        }
    }

    /// The pending offer, for `by` to answer (not the offerer's own).
    fn offer_to_answer(&self, by: Option<Color>, accept: bool) -> Result<Color, GameError> {
        let offerer = self.offer.ok_or(GameError::NotNow(if accept {
            NotNow::NoOfferToAccept
        } else {
            NotNow::NoOfferToDecline
        }))?;
        if by == Some(offerer) {
            return Err(GameError::OwnOffer(offerer));
        }
        Ok(offerer)
    }

    /// The opponent accepts: a draw (9.1), once both have moved (5.2.3) and
    /// every move pressed is entered (the board may have ended the game).
    pub(super) fn accept_draw(&mut self, by: Option<Color>, now: Moment) -> Result<(), GameError> {
        let offerer = self.offer_to_answer(by, true)?;
        // 5.2.3 (2023): both players must have made at least one move.
        if Color::ALL.iter().any(|c| self.presses.get(*c).is_empty()) {
            return Err(GameError::DrawTooEarly);
        }
        if self.setup.mode == Mode::Scoresheet && self.lag() > 0 {
            return Err(GameError::MissingMoves(self.lag()));
        }
        let reason = Why::DrawAgreed { side: !offerer };
        self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
        Ok(())
    }

    /// The opponent declines the offer.
    pub(super) fn decline_draw(&mut self, by: Option<Color>) -> Result<(), GameError> {
        let offerer = self.offer_to_answer(by, false)?;
        self.offer = None;
        self.note(Noted::DrawDeclined { side: !offerer });
        Ok(())
    }
}
