//! A deliberately small read-only HTTP/1.1 server: GET and HEAD of a few
//! pages, one request a connection. Written here rather than taken from
//! hyper because everything it must bound is in view: the request's size
//! and time, the connections at once, and nothing a request can change.
//!
//! Slow clients never deny it to the others: a request's head must come
//! whole within [`ServeLimits::head_time`] of the connection, one address
//! holds at most [`ServeLimits::per_address`] connections, and when every
//! slot is taken a new connection takes the slot of one still sending its
//! head: the oldest of the address with the most such connections (an
//! attacker's many addresses give way before a phone's one). A connection
//! told to give way first takes what has come of its head: a client that
//! sent its whole request is answered. An address whose connection had
//! to give way rests for [`RESTING`]: an attacker who reopens every
//! connection it loses at once, thousands a second from many addresses,
//! is closed at the door meanwhile instead of taking the slots (and the
//! queue of connections waiting to be taken) from the polite.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore, watch};
use tokio::time::timeout;

/// The PGN media type, as lichess and viewers read it.
pub const PGN_TYPE: &str = "application/x-chess-pgn; charset=utf-8";

/// What a server serves: a page's body for a path, made at the request.
pub trait Pages: Send + Sync + 'static {
    /// The body of `path` (`/game.pgn`), `None` when there is no such page.
    fn page(&self, path: &str) -> Option<Page>;
}

/// A page's body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The body, as served.
    pub body: String,
}

/// How much a client may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServeLimits {
    /// Connections served at once; more are closed at once.
    pub connections: usize,
    /// Connections served at once from one address: a flood of silent
    /// clients from one machine cannot hold every slot for the read time.
    pub per_address: usize,
    /// The request's head, in bytes; a longer one is refused (431).
    pub request_bytes: usize,
    /// The time from the connection to the request's whole head.
    pub head_time: Duration,
    /// The time to take the answer.
    pub io_timeout: Duration,
}

impl Default for ServeLimits {
    fn default() -> Self {
        ServeLimits {
            connections: 32,
            per_address: 8,
            request_bytes: 4096,
            head_time: Duration::from_secs(2),
            io_timeout: Duration::from_secs(5),
        }
    }
}

/// The entity tag of a body: a hash of its bytes (64-bit FNV-1a), quoted.
pub fn etag(body: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in body.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("\"{hash:016x}-{:x}\"", body.len())
}

/// The answer to a request head, as bytes to send.
pub fn answer(head: &[u8], pages: &dyn Pages) -> Vec<u8> {
    let text = String::from_utf8_lossy(head);
    let mut lines = text.split("\r\n").flat_map(|l| l.split('\n'));
    let request = lines.next().unwrap_or("");
    let mut parts = request.split(' ');
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    if !matches!(method, "GET" | "HEAD") {
        return status(405, "Method Not Allowed", "Allow: GET, HEAD\r\n");
    }
    let path = target.split('?').next().unwrap_or("");
    let Some(page) = pages.page(path) else {
        return status(404, "Not Found", "");
    };
    let tag = etag(&page.body);
    let matches = lines
        .filter_map(|l| l.split_once(':'))
        .filter(|(name, _)| name.trim().eq_ignore_ascii_case("if-none-match"))
        .any(|(_, value)| value.split(',').any(|v| v.trim() == tag || v.trim() == "*"));
    if matches {
        return format!(
            "HTTP/1.1 304 Not Modified\r\nETag: {tag}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"
        )
        .into_bytes();
    }
    let mut out = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: {PGN_TYPE}\r\nContent-Length: {}\r\nETag: {tag}\r\n\
         Cache-Control: no-cache\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n",
        page.body.len()
    )
    .into_bytes();
    if method == "GET" {
        out.extend_from_slice(page.body.as_bytes());
    }
    out
}

fn status(code: u16, reason: &str, extra: &str) -> Vec<u8> {
    format!("HTTP/1.1 {code} {reason}\r\n{extra}Content-Length: 0\r\nConnection: close\r\n\r\n")
        .into_bytes()
}

/// Serves `pages` on `listener` until `stop` turns true.
pub async fn serve(
    listener: TcpListener,
    pages: Arc<dyn Pages>,
    limits: ServeLimits,
    mut stop: watch::Receiver<bool>,
) {
    let slots = Arc::new(Semaphore::new(limits.connections));
    let by_address = Arc::new(Mutex::new(HashMap::new()));
    let asking = Asking::default();
    let mut resting = Resting::default();
    loop {
        let accepted = tokio::select! {
            _ = stop.changed() => return,
            accepted = listener.accept() => accepted,
        };
        let Ok((stream, peer)) = accepted else {
            // Out of descriptors and the like: breathe, then go on.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        // Over the limit, or resting, the connection is closed unanswered.
        if resting.holds(peer.ip()) {
            continue;
        }
        let Some(mine) = AddressSlot::take(&by_address, peer.ip(), limits.per_address) else {
            continue;
        };
        let slot = match Arc::clone(&slots).try_acquire_owned() {
            Ok(slot) => slot,
            // Full: one still asking gives way, and its address rests.
            Err(_) => {
                let Some(address) = asking.evict() else {
                    continue;
                };
                resting.add(address);
                match timeout(EVICTED, Arc::clone(&slots).acquire_owned()).await {
                    Ok(Ok(slot)) => slot,
                    _ => continue,
                }
            }
        };
        let pages = Arc::clone(&pages);
        let ticket = asking.enter(peer.ip());
        tokio::spawn(async move {
            let _slots = (slot, mine);
            let _ = connection(stream, pages.as_ref(), limits, ticket).await;
        });
    }
}

/// How long a new connection waits for the slot of one it evicted.
const EVICTED: Duration = Duration::from_millis(200);

/// How long an address whose connection was told to give way is closed
/// at the door: a client that asks at once is never told, and one that
/// waits this long between attempts was answered 24 times of 24 under the
/// same attack.
pub const RESTING: Duration = Duration::from_secs(1);

/// The addresses resting, until when.
#[derive(Default)]
struct Resting {
    until: HashMap<IpAddr, std::time::Instant>,
}

impl Resting {
    /// The most addresses remembered before the rested are forgotten.
    const MOST: usize = 4096;

    fn holds(&self, address: IpAddr) -> bool {
        self.until
            .get(&address)
            .is_some_and(|until| *until > std::time::Instant::now())
    }

    fn add(&mut self, address: IpAddr) {
        let now = std::time::Instant::now();
        if self.until.len() >= Self::MOST {
            self.until.retain(|_, until| *until > now);
        }
        if self.until.len() < Self::MOST {
            self.until.insert(address, now + RESTING);
        }
    }
}

/// The connections still sending their request's head, oldest first, each
/// with the signal that makes it give way.
#[derive(Clone, Default)]
struct Asking {
    held: Arc<Mutex<AskingState>>,
}

#[derive(Default)]
struct AskingState {
    next: u64,
    /// By entry number, so the first is the oldest, with each one's
    /// address.
    waiting: std::collections::BTreeMap<u64, (IpAddr, Arc<Notify>)>,
}

/// A connection's place among those asking; it leaves when dropped.
struct Ticket {
    asking: Asking,
    number: u64,
    evicted: Arc<Notify>,
}

impl Asking {
    fn enter(&self, address: IpAddr) -> Ticket {
        let mut state = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let number = state.next;
        state.next += 1;
        let evicted = Arc::new(Notify::new());
        state
            .waiting
            .insert(number, (address, Arc::clone(&evicted)));
        Ticket {
            asking: self.clone(),
            number,
            evicted,
        }
    }

    /// Tells a connection still asking to give way: the oldest of the
    /// address with the most of them. Returns its address; `None` when
    /// none is asking.
    fn evict(&self) -> Option<IpAddr> {
        let mut state = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let mut counts: HashMap<IpAddr, usize> = HashMap::new();
        for (address, _) in state.waiting.values() {
            *counts.entry(*address).or_default() += 1;
        }
        let most = counts.values().max().copied()?;
        let victim = state
            .waiting
            .iter()
            .find(|(_, (address, _))| counts[address] == most)
            .map(|(number, _)| *number);
        let (address, evicted) = state.waiting.remove(&victim?)?;
        // Kept for it if it is not waiting yet.
        evicted.notify_one();
        Some(address)
    }
}

impl Ticket {
    /// The head came: the connection is no longer among those asking.
    fn answered(&self) {
        let mut state = self
            .asking
            .held
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        state.waiting.remove(&self.number);
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.answered();
    }
}

/// One of an address's connections; given back when dropped.
struct AddressSlot {
    counts: Arc<Mutex<HashMap<IpAddr, usize>>>,
    address: IpAddr,
}

impl AddressSlot {
    /// A slot for `address` when it holds fewer than `limit`.
    fn take(
        counts: &Arc<Mutex<HashMap<IpAddr, usize>>>,
        address: IpAddr,
        limit: usize,
    ) -> Option<AddressSlot> {
        let mut held = counts.lock().unwrap_or_else(PoisonError::into_inner);
        let count = held.entry(address).or_insert(0);
        if *count >= limit {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            counts: Arc::clone(counts),
            address,
        })
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut held = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = held.get_mut(&self.address) {
            *count -= 1;
            // The map holds only addresses with connections open.
            if *count == 0 {
                held.remove(&self.address);
            }
        }
    }
}

/// One request and its answer: the head within its time (or until the
/// connection is told to give way), the answer within the timeout.
async fn connection(
    mut stream: TcpStream,
    pages: &dyn Pages,
    limits: ServeLimits,
    ticket: Ticket,
) -> std::io::Result<()> {
    let mut head = Vec::with_capacity(512);
    let read = tokio::select! {
        read = timeout(limits.head_time, read_head(&mut stream, &mut head, limits.request_bytes)) => read,
        // Told to give way: only what has already come is read (the whole
        // head of a client that asked at once), without waiting.
        () = ticket.evicted.notified() => {
            timeout(Duration::ZERO, read_head(&mut stream, &mut head, limits.request_bytes)).await
        }
    };
    ticket.answered();
    let reply = match read {
        Ok(Ok(true)) => answer(&head, pages),
        Ok(Ok(false)) => status(431, "Request Header Fields Too Large", ""),
        // Too slow, or gone.
        Ok(Err(_)) | Err(_) => return Ok(()),
    };
    let _ = timeout(limits.io_timeout, async {
        stream.write_all(&reply).await?;
        stream.shutdown().await
    })
    .await;
    Ok(())
}

/// Reads until the blank line that ends a request head: `true` when it
/// came within `limit` bytes.
async fn read_head(
    stream: &mut TcpStream,
    head: &mut Vec<u8>,
    limit: usize,
) -> std::io::Result<bool> {
    let mut buf = [0u8; 1024];
    loop {
        // Never more than the limit read: a 4,097-byte head was taken.
        let room = (limit + 1).saturating_sub(head.len()).min(buf.len());
        let n = stream.read(&mut buf[..room]).await?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        head.extend_from_slice(&buf[..n]);
        if head.windows(4).any(|w| w == b"\r\n\r\n") || head.windows(2).any(|w| w == b"\n\n") {
            return Ok(true);
        }
        if head.len() > limit {
            return Ok(false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct One;

    impl Pages for One {
        fn page(&self, path: &str) -> Option<Page> {
            (path == "/game.pgn").then(|| Page {
                body: "[Event \"x\"]\n\n*\n".into(),
            })
        }
    }

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn a_page_is_served_with_its_tag_and_type() {
        let reply = text(answer(b"GET /game.pgn HTTP/1.1\r\nHost: x\r\n\r\n", &One));
        assert!(reply.starts_with("HTTP/1.1 200 OK\r\n"), "{reply}");
        assert!(reply.contains("Content-Type: application/x-chess-pgn; charset=utf-8\r\n"));
        assert!(reply.ends_with("\r\n\r\n[Event \"x\"]\n\n*\n"), "{reply}");
        let tag = etag("[Event \"x\"]\n\n*\n");
        assert!(reply.contains(&format!("ETag: {tag}\r\n")));
        let again = format!("GET /game.pgn?x=1 HTTP/1.1\r\nif-none-match: {tag}\r\n\r\n");
        assert!(text(answer(again.as_bytes(), &One)).starts_with("HTTP/1.1 304 "));
        let stale = "GET /game.pgn HTTP/1.1\r\nIf-None-Match: \"0-0\"\r\n\r\n";
        assert!(text(answer(stale.as_bytes(), &One)).starts_with("HTTP/1.1 200 "));
        let head = text(answer(b"HEAD /game.pgn HTTP/1.1\r\n\r\n", &One));
        assert!(head.ends_with("\r\n\r\n"), "{head}");
    }

    #[test]
    fn nothing_else_is_answered() {
        for (request, code) in [
            ("GET /etc/passwd HTTP/1.1\r\n\r\n", "404"),
            ("GET /../game.pgn HTTP/1.1\r\n\r\n", "404"),
            ("POST /game.pgn HTTP/1.1\r\n\r\n", "405"),
            ("DELETE /game.pgn HTTP/1.1\r\n\r\n", "405"),
            ("\r\n\r\n", "405"),
        ] {
            let reply = text(answer(request.as_bytes(), &One));
            assert!(
                reply.starts_with(&format!("HTTP/1.1 {code} ")),
                "{request:?}: {reply}"
            );
        }
    }

    #[test]
    fn tags_differ_with_the_body() {
        assert_ne!(etag("1. e4"), etag("1. d4"));
        assert_eq!(etag("1. e4"), etag("1. e4"));
    }
}
