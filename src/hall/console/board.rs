//! One board as the console opens it: the current game's tags, its moves
//! with the clock after each, the notes the device wrote between them
//! (incidents, the arbiter's decisions, a 6.9 ruling with its proof), and
//! the position as a diagram. Pure.

use serde::Serialize;

use super::diagram::{replay, svg};
use super::glance::movetext;
use super::movetext::{Item, clock_and_note, items};
use crate::export::tags::read_tags;

/// A move of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveLine {
    /// Its number (both sides' moves share one).
    pub number: u32,
    /// White's move.
    pub white: bool,
    /// As written.
    pub san: String,
    /// The mover's clock after it, as `%clk` says.
    pub clock: Option<String>,
    /// What the device wrote after it besides the clock.
    pub notes: Vec<String>,
}

/// The board as the console shows it opened (JSON for the page).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// The device's id.
    pub device: String,
    /// The game's tags, in order.
    pub tags: Vec<(String, String)>,
    /// Notes before the first move.
    pub before: Vec<String>,
    /// The moves.
    pub moves: Vec<MoveLine>,
    /// The position now, as SVG.
    pub diagram: String,
}

/// The view of `pgn`, the current game of `device`.
pub fn view(device: &str, pgn: &str) -> BoardView {
    let tags = read_tags(pgn);
    let mut before = Vec::new();
    let mut moves: Vec<MoveLine> = Vec::new();
    for item in items(movetext(pgn)) {
        match item {
            Item::Move(san) => {
                let ply = u32::try_from(moves.len()).unwrap_or(u32::MAX);
                moves.push(MoveLine {
                    number: ply / 2 + 1,
                    white: ply % 2 == 0,
                    san: san.to_owned(),
                    clock: None,
                    notes: Vec::new(),
                });
            }
            Item::Comment(text) => {
                let (clock, note) = clock_and_note(text);
                match moves.last_mut() {
                    Some(last) => {
                        last.clock = last.clock.take().or(clock.map(str::to_owned));
                        if !note.is_empty() {
                            last.notes.push(note);
                        }
                    }
                    None if !note.is_empty() => before.push(note),
                    None => {}
                }
            }
        }
    }
    let fen = tags
        .iter()
        .find(|(n, _)| n == "FEN")
        .map(|(_, v)| v.as_str());
    let (position, last) = replay(fen, moves.iter().map(|m| m.san.as_str()));
    BoardView {
        device: device.to_owned(),
        tags,
        before,
        moves,
        diagram: svg(&position, last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_clocks_and_a_ruling_are_shown_with_the_position() {
        let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n\
                   1. e4 {[%clk 0:00:19] [%emt 0:00:01]} 1... e5 {[%clk 0:00:18]}\n\
                   {White's flag fell and Black could still checkmate: 2.a3 Qh4 (Art.\n\
                   6.9)} 0-1\n";
        let v = view("dev-3", pgn);
        assert_eq!(v.tags[2], ("Result".to_owned(), "0-1".to_owned()));
        assert_eq!(v.moves.len(), 2);
        assert_eq!((v.moves[1].number, v.moves[1].white), (1, false));
        assert_eq!(v.moves[0].clock.as_deref(), Some("0:00:19"));
        assert!(
            v.moves[1].notes[0].contains("Art. 6.9"),
            "{:?}",
            v.moves[1].notes
        );
        assert!(v.diagram.contains("data-square=\"e5\""));
        assert!(v.before.is_empty());
    }
}
