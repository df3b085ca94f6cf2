//! The journal of the running game: every input with its moment, one
//! record a line, written and fsynced as it happens, and a checkpoint of
//! the running clock every [`CHECKPOINT_EVERY`]. Replaying it rebuilds the
//! game exactly. A line without its newline is a torn write (a power cut
//! mid-write) and is dropped. Each input carries its number and each
//! checkpoint the number of inputs before it, so a whole line that does
//! not read, or a stale or repeated one (what a failing card gives back),
//! is told apart: a line whose loss costs no input is left out alone; one
//! that may have been an input cuts the game there. Either way the file is
//! kept aside byte for byte, and the clocks of a restore come only from
//! the records kept.

mod read;
mod record;
mod replay;
mod words;
mod write;

pub use read::{JournalContents, LostRecord, SkippedRecord, journal_of, read_bytes, read_journal};
pub use record::{
    CHECKPOINT_EVERY, Checkpoint, Damage, JournalError, MOST_GAP, MOST_JOURNAL, MOST_MOMENT,
    Record, line, parse_line, stated_checksum,
};
pub use replay::{replay, replay_prefix};

/// The running game's journal in the data directory (a finished game's is
/// moved into the archive beside its PGN, as `{id}.jsonl`).
pub const JOURNAL_FILE: &str = "journal.jsonl";
pub use write::{Journal, copy_aside, move_aside};
