//! From what the board reads to the moves the scoresheet should get.
//!
//! The board reports squares, not moves: a move arrives as several field
//! updates in any order, with pieces held in the air, slid across squares
//! and knocked over. So the recogniser never follows the updates one by
//! one. It waits until the reading has stood still for the settle time,
//! then asks which legal moves lead from the scoresheet's position to the
//! board's. Time is an input: it never reads a clock.

use std::time::Duration;

use shakmaty::{Board, Chess, Move, Position};

use super::reading::{Content, Field, Magic, Orientation, Reading};
use crate::clock::Moment;

/// When a move seen on the board goes on the scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Entry {
    /// Once its player has pressed the clock: the press is the signal
    /// (tournament play: nothing is written that the player did not
    /// complete).
    #[default]
    OnPress,
    /// As soon as the board stands still on it.
    OnStable,
}

/// How the recogniser behaves (the `[eboard]` settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tuning {
    /// How long the reading must stand still before it is judged.
    pub settle: Duration,
    /// When a move seen is entered.
    pub entry: Entry,
    /// Which way the board lies; `None`: found from the first reading.
    pub orientation: Option<Orientation>,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            settle: Duration::from_millis(300),
            entry: Entry::OnPress,
            orientation: None,
        }
    }
}

/// The most pieces that may be off the board while a move is under way
/// (a capture: the taker in the hand, the taken beside the board).
const IN_THE_AIR: usize = 2;

/// What the board shows against the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// No reading yet, or it has not stood still for the settle time.
    Settling,
    /// The board shows the scoresheet's position.
    InSync,
    /// Pieces are lifted from the scoresheet's position: a move under way.
    InTheAir,
    /// These moves lead to the board's position: enter them now.
    Enter(Vec<Move>),
    /// These moves lead there, but their press has not come yet.
    AwaitingPress(Vec<Move>),
    /// No legal move explains the board (a knocked piece, an illegal
    /// move): the board's pieces, for the arbiter to compare.
    Differs(Board),
    /// A magic piece stands on the board: a result proposed.
    Proposal(Magic),
}

/// Turns a stream of readings into moves for the scoresheet.
#[derive(Debug, Clone)]
pub struct Recogniser {
    tuning: Tuning,
    orientation: Option<Orientation>,
    reading: Option<Reading>,
    /// When the reading last changed.
    changed: Moment,
    /// The position whose moves were last handed out, so that they are
    /// handed out once even if the scoresheet takes a while to show them.
    entered_from: Option<Board>,
}

impl Recogniser {
    /// A recogniser with no reading yet.
    pub fn new(tuning: Tuning) -> Self {
        Recogniser {
            tuning,
            orientation: tuning.orientation,
            reading: None,
            changed: Moment::ZERO,
            entered_from: None,
        }
    }

    /// The whole board as a dump reports it at `now`.
    pub fn dump(&mut self, reading: Reading, now: Moment) {
        if self.reading != Some(reading) {
            self.reading = Some(reading);
            self.changed = now;
        }
    }

    /// One square as a field update reports it at `now` (before the first
    /// dump there is nothing to update: the board is asked for one).
    pub fn update(&mut self, field: Field, content: Content, now: Moment) {
        if let Some(reading) = self.reading {
            self.dump(reading.with(field, content), now);
        }
    }

    /// The board was unplugged: nothing is known of it until it reports.
    pub fn forget(&mut self) {
        self.reading = None;
        self.orientation = self.tuning.orientation;
    }

    /// The board's current reading, if any.
    pub fn reading(&self) -> Option<&Reading> {
        self.reading.as_ref()
    }

    /// Which way the board lies, once known.
    pub fn orientation(&self) -> Option<Orientation> {
        self.orientation
    }

    /// How long a reading must stand still.
    pub fn settle(&self) -> Duration {
        self.tuning.settle
    }

    /// When the reading will have stood still long enough to be judged.
    pub fn settles_at(&self) -> Option<Moment> {
        self.reading.map(|_| self.changed + self.tuning.settle)
    }

    /// What the board shows against `position`, the scoresheet's, when
    /// `lag` presses still wait for their moves.
    pub fn judge(&mut self, position: &Chess, lag: usize, now: Moment) -> Seen {
        let Some(reading) = self.reading else {
            return Seen::Settling;
        };
        if now < self.changed + self.tuning.settle {
            return Seen::Settling;
        }
        if let Some(magic) = reading.magic() {
            return Seen::Proposal(magic);
        }
        let orientation = *self
            .orientation
            .get_or_insert_with(|| reading.likely_orientation(position.board()));
        let seen = reading.board(orientation);
        if &seen == position.board() {
            self.entered_from = None;
            return Seen::InSync;
        }
        match explain(position, &seen) {
            Explained::Moves(moves) => self.hand_out(position, moves, lag),
            Explained::InTheAir => Seen::InTheAir,
            Explained::Nothing => Seen::Differs(seen),
        }
    }

    /// The moves to enter now, as the entry setting and the presses allow.
    fn hand_out(&mut self, position: &Chess, mut moves: Vec<Move>, lag: usize) -> Seen {
        if self.tuning.entry == Entry::OnPress {
            if lag == 0 {
                return Seen::AwaitingPress(moves);
            }
            moves.truncate(lag);
        }
        if self.entered_from.as_ref() == Some(position.board()) {
            return Seen::AwaitingPress(moves);
        }
        self.entered_from = Some(position.board().clone());
        Seen::Enter(moves)
    }
}

/// How the board's position follows from the scoresheet's.
enum Explained {
    /// By these legal moves (one or two).
    Moves(Vec<Move>),
    /// By pieces lifted from it.
    InTheAir,
    /// Not at all.
    Nothing,
}

fn explain(position: &Chess, seen: &Board) -> Explained {
    if lifted_from(seen, position.board()) {
        return Explained::InTheAir;
    }
    let mut lifted_after = Vec::new();
    for m in position.legal_moves() {
        let after = position.clone().play(m).expect("a legal move plays");
        if after.board() == seen {
            return Explained::Moves(vec![m]);
        }
        if lifted_from(seen, after.board()) {
            lifted_after.push(m);
        }
    }
    // Both players moved within one settle time (a fast blitz reply).
    for m in position.legal_moves() {
        let after = position.clone().play(m).expect("a legal move plays");
        for reply in after.legal_moves() {
            let twice = after.clone().play(reply).expect("a legal move plays");
            if twice.board() == seen {
                return Explained::Moves(vec![m, reply]);
            }
        }
    }
    // The move made, and the opponent already holds a piece of theirs.
    if let [m] = lifted_after[..] {
        return Explained::Moves(vec![m]);
    }
    Explained::Nothing
}

/// `seen` is `full` with one or two pieces lifted, nothing else changed.
fn lifted_from(seen: &Board, full: &Board) -> bool {
    let missing = full
        .occupied()
        .count()
        .saturating_sub(seen.occupied().count());
    (1..=IN_THE_AIR).contains(&missing)
        && seen.occupied().is_subset(full.occupied())
        && seen
            .iter()
            .all(|(square, piece)| full.piece_at(square) == Some(piece))
}

#[cfg(test)]
#[path = "recognise_tests.rs"]
mod tests;
