//! From a button's edge to the clock switched, through the real driver:
//! an event stamped at its edge goes into the driver's queue, and the time
//! until the published view shows the other clock running is measured,
//! 5,000 presses, median and 99th percentile. The driver journals each
//! press (write + fsync) before it publishes the view, so the figure is
//! given with the journal on tmpfs (`/dev/shm`: the switch itself) and on
//! the disk (what the screen waits for on this machine), and on tmpfs with
//! the live endpoint on and flooded by hostile clients (silent, slow,
//! oversized and fast ones: `tests/harness/presses.rs`), and on tmpfs with
//! the talking clock speaking all along (a speak request every 100 ms, each
//! cutting the last, synthesised by espeak-ng and played into a sink that
//! takes frames at a sound card's pace, every announcement chosen for both
//! players). With speech it also gives the time from a request to its first
//! sample handed to the sound device, over 150 requests 400 ms apart after
//! the presses (the ones every 100 ms are mostly cut before they sound).
//!
//! `cargo bench --bench edge_to_switch` (`-- speech` for that figure alone)

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

use presses::{flood, press_latencies, quantile};

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

/// The presses' latencies with the journal in `dir`; `flooded`: the live
/// endpoint served from the driver's feed, under the flood; `speech`: the
/// talking clock speaking (and its latencies from request to sound).
fn measure(dir: &std::path::Path, flooded: bool, speech: bool) -> (Vec<Duration>, Vec<Duration>) {
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
        let speaker = speech.then(|| Speaker::start(Output::WhiteLeft, 175, Box::new(Paced)));
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
        let threads = match &endpoint {
            Some(endpoint) => {
                let (threads, _) = flood(endpoint.addr, &stop_flood);
                // The flood at full strength before the first press.
                tokio::time::sleep(Duration::from_secs(2)).await;
                threads
            }
            None => Vec::new(),
        };
        let asking = speech.then(|| {
            let stop = Arc::clone(&stop_flood);
            tokio::spawn(async move {
                let mut side = shakmaty::Color::White;
                while !stop.load(Ordering::Relaxed) {
                    let ask = Request {
                        side,
                        whose: Whose::Own,
                    };
                    let _ = control.send(pendule::app::Control::Speak(ask)).await;
                    side = !side;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                // Then requests far enough apart that each one's first
                // sample goes out before the next cuts it: the latency
                // from a request to its sound, over many requests.
                for _ in 0..HEARD {
                    let ask = Request {
                        side,
                        whose: Whose::Own,
                    };
                    let _ = control.send(pendule::app::Control::Speak(ask)).await;
                    side = !side;
                    tokio::time::sleep(Duration::from_millis(400)).await;
                }
            })
        });
        if speech {
            // Speech under way before the first press.
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        let latencies = press_latencies(&events, &mut view, PRESSES).await;
        stop_flood.store(true, Ordering::Relaxed);
        if let Some(asking) = asking {
            asking.await.unwrap();
        }
        for thread in threads {
            tokio::task::spawn_blocking(move || thread.join().unwrap())
                .await
                .unwrap();
        }
        drop(endpoint);
        shutdown.send(true).unwrap();
        task.await.unwrap();
        let mut heard = speaker.map(|s| s.latencies()).unwrap_or_default();
        heard.sort();
        (latencies, heard)
    })
}

fn main() {
    // `cargo test --benches` runs this once with --test-ish arguments; keep it quick.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    let shm = std::path::PathBuf::from("/dev/shm/pendule-edge-bench");
    let places = [
        ("journal on tmpfs (/dev/shm)", shm.clone(), false, false),
        (
            "journal on tmpfs, talking clock speaking",
            shm.clone(),
            false,
            true,
        ),
        (
            "journal on tmpfs, live endpoint flooded",
            shm.clone(),
            true,
            false,
        ),
        (
            "journal on disk",
            std::env::temp_dir().join("pendule-edge-bench"),
            false,
            false,
        ),
    ];
    // `-- speech`: the figures with and without speech alone.
    let only_speech = std::env::args().any(|a| a == "speech");
    for (label, dir, flooded, speech) in places {
        if only_speech && (flooded || !label.contains("tmpfs")) {
            continue;
        }
        let (latencies, heard) = measure(&dir, flooded, speech);
        let _ = std::fs::remove_dir_all(&dir);
        let at = |q: f64| quantile(&latencies, q);
        println!(
            "edge to switch, {label}: median {:.1} µs, p99 {:.1} µs, max {:.1} µs ({} presses)",
            at(0.5).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6,
            latencies.last().unwrap().as_secs_f64() * 1e6,
            latencies.len()
        );
        if !heard.is_empty() {
            let at = |q: f64| quantile(&heard, q);
            println!(
                "speak request to its first sample at the sound device: median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} requests)",
                at(0.5).as_secs_f64() * 1e3,
                at(0.99).as_secs_f64() * 1e3,
                heard.last().unwrap().as_secs_f64() * 1e3,
                heard.len()
            );
        }
    }
}
