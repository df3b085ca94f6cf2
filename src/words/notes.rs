//! The game's notes in words (`game::Noted`): what the arbiter set, the
//! infractions and offers, the clocks' stops, the scoresheet's gaps; said
//! from `game.ftl`.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::{Language, Say, t};
use crate::clock::pgn_clock;
use crate::dates::utc_time;
use crate::game::{Noted, Voided};
use crate::rules::{ClaimRuling, MoveLabel};

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
            Noted::EnteredAgain { san } => {
                t!(lang, "note-entered-again", san = lang.notation().write(san))
            }
            Noted::EntryWithdrawn { side, san } => t!(
                lang,
                "note-entry-withdrawn",
                side = *side,
                san = lang.notation().write(san)
            ),
            Noted::RecordsLost { line, after } => {
                t!(lang, "note-records-lost", line = *line, after = *after)
            }
            Noted::PeriodPassed { side } => t!(lang, "note-period-passed", side = *side),
            Noted::FlagWithMovesMissing {
                side,
                before,
                missing,
            } => flag_with_moves_missing(lang, *side, *before, *missing),
            Noted::IllegalMove { side, minutes } => t!(
                lang,
                "note-illegal-move",
                side = *side,
                other = !*side,
                minutes = *minutes
            ),
            Noted::EmptyPress { side, minutes } => empty_press(lang, *side, *minutes),
            Noted::ClaimRejected {
                side,
                ruling,
                minutes,
            } => claim_rejected(lang, *side, ruling, *minutes),
            Noted::DrawOffered { side } => t!(lang, "note-draw-offered", side = *side),
            Noted::DrawDeclined { side } => t!(lang, "note-draw-declined", side = *side),
            Noted::QuickplayIncrement {
                side,
                seconds,
                minutes,
            } => quickplay_increment(lang, *side, *seconds, *minutes),
            Noted::QuickplayRejected { side, minutes } => quickplay_rejected(lang, *side, *minutes),
            Noted::QuickplayPostponed { side, minutes } => {
                quickplay_postponed(lang, *side, *minutes)
            }
            Noted::ArbiterPaused { utc, clocks } => arbiter_paused(lang, *utc, clocks),
            Noted::ArbiterResumed { utc, clocks } => arbiter_resumed(lang, *utc, clocks),
            Noted::ArbiterCalled { side, utc } => {
                t!(
                    lang,
                    "note-arbiter-called",
                    side = *side,
                    at = utc_time(*utc)
                )
            }
            Noted::ArbiterCame { side, called, utc } => t!(
                lang,
                "note-arbiter-came",
                side = *side,
                called = utc_time(*called),
                at = utc_time(*utc)
            ),
            Noted::Restored {
                utc,
                written,
                clocks,
            } => restored(lang, *utc, *written, clocks),
            Noted::Behind { side, moves, time } => t!(
                lang,
                "note-scoresheet-behind",
                side = *side,
                moves = *moves,
                time = pgn_clock(*time)
            ),
            Noted::NotRecorded { side, rapid: false } => {
                t!(lang, "note-not-recorded", side = *side)
            }
            Noted::NotRecorded { side, rapid: true } => {
                t!(lang, "note-not-recorded-rapid", side = *side)
            }
            Noted::FilledIn { from } => t!(lang, "note-filled-in", from = from.div_ceil(2)),
            Noted::PressTakenBack { side, stray } => press_taken_back(lang, *side, *stray),
            Noted::Voided { what, side, by } => voided(lang, *what, *side, *by),
            Noted::Incident(note) => note.say(lang),
        }
    }
}

/// A flag fell with moves still to enter before the ruling (before the
/// move that ends the unfinished period, if not the last).
fn flag_with_moves_missing(
    lang: Language,
    side: Color,
    before: Option<u32>,
    missing: usize,
) -> String {
    match before {
        None => t!(lang, "note-flag-missing", side = side, missing = missing),
        Some(before) => t!(
            lang,
            "note-flag-before-missing",
            side = side,
            before = before,
            missing = missing
        ),
    }
}

/// A press without a move (7.5.3), with the opponent's minutes when it
/// was the first.
fn empty_press(lang: Language, side: Color, minutes: Option<u64>) -> String {
    match minutes {
        Some(minutes) => t!(
            lang,
            "note-empty-press-first",
            side = side,
            other = !side,
            minutes = minutes
        ),
        None => t!(lang, "note-empty-press", side = side),
    }
}

/// A claim found incorrect (9.5.3): which, why, the opponent's minutes.
fn claim_rejected(lang: Language, side: Color, ruling: &ClaimRuling, minutes: u64) -> String {
    t!(
        lang,
        "note-claim-rejected",
        side = side,
        other = !side,
        claim = ruling.claim.say(lang),
        why = ruling.say(lang),
        minutes = minutes
    )
}

/// The increment granted on a quickplay claim (Guidelines III.4).
fn quickplay_increment(lang: Language, side: Color, seconds: u64, minutes: u64) -> String {
    t!(
        lang,
        "note-quickplay-increment",
        side = side,
        other = !side,
        seconds = seconds,
        minutes = minutes
    )
}

/// A quickplay claim rejected (Guidelines III.5.3), with the opponent's
/// minutes.
fn quickplay_rejected(lang: Language, side: Color, minutes: u64) -> String {
    t!(
        lang,
        "note-quickplay-rejected",
        side = side,
        other = !side,
        minutes = minutes
    )
}

/// The quickplay decision postponed (Guidelines III.5.2), with the
/// minutes given if any.
fn quickplay_postponed(lang: Language, side: Color, minutes: Option<u64>) -> String {
    match minutes {
        Some(minutes) => t!(
            lang,
            "note-quickplay-postponed-time",
            side = side,
            other = !side,
            minutes = minutes
        ),
        None => t!(lang, "note-quickplay-postponed", side = side),
    }
}

/// The arbiter paused the clocks: when, and both clocks then.
fn arbiter_paused(lang: Language, utc: u64, clocks: &ByColor<Duration>) -> String {
    t!(
        lang,
        "note-arbiter-paused",
        at = utc_time(utc),
        white = pgn_clock(clocks.white),
        black = pgn_clock(clocks.black)
    )
}

/// The arbiter resumed the clocks: when, and both clocks then.
fn arbiter_resumed(lang: Language, utc: u64, clocks: &ByColor<Duration>) -> String {
    t!(
        lang,
        "note-arbiter-resumed",
        at = utc_time(utc),
        white = pgn_clock(clocks.white),
        black = pgn_clock(clocks.black)
    )
}

/// The game restored after a stop (a power cut): when, when its last
/// record was if known, and both clocks.
fn restored(lang: Language, utc: u64, written: Option<u64>, clocks: &ByColor<Duration>) -> String {
    match written {
        None => t!(
            lang,
            "note-restored",
            at = utc_time(utc),
            white = pgn_clock(clocks.white),
            black = pgn_clock(clocks.black)
        ),
        Some(written) => t!(
            lang,
            "note-restored-written",
            at = utc_time(utc),
            written = utc_time(written),
            white = pgn_clock(clocks.white),
            black = pgn_clock(clocks.black)
        ),
    }
}

/// A press taken back: a stray one without a penalty, or the one that
/// completed an illegal move (7.5.1).
fn press_taken_back(lang: Language, side: Color, stray: bool) -> String {
    if stray {
        t!(lang, "note-press-taken-back", side = side)
    } else {
        t!(lang, "note-press-taken-back-illegal", side = side)
    }
}

/// A flag, a resignation or a second illegal move made void by the move
/// that ended the game on the board.
fn voided(lang: Language, what: Voided, side: Color, by: Option<MoveLabel>) -> String {
    let by = by.map(|l| l.write(lang.notation())).unwrap_or_default();
    match what {
        Voided::Flag => t!(lang, "note-voided-flag", side = side, by = by),
        Voided::Resignation => t!(lang, "note-voided-resignation", side = side, by = by),
        Voided::SecondIllegal => t!(lang, "note-voided-illegal", side = side, by = by),
    }
}
