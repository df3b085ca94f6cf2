//! Chess960 (FIDE Laws, Guidelines II): the variant, its 960 starting
//! positions by the standard numbering, and the castling rule the variant
//! plays by.
//!
//! The numbering is Scharnagl's, which FIDE, lichess and python-chess use:
//! 518 is the standard position. A number is read from the right: the
//! light-squared bishop (number mod 4), the dark-squared one (the next
//! quotient mod 4), the queen on one of the six squares left (mod 6), the
//! knights on two of the five left (one of ten ways), and the king between
//! the rooks on the three squares left.

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, FromSetup, Piece, Position, Rank, Role, Setup,
    Square,
};

/// The rules the game is played by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// The standard game.
    #[default]
    Standard,
    /// Chess960: a starting position of 960, castling by Guidelines II.3.
    Chess960,
}

impl Variant {
    /// How shakmaty is to read castling rights and castling moves.
    pub fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        }
    }

    /// The variant whose castling a position follows.
    pub fn of(pos: &Chess) -> Variant {
        match pos.castles().mode() {
            CastlingMode::Standard => Variant::Standard,
            CastlingMode::Chess960 => Variant::Chess960,
        }
    }

    /// The value of PGN's `Variant` tag (none for the standard game).
    pub fn pgn_tag(self) -> Option<&'static str> {
        match self {
            Variant::Standard => None,
            Variant::Chess960 => Some("Chess960"),
        }
    }
}

/// How many starting positions Chess960 has: numbers 0 to 959.
pub const POSITIONS: u16 = 960;

/// The number of the standard starting position.
pub const STANDARD: u16 = 518;

/// The ten ways two knights stand on five squares, in the numbering's order.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's first rank in starting position `number` (a to h); `None` past 959.
pub fn back_rank(number: u16) -> Option<[Role; 8]> {
    if number >= POSITIONS {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let n = usize::from(number);
    // The light-squared bishop on b, d, f or h; the dark one on a, c, e, g.
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    rank[2 * (n / 4 % 4)] = Some(Role::Bishop);
    let n = n / 16;
    put_on_empty(&mut rank, n % 6, Role::Queen);
    let (first, second) = KNIGHTS[n / 6];
    // The second knight's square counted before the first takes its own.
    put_on_empty(&mut rank, second, Role::Knight);
    put_on_empty(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        put_on_empty(&mut rank, 0, role);
    }
    Some(rank.map(|role| role.expect("every square filled")))
}

/// Puts `role` on the `index`th empty square of `rank`.
fn put_on_empty(rank: &mut [Option<Role>; 8], index: usize, role: Role) {
    let square = rank
        .iter()
        .enumerate()
        .filter(|(_, r)| r.is_none())
        .nth(index)
        .map(|(i, _)| i)
        .expect("the numbering leaves enough empty squares");
    rank[square] = Some(role);
}

/// Starting position `number` (0-959) with both sides' castling rights,
/// White to move, castling by Chess960's rule; `None` past 959.
pub fn start_position(number: u16) -> Option<Chess> {
    let rank = back_rank(number)?;
    let mut board = Board::empty();
    for (file, role) in rank.into_iter().enumerate() {
        let file = shakmaty::File::new(file as u32);
        for color in Color::ALL {
            let back = Square::from_coords(file, color.backrank());
            let pawns = Square::from_coords(file, color.fold_wb(Rank::Second, Rank::Seventh));
            board.set_piece_at(back, Piece { color, role });
            board.set_piece_at(pawns, color.pawn());
        }
    }
    let rooks = board.rooks() & (Bitboard::from(Rank::First) | Bitboard::from(Rank::Eighth));
    let setup = Setup {
        board,
        castling_rights: rooks,
        ..Setup::initial()
    };
    Chess::from_setup(setup, CastlingMode::Chess960).ok()
}

/// The number of the starting position `pos` is, if it is one: the pawns
/// and pieces on their starting squares, all four castling rights, White
/// to move, nothing played.
pub fn number_of(pos: &Chess) -> Option<u16> {
    let untouched = pos.fullmoves().get() == 1
        && pos.halfmoves() == 0
        && pos.turn() == Color::White
        && pos.castles().castling_rights().count() == 4;
    if !untouched {
        return None;
    }
    (0..POSITIONS).find(|&n| start_position(n).is_some_and(|start| start.board() == pos.board()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen::to_fen;

    fn letters(number: u16) -> String {
        back_rank(number)
            .unwrap()
            .iter()
            .map(|r| r.upper_char())
            .collect()
    }

    #[test]
    fn the_numbering_puts_the_standard_position_at_518() {
        assert_eq!(letters(518), "RNBQKBNR");
        assert_eq!(
            start_position(518).unwrap().board(),
            Chess::default().board()
        );
        // The first and last of the table FIDE and lichess publish.
        assert_eq!(letters(0), "BBQNNRKR");
        assert_eq!(letters(959), "RKRNNQBB");
        assert_eq!(back_rank(960), None);
    }

    #[test]
    fn every_start_is_legal_distinct_and_has_its_own_number() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..POSITIONS {
            let pos = start_position(n).unwrap();
            assert!(seen.insert(letters(n)), "{n} twice");
            assert_eq!(number_of(&pos), Some(n));
            assert!(!pos.is_check() && pos.legal_moves().len() >= 16, "{n}");
        }
    }

    #[test]
    fn a_start_writes_as_x_fen() {
        assert_eq!(
            to_fen(&start_position(0).unwrap()),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
    }
}
