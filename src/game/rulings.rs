//! The arbiter's part: flags (6.9), illegal moves (7.5), claims (9.2, 9.3,
//! 9.5.3) and draw offers (8.1.5, 9.1).

use shakmaty::{Color, KnownOutcome};

use super::io::{Output, Signal};
use super::outcome::Termination;
use super::setup::Mode;
use super::state::{Game, GameError, Waiting};
use crate::clock::Moment;
use crate::rules::timeout::{Reason, Verdict};
use crate::rules::words::{capitalized, say, side, sides, to_side};
use crate::rules::{Claim, Language};

impl Game {
    /// A flag fell: the clocks are stopped. Clock only: the flagged side
    /// loses. Scoresheet: 6.9 on the position, once every move is entered.
    pub(super) fn flag_fell(&mut self, flagged: Color, in_last_period: bool, now: Moment) {
        self.emit(Output::Buzz(Signal::FlagFall));
        let lang = self.lang();
        let whose = sides(flagged, lang);
        let period = match (in_last_period, lang) {
            (true, _) => String::new(),
            (false, Language::English) => " before completing the moves of the period".to_owned(),
            (false, Language::French) => " avant la fin des coups de la période".to_owned(),
        };
        if self.setup.mode == Mode::Clock {
            let reason = say!(
                lang,
                "{whose} flag fell{period} (clock only: no position to rule on Art. 6.9; the arbiter may correct)",
                "Le drapeau {whose} est tombé{period} (pendule seule : pas de position pour appliquer l'art. 6.9 ; l'arbitre peut corriger)"
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
            lag => self.note(say!(
                lang,
                "{whose} flag fell{period}; {lag} moves still to enter",
                "Le drapeau {whose} est tombé{period} ; {lag} coups encore à saisir"
            )),
        }
    }

    /// The ruling asked for by `Output::Decide`.
    pub(super) fn verdict(&mut self, verdict: Verdict, now: Moment) -> Result<(), GameError> {
        let needs_arbiter = !verdict.is_proved();
        match self.waiting {
            Some(Waiting::Flag(flagged)) if flagged == verdict.flagged && self.lag() == 0 => {
                let reason = verdict.explanation(self.lang());
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
                let (whose, words) = (
                    sides(offender, self.lang()),
                    verdict.opponent_words(self.lang()),
                );
                let reason = say!(
                    self.lang(),
                    "{whose} second illegal move (Art. 7.5.5): {words}",
                    "Deuxième coup illégal {whose} (art. 7.5.5) : {words}"
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
                self.keep_proof(&verdict);
                Ok(())
            }
            Some(Waiting::Resign(resigned)) if resigned == verdict.flagged && self.lag() == 0 => {
                let who = capitalized(side(resigned, self.lang()));
                let (outcome, reason) = match verdict.reason {
                    Reason::OpponentCannotMate { .. } => {
                        let words = verdict.opponent_words(self.lang());
                        let reason = say!(
                            self.lang(),
                            "{who} resigns, but {words}: draw (Art. 5.1.2)",
                            "{who} abandonnent, mais {words} : nulle (art. 5.1.2)"
                        );
                        (KnownOutcome::Draw, reason)
                    }
                    _ => {
                        let reason = say!(
                            self.lang(),
                            "{who} resigns (Art. 5.1.2)",
                            "{who} abandonnent (art. 5.1.2)"
                        );
                        (KnownOutcome::Decisive { winner: !resigned }, reason)
                    }
                };
                // The player's word ends the game: an undecided search
                // leaves the resignation a loss, as the player declared.
                self.finish(outcome, Termination::Normal, reason, now);
                Ok(())
            }
            _ => Err(GameError::NotNow(say!(
                self.lang(),
                "no ruling was asked for",
                "aucune décision n'était demandée"
            ))),
        }
    }

    /// The helpmate of a ruling, kept with the result to replay it.
    fn keep_proof(&mut self, verdict: &Verdict) {
        if let (Some(result), Reason::OpponentCanMate { moves, .. }) =
            (self.result.as_mut(), &verdict.reason)
        {
            result.proof.clone_from(moves);
        }
    }

    /// An illegal move confirmed by the arbiter (7.5.3-7.5.5): the first
    /// gives the opponent the penalty time, the second loses unless the
    /// opponent cannot mate.
    pub(super) fn illegal_move(&mut self, offender: Color, now: Moment) {
        let count = self.illegal.get_mut(offender);
        *count += 1;
        let count = *count;
        let lang = self.lang();
        let whose = sides(offender, lang);
        if count == 1 {
            let penalty = self.setup.kind().penalty();
            self.clock.give(!offender, penalty);
            let (minutes, to) = (penalty.as_secs() / 60, to_side(!offender, lang));
            self.note(say!(
                lang,
                "{whose} illegal move: {minutes} min added to {to} (Art. 7.5)",
                "Coup illégal {whose} : {minutes} min ajoutées {to} (art. 7.5)"
            ));
            return;
        }
        if self.setup.mode == Mode::Clock {
            let reason = say!(
                lang,
                "{whose} second illegal move (Art. 7.5.5; clock only: the arbiter checks the position)",
                "Deuxième coup illégal {whose} (art. 7.5.5 ; pendule seule : l'arbitre vérifie la position)"
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

    /// A resignation (5.1.2): the clocks stop; clock only, it loses; with
    /// the position, it loses unless the opponent cannot mate, which the
    /// same search as 6.9 decides.
    pub(super) fn resign(&mut self, resigned: Color, now: Moment) {
        if self.setup.mode == Mode::Clock {
            let who = capitalized(side(resigned, self.lang()));
            let reason = say!(
                self.lang(),
                "{who} resigns (Art. 5.1.2)",
                "{who} abandonnent (art. 5.1.2)"
            );
            let winner = !resigned;
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
            return Err(GameError::NotNow(say!(
                self.lang(),
                "claims need the scoresheet",
                "les réclamations demandent la feuille de partie"
            )));
        }
        if self.lag() > 0 {
            return Err(GameError::NotNow(self.missing_moves()));
        }
        let claimant = self.sheet.turn();
        let ruling = self.sheet.claim(claim, intended)?;
        let lang = self.lang();
        let (who, what, why) = (side(claimant, lang), claim.words(lang), &ruling.why);
        if ruling.correct {
            let who = capitalized(who);
            let reason = say!(
                lang,
                "{who} claims {what}: {why}",
                "{who} réclament {what} : {why}"
            );
            self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
            return Ok(());
        }
        let penalty = self.setup.kind().penalty();
        self.clock.give(!claimant, penalty);
        let (minutes, to) = (penalty.as_secs() / 60, to_side(!claimant, lang));
        let who = capitalized(who);
        self.note(say!(
            lang,
            "{who} claims {what}, incorrectly: {why}; {minutes} min added to {to} (Art. 9.5.3)",
            "{who} réclament {what}, à tort : {why} ; {minutes} min ajoutées {to} (art. 9.5.3)"
        ));
        if let Some((m, _)) = ruling.intended {
            // The intended move must be played (9.5.3).
            self.sheet.play_move(m)?;
            self.after_move(now);
        }
        Ok(())
    }

    pub(super) fn offer_draw(&mut self) -> Result<(), GameError> {
        let by = self.last_mover().ok_or_else(|| {
            GameError::NotNow(say!(
                self.lang(),
                "a draw is offered after making a move",
                "la nulle se propose après avoir joué un coup"
            ))
        })?;
        self.offer = Some(by);
        let ply = self.sheet.moves().len();
        if self.offer_plies.last() != Some(&ply) {
            self.offer_plies.push(ply);
        }
        let who = capitalized(side(by, self.lang()));
        self.note(say!(
            self.lang(),
            "{who} offers a draw (=)",
            "{who} proposent la nulle (=)"
        ));
        Ok(())
    }

    pub(super) fn accept_draw(&mut self, now: Moment) -> Result<(), GameError> {
        let by = self.offer.ok_or_else(|| {
            GameError::NotNow(say!(
                self.lang(),
                "no draw offer to accept",
                "aucune proposition de nulle à accepter"
            ))
        })?;
        // 5.2.3 (2023): both players must have made at least one move.
        if Color::ALL.iter().any(|c| self.presses.get(*c).is_empty()) {
            return Err(GameError::DrawTooEarly);
        }
        let lang = self.lang();
        let who = capitalized(side(!by, lang));
        let reason = match lang {
            Language::English => format!("{who} accepts {} draw offer (Art. 9.1)", sides(by, lang)),
            Language::French => format!(
                "{who} acceptent la proposition de nulle {} (art. 9.1)",
                sides(by, lang)
            ),
        };
        self.finish(KnownOutcome::Draw, Termination::Normal, reason, now);
        Ok(())
    }

    pub(super) fn decline_draw(&mut self) -> Result<(), GameError> {
        let by = self.offer.take().ok_or_else(|| {
            GameError::NotNow(say!(
                self.lang(),
                "no draw offer to decline",
                "aucune proposition de nulle à refuser"
            ))
        })?;
        let who = capitalized(side(!by, self.lang()));
        self.note(say!(
            self.lang(),
            "{who} declines the draw offer",
            "{who} refusent la proposition de nulle"
        ));
        Ok(())
    }
}
