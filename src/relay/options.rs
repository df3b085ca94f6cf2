//! What the relay is asked to do, its bounds, and how a `--once` run ended.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::hall::lichess::PushTarget;
use crate::words::Language;

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
