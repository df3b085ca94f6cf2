//! One pendule per data directory: two processes writing one journal
//! would each overwrite the other's records. The first takes an exclusive
//! lock (flock) on the directory itself, which no file deleted inside it
//! can undo, and on `pendule.lock`, where it writes its process id for the
//! next one to name; the locks go with the process, even when it is killed.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The lock file's name in the data directory.
pub const LOCK_FILE: &str = "pendule.lock";

/// The data directory, held by this process while this lives.
#[derive(Debug)]
pub struct DataDirLock {
    _dir: File,
    _file: File,
}

/// Why the data directory cannot be held.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process holds it.
    #[error("{dir} is in use by another pendule{}", .pid.map(|p| format!(" (process {p})")).unwrap_or_default())]
    Held {
        /// The data directory.
        dir: PathBuf,
        /// The process that holds it, as it wrote itself in the file.
        pid: Option<u32>,
    },
    /// The lock file cannot be made or locked (read-only storage...).
    #[error("{}: {source}", .dir.join(LOCK_FILE).display())]
    Io {
        /// The data directory.
        dir: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// Takes the data directory for this process.
///
/// # Errors
/// [`LockError::Held`] when another process has it; [`LockError::Io`]
/// when the lock file cannot be used.
pub fn lock_data_dir(dir: &Path) -> Result<DataDirLock, LockError> {
    let io = |source| LockError::Io {
        dir: dir.to_owned(),
        source,
    };
    // The directory first: `pendule.lock` deleted by hand let a second
    // pendule in beside the first.
    let held = |file: &File| {
        let mut text = String::new();
        let _ = (&*file).read_to_string(&mut text);
        LockError::Held {
            dir: dir.to_owned(),
            pid: text.trim().parse().ok(),
        }
    };
    let whole = File::open(dir).map_err(io)?;
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dir.join(LOCK_FILE))
        .map_err(io)?;
    for lock in [&whole, &file] {
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Err(held(&file)),
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
    }
    // Who holds it, for the next one to name; the lock itself is the flock.
    file.set_len(0).map_err(io)?;
    file.rewind().map_err(io)?;
    write!(file, "{}", std::process::id()).map_err(io)?;
    Ok(DataDirLock {
        _dir: whole,
        _file: file,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_with_the_first_ones_process() {
        let dir = std::env::temp_dir().join(format!("pendule-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let held = lock_data_dir(&dir).unwrap();
        match lock_data_dir(&dir) {
            Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("{other:?}"),
        }
        // The lock file deleted by hand: the directory is still held.
        std::fs::remove_file(dir.join(LOCK_FILE)).unwrap();
        assert!(matches!(lock_data_dir(&dir), Err(LockError::Held { .. })));
        drop(held);
        lock_data_dir(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
