//! pendule: a tournament chess clock that keeps the scoresheet and rules as
//! an arbiter. The library holds the pure core; `main.rs` is the thin binary.

pub mod app;
pub mod atomic;
pub mod bounded;
pub mod cli;
pub mod clock;
pub mod dates;
pub mod day;
pub mod eboard;
pub mod export;
pub mod game;
pub mod hall;
pub mod hw;
pub mod live;
pub mod pgn;
pub mod pin;
pub mod rules;
pub mod serial;
pub mod simulate;
pub mod speech;
pub mod store;
pub mod words;
