//! Taking the round home: the archive's games as PGN files in a folder of a
//! USB stick (or any directory), with names every stick accepts.

pub mod games;
pub mod marks;
pub mod mounts;
pub mod names;
pub mod report;
pub mod results;
pub mod round_file;
pub mod run;
pub mod tags;
pub mod target;

pub use games::{Damage, Unreadable};
pub use report::{ExportError, Summary};
pub use run::{Which, count, export};
pub use target::{DirTarget, FOLDER, Target};
