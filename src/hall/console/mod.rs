//! The arbiters' console: every board of the hall on one page in a
//! browser, problems first, updated as the hall hears the devices.
//! `pendule hall --console ADDR` serves it (`server`) from the rows the
//! hall keeps (`feed`, made by `row` and `glance`), in the browser's
//! language (`words`), behind a password (`gate`).
//!
//! `glance`, `movetext`, `row`, `board`, `diagram`, `gate`, `calls`,
//! `pairings` and `words` are pure; `publish` takes the pairings dropped
//! on the page; `feed` hands rows to the
//! server, the edge.

pub mod board;
pub mod calls;
pub mod context;
pub mod diagram;
pub mod feed;
pub mod gate;
pub mod glance;
pub mod movetext;
pub mod pairings;
pub mod publish;
pub mod row;
pub mod server;
pub mod words;

pub use feed::{Feed, Shared};

use std::net::SocketAddr;

use rumqttc::{AsyncClient, QoS};

use super::pairing::{pairing_pgn, pairing_topic};
use super::seen::seen_topic;
use crate::words::Language;

/// How often the hall hands the console what changed: a flag that falls
/// is on the arbiters' screens within this and the network's time.
pub const CONSOLE_EVERY: std::time::Duration = std::time::Duration::from_millis(200);

/// Where the console is served, and to whom.
#[derive(Debug, Clone)]
pub struct ConsoleOptions {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The password asked of every browser; none on loopback only.
    pub password: Option<String>,
    /// The address was asked for: not being able to listen there stops
    /// the hall (the default's being taken only says so).
    pub asked: bool,
    /// The arbiter's PIN, asked to publish pairings from the page; none:
    /// the page publishes none.
    pub pin: Option<String>,
}

/// The console's listener, bound before the hall starts following.
///
/// # Errors
/// A LAN address without a password, or the address cannot be listened
/// on.
pub fn bind(opts: &ConsoleOptions) -> std::io::Result<std::net::TcpListener> {
    if !opts.addr.ip().is_loopback() && opts.password.is_none() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!(
                "the console on {} would show every board to the LAN: \
                 give it a password (--console-password-file FILE)",
                opts.addr
            ),
        ));
    }
    let listener = std::net::TcpListener::bind(opts.addr)?;
    listener.set_nonblocking(true)?;
    Ok(listener)
}

/// Serves the console on `listener` from the hall's runtime (a task of
/// its own); the feed the hall keeps it up to date through.
///
/// # Errors
/// The listener cannot join the runtime.
pub fn start(
    listener: std::net::TcpListener,
    (event, out): (&str, &std::path::Path),
    secrets: (Option<String>, Option<String>),
    lang: Language,
) -> std::io::Result<Feed> {
    let feed = Feed::new(event, out);
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let shared = feed.shared();
    tokio::spawn(async move {
        if let Err(e) = server::serve(listener, shared, secrets, lang).await {
            eprintln!("hall: the console stopped: {e}");
        }
    });
    Ok(feed)
}

/// The console's listener: none when not wanted, nor when the default
/// address is taken (said; another hall on this machine has it).
///
/// # Errors
/// An address asked for cannot be listened on, or a LAN one has no
/// password.
pub fn listener(
    console: Option<&ConsoleOptions>,
) -> std::io::Result<Option<std::net::TcpListener>> {
    let Some(c) = console else {
        return Ok(None);
    };
    match bind(c) {
        Ok(listener) => Ok(Some(listener)),
        Err(e) if !c.asked && e.kind() == std::io::ErrorKind::AddrInUse => {
            eprintln!(
                "hall: no console: {} is taken (--console ADDR for another)",
                c.addr
            );
            Ok(None)
        }
        Err(e) => Err(std::io::Error::new(
            e.kind(),
            format!("console on {}: {e}", c.addr),
        )),
    }
}

/// What the console owes the devices: the calls seen, the pairings
/// published (a batch a look, so that the devices' acknowledgements keep
/// their room in the queue). Retained: a device that comes later reads
/// them then.
pub fn send_owed(feed: &Feed, client: &AsyncClient, event: &str) {
    for (device, seen) in feed.seen_owed() {
        let _ = client.try_publish(seen_topic(&device), QoS::AtLeastOnce, true, seen.to_json());
    }
    let mut desk = feed.pairings();
    let mut games = desk.take_owed(PAIRINGS_A_LOOK).into_iter();
    while let Some(game) = games.next() {
        let topic = pairing_topic(event, game.round, game.board);
        let pgn = pairing_pgn(event, &game);
        if client
            .try_publish(topic, QoS::AtLeastOnce, true, pgn)
            .is_err()
        {
            desk.unsent(std::iter::once(game).chain(games).collect());
            return;
        }
    }
}

/// The pairings the console hands the broker at each look (every 200 ms).
const PAIRINGS_A_LOOK: usize = 100;
