//! The names of languages and notations that could not be read, said where
//! they are read: clap's arguments and serde's settings carry them as
//! `Display`, in English as the rest of those tools' messages.

use std::fmt;

use super::language::{Language, ParseLanguageError};
use super::t;
use crate::rules::notation::{ParseLettersError, ParseNotationError};

impl fmt::Display for ParseLanguageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-language", name = &self.0))
    }
}

impl std::error::Error for ParseLanguageError {}

// A journal's letters are named as a language is: the same words.
impl fmt::Display for ParseLettersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-language", name = &self.0))
    }
}

impl std::error::Error for ParseLettersError {}

impl fmt::Display for ParseNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-notation", name = &self.0))
    }
}

impl std::error::Error for ParseNotationError {}
