//! `pendule simulate`: a scripted game through the real game, with
//! virtual time, printed as PGN.

mod incidents;
pub mod run;
pub mod script;
mod tags;
mod values;

pub use run::{ScriptError, Unwatched, Watcher, simulate, simulate_watched};
pub use script::{Instruction, parse_script};
