//! The talking clock in the running app: the speaker's threads, the
//! driver's hook, and the players' requests from the desktop's keys, the
//! GPIO speak buttons and the control on the screen, each sent to the
//! driver without waiting.

use std::sync::{Arc, Mutex};

use shakmaty::Color;
use slint::ComponentHandle;
use tokio::sync::mpsc;

use super::Control;
use super::ui::{AppWindow, SpeechAdapter};
use crate::speech::{AlsaSink, Asking, Request, Speaker, SpeechHook, SpeechSettings, Whose};

/// The speaker and the hook the driver takes. The speaker must be kept
/// for as long as the app runs.
pub fn start(settings: &SpeechSettings) -> (Speaker, SpeechHook) {
    let sink = AlsaSink::new(&settings.device);
    let speaker = Speaker::start(settings.output, settings.rate, Box::new(sink));
    let hook = SpeechHook::new(settings.by_side(), speaker.queue.clone())
        .with_output(speaker.output.clone());
    (speaker, hook)
}

/// Turns the players' speak presses into requests to the driver.
pub struct Asker {
    asking: Mutex<Asking>,
    control: mpsc::Sender<Control>,
    origin: std::time::Instant,
}

impl Asker {
    /// Requests go to `control`.
    pub fn new(control: mpsc::Sender<Control>) -> Arc<Asker> {
        Arc::new(Asker {
            asking: Mutex::default(),
            control,
            origin: std::time::Instant::now(),
        })
    }

    /// `side`'s speak key or button was pressed (once: their own clock;
    /// twice: the opponent's).
    pub fn press(&self, side: Color) {
        let at = self.origin.elapsed();
        let request = self
            .asking
            .lock()
            .map(|mut a| a.press(side, at))
            .unwrap_or_default();
        if let Some(request) = request {
            self.ask(request);
        }
    }

    /// Sends `request`; a full queue drops it (the driver is stuck, and
    /// the watchdog acts).
    pub fn ask(&self, request: Request) {
        tracing::debug!("speech asked: {request:?}");
        let _ = self.control.try_send(Control::Speak(request));
    }
}

fn side(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

/// The desktop's keys and the control on the screen.
pub fn wire(app: &AppWindow, asker: &Arc<Asker>) {
    let adapter = app.global::<SpeechAdapter>();
    let keys = Arc::clone(asker);
    adapter.on_key(move |white| {
        tracing::debug!("speak key pressed: white {white}");
        keys.press(side(white));
    });
    let taps = Arc::clone(asker);
    adapter.on_speak(move |white, opponent| {
        taps.ask(Request {
            side: side(white),
            whose: if opponent {
                Whose::Opponent
            } else {
                Whose::Own
            },
        });
    });
}
