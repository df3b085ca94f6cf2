//! The hall's dot in the play screen's corner: absent without a hall, and
//! saying whether the broker has the board.

use pendule::app::run::{open_page, show_hall};
use pendule::store::Settings;

use super::classical_device::started_device;
use super::{Device, label_shown};

#[test]
fn the_dot_says_whether_the_hall_has_the_board() {
    let dir = std::env::temp_dir().join(format!("pendule-ui-hall-dot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (
        Device {
            app,
            runtime,
            driver,
            shutdown,
            ..
        },
        _,
    ) = started_device(&dir, Settings::default());
    open_page(&app, pendule::app::ui::Page::Clock);
    let (connected, link) = tokio::sync::watch::channel(false);
    assert!(!label_shown(&app, "hall: not connected"));
    assert!(!label_shown(&app, "hall: connected"));
    let (_saw, seen) = tokio::sync::watch::channel(None);
    show_hall(&runtime, &app, (link, seen.clone()));
    assert!(label_shown(&app, "hall: not connected"));
    // What the publisher's link says when the dot is shown.
    connected.send_replace(true);
    show_hall(&runtime, &app, (connected.subscribe(), seen));
    assert!(label_shown(&app, "hall: connected"));
    let _ = shutdown.send(true);
    let _ = runtime.block_on(driver);
    let _ = std::fs::remove_dir_all(&dir);
}
