//! The hall's panel of the settings screen: the device's place in the hall,
//! taken from the provisioning stick or left, each change asked twice when
//! it undoes one (replacing a place, leaving) and saved at once (the stick's
//! file is marked taken: the settings must keep it). The publisher reads
//! the place at the next start.

use std::cell::Cell;

use slint::ComponentHandle;

use super::state::{UI, UiState};
use crate::app::ui::{AppWindow, HallPlaceAdapter, SettingsAdapter};
use crate::hall::place::{places_left, take_place};
use crate::store::save_settings;
use crate::store::settings::Hall;
use crate::words::t;

/// The change the panel asked to confirm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Nothing,
    Replace,
    Leave,
}

thread_local! {
    // The panel's own state: the question waiting for its second tap.
    static ASKED: Cell<Asked> = const { Cell::new(Asked::Nothing) };
}

/// What the panel says after a change: the words, and whether they tell
/// a problem.
type Said = Option<(String, bool)>;

/// Wires the settings screen's "hall" key and the panel's keys.
pub(super) fn wire(app: &AppWindow) {
    let weak = app.as_weak();
    app.global::<SettingsAdapter>().on_open_hall(move || {
        let Some(app) = weak.upgrade() else { return };
        ASKED.set(Asked::Nothing);
        show(&app, None);
        app.global::<HallPlaceAdapter>().set_shown(true);
    });
    let panel = app.global::<HallPlaceAdapter>();
    let weak = app.as_weak();
    panel.on_take(move || {
        let Some(app) = weak.upgrade() else { return };
        let said = UI.with(|ui| ui.borrow_mut().as_mut().and_then(take));
        show(&app, said);
    });
    let weak = app.as_weak();
    panel.on_leave(move || {
        let Some(app) = weak.upgrade() else { return };
        let said = UI.with(|ui| ui.borrow_mut().as_mut().and_then(leave));
        show(&app, said);
    });
}

/// Fills the panel again when it is shown: a stick came or went.
pub(super) fn refresh(app: &AppWindow) {
    if app.global::<HallPlaceAdapter>().get_shown() {
        show(app, None);
    }
}

/// Fills the panel from the settings and the stick, with `said`.
fn show(app: &AppWindow, said: Said) {
    let panel = app.global::<HallPlaceAdapter>();
    UI.with(|ui| {
        let ui = ui.borrow();
        let Some(state) = ui.as_ref() else { return };
        let (hall, lang) = (&state.settings.hall, state.settings.language);
        let here = if hall.broker.trim().is_empty() {
            t!(lang, "hall-place-nowhere")
        } else {
            let user = if hall.user.is_empty() {
                "-"
            } else {
                &hall.user
            };
            t!(
                lang,
                "hall-place-here",
                user = user,
                event = hall.event.as_str(),
                broker = hall.broker.as_str()
            )
        };
        let places = state.usb.stick.as_deref().map(places_left);
        let stick = match places.as_deref() {
            None => t!(lang, "hall-place-no-stick"),
            Some([]) => t!(lang, "hall-place-none"),
            Some(names) => t!(
                lang,
                "hall-place-stick",
                count = names.len(),
                next = names[0].trim_end_matches(".toml")
            ),
        };
        panel.set_here(here.into());
        panel.set_stick(stick.into());
        panel.set_can_take(places.is_some_and(|p| !p.is_empty()));
        panel.set_can_leave(!hall.broker.trim().is_empty());
    });
    let (words, problem) = said.unwrap_or_default();
    panel.set_said(words.into());
    panel.set_said_is_problem(problem);
}

/// Asks first when `change` undoes a place; `true` when it may go on.
fn confirmed(change: Asked) -> bool {
    let asked = ASKED.replace(Asked::Nothing) == change;
    if !asked {
        ASKED.set(change);
    }
    asked
}

/// Takes the stick's next place and saves it as the device's.
fn take(state: &mut UiState) -> Said {
    let lang = state.settings.language;
    let current = &state.settings.hall;
    if !current.broker.trim().is_empty() && !confirmed(Asked::Replace) {
        let user = if current.user.is_empty() {
            "-"
        } else {
            &current.user
        };
        return Some((t!(lang, "hall-place-ask-replace", user = user), false));
    }
    ASKED.set(Asked::Nothing);
    let stick = state.usb.stick.clone()?;
    let taken = match take_place(&stick, lang) {
        Ok(taken) => taken,
        Err(problem) => return Some((problem, true)),
    };
    let words = t!(
        lang,
        "hall-place-taken",
        user = taken.hall.user.as_str(),
        event = taken.hall.event.as_str()
    );
    match keep(state, taken.hall.clone()) {
        Ok(()) => Some((words, false)),
        Err(error) => {
            if let Err(e) = taken.give_back() {
                tracing::warn!("the hall's place could not go back on the stick: {e}");
            }
            Some((t!(lang, "hall-place-not-saved", error = error), true))
        }
    }
}

/// Leaves the hall, once asked twice.
fn leave(state: &mut UiState) -> Said {
    let lang = state.settings.language;
    if !confirmed(Asked::Leave) {
        return Some((t!(lang, "hall-place-ask-leave"), false));
    }
    match keep(state, Hall::default()) {
        Ok(()) => Some((t!(lang, "hall-place-left"), false)),
        Err(error) => Some((t!(lang, "hall-place-not-saved", error = error), true)),
    }
}

/// Saves the settings with `hall` as the device's place.
fn keep(state: &mut UiState, hall: Hall) -> Result<(), String> {
    let dir = state
        .data_dir
        .as_ref()
        .ok_or_else(|| t!(state.settings.language, "settings-no-data-dir"))?;
    let mut settings = state.settings.clone();
    settings.hall = hall;
    save_settings(dir, &settings).map_err(|e| e.to_string())?;
    state.settings = settings;
    Ok(())
}
