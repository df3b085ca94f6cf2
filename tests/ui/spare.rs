//! Art. 8.3 from the arbiter's incidents: "8.3: hand over to a spare" and
//! "8.3: take up from the stick" each say what they need (a stick, the
//! clocks paused, a game on the stick), ask once more, and only then send
//! the driver its command; "cancel" sends nothing.

use std::path::PathBuf;

use pendule::app::Control;
use pendule::app::run::stick_changed;
use pendule::pin::PinHash;
use pendule::store::Settings;

use super::{button, label_shown, screens, view_after_e4};

fn stick(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-ui-spare-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_spare_keys_ask_for_a_stick_paused_clocks_and_then_confirm() {
    let settings = Settings {
        arbiter_pin: PinHash::new(&"2468".parse().unwrap()).unwrap(),
        ..Settings::default()
    };
    let (app, _events, mut commands) = screens(settings);
    // Black's clock runs after 1.e4.
    pendule::app::run::refresh(&app, view_after_e4());
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["2", "4", "6", "8"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "incidents…").invoke_accessible_default_action();
    let hand_over = || {
        button(&app, "write the game to the stick for a spare device")
            .invoke_accessible_default_action();
    };
    hand_over();
    assert!(label_shown(
        &app,
        "put a USB stick in first: the game goes to the spare on it (Art. 8.3)"
    ));
    let dir = stick("hand-over");
    stick_changed(&app, Some(dir.clone()));
    hand_over();
    assert!(label_shown(
        &app,
        "pause the clocks first (⏸): the spare takes the game up as it stands, paused"
    ));
    let mut paused = view_after_e4();
    paused.running = None;
    paused.paused = true;
    pendule::app::run::refresh(&app, paused);
    hand_over();
    assert!(label_shown(
        &app,
        "Write this game to the stick, for a spare device to take it up (Art. 8.3)? It stays \
         on this device too. Confirm?"
    ));
    button(&app, "cancel").invoke_accessible_default_action();
    assert!(commands.try_recv().is_err(), "cancel sends nothing");
    hand_over();
    button(&app, "confirm").invoke_accessible_default_action();
    assert_eq!(
        commands.try_recv().unwrap(),
        Control::HandOver { stick: dir.clone() }
    );

    // The spare's side: a stick with nothing handed over, then one game.
    let take_up = || {
        button(&app, "take up the game on the stick").invoke_accessible_default_action();
    };
    take_up();
    assert!(label_shown(
        &app,
        "the stick holds no game handed over (pendule/running/ on it): hand the game over on \
         the device that is replaced first"
    ));
    let running = dir.join("pendule/running");
    std::fs::create_dir_all(&running).unwrap();
    std::fs::write(running.join("20261202-1796041078.jsonl"), "{}\n").unwrap();
    take_up();
    assert!(label_shown(
        &app,
        "Take up the game 20261202-1796041078 from the stick (Art. 8.3)? This device's own \
         game, not begun or already archived, gives way; pendule starts again and opens the \
         game paused, for you to resume. Confirm?"
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    assert_eq!(
        commands.try_recv().unwrap(),
        Control::TakeUp {
            journal: running.join("20261202-1796041078.jsonl")
        }
    );
    std::fs::remove_dir_all(dir).unwrap();
}
