//! A claim stops the claimant's clock while the arbiter decides: the
//! claim key pauses the running clock before it asks, and a claim found
//! wrong lets it run again from where it stood (through the real driver).

use std::time::Duration;

use super::classical_device::classical_device;
use super::{Device, button, label_shown, shown_when};
use shakmaty::Color::White;

#[test]
fn a_claim_holds_the_clocks_until_it_is_decided() {
    let (
        Device {
            app,
            mut views,
            runtime,
            driver,
            shutdown,
            ..
        },
        dir,
    ) = classical_device("claim");
    button(&app, "Black's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(White));
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    // White claims a threefold repetition on move 1: wrong.
    button(&app, "threefold claim").invoke_accessible_default_action();
    let paused = shown_when(&app, &mut views, |v| v.paused);
    assert!(label_shown(&app, "confirm"), "the claim is asked");
    // The arbiter reads and thinks; White's clock stands.
    std::thread::sleep(Duration::from_millis(600));
    button(&app, "confirm").invoke_accessible_default_action();
    // Every view shown, as the app shows them: the claim's decision is one.
    let give_up = std::time::Instant::now() + Duration::from_secs(30);
    let running = loop {
        let view = views.borrow_and_update().clone();
        pendule::app::run::refresh(&app, view.clone());
        if view.running == Some(White) && !view.paused {
            break view;
        }
        assert!(
            std::time::Instant::now() < give_up,
            "never resumed: {view:?}"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    let spent = paused.sides.white.remaining - running.sides.white.remaining;
    assert!(
        spent < Duration::from_millis(300),
        "White's clock ran {spent:?} while the arbiter decided"
    );
    assert!(running.result.is_none(), "play goes on");
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}
