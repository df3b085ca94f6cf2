//! The Pi's pins through rppal: buttons to ground on internal pull-ups,
//! their edges stamped by the kernel; the buzzer and the LEDs as outputs.

use std::sync::mpsc::Sender;
use std::time::Duration;

use rppal::gpio::{Gpio, InputPin, OutputPin, Trigger};

use super::{Button, Edge, Pins, Switch};

/// The opened pins. The inputs must live for their interrupts to run.
pub struct Board {
    /// The buttons; their interrupts stop when these are dropped.
    pub inputs: Vec<InputPin>,
    /// The buzzer.
    pub buzzer: Box<dyn Switch>,
    /// White's and Black's LEDs.
    pub leds: [Box<dyn Switch>; 2],
}

struct Output(OutputPin);

impl Switch for Output {
    fn set(&mut self, on: bool) {
        if on {
            self.0.set_high();
        } else {
            self.0.set_low();
        }
    }
}

/// Opens the pins; every edge of a button goes to `edges` with the
/// kernel's timestamp.
///
/// # Errors
/// No GPIO here, or a pin is taken: the message names the device files and
/// the group to join.
pub fn open(pins: &Pins, edges: &[Sender<Edge>]) -> Result<Board, String> {
    let why = |e: rppal::gpio::Error| {
        format!(
            "no GPIO ({e}): on a Raspberry Pi the user needs the gpio group for /dev/gpiochip0 \
             and /dev/gpiomem; running on with touch input"
        )
    };
    let gpio = Gpio::new().map_err(why)?;
    let mut inputs = Vec::new();
    for (button, pin) in [
        (Button::White, pins.white_button),
        (Button::Black, pins.black_button),
        (Button::Pause, pins.pause_button),
        (Button::WhiteSpeak, pins.white_speak),
        (Button::BlackSpeak, pins.black_speak),
    ] {
        let mut input = gpio.get(pin).map_err(why)?.into_input_pullup();
        let edges = edges.to_vec();
        // Debounced in src/hw/buttons.rs, where it is tested: the kernel
        // gets every edge, and so does each receiver (presses, holds).
        input
            .set_async_interrupt(Trigger::Both, None, move |event| {
                let edge = Edge {
                    button,
                    down: event.trigger == Trigger::FallingEdge,
                    at: event.timestamp,
                };
                for edges in &edges {
                    let _ = edges.send(edge);
                }
            })
            .map_err(why)?;
        inputs.push(input);
    }
    let output = |pin: u8| -> Result<Box<dyn Switch>, String> {
        Ok(Box::new(Output(
            gpio.get(pin).map_err(why)?.into_output_low(),
        )))
    };
    Ok(Board {
        inputs,
        buzzer: output(pins.buzzer)?,
        leds: [output(pins.white_led)?, output(pins.black_led)?],
    })
}

/// The kernel's monotonic clock, which stamps GPIO edges (the character
/// device's default event clock).
pub fn kernel_now() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into the pointer it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &raw mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}
