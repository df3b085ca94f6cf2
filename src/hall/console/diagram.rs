//! The position of a game the console opens, as an SVG diagram: replayed
//! from the PGN's moves (from its `FEN` tag when it has one) with
//! shakmaty, White at the bottom, the last move's squares marked. Pure.

use std::fmt::Write;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, File, Position, Rank, Role, Square};

/// A square's side in the SVG's units.
const SQUARE: u32 = 45;

/// The position after the moves `sans` from `fen` (the standard start
/// without one), and the last move's squares; the moves stop at the first
/// that does not read or is not legal (the diagram shows what could be
/// played).
pub fn replay<'a>(
    fen: Option<&str>,
    sans: impl Iterator<Item = &'a str>,
) -> (Chess, Option<(Square, Square)>) {
    let start = fen
        .and_then(|f| Fen::from_ascii(f.as_bytes()).ok())
        .and_then(|f| {
            f.clone()
                .into_position(CastlingMode::Standard)
                .ok()
                .or_else(|| f.into_position(CastlingMode::Chess960).ok())
        });
    let mut position: Chess = start.unwrap_or_default();
    let mut last = None;
    for san in sans {
        let Ok(san) = SanPlus::from_ascii(san.as_bytes()) else {
            break;
        };
        let Ok(mv) = san.san.to_move(&position) else {
            break;
        };
        last = mv.from().map(|from| (from, mv.to()));
        position.play_unchecked(mv);
    }
    (position, last)
}

/// A piece's glyph (the filled set for both, coloured by the style: the
/// outlined set is thin at a distance).
fn glyph(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// The SVG of `position`, `last` move's squares marked.
pub fn svg(position: &Chess, last: Option<(Square, Square)>) -> String {
    let size = SQUARE * 8;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         class=\"diagram\" role=\"img\">"
    );
    let board = position.board();
    for square in Square::ALL {
        let (x, y) = (
            u32::from(square.file()) * SQUARE,
            (7 - u32::from(square.rank())) * SQUARE,
        );
        let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
        let marked = last.is_some_and(|(a, b)| a == square || b == square);
        let fill = match (light, marked) {
            (true, false) => "#eeeed2",
            (false, false) => "#769656",
            (true, true) => "#f6f669",
            (false, true) => "#baca2b",
        };
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{fill}\"/>"
        );
        if let Some(piece) = board.piece_at(square) {
            let (ink, edge) = match piece.color {
                Color::White => ("#fff", "#000"),
                Color::Black => ("#000", "#000"),
            };
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"38\" text-anchor=\"middle\" \
                 fill=\"{ink}\" stroke=\"{edge}\" stroke-width=\"1.2\" \
                 data-square=\"{square}\">{}</text>",
                x + SQUARE / 2,
                y + SQUARE - 8,
                glyph(piece.role)
            );
        }
    }
    for (i, file) in File::ALL.iter().enumerate() {
        let x = u32::try_from(i).unwrap_or(0) * SQUARE + SQUARE - 8;
        let _ = write!(
            out,
            "<text x=\"{x}\" y=\"{}\" font-size=\"10\" fill=\"#333\">{}</text>",
            size - 3,
            file.char()
        );
    }
    for (i, rank) in Rank::ALL.iter().enumerate() {
        let y = (7 - u32::try_from(i).unwrap_or(0)) * SQUARE + 11;
        let _ = write!(
            out,
            "<text x=\"2\" y=\"{y}\" font-size=\"10\" fill=\"#333\">{}</text>",
            rank.char()
        );
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_are_played_and_the_last_one_marked() {
        let (position, last) = replay(None, ["e4", "e5", "Nf3"].into_iter());
        assert_eq!(last, Some((Square::G1, Square::F3)));
        let drawn = svg(&position, last);
        assert_eq!(drawn.matches("data-square=").count(), 32);
        assert!(drawn.contains("data-square=\"f3\">♞"));
        assert_eq!(
            drawn.matches("#f6f669").count() + drawn.matches("#baca2b").count(),
            2
        );
    }

    #[test]
    fn a_fen_is_the_start_and_a_bad_move_stops_the_replay() {
        let fen = "8/8/8/8/8/4k3/8/4K2R w K - 0 1";
        let (position, _) = replay(Some(fen), ["Rh2", "Zz9", "Kd3"].into_iter());
        assert_eq!(
            position.board().piece_at(Square::H2).map(|p| p.role),
            Some(Role::Rook)
        );
        assert_eq!(
            position.board().piece_at(Square::E3).map(|p| p.role),
            Some(Role::King)
        );
        // A FEN that does not read: the standard start.
        let (start, last) = replay(Some("garbage"), std::iter::empty());
        assert_eq!((start, last), (Chess::default(), None));
    }
}
