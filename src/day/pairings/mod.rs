//! A round's pairings, as the organiser's pairing program exports them to a
//! stick. The file's bytes are first made text ([`text`]: UTF-8, UTF-16 as
//! Excel's "Unicode text" writes it, Latin-1 or Windows-1252), then read by
//! the reader of its format, told by its first line: a round PGN ([`pgn`]:
//! one game a board with its tags and no moves, as Swiss-Manager or Vega
//! write it), a FIDE TRF ([`trf`]: the round paired and not yet played), or
//! CSV ([`csv`]). Each reader hands every game to [`Gathering`], which
//! checks what holds for all formats. A new format is a module with a
//! `parse(text) -> Result<Pairings, PairingError>` and a line in
//! [`Pairings::parse`].

mod csv;
mod error;
mod gathering;
mod pairing;
mod pgn;
#[cfg(test)]
mod tests;
pub mod text;
pub mod trf;

pub use error::PairingError;
pub use gathering::{Found, FoundDetails, Gathering, MAX_FIDE_DIGITS};
pub use pairing::{Details, Pairing, Pairings};

/// Where on a stick a pairings file is looked for, in order: its top
/// first, then the `pendule/` folder the games go to.
pub const FILE_NAMES: [&str; 6] = [
    "pairings.csv",
    "pairings.pgn",
    "pairings.trf",
    "pendule/pairings.csv",
    "pendule/pairings.pgn",
    "pendule/pairings.trf",
];

/// The formats a pairings file may have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One line a game.
    Csv,
    /// A round PGN: a tag section a game.
    Pgn,
    /// FIDE's Tournament Report File (TRF16 or TRF26).
    Trf,
}

impl Format {
    /// The format of a file's text, told by its first line that is not
    /// blank: a tag (`[`) is PGN; three digits then a space, or TRF's
    /// comment mark `###`, is TRF (`012 Open`, `001    1 m ...`); else CSV.
    pub fn of(text: &str) -> Format {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let first = text
            .split(['\n', '\r'])
            .map(str::trim_start)
            .find(|l| !l.is_empty())
            .unwrap_or("");
        let bytes = first.as_bytes();
        if first.starts_with('[') {
            Format::Pgn
        } else if first.starts_with("###")
            || (bytes.len() >= 4 && bytes[..3].iter().all(u8::is_ascii_digit) && bytes[3] == b' ')
        {
            Format::Trf
        } else {
            Format::Csv
        }
    }
}

/// Hands the games of `text` to `gathering`, by the reader of its format.
fn gather(text: &str, gathering: &mut Gathering) -> Result<(), PairingError> {
    match Format::of(text) {
        Format::Csv => csv::read(text, gathering),
        Format::Pgn => pgn::read(text, gathering),
        Format::Trf => trf::read(text, gathering),
    }
}

impl Pairings {
    /// Reads a pairings file as it came from the stick: its bytes made
    /// text, then read by the reader of its format.
    ///
    /// # Errors
    /// [`PairingError`] names the first bad line; nothing is half read.
    pub fn read(bytes: &[u8]) -> Result<Pairings, PairingError> {
        Pairings::parse(&text::decode(bytes))
    }

    /// Reads the text of a pairings file, in the format its first line
    /// tells ([`Format::of`]).
    ///
    /// # Errors
    /// [`PairingError`] names the first bad line; nothing is half read.
    pub fn parse(text: &str) -> Result<Pairings, PairingError> {
        let mut gathering = Gathering::default();
        gather(text, &mut gathering)?;
        gathering.done()
    }

    /// Every good game of a file and every problem in it, in the file's
    /// order (the organiser's check of a stick before the round).
    pub fn survey(bytes: &[u8]) -> (Vec<Pairing>, Vec<PairingError>) {
        let mut gathering = Gathering::surveying();
        let outcome = gather(&text::decode(bytes), &mut gathering);
        let (games, mut problems) = gathering.survey();
        problems.extend(outcome.err());
        if games.is_empty() && problems.is_empty() {
            problems.push(PairingError::Empty);
        }
        (games, problems)
    }
}
