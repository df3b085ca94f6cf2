//! Finding the broker's programs (mosquitto, mosquitto_passwd).

use std::path::PathBuf;

/// The program `name` on the PATH, else where Debian installs it
/// (`debian`: /usr/sbin is not on every user's PATH).
pub fn find_program(name: &str, debian: &str) -> PathBuf {
    std::env::var_os("PATH")
        .and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(name))
                .find(|p| p.is_file())
        })
        .unwrap_or_else(|| PathBuf::from(debian))
}
