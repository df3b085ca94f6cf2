//! The application around the pure core: the tokio driver that owns the
//! game, and the snapshot the screen shows.

pub mod beeps;
#[cfg(feature = "ui")]
pub mod device;
pub mod driver;
pub mod eboard;
#[cfg(feature = "ui")]
pub mod restore;
#[cfg(feature = "ui")]
pub mod run;
#[cfg(feature = "ui")]
pub mod speech;
#[cfg(feature = "ui")]
pub mod ui;
pub mod view;

pub use driver::{Control, Driver, Event, FLAG_GRACE};

pub use crate::store::journal::JOURNAL_FILE;
pub use view::{SideView, View};
