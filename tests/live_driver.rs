//! The driver feeds the live endpoint: after each change the screen shows,
//! the game's PGN and clock, under tokio's paused clock.

use std::sync::Arc;
use std::time::Duration;

use pendule::app::{Driver, Event, View};
use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::live::DeviceRound;
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
