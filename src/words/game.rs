//! The game's words: the reasons of its results and its refusals, said
//! from `game.ftl` (its notes are in `notes.rs`).

use std::fmt;

use shakmaty::Color;

use super::rules::{explanation_before, opponent_words};
use super::{Language, Say, t};
use crate::clock::PressError;
use crate::game::{GameError, NotNow, QuickplayRefusal, Reason, Why};

impl Say for Why {
    fn say(&self, lang: Language) -> String {
        match self {
            Why::Board(end) => end.say(lang),
            Why::FlagClockOnly { side, before: None } => {
                t!(lang, "why-flag-clock-only", side = *side)
            }
            Why::FlagClockOnly {
                side,
                before: Some(before),
            } => t!(
                lang,
                "why-flag-clock-only-before",
                side = *side,
                before = *before
            ),
            Why::Flag { verdict, before } => explanation_before(verdict, *before, lang),
            Why::SecondIllegal { side, verdict } => t!(
                lang,
                "why-second-illegal",
                side = *side,
                words = opponent_words(verdict, lang)
            ),
            Why::SecondIllegalClockOnly { side } => {
                t!(lang, "why-second-illegal-clock-only", side = *side)
            }
            Why::Resigned {
                side,
                verdict: None,
            } => t!(lang, "why-resigned", side = *side),
            Why::Resigned {
                side,
                verdict: Some(verdict),
            } => t!(
                lang,
                "why-resigned-draw",
                side = *side,
                words = opponent_words(verdict, lang)
            ),
            Why::ClaimUpheld { side, ruling } => t!(
                lang,
                "why-claim-upheld",
                side = *side,
                claim = ruling.claim.say(lang),
                why = ruling.say(lang)
            ),
            Why::DrawAgreed { side } => {
                t!(lang, "why-draw-agreed", side = *side, other = !*side)
            }
            Why::QuickplayDraw { side } => t!(lang, "why-quickplay-draw", side = *side),
            Why::QuickplayDeclaredDraw { side } => {
                t!(lang, "why-quickplay-declared-draw", side = *side)
            }
            Why::Arbiter { words } => t!(lang, "why-arbiter", words = words),
            Why::Incident(why) => why.say(lang),
        }
    }
}

/// The ruling, then what was added to it, in the order it was added.
impl Say for Reason {
    fn say(&self, lang: Language) -> String {
        let mut reason = self.why.say(lang);
        if let Some(side) = self.postponed {
            reason = t!(lang, "reason-postponed", reason = reason, side = side);
        }
        if self.armageddon {
            reason = t!(
                lang,
                "reason-armageddon",
                reason = reason,
                side = Color::Black
            );
        }
        if self.flag_stands {
            reason = t!(lang, "reason-flag-stands", reason = reason);
        }
        if let Some(words) = &self.confirmed {
            reason = t!(lang, "reason-confirmed", reason = reason, words = words);
        }
        reason
    }
}

impl Say for PressError {
    fn say(&self, lang: Language) -> String {
        match self {
            PressError::NotRunning(side) => t!(lang, "press-not-running", side = *side),
            PressError::Paused => t!(lang, "press-paused"),
            PressError::FlagFallen => t!(lang, "press-flag-fallen"),
            PressError::Stopped => t!(lang, "press-stopped"),
        }
    }
}

impl Say for NotNow {
    fn say(&self, lang: Language) -> String {
        match self {
            NotNow::Deciding => t!(lang, "not-now-deciding"),
            NotNow::ClockOnly => t!(lang, "not-now-clock-only"),
            NotNow::RulingAwaited => t!(lang, "not-now-ruling-awaited"),
            NotNow::PressFirst(side) => t!(lang, "not-now-press-first", side = *side),
            NotNow::NotYourMove(side) => t!(lang, "not-now-not-your-move", side = *side),
            NotNow::MustRecord(side) => t!(lang, "not-now-must-record", side = *side),
            NotNow::PositionUnknown => t!(lang, "not-now-position-unknown"),
            NotNow::NoSuchPeriod(periods) => t!(lang, "not-now-no-such-period", periods = *periods),
            NotNow::NothingToTakeBack => t!(lang, "not-now-nothing-to-take-back"),
            NotNow::NothingToWithdraw => t!(lang, "not-now-nothing-to-withdraw"),
            NotNow::OfferAfterMove => t!(lang, "not-now-offer-after-move"),
            NotNow::NoOfferToAccept => t!(lang, "not-now-no-offer-to-accept"),
            NotNow::NoOfferToDecline => t!(lang, "not-now-no-offer-to-decline"),
            NotNow::NoRulingAsked => t!(lang, "not-now-no-ruling-asked"),
            NotNow::NoProofAsked => t!(lang, "not-now-no-proof-asked"),
            NotNow::ProofDoesNotMate => t!(lang, "not-now-proof-does-not-mate"),
            NotNow::ClaimsNeedScoresheet => t!(lang, "not-now-claims-need-scoresheet"),
            NotNow::ArbiterResumes => t!(lang, "not-now-arbiter-resumes"),
            NotNow::ArbiterOnly => t!(lang, "not-now-arbiter-only"),
            NotNow::NotForTheArbiter => t!(lang, "not-now-not-for-the-arbiter"),
            NotNow::NoCall => t!(lang, "not-now-no-call"),
            NotNow::TimeTooLong => t!(lang, "not-now-time-too-long"),
            NotNow::ClockSettingFixed => t!(lang, "not-now-clock-setting-fixed"),
            NotNow::NothingToUndo => t!(lang, "not-now-nothing-to-undo"),
        }
    }
}

impl Say for QuickplayRefusal {
    fn say(&self, lang: Language) -> String {
        match self {
            QuickplayRefusal::NotAnnounced => t!(lang, "quickplay-not-announced"),
            QuickplayRefusal::Blitz => t!(lang, "quickplay-blitz"),
            QuickplayRefusal::HasIncrement => t!(lang, "quickplay-has-increment"),
            QuickplayRefusal::Granted => t!(lang, "quickplay-granted"),
            QuickplayRefusal::NotOnMove(side) => t!(lang, "quickplay-not-on-move", side = *side),
            QuickplayRefusal::NotLastPeriod(side) => {
                t!(lang, "quickplay-not-last-period", side = *side)
            }
            QuickplayRefusal::TimeLeft(side) => t!(lang, "quickplay-time-left", side = *side),
            QuickplayRefusal::NothingPostponed(side) => {
                t!(lang, "quickplay-nothing-postponed", side = *side)
            }
        }
    }
}

impl Say for GameError {
    fn say(&self, lang: Language) -> String {
        match self {
            GameError::Over => t!(lang, "error-game-over"),
            GameError::Press(e) => t!(lang, "error-press", why = e.say(lang)),
            GameError::Move(e) => e.say(lang),
            GameError::NotNow(why) => why.say(lang),
            GameError::DrawTooEarly => t!(lang, "error-draw-too-early"),
            GameError::AlreadyConfirmed(side) => {
                t!(lang, "error-already-confirmed", side = *side)
            }
            GameError::NoResultYet => t!(lang, "error-no-result-yet"),
            GameError::ResultStands => t!(lang, "error-result-stands"),
            GameError::EndedWith { by, end } => t!(
                lang,
                "error-ended-with",
                by = by.write(lang.notation()),
                end = end.say(lang)
            ),
            GameError::MissingMoves(count) => t!(lang, "error-missing-moves", count = *count),
            GameError::Fen(e) => e.say(lang),
            GameError::NotJustPressed(side) => t!(lang, "error-not-just-pressed", side = *side),
            GameError::PressHasMove(side) => t!(lang, "error-press-has-move", side = *side),
            GameError::OwnOffer(side) => {
                t!(lang, "error-own-offer", side = *side, other = !*side)
            }
            GameError::Quickplay(refusal) => refusal.say(lang),
            GameError::Incident(refusal) => refusal.say(lang),
        }
    }
}

/// In English, for logs and `?` (the screens say it in their language).
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for GameError {}

impl fmt::Display for PressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PressError {}
