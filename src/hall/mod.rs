//! The hall: every board of a round on one MQTT broker. A device dials
//! out to the broker and keeps its board's snapshot there (`publisher`);
//! `pendule hall` on the organiser's machine follows every device and
//! writes the round (`run`), starting its own mosquitto unless the venue
//! has a broker (`broker`). The topics are a contract (`topics`,
//! docs/hall.md).
//!
//! `topics`, `state`, `seen`, `address`, `claims` and `boards` are pure;
//! `publisher`, `broker`, `run`, `files` and `lichess` are the edges.

pub mod address;
#[cfg(feature = "hall")]
pub mod boards;
#[cfg(feature = "hall")]
pub mod broker;
#[cfg(feature = "hall")]
pub mod budget;
#[cfg(feature = "hall")]
pub mod claims;
#[cfg(feature = "hall")]
pub mod console;
pub mod events;
#[cfg(feature = "hall")]
pub mod files;
#[cfg(feature = "hall")]
pub mod lichess;
#[cfg(feature = "hall")]
pub mod mirror;
pub mod outbox;
pub mod pairing;
pub mod place;
#[cfg(feature = "hall")]
mod program;
#[cfg(feature = "hall")]
pub mod progress;
#[cfg(feature = "hall")]
pub mod provision;
pub mod publisher;
#[cfg(feature = "hall")]
pub mod push;
#[cfg(feature = "hall")]
pub mod reach;
#[cfg(feature = "hall")]
pub mod run;
#[cfg(feature = "hall")]
mod said;
pub mod seen;
#[cfg(feature = "hall")]
pub mod send_pairings;
pub mod state;
pub mod tls;
pub mod topics;

pub use address::BrokerAddr;
pub use publisher::{HallLink, Publisher, start_publisher};
pub use state::BoardState;
