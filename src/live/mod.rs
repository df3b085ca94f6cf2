//! The live broadcast: the device serves its game read-only on the LAN as
//! PGN with the clocks as of the request, for a viewer of that one board;
//! `round` reads devices' games and writes the boards of a round as one
//! PGN, for the hall.
//!
//! `snapshot` and `round` are pure (time is an input); `http` and `device`
//! are the edges that serve them, `archived` reads a round back after a
//! restart.

mod admission;
mod answer;
pub mod archived;
pub mod clean;
pub mod device;
pub mod http;
pub mod round;
pub mod snapshot;

pub use archived::{archived_round, resumed_round};
pub use clean::clean_game;
pub use device::{DeviceRound, Endpoint, MAX_EARLIER, serve_device, serve_on_thread};
pub use http::{PGN_TYPE, Page, Pages, ServeLimits, etag, serve};
pub use round::{BoardGame, RoundError, by_board, merge_round, split_games};
pub use snapshot::{LiveGame, RoundKey};
