//! How long after a flag falls do the ruling and its proof reach the
//! screen? Runs the device's driver in real time (tokio's multi-thread
//! runtime, as on the device) on a game whose flag falls one second after
//! the start, and times, from the flag's deadline, the first view with the
//! result (the ruling) and the first whose proof is no longer awaited.
//!
//! Usage: cargo run --release --no-default-features --example flag_to_screen [RUNS]

use std::time::Duration;

use pendule::app::{Driver, Event, View};
use pendule::game::{GameSetup, Input};
use pendule::rules::timeout::DEFAULT_BUDGET;
use pendule::store::RecordedGame;
use shakmaty::Color;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// The positions: the review's middlegame (White's flag; CHA-Solver's own
/// line runs to 42 moves) and a bare king (White's flag; a draw).
const CASES: [(&str, &str); 2] = [
    (
        "middlegame",
        "rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N1P3/PP3PPP/R2QKBNR w KQ - 1 6",
    ),
    ("bare king", "4k3/8/8/8/8/8/8/4K2R w - - 0 1"),
];

fn main() {
    let runs = std::env::args()
        .nth(1)
        .map_or(5, |s| s.parse().expect("a number of runs"));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    for (name, fen) in CASES {
        let mut ruling = vec![];
        let mut proof = vec![];
        for run in 0..runs {
            let (to_ruling, to_proof, moves) = runtime.block_on(flag(fen, run));
            ruling.push(to_ruling);
            proof.push(to_proof);
            if run == 0 {
                println!(
                    "{name}: {}",
                    moves.unwrap_or_else(|| "no proof to show".into())
                );
            }
        }
        println!(
            "{name}: flag to ruling on screen {}; to proof on screen {}",
            spread(&mut ruling),
            spread(&mut proof)
        );
    }
}

/// One game to its flag: the times from the flag to the ruling and to the
/// proof, and the proof's line.
async fn flag(fen: &str, run: usize) -> (Duration, Duration, Option<String>) {
    let dir = std::env::temp_dir().join(format!("pendule-flag-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let second: pendule::clock::TimeControl = "1".parse().expect("a control");
    let setup = GameSetup {
        white: second.clone(),
        black: second,
        fen: Some(fen.into()),
        ..GameSetup::default()
    };
    let game =
        RecordedGame::start(&dir.join("journal.jsonl"), "flag", setup, vec![]).expect("a journal");
    let origin = Instant::now();
    let driver = Driver {
        data_dir: Some(dir.clone()),
        ..Driver::new(game, origin, DEFAULT_BUDGET)
    };
    let (events, inputs) = mpsc::channel(16);
    let (view_tx, mut view) = watch::channel(View::default());
    let (shutdown, stop) = watch::channel(false);
    let (_control, commands) = mpsc::channel(4);
    let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
    let started = Instant::now();
    events
        .send(Event {
            input: Input::Press(Color::Black),
            at: Some(started),
        })
        .await
        .expect("the driver runs");
    let flag = started + Duration::from_secs(1);
    let ruled = until(&mut view, |v| v.result.is_some()).await;
    let to_ruling = Instant::now() - flag;
    let shown = until(&mut view, |v| !v.proving).await;
    let to_proof = Instant::now() - flag;
    let _ = ruled;
    shutdown.send(true).expect("the driver runs");
    let _ = task.await;
    let _ = std::fs::remove_dir_all(&dir);
    let line = shown.result.and_then(|r| {
        let verdict = r.reason.verdict()?.clone();
        match verdict.reason {
            pendule::rules::timeout::Reason::OpponentCanMate { line, .. } => Some(line),
            _ => None,
        }
    });
    (to_ruling, to_proof, line)
}

async fn until(view: &mut watch::Receiver<View>, ready: impl Fn(&View) -> bool) -> View {
    loop {
        {
            let shown = view.borrow_and_update();
            if ready(&shown) {
                return shown.clone();
            }
        }
        view.changed().await.expect("the driver runs");
    }
}

/// Median and max, in milliseconds.
fn spread(times: &mut [Duration]) -> String {
    times.sort();
    format!(
        "median {:.0} ms, max {:.0} ms ({} runs)",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
        times.len()
    )
}
