//! A TCP proxy between devices and the broker that a test cuts: every
//! connection through it closed at once, and new ones refused for a
//! while, as a venue's Wi-Fi drops a device.

#![allow(dead_code)]

use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Proxy {
    pub port: u16,
    open: Arc<Mutex<Vec<TcpStream>>>,
    down: Arc<AtomicBool>,
    pub connections: Arc<AtomicUsize>,
}

impl Proxy {
    /// Forwards a free loopback port to `127.0.0.1:target`.
    pub fn start(target: u16) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let open: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let down = Arc::new(AtomicBool::new(false));
        let connections = Arc::new(AtomicUsize::new(0));
        let (kept, refusing, counted) = (open.clone(), down.clone(), connections.clone());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                if refusing.load(Ordering::SeqCst) {
                    let _ = client.shutdown(Shutdown::Both);
                    continue;
                }
                let Ok(server) = TcpStream::connect(("127.0.0.1", target)) else {
                    continue;
                };
                counted.fetch_add(1, Ordering::SeqCst);
                let mut open = kept.lock().unwrap();
                open.push(client.try_clone().unwrap());
                open.push(server.try_clone().unwrap());
                pipe(client.try_clone().unwrap(), server.try_clone().unwrap());
                pipe(server, client);
            }
        });
        Proxy {
            port,
            open,
            down,
            connections,
        }
    }

    /// Closes every connection, and refuses new ones for `outage`;
    /// returns how many connections were open.
    pub fn cut(&self, outage: Duration) -> usize {
        self.down.store(true, Ordering::SeqCst);
        let streams: Vec<TcpStream> = self.open.lock().unwrap().drain(..).collect();
        for stream in &streams {
            let _ = stream.shutdown(Shutdown::Both);
        }
        std::thread::sleep(outage);
        self.down.store(false, Ordering::SeqCst);
        // Each connection is two streams: the device's and the broker's.
        streams.len() / 2
    }
}

/// Copies `from` to `to` on a thread of its own until either closes.
fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut from, &mut to);
        let _ = to.shutdown(Shutdown::Both);
        let _ = from.shutdown(Shutdown::Both);
    });
}
