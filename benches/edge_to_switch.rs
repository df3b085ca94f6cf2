//! From a button's edge to the clock switched, through the real driver:
//! an event stamped at its edge goes into the driver's queue, and the time
//! until the published view shows the other clock running is measured,
//! 5,000 presses, median and 99th percentile. The driver journals each
//! press (write + fsync) before it publishes the view, so the figure is
//! given with the journal on tmpfs (`/dev/shm`: the switch itself) and on
//! the disk (what the screen waits for on this machine), and on tmpfs with
//! the live endpoint on and flooded by hostile clients (silent, slow,
//! oversized and fast ones: `tests/harness/presses.rs`), or held by slow
//! clients from 16 loopback addresses (8 each, a byte every 500 ms) while a
//! polite client asks every 200 ms (its answers' worst time is printed).
//!
//! `cargo bench --bench edge_to_switch [-- LABEL]` (LABEL: a part of a
//! figure's name, `tmpfs` or `16 addresses`)

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

use presses::{flood, loris, polite, press_latencies, quantile};

/// What the live endpoint endures while the presses are measured.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    /// No endpoint.
    Idle,
    /// The hostile flood.
    Flood,
    /// Slow clients from 16 addresses, and a polite one.
    SlowFromSixteen,
}

const PRESSES: usize = 5_000;

/// The presses' latencies with the journal in `dir`, the live endpoint
/// under `load`; and the polite client's answers, when there is one.
fn measure(dir: &std::path::Path, load: Load) -> (Vec<Duration>, Vec<Option<Duration>>) {
    let flooded = load != Load::Idle;
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
        let mut asking = None;
        let threads = match (&endpoint, load) {
            (Some(endpoint), Load::Flood) => flood(endpoint.addr, &stop_flood).0,
            (Some(endpoint), _) => {
                let every = Duration::from_millis(200);
                asking = Some(polite(endpoint.addr, every, &stop_flood));
                vec![loris(endpoint.addr, 16, 8, &stop_flood)]
            }
            (None, _) => Vec::new(),
        };
        if endpoint.is_some() {
            // The load at full strength before the first press.
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
        let latencies = press_latencies(&events, &mut view, PRESSES).await;
        stop_flood.store(true, Ordering::Relaxed);
        for thread in threads {
            tokio::task::spawn_blocking(move || thread.join().unwrap())
                .await
                .unwrap();
        }
        let answers = match asking {
            Some(asking) => tokio::task::spawn_blocking(move || asking.join().unwrap())
                .await
                .unwrap(),
            None => Vec::new(),
        };
        drop(endpoint);
        shutdown.send(true).unwrap();
        task.await.unwrap();
        (latencies, answers)
    })
}

fn main() {
    // `cargo test --benches` runs this once with --test-ish arguments; keep it quick.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let shm = std::path::PathBuf::from("/dev/shm/pendule-edge-bench");
    let places = [
        ("journal on tmpfs (/dev/shm)", shm.clone(), Load::Idle),
        (
            "journal on tmpfs, live endpoint flooded",
            shm.clone(),
            Load::Flood,
        ),
        (
            "journal on tmpfs, slow clients from 16 addresses",
            shm.clone(),
            Load::SlowFromSixteen,
        ),
        (
            "journal on disk",
            std::env::temp_dir().join("pendule-edge-bench"),
            Load::Idle,
        ),
    ];
    let only = std::env::args().nth(1).filter(|a| !a.starts_with('-'));
    for (label, dir, load) in places {
        if only.as_ref().is_some_and(|o| !label.contains(o.as_str())) {
            continue;
        }
        let (latencies, answers) = measure(&dir, load);
        let _ = std::fs::remove_dir_all(&dir);
        let at = |q: f64| quantile(&latencies, q);
        println!(
            "edge to switch, {label}: median {:.1} µs, p99 {:.1} µs, max {:.1} µs ({} presses)",
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            latencies.last().unwrap().as_secs_f64() * 1e6,
            latencies.len()
        );
        if !answers.is_empty() {
            let answered: Vec<Duration> = answers.iter().flatten().copied().collect();
            let worst = answered.iter().max().copied().unwrap_or_default();
            println!(
                "  polite client: {} of {} answered, the slowest in {:.1} ms",
                answered.len(),
                answers.len(),
                worst.as_secs_f64() * 1e3
            );
        }
    }
}
