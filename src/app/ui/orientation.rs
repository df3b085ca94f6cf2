//! How the board is drawn for a game: which square stands under which
//! cell of the screen, and the coordinates its edges carry.

use shakmaty::{Color, Square};

/// How the board is drawn, for the whole game (a setting): it never turns
/// with the side to move, so a tap lands where the player sees the piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    /// White's side at the bottom, as in a printed diagram.
    WhiteBottom,
    /// Each player's side towards them: rank 1 on White's side of the
    /// device (the left one when `white_left`), files across.
    Sideways {
        /// White sits on the device's left.
        white_left: bool,
    },
}

impl Orientation {
    /// The orientation the settings ask for.
    pub fn of(sideways: bool, white_left: bool) -> Self {
        if sideways {
            Orientation::Sideways { white_left }
        } else {
            Orientation::WhiteBottom
        }
    }

    /// Whose side is drawn at the top of the board: that player's clock
    /// stands on top beside it.
    pub fn top(self) -> Color {
        Color::Black
    }
}

/// The square under screen cell `index` (0 top-left) for `orientation`.
pub fn square_at(index: usize, orientation: Orientation) -> Square {
    let (column, row) = ((index % 8) as u32, (index / 8) as u32);
    let (file, rank) = match orientation {
        Orientation::WhiteBottom => (column, 7 - row),
        // White on the left faces right: the a-file is on White's left
        // hand, the top of the screen.
        Orientation::Sideways { white_left: true } => (row, column),
        Orientation::Sideways { white_left: false } => (7 - row, 7 - column),
    };
    Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank))
}

/// The coordinates the edge squares of cell `index` carry: along the
/// bottom edge what changes from cell to cell across, along the left edge
/// what changes down (files and ranks, whatever the orientation).
pub(super) fn edge_marks(index: usize, orientation: Orientation) -> (String, String) {
    let (column, row) = (index % 8, index / 8);
    let here = square_at(index, orientation);
    let name = |neighbour: Square, square: Square| {
        if neighbour.file() == square.file() {
            square.rank().char().to_string()
        } else {
            square.file().char().to_string()
        }
    };
    let below = if row == 7 {
        let beside = square_at(index ^ 1, orientation);
        name(beside, here)
    } else {
        String::new()
    };
    let side = if column == 0 {
        let under = square_at(if row == 7 { index - 8 } else { index + 8 }, orientation);
        name(under, here)
    } else {
        String::new()
    };
    (below, side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_at_the_bottom_reads_as_a_printed_diagram() {
        let o = Orientation::WhiteBottom;
        assert_eq!(square_at(0, o), Square::A8);
        assert_eq!(square_at(63, o), Square::H1);
        assert_eq!(edge_marks(56, o), ("a".into(), "1".into()));
        assert_eq!(edge_marks(0, o), (String::new(), "8".into()));
        assert_eq!(edge_marks(63, o), ("h".into(), String::new()));
    }

    #[test]
    fn sideways_puts_rank_one_on_whites_side() {
        let left = Orientation::Sideways { white_left: true };
        assert_eq!(square_at(0, left), Square::A1);
        assert_eq!(square_at(7, left), Square::A8);
        assert_eq!(square_at(56, left), Square::H1);
        // Along the bottom the ranks, along the left edge the files.
        assert_eq!(edge_marks(57, left), ("2".into(), String::new()));
        assert_eq!(edge_marks(8, left), (String::new(), "b".into()));
        let right = Orientation::Sideways { white_left: false };
        assert_eq!(square_at(63, right), Square::A1);
        assert_eq!(square_at(0, right), Square::H8);
        // Every square once, whatever the orientation.
        for o in [Orientation::WhiteBottom, left, right] {
            let mut all: Vec<Square> = (0..64).map(|i| square_at(i, o)).collect();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 64);
        }
    }
}
