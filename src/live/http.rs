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
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::time::timeout;

pub use super::admission::RESTING;
use super::admission::{AddressSlot, Asking, EVICTED, Resting, Ticket};
use super::answer::status;
pub use super::answer::{PGN_TYPE, Page, Pages, answer, etag};

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
