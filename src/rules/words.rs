//! Words in English and in French for what `game/` and `app/` still say
//! themselves, until they reach the catalogues of `crate::words` (the rules
//! no longer use them). A sentence is written whole in each language
//! (`say!`), never assembled word by word: French agrees in gender and
//! contracts its articles.

use shakmaty::Color;

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

/// `White` or `Black`.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
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
    fn sides_read_as_english_and_french() {
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
