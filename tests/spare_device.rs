//! Art. 8.3: a device with an evident defect is replaced by the arbiter.
//! Device A plays half a game; its journal goes to a stick; spare device B
//! takes it up and opens it paused, exactly where it was, as after a power
//! cut; the arbiter resumes and the game ends on B. The PGN B archives is
//! the one A would have written had it come back from a power cut itself,
//! clocks included, but for the `Device` tag, which names the device that
//! archived it.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pendule::app::run::open_game;
use pendule::app::{Driver, Event, View};
use pendule::clock::Moment;
use pendule::dates::wall_clock;
use pendule::game::{GameSetup, Input};
use pendule::store::spare::{TakeUpError, hand_over, take_up};
use pendule::store::{RecordedGame, Settings, device_id};
use shakmaty::Color::{Black, White};
use tokio::sync::{mpsc, watch};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-spare-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn at(ms: u64) -> Moment {
    Moment::from_origin(Duration::from_millis(ms))
}

/// Device A: 1.e4 e5 2.Bc4 Nc6 at 7.3 s, 4.1 s, 9.8 s, 3.6 s, with a
/// checkpoint 2.5 s into White's third move; then A fails.
fn play_on_a(dir: &Path) {
    let setup = GameSetup {
        white: "900+10".parse().unwrap(),
        black: "900+10".parse().unwrap(),
        ..GameSetup::default()
    };
    let tags = vec![
        ("Event".to_owned(), "Open de Rennes".to_owned()),
        ("White".to_owned(), "Lefèvre, Anne".to_owned()),
        ("Black".to_owned(), "Schmidt, Jonas".to_owned()),
    ];
    let mut game = RecordedGame::start(&dir.join("journal.jsonl"), "g-spare", setup, tags).unwrap();
    game.handle(Input::Press(Black), at(0)).unwrap();
    let mut now = 0;
    for (i, (m, spent)) in [("e4", 7300), ("e5", 4100), ("Bc4", 9800), ("Nc6", 3600)]
        .iter()
        .enumerate()
    {
        now += spent;
        game.handle(Input::Move((*m).into()), at(now)).unwrap();
        let side = if i % 2 == 0 { White } else { Black };
        game.handle(Input::Press(side), at(now)).unwrap();
    }
    game.checkpoint(at(now + 2500), 1_764_600_000).unwrap();
}

/// Copies every file of `from` into a new directory `to`.
fn copy_dir(from: &Path, to: &Path) {
    let _ = fs::remove_dir_all(to);
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
    }
}

/// Drives the game opened as the app opens it at its start: the arbiter
/// resumes (at `utc`) and 3.Qh5 Nf6 4.Qxf7# end it; returns the PGN the
/// driver archived.
async fn finish_on(dir: &Path, game: RecordedGame, resumed_at: Moment, utc: u64) -> String {
    assert!(game.game().clock().is_paused() && game.game().is_held());
    let Running {
        events,
        mut view,
        task,
        shutdown,
        ..
    } = driver_on(dir, game, resumed_at);
    let resume = Input::Arbiter {
        utc,
        input: Box::new(Input::Resume),
    };
    let script = [
        (4000, resume),
        (5200, Input::Move("Qh5".into())),
        (5200, Input::Press(White)),
        (8700, Input::Move("Nf6".into())),
        (8700, Input::Press(Black)),
        (10_100, Input::Move("Qxf7#".into())),
    ];
    let mut done = 0;
    for (ms, input) in script {
        tokio::time::advance(Duration::from_millis(ms - done)).await;
        done = ms;
        events.send(Event::now(input)).await.unwrap();
        tokio::task::yield_now().await;
    }
    let archived = dir.join("archive/g-spare.pgn");
    let wait = async {
        loop {
            if view.borrow_and_update().archived {
                return;
            }
            view.changed().await.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(60), wait)
        .await
        .expect("the game was never archived");
    shutdown.send(true).unwrap();
    task.await.unwrap();
    fs::read_to_string(archived).unwrap()
}

/// The PGN without its `Device` tag, and that tag's value.
fn without_device(pgn: &str) -> (String, String) {
    let device = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[Device \"")?.strip_suffix("\"]"))
        .expect("a Device tag")
        .to_owned();
    let rest = pgn
        .lines()
        .filter(|l| !l.starts_with("[Device "))
        .collect::<Vec<_>>()
        .join("\n");
    (rest, device)
}

#[tokio::test(start_paused = true)]
async fn a_spare_device_takes_the_game_up_and_archives_the_pgn_the_first_would_have() {
    let a = temp_dir("a");
    let stick = temp_dir("stick");
    play_on_a(&a);
    // The arbiter writes the running game to a stick on A.
    let on_stick = hand_over(&a.join("journal.jsonl"), &stick).unwrap();
    assert_eq!(on_stick, stick.join("pendule/running/g-spare.jsonl"));
    // A itself after a power cut, and the spare B with the stick's journal.
    // Both restores say the wall-clock second they happened: they are
    // made within the same one (tried again when a second turned between).
    let (mut opened, mut tries) = (None, 0);
    while opened.is_none() {
        tries += 1;
        assert!(tries < 5, "no two restores within one second");
        let (a_again, b) = (temp_dir("a-again"), temp_dir("b"));
        copy_dir(&a, &a_again);
        assert_eq!(take_up(&on_stick, &b).unwrap(), "g-spare");
        let second = wall_clock().1;
        let mut notice = None;
        let on_a = open_game(&a_again, &Settings::default(), &mut notice).unwrap();
        let on_b = open_game(&b, &Settings::default(), &mut notice).unwrap();
        if wall_clock().1 == second {
            opened = Some((a_again, on_a, b, on_b, second));
        }
    }
    let (a_again, (game_a, at_a), b, (game_b, at_b), restored) = opened.unwrap();
    // Paused exactly where A's journal left it: White's time charged up to
    // the checkpoint, 2.5 s into its move (10 s given at the start, as
    // Fischer does, and after each of its two moves).
    assert_eq!(at_b, at(24_800 + 2500));
    assert_eq!(at_a, at_b);
    let clock = game_b.game().clock();
    assert_eq!(
        clock.remaining(White, at_b),
        Duration::from_millis(900_000 - 7300 - 9800 - 2500 + 30_000)
    );
    // The arbiter resumes 4 s after the restore, by the wall clock.
    let pgn_a = finish_on(&a_again, game_a, at_a, restored + 4).await;
    let pgn_b = finish_on(&b, game_b, at_b, restored + 4).await;
    assert!(pgn_b.contains("Qxf7# {[%clk 0:15:17]"), "{pgn_b}");
    assert!(pgn_b.contains("[Result \"1-0\"]"), "{pgn_b}");
    let (rest_a, device_a) = without_device(&pgn_a);
    let (rest_b, device_b) = without_device(&pgn_b);
    assert_eq!(rest_b, rest_a);
    // Each PGN names the device that archived it.
    assert_eq!(device_a, device_id(&a_again).unwrap());
    assert_eq!(device_b, device_id(&b).unwrap());
    assert_ne!(device_a, device_b);
    for dir in [a, a_again, b, stick] {
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn a_spare_never_takes_a_game_over_its_own() {
    let a = temp_dir("own-a");
    let b = temp_dir("own-b");
    play_on_a(&a);
    play_on_a(&b);
    let taken = take_up(&a.join("journal.jsonl"), &b);
    assert!(
        matches!(taken, Err(TakeUpError::GameInProgress { .. })),
        "{taken:?}"
    );
    // A file that holds no game is refused, and nothing is written.
    let c = temp_dir("own-c");
    fs::write(a.join("junk.jsonl"), "not a journal\n").unwrap();
    assert!(take_up(&a.join("junk.jsonl"), &c).is_err());
    assert!(!c.join("journal.jsonl").exists());
    for dir in [a, b, c] {
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn a_game_name_from_a_stick_never_leaves_the_archive() {
    // A stick's journal whose game is named `./../../escaped`: refused,
    // and nothing is written, here or above.
    let stick = temp_dir("escape-stick");
    let spare = temp_dir("escape-spare").join("data");
    let on_stick = stick.join("journal.jsonl");
    let setup = GameSetup::default();
    let mut game = RecordedGame::start(&on_stick, "./../../escaped", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(1000)).unwrap();
    drop(game);
    let taken = take_up(&on_stick, &spare);
    assert!(matches!(taken, Err(TakeUpError::Journal(_))), "{taken:?}");
    assert!(!spare.join("journal.jsonl").exists());
    let above = spare.parent().unwrap();
    assert!(!above.join("escaped.pgn").exists() && !above.join("escaped.jsonl").exists());
    // And the archive refuses such a name whatever asks.
    let filed = pendule::store::archive::archive_game(&spare, "../escaped", "", None);
    assert!(filed.is_err());
    for dir in [stick, above.to_owned()] {
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn a_spare_s_next_game_not_begun_gives_way_and_one_begun_never_does() {
    // The spare was switched on: its next game is set up, no clock ran.
    let a = temp_dir("waiting-a");
    let b = temp_dir("waiting-b");
    play_on_a(&a);
    let setup = GameSetup::default();
    RecordedGame::start(&b.join("journal.jsonl"), "g-next", setup.clone(), vec![]).unwrap();
    assert_eq!(take_up(&a.join("journal.jsonl"), &b).unwrap(), "g-spare");
    assert_eq!(
        fs::read(b.join("journal.jsonl")).unwrap(),
        fs::read(a.join("journal.jsonl")).unwrap()
    );
    // One press and the spare's own game is in progress: it stays.
    let c = temp_dir("waiting-c");
    let mut begun = RecordedGame::start(&c.join("journal.jsonl"), "g-own", setup, vec![]).unwrap();
    begun.handle(Input::Press(Black), at(0)).unwrap();
    let before = fs::read(c.join("journal.jsonl")).unwrap();
    let taken = take_up(&a.join("journal.jsonl"), &c);
    assert!(
        matches!(taken, Err(TakeUpError::GameInProgress { .. })),
        "{taken:?}"
    );
    assert_eq!(fs::read(c.join("journal.jsonl")).unwrap(), before);
    for dir in [a, b, c] {
        fs::remove_dir_all(dir).unwrap();
    }
}

/// A driver running on `dir`'s game, as the app runs it: what the app
/// holds of it.
struct Running {
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<pendule::app::Control>,
    view: watch::Receiver<View>,
    task: tokio::task::JoinHandle<RecordedGame>,
    shutdown: watch::Sender<bool>,
}

/// Starts the driver on `game`, restored at `at`.
fn driver_on(dir: &Path, game: RecordedGame, at: Moment) -> Running {
    let origin = tokio::time::Instant::now() - at.since_origin();
    let driver = Driver {
        data_dir: Some(dir.to_owned()),
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
        task,
        shutdown,
    }
}

impl Running {
    /// Sends `command` and returns the driver's answer, its next message.
    async fn ask(&mut self, command: pendule::app::Control) -> String {
        self.control.send(command).await.unwrap();
        loop {
            self.view.changed().await.unwrap();
            if let Some(message) = self.view.borrow_and_update().message.clone() {
                return message;
            }
        }
    }

    /// Shuts the driver down.
    async fn stop(self) {
        self.shutdown.send(true).unwrap();
        self.task.await.unwrap();
    }
}

#[tokio::test(start_paused = true)]
async fn from_the_arbiter_s_screen_a_game_goes_to_a_spare_which_ends_for_its_restart() {
    use pendule::app::Control;
    let (a, stick, b, c) = (
        temp_dir("drive-a"),
        temp_dir("drive-stick"),
        temp_dir("drive-b"),
        temp_dir("drive-c"),
    );
    play_on_a(&a);
    // A, paused by the arbiter (here: restored paused), hands its game over.
    let (game, at_a) = open_game(&a, &Settings::default(), &mut None).unwrap();
    let mut on_a = driver_on(&a, game, at_a);
    let said = on_a
        .ask(Control::HandOver {
            stick: stick.clone(),
        })
        .await;
    let on_stick = stick.join("pendule/running/g-spare.jsonl");
    assert!(said.contains(&on_stick.display().to_string()), "{said}");
    assert_eq!(
        fs::read(&on_stick).unwrap(),
        fs::read(a.join("journal.jsonl")).unwrap()
    );
    on_a.stop().await;
    // A spare whose own game has begun refuses, and goes on.
    let mut begun = RecordedGame::start(
        &c.join("journal.jsonl"),
        "g-c",
        GameSetup::default(),
        vec![],
    )
    .unwrap();
    begun.handle(Input::Press(Black), at(0)).unwrap();
    let mut on_c = driver_on(&c, begun, at(0));
    let take_up_the_stick = || Control::TakeUp {
        journal: on_stick.clone(),
    };
    let said = on_c.ask(take_up_the_stick()).await;
    assert!(said.starts_with("the game was not taken up: "), "{said}");
    assert!(!on_c.task.is_finished());
    on_c.stop().await;
    // The spare B, its next game set up and not begun, takes it up and
    // its driver ends: the app ends with it and starts again on the game.
    let waiting = RecordedGame::start(
        &b.join("journal.jsonl"),
        "g-next",
        GameSetup::default(),
        vec![],
    )
    .unwrap();
    let mut on_b = driver_on(&b, waiting, Moment::ZERO);
    let said = on_b.ask(take_up_the_stick()).await;
    assert_eq!(
        said,
        "the game g-spare is taken up: pendule starts again and opens it paused"
    );
    tokio::time::timeout(Duration::from_secs(5), on_b.task)
        .await
        .expect("the driver ends by itself")
        .unwrap();
    let (restored, at_b) = open_game(&b, &Settings::default(), &mut None).unwrap();
    assert_eq!(restored.id(), "g-spare");
    assert!(restored.game().clock().is_paused());
    assert_eq!(at_b, at_a);
    for dir in [a, stick, b, c] {
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn the_device_id_is_made_once_and_kept() {
    let dir = temp_dir("id");
    let first = device_id(&dir).unwrap();
    assert!(
        first.starts_with("pendule-") && first.len() == 24,
        "{first}"
    );
    assert_eq!(device_id(&dir).unwrap(), first);
    assert_ne!(device_id(&temp_dir("id-other")).unwrap(), first);
    // A file that holds no id is said, never replaced.
    fs::write(dir.join("device-id"), "two words\n").unwrap();
    assert!(device_id(&dir).is_err());
    assert_eq!(
        fs::read_to_string(dir.join("device-id")).unwrap(),
        "two words\n"
    );
    fs::remove_dir_all(&dir).unwrap();
    let _ = fs::remove_dir_all(temp_dir("id-other"));
}
