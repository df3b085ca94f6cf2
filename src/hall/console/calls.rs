//! The players' calls as the console knows them: the call waiting on each
//! board (by its time, as the device's snapshot names it) and the calls an
//! arbiter marked seen, with the words owed to their devices. An arbiter
//! can mark only a call that waits: an old page's click on a call
//! answered since says so, and nothing is sent. Pure.

use std::collections::HashMap;

use crate::hall::seen::Seen;

/// Why a call cannot be marked seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SeeError {
    /// No call of that time waits on that board (answered, or another).
    #[error("no such call waits on that board: answered already, or the page is behind")]
    NoSuchCall,
}

/// The calls waiting, those seen, and the words owed.
#[derive(Debug, Default)]
pub struct Calls {
    /// Each board's waiting call, by its time.
    waiting: HashMap<String, u64>,
    /// The call seen on each board, by its time.
    seen: HashMap<String, u64>,
    /// Words the hall still has to send, oldest first.
    owed: Vec<(String, Seen)>,
}

impl Calls {
    /// The call now waiting on `device` (none: none waits).
    pub fn waiting(&mut self, device: &str, call_at: Option<u64>) {
        match call_at {
            Some(at) => self.waiting.insert(device.to_owned(), at),
            None => self.waiting.remove(device),
        };
    }

    /// An arbiter saw the call of `call_at` on `device`: the word is owed
    /// to the device (once: a second click adds nothing).
    ///
    /// # Errors
    /// That call does not wait.
    pub fn see(&mut self, device: &str, call_at: u64) -> Result<(), SeeError> {
        if self.waiting.get(device) != Some(&call_at) {
            return Err(SeeError::NoSuchCall);
        }
        if self.seen.insert(device.to_owned(), call_at) != Some(call_at) {
            self.owed.push((device.to_owned(), Seen { call_at }));
        }
        Ok(())
    }

    /// Whether the call of `call_at` on `device` was seen.
    pub fn is_seen(&self, device: &str, call_at: Option<u64>) -> bool {
        call_at.is_some() && self.seen.get(device).copied() == call_at
    }

    /// The words owed to the devices, taken to be sent.
    pub fn take_owed(&mut self) -> Vec<(String, Seen)> {
        std::mem::take(&mut self.owed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_waiting_call_is_seen_and_its_word_is_owed_once() {
        let mut calls = Calls::default();
        assert_eq!(calls.see("d1", 100), Err(SeeError::NoSuchCall));
        calls.waiting("d1", Some(100));
        assert_eq!(calls.see("d1", 99), Err(SeeError::NoSuchCall));
        assert!(!calls.is_seen("d1", Some(100)));
        calls.see("d1", 100).unwrap();
        calls.see("d1", 100).unwrap();
        assert!(calls.is_seen("d1", Some(100)));
        assert_eq!(
            calls.take_owed(),
            vec![("d1".to_owned(), Seen { call_at: 100 })]
        );
        assert!(calls.take_owed().is_empty());
        // Answered at the board, then a new call: not seen yet.
        calls.waiting("d1", None);
        assert_eq!(calls.see("d1", 100), Err(SeeError::NoSuchCall));
        calls.waiting("d1", Some(200));
        assert!(!calls.is_seen("d1", Some(200)));
        assert!(!calls.is_seen("d1", None));
    }
}
