//! The device's own name: made once, at the first start on a data
//! directory (or by the install), kept in `device-id` beside the journal,
//! and the same at every start after. It is shown on the arbiter's screen
//! and written to every PGN the device archives (the `Device` tag), so an
//! organiser can tell which device kept which game, and a game taken up by
//! a spare device (Art. 8.3) says which one finished it.

use std::fs;
use std::io::{self, Read};
use std::path::Path;

use crate::atomic::atomic_write;

/// The file in the data directory that holds the id.
pub const DEVICE_ID_FILE: &str = "device-id";

/// The PGN tag that names the device that archived a game. PGN (8.1.1 of
/// its standard) allows any tag name; no standard one names a device.
pub const DEVICE_TAG: &str = "Device";

/// The longest id read back (a hand-made one included).
const MAX_ID: usize = 64;

/// The device's id: the one kept in `data_dir`, or a new one made and kept
/// there (`pendule-` and 16 hex digits from the system's random source).
///
/// # Errors
/// The file cannot be read or written, it holds no id (empty, over 64
/// characters, or characters other than letters, digits, `-`, `_`, `.`),
/// or the system gives no random bytes. A bad file is never replaced: the
/// id would change under the games already archived.
pub fn device_id(data_dir: &Path) -> io::Result<String> {
    let path = data_dir.join(DEVICE_ID_FILE);
    match fs::read(&path) {
        Ok(bytes) => parse(&bytes).ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{} holds no device id", path.display()),
            )
        }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let id = new_id()?;
            fs::create_dir_all(data_dir)?;
            atomic_write(data_dir, DEVICE_ID_FILE, format!("{id}\n").as_bytes())?;
            Ok(id)
        }
        Err(e) => Err(e),
    }
}

/// The id a file holds: one line of letters, digits, `-`, `_` or `.`.
fn parse(bytes: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(bytes).ok()?.trim();
    let fits = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.');
    (!text.is_empty() && text.len() <= MAX_ID && text.chars().all(fits)).then(|| text.to_owned())
}

/// A new id from 8 random bytes.
fn new_id() -> io::Result<String> {
    let mut bytes = [0u8; 8];
    fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Ok(format!("pendule-{hex}"))
}

/// `tags` with the `Device` tag set to `id` (any given one replaced): the
/// tags of a PGN this device archives.
pub fn with_device(tags: &crate::pgn::Tags, id: Option<&str>) -> crate::pgn::Tags {
    let mut tags: crate::pgn::Tags = tags
        .iter()
        .filter(|(name, _)| name != DEVICE_TAG)
        .cloned()
        .collect();
    if let Some(id) = id {
        tags.push((DEVICE_TAG.to_owned(), id.to_owned()));
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_line_of_plain_characters_is_an_id() {
        assert_eq!(parse(b"pendule-00ff\n").as_deref(), Some("pendule-00ff"));
        assert_eq!(parse(b"board_12.a"), Some("board_12.a".to_owned()));
        assert_eq!(parse(b""), None);
        assert_eq!(parse(b"two words"), None);
        assert_eq!(parse(b"a\"b"), None);
        assert_eq!(parse(&[0xff, 0xfe]), None);
        assert_eq!(parse("x".repeat(65).as_bytes()), None);
    }

    #[test]
    fn the_device_tag_is_replaced_not_repeated() {
        let tags = vec![
            ("Event".to_owned(), "Open".to_owned()),
            (DEVICE_TAG.to_owned(), "old".to_owned()),
        ];
        let tagged = with_device(&tags, Some("new"));
        assert_eq!(
            tagged,
            vec![
                ("Event".to_owned(), "Open".to_owned()),
                (DEVICE_TAG.to_owned(), "new".to_owned()),
            ]
        );
    }
}
