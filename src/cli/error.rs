//! What a command says when it fails: one line, exit code 2.

use std::path::{Path, PathBuf};

use super::input::InputError;

/// A failure the user must act on: one line, exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Input that cannot be used (a bad FEN, side or file).
    #[error("{0}")]
    BadInput(String),
    /// A file that cannot be read.
    #[error("cannot read {}: {source}", shown(path))]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A file that is refused: a line or the whole too long, or not text.
    #[error("{}: {}", shown(path), error.words(crate::words::Language::English))]
    Input {
        /// The file.
        path: PathBuf,
        /// Why.
        error: InputError,
    },
}

impl CliError {
    /// `error` reading `path`.
    pub(super) fn input(path: &Path, error: InputError) -> CliError {
        match error {
            InputError::Read(source) => CliError::Read {
                path: path.to_owned(),
                source,
            },
            error => CliError::Input {
                path: path.to_owned(),
                error,
            },
        }
    }
}

/// A path as an error names it; `-` is standard input.
fn shown(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_owned()
    } else {
        path.display().to_string()
    }
}

/// The most characters an error line shows.
const LONGEST_LINE: usize = 240;

/// `text` as one line of at most [`LONGEST_LINE`] characters: an error that
/// echoes a long input (a line of a batch, an argument) shows its start and
/// the end of the sentence, not all of it; control characters it echoes
/// are escaped, not sent to the terminal.
pub(crate) fn one_line(text: &str) -> String {
    let joined = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let mut line = String::with_capacity(joined.len());
    for c in joined.chars() {
        if c.is_control() {
            line.extend(c.escape_debug());
        } else {
            line.push(c);
        }
    }
    let count = line.chars().count();
    if count <= LONGEST_LINE {
        return line;
    }
    let tail = LONGEST_LINE / 4;
    let head: String = line.chars().take(LONGEST_LINE - tail - 1).collect();
    let end: String = line.chars().skip(count - tail).collect();
    format!("{head}…{end}")
}

/// `id` when it can be a device's or an event's id on the hall's broker
/// (a topic level), else the error naming the option `--{name}`.
///
/// # Errors
/// [`CliError::BadInput`] for any other text.
pub(crate) fn checked_id<'a>(name: &str, id: &'a str) -> Result<&'a str, CliError> {
    if crate::hall::topics::is_device_id(id) {
        return Ok(id);
    }
    Err(CliError::BadInput(format!(
        "--{name} '{}': an id is 1 to 64 letters, digits, '-', '_' or '.'",
        id.chars().take(80).collect::<String>()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_one_line_and_a_long_echo_is_cut_in_the_middle() {
        assert_eq!(one_line("bad FEN 'x'\n  [why]\n\n"), "bad FEN 'x' [why]");
        assert_eq!(one_line("'\0\u{1b}[2J'"), "'\\0\\u{1b}[2J'");
        let long = format!("bad FEN '{}': missing king", "x".repeat(100_000));
        let cut = one_line(&long);
        assert_eq!(cut.chars().count(), LONGEST_LINE);
        assert!(cut.starts_with("bad FEN 'xxx"), "{cut}");
        assert!(cut.ends_with("xxx': missing king"), "{cut}");
    }
}
