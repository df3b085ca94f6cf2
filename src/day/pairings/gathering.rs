//! What every reader hands in, checked the same way whatever the format:
//! numbers from 1, FIDE ids, ratings, names that are text of bounded
//! length, each board of a round once, in linear time.

use std::collections::HashSet;

use shakmaty::ByColor;

use super::error::PairingError;
use super::pairing::{Details, Pairing, Pairings};
use crate::pgn::{MAX_TAG_CHARS, tag_text};

/// The most digits of a FIDE id (today's have up to 9).
pub const MAX_FIDE_DIGITS: usize = 10;

/// The most digits of a rating (FIDE's are four).
const MAX_RATING_DIGITS: usize = 4;

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
    /// Each side's rating, title and team as written ("" when none), and
    /// starting rank in a TRF (0 when none).
    pub details: ByColor<FoundDetails<'a>>,
    /// The event and the site, when the file names them ("" when not).
    pub event: &'a str,
    pub site: &'a str,
}

/// A side's rating, title, team and starting rank as a reader found them.
#[derive(Debug, Clone, Copy, Default)]
pub struct FoundDetails<'a> {
    /// The rating ("", "0", "-" or "?" when none).
    pub elo: &'a str,
    /// The title.
    pub title: &'a str,
    /// The team.
    pub team: &'a str,
    /// The starting rank in a TRF.
    pub rank: u32,
}

/// The games of a file as a reader hands them in, each checked at once:
/// linear in the file, whatever its format.
/// Strict (the device's: the first problem refuses the file) or surveying
/// (the organiser's check: every problem noted, every good game kept).
#[derive(Debug, Default)]
pub struct Gathering {
    games: Vec<Pairing>,
    seen: HashSet<(u32, u32)>,
    /// `Some` when surveying: the problems noted so far.
    problems: Option<Vec<PairingError>>,
}

impl Gathering {
    /// A gathering that notes every problem and goes on.
    pub fn surveying() -> Gathering {
        Gathering {
            problems: Some(Vec::new()),
            ..Gathering::default()
        }
    }

    /// A problem of the file: the error when strict; noted when surveying,
    /// and the reader goes on with the next game.
    ///
    /// # Errors
    /// `problem` itself, when strict.
    pub fn problem(&mut self, problem: PairingError) -> Result<(), PairingError> {
        match &mut self.problems {
            Some(problems) => {
                problems.push(problem);
                Ok(())
            }
            None => Err(problem),
        }
    }

    /// Checks one game and keeps it; a bad one is a [`Gathering::problem`].
    ///
    /// # Errors
    /// [`PairingError`] for the game's line, when strict.
    pub fn add(&mut self, found: &Found<'_>) -> Result<(), PairingError> {
        match self.check(found) {
            Ok(()) => Ok(()),
            Err(problem) => self.problem(problem),
        }
    }

    /// The games and the problems noted, when surveying.
    pub fn survey(self) -> (Vec<Pairing>, Vec<PairingError>) {
        (self.games, self.problems.unwrap_or_default())
    }

    fn check(&mut self, found: &Found<'_>) -> Result<(), PairingError> {
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
        let pairing = Pairing {
            round: number("round", found.round)?,
            board: number("board", found.board)?,
            white: name(line, found.white)?,
            black: name(line, found.black)?,
            white_fide_id: fide(found.white_fide_id)?,
            black_fide_id: fide(found.black_fide_id)?,
            details: ByColor {
                white: details(line, &found.details.white)?,
                black: details(line, &found.details.black)?,
            },
            event: heading(found.event),
            site: heading(found.site),
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

/// An event's or site's name as the setup takes it: text, PGN's unknown
/// ("?") none, one past the bound none (the setup's own stays).
fn heading(text: &str) -> String {
    let text = tag_text(text.trim());
    if text == "?" || text.chars().count() > MAX_TAG_CHARS {
        String::new()
    } else {
        text
    }
}

/// Names are text, not PGN: a line break in a cell is a space, a control
/// character nothing; a name past the bound is no name.
fn name(line: u64, text: &str) -> Result<String, PairingError> {
    let chars = text.chars().count();
    if chars > MAX_TAG_CHARS {
        Err(PairingError::NameTooLong { line, chars })
    } else {
        Ok(tag_text(text))
    }
}

/// A side's details checked: a rating of digits (none when empty, `0`,
/// `-` or `?`, as pairing programs write an unrated player), a title and
/// a team as names.
fn details(line: u64, found: &FoundDetails<'_>) -> Result<Details, PairingError> {
    let elo = match found.elo.trim() {
        "" | "-" | "?" => None,
        text if text.len() <= MAX_RATING_DIGITS && text.bytes().all(|b| b.is_ascii_digit()) => {
            text.parse().ok().filter(|r| *r > 0)
        }
        text => {
            return Err(PairingError::BadRating {
                line,
                text: tag_text(text),
            });
        }
    };
    Ok(Details {
        elo,
        title: name(line, found.title)?,
        team: name(line, found.team)?,
        rank: found.rank,
    })
}
