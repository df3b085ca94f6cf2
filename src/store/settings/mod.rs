//! The device's settings, kept as TOML in the data directory, readable by
//! the device's user only: the arbiter's PIN is in it, hashed.

mod contents;
mod keys;
mod load;

pub use contents::{Hall, Live, Preset, SETTINGS_FILE, Settings, save_settings};
pub use keys::{MAX_TEXT, Unread};
pub use load::{Loaded, MAX_FILE, SettingsProblem, load_settings, settings_in};
