//! The settings file as the arbiter's device keeps it: the PIN never in
//! clear, the file readable by its owner only, a PIN that is not 4 to 8
//! digits refused at load without losing the other settings.

use std::fs;
use std::path::PathBuf;

use pendule::rules::Language;
use pendule::store::settings::SETTINGS_FILE;
use pendule::store::{load_settings, save_settings};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-settings-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_pin_in_clear_from_an_earlier_version_is_hashed_and_the_file_kept_private() {
    let dir = temp_dir("legacy");
    // As versions before wrote it, world-readable.
    fs::write(
        dir.join(SETTINGS_FILE),
        "language = \"fr\"\narbiter_pin = \"97531\"\n",
    )
    .unwrap();
    let loaded = load_settings(&dir);
    assert!(loaded.problem.is_none(), "{:?}", loaded.problem);
    assert_eq!(loaded.settings.language, Language::French);
    // Read once, the file no longer holds the PIN in clear.
    let text = fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap();
    assert!(!text.contains("97531"), "{text}");
    save_settings(&dir, &loaded.settings).unwrap();
    let text = fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap();
    assert!(!text.contains("97531"), "{text}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(dir.join(SETTINGS_FILE))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    }
    // And it loads again, as it was.
    assert_eq!(load_settings(&dir).settings, loaded.settings);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_pin_that_is_not_4_to_8_digits_is_refused_at_load_and_the_rest_kept() {
    let dir = temp_dir("bad-pin");
    for pin in ["", "abcd", "123", "123456789", "12 34"] {
        let text = format!("language = \"fr\"\nmute = true\narbiter_pin = \"{pin}\"\n");
        fs::write(dir.join(SETTINGS_FILE), &text).unwrap();
        let loaded = load_settings(&dir);
        let problem = loaded.problem.map(|p| p.to_string()).unwrap_or_default();
        assert!(
            problem.contains("settings.toml line 3: ") && problem.contains("4 to 8 digits"),
            "{pin:?}: {problem}"
        );
        assert_eq!(problem.lines().count(), 1, "{problem}");
        // The other settings stand; the file is left for the arbiter.
        assert_eq!(loaded.settings.language, Language::French);
        assert!(loaded.settings.mute);
        assert_eq!(fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap(), text);
    }
    // Nor is a hash that pendule did not write, nor a number.
    for (pin, why) in [
        (
            "[arbiter_pin]\ndigits = 4\nhash = \"1234\"\n",
            "line 3: the arbiter's PIN is not an Argon2id hash pendule wrote",
        ),
        (
            "[arbiter_pin]\ndigits = 4\nsalt = \"x\"\n",
            "line 3: the arbiter's PIN is not an Argon2id hash pendule wrote",
        ),
        (
            "arbiter_pin = 1234\n",
            "line 3: the arbiter's PIN is not 4 to 8 digits in quotes",
        ),
    ] {
        let text = format!("language = \"fr\"\nmute = true\n{pin}");
        fs::write(dir.join(SETTINGS_FILE), &text).unwrap();
        let loaded = load_settings(&dir);
        let problem = loaded.problem.map(|p| p.to_string()).unwrap_or_default();
        assert!(problem.contains(why), "{pin:?}: {problem}");
        assert!(loaded.settings.mute);
        assert!(loaded.settings.arbiter_pin.matches("0000"));
    }
    fs::remove_dir_all(&dir).unwrap();
}
