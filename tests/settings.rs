//! The settings file as the arbiter's device keeps it: the PIN never in
//! clear, the file readable by its owner only, a PIN that is not 4 to 8
//! digits refused at load without losing the other settings.

use std::fs;
use std::path::PathBuf;

use pendule::pin::{PinGuard, PinRefusal};
use pendule::store::settings::SETTINGS_FILE;
use pendule::store::{load_settings, save_settings};
use pendule::words::Language;

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
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
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
        let problem = loaded.words(Language::English).unwrap_or_default();
        assert!(
            problem.contains("settings.toml line 3: ") && problem.contains("4 to 8 digits"),
            "{pin:?}: {problem}"
        );
        // The PIN's line, and where the file as it was is kept.
        assert_eq!(problem.lines().count(), 2, "{problem}");
        // The other settings stand; the file is left for the arbiter.
        assert_eq!(loaded.settings.language, Language::French);
        assert!(loaded.settings.mute);
        assert_eq!(fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap(), text);
        // A PIN was set: the published 0000 does not open the screen.
        assert!(loaded.settings.arbiter_pin.is_locked(), "{pin:?}");
        assert!(
            problem.contains("no PIN opens the arbiter's screen"),
            "{problem}"
        );
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
        let problem = loaded.words(Language::English).unwrap_or_default();
        assert!(problem.contains(why), "{pin:?}: {problem}");
        assert!(loaded.settings.mute);
        let pin = &loaded.settings.arbiter_pin;
        assert!(pin.is_locked() && !pin.matches("0000"), "{pin:?}");
        // No PIN opens it, and none counts as a wrong one.
        let mut guard = PinGuard::default();
        let now = pendule::clock::Moment::ZERO;
        for _ in 0..8 {
            assert_eq!(guard.attempt("0000", pin, now), Err(PinRefusal::Locked));
        }
        assert_eq!(guard.wrong(), 0);
    }
    // Without the section, the PIN is 0000 again.
    fs::write(dir.join(SETTINGS_FILE), "language = \"fr\"\n").unwrap();
    assert!(load_settings(&dir).settings.arbiter_pin.matches("0000"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_may_hold_a_pin_and_does_not_read_locks_the_screen() {
    let dir = temp_dir("pin-unread");
    let file = dir.join(SETTINGS_FILE);
    let hashed = "[arbiter_pin]\ndigits = 4\nhash = \"$argon2id$v=19$m=19456,t=2,p=1$x$y\"\n";
    // No TOML before the PIN; the file in UTF-16; a directory.
    let garbage = format!("\u{0}\u{1} [[[\n{hashed}");
    let wide: Vec<u8> = hashed.encode_utf16().flat_map(u16::to_le_bytes).collect();
    for bytes in [garbage.into_bytes(), wide] {
        fs::write(&file, &bytes).unwrap();
        let loaded = load_settings(&dir);
        assert!(loaded.settings.arbiter_pin.is_locked(), "{loaded:?}");
        let said = loaded.words(Language::English).unwrap_or_default();
        assert!(said.contains("no PIN opens"), "{said}");
    }
    fs::remove_file(&file).unwrap();
    fs::create_dir(&file).unwrap();
    assert!(load_settings(&dir).settings.arbiter_pin.is_locked());
    fs::remove_dir(&file).unwrap();
    // An empty file, or one with no PIN in it: 0000, as on a new device.
    for text in ["", "\u{0}\u{1} [[[\n"] {
        fs::write(&file, text).unwrap();
        assert!(
            load_settings(&dir).settings.arbiter_pin.matches("0000"),
            "{text:?}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// The file as the device writes it with the PIN 4711, a preset, live and
/// USB settings.
fn written(dir: &std::path::Path) -> String {
    let settings = pendule::store::Settings {
        arbiter_pin: pendule::pin::PinHash::new(&"4711".parse().unwrap()).unwrap(),
        presets: vec![pendule::store::settings::Preset {
            name: "club 60+30".into(),
            white: "3600+30".parse().unwrap(),
            black: "3600+30".parse().unwrap(),
        }],
        usb_mounts: vec!["/media/club".into()],
        ..Default::default()
    };
    save_settings(dir, &settings).unwrap();
    fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap()
}

#[test]
fn no_bad_value_anywhere_resets_the_pin_or_costs_the_rest() {
    let dir = temp_dir("hostile");
    let base = written(&dir);
    let set = |key: &str, value: &str| {
        let line = base
            .lines()
            .find(|l| l.starts_with(&format!("{key} =")))
            .unwrap_or_else(|| panic!("{key} in {base}"));
        base.replacen(line, &format!("{key} = {value}"), 1)
    };
    let cases = [
        (
            "unknown key",
            format!("frobnicate = 1\n{base}"),
            "frobnicate",
        ),
        (
            "typo",
            base.replace("listen = \"0.0.0.0:8080\"", "lisen = \"0.0.0.0:8080\""),
            "live.lisen",
        ),
        ("wrong type", set("tenths_below", "\"x\""), "tenths_below"),
        ("a number for a yes", set("mute", "1"), "mute"),
        ("1e300", set("tenths_below", "1e300"), "tenths_below"),
        ("negative", set("tenths_below", "-5.0"), "tenths_below"),
        ("1e19", set("timeout_budget", "1e19"), "timeout_budget"),
        ("NaN", set("timeout_budget", "nan"), "timeout_budget"),
        (
            "2^32",
            base.replace("round = 1", "round = 4294967296"),
            "next.round",
        ),
        (
            "board -1",
            base.replace("board = 0", "board = -1"),
            "next.board",
        ),
        (
            "bad listen",
            base.replace("0.0.0.0:8080", "not an address"),
            "live.listen",
        ),
        (
            "2 MB event",
            base.replace(
                "event = \"\"",
                &format!("event = \"{}\"", "E".repeat(2 << 20)),
            ),
            "next.event",
        ),
        (
            "10,000 mounts",
            base.replace("\"/media/club\"", &vec!["\"/m\""; 10_000].join(",")),
            "usb_mounts",
        ),
        (
            "not TOML here",
            base.replace("mute = false", "mute = = ["),
            "",
        ),
    ];
    for (case, text, key) in cases {
        fs::write(dir.join(SETTINGS_FILE), &text).unwrap();
        let loaded = load_settings(&dir);
        let s = &loaded.settings;
        assert!(
            s.arbiter_pin.matches("4711"),
            "{case}: the PIN's hash is kept"
        );
        assert!(!s.arbiter_pin.matches("0000"), "{case}");
        assert_eq!(s.presets.len(), 1, "{case}: the presets are kept");
        assert_eq!(s.usb_mounts.len(), 1, "{case}: the mounts are kept");
        let said = loaded.words(Language::English).unwrap_or_default();
        let named = format!("({key})");
        assert!(key.is_empty() || said.contains(&named), "{case}: {said}");
        assert!(said.contains("settings.toml line "), "{case}: {said}");
        // Saving (a "start") loses nothing: the file as it was is aside.
        save_settings(&dir, s).unwrap();
        let aside = dir.join(format!(
            "settings.unread-{:08x}.toml",
            crc32fast::hash(text.as_bytes())
        ));
        assert_eq!(
            fs::read_to_string(&aside).ok().as_ref(),
            Some(&text),
            "{case}"
        );
        fs::remove_file(aside).unwrap();
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_paired_players_ratings_come_back_after_a_restart() {
    use pendule::day::next::Standing;
    let dir = temp_dir("standing");
    let mut settings = pendule::store::Settings::default();
    settings.next.white = "Lefèvre, Anne".into();
    settings.next.white_standing = Standing {
        elo: "2212".into(),
        title: "WFM".into(),
        team: "Rennes".into(),
    };
    save_settings(&dir, &settings).unwrap();
    let loaded = load_settings(&dir);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert_eq!(loaded.settings.next, settings.next);
    assert!(loaded.settings.next.black_standing.is_empty());
    let _ = fs::remove_dir_all(&dir);
}

/// `announce` (the mDNS the hall replaced) is no longer written, and a file
/// written before, which holds it, still reads whole.
#[test]
fn an_older_file_with_announce_still_reads() {
    let dir = temp_dir("announce");
    let base = written(&dir);
    assert!(!base.contains("announce"), "{base}");
    let older = base.replacen("[live]\n", "[live]\nannounce = true\n", 1);
    assert_ne!(older, base, "{base}");
    fs::write(dir.join(SETTINGS_FILE), older).unwrap();
    let loaded = pendule::store::load_settings(&dir);
    assert_eq!(loaded.problems, []);
    assert!(loaded.settings.arbiter_pin.matches("4711"));
    let _ = fs::remove_dir_all(&dir);
}
