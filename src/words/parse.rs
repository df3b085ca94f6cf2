//! The names of languages and notations that could not be read, said where
//! they are read: clap's arguments and serde's settings carry them as
//! `Display`, in English as the rest of those tools' messages.

use std::fmt;

use super::t;
use crate::rules::Language;
use crate::rules::notation::{ParseLanguageError, ParseNotationError};

impl fmt::Display for ParseLanguageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-language", name = &self.0))
    }
}

impl std::error::Error for ParseLanguageError {}

impl fmt::Display for ParseNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-notation", name = &self.0))
    }
}

impl std::error::Error for ParseNotationError {}
