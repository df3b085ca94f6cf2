//! A game whose every accepted input is journalled before the next one.

use std::path::Path;

use super::journal::{Journal, JournalContents, JournalError, read_journal, replay};
use crate::clock::Moment;
use crate::game::{Game, GameError, GameSetup, Input};
use crate::pgn::Tags;

/// Why an input did not go through.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The game refused it; nothing changed.
    #[error("{0}")]
    Refused(#[from] GameError),
    /// The game took it but the journal could not keep it: the storage is
    /// failing and the arbiter must be told.
    #[error("{0}")]
    Journal(#[from] JournalError),
}

/// A game and its journal, kept in step.
#[derive(Debug)]
pub struct RecordedGame {
    game: Game,
    journal: Journal,
    id: String,
    tags: Tags,
}

impl RecordedGame {
    /// Starts a new game with a new journal at `path`.
    ///
    /// # Errors
    /// A bad FEN in the setup, or a journal that cannot be written.
    pub fn start(path: &Path, id: &str, setup: GameSetup, tags: Tags) -> Result<Self, RecordError> {
        let game = Game::new(setup.clone()).map_err(|e| RecordError::Refused(GameError::Fen(e)))?;
        let journal = Journal::create(path, id, &setup, &tags)?;
        Ok(RecordedGame {
            game,
            journal,
            id: id.to_owned(),
            tags,
        })
    }

    /// Restores the game of the journal at `path` and goes on journalling.
    ///
    /// # Errors
    /// [`JournalError`] when the journal cannot be read or is damaged.
    pub fn restore(path: &Path) -> Result<(Self, JournalContents), JournalError> {
        let contents = read_journal(path)?;
        let game = replay(path, &contents)?;
        let journal = Journal::resume(path, &contents)?;
        let restored = RecordedGame {
            game,
            journal,
            id: contents.id.clone(),
            tags: contents.tags.clone(),
        };
        Ok((restored, contents))
    }

    /// Hands an input to the game; if it is accepted, journals it durably
    /// (all but ticks).
    ///
    /// # Errors
    /// [`RecordError`]: refused by the game, or not kept by the journal.
    pub fn handle(&mut self, input: Input, now: Moment) -> Result<(), RecordError> {
        self.game.handle(input.clone(), now)?;
        // A tick only lets time pass: the next input's moment applies the
        // same flag on replay, so it costs no write.
        if input != Input::Tick {
            self.journal.record(now, &input)?;
        }
        Ok(())
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Asks again for a ruling the game still awaits.
    pub fn ask_again(&mut self) {
        self.game.ask_again();
    }

    /// The next thing the edges must do.
    pub fn poll_output(&mut self) -> Option<crate::game::Output> {
        self.game.poll_output()
    }

    /// The game's name.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its PGN tags.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The journal's file.
    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }
}
