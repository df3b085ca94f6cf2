//! The clock screen's controller: faces from the driver's view.

use std::time::Duration;

use shakmaty::Color;
use slint::{ModelRc, SharedString, VecModel};

use slint::ComponentHandle;

use super::{AppWindow, ClockAdapter, SideFace};
use crate::app::View;
use crate::clock::{Moment, clock_face};
use crate::words::t;

/// Under this a clock turns red.
const LOW_TIME: Duration = Duration::from_secs(60);

/// What to show and when it next changes.
pub struct Faces {
    /// White's face.
    pub white: SideFace,
    /// Black's face.
    pub black: SideFace,
    /// The line under the clocks.
    pub status: String,
}

/// The line above the clocks: event, round, board and control, as the
/// players and the arbiter walking by read them.
pub fn heading(view: &View) -> String {
    let mut parts = Vec::new();
    if !view.tag("Event").is_empty() {
        parts.push(view.tag("Event").to_owned());
    }
    let (round, board) = (view.tag("Round"), view.tag("Board"));
    if !round.is_empty() {
        parts.push(t!(view.lang, "heading-round", round = round));
    }
    if !board.is_empty() {
        parts.push(t!(view.lang, "heading-board", board = board));
    }
    parts.push(view.control.clone());
    parts.join(" · ")
}

/// The players' names from the game's tags ("" when not given).
pub fn names(view: &View) -> (&str, &str) {
    (view.tag("White"), view.tag("Black"))
}

/// The faces of `view` at `now`.
pub fn faces(view: &View, now: Moment, names: (&str, &str), tenths_below: Duration) -> Faces {
    let face = |color: Color, name: &str| {
        let side = view.sides.get(color);
        let remaining = view.remaining_at(color, now);
        let running = view.running == Some(color);
        let delay = match (running, side.delay_left) {
            (true, Some(left)) => {
                let left = left.saturating_sub(now - view.taken);
                if left.is_zero() {
                    String::new()
                } else {
                    let left = clock_face(left, Duration::MAX);
                    t!(view.lang, "face-delay", left = left)
                }
            }
            _ => String::new(),
        };
        let period = match (side.period, side.moves_to_control) {
            (0, None) => String::new(),
            (0, Some(n)) => t!(view.lang, "face-to-control", moves = n),
            (p, Some(n)) => t!(
                view.lang,
                "face-period-to-control",
                period = p + 1,
                moves = n
            ),
            (p, None) => t!(view.lang, "face-period", period = p + 1),
        };
        let time = clock_face(remaining, tenths_below);
        SideFace {
            name: name.into(),
            // Paused: the clock that runs on resume is marked.
            to_run: view.paused && view.turn == Some(color),
            offered: view.offer == Some(color),
            time_codes: glyph_codes(&time),
            moves_codes: glyph_codes(&side.moves.to_string()),
            time: time.into(),
            running,
            low: remaining < LOW_TIME,
            flag: side.first_flag || side.periods_passed > 0,
            moves: side.moves as i32,
            period: period.into(),
            delay: delay.into(),
        }
    };
    let status = if let Some(result) = &view.result {
        // The ruling itself is on the result screen, one tap away.
        let outcome = result.outcome.as_str();
        if result.needs_arbiter {
            t!(view.lang, "status-arbiter-decides", outcome = outcome)
        } else {
            t!(view.lang, "status-result", outcome = outcome)
        }
    } else if view.deciding {
        t!(view.lang, "status-deciding")
    } else if let Some(message) = &view.message {
        message.clone()
    } else if let Some(banner) = view.lag_banner() {
        banner
    } else if view.paused {
        t!(view.lang, "status-paused")
    } else {
        String::new()
    };
    Faces {
        white: face(Color::White, names.0),
        black: face(Color::Black, names.1),
        status,
    }
}

/// A clock face as the glyph codes of segments.slint: 0-9 digits, 10 a
/// colon, 11 a point (anything else is a blank).
pub fn glyph_codes(text: &str) -> ModelRc<i32> {
    let codes: Vec<i32> = text
        .chars()
        .map(|c| match c {
            '0'..='9' => c as i32 - '0' as i32,
            ':' => 10,
            '.' => 11,
            _ => -1,
        })
        .collect();
    ModelRc::new(VecModel::from(codes))
}

/// Puts the faces on the screen; Slint redraws only what changed.
pub fn show(app: &AppWindow, faces: Faces, view: &View) {
    let paused = view.paused;
    let adapter = app.global::<ClockAdapter>();
    adapter.set_heading(heading(view).into());
    adapter.set_storage(view.storage.clone().unwrap_or_default().into());
    adapter.set_has_result(view.result.is_some());
    adapter.set_white(faces.white);
    adapter.set_black(faces.black);
    adapter.set_status(SharedString::from(faces.status));
    adapter.set_paused(paused);
}

/// How long until the running face changes: a second, or a tenth under the
/// tenths threshold. `None` when no clock runs.
pub fn next_change(view: &View, now: Moment, tenths_below: Duration) -> Option<Duration> {
    let running = view.running?;
    let wake =
        |into: Duration| Some((into + Duration::from_micros(200)).max(Duration::from_millis(1)));
    let second = Duration::from_secs(1);
    // During a simple delay only the delay's face moves.
    if let Some(left) = view.sides.get(running).delay_left {
        let left = left.saturating_sub(now - view.taken);
        if !left.is_zero() {
            return wake(Duration::from_nanos(
                (left.as_nanos() % second.as_nanos()) as u64,
            ));
        }
    }
    let remaining = view.remaining_at(running, now);
    let step = if remaining < tenths_below {
        Duration::from_millis(100)
    } else {
        second
    };
    // Wake just after the face turns.
    wake(Duration::from_nanos(
        (remaining.as_nanos() % step.as_nanos()) as u64,
    ))
}

#[cfg(test)]
mod tests {
    use slint::Model;

    use super::*;

    #[test]
    fn faces_become_segment_codes() {
        let codes: Vec<i32> = glyph_codes("1:09:5.7").iter().collect();
        assert_eq!(codes, [1, 10, 0, 9, 10, 5, 11, 7]);
        let blank: Vec<i32> = glyph_codes("-").iter().collect();
        assert_eq!(blank, [-1]);
    }
}
