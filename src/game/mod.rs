//! One game at one board: the clock, the scoresheet, the players' incidents
//! and the FIDE policy between them. Pure: inputs come with their moment.
//!
//! The public modules hold data (what goes in and out, what the game
//! keeps); the private ones each take one part of the policy as an
//! `impl Game`. The data files import no policy file, so the files'
//! imports run one way: data, then the [`Game`] (`state.rs`), then the
//! policy.

pub mod arbiter;
mod arbiter_inputs;
mod board_end;
mod call;
mod draw;
mod ending;
pub mod error;
mod handle;
pub mod incident;
mod incident_rulings;
pub mod io;
pub mod outcome;
mod play;
mod proving;
pub mod quickplay;
mod quickplay_rulings;
pub mod recording;
mod recording_duty;
mod rulings;
pub mod said;
pub mod scores;
pub mod setup;
pub mod state;

pub use arbiter::{Act, Acted, Change};
pub use error::GameError;
pub use incident::{Incident, IncidentNote, IncidentRefusal, IncidentWhy, Infraction, Penalty};
pub use io::{Input, Output, Signal};
pub use outcome::{GameResult, Termination};
pub use quickplay::{Quickplay, QuickplayRefusal};
pub use recording::Behind;
pub use said::{NotNow, Noted, Reason, Voided, Why};
pub use scores::{Points, Scores};
pub use setup::{GameSetup, Mode, Supervision};
pub use state::{Game, Note, PressRecord};
