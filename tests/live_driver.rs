//! The driver feeds the live endpoint: after each change the screen shows,
//! the game's PGN and clock, under tokio's paused clock; after a restart
//! mid-round the round's earlier games come back from the archive.

use std::sync::Arc;
use std::time::Duration;

use pendule::app::{Control, Driver, Event, JOURNAL_FILE, View};
use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::live::{DeviceRound, LiveGame, resumed_round};
use pendule::store::RecordedGame;
use shakmaty::Color::{Black, White};
use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, advance};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn tag(pgn: &str, name: &str) -> String {
    pgn.lines()
        .find_map(|l| l.strip_prefix(&format!("[{name} \""))?.strip_suffix("\"]"))
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(start_paused = true)]
async fn the_driver_publishes_each_move_with_its_clock() {
    let dir = std::env::temp_dir().join(format!("pendule-live-driver-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let setup = GameSetup {
        white: "300".parse().unwrap(),
        black: "300".parse().unwrap(),
        ..GameSetup::default()
    };
    let tags = vec![
        ("Event".to_owned(), "Club".to_owned()),
        ("Round".to_owned(), "2".to_owned()),
        ("Board".to_owned(), "9".to_owned()),
    ];
    let game = RecordedGame::start(&dir.join("journal.jsonl"), "live", setup, tags).unwrap();
    let (feed, mut round) = watch::channel(Arc::new(DeviceRound::default()));
    let driver = Driver {
        data_dir: Some(dir.clone()),
        live: Some(feed),
        ..Driver::new(game, Instant::now(), secs(2))
    };
    let (events, inputs) = mpsc::channel(16);
    let (_control, commands) = mpsc::channel(4);
    let (view_tx, mut view) = watch::channel(View::default());
    let (shutdown, stop) = watch::channel(false);
    let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
    let send = |input| {
        let events = events.clone();
        async move {
            events.send(Event::now(input)).await.unwrap();
            tokio::task::yield_now().await;
        }
    };
    send(Input::Press(Black)).await;
    advance(secs(7)).await;
    send(Input::Move("e4".into())).await;
    send(Input::Press(White)).await;
    while view.borrow_and_update().running != Some(Black) {
        view.changed().await.unwrap();
    }
    // Published after the view: wait for the game with its move.
    let live = loop {
        let now = round.borrow_and_update().clone();
        if now
            .game_pgn(Moment::ZERO)
            .is_some_and(|p| p.contains("1. e4"))
        {
            break now;
        }
        round.changed().await.unwrap();
    };
    let at = |s| Moment::from_origin(secs(s));
    let pgn = live.game_pgn(at(7)).unwrap();
    assert!(
        pgn.contains("1. e4 {[%clk 0:04:53] [%emt 0:00:07]}"),
        "{pgn}"
    );
    assert_eq!(tag(&pgn, "Board"), "9");
    assert_eq!(tag(&pgn, "WhiteClock"), "0:04:53");
    assert_eq!(tag(&pgn, "BlackClock"), "0:05:00");
    // Asked 20 s later, Black's clock has run 20 s; White's stands.
    let later = live.game_pgn(at(27)).unwrap();
    assert_eq!(tag(&later, "WhiteClock"), "0:04:53");
    assert_eq!(tag(&later, "BlackClock"), "0:04:40");
    assert_eq!(live.round_pgn(at(27)), later);
    shutdown.send(true).unwrap();
    task.await.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A device's driver on `game` with its live feed started as the app
/// starts it (the round's archived games first), and what the test holds.
struct Device {
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<Control>,
    view: watch::Receiver<View>,
    round: watch::Receiver<Arc<DeviceRound>>,
    shutdown: watch::Sender<bool>,
    task: tokio::task::JoinHandle<RecordedGame>,
}

impl Device {
    fn start(dir: &std::path::Path, game: RecordedGame, at: Moment) -> Device {
        let current = LiveGame::of(game.game(), game.tags(), at);
        let first = resumed_round(dir, game.id(), current);
        let (feed, round) = watch::channel(Arc::new(first));
        let origin = Instant::now() - at.since_origin();
        let driver = Driver {
            data_dir: Some(dir.to_owned()),
            live: Some(feed),
            ..Driver::new(game, origin, secs(2))
        };
        let (events, inputs) = mpsc::channel(16);
        let (control, commands) = mpsc::channel(4);
        let (view_tx, view) = watch::channel(View::default());
        let (shutdown, stop) = watch::channel(false);
        let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
        Device {
            events,
            control,
            view,
            round,
            shutdown,
            task,
        }
    }

    async fn send(&self, input: Input) {
        self.events.send(Event::now(input)).await.unwrap();
        tokio::task::yield_now().await;
    }

    /// The round as soon as it satisfies `done`.
    async fn round_until(&mut self, done: impl Fn(&DeviceRound) -> bool) -> Arc<DeviceRound> {
        loop {
            let now = self.round.borrow_and_update().clone();
            if done(&now) {
                return now;
            }
            tokio::time::timeout(secs(60), self.round.changed())
                .await
                .unwrap_or_else(|_| {
                    panic!("the round never came: {:?}", self.view.borrow().message)
                })
                .unwrap();
        }
    }

    /// Stops the driver as a power cut would: the journal stays as it is.
    async fn cut(self) {
        self.shutdown.send(true).unwrap();
        drop(self.task.await.unwrap());
    }
}

/// The game on the device has ended.
fn is_over(round: &DeviceRound) -> bool {
    round
        .game_pgn(Moment::ZERO)
        .is_some_and(|p| !p.contains("[Result \"*\"]"))
}

fn round_tags(white: &str) -> Vec<(String, String)> {
    [
        ("Event", "Club"),
        ("Date", "2026.11.30"),
        ("Round", "3"),
        ("Board", "4"),
        ("White", white),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

#[tokio::test(start_paused = true)]
async fn a_device_restarted_mid_round_serves_the_rounds_earlier_games() {
    let dir = std::env::temp_dir().join(format!("pendule-live-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join(JOURNAL_FILE);
    let setup = || GameSetup {
        white: "300".parse().unwrap(),
        black: "300".parse().unwrap(),
        ..GameSetup::default()
    };
    // Last week's round 3 on this board, in the archive: another round.
    let old = RecordedGame::start(&journal, "20261123-1", setup(), {
        let mut tags = round_tags("LastWeek");
        tags[1].1 = "2026.11.23".into();
        tags
    })
    .unwrap();
    let mut device = Device::start(&dir, old, Moment::ZERO);
    device.send(Input::Press(Black)).await;
    device.send(Input::Resign(White)).await;
    device.round_until(is_over).await;
    device.cut().await;
    assert!(dir.join("archive/20261123-1.pgn").exists());

    // Game 1 of round 3, played to its end and archived with its journal.
    let first = RecordedGame::start(&journal, "20261130-1", setup(), round_tags("Ann")).unwrap();
    let mut device = Device::start(&dir, first, Moment::ZERO);
    device.send(Input::Press(Black)).await;
    advance(secs(5)).await;
    device.send(Input::Move("e4".into())).await;
    device.send(Input::Press(White)).await;
    advance(secs(3)).await;
    device.send(Input::Move("e5".into())).await;
    device.send(Input::Press(Black)).await;
    advance(secs(4)).await;
    device.send(Input::Resign(Black)).await;
    device.round_until(is_over).await;
    // The arbiter begins the tie-break game on the same board.
    device
        .control
        .send(Control::NewGame {
            id: "20261130-2".into(),
            setup: setup(),
            tags: round_tags("Bob"),
            by_arbiter: true,
        })
        .await
        .unwrap();
    device
        .round_until(|r| r.game_pgn(Moment::ZERO).is_some_and(|p| p.contains("Bob")))
        .await;
    device.send(Input::Press(Black)).await;
    advance(secs(2)).await;
    device.send(Input::Move("d4".into())).await;
    device.send(Input::Press(White)).await;
    let before = device
        .round_until(|r| {
            r.game_pgn(Moment::ZERO)
                .is_some_and(|p| p.contains("Bob") && p.contains("1. d4"))
        })
        .await;
    assert_eq!(before.earlier.len(), 1, "{:?}", before.earlier);
    assert!(before.earlier[0].contains("[White \"Ann\"]"));
    // The power is cut mid-game.
    device.cut().await;
    assert!(dir.join("archive/20261130-1.pgn").exists());
    assert!(dir.join("archive/20261130-1.jsonl").exists());

    // Back up: the journal's game, and the round from the archive.
    let (game, restored) = RecordedGame::restore(&journal).unwrap();
    assert_eq!(game.id(), "20261130-2");
    let mut device = Device::start(&dir, game, restored.last_moment());
    let after = device
        .round_until(|r| r.game_pgn(Moment::ZERO).is_some())
        .await;
    // Game 1 exactly as served before the cut (its clock tags from its
    // journal), last week's game not, and the tie-break with its move.
    assert_eq!(after.earlier, before.earlier);
    let text = after.round_pgn(restored.last_moment());
    assert_eq!(text.matches("[Event ").count(), 2, "{text}");
    assert!(!text.contains("LastWeek"), "{text}");
    let (ann, bob) = (text.find("Ann").unwrap(), text.find("Bob").unwrap());
    assert!(ann < bob, "{text}");
    assert!(text[bob..].contains("1. d4"), "{text}");
    // The clocks as they stood at the resignation (White's ran 4 s after
    // its last %clk), from the journal beside the archived game.
    assert_eq!(tag(&after.earlier[0], "WhiteClock"), "0:04:51");
    assert_eq!(tag(&after.earlier[0], "BlackClock"), "0:04:57");
    // The next game of the round keeps both before it.
    device.send(Input::Resign(White)).await;
    device.round_until(is_over).await;
    device
        .control
        .send(Control::NewGame {
            id: "20261130-3".into(),
            setup: setup(),
            tags: round_tags("Cid"),
            by_arbiter: true,
        })
        .await
        .unwrap();
    let next = device
        .round_until(|r| r.game_pgn(Moment::ZERO).is_some_and(|p| p.contains("Cid")))
        .await;
    assert_eq!(next.earlier.len(), 2);
    device.cut().await;
    let _ = std::fs::remove_dir_all(&dir);
}
