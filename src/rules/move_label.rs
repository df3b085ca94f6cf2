//! A move as a scoresheet names it (`23.Qxf7#`, `23...Kd8`): apart from
//! the scoresheet, so a claim or a refusal can name a move it holds.

use shakmaty::Color;
use shakmaty::san::SanPlus;

use super::notation::Notation;

/// A move as a scoresheet names it: its number, its side and its SAN
/// (`23.Qxf7#`, `23...Kd8`), written in any notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveLabel {
    /// The move number.
    pub number: u32,
    /// Who made it.
    pub color: Color,
    /// The move with its check or mate sign.
    pub san: SanPlus,
}

impl MoveLabel {
    /// `23.Qxf7#` or `23...Kd8` in `notation`.
    pub fn write(&self, notation: Notation) -> String {
        let dots = match self.color {
            Color::White => ".",
            Color::Black => "...",
        };
        format!("{}{dots}{}", self.number, notation.write(&self.san))
    }
}
