//! A game that ends on the board ends at the move that ended it, in the
//! order the moves were made (their presses), whatever the order they were
//! entered in: a scoresheet that lags the presses learns of a mate, a
//! stalemate, a dead position, a fifth repetition or the 75th move late,
//! and everything pressed, flagged or declared after that move is void
//! (Arbiters' Manual on 6.9: "also in the case of articles 9.6.1 and
//! 9.6.2, even if a player does not complete the prescribed number of
//! moves in the allotted time, the game is drawn").

use super::error::GameError;
use super::outcome::Termination;
use super::said::{Noted, Voided, Why};
use super::state::{Game, Waiting};
use crate::clock::Moment;
use crate::rules::GameEnd;

impl Game {
    /// The board ended the game with the last move entered. The game ended
    /// when that move was made, before its press: if it was pressed (the
    /// scoresheet lagged), that press and every later one are recorded as
    /// nothing, the clocks are those of the moment it was made, and a flag,
    /// resignation or second illegal move that came after is void.
    pub(super) fn end_on_board(&mut self, end: GameEnd, now: Moment) {
        let ply = self.sheet.moves().len();
        if ply > 0 && ply <= self.pressed() {
            let voided = self.waiting.take();
            self.final_times = self.clocks_before.get(ply - 1).copied();
            self.final_spent = self.presses_spent(ply);
            self.void_presses_from(ply);
            if let Some(voided) = voided {
                let note = self.voided(voided);
                self.note(note);
            }
        }
        self.finish(end.result(), Termination::Normal, Why::Board(end), now);
    }

    /// The refusal of a move entered after the one that ended the game.
    pub(super) fn ended_with(&self) -> Option<GameError> {
        let end = self.sheet.end()?;
        let by = self.sheet.label(self.sheet.moves().len())?;
        Some(GameError::EndedWith { by, end })
    }

    /// The time ply `ply` (from 1) took, by its press.
    fn presses_spent(&self, ply: usize) -> Option<std::time::Duration> {
        let mover = self.mover_of(ply);
        let index = (ply - 1) / 2;
        self.presses.get(mover).get(index).map(|p| p.spent)
    }

    /// The side that made ply `ply` (from 1).
    pub(super) fn mover_of(&self, ply: usize) -> shakmaty::Color {
        if ply % 2 == 1 {
            self.first
        } else {
            !self.first
        }
    }

    /// Forgets the presses of ply `ply` (from 1) and after; the comments
    /// made after them now follow the last move there is.
    fn void_presses_from(&mut self, ply: usize) {
        let kept = ply - 1;
        for color in shakmaty::Color::ALL {
            let own = if color == self.first {
                kept.div_ceil(2)
            } else {
                kept / 2
            };
            self.presses.get_mut(color).truncate(own);
        }
        self.clocks_before.truncate(kept);
        for note in &mut self.notes {
            note.ply = note.ply.min(ply);
        }
        self.offer_plies.retain(|&p| p <= ply);
        self.offer = None;
    }

    /// "White's flag fell after the game had ended with 23.Qxf7#: it does not
    /// count", as data.
    fn voided(&self, voided: Waiting) -> Noted {
        let by = self.sheet.label(self.sheet.moves().len());
        let (what, side) = match voided {
            Waiting::Flag(side) => (Voided::Flag, side),
            Waiting::Resign(side) => (Voided::Resignation, side),
            Waiting::Illegal(side) => (Voided::SecondIllegal, side),
        };
        Noted::Voided { what, side, by }
    }
}
