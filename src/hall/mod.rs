//! The hall: every board of a round on one MQTT broker. A device dials
//! out to the broker and keeps its board's snapshot there (`publisher`);
//! `pendule hall` on the organiser's machine follows every device and
//! writes the round (`run`), starting its own mosquitto unless the venue
//! has a broker (`broker`). The topics are a contract (`topics`,
//! docs/hall.md).
//!
//! `topics`, `state`, `address`, `claims` and `boards` are pure;
//! `publisher`, `broker`, `run`, `files` and `lichess` are the edges.

pub mod address;
#[cfg(feature = "relay")]
pub mod boards;
#[cfg(feature = "relay")]
pub mod broker;
#[cfg(feature = "relay")]
pub mod budget;
#[cfg(feature = "relay")]
pub mod claims;
pub mod events;
#[cfg(feature = "relay")]
pub mod files;
#[cfg(feature = "relay")]
pub mod lichess;
#[cfg(feature = "relay")]
pub mod mirror;
pub mod outbox;
pub mod pairing;
pub mod place;
#[cfg(feature = "relay")]
mod program;
#[cfg(feature = "relay")]
pub mod progress;
#[cfg(feature = "relay")]
pub mod provision;
pub mod publisher;
#[cfg(feature = "relay")]
pub mod push;
#[cfg(feature = "relay")]
pub mod reach;
#[cfg(feature = "relay")]
pub mod run;
#[cfg(feature = "relay")]
mod said;
#[cfg(feature = "relay")]
pub mod send_pairings;
pub mod state;
pub mod tls;
pub mod topics;

pub use address::BrokerAddr;
pub use publisher::{HallLink, Publisher, start_publisher};
pub use state::BoardState;
