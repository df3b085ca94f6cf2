//! The USB panel's controller: a stick seen in the mount table, its export
//! run off the UI thread, its progress shown until it may go.

use std::time::Duration;

use slint::{ComponentHandle, TimerMode};

use super::draw::redraw;
use super::state::UI;
use crate::app::driver::Control;
use crate::app::ui::{AppWindow, UsbAdapter, usb_screen};
use crate::export::Which;

/// Wires the panel's callbacks: export the new games or all, dismiss.
pub(super) fn wire(app: &AppWindow) {
    let usb = app.global::<UsbAdapter>();
    let weak = app.as_weak();
    usb.on_export(move |all| {
        if let Some(app) = weak.upgrade() {
            start_export(&app, if all { Which::All } else { Which::New });
        }
    });
    let weak = app.as_weak();
    usb.on_dismiss(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.usb.dismissed = true));
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
}

/// Watches for sticks: the mount table read every 2 s (a read of /proc, no
/// I/O to any disk) for `mounts` (the settings' mount points at start) and
/// FAT under /media; a change is told to the UI.
pub fn watch_sticks(
    runtime: &tokio::runtime::Runtime,
    app: &AppWindow,
    mounts: Vec<std::path::PathBuf>,
) {
    let weak = app.as_weak();
    runtime.spawn(async move {
        let mut seen = None;
        let mut every = tokio::time::interval(Duration::from_secs(2));
        loop {
            every.tick().await;
            let now = crate::export::mounts::mounted_stick(&mounts);
            if now != seen {
                seen.clone_from(&now);
                if weak
                    .upgrade_in_event_loop(move |app| stick_changed(&app, now))
                    .is_err()
                {
                    break;
                }
            }
        }
    });
}

/// A stick came (`Some`) or went: the panel offers the new games, or
/// exports them at once when the settings say so. A stick that goes
/// before its export finished leaves the panel saying so (in the twin, a
/// stick pulled mid-export left a bare screen: the user could not tell
/// that nothing went out).
pub fn stick_changed(app: &AppWindow, stick: Option<std::path::PathBuf>) {
    let auto = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        let lang = state.settings.language;
        state.usb.dismissed = false;
        if stick.is_none() && (state.usb.running.is_some() || state.usb.failed) {
            state.usb.stick = None;
            state.usb.failed = true;
            state.usb.message = usb_screen::pulled_words(lang);
            return None;
        }
        state.usb.failed = false;
        state.usb.stick.clone_from(&stick);
        stick.as_ref()?;
        let dir = state.data_dir.clone()?;
        let new = crate::export::count(&dir, Which::New).unwrap_or(0);
        state.usb.message = usb_screen::found_words(new, lang);
        state.usb.new_games = new;
        Some(state.settings.auto_export && new > 0)
    });
    if auto == Some(true) {
        start_export(app, Which::New);
    }
    super::hall_place::refresh(app);
    redraw(app);
}

/// The panel's count again, as the archive has it now: a game filed while
/// the stick stays in is offered at once (an arbiter who read "0 new
/// games" pulled the stick without the round). Not during an export,
/// whose progress the panel shows.
pub(super) fn recount(state: &mut super::state::UiState) {
    if state.usb.stick.is_none() || state.usb.running.is_some() || state.usb.failed {
        return;
    }
    let Some(dir) = state.data_dir.clone() else {
        return;
    };
    let new = crate::export::count(&dir, Which::New).unwrap_or(0);
    if new != state.usb.new_games {
        state.usb.new_games = new;
        state.usb.message = usb_screen::found_words(new, state.settings.language);
        // Something new to take: the panel shows again.
        state.usb.dismissed = false;
    }
}

/// Starts the export onto the stick and a timer that shows its progress.
fn start_export(app: &AppWindow, which: Which) {
    let weak = app.as_weak();
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let Some(state) = ui.as_mut() else { return };
        let (Some(stick), Some(dir)) = (state.usb.stick.clone(), state.data_dir.clone()) else {
            return;
        };
        if state.usb.running.is_some() {
            return;
        }
        let lang = state.settings.language;
        // A finished game the archive could not take goes to the stick
        // too, straight from the driver: then the next game may begin.
        if state.view.result.is_some() && !state.view.archived {
            let rescue = Control::Rescue {
                stick: stick.clone(),
            };
            if let Err(e) = state.control.try_send(rescue) {
                tracing::error!("asking the driver to copy the game to the stick: {e}");
            }
        }
        state.usb.failed = false;
        state.usb.running = Some(usb_screen::start(stick, dir, which, lang));
        state
            .usb_timer
            .start(TimerMode::Repeated, Duration::from_millis(100), move || {
                let Some(app) = weak.upgrade() else { return };
                let finished = UI.with(|ui| {
                    let mut ui = ui.borrow_mut();
                    let state = ui.as_mut()?;
                    let lang = state.settings.language;
                    Some(usb_screen::poll(&mut state.usb, lang))
                });
                if finished == Some(true) {
                    UI.with(|ui| ui.borrow().as_ref().map(|s| s.usb_timer.stop()));
                }
                redraw(&app);
            });
    });
    redraw(app);
}
