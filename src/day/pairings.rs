//! A round's pairings, as the organiser's pairing program exports them to a
//! stick: a CSV file, one game a line, `round,board,white,black` and
//! optionally `white_fide_id,black_fide_id`. A first line naming the
//! columns is skipped; `;` separates as well as `,` (spreadsheets in French
//! or German write `;`), and a name with a comma is quoted
//! (`"Dupont, Éloïse"`), as any spreadsheet writes it.

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
    /// A FIDE id that is not all digits.
    #[error("line {line}: FIDE id \"{text}\" is not a number")]
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
    /// Reads a pairings file.
    ///
    /// # Errors
    /// [`PairingError`] names the first bad line; nothing is half read.
    pub fn parse(text: &str) -> Result<Pairings, PairingError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let first = text.lines().next().unwrap_or("");
        let delimiter = if first.contains(';') { b';' } else { b',' };
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .delimiter(delimiter)
            .flexible(true)
            .trim(csv::Trim::All)
            .from_reader(text.as_bytes());
        let mut games: Vec<Pairing> = Vec::new();
        let mut first_line = true;
        for record in reader.records() {
            let record = record.map_err(|e| PairingError::Unreadable {
                line: e.position().map_or(0, |p| p.line()),
                why: e.to_string(),
            })?;
            let line = record.position().map_or(0, |p| p.line());
            let field = |i: usize| record.get(i).unwrap_or("").to_owned();
            if record.iter().all(str::is_empty) {
                continue;
            }
            // A header names the columns: a first line whose first field
            // is no number at all.
            let header = std::mem::replace(&mut first_line, false);
            if header && !field(0).chars().any(|c| c.is_ascii_digit()) {
                continue;
            }
            if record.len() < 4 {
                return Err(PairingError::TooFewColumns {
                    line,
                    found: record.len(),
                });
            }
            let number = |what: &'static str, text: String| {
                text.parse::<u32>()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or(PairingError::NotANumber { line, what, text })
            };
            let fide = |text: String| {
                if text.chars().all(|c| c.is_ascii_digit()) {
                    Ok(text)
                } else {
                    Err(PairingError::BadFideId { line, text })
                }
            };
            let pairing = Pairing {
                round: number("round", field(0))?,
                board: number("board", field(1))?,
                white: field(2),
                black: field(3),
                white_fide_id: fide(field(4))?,
                black_fide_id: fide(field(5))?,
            };
            if games
                .iter()
                .any(|g| (g.round, g.board) == (pairing.round, pairing.board))
            {
                return Err(PairingError::Twice {
                    line,
                    round: pairing.round,
                    board: pairing.board,
                });
            }
            games.push(pairing);
        }
        if games.is_empty() {
            return Err(PairingError::Empty);
        }
        Ok(Pairings { games })
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

    /// The rounds the file holds, in order, each once.
    pub fn rounds(&self) -> Vec<u32> {
        let mut rounds: Vec<u32> = self.games.iter().map(|g| g.round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        rounds
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
}
