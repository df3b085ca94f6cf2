//! What the console shows of a game at a glance, read from the PGN a
//! device sends: the names, the moves made, the last one, the result and
//! why it ended. Pure; a game it cannot read is shown with what it could.

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
    let mut tags = text.lines().take_while(|l| l.starts_with('['));
    let mut glance = Glance::default();
    for line in tags.by_ref() {
        let Some((name, value)) = tag(line) else {
            continue;
        };
        match name {
            "White" => glance.white = value.to_owned(),
            "Black" => glance.black = value.to_owned(),
            "Termination" => glance.termination = value.to_owned(),
            _ => {}
        }
    }
    let movetext = text.lines().skip_while(|l| l.starts_with('['));
    for token in moves(movetext) {
        glance.plies += 1;
        token.clone_into(&mut glance.last_move);
    }
    glance
}

/// `[Name "value"]` as its name and value (escapes left as written).
fn tag(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, value) = inner.split_once(' ')?;
    Some((name, value.strip_prefix('"')?.strip_suffix('"')?))
}

/// The moves of movetext: what is left without comments, variations,
/// move numbers, annotations and the result.
fn moves<'a>(lines: impl Iterator<Item = &'a str>) -> impl Iterator<Item = &'a str> {
    let mut depth = 0u32; // variations
    let mut in_comment = false;
    lines
        .flat_map(|line| line.split_inclusive(['{', '}', ' ', '(', ')']))
        .filter_map(move |piece| {
            let token = piece.trim_end_matches(['{', '}', ' ', '(', ')']);
            let opens = piece.ends_with('{');
            let closes = piece.ends_with('}');
            let word = if in_comment || depth > 0 {
                None
            } else {
                mv(token)
            };
            if in_comment {
                in_comment = !closes;
            } else if opens {
                in_comment = true;
            } else if piece.ends_with('(') {
                depth += 1;
            } else if piece.ends_with(')') {
                depth = depth.saturating_sub(1);
            }
            word
        })
}

/// A token's move: `12.e4` and `e4` are `e4`; numbers, annotation glyphs
/// and results are none.
fn mv(token: &str) -> Option<&str> {
    let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    let starts_move = token
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic());
    (starts_move && !token.starts_with('$')).then_some(token)
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
