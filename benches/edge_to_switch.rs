//! From a button's edge to the clock switched, through the real driver:
//! an event stamped at its edge goes into the driver's queue, and the time
//! until the published view shows the other clock running is measured,
//! 5,000 presses, median and 99th percentile. The driver journals each
//! press (write + fsync) before it publishes the view, so the figure is
//! given with the journal on tmpfs (`/dev/shm`: the switch itself) and on
//! the disk (what the screen waits for on this machine).
//!
//! `cargo bench --bench edge_to_switch`

use std::time::Duration;

use pendule::app::{Driver, Event, View};
use pendule::game::{GameSetup, Input, Mode};
use pendule::store::RecordedGame;
use shakmaty::Color;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

const PRESSES: usize = 5_000;

fn measure(dir: &std::path::Path) -> Vec<Duration> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let control = "36000".parse().unwrap();
        let setup = GameSetup {
            white: control,
            black: "36000".parse().unwrap(),
            mode: Mode::Clock,
            ..GameSetup::default()
        };
        let game = RecordedGame::start(&dir.join("journal.jsonl"), "bench", setup, vec![]).unwrap();
        let driver = Driver {
            data_dir: Some(dir.to_owned()),
            ..Driver::new(game, Instant::now(), Duration::from_secs(2))
        };
        let (events, inputs) = mpsc::channel(16);
        let (_control, commands) = mpsc::channel(4);
        let (view_tx, mut view) = watch::channel(View::default());
        let (shutdown, stop) = watch::channel(false);
        let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
        let mut latencies = Vec::with_capacity(PRESSES);
        let mut mover = Color::Black;
        for _ in 0..PRESSES {
            let edge = Instant::now();
            events
                .send(Event {
                    input: Input::Press(mover),
                    at: Some(edge),
                })
                .await
                .unwrap();
            let next = !mover;
            loop {
                if view.borrow_and_update().running == Some(next) {
                    break;
                }
                view.changed().await.unwrap();
            }
            latencies.push(edge.elapsed());
            mover = next;
        }
        shutdown.send(true).unwrap();
        task.await.unwrap();
        latencies
    })
}

fn main() {
    // `cargo test --benches` runs this once with --test-ish arguments; keep it quick.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let places = [
        (
            "journal on tmpfs (/dev/shm)",
            std::path::PathBuf::from("/dev/shm/pendule-edge-bench"),
        ),
        (
            "journal on disk",
            std::env::temp_dir().join("pendule-edge-bench"),
        ),
    ];
    for (label, dir) in places {
        let mut latencies = measure(&dir);
        let _ = std::fs::remove_dir_all(&dir);
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q).round() as usize];
        println!(
            "edge to switch, {label}: median {:.1} µs, p99 {:.1} µs, max {:.1} µs ({} presses)",
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            latencies.last().unwrap().as_secs_f64() * 1e6,
            latencies.len()
        );
    }
}
