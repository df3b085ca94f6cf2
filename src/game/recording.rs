//! The players' duty to record (Art. 8.1.3 and 8.4) on pendule's one
//! scoresheet. Each player enters their own move, before or after their
//! press; the scoresheet holds the moves in order, so a move pressed and
//! not entered is missing, and so are the moves pressed after it.
//!
//! **Behind (8.1.3).** A player "must record his previous move before
//! making another": a player's scoresheet is more than one move behind
//! when two or more of that player's own pressed moves are missing (the
//! player completed a move while the previous one was still not entered)
//! and the first missing move is theirs: moves that wait behind the
//! opponent's missing one could not be entered, so they count from the
//! moment they could.
//! The game keeps when that began; the arbiter's screen shows it while it
//! lasts, and when it ends the scoresheet notes how far and for how long.
//!
//! **Not obliged (A.2, B.3, 8.4).** In rapid and blitz the players need
//! not record at all (they keep their claims: the device's scoresheet is
//! still asked for before anything that needs the position). In a
//! standard game, a player who has had less than five minutes in a period,
//! without an increment of 30 s, need not record for the remainder of that
//! period, even once the clock shows five minutes again: moves missing
//! then are not behind, and the player may enter "—" for a move. From the first "—"
//! the position is unknown: the presses and the move count go on, players
//! enter no more moves, and everything that needs the position (claims,
//! the 6.9 ruling, the end on the board) waits until the arbiter fills
//! the moves in, or rules.
//!
//! These are what the game keeps of the duty, as data; the game watches
//! the duty in `recording_duty.rs`.

use shakmaty::ByColor;

use crate::clock::Moment;

/// A player's scoresheet more than one move behind (8.1.3), while it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Behind {
    /// Since when (the press that made it two moves).
    pub since: Moment,
    /// The most of the player's own moves missing meanwhile.
    pub most: usize,
}

/// What the game keeps of the duty to record.
#[derive(Debug, Clone, Default)]
pub(super) struct Recording {
    /// Each side's scoresheet while it is more than one move behind.
    pub(super) behind: ByColor<Option<Behind>>,
    /// The ply from which the position is unknown (a "—" entered, 8.4).
    pub(super) unknown_from: Option<usize>,
    /// Plies entered as "—" and not yet filled in.
    pub(super) dashes: usize,
    /// The arbiter is filling the moves in: a move entry is theirs.
    pub(super) filling: bool,
    /// The period in which each side's clock went under five minutes
    /// without an increment of 30 s: not obliged for its remainder (8.4).
    pub(super) under_five: ByColor<Option<usize>>,
}
