//! Why the game refuses an input: [`GameError`], each case with what it
//! refused; the game is unchanged by a refused input.

use shakmaty::Color;

use super::incident::IncidentRefusal;
use super::quickplay::QuickplayRefusal;
use super::said::NotNow;
use crate::clock::PressError;
use crate::rules::{FenError, GameEnd, MoveError, MoveLabel};

/// Why an input was refused; the game is unchanged. Worded by
/// `crate::words` (its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    Over,
    /// A press that does nothing.
    Press(PressError),
    /// A refused move entry.
    Move(MoveError),
    /// Something that does not fit the moment.
    NotNow(NotNow),
    /// A draw is agreed only once both players have moved (5.2.3).
    DrawTooEarly,
    /// A side signs the result a second time.
    AlreadyConfirmed(Color),
    /// A player signs a result that does not exist yet.
    NoResultYet,
    /// The arbiter's result is the one that stands: nothing is replaced.
    ResultStands,
    /// A move entered after the move that ended the game on the board.
    EndedWith {
        /// The move that ended it.
        by: MoveLabel,
        /// How it ended.
        end: GameEnd,
    },
    /// Moves pressed on the clock must be entered first.
    MissingMoves(usize),
    /// The start position cannot begin a game.
    Fen(FenError),
    /// A press without a move penalised, but the side's clock runs: it has
    /// not pressed since its last move.
    NotJustPressed(Color),
    /// A press without a move penalised, but its move is on the scoresheet.
    PressHasMove(Color),
    /// The offerer answers their own offer.
    OwnOffer(Color),
    /// A quickplay-finish request the game does not allow (Guidelines III).
    Quickplay(QuickplayRefusal),
    /// An incident that does not fit the game.
    Incident(IncidentRefusal),
}

impl From<PressError> for GameError {
    fn from(e: PressError) -> Self {
        GameError::Press(e)
    }
}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> Self {
        GameError::Fen(e)
    }
}
