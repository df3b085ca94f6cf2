//! The arbiter's word back to a board: a player's call was seen on the
//! hall's console. The hall keeps it on `hall/seen/{device}` (retained),
//! naming the call by its time; the device shows "seen" only while that
//! very call waits, so a word about an earlier call, answered since, says
//! nothing of a new one. Pure.

use serde::{Deserialize, Serialize};

use super::topics::ROOT;

/// The largest word read (a few dozen bytes are sent).
const MAX_SEEN: usize = 1024;

/// The call seen: its time (seconds since 1970, UTC), as the device
/// stamped it and its snapshot says (`call_at`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    /// When the call was made.
    pub call_at: u64,
}

impl Seen {
    /// The payload.
    pub fn to_json(self) -> Vec<u8> {
        serde_json::to_vec(&self).unwrap_or_default()
    }

    /// The word in `payload`; none when it is not one.
    pub fn read(payload: &[u8]) -> Option<Seen> {
        if payload.len() > MAX_SEEN {
            return None;
        }
        serde_json::from_slice(payload).ok()
    }
}

/// The topic of the hall's word to `device` that its call was seen.
pub fn seen_topic(device: &str) -> String {
    format!("{ROOT}/hall/seen/{device}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_reads_back_and_garbage_is_none() {
        let seen = Seen {
            call_at: 1_796_600_000,
        };
        assert_eq!(Seen::read(&seen.to_json()), Some(seen));
        assert_eq!(seen_topic("dev-001"), "pendule/v1/hall/seen/dev-001");
        for bad in [&b"{}"[..], b"\xff", b"{\"call_at\":-1}", b"[]"] {
            assert_eq!(Seen::read(bad), None, "{bad:?}");
        }
        let long = format!("{{\"call_at\":1{}}}", " ".repeat(2000));
        assert_eq!(Seen::read(long.as_bytes()), None);
    }
}
