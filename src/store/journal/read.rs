//! Reading a journal back, and replaying it into the game.
//!
//! What is kept is always a prefix of the game: the inputs in order up to
//! the first that may be missing or that the game refuses, and the
//! checkpoints among them. A line that did not read, or a stale one, is
//! left out alone when the numbers of the records around it show that no
//! input went with it (a damaged checkpoint: 95 % of a journal's lines).

use std::path::Path;

use super::record::{
    Checkpoint, Damage, JournalError, MOST_JOURNAL, Record, VERSION, parse_line, stated_checksum,
};
use crate::clock::Moment;
use crate::game::{GameSetup, Input};
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

/// A line left out alone: damaged or stale, and no input of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedRecord {
    /// Its line, from 1.
    pub line: usize,
    /// What was wrong with it.
    pub why: Damage,
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
    /// The checkpoints kept, in order, each with its line.
    pub checkpoints: Vec<(usize, Checkpoint)>,
    /// Whether a torn last record (a line without its newline) was dropped.
    pub torn: bool,
    /// A damaged record: the game stops before it.
    pub lost: Option<LostRecord>,
    /// Damaged or stale lines left out before the game's end (or the lost
    /// record): every record around them was kept.
    pub skipped: Vec<SkippedRecord>,
    /// The length of the journal's whole lines, in bytes.
    pub valid_len: u64,
    /// How many whole lines the file holds, good or not.
    pub records: usize,
    /// Every record kept is numbered (inputs with their number,
    /// checkpoints with the inputs before them): written by a pendule that
    /// checkpoints a running clock, so a long silence while one runs is
    /// damage.
    pub numbered: bool,
    /// Every record names the one it follows (written by a pendule that
    /// chains its records).
    pub chained: bool,
}

impl JournalContents {
    /// The last checkpoint kept.
    pub fn checkpoint(&self) -> Option<Checkpoint> {
        self.checkpoints.last().map(|(_, c)| *c)
    }

    /// The latest moment the journal vouches for: its last input or its
    /// last checkpoint.
    pub fn last_moment(&self) -> Moment {
        let input = self.inputs.last().map_or(Moment::ZERO, |(at, _)| *at);
        self.checkpoint().map_or(input, |c| c.at.max(input))
    }

    /// Whether the file must be rewritten to hold only what was kept.
    pub fn needs_rewrite(&self) -> bool {
        self.lost.is_some() || !self.skipped.is_empty()
    }

    /// Keeps only what comes before `lost`: the game stops there, and so
    /// do its checkpoints (a restore never charges a clock past it).
    pub fn cut(&mut self, lost: LostRecord) {
        let before = |line: &usize| *line < lost.line;
        let kept = self.lines.iter().take_while(|l| before(l)).count();
        self.inputs.truncate(kept);
        self.lines.truncate(kept);
        self.checkpoints.retain(|(line, _)| before(line));
        self.skipped.retain(|s| before(&s.line));
        self.lost = Some(lost);
    }
}

/// Reads a journal back.
///
/// # Errors
/// [`JournalError::Empty`] when the file is empty (a cut during creation),
/// [`JournalError::Corrupt`] when its first record is damaged or no game,
/// or it holds no whole line, [`JournalError::Io`] when it cannot be read.
pub fn read_journal(path: &Path) -> Result<JournalContents, JournalError> {
    journal_of(path, &read_bytes(path)?)
}

/// The bytes of the journal at `path`: a regular file of at most
/// [`MOST_JOURNAL`] (a stick's file may be anything).
///
/// # Errors
/// [`JournalError::Io`] when it cannot be read or is no regular file,
/// [`JournalError::Corrupt`] when it is too large.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, JournalError> {
    crate::bounded::read_at_most(path, MOST_JOURNAL)
        .map_err(|source| JournalError::Io {
            path: path.to_owned(),
            source,
        })?
        .ok_or_else(|| JournalError::Corrupt {
            path: path.to_owned(),
            line: 1,
            why: Damage::TooLarge,
        })
}

/// What the journal `bytes` (read from `path`) holds.
///
/// # Errors
/// As [`read_journal`].
pub fn journal_of(path: &Path, bytes: &[u8]) -> Result<JournalContents, JournalError> {
    let corrupt = |line: usize, why: Damage| JournalError::Corrupt {
        path: path.to_owned(),
        line,
        why,
    };
    if bytes.is_empty() {
        return Err(JournalError::Empty {
            path: path.to_owned(),
        });
    }
    // Whole lines only: a piece without its newline is always the last,
    // and is the write a power cut tore. A file with no whole line at all
    // is no torn write (a game's first line is written atomically): NUL
    // bytes or a file written over, kept aside by the caller.
    let mut whole: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    let torn = whole.last().is_some_and(|l| !l.ends_with(b"\n"));
    if torn {
        whole.pop();
    }
    let Some(first) = whole.first() else {
        return Err(corrupt(1, Damage::NoWholeRecord));
    };
    let (version, id, setup, tags, chained) = match parse_line(strip(first)) {
        Ok(Record::Begin {
            version,
            id,
            setup,
            tags,
            chained,
        }) => (version, id, setup, tags, chained),
        Ok(_) => return Err(corrupt(1, Damage::NotAGameStart)),
        Err(why) => return Err(corrupt(1, why)),
    };
    if version != VERSION {
        return Err(corrupt(1, Damage::Version(version)));
    }
    // The name files the game in the archive: one from elsewhere (a
    // stick's journal taken up) must stay in it.
    if !crate::store::is_game_id(&id) {
        return Err(corrupt(1, Damage::NoGameName));
    }
    let mut contents = JournalContents {
        id,
        setup,
        tags,
        inputs: Vec::new(),
        lines: Vec::new(),
        checkpoints: Vec::new(),
        torn,
        lost: None,
        skipped: Vec::new(),
        valid_len: whole.iter().map(|l| l.len() as u64).sum(),
        records: whole.len(),
        numbered: true,
        chained,
    };
    let mut sorting = Sorting {
        pending: Vec::new(),
        chain: chained.then(|| stated_checksum(first)).flatten(),
    };
    for (i, text) in whole.iter().enumerate().skip(1) {
        let record = sorting.in_chain(parse_line(strip(text)));
        if !sorting.take(&mut contents, i + 1, record, stated_checksum(text)) {
            break;
        }
    }
    // Damaged lines at the end: nothing after them says what they were.
    if let Some((line, why)) = sorting.pending.first().cloned() {
        let count = contents.records;
        contents.cut(lost(line, why, count));
    }
    contents.skipped.sort_by_key(|s| s.line);
    Ok(contents)
}

/// A line without its newline.
fn strip(line: &[u8]) -> &[u8] {
    &line[..line.len() - 1]
}

fn lost(line: usize, why: Damage, count: usize) -> LostRecord {
    LostRecord {
        line,
        why,
        after: count - line,
    }
}

/// The lines read so far that are not yet known to be no input.
struct Sorting {
    pending: Vec<(usize, Damage)>,
    /// In a chained journal, the checksum of the last record taken that
    /// later ones follow: the last input, or the start.
    chain: Option<u32>,
}

impl Sorting {
    /// A record of a chained journal that does not follow the last input
    /// kept is damage like a bad checksum: a record of another game, or a
    /// stale one of this game, is never taken.
    fn in_chain(&self, record: Result<Record, Damage>) -> Result<Record, Damage> {
        let Some(chain) = self.chain else {
            return record;
        };
        match record? {
            Record::Input { after, .. } | Record::Checkpoint { after, .. }
                if after != Some(chain) =>
            {
                Err(Damage::NotInChain)
            }
            record => Ok(record),
        }
    }

    /// Takes line `number`, which states checksum `checksum`; returns
    /// false once the game is cut.
    fn take(
        &mut self,
        contents: &mut JournalContents,
        number: usize,
        record: Result<Record, Damage>,
        checksum: Option<u32>,
    ) -> bool {
        let taken = contents.inputs.len();
        let last = contents.last_moment();
        let numbered = match &record {
            Ok(Record::Input { n, .. }) => n.is_some(),
            Ok(Record::Checkpoint { inputs, .. }) => inputs.is_some(),
            _ => true,
        };
        let place = match record {
            Err(why) => {
                self.pending.push((number, why));
                return true;
            }
            // A stale copy of the first line: it is no input.
            Ok(Record::Begin { .. }) => {
                self.pending.push((number, Damage::SecondStart));
                return true;
            }
            Ok(Record::Input { n, at, input, .. }) => match n {
                // The same record given back again costs only itself.
                Some(n)
                    if n < taken && contents.inputs[n].0 == at && contents.inputs[n].1 == input =>
                {
                    Place::Stale
                }
                // Time never goes back in a journal.
                _ if at < last => Place::Wrong,
                Some(n) if n == taken => Place::Input(at, input),
                None if self.pending.is_empty() => Place::Input(at, input),
                _ => Place::Wrong,
            },
            Ok(Record::Checkpoint {
                at, utc, inputs, ..
            }) => match inputs {
                Some(m) if m == taken && at >= last => Place::Checkpoint(Checkpoint { at, utc }),
                Some(m) if m <= taken => Place::Stale,
                Some(_) => Place::Wrong,
                // Older journals: a checkpoint is trusted only in a run of
                // good lines, and one behind the game's time is damage.
                None if !self.pending.is_empty() => Place::Wrong,
                None if at < last => {
                    self.pending.push((number, Damage::OutOfPlace));
                    return true;
                }
                None => Place::Checkpoint(Checkpoint { at, utc }),
            },
        };
        match place {
            // Known to be no new input: it costs only itself.
            Place::Stale => contents.skipped.push(SkippedRecord {
                line: number,
                why: Damage::OutOfPlace,
            }),
            // Inputs are missing before it: the game stops at the first
            // line that may have held one.
            Place::Wrong => {
                let (line, why) = self
                    .pending
                    .first()
                    .cloned()
                    .unwrap_or((number, Damage::OutOfPlace));
                self.pending.clear();
                let count = contents.records;
                contents.cut(lost(line, why, count));
                return false;
            }
            Place::Input(at, input) => {
                self.settle(contents);
                if self.chain.is_some() {
                    self.chain = checksum;
                }
                contents.numbered &= numbered;
                contents.inputs.push((at, input));
                contents.lines.push(number);
            }
            Place::Checkpoint(c) => {
                self.settle(contents);
                contents.numbered &= numbered;
                contents.checkpoints.push((number, c));
            }
        }
        true
    }

    /// A record in its place: the lines left out before it held no input.
    fn settle(&mut self, contents: &mut JournalContents) {
        for (line, why) in self.pending.drain(..) {
            contents.skipped.push(SkippedRecord { line, why });
        }
    }
}

/// Where a well-formed line stands in the game.
enum Place {
    /// The next input.
    Input(Moment, Input),
    /// A checkpoint of the game as it stands.
    Checkpoint(Checkpoint),
    /// A record already had, or a checkpoint behind the game.
    Stale,
    /// After missing inputs, or contradicting the game.
    Wrong,
}
