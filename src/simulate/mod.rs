//! `pendule simulate`: a scripted game through the real game, with
//! virtual time, printed as PGN.

pub mod run;
pub mod script;

pub use run::{ScriptError, Watcher, simulate, simulate_watched};
pub use script::{Instruction, parse_script};
