//! Writes that a power cut cannot half-do: a temporary file, fsync,
//! rename over the final name, fsync the directory.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;

/// Replaces `dir/name` with `bytes`, all or nothing.
///
/// # Errors
/// Any I/O error; then no file is left under the final name that was not
/// there before (the temporary file is removed).
pub fn atomic_write(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    let temp = dir.join(format!(".{name}.tmp"));
    let result = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temp, dir.join(name))?;
        sync_dir(dir)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

/// Makes a directory's entries (a rename, a new file) durable.
///
/// # Errors
/// The directory cannot be opened or synced.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces() {
        let dir = std::env::temp_dir().join(format!("pendule-atomic-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        atomic_write(&dir, "a.txt", b"one").unwrap();
        atomic_write(&dir, "a.txt", b"two").unwrap();
        assert_eq!(fs::read(dir.join("a.txt")).unwrap(), b"two");
        assert!(!dir.join(".a.txt.tmp").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_nothing() {
        let missing = std::env::temp_dir().join("pendule-atomic-missing/none");
        assert!(atomic_write(&missing, "a.txt", b"x").is_err());
        assert!(!missing.join("a.txt").exists());
    }
}
