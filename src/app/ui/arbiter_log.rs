//! The arbiter's log as the screen says it: each action the game logged
//! (from the journalled inputs, so a restart keeps it) with its wall-clock
//! time and its outcome, worded in the language of the moment it is shown;
//! and the corrections the arbiter's keys make.

use std::time::Duration;

use shakmaty::Color;

use crate::app::View;
use crate::clock::{Moment, clock_face};
use crate::dates::utc_time;
use crate::game::{Act, Acted, Change, Input};
use crate::words::Language;
use crate::words::{Say, t};

/// A correction by a number of units, as the arbiter's keys make it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Correction {
    /// A side's time moved by seconds.
    Time(Color, i32),
    /// A side's move count moved by moves.
    Moves(Color, i32),
    /// A side's period moved by periods.
    Period(Color, i32),
}

impl Correction {
    /// The input that makes this correction on `view` at `now`.
    pub fn input(self, view: &View, now: Moment) -> Input {
        match self {
            Correction::Time(color, seconds) => adjust(view, color, seconds, now),
            Correction::Moves(color, by) => count(view, color, by),
            Correction::Period(color, by) => period(view, color, by),
        }
    }
}

/// A clock's time as the log shows it (`1:23:45`, `4:05`).
fn face(time: Duration) -> String {
    clock_face(time, Duration::ZERO)
}

/// "White's clock 1:23:45 → 1:24:45 (+1:00)".
fn change_words(change: Change, lang: Language) -> String {
    match change {
        Change::Time { side, from, to } => {
            let (sign, by) = if to >= from {
                ("+", to - from)
            } else {
                ("−", from - to)
            };
            t!(
                lang,
                "log-time",
                side = side,
                from = face(from),
                to = face(to),
                by = format!("{sign}{}", face(by))
            )
        }
        Change::Moves { side, from, to } => {
            t!(lang, "log-moves", side = side, from = from, to = to)
        }
        Change::Period { side, from, to } => {
            t!(lang, "log-period", side = side, from = from, to = to)
        }
        Change::Move { san, taken, .. } => {
            let san = lang.notation().write(&san);
            match taken {
                true => t!(lang, "log-move-taken-back", san = san),
                false => t!(lang, "log-move-entered-again", san = san),
            }
        }
    }
}

/// What an action did, in `lang`: its outcome, never the question asked.
pub fn act_words(act: &Act, lang: Language) -> String {
    let clocks = |id: &str, c: &shakmaty::ByColor<Duration>| {
        let (white, black) = (face(c.white), face(c.black));
        match id {
            "paused" => t!(lang, "log-paused", white = white, black = black),
            _ => t!(lang, "log-resumed", white = white, black = black),
        }
    };
    match act {
        Act::Paused(c) => clocks("paused", c),
        Act::Resumed(c) => clocks("resumed", c),
        Act::Changed(change) => change_words(*change, lang),
        Act::Undone(change) => t!(lang, "log-undone", words = change_words(*change, lang)),
        Act::Ruled {
            notes,
            result,
            awaits,
        } => {
            let mut said: Vec<String> = notes.iter().map(|n| n.say(lang)).collect();
            let first_penalty = notes.iter().any(|n| {
                matches!(
                    n,
                    crate::game::Noted::IllegalMove { .. }
                        | crate::game::Noted::EmptyPress {
                            minutes: Some(_),
                            ..
                        }
                )
            });
            if first_penalty {
                said.push(t!(lang, "log-second-loses"));
            }
            if *awaits {
                said.push(t!(lang, "log-ruling-follows"));
            }
            if let Some(result) = result {
                let outcome = shown_result(result);
                said.push(t!(
                    lang,
                    "log-result",
                    outcome = outcome,
                    reason = result.reason.say(lang)
                ));
            }
            said.join("; ")
        }
    }
}

/// A result as the screens show it: `1-0`, `½-½`, `0-1` (PGN's
/// `1/2-1/2` is for files).
pub fn shown_outcome(outcome: shakmaty::KnownOutcome) -> &'static str {
    match outcome {
        shakmaty::KnownOutcome::Draw => "½-½",
        shakmaty::KnownOutcome::Decisive {
            winner: Color::White,
        } => "1-0",
        shakmaty::KnownOutcome::Decisive { .. } => "0-1",
    }
}

/// A game's result as the screens write it: its outcome (`½-½`), or the
/// points the arbiter decided when no result is them (`0-½`, `0-0`).
pub fn shown_result(result: &crate::game::GameResult) -> String {
    let half = |p: crate::game::Points| match p {
        crate::game::Points::Zero => "0",
        crate::game::Points::Half => "½",
        crate::game::Points::One => "1",
    };
    match result.scores() {
        Some(s) if s.standard().is_none() => format!("{}-{}", half(s.white), half(s.black)),
        _ => shown_outcome(result.outcome).to_owned(),
    }
}

/// The log's lines, newest first, each with its time (`14:32:05`).
pub fn lines(log: &[Acted], lang: Language) -> Vec<String> {
    log.iter()
        .rev()
        .map(|a| format!("{} {}", utc_time(a.utc), act_words(&a.act, lang)))
        .collect()
}

/// Reads a time typed as `H:MM:SS`, `M:SS` or seconds.
pub fn typed_time(text: &str) -> Option<Duration> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() > 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit()))
    {
        return None;
    }
    let mut seconds: u64 = 0;
    for (i, part) in parts.iter().enumerate() {
        let n: u64 = part.parse().ok()?;
        // Minutes and seconds after the first part stay under 60.
        if i > 0 && n >= 60 {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(n)?;
    }
    (seconds <= 24 * 3600).then(|| Duration::from_secs(seconds))
}

/// The input that sets a side's time `seconds` away from what it shows.
pub fn adjust(view: &View, color: Color, seconds: i32, now: Moment) -> Input {
    let shown = view.remaining_at(color, now);
    let change = Duration::from_secs(u64::from(seconds.unsigned_abs()));
    let time = if seconds >= 0 {
        shown + change
    } else {
        shown.saturating_sub(change)
    };
    Input::SetTime(color, time)
}

/// The input that moves a side's move count `by` moves (never below 0).
pub fn count(view: &View, color: Color, by: i32) -> Input {
    let moves = view.sides.get(color).moves.saturating_add_signed(by);
    Input::SetMoves(color, moves)
}

/// The input that moves a side `by` periods (never before the first; the
/// clock keeps it within the control).
pub fn period(view: &View, color: Color, by: i32) -> Input {
    let period = view
        .sides
        .get(color)
        .period
        .saturating_add_signed(by as isize);
    Input::SetPeriod(color, period)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Noted;

    #[test]
    fn actions_are_said_by_their_outcome_in_the_language_shown() {
        let change = Change::Time {
            side: Color::White,
            from: Duration::from_secs(5025),
            to: Duration::from_secs(5085),
        };
        let log = [
            Acted {
                utc: 1_764_512_000 + 3600,
                act: Act::Changed(change),
            },
            Acted {
                utc: 1_764_512_000 + 3605,
                act: Act::Ruled {
                    notes: vec![Noted::IllegalMove {
                        side: Color::White,
                        minutes: 2,
                    }],
                    result: None,
                    awaits: false,
                },
            },
        ];
        assert_eq!(
            lines(&log, Language::English),
            [
                "15:13:25 White's illegal move: 2 min added to Black (Art. 7.5); a second \
                 illegal move loses",
                "15:13:20 White's clock 1:23:45 → 1:24:45 (+1:00)",
            ]
        );
        // The same log on a German screen is German (N24).
        assert_eq!(
            lines(&log, Language::German)[1],
            "15:13:20 Uhr von Weiß 1:23:45 → 1:24:45 (+1:00)"
        );
    }

    #[test]
    fn typed_times() {
        assert_eq!(typed_time("1:23:45"), Some(Duration::from_secs(5025)));
        assert_eq!(typed_time(" 5:00 "), Some(Duration::from_secs(300)));
        assert_eq!(typed_time("90"), Some(Duration::from_secs(90)));
        for bad in ["", "1:60", "a:00", "1::2", "1:2:3:4", "25:00:01"] {
            assert_eq!(typed_time(bad), None, "{bad}");
        }
    }
}
