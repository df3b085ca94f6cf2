//! PGN: the export format of every finished game.

pub mod write;

pub use write::{Tags, write_pgn, write_pgn_in};
