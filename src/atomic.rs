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
    write_then_rename(dir, name, bytes, false)
}

/// [`atomic_write`] for a file only its owner may read or write (mode 0600
/// on unix): the settings, which hold the arbiter's PIN.
///
/// # Errors
/// As [`atomic_write`].
pub fn atomic_write_private(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    write_then_rename(dir, name, bytes, true)
}

fn write_then_rename(dir: &Path, name: &str, bytes: &[u8], private: bool) -> io::Result<()> {
    let temp = dir.join(format!(".{name}.tmp"));
    let result = (|| {
        let mut file = create(&temp, private)?;
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

/// A new file; a private one is 0600 from its creation (never readable by
/// others, even for a moment), and made so if a temporary file left by a
/// power cut was there with other rights.
fn create(path: &Path, private: bool) -> io::Result<File> {
    #[cfg(unix)]
    if private {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        let file = fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)?;
        file.set_permissions(fs::Permissions::from_mode(0o600))?;
        return Ok(file);
    }
    let _ = private;
    File::create(path)
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

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_its_owners_only_even_over_a_stale_temporary() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("pendule-private-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(".p.txt.tmp"), "left by a power cut").unwrap();
        fs::set_permissions(dir.join(".p.txt.tmp"), fs::Permissions::from_mode(0o644)).unwrap();
        atomic_write_private(&dir, "p.txt", b"secret").unwrap();
        let mode = fs::metadata(dir.join("p.txt"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        assert_eq!(fs::read(dir.join("p.txt")).unwrap(), b"secret");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_nothing() {
        let missing = std::env::temp_dir().join("pendule-atomic-missing/none");
        assert!(atomic_write(&missing, "a.txt", b"x").is_err());
        assert!(!missing.join("a.txt").exists());
    }
}
