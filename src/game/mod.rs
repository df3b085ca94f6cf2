//! One game at one board: the clock, the scoresheet, the players' incidents
//! and the FIDE policy between them. Pure: inputs come with their moment.

pub mod arbiter;
mod board_end;
mod draw;
pub mod incident;
pub mod io;
pub mod outcome;
mod proving;
pub mod quickplay;
pub mod recording;
mod rulings;
pub mod said;
pub mod setup;
pub mod state;

pub use arbiter::{Act, Acted, Change};
pub use incident::{Incident, IncidentNote, IncidentRefusal, IncidentWhy, Infraction, Penalty};
pub use io::{Input, Output, Signal};
pub use outcome::{GameResult, Termination};
pub use quickplay::{Quickplay, QuickplayRefusal};
pub use recording::Behind;
pub use said::{NotNow, Noted, Reason, Voided, Why};
pub use setup::{GameSetup, Mode};
pub use state::{Game, GameError, Note, PressRecord};
