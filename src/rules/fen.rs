//! Reading a start position from FEN, with a message a person can act on.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};

/// A FEN that cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN '{fen}': {why}")]
pub struct FenError {
    /// The text given.
    pub fen: String,
    /// Why it was refused.
    pub why: String,
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
    let error = |why: String| FenError {
        fen: fen.to_owned(),
        why,
    };
    let parsed: Fen = fen.trim().parse().map_err(|e| error(format!("{e}")))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| error(e.to_string()))
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
        let cases = [
            ("", "invalid fen"),
            ("not a fen", "invalid"),
            ("8/8/8/8/8/8/8/k7 w - - 0 1", "missing king"),
            ("8/8/8/8/8/8/8/kK6 w - - 0 1", "opposite check"),
            ("P7/8/8/8/8/8/8/k1K5 w - - 0 1", "pawns on backrank"),
            ("8/8/8/8/8/8/8/k1K5 x - - 0 1", "invalid"),
        ];
        for (fen, why) in cases {
            let error = parse_fen(fen).unwrap_err();
            assert!(error.to_string().contains(why), "{fen}: {error}");
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
