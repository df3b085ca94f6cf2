//! Everything pendule says, in the language of the device. The core hands
//! over data (rulings, refusals, notes as enums with their sides, pieces,
//! squares and numbers); this edge words them from one Project Fluent
//! catalogue a language (`src/words/<code>/*.ftl`). A fifth language is a
//! folder of catalogues here, a `Language` (`language.rs`) and a row of
//! piece letters in `rules::notation`.
//!
//! Messages take their arguments by name: `t!(lang, "error-game-over")`,
//! `t!(lang, "error-missing-moves", count = lag)`. A side is passed as `side` (or
//! `other`) and each catalogue words it with the case it needs through the
//! shared messages of `common.ftl` (`{ side-of }`, "des Blancs").

mod args;
mod catalogue;
mod clock;
mod game;
mod incident;
mod language;
mod notes;
mod parse;
pub mod rules;

pub use args::{Arg, arg};
pub use catalogue::{AREAS, catalogue_text};
#[doc(hidden)]
pub use fluent_bundle::FluentArgs;

pub use language::{Language, ParseLanguageError};

/// A message of the catalogue of `lang` with its arguments; English where
/// the language lacks it (tests/catalogues.rs keeps that from happening).
pub fn message(lang: Language, id: &str, args: &FluentArgs) -> String {
    catalogue::format(lang, id, args)
        .or_else(|| catalogue::format(Language::English, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// A message in `lang`: `t!(lang, "id", name = value, ...)`.
macro_rules! t {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::words::FluentArgs::new();
        $( args.set(stringify!($name), $crate::words::arg($value)); )*
        $crate::words::message($lang, $id, &args)
    }};
}
pub(crate) use t;

/// What can be said: a core value worded in a language.
pub trait Say {
    /// The words in `lang`.
    fn say(&self, lang: Language) -> String;
}

/// "a", "a and b", "a, b and c" in `lang`.
pub fn and_list<S: AsRef<str>>(lang: Language, items: &[S]) -> String {
    list(items, &t!(lang, "list-and"))
}

fn list<S: AsRef<str>>(items: &[S], last: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == items.len() { " " } else { ", " });
            if i + 1 == items.len() {
                out.push_str(last);
                out.push(' ');
            }
        }
        out.push_str(item.as_ref());
    }
    out
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Role};

    use super::*;

    #[test]
    fn a_side_is_worded_as_each_sentence_needs_it() {
        assert_eq!(
            t!(Language::French, "side-of", side = Color::White),
            "des Blancs"
        );
        assert_eq!(
            t!(Language::Spanish, "side-to", side = Color::Black),
            "a las negras"
        );
        assert_eq!(
            t!(Language::English, "side-of", side = Color::Black),
            "Black's"
        );
        assert_eq!(
            t!(Language::German, "the-role", role = Role::Queen),
            "die Dame"
        );
        assert_eq!(
            t!(Language::French, "a-role", role = Role::Rook),
            "une tour"
        );
    }

    #[test]
    fn lists_join_with_the_language_s_and() {
        assert_eq!(and_list(Language::French, &["a", "b", "c"]), "a, b et c");
        assert_eq!(and_list(Language::German, &["a", "b"]), "a und b");
        assert_eq!(and_list(Language::Spanish, &["a"]), "a");
    }
}
