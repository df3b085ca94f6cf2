//! The tags of a PGN as pendule writes it: `[Name "value"]` lines first,
//! with `\"` and `\\` escaped.

use super::names::GameTags;

/// The value of each tag line at the head of `pgn`, in order.
pub fn read_tags(pgn: &str) -> Vec<(String, String)> {
    pgn.lines()
        .map(str::trim)
        .take_while(|line| line.starts_with('['))
        .filter_map(|line| tag_pair(line).map(|(name, value)| (name.to_owned(), value)))
        .collect()
}

/// The name and value of one tag line `[Name "value"]`, its escapes
/// undone; `None` when the line is no tag pair.
pub fn tag_pair(line: &str) -> Option<(&str, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, quoted) = inner.split_once(' ')?;
    let quoted = quoted.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        value.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Some((name, value))
}

/// What an exported file is named after.
pub fn game_tags(pgn: &str) -> GameTags {
    let tags = read_tags(pgn);
    let get = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    GameTags {
        date: get("Date"),
        event: get("Event"),
        round: get("Round"),
        board: get("Board"),
        white: get("White"),
        black: get("Black"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_read_with_their_escapes() {
        let pgn =
            "[Event \"Open \\\"A\\\"\"]\n[White \"Dupont, Éloïse\"]\n[Board \"4\"]\n\n1. e4 *\n";
        let tags = game_tags(pgn);
        assert_eq!(tags.event, "Open \"A\"");
        assert_eq!(tags.white, "Dupont, Éloïse");
        assert_eq!(tags.board, "4");
        assert_eq!(tags.black, "");
        assert!(read_tags("1. e4 [not a tag]").is_empty());
    }
}
