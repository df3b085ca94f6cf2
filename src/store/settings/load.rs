//! Reading the settings file. Each section and key is read on its own:
//! what reads is used, what does not keeps its default and is named with
//! its line, and the file as it was is then kept aside (0600: it may hold
//! the PIN's hash) before anything is saved over it. The PIN is read apart:
//! its hash is kept whenever it reads, whatever else the file holds; a PIN
//! that cannot be used costs only the PIN (`0000` until the arbiter sets
//! one). A PIN in clear, as versions before 0.2 wrote it, is hashed and the
//! file rewritten at once.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::de::{DeTable, ValueDeserializer};

use super::contents::{SETTINGS_FILE, Settings, save_settings};
use super::keys::{self, Unread, line_of};
use crate::atomic::atomic_write_private;
use crate::pin::{PinHash, StoredPin, StoredPinError};
use crate::words::Language;
use crate::words::t;

/// The largest settings file read (a person's settings are a few KiB;
/// one with a 10 MB name in it is still read, all but that name).
pub const MAX_FILE: u64 = 16 << 20;

/// The settings, and what went wrong reading them, if anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// What the user should be told, one item a line; empty when all read.
    pub problems: Vec<SettingsProblem>,
}

impl Loaded {
    /// Everything to tell, in `lang`, one problem a line.
    pub fn words(&self, lang: Language) -> Option<String> {
        let said: Vec<String> = self.problems.iter().map(|p| p.words(lang)).collect();
        (!said.is_empty()).then(|| said.join("\n"))
    }
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
    /// A key (or text that is not TOML) did not read: it keeps its
    /// default, the rest of the file is used.
    Unread {
        /// The file.
        path: PathBuf,
        /// The key, its line and why.
        key: Unread,
    },
    /// The file did not read whole: it was kept aside as it was, so that
    /// saving the settings loses nothing of it.
    KeptAside {
        /// The file.
        path: PathBuf,
        /// Its copy.
        aside: PathBuf,
    },
    /// The file did not read whole and could not be kept aside: it is
    /// never written over (saving the settings fails and says so).
    NotKeptAside {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        why: String,
    },
    /// The file is larger than [`MAX_FILE`]: not read, moved aside.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Where it went.
        aside: Option<PathBuf>,
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
            SettingsProblem::Unread { path, key } => {
                let at = at(path, &key.line);
                let why = key.why.as_str();
                match key.key.as_str() {
                    "" => t!(lang, "settings-not-toml", at = at, why = why),
                    name => t!(lang, "settings-key-unread", at = at, key = name, why = why),
                }
            }
            SettingsProblem::KeptAside { path, aside } => t!(
                lang,
                "settings-kept-aside",
                path = path.display().to_string(),
                aside = aside.display().to_string()
            ),
            SettingsProblem::NotKeptAside { path, why } => t!(
                lang,
                "settings-not-kept-aside",
                path = path.display().to_string(),
                why = why
            ),
            SettingsProblem::TooLarge { path, aside } => t!(
                lang,
                "settings-too-large",
                path = path.display().to_string(),
                limit = MAX_FILE >> 20,
                aside = aside
                    .as_ref()
                    .map_or_else(String::new, |a| a.display().to_string())
            ),
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
/// defaults silently, a bad one what reads of it and a message naming each
/// key that did not. A PIN in clear is hashed and the file rewritten
/// (mode 0600).
pub fn load_settings(data_dir: &Path) -> Loaded {
    let path = data_dir.join(SETTINGS_FILE);
    let defaults = |problems| Loaded {
        settings: Settings::default(),
        problems,
    };
    let bytes = match read_bounded(&path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => {
            let aside = move_aside(&path);
            return defaults(vec![SettingsProblem::TooLarge { path, aside }]);
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return defaults(Vec::new()),
        Err(e) => {
            // The file is there and may hold a PIN: no PIN opens the
            // arbiter's screen until it reads (0000 would, to anyone).
            let why = e.to_string();
            let mut loaded = defaults(vec![SettingsProblem::Unreadable { path, why }]);
            loaded.settings.arbiter_pin = PinHash::locked();
            return loaded;
        }
    };
    // Bytes that are not UTF-8 cost only the keys they are in.
    let text = String::from_utf8_lossy(&bytes);
    let (mut settings, mut pin, unread) = read_settings(&text);
    // A file that names a PIN that did not read (the file is no TOML
    // before it, or another encoding): locked, as for a PIN refused.
    if pin == PinRead::Absent && names_a_pin(&bytes) {
        settings.arbiter_pin = PinHash::locked();
        pin = PinRead::Refused {
            line: None,
            refusal: StoredPinError::NotAHash,
        };
    }
    let mut problems: Vec<SettingsProblem> = unread
        .into_iter()
        .map(|key| SettingsProblem::Unread {
            path: path.clone(),
            key,
        })
        .collect();
    if let PinRead::Refused { line, refusal } = &pin {
        problems.push(SettingsProblem::PinRefused {
            path: path.clone(),
            line: *line,
            refusal: refusal.clone(),
        });
    }
    if !problems.is_empty() {
        problems.push(keep_aside(data_dir, &path, &bytes));
    }
    if pin == PinRead::InClear
        && let Err(e) = save_settings(data_dir, &settings)
    {
        problems.push(SettingsProblem::PinNotRewritten {
            path,
            why: e.to_string(),
        });
    }
    Loaded { settings, problems }
}

/// Whether the file's bytes name the PIN's key, as UTF-8 or UTF-16.
fn names_a_pin(bytes: &[u8]) -> bool {
    const KEY: &str = "arbiter_pin";
    let wide = |big: bool| -> Vec<u8> {
        KEY.bytes()
            .flat_map(|b| if big { [0, b] } else { [b, 0] })
            .collect()
    };
    [KEY.as_bytes().to_vec(), wide(false), wide(true)]
        .iter()
        .any(|key| bytes.windows(key.len()).any(|w| w == key.as_slice()))
}

/// The file's bytes; `None` when it is larger than [`MAX_FILE`].
fn read_bounded(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    crate::bounded::read_at_most(path, MAX_FILE)
}

/// Copies a file that did not read whole aside, once for each content
/// (`settings.unread-CRC.toml`), so that saving loses nothing of it.
fn keep_aside(data_dir: &Path, path: &Path, bytes: &[u8]) -> SettingsProblem {
    let name = format!("settings.unread-{:08x}.toml", crc32fast::hash(bytes));
    let aside = data_dir.join(&name);
    let kept = if aside.exists() {
        Ok(())
    } else {
        atomic_write_private(data_dir, &name, bytes)
    };
    match kept {
        Ok(()) => SettingsProblem::KeptAside {
            path: path.to_owned(),
            aside,
        },
        Err(e) => SettingsProblem::NotKeptAside {
            path: path.to_owned(),
            why: e.to_string(),
        },
    }
}

/// Moves a file too large to read out of the way, never deleting it.
fn move_aside(path: &Path) -> Option<PathBuf> {
    let stamp = crate::dates::wall_clock().1;
    let aside = path.with_file_name(format!("settings.too-large-{stamp}.toml"));
    std::fs::rename(path, &aside).ok().map(|()| aside)
}

/// What became of the file's PIN.
#[derive(Debug, Clone, PartialEq, Eq)]
enum PinRead {
    /// None in the file: the default.
    Absent,
    /// A hash.
    Kept,
    /// In clear: hashed now, to be written back.
    InClear,
    /// Unusable: the default instead.
    Refused {
        line: Option<usize>,
        refusal: StoredPinError,
    },
}

/// The settings `text` holds, key by key, and the keys that did not read
/// (a refused PIN among them, as the key `arbiter_pin`): what the loader
/// does without the file system.
pub fn settings_in(text: &str) -> (Settings, Vec<Unread>) {
    let (settings, pin, mut unread) = read_settings(text);
    if let PinRead::Refused { line, refusal } = pin {
        unread.push(Unread {
            line,
            key: "arbiter_pin".into(),
            why: refusal.to_string(),
        });
    }
    (settings, unread)
}

/// The settings in `text`, key by key; the PIN is read on its own, so that
/// nothing else in the file costs it.
fn read_settings(text: &str) -> (Settings, PinRead, Vec<Unread>) {
    let (mut root, mut unread): (DeTable<'_>, Vec<Unread>) = keys::parse(text);
    let pin = root.remove("arbiter_pin");
    let (mut settings, keys_unread) = keys::read_keys(text, root);
    unread.extend(keys_unread);
    let Some(pin) = pin else {
        return (settings, PinRead::Absent, unread);
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
        // A PIN was set and cannot be used: the screen stays locked (the
        // published 0000 would open it to anyone).
        Err(refusal) => {
            settings.arbiter_pin = PinHash::locked();
            PinRead::Refused { line, refusal }
        }
    };
    (settings, read, unread)
}
