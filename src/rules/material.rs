//! A side's material in words, for rulings.

use shakmaty::{Board, Color, Role};

use super::words::{and_list, role_name};

/// "only a king", "only a king and a knight", "only a king and 2 bishops".
pub fn material_words(board: &Board, color: Color) -> String {
    let mut parts = vec!["a king".to_owned()];
    for role in [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        let count = (board.by_color(color) & board.by_role(role)).count();
        match count {
            0 => {}
            1 => parts.push(format!("a {}", role_name(role))),
            n => parts.push(format!("{n} {}s", role_name(role))),
        }
    }
    format!("only {}", and_list(&parts))
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;
    use crate::rules::fen::parse_fen;

    #[test]
    fn counts_the_pieces() {
        let pos = parse_fen("k7/8/8/8/8/8/8/1BKB4 b - - 0 1").unwrap();
        assert_eq!(
            material_words(pos.board(), Color::White),
            "only a king and 2 bishops"
        );
        assert_eq!(material_words(pos.board(), Color::Black), "only a king");
        let pos = parse_fen("k7/p7/8/8/8/8/8/1NKB4 b - - 0 1").unwrap();
        assert_eq!(
            material_words(pos.board(), Color::White),
            "only a king, a bishop and a knight"
        );
    }
}
