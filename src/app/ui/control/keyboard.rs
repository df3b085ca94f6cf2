//! The on-screen keyboard's controller: it types as a real keyboard would,
//! a key event to the focused field, pressed and released.

use slint::ComponentHandle;

use crate::app::ui::{AppWindow, KeyboardAdapter};

/// Wires the keyboard's one callback.
pub(super) fn wire(app: &AppWindow) {
    let weak = app.as_weak();
    app.global::<KeyboardAdapter>().on_typed(move |text| {
        if let Some(app) = weak.upgrade() {
            use slint::platform::WindowEvent;
            let window = app.window();
            window.dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
            window.dispatch_event(WindowEvent::KeyReleased { text });
        }
    });
}
