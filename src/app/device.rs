//! The device's edges in the running app: the GPIO buttons feed the
//! driver (presses stamped with their edges' time), the buzzer plays the
//! game's signals, the LEDs show the running side; and systemd hears
//! READY=1 and, while the UI thread and the driver both live, WATCHDOG=1.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use slint::{Timer, TimerMode};
use tokio::sync::mpsc;

use super::driver::Event;
use crate::game::Signal;

/// What the hardware gives the app.
pub struct Device {
    /// Where the game's signals go (`app::beeps` says how each sounds).
    pub signals: std::sync::mpsc::SyncSender<Signal>,
    /// White's and Black's LEDs.
    pub leds: [Box<dyn crate::hw::Switch>; 2],
    #[cfg(feature = "gpio")]
    _inputs: Vec<rppal::gpio::InputPin>,
}

/// Opens the GPIO: clock presses go to `events` with their edges' time,
/// the pause button calls `pause`, a speak button `speak` with its side,
/// and a clock button held for [`crate::hw::hold::HOLD`] calls `held` with
/// whether it is White's (all on any thread).
///
/// # Errors
/// No GPIO (not a Pi, or the user lacks the gpio group): one line to show.
#[cfg(feature = "gpio")]
pub fn open(
    pins: &crate::hw::Pins,
    mute: Arc<AtomicBool>,
    events: mpsc::Sender<Event>,
    pause: impl Fn() + Send + 'static,
    speak: impl Fn(shakmaty::Color) + Send + 'static,
    held: impl Fn(bool) + Send + 'static,
) -> Result<Device, String> {
    use crate::game::Input;
    use crate::hw::{buzzer_thread, forward_presses, gpio};

    let (edges, edges_rx) = std::sync::mpsc::channel();
    let (holds, holds_rx) = std::sync::mpsc::channel();
    let board = gpio::open(pins, &[edges, holds])?;
    std::thread::spawn(move || watch_holds(&holds_rx, held));
    std::thread::spawn(move || {
        forward_presses(&edges_rx, gpio::kernel_now, |press, at| {
            let color = match route(press.button) {
                Routed::Press(color) => color,
                Routed::Pause => return pause(),
                Routed::Speak(side) => return speak(side),
            };
            let input = Input::Press(color);
            // A full queue means the driver is stuck; the watchdog acts.
            let _ = events.try_send(Event {
                input,
                at: Some(at),
            });
        });
    });
    let (signals, _) = buzzer_thread(board.buzzer, mute, super::beeps::of);
    Ok(Device {
        signals,
        leds: board.leds,
        _inputs: board.inputs,
    })
}

/// What a button of the device does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Routed {
    /// That player's clock press.
    Press(shakmaty::Color),
    /// The pause button.
    Pause,
    /// That player's speak button: their own time, into their own earpiece
    /// only (Appendix D.2.10.4).
    Speak(shakmaty::Color),
}

/// Where `button` goes.
pub fn route(button: crate::hw::Button) -> Routed {
    use crate::hw::Button;
    use shakmaty::Color;
    match button {
        Button::White => Routed::Press(Color::White),
        Button::Black => Routed::Press(Color::Black),
        Button::Pause => Routed::Pause,
        Button::WhiteSpeak => Routed::Speak(Color::White),
        Button::BlackSpeak => Routed::Speak(Color::Black),
    }
}

/// Calls `held` for each clock button held long enough, until the edges
/// stop (the GPIO is gone).
#[cfg(feature = "gpio")]
fn watch_holds(edges: &std::sync::mpsc::Receiver<crate::hw::Edge>, held: impl Fn(bool)) {
    use crate::hw::{Button, gpio, hold::Holds};
    use std::sync::mpsc::RecvTimeoutError;
    let mut holds = Holds::default();
    loop {
        match edges.recv_timeout(Duration::from_millis(100)) {
            Ok(edge) => holds.edge(edge),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        for button in holds.due(gpio::kernel_now()) {
            match button {
                Button::White => held(true),
                Button::Black => held(false),
                Button::Pause | Button::WhiteSpeak | Button::BlackSpeak => {}
            }
        }
    }
}

/// Without the `gpio` feature there is no hardware to open.
///
/// # Errors
/// Always: this build has no GPIO.
#[cfg(not(feature = "gpio"))]
pub fn open(
    _pins: &crate::hw::Pins,
    _mute: Arc<AtomicBool>,
    _events: mpsc::Sender<Event>,
    _pause: impl Fn() + Send + 'static,
    _speak: impl Fn(shakmaty::Color) + Send + 'static,
    _held: impl Fn(bool) + Send + 'static,
) -> Result<Device, String> {
    Err("built without GPIO (the pi feature): the keyboard and touch are the buttons".into())
}

/// Tells systemd the app is up, from the event loop's first turn (after
/// the window's first frame was asked for), and pings its watchdog while
/// the driver's heartbeat moves: a hung UI stops the timer, a hung driver
/// the heartbeat, and systemd restarts pendule, which restores the game.
/// The returned timer must be kept. Nothing is sent outside systemd.
pub fn notify_systemd(heartbeat: Arc<AtomicU64>) -> Timer {
    Timer::single_shot(Duration::ZERO, || {
        let _ = sd_notify::notify(&[sd_notify::NotifyState::Ready]);
    });
    let timer = Timer::default();
    if let Some(period) = sd_notify::watchdog_enabled() {
        let mut seen = heartbeat.load(Ordering::Relaxed);
        timer.start(TimerMode::Repeated, period / 3, move || {
            let now = heartbeat.load(Ordering::Relaxed);
            if now != seen {
                seen = now;
                let _ = sd_notify::notify(&[sd_notify::NotifyState::Watchdog]);
            }
        });
    }
    timer
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hw::Button;
    use shakmaty::Color;

    /// Each speak button asks for its own player only, each clock button
    /// presses its own clock.
    #[test]
    fn each_button_goes_to_its_own_player() {
        assert_eq!(route(Button::WhiteSpeak), Routed::Speak(Color::White));
        assert_eq!(route(Button::BlackSpeak), Routed::Speak(Color::Black));
        assert_eq!(route(Button::White), Routed::Press(Color::White));
        assert_eq!(route(Button::Black), Routed::Press(Color::Black));
        assert_eq!(route(Button::Pause), Routed::Pause);
    }
}
