//! The UI thread: one controller per screen's adapter, each wiring its own
//! callbacks into the driver's inputs and commands; one state they share
//! (`state`), one place that draws the screens from it (`draw`), and one
//! that goes from screen to screen (`navigation`). A new view from the
//! driver comes in through `refresh`.

mod arbiter;
mod arbiter_actions;
mod board;
mod claim_hold;
mod clock;
mod draw;
mod eboard;
mod hall;
mod hall_place;
mod keyboard;
mod navigation;
mod pairings;
mod refresh;
mod result;
mod settings;
mod setup;
mod sheet;
mod spare;
mod state;
mod usb;

use std::path::Path;

use tokio::sync::mpsc;

pub use arbiter::show_device_id;
pub use clock::{pause_pressed, show_start_notice};
pub use eboard::{follow_eboard, show_eboard};
pub use hall::show_hall;
pub use navigation::{first_page, open_page, open_setup};
pub use pairings::{hear_hall, pairings_pending};
pub use refresh::{FLAG_SHOWN, keep_the_flag_on_the_clock, refresh};
pub use result::button_held;
pub use settings::apply_screen_settings;
pub use usb::{stick_changed, watch_sticks};

use crate::app::driver::{Control, Event};
use crate::app::ui::{AppWindow, setup_screen};
use crate::game::Signal;
use crate::store::Settings;
use state::{UI, UiState};

/// Connects the screens to the driver: callbacks become events on
/// `events`, and [`refresh`] shows the views that come back. `origin` is the
/// instant the game's moments count from.
pub fn attach(
    app: &AppWindow,
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<Control>,
    origin: std::time::Instant,
    settings: Settings,
) {
    keyboard::wire(app);
    clock::wire(app);
    board::wire(app);
    sheet::wire(app);
    result::wire(app);
    arbiter::wire(app);
    arbiter_actions::wire(app);
    spare::wire(app);
    usb::wire(app);
    setup::wire(app);
    settings::wire(app);
    hall_place::wire(app);
    draw::settings(app, &settings);
    settings::choose_language(settings.language);
    let offers = setup_screen::offers(&settings);
    setup_screen::show(app, &offers);
    UI.with(|ui| *ui.borrow_mut() = Some(UiState::new(settings, events, control, origin, offers)));
}

/// Where the settings screen saves and the keypad keeps its wrong PINs
/// (the app's data directory); the wrong PINs kept there before a restart
/// count again.
pub fn save_settings_in(dir: &Path) {
    let wrong = crate::pin::load_tries(dir);
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.data_dir = Some(dir.to_owned());
            let now = state.now();
            state.lock = crate::app::ui::arbiter_screen::Lock::resumed(
                crate::pin::PinGuard::resumed(wrong, now),
            );
        }
    });
}

/// The buzzer's mute and queue, shared with the device's threads: the
/// settings' mute reaches the buzzer, and a refused entry in a casual game
/// sounds.
pub fn share_buzzer(
    mute: &std::sync::Arc<std::sync::atomic::AtomicBool>,
    signals: Option<std::sync::mpsc::SyncSender<Signal>>,
) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.mute = std::sync::Arc::clone(mute);
            state.signals = signals;
        }
    });
}
