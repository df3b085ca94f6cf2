//! The arbiter's part: flags (6.9), illegal moves and presses without a
//! move (7.5), resignations (5.1.2) and claims (9.2, 9.3, 9.5.3).

use shakmaty::{Color, KnownOutcome};

use super::io::{Output, Signal};
use super::outcome::Termination;
use super::setup::Mode;
use super::state::{Game, GameError, Illegal, Waiting};
use crate::clock::Moment;
use crate::rules::Claim;
use crate::rules::timeout::{Reason, Verdict};
use crate::rules::words::{capitalized, minutes_added, say, side, sides};
use crate::words::Say;
use crate::words::rules::{explanation_before, opponent_words, unfinished_period};

impl Game {
    /// A flag fell: the clocks are stopped. Clock only: the flagged side
    /// loses. Scoresheet: 6.9 on the position, once every move is entered.
    pub(super) fn flag_fell(&mut self, flagged: Color, in_last_period: bool, now: Moment) {
        self.emit(Output::Buzz(Signal::FlagFall));
        let lang = self.lang();
        let whose = sides(flagged, lang);
        let period = unfinished_period(self.flag_period_end(flagged, in_last_period), lang);
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
            1 => self.note(say!(
                lang,
                "{whose} flag fell{period}; 1 move still to enter",
                "Le drapeau {whose} est tombé{period} ; 1 coup encore à saisir"
            )),
            lag => self.note(say!(
                lang,
                "{whose} flag fell{period}; {lag} moves still to enter",
                "Le drapeau {whose} est tombé{period} ; {lag} coups encore à saisir"
            )),
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
                let mut reason = explanation_before(&verdict, before, self.lang());
                // III.5.2: after a postponed claim the arbiter declares the result.
                let needs_arbiter = needs_arbiter || self.quickplay_postponed(&mut reason);
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
                    opponent_words(&verdict, self.lang()),
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
                        let words = opponent_words(&verdict, self.lang());
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

    /// An illegal move confirmed by the arbiter (7.5.1-7.5.5): the first
    /// gives the opponent the penalty time, the second loses unless the
    /// opponent cannot mate, which waits for any missing moves.
    pub(super) fn illegal_move(&mut self, offender: Color, kind: Illegal, now: Moment) {
        let count = self.illegal.get_mut(offender);
        *count += 1;
        let count = *count;
        let lang = self.lang();
        let whose = sides(offender, lang);
        let who = capitalized(side(offender, lang));
        if count == 1 {
            let penalty = self.setup.kind().penalty();
            self.clock.give(!offender, penalty);
            let added = minutes_added(penalty.as_secs() / 60, !offender, lang);
            self.note(match kind {
                Illegal::Move => say!(
                    lang,
                    "{whose} illegal move: {added} (Art. 7.5)",
                    "Coup illégal {whose} : {added} (art. 7.5)"
                ),
                Illegal::EmptyPress => say!(
                    lang,
                    "{who} pressed without moving, an illegal move (Art. 7.5.3): {added} (Art. 7.5.5)",
                    "{who} ont appuyé sur la pendule sans jouer, un coup illégal (art. 7.5.3) : {added} (art. 7.5.5)"
                ),
            });
            return;
        }
        if kind == Illegal::EmptyPress {
            self.note(say!(
                lang,
                "{who} pressed without moving, an illegal move (Art. 7.5.3)",
                "{who} ont appuyé sur la pendule sans jouer, un coup illégal (art. 7.5.3)"
            ));
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
            return Err(GameError::MissingMoves(self.lag()));
        }
        let claimant = self.sheet.turn();
        let ruling = self.sheet.claim(claim, intended)?;
        let lang = self.lang();
        let (who, what, why) = (side(claimant, lang), claim.say(lang), ruling.say(lang));
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
        let added = minutes_added(penalty.as_secs() / 60, !claimant, lang);
        let who = capitalized(who);
        self.note(say!(
            lang,
            "{who} claims {what}, incorrectly: {why}; {added} (Art. 9.5.3)",
            "{who} réclament {what}, à tort : {why} ; {added} (art. 9.5.3)"
        ));
        if let Some((m, _)) = ruling.intended {
            // The intended move must be played (9.5.3).
            self.sheet.play_move(m)?;
            self.after_move(now);
        }
        Ok(())
    }
}
