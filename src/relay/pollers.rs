//! The relay's threads: one poller a device, sending it after every poll,
//! and the mDNS search, sending the devices it finds.

use std::sync::mpsc;
use std::time::{Instant, SystemTime};

use super::boards::Device;
use super::options::RelayOptions;
use super::{discover, poll};

/// What the pollers and the search tell the relay.
pub(super) enum News {
    /// A device after a poll.
    Polled(Device),
    /// A device found by mDNS.
    Found(discover::Found),
}

/// Starts the poller of `device`: it sends the device after every poll
/// (with `once`, after one).
pub(super) fn start_poller(mut device: Device, news: mpsc::Sender<News>, opts: &RelayOptions) {
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
pub(super) fn first_devices(
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
