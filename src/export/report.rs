//! What an export tells: the counts and names it hands back as data, and
//! their words in each language, made at the edge that shows them.

use std::fmt;
use std::io;

use super::games::Unreadable;
use crate::words::Language;
use crate::words::t;

/// What an export did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Summary {
    /// Games written.
    pub exported: usize,
    /// Games whose earlier version on the target (a result the arbiter
    /// changed since) was replaced by the current one.
    pub corrected: usize,
    /// Games whose file held them already.
    pub already: usize,
    /// Round files written or rebuilt.
    pub rounds: usize,
    /// The archive's files that hold no game, left out.
    pub unreadable: Vec<Unreadable>,
}

impl Summary {
    /// "exported 3 games, 1 corrected, 1 already there; unreadable in the
    /// archive, left out: g04.pgn (not text)".
    pub fn words(&self, lang: Language) -> String {
        let (exported, corrected, already) = (self.exported, self.corrected, self.already);
        let words = if corrected > 0 {
            t!(
                lang,
                "export-summary-corrected",
                exported = exported,
                corrected = corrected,
                already = already
            )
        } else {
            t!(
                lang,
                "export-summary",
                exported = exported,
                already = already
            )
        };
        if self.unreadable.is_empty() {
            return words;
        }
        let files: Vec<String> = self.unreadable.iter().map(|u| u.words(lang)).collect();
        t!(
            lang,
            "export-summary-unreadable",
            summary = words,
            files = files.join(", ")
        )
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
            (io::ErrorKind::StorageFull, _) => t!(lang, "export-stick-full"),
            (io::ErrorKind::ReadOnlyFilesystem, _) => t!(lang, "export-stick-read-only"),
            (io::ErrorKind::PermissionDenied, _) => t!(lang, "export-not-permitted"),
            // A stick pulled out: its files vanish, the device stops
            // answering (EIO, ENXIO, ENODEV, ENOMEDIUM), or the FUSE
            // daemon that mounted it goes (ECONNABORTED, ENOTCONN).
            (io::ErrorKind::NotFound, _) | (_, Some(5 | 6 | 19 | 103 | 107 | 123)) => {
                t!(lang, "export-stick-gone")
            }
            _ => self.source.to_string(),
        };
        let written = self.done.exported + self.done.corrected;
        match &self.file {
            Some(file) => t!(
                lang,
                "export-cut-short-in-file",
                why = why,
                file = file,
                written = written
            ),
            None => t!(lang, "export-cut-short", why = why, written = written),
        }
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

impl std::error::Error for ExportError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::games::Damage;

    #[test]
    fn summaries_read_well() {
        let mut s = Summary {
            exported: 3,
            already: 1,
            rounds: 1,
            ..Summary::default()
        };
        assert_eq!(s.to_string(), "exported 3 games, 1 already there");
        assert_eq!(
            s.words(Language::French),
            "3 parties exportées, 1 déjà présente"
        );
        s.corrected = 1;
        s.unreadable = vec![
            Unreadable {
                file: "g04.pgn".into(),
                damage: Damage::NotText,
            },
            Unreadable {
                file: "g06.pgn".into(),
                damage: Damage::Folder,
            },
        ];
        assert_eq!(
            s.to_string(),
            "exported 3 games, 1 corrected, 1 already there; unreadable in the archive, \
             left out: g04.pgn (not text), g06.pgn (a folder)"
        );
        assert_eq!(
            s.words(Language::French),
            "3 parties exportées, 1 corrigée, 1 déjà présente ; illisibles dans l'archive, \
             laissés de côté : g04.pgn (pas du texte), g06.pgn (un dossier)"
        );
    }

    #[test]
    fn summaries_count_in_german_and_spanish() {
        let mut s = Summary {
            exported: 1,
            already: 2,
            ..Summary::default()
        };
        assert_eq!(
            s.words(Language::German),
            "1 Partie exportiert, 2 schon vorhanden"
        );
        assert_eq!(
            s.words(Language::Spanish),
            "1 partida exportada, 2 ya presentes"
        );
        s.exported = 4;
        s.corrected = 1;
        s.already = 1;
        assert_eq!(
            s.words(Language::Spanish),
            "4 partidas exportadas, 1 corregida, 1 ya presente"
        );
        let cut = ExportError {
            done: s,
            source: io::Error::from(io::ErrorKind::StorageFull),
            file: Some("r1/b2.pgn".into()),
        };
        assert_eq!(
            cut.words(Language::German),
            "der USB-Stick ist voll (r1/b2.pgn): 5 Partien vorher geschrieben; das Archiv ist \
             unverändert, zum Abschließen erneut exportieren"
        );
    }

    #[test]
    fn a_stick_pulled_is_said_so_whatever_the_file_system_answers() {
        for errno in [5, 6, 19, 103, 107, 123] {
            let e = ExportError {
                done: Summary::default(),
                source: io::Error::from_raw_os_error(errno),
                file: None,
            };
            let words = e.words(Language::English);
            assert!(words.contains("the stick is gone"), "{errno}: {words}");
            assert!(!words.contains("os error"), "{errno}: {words}");
        }
    }
}
