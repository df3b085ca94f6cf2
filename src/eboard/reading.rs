//! What a DGT board reads on its 64 squares, in its own numbering, and
//! the position that reading is on the device's side.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

/// A square in the board's numbering: 0 is the square nearest the
/// connector's left (a8 when White has the connector on the left), 63
/// the opposite corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Field(u8);

impl Field {
    /// The field numbered `index`, if it is on the board.
    pub fn new(index: u8) -> Option<Field> {
        (index < 64).then_some(Field(index))
    }

    /// Its number, 0 to 63.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The square this field is, for a board lying as `orientation` says.
    pub fn square(self, orientation: Orientation) -> Square {
        let (column, row) = (self.0 % 8, self.0 / 8);
        let (file, rank) = match orientation {
            Orientation::Normal => (column, 7 - row),
            Orientation::Rotated => (7 - column, row),
        };
        Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)))
    }

    /// The field that is `square`, for a board lying as `orientation` says.
    pub fn of(square: Square, orientation: Orientation) -> Field {
        let (file, rank) = (u8::from(square.file()), u8::from(square.rank()));
        let index = match orientation {
            Orientation::Normal => (7 - rank) * 8 + file,
            Orientation::Rotated => rank * 8 + (7 - file),
        };
        Field(index)
    }
}

/// Which way the board lies: the board numbers its squares from its
/// connector, whichever side White sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    /// White has the connector on the left: field 0 is a8.
    Normal,
    /// Turned half a circle: field 0 is h1.
    Rotated,
}

/// The three "magic pieces" a DGT set has for proposing a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Magic {
    /// A draw.
    Draw,
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
}

/// What stands on one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Content {
    /// Nothing.
    #[default]
    Empty,
    /// A chess piece.
    Piece(Piece),
    /// A magic piece.
    Magic(Magic),
}

impl Content {
    /// The content a piece code stands for (0 to 0x0f), if any.
    pub fn from_code(code: u8) -> Option<Content> {
        let piece = |color, role| Content::Piece(Piece { color, role });
        const ROLES: [Role; 6] = [
            Role::Pawn,
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::King,
            Role::Queen,
        ];
        Some(match code {
            0 => Content::Empty,
            1..=6 => piece(Color::White, ROLES[usize::from(code - 1)]),
            7..=12 => piece(Color::Black, ROLES[usize::from(code - 7)]),
            13 => Content::Magic(Magic::Draw),
            14 => Content::Magic(Magic::WhiteWins),
            15 => Content::Magic(Magic::BlackWins),
            _ => return None,
        })
    }

    /// Its piece code.
    pub fn code(self) -> u8 {
        let role_code = |role| match role {
            Role::Pawn => 1,
            Role::Rook => 2,
            Role::Knight => 3,
            Role::Bishop => 4,
            Role::King => 5,
            Role::Queen => 6,
        };
        match self {
            Content::Empty => 0,
            Content::Piece(Piece { color, role }) => {
                role_code(role) + if color.is_white() { 0 } else { 6 }
            }
            Content::Magic(Magic::Draw) => 13,
            Content::Magic(Magic::WhiteWins) => 14,
            Content::Magic(Magic::BlackWins) => 15,
        }
    }
}

/// Every square as the board reads it, in its numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading([Content; 64]);

impl Default for Reading {
    fn default() -> Self {
        Reading([Content::Empty; 64])
    }
}

impl Reading {
    /// A reading of these squares, field 0 first.
    pub fn new(squares: [Content; 64]) -> Self {
        Reading(squares)
    }

    /// The reading a board lying as `orientation` says gives of `board`.
    pub fn from_board(board: &Board, orientation: Orientation) -> Self {
        let mut reading = Reading::default();
        for (square, piece) in board.iter() {
            reading.0[Field::of(square, orientation).index()] = Content::Piece(piece);
        }
        reading
    }

    /// The squares, field 0 first.
    pub fn squares(&self) -> &[Content; 64] {
        &self.0
    }

    /// The reading with one field changed, as a field update says.
    pub fn with(mut self, field: Field, content: Content) -> Self {
        self.0[field.index()] = content;
        self
    }

    /// A magic piece on the board, if any stands there (the first found).
    pub fn magic(&self) -> Option<Magic> {
        self.0.iter().find_map(|c| match c {
            Content::Magic(m) => Some(*m),
            _ => None,
        })
    }

    /// The pieces on the device's squares (magic pieces left out).
    pub fn board(&self, orientation: Orientation) -> Board {
        let mut board = Board::empty();
        for (index, content) in self.0.iter().enumerate() {
            if let Content::Piece(piece) = content {
                let field = Field(index as u8);
                board.set_piece_at(field.square(orientation), *piece);
            }
        }
        board
    }

    /// Which way the board most likely lies to show `expected`: the
    /// orientation under which more squares agree (Normal on a tie).
    pub fn likely_orientation(&self, expected: &Board) -> Orientation {
        let agree = |o| {
            let seen = self.board(o);
            Square::ALL
                .iter()
                .filter(|&&s| seen.piece_at(s) == expected.piece_at(s))
                .count()
        };
        if agree(Orientation::Rotated) > agree(Orientation::Normal) {
            Orientation::Rotated
        } else {
            Orientation::Normal
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_zero_is_a8_and_63_is_h1_and_rotated_the_other_way() {
        let f = |i| Field::new(i).unwrap();
        assert_eq!(f(0).square(Orientation::Normal), Square::A8);
        assert_eq!(f(63).square(Orientation::Normal), Square::H1);
        assert_eq!(f(57).square(Orientation::Normal), Square::B1);
        assert_eq!(f(0).square(Orientation::Rotated), Square::H1);
        assert_eq!(f(63).square(Orientation::Rotated), Square::A8);
        for o in [Orientation::Normal, Orientation::Rotated] {
            for s in Square::ALL {
                assert_eq!(Field::of(s, o).square(o), s);
            }
        }
        assert_eq!(Field::new(64), None);
    }

    #[test]
    fn every_code_reads_back_and_16_is_none() {
        for code in 0..16 {
            assert_eq!(Content::from_code(code).unwrap().code(), code);
        }
        assert_eq!(Content::from_code(16), None);
        assert_eq!(
            Content::from_code(5),
            Some(Content::Piece(Piece {
                color: Color::White,
                role: Role::King
            }))
        );
    }

    #[test]
    fn the_start_position_reads_back_either_way_and_its_orientation_is_found() {
        let start = Board::default();
        for o in [Orientation::Normal, Orientation::Rotated] {
            let reading = Reading::from_board(&start, o);
            assert_eq!(reading.board(o), start);
            assert_eq!(reading.likely_orientation(&start), o);
        }
        let magic = Reading::default().with(Field::new(27).unwrap(), Content::Magic(Magic::Draw));
        assert_eq!(magic.magic(), Some(Magic::Draw));
        assert_eq!(magic.board(Orientation::Normal), Board::empty());
    }
}
