//! A game's movetext as the console reads it: its moves and the comments
//! between them (the device's `%clk`, its notes, the incidents and the
//! rulings it writes there), variations left out. Pure; text that is not
//! movetext is read as far as it goes.

/// A piece of movetext.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item<'a> {
    /// A move in SAN, as written.
    Move(&'a str),
    /// A comment's text, without its braces.
    Comment(&'a str),
}

/// The moves and comments of `movetext` (the game's text after its tags).
pub fn items(movetext: &str) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    let mut depth = 0u32;
    let mut rest = movetext;
    while let Some(c) = rest.chars().next() {
        match c {
            '{' => {
                let end = rest.find('}').unwrap_or(rest.len());
                if depth == 0 {
                    out.push(Item::Comment(rest[1..end].trim()));
                }
                rest = rest.get(end + 1..).unwrap_or("");
            }
            ';' => rest = rest.find('\n').map_or("", |end| &rest[end..]),
            '(' | ')' => {
                depth = if c == '(' {
                    depth + 1
                } else {
                    depth.saturating_sub(1)
                };
                rest = &rest[1..];
            }
            c if c.is_whitespace() => rest = &rest[c.len_utf8()..],
            _ => {
                let end = rest
                    .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                    .unwrap_or(rest.len());
                if depth == 0
                    && let Some(mv) = san(&rest[..end])
                {
                    out.push(Item::Move(mv));
                }
                rest = &rest[end..];
            }
        }
    }
    out
}

/// A token's move: `12.e4` and `e4` are `e4`; numbers, annotation glyphs
/// and results are none.
fn san(token: &str) -> Option<&str> {
    let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
        .then_some(token)
}

/// A comment's `[%clk h:mm:ss]`, and what it says besides its commands.
pub fn clock_and_note(comment: &str) -> (Option<&str>, String) {
    let mut clock = None;
    let mut note = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        note.push_str(&rest[..open]);
        let close = rest[open..].find(']').map_or(rest.len(), |c| open + c);
        let command = &rest[open + 2..close];
        if let Some(value) = command.strip_prefix("clk ") {
            clock = Some(value.trim());
        }
        rest = rest.get(close + 1..).unwrap_or("");
    }
    note.push_str(rest);
    (clock, note.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_comments_are_read_past_numbers_variations_and_results() {
        let text = "1. e4 {[%clk 0:00:19] [%emt 0:00:01]} 1... e5 $1 (1... c5 {no}) \
                    2.Nf3 ; a line comment\n{White's flag fell (Art.\n6.9)} 0-1\n";
        let got = items(text);
        assert_eq!(
            got,
            [
                Item::Move("e4"),
                Item::Comment("[%clk 0:00:19] [%emt 0:00:01]"),
                Item::Move("e5"),
                Item::Move("Nf3"),
                Item::Comment("White's flag fell (Art.\n6.9)"),
            ]
        );
        assert_eq!(
            clock_and_note("[%clk 0:00:19] [%emt 0:00:01]"),
            (Some("0:00:19"), String::new())
        );
        assert_eq!(
            clock_and_note("[%clk 1:00:00] touched the knight [%emt 0:00:03]"),
            (Some("1:00:00"), "touched the knight".to_owned())
        );
    }

    #[test]
    fn unclosed_comments_and_garbage_end_the_reading_without_a_panic() {
        assert_eq!(
            items("1. e4 { never closed"),
            [Item::Move("e4"), Item::Comment("never closed")]
        );
        assert!(items("((( ))) ;").is_empty());
        assert_eq!(clock_and_note("[%clk"), (None, String::new()));
    }
}
