//! A side's material in words, for rulings.

use shakmaty::{Board, Color, Role};

use super::notation::Language;
use super::words::{a_role, and_list, and_list_in, role, role_name};

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

/// [`material_words`] (English, as a verdict keeps them) said in `lang`.
/// Words that are not of that form come back unchanged.
pub fn material_in(words: &str, lang: Language) -> String {
    if lang == Language::English {
        return words.to_owned();
    }
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    let part = |text: &str| -> Option<String> {
        if let Some(name) = text.strip_prefix("a ") {
            let r = roles.into_iter().find(|r| role_name(*r) == name)?;
            return Some(a_role(r, lang));
        }
        let (count, name) = text.split_once(' ')?;
        let count: u32 = count.parse().ok()?;
        let r = roles
            .into_iter()
            .find(|r| name.strip_suffix('s') == Some(role_name(*r)))?;
        Some(format!("{count} {}s", role(r, lang)))
    };
    let parsed: Option<Vec<String>> = words.strip_prefix("only ").and_then(|list| {
        let (rest, last) = list.rsplit_once(" and ").unwrap_or(("", list));
        rest.split(", ")
            .filter(|p| !p.is_empty())
            .chain([last])
            .map(part)
            .collect()
    });
    match parsed {
        Some(parts) => format!("seulement {}", and_list_in(&parts, lang)),
        None => words.to_owned(),
    }
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

    #[test]
    fn material_is_said_in_french() {
        let pos = parse_fen("k7/p7/8/8/8/8/8/1NKB4 b - - 0 1").unwrap();
        let words = material_words(pos.board(), Color::White);
        assert_eq!(
            material_in(&words, Language::French),
            "seulement un roi, un fou et un cavalier"
        );
        let pos = parse_fen("k7/8/8/8/8/8/8/1BKB4 b - - 0 1").unwrap();
        let words = material_words(pos.board(), Color::White);
        assert_eq!(
            material_in(&words, Language::French),
            "seulement un roi et 2 fous"
        );
        assert_eq!(
            material_in("only a king", Language::French),
            "seulement un roi"
        );
        assert_eq!(
            material_in("something else", Language::French),
            "something else"
        );
    }
}
