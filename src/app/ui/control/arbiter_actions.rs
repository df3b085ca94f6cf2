//! The arbiter's actions on the game, from the arbiter's screen behind its
//! PIN: corrections of the clocks and counts (logged with their undo),
//! moves filled in or taken back, and the rulings (illegal moves and
//! presses, claims, incidents, a result decided), each asked once more.

use shakmaty::Color;
use slint::ComponentHandle;

use super::draw;
use super::navigation::tell_arbiter;
use super::state::{UI, UiState, lang, send_arbiter, unlocked, with_unlocked};
use crate::app::ui::arbiter_asks::Asked;
use crate::app::ui::arbiter_log::{self, Correction};
use crate::app::ui::{AppWindow, ArbiterAdapter, arbiter_asks, arbiter_incidents, arbiter_screen};
use crate::game::Input;
use crate::words::t;

/// Wires the arbiter's actions.
pub(super) fn wire(app: &AppWindow) {
    wire_corrections(app);
    wire_rulings(app);
    wire_moves(app);
}

/// The side a key's `white` names.
fn color(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

/// Time, moves and period, by steps or a time keyed in whole.
fn wire_corrections(app: &AppWindow) {
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter
        .on_adjust(move |white, seconds| correct(&weak, Correction::Time(color(white), seconds)));
    let weak = app.as_weak();
    arbiter.on_count(move |white, by| correct(&weak, Correction::Moves(color(white), by)));
    let weak = app.as_weak();
    arbiter.on_period(move |white, by| correct(&weak, Correction::Period(color(white), by)));
    // A time keyed in whole (H:MM:SS in the field) is the correction from
    // what the clock shows to it.
    let weak = app.as_weak();
    arbiter.on_set_time(move |white| {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let color = color(white);
        let Some(typed) = arbiter_log::typed_time(&adapter.get_intended()) else {
            let why = t!(lang(), "type-time-first");
            tell_arbiter(&app, why);
            return;
        };
        let shown = with_unlocked(|state| {
            let now = state.now();
            state.view.remaining_at(color, now)
        });
        let Some(shown) = shown else { return };
        // Whole seconds: the correction is what the arbiter keyed.
        let by = typed.as_secs() as i64 - shown.as_secs() as i64;
        let by = i32::try_from(by).unwrap_or(0);
        adapter.set_intended("".into());
        correct(&weak, Correction::Time(color, by));
    });
    arbiter.on_undo(|| {
        if unlocked() {
            send_arbiter(Input::UndoCorrection);
        }
    });
}

/// Illegal moves and presses, quickplay finishes, incidents and claims:
/// each waits for "confirm".
fn wire_rulings(app: &AppWindow) {
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter.on_illegal(move |white| {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |s| Some(arbiter_asks::illegal(&s.view, color(white))));
    });
    let weak = app.as_weak();
    arbiter.on_illegal_press(move |white| {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |s| {
            Some(arbiter_asks::empty_press(&s.view, color(white)))
        });
    });
    let weak = app.as_weak();
    arbiter.on_stray_press(move |white| {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |s| {
            Some(arbiter_asks::stray_press(&s.view, color(white)))
        });
    });
    let weak = app.as_weak();
    arbiter.on_quickplay_ruling(move |word| {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |state| arbiter_screen::quickplay(&word, &state.view));
    });
    let weak = app.as_weak();
    arbiter.on_incident(move |white, what| {
        let Some(app) = weak.upgrade() else { return };
        let typed = app.global::<ArbiterAdapter>().get_intended();
        let asked =
            with_unlocked(|state| arbiter_incidents::ask(&what, color(white), &typed, &state.view));
        match asked {
            Some(Ok((input, words))) => ask_to_confirm(&app, |_| Some((Some(input), words))),
            Some(Err(why)) => tell_arbiter(&app, why),
            None => {}
        }
    });
    let weak = app.as_weak();
    arbiter.on_claim(move |claim| {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(claim) = claim.parse() {
            // The intended move is written, never played by the claim itself;
            // the game plays it only if the claim is wrong (9.5.3). A claim
            // asks once more, saying what a wrong one costs.
            let written = app.global::<ArbiterAdapter>().get_intended();
            let written = written.trim();
            let pause = UI.with(|ui| {
                let mut ui = ui.borrow_mut();
                let state = ui.as_mut().filter(|s| s.lock.is_unlocked())?;
                super::claim_hold::claim_asked(&mut state.claim_hold, &state.view)
            });
            if let Some(pause) = pause {
                send_arbiter(pause);
            }
            ask_to_confirm(&app, |state| {
                Some(arbiter_asks::claim(&state.view, claim, written))
            });
        }
    });
}

/// A move filled in or taken back, and a result decided.
fn wire_moves(app: &AppWindow) {
    let arbiter = app.global::<ArbiterAdapter>();
    // A missing move typed in the field, entered by the arbiter (the moves
    // not recorded under Art. 8.4, filled in afterwards).
    let weak = app.as_weak();
    arbiter.on_fill_in(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let written = adapter.get_intended().trim().to_owned();
        if unlocked() && !written.is_empty() {
            send_arbiter(Input::Move(written));
            adapter.set_intended("".into());
        }
    });
    // Asked once more, and undoable.
    let weak = app.as_weak();
    arbiter.on_take_back(move || {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |state| Some(arbiter_asks::take_back(&state.view)));
    });
    let weak = app.as_weak();
    arbiter.on_decide(move |result| {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let written = adapter.get_intended().trim().to_owned();
        ask_to_confirm(&app, |state| {
            arbiter_screen::decide(&result, &written, &state.view)
        });
    });
}

/// A correction by the arbiter: sent to the game and logged with its undo.
fn correct(weak: &slint::Weak<AppWindow>, correction: Correction) {
    let input = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref().filter(|s| s.lock.is_unlocked())?;
        let now = state.now();
        Some(correction.input(&state.view, now))
    });
    let Some(input) = input else { return };
    send_arbiter(input);
    if let Some(app) = weak.upgrade() {
        draw::redraw(&app);
    }
}

/// Holds an irreversible arbiter's action until "confirm": `make` gives the
/// input and the words that ask for it.
fn ask_to_confirm(app: &AppWindow, make: impl FnOnce(&UiState) -> Option<Asked>) {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        if let Some(state) = ui.as_mut().filter(|s| s.lock.is_unlocked()) {
            state.pending = make(state);
            state.pending_control = None;
        }
    });
    draw::redraw(app);
}
