//! Reading a start position from FEN, saying exactly what is wrong (as
//! data: `crate::words` words it so that a person can act on it).

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{Chess, Color, EnPassantMode, PositionErrorKinds};

use super::chess960::Variant;

/// A FEN that cannot start a game: the text given and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError {
    /// The text given.
    pub fen: String,
    /// What is wrong with it.
    pub problem: FenProblem,
}

/// What is wrong with a FEN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenProblem {
    /// The text is not FEN: the part that cannot be read.
    Text(FenPart),
    /// The text is FEN but no game can reach the position: every reason.
    Illegal(Vec<Illegality>),
}

/// The part of a FEN text that cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenPart {
    /// Not FEN at all (too few or too many fields).
    Whole,
    /// The placement of the pieces.
    Board,
    /// Whose turn.
    Turn,
    /// The castling rights.
    Castling,
    /// The en passant square.
    EnPassant,
    /// The halfmove clock.
    Halfmoves,
    /// The move number.
    Fullmoves,
}

/// Why a position cannot arise in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegality {
    /// No piece at all.
    EmptyBoard,
    /// A side has no king.
    MissingKing,
    /// A side has more than one king.
    TooManyKings,
    /// A pawn stands on the first or last rank.
    PawnsOnBackRank,
    /// Castling rights the king and rooks do not allow.
    CastlingRights,
    /// An en passant square no double step can have made.
    EnPassant,
    /// The two kings stand on neighbouring squares.
    KingsAdjacent,
    /// The side that has just moved is in check.
    OppositeCheck,
    /// A check no last move can have given.
    ImpossibleCheck,
    /// More material than promotions can make.
    TooMuchMaterial,
}

/// Parses a FEN into a legal position (standard castling).
///
/// The move counters may be left out, as in EPD.
///
/// # Errors
/// [`FenError`] when the text is not FEN or the position is not legal
/// (missing king, pawns on the back rank, the side not to move in check,
/// impossible checks, more material than a game can reach...).
pub fn parse_fen(fen: &str) -> Result<Chess, FenError> {
    parse_fen_in(fen, Variant::Standard)
}

/// [`parse_fen`] for a game of `variant`: in Chess960 the castling rights
/// may name any rook of the back rank, as X-FEN (`KQkq` for the outermost
/// rooks) or Shredder-FEN (the rooks' files, `HAha`) write them.
///
/// # Errors
/// As [`parse_fen`].
pub fn parse_fen_in(fen: &str, variant: Variant) -> Result<Chess, FenError> {
    let error = |problem| FenError {
        fen: fen.to_owned(),
        problem,
    };
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|e| error(FenProblem::Text(part(e))))?;
    // Asked before the position takes the board, which is not copied for
    // the rare error (a batch parses tens of thousands of FENs).
    let kings = Color::ALL.map(|c| parsed.as_setup().board.king_of(c));
    let adjacent = matches!(kings, [Some(a), Some(b)] if a.distance(b) <= 1);
    parsed
        .into_position(variant.castling_mode())
        .map_err(|e| error(FenProblem::Illegal(illegalities(e.kinds(), adjacent))))
}

fn part(error: ParseFenError) -> FenPart {
    match error {
        ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenPart::Board,
        ParseFenError::InvalidTurn => FenPart::Turn,
        ParseFenError::InvalidCastling => FenPart::Castling,
        ParseFenError::InvalidEpSquare => FenPart::EnPassant,
        ParseFenError::InvalidHalfmoveClock => FenPart::Halfmoves,
        ParseFenError::InvalidFullmoves => FenPart::Fullmoves,
        _ => FenPart::Whole,
    }
}

/// Shakmaty's reasons as ours; kings side by side are named as such, not
/// as a check of the side that is not to move.
fn illegalities(kinds: PositionErrorKinds, kings_adjacent: bool) -> Vec<Illegality> {
    let table = [
        (PositionErrorKinds::EMPTY_BOARD, Illegality::EmptyBoard),
        (PositionErrorKinds::MISSING_KING, Illegality::MissingKing),
        (PositionErrorKinds::TOO_MANY_KINGS, Illegality::TooManyKings),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            Illegality::PawnsOnBackRank,
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            Illegality::CastlingRights,
        ),
        (PositionErrorKinds::INVALID_EP_SQUARE, Illegality::EnPassant),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            Illegality::OppositeCheck,
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            Illegality::ImpossibleCheck,
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            Illegality::TooMuchMaterial,
        ),
    ];
    let mut found: Vec<Illegality> = table
        .into_iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|(_, reason)| match reason {
            Illegality::OppositeCheck | Illegality::ImpossibleCheck if kings_adjacent => {
                Illegality::KingsAdjacent
            }
            other => other,
        })
        .collect();
    found.dedup();
    if found.is_empty() {
        // A rule of a chess variant; never for standard chess.
        found.push(Illegality::ImpossibleCheck);
    }
    found
}

/// The FEN of a position, with an en passant square only when a capture is
/// legal (as PGN readers expect).
pub fn to_fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_fen_with_and_without_counters() {
        assert!(parse_fen("8/8/8/8/8/8/8/kQK5 b - - 0 1").is_ok());
        assert!(parse_fen("8/8/8/8/8/8/8/kQK5 b - -").is_ok());
        assert!(parse_fen("  8/8/8/8/8/8/8/kQK5 b - - 0 1 ").is_ok());
    }

    #[test]
    fn refuses_bad_fen_with_a_reason() {
        use FenProblem::{Illegal, Text};
        let cases = [
            ("", Text(FenPart::Whole)),
            ("not a fen", Text(FenPart::Board)),
            (
                "8/8/8/8/8/8/8/k7 w - - 0 1",
                Illegal(vec![Illegality::MissingKing]),
            ),
            (
                "8/8/8/8/8/8/8/kK6 w - - 0 1",
                Illegal(vec![Illegality::KingsAdjacent]),
            ),
            (
                "k7/8/8/8/8/8/8/R3K3 w - - 0 1",
                Illegal(vec![Illegality::OppositeCheck]),
            ),
            (
                "P7/8/8/8/8/8/8/k1K5 w - - 0 1",
                Illegal(vec![Illegality::PawnsOnBackRank]),
            ),
            ("8/8/8/8/8/8/8/k1K5 x - - 0 1", Text(FenPart::Turn)),
        ];
        for (fen, problem) in cases {
            let error = parse_fen(fen).unwrap_err();
            assert_eq!(error.fen, fen);
            assert_eq!(error.problem, problem, "{fen}");
        }
    }

    #[test]
    fn writes_the_en_passant_square_only_when_legal() {
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
        assert_eq!(
            to_fen(&pos),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
    }
}
