//! Draw offers and agreement (9.1, 5.2.3): the player who has just moved
//! offers, the opponent accepts or declines. An input may name the side
//! that acts; one that names none is the side that may act.

use shakmaty::{Color, KnownOutcome};

use super::outcome::Termination;
use super::setup::Mode;
use super::state::{Game, GameError};
use crate::clock::Moment;
use crate::rules::words::{capitalized, say, side, sides};

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

    /// A draw offer (9.1.2.2) by `by`, or by the side that has just moved.
    pub(super) fn offer_draw(&mut self, by: Option<Color>) -> Result<(), GameError> {
        let mover = self.last_mover().ok_or_else(|| {
            GameError::NotNow(say!(
                self.lang(),
                "a draw is offered after making a move",
                "la nulle se propose après avoir joué un coup"
            ))
        })?;
        if let Some(by) = by
            && by != mover
        {
            return Err(GameError::OfferOutOfTurn(by));
        }
        self.offer = Some(mover);
        let ply = self.sheet.moves().len().max(self.pressed());
        if self.offer_plies.last() != Some(&ply) {
            self.offer_plies.push(ply);
        }
        let who = capitalized(side(mover, self.lang()));
        self.note(say!(
            self.lang(),
            "{who} offers a draw (=)",
            "{who} proposent la nulle (=)"
        ));
        Ok(())
    }

    /// The pending offer, for `by` to answer (not the offerer's own).
    fn offer_to_answer(&self, by: Option<Color>, accept: bool) -> Result<Color, GameError> {
        let offerer = self.offer.ok_or_else(|| {
            GameError::NotNow(if accept {
                say!(
                    self.lang(),
                    "no draw offer to accept",
                    "aucune proposition de nulle à accepter"
                )
            } else {
                say!(
                    self.lang(),
                    "no draw offer to decline",
                    "aucune proposition de nulle à refuser"
                )
            })
        })?;
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
        let lang = self.lang();
        let (who, whose) = (capitalized(side(!offerer, lang)), sides(offerer, lang));
        let reason = say!(
            lang,
            "{who} accepts {whose} draw offer (Art. 9.1)",
            "{who} acceptent la proposition de nulle {whose} (art. 9.1)"
        );
        self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
        Ok(())
    }

    /// The opponent declines the offer.
    pub(super) fn decline_draw(&mut self, by: Option<Color>) -> Result<(), GameError> {
        let offerer = self.offer_to_answer(by, false)?;
        self.offer = None;
        let who = capitalized(side(!offerer, self.lang()));
        self.note(say!(
            self.lang(),
            "{who} declines the draw offer",
            "{who} refusent la proposition de nulle"
        ));
        Ok(())
    }
}
