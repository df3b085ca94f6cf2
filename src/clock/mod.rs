//! Time controls and the clock state machine. Pure: every call takes the
//! moment it happens; nothing here reads the time.

mod arbiter;
pub mod control;
pub mod display;
pub mod moment;
pub mod press;
pub mod side;
pub mod state;
mod written;

pub use control::{ControlError, ControlProblem, GameKind, Method, Period, TimeControl};
pub use display::{DEFAULT_TENTHS_BELOW, clock_face, pgn_clock};
pub use moment::Moment;
pub use press::{Press, PressError};
pub use side::SideClock;
pub use state::{Clock, Flag, PeriodChange};
