//! The arbiter's part of the game, as data: the log of the arbiter's
//! actions with what each did, and the desk that holds it, the clocks only
//! the arbiter resumes and the ruling shown to the players. The game takes
//! the arbiter's inputs in `arbiter_inputs.rs`.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::outcome::GameResult;
use super::said::Noted;

/// A correction of one side's clock, move count or period (what it was and
/// what it became), or of the scoresheet's last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The side's remaining time.
    Time {
        side: Color,
        from: Duration,
        to: Duration,
    },
    /// The side's completed moves.
    Moves { side: Color, from: u32, to: u32 },
    /// The side's period, from 1.
    Period { side: Color, from: usize, to: usize },
    /// The last move on the scoresheet taken back (`taken`), or entered
    /// again by the undo of that.
    Move {
        mv: shakmaty::Move,
        san: shakmaty::san::SanPlus,
        /// Its place on the scoresheet (0: the first move).
        ply: usize,
        taken: bool,
    },
}

/// What an arbiter's action did, as the log says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// The clocks paused, at these times: only the arbiter resumes them.
    Paused(ByColor<Duration>),
    /// The clocks run again from these times.
    Resumed(ByColor<Duration>),
    /// A correction.
    Changed(Change),
    /// The last correction taken back: the change the undo made.
    Undone(Change),
    /// Any other action: what it added to the record, the result it
    /// reached, and whether a ruling still follows (7.5.5 after a second
    /// illegal move, once the position is whole).
    Ruled {
        notes: Vec<Noted>,
        result: Option<GameResult>,
        awaits: bool,
    },
}

/// One action in the arbiter's log, at a wall-clock time (seconds since
/// 1970, UTC).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acted {
    /// When, by the wall clock.
    pub utc: u64,
    /// What it did.
    pub act: Act,
}

/// The arbiter's part of the game's state.
#[derive(Debug, Clone, Default)]
pub(super) struct Desk {
    /// The clocks were paused by the arbiter or a restore: only the
    /// arbiter resumes them.
    pub(super) held: bool,
    /// Every action of the arbiter, oldest first.
    pub(super) log: Vec<Acted>,
    /// The last penalty or press taken back, for the players to read
    /// until the next press.
    pub(super) ruling: Option<Noted>,
    /// A player's call for the arbiter, until the arbiter acts: who, and
    /// when (seconds since 1970, UTC).
    pub(super) call: Option<(Color, u64)>,
}
