//! `pendule relay`: on the organiser's laptop, polls the devices of a
//! round, keeps the round as one PGN ordered by board in a folder (for
//! lichess's Broadcaster app) and on its own port, and pushes it to a
//! lichess broadcast round when asked.
//!
//! `boards` is pure; `poll` and `push` are the HTTP edges; `pollers` runs
//! one thread a device, so one that hangs holds only itself; this file
//! runs the round.

pub mod boards;
pub mod discover;
pub mod options;
pub mod poll;
mod pollers;
mod round;

pub use options::{MAX_DEVICES, MIN_INTERVAL, OnceReport, RelayOptions};

use std::collections::BTreeMap;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use tokio::sync::watch;

use crate::hall::lichess::start_pusher;
use crate::live::{Endpoint, Page, Pages, serve_on_thread};
use crate::words::t;
use boards::Device;
use pollers::{first_devices, start_poller};
use round::Round;

/// The relay's pages for a local viewer: `/round.pgn`, `/game-N.pgn`.
struct RoundPages(watch::Receiver<Arc<BTreeMap<String, String>>>);

impl Pages for RoundPages {
    fn page(&self, path: &str) -> Option<Page> {
        let files = Arc::clone(&self.0.borrow());
        files
            .get(path.trim_start_matches('/'))
            .map(|body| Page { body: body.clone() })
    }
}

/// Runs the relay: with `once`, until every device was polled once, and
/// says which did not answer; else until the process is stopped.
///
/// # Errors
/// The output folder cannot be made or written, or the viewer's port
/// cannot be had.
pub fn run(opts: &RelayOptions) -> std::io::Result<OnceReport> {
    std::fs::create_dir_all(&opts.out)?;
    let (news, polled) = mpsc::channel();
    let (addrs, _search) = first_devices(opts, &news)?;
    if opts.once && addrs.is_empty() {
        return Ok(OnceReport {
            missing: vec![t!(opts.lang, "relay-no-device")],
        });
    }
    if addrs.len() > MAX_DEVICES {
        eprintln!(
            "{}",
            t!(opts.lang, "relay-too-many-devices", most = MAX_DEVICES)
        );
    }
    let devices: Vec<Device> = addrs
        .iter()
        .take(MAX_DEVICES)
        .enumerate()
        .map(|(i, addr)| Device::new(addr.clone(), i))
        .collect();
    for device in &devices {
        start_poller(device.clone(), news.clone(), opts);
    }
    let (pages, shown) = watch::channel(Arc::new(BTreeMap::new()));
    let _viewer: Option<Endpoint> = match opts.serve {
        Some(addr) => {
            let endpoint = serve_on_thread(addr, Arc::new(RoundPages(shown)))?;
            eprintln!("round served at http://{}/round.pgn", endpoint.addr);
            Some(endpoint)
        }
        None => None,
    };
    // A `--once` run pushes once, at the end, and waits for the answer.
    let pusher = opts
        .push
        .clone()
        .filter(|_| !opts.once)
        .map(|target| start_pusher(target, MIN_INTERVAL, opts.lang));
    let mut round = Round::new(opts, devices, news, pages, pusher);
    loop {
        let first = match polled.recv_timeout(Duration::from_secs(1)) {
            Ok(news) => Some(news),
            // Nothing new: a write that failed is tried again all the same.
            Err(mpsc::RecvTimeoutError::Timeout) if round.unwritten => None,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        // Everything that came meanwhile is taken before one write.
        let mut changed = false;
        for item in first.into_iter().chain(polled.try_iter()) {
            changed |= round.take(item);
        }
        if changed || round.unwritten || round.written.files.is_empty() {
            round.write()?;
        }
        if opts.once {
            if round.answers >= round.devices.len() {
                break;
            }
            continue;
        }
        round.say_progress();
    }
    Ok(OnceReport {
        missing: round.missing(),
    })
}
