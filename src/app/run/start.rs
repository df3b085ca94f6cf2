//! What the app starts before its loop: the data directory held, the
//! window, the device's edges and the live endpoint. Each says what it
//! could not do, and the clock runs without it.

use std::path::Path;
use std::sync::Arc;

use shakmaty::Color;
use slint::ComponentHandle;
use tokio::sync::{mpsc, watch};

use crate::app::device::{self, Device};
use crate::app::driver::Event;
use crate::app::speech::Asker;
use crate::app::ui::{AppWindow, control};
use crate::app::view::View;
use crate::store::{DataDirLock, LockError, RecordedGame, Settings, lock_data_dir};
use crate::words::t;

/// Makes the data directory and takes it for this process. A directory
/// that cannot be made or locked is said (the app goes on as a clock);
/// another pendule holding it is the one refusal.
///
/// # Errors
/// Another process holds the data directory.
pub(super) fn hold_data_dir(
    data_dir: &Path,
) -> Result<(Option<DataDirLock>, Option<String>), String> {
    if let Err(e) = std::fs::create_dir_all(data_dir) {
        return Ok((None, Some(format!("{}: {e}", data_dir.display()))));
    }
    match lock_data_dir(data_dir) {
        Ok(lock) => Ok((Some(lock), None)),
        Err(e @ LockError::Held { .. }) => Err(e.to_string()),
        Err(e) => Ok((None, Some(e.to_string()))),
    }
}

/// The window, or what to do without a display.
pub(super) fn open_window() -> Result<AppWindow, String> {
    AppWindow::new().map_err(|e| {
        let display = ["DISPLAY", "WAYLAND_DISPLAY"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()));
        window_failure(&e.to_string(), display)
    })
}

/// What to say when the window cannot open: one line, what to do, and
/// Slint's reason without the source paths it carries (a newcomer read
/// "os error at /root/.cargo/registry/src/…" as the fault).
fn window_failure(why: &str, display: bool) -> String {
    let advice = "on a machine without a display run it under xvfb-run (xvfb-run pendule)";
    if !display {
        return format!("cannot open the window: no display (DISPLAY is not set); {advice}");
    }
    let words: Vec<&str> = why.split_whitespace().collect();
    // "... os error at /path/file.rs:12:5" loses " at /path...".
    let cut = words
        .windows(2)
        .position(|w| w[0] == "at" && w[1].starts_with('/'))
        .unwrap_or(words.len());
    let why = words[..cut].join(" ");
    format!("cannot open the window ({why}); {advice}")
}

/// The runtime the driver, the e-board and the live endpoint run on.
pub(super) fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())
}

/// The device's id, made at its first start, on the arbiter's screen.
pub(super) fn show_device_id(app: &AppWindow, data_dir: &Path) {
    match crate::store::device_id(data_dir) {
        Ok(id) => control::show_device_id(app, id),
        Err(e) => tracing::error!("device id: {e}"),
    }
}

/// Storage that cannot be used, said once: by the game's own notice when
/// nothing is kept, here when only the lock failed.
pub(super) fn say_storage(
    problem: Option<String>,
    game: &RecordedGame,
    settings: &Settings,
    notice: &mut Option<String>,
) {
    let Some(problem) = problem else { return };
    tracing::error!("{problem}");
    if game.is_kept() {
        let problem = t!(settings.language, "data-dir-not-locked", problem = problem);
        *notice = Some(match notice.take() {
            Some(said) => format!("{problem}\n\n{said}"),
            None => problem,
        });
    }
}

/// The buttons, buzzer and LEDs, when this is the device: presses go to
/// `events`, the pause and a held button to the screens' controllers, the
/// speak buttons to `asker`. Without GPIO a device build says so.
pub(super) fn open_device(
    app: &AppWindow,
    settings: &Settings,
    mute: &Arc<std::sync::atomic::AtomicBool>,
    events: mpsc::Sender<Event>,
    asker: &Arc<Asker>,
    notice: &mut Option<String>,
) -> Option<Device> {
    let weak = app.as_weak();
    let pause = move || {
        let _ = weak.upgrade_in_event_loop(|app| control::pause_pressed(&app));
    };
    let speak = {
        let asker = Arc::clone(asker);
        move |side| asker.press(side)
    };
    let weak = app.as_weak();
    let held = move |white: bool| {
        let _ = weak.upgrade_in_event_loop(move |app| control::button_held(&app, white));
    };
    match device::open(&settings.pins, Arc::clone(mute), events, pause, speak, held) {
        Ok(device) => Some(device),
        Err(why) => {
            tracing::warn!("{why}");
            if cfg!(feature = "gpio") {
                *notice = Some(
                    notice
                        .take()
                        .map_or(why.clone(), |n| format!("{n}\n\n{why}")),
                );
            }
            None
        }
    }
}

/// Views come back to the UI thread as they change; the LEDs follow the
/// running side.
pub(super) fn forward_views(
    runtime: &tokio::runtime::Runtime,
    app: &AppWindow,
    mut views: watch::Receiver<View>,
    mut device: Option<Device>,
) {
    let weak = app.as_weak();
    runtime.spawn(async move {
        while views.changed().await.is_ok() {
            let view = views.borrow_and_update().clone();
            if let Some(device) = device.as_mut() {
                let [white, black] = &mut device.leds;
                white.set(view.running == Some(Color::White));
                black.set(view.running == Some(Color::Black));
            }
            let _ = weak.upgrade_in_event_loop(move |app| control::refresh(&app, view));
        }
        // The driver ended by itself: a game was taken up from a spare's
        // stick (Art. 8.3). The app ends with it once its words are read,
        // and systemd starts it again on the game taken up. (At a shutdown
        // the event loop has gone already and this does nothing.)
        tokio::time::sleep(std::time::Duration::from_secs(3)).await;
        let _ = slint::invoke_from_event_loop(|| {
            let _ = slint::quit_event_loop();
        });
    });
}

#[cfg(test)]
mod tests {
    use super::window_failure;

    #[test]
    fn no_display_is_said_in_one_line_without_paths() {
        let slint = "Could not initialize backend.\nError from Winit backend: Error initializing \
                     winit event loop: os error at /root/.cargo/registry/src/index/winit/x11.rs:12: \
                     neither WAYLAND_DISPLAY nor DISPLAY is set";
        let said = window_failure(slint, true);
        assert!(!said.contains("/root"), "{said}");
        assert!(!said.contains('\n'), "{said}");
        assert!(said.contains("xvfb-run pendule"), "{said}");
        assert_eq!(
            window_failure(slint, false),
            "cannot open the window: no display (DISPLAY is not set); on a machine without a \
             display run it under xvfb-run (xvfb-run pendule)"
        );
    }
}
