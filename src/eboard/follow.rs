//! One board followed: what its port said, folded into the recogniser and
//! the link's state that the screen shows. Pure: moments are handed in.

use std::path::PathBuf;

use super::port::FromBoard;
use super::protocol::Message;
use super::recognise::{Recogniser, Seen, Tuning};
use crate::clock::Moment;

/// The board's connection as the screen says it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Link {
    /// No board is used.
    #[default]
    Off,
    /// Looking for it on its port, never found yet in this run: why not
    /// (nothing for the screen to say: most devices have no board).
    Waiting {
        /// Its port.
        port: PathBuf,
        /// Why it is not there, once tried.
        why: Option<String>,
    },
    /// It answers.
    Connected {
        /// Its port.
        port: PathBuf,
        /// Its firmware version, once said.
        version: Option<(u8, u8)>,
        /// Its serial number, once said.
        serial: Option<String>,
    },
    /// It went away (unplugged) or its port cannot be opened.
    Lost {
        /// Its port.
        port: PathBuf,
        /// Why, as the system says it.
        why: String,
    },
}

/// What the screen shows of the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BoardStatus {
    /// The connection.
    pub link: Link,
    /// The last judgement of the board against the scoresheet.
    pub seen: Option<Seen>,
}

/// A board and what is known of it.
#[derive(Debug, Clone)]
pub struct Follower {
    recogniser: Recogniser,
    status: BoardStatus,
    port: PathBuf,
    /// Bytes dropped as garbage since the start.
    pub garbage: usize,
}

impl Follower {
    /// Follows the board on `port`.
    pub fn new(port: PathBuf, tuning: Tuning) -> Self {
        Follower {
            recogniser: Recogniser::new(tuning),
            status: BoardStatus {
                link: Link::Waiting {
                    port: port.clone(),
                    why: None,
                },
                seen: None,
            },
            port,
            garbage: 0,
        }
    }

    /// Takes what the port said, read at `now`; `true` when the link
    /// changed (the screen must say it).
    pub fn take(&mut self, said: FromBoard, now: Moment) -> bool {
        let link = &mut self.status.link;
        match said {
            FromBoard::Opened(port) => {
                // A board plugged in again is compared afresh: it may lie
                // the other way, and moves were entered by touch meanwhile.
                self.recogniser.forget();
                *link = Link::Connected {
                    port,
                    version: None,
                    serial: None,
                };
            }
            FromBoard::Lost(why) => {
                self.recogniser.forget();
                self.status.seen = None;
                let port = self.port.clone();
                *link = match link {
                    // A board that was never there is not "unplugged".
                    Link::Waiting { .. } => Link::Waiting {
                        port,
                        why: Some(why),
                    },
                    _ => Link::Lost { port, why },
                };
            }
            FromBoard::Garbage(n) => {
                self.garbage += n;
                return false;
            }
            FromBoard::Message(message, _) => return self.message(message, now),
        }
        true
    }

    fn message(&mut self, message: Message, now: Moment) -> bool {
        let Link::Connected {
            version, serial, ..
        } = &mut self.status.link
        else {
            return false;
        };
        match message {
            Message::BoardDump(reading) => self.recogniser.dump(reading, now),
            Message::FieldUpdate { field, content } => {
                self.recogniser.update(field, content, now);
            }
            Message::Version { major, minor } => {
                *version = Some((major, minor));
                return true;
            }
            Message::SerialNumber(number) => {
                *serial = Some(number);
                return true;
            }
            Message::Unused { .. } => {}
        }
        false
    }

    /// The recogniser, to judge the board and ask when to.
    pub fn recogniser(&mut self) -> &mut Recogniser {
        &mut self.recogniser
    }

    /// Records a judgement; `true` when it changes what the screen shows.
    pub fn seen(&mut self, seen: Seen) -> bool {
        // Settling says nothing new: the screen keeps the last judgement.
        if seen == Seen::Settling || self.status.seen.as_ref() == Some(&seen) {
            return false;
        }
        self.status.seen = Some(seen);
        true
    }

    /// What the screen shows.
    pub fn status(&self) -> &BoardStatus {
        &self.status
    }
}
