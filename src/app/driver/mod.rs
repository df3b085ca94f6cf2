//! The one task that owns the game: it waits for an input, the next flag's
//! deadline or shutdown, hands each to the game with its moment, journals
//! it, runs rulings off the task, and publishes what the screen shows.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, sleep_until};

mod commands;
mod filing;
mod keeping;
mod obey;
mod spare;
mod speech;

pub use commands::{Control, Event};
pub use filing::Filing;
#[cfg(feature = "ui")]
pub(crate) use filing::{failing_words, unarchived_words};

use super::view::View;
use crate::clock::Moment;
use crate::words::Say;
use shakmaty::{ByColor, Color};

use crate::day::NextRefusal;
use crate::game::{Input, Output, Signal};
use crate::live::{DeviceRound, LiveGame};
use crate::rules::{Notation, decide, prove};
use crate::store::{RecordError, RecordedGame};
use crate::words::Language;
use crate::words::t;

/// How long the flag waits for presses stamped before it that are still on
/// their way (a button's event is read after its edge).
pub const FLAG_GRACE: Duration = Duration::from_millis(50);

/// What the driver needs to run.
pub struct Driver {
    /// The game and its journal.
    pub game: RecordedGame,
    /// The instant the game's moments count from.
    pub origin: Instant,
    /// How moves are written on the screen.
    pub notation: Notation,
    /// How long a 6.9 search may take.
    pub budget: Duration,
    /// Bumped on every turn of the loop and every second: the watchdog's
    /// proof that the driver lives.
    pub heartbeat: Arc<AtomicU64>,
    /// Shown until the first input: a restore, settings that did not read.
    pub notice: Option<String>,
    /// The data directory: its archive receives each game when it ends and
    /// its journal the next game. `None`: nothing is archived (tests).
    pub data_dir: Option<std::path::PathBuf>,
    /// What is filed in the archive, and what failed to be.
    pub filing: Filing,
    /// The buzzer's queue (`None`: no buzzer). A full queue drops a signal.
    pub signals: Option<std::sync::mpsc::SyncSender<Signal>>,
    /// The live endpoint's feed, when live broadcast is on: the game's
    /// PGN and clock, after each change the screen shows.
    pub live: Option<watch::Sender<Arc<DeviceRound>>>,
    /// The talking clock's hook, when speech is on: what happened goes to
    /// the speaker's queue after the screen's view, without waiting.
    pub speech: Option<crate::speech::SpeechHook>,
    /// The setup is open over a game not yet begun: a press is dropped, or
    /// it would start that game (the saved one, without the names typed)
    /// behind the screen. The setup's start or closing lets presses in.
    pub held: bool,
    /// A game was taken up from a spare's stick (Art. 8.3): the driver
    /// ends, and the app with it, for the restart that restores the game.
    pub restart: bool,
}

/// Under this the running side hears the low-time signal, once.
pub const LOW_TIME: Duration = Duration::from_secs(60);

impl Driver {
    /// A driver for `game` counting from `origin`, searching rulings for at
    /// most `budget`: English moves, no notice, no data directory (nothing
    /// archived), no buzzer, no live feed. The edges set what they have.
    pub fn new(game: RecordedGame, origin: Instant, budget: Duration) -> Driver {
        Driver {
            game,
            origin,
            notation: Notation::English,
            budget,
            heartbeat: Arc::default(),
            notice: None,
            data_dir: None,
            filing: Filing::default(),
            signals: None,
            live: None,
            speech: None,
            held: false,
            restart: false,
        }
    }

    fn moment(&self, at: Instant) -> Moment {
        Moment::from_origin(at.saturating_duration_since(self.origin))
    }

    fn instant(&self, moment: Moment) -> Instant {
        self.origin + moment.since_origin()
    }

    /// Carries out the game's outputs: rulings and their shorter proofs are
    /// searched on blocking threads and come back as inputs, the ruling
    /// first (the screen shows it while the proof is searched).
    fn carry_out(&mut self, verdicts: &mpsc::Sender<Input>) {
        while let Some(output) = self.game.poll_output() {
            match output {
                Output::Decide { position, flagged } => {
                    let (budget, notation, verdicts) =
                        (self.budget, self.notation, verdicts.clone());
                    tokio::task::spawn_blocking(move || {
                        let verdict = decide(&position, flagged, budget, notation);
                        let _ = verdicts.blocking_send(Input::Verdict(verdict));
                    });
                }
                Output::Prove { position, verdict } => {
                    let (budget, notation, proofs) = (self.budget, self.notation, verdicts.clone());
                    tokio::task::spawn_blocking(move || {
                        if let Some(proof) = prove(&position, &verdict, budget, notation) {
                            let _ = proofs.blocking_send(Input::Proof(proof));
                        }
                    });
                }
                Output::Buzz(signal) => self.buzz(signal),
                _ => {}
            }
        }
    }

    fn buzz(&self, signal: Signal) {
        if let Some(signals) = &self.signals {
            let _ = signals.try_send(signal);
        }
    }

    /// The low-time signal for the running side, once each time its clock
    /// goes under [`LOW_TIME`].
    fn low_time(&self, told: &mut ByColor<bool>, now: Moment) {
        let clock = self.game.game().clock();
        for color in Color::ALL {
            let low = clock.remaining(color, now) < LOW_TIME;
            let running = clock.is_running() && clock.turn() == Some(color);
            if low && running && !*told.get(color) {
                self.buzz(Signal::LowTime);
            }
            if running || !low {
                *told.get_mut(color) = low;
            }
        }
    }

    /// What the screens show at `now`.
    fn view(&self, now: Moment, message: Option<String>) -> View {
        let game = self.game.game();
        let mut view =
            View::of(game, now, self.notation, message).with_tags(game, self.game.tags().clone());
        view.archived = self.is_archived() || self.is_rescued();
        view.storage = self.storage_words();
        view
    }

    /// Hands the game as it stands at `now` to the live endpoint; `next`:
    /// a new game has begun. Done after the screen's view is sent, so the
    /// clock's switch never waits for the PGN.
    fn publish_live(&self, now: Moment, next: bool) {
        let Some(live) = &self.live else {
            return;
        };
        let game = LiveGame::of(self.game.game(), &self.device_tags(), now);
        let mut round = DeviceRound::clone(&live.borrow());
        if next {
            round.next(game);
        } else {
            round.show(game);
        }
        live.send_replace(Arc::new(round));
    }

    /// Runs until `shutdown` turns true or every sender of `events` is gone.
    /// Returns the game, for the caller to archive or keep.
    pub async fn run(
        mut self,
        mut events: mpsc::Receiver<Event>,
        mut control: mpsc::Receiver<Control>,
        view: watch::Sender<View>,
        mut shutdown: watch::Receiver<bool>,
    ) -> RecordedGame {
        let (verdicts, mut ruled) = mpsc::channel(4);
        let mut last = self.moment(Instant::now());
        let mut ticker = tokio::time::interval(Duration::from_secs(1));
        let mut checkpoints = tokio::time::interval(crate::store::journal::CHECKPOINT_EVERY);
        // Checkpoints keep their 1.5 s grid: after a pause the next one
        // comes at its due time, not as a burst of those missed while no
        // clock ran.
        checkpoints.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        let mut low_told = ByColor::new_with(|_| false);
        self.resume(last, &view, &verdicts);
        loop {
            self.heartbeat.fetch_add(1, Ordering::Relaxed);
            let deadline = self
                .game
                .game()
                .next_deadline()
                .map(|m| self.instant(m) + FLAG_GRACE);
            let warning = self.next_warning();
            let (input, at) = tokio::select! {
                biased;
                _ = shutdown.changed() => break,
                // What the screens asked before a press applies before it
                // (the setup opened: the press must not start the game).
                Some(command) = control.recv() => {
                    self.command(command, last, &view);
                    if self.restart {
                        break;
                    }
                    continue;
                }
                event = events.recv() => match event {
                    Some(event) => (event.input, event.at.unwrap_or_else(Instant::now)),
                    None => break,
                },
                Some(input) = ruled.recv() => (input, Instant::now()),
                _ = sleep_until(deadline.unwrap_or_else(Instant::now)), if deadline.is_some() => {
                    (Input::Tick, Instant::now())
                }
                _ = sleep_until(warning.unwrap_or_else(Instant::now)), if warning.is_some() => {
                    self.tell(self.moment(Instant::now()).max(last));
                    continue;
                }
                _ = ticker.tick() => {
                    self.second(&mut low_told, last, &view);
                    continue;
                }
                due = checkpoints.tick(), if self.game.game().clock().is_running() => {
                    // The moment it was due: the clock ran at least so far.
                    let now = self.moment(due).max(last);
                    if self.checkpoint(now) {
                        view.send_replace(self.view(now, None));
                    }
                    continue;
                }
            };
            if self.held && matches!(input, Input::Press(_)) && !self.game.game().is_started() {
                continue;
            }
            // Moments never go back: an event read late keeps its stamp
            // unless something later was handled already.
            let now = self.moment(at).max(last);
            last = now;
            self.take(input, now, &verdicts, &view);
        }
        self.game
    }

    /// The first view at `last`: a restored game may still await a ruling,
    /// or have ended before it was filed (a cut between its last record
    /// and the archive), and the notice is shown.
    fn resume(&mut self, last: Moment, view: &watch::Sender<View>, verdicts: &mpsc::Sender<Input>) {
        self.game.ask_again();
        self.archive_if_over();
        let notice = self.notice.take();
        view.send_replace(self.view(last, notice));
        self.publish_live(last, false);
        self.carry_out(verdicts);
        self.tell(last);
    }

    /// A command from the screens carried out, and its answer shown; a
    /// request to speak is only heard, with no new view.
    fn command(&mut self, command: Control, last: Moment, view: &watch::Sender<View>) {
        if self.hear(&command) {
            return;
        }
        let before = self.game.id().to_owned();
        let message = self.obey(command);
        let now = self.moment(Instant::now()).max(last);
        view.send_replace(self.view(now, message));
        self.publish_live(now, self.game.id() != before);
    }

    /// Each second: the low-time signal, a threshold whose own deadline
    /// lost to this one, and storage that failed tried again (the screen
    /// says when it works).
    fn second(&mut self, low_told: &mut ByColor<bool>, last: Moment, view: &watch::Sender<View>) {
        let now = self.moment(Instant::now()).max(last);
        self.low_time(low_told, now);
        self.tell(now);
        if self.keep_up() {
            view.send_replace(self.view(now, None));
        }
    }

    /// Hands `input` to the game at `now`, carries out what follows, and
    /// shows the game with the refusal or the note it made; the live feed
    /// and the speaker follow the screen, never before it.
    fn take(
        &mut self,
        input: Input,
        now: Moment,
        verdicts: &mpsc::Sender<Input>,
        view: &watch::Sender<View>,
    ) {
        let noted = self.game.game().notes().len();
        let proof = matches!(input, Input::Proof(_));
        let outcome = self.game.handle(input, now);
        let refused_entry = matches!(
            outcome,
            Err(RecordError::Refused(crate::game::GameError::Move(_)))
        );
        let message = self.outcome_words(outcome, proof);
        self.carry_out(verdicts);
        self.archive_if_over();
        let mut snapshot = self.view(now, message);
        snapshot.refused_entry = refused_entry;
        let notes = self.game.game().notes();
        snapshot.note = (notes.len() > noted)
            .then(|| {
                notes
                    .last()
                    .map(|n| n.said.say(Language::of(self.game.game())))
            })
            .flatten();
        let shown = view.send_if_modified(|shown| {
            let changed = *shown != snapshot;
            *shown = snapshot;
            changed
        });
        if shown {
            self.publish_live(now, false);
        }
        self.tell(now);
    }

    /// What the screen says of the game's answer to an input: a refusal in
    /// words, nothing when it took it.
    fn outcome_words(&self, outcome: Result<(), RecordError>, proof: bool) -> Option<String> {
        match outcome {
            Ok(()) => None,
            // A proof the arbiter's new result no longer needs: nobody
            // asked for words about it.
            Err(RecordError::Refused(_)) if proof => None,
            Err(RecordError::Refused(e)) => Some(e.say(Language::of(self.game.game()))),
            // The game took it; the storage banner says the rest.
            Err(RecordError::Journal(e)) => {
                tracing::error!("{e}");
                None
            }
        }
    }
}

/// Why the next game waits, in `lang`.
pub(crate) fn refusal_words(refusal: NextRefusal, lang: Language) -> String {
    match refusal {
        NextRefusal::GameOn => t!(lang, "next-waits-game-on"),
        NextRefusal::NotArchived => t!(lang, "next-waits-not-archived"),
        NextRefusal::Unsigned => t!(lang, "next-waits-unsigned"),
    }
}
