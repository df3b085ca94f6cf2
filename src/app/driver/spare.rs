//! Art. 8.3, "an electronic scoresheet with an evident defect shall be
//! replaced by the arbiter", from the arbiter's screen: the device that is
//! replaced writes its game's journal to a stick; the spare takes it up and
//! ends, for its restart to restore the game paused, as after a power cut.

use std::path::Path;

use super::Driver;
use crate::store::spare::{hand_over, take_up};
use crate::words::{Language, t};

impl Driver {
    /// The running game's journal to `stick`; what was done, in words.
    pub(super) fn hand_over(&self, stick: &Path) -> String {
        let lang = Language::of(self.game.game());
        if self.game.game().clock().is_running() {
            return t!(lang, "spare-pause-first");
        }
        if self.storage_words().is_some() {
            return t!(lang, "spare-storage-failing");
        }
        match hand_over(self.game.journal_path(), stick) {
            Ok(file) => t!(lang, "spare-handed-over", file = file.display().to_string()),
            Err(e) => t!(lang, "spare-hand-over-failed", error = e.to_string()),
        }
    }

    /// The journal at `journal` taken up as this device's game: on success
    /// the driver ends (`restart`), for the app's restart to restore it.
    pub(super) fn take_up(&mut self, journal: &Path) -> String {
        let lang = Language::of(self.game.game());
        let Some(dir) = &self.data_dir else {
            return t!(lang, "new-game-no-data-dir");
        };
        match take_up(journal, dir) {
            Ok(id) => {
                self.restart = true;
                t!(lang, "spare-taken-up", id = id)
            }
            Err(e) => t!(lang, "spare-take-up-failed", error = e.to_string()),
        }
    }
}
