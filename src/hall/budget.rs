//! What one device may cost the hall: a snapshot is read (a JSON object of
//! up to 256 KiB and the games in it) at most [`PER_SECOND`] times a
//! second, after a burst of [`BURST`]. A device that sends more has its
//! latest snapshot held and read when its turn comes, so the board as it
//! stands is never lost and a device sending 10,000 a second costs the
//! hall ten readings a second. Pure: every moment is given.

use std::collections::BTreeMap;
use std::time::{Duration, SystemTime};

/// The snapshots of one device read in a second, in the long run. An
/// honest device sends one on each press and every 5 s: a bullet game's
/// time scramble is a few a second.
pub const PER_SECOND: u32 = 10;

/// The snapshots read at once after a quiet spell (a reconnection).
pub const BURST: u32 = 20;

/// The most bytes held for all devices together: past it a held snapshot
/// is dropped (the device's next one, or the retained one after a restart,
/// brings the board back).
pub const MOST_HELD: usize = 64 * 1024 * 1024;

/// One device's budget: a bucket of readings refilled with time.
#[derive(Debug, Clone)]
pub struct Budget {
    /// Readings left, in thousandths (a whole number, so two halls given
    /// the same messages and moments agree exactly).
    left: u64,
    /// When `left` was last counted.
    at: SystemTime,
}

const MILLI: u64 = 1000;

impl Budget {
    /// A full budget at `now`.
    pub fn new(now: SystemTime) -> Budget {
        Budget {
            left: u64::from(BURST) * MILLI,
            at: now,
        }
    }

    /// Spends one reading at `now`, if one is left. A clock set back
    /// refills nothing.
    pub fn spend(&mut self, now: SystemTime) -> bool {
        let since = now.duration_since(self.at).unwrap_or(Duration::ZERO);
        let earned = since.as_millis().saturating_mul(u128::from(PER_SECOND));
        let full = u64::from(BURST) * MILLI;
        self.left = u64::try_from(earned)
            .unwrap_or(u64::MAX)
            .saturating_add(self.left)
            .min(full);
        self.at = self.at.max(now);
        if self.left < MILLI {
            return false;
        }
        self.left -= MILLI;
        true
    }
}

/// The snapshots held back, the latest of each device, within
/// [`MOST_HELD`] bytes.
#[derive(Debug, Default)]
pub struct Held {
    by_device: BTreeMap<String, Vec<u8>>,
    bytes: usize,
}

impl Held {
    /// Holds `payload` as `device`'s latest, in place of an older one;
    /// `false` when it was dropped for want of room.
    pub fn hold(&mut self, device: &str, payload: &[u8]) -> bool {
        self.forget(device);
        if self.bytes + payload.len() > MOST_HELD {
            return false;
        }
        self.bytes += payload.len();
        self.by_device.insert(device.to_owned(), payload.to_vec());
        true
    }

    /// Drops what `device` had held (a later snapshot was read).
    pub fn forget(&mut self, device: &str) {
        if let Some(old) = self.by_device.remove(device) {
            self.bytes -= old.len();
        }
    }

    /// Whether anything is held.
    pub fn is_empty(&self) -> bool {
        self.by_device.is_empty()
    }

    /// The devices holding a snapshot.
    pub fn devices(&self) -> Vec<String> {
        self.by_device.keys().cloned().collect()
    }

    /// Takes `device`'s held snapshot out.
    pub fn take(&mut self, device: &str) -> Option<Vec<u8>> {
        let payload = self.by_device.remove(device)?;
        self.bytes -= payload.len();
        Some(payload)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_millis(ms)
    }

    #[test]
    fn a_burst_then_ten_a_second() {
        let mut budget = Budget::new(at(0));
        let burst = (0..100).filter(|_| budget.spend(at(0))).count();
        assert_eq!(burst, BURST as usize);
        // In the next second, one every 100 ms.
        let second = (1..=1000).filter(|ms| budget.spend(at(*ms))).count();
        assert_eq!(second, PER_SECOND as usize);
    }

    #[test]
    fn a_quiet_spell_refills_to_the_burst_only() {
        let mut budget = Budget::new(at(0));
        while budget.spend(at(0)) {}
        let later = (0..100).filter(|_| budget.spend(at(3_600_000))).count();
        assert_eq!(later, BURST as usize);
    }

    #[test]
    fn the_latest_is_held_within_the_bound() {
        let mut held = Held::default();
        assert!(held.hold("a", b"one"));
        assert!(held.hold("a", b"two"));
        assert_eq!(held.devices(), ["a"]);
        assert!(!held.hold("b", &vec![0; MOST_HELD]));
        assert_eq!(held.take("a").as_deref(), Some(&b"two"[..]));
        assert!(held.is_empty());
        assert!(held.hold("b", &vec![0; MOST_HELD]));
    }

    #[test]
    fn a_clock_set_back_earns_nothing() {
        let mut budget = Budget::new(at(10_000));
        while budget.spend(at(10_000)) {}
        assert!(!budget.spend(at(0)));
        assert!(!budget.spend(at(10_050)));
        assert!(budget.spend(at(10_100)));
    }
}
