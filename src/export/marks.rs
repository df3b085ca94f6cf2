//! Which archived games went out already, and as what: `archive/exported.txt`,
//! a line `NAME FINGERPRINT` for each version of a game that was exported.
//! An arbiter may correct a result after an export: the fingerprint tells
//! that the game changed (so `--new` takes it again), and which files on a
//! stick are this device's earlier versions of it (so the corrected game
//! takes their place, not another board's). `--all` ignores the marks.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::fs;
use std::io;
use std::path::Path;

use crate::atomic::atomic_write;
use crate::store::archive::archive_dir;

const MARKS: &str = "exported.txt";

/// What a game's PGN was, in 64 bits: FNV-1a of its text without the
/// surrounding blank space (a round file adds some). Not std's hasher: the
/// marks outlive the build that wrote them, and its output may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fingerprint(u64);

impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// The fingerprint of a game's PGN text.
pub fn fingerprint(pgn: &str) -> Fingerprint {
    let hash = pgn.trim().bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    Fingerprint(hash)
}

/// The versions of one game that went out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Versions {
    known: BTreeSet<Fingerprint>,
    /// A line of the first marks, a name alone: exported as it was then,
    /// whatever that was.
    unknown: bool,
}

/// The marks of what was exported.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    games: BTreeMap<String, Versions>,
}

impl Marks {
    /// The marks written as `text`; a line that is not a mark is a name.
    pub fn parse(text: &str) -> Marks {
        let mut marks = Marks::default();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let mark = line.rsplit_once(' ').and_then(|(id, hex)| {
                let hex_digits = hex.len() == 16 && hex.bytes().all(|b| b.is_ascii_hexdigit());
                let value = u64::from_str_radix(hex, 16).ok().filter(|_| hex_digits)?;
                Some((id.trim_end(), Fingerprint(value)))
            });
            match mark {
                Some((id, print)) => marks.add(id, print),
                None => marks.games.entry(line.to_owned()).or_default().unknown = true,
            }
        }
        marks
    }

    /// Whether `--new` takes the game `id` now: never exported, or
    /// exported as something else than `now` (a result corrected since).
    /// A name marked alone counts as exported as it is: nothing tells.
    pub fn is_due(&self, id: &str, now: Fingerprint) -> bool {
        self.games
            .get(id)
            .is_none_or(|v| !v.unknown && !v.known.contains(&now))
    }

    /// Whether `print` is a version of the game `id` that was exported.
    pub fn went_out(&self, id: &str, print: Fingerprint) -> bool {
        self.games.get(id).is_some_and(|v| v.known.contains(&print))
    }

    /// Marks `print` as exported for `id`.
    pub fn add(&mut self, id: &str, print: Fingerprint) {
        self.games
            .entry(id.to_owned())
            .or_default()
            .known
            .insert(print);
    }

    /// The text of the marks, one line a mark.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for (id, versions) in &self.games {
            if versions.unknown {
                text.push_str(&format!("{id}\n"));
            }
            for print in &versions.known {
                text.push_str(&format!("{id} {print}\n"));
            }
        }
        text
    }
}

/// The marks of the games exported before (none when the file is missing).
/// Bytes that are not UTF-8 are read around: a damaged line must not stop
/// every export.
///
/// # Errors
/// The file exists but cannot be read.
pub fn exported(data_dir: &Path) -> io::Result<Marks> {
    match fs::read(archive_dir(data_dir).join(MARKS)) {
        Ok(bytes) => Ok(Marks::parse(&String::from_utf8_lossy(&bytes))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Marks::default()),
        Err(e) => Err(e),
    }
}

/// Adds the versions `games` (name, fingerprint) to the marks, atomically;
/// every earlier mark stays, to know an old version on a stick later.
///
/// # Errors
/// The marks cannot be read or written; the earlier marks stay.
pub fn mark_exported<'a>(
    data_dir: &Path,
    games: impl IntoIterator<Item = (&'a str, Fingerprint)>,
) -> io::Result<()> {
    let mut marks = exported(data_dir)?;
    for (id, print) in games {
        marks.add(id, print);
    }
    let dir = archive_dir(data_dir);
    fs::create_dir_all(&dir)?;
    atomic_write(&dir, MARKS, marks.text().as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_know_each_version_and_read_the_first_format() {
        let (one, two) = (
            fingerprint("[Result \"1-0\"]\n"),
            fingerprint("[Result \"0-1\"]"),
        );
        assert_eq!(fingerprint("\n[Result \"1-0\"]\n\n"), one);
        assert_ne!(one, two);
        let mut marks = Marks::parse("g01\n\n  g02  \n");
        assert!(!marks.is_due("g01", one) && !marks.went_out("g01", one));
        assert!(marks.is_due("g03", one));
        marks.add("g03", one);
        assert!(!marks.is_due("g03", one) && marks.is_due("g03", two));
        marks.add("g03", two);
        assert!(!marks.is_due("g03", two) && marks.went_out("g03", one));
        assert!(!marks.went_out("g01", one), "another game's version");
        assert_eq!(Marks::parse(&marks.text()), marks);
        assert!(
            marks.text().starts_with("g01\ng02\ng03 "),
            "{}",
            marks.text()
        );
        // A name with spaces and a line cut short stay names.
        let odd = Marks::parse("my game 0123\nmy game 0123456789abcdef\n");
        assert!(!odd.is_due("my game 0123", one));
        assert!(odd.went_out("my game", Fingerprint(0x0123_4567_89ab_cdef)));
    }
}
