//! The hall's dot in the play screen's corner: absent without a hall, and
//! saying whether the broker has the board.

use pendule::app::View;
use pendule::app::run::{first_page, open_game, open_page, show_hall};
use pendule::rules::Notation;
use pendule::store::Settings;

use super::{Device, device, label_shown};

#[test]
fn the_dot_says_whether_the_hall_has_the_board() {
    let dir = std::env::temp_dir().join(format!("pendule-ui-hall-dot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let settings = Settings::default();
    let mut notice = None;
    let (game, _) = open_game(&dir, &settings, &mut notice).unwrap();
    let first = first_page(&View::of(
        game.game(),
        Default::default(),
        Notation::English,
        None,
    ));
    let Device {
        app,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, &dir, settings);
    open_page(&app, first);
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
