//! The `[eboard]` section of the settings: which port, and how moves seen
//! on the board go on the scoresheet.

use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::reading::Orientation;
use super::recognise::{Entry, Tuning};

/// Where `systemd/pendule-eboard.rules` links a DGT board when one is
/// plugged in (by its USB vendor or product name).
pub const UDEV_LINK: &str = "/dev/pendule-eboard";

/// Where udev links every USB serial device by its vendor, product and
/// serial number (on any Linux, without pendule's rule).
const BY_ID: &str = "/dev/serial/by-id";

/// The port a board is looked for on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Port {
    /// This path.
    Path(PathBuf),
    /// The udev rule's link, else a USB serial device whose udev name says
    /// DGT: looked for again each time the board is looked for, so a board
    /// plugged in mid-round is found.
    Auto,
}

impl Port {
    /// Where the board is now.
    ///
    /// # Errors
    /// `Auto` finds no DGT board plugged in.
    pub fn resolve(&self) -> Result<PathBuf, String> {
        match self {
            Port::Path(path) => Ok(path.clone()),
            Port::Auto => {
                let link = PathBuf::from(UDEV_LINK);
                if link.exists() {
                    return Ok(link);
                }
                let by_id = std::fs::read_dir(BY_ID).map_err(|_| format!("no {BY_ID}"))?;
                by_id
                    .flatten()
                    .map(|e| e.path())
                    .find(|p| p.to_string_lossy().to_lowercase().contains("dgt"))
                    .ok_or_else(|| format!("no DGT board in {BY_ID}"))
            }
        }
    }

    /// How the port is named on the screen.
    pub fn shown(&self) -> PathBuf {
        match self {
            Port::Path(path) => path.clone(),
            Port::Auto => PathBuf::from(UDEV_LINK),
        }
    }
}

/// The settle time's bounds: shorter than a board's scan (about 250 ms)
/// reads half-moved pieces; longer than two seconds is a lag players feel.
const SETTLE_MS: std::ops::RangeInclusive<u64> = 50..=2000;

/// The e-board settings as written in settings.toml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EboardSettings {
    /// `auto` (the udev rule's link, when a board is plugged in), `off`, or
    /// a port's path (`/dev/ttyACM0`).
    pub port: String,
    /// `press`: a move goes on the scoresheet once its player has pressed;
    /// `stable`: as soon as the board stands still on it.
    pub entry: EntrySetting,
    /// How long the board must stand still, in milliseconds.
    pub settle_ms: u64,
    /// `auto`, `normal` (White has the board's connector on the left) or
    /// `rotated`.
    pub orientation: OrientationSetting,
}

/// [`Entry`] as the file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntrySetting {
    /// On the press.
    #[default]
    Press,
    /// On a stable position.
    Stable,
}

/// [`Orientation`] as the file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrientationSetting {
    /// Found from the first reading.
    #[default]
    Auto,
    /// Field 0 is a8.
    Normal,
    /// Field 0 is h1.
    Rotated,
}

impl Default for EboardSettings {
    fn default() -> Self {
        EboardSettings {
            port: "auto".into(),
            entry: EntrySetting::Press,
            settle_ms: 300,
            orientation: OrientationSetting::Auto,
        }
    }
}

impl EboardSettings {
    /// The port to follow: `None` when off.
    pub fn port(&self) -> Option<Port> {
        match self.port.trim() {
            "off" | "" => None,
            "auto" => Some(Port::Auto),
            path => Some(Port::Path(PathBuf::from(path))),
        }
    }

    /// The recogniser's tuning (a settle time out of bounds is brought in).
    pub fn tuning(&self) -> Tuning {
        let settle = self.settle_ms.clamp(*SETTLE_MS.start(), *SETTLE_MS.end());
        Tuning {
            settle: Duration::from_millis(settle),
            entry: match self.entry {
                EntrySetting::Press => Entry::OnPress,
                EntrySetting::Stable => Entry::OnStable,
            },
            orientation: match self.orientation {
                OrientationSetting::Auto => None,
                OrientationSetting::Normal => Some(Orientation::Normal),
                OrientationSetting::Rotated => Some(Orientation::Rotated),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_section_reads_and_bounds_its_settle_time() {
        let read: EboardSettings =
            toml::from_str("port = \"/dev/ttyUSB0\"\nentry = \"stable\"\nsettle_ms = 5\n").unwrap();
        assert_eq!(read.port(), Some(Port::Path("/dev/ttyUSB0".into())));
        assert_eq!(EboardSettings::default().port(), Some(Port::Auto));
        let tuning = read.tuning();
        assert_eq!(tuning.entry, Entry::OnStable);
        assert_eq!(tuning.settle, Duration::from_millis(50));
        assert_eq!(tuning.orientation, None);
        let off: EboardSettings = toml::from_str("port = \"off\"").unwrap();
        assert_eq!(off.port(), None);
        assert!(toml::from_str::<EboardSettings>("entry = \"soon\"").is_err());
        assert_eq!(EboardSettings::default().tuning().entry, Entry::OnPress);
    }
}
