//! `pendule simulate`: a scripted game through the real game, with
//! virtual time, printed as PGN.

mod incidents;
pub mod instruction;
pub mod run;
pub mod script;
mod tags;
mod values;

pub use instruction::Instruction;
pub use run::{ScriptError, Unwatched, Watcher, simulate, simulate_watched};
pub use script::parse_script;
