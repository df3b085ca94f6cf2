//! From a button's edge to the clock switched, through the real driver:
//! an event stamped at its edge goes into the driver's queue, and the time
//! until the published view shows the other clock running is measured,
//! 5,000 presses, median and 99th percentile. The driver journals each
//! press (write + fsync) before it publishes the view, so the figure is
//! given with the journal on tmpfs (`/dev/shm`: the switch itself) and on
//! the disk (what the screen waits for on this machine), and on tmpfs with
//! the live endpoint on and flooded by hostile clients (silent, slow,
//! oversized and fast ones: `tests/harness/presses.rs`).
//!
//! `cargo bench --bench edge_to_switch`

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pendule::app::{Driver, View};
use pendule::clock::Moment;
use pendule::game::{GameSetup, Mode};
use pendule::live::{DeviceRound, serve_device};
use pendule::store::RecordedGame;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

#[path = "../tests/harness/presses.rs"]
mod presses;

use presses::{flood, press_latencies, quantile};

const PRESSES: usize = 5_000;

/// The presses' latencies with the journal in `dir`; `flooded`: the live
/// endpoint served from the driver's feed, under the flood.
fn measure(dir: &std::path::Path, flooded: bool) -> Vec<Duration> {
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
        let origin = Instant::now();
        let (feed, round) = watch::channel(Arc::new(DeviceRound::default()));
        let endpoint = flooded.then(|| {
            let origin = origin.into_std();
            let now = Arc::new(move || Moment::from_origin(origin.elapsed()));
            serve_device("127.0.0.1:0".parse().unwrap(), round, now).unwrap()
        });
        let driver = Driver {
            data_dir: Some(dir.to_owned()),
            live: flooded.then_some(feed),
            ..Driver::new(game, origin, Duration::from_secs(2))
        };
        let (events, inputs) = mpsc::channel(16);
        let (_control, commands) = mpsc::channel(4);
        let (view_tx, mut view) = watch::channel(View::default());
        let (shutdown, stop) = watch::channel(false);
        let task = tokio::spawn(driver.run(inputs, commands, view_tx, stop));
        let stop_flood = Arc::new(AtomicBool::new(false));
        let threads = match &endpoint {
            Some(endpoint) => {
                let (threads, _) = flood(endpoint.addr, &stop_flood);
                // The flood at full strength before the first press.
                tokio::time::sleep(Duration::from_secs(2)).await;
                threads
            }
            None => Vec::new(),
        };
        let latencies = press_latencies(&events, &mut view, PRESSES).await;
        stop_flood.store(true, Ordering::Relaxed);
        for thread in threads {
            tokio::task::spawn_blocking(move || thread.join().unwrap())
                .await
                .unwrap();
        }
        drop(endpoint);
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
    let shm = std::path::PathBuf::from("/dev/shm/pendule-edge-bench");
    let places = [
        ("journal on tmpfs (/dev/shm)", shm.clone(), false),
        ("journal on tmpfs, live endpoint flooded", shm.clone(), true),
        (
            "journal on disk",
            std::env::temp_dir().join("pendule-edge-bench"),
            false,
        ),
    ];
    for (label, dir, flooded) in places {
        let latencies = measure(&dir, flooded);
        let _ = std::fs::remove_dir_all(&dir);
        let at = |q: f64| quantile(&latencies, q);
        println!(
            "edge to switch, {label}: median {:.1} µs, p99 {:.1} µs, max {:.1} µs ({} presses)",
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            latencies.last().unwrap().as_secs_f64() * 1e6,
            latencies.len()
        );
    }
}
