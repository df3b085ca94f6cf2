//! Where exported games go: the `pendule/` folder of a stick or of any
//! directory. Behind a trait so that tests can write into a FAT image and
//! into a target that fills up, turns read-only or disappears.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::store::atomic::{atomic_write, sync_dir};

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
}

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

impl Target for DirTarget {
    fn read(&mut self, name: &str) -> io::Result<Option<Vec<u8>>> {
        match fs::read(self.dir.join(name)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        atomic_write(&self.dir, name, bytes)
    }

    fn sync(&mut self) -> io::Result<()> {
        // Each file was fsynced as it was written; vfat also needs the
        // directory's entries flushed before the stick may go.
        sync_dir(&self.dir)
    }
}
