//! The game's words: its notes, the reasons of its results and its
//! refusals, said from `game.ftl`.

use std::fmt;

use shakmaty::Color;

use super::rules::{explanation_before, opponent_words};
use super::{Language, Say, t};
use crate::clock::{PressError, pgn_clock};
use crate::dates::utc_time;
use crate::game::{GameError, NotNow, Noted, QuickplayRefusal, Reason, Voided, Why};

impl Say for Noted {
    fn say(&self, lang: Language) -> String {
        match self {
            Noted::ClockSet { side, time } => {
                t!(
                    lang,
                    "note-clock-set",
                    side = *side,
                    time = pgn_clock(*time)
                )
            }
            Noted::MovesSet { side, moves } => {
                t!(lang, "note-moves-set", side = *side, moves = *moves)
            }
            Noted::PeriodSet { side, period } => {
                t!(lang, "note-period-set", side = *side, period = *period)
            }
            Noted::TakenBack { san } => {
                t!(lang, "note-taken-back", san = lang.notation().write(san))
            }
            Noted::RecordsLost { line, after } => {
                t!(lang, "note-records-lost", line = *line, after = *after)
            }
            Noted::PeriodPassed { side } => t!(lang, "note-period-passed", side = *side),
            Noted::FlagWithMovesMissing {
                side,
                before: None,
                missing,
            } => t!(lang, "note-flag-missing", side = *side, missing = *missing),
            Noted::FlagWithMovesMissing {
                side,
                before: Some(before),
                missing,
            } => t!(
                lang,
                "note-flag-before-missing",
                side = *side,
                before = *before,
                missing = *missing
            ),
            Noted::IllegalMove { side, minutes } => t!(
                lang,
                "note-illegal-move",
                side = *side,
                other = !*side,
                minutes = *minutes
            ),
            Noted::EmptyPress {
                side,
                minutes: Some(minutes),
            } => t!(
                lang,
                "note-empty-press-first",
                side = *side,
                other = !*side,
                minutes = *minutes
            ),
            Noted::EmptyPress {
                side,
                minutes: None,
            } => t!(lang, "note-empty-press", side = *side),
            Noted::ClaimRejected {
                side,
                ruling,
                minutes,
            } => t!(
                lang,
                "note-claim-rejected",
                side = *side,
                other = !*side,
                claim = ruling.claim.say(lang),
                why = ruling.say(lang),
                minutes = *minutes
            ),
            Noted::DrawOffered { side } => t!(lang, "note-draw-offered", side = *side),
            Noted::DrawDeclined { side } => t!(lang, "note-draw-declined", side = *side),
            Noted::QuickplayIncrement {
                side,
                seconds,
                minutes,
            } => t!(
                lang,
                "note-quickplay-increment",
                side = *side,
                other = !*side,
                seconds = *seconds,
                minutes = *minutes
            ),
            Noted::QuickplayRejected { side, minutes } => t!(
                lang,
                "note-quickplay-rejected",
                side = *side,
                other = !*side,
                minutes = *minutes
            ),
            Noted::QuickplayPostponed {
                side,
                minutes: Some(minutes),
            } => t!(
                lang,
                "note-quickplay-postponed-time",
                side = *side,
                other = !*side,
                minutes = *minutes
            ),
            Noted::QuickplayPostponed {
                side,
                minutes: None,
            } => t!(lang, "note-quickplay-postponed", side = *side),
            Noted::ArbiterPaused { utc, clocks } => t!(
                lang,
                "note-arbiter-paused",
                at = utc_time(*utc),
                white = pgn_clock(clocks.white),
                black = pgn_clock(clocks.black)
            ),
            Noted::ArbiterResumed { utc, clocks } => t!(
                lang,
                "note-arbiter-resumed",
                at = utc_time(*utc),
                white = pgn_clock(clocks.white),
                black = pgn_clock(clocks.black)
            ),
            Noted::Restored {
                utc,
                written: None,
                clocks,
            } => t!(
                lang,
                "note-restored",
                at = utc_time(*utc),
                white = pgn_clock(clocks.white),
                black = pgn_clock(clocks.black)
            ),
            Noted::Restored {
                utc,
                written: Some(written),
                clocks,
            } => t!(
                lang,
                "note-restored-written",
                at = utc_time(*utc),
                written = utc_time(*written),
                white = pgn_clock(clocks.white),
                black = pgn_clock(clocks.black)
            ),
            Noted::Behind { side, moves, time } => t!(
                lang,
                "note-scoresheet-behind",
                side = *side,
                moves = *moves,
                time = pgn_clock(*time)
            ),
            Noted::NotRecorded { side } => t!(lang, "note-not-recorded", side = *side),
            Noted::FilledIn { from } => t!(lang, "note-filled-in", from = from.div_ceil(2)),
            Noted::PressTakenBack { side, stray: true } => {
                t!(lang, "note-press-taken-back", side = *side)
            }
            Noted::PressTakenBack { side, stray: false } => {
                t!(lang, "note-press-taken-back-illegal", side = *side)
            }
            Noted::Voided { what, side, by } => {
                let by = by.map(|l| l.write(lang.notation())).unwrap_or_default();
                match what {
                    Voided::Flag => t!(lang, "note-voided-flag", side = *side, by = by),
                    Voided::Resignation => {
                        t!(lang, "note-voided-resignation", side = *side, by = by)
                    }
                    Voided::SecondIllegal => {
                        t!(lang, "note-voided-illegal", side = *side, by = by)
                    }
                }
            }
            Noted::Incident(note) => note.say(lang),
        }
    }
}

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
            NotNow::NothingToTakeBack => t!(lang, "not-now-nothing-to-take-back"),
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
