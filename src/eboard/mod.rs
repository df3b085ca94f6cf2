//! Moves from a DGT electronic board: its serial protocol (sans-IO), what
//! it reads on its squares, the recogniser that turns readings into the
//! moves of the scoresheet, and the port (the edge that reads it). The
//! game never sees the board, only the moves it gives.

pub mod follow;
pub mod port;
pub mod protocol;
pub mod reading;
pub mod recognise;
pub mod settings;

pub use follow::{BoardStatus, Follower, Link};
pub use protocol::{Command, Decoded, Decoder, Garbage, Message};
pub use reading::{Content, Field, Magic, Orientation, Reading};
pub use recognise::{Entry, Recogniser, Seen, Tuning};
pub use settings::EboardSettings;
