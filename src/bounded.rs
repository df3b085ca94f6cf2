//! Reads that stop at a bound: a file on a stick, a user's file or a pipe
//! may be as long as `/dev/zero`, and none is read past what its kind of
//! file can hold.

use std::io::Read;
use std::path::Path;

/// The bytes of the file at `path` when it holds at most `most`; `None`
/// when it holds more (never more than `most` + 1 bytes are read).
///
/// # Errors
/// The file cannot be opened or read.
pub fn read_at_most(path: &Path, most: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(most.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= most).then_some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_read_whole_up_to_its_bound_and_an_endless_one_is_refused() {
        let path = std::env::temp_dir().join(format!("pendule-bounded-{}", std::process::id()));
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_at_most(&path, 5).unwrap(), Some(b"12345".to_vec()));
        assert_eq!(read_at_most(&path, 4).unwrap(), None);
        let _ = std::fs::remove_file(&path);
        assert_eq!(read_at_most(Path::new("/dev/zero"), 1 << 20).unwrap(), None);
        assert!(read_at_most(&path, 5).is_err());
    }
}
