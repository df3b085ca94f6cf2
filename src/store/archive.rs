//! The archive of finished games: each as PGN and as its journal, written
//! so that a power cut loses neither.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::atomic::{atomic_write, sync_dir};

/// The archive directory inside the data directory.
pub fn archive_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("archive")
}

/// The longest game name taken (the device's own are some 20 characters).
const MOST_ID: usize = 64;

/// Whether `id` can name a game: the file names of its PGN and journal in
/// the archive. Letters, digits, `-` and `_`, 1 to 64 of them, as the
/// device makes them (`20261129-1764412345-2`): never `/`, `.` or `..`, so
/// a name from outside (a stick's journal taken up) never leaves the
/// archive.
pub fn is_game_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MOST_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

/// Files a finished game: its PGN atomically, then its journal (if it has
/// one: a simulated game has none) moved in beside it. Doing it again for
/// the same `id` after a crash between the two steps finishes the job.
///
/// # Errors
/// Any I/O error; what was archived before stays.
pub fn archive_game(
    data_dir: &Path,
    id: &str,
    pgn: &str,
    journal: Option<&Path>,
) -> io::Result<PathBuf> {
    // Its files are named by it: a name from outside never leaves the
    // archive (read_journal refuses such a journal already).
    if !is_game_id(id) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{id:?} is no game name"),
        ));
    }
    let dir = archive_dir(data_dir);
    fs::create_dir_all(&dir)?;
    let name = format!("{id}.pgn");
    atomic_write(&dir, &name, pgn.as_bytes())?;
    if let Some(journal) = journal.filter(|j| j.exists()) {
        fs::rename(journal, dir.join(format!("{id}.jsonl")))?;
        sync_dir(&dir)?;
        if let Some(parent) = journal.parent() {
            sync_dir(parent)?;
        }
    }
    Ok(dir.join(name))
}

/// A game name not yet in the archive: `base`, else `base-2`, `base-3`...
/// (archiving under a taken name would replace that game).
pub fn unused_id(data_dir: &Path, base: &str) -> String {
    let dir = archive_dir(data_dir);
    let taken = |id: &str| {
        dir.join(format!("{id}.pgn")).exists() || dir.join(format!("{id}.jsonl")).exists()
    };
    let mut id = base.to_owned();
    let mut n = 1;
    while taken(&id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    id
}

/// The journal (`.jsonl`) in `dir` written last, if any: the game archived
/// last, or the one handed over to a stick last.
pub fn newest_journal(dir: &Path) -> Option<PathBuf> {
    fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "jsonl"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .max()
        .map(|(_, path)| path)
}

/// The archived games' PGN files, oldest name first.
///
/// # Errors
/// The archive cannot be listed.
pub fn archived_games(data_dir: &Path) -> io::Result<Vec<PathBuf>> {
    let dir = archive_dir(data_dir);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut games: Vec<PathBuf> = fs::read_dir(&dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    games.sort();
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_name_that_stays_in_its_folder_is_a_game_id() {
        for good in [
            "20261129-1764412345",
            "20261129-1764412345-2",
            "g",
            "2026-11-30-r1-b4",
        ] {
            assert!(is_game_id(good), "{good}");
        }
        for bad in [
            "",
            "./../../escaped",
            "..",
            "a/b",
            "a.b",
            "a b",
            "é",
            &"x".repeat(65),
        ] {
            assert!(!is_game_id(bad), "{bad}");
        }
    }
}
