//! Words for rulings and refusals, in English and in French. A sentence is
//! written whole in each language (`say!`), never assembled word by word:
//! French agrees in gender and contracts its articles.

use shakmaty::{Color, Role};

use super::notation::Language;

/// The same sentence in each language, formatted like `format!`:
/// `say!(lang, "{name}'s flag fell", "le drapeau {of} est tombé")`.
macro_rules! say {
    ($lang:expr, $en:literal, $fr:literal $(,)?) => {
        match $lang {
            $crate::rules::Language::French => format!($fr),
            // Until every sentence is in the catalogues (crate::words).
            _ => format!($en),
        }
    };
}
pub(crate) use say;

/// The English name of a role.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// `White` or `Black`.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "a", "a and b", "a, b and c".
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    list_with(items, "and")
}

/// A side as the subject or object of a sentence: `White`, `les Blancs`.
pub fn side(color: Color, lang: Language) -> &'static str {
    match (lang, color) {
        (Language::English | Language::German | Language::Spanish, _) => color_name(color),
        (Language::French, Color::White) => "les Blancs",
        (Language::French, Color::Black) => "les Noirs",
    }
}

/// A side as an owner: `White's`, `des Blancs` (French puts it after the noun).
pub fn sides(color: Color, lang: Language) -> String {
    match (lang, color) {
        (Language::English | Language::German | Language::Spanish, _) => {
            format!("{}'s", color_name(color))
        }
        (Language::French, Color::White) => "des Blancs".to_owned(),
        (Language::French, Color::Black) => "des Noirs".to_owned(),
    }
}

/// A side as the one given something: `White`, `aux Blancs`.
pub fn to_side(color: Color, lang: Language) -> &'static str {
    match (lang, color) {
        (Language::English | Language::German | Language::Spanish, _) => color_name(color),
        (Language::French, Color::White) => "aux Blancs",
        (Language::French, Color::Black) => "aux Noirs",
    }
}

/// A penalty or a gift of time: "2 min added to Black", "1 min ajoutée aux Noirs".
pub fn minutes_added(minutes: u64, color: Color, lang: Language) -> String {
    let to = to_side(color, lang);
    match (lang, minutes) {
        (Language::English | Language::German | Language::Spanish, _) => {
            format!("{minutes} min added to {to}")
        }
        (Language::French, 1) => format!("1 min ajoutée {to}"),
        (Language::French, _) => format!("{minutes} min ajoutées {to}"),
    }
}

/// A role's name in `lang`: `knight`, `cavalier`.
pub fn role(role: Role, lang: Language) -> &'static str {
    match lang {
        Language::English | Language::German | Language::Spanish => role_name(role),
        Language::French => match role {
            Role::Pawn => "pion",
            Role::Knight => "cavalier",
            Role::Bishop => "fou",
            Role::Rook => "tour",
            Role::Queen => "dame",
            Role::King => "roi",
        },
    }
}

/// Whether the French name of a role is feminine (`la tour`, `la dame`).
pub fn feminine(role: Role) -> bool {
    matches!(role, Role::Rook | Role::Queen)
}

/// `the knight`, `le cavalier`, `la tour`.
pub fn the_role(r: Role, lang: Language) -> String {
    match lang {
        Language::English | Language::German | Language::Spanish => format!("the {}", role_name(r)),
        Language::French if feminine(r) => format!("la {}", role(r, lang)),
        Language::French => format!("le {}", role(r, lang)),
    }
}

/// `a knight`, `un cavalier`, `une tour`.
pub fn a_role(r: Role, lang: Language) -> String {
    match lang {
        Language::English | Language::German | Language::Spanish => format!("a {}", role_name(r)),
        Language::French if feminine(r) => format!("une {}", role(r, lang)),
        Language::French => format!("un {}", role(r, lang)),
    }
}

/// "a", "a et b", "a, b et c" in French; as [`and_list`] in English.
pub fn and_list_in<S: AsRef<str>>(items: &[S], lang: Language) -> String {
    match lang {
        Language::English | Language::German | Language::Spanish => and_list(items),
        Language::French => list_with(items, "et"),
    }
}

fn list_with<S: AsRef<str>>(items: &[S], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} {and} {}", rest.join(", "), last.as_ref())
        }
    }
}

/// The first letter in capitals, for a sentence that starts with a name.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english_and_french() {
        assert_eq!(and_list::<&str>(&[]), "");
        assert_eq!(and_list(&["a"]), "a");
        assert_eq!(and_list(&["a", "b"]), "a and b");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        assert_eq!(and_list_in(&["a", "b", "c"], Language::French), "a, b et c");
    }

    #[test]
    fn french_articles_agree_with_the_piece() {
        assert_eq!(the_role(Role::Rook, Language::French), "la tour");
        assert_eq!(a_role(Role::Knight, Language::French), "un cavalier");
        assert_eq!(a_role(Role::Queen, Language::French), "une dame");
        assert_eq!(sides(Color::Black, Language::French), "des Noirs");
        assert_eq!(capitalized("les Blancs"), "Les Blancs");
        assert_eq!(
            minutes_added(1, Color::Black, Language::French),
            "1 min ajoutée aux Noirs"
        );
        assert_eq!(
            minutes_added(2, Color::White, Language::English),
            "2 min added to White"
        );
        let name = "White";
        assert_eq!(
            say!(Language::English, "{name} wins", "{name} gagne"),
            "White wins"
        );
    }
}
