//! A round gathered from the devices: each device's PGN read into games,
//! and the games of all boards written as one PGN ordered by board.

use std::collections::BTreeMap;

/// One game of the round as a device served it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardGame {
    /// The board, from the `Board` tag (or given by the hall).
    pub board: Option<u32>,
    /// The game's PGN, ending with a newline.
    pub text: String,
}

/// Why a device's answer is not a round of games.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundError {
    /// No game in it.
    #[error("no game in the answer")]
    NoGame,
    /// Bytes that are not UTF-8 text.
    #[error("not UTF-8 text")]
    NotText,
    /// A line where PGN cannot have it: before any tag, or a tag that is
    /// not `[Name "value"]`.
    #[error("not PGN at line {line}")]
    NotPgn {
        /// The line, from 1.
        line: usize,
    },
}

/// Whether `line` is a PGN tag pair `[Name "value"]`.
fn is_tag(line: &str) -> bool {
    let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
        return false;
    };
    let Some((name, value)) = inner.split_once(' ') else {
        return false;
    };
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && value.len() >= 2
        && value.starts_with('"')
        && value.ends_with('"')
}

/// A tag's value in a game's text.
fn tag_value<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.lines()
        .take_while(|l| l.starts_with('['))
        .find_map(|l| l.strip_prefix('[')?.strip_prefix(name)?.strip_prefix(" \""))
        .and_then(|v| v.strip_suffix("\"]"))
}

/// Reads a device's answer into its games. Each game is tags, then
/// movetext; the next tag after movetext begins the next game.
///
/// # Errors
/// [`RoundError`] when the text is not games of PGN (a device sending
/// garbage keeps its last good games at the hall).
pub fn split_games(text: &str) -> Result<Vec<BoardGame>, RoundError> {
    let mut games = Vec::new();
    let mut current = String::new();
    let mut in_moves = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        let tag_line = line.starts_with('[') && !in_moves || in_moves && is_tag(line);
        if tag_line && !is_tag(line) {
            return Err(RoundError::NotPgn { line: i + 1 });
        }
        if tag_line && in_moves {
            games.push(std::mem::take(&mut current));
            in_moves = false;
        }
        if !tag_line && !line.trim().is_empty() {
            if current.is_empty() {
                return Err(RoundError::NotPgn { line: i + 1 });
            }
            in_moves = true;
        }
        if tag_line || !current.is_empty() {
            current.push_str(line);
            current.push('\n');
        }
    }
    if in_moves {
        games.push(current);
    } else if !current.is_empty() {
        return Err(RoundError::NotPgn {
            line: text.lines().count(),
        });
    }
    if games.is_empty() {
        return Err(RoundError::NoGame);
    }
    Ok(games
        .into_iter()
        .map(|mut text| {
            while text.ends_with("\n\n") {
                text.pop();
            }
            // Text, not bytes: no control character or second tag of a
            // device reaches the round.
            let text = super::clean::clean_game(&text);
            BoardGame {
                board: tag_value(&text, "Board").and_then(|b| b.trim().parse().ok()),
                text,
            }
        })
        .collect())
}

/// The games of a round as one PGN, by board (games without one last, in
/// the order given), a blank line between games.
pub fn merge_round(games: &[BoardGame]) -> String {
    let mut sorted: Vec<&BoardGame> = games.iter().collect();
    sorted.sort_by_key(|g| g.board.unwrap_or(u32::MAX));
    join(sorted.into_iter())
}

/// Each board's games as one PGN: `game-<board>.pgn`.
pub fn by_board(games: &[BoardGame]) -> BTreeMap<u32, String> {
    let mut boards: BTreeMap<u32, Vec<&BoardGame>> = BTreeMap::new();
    for game in games {
        if let Some(board) = game.board {
            boards.entry(board).or_default().push(game);
        }
    }
    boards
        .into_iter()
        .map(|(board, games)| (board, join(games.into_iter())))
        .collect()
}

fn join<'a>(games: impl Iterator<Item = &'a BoardGame>) -> String {
    let mut out = String::new();
    for game in games {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&game.text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(board: u32, moves: &str) -> String {
        format!("[Event \"Open\"]\n[Board \"{board}\"]\n[Result \"*\"]\n\n{moves} *\n")
    }

    #[test]
    fn games_are_split_and_ordered_by_board() {
        let device_a = format!("{}\n{}", game(3, "1. e4"), game(1, "1. d4 d5"));
        let device_b = game(2, "1. c4 {[%clk 0:04:59]}");
        let mut games = split_games(&device_a).unwrap();
        games.extend(split_games(&device_b).unwrap());
        assert_eq!(
            games.iter().map(|g| g.board).collect::<Vec<_>>(),
            [Some(3), Some(1), Some(2)]
        );
        let round = merge_round(&games);
        assert_eq!(
            round,
            format!(
                "{}\n{}\n{}",
                game(1, "1. d4 d5"),
                game(2, "1. c4 {[%clk 0:04:59]}"),
                game(3, "1. e4")
            )
        );
        assert_eq!(by_board(&games)[&2], game(2, "1. c4 {[%clk 0:04:59]}"));
    }

    #[test]
    fn a_game_with_no_moves_yet_is_a_game() {
        let games = split_games(&game(4, "")).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].board, Some(4));
    }

    #[test]
    fn garbage_is_refused() {
        for (text, error) in [
            ("", RoundError::NoGame),
            ("<html>oops</html>\n", RoundError::NotPgn { line: 1 }),
            ("[Event Open]\n\n1. e4 *\n", RoundError::NotPgn { line: 1 }),
            ("[Event \"Open\"]\n", RoundError::NotPgn { line: 1 }),
            (
                "\u{fffd}\u{0}[[[\n[Event \"x\"]\n",
                RoundError::NotPgn { line: 1 },
            ),
        ] {
            assert_eq!(split_games(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn a_bracket_in_a_comment_does_not_start_a_game() {
        let text = "[Event \"Open\"]\n\n1. e4 {note}\n[%clk 0:01:00]} *\n";
        // Not a tag pair inside movetext: still one game.
        assert_eq!(split_games(text).unwrap().len(), 1);
    }
}
