//! What reaches the driver: inputs from the edges with their time, and
//! the app's commands besides inputs.

use std::time::Duration;

use tokio::time::Instant;

use crate::game::{GameSetup, Input};
use crate::pgn::Tags;
use crate::rules::Notation;

/// Something that happened at the edges.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// What happened.
    pub input: Input,
    /// When: a button's kernel edge time; `None` for "when read".
    pub at: Option<Instant>,
}

impl Event {
    /// An input that happened when it is read.
    pub fn now(input: Input) -> Self {
        Event { input, at: None }
    }
}

/// What the app asks of the driver besides inputs.
#[derive(Debug, Clone, PartialEq)]
pub enum Control {
    /// Begins the next game once the current one is over (and archived).
    NewGame {
        /// The new game's name, unique on the device.
        id: String,
        /// Its setup.
        setup: GameSetup,
        /// Its PGN tags.
        tags: Tags,
        /// The arbiter asks, behind the PIN: an unsigned result may stay
        /// unsigned.
        by_arbiter: bool,
    },
    /// A stick is there while the finished game cannot be archived: a copy
    /// of it (PGN and journal) goes to `stick`/pendule/unarchived/, and the
    /// next game may then begin.
    Rescue {
        /// The stick's mount point.
        stick: std::path::PathBuf,
    },
    /// A player asks to hear a clock (the talking clock): answered from
    /// the clock at once, never journalled.
    Speak(crate::speech::Request),
    /// The talking clock's new settings: who hears what unasked, and where.
    Listen(crate::speech::SpeechSettings),
    /// The setup opened (`true`) or closed without starting a game: while
    /// it is open a clock press never starts the game held behind it.
    SetupOpen(bool),
    /// Art. 8.3, on the device that is replaced: the running game's journal
    /// written to `stick`/pendule/running/ for a spare to take up. Refused
    /// while a clock runs (the spare takes the game up paused, as it was)
    /// or while storage fails (the card's journal would be behind).
    HandOver {
        /// The stick's mount point.
        stick: std::path::PathBuf,
    },
    /// Art. 8.3, on the spare: the journal at `journal` (on a stick) taken
    /// up as this device's game, where its own is not begun or is archived.
    /// The driver then ends, and the app with it: its restart restores the
    /// game paused, with the notice a restore gives, for the arbiter.
    TakeUp {
        /// The journal's file.
        journal: std::path::PathBuf,
    },
    /// New settings: how moves are written, how long a 6.9 search may take.
    Configure {
        /// The notation of the moves on the screen.
        notation: Notation,
        /// The 6.9 search budget.
        budget: Duration,
    },
}
