//! Which refusals the hall says: each distinct one once, and at most
//! [`EACH_DEVICE`] of one device (a hostile device making up a new
//! refusal with each message fills neither the log nor the memory). Pure.

use std::collections::{HashMap, HashSet};

use super::boards::Refusal;

/// The distinct refusals said of one device; its next one says that the
/// rest go unsaid.
pub const EACH_DEVICE: usize = 3;

/// The most refusals remembered, of all devices together.
const MOST_KEPT: usize = 10_000;

/// The refusals said so far.
#[derive(Debug, Default)]
pub struct Said {
    words: HashSet<String>,
    by_device: HashMap<String, usize>,
}

impl Said {
    /// What to say of `refusal`, if anything.
    pub fn say(&mut self, refusal: &Refusal) -> Option<String> {
        let words = refusal.to_string();
        if self.words.contains(&words) || self.words.len() >= MOST_KEPT {
            return None;
        }
        let count = self.by_device.entry(refusal.device.clone()).or_insert(0);
        *count += 1;
        match *count {
            n if n <= EACH_DEVICE => {
                self.words.insert(words.clone());
                Some(words)
            }
            n if n == EACH_DEVICE + 1 => Some(format!(
                "device {}: more refusals, not said",
                refusal.device
            )),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(device: &str, why: &str) -> Refusal {
        Refusal {
            device: device.into(),
            why: why.into(),
        }
    }

    #[test]
    fn each_refusal_once_and_a_few_of_a_device() {
        let mut said = Said::default();
        assert_eq!(
            said.say(&refusal("a", "garbage 1")).as_deref(),
            Some("device a: garbage 1")
        );
        assert_eq!(said.say(&refusal("a", "garbage 1")), None);
        assert!(said.say(&refusal("a", "garbage 2")).is_some());
        assert!(said.say(&refusal("a", "garbage 3")).is_some());
        assert_eq!(
            said.say(&refusal("a", "garbage 4")).as_deref(),
            Some("device a: more refusals, not said")
        );
        for n in 5..100 {
            assert_eq!(said.say(&refusal("a", &format!("garbage {n}"))), None);
        }
        // Another device is heard.
        assert!(said.say(&refusal("b", "garbage 1")).is_some());
    }
}
