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
mod pgn;
#[cfg(test)]
mod tests;
pub mod text;
pub mod trf;

use shakmaty::ByColor;

pub use error::PairingError;
pub use gathering::{Found, FoundDetails, Gathering, MAX_FIDE_DIGITS};

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

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's FIDE id ("" when not given).
    pub white_fide_id: String,
    /// Black's FIDE id.
    pub black_fide_id: String,
    /// Each side's rating, title, team and TRF starting rank, when the
    /// file gives them.
    pub details: ByColor<Details>,
}

/// What a file may say of a player besides the name and FIDE id.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Details {
    /// The rating (PGN `WhiteElo`), when rated.
    pub elo: Option<u16>,
    /// The title (`GM`, `WIM`...; "" when none).
    pub title: String,
    /// The team ("" when none).
    pub team: String,
    /// The starting rank in a TRF (0 in other files).
    pub rank: u32,
}

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

/// The games of one or more rounds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairings {
    games: Vec<Pairing>,
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

    /// The game on `board` in `round`; when the file holds one round only,
    /// that round's game on `board` (the organiser exports the round to
    /// play, whatever number the device has counted to).
    pub fn find(&self, round: u32, board: u32) -> Option<&Pairing> {
        let on_board = |g: &&Pairing| g.board == board;
        let exact = self
            .games
            .iter()
            .filter(on_board)
            .find(|g| g.round == round);
        let one_round = self.games.iter().all(|g| g.round == self.games[0].round);
        exact.or_else(|| {
            one_round
                .then(|| self.games.iter().find(|g| g.board == board))
                .flatten()
        })
    }

    /// Every game, in the file's order.
    pub fn games(&self) -> &[Pairing] {
        &self.games
    }

    /// The rounds the file holds, in order, each once.
    pub fn rounds(&self) -> Vec<u32> {
        let mut rounds: Vec<u32> = self.games.iter().map(|g| g.round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        rounds
    }
}
