//! The scoresheet screen's controller: its one key leads back to the
//! clocks (the sheet is drawn with every view, see `draw`).

use slint::ComponentHandle;

use super::navigation;
use crate::app::ui::{AppWindow, Page, SheetAdapter};

/// Wires the scoresheet's callbacks.
pub(super) fn wire(app: &AppWindow) {
    app.global::<SheetAdapter>()
        .on_back(navigation::go(app, Page::Clock));
}
