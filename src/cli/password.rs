//! A password kept in a file, never on the command line (where `ps`
//! shows it to every user of the machine).

use super::error::CliError;

/// A password file's first line (at most 4 KiB read).
pub(crate) fn read_password(path: &std::path::Path) -> Result<String, CliError> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(4096).read_to_string(&mut text))
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?;
    Ok(text.lines().next().unwrap_or("").trim().to_owned())
}
