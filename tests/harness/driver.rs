//! The driver under tokio's paused clock, for the driver's tests: a game
//! in a temporary data directory, its events, commands and views.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use pendule::app::{Control, Driver, Event, View};
use pendule::game::{GameSetup, Input, Signal};
use pendule::store::RecordedGame;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// A driver running one game, and what the test holds of it.
pub struct Running {
    pub events: mpsc::Sender<Event>,
    pub control: mpsc::Sender<Control>,
    pub view: watch::Receiver<View>,
    pub shutdown: watch::Sender<bool>,
    pub task: tokio::task::JoinHandle<RecordedGame>,
    pub origin: Instant,
    pub dir: PathBuf,
    /// What the buzzer was asked to play.
    pub signals: std::sync::mpsc::Receiver<Signal>,
}

/// A temporary data directory for the test `name`, empty.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-driver-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The driver on a new game with `control` for both sides (from `fen`),
/// in a new temporary data directory.
pub fn start(name: &str, control: &str, fen: Option<&str>) -> Running {
    start_in(&temp_dir(name), control, fen)
}

/// The driver on a new game in the data directory `dir`.
pub fn start_in(dir: &Path, control: &str, fen: Option<&str>) -> Running {
    let dir = dir.to_owned();
    let setup = GameSetup {
        white: control.parse().unwrap(),
        black: control.parse().unwrap(),
        fen: fen.map(str::to_owned),
        ..GameSetup::default()
    };
    let game = RecordedGame::start(&dir.join("journal.jsonl"), "test", setup, vec![]).unwrap();
    drive(game, &dir)
}

/// The driver on `game` (new or restored), its data directory `dir`.
pub fn drive(game: RecordedGame, dir: &Path) -> Running {
    drive_speaking(game, dir, None)
}

/// The driver on a new game with `control`, and the talking clock's hook.
pub fn start_speaking(name: &str, control: &str, speech: pendule::speech::SpeechHook) -> Running {
    let dir = temp_dir(name);
    let setup = GameSetup {
        white: control.parse().unwrap(),
        black: control.parse().unwrap(),
        ..GameSetup::default()
    };
    let game = RecordedGame::start(&dir.join("journal.jsonl"), "test", setup, vec![]).unwrap();
    drive_speaking(game, &dir, Some(speech))
}

/// The driver on `game` with the talking clock's hook, if any.
pub fn drive_speaking(
    game: RecordedGame,
    dir: &Path,
    speech: Option<pendule::speech::SpeechHook>,
) -> Running {
    let dir = dir.to_owned();
    let origin = Instant::now();
    let (buzzer, signals) = std::sync::mpsc::sync_channel(16);
    let driver = Driver {
        data_dir: Some(dir.clone()),
        signals: Some(buzzer),
        speech,
        ..Driver::new(game, origin, Duration::from_secs(30))
    };
    let (events, inputs) = mpsc::channel(16);
    let (view_tx, view) = watch::channel(View::default());
    let (shutdown, stop) = watch::channel(false);
    let (control, commands) = mpsc::channel(4);
    let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
    Running {
        events,
        control,
        view,
        shutdown,
        task,
        origin,
        dir,
        signals,
    }
}

impl Running {
    /// Sends an input, stamped when read.
    pub async fn send(&self, input: Input) {
        self.events.send(Event::now(input)).await.unwrap();
        tokio::task::yield_now().await;
    }

    /// Waits until the published view satisfies `ready`; a minute of
    /// (paused) time without it fails the test rather than hanging it.
    pub async fn view_until(&mut self, ready: impl Fn(&View) -> bool) -> View {
        let wait = async {
            loop {
                {
                    let view = self.view.borrow_and_update();
                    if ready(&view) {
                        return view.clone();
                    }
                }
                self.view.changed().await.unwrap();
            }
        };
        tokio::time::timeout(secs(60), wait)
            .await
            .expect("the view never came")
    }

    /// Stops the driver, removes the data directory, returns the game.
    pub async fn stop(self) -> RecordedGame {
        self.shutdown.send(true).unwrap();
        let game = self.task.await.unwrap();
        let _ = std::fs::remove_dir_all(&self.dir);
        game
    }
}

/// `s` seconds.
pub fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}
