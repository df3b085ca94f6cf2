//! The hall's dot on the play screens: shown when the device is set to a
//! hall, filled while the broker has the board. Changes come from the
//! publisher's thread through the runtime, into the UI thread.

use slint::ComponentHandle;
use tokio::sync::watch;

use crate::app::ui::{AppWindow, HallAdapter};

/// Shows the hall's dot and keeps it to `link` (connected or not).
pub fn show_hall(
    runtime: &tokio::runtime::Runtime,
    app: &AppWindow,
    mut link: watch::Receiver<bool>,
) {
    let hall = app.global::<HallAdapter>();
    hall.set_shown(true);
    hall.set_connected(*link.borrow_and_update());
    let weak = app.as_weak();
    runtime.spawn(async move {
        while link.changed().await.is_ok() {
            let connected = *link.borrow_and_update();
            let shown = weak.upgrade_in_event_loop(move |app| {
                app.global::<HallAdapter>().set_connected(connected);
            });
            if shown.is_err() {
                break;
            }
        }
    });
}
