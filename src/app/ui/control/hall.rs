//! The hall on the play screens: the dot, shown when the device is set to
//! a hall and filled while the broker has the board, and the hall's word
//! that a player's call was seen. Changes come from the publisher's thread
//! through the runtime, into the UI thread.

use slint::ComponentHandle;
use tokio::sync::watch;

use super::draw;
use super::state::UI;
use crate::app::ui::{AppWindow, HallAdapter};
use crate::hall::seen::Seen;

/// Shows the hall's dot and keeps it to `link` (connected or not), and the
/// player's call to `seen`.
pub fn show_hall(
    runtime: &tokio::runtime::Runtime,
    app: &AppWindow,
    (mut link, mut seen): (watch::Receiver<bool>, watch::Receiver<Option<Seen>>),
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
                // The call's words say whether the hall has it.
                draw::redraw(&app);
            });
            if shown.is_err() {
                break;
            }
        }
    });
    let weak = app.as_weak();
    runtime.spawn(async move {
        loop {
            let call_at = seen.borrow_and_update().map(|s| s.call_at);
            let shown = weak.upgrade_in_event_loop(move |app| {
                UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.hall_seen = call_at));
                draw::redraw(&app);
            });
            if shown.is_err() || seen.changed().await.is_err() {
                break;
            }
        }
    });
}
