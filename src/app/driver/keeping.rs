//! Keeping the game safe while the players play: filed in the archive when
//! it ends (and again when the arbiter or a signature changes it), the
//! running clock checkpointed, and storage that failed tried again until
//! it works. While it fails the clock goes on and the screen says so.

use std::path::Path;

use super::Driver;
use super::filing::{Filed, RETRY_TICKS, failing_words, unarchived_words};
use crate::atomic::atomic_write;
use crate::clock::Moment;
use crate::store::archive::archive_dir;
use crate::store::archive_game;
use crate::words::Language;
use crate::words::t;

impl Driver {
    /// Whether the game's present result is filed in the archive.
    pub(super) fn is_archived(&self) -> bool {
        let result = self.game.game().result();
        self.filing
            .archived
            .as_ref()
            .map(|f| &f.result)
            .is_some_and(|r| Some(r) == result)
    }

    /// Files the game in the archive once it has ended, with its whole
    /// journal. A failure is kept for the screen and tried again by
    /// [`Driver::keep_up`]; the next game waits for it. A game that never
    /// began is no game: it is never filed.
    pub(super) fn archive_if_over(&mut self) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let Some(filed) = Filed::of(self.game.game()) else {
            return;
        };
        if !self.game.game().is_started() || self.filing.archived.as_ref() == Some(&filed) {
            return;
        }
        self.filing.wait = RETRY_TICKS;
        // The archive keeps the journal as the game's proof: only a whole
        // one goes in.
        if let Err(e) = self.game.heal() {
            self.filing.failure = Some(e.to_string());
            return;
        }
        let pgn = crate::pgn::write_pgn(self.game.game(), &self.device_tags());
        let journal = self.game.journal_path().to_owned();
        match archive_game(&dir, self.game.id(), &pgn, Some(&journal)) {
            Ok(_) => {
                let moved = archive_dir(&dir).join(format!("{}.jsonl", self.game.id()));
                if !journal.exists() && moved.exists() {
                    self.game.journal_moved(moved);
                }
                self.filing.archived = Some(filed);
                self.filing.failure = None;
            }
            Err(e) => {
                let failure = format!("{}: {e}", archive_dir(&dir).display());
                // Said once per cause, not at every retry.
                if self.filing.failure.as_ref() != Some(&failure) {
                    tracing::error!("archiving {}: {failure}", self.game.id());
                }
                self.filing.failure = Some(failure);
            }
        }
    }

    /// The game's tags with this device's id: every PGN it files or serves
    /// names it (a spare that took the game up names itself: it kept the
    /// game to its end).
    pub(super) fn device_tags(&self) -> crate::pgn::Tags {
        let device = self.filing.device.get_or_init(|| {
            let dir = self.data_dir.as_deref()?;
            crate::store::device_id(dir)
                .inspect_err(|e| tracing::error!("device id: {e}"))
                .ok()
        });
        crate::store::with_device(self.game.tags(), device.as_deref())
    }

    /// Whether the present result is safe on a stick though not archived.
    pub(super) fn is_rescued(&self) -> bool {
        let now = Filed::of(self.game.game());
        self.filing
            .rescued
            .as_ref()
            .is_some_and(|(f, _)| Some(f) == now.as_ref())
    }

    /// Copies the finished game that cannot be archived onto the stick.
    /// Returns what went wrong, in words; `None` when done or not needed.
    pub(super) fn rescue(&mut self, stick: &Path) -> Option<String> {
        let lang = Language::of(self.game.game());
        let filed = Filed::of(self.game.game())?;
        if self.is_archived() || self.filing.failure.is_none() {
            return None;
        }
        let dir = stick.join("pendule").join("unarchived");
        let pgn = crate::pgn::write_pgn(self.game.game(), &self.device_tags());
        let id = self.game.id().to_owned();
        let copied = std::fs::create_dir_all(&dir)
            .and_then(|()| atomic_write(&dir, &format!("{id}.pgn"), pgn.as_bytes()))
            .and_then(|()| {
                let journal = std::fs::read(self.game.journal_path()).unwrap_or_default();
                atomic_write(&dir, &format!("{id}.jsonl"), &journal)
            });
        match copied {
            Ok(()) => {
                tracing::warn!(
                    "{id} is not archived; a copy is on the stick in {}",
                    dir.display()
                );
                self.filing.rescued = Some((filed, dir));
                None
            }
            Err(e) => Some(t!(
                lang,
                "rescue-not-copied",
                dir = dir.display().to_string(),
                error = e.to_string()
            )),
        }
    }

    /// Before a new game: the journal of a game that is only on a stick is
    /// kept aside in the data directory, never replaced.
    ///
    /// # Errors
    /// The rename fails: the words say so.
    pub(super) fn set_rescued_aside(&mut self, journal: &Path) -> Result<(), String> {
        if !self.is_rescued() || self.is_archived() || !journal.exists() {
            return Ok(());
        }
        let aside = journal.with_file_name(format!("journal.unarchived-{}.jsonl", self.game.id()));
        std::fs::rename(journal, &aside).map_err(|e| {
            t!(
                Language::of(self.game.game()),
                "rescue-not-kept-aside",
                path = journal.display().to_string(),
                error = e.to_string()
            )
        })
    }

    /// Tries again what storage failed to do: the journal, then the
    /// archive. Returns whether what the screen says of storage changed.
    pub(super) fn keep_up(&mut self) -> bool {
        let before = self.storage_words();
        if !self.game.is_kept() && self.game.heal().is_ok() {
            tracing::info!("storage works again: the journal holds the whole game");
        }
        if self.filing.failure.is_some() {
            self.filing.wait = self.filing.wait.saturating_sub(1);
            if self.filing.wait == 0 {
                self.archive_if_over();
            }
        }
        before != self.storage_words()
    }

    /// Journals where the running clock stands. Returns whether what the
    /// screen says of storage changed.
    pub(super) fn checkpoint(&mut self, now: Moment) -> bool {
        let kept = self.game.is_kept();
        let utc = crate::dates::wall_clock().1;
        if let Err(e) = self.game.checkpoint(now, utc)
            && kept
        {
            tracing::error!("{e}");
        }
        kept != self.game.is_kept()
    }

    /// What the screen must say of storage while it fails, whole.
    pub(super) fn storage_words(&self) -> Option<String> {
        let lang = Language::of(self.game.game());
        if !self.game.is_kept() {
            return Some(failing_words(lang, self.game.journal_path()));
        }
        let failure = self.filing.failure.as_ref()?;
        if let Some((_, dir)) = self.filing.rescued.as_ref().filter(|_| self.is_rescued()) {
            return Some(t!(
                lang,
                "not-archived-rescued",
                failure = failure,
                dir = dir.display().to_string(),
                seconds = RETRY_TICKS
            ));
        }
        Some(unarchived_words(lang, failure))
    }
}
