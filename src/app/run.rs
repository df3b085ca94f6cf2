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

use super::device;
use super::driver::{Driver, Event};
use super::ui::arbiter_screen::{self, Lock};
use super::ui::board_screen::{self, Assistance, Entry, Tap, square_at};
use super::ui::settings_screen;
use super::ui::setup_screen::{self, Offer};
use super::ui::usb_screen::{self, Usb};
use super::ui::{
    AppWindow, ArbiterAdapter, BoardAdapter, ClockAdapter, KeyboardAdapter, Navigation, Page,
    ResultAdapter, SettingsAdapter, SetupAdapter, SheetAdapter, UsbAdapter, clock_screen,
    result_screen, sheet_screen,
};
use super::view::View;
use super::{Control, JOURNAL_FILE};
use crate::clock::{Moment, TimeControl};
use crate::export::Which;
use crate::game::{GameSetup, Input};
use crate::rules::Language;
use crate::rules::words::say;
use crate::store::journal::move_aside;
use crate::store::{RecordedGame, Settings, load_settings, new_game_id, save_settings, wall_clock};

/// The UI thread's own state.
struct UiState {
    view: View,
    entry: Entry,
    origin: std::time::Instant,
    settings: Settings,
    events: mpsc::Sender<Event>,
    control: mpsc::Sender<Control>,
    face_timer: Timer,
    /// White's and Black's confirmation of the result (8.7).
    confirmed: (bool, bool),
    /// The result screen was shown for this game's end.
    result_shown: bool,
    offers: Vec<Offer>,
    lock: Lock,
    /// Where the settings are saved; `None` until the app says.
    data_dir: Option<std::path::PathBuf>,
    /// A USB stick and its export.
    usb: Usb,
    /// Reads the export's progress while one runs.
    usb_timer: Timer,
    /// The buzzer's mute, shared with its thread.
    mute: Arc<std::sync::atomic::AtomicBool>,
}

thread_local! {
    static UI: RefCell<Option<UiState>> = const { RefCell::new(None) };
}

/// Runs the app until its window closes.
///
/// # Errors
/// The data directory, the journal or the display cannot be used.
pub fn run(data_dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
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
    let settings = loaded.settings;
    let mut notice = loaded.problem;
    let (game, resumed_at) = open_game(data_dir, &settings, &mut notice)?;
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
    let device = match device::open(&settings.pins, Arc::clone(&mute), events.clone(), pause) {
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
    let mut device = device;
    let heartbeat = Arc::new(AtomicU64::new(0));
    let driver = Driver {
        game,
        origin,
        notation: settings.notation,
        budget: settings.timeout_budget,
        heartbeat: Arc::clone(&heartbeat),
        notice,
        data_dir: Some(data_dir.to_owned()),
        archived: None,
        signals,
    };
    let (controls, control) = mpsc::channel(4);
    let driver_task = runtime.spawn(driver.run(inputs, control, view_tx, stop));

    attach(&app, events, controls, origin.into_std(), settings);
    save_settings_in(data_dir);
    UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.mute = Arc::clone(&mute)));
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
    // USB sticks: the mount table read every 2 s (a read of /proc, no I/O
    // to any disk); a change is told to the UI.
    let weak = app.as_weak();
    let mounts = settings_mounts(data_dir);
    runtime.spawn(async move {
        let mut seen = None;
        let mut every = tokio::time::interval(Duration::from_secs(2));
        loop {
            every.tick().await;
            let now = crate::export::mounts::mounted_stick(&mounts);
            if now != seen {
                seen.clone_from(&now);
                if weak
                    .upgrade_in_event_loop(move |app| stick_changed(&app, now))
                    .is_err()
                {
                    break;
                }
            }
        }
    });
    app.show().map_err(|e| e.to_string())?;
    let _watchdog = device::notify_systemd(heartbeat);
    app.run().map_err(|e| e.to_string())?;
    let _ = shutdown.send(true);
    let _ = runtime.block_on(driver_task);
    Ok(())
}

/// Restores the journal's game with its clocks paused, or starts a new one.
/// A damaged journal is moved aside and the user told.
fn open_game(
    data_dir: &Path,
    settings: &Settings,
    notice: &mut Option<String>,
) -> Result<(RecordedGame, Moment), String> {
    let path = data_dir.join(JOURNAL_FILE);
    if path.exists() {
        match RecordedGame::restore(&path) {
            Ok((mut game, contents)) => {
                let last = contents.inputs.last().map_or(Moment::ZERO, |(at, _)| *at);
                if game.game().result().is_none() {
                    if game.game().clock().is_running() {
                        game.handle(Input::Pause, last).map_err(|e| e.to_string())?;
                    }
                    *notice = Some(say!(
                        settings.language,
                        "restored: clocks paused, the arbiter resumes",
                        "partie restaurée : pendules en pause, l'arbitre relance"
                    ));
                }
                return Ok((game, last));
            }
            Err(e) => {
                let stamp = format!("{}-{}", wall_clock().1, std::process::id());
                let aside = move_aside(&path, &stamp).map_err(|e| e.to_string())?;
                let aside = aside.display();
                *notice = Some(say!(
                    settings.language,
                    "{e}; it was kept as {aside} and a new game begins",
                    "{e} ; il est gardé sous {aside} et une nouvelle partie commence"
                ));
            }
        }
    }
    let control = settings
        .presets
        .first()
        .map(|p| (p.white.clone(), p.black.clone()))
        .unwrap_or_else(|| {
            let rapid = TimeControl::preset("rapid").expect("a preset");
            (rapid.clone(), rapid)
        });
    let setup = GameSetup {
        white: control.0,
        black: control.1,
        timeout_budget: settings.timeout_budget,
        language: settings.language,
        ..GameSetup::default()
    };
    let (id, _) = new_game_id(Some(data_dir));
    let game = RecordedGame::start(&path, &id, setup, Vec::new()).map_err(|e| e.to_string())?;
    Ok((game, Moment::ZERO))
}

/// The settings the screens apply themselves.
fn apply_settings(app: &AppWindow, settings: &Settings) {
    let clock = app.global::<ClockAdapter>();
    clock.set_white_left(settings.white_left);
    clock.set_touch_presses(settings.touch_presses);
    clock.set_face_to_face(settings.face_to_face);
    app.global::<KeyboardAdapter>()
        .set_enabled(settings.on_screen_keyboard);
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
                say!(
                    settings.language,
                    "the settings could not be saved: {e}",
                    "les réglages n'ont pas pu être enregistrés : {e}"
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
    UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
    redraw(app);
    app.global::<Navigation>().set_page(Page::Arbiter);
}

/// Shows the screens in `lang` (Slint's bundled `.po` translations).
pub(crate) fn choose_language(lang: Language) {
    let code = match lang {
        Language::English => "",
        Language::French => "fr",
    };
    if let Err(e) = slint::select_bundled_translation(code) {
        tracing::warn!("no {code} translation: {e}");
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
    wire_callbacks(app);
    apply_settings(app, &settings);
    choose_language(settings.language);
    let offers = setup_screen::offers(&settings);
    setup_screen::show(app, &offers);
    UI.with(|ui| {
        *ui.borrow_mut() = Some(UiState {
            view: View::default(),
            entry: Entry::default(),
            origin,
            settings,
            events,
            control,
            face_timer: Timer::default(),
            confirmed: (false, false),
            result_shown: false,
            offers,
            lock: Lock::default(),
            data_dir: None,
            usb: Usb::default(),
            usb_timer: Timer::default(),
            mute: Arc::default(),
        })
    });
}

/// Where the settings screen saves (the app's data directory).
pub fn save_settings_in(dir: &Path) {
    UI.with(|ui| {
        ui.borrow_mut()
            .as_mut()
            .map(|s| s.data_dir = Some(dir.to_owned()))
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

fn wire_callbacks(app: &AppWindow) {
    // The on-screen keyboard types as a real one would: a key event to the
    // focused field, pressed and released.
    let weak = app.as_weak();
    app.global::<KeyboardAdapter>().on_typed(move |text| {
        if let Some(app) = weak.upgrade() {
            use slint::platform::WindowEvent;
            let window = app.window();
            window.dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
            window.dispatch_event(WindowEvent::KeyReleased { text });
        }
    });
    let clock = app.global::<ClockAdapter>();
    clock.on_press(|white| {
        send(Input::Press(if white {
            Color::White
        } else {
            Color::Black
        }))
    });
    clock.on_pause_toggle(|| {
        let paused = UI.with(|ui| ui.borrow().as_ref().is_some_and(|s| s.view.paused));
        send(if paused { Input::Resume } else { Input::Pause });
    });
    let weak = app.as_weak();
    clock.on_open_board(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Navigation>().set_page(Page::Board);
        }
    });
    let board = app.global::<BoardAdapter>();
    let weak = app.as_weak();
    board.on_tapped(move |index| {
        let tap = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            // Only the board's 64 cells call this; anything else is ignored.
            let index = usize::try_from(index).ok().filter(|i| *i < 64)?;
            let square = square_at(index, Color::White);
            Some(state.entry.tap(&state.view.position, square))
        });
        if let Some(Tap::Move(uci)) = tap {
            send(Input::Move(uci));
        }
        if let Some(app) = weak.upgrade() {
            redraw_board(&app);
        }
    });
    let weak = app.as_weak();
    board.on_promote(move |letter| {
        let tap = UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.entry.promote(&letter)));
        if let Some(Tap::Move(uci)) = tap {
            send(Input::Move(uci));
        }
        if let Some(app) = weak.upgrade() {
            redraw_board(&app);
        }
    });
    board.on_draw(|word| match word.as_str() {
        "offer" => send(Input::OfferDraw),
        "accept" => send(Input::AcceptDraw),
        "decline" => send(Input::DeclineDraw),
        _ => {}
    });
    board.on_back(go(app, Page::Clock));
    board.on_open_sheet(go(app, Page::Scoresheet));
    app.global::<SheetAdapter>().on_back(go(app, Page::Clock));
    let result = app.global::<ResultAdapter>();
    let weak = app.as_weak();
    result.on_confirm(move |white| {
        UI.with(|ui| {
            if let Some(state) = ui.borrow_mut().as_mut() {
                let mark = if white {
                    &mut state.confirmed.0
                } else {
                    &mut state.confirmed.1
                };
                *mark = !*mark;
            }
        });
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    result.on_next_game(go(app, Page::Setup));
    wire_arbiter(app);
    let setup = app.global::<SetupAdapter>();
    let weak = app.as_weak();
    setup.on_cancel(move || {
        if let Some(app) = weak.upgrade() {
            let over = UI.with(|ui| {
                ui.borrow()
                    .as_ref()
                    .is_some_and(|s| s.view.result.is_some())
            });
            app.global::<Navigation>()
                .set_page(if over { Page::Result } else { Page::Clock });
        }
    });
    let weak = app.as_weak();
    setup.on_save_preset(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<SetupAdapter>();
        let typed = adapter.get_custom().to_string();
        let changed = change_presets(&app, |settings| setup_screen::add_preset(settings, &typed));
        match changed {
            Ok(count) => {
                adapter.set_custom("".into());
                adapter.set_chosen(count as i32 - 1);
            }
            Err(problem) => adapter.set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    setup.on_remove_preset(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<SetupAdapter>();
        let chosen = usize::try_from(adapter.get_chosen()).unwrap_or(0);
        let changed = change_presets(&app, |settings| {
            setup_screen::remove_preset(settings, chosen).ok_or_else(|| {
                say!(
                    settings.language,
                    "only your own presets can be removed",
                    "seules vos propres cadences peuvent être retirées"
                )
            })
        });
        match changed {
            Ok(_) => adapter.set_chosen(0),
            Err(problem) => adapter.set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    setup.on_start(move || {
        let Some(app) = weak.upgrade() else { return };
        let sent = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            let (id, date) = new_game_id(state.data_dir.as_deref());
            let (setup, tags) = setup_screen::chosen(&app, &state.offers, &state.settings, &date)?;
            state
                .control
                .try_send(Control::NewGame { id, setup, tags })
                .ok()?;
            state.confirmed = (false, false);
            state.entry = Entry::default();
            Some(())
        });
        match sent {
            Some(()) => app.global::<Navigation>().set_page(Page::Clock),
            None => {
                let lang = UI.with(|ui| ui.borrow().as_ref().map(|s| s.settings.language));
                let problem = say!(
                    lang.unwrap_or_default(),
                    "choose a time control",
                    "choisissez une cadence"
                );
                app.global::<SetupAdapter>().set_problem(problem.into());
            }
        }
    });
}

/// The arbiter's screen: actions only once the PIN opened it.
fn wire_arbiter(app: &AppWindow) {
    let clock = app.global::<ClockAdapter>();
    let weak = app.as_weak();
    clock.on_open_arbiter(move || {
        if let Some(app) = weak.upgrade() {
            open_arbiter(&app);
        }
    });
    let usb = app.global::<UsbAdapter>();
    let weak = app.as_weak();
    usb.on_export(move |all| {
        if let Some(app) = weak.upgrade() {
            start_export(&app, if all { Which::All } else { Which::New });
        }
    });
    let weak = app.as_weak();
    usb.on_dismiss(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.usb.dismissed = true));
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    let weak = app.as_weak();
    app.global::<ResultAdapter>().on_open_arbiter(move || {
        if let Some(app) = weak.upgrade() {
            open_arbiter(&app);
        }
    });
    let arbiter = app.global::<ArbiterAdapter>();
    let weak = app.as_weak();
    arbiter.on_digit(move |digit| {
        UI.with(|ui| {
            if let Some(state) = ui.borrow_mut().as_mut() {
                let pin = state.settings.arbiter_pin.clone();
                state.lock.digit(digit, &pin, state.view.lang);
            }
        });
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_clear(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_back(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            app.global::<Navigation>().set_page(Page::Clock);
        }
    });
    arbiter.on_adjust(|white, seconds| {
        let input = UI.with(|ui| {
            let ui = ui.borrow();
            let state = ui.as_ref().filter(|s| s.lock.is_unlocked())?;
            let now = Moment::from_origin(state.origin.elapsed());
            let color = if white { Color::White } else { Color::Black };
            Some(arbiter_screen::adjust(&state.view, color, seconds, now))
        });
        if let Some(input) = input {
            send(input);
        }
    });
    arbiter.on_count(|white, by| {
        let color = if white { Color::White } else { Color::Black };
        if let Some(input) = with_unlocked(|state| arbiter_screen::count(&state.view, color, by)) {
            send(input);
        }
    });
    arbiter.on_period(|white, by| {
        let color = if white { Color::White } else { Color::Black };
        if let Some(input) = with_unlocked(|state| arbiter_screen::period(&state.view, color, by)) {
            send(input);
        }
    });
    arbiter.on_illegal(|white| {
        if unlocked() {
            send(Input::IllegalMove(if white {
                Color::White
            } else {
                Color::Black
            }));
        }
    });
    let weak = app.as_weak();
    arbiter.on_open_settings(move || {
        let Some(app) = weak.upgrade() else { return };
        let settings = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .filter(|s| s.lock.is_unlocked())
                .map(|s| s.settings.clone())
        });
        if let Some(settings) = settings {
            settings_screen::show(&app, &settings);
            app.global::<Navigation>().set_page(Page::Settings);
        }
    });
    let screen = app.global::<SettingsAdapter>();
    let weak = app.as_weak();
    screen.on_cancel(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
        if let Some(app) = weak.upgrade() {
            app.global::<Navigation>().set_page(Page::Clock);
        }
    });
    let weak = app.as_weak();
    screen.on_save(move || {
        let Some(app) = weak.upgrade() else { return };
        let saved = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut().ok_or("not ready")?;
            let settings = settings_screen::read(&app, &state.settings)?;
            let lang = state.settings.language;
            let dir = state.data_dir.as_ref().ok_or_else(|| {
                say!(
                    lang,
                    "no data directory to save the settings in",
                    "aucun dossier de données où enregistrer les réglages"
                )
            })?;
            save_settings(dir, &settings).map_err(|e| {
                say!(
                    lang,
                    "the settings could not be saved: {e}",
                    "les réglages n'ont pas pu être enregistrés : {e}"
                )
            })?;
            if settings.language != lang {
                // The running game's words and move letters follow.
                let language = Input::Language(settings.language);
                let _ = state.events.try_send(Event::now(language));
                choose_language(settings.language);
                state.offers = setup_screen::offers(&settings);
                setup_screen::show(&app, &state.offers);
            }
            let configure = Control::Configure {
                notation: settings.notation,
                budget: settings.timeout_budget,
            };
            let _ = state.control.try_send(configure);
            state
                .mute
                .store(settings.mute, std::sync::atomic::Ordering::Relaxed);
            state.settings = settings;
            state.lock.lock();
            Ok::<_, String>(())
        });
        match saved {
            Ok(()) => {
                UI.with(|ui| {
                    if let Some(state) = ui.borrow().as_ref() {
                        apply_settings(&app, &state.settings);
                    }
                });
                app.global::<Navigation>().set_page(Page::Clock);
                show_faces(&app);
            }
            Err(problem) => app.global::<SettingsAdapter>().set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    arbiter.on_claim(move |claim| {
        let Some(app) = weak.upgrade() else { return };
        if let (true, Ok(claim)) = (unlocked(), claim.parse()) {
            // The intended move is written, never played by the claim itself;
            // the game plays it only if the claim is wrong (9.5.3).
            let adapter = app.global::<ArbiterAdapter>();
            let written = adapter.get_intended().trim().to_owned();
            adapter.set_intended("".into());
            send(Input::Claim {
                claim,
                intended: (!written.is_empty()).then_some(written),
            });
        }
    });
    arbiter.on_take_back(|| {
        if unlocked() {
            send(Input::TakeBack);
        }
    });
    arbiter.on_decide(|result| {
        let lang = UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.lang));
        let decided = arbiter_screen::decide(&result, lang.unwrap_or_default());
        if let (true, Some(input)) = (unlocked(), decided) {
            send(input);
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

/// Days and seconds since 1970 by the system clock (UTC): the PGN date and
/// a unique name for a new game.
fn redraw_board(app: &AppWindow) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            board_screen::show(
                app,
                &state.view,
                &state.entry,
                Assistance::Tournament,
                Color::White,
            );
        }
    });
}

/// Everything but the faces, from the current view.
fn redraw(app: &AppWindow) {
    redraw_board(app);
    UI.with(|ui| {
        if let Some(state) = ui.borrow().as_ref() {
            sheet_screen::show(app, &state.view);
            result_screen::show(app, &state.view, state.confirmed);
            let now = Moment::from_origin(state.origin.elapsed());
            arbiter_screen::show(app, &state.view, &state.lock, now);
            usb_screen::show(app, &state.usb, state.view.running.is_some());
        }
    });
}

/// The mount points of the settings in `data_dir` (read once at start).
fn settings_mounts(data_dir: &Path) -> Vec<std::path::PathBuf> {
    load_settings(data_dir).settings.usb_mounts
}

/// A stick came (`Some`) or went: the panel offers the new games, or
/// exports them at once when the settings say so.
pub fn stick_changed(app: &AppWindow, stick: Option<std::path::PathBuf>) {
    let auto = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        let lang = state.settings.language;
        state.usb.dismissed = false;
        state.usb.failed = false;
        state.usb.stick.clone_from(&stick);
        stick.as_ref()?;
        let dir = state.data_dir.clone()?;
        let new = crate::export::count(&dir, Which::New).unwrap_or(0);
        state.usb.message = usb_screen::found_words(new, lang);
        Some(state.settings.auto_export && new > 0)
    });
    if auto == Some(true) {
        start_export(app, Which::New);
    }
    redraw(app);
}

/// Starts the export onto the stick and a timer that shows its progress.
fn start_export(app: &AppWindow, which: Which) {
    let weak = app.as_weak();
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let Some(state) = ui.as_mut() else { return };
        let (Some(stick), Some(dir)) = (state.usb.stick.clone(), state.data_dir.clone()) else {
            return;
        };
        if state.usb.running.is_some() {
            return;
        }
        let lang = state.settings.language;
        state.usb.failed = false;
        state.usb.running = Some(usb_screen::start(stick, dir, which, lang));
        state
            .usb_timer
            .start(TimerMode::Repeated, Duration::from_millis(100), move || {
                let Some(app) = weak.upgrade() else { return };
                let finished = UI.with(|ui| {
                    let mut ui = ui.borrow_mut();
                    let state = ui.as_mut()?;
                    let lang = state.settings.language;
                    Some(usb_screen::poll(&mut state.usb, lang))
                });
                if finished == Some(true) {
                    UI.with(|ui| ui.borrow().as_ref().map(|s| s.usb_timer.stop()));
                }
                redraw(&app);
            });
    });
    redraw(app);
}

/// Shows a new view from the driver; the result screen comes up once when
/// the game ends.
pub fn refresh(app: &AppWindow, view: View) {
    let ended = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        let ended = view.result.is_some() && !state.result_shown;
        state.result_shown = view.result.is_some();
        state.view = view;
        Some(ended)
    });
    redraw(app);
    show_faces(app);
    if ended == Some(true) {
        app.global::<Navigation>().set_page(Page::Result);
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
        let faces = clock_screen::faces(&state.view, now, ("", ""), tenths);
        clock_screen::show(app, faces, state.view.paused);
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
