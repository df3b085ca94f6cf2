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
//! polite client asks every 200 ms (its answers' worst time is printed),
//! and on tmpfs with the talking clock speaking all along (a speak request
//! every 100 ms, each cutting the last, synthesised by espeak-ng and played
//! into a sink that takes frames at a sound card's pace, every announcement
//! chosen for both players). With speech it also gives the time from a
//! request to its first sample handed to the sound device, over 150
//! requests 400 ms apart after the presses (the ones every 100 ms are
//! mostly cut before they sound).
//!
//! `cargo bench --bench edge_to_switch [-- LABEL]` (LABEL: a part of a
//! figure's name, `tmpfs`, `16 addresses` or `speaking`)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pendule::app::{Driver, View};
use pendule::clock::Moment;
use pendule::game::{GameSetup, Mode};
use pendule::live::{DeviceRound, serve_device};
use pendule::speech::{
    Announcements, MoveWords, Output, Request, Sink, Speaker, SpeechHook, Whose,
};
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
    /// No endpoint; the talking clock speaking.
    Speech,
}

const PRESSES: usize = 5_000;

/// The speak requests timed to their first sample after the presses.
const HEARD: usize = 150;

/// A sound card at its pace: a frame takes its time to play.
struct Paced;

impl Sink for Paced {
    fn play(&mut self, frames: &[i16]) -> Result<(), String> {
        let seconds = frames.len() as f64 / 2.0 / f64::from(pendule::speech::voice::RATE);
        std::thread::sleep(Duration::from_secs_f64(seconds));
        Ok(())
    }
}

/// Every announcement, for both players.
fn everything() -> shakmaty::ByColor<Announcements> {
    let all = Announcements {
        moves: MoveWords::Language,
        periods: true,
        warnings: true,
        flag: true,
        draw_offers: true,
        pauses: true,
        ..Announcements::default()
    };
    shakmaty::ByColor::new_with(|_| all.clone())
}

/// Speak requests every 100 ms until `stop`, then [`HEARD`] of them 400 ms
/// apart, far enough that each one's first sample goes out before the next
/// cuts it.
async fn ask_all_along(control: mpsc::Sender<pendule::app::Control>, stop: Arc<AtomicBool>) {
    let mut side = shakmaty::Color::White;
    let mut asked = 0;
    while asked < HEARD {
        let ask = Request {
            side,
            whose: Whose::Own,
        };
        let _ = control.send(pendule::app::Control::Speak(ask)).await;
        side = !side;
        let apart = if stop.load(Ordering::Relaxed) {
            asked += 1;
            400
        } else {
            100
        };
        tokio::time::sleep(Duration::from_millis(apart)).await;
    }
}

/// What one run measured: the presses, the polite client's answers, the
/// speak requests' times to sound.
type Measured = (Vec<Duration>, Vec<Option<Duration>>, Vec<Duration>);

/// The presses' latencies with the journal in `dir`, the live endpoint
/// under `load`; and the polite client's answers, when there is one.
fn measure(dir: &std::path::Path, load: Load) -> Measured {
    let flooded = !matches!(load, Load::Idle | Load::Speech);
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
        let speaker =
            (load == Load::Speech).then(|| Speaker::start(Output::WhiteLeft, 175, Box::new(Paced)));
        let driver = Driver {
            data_dir: Some(dir.to_owned()),
            live: flooded.then_some(feed),
            speech: speaker
                .as_ref()
                .map(|s| SpeechHook::new(everything(), s.queue.clone())),
            ..Driver::new(game, origin, Duration::from_secs(2))
        };
        let (events, inputs) = mpsc::channel(16);
        let (control, commands) = mpsc::channel(4);
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
        let speaking = speaker
            .is_some()
            .then(|| tokio::spawn(ask_all_along(control, Arc::clone(&stop_flood))));
        if speaking.is_some() {
            // Speech under way before the first press.
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        let latencies = press_latencies(&events, &mut view, PRESSES).await;
        stop_flood.store(true, Ordering::Relaxed);
        if let Some(speaking) = speaking {
            speaking.await.unwrap();
        }
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
        let mut heard = speaker.map(|s| s.latencies()).unwrap_or_default();
        heard.sort();
        (latencies, answers, heard)
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
            "journal on tmpfs, talking clock speaking",
            shm.clone(),
            Load::Speech,
        ),
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
        let (latencies, answers, heard) = measure(&dir, load);
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
        if !heard.is_empty() {
            let at = |q: f64| quantile(&heard, q);
            println!(
                "  speak request to its first sample at the sound device: median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} requests)",
                at(0.5).as_secs_f64() * 1e3,
                at(0.99).as_secs_f64() * 1e3,
                heard.last().unwrap().as_secs_f64() * 1e3,
                heard.len()
            );
        }
    }
}
