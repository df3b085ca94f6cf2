//! mDNS: the device announces its live endpoint as `_pendule._tcp` with
//! the event, round and board of its game in the TXT record, and updates it
//! when the next game is of another round or board.

use std::sync::Arc;
use std::time::Duration;

use mdns_sd::{ServiceDaemon, ServiceInfo};
use tokio::sync::watch;

use super::device::DeviceRound;

/// The service type the devices announce.
pub const SERVICE: &str = "_pendule._tcp.local.";

/// What a device's TXT record says of its game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Announced {
    /// The `Event` tag.
    pub event: String,
    /// The `Round` tag.
    pub round: String,
    /// The `Board` tag.
    pub board: String,
}

impl Announced {
    /// What the device's current game says.
    pub fn of(round: &DeviceRound) -> Announced {
        round
            .current
            .as_ref()
            .map_or_else(Announced::default, |game| {
                let (event, round) = game.round();
                Announced {
                    event: event.to_owned(),
                    round: round.to_owned(),
                    board: game.board().map_or(String::new(), |b| b.to_string()),
                }
            })
    }
}

/// A TXT value: at most 200 bytes, cut at a character.
fn txt(value: &str) -> String {
    let mut end = value.len().min(200);
    while !value.is_char_boundary(end) {
        end -= 1;
    }
    value[..end].to_owned()
}

/// The machine's host name, for the `.local.` record.
fn host_name() -> String {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let name: String = name
        .trim()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    if name.is_empty() {
        "pendule".into()
    } else {
        name
    }
}

/// The announcement while it runs; dropping it withdraws it.
pub struct Announcement {
    stop: Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Announcement {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Announces the endpoint on `port`, following the game in `round` (looked
/// at once a second).
///
/// # Errors
/// mDNS cannot start (no multicast socket).
pub fn announce_device(
    port: u16,
    mut round: watch::Receiver<Arc<DeviceRound>>,
) -> Result<Announcement, mdns_sd::Error> {
    let daemon = ServiceDaemon::new()?;
    let host = host_name();
    let instance = format!("pendule {host} {port}");
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    let thread = std::thread::Builder::new()
        .name("pendule-mdns".into())
        .spawn(move || {
            let mut said: Option<Announced> = None;
            let mut fullname = None;
            while !stopped.load(std::sync::atomic::Ordering::Relaxed) {
                let now = Announced::of(&round.borrow_and_update());
                if said.as_ref() != Some(&now) {
                    let properties = [
                        ("event", txt(&now.event)),
                        ("round", txt(&now.round)),
                        ("board", txt(&now.board)),
                    ];
                    let info = ServiceInfo::new(
                        SERVICE,
                        &instance,
                        &format!("{host}.local."),
                        "",
                        port,
                        &properties[..],
                    )
                    .map(ServiceInfo::enable_addr_auto);
                    match info {
                        Ok(info) => {
                            fullname = Some(info.get_fullname().to_owned());
                            if let Err(e) = daemon.register(info) {
                                tracing::warn!("mDNS: {e}");
                            }
                        }
                        Err(e) => tracing::warn!("mDNS: {e}"),
                    }
                    said = Some(now);
                }
                std::thread::sleep(Duration::from_millis(500));
            }
            if let Some(name) = fullname
                && let Ok(done) = daemon.unregister(&name)
            {
                let _ = done.recv_timeout(Duration::from_secs(1));
            }
            let _ = daemon.shutdown();
        })
        .map_err(|e| mdns_sd::Error::Msg(e.to_string()))?;
    Ok(Announcement {
        stop,
        thread: Some(thread),
    })
}
