//! What each player chose to hear (`[speech]` in settings.toml): silence
//! unless asked for, as FIDE's assistant speaks only on request (D.2.10.4).

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

/// How a move is said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveWords {
    /// Not said.
    #[default]
    Off,
    /// In the game's language ("knight g1 f3").
    Language,
    /// In Appendix D's words ("Springer Gustav eins Felix drei").
    AppendixD,
}

/// Where the two players' speech goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Output {
    /// Stereo: White's speech on the left channel, Black's on the right
    /// (a Y-splitter gives each player an earpiece).
    #[default]
    WhiteLeft,
    /// Stereo: White's speech on the right channel, Black's on the left.
    WhiteRight,
    /// Only White's speech, on both channels (one player uses speech).
    WhiteOnly,
    /// Only Black's speech, on both channels.
    BlackOnly,
}

impl Output {
    /// Which channels `side`'s speech plays on: (left, right).
    pub fn channels(self, side: Color) -> (bool, bool) {
        match (self, side) {
            (Output::WhiteLeft, Color::White) | (Output::WhiteRight, Color::Black) => (true, false),
            (Output::WhiteLeft, Color::Black) | (Output::WhiteRight, Color::White) => (false, true),
            (Output::WhiteOnly, Color::White) | (Output::BlackOnly, Color::Black) => (true, true),
            _ => (false, false),
        }
    }
}

/// The announcements one player hears without asking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Announcements {
    /// The opponent's move as soon as it is entered.
    pub moves: MoveWords,
    /// The player's next period began.
    pub periods: bool,
    /// The player's time went under one of `warnings_at`.
    pub warnings: bool,
    /// The thresholds, in seconds (default 5 min, 2 min, 1 min, 10 s).
    pub warnings_at: Vec<u32>,
    /// A flag fell, and the ruling.
    pub flag: bool,
    /// The opponent offered a draw.
    pub draw_offers: bool,
    /// The clocks were paused or run again.
    pub pauses: bool,
}

/// The thresholds a player is warned at unless they choose others.
pub const DEFAULT_WARNINGS: [u32; 4] = [300, 120, 60, 10];

/// The most thresholds a player may have (the rest are ignored).
pub const MOST_WARNINGS: usize = 8;

impl Default for Announcements {
    fn default() -> Self {
        Announcements {
            moves: MoveWords::Off,
            periods: false,
            warnings: false,
            warnings_at: DEFAULT_WARNINGS.to_vec(),
            flag: false,
            draw_offers: false,
            pauses: false,
        }
    }
}

impl Announcements {
    /// The thresholds that count, largest first: at most [`MOST_WARNINGS`],
    /// each from 1 s to 24 h, none twice.
    pub fn thresholds(&self) -> Vec<std::time::Duration> {
        let mut at: Vec<u32> = self
            .warnings_at
            .iter()
            .copied()
            .filter(|s| (1..=86_400).contains(s))
            .collect();
        at.sort_unstable_by(|a, b| b.cmp(a));
        at.dedup();
        at.truncate(MOST_WARNINGS);
        at.into_iter()
            .map(|s| std::time::Duration::from_secs(u64::from(s)))
            .collect()
    }

    /// Nothing is said without a request.
    pub fn is_silent(&self) -> bool {
        self.moves == MoveWords::Off
            && !(self.periods || self.warnings || self.flag || self.draw_offers || self.pauses)
    }
}

/// The talking clock's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechSettings {
    /// Where each player's speech is heard.
    pub output: Output,
    /// The ALSA device played on (`default`; `plughw:1,0` for a USB card).
    pub device: String,
    /// The speed, in words a minute (espeak-ng's 80 to 450; 175 by default).
    pub rate: u32,
    /// Each player's speak key on the play screens, outside the clocks
    /// (for a device without speak buttons; off by default).
    pub screen_keys: bool,
    /// What White hears without asking.
    pub white: Announcements,
    /// What Black hears without asking.
    pub black: Announcements,
}

impl Default for SpeechSettings {
    fn default() -> Self {
        SpeechSettings {
            output: Output::WhiteLeft,
            device: "default".into(),
            rate: 175,
            screen_keys: false,
            white: Announcements::default(),
            black: Announcements::default(),
        }
    }
}

impl SpeechSettings {
    /// Both players' choices.
    pub fn by_side(&self) -> ByColor<Announcements> {
        ByColor {
            white: self.white.clone(),
            black: self.black.clone(),
        }
    }
}

/// Where the speech goes, changed from the settings screen while it plays.
#[derive(Debug, Clone, Default)]
pub struct OutputCell(Arc<AtomicU8>);

const OUTPUTS: [Output; 4] = [
    Output::WhiteLeft,
    Output::WhiteRight,
    Output::WhiteOnly,
    Output::BlackOnly,
];

impl OutputCell {
    pub(super) fn new(output: Output) -> OutputCell {
        let cell = OutputCell::default();
        cell.set(output);
        cell
    }

    /// The output now.
    pub fn get(&self) -> Output {
        OUTPUTS[usize::from(self.0.load(Ordering::Relaxed)) % OUTPUTS.len()]
    }

    /// From now on, `output`.
    pub fn set(&self, output: Output) {
        let at = OUTPUTS.iter().position(|&o| o == output).unwrap_or(0);
        self.0.store(at as u8, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn silence_is_the_default() {
        let s = SpeechSettings::default();
        assert!(s.white.is_silent() && s.black.is_silent());
        assert_eq!(s.white.warnings_at, [300, 120, 60, 10]);
    }

    #[test]
    fn thresholds_are_sorted_bounded_and_once_each() {
        let a = Announcements {
            warnings_at: vec![10, 0, 300, 10, 100_000, 60],
            ..Announcements::default()
        };
        let secs: Vec<u64> = a.thresholds().iter().map(|d| d.as_secs()).collect();
        assert_eq!(secs, [300, 60, 10]);
    }

    #[test]
    fn each_side_has_its_channel_or_none() {
        assert_eq!(Output::WhiteLeft.channels(Color::White), (true, false));
        assert_eq!(Output::WhiteLeft.channels(Color::Black), (false, true));
        assert_eq!(Output::WhiteRight.channels(Color::White), (false, true));
        assert_eq!(Output::WhiteOnly.channels(Color::Black), (false, false));
        assert_eq!(Output::BlackOnly.channels(Color::Black), (true, true));
    }

    #[test]
    fn the_section_reads_from_toml() {
        let text = "output = \"white-only\"\n[white]\nmoves = \"appendix-d\"\nwarnings = true\nwarnings_at = [120, 30]\n";
        let s: SpeechSettings = toml::from_str(text).unwrap();
        assert_eq!(s.output, Output::WhiteOnly);
        assert_eq!(s.white.moves, MoveWords::AppendixD);
        assert_eq!(s.white.warnings_at, [120, 30]);
        assert!(s.black.is_silent());
    }
}
