//! What settings.toml holds, each key's default, and saving it.

use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::atomic::atomic_write_private;
use crate::clock::DEFAULT_TENTHS_BELOW;
use crate::pin::PinHash;
use crate::rules::Notation;
use crate::rules::timeout::DEFAULT_BUDGET;
use crate::words::Language;

/// The settings file's name in the data directory.
pub const SETTINGS_FILE: &str = "settings.toml";

/// A control saved under a name by the user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preset {
    /// The name shown.
    pub name: String,
    /// White's control, in the text form.
    pub white: crate::clock::TimeControl,
    /// Black's control.
    pub black: crate::clock::TimeControl,
}

/// Everything the arbiter or organiser sets once for the device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The language of the screens.
    pub language: Language,
    /// How moves are written on the screen.
    pub notation: Notation,
    /// No buzzer (FIDE equipment rules ask for a mute).
    pub mute: bool,
    /// Tenths of seconds are shown under this.
    #[serde(with = "seconds")]
    pub tenths_below: Duration,
    /// Each half of the screen faces its player.
    pub face_to_face: bool,
    /// Touching a player's half presses that player's clock.
    pub touch_presses: bool,
    /// White's clock on the left half (the side of the board).
    pub white_left: bool,
    /// The board drawn with each player's side towards them (rank 1 on
    /// White's side of the device), not White at the bottom.
    pub board_sideways: bool,
    /// The arbiter's PIN, hashed (read on its own by [`load_settings`]).
    pub arbiter_pin: PinHash,
    /// How long the Art. 6.9 search may take before the arbiter decides.
    #[serde(with = "seconds")]
    pub timeout_budget: Duration,
    /// A keyboard on the screen when a text field is touched (the device
    /// has none of its own).
    pub on_screen_keyboard: bool,
    /// Where USB sticks are mounted for pendule (besides any FAT or exFAT
    /// mount under /media): the mount point of systemd/pendule-usb.rules.
    pub usb_mounts: Vec<std::path::PathBuf>,
    /// Export the new games as soon as a stick is there, without asking.
    pub auto_export: bool,
    /// The GPIO pins of the buttons, buzzer and LEDs (BCM numbers).
    pub pins: crate::hw::Pins,
    /// The user's own presets.
    pub presets: Vec<Preset>,
    /// The next game as the setup holds it: kept across restarts, so the
    /// event, round, board and control are typed once a tournament.
    pub next: crate::day::NextGame,
    /// The live game on the LAN (`[live]`), off unless set.
    pub live: Live,
    /// The hall's broker (`[hall]`): the board published to it, off
    /// unless a broker is set.
    pub hall: Hall,
    /// A DGT e-board on USB (`[eboard]`): used when one is plugged in.
    pub eboard: crate::eboard::EboardSettings,
    /// The talking clock (`[speech]`): what each player hears unasked
    /// (nothing by default) and where.
    pub speech: crate::speech::SpeechSettings,
}

/// The read-only live endpoint (`GET /game.pgn`, `/round.pgn`): one
/// device's game for a viewer on the LAN.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Live {
    /// Serve the game; the systemd unit must then allow AF_INET/AF_INET6.
    pub on: bool,
    /// Where to listen.
    pub listen: std::net::SocketAddr,
    /// Unused: kept only so that settings files written before still read
    /// (they hold `announce = true`). It announced the endpoint by mDNS;
    /// the hall replaced that discovery. Never written again.
    #[serde(skip_serializing)]
    pub announce: bool,
}

/// The hall: the device dials out to the event's MQTT broker and keeps
/// its board's snapshot there (docs/hall.md). Play never depends on it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Hall {
    /// The broker (`mqtt://host:port`); empty: no hall.
    pub broker: String,
    /// The hall's event the device plays in.
    pub event: String,
    /// The device's user on the broker; empty: none asked.
    pub user: String,
    /// Its password (the file is readable by pendule's user only).
    pub password: String,
    /// With `mqtts://`: the hall's certificate (PEM), the one the broker
    /// must show.
    pub certificate: String,
}

impl Default for Live {
    fn default() -> Self {
        Live {
            on: false,
            listen: std::net::SocketAddr::from(([0, 0, 0, 0], 8080)),
            announce: true,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::English,
            notation: Notation::English,
            mute: false,
            tenths_below: DEFAULT_TENTHS_BELOW,
            face_to_face: false,
            touch_presses: true,
            white_left: true,
            board_sideways: false,
            arbiter_pin: PinHash::default(),
            timeout_budget: DEFAULT_BUDGET,
            // The device (the `pi` build) has only its touch screen; a desktop
            // has its keys (N16).
            on_screen_keyboard: cfg!(feature = "pi"),
            usb_mounts: vec![std::path::PathBuf::from("/media/pendule")],
            auto_export: false,
            pins: crate::hw::Pins::default(),
            presets: Vec::new(),
            next: crate::day::NextGame::default(),
            live: Live::default(),
            hall: Hall::default(),
            eboard: crate::eboard::EboardSettings::default(),
            speech: crate::speech::SpeechSettings::default(),
        }
    }
}

/// Durations as seconds (`tenths_below = 10`, `timeout_budget = 2.5`).
mod seconds {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer, de};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(d.as_secs_f64())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let secs = f64::deserialize(d)?;
        Duration::try_from_secs_f64(secs)
            .ok()
            .filter(|d| *d <= Duration::from_secs(86_400))
            .ok_or_else(|| {
                de::Error::custom(format!("{secs} is not a number of seconds from 0 to 86400"))
            })
    }
}

/// Saves the settings atomically, readable and writable by their owner
/// only (mode 0600).
///
/// # Errors
/// The file cannot be written.
pub fn save_settings(data_dir: &Path, settings: &Settings) -> std::io::Result<()> {
    let text = toml::to_string_pretty(settings).map_err(std::io::Error::other)?;
    // The error names the file: "Read-only file system" alone tells the
    // arbiter nothing.
    let named = |e: std::io::Error| {
        let path = data_dir.join(SETTINGS_FILE);
        std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
    };
    std::fs::create_dir_all(data_dir).map_err(named)?;
    // A file that cannot be read was never read: it is not written over.
    match std::fs::File::open(data_dir.join(SETTINGS_FILE)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            let why = format!("it could not be read ({e}), so it is not written over");
            return Err(named(std::io::Error::new(e.kind(), why)));
        }
        _ => {}
    }
    atomic_write_private(data_dir, SETTINGS_FILE, text.as_bytes()).map_err(named)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::settings::{Loaded, load_settings};

    #[test]
    fn a_settings_file_that_cannot_be_written_is_named() {
        let blocked =
            std::env::temp_dir().join(format!("pendule-settings-rofs-{}", std::process::id()));
        std::fs::write(&blocked, "a file, not a directory").unwrap();
        let data = blocked.join("pendule");
        let e = save_settings(&data, &Settings::default()).unwrap_err();
        let path = data.join(SETTINGS_FILE).display().to_string();
        assert!(e.to_string().starts_with(&path), "{e}");
        std::fs::remove_file(&blocked).unwrap();
    }

    fn dir(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("pendule-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn saves_and_loads() {
        let d = dir("roundtrip");
        let settings = Settings {
            language: Language::French,
            notation: Notation::Figurine,
            tenths_below: Duration::from_secs(20),
            presets: vec![Preset {
                name: "Armageddon 5/4".into(),
                white: "300".parse().unwrap(),
                black: "240".parse().unwrap(),
            }],
            ..Settings::default()
        };
        save_settings(&d, &settings).unwrap();
        assert_eq!(
            load_settings(&d),
            Loaded {
                settings,
                problems: Vec::new()
            }
        );
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn live_is_off_unless_set() {
        assert!(!Settings::default().live.on);
        let d = dir("live");
        let text = "[live]\non = true\nlisten = \"127.0.0.1:8491\"\n";
        std::fs::write(d.join(SETTINGS_FILE), text).unwrap();
        let live = load_settings(&d).settings.live;
        assert!(live.on);
        assert_eq!(live.listen.port(), 8491);
        std::fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn missing_is_default_without_a_word() {
        let d = dir("missing");
        assert_eq!(
            load_settings(&d),
            Loaded {
                settings: Settings::default(),
                problems: Vec::new()
            }
        );
    }

    #[test]
    fn a_bad_key_costs_only_itself_names_its_line_and_the_file_is_kept() {
        let d = dir("bad");
        let text = "language = \"fr\"\nmute = true\ntenths_below = \"ten\"\n";
        std::fs::write(d.join(SETTINGS_FILE), text).unwrap();
        let loaded = load_settings(&d);
        // What reads is used; the bad key keeps its default.
        assert_eq!(loaded.settings.language, Language::French);
        assert!(loaded.settings.mute);
        assert_eq!(loaded.settings.tenths_below, DEFAULT_TENTHS_BELOW);
        let said = loaded.words(Language::English).unwrap();
        assert!(
            said.contains("settings.toml line 3 (tenths_below): "),
            "{said}"
        );
        assert!(said.contains("its default is used"), "{said}");
        assert!(said.contains("settings.unread-"), "{said}");
        assert_eq!(
            std::fs::read_to_string(d.join(SETTINGS_FILE)).unwrap(),
            text
        );
        std::fs::write(d.join(SETTINGS_FILE), "language = \"tlh\"\n").unwrap();
        let said = load_settings(&d).words(Language::English).unwrap();
        assert!(said.contains("unknown language 'tlh'"), "{said}");
        std::fs::write(d.join(SETTINGS_FILE), "colour = \"red\"\n").unwrap();
        let said = load_settings(&d).words(Language::English).unwrap();
        assert!(said.contains("line 1 (colour)"), "{said}");
        std::fs::remove_dir_all(&d).unwrap();
    }
}
