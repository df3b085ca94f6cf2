//! What the screens must never hide about the archive: a result that is
//! not archived says so on the result screen too, and a clock press on the
//! setup never starts the game held behind it.

use std::time::Duration;

use pendule::app::run::{open_game, open_page};
use pendule::app::ui::{ClockAdapter, Navigation, Page};
use pendule::game::{GameSetup, Mode};
use pendule::store::{RecordedGame, Settings};
use shakmaty::Color::White;
use slint::ComponentHandle;

use super::{Device, button, device, label_shown, shown_when};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-ui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_result_after_a_flag_says_not_archived_when_the_archive_failed() {
    let dir = temp_dir("unarchived");
    // The archive's place is taken by a file: the game cannot be filed.
    std::fs::write(dir.join("archive"), "").unwrap();
    let setup = GameSetup {
        white: "1".parse().unwrap(),
        black: "1".parse().unwrap(),
        mode: Mode::Clock,
        ..GameSetup::default()
    };
    let game = RecordedGame::start(&dir.join("journal.jsonl"), "g", setup, vec![]).unwrap();
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, &dir, Settings::default());
    button(&app, "Black's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(White));
    let ended = shown_when(&app, &mut views, |v| {
        v.result.is_some() && v.storage.is_some()
    });
    let said = ended.storage.unwrap();
    assert!(said.starts_with("NOT ARCHIVED"), "{said}");
    // The result screen comes by itself after the flag: it says so too.
    i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(3_100));
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    assert!(
        label_shown(&app, &said),
        "NOT ARCHIVED on the result screen"
    );
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_clock_press_on_the_setup_starts_no_hidden_game() {
    let dir = temp_dir("hidden");
    // The game held since start-up: the saved setup, not yet begun.
    let settings = Settings::default();
    let (game, _) = open_game(&dir, &settings, &mut None).unwrap();
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, &dir, settings);
    open_page(&app, Page::Setup);
    // Black's button (the key or the paddle) while the setup is open.
    app.global::<ClockAdapter>().invoke_press(false);
    std::thread::sleep(Duration::from_millis(300));
    let view = views.borrow_and_update().clone();
    assert!(!view.started, "no game runs behind the setup");
    // Closed without a start, the clocks take presses again.
    button(&app, "cancel").invoke_accessible_default_action();
    app.global::<ClockAdapter>().invoke_press(false);
    shown_when(&app, &mut views, |v| v.started);
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_wait_after_wrong_pins_survives_a_restart() {
    let dir = temp_dir("pin-restart");
    let type_pin = |app: &pendule::app::ui::AppWindow, pin: &str| {
        for d in pin.chars() {
            button(app, &d.to_string()).invoke_accessible_default_action();
        }
    };
    {
        let (app, _events, _commands) = super::screens(Settings::default());
        pendule::app::run::save_settings_in(&dir);
        super::refresh(&app, super::view_after_e4());
        button(&app, "arbiter").invoke_accessible_default_action();
        for _ in 0..5 {
            type_pin(&app, "1111");
        }
        assert!(label_shown(
            &app,
            "wrong PIN 5 times: the keypad waits 30 s"
        ));
    }
    // The plug pulled and the device back: the keypad still waits, and the
    // right PIN does not open the screen.
    let app = pendule::app::ui::AppWindow::new().unwrap();
    let (events, _events) = tokio::sync::mpsc::channel(16);
    let (control, _commands) = tokio::sync::mpsc::channel(4);
    let origin = std::time::Instant::now();
    pendule::app::run::attach(&app, events, control, origin, Settings::default());
    pendule::app::run::save_settings_in(&dir);
    super::refresh(&app, super::view_after_e4());
    button(&app, "arbiter").invoke_accessible_default_action();
    type_pin(&app, "0000");
    assert_eq!(
        i_slint_backend_testing::ElementHandle::find_by_accessible_label(
            &app,
            "take back the last move"
        )
        .count(),
        0,
        "the screen stays shut"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
