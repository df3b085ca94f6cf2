//! The device's hardware behind traits: clock buttons, a buzzer, one LED a
//! side. The logic (debounce, patterns, the time an edge happened) is pure
//! and tested with simulated edges; `gpio` (feature `gpio`) drives the Pi's
//! pins with rppal, which upstream no longer develops, so nothing else
//! depends on it.

pub mod buttons;
#[cfg(feature = "gpio")]
pub mod gpio;
pub mod hold;
pub mod signals;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::time::Duration;

use tokio::time::Instant;

pub use buttons::{Button, DEBOUNCE, Debouncer, Edge, Press};
pub use signals::Beep;

/// An output pin: the buzzer, an LED.
pub trait Switch: Send {
    /// Turns it on or off.
    fn set(&mut self, on: bool);
}

/// The pins, BCM numbers, as the settings give them (defaults: the wiring
/// table of the README).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Pins {
    /// White's clock button, to ground.
    pub white_button: u8,
    /// Black's clock button, to ground.
    pub black_button: u8,
    /// The pause button, to ground.
    pub pause_button: u8,
    /// The buzzer (active, through a transistor).
    pub buzzer: u8,
    /// White's LED.
    pub white_led: u8,
    /// Black's LED.
    pub black_led: u8,
    /// White's speak button, to ground (the talking clock).
    pub white_speak: u8,
    /// Black's speak button, to ground.
    pub black_speak: u8,
}

impl Default for Pins {
    fn default() -> Self {
        Pins {
            white_button: 17,
            black_button: 27,
            pause_button: 22,
            buzzer: 18,
            white_led: 23,
            black_led: 24,
            white_speak: 5,
            black_speak: 6,
        }
    }
}

/// The instant an edge stamped `edge_at` (kernel time since boot) happened,
/// given the kernel's clock `clock_now` read at `now`. A late read changes
/// nothing: the edge keeps its own time.
pub fn instant_of(edge_at: Duration, clock_now: Duration, now: Instant) -> Instant {
    now.checked_sub(clock_now.saturating_sub(edge_at))
        .unwrap_or(now)
}

/// Turns the buttons' edges into presses until every sender is gone:
/// debounced, presses that arrived together put in their fixed order, each
/// stamped with the instant of its own edge (`kernel_now` reads the clock
/// the edges are stamped with). Two players' presses within the bounce time
/// are logged.
pub fn forward_presses(
    edges: &Receiver<Edge>,
    kernel_now: impl Fn() -> Duration,
    mut deliver: impl FnMut(Press, Instant),
) {
    let mut debouncer = Debouncer::default();
    while let Ok(first) = edges.recv() {
        let mut batch = vec![first];
        batch.extend(edges.try_iter());
        let mut presses: Vec<Press> = batch
            .into_iter()
            .filter_map(|e| debouncer.edge(e))
            .collect();
        if buttons::in_order(&mut presses) {
            tracing::warn!("both clock buttons at once: {presses:?}, taken in this order");
        }
        let (clock, now) = (kernel_now(), Instant::now());
        for press in presses {
            deliver(press, instant_of(press.at, clock, now));
        }
    }
}

/// Plays buzzer patterns on a thread of its own, one after the other;
/// nothing sounds while `mute` holds. Returns where to send what is to be
/// heard (send with `try_send`: a full queue drops it rather than wait),
/// each made a beep by `beep` (the app's choice: the edge knows sounds,
/// not what they mean), and the thread, which ends when every sender is
/// gone.
pub fn buzzer_thread<S: Send + 'static>(
    mut buzzer: Box<dyn Switch>,
    mute: Arc<AtomicBool>,
    beep: fn(S) -> Beep,
) -> (SyncSender<S>, std::thread::JoinHandle<()>) {
    let (tx, rx): (SyncSender<S>, Receiver<S>) = sync_channel(8);
    let thread = std::thread::spawn(move || {
        for heard in rx {
            if mute.load(Ordering::Relaxed) {
                continue;
            }
            for (on, off) in signals::pattern(beep(heard)) {
                buzzer.set(true);
                std::thread::sleep(on);
                buzzer.set(false);
                std::thread::sleep(off);
            }
        }
    });
    (tx, thread)
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    #[test]
    fn an_edge_keeps_its_own_time_however_late_it_is_read() {
        let now = Instant::now();
        let read = instant_of(
            Duration::from_millis(9_990),
            Duration::from_millis(10_030),
            now,
        );
        assert_eq!(now - read, Duration::from_millis(40));
        // An edge "from the future" (clocks read apart) is taken as now.
        assert_eq!(
            instant_of(Duration::from_secs(11), Duration::from_secs(10), now),
            now
        );
    }

    #[test]
    fn edges_become_presses_stamped_with_their_own_time() {
        let (tx, rx) = std::sync::mpsc::channel();
        let ms = Duration::from_millis;
        let edge = |button, down, at| Edge {
            button,
            down,
            at: ms(at),
        };
        // Black's press bounces; both players then press within 2 ms and
        // the events are read together, 40 ms after the last edge.
        for e in [
            edge(Button::Black, true, 1_000),
            edge(Button::Black, false, 1_003),
            edge(Button::Black, true, 1_005),
            edge(Button::Black, false, 1_400),
            edge(Button::Black, true, 2_001),
            edge(Button::White, true, 2_000),
        ] {
            tx.send(e).unwrap();
        }
        drop(tx);
        let mut got = Vec::new();
        forward_presses(&rx, || ms(2_041), |press, at| got.push((press, at)));
        let buttons: Vec<Button> = got.iter().map(|(p, _)| p.button).collect();
        assert_eq!(buttons, [Button::Black, Button::White, Button::Black]);
        // Each instant is its edge's: 1,041 ms, 41 ms and 40 ms before the read.
        let read = got.iter().map(|(_, at)| *at).max().unwrap() + ms(40);
        let ages: Vec<Duration> = got.iter().map(|(_, at)| read - *at).collect();
        assert_eq!(ages, [ms(1_041), ms(41), ms(40)]);
    }

    struct Recorder(Arc<Mutex<Vec<bool>>>);

    impl Switch for Recorder {
        fn set(&mut self, on: bool) {
            self.0.lock().unwrap().push(on);
        }
    }

    fn played(beep: Beep, muted: bool) -> Vec<bool> {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let mute = Arc::new(AtomicBool::new(muted));
        let (tx, thread) = buzzer_thread(Box::new(Recorder(Arc::clone(&seen))), mute, |b| b);
        tx.send(beep).unwrap();
        drop(tx);
        thread.join().unwrap();
        seen.lock().unwrap().clone()
    }

    #[test]
    fn the_buzzer_plays_patterns_unless_muted() {
        assert_eq!(played(Beep::TwoShort, false), [true, false, true, false]);
        assert!(played(Beep::ThreeLong, true).is_empty(), "muted");
    }
}
