//! PGN: the export format of every finished game, and the game in one QR
//! code for the players' phones.

pub mod pocket;
pub mod write;

pub use write::{MAX_TAG_CHARS, Tags, tag_line, tag_text, unseen, write_pgn, write_pgn_in};
