//! Reading the settings file. A file that does not read is kept as it is,
//! the defaults are used, and the message names the line. A PIN that
//! cannot be used costs only the PIN: `0000` until the arbiter sets one.
//! A PIN in clear, as versions before 0.2 wrote it, is hashed and the file
//! rewritten at once.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::de::{DeTable, Deserializer, ValueDeserializer};

use super::{SETTINGS_FILE, Settings, save_settings};
use crate::pin::{StoredPin, StoredPinError};
use crate::rules::Language;
use crate::words::t;

/// The settings, and what went wrong reading them, if anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// What the user should be told, when something did not read.
    pub problem: Option<SettingsProblem>,
}

/// What went wrong reading the settings file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsProblem {
    /// The file could not be read: the defaults are used.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        why: String,
    },
    /// The file is not settings: the defaults are used, the file is kept.
    Invalid {
        /// The file.
        path: PathBuf,
        /// Where, from 1, when known.
        line: Option<usize>,
        /// The TOML reader's reason.
        why: String,
    },
    /// The PIN cannot be used: `0000` until the arbiter sets one; the
    /// other settings stand.
    PinRefused {
        /// The file.
        path: PathBuf,
        /// The PIN's line, from 1.
        line: Option<usize>,
        /// Why.
        refusal: StoredPinError,
    },
    /// A PIN in clear was hashed, but the file could not be rewritten: it
    /// still holds the PIN in clear.
    PinNotRewritten {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        why: String,
    },
}

impl SettingsProblem {
    /// The message in `lang`, one line.
    pub fn words(&self, lang: Language) -> String {
        let at = |path: &Path, line: &Option<usize>| {
            let path = path.display().to_string();
            match line {
                Some(line) => t!(lang, "settings-file-line", path = path, line = *line),
                None => path,
            }
        };
        match self {
            SettingsProblem::Unreadable { path, why } => {
                let path = path.display().to_string();
                t!(lang, "settings-unreadable", path = path, why = why)
            }
            SettingsProblem::Invalid { path, line, why } => {
                t!(lang, "settings-invalid", at = at(path, line), why = why)
            }
            SettingsProblem::PinRefused {
                path,
                line,
                refusal,
            } => {
                let (at, refusal) = (at(path, line), refusal.words(lang));
                t!(lang, "settings-pin-refused", at = at, refusal = refusal)
            }
            SettingsProblem::PinNotRewritten { path, why } => {
                let path = path.display().to_string();
                t!(lang, "settings-pin-in-clear", path = path, why = why)
            }
        }
    }
}

impl fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

/// Reads the settings of a data directory; a missing file gives the
/// defaults silently, a bad one the defaults and a message naming the line.
/// A PIN in clear is hashed and the file rewritten (mode 0600).
pub fn load_settings(data_dir: &Path) -> Loaded {
    let path = data_dir.join(SETTINGS_FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Loaded {
                settings: Settings::default(),
                problem: None,
            };
        }
        Err(e) => {
            return Loaded {
                settings: Settings::default(),
                problem: Some(SettingsProblem::Unreadable {
                    path,
                    why: e.to_string(),
                }),
            };
        }
    };
    let (settings, pin) = match read_settings(&text) {
        Ok(read) => read,
        Err((line, why)) => {
            return Loaded {
                settings: Settings::default(),
                problem: Some(SettingsProblem::Invalid { path, line, why }),
            };
        }
    };
    let problem = match pin {
        PinRead::Kept => None,
        PinRead::Refused { line, refusal } => Some(SettingsProblem::PinRefused {
            path,
            line,
            refusal,
        }),
        PinRead::InClear => {
            save_settings(data_dir, &settings)
                .err()
                .map(|e| SettingsProblem::PinNotRewritten {
                    path,
                    why: e.to_string(),
                })
        }
    };
    Loaded { settings, problem }
}

/// What became of the file's PIN.
#[derive(Debug, Clone, PartialEq, Eq)]
enum PinRead {
    /// A hash, or none (the default).
    Kept,
    /// In clear: hashed now, to be written back.
    InClear,
    /// Unusable: the default instead.
    Refused {
        line: Option<usize>,
        refusal: StoredPinError,
    },
}

/// The settings in `text`; the PIN is read on its own, so that a bad one
/// does not cost the other settings.
///
/// # Errors
/// `(line, why)` when the text is not settings.
fn read_settings(text: &str) -> Result<(Settings, PinRead), (Option<usize>, String)> {
    let at = |e: toml::de::Error| {
        let line = e.span().map(|span| line_of(text, span.start));
        (line, e.message().to_owned())
    };
    let mut root = DeTable::parse(text).map_err(at)?;
    let pin = root.get_mut().remove("arbiter_pin");
    let mut settings = Settings::deserialize(Deserializer::from(root)).map_err(at)?;
    let Some(pin) = pin else {
        return Ok((settings, PinRead::Kept));
    };
    let line = Some(line_of(text, pin.span().start));
    // A table is pendule's own form: what is wrong with it is the hash.
    let unreadable = match pin.get_ref() {
        toml::de::DeValue::Table(_) => StoredPinError::NotAHash,
        _ => StoredPinError::NotText,
    };
    let stored = StoredPin::deserialize(ValueDeserializer::from(pin)).map_err(|_| unreadable);
    let in_clear = matches!(stored, Ok(StoredPin::Clear(_)));
    let read = match stored.and_then(StoredPin::into_hash) {
        Ok(hash) => {
            settings.arbiter_pin = hash;
            if in_clear {
                PinRead::InClear
            } else {
                PinRead::Kept
            }
        }
        Err(refusal) => PinRead::Refused { line, refusal },
    };
    Ok((settings, read))
}

/// The line, from 1, of byte `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    let before = &text.as_bytes()[..at.min(text.len())];
    1 + before.iter().filter(|&&b| b == b'\n').count()
}
