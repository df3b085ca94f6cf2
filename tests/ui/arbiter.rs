//! The review's arbiter findings replayed through the screens (and, where
//! the outcome is the game's, the real driver and journal): typing never
//! presses a clock (N1), an illegal move after its press (N3), a stray
//! press taken back (N4), a restart before the signatures (N10), clocks the
//! arbiter paused (N17).

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use pendule::app::View;
use pendule::app::run::{first_page, open_game, open_page, refresh};
use pendule::app::ui::{AppWindow, Navigation, Page};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::rules::Notation;
use pendule::store::{RecordedGame, Settings};
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;
use slint::platform::{Key, WindowEvent};

use super::{Device, button, device, label_shown, received, screens, shown_when, tap};

fn unlock(app: &AppWindow) {
    button(app, "arbiter").invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(app, d).invoke_accessible_default_action();
    }
}

/// Keys as a keyboard sends them: `Shift` and `ShiftR` held around the
/// next character, other text pressed and released.
fn type_keys(app: &AppWindow, keys: &[&str]) {
    let window = app.window();
    let shift: slint::SharedString = Key::Shift.into();
    let shift_r: slint::SharedString = Key::ShiftR.into();
    for key in keys {
        let (held, text) = match *key {
            k if k.starts_with("⇧") => (Some(shift.clone()), k.trim_start_matches('⇧')),
            k if k.starts_with("⇨") => (Some(shift_r.clone()), k.trim_start_matches('⇨')),
            k => (None, k),
        };
        if let Some(held) = &held {
            window.dispatch_event(WindowEvent::KeyPressed { text: held.clone() });
        }
        window.dispatch_event(WindowEvent::KeyPressed { text: text.into() });
        window.dispatch_event(WindowEvent::KeyReleased { text: text.into() });
        if let Some(held) = held {
            window.dispatch_event(WindowEvent::KeyReleased { text: held });
        }
    }
}

fn field(app: &AppWindow, label: &str) -> ElementHandle {
    ElementHandle::find_by_accessible_label(app, label)
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap()
}

/// N1: while White's clock runs, the arbiter types `Nf3` and `0:00:50`
/// (Shift for the capital and the colon), a name with an accented capital
/// is typed on the setup: no key reaches a clock, and the text is typed.
#[test]
fn typing_in_any_field_never_presses_a_clock() {
    let (app, mut events, _commands) = screens(Settings::default());
    app.window().set_size(slint::PhysicalSize::new(800, 480));
    let mut game = Game::new(GameSetup::default()).unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    refresh(&app, View::of(&game, Moment::ZERO, Notation::English, None));
    unlock(&app);
    let intended = field(&app, "intended move or reason");
    tap(&app, &intended);
    type_keys(
        &app,
        &["⇧N", "f", "3", " ", "0", "⇧:", "0", "0", "⇨:", "5", "0"],
    );
    assert_eq!(intended.accessible_value().unwrap(), "Nf3 0:00:50");
    assert_eq!(received(&mut events), [], "no press, no pause");
    // The setup's names: an accented capital is a Shift too.
    pendule::app::run::open_setup(&app, false);
    let name = field(&app, "White's name");
    tap(&app, &name);
    type_keys(&app, &["⇧É", "l", "o", "ï", "s", "e", " ", "⇨D"]);
    assert_eq!(name.accessible_value().unwrap(), "Éloïse D");
    assert_eq!(received(&mut events), []);
}

/// A rapid game of `moves`, entered and pressed at once, with the driver
/// running it on `dir`'s journal.
fn rapid_device(dir: &std::path::Path, moves: &[&str]) -> Device {
    let control: pendule::clock::TimeControl = "900+10".parse().unwrap();
    let setup = GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    };
    let mut game =
        RecordedGame::start(&dir.join("journal.jsonl"), "ui-arbiter", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    for (i, m) in moves.iter().enumerate() {
        game.handle(Input::Move((*m).into()), Moment::ZERO).unwrap();
        let side = if i % 2 == 0 { White } else { Black };
        game.handle(Input::Press(side), Moment::ZERO).unwrap();
    }
    device(game, dir, Settings::default())
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-ui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// N3 as the review played it: 1.d4 d5 2.c4 e6 3.Nc3, Black presses
/// without a move the scoresheet took; the arbiter pauses and confirms
/// "illegal move by Black": the press is taken back, White gets 1 minute,
/// and on resume Black's clock runs, Black to move.
#[test]
fn an_illegal_move_after_its_press_leaves_the_offender_on_move() {
    let dir = temp_dir("n3");
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = rapid_device(&dir, &["d4", "d5", "c4", "e6", "Nc3"]);
    let before = shown_when(&app, &mut views, |v| v.running == Some(Black));
    button(&app, "Black's clock").invoke_accessible_default_action();
    let pressed = shown_when(&app, &mut views, |v| v.running == Some(White));
    assert_eq!(pressed.sides.black.moves, 3);
    unlock(&app);
    button(&app, "pause the clocks").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.paused);
    button(&app, "illegal move by Black").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Black pressed after an illegal move (Art. 7.5.1): the press is taken back, Black is on \
         move again without what the press gave, and 1 min added to White (Art. 7.5.2). A \
         second illegal move loses."
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    let ruled = shown_when(&app, &mut views, |v| v.turn == Some(Black));
    assert_eq!(ruled.sides.black.moves, 2, "the press is no move");
    assert_eq!(
        ruled.sides.white.remaining,
        before.sides.white.remaining + Duration::from_secs(60),
        "one penalty, and White's time since the press given back"
    );
    // The log says the outcome, and the players read the ruling.
    assert!(logged(
        &app,
        "Black's illegal move: 1 min added to White (Art. 7.5)"
    ));
    button(&app, "resume the clocks").invoke_accessible_default_action();
    let resumed = shown_when(&app, &mut views, |v| v.running.is_some());
    assert_eq!(
        resumed.running,
        Some(Black),
        "Black's clock runs: Black must move"
    );
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A line of the arbiter's log that contains `words`.
fn logged(app: &AppWindow, words: &str) -> bool {
    use i_slint_backend_testing::ElementRoot;
    let words = words.to_owned();
    app.root_element()
        .query_descendants()
        .match_predicate(move |e| e.accessible_label().is_some_and(|l| l.contains(&words)))
        .find_first()
        .is_some()
}

/// N4: a stray press (White's sleeve, White's move not made) taken back by
/// the arbiter without a penalty: White's clock runs again, Black's time
/// is what it was, and the log says whose press it was.
#[test]
fn a_stray_press_is_taken_back_without_a_penalty() {
    let dir = temp_dir("n4");
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = rapid_device(&dir, &["e4", "e5"]);
    let before = shown_when(&app, &mut views, |v| v.running == Some(White));
    button(&app, "White's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    unlock(&app);
    button(&app, "take back White's press").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Take back White's press without a penalty (a stray press: a sleeve, a second tap): \
         White is on move again, as before the press. An illegal move is \"illegal move by \
         White\" instead."
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    let back = shown_when(&app, &mut views, |v| v.running == Some(White));
    assert_eq!(back.sides.white.moves, 1);
    assert!(
        back.sides.black.remaining >= before.sides.black.remaining,
        "no penalty"
    );
    assert!(back.sides.black.remaining < before.sides.black.remaining + Duration::from_secs(5));
    assert!(logged(
        &app,
        "arbiter: White's press taken back, a stray press, without a penalty: White is on move \
         again"
    ));
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// N17: the arbiter pauses and closes the screen; "resume" on the clock
/// screen, or the keyboard's space, opens the PIN pad and says why; the
/// clocks stay paused until the arbiter resumes them.
#[test]
fn clocks_the_arbiter_paused_resume_only_through_the_pin() {
    let dir = temp_dir("n17");
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = rapid_device(&dir, &["e4"]);
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    unlock(&app);
    button(&app, "pause the clocks").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.paused && v.arbiter.held);
    button(&app, "close").invoke_accessible_default_action();
    let page = || app.global::<Navigation>().get_page();
    assert_eq!(page(), Page::Clock);
    let why = "the arbiter paused the clocks: only the arbiter resumes them (PIN)";
    button(&app, "resume").invoke_accessible_default_action();
    assert_eq!(page(), Page::Arbiter);
    assert!(label_shown(&app, why));
    assert!(!label_shown(&app, "resume the clocks"), "the PIN first");
    button(&app, "back").invoke_accessible_default_action();
    type_keys(&app, &[" "]);
    assert_eq!(page(), Page::Arbiter, "the space key asks for the PIN too");
    std::thread::sleep(Duration::from_millis(200));
    assert!(views.borrow().paused, "nothing resumed the clocks");
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "resume the clocks").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// N10: a game ends, nobody signs, the device restarts: it opens on the
/// result for the players to sign, not on the next round's setup.
#[test]
fn a_restart_before_the_signatures_comes_back_to_the_result() {
    let dir = temp_dir("n10");
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = rapid_device(&dir, &["f3", "e5", "g4"]);
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    unlock(&app);
    button(&app, "result 0-1").invoke_accessible_default_action();
    button(&app, "confirm").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.result.is_some() && v.archived);
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    drop(app);

    // The restart, on a thread of its own as a new process would be (the
    // testing backend is set once a thread).
    let restarted = dir.clone();
    std::thread::spawn(move || reopened_on_the_result(&restarted))
        .join()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

fn reopened_on_the_result(dir: &std::path::Path) {
    let mut notice = None;
    let settings = Settings::default();
    let (game, _) = open_game(dir, &settings, &mut notice).unwrap();
    assert!(
        game.game().result().is_some(),
        "the finished game, not the next"
    );
    let first = first_page(&View::of(
        game.game(),
        Moment::ZERO,
        Notation::English,
        None,
    ));
    assert_eq!(first, Page::Result);
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, dir, settings);
    open_page(&app, first);
    shown_when(&app, &mut views, |v| v.result.is_some() && v.archived);
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    assert!(label_shown(&app, "White confirms"));
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
}

/// Point 4: a signature is a hold of two seconds on the player's own side
/// of the result screen (or of that player's own Shift key), never a tap
/// anyone makes in passing; White's side is where White sits.
#[test]
fn each_player_signs_by_holding_their_own_side() {
    use i_slint_backend_testing::mock_elapsed_time;
    use slint::platform::PointerEventButton;
    let (app, mut events, _commands) = screens(Settings::default());
    app.window().set_size(slint::PhysicalSize::new(800, 480));
    let mut game = Game::new(GameSetup::default()).unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    for (i, m) in ["f3", "e5", "g4", "Qh4"].iter().enumerate() {
        game.handle(Input::Move((*m).into()), Moment::ZERO).unwrap();
        if game.result().is_none() {
            let side = if i % 2 == 0 { White } else { Black };
            game.handle(Input::Press(side), Moment::ZERO).unwrap();
        }
    }
    let mut view = View::of(&game, Moment::ZERO, Notation::English, None);
    view.archived = true;
    refresh(&app, view);
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    let white = button(&app, "White confirms");
    let black = button(&app, "Black confirms");
    assert!(
        white.absolute_position().x < black.absolute_position().x,
        "White's side is the left"
    );
    // A tap is no signature.
    tap(&app, &white);
    mock_elapsed_time(Duration::from_millis(2500));
    assert_eq!(received(&mut events), []);
    // Held for two seconds, it is; one signature a hold.
    let (at, size) = (white.absolute_position(), white.size());
    let position = slint::LogicalPosition::new(at.x + size.width / 2.0, at.y + size.height / 2.0);
    let button_ = PointerEventButton::Left;
    app.window().dispatch_event(WindowEvent::PointerPressed {
        position,
        button: button_,
    });
    mock_elapsed_time(Duration::from_millis(1500));
    assert_eq!(received(&mut events), [], "not yet");
    mock_elapsed_time(Duration::from_millis(600));
    mock_elapsed_time(Duration::from_millis(2100));
    app.window().dispatch_event(WindowEvent::PointerReleased {
        position,
        button: button_,
    });
    let signed = received(&mut events);
    assert!(
        matches!(signed.as_slice(), [Input::Confirm { side: White, utc }] if *utc > 1_700_000_000),
        "{signed:?}"
    );
    // Black's own key (right Shift) held: Black's signature.
    let window = app.window();
    let shift_r: slint::SharedString = Key::ShiftR.into();
    window.dispatch_event(WindowEvent::KeyPressed {
        text: shift_r.clone(),
    });
    mock_elapsed_time(Duration::from_millis(2100));
    window.dispatch_event(WindowEvent::KeyReleased { text: shift_r });
    assert!(matches!(
        received(&mut events).as_slice(),
        [Input::Confirm { side: Black, .. }]
    ));
}

/// N15: the setup, the first screen of a first start, reaches the
/// settings (behind the PIN) and comes back to the setup.
#[test]
fn the_setup_reaches_the_settings_and_comes_back_to_it() {
    let (app, _events, _commands) = screens(Settings::default());
    pendule::app::run::open_setup(&app, false);
    let page = || app.global::<Navigation>().get_page();
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "settings").invoke_accessible_default_action();
    assert_eq!(page(), Page::Settings);
    button(&app, "cancel").invoke_accessible_default_action();
    assert_eq!(page(), Page::Setup, "back where the arbiter came from");
    button(&app, "arbiter").invoke_accessible_default_action();
    button(&app, "back").invoke_accessible_default_action();
    assert_eq!(page(), Page::Setup);
}
