//! What the driver knows of the game's filing: what was filed in the
//! archive, what failed and where a rescued copy went, and the banners that
//! say it. The driver's work on it is in `keeping`.

use std::path::Path;

use shakmaty::ByColor;

use crate::game::{Game, GameResult};
use crate::words::Language;
use crate::words::t;

/// Ticks of the driver's one-second ticker between two tries of a failed
/// archiving.
pub(super) const RETRY_TICKS: u32 = 5;

/// What is filed in the archive, and what failed to be.
#[derive(Debug, Default)]
pub struct Filing {
    /// What was last filed: an arbiter's later decision or a player's
    /// signature files the game again.
    pub(super) archived: Option<Filed>,
    /// Why the last archiving failed, with the path.
    pub(super) failure: Option<String>,
    /// Ticks before the next try.
    pub(super) wait: u32,
    /// Where a copy of the unarchived game went (a stick), for the next
    /// game to begin.
    pub(super) rescued: Option<(Filed, std::path::PathBuf)>,
    /// This device's id, read once from the data directory.
    pub(super) device: std::cell::OnceCell<Option<String>>,
}

/// A game as last filed in the archive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Filed {
    pub(super) result: GameResult,
    pub(super) confirmations: ByColor<Option<u64>>,
}

impl Filed {
    pub(super) fn of(game: &Game) -> Option<Filed> {
        Some(Filed {
            result: game.result()?.clone(),
            confirmations: game.confirmations(),
        })
    }
}

/// The banner while the journal at `path` cannot be written.
pub(crate) fn failing_words(lang: Language, path: &Path) -> String {
    t!(lang, "storage-failing", path = path.display().to_string())
}

/// The banner while the finished game cannot be archived (`failure`
/// names the path and the cause).
pub(crate) fn unarchived_words(lang: Language, failure: &str) -> String {
    t!(
        lang,
        "not-archived",
        failure = failure,
        seconds = RETRY_TICKS
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_storage_banners_name_the_path_in_each_language() {
        let path = Path::new("/data/journal.jsonl");
        assert_eq!(
            failing_words(Language::Spanish, path),
            "FALLO DE ALMACENAMIENTO: no se puede escribir /data/journal.jsonl. La partida \
             continúa y se guarda en memoria; se escribirá en cuanto el almacenamiento \
             funcione. Avise al árbitro."
        );
        assert!(failing_words(Language::French, path).starts_with("STOCKAGE DÉFAILLANT : /data/"));
        assert_eq!(
            unarchived_words(Language::German, "disk full"),
            "NICHT ARCHIVIERT: disk full. Neuer Versuch alle 5 s; die nächste Partie wartet, \
             bis diese archiviert oder auf einen USB-Stick kopiert ist (Export)."
        );
    }
}
