//! A journal's failures in the language of the device: the notices that
//! open the app and the refusals of a new game show them to the arbiter.

use super::record::{Damage, JournalError, MOST_JOURNAL};
use crate::words::Language;
use crate::words::{Say, t};

impl JournalError {
    /// The error in `lang` (its `Display` is the English of the logs).
    pub fn words(&self, lang: Language) -> String {
        match self {
            JournalError::Io { path, source } => t!(
                lang,
                "journal-io",
                path = path.display().to_string(),
                error = source.to_string()
            ),
            JournalError::Corrupt { path, line, why } => t!(
                lang,
                "journal-damaged",
                path = path.display().to_string(),
                line = *line,
                why = why.words(lang)
            ),
            JournalError::Empty { path } => {
                t!(lang, "journal-empty", path = path.display().to_string())
            }
            JournalError::Unfiled { path, id } => t!(
                lang,
                "journal-unfiled",
                path = path.display().to_string(),
                id = id
            ),
        }
    }
}

impl Damage {
    /// What is wrong with the line, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            Damage::NotUtf8 => t!(lang, "journal-not-utf8"),
            Damage::NoChecksum => t!(lang, "journal-no-checksum"),
            Damage::BadChecksumField => t!(lang, "journal-bad-checksum-field"),
            Damage::ChecksumMismatch => t!(lang, "journal-checksum-mismatch"),
            Damage::NotARecord(detail) => t!(lang, "journal-not-a-record", detail = detail),
            Damage::NotAGameStart => t!(lang, "journal-not-a-game-start"),
            Damage::Version(version) => t!(lang, "journal-version", version = *version),
            Damage::SecondStart => t!(lang, "journal-second-start"),
            Damage::Refused(e) => t!(lang, "journal-refused", error = e.say(lang)),
            Damage::NoWholeRecord => t!(lang, "journal-no-whole-record"),
            Damage::OutOfPlace => t!(lang, "journal-out-of-place"),
            Damage::NoSuchMoment => t!(lang, "journal-no-such-moment"),
            Damage::NoGameName => t!(lang, "journal-no-game-name"),
            Damage::TooLate(seconds) => t!(lang, "journal-too-late", seconds = *seconds),
            Damage::NotInChain => t!(lang, "journal-not-in-chain"),
            Damage::TooLarge => t!(lang, "journal-too-large", most = MOST_JOURNAL >> 20),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn a_journal_that_holds_an_unfiled_game_says_so_in_german() {
        let e = JournalError::Unfiled {
            path: PathBuf::from("/data/journal.jsonl"),
            id: "2026-11-30-r1-b4".into(),
        };
        assert_eq!(
            e.words(Language::German),
            "Journal /data/journal.jsonl enthält die Partie 2026-11-30-r1-b4, die noch nicht im \
             Archiv ist"
        );
        assert_eq!(
            e.words(Language::English),
            format!("{e}"),
            "English reads as the logs"
        );
    }
}
