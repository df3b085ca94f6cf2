//! The device's outbox for the hall is its journal: the records of the
//! running game are read from `journal.jsonl` as it grows, and those of a
//! game that ended before the hall had them all from its archived journal.
//! What is sent is what the hall has not acknowledged, a window at a time;
//! after a drop everything past the acknowledgement is sent again (the hall
//! takes a record once). No record is kept anywhere but in the journal.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::events::{Ack, EventMessage, is_game_id, seq_of};
use crate::store::archive::{archive_dir, newest_journal};
use crate::store::journal::{JOURNAL_FILE, Record, parse_line};

/// The records sent past the last acknowledgement before waiting for the
/// next.
pub const WINDOW: u64 = 64;

/// The most bytes of a journal read at one look (a day's journal is a
/// few MiB; the rest is read at the next look).
const MOST_READ: u64 = 4 * 1024 * 1024;

/// One journal, read as it grows: its game and the lines of its start and
/// inputs, each at its number.
#[derive(Debug)]
struct Tail {
    path: PathBuf,
    /// The file read (device and inode): a journal replaced by a rewrite
    /// or by the next game is read again from its start.
    file: Option<(u64, u64)>,
    read_to: u64,
    /// The bytes after the last newline read.
    partial: Vec<u8>,
    game: Option<String>,
    lines: Vec<String>,
}

impl Tail {
    fn new(path: PathBuf) -> Tail {
        Tail {
            path,
            file: None,
            read_to: 0,
            partial: Vec::new(),
            game: None,
            lines: Vec::new(),
        }
    }

    /// Reads what was written since the last look.
    fn refresh(&mut self) {
        let Ok(meta) = std::fs::metadata(&self.path) else {
            *self = Tail::new(std::mem::take(&mut self.path));
            return;
        };
        let file = Some((meta.dev(), meta.ino()));
        if file != self.file || meta.len() < self.read_to {
            *self = Tail::new(std::mem::take(&mut self.path));
            self.file = file;
        }
        if meta.len() == self.read_to {
            return;
        }
        let mut bytes = Vec::new();
        let read = File::open(&self.path).and_then(|mut f| {
            f.seek(SeekFrom::Start(self.read_to))?;
            f.take(MOST_READ).read_to_end(&mut bytes)
        });
        let Ok(n) = read else {
            return;
        };
        self.read_to += n as u64;
        self.partial.extend_from_slice(&bytes);
        let Some(end) = self.partial.iter().rposition(|b| *b == b'\n') else {
            return;
        };
        let whole: Vec<u8> = self.partial.drain(..=end).collect();
        for line in whole.split(|b| *b == b'\n') {
            self.take(line);
        }
    }

    /// Keeps a line that is the start or the next input; a checkpoint, a
    /// damaged line or one out of its place is not sent.
    fn take(&mut self, line: &[u8]) {
        let Ok(text) = std::str::from_utf8(line) else {
            return;
        };
        let Ok(record) = parse_line(line) else {
            return;
        };
        if let Record::Begin { id, .. } = &record {
            if self.lines.is_empty() && is_game_id(id) {
                self.game = Some(id.clone());
                self.lines.push(text.to_owned());
            }
            return;
        }
        if seq_of(&record) == Some(self.lines.len() as u64) && !self.lines.is_empty() {
            self.lines.push(text.to_owned());
        }
    }

    fn is_of(&self, game: &str) -> bool {
        self.game.as_deref() == Some(game)
    }
}

/// What the device still owes the hall.
#[derive(Debug)]
pub struct Outbox {
    archive: PathBuf,
    current: Tail,
    /// An archived journal being sent: the acknowledged game's, when it
    /// is no longer the running one, or the last game's.
    ended: Option<Tail>,
    ack: Option<Ack>,
    /// The game being sent and the number of its next record not yet sent
    /// since the last acknowledgement or reconnection.
    next: Option<(String, u64)>,
}

impl Outbox {
    /// The outbox of the device whose data directory is `data_dir`.
    pub fn new(data_dir: &Path) -> Outbox {
        Outbox {
            archive: archive_dir(data_dir),
            current: Tail::new(data_dir.join(JOURNAL_FILE)),
            ended: None,
            ack: None,
            next: None,
        }
    }

    /// The hall acknowledged `ack`.
    pub fn heard(&mut self, ack: Ack) {
        self.ack = Some(ack);
    }

    /// Everything past the acknowledgement is to be sent again (a new
    /// connection; an acknowledgement that did not come).
    pub fn again(&mut self) {
        self.next = None;
    }

    /// The journal being sent, and the first record the hall lacks: the
    /// rest of the acknowledged game, else the running game, else (between
    /// games) the last one archived, which the device still shows.
    fn owed(&mut self) -> Option<(&Tail, u64)> {
        self.current.refresh();
        let ack = self.ack.clone();
        if let Some(ack) = &ack {
            if self.current.is_of(&ack.game) {
                return Some((&self.current, ack.seq));
            }
            let path = self.archive.join(format!("{}.jsonl", ack.game));
            let ended = self.ended_at(path);
            if ended.is_of(&ack.game) && ended.lines.len() as u64 > ack.seq {
                return Some((self.ended.as_ref()?, ack.seq));
            }
        }
        if self.current.game.is_some() {
            return Some((&self.current, 0));
        }
        let last = newest_journal(&self.archive)?;
        let ended = self.ended_at(last);
        let from = match (&ended.game, &ack) {
            (Some(game), Some(ack)) if *game == ack.game => ack.seq,
            _ => 0,
        };
        Some((self.ended.as_ref()?, from))
    }

    /// The archived journal at `path`, read as it stands.
    fn ended_at(&mut self, path: PathBuf) -> &Tail {
        let kept = self.ended.take().filter(|t| t.path == path);
        let ended = self.ended.insert(kept.unwrap_or_else(|| Tail::new(path)));
        ended.refresh();
        ended
    }

    /// The records to send now: the next of the window past the last
    /// acknowledgement, each once until [`Outbox::again`].
    pub fn due(&mut self) -> Vec<EventMessage> {
        let next = self.next.clone();
        let Some((tail, acked)) = self.owed() else {
            return Vec::new();
        };
        let Some(game) = tail.game.clone() else {
            return Vec::new();
        };
        let from = match next {
            Some((g, n)) if g == game => n.max(acked),
            _ => acked,
        };
        let to = (tail.lines.len() as u64).min(acked + WINDOW);
        let events: Vec<EventMessage> = (from..to)
            .filter_map(|seq| tail.lines.get(usize::try_from(seq).ok()?))
            .enumerate()
            .map(|(i, line)| EventMessage {
                game: game.clone(),
                seq: from + i as u64,
                line: line.clone(),
            })
            .collect();
        self.next = Some((game, from.max(to)));
        events
    }

    /// Whether records are sent and not yet acknowledged.
    pub fn waits(&self) -> bool {
        match (&self.next, &self.ack) {
            (Some((game, next)), Some(ack)) => *game != ack.game || *next > ack.seq,
            (Some((_, next)), None) => *next > 0,
            (None, _) => false,
        }
    }

    /// A record could not be queued: it and those after it are sent at the
    /// next look.
    pub fn unsent(&mut self, event: &EventMessage) {
        if let Some((game, next)) = &mut self.next
            && *game == event.game
        {
            *next = (*next).min(event.seq);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::game::{GameSetup, Input};
    use crate::store::journal::Journal;
    use shakmaty::Color;
    use std::time::Duration;

    fn dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("pendule-outbox-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A journal of `inputs` presses, a checkpoint after each.
    fn journal(data: &Path, id: &str, inputs: usize) -> Journal {
        let path = data.join(JOURNAL_FILE);
        let mut journal = Journal::create(&path, id, &GameSetup::default(), &Vec::new()).unwrap();
        for i in 0..inputs {
            add(&mut journal, i);
        }
        journal
    }

    fn add(journal: &mut Journal, i: usize) {
        let at = Moment::from_origin(Duration::from_secs(i as u64));
        let side = [Color::White, Color::Black][i % 2];
        journal.record(at, &Input::Press(side)).unwrap();
        journal.checkpoint(at, 1_800_000_000).unwrap();
    }

    fn seqs(events: &[EventMessage]) -> Vec<u64> {
        events.iter().map(|e| e.seq).collect()
    }

    fn ack(game: &str, seq: u64) -> Ack {
        Ack {
            game: game.into(),
            seq,
        }
    }

    #[test]
    fn the_start_and_inputs_are_sent_once_until_asked_again() {
        let data = dir("once");
        let mut journal = journal(&data, "g1", 3);
        let mut outbox = Outbox::new(&data);
        let events = outbox.due();
        assert_eq!(seqs(&events), [0, 1, 2, 3]);
        let file = std::fs::read_to_string(data.join(JOURNAL_FILE)).unwrap();
        let kept: Vec<&str> = file.lines().filter(|l| !l.contains("checkpoint")).collect();
        let sent: Vec<&str> = events.iter().map(|e| e.line.as_str()).collect();
        assert_eq!(sent, kept);
        assert!(outbox.due().is_empty());
        assert!(outbox.waits());
        // The next input, as it is written.
        add(&mut journal, 3);
        assert_eq!(seqs(&outbox.due()), [4]);
        outbox.heard(ack("g1", 2));
        outbox.again();
        assert_eq!(seqs(&outbox.due()), [2, 3, 4]);
        outbox.heard(ack("g1", 5));
        assert!(!outbox.waits());
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn a_window_at_a_time() {
        let data = dir("window");
        let _journal = journal(&data, "g1", 100);
        let mut outbox = Outbox::new(&data);
        assert_eq!(outbox.due().len(), WINDOW as usize);
        assert!(outbox.due().is_empty());
        outbox.heard(ack("g1", WINDOW));
        assert_eq!(outbox.due().first().map(|e| e.seq), Some(WINDOW));
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn an_ended_game_is_finished_from_the_archive_before_the_next() {
        let data = dir("ended");
        let journal = journal(&data, "g1", 3);
        let mut outbox = Outbox::new(&data);
        outbox.heard(ack("g1", 2));
        crate::store::archive_game(&data, "g1", "pgn", Some(journal.path())).unwrap();
        let _next = self::journal(&data, "g2", 1);
        let events = outbox.due();
        assert_eq!(seqs(&events), [2, 3]);
        assert!(events.iter().all(|e| e.game == "g1"));
        outbox.heard(ack("g1", 4));
        let events = outbox.due();
        assert_eq!(seqs(&events), [0, 1]);
        assert!(events.iter().all(|e| e.game == "g2"));
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn between_games_the_last_archived_is_sent_to_a_hall_that_lacks_it() {
        let data = dir("between");
        let journal = journal(&data, "g1", 2);
        crate::store::archive_game(&data, "g1", "pgn", Some(journal.path())).unwrap();
        let mut outbox = Outbox::new(&data);
        let events = outbox.due();
        assert_eq!(seqs(&events), [0, 1, 2]);
        assert!(events.iter().all(|e| e.game == "g1"));
        outbox.heard(ack("g1", 3));
        outbox.again();
        assert!(outbox.due().is_empty());
        let _ = std::fs::remove_dir_all(&data);
    }

    #[test]
    fn a_journal_rewritten_is_read_again() {
        let data = dir("rewritten");
        let mut journal = journal(&data, "g1", 3);
        let mut outbox = Outbox::new(&data);
        assert_eq!(outbox.due().len(), 4);
        // A rewrite keeps the records, not the checkpoints: a new file.
        journal.heal().unwrap();
        add(&mut journal, 3);
        outbox.again();
        assert_eq!(seqs(&outbox.due()), [0, 1, 2, 3, 4]);
        let _ = std::fs::remove_dir_all(&data);
    }
}
