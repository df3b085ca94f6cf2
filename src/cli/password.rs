//! A password kept in a file, never on the command line (where `ps`
//! shows it to every user of the machine).

use super::error::CliError;

/// A password file's first line (at most 4 KiB read).
pub(crate) fn read_password(path: &std::path::Path) -> Result<String, CliError> {
    let read = |source| CliError::Read {
        path: path.to_owned(),
        source,
    };
    let bytes = crate::bounded::read_at_most(path, 4096)
        .map_err(read)?
        .ok_or_else(|| read(std::io::Error::other("more than 4096 bytes, no password")))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| read(std::io::Error::other("not UTF-8, no password")))?;
    Ok(text.lines().next().unwrap_or("").trim().to_owned())
}
