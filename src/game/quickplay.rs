//! The quickplay finish of the FIDE Guidelines III (2023), for standard and
//! rapid games whose last period has no increment, when the event announced
//! it: the player on move with under two minutes asks for an increment for
//! both (III.4, a draw offer), or claims a draw (III.5). The arbiter's
//! ruling is one input, journalled and replayed like any other.
//!
//! These are the finish's rulings and refusals as data; the game takes
//! them in `quickplay_rulings.rs`.

use std::time::Duration;

use shakmaty::Color;

/// The increment III.4 introduces for both players.
pub const QUICKPLAY_INCREMENT: Duration = Duration::from_secs(5);

/// The arbiter's ruling on a request of the player on move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quickplay {
    /// III.4: the request for an increment, a draw offer, was declined by
    /// the opponent and the arbiter grants it: 5 s per move for both from
    /// the next move, two minutes to the opponent; the game goes on.
    Increment,
    /// III.5.1: the arbiter declares the game drawn.
    Draw,
    /// III.5.3: the arbiter rejects the claim: two minutes to the opponent.
    Reject,
    /// III.5.2: the arbiter postpones the decision, and may give the
    /// opponent two minutes; the game goes on, and the arbiter declares the
    /// result later (a flag's ruling then waits for the arbiter).
    Postpone {
        /// Whether the opponent is given two minutes.
        extra_time: bool,
    },
    /// III.4: the opponent declined the request, a draw offer, and the
    /// arbiter refuses it: nothing changes, the game goes on.
    Refuse,
    /// III.4: the opponent accepts the request, a draw offer: a draw.
    Accepted,
    /// III.6: no arbiter supervises the game: the claim concludes it, and
    /// the designated arbiter decides (the result waits for that word).
    Unsupervised,
}

/// Why a quickplay-finish request does not fit the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuickplayRefusal {
    /// The event did not announce the Guidelines III (III.2.1).
    NotAnnounced,
    /// A blitz game (III.2.2).
    Blitz,
    /// The last period has an increment or a delay, or the control is a
    /// hourglass (III.2.2).
    HasIncrement,
    /// The increment of III.4 was already introduced.
    Granted,
    /// The side is not on move.
    NotOnMove(Color),
    /// The side is not in the last period yet (III.1).
    NotLastPeriod(Color),
    /// The side has two minutes or more.
    TimeLeft(Color),
    /// After the game's end only a claim the arbiter postponed (III.5.2)
    /// is decided, once: draw, or the flag stands.
    NothingPostponed(Color),
}

/// What the quickplay finish has done so far in a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct QuickplayState {
    /// III.4 granted: the increment is in play.
    pub granted: bool,
    /// III.5.2: the side whose claim awaits the arbiter's decision.
    pub postponed: Option<Color>,
}
