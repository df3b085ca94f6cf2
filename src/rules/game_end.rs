//! How a game ends on the board, without anyone claiming anything.

use std::fmt;

use shakmaty::{Color, KnownOutcome};

use super::notation::Language;
use super::words::{capitalized, color_name, side};

/// A game end the scoresheet detects by itself after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// 5.1.1: the side to move is checkmated.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// 5.2.1: the side to move has no legal move and is not in check.
    Stalemate,
    /// 5.2.2: neither side can checkmate by any series of legal moves.
    DeadPosition,
    /// 9.6.1: the same position for at least the fifth time.
    FivefoldRepetition,
    /// 9.6.2: 75 moves by each side without a pawn move or a capture.
    SeventyFiveMoves,
}

impl GameEnd {
    /// The game's result.
    pub fn result(self) -> KnownOutcome {
        match self {
            GameEnd::Checkmate { winner } => KnownOutcome::Decisive { winner },
            _ => KnownOutcome::Draw,
        }
    }

    /// The article of the FIDE Laws that ends the game.
    pub fn article(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "5.1.1",
            GameEnd::Stalemate => "5.2.1",
            GameEnd::DeadPosition => "5.2.2",
            GameEnd::FivefoldRepetition => "9.6.1",
            GameEnd::SeventyFiveMoves => "9.6.2",
        }
    }
}

impl GameEnd {
    /// Why the game ended, with the article, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        if lang == Language::English {
            return self.to_string();
        }
        let why = match self {
            GameEnd::Checkmate { winner } => format!("{} matent", capitalized(side(*winner, lang))),
            GameEnd::Stalemate => "pat".to_owned(),
            GameEnd::DeadPosition => "position morte : aucun camp ne peut mater".to_owned(),
            GameEnd::FivefoldRepetition => "la même position pour la cinquième fois".to_owned(),
            GameEnd::SeventyFiveMoves => {
                "75 coups de chaque camp sans mouvement de pion ni prise".to_owned()
            }
        };
        format!("{why} (art. {})", self.article())
    }
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Checkmate { winner } => write!(f, "{} checkmates", color_name(*winner)),
            GameEnd::Stalemate => f.write_str("stalemate"),
            GameEnd::DeadPosition => f.write_str("dead position: neither side can checkmate"),
            GameEnd::FivefoldRepetition => f.write_str("the same position for the fifth time"),
            GameEnd::SeventyFiveMoves => {
                f.write_str("75 moves by each side without a pawn move or capture")
            }
        }?;
        write!(f, " (Art. {})", self.article())
    }
}
