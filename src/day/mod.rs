//! The tournament day around the games: the next game as the arbiter
//! prepares it (kept across restarts), the round's pairings read from a
//! stick, and the flow from one game to the next. Pure: no screen, no file
//! but the text handed in.

pub mod flow;
pub mod next;
pub mod pairings;

pub use flow::{NextRefusal, Phase, may_begin_next};
pub use next::NextGame;
pub use pairings::{Pairing, PairingError, Pairings};
