//! The language pendule speaks: its catalogues, its code in settings and on
//! the command line, and the piece letters moves are typed in with it.

use std::fmt;
use std::str::FromStr;

use crate::game::Game;
use crate::rules::{Letters, Notation};

/// The language pendule speaks, chosen in the settings; the moves are typed
/// and written in its piece letters (one setting chooses both).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// Français.
    French,
    /// Deutsch.
    German,
    /// Español.
    Spanish,
}

impl Language {
    /// Every language, in the order the settings offer them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
    ];

    /// The language's code, as in settings and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
        }
    }

    /// The piece letters moves are typed in when pendule speaks this
    /// language (Appendix C: each player may use the letters of theirs).
    pub fn letters(self) -> Letters {
        match self {
            Language::English => Letters::English,
            Language::French => Letters::French,
            Language::German => Letters::German,
            Language::Spanish => Letters::Spanish,
        }
    }

    /// How moves are written in this language's sentences (`Nf3`, `Cf3`).
    pub fn notation(self) -> Notation {
        self.letters().notation()
    }

    /// The language a game speaks: the one its moves are typed in.
    pub fn of(game: &Game) -> Language {
        Language::from(game.letters())
    }
}

impl From<Letters> for Language {
    /// The language whose letters these are: the game knows only the
    /// letters its moves are typed in, and speaks the language they were
    /// chosen with.
    fn from(letters: Letters) -> Self {
        match letters {
            Letters::English => Language::English,
            Letters::French => Language::French,
            Letters::German => Language::German,
            Letters::Spanish => Language::Spanish,
        }
    }
}

/// An unknown language name (the name as given; the edges say it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLanguageError(pub String);

// Settings hold the language as its code (`"fr"`).
crate::serial::serde_as_text!(Language);

impl FromStr for Language {
    type Err = ParseLanguageError;

    /// A language by its code or its name (`fr`, `french`, `français`): the
    /// same names as its letters in a journal, so both read alike.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<Letters>()
            .map(Language::from)
            .map_err(|_| ParseLanguageError(s.to_owned()))
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names() {
        assert_eq!("fr".parse::<Language>(), Ok(Language::French));
        assert_eq!("de".parse::<Language>(), Ok(Language::German));
        assert_eq!("español".parse::<Language>(), Ok(Language::Spanish));
        assert!("it".parse::<Language>().is_err());
    }

    #[test]
    fn each_language_has_its_own_letters_and_back() {
        for lang in Language::ALL {
            assert_eq!(Language::from(lang.letters()), lang);
            assert_eq!(lang.letters().to_string(), lang.code());
        }
        assert_eq!(Language::French.letters().row(), "R D T F C");
    }
}
