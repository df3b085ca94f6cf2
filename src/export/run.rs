//! The export itself: every archived game as its own PGN file, and one file
//! per event and round holding all its games, written into a [`Target`].
//!
//! Nothing on the target is ever replaced by something else: a file that
//! holds the same game already counts as "already there", a file of the
//! same name holding another game (another board's device, say) makes this
//! one take the next free name, and a round file only gains games. The
//! archive is only read; the marks of what went out are written last, once
//! the target is synced, so an export cut short is finished by the next.

use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use super::marks::{exported, mark_exported};
use super::names::{Names, game_stem, round_stem};
use super::tags::game_tags;
use super::target::Target;
use crate::rules::Language;
use crate::rules::words::say;
use crate::store::archived_games;

/// Which archived games to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Which {
    /// Those not exported before.
    #[default]
    New,
    /// All of them.
    All,
}

/// What an export did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    /// Games written.
    pub exported: usize,
    /// Games whose file held them already.
    pub already: usize,
    /// Round files written or completed.
    pub rounds: usize,
}

impl Summary {
    /// "exported 3 games, 1 already there".
    pub fn words(&self, lang: Language) -> String {
        let (n, already) = (self.exported, self.already);
        let games = match (lang, n) {
            (Language::English, 1) => "exported 1 game".to_owned(),
            (Language::French, 0 | 1) => format!("{n} partie exportée"),
            _ => say!(lang, "exported {n} games", "{n} parties exportées"),
        };
        match (lang, already) {
            (Language::French, 0 | 1) => format!("{games}, {already} déjà présente"),
            _ => say!(
                lang,
                "{games}, {already} already there",
                "{games}, {already} déjà présentes"
            ),
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

/// An export cut short: what was done, and why it stopped.
#[derive(Debug)]
pub struct ExportError {
    /// The games written before the failure (complete files).
    pub done: Summary,
    /// The failure.
    pub source: io::Error,
    /// The file being read or written, if any.
    pub file: Option<String>,
}

impl ExportError {
    /// The failure in words, with what to do.
    pub fn words(&self, lang: Language) -> String {
        let why = match (self.source.kind(), self.source.raw_os_error()) {
            (io::ErrorKind::StorageFull, _) => say!(lang, "the stick is full", "la clé est pleine"),
            (io::ErrorKind::ReadOnlyFilesystem, _) => {
                say!(
                    lang,
                    "the stick is read-only",
                    "la clé est protégée en écriture"
                )
            }
            (io::ErrorKind::PermissionDenied, _) => say!(
                lang,
                "writing there is not permitted",
                "l'écriture n'y est pas permise"
            ),
            // A stick pulled out: its files vanish, or the device stops answering.
            (io::ErrorKind::NotFound, _) | (_, Some(5 | 19)) => say!(
                lang,
                "the stick is gone (pulled out?)",
                "la clé a disparu (retirée ?)"
            ),
            _ => self.source.to_string(),
        };
        let file = self
            .file
            .as_deref()
            .map(|f| format!(" ({f})"))
            .unwrap_or_default();
        let written = match (lang, self.done.exported) {
            (Language::English, 1) => "1 game written before".to_owned(),
            (Language::French, n @ (0 | 1)) => format!("{n} partie écrite avant"),
            (lang, n) => say!(
                lang,
                "{n} games written before",
                "{n} parties écrites avant"
            ),
        };
        say!(
            lang,
            "{why}{file}: {written}; the archive is untouched, export again to finish",
            "{why}{file} : {written} ; l'archive est intacte, exportez à nouveau pour finir"
        )
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

impl std::error::Error for ExportError {}

/// One archived game and the names its tags give.
struct Archived {
    id: String,
    pgn: String,
    /// Its own file's name, before any suffix.
    stem: String,
    /// Its round's file's name, without `.pgn`.
    round: String,
}

/// How many archived games `which` would export.
///
/// # Errors
/// The archive or the marks cannot be read.
pub fn count(data_dir: &Path, which: Which) -> io::Result<usize> {
    let marks = exported(data_dir)?;
    let games = archived_games(data_dir)?;
    Ok(games
        .iter()
        .filter(|p| which == Which::All || !marks.contains(&stem(p)))
        .count())
}

/// Exports the archive of `data_dir` into `target`; `progress` hears
/// (games done, games to do) after each game.
///
/// # Errors
/// [`ExportError`] when the archive cannot be read or the target fails;
/// the files already written are complete, none is partial, and the
/// archive is as it was.
pub fn export(
    data_dir: &Path,
    target: &mut dyn Target,
    which: Which,
    mut progress: impl FnMut(usize, usize),
) -> Result<Summary, ExportError> {
    let mut done = Summary::default();
    let fail =
        |done: Summary, file: Option<String>| move |source| ExportError { done, source, file };
    let marks = exported(data_dir).map_err(fail(done, None))?;
    let mut archive = Vec::new();
    for path in archived_games(data_dir).map_err(fail(done, None))? {
        let pgn =
            std::fs::read_to_string(&path).map_err(fail(done, Some(path.display().to_string())))?;
        let tags = game_tags(&pgn);
        archive.push(Archived {
            id: stem(&path),
            stem: game_stem(&tags),
            round: round_stem(&tags),
            pgn,
        });
    }
    let chosen: Vec<&Archived> = archive
        .iter()
        .filter(|g| which == Which::All || !marks.contains(&g.id))
        .collect();

    // Names are given in archive order; a name the target holds for
    // another game (an earlier export's, another board's) passes to the next.
    let mut names = Names::default();
    let mut rounds: BTreeMap<&str, Vec<&Archived>> = BTreeMap::new();
    for game in &archive {
        rounds.entry(game.round.as_str()).or_default().push(game);
    }
    let mut written_ids = Vec::new();
    for (index, game) in chosen.iter().enumerate() {
        loop {
            let name = names.unique(&game.stem);
            let held = target.read(&name).map_err(fail(done, Some(name.clone())))?;
            match held {
                Some(bytes) if bytes == game.pgn.as_bytes() => done.already += 1,
                // Another game under this name: never replaced.
                Some(_) => continue,
                None => {
                    target
                        .write(&name, game.pgn.as_bytes())
                        .map_err(fail(done, Some(name.clone())))?;
                    done.exported += 1;
                }
            }
            break;
        }
        written_ids.push(game.id.as_str());
        progress(index + 1, chosen.len());
    }

    for (round, games) in &rounds {
        if !games.iter().any(|g| written_ids.contains(&g.id.as_str())) {
            continue;
        }
        let name = format!("{round}.pgn");
        let held = target.read(&name).map_err(fail(done, Some(name.clone())))?;
        let mut text = held
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        let before = text.len();
        for game in games {
            if !game_blocks(&text).any(|block| block.trim_end() == game.pgn.trim_end()) {
                if !text.is_empty() && !text.ends_with("\n\n") {
                    text.push('\n');
                }
                text.push_str(&game.pgn);
            }
        }
        if text.len() != before {
            target
                .write(&name, text.as_bytes())
                .map_err(fail(done, Some(name.clone())))?;
            done.rounds += 1;
        }
    }
    target.sync().map_err(fail(done, None))?;
    mark_exported(data_dir, written_ids).map_err(fail(done, None))?;
    Ok(done)
}

/// A game's name in the archive: its file name without `.pgn`.
fn stem(path: &Path) -> String {
    PathBuf::from(path)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The games of a PGN file: each starts at a tag line after a blank line.
fn game_blocks(text: &str) -> impl Iterator<Item = &str> {
    let mut starts = vec![0];
    let mut at = 0;
    let mut blank_before = true;
    for line in text.split_inclusive('\n') {
        if line.starts_with('[') && blank_before && at != 0 {
            starts.push(at);
        }
        blank_before = line.trim().is_empty();
        at += line.len();
    }
    starts.push(text.len());
    let bounds: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    bounds
        .into_iter()
        .map(move |(a, b)| &text[a..b])
        .filter(|block| !block.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_files_split_into_their_games() {
        let one = "[Event \"A\"]\n[White \"x\"]\n\n1. e4 {a\n[b]} *\n";
        let two = "[Event \"A\"]\n[White \"y\"]\n\n1. d4 *\n";
        let text = format!("{one}\n{two}");
        let blocks: Vec<&str> = game_blocks(&text).collect();
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[0].trim_end(), one.trim_end());
        assert_eq!(blocks[1], two);
    }

    #[test]
    fn summaries_read_well() {
        let s = Summary {
            exported: 3,
            already: 1,
            rounds: 1,
        };
        assert_eq!(s.to_string(), "exported 3 games, 1 already there");
        assert_eq!(
            s.words(Language::French),
            "3 parties exportées, 1 déjà présente"
        );
    }
}
