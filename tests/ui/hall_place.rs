//! The device's place in the hall from the settings screen: one stick of
//! places goes from device to device and each takes the next; a place is
//! replaced or left only on a second tap; the settings keep what was taken.

use std::path::{Path, PathBuf};

use pendule::app::run::{save_settings_in, stick_changed};
use pendule::store::{Settings, load_settings};

use super::{button, label_shown, open_settings, screens};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-ui-place-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A stick as `pendule hall provision` leaves it, with `users`' files.
fn provisioned(users: &[&str]) -> PathBuf {
    let stick = temp("stick");
    let places = stick.join("pendule").join("hall");
    std::fs::create_dir_all(&places).unwrap();
    for user in users {
        let file = format!(
            "# pendule: this device's place\n[hall]\nbroker = \"mqtt://192.168.1.10:1883\"\n\
             event = \"open-2026\"\nuser = \"{user}\"\npassword = \"pw-{user}\"\n"
        );
        std::fs::write(places.join(format!("{user}.toml")), file).unwrap();
    }
    stick
}

fn saved_user(data: &Path) -> String {
    load_settings(data).settings.hall.user
}

#[test]
fn each_device_takes_the_sticks_next_place_and_a_change_asks_twice() {
    let (app, _events, _commands) = screens(Settings::default());
    let data = temp("data");
    save_settings_in(&data);
    open_settings(&app, "arbiter", "settings");
    button(&app, "⇄ hall").invoke_accessible_default_action();
    assert!(label_shown(&app, "This device is in no hall."));
    assert!(label_shown(
        &app,
        "Plug in the stick made by “pendule hall provision”."
    ));
    let stick = provisioned(&["dev-001", "dev-002"]);
    stick_changed(&app, Some(stick.clone()));
    assert!(label_shown(
        &app,
        "2 places left on the stick; the next is dev-001."
    ));
    let take = || button(&app, "take the stick's next place").invoke_accessible_default_action();
    take();
    assert!(label_shown(
        &app,
        "This device is dev-001 of open-2026 from its next start (installed with install.sh --hall)."
    ));
    assert!(label_shown(
        &app,
        "This device: dev-001 in the hall of open-2026 (mqtt://192.168.1.10:1883)."
    ));
    assert!(label_shown(&app, "One place left on the stick: dev-002."));
    assert_eq!(saved_user(&data), "dev-001");
    assert_eq!(load_settings(&data).settings.hall.password, "pw-dev-001");
    assert!(stick.join("pendule/hall/dev-001.toml.taken").exists());

    // A stray tap keeps the place; the second takes the next.
    take();
    assert!(label_shown(
        &app,
        "This device is dev-001 now: tap again to take the stick's next place instead."
    ));
    assert!(stick.join("pendule/hall/dev-002.toml").exists());
    assert_eq!(saved_user(&data), "dev-001");
    take();
    assert_eq!(saved_user(&data), "dev-002");
    assert!(label_shown(
        &app,
        "No place left on this stick (its folder pendule/hall/ has no file not taken)."
    ));

    let leave = || button(&app, "leave the hall").invoke_accessible_default_action();
    leave();
    assert!(label_shown(&app, "Tap again to leave the hall."));
    assert_eq!(saved_user(&data), "dev-002");
    leave();
    assert!(label_shown(
        &app,
        "This device leaves the hall at its next start."
    ));
    assert!(label_shown(&app, "This device is in no hall."));
    let saved = load_settings(&data);
    assert_eq!(saved.problems, []);
    assert_eq!(
        saved.settings.hall,
        pendule::store::settings::Hall::default()
    );
    let _ = std::fs::remove_dir_all(&stick);
    let _ = std::fs::remove_dir_all(&data);
}
