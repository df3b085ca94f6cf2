//! What the hall takes of a device's PGN is text, not bytes: every tag
//! line is read (`[Name "value"]`, escapes undone) and written again as
//! pendule writes its own tags (one tag a line, the value cleaned of
//! control characters, the marks that reorder text and invisible
//! spaces, then escaped), and the movetext loses the same characters. A
//! device's own PGN is already so; a hostile or broken one cannot put a
//! NUL, an escape sequence, a bidi override or a second tag into the
//! round the hall publishes.

use crate::export::tags::tag_pair;
use crate::pgn::{tag_line, unseen};

/// The game `text` (tags, then movetext) as the hall publishes it.
pub fn clean_game(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        match tag_pair(line) {
            Some((name, value)) => out.push_str(&tag_line(name, &value)),
            None => {
                out.extend(line.chars().filter(|c| !unseen(*c)));
                out.push('\n');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_devices_own_pgn_is_kept_as_it_is() {
        let pgn = "[Event \"Open \\\"A\\\"\"]\n[White \"Müller, Jörg\"]\n[Board \"3\"]\n\n\
                   1. e4 {[%clk 0:04:59]} e5 *\n";
        assert_eq!(clean_game(pgn), pgn);
    }

    #[test]
    fn control_bidi_and_invisible_characters_and_injected_tags_go() {
        let pgn = "[White \"Nul\u{0}Name\u{1b}[31m\"]\n[Black \"\u{202e}evil\u{202c}\"]\n\
                   [Annotator \"Ca\u{200b}rlsen\u{2060}\"]\n\
                   [Event \"Evil\"] [Result \"1-0\"] [X \"\"]\n\n1. e4\u{7} *\n";
        let clean = clean_game(pgn);
        assert_eq!(
            clean,
            "[White \"NulName[31m\"]\n[Black \"evil\"]\n[Annotator \"Carlsen\"]\n\
             [Event \"Evil\\\"] [Result \\\"1-0\\\"] [X \\\"\"]\n\n1. e4 *\n"
        );
        assert_eq!(clean.lines().filter(|l| l.starts_with('[')).count(), 4);
    }
}
