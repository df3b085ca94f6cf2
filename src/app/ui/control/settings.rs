//! The settings screen's controller: opened from the arbiter's screen,
//! saved to the data directory, and what a change means for the driver,
//! the buzzer and the screens' language.

use slint::ComponentHandle;

use super::draw;
use super::navigation::{self, leave_arbiter};
use super::state::{UI, UiState};
use crate::app::driver::{Control, Event};
use crate::app::ui::{AppWindow, Page, SettingsAdapter, settings_screen, setup_screen};
use crate::game::Input;
use crate::store::{Settings, save_settings};
use crate::words::Language;
use crate::words::t;

/// Shows the settings as `settings` has them.
pub(super) fn open(app: &AppWindow, settings: &Settings) {
    settings_screen::show(app, settings);
    app.global::<crate::app::ui::HallPlaceAdapter>()
        .set_shown(false);
    navigation::show(app, Page::Settings);
}

/// Wires the settings screen's callbacks.
pub(super) fn wire(app: &AppWindow) {
    let screen = app.global::<SettingsAdapter>();
    let weak = app.as_weak();
    screen.on_cancel(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            leave_arbiter(&app);
        }
    });
    let weak = app.as_weak();
    screen.on_save(move || {
        let Some(app) = weak.upgrade() else { return };
        let ask = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .is_some_and(|s| settings_screen::live_needs_asking(&app, &s.settings))
        });
        if ask {
            return;
        }
        let saved = UI.with(|ui| save(&app, ui.borrow_mut().as_mut().ok_or("not ready")?));
        match saved {
            Ok(()) => {
                UI.with(|ui| {
                    if let Some(state) = ui.borrow().as_ref() {
                        draw::settings(&app, &state.settings);
                    }
                });
                leave_arbiter(&app);
                draw::faces(&app);
            }
            Err(problem) => app.global::<SettingsAdapter>().set_problem(problem.into()),
        }
    });
}

/// The settings on the screen saved and taken up: by the game (its
/// language), the driver, the talking clock and the buzzer.
fn save(app: &AppWindow, state: &mut UiState) -> Result<(), String> {
    let settings = settings_screen::read(app, &state.settings)?;
    let lang = state.settings.language;
    let dir = state
        .data_dir
        .as_ref()
        .ok_or_else(|| t!(lang, "settings-no-data-dir"))?;
    save_settings(dir, &settings)
        .map_err(|e| t!(lang, "settings-not-saved", error = e.to_string()))?;
    if settings.language != lang {
        // The running game's words and move letters follow.
        let language = Input::Language(settings.language.letters());
        let _ = state.events.try_send(Event::now(language));
        choose_language(settings.language);
        state.offers = setup_screen::offers(&settings);
        setup_screen::show(app, &state.offers);
    }
    let configure = Control::Configure {
        notation: settings.notation,
        budget: settings.timeout_budget,
    };
    let _ = state.control.try_send(configure);
    let _ = state
        .control
        .try_send(Control::Listen(settings.speech.clone()));
    state
        .mute
        .store(settings.mute, std::sync::atomic::Ordering::Relaxed);
    state.settings = settings;
    state.lock.lock();
    Ok(())
}

/// Shows the screens in `lang` (Slint's bundled `.po` translations under
/// `ui/translations/<code>`; "en" selects the msgids themselves).
pub(crate) fn choose_language(lang: Language) {
    let code = lang.code();
    if let Err(e) = slint::select_bundled_translation(code) {
        // Better the screens in English than in the language chosen before.
        tracing::warn!("no {code} translation: {e}");
        let _ = slint::select_bundled_translation("");
    }
}

/// Changes the settings the screens apply themselves (face to face, the
/// board's orientation...) in this session only, and shows them: for
/// `pendule screens`, which draws each way.
pub fn apply_screen_settings(app: &AppWindow, change: impl FnOnce(&mut Settings)) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            change(&mut state.settings);
            draw::settings(app, &state.settings);
        }
    });
    draw::redraw(app);
    draw::faces(app);
}
