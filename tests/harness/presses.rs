//! The press-to-switch measure, shared by `benches/edge_to_switch.rs` and
//! `tests/live_hostile.rs`: an event stamped at its edge goes into the
//! driver's queue, and the time until the published view shows the other
//! clock running is the press's latency; and the flood of hostile clients
//! it is measured under.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use pendule::app::{Event, View};
use pendule::game::Input;
use shakmaty::Color;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// Presses the clock `count` times, the side to press taken from `view`,
/// and returns each press's time to the switch, sorted.
pub async fn press_latencies(
    events: &mpsc::Sender<Event>,
    view: &mut watch::Receiver<View>,
    count: usize,
) -> Vec<Duration> {
    let mut latencies = Vec::with_capacity(count);
    let mut mover = view.borrow().turn.unwrap_or(Color::Black);
    for _ in 0..count {
        let edge = Instant::now();
        events
            .send(Event {
                input: Input::Press(mover),
                at: Some(edge),
            })
            .await
            .expect("the driver takes presses");
        let next = !mover;
        loop {
            if view.borrow_and_update().running == Some(next) {
                break;
            }
            view.changed().await.expect("the driver publishes views");
        }
        latencies.push(edge.elapsed());
        mover = next;
    }
    latencies.sort();
    latencies
}

/// The `q` quantile of `sorted` (0.5: the median).
pub fn quantile(sorted: &[Duration], q: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

/// Starts the flood against `addr`; it runs until `stop`. Returns how many
/// answers the fast clients got.
pub fn flood(
    addr: SocketAddr,
    stop: &Arc<AtomicBool>,
) -> (Vec<std::thread::JoinHandle<()>>, Arc<AtomicU64>) {
    let answered = Arc::new(AtomicU64::new(0));
    let mut threads = Vec::new();
    // Hundreds of connections that never say anything.
    let held = Arc::clone(stop);
    threads.push(std::thread::spawn(move || {
        let mut idle = Vec::new();
        while !held.load(Ordering::Relaxed) {
            if idle.len() < 400 {
                if let Ok(s) = TcpStream::connect(addr) {
                    idle.push(s);
                }
            } else {
                idle.remove(0);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }));
    // Slow requests: a byte every 200 ms.
    for _ in 0..4 {
        let stop = Arc::clone(stop);
        threads.push(std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                let Ok(mut s) = TcpStream::connect(addr) else {
                    continue;
                };
                for byte in b"GET /game.pgn HTTP/1.1\r\nX-Slow: yes\r\n" {
                    if stop.load(Ordering::Relaxed) || s.write_all(&[*byte]).is_err() {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(200));
                }
            }
        }));
    }
    // Oversized requests, unknown paths, methods, and fast polls.
    for i in 0..4 {
        let (stop, answered) = (Arc::clone(stop), Arc::clone(&answered));
        threads.push(std::thread::spawn(move || {
            let big = format!(
                "GET /game.pgn HTTP/1.1\r\nX-Big: {}\r\n\r\n",
                "x".repeat(100_000)
            );
            let requests = [
                big.as_str(),
                "GET /../../etc/passwd HTTP/1.1\r\n\r\n",
                "POST /game.pgn HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello",
                "GET /game.pgn HTTP/1.1\r\n\r\n",
                "GET /round.pgn HTTP/1.1\r\n\r\n",
            ];
            let mut n = i;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let Ok(mut s) = TcpStream::connect(addr) else {
                    continue;
                };
                let _ = s.set_read_timeout(Some(Duration::from_secs(10)));
                let _ = s.write_all(requests[n % requests.len()].as_bytes());
                let mut reply = Vec::new();
                if s.read_to_end(&mut reply).is_ok() && reply.starts_with(b"HTTP/1.1 ") {
                    answered.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
    }
    (threads, answered)
}

/// Slow clients from `addresses` loopback addresses (127.0.0.2 on), each
/// holding `each` connections that send a byte of a request every 500 ms
/// and connect again as soon as one is closed; until `stop`.
pub fn loris(
    addr: SocketAddr,
    addresses: u8,
    each: usize,
    stop: &Arc<AtomicBool>,
) -> std::thread::JoinHandle<()> {
    let stop = Arc::clone(stop);
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let mut tasks = Vec::new();
            for a in 0..addresses {
                let from = std::net::Ipv4Addr::new(127, 0, 0, 2 + a);
                for _ in 0..each {
                    let stop = Arc::clone(&stop);
                    tasks.push(tokio::spawn(slow_client(addr, from, stop)));
                }
            }
            for task in tasks {
                let _ = task.await;
            }
        });
    })
}

/// A byte every 500 ms; when the server closes the connection (it was
/// told to give way), another at once: thousands a second across the
/// attack, as a tight loop on many addresses makes them.
async fn slow_client(addr: SocketAddr, from: std::net::Ipv4Addr, stop: Arc<AtomicBool>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    while !stop.load(Ordering::Relaxed) {
        let Ok(socket) = tokio::net::TcpSocket::new_v4() else {
            return;
        };
        if socket.bind(SocketAddr::new(from.into(), 0)).is_err() {
            return;
        }
        let Ok(mut stream) = socket.connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let mut closed = [0u8; 64];
        for byte in b"GET /game.pgn HTTP/1.1\r\nX-Slow: yes\r\nX-Slower: yes\r\n"
            .iter()
            .cycle()
        {
            if stop.load(Ordering::Relaxed) || stream.write_all(&[*byte]).await.is_err() {
                break;
            }
            let (reader, _) = stream.split();
            let mut reader = reader;
            tokio::select! {
                () = tokio::time::sleep(Duration::from_millis(500)) => {}
                _ = reader.read(&mut closed) => break,
            }
        }
    }
}

/// A client that asks for `/game.pgn` every `every`, until `stop`, its
/// request coming whole 50 ms after its connection (a phone on the
/// venue's Wi-Fi); each request's time to the whole answer (`None`: no
/// answer).
pub fn polite(
    addr: SocketAddr,
    every: Duration,
    stop: &Arc<AtomicBool>,
) -> std::thread::JoinHandle<Vec<Option<Duration>>> {
    let stop = Arc::clone(stop);
    std::thread::spawn(move || {
        let mut times = Vec::new();
        while !stop.load(Ordering::Relaxed) {
            let start = std::time::Instant::now();
            let answered = TcpStream::connect_timeout(&addr, Duration::from_secs(2))
                .and_then(|mut s| {
                    s.set_read_timeout(Some(Duration::from_secs(2)))?;
                    std::thread::sleep(Duration::from_millis(50));
                    s.write_all(b"GET /game.pgn HTTP/1.1\r\nHost: device\r\n\r\n")?;
                    let mut reply = Vec::new();
                    s.read_to_end(&mut reply)?;
                    Ok(reply.starts_with(b"HTTP/1.1 200 "))
                })
                .unwrap_or(false);
            times.push(answered.then(|| start.elapsed()));
            std::thread::sleep(every);
        }
        times
    })
}
