//! The journal of the running game: every input with its moment, one
//! record a line, written and fsynced as it happens. Replaying it rebuilds
//! the game exactly; a torn last record (a power cut mid-write) is dropped.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::clock::Moment;
use crate::game::{Game, GameSetup, Input};
use crate::pgn::Tags;

/// The journal's format version.
const VERSION: u32 = 1;

/// One line of the journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "snake_case")]
pub enum Record {
    /// The first line: what the game is.
    Begin {
        /// The format version.
        version: u32,
        /// A name for the game, unique on this device (its archive name).
        id: String,
        /// The setup.
        setup: GameSetup,
        /// The PGN tags (event, players, date...).
        tags: Tags,
    },
    /// An input the game accepted, with its moment.
    Input {
        /// When it happened.
        at: Moment,
        /// What happened.
        input: Input,
    },
}

/// What a journal holds.
#[derive(Debug, Clone, PartialEq)]
pub struct JournalContents {
    /// The game's name.
    pub id: String,
    /// The setup.
    pub setup: GameSetup,
    /// The tags.
    pub tags: Tags,
    /// The inputs in order.
    pub inputs: Vec<(Moment, Input)>,
    /// Whether a torn last record was dropped.
    pub torn: bool,
    /// The length of the journal's whole records, in bytes.
    pub valid_len: u64,
}

/// A journal that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// It cannot be read or written.
    #[error("journal {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A record before the last one is damaged, or the records do not make
    /// a game: the journal is kept aside, never deleted.
    #[error("journal {path} is damaged at line {line}: {why}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// Why.
        why: String,
    },
}

/// The line of a record: CRC32 of the JSON in hex, a space, the JSON.
fn line(record: &Record) -> String {
    let json = serde_json::to_string(record).expect("records always serialise");
    format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
}

fn parse_line(text: &[u8]) -> Result<Record, String> {
    let text = std::str::from_utf8(text).map_err(|_| "not UTF-8".to_owned())?;
    let (crc, json) = text.split_once(' ').ok_or("no checksum")?;
    let crc = u32::from_str_radix(crc, 16).map_err(|_| "a bad checksum field".to_owned())?;
    if crc32fast::hash(json.as_bytes()) != crc {
        return Err("the checksum does not match".into());
    }
    serde_json::from_str(json).map_err(|e| e.to_string())
}

/// The journal being written.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Starts a journal for a new game (replacing any at `path`).
    ///
    /// # Errors
    /// The file cannot be written or synced.
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
        let begin = Record::Begin {
            version: VERSION,
            id: id.to_owned(),
            setup: setup.clone(),
            tags: tags.clone(),
        };
        let mut file = File::create(path).map_err(io)?;
        file.write_all(line(&begin).as_bytes()).map_err(io)?;
        file.sync_all().map_err(io)?;
        if let Some(dir) = path.parent() {
            super::atomic::sync_dir(dir).map_err(io)?;
        }
        Ok(Journal {
            file,
            path: path.to_owned(),
        })
    }

    /// Goes on writing a journal that was read back, after its whole
    /// records (a torn tail is cut off).
    ///
    /// # Errors
    /// The file cannot be opened or cut.
    pub fn resume(path: &Path, contents: &JournalContents) -> Result<Self, JournalError> {
        let io = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        let file = OpenOptions::new().append(true).open(path).map_err(io)?;
        file.set_len(contents.valid_len).map_err(io)?;
        file.sync_all().map_err(io)?;
        Ok(Journal {
            file,
            path: path.to_owned(),
        })
    }

    /// Records one accepted input, durably, before returning.
    ///
    /// # Errors
    /// The record cannot be written or synced.
    pub fn record(&mut self, at: Moment, input: &Input) -> Result<(), JournalError> {
        let record = Record::Input {
            at,
            input: input.clone(),
        };
        let io = |source| JournalError::Io {
            path: self.path.clone(),
            source,
        };
        // One write call per record, then fsync: never batched.
        self.file.write_all(line(&record).as_bytes()).map_err(io)?;
        self.file.sync_data().map_err(io)
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Reads a journal back.
///
/// # Errors
/// [`JournalError::Corrupt`] when a record other than the last is damaged
/// or the first is no game; [`JournalError::Io`] when it cannot be read.
pub fn read_journal(path: &Path) -> Result<JournalContents, JournalError> {
    let bytes = fs::read(path).map_err(|source| JournalError::Io {
        path: path.to_owned(),
        source,
    })?;
    let corrupt = |line: usize, why: String| JournalError::Corrupt {
        path: path.to_owned(),
        line,
        why,
    };
    let mut records = Vec::new();
    let mut torn = false;
    let mut valid_len = 0u64;
    let mut rest = bytes.as_slice();
    let mut number = 0;
    while !rest.is_empty() {
        number += 1;
        let (text, complete, after) = match rest.iter().position(|&b| b == b'\n') {
            Some(end) => (&rest[..end], true, &rest[end + 1..]),
            None => (rest, false, &rest[rest.len()..]),
        };
        match parse_line(text) {
            Ok(record) if complete => {
                records.push(record);
                valid_len += text.len() as u64 + 1;
            }
            // The last record, cut short or garbled by a power cut (a piece
            // without its newline is always the last).
            _ if after.is_empty() => torn = true,
            Ok(_) => torn = true,
            Err(why) => return Err(corrupt(number, why)),
        }
        rest = after;
    }
    let mut records = records.into_iter();
    let Some(Record::Begin {
        version,
        id,
        setup,
        tags,
    }) = records.next()
    else {
        return Err(corrupt(
            1,
            "the first record is not the start of a game".into(),
        ));
    };
    if version != VERSION {
        return Err(corrupt(
            1,
            format!("format version {version}; this pendule reads {VERSION}"),
        ));
    }
    let mut inputs = Vec::new();
    for (i, record) in records.enumerate() {
        match record {
            Record::Input { at, input } => inputs.push((at, input)),
            Record::Begin { .. } => return Err(corrupt(i + 2, "a second start of a game".into())),
        }
    }
    Ok(JournalContents {
        id,
        setup,
        tags,
        inputs,
        torn,
        valid_len,
    })
}

/// Rebuilds the game from a journal: the same inputs at the same moments.
///
/// # Errors
/// [`JournalError::Corrupt`] when an input no longer fits (the journal only
/// ever holds accepted inputs, so it was not written by this pendule).
pub fn replay(path: &Path, contents: &JournalContents) -> Result<Game, JournalError> {
    let corrupt = |line: usize, why: String| JournalError::Corrupt {
        path: path.to_owned(),
        line,
        why,
    };
    let mut game = Game::new(contents.setup.clone()).map_err(|e| corrupt(1, e.to_string()))?;
    for (i, (at, input)) in contents.inputs.iter().enumerate() {
        game.handle(input.clone(), *at)
            .map_err(|e| corrupt(i + 2, e.to_string()))?;
        // Rulings were journalled as the verdict inputs that answered them:
        // nothing to carry out.
        while game.poll_output().is_some() {}
    }
    Ok(game)
}

/// Moves a damaged journal aside (never deletes it) and returns its new
/// name.
///
/// # Errors
/// The rename fails.
pub fn move_aside(path: &Path, stamp: &str) -> io::Result<PathBuf> {
    // Never over an earlier damaged journal.
    let mut aside = path.with_file_name(format!("journal.damaged-{stamp}.jsonl"));
    let mut n = 1;
    while aside.exists() {
        n += 1;
        aside = path.with_file_name(format!("journal.damaged-{stamp}-{n}.jsonl"));
    }
    fs::rename(path, &aside)?;
    if let Some(dir) = path.parent() {
        super::atomic::sync_dir(dir)?;
    }
    Ok(aside)
}
