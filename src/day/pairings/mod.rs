//! A round's pairings, as the organiser's pairing program exports them to a
//! stick. The file's bytes are first made text ([`text`]: UTF-8, UTF-16 as
//! Excel's "Unicode text" writes it, Latin-1 or Windows-1252), then read by
//! the reader of its format: CSV ([`csv`]) today. Each reader hands every
//! game to [`Gathering`], which checks what holds for all formats (numbers
//! from 1, FIDE ids, names that are text of bounded length, each board of
//! a round once) in linear time. A new format is a module with a
//! `parse(text) -> Result<Pairings, PairingError>` and a line in
//! [`Pairings::read`].

mod csv;
pub mod text;

use std::collections::HashSet;

use crate::pgn::{MAX_TAG_CHARS, tag_text};

/// The most digits of a FIDE id (today's have up to 9).
pub const MAX_FIDE_DIGITS: usize = 10;

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
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
}

/// Why a pairings file cannot be used. Lines count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// A line is not CSV (an unclosed quote, bytes that are not UTF-8).
    #[error("line {line}: not a CSV line ({why})")]
    Unreadable {
        /// The line.
        line: u64,
        /// The CSV reader's words.
        why: String,
    },
    /// A line has fewer than the four columns.
    #[error("line {line}: {found} columns, 4 needed (round, board, White, Black)")]
    TooFewColumns {
        /// The line.
        line: u64,
        /// How many it has.
        found: usize,
    },
    /// A round or board that is no positive number.
    #[error("line {line}: {what} \"{text}\" is not a number from 1")]
    NotANumber {
        /// The line.
        line: u64,
        /// "round" or "board".
        what: &'static str,
        /// What was written.
        text: String,
    },
    /// A FIDE id that is not all digits, or too long for one.
    #[error("line {line}: FIDE id \"{text}\" is not a number of at most 10 digits")]
    BadFideId {
        /// The line.
        line: u64,
        /// What was written.
        text: String,
    },
    /// Two lines for one board of one round.
    #[error("line {line}: round {round} board {board} is paired twice")]
    Twice {
        /// The second line.
        line: u64,
        /// The round.
        round: u32,
        /// The board.
        board: u32,
    },
    /// A name longer than any player's.
    #[error("line {line}: a name of {chars} characters (at most 200)")]
    NameTooLong {
        /// The line.
        line: u64,
        /// How long it is.
        chars: usize,
    },
    /// The file holds no game.
    #[error("the file holds no pairing")]
    Empty,
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

    /// Reads the text of a pairings file (CSV).
    ///
    /// # Errors
    /// [`PairingError`] names the first bad line; nothing is half read.
    pub fn parse(text: &str) -> Result<Pairings, PairingError> {
        csv::parse(text)
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

/// One game as a reader found it, before it is checked.
#[derive(Debug, Clone, Default)]
pub struct Found<'a> {
    /// Its line in the file, from 1.
    pub line: u64,
    /// The round as written.
    pub round: &'a str,
    /// The board as written.
    pub board: &'a str,
    /// White's name as written.
    pub white: &'a str,
    /// Black's name as written.
    pub black: &'a str,
    /// White's FIDE id as written ("" when none).
    pub white_fide_id: &'a str,
    /// Black's FIDE id.
    pub black_fide_id: &'a str,
}

/// The games of a file as a reader hands them in, each checked at once:
/// linear in the file, whatever its format.
#[derive(Debug, Default)]
pub struct Gathering {
    games: Vec<Pairing>,
    seen: HashSet<(u32, u32)>,
}

impl Gathering {
    /// Checks one game and keeps it.
    ///
    /// # Errors
    /// [`PairingError`] for the game's line.
    pub fn add(&mut self, found: &Found<'_>) -> Result<(), PairingError> {
        let line = found.line;
        let number = |what: &'static str, text: &str| {
            text.parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| PairingError::NotANumber {
                    line,
                    what,
                    text: tag_text(text),
                })
        };
        let fide = |text: &str| {
            if text.len() <= MAX_FIDE_DIGITS && text.chars().all(|c| c.is_ascii_digit()) {
                Ok(text.to_owned())
            } else {
                Err(PairingError::BadFideId {
                    line,
                    text: tag_text(text),
                })
            }
        };
        // Names are text, not PGN: a line break in a cell is a space, a
        // control character nothing; a name past the bound is no name.
        let name = |text: &str| {
            let chars = text.chars().count();
            if chars > MAX_TAG_CHARS {
                Err(PairingError::NameTooLong { line, chars })
            } else {
                Ok(tag_text(text))
            }
        };
        let pairing = Pairing {
            round: number("round", found.round)?,
            board: number("board", found.board)?,
            white: name(found.white)?,
            black: name(found.black)?,
            white_fide_id: fide(found.white_fide_id)?,
            black_fide_id: fide(found.black_fide_id)?,
        };
        if !self.seen.insert((pairing.round, pairing.board)) {
            return Err(PairingError::Twice {
                line,
                round: pairing.round,
                board: pairing.board,
            });
        }
        self.games.push(pairing);
        Ok(())
    }

    /// The pairings gathered.
    ///
    /// # Errors
    /// [`PairingError::Empty`] when no game was found.
    pub fn done(self) -> Result<Pairings, PairingError> {
        if self.games.is_empty() {
            return Err(PairingError::Empty);
        }
        Ok(Pairings { games: self.games })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_round_with_a_header_quotes_and_fide_ids() {
        let text = "\u{feff}round,board,white,black,white_fide_id,black_fide_id\n\
                    3,1,\"Dupont, Éloïse\",\"Schmidt, Jonas\",651234,4600123\n\
                    3,2,Lefèvre,Müller\n\n";
        let pairings = Pairings::parse(text).unwrap();
        let first = pairings.find(3, 1).unwrap();
        assert_eq!(first.white, "Dupont, Éloïse");
        assert_eq!(first.black_fide_id, "4600123");
        let second = pairings.find(3, 2).unwrap();
        assert_eq!(
            (second.black.as_str(), second.white_fide_id.as_str()),
            ("Müller", "")
        );
        assert_eq!(pairings.find(3, 3), None);
        // One round in the file: it is the round to play.
        assert_eq!(pairings.find(4, 2), Some(second));
        assert_eq!(pairings.rounds(), [3]);
    }

    #[test]
    fn semicolons_and_several_rounds() {
        let text = "1;5;A;B\n2;5;C;D\n";
        let pairings = Pairings::parse(text).unwrap();
        assert_eq!(pairings.find(2, 5).unwrap().white, "C");
        assert_eq!(pairings.find(3, 5), None, "several rounds: no guess");
        assert_eq!(pairings.rounds(), [1, 2]);
    }

    #[test]
    fn bad_files_say_which_line() {
        let cases = [
            ("1,1,A\n", PairingError::TooFewColumns { line: 1, found: 3 }),
            (
                "round,board,w,b\n1,x,A,B\n",
                PairingError::NotANumber {
                    line: 2,
                    what: "board",
                    text: "x".into(),
                },
            ),
            (
                "1,1,A,B,12a\n",
                PairingError::BadFideId {
                    line: 1,
                    text: "12a".into(),
                },
            ),
            (
                "1,1,A,B\n1,1,C,D\n",
                PairingError::Twice {
                    line: 2,
                    round: 1,
                    board: 1,
                },
            ),
            ("round,board,white,black\n", PairingError::Empty),
            ("", PairingError::Empty),
        ];
        for (text, expected) in cases {
            assert_eq!(Pairings::parse(text), Err(expected), "{text:?}");
        }
        assert!(matches!(
            Pairings::parse("1,1,\"A,B\n"),
            Err(PairingError::Unreadable { .. }) | Err(PairingError::TooFewColumns { .. })
        ));
    }

    #[test]
    fn line_numbers_are_right_in_windows_files() {
        let text = "round,board,white,black\r\n1,1,A,B\r\n1,x,C,D\r\n";
        assert_eq!(
            Pairings::parse(text),
            Err(PairingError::NotANumber {
                line: 3,
                what: "board",
                text: "x".into()
            })
        );
        let text = "1,1,A,B\r\n1,2,C,D\r\n1,1,E,F\r\n";
        assert!(matches!(
            Pairings::parse(text),
            Err(PairingError::Twice { line: 3, .. })
        ));
    }

    #[test]
    fn names_are_text_of_bounded_length() {
        let text = "1,1,\"Evil\n[Result \"\"1-0\"\"]\",\"Nul\0l \u{202e}x\"\n";
        let pairings = Pairings::parse(text).unwrap();
        let game = pairings.find(1, 1).unwrap();
        assert_eq!(game.white, "Evil [Result \"1-0\"]");
        assert_eq!(game.black, "Null x");
        let long = format!("1,1,{},B\n", "N".repeat(1 << 20));
        assert_eq!(
            Pairings::parse(&long),
            Err(PairingError::NameTooLong {
                line: 1,
                chars: 1 << 20
            })
        );
        let fide = format!("1,1,A,B,{}\n", "1".repeat(500));
        assert!(matches!(
            Pairings::parse(&fide),
            Err(PairingError::BadFideId { line: 1, .. })
        ));
    }

    #[test]
    fn a_large_file_is_read_in_one_pass() {
        // 1 MiB of short lines, every board once: the duplicate check was
        // quadratic (16 s on the UI thread for such a file).
        let mut text = String::new();
        let mut board = 0;
        while text.len() < 1 << 20 {
            board += 1;
            text.push_str(&format!("1,{board},W,B\n"));
        }
        let pairings = Pairings::parse(&text).unwrap();
        assert_eq!(pairings.find(1, board).unwrap().board, board);
    }

    #[test]
    fn excel_unicode_text_is_read() {
        let text = "round\tboard\twhite\tblack\r\n2\t7\tDvořák, Jan\tŠtěpán\r\n";
        let bytes: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        let pairings = Pairings::read(&bytes).unwrap();
        let game = pairings.find(2, 7).unwrap();
        assert_eq!(
            (game.white.as_str(), game.black.as_str()),
            ("Dvořák, Jan", "Štěpán")
        );
    }
}
