//! The setup screen's controller: the next game chosen (a preset, the
//! players, the round and board, from a stick's pairings), kept in the
//! settings and handed to the driver.

use slint::ComponentHandle;

use super::navigation;
use super::state::UI;
use crate::app::driver::{Control, refusal_words};
use crate::app::ui::board_entry::{Assistance, Entry};
use crate::app::ui::{AppWindow, Page, SetupAdapter, setup_screen};
use crate::day::may_begin_next;
use crate::store::{Settings, new_game_id, save_settings};
use crate::words::t;

/// Wires the setup screen's callbacks.
pub(super) fn wire(app: &AppWindow) {
    let setup = app.global::<SetupAdapter>();
    let weak = app.as_weak();
    setup.on_cancel(move || {
        if let Some(app) = weak.upgrade() {
            let over = UI.with(|ui| {
                let ui = ui.borrow();
                let state = ui.as_ref()?;
                let _ = state.control.try_send(Control::SetupOpen(false));
                Some(state.view.result.is_some())
            });
            let over = over.unwrap_or(false);
            navigation::show(&app, if over { Page::Result } else { Page::Clock });
        }
    });
    wire_presets(app);
    let weak = app.as_weak();
    setup.on_start(move || {
        let Some(app) = weak.upgrade() else { return };
        match start_next_game(&app) {
            Ok(()) => navigation::show(&app, Page::Clock),
            Err(problem) => app.global::<SetupAdapter>().set_problem(problem.into()),
        }
    });
    setup.on_open_arbiter(navigation::to_arbiter(app));
    wire_chess960(app);
    let weak = app.as_weak();
    setup.on_from_stick(move || {
        let Some(app) = weak.upgrade() else { return };
        super::pairings::fill_from_stick(&app);
    });
}

/// A Chess960 position drawn at random or typed, its first rank shown.
fn wire_chess960(app: &AppWindow) {
    let setup = app.global::<SetupAdapter>();
    let weak = app.as_weak();
    setup.on_draw_chess960(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<SetupAdapter>();
        match setup_screen::draw_chess960() {
            Some(number) => {
                adapter.set_chess960(true);
                adapter.set_chess960_number(number.to_string().into());
            }
            None => {
                let lang = UI.with(|ui| ui.borrow().as_ref().map(|s| s.settings.language));
                let words = t!(lang.unwrap_or_default(), "setup-chess960-no-random");
                adapter.set_problem(words.into());
            }
        }
        setup_screen::show_chess960_rank(&app);
    });
    let weak = app.as_weak();
    setup.on_chess960_typed(move || {
        if let Some(app) = weak.upgrade() {
            setup_screen::show_chess960_rank(&app);
        }
    });
}

/// A time control typed in kept as a preset, and a user's preset removed.
fn wire_presets(app: &AppWindow) {
    let setup = app.global::<SetupAdapter>();
    let weak = app.as_weak();
    setup.on_save_preset(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<SetupAdapter>();
        let typed = adapter.get_custom().to_string();
        let changed = change_presets(&app, |settings| setup_screen::add_preset(settings, &typed));
        match changed {
            Ok(count) => {
                adapter.set_custom("".into());
                adapter.set_chosen(count as i32 - 1);
            }
            Err(problem) => adapter.set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    setup.on_remove_preset(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<SetupAdapter>();
        let chosen = usize::try_from(adapter.get_chosen()).unwrap_or(0);
        let changed = change_presets(&app, |settings| {
            setup_screen::remove_preset(settings, chosen)
                .ok_or_else(|| t!(settings.language, "presets-only-own-removed"))
        });
        match changed {
            Ok(_) => adapter.set_chosen(0),
            Err(problem) => adapter.set_problem(problem.into()),
        }
    });
}

/// The setup's game becomes the next game: kept in the settings (a restart
/// finds it), then handed to the driver, which starts it if the day allows.
fn start_next_game(app: &AppWindow) -> Result<(), String> {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut().ok_or("not ready")?;
        let lang = state.settings.language;
        let next = setup_screen::read(app, &state.settings.next, lang)?;
        let choose = || t!(lang, "choose-time-control");
        let setup =
            setup_screen::game_of(&next, &state.offers, &state.settings).ok_or_else(choose)?;
        may_begin_next(state.view.phase(), state.next_by_arbiter)
            .map_err(|refusal| refusal_words(refusal, lang))?;
        let (id, date) = new_game_id(state.data_dir.as_deref());
        let tags = next.tags(&date);
        let by_arbiter = state.next_by_arbiter;
        state
            .control
            .try_send(Control::NewGame {
                id,
                setup,
                tags,
                by_arbiter,
            })
            .map_err(|e| e.to_string())?;
        state.assistance = Assistance::of(next.casual);
        state.entry = Entry::default();
        state.settings.next = next;
        // The game is on whatever storage does: failing storage is on the
        // clock screen's banner, a setting not kept only in the log.
        if let Some(dir) = &state.data_dir
            && let Err(e) = save_settings(dir, &state.settings)
        {
            tracing::error!("saving the next game's setup in {}: {e}", dir.display());
        }
        Ok(())
    })
}

/// Changes the user presets with `change`, saves the settings and shows the
/// new offers; returns how many there are.
fn change_presets(
    app: &AppWindow,
    change: impl FnOnce(&Settings) -> Result<Settings, String>,
) -> Result<usize, String> {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut().ok_or("not ready")?;
        let settings = change(&state.settings)?;
        if let Some(dir) = &state.data_dir {
            save_settings(dir, &settings).map_err(|e| {
                t!(
                    settings.language,
                    "settings-not-saved",
                    error = e.to_string()
                )
            })?;
        }
        state.offers = setup_screen::offers(&settings);
        state.settings = settings;
        setup_screen::show(app, &state.offers);
        Ok(state.offers.len())
    })
}
