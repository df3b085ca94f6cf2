//! A spare device takes up a running game (Art. 8.3: "an electronic
//! scoresheet with an evident defect shall be replaced by the arbiter").
//! The game's journal is all of it: the old device writes it to a stick
//! (or it is read off the old device's card), and the spare takes it in as
//! its own journal. Its next start restores it as after a power cut: the
//! clocks paused where the journal left them, a note where it happened,
//! and only the arbiter resumes.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::archive::archive_dir;
use super::journal::{JournalError, journal_of, read_bytes, read_journal};
use crate::atomic::{atomic_write, sync_dir};

/// The journal's name in a data directory.
pub const JOURNAL: &str = "journal.jsonl";

/// Where on a stick a running game's journal goes.
pub const RUNNING_ON_STICK: &str = "pendule/running";

/// Why a journal cannot be taken up.
#[derive(Debug, thiserror::Error)]
pub enum TakeUpError {
    /// The journal cannot be read, or holds no game.
    #[error("{0}")]
    Journal(#[from] JournalError),
    /// This device holds a game of its own that is not archived.
    #[error(
        "{} holds a game in progress: archive it or move it aside before taking up another",
        path.display()
    )]
    GameInProgress {
        /// This device's journal.
        path: PathBuf,
    },
    /// This device has archived the game already: it ended here.
    #[error("the game {id} is already in the archive of {}", dir.display())]
    AlreadyArchived {
        /// The game.
        id: String,
        /// The archive.
        dir: PathBuf,
    },
    /// The journal cannot be written here.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// Writes the running game's journal `journal` to the stick mounted at
/// `stick`, as `pendule/running/<id>.jsonl`, synced before it returns.
/// Returns the file written.
///
/// # Errors
/// The journal holds no game, or the stick cannot be written.
pub fn hand_over(journal: &Path, stick: &Path) -> Result<PathBuf, TakeUpError> {
    let bytes = read_bytes(journal)?;
    let contents = journal_of(journal, &bytes)?;
    let dir = stick.join(RUNNING_ON_STICK);
    // The id names a file on the stick: nothing in it may leave the folder.
    let id: String = contents
        .id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect();
    let name = format!("{}.jsonl", if id.is_empty() { "game" } else { &id });
    let io = |source| TakeUpError::Io {
        path: dir.join(&name),
        source,
    };
    fs::create_dir_all(&dir).map_err(io)?;
    atomic_write(&dir, &name, &bytes).map_err(io)?;
    sync_dir(stick).map_err(io)?;
    Ok(dir.join(name))
}

/// Takes the journal at `from` (a stick's, or the old device's card's) as
/// the running game of the data directory `data_dir`: copied byte for byte
/// as its journal, atomically. Returns the game's id. Its restore is the
/// app's at its next start (or `RecordedGame::restore`).
///
/// # Errors
/// [`TakeUpError`]: the file holds no game; this device has a game in
/// progress (never replaced) or has archived this one already. A game of
/// its own not begun (the next game, set up and waiting), or one already
/// in its archive, gives way.
pub fn take_up(from: &Path, data_dir: &Path) -> Result<String, TakeUpError> {
    // Read once, bounded: what is checked is what is written.
    let bytes = read_bytes(from)?;
    let contents = journal_of(from, &bytes)?;
    let own = data_dir.join(JOURNAL);
    if fs::metadata(&own).is_ok_and(|m| m.len() > 0) && in_progress(&own, data_dir) {
        return Err(TakeUpError::GameInProgress { path: own });
    }
    let archive = archive_dir(data_dir);
    if archive.join(format!("{}.pgn", contents.id)).exists() {
        return Err(TakeUpError::AlreadyArchived {
            id: contents.id,
            dir: archive,
        });
    }
    let io = |source| TakeUpError::Io {
        path: own.clone(),
        source,
    };
    fs::create_dir_all(data_dir).map_err(io)?;
    atomic_write(data_dir, JOURNAL, &bytes).map_err(io)?;
    Ok(contents.id)
}

/// Whether the journal at `own` holds a game in progress: begun, and not
/// in the archive of `data_dir`. A journal that does not read counts as
/// one: what cannot be read is never written over.
fn in_progress(own: &Path, data_dir: &Path) -> bool {
    match read_journal(own) {
        Ok(game) => {
            let filed = archive_dir(data_dir).join(format!("{}.pgn", game.id));
            !game.inputs.is_empty() && !filed.exists()
        }
        Err(_) => true,
    }
}
