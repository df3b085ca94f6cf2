//! Reads that stop at a bound: a file on a stick, a user's file or a pipe
//! may be as long as `/dev/zero`, and none is read past what its kind of
//! file can hold. Every file read from outside the program goes through
//! here: regular files only (a FIFO or a device would block or never end),
//! the size checked before reading and the read stopped past the bound.

use std::fs::File;
use std::io::{self, Read};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

/// `O_NONBLOCK` (the same on every Linux the device and the tools run on:
/// x86_64, aarch64, arm): opening a FIFO nobody writes then returns at
/// once instead of waiting for a writer, and the file's kind is checked
/// on what was opened, not on a name that may change in between.
const O_NONBLOCK: i32 = 0o4000;

/// The bytes of the file at `path` when it holds at most `most`; `None`
/// when it holds more (never more than `most` + 1 bytes are read).
///
/// # Errors
/// The file cannot be opened or read, or is not a regular file
/// ([`io::ErrorKind::InvalidInput`]).
pub fn read_at_most(path: &Path, most: u64) -> io::Result<Option<Vec<u8>>> {
    let file = open_regular(path)?;
    if file.metadata()?.len() > most {
        return Ok(None);
    }
    let mut bytes = Vec::new();
    file.take(most.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= most).then_some(bytes))
}

/// The regular file at `path`, opened for reading without waiting.
///
/// # Errors
/// It cannot be opened, or is a FIFO, a device, a directory or a socket.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(O_NONBLOCK)
        .open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("pendule-bounded-{name}-{}", std::process::id()))
    }

    #[test]
    fn a_file_is_read_whole_up_to_its_bound() {
        let path = temp("file");
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_at_most(&path, 5).unwrap(), Some(b"12345".to_vec()));
        assert_eq!(read_at_most(&path, 4).unwrap(), None);
        let _ = std::fs::remove_file(&path);
        assert!(read_at_most(&path, 5).is_err());
    }

    #[test]
    fn a_sparse_file_past_the_bound_is_refused_before_reading() {
        let path = temp("sparse");
        let file = File::create(&path).unwrap();
        file.set_len(4 << 30).unwrap();
        assert_eq!(read_at_most(&path, 1 << 20).unwrap(), None);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn devices_fifos_and_directories_are_refused_without_waiting() {
        let not_regular = |path: &Path| {
            let e = read_at_most(path, 1 << 20).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::InvalidInput, "{}", path.display());
        };
        not_regular(Path::new("/dev/zero"));
        not_regular(&std::env::temp_dir());
        let fifo = temp("fifo");
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo (coreutils)");
        // Nobody writes it: an open that waited would hang the test.
        not_regular(&fifo);
        let _ = std::fs::remove_file(&fifo);
    }
}
