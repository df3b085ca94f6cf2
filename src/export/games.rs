//! The archive as an export reads it: each game with the names its tags
//! give, and apart, each file that holds no game, named so that someone
//! looks at it. One damaged file must not keep every other game home.

use std::fmt;
use std::fs;
use std::io;
use std::path::Path;

use super::marks::{Fingerprint, fingerprint};
use super::names::{game_stem, round_stem};
use super::tags::{game_tags, read_tags};
use crate::store::archived_games;
use crate::words::Language;
use crate::words::t;

/// One archived game and the names its tags give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Archived {
    /// Its name in the archive: its file's name without `.pgn`.
    pub id: String,
    /// Its PGN.
    pub pgn: String,
    /// Its PGN's fingerprint, to know it changed since an export.
    pub fingerprint: Fingerprint,
    /// Its own file's stem, before any suffix.
    pub stem: String,
    /// Its round's file's stem.
    pub round: String,
}

/// A `*.pgn` of the archive that the export leaves out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// Its file name in the archive (`g04.pgn`).
    pub file: String,
    /// What is wrong with it.
    pub damage: Damage,
}

/// Why a file of the archive is no game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Damage {
    /// Its bytes are not UTF-8 text.
    NotText,
    /// Text without the tags every PGN pendule writes begins with.
    NotAGame,
    /// A folder with a game's name.
    Folder,
    /// It could not be read.
    Io(io::ErrorKind),
}

impl Damage {
    /// "not text".
    pub fn words(self, lang: Language) -> String {
        match self {
            Damage::NotText => t!(lang, "unreadable-not-text"),
            Damage::NotAGame => t!(lang, "unreadable-not-a-game"),
            Damage::Folder => t!(lang, "unreadable-folder"),
            Damage::Io(kind) => kind.to_string(),
        }
    }
}

impl Unreadable {
    /// "g04.pgn (not text)".
    pub fn words(&self, lang: Language) -> String {
        let damage = self.damage.words(lang);
        t!(lang, "unreadable-file", file = &self.file, damage = damage)
    }
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

/// The games of the archive of `data_dir`, oldest name first, and the
/// files among them that hold none.
///
/// # Errors
/// The archive cannot be listed.
pub fn read_archive(data_dir: &Path) -> io::Result<(Vec<Archived>, Vec<Unreadable>)> {
    let mut games = Vec::new();
    let mut unreadable = Vec::new();
    for path in archived_games(data_dir)? {
        let name = |part: Option<&std::ffi::OsStr>| {
            part.map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        match read_game(&path) {
            Ok(pgn) => {
                let tags = game_tags(&pgn);
                games.push(Archived {
                    id: name(path.file_stem()),
                    fingerprint: fingerprint(&pgn),
                    stem: game_stem(&tags),
                    round: round_stem(&tags),
                    pgn,
                });
            }
            Err(damage) => unreadable.push(Unreadable {
                file: name(path.file_name()),
                damage,
            }),
        }
    }
    Ok((games, unreadable))
}

/// The PGN of the file at `path`, if it is one.
fn read_game(path: &Path) -> Result<String, Damage> {
    let bytes = fs::read(path).map_err(|e| match e.kind() {
        io::ErrorKind::IsADirectory => Damage::Folder,
        kind => Damage::Io(kind),
    })?;
    let pgn = String::from_utf8(bytes).map_err(|_| Damage::NotText)?;
    // Junk exported would be named like a game and break its round's file
    // for every reader.
    if read_tags(&pgn).is_empty() {
        return Err(Damage::NotAGame);
    }
    Ok(pgn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_files_are_told_apart_and_named() {
        let dir = std::env::temp_dir().join(format!("pendule-games-{}", std::process::id()));
        let archive = dir.join("archive");
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(archive.join("d.pgn")).unwrap();
        fs::write(archive.join("a.pgn"), "[Event \"Club\"]\n\n1. e4 *\n").unwrap();
        fs::write(archive.join("b.pgn"), b"[Event \"\xe9\"]\n").unwrap();
        fs::write(archive.join("c.pgn"), "").unwrap();
        let (games, unreadable) = read_archive(&dir).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(
            (games[0].id.as_str(), games[0].round.as_str()),
            ("a", "undated_Club_r-")
        );
        let said: Vec<String> = unreadable.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            ["b.pgn (not text)", "c.pgn (not a game)", "d.pgn (a folder)"]
        );
        assert_eq!(unreadable[2].words(Language::French), "d.pgn (un dossier)");
        fs::remove_dir_all(&dir).unwrap();
    }
}
