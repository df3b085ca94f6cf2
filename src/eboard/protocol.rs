//! The DGT board's serial protocol, sans-IO: bytes in, messages out.
//!
//! A message is a header (its id with the top bit set, then its whole
//! length, header included, as 14 bits over two 7-bit bytes) and a payload
//! whose bytes all have the top bit clear. So a byte with the top bit set
//! always starts a message, and the decoder finds its way back after any
//! garbage at the next such byte.

use super::reading::{Content, Field, Reading};

/// A one-byte command from the host to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Idle mode: no field updates sent.
    Reset,
    /// Answered by a board dump.
    SendBoard,
    /// Field updates from now on, as pieces move (no clock data).
    SendUpdates,
    /// Answered by the board's serial number.
    SerialNumber,
    /// Answered by the board's firmware version.
    Version,
}

impl Command {
    /// The byte on the wire.
    pub const fn byte(self) -> u8 {
        match self {
            Command::Reset => 0x40,
            Command::SendBoard => 0x42,
            Command::SendUpdates => 0x44,
            Command::SerialNumber => 0x45,
            Command::Version => 0x4d,
        }
    }
}

/// Message ids, with the top bit set as they arrive.
mod id {
    pub const BOARD_DUMP: u8 = 0x86;
    pub const CLOCK: u8 = 0x8d;
    pub const FIELD_UPDATE: u8 = 0x8e;
    pub const EE_MOVES: u8 = 0x8f;
    pub const BUS_ADDRESS: u8 = 0x90;
    pub const SERIAL_NUMBER: u8 = 0x91;
    pub const TRADEMARK: u8 = 0x92;
    pub const VERSION: u8 = 0x93;
    pub const BATTERY: u8 = 0xa0;
    pub const LONG_SERIAL: u8 = 0xa2;
}

/// The longest message accepted: the board's move memory (8 KiB) with its
/// header. Anything claiming more is garbage, so memory stays bounded.
pub const MAX_MESSAGE: usize = 0x2000 + 3;

/// The lengths a message with this id may have (header included), or
/// `None` for an id the protocol does not know.
fn lengths(message_id: u8) -> Option<std::ops::RangeInclusive<usize>> {
    Some(match message_id {
        id::BOARD_DUMP => 67..=67,
        id::CLOCK => 10..=10,
        id::FIELD_UPDATE => 5..=5,
        id::BUS_ADDRESS | id::VERSION => 5..=5,
        id::SERIAL_NUMBER => 8..=8,
        id::LONG_SERIAL => 13..=13,
        id::BATTERY => 3..=20,
        id::TRADEMARK => 3..=259,
        id::EE_MOVES => 3..=MAX_MESSAGE,
        _ => return None,
    })
}

/// A message from the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// What stands on every square.
    BoardDump(Reading),
    /// One square changed.
    FieldUpdate {
        /// The square, in the board's numbering.
        field: Field,
        /// What now stands there.
        content: Content,
    },
    /// The firmware version.
    Version {
        /// Before the dot.
        major: u8,
        /// After it.
        minor: u8,
    },
    /// The board's serial number, as it says it.
    SerialNumber(String),
    /// A message pendule does not use (clock data, battery, trademark...).
    Unused {
        /// Its id.
        id: u8,
        /// Its length, header included.
        length: usize,
    },
}

/// Bytes that were not a message: dropped, and said so once each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Garbage {
    /// A byte outside any message.
    Stray(u8),
    /// A header with an id the protocol does not know.
    UnknownId(u8),
    /// A header whose length does not fit its id.
    BadLength {
        /// The id.
        id: u8,
        /// The length it claimed.
        length: usize,
    },
    /// A message cut short by the start of another.
    Cut {
        /// The id of the message cut.
        id: u8,
    },
    /// A square number or piece code out of range in a complete message.
    BadPayload {
        /// The id.
        id: u8,
    },
}

/// What one byte completed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoded {
    /// A whole, checked message.
    Message(Message),
    /// Bytes dropped.
    Garbage(Garbage),
}

/// Turns the board's bytes into messages, one byte at a time.
#[derive(Debug, Default)]
pub struct Decoder {
    /// The message being read, header included; empty between messages.
    partial: Vec<u8>,
    /// Its whole length once the header is read.
    expected: Option<usize>,
}

impl Decoder {
    /// A decoder between messages.
    pub fn new() -> Self {
        Decoder::default()
    }

    /// Every message and every piece of garbage in `bytes`, in order.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Decoded> {
        let mut out = Vec::new();
        for &byte in bytes {
            self.byte(byte, &mut out);
        }
        out
    }

    fn byte(&mut self, byte: u8, out: &mut Vec<Decoded>) {
        if byte & 0x80 != 0 {
            if let Some(&cut) = self.partial.first() {
                out.push(Decoded::Garbage(Garbage::Cut { id: cut }));
            }
            self.start(byte, out);
            return;
        }
        if self.partial.is_empty() {
            out.push(Decoded::Garbage(Garbage::Stray(byte)));
            return;
        }
        self.partial.push(byte);
        if self.expected.is_none() && self.partial.len() == 3 {
            self.header(out);
        }
        if self.expected == Some(self.partial.len()) {
            let whole = std::mem::take(&mut self.partial);
            self.expected = None;
            out.push(match parse(&whole) {
                Some(message) => Decoded::Message(message),
                None => Decoded::Garbage(Garbage::BadPayload { id: whole[0] }),
            });
        }
    }

    fn start(&mut self, message_id: u8, out: &mut Vec<Decoded>) {
        self.partial.clear();
        self.expected = None;
        if lengths(message_id).is_some() {
            self.partial.push(message_id);
        } else {
            out.push(Decoded::Garbage(Garbage::UnknownId(message_id)));
        }
    }

    /// The header is whole: its length must fit its id.
    fn header(&mut self, out: &mut Vec<Decoded>) {
        let message_id = self.partial[0];
        let length = (usize::from(self.partial[1]) << 7) | usize::from(self.partial[2]);
        if lengths(message_id).is_some_and(|fits| fits.contains(&length)) {
            self.expected = Some(length);
        } else {
            self.partial.clear();
            out.push(Decoded::Garbage(Garbage::BadLength {
                id: message_id,
                length,
            }));
        }
    }
}

/// A whole message of a known id and length; `None` when its payload has
/// a square or piece out of range.
fn parse(whole: &[u8]) -> Option<Message> {
    let payload = &whole[3..];
    Some(match whole[0] {
        id::BOARD_DUMP => {
            let mut squares = [Content::Empty; 64];
            for (square, &code) in squares.iter_mut().zip(payload) {
                *square = Content::from_code(code)?;
            }
            Message::BoardDump(Reading::new(squares))
        }
        id::FIELD_UPDATE => Message::FieldUpdate {
            field: Field::new(payload[0])?,
            content: Content::from_code(payload[1])?,
        },
        id::VERSION => Message::Version {
            major: payload[0],
            minor: payload[1],
        },
        id::SERIAL_NUMBER => {
            let text: String = payload.iter().map(|&b| char::from(b)).collect();
            Message::SerialNumber(text.trim().to_owned())
        }
        other => Message::Unused {
            id: other,
            length: whole.len(),
        },
    })
}

/// The bytes a board sends: a message with its header (for tests and the
/// simulated board).
pub fn frame(message_id: u8, payload: &[u8]) -> Vec<u8> {
    let length = payload.len() + 3;
    let mut bytes = vec![message_id, (length >> 7) as u8 & 0x7f, length as u8 & 0x7f];
    bytes.extend_from_slice(payload);
    bytes
}

/// A board dump as the board sends it.
pub fn dump_bytes(reading: &Reading) -> Vec<u8> {
    let codes: Vec<u8> = reading.squares().iter().map(|c| c.code()).collect();
    frame(id::BOARD_DUMP, &codes)
}

/// A field update as the board sends it.
pub fn update_bytes(field: Field, content: Content) -> Vec<u8> {
    frame(id::FIELD_UPDATE, &[field.index() as u8, content.code()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(bytes: &[u8]) -> Vec<Decoded> {
        Decoder::new().push(bytes)
    }

    #[test]
    fn a_field_update_split_anywhere_is_one_message() {
        let bytes = update_bytes(Field::new(12).unwrap(), Content::from_code(1).unwrap());
        for cut in 0..bytes.len() {
            let mut decoder = Decoder::new();
            let mut out = decoder.push(&bytes[..cut]);
            out.extend(decoder.push(&bytes[cut..]));
            assert_eq!(out.len(), 1, "cut at {cut}: {out:?}");
            assert!(matches!(
                out[0],
                Decoded::Message(Message::FieldUpdate { .. })
            ));
        }
    }

    #[test]
    fn garbage_before_a_message_is_dropped_and_said() {
        let mut bytes = vec![0x01, 0x7f, 0xff];
        bytes.extend(update_bytes(Field::new(0).unwrap(), Content::Empty));
        let out = messages(&bytes);
        assert_eq!(out[0], Decoded::Garbage(Garbage::Stray(0x01)));
        assert_eq!(out[1], Decoded::Garbage(Garbage::Stray(0x7f)));
        assert_eq!(out[2], Decoded::Garbage(Garbage::UnknownId(0xff)));
        assert!(matches!(out[3], Decoded::Message(_)));
    }

    #[test]
    fn a_wrong_length_or_a_bad_square_is_garbage() {
        assert_eq!(
            messages(&[0x8e, 0x00, 0x06, 1, 2, 3]),
            [
                Decoded::Garbage(Garbage::BadLength {
                    id: 0x8e,
                    length: 6
                }),
                Decoded::Garbage(Garbage::Stray(1)),
                Decoded::Garbage(Garbage::Stray(2)),
                Decoded::Garbage(Garbage::Stray(3)),
            ]
        );
        assert_eq!(
            messages(&[0x8e, 0x00, 0x05, 64, 1]),
            [Decoded::Garbage(Garbage::BadPayload { id: 0x8e })]
        );
        assert_eq!(
            messages(&[0x8e, 0x00, 0x05, 3, 0x10]),
            [Decoded::Garbage(Garbage::BadPayload { id: 0x8e })]
        );
    }

    #[test]
    fn a_message_cut_by_another_gives_the_second() {
        let mut bytes = vec![0x86, 0x00, 67, 0, 0, 0];
        bytes.extend(update_bytes(Field::new(5).unwrap(), Content::Empty));
        let out = messages(&bytes);
        assert_eq!(out[0], Decoded::Garbage(Garbage::Cut { id: 0x86 }));
        assert!(matches!(
            out[1],
            Decoded::Message(Message::FieldUpdate { .. })
        ));
    }

    #[test]
    fn a_dump_reads_every_square_and_version_and_serial_read() {
        let start = Reading::from_board(
            &shakmaty::Board::default(),
            super::super::Orientation::Normal,
        );
        let mut bytes = dump_bytes(&start);
        bytes.extend(frame(0x93, &[1, 7]));
        bytes.extend(frame(0x91, b"12345"));
        let out = messages(&bytes);
        assert_eq!(out[0], Decoded::Message(Message::BoardDump(start)));
        assert_eq!(
            out[1],
            Decoded::Message(Message::Version { major: 1, minor: 7 })
        );
        assert_eq!(
            out[2],
            Decoded::Message(Message::SerialNumber("12345".into()))
        );
    }

    #[test]
    fn a_huge_claimed_length_is_refused_at_once() {
        let out = messages(&[0x8f, 0x7f, 0x7f]);
        assert_eq!(
            out,
            [Decoded::Garbage(Garbage::BadLength {
                id: 0x8f,
                length: 0x3fff
            })]
        );
    }
}
