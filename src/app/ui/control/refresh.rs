//! A new view from the driver on the UI thread: kept, every screen drawn
//! from it, and the result brought up once when the game ends (after the
//! fallen flag has been seen on the clock).

use std::time::Duration;

use slint::{ComponentHandle, TimerMode};

use super::state::{UI, UiState};
use super::{draw, navigation};
use crate::app::ui::board_entry::Assistance;
use crate::app::ui::{AppWindow, Page};
use crate::app::view::View;
use crate::store::save_settings;
use crate::words::t;

/// How long a fallen flag shows on the clock before the result comes.
pub const FLAG_SHOWN: Duration = Duration::from_secs(3);

/// Shows a new view from the driver; the result screen comes up once when
/// the game ends.
pub fn refresh(app: &AppWindow, view: View) {
    let ended = UI.with(|ui| Some(keep(ui.borrow_mut().as_mut()?, view)));
    // A claim decided and found wrong: the clocks run on.
    let resume = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        super::claim_hold::seen(&mut state.claim_hold, &state.view)
    });
    if let Some(resume) = resume {
        super::state::send_arbiter(resume);
    }
    draw::redraw(app);
    draw::faces(app);
    if ended != Some(true) {
        return;
    }
    let flag = UI.with(|ui| {
        ui.borrow()
            .as_ref()
            .is_some_and(|s| s.view.sides.white.first_flag || s.view.sides.black.first_flag)
    });
    if flag {
        // The flag is seen on the clock first, as FIDE's clocks show
        // it; the ruling follows.
        let weak = app.as_weak();
        UI.with(|ui| {
            if let Some(state) = ui.borrow().as_ref() {
                state
                    .result_timer
                    .start(TimerMode::SingleShot, FLAG_SHOWN, move || {
                        if let Some(app) = weak.upgrade()
                            && navigation::shown(&app) == Page::Clock
                        {
                            navigation::show(&app, Page::Result);
                        }
                    });
            }
        });
        navigation::show(app, Page::Clock);
    } else {
        navigation::show(app, Page::Result);
    }
}

/// Keeps `view` in `state`; whether it is the first to show the game's end.
fn keep(state: &mut UiState, mut view: View) -> bool {
    if view.message.is_some() && view.message == state.said_at_start {
        // The notice is whole over the clocks; the status line says
        // what the players need of it (N22).
        view.message = view.arbiter.held.then(|| t!(view.lang, "status-held"));
    }
    let ended = view.result.is_some() && !state.result_shown;
    state.result_shown = view.result.is_some();
    if view.started && view.result.is_none() {
        // A new game runs: the old result is gone from reach.
        state.next_by_arbiter = false;
    }
    if !view.started {
        state.last_refusal = None;
    }
    if view.refused_entry {
        state.last_refusal.clone_from(&view.message);
    }
    if let (true, Assistance::Casual, Some(signals)) =
        (view.refused_entry, state.assistance, &state.signals)
    {
        let _ = signals.try_send(crate::game::Signal::Refused);
    }
    let filed = view.archived && !state.view.archived;
    state.view = view;
    count_the_round_on(state);
    if filed {
        super::usb::recount(state);
    }
    ended
}

/// Once the game is filed, the setup's next game is the next round's: a
/// restart between games, or "next game", then finds it ready. Done once:
/// the saved round has moved on past the game's.
fn count_the_round_on(state: &mut UiState) {
    let view = &state.view;
    let next = &state.settings.next;
    let same = view.tag("Round") == next.round.to_string()
        && view.tag("Event") == next.event
        && (view.tag("Board").is_empty() && next.board == 0
            || view.tag("Board") == next.board.to_string());
    if !(view.started && view.archived && same) {
        return;
    }
    state.settings.next = next.next_round();
    if let Some(dir) = &state.data_dir
        && let Err(e) = save_settings(dir, &state.settings)
    {
        tracing::error!("saving the next round: {e}");
    }
}

/// The result screen that follows a flag after [`FLAG_SHOWN`] is not
/// shown: the screens walk pictures the flag on the clock, and its
/// renderer runs the timers (slow rendering let the result screen into
/// `play-flag`).
pub fn keep_the_flag_on_the_clock() {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            state.result_timer.stop();
        }
    });
}
