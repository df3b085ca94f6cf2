//! `pendule` with no command: the device app. The Slint event loop owns the
//! main thread; a tokio runtime runs the driver; views come back to the UI
//! thread with `upgrade_in_event_loop`.

use std::cell::RefCell;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

use shakmaty::Color;
use slint::{ComponentHandle, Timer, TimerMode};
use tokio::sync::{mpsc, watch};

mod callbacks;
mod eboard;
mod pairings;
pub use pairings::pairings_pending;
mod restore;

pub use restore::{damage_notice, open_game, restore_notice};
mod usb;

pub use eboard::{follow_eboard, show_eboard};
pub use usb::stick_changed;

use super::Control;
use super::device;
use super::driver::{Driver, Event};
use super::ui::arbiter_screen::{self, Lock};
use super::ui::board_screen::{self, Assistance, Entry, Orientation, Question, Tap, square_at};
use super::ui::settings_screen;
use super::ui::setup_screen::{self, Offer};
use super::ui::usb_screen::{self, Usb};
use super::ui::{
    AppWindow, ArbiterAdapter, BoardAdapter, ClockAdapter, KeyboardAdapter, Navigation, Page,
    ResultAdapter, RulingAdapter, SettingsAdapter, SetupAdapter, SheetAdapter, UsbAdapter,
    clock_screen, result_screen, sheet_screen,
};
use super::view::View;
use crate::clock::Moment;
use crate::day::Phase;
use crate::export::Which;
use crate::game::Input;
use crate::rules::Language;
use crate::store::{
    DataDirLock, LockError, Settings, load_settings, lock_data_dir, new_game_id, save_settings,
};
use crate::words::t;

/// Makes the data directory and takes it for this process. A directory
/// that cannot be made or locked is said (the app goes on as a clock);
/// another pendule holding it is the one refusal.
///
/// # Errors
/// Another process holds the data directory.
fn hold_data_dir(data_dir: &Path) -> Result<(Option<DataDirLock>, Option<String>), String> {
    if let Err(e) = std::fs::create_dir_all(data_dir) {
        return Ok((None, Some(format!("{}: {e}", data_dir.display()))));
    }
    match lock_data_dir(data_dir) {
        Ok(lock) => Ok((Some(lock), None)),
        Err(e @ LockError::Held { .. }) => Err(e.to_string()),
        Err(e) => Ok((None, Some(e.to_string()))),
    }
}

/// The UI thread's own state.
struct UiState {
    view: View,
    entry: Entry,
    origin: std::time::Instant,
    settings: Settings,
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<Control>,
    face_timer: Timer,
    /// Brings the result after a flag has been seen on the clock.
    result_timer: Timer,
    /// The result screen was shown for this game's end.
    result_shown: bool,
    /// The next game was asked for by the arbiter, behind the PIN: an
    /// unsigned result does not hold it back.
    next_by_arbiter: bool,
    /// An irreversible arbiter's action waiting for "confirm", in words.
    pending: Option<super::ui::arbiter_asks::Asked>,
    /// What the board asks before a game-ending tap goes through.
    question: Option<Question>,
    /// Why the last entry was refused, for the arbiter's eyes.
    last_refusal: Option<String>,
    /// The arbiter's screen was opened from the setup: it leads back there.
    arbiter_from_setup: bool,
    /// The ruling the arbiter cleared from the players' screens.
    ruling_cleared: Option<crate::game::Noted>,
    /// What the app said at start (a restore, settings that did not read),
    /// shown whole over the clocks until dismissed or resumed.
    notice: Option<String>,
    /// The same words as the driver's first view carries them: never the
    /// status line's (cut to two lines, it would start mid-sentence).
    said_at_start: Option<String>,
    offers: Vec<Offer>,
    lock: Lock,
    /// Where the settings are saved; `None` until the app says.
    data_dir: Option<std::path::PathBuf>,
    /// A USB stick and its export.
    usb: Usb,
    /// Reads the export's progress while one runs.
    usb_timer: Timer,
    /// Waits for the stick's pairings, read off the UI thread.
    pairings_timer: Timer,
    /// The buzzer's mute, shared with its thread.
    mute: Arc<std::sync::atomic::AtomicBool>,
    /// The buzzer's queue, when there is one.
    signals: Option<std::sync::mpsc::SyncSender<crate::game::Signal>>,
    /// How much the board helps: chosen on the setup for the next games.
    assistance: Assistance,
    /// A DGT e-board's connection and what it shows, when one is used.
    eboard: crate::eboard::BoardStatus,
}

impl UiState {
    /// How the board is drawn: a setting, never the side to move (a board
    /// turning between plies loses the player who taps where a piece was).
    fn orientation(&self) -> Orientation {
        Orientation::of(self.settings.board_sideways, self.settings.white_left)
    }
}

thread_local! {
    static UI: RefCell<Option<UiState>> = const { RefCell::new(None) };
}

/// Runs the app until its window closes.
///
/// # Errors
/// The data directory, the journal or the display cannot be used.
pub fn run(data_dir: &Path) -> Result<(), String> {
    // Storage that cannot be used still leaves a clock (the game is kept
    // in memory and the screen says so); only another pendule on the same
    // data directory stops this one.
    let (_lock, storage) = hold_data_dir(data_dir)?;
    // The window first: without a display nothing else is started.
    let app = AppWindow::new().map_err(|e| {
        // Slint's message spans lines; one line, with what to do.
        let why = e
            .to_string()
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" ");
        format!(
            "cannot open the window ({why}); on a machine without a display run it under xvfb-run"
        )
    })?;
    let loaded = load_settings(data_dir);
    let mut notice = loaded.words(loaded.settings.language);
    let settings = loaded.settings;
    let (game, resumed_at) = open_game(data_dir, &settings, &mut notice)?;
    if let Some(problem) = storage {
        tracing::error!("{problem}");
        // Unusable storage is said by the game's own notice; a lock alone
        // failing is said here.
        if game.is_kept() {
            let lang = settings.language;
            let problem = t!(lang, "data-dir-not-locked", problem = problem.to_string());
            notice = Some(match notice {
                Some(said) => format!("{problem}\n\n{said}"),
                None => problem,
            });
        }
    }
    if let Some(notice) = &notice {
        tracing::warn!("{notice}");
    }

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    // The new process continues the game's timeline where the journal ended.
    let origin = tokio::time::Instant::now() - resumed_at.since_origin();
    let (events, inputs) = mpsc::channel(64);
    let (view_tx, mut view_rx) = watch::channel(View::default());
    let (shutdown, stop) = watch::channel(false);
    // The buttons, buzzer and LEDs, when this is the device.
    let mute = Arc::new(std::sync::atomic::AtomicBool::new(settings.mute));
    let weak = app.as_weak();
    let pause = move || {
        let _ =
            weak.upgrade_in_event_loop(|app| app.global::<ClockAdapter>().invoke_pause_toggle());
    };
    let (controls, control) = mpsc::channel(8);
    // The talking clock: its threads, the driver's hook, the requests.
    let (_speaker, hook) = super::speech::start(&settings.speech);
    let asker = super::speech::Asker::new(controls.clone());
    let speak = {
        let asker = Arc::clone(&asker);
        move |side| asker.press(side)
    };
    // A player's clock button held on the result screen is their
    // signature (Art. 8.7).
    let weak = app.as_weak();
    let held = move |white: bool| {
        let _ = weak.upgrade_in_event_loop(move |app| {
            if app.global::<Navigation>().get_page() == Page::Result {
                app.global::<ResultAdapter>().invoke_confirm(white);
            }
        });
    };
    let device = match device::open(
        &settings.pins,
        Arc::clone(&mute),
        events.clone(),
        pause,
        speak,
        held,
    ) {
        Ok(device) => Some(device),
        Err(why) => {
            tracing::warn!("{why}");
            if cfg!(feature = "gpio") {
                notice = Some(notice.map_or(why.clone(), |n| format!("{n}; {why}")));
            }
            None
        }
    };
    let signals = device.as_ref().map(|d| d.signals.clone());
    let signals_for_ui = signals.clone();
    let mut device = device;
    let heartbeat = Arc::new(AtomicU64::new(0));
    // The live endpoint, when the organiser turned it on: on its own
    // thread, fed after each change the screen shows.
    let (live, _endpoint, _announcement) = start_live(
        origin.into_std(),
        &settings,
        &mut notice,
        Resumed {
            data_dir,
            game: &game,
            at: resumed_at,
        },
    );
    let start_notice = notice.clone();
    let first_view = View::of(game.game(), resumed_at, settings.notation, None);
    let driver = Driver {
        game,
        origin,
        notation: settings.notation,
        budget: settings.timeout_budget,
        heartbeat: Arc::clone(&heartbeat),
        notice,
        data_dir: Some(data_dir.to_owned()),
        filing: Default::default(),
        signals,
        live,
        speech: Some(hook),
        // The setup opens first over a game not begun: no press starts it.
        held: first_view.phase() == Phase::Prepared,
    };
    let driver_task = runtime.spawn(driver.run(inputs, control, view_tx, stop));
    // A DGT e-board, when one is plugged in: its moves go to the driver.
    let _eboard = follow_eboard(
        &runtime,
        &app,
        &settings.eboard,
        view_rx.clone(),
        events.clone(),
    );

    let usb_mounts = settings.usb_mounts.clone();
    let first = first_page(&first_view);
    // A game restored mid-play resumes only by the arbiter's hand.
    let restored = first_view.phase() == Phase::Playing;
    // The device's id, made at its first start, on the arbiter's screen.
    match crate::store::device_id(data_dir) {
        Ok(id) => app.global::<ArbiterAdapter>().set_device(id.into()),
        Err(e) => tracing::error!("device id: {e}"),
    }
    attach(&app, events, controls, origin.into_std(), settings);
    super::speech::wire(&app, &asker);
    open_page(&app, first);
    show_start_notice(&app, start_notice, restored);
    save_settings_in(data_dir);
    UI.with(|ui| {
        ui.borrow_mut().as_mut().map(|s| {
            s.mute = Arc::clone(&mute);
            s.signals.clone_from(&signals_for_ui);
        })
    });
    // Views come back to the UI thread as they change; the LEDs follow the
    // running side.
    let weak = app.as_weak();
    runtime.spawn(async move {
        while view_rx.changed().await.is_ok() {
            let view = view_rx.borrow_and_update().clone();
            if let Some(device) = device.as_mut() {
                let [white, black] = &mut device.leds;
                white.set(view.running == Some(Color::White));
                black.set(view.running == Some(Color::Black));
            }
            let _ = weak.upgrade_in_event_loop(move |app| refresh(&app, view));
        }
    });
    usb::watch_sticks(&runtime, &app, usb_mounts);
    app.show().map_err(|e| e.to_string())?;
    let _watchdog = device::notify_systemd(heartbeat);
    app.run().map_err(|e| e.to_string())?;
    let _ = shutdown.send(true);
    let _ = runtime.block_on(driver_task);
    Ok(())
}

type LiveFeed = watch::Sender<Arc<crate::live::DeviceRound>>;

/// The game the app opened with, where it stands, and where the round's
/// earlier games are archived.
struct Resumed<'a> {
    data_dir: &'a Path,
    game: &'a crate::store::RecordedGame,
    at: Moment,
}

/// Starts the live endpoint when the settings turn it on, with the round's
/// games archived before a restart; a port that cannot be had is said, and
/// the clock runs without it.
fn start_live(
    origin: std::time::Instant,
    settings: &Settings,
    notice: &mut Option<String>,
    resumed: Resumed<'_>,
) -> (
    Option<LiveFeed>,
    Option<crate::live::Endpoint>,
    Option<crate::live::Announcement>,
) {
    if !settings.live.on {
        return (None, None, None);
    }
    let Resumed { data_dir, game, at } = resumed;
    let device = crate::store::device_id(data_dir).ok();
    let tags = crate::store::with_device(game.tags(), device.as_deref());
    let current = crate::live::LiveGame::of(game.game(), &tags, at);
    let first = crate::live::resumed_round(data_dir, game.id(), current);
    let (feed, round) = watch::channel(Arc::new(first));
    let announced = round.clone();
    let now = Arc::new(move || Moment::from_origin(origin.elapsed()));
    let addr = settings.live.listen;
    match crate::live::serve_device(addr, round, now) {
        Ok(endpoint) => {
            tracing::info!("live game served at http://{}/game.pgn", endpoint.addr);
            // Without mDNS the relay is given the address instead.
            let announcement = settings
                .live
                .announce
                .then(|| crate::live::announce_device(endpoint.addr.port(), announced))
                .and_then(|a| a.inspect_err(|e| tracing::warn!("mDNS: {e}")).ok());
            (Some(feed), Some(endpoint), announcement)
        }
        Err(e) => {
            let lang = settings.language;
            let why = t!(
                lang,
                "live-cannot-serve",
                addr = addr.to_string(),
                error = e.to_string()
            );
            tracing::error!("{why}");
            *notice = Some(
                notice
                    .take()
                    .map_or(why.clone(), |n| format!("{n}\n\n{why}")),
            );
            (None, None, None)
        }
    }
}

/// What the app says at start, whole over the clocks until dismissed;
/// `_restored`: a game restored mid-play, which the game itself holds for
/// the arbiter to resume.
/// The result screen that follows a flag after [`FLAG_SHOWN`] is not
/// shown: the screens walk pictures the flag on the clock, and its
/// renderer runs the timers (slow rendering let the result screen into
/// `play-flag`).
pub fn keep_the_flag_on_the_clock() {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            state.result_timer.stop();
        }
    });
}

pub fn show_start_notice(app: &AppWindow, notice: Option<String>, _restored: bool) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.said_at_start.clone_from(&notice);
            state.notice = notice;
        }
    });
    show_faces(app);
}

/// How long a fallen flag shows on the clock before the result comes.
pub const FLAG_SHOWN: Duration = Duration::from_secs(3);

/// The screen the app opens on: the setup when no game has begun, the
/// result while it awaits the players' signatures, else the clocks.
pub fn first_page(view: &View) -> Page {
    match view.phase() {
        Phase::Prepared => Page::Setup,
        Phase::Ended { signed, .. } if !(signed.white && signed.black) => Page::Result,
        _ => Page::Clock,
    }
}

/// Opens `page` as the app opens it at start: the setup filled with the
/// next game as the settings keep it.
pub fn open_page(app: &AppWindow, page: Page) {
    if page == Page::Setup {
        open_setup(app, false);
    } else {
        app.global::<Navigation>().set_page(page);
    }
}

/// Opens the setup with the next game as the settings keep it.
pub fn open_setup(app: &AppWindow, by_arbiter: bool) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.next_by_arbiter = by_arbiter;
            // A full queue: the driver is stuck and the watchdog acts.
            let _ = state.control.try_send(Control::SetupOpen(true));
            setup_screen::fill(app, &state.settings.next);
            app.global::<SetupAdapter>()
                .set_stick(state.usb.stick.is_some());
        }
    });
    app.global::<SetupAdapter>().set_pairings_note("".into());
    app.global::<Navigation>().set_page(Page::Setup);
}

/// Once the game is filed, the setup's next game is the next round's: a
/// restart between games, or "next game", then finds it ready. Done once:
/// the saved round has moved on past the game's.
fn count_the_round_on(state: &mut UiState) {
    let view = &state.view;
    let next = &state.settings.next;
    let same = view.tag("Round") == next.round.to_string()
        && view.tag("Event") == next.event
        && (view.tag("Board").is_empty() && next.board == 0
            || view.tag("Board") == next.board.to_string());
    if !(view.started && view.archived && same) {
        return;
    }
    state.settings.next = next.next_round();
    if let Some(dir) = &state.data_dir
        && let Err(e) = save_settings(dir, &state.settings)
    {
        tracing::error!("saving the next round: {e}");
    }
}

/// The settings the screens apply themselves.
fn apply_settings(app: &AppWindow, settings: &Settings) {
    let clock = app.global::<ClockAdapter>();
    clock.set_white_left(settings.white_left);
    clock.set_touch_presses(settings.touch_presses);
    clock.set_face_to_face(settings.face_to_face);
    // Each player signs on their own side of the screen.
    app.global::<ResultAdapter>()
        .set_white_left(settings.white_left);
    app.global::<KeyboardAdapter>()
        .set_enabled(settings.on_screen_keyboard);
    app.global::<crate::app::ui::SpeechAdapter>()
        .set_keys_shown(settings.speech.screen_keys);
}

/// Changes the settings the screens apply themselves (face to face, the
/// board's orientation...) in this session only, and shows them: for
/// `pendule screens`, which draws each way.
pub fn apply_screen_settings(app: &AppWindow, change: impl FnOnce(&mut Settings)) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            change(&mut state.settings);
            apply_settings(app, &state.settings);
        }
    });
    redraw(app);
    show_faces(app);
}

/// Changes the user presets with `change`, saves the settings and shows the
/// new offers; returns how many there are.
fn change_presets(
    app: &AppWindow,
    change: impl FnOnce(&Settings) -> Result<Settings, String>,
) -> Result<usize, String> {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut().ok_or("not ready")?;
        let settings = change(&state.settings)?;
        if let Some(dir) = &state.data_dir {
            save_settings(dir, &settings).map_err(|e| {
                t!(
                    settings.language,
                    "settings-not-saved",
                    error = e.to_string()
                )
            })?;
        }
        state.offers = setup_screen::offers(&settings);
        state.settings = settings;
        setup_screen::show(app, &state.offers);
        Ok(state.offers.len())
    })
}

/// `action` on the UI's state while the arbiter's screen is open.
fn with_unlocked<T>(action: impl FnOnce(&UiState) -> T) -> Option<T> {
    UI.with(|ui| {
        ui.borrow()
            .as_ref()
            .filter(|s| s.lock.is_unlocked())
            .map(action)
    })
}

/// The arbiter's screen, locked until the PIN is typed again.
fn open_arbiter(app: &AppWindow) {
    let from_setup = app.global::<Navigation>().get_page() == Page::Setup;
    UI.with(|ui| {
        ui.borrow_mut().as_mut().map(|s| {
            s.lock.lock();
            s.arbiter_from_setup = from_setup;
        })
    });
    redraw(app);
    app.global::<Navigation>().set_page(Page::Arbiter);
}

/// Shows the screens in `lang` (Slint's bundled `.po` translations under
/// `ui/translations/<code>`; "en" selects the msgids themselves).
pub(crate) fn choose_language(lang: Language) {
    let code = lang.code();
    if let Err(e) = slint::select_bundled_translation(code) {
        // Better the screens in English than in the language chosen before.
        tracing::warn!("no {code} translation: {e}");
        let _ = slint::select_bundled_translation("");
    }
}

/// Connects the screens to the driver: callbacks become events on
/// `events`, and [`refresh`] shows the views that come back. `origin` is the
/// instant the game's moments count from.
pub fn attach(
    app: &AppWindow,
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<Control>,
    origin: std::time::Instant,
    settings: Settings,
) {
    callbacks::wire_callbacks(app);
    apply_settings(app, &settings);
    choose_language(settings.language);
    let offers = setup_screen::offers(&settings);
    setup_screen::show(app, &offers);
    let casual = settings.next.casual;
    UI.with(|ui| {
        *ui.borrow_mut() = Some(UiState {
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
            question: None,
            last_refusal: None,
            ruling_cleared: None,
            arbiter_from_setup: false,
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
            // The game on is the setup's last: a restart keeps its hints.
            assistance: if casual {
                Assistance::Casual
            } else {
                Assistance::Tournament
            },
            eboard: crate::eboard::BoardStatus::default(),
        })
    });
}

/// Where the settings screen saves and the keypad keeps its wrong PINs
/// (the app's data directory); the wrong PINs kept there before a restart
/// count again.
pub fn save_settings_in(dir: &Path) {
    let wrong = crate::pin::load_tries(dir);
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.data_dir = Some(dir.to_owned());
            let now = Moment::from_origin(state.origin.elapsed());
            state.lock = Lock::resumed(crate::pin::PinGuard::resumed(wrong, now));
        }
    });
}

fn send(input: Input) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            // A full queue means the driver is stuck; the watchdog acts.
            let _ = state.events.try_send(Event::now(input));
        }
    });
}

fn unlocked() -> bool {
    UI.with(|ui| ui.borrow().as_ref().is_some_and(|s| s.lock.is_unlocked()))
}

/// A callback that shows `page`.
fn go(app: &AppWindow, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Navigation>().set_page(page);
        }
    }
}

/// Draws the board as the UI state has it.
fn redraw_board(app: &AppWindow) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            let orientation = state.orientation();
            board_screen::show(
                app,
                &state.view,
                &state.entry,
                state.assistance,
                orientation,
            );
            eboard::redraw(app, state);
        }
    });
}

/// The arbiter's screen as `state` has it at `now`.
fn show_arbiter(app: &AppWindow, state: &UiState, now: Moment) {
    arbiter_screen::show(
        app,
        &state.view,
        &state.lock,
        state.pending.as_ref(),
        state.last_refusal.as_deref(),
        now,
    );
    let ruling = shown_ruling(state).unwrap_or_default();
    app.global::<ArbiterAdapter>()
        .set_ruling(ruling.clone().into());
    app.global::<RulingAdapter>().set_text(ruling.into());
}

/// The ruling the players read, in the language shown, unless the arbiter
/// cleared it.
fn shown_ruling(state: &UiState) -> Option<String> {
    use crate::words::Say;
    let ruling = state.view.arbiter.ruling.as_ref()?;
    (state.ruling_cleared.as_ref() != Some(ruling)).then(|| ruling.say(state.view.lang))
}

/// Everything but the faces, from the current view.
fn redraw(app: &AppWindow) {
    redraw_board(app);
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            sheet_screen::show(app, &state.view);
            result_screen::show(app, &state.view);
            let now = Moment::from_origin(state.origin.elapsed());
            show_arbiter(app, state, now);
            // Nor over the notice a restore shows (N7).
            let reading = state.notice.is_some() && state.view.phase() == Phase::Playing;
            usb_screen::show(app, &state.usb, state.view.running.is_some() || reading);
        }
    });
}

/// Shows a new view from the driver; the result screen comes up once when
/// the game ends.
pub fn refresh(app: &AppWindow, mut view: View) {
    let ended = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        if view.message.is_some() && view.message == state.said_at_start {
            // The notice is whole over the clocks; the status line says
            // what the players need of it (N22).
            view.message = view.arbiter.held.then(|| t!(view.lang, "status-held"));
        }
        let ended = view.result.is_some() && !state.result_shown;
        state.result_shown = view.result.is_some();
        if view.started && view.result.is_none() {
            // A new game runs: the old result is gone from reach.
            state.next_by_arbiter = false;
        }
        if !view.started {
            state.last_refusal = None;
        }
        if view.refused_entry {
            state.last_refusal.clone_from(&view.message);
        }
        if let (true, Assistance::Casual, Some(signals)) =
            (view.refused_entry, state.assistance, &state.signals)
        {
            let _ = signals.try_send(crate::game::Signal::Refused);
        }
        state.view = view;
        count_the_round_on(state);
        Some(ended)
    });
    redraw(app);
    show_faces(app);
    if ended == Some(true) {
        let flag = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .is_some_and(|s| s.view.sides.white.first_flag || s.view.sides.black.first_flag)
        });
        if flag {
            // The flag is seen on the clock first, as FIDE's clocks show
            // it; the ruling follows.
            let weak = app.as_weak();
            UI.with(|ui| {
                if let Some(state) = ui.borrow().as_ref() {
                    state
                        .result_timer
                        .start(TimerMode::SingleShot, FLAG_SHOWN, move || {
                            if let Some(app) = weak.upgrade()
                                && app.global::<Navigation>().get_page() == Page::Clock
                            {
                                app.global::<Navigation>().set_page(Page::Result);
                            }
                        });
                }
            });
            app.global::<Navigation>().set_page(Page::Clock);
        } else {
            app.global::<Navigation>().set_page(Page::Result);
        }
    }
}

/// Puts the faces on the clock screen and sets the timer for the next
/// change of the running face: nothing runs between two changes.
fn show_faces(app: &AppWindow) {
    let next = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref()?;
        let now = Moment::from_origin(state.origin.elapsed());
        let tenths = state.settings.tenths_below;
        let names = clock_screen::names(&state.view);
        let turned = state.settings.face_to_face;
        let faces = clock_screen::faces(&state.view, now, names, tenths, turned);
        clock_screen::show(app, faces, &state.view);
        app.global::<ClockAdapter>()
            .set_notice(state.notice.clone().unwrap_or_default().into());
        if app.global::<Navigation>().get_page() == Page::Arbiter {
            // Live times for the arbiter, at the faces' own pace.
            show_arbiter(app, state, now);
        }
        clock_screen::next_change(&state.view, now, tenths)
    });
    let Some(after) = next else { return };
    let weak = app.as_weak();
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            state.face_timer.start(
                TimerMode::SingleShot,
                after.max(Duration::from_millis(1)),
                move || {
                    if let Some(app) = weak.upgrade() {
                        show_faces(&app);
                    }
                },
            );
        }
    });
}
