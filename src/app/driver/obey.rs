//! How the driver carries out what the app asks besides inputs: new
//! settings, the setup held open, a rescue to a stick, the next game (a
//! game handed over to a spare, or taken up, is in `spare`).

use super::{Control, Driver, Filing, refusal_words};
use crate::day::{Phase, may_begin_next};
use crate::game::GameSetup;
use crate::pgn::Tags;
use crate::store::{JournalError, RecordError, RecordedGame};
use crate::words::{Language, t};

impl Driver {
    /// Carries out a command; a refusal comes back in words.
    pub(super) fn obey(&mut self, command: Control) -> Option<String> {
        match command {
            Control::Speak(_) | Control::Listen(_) => None,
            Control::Configure { notation, budget } => {
                self.notation = notation;
                self.budget = budget;
                None
            }
            Control::Rescue { stick } => self.rescue(&stick),
            Control::HandOver { stick } => Some(self.hand_over(&stick)),
            Control::TakeUp { journal } => Some(self.take_up(&journal)),
            Control::SetupOpen(open) => {
                self.held = open;
                None
            }
            Control::NewGame {
                id,
                setup,
                tags,
                by_arbiter,
            } => self.begin_next(&id, setup, tags, by_arbiter),
        }
    }

    /// Begins the next game `id` when the day allows it (the last one over
    /// and filed, or the arbiter's word); why not, in words.
    fn begin_next(
        &mut self,
        id: &str,
        setup: GameSetup,
        tags: Tags,
        by_arbiter: bool,
    ) -> Option<String> {
        let lang = Language::from(setup.language);
        // The setup has closed, whatever comes of its game.
        self.held = false;
        let phase = Phase::of(self.game.game(), self.is_archived() || self.is_rescued());
        if let Err(refusal) = may_begin_next(phase, by_arbiter) {
            return Some(refusal_words(refusal, lang));
        }
        let Some(dir) = &self.data_dir else {
            return Some(t!(lang, "new-game-no-data-dir"));
        };
        let journal = dir.join(crate::app::JOURNAL_FILE);
        if let Err(e) = self.set_rescued_aside(&journal) {
            return Some(e);
        }
        let game = match RecordedGame::start(&journal, id, setup.clone(), tags.clone()) {
            // Never over a played game the archive lacks.
            Err(RecordError::Journal(e @ JournalError::Unfiled { .. })) => {
                return Some(t!(lang, "new-game-cannot-start", error = e.words(lang)));
            }
            // Storage that fails: the clock still runs, in memory.
            Err(RecordError::Journal(e)) => {
                tracing::error!("{e}");
                RecordedGame::start_in_memory(&journal, id, setup, tags)
            }
            started => started,
        };
        match game {
            Ok(game) => {
                self.game = game;
                self.filing = Filing::default();
                None
            }
            Err(e) => Some(t!(lang, "new-game-could-not-start", error = e.to_string())),
        }
    }
}
