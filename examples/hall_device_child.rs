//! The child of the hall's power-cut test (tests/hall_device_cuts.rs): a
//! device of the hall, as the app is one, without its screens. It plays a
//! game through pendule's game and store, an input every DELAY_MS, resuming
//! from the journal when one is there, and archives it when it ends; the
//! board is published to the hall all along by the device's own publisher,
//! fed the round as the driver feeds it (the archived games of the round
//! first, after a restart). The test kills it with SIGKILL at random points
//! and restarts it. Once the game is archived it keeps the finished game
//! published for LINGER_MS and says "done" on stdout.
//!
//! Usage: hall_device_child DATA_DIR MOVES_FILE DELAY_MS BROKER DEVICE EVENT BOARD LINGER_MS

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Output};
use pendule::hall::{BrokerAddr, HallLink, start_publisher};
use pendule::live::{DeviceRound, LiveGame, resumed_round};
use pendule::pgn::{Tags, write_pgn};
use pendule::rules::{Notation, decide};
use pendule::store::{RecordedGame, archive_game, read_journal, replay};
use shakmaty::Color;
use tokio::sync::watch;

/// The inputs of one game: Black starts the clock, then each move and its
/// press, a second apart.
fn inputs(moves: &str) -> Vec<(Moment, Input)> {
    let mut out = vec![(Moment::ZERO, Input::Press(Color::Black))];
    for (i, m) in moves.split_whitespace().enumerate() {
        let at = Moment::from_origin(Duration::from_secs(i as u64 + 1));
        let side = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        out.push((at, Input::Move(m.to_owned())));
        out.push((at, Input::Press(side)));
    }
    out.push((
        Moment::from_origin(Duration::from_secs(out.len() as u64)),
        Input::Resign(Color::White),
    ));
    out
}

const ID: &str = "game-000";

/// What the game asks of the edges, as the driver carries it out: a
/// ruling's search, here on this thread, its verdict handed back.
fn carry_out(game: &mut RecordedGame, at: Moment) {
    while let Some(output) = game.poll_output() {
        if let Output::Decide { position, flagged } = output {
            let verdict = decide(
                &position,
                flagged,
                Duration::from_secs(2),
                Notation::English,
            );
            game.handle(Input::Verdict(verdict), at)
                .expect("the verdict");
        }
    }
}

/// The hall the child's device dials, its journals sent from `dir`.
fn hall_link(broker: &str, event: &str, dir: &Path) -> HallLink {
    HallLink {
        broker: broker.parse::<BrokerAddr>().expect("a broker"),
        credentials: None,
        event: event.to_owned(),
        outbox: Some(dir.to_owned()),
        certificate: None,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, dir, moves, delay, broker, device, event, board, linger] = args.as_slice() else {
        eprintln!(
            "usage: hall_device_child DATA_DIR MOVES_FILE DELAY_MS BROKER DEVICE EVENT BOARD LINGER_MS"
        );
        std::process::exit(2);
    };
    let dir = Path::new(dir);
    let inputs = inputs(&std::fs::read_to_string(moves).expect("the moves file"));
    let delay = Duration::from_millis(delay.parse().expect("milliseconds"));
    let linger = Duration::from_millis(linger.parse().expect("milliseconds"));
    let tags: Tags = [
        ("Event", "Club Open"),
        ("Round", "2"),
        ("Board", board.as_str()),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    let journal = dir.join("journal.jsonl");
    let archived = dir.join("archive").join(format!("{ID}.jsonl"));
    // The game's moment, as the publisher's clock: the last input's.
    let moment = Arc::new(AtomicU64::new(0));
    let seen = Arc::clone(&moment);
    let now =
        Arc::new(move || Moment::from_origin(Duration::from_millis(seen.load(Ordering::SeqCst))));
    let (feed, round) = watch::channel(Arc::new(DeviceRound::default()));
    let link = hall_link(broker, event, dir);
    let publisher = start_publisher(link, device.clone(), round, now).expect("a publisher");
    let show = |game: &Game, at: Moment| {
        moment.store(at.since_origin().as_millis() as u64, Ordering::SeqCst);
        let live = LiveGame::of(game, &tags, at);
        feed.send_replace(Arc::new(resumed_round(dir, ID, live)));
    };
    if !archived.exists() {
        let (mut game, done) = if journal.exists() {
            let (game, contents) = RecordedGame::restore(&journal).expect("a journal that reads");
            (game, contents.taken)
        } else {
            let setup = GameSetup {
                white: "5400".parse().unwrap(),
                black: "5400".parse().unwrap(),
                ..GameSetup::default()
            };
            (
                RecordedGame::start(&journal, ID, setup, tags.clone()).expect("a new journal"),
                0,
            )
        };
        let mut last = inputs
            .get(done.saturating_sub(1))
            .map_or(Moment::ZERO, |(at, _)| *at);
        carry_out(&mut game, last);
        show(game.game(), last);
        for (at, input) in inputs.iter().skip(done) {
            game.handle(input.clone(), *at)
                .expect("an input of the game");
            carry_out(&mut game, *at);
            last = *at;
            show(game.game(), last);
            std::thread::sleep(delay);
        }
        let pgn = write_pgn(game.game(), game.tags());
        archive_game(dir, ID, &pgn, Some(&journal)).expect("archived");
    }
    // The finished game, as the device shows it until the next setup.
    let contents = read_journal(&archived).expect("the archived journal");
    let game = replay(&archived, &contents).expect("the archived game");
    let end = contents.inputs.last().map_or(Moment::ZERO, |(at, _)| *at);
    show(&game, end);
    // A device stays on: while the hall restarts it tries again after a
    // growing pause (up to 8 s), and what it owes goes once connected.
    // The child lingers from when the hall holds every record (the start
    // and each input), not from the game's end.
    let records = contents.inputs.len() as u64 + 1;
    let held = |ack: &Option<pendule::hall::events::Ack>| {
        ack.as_ref()
            .is_some_and(|a| a.game == ID && a.seq >= records)
    };
    let began = std::time::Instant::now();
    while !held(&publisher.acks.borrow()) && began.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(linger);
    println!("done");
}
