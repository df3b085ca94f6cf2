//! Where pendule keeps its journal, archive and settings.

use std::path::PathBuf;

/// The data directory: as given, else systemd's `STATE_DIRECTORY` (the
/// Pi's `/var/lib/pendule`), else the XDG data directory of a desktop.
pub fn data_dir(given: Option<PathBuf>) -> PathBuf {
    if let Some(dir) = given {
        return dir;
    }
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(state) = var("STATE_DIRECTORY") {
        return state;
    }
    if let Some(data) = var("XDG_DATA_HOME") {
        return data.join("pendule");
    }
    match var("HOME") {
        Some(home) => home.join(".local/share/pendule"),
        None => PathBuf::from("/var/lib/pendule"),
    }
}
