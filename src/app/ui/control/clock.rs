//! The clock screen's controller: a tap on one's own clock is a press, the
//! pause key pauses (or, on clocks the arbiter held, asks for the arbiter),
//! and the notice a start showed is dismissed here.

use shakmaty::Color;
use slint::ComponentHandle;

use super::draw;
use super::navigation::{self, open_arbiter, tell_arbiter};
use super::state::{UI, lang, send};
use crate::app::ui::{AppWindow, ClockAdapter, Page};
use crate::game::Input;
use crate::words::Say;

/// Wires the clock screen's callbacks.
pub(super) fn wire(app: &AppWindow) {
    let clock = app.global::<ClockAdapter>();
    // The play screen stays as it is: in scoresheet mode the board is
    // already beside the clocks for the next move.
    clock.on_press(move |white| {
        send(Input::Press(if white {
            Color::White
        } else {
            Color::Black
        }));
    });
    let weak = app.as_weak();
    clock.on_pause_toggle(move || {
        let (paused, held) = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .map_or((false, false), |s| (s.view.paused, s.view.arbiter.held))
        });
        if paused && held {
            // Clocks the arbiter paused (or a restore) resume by the
            // arbiter, behind the PIN, whatever the screen.
            let Some(app) = weak.upgrade() else { return };
            open_arbiter(&app);
            let why = crate::game::NotNow::ArbiterResumes.say(lang());
            tell_arbiter(&app, why);
            return;
        }
        send(if paused { Input::Resume } else { Input::Pause });
    });
    clock.on_open_result(navigation::go(app, Page::Result));
    clock.on_open_arbiter(navigation::to_arbiter(app));
    let weak = app.as_weak();
    clock.on_dismiss_notice(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.notice = None));
        if let Some(app) = weak.upgrade() {
            draw::faces(&app);
            draw::redraw(&app);
        }
    });
}

/// What the app says at start, whole over the clocks until dismissed;
/// `_restored`: a game restored mid-play, which the game itself holds for
/// the arbiter to resume.
pub fn show_start_notice(app: &AppWindow, notice: Option<String>, _restored: bool) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.said_at_start.clone_from(&notice);
            state.notice = notice;
        }
    });
    draw::faces(app);
}

/// The pause button on the device: as the pause key on the screen.
pub fn pause_pressed(app: &AppWindow) {
    app.global::<ClockAdapter>().invoke_pause_toggle();
}
