//! The DGT e-board in the app: followed beside the driver, its status
//! brought to the UI thread, said on the play screen's banner, its magic
//! pieces' proposals asked over the board, its position shown to the
//! arbiter beside the scoresheet's.

use slint::ComponentHandle;
use tokio::sync::{mpsc, watch};

use super::board::ask;
use super::draw::redraw;
use super::state::UI;
use crate::app::View;
use crate::app::driver::Event;
use crate::app::eboard::EboardLink;
use crate::app::ui::board_entry::Question;
use crate::app::ui::{AppWindow, eboard_screen};
use crate::eboard::{BoardStatus, EboardSettings};

/// Follows the board the settings name on `runtime`, its status shown on
/// `app` as it changes; `None` when no board is to be used.
pub fn follow_eboard(
    runtime: &tokio::runtime::Runtime,
    app: &AppWindow,
    settings: &EboardSettings,
    views: watch::Receiver<View>,
    events: mpsc::Sender<Event>,
) -> Option<EboardLink> {
    let _inside = runtime.enter();
    let link = crate::app::eboard::start(settings, views, events)?;
    let mut status = link.status.clone();
    let weak = app.as_weak();
    runtime.spawn(async move {
        while status.changed().await.is_ok() {
            let now = status.borrow_and_update().clone();
            let _ = weak.upgrade_in_event_loop(move |app| show_eboard(&app, now));
        }
    });
    Some(link)
}

/// Takes the board's new status: a magic piece's proposal is asked once,
/// and the screens are drawn again.
pub fn show_eboard(app: &AppWindow, status: BoardStatus) {
    let proposed = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        let before = eboard_screen::proposal(&state.eboard, &state.view);
        state.eboard = status;
        let now = eboard_screen::proposal(&state.eboard, &state.view);
        now.filter(|_| now != before)
    });
    if let Some(magic) = proposed {
        ask(app, Question::Proposal(magic));
    }
    redraw(app);
}
