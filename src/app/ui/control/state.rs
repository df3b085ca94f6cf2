//! The UI thread's state: the last view, what a screen is in the middle of
//! (an entry, a question, a PIN, a pending arbiter's action), the settings
//! and the channels to the driver. Every controller reads and changes it
//! through [`UI`]; nothing else holds it.

use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use slint::Timer;
use tokio::sync::mpsc;

use crate::app::driver::{Control, Event};
use crate::app::ui::arbiter_asks::Asked;
use crate::app::ui::arbiter_screen::Lock;
use crate::app::ui::board_entry::{Assistance, Entry, Question};
use crate::app::ui::orientation::Orientation;
use crate::app::ui::setup_screen::Offer;
use crate::app::ui::usb_screen::Usb;
use crate::app::view::View;
use crate::clock::Moment;
use crate::game::Input;
use crate::store::Settings;
use crate::words::Language;

/// The UI thread's own state.
pub(super) struct UiState {
    pub view: View,
    pub entry: Entry,
    pub origin: std::time::Instant,
    pub settings: Settings,
    pub events: mpsc::Sender<Event>,
    pub control: mpsc::Sender<Control>,
    pub face_timer: Timer,
    /// Brings the result after a flag has been seen on the clock.
    pub result_timer: Timer,
    /// The result screen was shown for this game's end.
    pub result_shown: bool,
    /// The next game was asked for by the arbiter, behind the PIN: an
    /// unsigned result does not hold it back.
    pub next_by_arbiter: bool,
    /// An irreversible arbiter's action waiting for "confirm", in words.
    pub pending: Option<Asked>,
    /// The command "confirm" sends when the action waiting is the app's,
    /// not the game's (a game handed over to a spare, or taken up).
    pub pending_control: Option<Control>,
    /// What the board asks before a game-ending tap goes through.
    pub question: Option<Question>,
    /// A claim's pause of the clocks, until the claim is decided.
    pub claim_hold: super::claim_hold::ClaimHold,
    /// Why the last entry was refused, for the arbiter's eyes.
    pub last_refusal: Option<String>,
    /// Where the arbiter's screen was opened (the setup, the result, the
    /// clocks): its "back" and "close" lead there.
    pub arbiter_from: crate::app::ui::Page,
    /// The ruling the arbiter cleared from the players' screens.
    pub ruling_cleared: Option<crate::game::Noted>,
    /// What the app said at start (a restore, settings that did not read),
    /// shown whole over the clocks until dismissed or resumed.
    pub notice: Option<String>,
    /// The same words as the driver's first view carries them: never the
    /// status line's (cut to two lines, it would start mid-sentence).
    pub said_at_start: Option<String>,
    pub offers: Vec<Offer>,
    pub lock: Lock,
    /// Where the settings are saved; `None` until the app says.
    pub data_dir: Option<PathBuf>,
    /// A USB stick and its export.
    pub usb: Usb,
    /// Reads the export's progress while one runs.
    pub usb_timer: Timer,
    /// Waits for the stick's pairings, read off the UI thread.
    pub pairings_timer: Timer,
    /// The buzzer's mute, shared with its thread.
    pub mute: Arc<AtomicBool>,
    /// The buzzer's queue, when there is one.
    pub signals: Option<std::sync::mpsc::SyncSender<crate::game::Signal>>,
    /// How much the board helps: chosen on the setup for the next games.
    pub assistance: Assistance,
    /// A DGT e-board's connection and what it shows, when one is used.
    pub eboard: crate::eboard::BoardStatus,
    /// The player's call the hall's arbiter has seen (its time, seconds
    /// since 1970), as the hall last said.
    pub hall_seen: Option<u64>,
}

impl UiState {
    /// The state before any view: the settings' offers and the game on's
    /// assistance (a restart keeps its hints).
    pub fn new(
        settings: Settings,
        events: mpsc::Sender<Event>,
        control: mpsc::Sender<Control>,
        origin: std::time::Instant,
        offers: Vec<Offer>,
    ) -> Self {
        let assistance = Assistance::of(settings.next.casual);
        Self {
            view: View::default(),
            entry: Entry::default(),
            origin,
            settings,
            events,
            control,
            face_timer: Timer::default(),
            result_timer: Timer::default(),
            result_shown: false,
            next_by_arbiter: false,
            pending: None,
            pending_control: None,
            question: None,
            claim_hold: super::claim_hold::ClaimHold::Idle,
            last_refusal: None,
            ruling_cleared: None,
            arbiter_from: crate::app::ui::Page::Clock,
            notice: None,
            said_at_start: None,
            offers,
            lock: Lock::default(),
            data_dir: None,
            usb: Usb::default(),
            usb_timer: Timer::default(),
            pairings_timer: Timer::default(),
            mute: Arc::default(),
            signals: None,
            assistance,
            eboard: crate::eboard::BoardStatus::default(),
            hall_seen: None,
        }
    }

    /// How the board is drawn: a setting, never the side to move (a board
    /// turning between plies loses the player who taps where a piece was).
    pub fn orientation(&self) -> Orientation {
        Orientation::of(self.settings.board_sideways, self.settings.white_left)
    }

    /// Now on the game's timeline.
    pub fn now(&self) -> Moment {
        Moment::from_origin(self.origin.elapsed())
    }
}

thread_local! {
    pub(super) static UI: RefCell<Option<UiState>> = const { RefCell::new(None) };
}

/// An input for the game, now.
pub(super) fn send(input: Input) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            // A full queue means the driver is stuck; the watchdog acts.
            let _ = state.events.try_send(Event::now(input));
        }
    });
}

/// An arbiter's input, stamped with the wall clock: the game logs it with
/// its outcome, and a pause it makes only the arbiter lifts.
pub(super) fn send_arbiter(input: Input) {
    send(Input::Arbiter {
        utc: crate::dates::wall_clock().1,
        input: Box::new(input),
    });
}

/// Whether the arbiter's screen is open behind its PIN.
pub(super) fn unlocked() -> bool {
    UI.with(|ui| ui.borrow().as_ref().is_some_and(|s| s.lock.is_unlocked()))
}

/// `action` on the UI's state while the arbiter's screen is open.
pub(super) fn with_unlocked<T>(action: impl FnOnce(&UiState) -> T) -> Option<T> {
    UI.with(|ui| {
        ui.borrow()
            .as_ref()
            .filter(|s| s.lock.is_unlocked())
            .map(action)
    })
}

/// The game's language, for the words the screens add.
pub(super) fn lang() -> Language {
    UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.lang))
        .unwrap_or_default()
}
