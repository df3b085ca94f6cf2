//! What the console shows of a game at a glance, read from the PGN a
//! device sends: the names, the moves made, the last one, the result and
//! why it ended. Pure; a game it cannot read is shown with what it could.

use super::movetext::{Item, items};
use crate::export::tags::read_tags;

/// A game at a glance.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Glance {
    /// The `White` tag.
    pub white: String,
    /// The `Black` tag.
    pub black: String,
    /// The `Termination` tag, when the game ended.
    pub termination: String,
    /// The half-moves made.
    pub plies: u32,
    /// The last move in SAN, as the device wrote it.
    pub last_move: String,
}

/// The glance of one game's PGN `text`.
pub fn glance(text: &str) -> Glance {
    let mut glance = Glance::default();
    for (name, value) in read_tags(text) {
        match name.as_str() {
            "White" => glance.white = value,
            "Black" => glance.black = value,
            "Termination" => glance.termination = value,
            _ => {}
        }
    }
    for item in items(movetext(text)) {
        if let Item::Move(san) = item {
            glance.plies += 1;
            san.clone_into(&mut glance.last_move);
        }
    }
    glance
}

/// A game's text after its tags.
pub fn movetext(text: &str) -> &str {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if !line.starts_with('[') {
            break;
        }
        at += line.len();
    }
    &text[at..]
}

/// "23. Nf3" or "23... Nf6": the last move with its number, from the
/// plies made.
pub fn numbered(plies: u32, san: &str) -> String {
    if plies == 0 || san.is_empty() {
        return String::new();
    }
    let number = plies.div_ceil(2);
    let dots = if plies % 2 == 1 { "." } else { "..." };
    format!("{number}{dots} {san}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_moves_and_the_last_one_are_read_past_clocks_and_comments() {
        let pgn = "[Event \"Open\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n\
                   [Termination \"time forfeit\"]\n\n\
                   1. e4 { [%clk 0:59:58] } 1... c5 { [%clk 0:59:50] } 2. Nf3 $1\n\
                   { a long comment with 3. d4 in it } 2... (2... d6 3. d4) Nc6 0-1\n";
        let g = glance(pgn);
        assert_eq!((g.white.as_str(), g.black.as_str()), ("Anna", "Ben"));
        assert_eq!(g.termination, "time forfeit");
        assert_eq!(g.plies, 4);
        assert_eq!(g.last_move, "Nc6");
        assert_eq!(numbered(g.plies, &g.last_move), "2... Nc6");
        assert_eq!(numbered(3, "Nf3"), "2. Nf3");
    }

    #[test]
    fn castling_promotion_and_a_game_with_no_move_are_read() {
        let g = glance("[White \"A\"]\n\n1. e4 e5 2. O-O exd8=Q+ *\n");
        assert_eq!((g.plies, g.last_move.as_str()), (4, "exd8=Q+"));
        let none = glance("[White \"A\"]\n\n*\n");
        assert_eq!((none.plies, numbered(none.plies, "")), (0, String::new()));
        // Garbage is a glance of what could be read, never a panic.
        let odd = glance("[White\n{ unclosed ( e4\n");
        assert_eq!(odd.plies, 0);
    }
}
