//! Reading a journal back, and replaying it into the game.

use std::fs;
use std::path::Path;

use super::{Checkpoint, Damage, JournalError, Record, VERSION, parse_line};
use crate::clock::Moment;
use crate::game::{Game, GameSetup, Input};
use crate::pgn::Tags;

/// A whole record that did not read, or did not fit the game: it and every
/// record after it are lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LostRecord {
    /// Its line, from 1.
    pub line: usize,
    /// Why it was refused.
    pub why: Damage,
    /// How many records (lines) followed it and are lost with it.
    pub after: usize,
}

/// What a journal holds.
#[derive(Debug, Clone, PartialEq)]
pub struct JournalContents {
    /// The game's name.
    pub id: String,
    /// The setup.
    pub setup: GameSetup,
    /// The tags.
    pub tags: Tags,
    /// The inputs in order, up to any lost record.
    pub inputs: Vec<(Moment, Input)>,
    /// The line of each input, from 1.
    pub lines: Vec<usize>,
    /// The last checkpoint of the running clock before any lost record.
    pub checkpoint: Option<Checkpoint>,
    /// Whether a torn last record (a line without its newline) was dropped.
    pub torn: bool,
    /// A damaged record: the game stops before it.
    pub lost: Option<LostRecord>,
    /// The length of the journal's whole, good records, in bytes.
    pub valid_len: u64,
    /// How many whole lines the file holds, good or not.
    pub records: usize,
}

impl JournalContents {
    /// The latest moment the journal vouches for: its last input or its
    /// last checkpoint.
    pub fn last_moment(&self) -> Moment {
        let input = self.inputs.last().map_or(Moment::ZERO, |(at, _)| *at);
        self.checkpoint.map_or(input, |c| c.at.max(input))
    }

    /// Whether the file must be rewritten to hold only what was read.
    pub fn needs_rewrite(&self) -> bool {
        self.lost.is_some()
    }
}

/// Reads a journal back.
///
/// # Errors
/// [`JournalError::Empty`] when it holds no game (a cut during creation),
/// [`JournalError::Corrupt`] when its first record is damaged or no game,
/// [`JournalError::Io`] when it cannot be read.
pub fn read_journal(path: &Path) -> Result<JournalContents, JournalError> {
    let bytes = fs::read(path).map_err(|source| JournalError::Io {
        path: path.to_owned(),
        source,
    })?;
    let corrupt = |line: usize, why: Damage| JournalError::Corrupt {
        path: path.to_owned(),
        line,
        why,
    };
    // Whole lines only: a piece without its newline is always the last,
    // and is the write a power cut tore.
    let mut whole: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    let torn = whole.last().is_some_and(|l| !l.ends_with(b"\n"));
    if torn {
        whole.pop();
    }
    let Some(first) = whole.first() else {
        return Err(JournalError::Empty {
            path: path.to_owned(),
        });
    };
    let Ok(Record::Begin {
        version,
        id,
        setup,
        tags,
    }) = parse_line(&first[..first.len() - 1])
    else {
        let why = parse_line(&first[..first.len() - 1])
            .err()
            .unwrap_or(Damage::NotAGameStart);
        return Err(corrupt(1, why));
    };
    if version != VERSION {
        return Err(corrupt(1, Damage::Version(version)));
    }
    let mut contents = JournalContents {
        id,
        setup,
        tags,
        inputs: Vec::new(),
        lines: Vec::new(),
        checkpoint: None,
        torn,
        lost: None,
        valid_len: first.len() as u64,
        records: whole.len(),
    };
    let count = whole.len();
    for (i, text) in whole.iter().enumerate().skip(1) {
        let number = i + 1;
        match parse_line(&text[..text.len() - 1]) {
            Ok(Record::Input { at, input }) => {
                contents.inputs.push((at, input));
                contents.lines.push(number);
            }
            Ok(Record::Checkpoint { at, utc }) => {
                contents.checkpoint = Some(Checkpoint { at, utc })
            }
            Ok(Record::Begin { .. }) => {
                contents.lost = Some(lost(number, Damage::SecondStart, count));
                break;
            }
            Err(why) => {
                contents.lost = Some(lost(number, why, count));
                break;
            }
        }
        contents.valid_len += text.len() as u64;
    }
    Ok(contents)
}

fn lost(line: usize, why: Damage, count: usize) -> LostRecord {
    LostRecord {
        line,
        why,
        after: count - line,
    }
}

/// Rebuilds the game from a journal: the same inputs at the same moments.
///
/// # Errors
/// [`JournalError::Corrupt`] when an input no longer fits (the journal only
/// ever holds accepted inputs, so it was not written by this pendule).
pub fn replay(path: &Path, contents: &JournalContents) -> Result<Game, JournalError> {
    let (game, refused) = replay_prefix(path, contents)?;
    match refused {
        None => Ok(game),
        Some(lost) => Err(JournalError::Corrupt {
            path: path.to_owned(),
            line: lost.line,
            why: lost.why,
        }),
    }
}

/// Rebuilds as much of the game as fits: the inputs up to the first the
/// game refuses, and that one's line and reason.
///
/// # Errors
/// [`JournalError::Corrupt`] when the setup itself makes no game.
pub fn replay_prefix(
    path: &Path,
    contents: &JournalContents,
) -> Result<(Game, Option<LostRecord>), JournalError> {
    let mut game = Game::new(contents.setup.clone()).map_err(|e| JournalError::Corrupt {
        path: path.to_owned(),
        line: 1,
        why: Damage::Refused(crate::game::GameError::Fen(e)),
    })?;
    for (i, (at, input)) in contents.inputs.iter().enumerate() {
        if let Err(e) = game.handle(input.clone(), *at) {
            let line = contents.lines[i];
            let refused = LostRecord {
                line,
                why: Damage::Refused(e),
                after: contents.records - line,
            };
            return Ok((game, Some(refused)));
        }
        // Rulings were journalled as the verdict inputs that answered them:
        // nothing to carry out.
        while game.poll_output().is_some() {}
    }
    Ok((game, None))
}
