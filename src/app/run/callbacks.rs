//! What each screen's callbacks do: inputs for the driver, commands, and
//! the UI's own state (the PIN, the presets, the settings, the USB panel).

use super::usb::start_export;
use super::*;
use crate::app::driver::refusal_words;
use crate::app::ui::arbiter_asks;
use crate::app::ui::arbiter_incidents;
use crate::app::ui::arbiter_log::{self, Correction};
use crate::dates::wall_clock;
use crate::day::{NextRefusal, may_begin_next};
use crate::words::Say;

pub(super) fn wire_callbacks(app: &AppWindow) {
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
    // The play screen stays as it is: in scoresheet mode the board is
    // already beside the clocks for the next move.
    clock.on_press(move |white| {
        send(Input::Press(if white {
            Color::White
        } else {
            Color::Black
        }));
    });
    let weak = app.as_weak();
    clock.on_pause_toggle(move || {
        let (paused, held) = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .map_or((false, false), |s| (s.view.paused, s.view.arbiter.held))
        });
        if paused && held {
            // Clocks the arbiter paused (or a restore) resume by the
            // arbiter, behind the PIN, whatever the screen.
            let Some(app) = weak.upgrade() else { return };
            open_arbiter(&app);
            let why = crate::game::NotNow::ArbiterResumes.say(lang());
            tell_arbiter(&app, why);
            return;
        }
        send(if paused { Input::Resume } else { Input::Pause });
    });
    let board = app.global::<BoardAdapter>();
    let weak = app.as_weak();
    board.on_tapped(move |index| {
        let tap = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            // Only the board's 64 cells call this; anything else is ignored.
            let index = usize::try_from(index).ok().filter(|i| *i < 64)?;
            let square = square_at(index, state.orientation());
            Some(state.entry.tap(&state.view.position, square))
        });
        if let Some(Tap::Move(uci)) = tap {
            send(Input::Move(uci));
        }
        if let Some(app) = weak.upgrade() {
            redraw_board(&app);
        }
    });
    // "—" for the move of the side the view says may (Art. 8.4).
    board.on_skip_move(|| {
        let side = UI.with(|ui| ui.borrow().as_ref().and_then(|s| s.view.arbiter.may_skip));
        if let Some(side) = side {
            send(Input::NotRecorded(side));
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
    let weak = app.as_weak();
    board.on_draw(move |word| {
        let Some(app) = weak.upgrade() else { return };
        match word.as_str() {
            // The device cannot tell who tapped: the offerer says it.
            "offer" => ask(&app, Question::OfferDraw),
            "decline" => send(Input::DeclineDraw),
            // Accepting ends the game: asked once more.
            "accept" => ask(&app, Question::AcceptDraw),
            _ => {}
        }
    });
    // Each player's own key, asked once more in that player's name.
    let weak = app.as_weak();
    board.on_resign(move |white| {
        let side = if white { Color::White } else { Color::Black };
        if let Some(app) = weak.upgrade() {
            ask(&app, Question::Resign(side));
        }
    });
    let weak = app.as_weak();
    board.on_answer(move |word| {
        let Some(app) = weak.upgrade() else { return };
        let asked = UI.with(|ui| ui.borrow_mut().as_mut().and_then(|s| s.question.take()));
        match (asked, word.as_str()) {
            (Some(Question::OfferDraw), "offer-white") => send(Input::OfferDrawBy(Color::White)),
            (Some(Question::OfferDraw), "offer-black") => send(Input::OfferDrawBy(Color::Black)),
            (Some(Question::AcceptDraw), "accept") => send(Input::AcceptDraw),
            (Some(Question::Resign(side)), "resign") => send(Input::Resign(side)),
            (Some(Question::Proposal(magic)), "agree") => {
                let to_move = UI.with(|ui| {
                    ui.borrow()
                        .as_ref()
                        .map(|s| shakmaty::Position::turn(&s.view.position))
                });
                for input in board_screen::proposed(magic, to_move.unwrap_or(Color::White)) {
                    send(input);
                }
            }
            _ => {}
        }
        board_screen::show_question(&app, None, Language::default());
    });
    board.on_open_sheet(go(app, Page::Scoresheet));
    app.global::<SheetAdapter>().on_back(go(app, Page::Clock));
    let result = app.global::<ResultAdapter>();
    // A signature (8.7) is recorded with its time and never withdrawn.
    result.on_confirm(move |white| {
        let side = if white { Color::White } else { Color::Black };
        send(Input::Confirm {
            side,
            utc: wall_clock().1,
        });
    });
    // "◀ clocks" (N5): the clocks stay one tap from the result and back.
    result.on_back(go(app, Page::Clock));
    let weak = app.as_weak();
    result.on_step(move |by| {
        let Some(app) = weak.upgrade() else { return };
        let step = app.global::<ResultAdapter>().get_proof_step() + by;
        UI.with(|ui| {
            if let Some(state) = ui.borrow().as_ref() {
                result_screen::show_proof(&app, &state.view, usize::try_from(step).unwrap_or(0));
            }
        });
    });
    let weak = app.as_weak();
    result.on_next_game(move || {
        let Some(app) = weak.upgrade() else { return };
        let phase = UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.phase()));
        match phase.map(|p| may_begin_next(p, false)) {
            Some(Ok(())) => open_setup(&app, false),
            // Unsigned: the arbiter may go on, behind the PIN.
            Some(Err(NextRefusal::Unsigned)) => {
                open_arbiter(&app);
                tell_arbiter(&app, refusal_words(NextRefusal::Unsigned, lang()));
            }
            Some(Err(refusal)) => {
                let why = refusal_words(refusal, lang());
                app.global::<ResultAdapter>().set_problem(why.into());
            }
            None => {}
        }
    });
    let weak = app.as_weak();
    clock.on_open_result(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Navigation>().set_page(Page::Result);
        }
    });
    wire_arbiter(app);
    let setup = app.global::<SetupAdapter>();
    let weak = app.as_weak();
    setup.on_cancel(move || {
        if let Some(app) = weak.upgrade() {
            let over = UI.with(|ui| {
                let ui = ui.borrow();
                let state = ui.as_ref()?;
                let _ = state.control.try_send(Control::SetupOpen(false));
                Some(state.view.result.is_some())
            });
            let over = over.unwrap_or(false);
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
            setup_screen::remove_preset(settings, chosen)
                .ok_or_else(|| t!(settings.language, "presets-only-own-removed"))
        });
        match changed {
            Ok(_) => adapter.set_chosen(0),
            Err(problem) => adapter.set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    setup.on_start(move || {
        let Some(app) = weak.upgrade() else { return };
        match start_next_game(&app) {
            Ok(()) => app.global::<Navigation>().set_page(Page::Clock),
            Err(problem) => app.global::<SetupAdapter>().set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    setup.on_open_arbiter(move || {
        if let Some(app) = weak.upgrade() {
            open_arbiter(&app);
        }
    });
    let weak = app.as_weak();
    setup.on_from_stick(move || {
        let Some(app) = weak.upgrade() else { return };
        super::pairings::fill_from_stick(&app);
    });
}

/// The setup's game becomes the next game: kept in the settings (a restart
/// finds it), then handed to the driver, which starts it if the day allows.
fn start_next_game(app: &AppWindow) -> Result<(), String> {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut().ok_or("not ready")?;
        let lang = state.settings.language;
        let next = setup_screen::read(app, &state.settings.next, lang)?;
        let choose = || t!(lang, "choose-time-control");
        let setup =
            setup_screen::game_of(&next, &state.offers, &state.settings).ok_or_else(choose)?;
        may_begin_next(state.view.phase(), state.next_by_arbiter)
            .map_err(|refusal| refusal_words(refusal, lang))?;
        let (id, date) = new_game_id(state.data_dir.as_deref());
        let tags = next.tags(&date);
        let by_arbiter = state.next_by_arbiter;
        state
            .control
            .try_send(Control::NewGame {
                id,
                setup,
                tags,
                by_arbiter,
            })
            .map_err(|e| e.to_string())?;
        state.assistance = if next.casual {
            Assistance::Casual
        } else {
            Assistance::Tournament
        };
        state.entry = Entry::default();
        state.settings.next = next;
        // The game is on whatever storage does: failing storage is on the
        // clock screen's banner, a setting not kept only in the log.
        if let Some(dir) = &state.data_dir
            && let Err(e) = save_settings(dir, &state.settings)
        {
            tracing::error!("saving the next game's setup in {}: {e}", dir.display());
        }
        Ok(())
    })
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
                let now = Moment::from_origin(state.origin.elapsed());
                let pin = &state.settings.arbiter_pin;
                let before = state.lock.wrong();
                state.lock.digit(digit, pin, state.view.lang, now);
                // Kept across a restart: pulling the plug is no way round
                // the wait.
                if let Some(dir) = &state.data_dir
                    && state.lock.wrong() != before
                    && let Err(e) = crate::pin::save_tries(dir, state.lock.wrong())
                {
                    tracing::error!("keeping the wrong PINs in {}: {e}", dir.display());
                }
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
            leave_arbiter(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_adjust(move |white, seconds| {
        let color = if white { Color::White } else { Color::Black };
        correct(&weak, Correction::Time(color, seconds));
    });
    let weak = app.as_weak();
    arbiter.on_count(move |white, by| {
        let color = if white { Color::White } else { Color::Black };
        correct(&weak, Correction::Moves(color, by));
    });
    let weak = app.as_weak();
    arbiter.on_period(move |white, by| {
        let color = if white { Color::White } else { Color::Black };
        correct(&weak, Correction::Period(color, by));
    });
    // A time keyed in whole (H:MM:SS in the field) is the correction from
    // what the clock shows to it.
    let weak = app.as_weak();
    arbiter.on_set_time(move |white| {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let color = if white { Color::White } else { Color::Black };
        let Some(typed) = arbiter_log::typed_time(&adapter.get_intended()) else {
            let why = t!(lang(), "type-time-first");
            tell_arbiter(&app, why);
            return;
        };
        let shown = with_unlocked(|state| {
            let now = Moment::from_origin(state.origin.elapsed());
            state.view.remaining_at(color, now)
        });
        let Some(shown) = shown else { return };
        // Whole seconds: the correction is what the arbiter keyed.
        let by = typed.as_secs() as i64 - shown.as_secs() as i64;
        let by = i32::try_from(by).unwrap_or(0);
        adapter.set_intended("".into());
        correct(&weak, Correction::Time(color, by));
    });
    arbiter.on_undo(|| {
        if unlocked() {
            send_arbiter(Input::UndoCorrection);
        }
    });
    let weak = app.as_weak();
    arbiter.on_illegal(move |white| {
        let Some(app) = weak.upgrade() else { return };
        let color = if white { Color::White } else { Color::Black };
        ask_to_confirm(&app, |state| {
            Some(arbiter_asks::illegal(&state.view, color))
        });
    });
    let weak = app.as_weak();
    arbiter.on_illegal_press(move |white| {
        let Some(app) = weak.upgrade() else { return };
        let color = if white { Color::White } else { Color::Black };
        ask_to_confirm(&app, |state| {
            Some(arbiter_asks::empty_press(&state.view, color))
        });
    });
    let weak = app.as_weak();
    arbiter.on_stray_press(move |white| {
        let Some(app) = weak.upgrade() else { return };
        let color = if white { Color::White } else { Color::Black };
        ask_to_confirm(&app, |state| {
            Some(arbiter_asks::stray_press(&state.view, color))
        });
    });
    let weak = app.as_weak();
    arbiter.on_clear_ruling(move || {
        UI.with(|ui| {
            if let Some(state) = ui.borrow_mut().as_mut().filter(|s| s.lock.is_unlocked()) {
                state.ruling_cleared = state.view.arbiter.ruling.clone();
            }
        });
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_quickplay_ruling(move |word| {
        let Some(app) = weak.upgrade() else { return };
        ask_to_confirm(&app, |state| arbiter_screen::quickplay(&word, &state.view));
    });
    let weak = app.as_weak();
    arbiter.on_incident(move |white, what| {
        let Some(app) = weak.upgrade() else { return };
        let color = if white { Color::White } else { Color::Black };
        let typed = app.global::<ArbiterAdapter>().get_intended();
        let asked =
            with_unlocked(|state| arbiter_incidents::ask(&what, color, &typed, &state.view));
        match asked {
            Some(Ok((input, words))) => ask_to_confirm(&app, |_| Some((Some(input), words))),
            Some(Err(why)) => tell_arbiter(&app, why),
            None => {}
        }
    });
    let weak = app.as_weak();
    arbiter.on_confirm(move || {
        let Some(app) = weak.upgrade() else { return };
        let pending = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut().filter(|s| s.lock.is_unlocked())?;
            state.pending.take()
        });
        if let Some((Some(input), _)) = pending {
            // The field's move or reason went with the input.
            app.global::<ArbiterAdapter>().set_intended("".into());
            send_arbiter(input);
        }
        redraw(&app);
    });
    let weak = app.as_weak();
    arbiter.on_cancel(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.pending = None));
        if let Some(app) = weak.upgrade() {
            redraw(&app);
        }
    });
    let weak = app.as_weak();
    arbiter.on_next_game(move || {
        let Some(app) = weak.upgrade() else { return };
        if !unlocked() {
            return;
        }
        let phase = UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.phase()));
        match phase.map(|p| may_begin_next(p, true)) {
            Some(Ok(())) => {
                UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.lock()));
                open_setup(&app, true);
            }
            Some(Err(refusal)) => tell_arbiter(&app, refusal_words(refusal, lang())),
            None => {}
        }
    });
    let weak = app.as_weak();
    arbiter.on_pause_toggle(move || {
        let paused = with_unlocked(|state| state.view.paused);
        match paused {
            Some(true) => {
                UI.with(|ui| {
                    if let Some(state) = ui.borrow_mut().as_mut() {
                        state.notice = None;
                    }
                });
                send_arbiter(Input::Resume);
            }
            Some(false) => send_arbiter(Input::Pause),
            None => {}
        }
        if let Some(app) = weak.upgrade() {
            show_faces(&app);
        }
    });
    let weak = app.as_weak();
    clock.on_dismiss_notice(move || {
        UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.notice = None));
        if let Some(app) = weak.upgrade() {
            show_faces(&app);
            redraw(&app);
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
            leave_arbiter(&app);
        }
    });
    let weak = app.as_weak();
    screen.on_save(move || {
        let Some(app) = weak.upgrade() else { return };
        let ask = UI.with(|ui| {
            ui.borrow()
                .as_ref()
                .is_some_and(|s| settings_screen::live_needs_asking(&app, &s.settings))
        });
        if ask {
            return;
        }
        let saved = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut().ok_or("not ready")?;
            let settings = settings_screen::read(&app, &state.settings)?;
            let lang = state.settings.language;
            let dir = state
                .data_dir
                .as_ref()
                .ok_or_else(|| t!(lang, "settings-no-data-dir"))?;
            save_settings(dir, &settings)
                .map_err(|e| t!(lang, "settings-not-saved", error = e.to_string()))?;
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
            let _ = state
                .control
                .try_send(Control::Listen(settings.speech.clone()));
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
                leave_arbiter(&app);
                show_faces(&app);
            }
            Err(problem) => app.global::<SettingsAdapter>().set_problem(problem.into()),
        }
    });
    let weak = app.as_weak();
    arbiter.on_claim(move |claim| {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(claim) = claim.parse() {
            // The intended move is written, never played by the claim itself;
            // the game plays it only if the claim is wrong (9.5.3). A claim
            // asks once more, saying what a wrong one costs.
            let written = app.global::<ArbiterAdapter>().get_intended();
            let written = written.trim();
            ask_to_confirm(&app, |state| {
                Some(arbiter_asks::claim(&state.view, claim, written))
            });
        }
    });
    // A missing move typed in the field, entered by the arbiter (the moves
    // not recorded under Art. 8.4, filled in afterwards).
    let weak = app.as_weak();
    arbiter.on_fill_in(move || {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let written = adapter.get_intended().trim().to_owned();
        if unlocked() && !written.is_empty() {
            send_arbiter(Input::Move(written));
            adapter.set_intended("".into());
        }
    });
    arbiter.on_take_back(|| {
        if unlocked() {
            send_arbiter(Input::TakeBack);
        }
    });
    let weak = app.as_weak();
    arbiter.on_decide(move |result| {
        let Some(app) = weak.upgrade() else { return };
        let adapter = app.global::<ArbiterAdapter>();
        let written = adapter.get_intended().trim().to_owned();
        ask_to_confirm(&app, |state| {
            arbiter_screen::decide(&result, &written, &state.view)
        });
    });
}

/// Holds an irreversible arbiter's action until "confirm": `make` gives the
/// input and the words that ask for it.
fn ask_to_confirm(app: &AppWindow, make: impl FnOnce(&UiState) -> Option<arbiter_asks::Asked>) {
    UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        if let Some(state) = ui.as_mut().filter(|s| s.lock.is_unlocked()) {
            state.pending = make(state);
        }
    });
    redraw(app);
}

/// Asks `question` over the board, in the game's language.
pub(super) fn ask(app: &AppWindow, question: Question) {
    let view = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        state.question = Some(question);
        Some(state.view.clone())
    });
    if let Some(view) = view {
        board_screen::show_question(app, Some((question, &view)), view.lang);
    }
}

/// A correction by the arbiter: sent to the game and logged with its undo.
fn correct(weak: &slint::Weak<AppWindow>, correction: Correction) {
    let input = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref().filter(|s| s.lock.is_unlocked())?;
        let now = Moment::from_origin(state.origin.elapsed());
        Some(correction.input(&state.view, now))
    });
    let Some(input) = input else { return };
    send_arbiter(input);
    if let Some(app) = weak.upgrade() {
        redraw(&app);
    }
}

/// An arbiter's input, stamped with the wall clock: the game logs it with
/// its outcome, and a pause it makes only the arbiter lifts.
fn send_arbiter(input: Input) {
    send(Input::Arbiter {
        utc: wall_clock().1,
        input: Box::new(input),
    });
}

/// The game's language, for the words the screens add.
fn lang() -> Language {
    UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.lang))
        .unwrap_or_default()
}

/// Back from the arbiter's screens: to the setup when they were opened
/// from it (a first start's language, N15), else to the clocks.
fn leave_arbiter(app: &AppWindow) {
    let from_setup = UI.with(|ui| ui.borrow().as_ref().is_some_and(|s| s.arbiter_from_setup));
    let page = if from_setup { Page::Setup } else { Page::Clock };
    app.global::<Navigation>().set_page(page);
}

/// Says `why` on the arbiter's screen (the PIN pad too) and shows it.
fn tell_arbiter(app: &AppWindow, why: String) {
    UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.message = Some(why)));
    redraw(app);
}
