//! Where exported games go: the `pendule/` folder of a stick or of any
//! directory. Behind a trait so that tests can write into a FAT image and
//! into a target that fills up, turns read-only or disappears.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::atomic::{atomic_write, sync_dir};

/// The folder the games are written in, inside the chosen directory.
pub const FOLDER: &str = "pendule";

/// A place to export to.
pub trait Target {
    /// The bytes of `name`, or `None` when there is no such file.
    ///
    /// # Errors
    /// The file exists but cannot be read.
    fn read(&mut self, name: &str) -> io::Result<Option<Vec<u8>>>;

    /// Writes `name` whole or not at all: a temporary file, flushed, renamed
    /// over the final name. A failure leaves no partial file under it.
    ///
    /// # Errors
    /// The write failed; the final name holds what it held before.
    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()>;

    /// Makes everything written durable, before "safe to remove".
    ///
    /// # Errors
    /// The target cannot be flushed.
    fn sync(&mut self) -> io::Result<()>;

    /// The round's pairings TRF, when the target holds one (a stick the
    /// pairings came on): the results go back into it. None by default.
    ///
    /// # Errors
    /// The file exists but cannot be read.
    fn pairings_trf(&mut self) -> io::Result<Option<Vec<u8>>> {
        Ok(None)
    }
}

/// A pairings file is a few kilobytes: more is not one (as on the setup).
const LARGEST_PAIRINGS: u64 = 1 << 20;

/// `DIR/pendule/` on a mounted file system.
#[derive(Debug)]
pub struct DirTarget {
    dir: PathBuf,
}

impl DirTarget {
    /// The `pendule/` folder of `root`, made if missing.
    ///
    /// # Errors
    /// `root` is missing or the folder cannot be made.
    pub fn open(root: &Path) -> io::Result<DirTarget> {
        if !root.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("{} is not a directory", root.display()),
            ));
        }
        let dir = root.join(FOLDER);
        fs::create_dir_all(&dir)?;
        Ok(DirTarget { dir })
    }
}

/// The largest file of the stick read back (one round's games are some
/// kilobytes): a same-named file past it is nobody's export, and reading it
/// whole could take the device's memory. The export stops on it, named.
pub const LARGEST_READ: u64 = 16 << 20;

impl Target for DirTarget {
    fn read(&mut self, name: &str) -> io::Result<Option<Vec<u8>>> {
        read_stick_file(&self.dir.join(name), LARGEST_READ)
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        atomic_write(&self.dir, name, bytes)
    }

    fn pairings_trf(&mut self) -> io::Result<Option<Vec<u8>>> {
        // Where the setup looks for it: the stick's top, then pendule/.
        let top = self.dir.parent().map(|root| root.join("pairings.trf"));
        for path in top.into_iter().chain([self.dir.join("pairings.trf")]) {
            if let Some(bytes) = read_stick_file(&path, LARGEST_PAIRINGS)? {
                return Ok(Some(bytes));
            }
        }
        Ok(None)
    }

    fn sync(&mut self) -> io::Result<()> {
        // Each file was fsynced as it was written; vfat also needs the
        // directory's entries flushed before the stick may go.
        sync_dir(&self.dir)
    }
}

/// A stick's file, if there is one: a regular file of at most `most` bytes
/// (a larger one, a FIFO or a device is an error, never read whole).
fn read_stick_file(path: &Path, most: u64) -> io::Result<Option<Vec<u8>>> {
    match crate::bounded::read_at_most(path, most) {
        Ok(Some(bytes)) => Ok(Some(bytes)),
        Ok(None) => Err(io::ErrorKind::FileTooLarge.into()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_same_named_file_too_large_to_be_an_export_is_refused_unread() {
        let root =
            std::env::temp_dir().join(format!("pendule-target-large-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&root).unwrap();
        let mut target = DirTarget::open(&root).unwrap();
        // Sparse: no 16 MiB written to the test's disk.
        let big = fs::File::create(root.join(FOLDER).join("round.pgn")).unwrap();
        big.set_len(LARGEST_READ + 1).unwrap();
        let err = target.read("round.pgn").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::FileTooLarge);
        fs::write(root.join(FOLDER).join("game.pgn"), "1-0").unwrap();
        assert_eq!(target.read("game.pgn").unwrap(), Some(b"1-0".to_vec()));
        assert_eq!(target.read("none.pgn").unwrap(), None);
        fs::remove_dir_all(&root).unwrap();
    }
}
