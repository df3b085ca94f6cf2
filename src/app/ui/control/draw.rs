//! Every screen drawn from the UI thread's state: what the controllers ask
//! for after they change it, and what a new view from the driver brings.
//! Drawing only: no input is sent and no page is chosen here.

use std::time::Duration;

use slint::{ComponentHandle, SharedString, TimerMode};

use super::state::{UI, UiState};
use crate::app::ui::{
    AppWindow, ArbiterAdapter, BoardAdapter, ClockAdapter, KeyboardAdapter, Navigation, Page,
    ResultAdapter, RulingAdapter, SpeechAdapter, arbiter_screen, board_screen, call_screen,
    clock_screen, eboard_screen, result_screen, sheet_screen, usb_screen,
};
use crate::clock::Moment;
use crate::day::Phase;
use crate::store::Settings;

/// Everything but the faces, from the current view.
pub(super) fn redraw(app: &AppWindow) {
    board(app);
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            sheet_screen::show(app, &state.view);
            result_screen::show(app, &state.view);
            let now = state.now();
            arbiter(app, state, now);
            call_screen::show(app, &state.view, state.hall_seen);
            // Nor over the notice a restore shows (N7).
            let reading = state.notice.is_some() && state.view.phase() == Phase::Playing;
            usb_screen::show(app, &state.usb, state.view.running.is_some() || reading);
        }
    });
}

/// Draws the board as the UI state has it, and the e-board's part of it.
pub(super) fn board(app: &AppWindow) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            let orientation = state.orientation();
            board_screen::show(
                app,
                &state.view,
                &state.entry,
                state.assistance,
                orientation,
            );
            eboard(app, state);
        }
    });
}

/// The e-board's part of the play screen and the arbiter's comparison.
fn eboard(app: &AppWindow, state: &UiState) {
    eboard_screen::show(app, &state.eboard, &state.view);
    if let Some(banner) = eboard_screen::banner(&state.eboard, &state.view) {
        let adapter = app.global::<BoardAdapter>();
        adapter.set_banner(SharedString::from(banner.text));
        adapter.set_banner_warning(banner.warning);
    }
}

/// The arbiter's screen as `state` has it at `now`, and the ruling the
/// players read.
fn arbiter(app: &AppWindow, state: &UiState, now: Moment) {
    arbiter_screen::show(
        app,
        &state.view,
        &state.lock,
        state
            .pending
            .as_ref()
            .map(|(input, words)| arbiter_screen::Pending {
                words,
                // Art. 8.3's hand-over and take-up have no input for the game:
                // "confirm" sends the driver their command.
                confirmable: input.is_some() || state.pending_control.is_some(),
            }),
        state.last_refusal.as_deref(),
        now,
    );
    let ruling = shown_ruling(state).unwrap_or_default();
    app.global::<ArbiterAdapter>()
        .set_ruling(ruling.clone().into());
    let players = app.global::<RulingAdapter>();
    // Gone: the next ruling's card opens even if its words are the same.
    if ruling.is_empty() {
        players.set_read("".into());
    }
    players.set_text(ruling.into());
}

/// The ruling the players read, in the language shown, unless the arbiter
/// cleared it.
fn shown_ruling(state: &UiState) -> Option<String> {
    use crate::words::Say;
    let ruling = state.view.arbiter.ruling.as_ref()?;
    (state.ruling_cleared.as_ref() != Some(ruling)).then(|| ruling.say(state.view.lang))
}

/// Puts the faces on the clock screen and sets the timer for the next
/// change of the running face: nothing runs between two changes.
pub(super) fn faces(app: &AppWindow) {
    let next = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref()?;
        let now = state.now();
        let tenths = state.settings.tenths_below;
        let names = clock_screen::names(&state.view);
        let turned = state.settings.face_to_face;
        let faces = clock_screen::faces(&state.view, now, names, tenths, turned);
        clock_screen::show(app, faces, &state.view);
        app.global::<ClockAdapter>()
            .set_notice(state.notice.clone().unwrap_or_default().into());
        if app.global::<Navigation>().get_page() == Page::Arbiter {
            // Live times for the arbiter, at the faces' own pace.
            arbiter(app, state, now);
        }
        clock_screen::next_change(&state.view, now, tenths)
    });
    let Some(after) = next else { return };
    let weak = app.as_weak();
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            state.face_timer.start(
                TimerMode::SingleShot,
                after.max(Duration::from_millis(1)),
                move || {
                    if let Some(app) = weak.upgrade() {
                        faces(&app);
                    }
                },
            );
        }
    });
}

/// The settings the screens apply themselves.
pub(super) fn settings(app: &AppWindow, settings: &Settings) {
    let clock = app.global::<ClockAdapter>();
    clock.set_white_left(settings.white_left);
    clock.set_touch_presses(settings.touch_presses);
    clock.set_face_to_face(settings.face_to_face);
    // Each player signs on their own side of the screen.
    app.global::<ResultAdapter>()
        .set_white_left(settings.white_left);
    app.global::<KeyboardAdapter>()
        .set_enabled(settings.on_screen_keyboard);
    app.global::<SpeechAdapter>()
        .set_keys_shown(settings.speech.screen_keys);
}
