//! Reading a move as people type it or write it on a scoresheet, before the
//! position is consulted: SAN, FIDE long and short forms, and UCI.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::notation::Letters;

/// What the text says about a move; the position decides which move it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveText {
    /// `O-O`, `0-0`, `O-O-O`, `0-0-0`.
    Castle(CastlingSide),
    /// Any other move.
    Normal {
        /// `None` when the text gives only squares (UCI).
        role: Option<Role>,
        /// The departure square's file, if written.
        file: Option<File>,
        /// The departure square's rank, if written.
        rank: Option<Rank>,
        /// The text marks a capture (`x` or `:`). An unmarked capture is
        /// fine: FIDE's Appendix C makes the `x` optional.
        capture: bool,
        /// The arrival square.
        to: Square,
        /// The promotion piece, if written.
        promotion: Option<Role>,
    },
}

/// Why a text is not a move at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxError {
    /// Nothing but blanks or annotations.
    Empty,
    /// A capital letter that is no piece in the chosen letters.
    UnknownPiece {
        /// The letter typed.
        letter: char,
        /// The letters moves are typed in.
        letters: Letters,
    },
    /// A character that has no place in a move.
    UnexpectedChar(char),
    /// The text does not end on a square.
    NoSquare,
    /// Too many coordinates before the arrival square.
    TooManyCoordinates,
    /// `e8=K` or `e8=P`.
    BadPromotion(Role),
}

/// Parses one move as typed, in the given piece letters.
///
/// Accepted: SAN (`Nf3`, `exf6`, `e8=Q`, `Raxd1`), FIDE forms (`0-0`,
/// `0-0-0`, `e8Q`, `e8/Q`, `exf6 e.p.`, `ef6`), long algebraic (`Ng1-f3`,
/// `e7xd8=Q`) and UCI (`g1f3`, `e7e8q`). Trailing `+ # ! ?` are ignored.
///
/// # Errors
/// [`SyntaxError`] when the text cannot be a move in any position.
pub fn parse_move(text: &str, letters: Letters) -> Result<MoveText, SyntaxError> {
    let body = strip_decorations(text);
    if body.is_empty() {
        return Err(SyntaxError::Empty);
    }
    if let Some(side) = castle(body) {
        return Ok(MoveText::Castle(side));
    }

    let mut chars: Vec<char> = body.chars().filter(|c| !c.is_whitespace()).collect();

    let role = match chars.first() {
        Some(&c) if c.is_ascii_uppercase() => {
            chars.remove(0);
            Some(piece(c, letters)?)
        }
        _ => None,
    };

    let promotion = take_promotion(&mut chars, letters)?;

    let mut capture = false;
    let mut dashed = false;
    let mut coords = Vec::with_capacity(4);
    for c in chars {
        match c {
            'a'..='h' | '1'..='8' => coords.push(c),
            'x' | ':' | '×' => capture = true,
            '-' => dashed = true,
            _ => return Err(SyntaxError::UnexpectedChar(c)),
        }
    }

    let (to_file, to_rank) = match coords.as_slice() {
        [.., f, r] => (file(*f), rank(*r)),
        _ => return Err(SyntaxError::NoSquare),
    };
    let (Some(to_file), Some(to_rank)) = (to_file, to_rank) else {
        return Err(SyntaxError::NoSquare);
    };
    let (file_from, rank_from) = match &coords[..coords.len() - 2] {
        [] => (None, None),
        [c] => (file(*c), rank(*c)),
        [f, r] => match (file(*f), rank(*r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(SyntaxError::UnexpectedChar(*r)),
        },
        _ => return Err(SyntaxError::TooManyCoordinates),
    };

    // Only a full departure square (UCI, long algebraic) leaves the piece
    // unnamed; otherwise a move without a letter is a pawn's.
    let full_from = file_from.is_some() && rank_from.is_some();
    let role = match role {
        Some(r) => Some(r),
        None if full_from && !dashed && !capture => None,
        None => Some(Role::Pawn),
    };

    Ok(MoveText::Normal {
        role,
        file: file_from,
        rank: rank_from,
        capture,
        to: Square::from_coords(to_file, to_rank),
        promotion,
    })
}

/// Drops what annotates rather than names a move: check and mate marks,
/// `!`/`?` glyphs, and an en passant note.
fn strip_decorations(text: &str) -> &str {
    let mut body = text.trim();
    loop {
        let before = body.len();
        body = body
            .trim_end_matches(['+', '#', '!', '?', '‡', '†'])
            .trim_end();
        for note in ["e.p.", "e.p", "ep"] {
            if let Some(rest) = body.strip_suffix(note) {
                // `ep` alone after a square, never the `e` of a square.
                if rest.ends_with(|c: char| c.is_ascii_digit() || c.is_whitespace()) {
                    body = rest.trim_end();
                    break;
                }
            }
        }
        if body.len() == before {
            return body;
        }
    }
}

fn castle(body: &str) -> Option<CastlingSide> {
    let squeezed: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    match squeezed.as_str() {
        "O-O" | "0-0" | "o-o" | "OO" | "00" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" | "o-o-o" | "OOO" | "000" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

fn piece(letter: char, letters: Letters) -> Result<Role, SyntaxError> {
    letters
        .role(letter)
        .ok_or(SyntaxError::UnknownPiece { letter, letters })
}

/// Takes a promotion piece off the end: `=Q`, `/Q`, `Q`, `(Q)`, or a UCI
/// lower-case letter after the rank (`e7e8q`, English letters as UCI has).
fn take_promotion(chars: &mut Vec<char>, letters: Letters) -> Result<Option<Role>, SyntaxError> {
    if chars.last() == Some(&')') && chars.len() >= 3 && chars[chars.len() - 3] == '(' {
        chars.pop();
        let letter = chars.pop();
        chars.pop();
        chars.extend(letter);
    }
    let role = match chars.last() {
        Some(&c) if c.is_ascii_uppercase() => piece(c, letters)?,
        Some(&c) if chars.len() >= 2 && chars[chars.len() - 2].is_ascii_digit() => match c {
            'q' => Role::Queen,
            'r' => Role::Rook,
            'b' => Role::Bishop,
            'n' => Role::Knight,
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    chars.pop();
    if matches!(chars.last(), Some('=' | '/')) {
        chars.pop();
    }
    match role {
        Role::King => Err(SyntaxError::BadPromotion(Role::King)),
        _ => Ok(Some(role)),
    }
}

fn file(c: char) -> Option<File> {
    File::from_char(c)
}

fn rank(c: char) -> Option<Rank> {
    Rank::from_char(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Letters::{English, French};

    fn normal(
        role: Option<Role>,
        from: &str,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    ) -> MoveText {
        let mut cs = from.chars();
        let (file, rank) = match (cs.next(), cs.next()) {
            (Some(f), Some(r)) => (File::from_char(f), Rank::from_char(r)),
            (Some(c), None) => (File::from_char(c), Rank::from_char(c)),
            _ => (None, None),
        };
        MoveText::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        }
    }

    #[test]
    fn reads_every_written_form() {
        use Role::*;
        use Square::*;
        let cases: &[(&str, Letters, MoveText)] = &[
            ("Nf3", English, normal(Some(Knight), "", false, F3, None)),
            ("Nf3+", English, normal(Some(Knight), "", false, F3, None)),
            ("Nf3!?", English, normal(Some(Knight), "", false, F3, None)),
            ("Cf3", French, normal(Some(Knight), "", false, F3, None)),
            ("exf6", English, normal(Some(Pawn), "e", true, F6, None)),
            ("ef6", English, normal(Some(Pawn), "e", false, F6, None)),
            (
                "exf6 e.p.",
                English,
                normal(Some(Pawn), "e", true, F6, None),
            ),
            ("exf6ep", English, normal(Some(Pawn), "e", true, F6, None)),
            (
                "e8=Q",
                English,
                normal(Some(Pawn), "", false, E8, Some(Queen)),
            ),
            (
                "e8Q",
                English,
                normal(Some(Pawn), "", false, E8, Some(Queen)),
            ),
            (
                "e8/Q",
                English,
                normal(Some(Pawn), "", false, E8, Some(Queen)),
            ),
            (
                "e8(Q)",
                English,
                normal(Some(Pawn), "", false, E8, Some(Queen)),
            ),
            (
                "e8=D",
                French,
                normal(Some(Pawn), "", false, E8, Some(Queen)),
            ),
            (
                "dxe8=N#",
                English,
                normal(Some(Pawn), "d", true, E8, Some(Knight)),
            ),
            ("Raxd1", English, normal(Some(Rook), "a", true, D1, None)),
            ("R1d2", English, normal(Some(Rook), "1", false, D2, None)),
            ("Qh4e1", English, normal(Some(Queen), "h4", false, E1, None)),
            ("Td1", French, normal(Some(Rook), "", false, D1, None)),
            ("Rd1", French, normal(Some(King), "", false, D1, None)),
            ("Rd1", English, normal(Some(Rook), "", false, D1, None)),
            ("g1f3", English, normal(None, "g1", false, F3, None)),
            ("e7e8q", English, normal(None, "e7", false, E8, Some(Queen))),
            ("e7e8q", French, normal(None, "e7", false, E8, Some(Queen))),
            (
                "Ng1-f3",
                English,
                normal(Some(Knight), "g1", false, F3, None),
            ),
            ("e2-e4", English, normal(Some(Pawn), "e2", false, E4, None)),
            (
                "e7xd8=Q",
                English,
                normal(Some(Pawn), "e7", true, D8, Some(Queen)),
            ),
            ("e4", English, normal(Some(Pawn), "", false, E4, None)),
            ("  e4  ", English, normal(Some(Pawn), "", false, E4, None)),
            ("Bb5", English, normal(Some(Bishop), "", false, B5, None)),
            ("Fb5", French, normal(Some(Bishop), "", false, B5, None)),
            ("O-O", English, MoveText::Castle(CastlingSide::KingSide)),
            ("0-0", French, MoveText::Castle(CastlingSide::KingSide)),
            ("0-0-0+", English, MoveText::Castle(CastlingSide::QueenSide)),
            ("O-O-O", English, MoveText::Castle(CastlingSide::QueenSide)),
        ];
        for (text, letters, expected) in cases {
            assert_eq!(parse_move(text, *letters).as_ref(), Ok(expected), "{text}");
        }
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        let cases: &[(&str, Letters, SyntaxError)] = &[
            ("", English, SyntaxError::Empty),
            ("+!", English, SyntaxError::Empty),
            ("Nz3", English, SyntaxError::UnexpectedChar('z')),
            ("Cf3", English, piece('C', English).unwrap_err()),
            ("Nf3", French, piece('N', French).unwrap_err()),
            ("N", English, SyntaxError::NoSquare),
            ("e9", English, SyntaxError::UnexpectedChar('9')),
            ("a1b2c3d4", English, SyntaxError::TooManyCoordinates),
            ("e8=K", English, SyntaxError::BadPromotion(Role::King)),
            ("nf3", English, SyntaxError::UnexpectedChar('n')),
        ];
        for (text, letters, expected) in cases {
            assert_eq!(parse_move(text, *letters).as_ref(), Err(expected), "{text}");
        }
    }
}
