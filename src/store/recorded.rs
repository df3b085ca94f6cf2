//! A game whose every accepted input is journalled before the next one.

use std::path::{Path, PathBuf};

use super::journal::{
    Journal, JournalContents, JournalError, LostRecord, SkippedRecord, copy_aside, read_journal,
    replay_prefix,
};
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
    /// failing and the arbiter must be told. The game holds the input and
    /// the journal writes it when storage works again.
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

/// What a restore found besides the game.
#[derive(Debug)]
pub struct Restored {
    /// The journal as read.
    pub contents: JournalContents,
    /// How many of its inputs the game took.
    pub taken: usize,
    /// A damaged record (or one the game refused): it and the records
    /// after it are lost; the game stops before it.
    pub lost: Option<LostRecord>,
    /// Damaged or stale lines left out alone: no input was in them.
    pub skipped: Vec<SkippedRecord>,
    /// Where the damaged journal was kept, byte for byte.
    pub kept_aside: Option<PathBuf>,
    /// The journal could be read but not written again: the game goes on
    /// in memory until storage works.
    pub unkept: Option<JournalError>,
}

impl RecordedGame {
    /// Starts a new game with a new journal at `path`.
    ///
    /// # Errors
    /// A bad FEN in the setup; a journal that cannot be written, or that
    /// holds a played game not yet archived.
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

    /// Starts a new game kept in memory only, for storage that cannot be
    /// used: it is the clock the players need, and its journal is written
    /// whole as soon as storage works.
    ///
    /// # Errors
    /// A bad FEN in the setup.
    pub fn start_in_memory(
        path: &Path,
        id: &str,
        setup: GameSetup,
        tags: Tags,
    ) -> Result<Self, RecordError> {
        let game = Game::new(setup.clone()).map_err(|e| RecordError::Refused(GameError::Fen(e)))?;
        let journal = Journal::in_memory(path, id, &setup, &tags);
        Ok(RecordedGame {
            game,
            journal,
            id: id.to_owned(),
            tags,
        })
    }

    /// Restores the game of the journal at `path` and goes on journalling.
    /// A damaged record costs only itself and what follows: the game is
    /// restored up to the record before it, the damaged file is kept aside
    /// and the journal rewritten to what was restored.
    ///
    /// # Errors
    /// [`JournalError`] when the journal cannot be read or holds no game.
    pub fn restore(path: &Path) -> Result<(Self, Restored), JournalError> {
        let mut contents = read_journal(path)?;
        let (game, refused) = replay_prefix(path, &contents)?;
        // The game stops at the first input it refuses, and so does all
        // that is kept of the journal: its clocks never come from past it.
        if let Some(refused) = refused {
            contents.cut(refused);
        }
        let taken = contents.inputs.len();
        let lost = contents.lost.clone();
        let mut kept_aside = None;
        let mut owns_path = true;
        if contents.needs_rewrite() {
            let stamp = format!("{}-{}", crate::dates::wall_clock().1, std::process::id());
            match copy_aside(path, &stamp) {
                Ok(aside) => kept_aside = Some(aside),
                Err(_) => owns_path = false,
            }
        }
        let (journal, unkept) = match owns_path
            .then(|| Journal::resume(path, &contents, taken))
            .transpose()
        {
            Ok(Some(journal)) => (journal, None),
            Ok(None) => (
                Journal::restored_in_memory(path, &contents, taken, false),
                Some(JournalError::Io {
                    path: path.to_owned(),
                    source: std::io::Error::other("the damaged journal could not be kept aside"),
                }),
            ),
            Err(e) => (
                Journal::restored_in_memory(path, &contents, taken, true),
                Some(e),
            ),
        };
        let restored = RecordedGame {
            game,
            journal,
            id: contents.id.clone(),
            tags: contents.tags.clone(),
        };
        Ok((
            restored,
            Restored {
                skipped: contents.skipped.clone(),
                contents,
                taken,
                lost,
                kept_aside,
                unkept,
            },
        ))
    }

    /// Hands an input to the game; if it is accepted, journals it durably
    /// (all but ticks that do not end the game).
    ///
    /// # Errors
    /// [`RecordError`]: refused by the game, or not kept by the journal
    /// (the game took it all the same).
    pub fn handle(&mut self, input: Input, now: Moment) -> Result<(), RecordError> {
        let on = self.game.result().is_none();
        self.game.handle(input.clone(), now)?;
        // A tick only lets time pass: the next input's moment applies the
        // same flag on replay, so it costs no write. The tick that ends the
        // game (a flag in clock-only mode) is its end, and is recorded: no
        // input may follow to apply it.
        if input != Input::Tick || (on && self.game.result().is_some()) {
            self.journal.record(now, &input)?;
        }
        Ok(())
    }

    /// Journals that the game's time reached `now` with a clock running
    /// (`utc`: the wall clock's seconds), so that a restore after a power
    /// cut charges the running side up to here.
    ///
    /// # Errors
    /// The journal cannot keep it.
    pub fn checkpoint(&mut self, now: Moment, utc: u64) -> Result<(), JournalError> {
        self.journal.checkpoint(now, utc)
    }

    /// Writes the whole journal again after storage failed.
    ///
    /// # Errors
    /// Storage still fails.
    pub fn heal(&mut self) -> Result<(), JournalError> {
        self.journal.heal()
    }

    /// Whether the journal holds the whole game.
    pub fn is_kept(&self) -> bool {
        self.journal.is_healthy()
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

    /// The journal was moved (into the archive): later records go there.
    pub fn journal_moved(&mut self, to: PathBuf) {
        self.journal.moved_to(to);
    }
}

impl Restored {
    /// The latest moment the restored game reached: its last input taken,
    /// or a later checkpoint of the running clock among the records kept.
    pub fn last_moment(&self) -> Moment {
        self.contents.last_moment()
    }
}
