//! Slow clients against the device's live endpoint, a byte every 500 ms
//! and back at once when cut off (thousands of connections a second): 16
//! addresses of 8 connections, then 64 of 4, for 32 slots. A client that
//! asks at once is answered within a second throughout. It got 0 answers
//! of 24 with 4 addresses, then 0 of 21 with 16 reconnecting at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pendule::clock::Moment;
use pendule::live::{DeviceRound, LiveGame, serve_device};
use tokio::sync::watch;

#[path = "harness/presses.rs"]
mod presses;

#[test]
fn slow_clients_reconnecting_at_once_never_deny_the_endpoint() {
    for (addresses, each) in [(16, 8), (64, 4)] {
        polite_answered_during(addresses, each);
    }
}

fn polite_answered_during(addresses: u8, each: usize) {
    let game = pendule::game::Game::new(pendule::game::GameSetup::default()).unwrap();
    let mut round = DeviceRound::default();
    round.show(LiveGame::of(&game, &vec![], Moment::ZERO));
    let (_feed, shown) = watch::channel(Arc::new(round));
    let now = Arc::new(|| Moment::ZERO);
    let endpoint = serve_device("127.0.0.1:0".parse().unwrap(), shown, now).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let attack = presses::loris(endpoint.addr, addresses, each, &stop);
    // The slow clients take every slot first.
    std::thread::sleep(Duration::from_secs(2));
    let asking = Arc::new(AtomicBool::new(false));
    let client = presses::polite(endpoint.addr, Duration::from_millis(200), &asking);
    std::thread::sleep(Duration::from_secs(6));
    asking.store(true, Ordering::Relaxed);
    let times = client.join().unwrap();
    stop.store(true, Ordering::Relaxed);
    attack.join().unwrap();
    assert!(times.len() >= 10, "{times:?}");
    let late: Vec<_> = times
        .iter()
        .filter(|t| t.is_none_or(|t| t > Duration::from_secs(1)))
        .collect();
    assert!(
        late.is_empty(),
        "{addresses} × {each}: {} of {}: {times:?}",
        late.len(),
        times.len()
    );
}
