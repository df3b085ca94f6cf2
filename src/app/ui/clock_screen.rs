//! The clock screen's controller: faces from the driver's view.

use std::time::Duration;

use shakmaty::Color;
use slint::ComponentHandle;
use slint::SharedString;

use super::turned::{Weight, turned};
use super::{AppWindow, ClockAdapter, Outline, SideFace};
use crate::app::{SideView, View};
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
    /// Face to face, that line turned for the far player when it says more
    /// than the control (the heading's row shows it).
    pub status_turned: Outline,
}

/// The line above the clocks: event, round and board, as the players and
/// the arbiter walking by read them (the control is said under the clocks,
/// and each side's moves to it on its clock).
pub fn heading(view: &View) -> String {
    heading_parts(view).join(" · ")
}

/// The heading with the control, as the board's menu shows it.
pub fn full_heading(view: &View) -> String {
    let mut parts = heading_parts(view);
    parts.push(view.control.clone());
    parts.join(" · ")
}

fn heading_parts(view: &View) -> Vec<String> {
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
    parts
}

/// The players' names from the game's tags ("" when not given).
pub fn names(view: &View) -> (&str, &str) {
    (view.tag("White"), view.tag("Black"))
}

/// `text` turned for the far player, when a half is turned at all.
fn turn(text: &str, weight: Weight, shown: bool) -> Outline {
    if shown {
        turned(text, weight)
    } else {
        Outline::default()
    }
}

/// The faces of `view` at `now`; with `turned`, each side's words also as
/// outlines turned half a circle (face to face).
pub fn faces(
    view: &View,
    now: Moment,
    names: (&str, &str),
    tenths_below: Duration,
    turned: bool,
) -> Faces {
    let face = |color, name| side_face(view, color, name, now, tenths_below, turned);
    let status = status_line(view);
    let said = status != view.control;
    Faces {
        white: face(Color::White, names.0),
        black: face(Color::Black, names.1),
        status_turned: turn(&status, Weight::Regular, turned && said),
        status,
    }
}

/// One side's face at `now`: its time, moves, and period or delay, and
/// with `turned` the same words as outlines for the far player.
fn side_face(
    view: &View,
    color: Color,
    name: &str,
    now: Moment,
    tenths_below: Duration,
    turned: bool,
) -> SideFace {
    let side = view.sides.get(color);
    let remaining = view.remaining_at(color, now);
    let running = view.running == Some(color);
    let delay = if running {
        delay_words(view, side, now)
    } else {
        String::new()
    };
    let period = period_words(view, side);
    let time = clock_face(remaining, tenths_below);
    let shown_name = if name.is_empty() {
        t!(view.lang, "side-start", side = color)
    } else {
        name.to_owned()
    };
    let moves = t!(view.lang, "face-moves", moves = side.moves);
    let below = if delay.is_empty() { &period } else { &delay };
    let offer = t!(view.lang, "face-offered");
    SideFace {
        name: name.into(),
        short_name: super::names::initials(name).into(),
        // Paused: the clock that runs on resume is marked.
        to_run: view.paused && view.turn == Some(color),
        offered: view.offer == Some(color),
        name_turned: turn(&shown_name, Weight::Regular, turned),
        short_turned: turn(
            &super::names::initials(&shown_name),
            Weight::Regular,
            turned,
        ),
        time_turned: turn(&time, Weight::Bold, turned),
        moves_turned: turn(&moves, Weight::Regular, turned),
        period_turned: turn(below, Weight::Regular, turned),
        offer_turned: turn(&offer, Weight::Regular, turned),
        time: time.into(),
        running,
        low: remaining < LOW_TIME,
        flag: side.first_flag || side.periods_passed > 0,
        moves: side.moves as i32,
        period: period.into(),
        delay: delay.into(),
    }
}

/// What is left at `now` of a simple delay on the running clock; "" with
/// no delay or once it is spent, so the period shows again.
fn delay_words(view: &View, side: &SideView, now: Moment) -> String {
    let Some(left) = side.delay_left else {
        return String::new();
    };
    let left = left.saturating_sub(now - view.taken);
    if left.is_zero() {
        String::new()
    } else {
        let left = clock_face(left, Duration::MAX);
        t!(view.lang, "face-delay", left = left)
    }
}

/// The period and the moves still to make in it; "" in a single-period
/// game with no move count, where there is nothing to say.
fn period_words(view: &View, side: &SideView) -> String {
    match (side.period, side.moves_to_control) {
        (0, None) => String::new(),
        (0, Some(n)) => t!(view.lang, "face-to-control", moves = n),
        (p, Some(n)) => t!(
            view.lang,
            "face-period-to-control",
            period = p + 1,
            moves = n
        ),
        (p, None) => t!(view.lang, "face-period", period = p + 1),
    }
}

/// The line under the clocks: the most pressing thing to know, first the
/// result, else the control.
fn status_line(view: &View) -> String {
    if let Some(result) = &view.result {
        // The ruling itself is on the result screen, one tap away.
        let outcome = super::arbiter_log::shown_result(result);
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
    } else if view.turn.is_none() {
        // Before the start: who starts the clock (N21).
        t!(view.lang, "status-black-starts")
    } else {
        // Nothing to say: the control, for the arbiter walking by.
        view.control.clone()
    }
}

/// Puts the faces on the screen; Slint redraws only what changed.
pub fn show(app: &AppWindow, faces: Faces, view: &View) {
    let paused = view.paused;
    let adapter = app.global::<ClockAdapter>();
    adapter.set_heading(heading(view).into());
    adapter.set_started(view.turn.is_some());
    adapter.set_with_board(view.scoresheet);
    adapter.set_storage(view.storage.clone().unwrap_or_default().into());
    // Working again: the next failure's card opens.
    if view.storage.is_none() {
        app.global::<crate::app::ui::RulingAdapter>()
            .set_storage_read("".into());
    }
    adapter.set_has_result(view.result.is_some());
    adapter.set_white(faces.white);
    adapter.set_black(faces.black);
    adapter.set_status(SharedString::from(faces.status));
    adapter.set_status_turned(faces.status_turned);
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
