//! The arbiter's PIN: 4 to 8 digits, kept only as a salted hash, behind a
//! keypad that waits longer after each wrong PIN past the fifth.

mod digits;
mod guard;
mod hash;
mod tries;

pub use digits::{MAX_DIGITS, MIN_DIGITS, NotAPin, Pin};
pub use guard::{FIRST_WAIT, FREE_TRIES, LONGEST_WAIT, PinGuard, PinRefusal};
pub(crate) use hash::StoredPin;
pub use hash::{HashFailed, PinHash, StoredPinError};
pub use tries::{TRIES_FILE, load_tries, save_tries};
