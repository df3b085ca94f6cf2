//! `pendule` with no command: the device app. The Slint event loop owns the
//! main thread; a tokio runtime runs the driver; views come back to the UI
//! thread with `upgrade_in_event_loop`. This module starts them and runs
//! the loop; the screens' controllers are in `app::ui::control`.

mod live;
mod start;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};

use slint::ComponentHandle;
use tokio::sync::{mpsc, watch};

pub use crate::app::restore::{damage_notice, open_game, restore_notice};
pub use crate::app::ui::control::{
    FLAG_SHOWN, apply_screen_settings, attach, first_page, follow_eboard, hear_hall,
    keep_the_flag_on_the_clock, open_page, open_setup, pairings_pending, refresh, save_settings_in,
    show_eboard, show_hall, show_start_notice, stick_changed,
};

use super::device;
use super::driver::Driver;
use super::ui::control;
use super::view::View;
use crate::day::Phase;
use crate::store::load_settings;

/// Runs the app until its window closes.
///
/// # Errors
/// The data directory, the journal or the display cannot be used.
pub fn run(data_dir: &Path) -> Result<(), String> {
    // Storage that cannot be used still leaves a clock (the game is kept
    // in memory and the screen says so); only another pendule on the same
    // data directory stops this one.
    let (_lock, storage) = start::hold_data_dir(data_dir)?;
    // The window first: without a display nothing else is started.
    let app = start::open_window()?;
    let loaded = load_settings(data_dir);
    let mut notice = loaded.words(loaded.settings.language);
    let settings = loaded.settings;
    let (game, resumed_at) = open_game(data_dir, &settings, &mut notice)?;
    start::say_storage(storage, &game, &settings, &mut notice);
    if let Some(notice) = &notice {
        tracing::warn!("{notice}");
    }

    let runtime = start::runtime()?;
    // The new process continues the game's timeline where the journal ended.
    // A restored moment is at most a year (the journal's reader refuses
    // more); should the monotonic clock still not reach back that far,
    // the game's timeline starts now rather than the device panicking.
    let now = tokio::time::Instant::now();
    let origin = now.checked_sub(resumed_at.since_origin()).unwrap_or(now);
    let (events, inputs) = mpsc::channel(64);
    let (view_tx, view_rx) = watch::channel(View::default());
    let (shutdown, stop) = watch::channel(false);
    let (controls, control) = mpsc::channel(8);
    // The talking clock: its threads, the driver's hook, the requests.
    let (_speaker, hook) = super::speech::start(&settings.speech);
    let asker = super::speech::Asker::new(controls.clone());
    let mute = Arc::new(AtomicBool::new(settings.mute));
    let device = start::open_device(&app, &settings, &mute, events.clone(), &asker, &mut notice);
    let signals = device.as_ref().map(|d| d.signals.clone());
    let heartbeat = Arc::new(AtomicU64::new(0));
    let resumed = live::Resumed {
        data_dir,
        game: &game,
        at: resumed_at,
    };
    let (live, live_edges) = live::start_live(origin.into_std(), &settings, &mut notice, resumed);
    if let Some(publisher) = &live_edges.publisher {
        control::hear_hall(publisher.pairings.clone());
        control::show_hall(
            &runtime,
            &app,
            (publisher.link.clone(), publisher.seen.clone()),
        );
    }
    let start_notice = notice.clone();
    let first_view = View::of(game.game(), resumed_at, settings.notation, None);
    let driver = Driver {
        game,
        origin,
        notation: settings.notation,
        budget: settings.timeout_budget,
        heartbeat: Arc::clone(&heartbeat),
        notice,
        data_dir: Some(data_dir.to_owned()),
        filing: Default::default(),
        signals: signals.clone(),
        live,
        speech: Some(hook),
        // The setup opens first over a game not begun: no press starts it.
        held: first_view.phase() == Phase::Prepared,
        restart: false,
    };
    let driver_task = runtime.spawn(driver.run(inputs, control, view_tx, stop));
    // A DGT e-board, when one is plugged in: its moves go to the driver.
    let eboard = &settings.eboard;
    let _eboard = follow_eboard(&runtime, &app, eboard, view_rx.clone(), events.clone());
    let usb_mounts = settings.usb_mounts.clone();
    start::show_device_id(&app, data_dir);
    attach(&app, events, controls, origin.into_std(), settings);
    super::speech::wire(&app, &asker);
    open_page(&app, first_page(&first_view));
    // A game restored mid-play resumes only by the arbiter's hand.
    show_start_notice(&app, start_notice, first_view.phase() == Phase::Playing);
    save_settings_in(data_dir);
    control::share_buzzer(&mute, signals);
    start::forward_views(&runtime, &app, view_rx, device);
    control::watch_sticks(&runtime, &app, usb_mounts);
    app.show().map_err(|e| e.to_string())?;
    let _watchdog = device::notify_systemd(heartbeat);
    app.run().map_err(|e| e.to_string())?;
    let _ = shutdown.send(true);
    let _ = runtime.block_on(driver_task);
    Ok(())
}
