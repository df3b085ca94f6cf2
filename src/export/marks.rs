//! Which archived games went out already: `archive/exported.txt`, one game
//! name a line. The games themselves never change; `--all` ignores this.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::Path;

use crate::store::archive::archive_dir;
use crate::store::atomic::atomic_write;

const MARKS: &str = "exported.txt";

/// The names of the games exported before (none when the file is missing).
///
/// # Errors
/// The file exists but cannot be read.
pub fn exported(data_dir: &Path) -> io::Result<BTreeSet<String>> {
    match fs::read_to_string(archive_dir(data_dir).join(MARKS)) {
        Ok(text) => Ok(text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(BTreeSet::new()),
        Err(e) => Err(e),
    }
}

/// Adds `ids` to the exported games, atomically.
///
/// # Errors
/// The marks cannot be read or written; the earlier marks stay.
pub fn mark_exported<'a>(
    data_dir: &Path,
    ids: impl IntoIterator<Item = &'a str>,
) -> io::Result<()> {
    let mut marks = exported(data_dir)?;
    marks.extend(ids.into_iter().map(str::to_owned));
    let mut text = String::new();
    for id in &marks {
        text.push_str(id);
        text.push('\n');
    }
    let dir = archive_dir(data_dir);
    fs::create_dir_all(&dir)?;
    atomic_write(&dir, MARKS, text.as_bytes())
}
