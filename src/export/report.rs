//! What an export tells: the counts and names it hands back as data, and
//! their words in each language, made at the edge that shows them.

use std::fmt;
use std::io;

use super::games::Unreadable;
use crate::rules::Language;
use crate::rules::words::say;

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
        let (n, corrected, already) = (self.exported, self.corrected, self.already);
        let mut words = match (lang, n) {
            (Language::English, 1) => "exported 1 game".to_owned(),
            (Language::French, 0 | 1) => format!("{n} partie exportée"),
            _ => say!(lang, "exported {n} games", "{n} parties exportées"),
        };
        if corrected > 0 {
            words.push_str(&match (lang, corrected) {
                (Language::French, 1) => ", 1 corrigée".to_owned(),
                _ => say!(lang, ", {corrected} corrected", ", {corrected} corrigées"),
            });
        }
        words.push_str(&match (lang, already) {
            (Language::French, 0 | 1) => format!(", {already} déjà présente"),
            _ => say!(
                lang,
                ", {already} already there",
                ", {already} déjà présentes"
            ),
        });
        if !self.unreadable.is_empty() {
            let files: Vec<String> = self.unreadable.iter().map(|u| u.words(lang)).collect();
            let files = files.join(", ");
            words.push_str(&say!(
                lang,
                "; unreadable in the archive, left out: {files}",
                " ; illisibles dans l'archive, laissés de côté : {files}"
            ));
        }
        words
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
        let written = match (lang, self.done.exported + self.done.corrected) {
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
}
