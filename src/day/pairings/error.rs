//! Why a pairings file cannot be used, whatever its format: each error
//! names the line of the file (from 1) and gives back what was written.

use crate::words::Language;
use crate::words::t;

/// Why a pairings file cannot be used. Lines count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// A line is not CSV (an unclosed quote).
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
    /// A rating that is no number of at most four digits.
    #[error("line {line}: rating \"{text}\" is not a number of at most 4 digits")]
    BadRating {
        /// The line.
        line: u64,
        /// What was written.
        text: String,
    },
    /// A line of a PGN's tag section that is no tag pair.
    #[error("line {line}: not a PGN tag pair")]
    NotATag {
        /// The line.
        line: u64,
    },
    /// A game of a PGN without one of the tags a pairing needs.
    #[error("line {line}: the game has no {tag} tag")]
    MissingTag {
        /// The line of the game's first tag.
        line: u64,
        /// "Event", "Round", "White", "Black" or "Board".
        tag: &'static str,
    },
    /// A field of a TRF player line that does not hold what its columns
    /// should.
    #[error("line {line}: {what} in columns {columns} is \"{text}\"")]
    TrfField {
        /// The line.
        line: u64,
        /// "starting rank", "opponent", "colour" or "result".
        what: &'static str,
        /// The columns, as TRF numbers them ("92-95").
        columns: String,
        /// What was written.
        text: String,
    },
    /// A TRF player paired in a round with someone whose own line says
    /// otherwise (or who has no line).
    #[error(
        "line {line}: player {rank} meets {opponent} in round {round}, whose line does not say so"
    )]
    TrfDisagree {
        /// The line of the player.
        line: u64,
        /// The round.
        round: u32,
        /// The player's starting rank.
        rank: u32,
        /// The opponent's.
        opponent: u32,
    },
    /// A TRF whose rounds are all played: no pairing to play.
    #[error("the TRF holds no round paired and not yet played")]
    NoRoundToPlay,
    /// The file holds no game.
    #[error("the file holds no pairing")]
    Empty,
}

impl PairingError {
    /// The error in words, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            PairingError::Unreadable { line, why } => {
                t!(lang, "pairings-not-csv", line = *line, why = why)
            }
            PairingError::TooFewColumns { line, found } => t!(
                lang,
                "pairings-too-few-columns",
                line = *line,
                found = *found
            ),
            PairingError::NotANumber { line, what, text } => t!(
                lang,
                "pairings-not-a-number",
                line = *line,
                what = *what,
                text = text
            ),
            PairingError::BadFideId { line, text } => {
                t!(lang, "pairings-bad-fide-id", line = *line, text = text)
            }
            PairingError::Twice { line, round, board } => t!(
                lang,
                "pairings-twice",
                line = *line,
                round = *round,
                board = *board
            ),
            PairingError::NameTooLong { line, chars } => {
                t!(lang, "pairings-name-too-long", line = *line, chars = *chars)
            }
            PairingError::BadRating { line, text } => {
                t!(lang, "pairings-bad-rating", line = *line, text = text)
            }
            PairingError::NotATag { line } => t!(lang, "pairings-not-a-tag", line = *line),
            PairingError::MissingTag { line, tag } => {
                t!(lang, "pairings-missing-tag", line = *line, tag = *tag)
            }
            PairingError::TrfField {
                line,
                what,
                columns,
                text,
            } => t!(
                lang,
                "pairings-trf-field",
                line = *line,
                what = *what,
                columns = columns,
                text = text
            ),
            PairingError::TrfDisagree {
                line,
                round,
                rank,
                opponent,
            } => t!(
                lang,
                "pairings-trf-disagree",
                line = *line,
                round = *round,
                rank = *rank,
                opponent = *opponent
            ),
            PairingError::NoRoundToPlay => t!(lang, "pairings-trf-no-round"),
            PairingError::Empty => t!(lang, "pairings-empty"),
        }
    }

    /// The line it names, if it names one.
    pub fn line(&self) -> Option<u64> {
        match self {
            PairingError::Unreadable { line, .. }
            | PairingError::TooFewColumns { line, .. }
            | PairingError::NotANumber { line, .. }
            | PairingError::BadFideId { line, .. }
            | PairingError::Twice { line, .. }
            | PairingError::NameTooLong { line, .. }
            | PairingError::BadRating { line, .. }
            | PairingError::NotATag { line }
            | PairingError::MissingTag { line, .. }
            | PairingError::TrfField { line, .. }
            | PairingError::TrfDisagree { line, .. } => Some(*line),
            PairingError::NoRoundToPlay | PairingError::Empty => None,
        }
    }
}
