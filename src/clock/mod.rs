//! Time controls and the clock state machine. Pure: every call takes the
//! moment it happens; nothing here reads the time.

pub mod control;
pub mod display;
pub mod moment;
pub mod side;
pub mod state;

pub use control::{ControlError, ControlProblem, GameKind, Method, Period, TimeControl};
pub use display::{DEFAULT_TENTHS_BELOW, clock_face, pgn_clock};
pub use moment::Moment;
pub use side::SideClock;
pub use state::{Clock, Flag, PeriodChange, Press, PressError};
