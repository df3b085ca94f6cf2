//! A round's file: every game of one event and round in one PGN, for the
//! organiser's pairing program. It is derived from the games, so it is the
//! one file an export rebuilds: the games it held stay (another board's
//! device may have added its own), an earlier version of one of ours gives
//! way to the current one in its place, and each game is there once.

use super::games::Archived;
use super::marks::{Fingerprint, fingerprint};

/// The text of a round's file that held `held`, for the archived games
/// `ours` of that round; `earlier(game, print)` tells a version of `game`
/// exported before. Unchanged games keep their place and their bytes, so
/// that a file with nothing to change comes back identical.
pub fn rebuild(
    held: &str,
    ours: &[&Archived],
    earlier: impl Fn(&Archived, Fingerprint) -> bool,
) -> String {
    let mut blocks: Vec<&str> = Vec::new();
    let mut placed = vec![false; ours.len()];
    for block in game_blocks(held) {
        let print = fingerprint(block);
        let ours_now = ours
            .iter()
            .position(|g| g.fingerprint == print || earlier(g, print));
        match ours_now {
            // The same game twice (an export before this rebuild wrote it
            // again with its new result): once is enough.
            Some(i) if placed[i] => {}
            Some(i) => {
                placed[i] = true;
                place(&ours[i].pgn, &mut blocks);
            }
            None => place(block, &mut blocks),
        }
    }
    for (game, placed) in ours.iter().zip(placed) {
        if !placed {
            place(&game.pgn, &mut blocks);
        }
    }
    let mut text = blocks.join("\n\n");
    text.push('\n');
    text
}

/// Adds the game `text` to `blocks` unless it is there already.
fn place<'a>(text: &'a str, blocks: &mut Vec<&'a str>) {
    let text = text.trim();
    if !blocks.contains(&text) {
        blocks.push(text);
    }
}

/// The games of a PGN file: each starts at a tag line after a blank line.
fn game_blocks(text: &str) -> impl Iterator<Item = &str> {
    let mut starts = vec![0];
    let mut at = 0;
    let mut blank_before = true;
    for line in text.split_inclusive('\n') {
        if line.starts_with('[') && blank_before && at != 0 {
            starts.push(at);
        }
        blank_before = line.trim().is_empty();
        at += line.len();
    }
    starts.push(text.len());
    let bounds: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    bounds
        .into_iter()
        .map(move |(a, b)| &text[a..b])
        .filter(|block| !block.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn archived(id: &str, pgn: &str) -> Archived {
        Archived {
            id: id.into(),
            pgn: pgn.into(),
            fingerprint: fingerprint(pgn),
            stem: String::new(),
            round: String::new(),
        }
    }

    #[test]
    fn round_files_split_into_their_games() {
        let one = "[Event \"A\"]\n[White \"x\"]\n\n1. e4 {a\n[b]} *\n";
        let two = "[Event \"A\"]\n[White \"y\"]\n\n1. d4 *\n";
        let text = format!("{one}\n{two}");
        let blocks: Vec<&str> = game_blocks(&text).collect();
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[0].trim_end(), one.trim_end());
        assert_eq!(blocks[1], two);
    }

    #[test]
    fn a_rebuilt_round_holds_each_game_once_with_its_result_now() {
        let theirs = "[White \"t\"]\n\n1. c4 1-0\n";
        let old = "[White \"x\"]\n\n1. e4 1-0\n";
        let new = "[White \"x\"]\n\n1. e4 0-1\n";
        let other = "[White \"y\"]\n\n1. d4 *\n";
        let (x, y) = (archived("g1", new), archived("g2", other));
        let was_x = |g: &Archived, print| g.id == "g1" && print == fingerprint(old);
        // The old version in its place, then the game missing; the other
        // device's game kept; a second copy of a game dropped.
        let held = format!("{old}\n{theirs}\n{new}\n{theirs}");
        let text = rebuild(&held, &[&x, &y], was_x);
        assert_eq!(text, format!("{new}\n{theirs}\n{other}"));
        // Nothing to change: the same bytes back.
        assert_eq!(rebuild(&text, &[&x, &y], was_x), text);
        // No file yet: ours in archive order.
        assert_eq!(
            rebuild("", &[&x, &y], |_, _| false),
            format!("{new}\n{other}")
        );
    }
}
