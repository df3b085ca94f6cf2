//! Who is served when slots run out: at most a few connections an
//! address, and when every slot is taken a connection still sending its
//! head gives way (the oldest of the address with the most), and its
//! address rests a moment, closed at the door.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::Notify;

/// How long a new connection waits for the slot of one it evicted.
pub(super) const EVICTED: Duration = Duration::from_millis(200);

/// How long an address whose connection was told to give way is closed
/// at the door: a client that asks at once is never told, and one that
/// waits this long between attempts was answered 24 times of 24 under the
/// same attack.
pub const RESTING: Duration = Duration::from_secs(1);

/// The addresses resting, until when.
#[derive(Default)]
pub(super) struct Resting {
    until: HashMap<IpAddr, std::time::Instant>,
}

impl Resting {
    /// The most addresses remembered before the rested are forgotten.
    const MOST: usize = 4096;

    pub(super) fn holds(&self, address: IpAddr) -> bool {
        self.until
            .get(&address)
            .is_some_and(|until| *until > std::time::Instant::now())
    }

    pub(super) fn add(&mut self, address: IpAddr) {
        let now = std::time::Instant::now();
        if self.until.len() >= Self::MOST {
            self.until.retain(|_, until| *until > now);
        }
        if self.until.len() < Self::MOST {
            self.until.insert(address, now + RESTING);
        }
    }
}

/// The connections still sending their request's head, oldest first, each
/// with the signal that makes it give way.
#[derive(Clone, Default)]
pub(super) struct Asking {
    held: Arc<Mutex<AskingState>>,
}

#[derive(Default)]
struct AskingState {
    next: u64,
    /// By entry number, so the first is the oldest, with each one's
    /// address.
    waiting: std::collections::BTreeMap<u64, (IpAddr, Arc<Notify>)>,
}

/// A connection's place among those asking; it leaves when dropped.
pub(super) struct Ticket {
    asking: Asking,
    number: u64,
    /// Notified when the connection is to give way.
    pub(super) evicted: Arc<Notify>,
}

impl Asking {
    pub(super) fn enter(&self, address: IpAddr) -> Ticket {
        let mut state = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let number = state.next;
        state.next += 1;
        let evicted = Arc::new(Notify::new());
        state
            .waiting
            .insert(number, (address, Arc::clone(&evicted)));
        Ticket {
            asking: self.clone(),
            number,
            evicted,
        }
    }

    /// Tells a connection still asking to give way: the oldest of the
    /// address with the most of them. Returns its address; `None` when
    /// none is asking.
    pub(super) fn evict(&self) -> Option<IpAddr> {
        let mut state = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let mut counts: HashMap<IpAddr, usize> = HashMap::new();
        for (address, _) in state.waiting.values() {
            *counts.entry(*address).or_default() += 1;
        }
        let most = counts.values().max().copied()?;
        let victim = state
            .waiting
            .iter()
            .find(|(_, (address, _))| counts[address] == most)
            .map(|(number, _)| *number);
        let (address, evicted) = state.waiting.remove(&victim?)?;
        // Kept for it if it is not waiting yet.
        evicted.notify_one();
        Some(address)
    }
}

impl Ticket {
    /// The head came: the connection is no longer among those asking.
    pub(super) fn answered(&self) {
        let mut state = self
            .asking
            .held
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        state.waiting.remove(&self.number);
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.answered();
    }
}

/// One of an address's connections; given back when dropped.
pub(super) struct AddressSlot {
    counts: Arc<Mutex<HashMap<IpAddr, usize>>>,
    address: IpAddr,
}

impl AddressSlot {
    /// A slot for `address` when it holds fewer than `limit`.
    pub(super) fn take(
        counts: &Arc<Mutex<HashMap<IpAddr, usize>>>,
        address: IpAddr,
        limit: usize,
    ) -> Option<AddressSlot> {
        let mut held = counts.lock().unwrap_or_else(PoisonError::into_inner);
        let count = held.entry(address).or_insert(0);
        if *count >= limit {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            counts: Arc::clone(counts),
            address,
        })
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut held = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = held.get_mut(&self.address) {
            *count -= 1;
            // The map holds only addresses with connections open.
            if *count == 0 {
                held.remove(&self.address);
            }
        }
    }
}
