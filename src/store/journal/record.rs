//! The journal's lines: the records and their format (one JSON object a
//! line, with its checksum), and what can be wrong with a journal or one of
//! its lines. What `read` and `write` share.

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::clock::Moment;
use crate::game::{GameSetup, Input};
use crate::pgn::Tags;

/// The journal's format version (checkpoints came within version 1: a
/// reader that knows none stops at the first).
pub(super) const VERSION: u32 = 1;

/// How often the running clock is checkpointed: a power cut then costs at
/// most this (plus one fsync) of the running side's time, within the 2 s
/// an arbiter can still set right by hand. About 2,400 records an hour.
pub const CHECKPOINT_EVERY: Duration = Duration::from_millis(1500);

/// No game's timeline runs a year: a record past this is no record of a
/// game (a moment near 2⁶⁴ s would overflow the clocks' arithmetic).
pub const MOST_MOMENT: Duration = Duration::from_secs(366 * 86_400);

/// The largest journal read: a game of twelve hours is about 5 MB (a
/// checkpoint every 1.5 s); anything far past that is no journal a game
/// wrote, and is never read into memory whole.
pub const MOST_JOURNAL: u64 = 64 << 20;

/// While a clock runs a record comes at least every [`CHECKPOINT_EVERY`],
/// and every one is kept, across a failed write and a restore's rewrite:
/// a record further than this past the one before it, with a clock
/// running, is not this game's (a stale block of another journal, a card
/// giving back old data), and a restore never charges the clocks up to
/// it.
pub const MOST_GAP: Duration = Duration::from_secs(60);

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
        /// Every later record names the one it follows (its `after`):
        /// absent in journals written before the chain.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        chained: bool,
    },
    /// An input the game accepted, with its moment.
    Input {
        /// Its number among the game's inputs, from 0 (absent in journals
        /// written before it was: a damaged line then cuts the game).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        n: Option<usize>,
        /// When it happened.
        at: Moment,
        /// What happened.
        input: Input,
        /// The checksum of the record it follows: the input before it, or
        /// the start (see [`Record::Begin`]'s `chained`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<u32>,
    },
    /// The game's timeline reached `at` with a clock running: a restore
    /// charges the running side up to here, not only to the last press.
    Checkpoint {
        /// The game's moment.
        at: Moment,
        /// The wall clock then, in seconds since 1970 (UTC), for the
        /// arbiter.
        utc: u64,
        /// How many inputs came before it (absent in older journals).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        inputs: Option<usize>,
        /// The checksum of the game's last input before it, or of the
        /// start: a checkpoint of another game does not follow this one's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<u32>,
    },
}

/// A checkpoint as read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game's moment.
    pub at: Moment,
    /// The wall clock then (UTC seconds).
    pub utc: u64,
}

/// A journal that cannot be used. Every variant names its file.
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
    /// The first record is damaged or is no game: there is nothing to
    /// restore, and the file is kept aside, never deleted.
    #[error("journal {path} is damaged at line {line}: {why}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// Why.
        why: Damage,
    },
    /// The file is empty or holds only a torn first record: a cut while a
    /// game was being created. No game was in it.
    #[error("journal {path} holds no game")]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The journal holds a game that was played and is not in the archive:
    /// a new game must not replace it.
    #[error("journal {path} holds the game {id}, not yet in the archive")]
    Unfiled {
        /// The file.
        path: PathBuf,
        /// The game's name.
        id: String,
    },
}

/// What is wrong with a journal line: data, said in words at the edges.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// The bytes are not UTF-8.
    #[error("not UTF-8")]
    NotUtf8,
    /// No checksum before the record.
    #[error("no checksum")]
    NoChecksum,
    /// The checksum field is not hexadecimal.
    #[error("a bad checksum field")]
    BadChecksumField,
    /// The record does not match its checksum: bits changed on the card.
    #[error("the checksum does not match")]
    ChecksumMismatch,
    /// The checksum matches but the record is none this pendule knows
    /// (the JSON reader's words).
    #[error("not a record: {0}")]
    NotARecord(String),
    /// The first record does not start a game.
    #[error("the first record is not the start of a game")]
    NotAGameStart,
    /// A journal format this pendule does not read.
    #[error("format version {0}; this pendule reads {VERSION}")]
    Version(u32),
    /// A second start of a game after the first.
    #[error("a second start of a game")]
    SecondStart,
    /// The game refused the input on replay.
    #[error("the game refused it: {0}")]
    Refused(crate::game::GameError),
    /// The file holds bytes but not one whole line (NUL bytes, a file
    /// written over): not a journal this pendule wrote.
    #[error("no whole record")]
    NoWholeRecord,
    /// A whole, well-formed record out of its place: an earlier record
    /// given back again, or one after records that are missing.
    #[error("a record out of its place")]
    OutOfPlace,
    /// The game's name could not name its files in the archive (`/`,
    /// `..`: it would leave it).
    #[error("a game name that names no file of the archive")]
    NoGameName,
    /// A moment no game reaches (past [`MOST_MOMENT`]).
    #[error("a moment no game reaches")]
    NoSuchMoment,
    /// A record this many seconds after the one before it while a clock
    /// ran (past [`MOST_GAP`]): not this game's.
    #[error("{0} s after the record before it while a clock ran")]
    TooLate(u64),
    /// A whole record that does not follow this game's records (its
    /// `after` names another record): a block of another game's journal,
    /// or of another place in this one.
    #[error("a record that does not follow the game's records")]
    NotInChain,
    /// The file is larger than [`MOST_JOURNAL`].
    #[error("more than {} MiB: no journal of a game", MOST_JOURNAL >> 20)]
    TooLarge,
}

/// The line of a record: CRC32 of the JSON in hex, a space, the JSON.
pub fn line(record: &Record) -> String {
    let json = serde_json::to_string(record).expect("records always serialise");
    format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
}

/// The checksum a line states (its first field), whether or not it
/// matches: what the record after it names as the one it follows.
pub fn stated_checksum(line: &[u8]) -> Option<u32> {
    let field = std::str::from_utf8(line.get(..8)?).ok()?;
    u32::from_str_radix(field, 16).ok()
}

/// The record of a line (without its newline), checked against its
/// checksum.
///
/// # Errors
/// [`Damage`] when it is not one whole record pendule wrote.
pub fn parse_line(text: &[u8]) -> Result<Record, Damage> {
    let text = std::str::from_utf8(text).map_err(|_| Damage::NotUtf8)?;
    let (crc, json) = text.split_once(' ').ok_or(Damage::NoChecksum)?;
    let crc = u32::from_str_radix(crc, 16).map_err(|_| Damage::BadChecksumField)?;
    if crc32fast::hash(json.as_bytes()) != crc {
        return Err(Damage::ChecksumMismatch);
    }
    let record: Record =
        serde_json::from_str(json).map_err(|e| Damage::NotARecord(e.to_string()))?;
    match record {
        Record::Input { at, .. } | Record::Checkpoint { at, .. }
            if at.since_origin() > MOST_MOMENT =>
        {
            Err(Damage::NoSuchMoment)
        }
        record => Ok(record),
    }
}
