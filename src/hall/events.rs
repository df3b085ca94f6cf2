//! The journal on the hall. A device sends each record of its games (the
//! start, then every input; never the clock's checkpoints) on
//! `dev/{device}/events` with its sequence number, the journal's own line
//! byte for byte; the hall keeps them in a copy of the journal and says on
//! `hall/ack/{device}` (retained) how many records of which game it holds.
//! The device's journal stays the truth and the outbox: after a drop, a
//! broker restart or a power cut it sends again from the number acked, and
//! a record sent twice is taken once. Pure.

use serde::{Deserialize, Serialize};

use super::topics::{ROOT, is_device_id};
use crate::store::journal::{Record, parse_line};

/// The largest event read: a record is a few hundred bytes (a start with
/// its tags a few KiB).
pub const MAX_EVENT: usize = 64 * 1024;

/// The most records of one game taken (a game of 10,000 moves is some
/// 20,000 inputs).
pub const MOST_RECORDS: u64 = 1_000_000;

/// One record of a device's game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventMessage {
    /// The game's name on the device (its archive name).
    pub game: String,
    /// The record's number: 0 for the start, n + 1 for input n.
    pub seq: u64,
    /// The journal's line, without its newline.
    pub line: String,
}

/// How much of a game the hall holds: its records `0..seq`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ack {
    /// The game's name.
    pub game: String,
    /// The number of the next record the hall takes.
    pub seq: u64,
}

/// Why an event is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// Larger than [`MAX_EVENT`].
    #[error("an event of {0} bytes")]
    TooLarge(usize),
    /// Not the JSON of an event.
    #[error("not an event: {0}")]
    NotAnEvent(String),
    /// A game name that cannot be a file's.
    #[error("a game name that is none")]
    BadGame,
    /// A number past [`MOST_RECORDS`].
    #[error("record {0}: too many records")]
    TooMany(u64),
    /// The line is no record, or does not match its checksum.
    #[error("record {seq}: {why}")]
    Damaged {
        /// The record's number.
        seq: u64,
        /// Why.
        why: String,
    },
    /// The record is not the one its number says.
    #[error("record {0} is not the record of its number")]
    OutOfPlace(u64),
}

/// The topic of the hall's acknowledgements to `device`.
pub fn ack_topic(device: &str) -> String {
    format!("{ROOT}/hall/ack/{device}")
}

/// The number of a journal record among the events: the start is 0,
/// input n is n + 1; a checkpoint (or an input of an old journal without
/// its number) is none.
pub fn seq_of(record: &Record) -> Option<u64> {
    match record {
        Record::Begin { .. } => Some(0),
        Record::Input { n: Some(n), .. } => u64::try_from(*n).ok()?.checked_add(1),
        Record::Input { n: None, .. } | Record::Checkpoint { .. } => None,
    }
}

/// Whether `id` can name a game's file: a device id's letters, not
/// starting with a dot.
pub fn is_game_id(id: &str) -> bool {
    is_device_id(id) && !id.starts_with('.')
}

impl EventMessage {
    /// The event of `line` (a journal line, without its newline) of
    /// `game`, when it is a start or an input.
    pub fn of_line(game: &str, line: &str) -> Option<EventMessage> {
        let record = parse_line(line.as_bytes()).ok()?;
        Some(EventMessage {
            game: game.to_owned(),
            seq: seq_of(&record)?,
            line: line.to_owned(),
        })
    }

    /// Reads an event and checks its record: whole, with its checksum,
    /// of its number, and a start naming its game.
    ///
    /// # Errors
    /// [`EventError`] for anything else.
    pub fn read(payload: &[u8]) -> Result<EventMessage, EventError> {
        if payload.len() > MAX_EVENT {
            return Err(EventError::TooLarge(payload.len()));
        }
        let event: EventMessage =
            serde_json::from_slice(payload).map_err(|e| EventError::NotAnEvent(e.to_string()))?;
        if !is_game_id(&event.game) {
            return Err(EventError::BadGame);
        }
        if event.seq >= MOST_RECORDS {
            return Err(EventError::TooMany(event.seq));
        }
        let record = parse_line(event.line.as_bytes()).map_err(|e| EventError::Damaged {
            seq: event.seq,
            why: e.to_string(),
        })?;
        let names_its_game = match &record {
            Record::Begin { id, .. } => *id == event.game,
            _ => true,
        };
        if seq_of(&record) != Some(event.seq) || !names_its_game {
            return Err(EventError::OutOfPlace(event.seq));
        }
        Ok(event)
    }

    /// The event as sent.
    pub fn to_json(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("an event always serialises")
    }
}

impl Ack {
    /// Reads an acknowledgement; `None` for anything else.
    pub fn read(payload: &[u8]) -> Option<Ack> {
        let ack: Ack = serde_json::from_slice(payload).ok()?;
        is_game_id(&ack.game).then_some(ack)
    }

    /// The acknowledgement as sent.
    pub fn to_json(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("an acknowledgement always serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::game::{GameSetup, Input};
    use crate::store::journal::line;
    use shakmaty::Color;

    fn begin(id: &str) -> String {
        let record = Record::Begin {
            version: 1,
            id: id.into(),
            setup: GameSetup::default(),
            tags: Vec::new(),
            chained: false,
        };
        line(&record).trim_end().to_owned()
    }

    fn input(n: Option<usize>) -> String {
        let record = Record::Input {
            n,
            at: Moment::ZERO,
            input: Input::Press(Color::White),
            after: None,
        };
        line(&record).trim_end().to_owned()
    }

    fn read(game: &str, seq: u64, line: &str) -> Result<EventMessage, EventError> {
        let event = EventMessage {
            game: game.into(),
            seq,
            line: line.into(),
        };
        EventMessage::read(&event.to_json())
    }

    #[test]
    fn a_start_and_inputs_are_taken_at_their_numbers() {
        assert!(read("g1", 0, &begin("g1")).is_ok());
        assert!(read("g1", 8, &input(Some(7))).is_ok());
        let event = EventMessage::of_line("g1", &input(Some(7))).unwrap();
        assert_eq!(event.seq, 8);
        assert_eq!(EventMessage::read(&event.to_json()), Ok(event));
    }

    #[test]
    fn a_record_out_of_its_place_or_damaged_is_refused() {
        assert_eq!(
            read("g1", 3, &input(Some(7))),
            Err(EventError::OutOfPlace(3))
        );
        assert_eq!(read("g2", 0, &begin("g1")), Err(EventError::OutOfPlace(0)));
        let flipped = input(Some(7)).replacen("white", "black", 1);
        assert_ne!(flipped, input(Some(7)));
        assert!(matches!(
            read("g1", 8, &flipped),
            Err(EventError::Damaged { .. })
        ));
        assert_eq!(read("../x", 0, &begin("../x")), Err(EventError::BadGame));
        assert_eq!(read(".x", 0, &begin(".x")), Err(EventError::BadGame));
        assert!(matches!(
            EventMessage::read(&vec![b' '; MAX_EVENT + 1]),
            Err(EventError::TooLarge(_))
        ));
        assert!(matches!(
            EventMessage::read(b"{garbage"),
            Err(EventError::NotAnEvent(_))
        ));
        // A checkpoint, or an input without its number, is no event.
        assert_eq!(EventMessage::of_line("g1", &input(None)), None);
    }

    #[test]
    fn an_ack_reads_back() {
        let ack = Ack {
            game: "g1".into(),
            seq: 12,
        };
        assert_eq!(Ack::read(&ack.to_json()), Some(ack));
        assert_eq!(Ack::read(b"{\"game\":\"../x\",\"seq\":1}"), None);
        assert_eq!(ack_topic("dev-001"), "pendule/v1/hall/ack/dev-001");
    }
}
