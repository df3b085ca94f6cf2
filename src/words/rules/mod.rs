//! The rules' refusals and rulings in words: each value of `crate::rules`
//! said from the `rules.ftl` catalogues. English is also each error's
//! `Display`, for `?`, logs and the command line.

/// `Display` as the English words, for types that are also said.
macro_rules! english_display {
    ($($t:ty),*) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::words::Say::say(self, $crate::words::Language::English))
            }
        }
    )*};
}

mod claims;
mod fen;
mod moves;
mod verdict;

pub use verdict::{explanation_before, opponent_words, unfinished_period, verdict_line};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_endings;
