//! The wrong PINs in a row, kept in the data directory (`pin-tries`) so
//! that a restart does not forget them.

use std::io;
use std::path::Path;

use crate::atomic::atomic_write_private;

/// The file's name in the data directory.
pub const TRIES_FILE: &str = "pin-tries";

/// The wrong PINs in a row kept in `data_dir`; none when the file is
/// missing. A file that does not read counts as past the free tries: it
/// is no way round the wait.
pub fn load_tries(data_dir: &Path) -> u32 {
    match std::fs::read_to_string(data_dir.join(TRIES_FILE)) {
        Ok(text) => text.trim().parse().unwrap_or(super::guard::FREE_TRIES),
        Err(e) if e.kind() == io::ErrorKind::NotFound => 0,
        Err(_) => super::guard::FREE_TRIES,
    }
}

/// Keeps `wrong` in `data_dir` (0600).
///
/// # Errors
/// The file cannot be written.
pub fn save_tries(data_dir: &Path, wrong: u32) -> io::Result<()> {
    atomic_write_private(data_dir, TRIES_FILE, wrong.to_string().as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::pin::{FIRST_WAIT, PinGuard, PinRefusal};

    #[test]
    fn the_wait_after_wrong_pins_survives_a_restart() {
        let dir = std::env::temp_dir().join(format!("pendule-tries-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(load_tries(&dir), 0);
        save_tries(&dir, 5).unwrap();
        // After the restart the keypad waits again, from the start.
        let guard = PinGuard::resumed(load_tries(&dir), Moment::ZERO);
        assert_eq!(
            guard.ready(Moment::ZERO),
            Err(PinRefusal::Waiting { left: FIRST_WAIT })
        );
        assert_eq!(guard.wrong(), 5);
        std::fs::write(dir.join(TRIES_FILE), "garbage").unwrap();
        assert_eq!(load_tries(&dir), crate::pin::FREE_TRIES);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
