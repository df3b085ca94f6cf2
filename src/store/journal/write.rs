//! Writing the journal. Every record is appended and fsynced before the
//! game goes on. The journal also keeps the whole game in memory, so that
//! a write that fails (a full card, a read-only mount) costs nothing once
//! storage works again: the file is then rewritten whole, atomically.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::read::{JournalContents, read_journal};
use super::record::{JournalError, Record, VERSION, line, stated_checksum};
use super::replay::replay_prefix;
use crate::atomic::{atomic_write, sync_dir};
use crate::clock::Moment;
use crate::game::{GameSetup, Input};
use crate::pgn::Tags;

/// The journal being written.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    /// Open for appending while the file holds every record.
    file: Option<File>,
    /// Every record of the game, checkpoints too, as lines: a rewrite
    /// keeps every one, so that no silence while a clock ran is made
    /// (a restore takes a long one for damage).
    lines: Vec<String>,
    /// How many inputs the lines hold.
    inputs: usize,
    /// In a chained journal, the checksum of its last input (or its
    /// start), which the next record names as the one it follows.
    chain: Option<u32>,
    /// The bytes of whole records in the file.
    valid_len: u64,
    /// The file holds every record: appends go on.
    healthy: bool,
    /// The file at `path` is this game's (or there is none): a rewrite may
    /// replace it. A file that could not be read is never written over.
    owns_path: bool,
}

impl Journal {
    /// Starts a journal for a new game. A journal left at `path` gives way
    /// only if its game was never played (a prepared game, a cut during
    /// creation); a damaged one is kept aside first.
    ///
    /// # Errors
    /// [`JournalError::Unfiled`] when `path` holds a game that was played
    /// (the caller archives it first); any other when the file cannot be
    /// read, kept aside or written.
    pub fn create(
        path: &Path,
        id: &str,
        setup: &GameSetup,
        tags: &Tags,
    ) -> Result<Self, JournalError> {
        let io = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        if path.exists() {
            make_way(path)?;
        }
        let mut journal = Journal::unwritten(path, (id, setup, tags), true, true);
        let (dir, name) = split(path);
        atomic_write(dir, name, journal.lines[0].as_bytes()).map_err(io)?;
        journal.open_for_append()?;
        Ok(journal)
    }

    /// A journal that keeps the game in memory only, for storage that
    /// cannot be used now; each later record tries to write it whole.
    /// A file already at `path` that this game does not own is never
    /// written over.
    pub fn in_memory(path: &Path, id: &str, setup: &GameSetup, tags: &Tags) -> Self {
        Journal::unwritten(path, (id, setup, tags), true, !path.exists())
    }

    /// A journal of the game `(id, setup, tags)` holding its start only;
    /// `chained` for every new game (a restored one keeps its journal's
    /// form, as its records are appended to the file).
    fn unwritten(
        path: &Path,
        (id, setup, tags): (&str, &GameSetup, &Tags),
        chained: bool,
        owns_path: bool,
    ) -> Self {
        let begin = line(&Record::Begin {
            version: VERSION,
            id: id.to_owned(),
            setup: setup.clone(),
            tags: tags.clone(),
            chained,
        });
        Journal {
            path: path.to_owned(),
            file: None,
            chain: chained.then(|| stated_checksum(begin.as_bytes())).flatten(),
            lines: vec![begin],
            inputs: 0,
            valid_len: 0,
            healthy: false,
            owns_path,
        }
    }

    /// Goes on writing a journal that was read back: after its whole
    /// records (a torn tail is cut off), or, when a record was lost,
    /// rewritten to hold only what was restored (the caller has kept the
    /// damaged file aside). `inputs` is how many of its inputs the game
    /// took.
    ///
    /// # Errors
    /// The file cannot be opened, cut or rewritten.
    pub fn resume(
        path: &Path,
        contents: &JournalContents,
        inputs: usize,
    ) -> Result<Self, JournalError> {
        let mut journal = Journal::restored(path, contents, inputs, true);
        if contents.needs_rewrite() || inputs < contents.inputs.len() {
            journal.heal()?;
            return Ok(journal);
        }
        let io = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        let file = OpenOptions::new().append(true).open(path).map_err(io)?;
        file.set_len(contents.valid_len).map_err(io)?;
        file.sync_all().map_err(io)?;
        journal.file = Some(file);
        journal.valid_len = contents.valid_len;
        journal.healthy = true;
        Ok(journal)
    }

    /// The restored game's journal in memory only (the file could be read
    /// but not written): a later record writes it whole when it can, if
    /// `owns_path` (a damaged file that could not be kept aside is never
    /// written over).
    pub fn restored_in_memory(
        path: &Path,
        contents: &JournalContents,
        inputs: usize,
        owns_path: bool,
    ) -> Self {
        Journal::restored(path, contents, inputs, owns_path)
    }

    fn restored(path: &Path, contents: &JournalContents, inputs: usize, owns_path: bool) -> Self {
        let game = (contents.id.as_str(), &contents.setup, &contents.tags);
        let mut journal = Journal::unwritten(path, game, contents.chained, owns_path);
        // The records kept in their order: the inputs the game took, and
        // every checkpoint among them (never one past them).
        let end = contents.lines.get(inputs).copied().unwrap_or(usize::MAX);
        let mut checkpoints = contents.checkpoints.iter().peekable();
        for ((at, input), input_line) in contents.inputs[..inputs].iter().zip(&contents.lines) {
            while let Some((_, c)) = checkpoints.next_if(|(l, _)| l < input_line) {
                journal.push_checkpoint(c.at, c.utc);
            }
            journal.push_input(*at, input);
        }
        for (_, c) in checkpoints.take_while(|(l, _)| *l < end) {
            journal.push_checkpoint(c.at, c.utc);
        }
        journal
    }

    /// Records one accepted input, durably, before returning. When it
    /// cannot, the game still holds it and a later record or [`heal`]
    /// writes it.
    ///
    /// # Errors
    /// The record cannot be written or synced.
    ///
    /// [`heal`]: Journal::heal
    pub fn record(&mut self, at: Moment, input: &Input) -> Result<(), JournalError> {
        let text = self.push_input(at, input);
        self.append(&text)
    }

    /// The line of input `input` at `at`, kept with the records: the one
    /// the records after it follow.
    fn push_input(&mut self, at: Moment, input: &Input) -> String {
        let text = line(&Record::Input {
            n: Some(self.inputs),
            at,
            input: input.clone(),
            after: self.chain,
        });
        if self.chain.is_some() {
            self.chain = stated_checksum(text.as_bytes());
        }
        self.lines.push(text.clone());
        self.inputs += 1;
        text
    }

    /// Records that the game's time reached `at` (`utc` by the wall clock).
    ///
    /// # Errors
    /// The record cannot be written or synced.
    pub fn checkpoint(&mut self, at: Moment, utc: u64) -> Result<(), JournalError> {
        let text = self.push_checkpoint(at, utc);
        self.append(&text)
    }

    /// The line of a checkpoint at `at`, kept with the records.
    fn push_checkpoint(&mut self, at: Moment, utc: u64) -> String {
        let text = line(&Record::Checkpoint {
            at,
            utc,
            inputs: Some(self.inputs),
            after: self.chain,
        });
        self.lines.push(text.clone());
        text
    }

    fn append(&mut self, text: &str) -> Result<(), JournalError> {
        if !self.healthy {
            return self.heal();
        }
        let file = self.file.as_mut().expect("a healthy journal has its file");
        // One write call per record, then fsync: never batched.
        match file
            .write_all(text.as_bytes())
            .and_then(|()| file.sync_data())
        {
            Ok(()) => {
                self.valid_len += text.len() as u64;
                Ok(())
            }
            Err(source) => {
                self.healthy = false;
                // Only whole records stay in the file; the rest waits in
                // memory for the rewrite.
                let _ = file.set_len(self.valid_len);
                Err(JournalError::Io {
                    path: self.path.clone(),
                    source,
                })
            }
        }
    }

    /// Writes the whole game again when earlier writes failed: a new file
    /// renamed over the old one, so the journal is again the whole game.
    ///
    /// # Errors
    /// Storage still fails.
    pub fn heal(&mut self) -> Result<(), JournalError> {
        if self.healthy {
            return Ok(());
        }
        if !self.owns_path {
            return Err(JournalError::Io {
                path: self.path.clone(),
                source: io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    "a file that could not be read is there; it is not written over",
                ),
            });
        }
        let all = self.lines.concat();
        let (dir, name) = split(&self.path);
        atomic_write(dir, name, all.as_bytes()).map_err(|source| JournalError::Io {
            path: self.path.clone(),
            source,
        })?;
        self.open_for_append()?;
        self.valid_len = all.len() as u64;
        Ok(())
    }

    fn open_for_append(&mut self) -> Result<(), JournalError> {
        let file = OpenOptions::new()
            .append(true)
            .open(&self.path)
            .map_err(|source| JournalError::Io {
                path: self.path.clone(),
                source,
            })?;
        self.valid_len = file.metadata().map_or(0, |m| m.len());
        self.file = Some(file);
        self.healthy = true;
        Ok(())
    }

    /// Whether the file holds every record.
    pub fn is_healthy(&self) -> bool {
        self.healthy
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file was moved (into the archive): later records go there.
    pub fn moved_to(&mut self, path: PathBuf) {
        self.path = path;
    }
}

/// The directory and file name of a journal's path.
fn split(path: &Path) -> (&Path, &str) {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("journal.jsonl");
    (dir, name)
}

/// Lets a new journal take `path`: a game never played gives way, a
/// damaged journal is kept aside, a played game refuses.
fn make_way(path: &Path) -> Result<(), JournalError> {
    match read_journal(path) {
        Ok(contents) => {
            let played = replay_prefix(path, &contents)
                .map(|(game, _)| game.is_started())
                .unwrap_or(true);
            if played {
                return Err(JournalError::Unfiled {
                    path: path.to_owned(),
                    id: contents.id,
                });
            }
            Ok(())
        }
        Err(JournalError::Empty { .. }) => Ok(()),
        Err(JournalError::Corrupt { .. }) => {
            let stamp = format!("{}-{}", crate::dates::wall_clock().1, std::process::id());
            move_aside(path, &stamp)
                .map(|_| ())
                .map_err(|source| JournalError::Io {
                    path: path.to_owned(),
                    source,
                })
        }
        Err(e) => Err(e),
    }
}

/// Keeps a damaged journal aside (never deletes it): renamed, and returns
/// its new name.
///
/// # Errors
/// The rename fails.
pub fn move_aside(path: &Path, stamp: &str) -> io::Result<PathBuf> {
    let aside = aside_name(path, stamp);
    fs::rename(path, &aside)?;
    if let Some(dir) = path.parent() {
        sync_dir(dir)?;
    }
    Ok(aside)
}

/// Keeps a copy of a damaged journal aside, byte for byte, and returns its
/// name; the journal itself stays to be rewritten.
///
/// # Errors
/// The copy fails.
pub fn copy_aside(path: &Path, stamp: &str) -> io::Result<PathBuf> {
    let aside = aside_name(path, stamp);
    let bytes = fs::read(path)?;
    let (dir, name) = split(&aside);
    atomic_write(dir, name, &bytes)?;
    Ok(aside)
}

/// `journal.damaged-STAMP.jsonl`, never an earlier damaged journal's name.
fn aside_name(path: &Path, stamp: &str) -> PathBuf {
    let mut aside = path.with_file_name(format!("journal.damaged-{stamp}.jsonl"));
    let mut n = 1;
    while aside.exists() {
        n += 1;
        aside = path.with_file_name(format!("journal.damaged-{stamp}-{n}.jsonl"));
    }
    aside
}
