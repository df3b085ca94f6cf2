//! Art. 8.3 from the arbiter's incidents: the game handed over to a spare
//! device on a stick, or taken up from one. Each asks once more; "confirm"
//! sends the driver's command, and the driver's answer is said on the
//! arbiter's screen.

use std::path::{Path, PathBuf};

use slint::ComponentHandle;

use super::draw;
use super::navigation::tell_arbiter;
use super::state::{UI, lang};
use crate::app::Control;
use crate::app::ui::{AppWindow, ArbiterAdapter};
use crate::store::spare::RUNNING_ON_STICK;
use crate::words::t;

/// Wires the incidents' two keys of Art. 8.3.
pub(super) fn wire(app: &AppWindow) {
    let weak = app.as_weak();
    app.global::<ArbiterAdapter>().on_spare(move |what| {
        let Some(app) = weak.upgrade() else { return };
        let asked = UI.with(|ui| {
            let ui = ui.borrow();
            let state = ui.as_ref().filter(|s| s.lock.is_unlocked())?;
            Some(ask(
                &what,
                state.usb.stick.as_deref(),
                state.view.running.is_some(),
            ))
        });
        match asked {
            Some(Ok((words, control))) => {
                UI.with(|ui| {
                    if let Some(state) = ui.borrow_mut().as_mut() {
                        state.pending = Some((None, words));
                        state.pending_control = Some(control);
                    }
                });
                draw::redraw(&app);
            }
            Some(Err(why)) => tell_arbiter(&app, why),
            None => {}
        }
    });
}

/// What the key `what` ("hand-over" or "take-up") asks, and the command it
/// sends once confirmed; or why it cannot: no stick, a clock running, no
/// game on the stick.
fn ask(what: &str, stick: Option<&Path>, running: bool) -> Result<(String, Control), String> {
    let lang = lang();
    let Some(stick) = stick else {
        return Err(t!(lang, "spare-no-stick"));
    };
    if what == "hand-over" {
        if running {
            return Err(t!(lang, "spare-pause-first"));
        }
        let stick = stick.to_owned();
        return Ok((t!(lang, "spare-hand-over-ask"), Control::HandOver { stick }));
    }
    let Some(journal) = newest_handed_over(stick) else {
        return Err(t!(lang, "spare-none-on-stick"));
    };
    let id = journal
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok((
        t!(lang, "spare-take-up-ask", id = id),
        Control::TakeUp { journal },
    ))
}

/// The journal last handed over to `stick` (its `pendule/running/` folder).
fn newest_handed_over(stick: &Path) -> Option<PathBuf> {
    crate::store::archive::newest_journal(&stick.join(RUNNING_ON_STICK))
}
