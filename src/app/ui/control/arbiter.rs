//! The arbiter's screen's controller: the PIN that opens it, the
//! confirmation every irreversible action waits for, the pause, the next
//! game and the way to the settings. Its actions on the game, each asked
//! once more, are in `arbiter_actions`.

use slint::ComponentHandle;

use super::navigation::{leave_arbiter, open_setup, tell_arbiter};
use super::state::{UI, lang, send_arbiter, unlocked, with_unlocked};
use super::{draw, settings};
use crate::app::driver::refusal_words;
use crate::app::ui::{AppWindow, ArbiterAdapter};
use crate::day::may_begin_next;
use crate::game::Input;

/// Wires the arbiter's screen's callbacks.
pub(super) fn wire(app: &AppWindow) {
    wire_lock(app);
    wire_confirm(app);
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter.on_clear_ruling(move || {
        UI.with(|ui| {
            if let Some(state) = ui.borrow_mut().as_mut().filter(|s| s.lock.is_unlocked()) {
                state.ruling_cleared = state.view.arbiter.ruling.clone();
            }
        });
        if let Some(app) = weak.upgrade() {
            draw::redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_next_game(move || {
        let Some(app) = weak.upgrade() else { return };
        if !unlocked() {
            return;
        }
        let phase = UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.phase()));
        match phase.map(|p| may_begin_next(p, true)) {
            Some(Ok(())) => {
                UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
                open_setup(&app, true);
            }
            Some(Err(refusal)) => tell_arbiter(&app, refusal_words(refusal, lang())),
            None => {}
        }
    });
    let weak = app.as_weak();
    arbiter.on_pause_toggle(move || {
        let paused = with_unlocked(|state| state.view.paused);
        match paused {
            Some(true) => {
                UI.with(|ui| {
                    if let Some(state) = ui.borrow_mut().as_mut() {
                        state.notice = None;
                    }
                });
                send_arbiter(Input::Resume);
            }
            Some(false) => send_arbiter(Input::Pause),
            None => {}
        }
        if let Some(app) = weak.upgrade() {
            draw::faces(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_open_settings(move || {
        let Some(app) = weak.upgrade() else { return };
        let shown = with_unlocked(|s| s.settings.clone());
        if let Some(shown) = shown {
            settings::open(&app, &shown);
        }
    });
}

/// The PIN's keys, and "back", which locks the screen again.
fn wire_lock(app: &AppWindow) {
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter.on_digit(move |digit| {
        let came = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            let now = state.now();
            let pin = &state.settings.arbiter_pin;
            let before = state.lock.wrong();
            let was_open = state.lock.is_unlocked();
            state.lock.digit(digit, pin, state.view.lang, now);
            // Kept across a restart: pulling the plug is no way round
            // the wait.
            if let Some(dir) = &state.data_dir
                && state.lock.wrong() != before
                && let Err(e) = crate::pin::save_tries(dir, state.lock.wrong())
            {
                tracing::error!("keeping the wrong PINs in {}: {e}", dir.display());
            }
            // The PIN typed at the board answers a player's call waiting:
            // the arbiter has come.
            Some(!was_open && state.lock.is_unlocked() && state.view.arbiter.called.is_some())
        });
        if came == Some(true) {
            send_arbiter(Input::CallAnswered);
        }
        if let Some(app) = weak.upgrade() {
            draw::redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_clear(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            draw::redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_back(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            leave_arbiter(&app);
        }
    });
}

/// "Confirm" sends the action waiting for it; "cancel" drops it.
fn wire_confirm(app: &AppWindow) {
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter.on_confirm(move || {
        let Some(app) = weak.upgrade() else { return };
        let pending = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut().filter(|s| s.lock.is_unlocked())?;
            let control = state.pending_control.take();
            if let Some(control) = control.filter(|_| state.pending.is_some()) {
                let _ = state.control.try_send(control);
            }
            let pending = state.pending.take();
            let sent = matches!(pending, Some((Some(_), _)));
            Some((
                pending,
                super::claim_hold::answered(&mut state.claim_hold, sent),
            ))
        });
        let Some((pending, resume)) = pending else {
            return;
        };
        if let Some((Some(input), _)) = pending {
            // The field's move or reason went with the input.
            app.global::<ArbiterAdapter>().set_intended("".into());
            send_arbiter(input);
        }
        if let Some(resume) = resume {
            send_arbiter(resume);
        }
        draw::redraw(&app);
    });
    let weak = app.as_weak();
    arbiter.on_cancel(move || {
        let resume = UI.with(|ui| {
            ui.borrow_mut().as_mut().and_then(|s| {
                s.pending = None;
                s.pending_control = None;
                super::claim_hold::answered(&mut s.claim_hold, false)
            })
        });
        if let Some(resume) = resume {
            send_arbiter(resume);
        }
        if let Some(app) = weak.upgrade() {
            draw::redraw(&app);
        }
    });
}

/// The device's id, made at its first start, on the arbiter's screen.
pub fn show_device_id(app: &AppWindow, id: String) {
    app.global::<ArbiterAdapter>().set_device(id.into());
}
