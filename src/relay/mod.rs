//! `pendule relay`: on the organiser's laptop, polls the devices of a
//! round, keeps the round as one PGN ordered by board in a folder (for
//! lichess's Broadcaster app) and on its own port, and pushes it to a
//! lichess broadcast round when asked.
//!
//! `boards` is pure; `poll` and `push` are the HTTP edges; this file runs
//! them: one thread a device, so one that hangs holds only itself.

pub mod boards;
pub mod claims;
pub mod discover;
mod files;
pub mod poll;
pub mod push;
mod round;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant, SystemTime};

use tokio::sync::watch;

use crate::live::{Endpoint, Page, Pages, serve_on_thread};
use crate::words::Language;
use crate::words::t;
use boards::Device;
use push::{PushTarget, start_pusher};
use round::Round;

/// The shortest time between two polls of a device.
pub const MIN_INTERVAL: Duration = Duration::from_secs(2);

/// The most devices polled, each on a thread of its own: a venue's
/// network may announce any number of `_pendule._tcp` hosts.
pub const MAX_DEVICES: usize = 256;

/// What the relay is asked to do.
#[derive(Debug, Clone)]
pub struct RelayOptions {
    /// The devices, `host:port` each; none: found by mDNS.
    pub devices: Vec<String>,
    /// With `once` and mDNS: how long to look for devices.
    pub discover_for: Duration,
    /// Where `round.pgn` (and the same as `games.pgn`) and
    /// `game-<board>.pgn` are written.
    pub out: PathBuf,
    /// Poll each device once, write, and stop.
    pub once: bool,
    /// Time between two polls of a device (at least [`MIN_INTERVAL`]).
    pub interval: Duration,
    /// How long a device has to answer.
    pub timeout: Duration,
    /// Where to serve the round for a local viewer.
    pub serve: Option<SocketAddr>,
    /// The lichess broadcast round to push to.
    pub push: Option<PushTarget>,
    /// The language of the progress line.
    pub lang: Language,
}

/// How a `--once` run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnceReport {
    /// One line for each device that did not answer with games.
    pub missing: Vec<String>,
}

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

/// What the pollers and the search tell the relay.
enum News {
    /// A device after a poll.
    Polled(Device),
    /// A device found by mDNS.
    Found(discover::Found),
}

/// Starts the poller of `device`: it sends the device after every poll
/// (with `once`, after one).
fn start_poller(mut device: Device, news: mpsc::Sender<News>, opts: &RelayOptions) {
    let (once, interval, timeout) = (opts.once, opts.interval, opts.timeout);
    std::thread::spawn(move || {
        let agent = poll::device_agent(timeout);
        loop {
            let started = Instant::now();
            let polled = poll::poll(&agent, &device.addr, device.etag.as_deref());
            device.take(polled, SystemTime::now());
            if news.send(News::Polled(device.clone())).is_err() || once {
                return;
            }
            std::thread::sleep(interval.saturating_sub(started.elapsed()));
        }
    });
}

/// The devices to start with: those given, or with `once` those mDNS finds
/// in `discover_for`; with neither `once` nor devices, the search goes on
/// and sends what it finds to `news`.
fn first_devices(
    opts: &RelayOptions,
    news: &mpsc::Sender<News>,
) -> std::io::Result<(Vec<String>, Option<mdns_sd::ServiceDaemon>)> {
    if !opts.devices.is_empty() {
        return Ok((opts.devices.clone(), None));
    }
    let (daemon, found) = discover::browse().map_err(std::io::Error::other)?;
    // One device, one address: the first it resolved with (IPv4 first).
    let mut names = std::collections::HashSet::new();
    let mut addrs = Vec::new();
    if opts.once {
        let until = Instant::now() + opts.discover_for;
        while let Ok(device) = found.recv_timeout(until.saturating_duration_since(Instant::now())) {
            if names.insert(device.name) && !addrs.contains(&device.addr) {
                addrs.push(device.addr);
            }
        }
    } else {
        let news = news.clone();
        std::thread::spawn(move || {
            while let Ok(device) = found.recv() {
                if names.insert(device.name.clone()) && news.send(News::Found(device)).is_err() {
                    return;
                }
            }
        });
    }
    Ok((addrs, Some(daemon)))
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
