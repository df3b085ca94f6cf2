//! The screens driven through Slint's testing backend: touches and keys
//! become the driver's events, and views show on the clock and the board.

#![cfg(feature = "ui")]

use std::time::Duration;

use i_slint_backend_testing::{ElementHandle, init_no_event_loop};
use pendule::app::run::{attach, refresh};
use pendule::app::ui::AppWindow;
use pendule::app::{Control, Event, View};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::pin::PinHash;
use pendule::rules::Notation;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use tokio::sync::mpsc;

#[path = "ui/archive.rs"]
mod archive;
#[path = "ui/incidents.rs"]
mod incidents;
#[path = "ui/pairings_files.rs"]
mod pairings_files;
#[path = "ui/tournament.rs"]
mod tournament;

#[path = "ui/arbiter.rs"]
mod arbiter;
#[path = "ui/chess960.rs"]
mod chess960;
#[path = "ui/claim_pause.rs"]
mod claim_pause;
#[path = "ui/classical_device.rs"]
mod classical_device;
#[path = "harness/dgt.rs"]
mod dgt;
#[path = "ui/eboard.rs"]
mod eboard;
#[path = "ui/face_to_face.rs"]
mod face_to_face;
#[path = "ui/forty_moves.rs"]
mod forty_moves;
#[path = "ui/hall_call.rs"]
mod hall_call;
#[path = "ui/hall_dot.rs"]
mod hall_dot;
#[path = "ui/hall_place.rs"]
mod hall_place;
#[path = "ui/help_back.rs"]
mod help_back;
#[path = "ui/own_slip.rs"]
mod own_slip;
#[path = "ui/pin_back.rs"]
mod pin_back;
#[path = "ui/spare.rs"]
mod spare;
#[path = "ui/speech.rs"]
mod speech;
#[path = "ui/stick_count.rs"]
mod stick_count;

fn button(app: &AppWindow, label: &str) -> ElementHandle {
    let found: Vec<ElementHandle> = ElementHandle::find_by_accessible_label(app, label)
        .filter(|e| e.accessible_role() == Some(i_slint_backend_testing::AccessibleRole::Button))
        .collect();
    assert_eq!(found.len(), 1, "one button '{label}'");
    found.into_iter().next().unwrap()
}

/// The screens attached to channels the test reads, as the app attaches
/// them to the driver.
fn screens(settings: Settings) -> (AppWindow, mpsc::Receiver<Event>, mpsc::Receiver<Control>) {
    init_no_event_loop();
    let app = AppWindow::new().unwrap();
    let (tx, events) = mpsc::channel(16);
    let (control, commands) = mpsc::channel(4);
    // The screens' own clock stands still: a test that takes seconds on a
    // loaded machine still sees the times of its views.
    let origin = std::time::Instant::now() + Duration::from_secs(3600);
    attach(&app, tx, control, origin, settings);
    (app, events, commands)
}

/// The inputs of the arbiter's hand, which each come stamped with the
/// wall clock; any other input fails the test.
fn arbiter_inputs(inputs: Vec<Input>) -> Vec<Input> {
    inputs
        .into_iter()
        .map(|input| match input {
            Input::Arbiter { utc, input } => {
                assert!(utc > 1_700_000_000, "stamped by the wall clock");
                *input
            }
            other => panic!("not the arbiter's: {other:?}"),
        })
        .collect()
}

fn received(events: &mut mpsc::Receiver<Event>) -> Vec<Input> {
    std::iter::from_fn(|| events.try_recv().ok())
        .map(|e| e.input)
        .collect()
}

/// A game after 1.e4 with Black's clock running.
fn view_after_e4() -> View {
    let mut game = Game::new(GameSetup::default()).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(3)).unwrap();
    game.handle(Input::Press(White), at(3)).unwrap();
    View::of(&game, at(3), Notation::English, None)
}

#[test]
fn touches_become_events_and_views_are_shown() {
    let (app, mut events, _commands) = screens(Settings::default());

    // A touch on each half presses that player's clock.
    button(&app, "Black's clock").invoke_accessible_default_action();
    button(&app, "White's clock").invoke_accessible_default_action();
    assert_eq!(
        received(&mut events),
        [Input::Press(Black), Input::Press(White)]
    );
    // Before the start nothing pauses (N21).
    assert!(!label_shown(&app, "pause"));

    // The view shows: after 1.e4 and White's press (3 s of 3:02), 3:01.
    refresh(&app, view_after_e4());
    assert_eq!(
        button(&app, "White's clock").accessible_value().unwrap(),
        "3:01"
    );
    button(&app, "pause").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Pause]);

    // On the board beside the clocks, e7 then e5 is the move e7e5, typed
    // as UCI: nothing to open first.
    button(&app, "e7").invoke_accessible_default_action();
    button(&app, "e5").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Move("e7e5".into())]);
    // A tap on an empty square with nothing picked up sends nothing.
    button(&app, "d4").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    // Draw offers from the board's menu: the device cannot tell who
    // tapped, so the offerer says it with their own key, the player on move
    // as well (Art. 9.1.2.1: valid, noted for the arbiter).
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "offer draw").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    assert!(label_shown(
        &app,
        "Who offers a draw? After one's own move and before pressing the clock (Art. \
         9.1.2.1); at another moment the offer stands all the same, noted for the \
         arbiter (Art. 11.5)."
    ));
    button(&app, "Black offers").invoke_accessible_default_action();
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "offer draw").invoke_accessible_default_action();
    button(&app, "cancel").invoke_accessible_default_action();
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "decline draw").invoke_accessible_default_action();
    assert_eq!(
        received(&mut events),
        [Input::OfferDrawBy(Black), Input::DeclineDraw]
    );
    // Accepting ends the game: one tap only asks, a second one accepts.
    let mut offered = view_after_e4();
    offered.offer = Some(White);
    refresh(&app, offered);
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "accept draw").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    assert!(label_shown(
        &app,
        "Black accepts White's draw offer: the game ends in a draw (Art. 9.1). \
         Only the player to answer taps \"accept\"."
    ));
    button(&app, "cancel").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "accept draw").invoke_accessible_default_action();
    button(&app, "accept the draw").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::AcceptDraw]);
    // Each player resigns with their own key, asked once more in their
    // name; nothing happens before the answer.
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "Black resigns").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    assert!(label_shown(
        &app,
        "Black (Black) resigns? The game ends: lost, or drawn if the opponent cannot \
         checkmate (Art. 5.1.2)."
    ));
    button(&app, "Black resigns").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Resign(Black)]);
    button(&app, "Black's clock").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Press(Black)]);

    // The help screen says what the keys do.
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "help").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "left Shift: White ends the move: Black's clock starts"
    ));
    button(&app, "back").invoke_accessible_default_action();
    assert_eq!(
        button(&app, "Black's clock").accessible_value().unwrap(),
        "3:02"
    );
}

#[test]
fn a_pawn_reaching_the_last_rank_asks_for_its_piece() {
    let (app, mut events, _commands) = screens(Settings::default());
    let mut game = Game::new(GameSetup {
        fen: Some("8/4P1k1/8/8/8/8/8/K7 w - - 0 1".into()),
        ..GameSetup::default()
    })
    .unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    refresh(&app, View::of(&game, Moment::ZERO, Notation::English, None));
    button(&app, "e7").invoke_accessible_default_action();
    button(&app, "e8").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    // White's pawn becomes a white piece: the chooser draws White's.
    use slint::{ComponentHandle, Model};
    let pieces = app
        .global::<pendule::app::ui::BoardAdapter>()
        .get_promotion_pieces();
    assert_eq!(pieces.row_count(), 4);
    assert!(pieces.iter().all(|p| p.white_piece && p.piece.is_empty()));
    button(&app, "knight").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Move("e7e8n".into())]);
}

/// The board keeps its orientation for the whole game, whoever is to
/// move (N13): a setting, White at the bottom or each side towards its
/// player; the edge squares carry the coordinates.
#[test]
fn the_board_keeps_its_orientation_for_the_game() {
    let (app, mut events, _commands) = screens(Settings::default());
    let mut game = Game::new(GameSetup::default()).unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    game.handle(Input::Move("e4".into()), Moment::ZERO).unwrap();
    game.handle(Input::Press(White), Moment::ZERO).unwrap();
    refresh(&app, View::of(&game, Moment::ZERO, Notation::English, None));
    let at = |label: &str| button(&app, label).absolute_position();
    // Black to move: White's side still at the bottom, the tap where the
    // piece is drawn.
    assert!(at("e2").y > at("e7").y, "the board turned for Black");
    assert!(at("a1").x < at("h1").x);
    button(&app, "e7").invoke_accessible_default_action();
    button(&app, "e5").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Move("e7e5".into())]);
    // Each side towards its player, White on the left: rank 1 at the left
    // edge, the a-file on White's left hand (the top).
    pendule::app::run::apply_screen_settings(&app, |s| s.board_sideways = true);
    let at = |label: &str| button(&app, label).absolute_position();
    assert!(at("e1").x < at("e8").x && at("a1").y < at("h1").y);
    button(&app, "g8").invoke_accessible_default_action();
    button(&app, "f6").invoke_accessible_default_action();
    assert_eq!(received(&mut events), [Input::Move("g8f6".into())]);
    // The coordinates on the edges: files along one, ranks along the other.
    use i_slint_backend_testing::ElementRoot;
    let texts: Vec<String> = app
        .root_element()
        .query_descendants()
        .find_all()
        .into_iter()
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .collect();
    for mark in ["a", "h", "1", "8"] {
        assert!(texts.iter().any(|t| t == mark), "no {mark} on the board");
    }
    // The scoresheet, opened from the menu, leads back to the board.
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "scoresheet").invoke_accessible_default_action();
    let page = || slint::ComponentHandle::global::<pendule::app::ui::Navigation>(&app).get_page();
    assert_eq!(page(), pendule::app::ui::Page::Scoresheet);
    button(&app, "back to the board").invoke_accessible_default_action();
    assert_eq!(page(), pendule::app::ui::Page::Clock);
}

#[test]
fn the_end_is_shown_confirmed_and_the_next_game_set_up() {
    let (app, mut events, mut commands) = screens(Settings::default());
    let mut game = Game::new(GameSetup::default()).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    for (i, m) in ["f3", "e5", "g4", "Qh4"].iter().enumerate() {
        game.handle(Input::Move((*m).into()), at(i as u64 + 1))
            .unwrap();
        if game.result().is_none() {
            let side = if i % 2 == 0 { White } else { Black };
            game.handle(Input::Press(side), at(i as u64 + 1)).unwrap();
        }
    }
    let shown = |game: &Game| {
        let mut view = View::of(game, at(5), Notation::English, None);
        view.archived = true;
        view
    };
    refresh(&app, shown(&game));
    // The result screen came up by itself, with the reason and its article.
    let labels: Vec<String> = ElementHandle::find_by_accessible_label(&app, "0-1")
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .collect();
    assert_eq!(labels, ["0-1"]);
    assert!(label_shown(&app, "Black checkmates (Art. 5.1.1)"));
    // A signature is an input, recorded with its time; signed stays signed.
    button(&app, "White confirms").invoke_accessible_default_action();
    let signed = received(&mut events);
    assert!(
        matches!(signed[..], [Input::Confirm { side: White, utc }] if utc > 1_700_000_000),
        "{signed:?}"
    );
    game.handle(signed[0].clone(), at(6)).unwrap();
    refresh(&app, shown(&game));
    let white = button(&app, "White confirms");
    assert_eq!(white.accessible_checked(), Some(true));
    white.invoke_accessible_default_action();
    assert_eq!(received(&mut events), [], "no withdrawal");
    assert_eq!(
        button(&app, "Black confirms").accessible_checked(),
        Some(false)
    );

    // Black has not signed: "next game" needs the arbiter's PIN.
    button(&app, "next game").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "the result is not yet signed by both players: the arbiter's PIN is needed"
    ));
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "next game").invoke_accessible_default_action();
    // The next game: blitz, clock only, names with accents.
    button(&app, "blitz 3+2").invoke_accessible_default_action();
    button(&app, "clock only").invoke_accessible_default_action();
    let name = ElementHandle::find_by_accessible_label(&app, "White's name")
        .next()
        .unwrap();
    name.set_accessible_value("Françoise Müßig");
    button(&app, "start").invoke_accessible_default_action();
    // The setup said it opened (presses wait); then the new game.
    let asked = std::iter::from_fn(|| commands.try_recv().ok())
        .find(|c| !matches!(c, Control::SetupOpen(_)));
    let Some(Control::NewGame {
        setup,
        tags,
        by_arbiter,
        ..
    }) = asked
    else {
        panic!("no new game asked for");
    };
    assert!(by_arbiter, "the arbiter let it go unsigned");
    assert_eq!(setup.white.to_string(), "180+2");
    assert_eq!(setup.mode, pendule::game::Mode::Clock);
    assert!(
        tags.contains(&("White".into(), "Françoise Müßig".into())),
        "{tags:?}"
    );
    assert!(tags.iter().any(|(k, _)| k == "Date"));
}

#[test]
fn the_arbiter_acts_only_after_the_pin() {
    let settings = Settings {
        arbiter_pin: PinHash::new(&"2468".parse().unwrap()).unwrap(),
        ..Settings::default()
    };
    let (app, mut events, _commands) = screens(settings);
    refresh(&app, view_after_e4());
    button(&app, "arbiter").invoke_accessible_default_action();
    // Locked: no action button exists, and a wrong PIN is said.
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "take back the last move").count(),
        0
    );
    for d in ["1", "3", "5", "7"] {
        button(&app, d).invoke_accessible_default_action();
    }
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "take back the last move").count(),
        0
    );
    for d in ["2", "4", "6", "8"] {
        button(&app, d).invoke_accessible_default_action();
    }
    // Taking a move off the scoresheet asks once more too, and says
    // that "undo" puts it back.
    button(&app, "take back the last move").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Take White's move e4 off the scoresheet (a wrong entry)? The presses stay: the \
         scoresheet then lags by one move until it is entered. \"undo\" puts it back."
    ));
    assert!(
        received(&mut events).is_empty(),
        "nothing sent before confirm"
    );
    button(&app, "confirm").invoke_accessible_default_action();
    // The irreversible keys ask first, saying what the game will do in the
    // state it is in: cancel sends nothing.
    button(&app, "illegal move by Black").invoke_accessible_default_action();
    button(&app, "cancel").invoke_accessible_default_action();
    button(&app, "illegal move by Black").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Black's illegal move (Art. 7.5): 1 min added to White (Art. 7.5.2); Black has not \
         pressed, and the clocks stay as they are. A second illegal move loses."
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    // A key that does not fit the state says which one does, and only closes.
    button(&app, "White pressed without moving").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "White's last press has its move on the scoresheet: it was no press without a move. \
         An illegal move is \"illegal move by White\"; a stray press is \"take back the press\"."
    ));
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "confirm").count(),
        0
    );
    button(&app, "close the question").invoke_accessible_default_action();
    button(&app, "result ½-½").invoke_accessible_default_action();
    button(&app, "confirm").invoke_accessible_default_action();
    // A claim asks once more, saying what a wrong one costs.
    button(&app, "threefold claim").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Black claims threefold repetition (Art. 9.2). If the claim is wrong, 1 min added to \
         White (Art. 9.5.3). To claim with an intended move, write it in the field first."
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    let inputs = arbiter_inputs(received(&mut events));
    assert_eq!(inputs[0], Input::TakeBack);
    assert_eq!(inputs[1], Input::IllegalMove(Black));
    assert!(matches!(
        inputs[2],
        Input::Override {
            outcome: shakmaty::KnownOutcome::Draw,
            ..
        }
    ));
    // The claim key held the running clock before it asked.
    assert_eq!(inputs[3], Input::Pause);
    assert_eq!(
        inputs[4],
        Input::Claim {
            claim: pendule::rules::Claim::Threefold,
            intended: None
        }
    );
    // A claim resting on an intended move, written on the arbiter's screen.
    let intended = ElementHandle::find_by_accessible_label(&app, "intended move or reason")
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap();
    intended.set_accessible_value("Nf3");
    button(&app, "fifty-move claim").invoke_accessible_default_action();
    button(&app, "confirm").invoke_accessible_default_action();
    assert_eq!(
        arbiter_inputs(received(&mut events)),
        [Input::Claim {
            claim: pendule::rules::Claim::FiftyMoves,
            intended: Some("Nf3".into())
        }]
    );
    assert_eq!(intended.accessible_value().unwrap_or_default(), "");
    // +1 min on White's 3:01 (the view's snapshot; White's clock is not running).
    button(&app, "White +1 min").invoke_accessible_default_action();
    assert_eq!(
        arbiter_inputs(received(&mut events)),
        [Input::SetTime(White, Duration::from_secs(241))]
    );
    // The move count and the period, corrected by one (never below zero).
    button(&app, "White moves +1").invoke_accessible_default_action();
    button(&app, "Black moves −1").invoke_accessible_default_action();
    button(&app, "Black moves −1").invoke_accessible_default_action();
    button(&app, "White period +1").invoke_accessible_default_action();
    button(&app, "Black period −1").invoke_accessible_default_action();
    assert_eq!(
        arbiter_inputs(received(&mut events)),
        [
            Input::SetMoves(White, 2),
            Input::SetMoves(Black, 0),
            Input::SetMoves(Black, 0),
            Input::SetPeriod(White, 1),
            Input::SetPeriod(Black, 0),
        ]
    );
    // Closing locks it again.
    button(&app, "close").invoke_accessible_default_action();
    button(&app, "arbiter").invoke_accessible_default_action();
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "take back the last move").count(),
        0
    );
}

#[test]
fn after_five_wrong_pins_the_keypad_waits_and_says_how_long() {
    let (app, _events, _commands) = screens(Settings::default());
    refresh(&app, view_after_e4());
    button(&app, "arbiter").invoke_accessible_default_action();
    let type_pin = |pin: &str| {
        for d in pin.chars() {
            button(&app, &d.to_string()).invoke_accessible_default_action();
        }
    };
    for _ in 0..4 {
        type_pin("1111");
        assert!(label_shown(&app, "wrong PIN"));
    }
    type_pin("1111");
    assert!(label_shown(
        &app,
        "wrong PIN 5 times: the keypad waits 30 s"
    ));
    // The right PIN, typed while it waits, does not open the screen, and
    // closing the screen does not forget the wait.
    button(&app, "back").invoke_accessible_default_action();
    button(&app, "arbiter").invoke_accessible_default_action();
    type_pin("0000");
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "take back the last move").count(),
        0
    );
    use i_slint_backend_testing::ElementRoot;
    let said = app
        .root_element()
        .query_descendants()
        .match_predicate(|e| {
            e.accessible_label()
                .is_some_and(|l| l.starts_with("the keypad waits") && l.ends_with(" s more"))
        })
        .find_first();
    assert!(said.is_some());
}

#[test]
fn the_settings_are_checked_saved_and_applied() {
    let (app, mut events, mut commands) = screens(Settings::default());
    let dir = std::env::temp_dir().join(format!("pendule-ui-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    pendule::app::run::save_settings_in(&dir);
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "settings").invoke_accessible_default_action();
    button(&app, "figurines ♔ ♕ ♖ ♗ ♘").invoke_accessible_default_action();
    button(&app, "touch presses").invoke_accessible_default_action();
    button(&app, "face to face").invoke_accessible_default_action();
    button(&app, "board: each side towards its player").invoke_accessible_default_action();
    let pin = ElementHandle::find_by_accessible_label(&app, "Arbiter PIN")
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap();
    pin.set_accessible_value("12");
    button(&app, "save").invoke_accessible_default_action();
    // A PIN of two digits is refused, in words, and nothing is saved.
    button(&app, "save");
    assert!(!dir.join("settings.toml").exists());
    pin.set_accessible_value("97531");
    button(&app, "save").invoke_accessible_default_action();
    let saved = pendule::store::load_settings(&dir);
    assert_eq!(saved.problems, []);
    assert!(saved.settings.arbiter_pin.matches("97531"));
    assert_eq!(saved.settings.notation, Notation::Figurine);
    assert!(!saved.settings.touch_presses);
    assert!(saved.settings.face_to_face);
    assert!(saved.settings.board_sideways);
    assert!(matches!(
        commands.try_recv(),
        Ok(Control::Configure {
            notation: Notation::Figurine,
            ..
        })
    ));
    // Touching a half no longer presses.
    button(&app, "White's clock").invoke_accessible_default_action();
    assert_eq!(received(&mut events), []);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The arbiter's settings opened with the PIN, the arbiter's key and the
/// settings' key called `arbiter` and `settings` in the language shown.
fn open_settings(app: &AppWindow, arbiter: &str, settings: &str) {
    button(app, arbiter).invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(app, d).invoke_accessible_default_action();
    }
    button(app, settings).invoke_accessible_default_action();
}

/// One stray tap on a language switches nothing unseen: the settings say,
/// in the language shown, what "save" will do, "save" asks once more, and
/// "cancel" forgets it. Saved, the screens speak it and its letters are
/// offered.
#[test]
fn a_language_is_said_before_it_is_saved() {
    use pendule::words::Language;
    let (app, _events, _commands) = screens(Settings::default());
    let dir = std::env::temp_dir().join(format!("pendule-ui-language-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    pendule::app::run::save_settings_in(&dir);
    let to_german = "“save” switches the screens to Deutsch";
    open_settings(&app, "arbiter", "settings");
    assert!(!label_shown(&app, to_german));
    button(&app, "Deutsch").invoke_accessible_default_action();
    assert!(label_shown(&app, to_german));
    button(&app, "cancel").invoke_accessible_default_action();
    assert!(label_shown(&app, "White's clock"));
    assert!(!dir.join("settings.toml").exists());
    open_settings(&app, "arbiter", "settings");
    assert!(!label_shown(&app, to_german), "cancel forgot the tap");
    assert_eq!(button(&app, "English").accessible_checked(), Some(true));

    button(&app, "Deutsch").invoke_accessible_default_action();
    button(&app, "German K D T L S").invoke_accessible_default_action();
    button(&app, "save").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "Switch the screens to Deutsch? Tap “save” again."
    ));
    assert!(!dir.join("settings.toml").exists(), "asked, not saved");
    // Another language tapped after the question is asked again.
    button(&app, "Español").invoke_accessible_default_action();
    assert!(label_shown(&app, "“save” switches the screens to Español"));
    button(&app, "Deutsch").invoke_accessible_default_action();
    button(&app, "save").invoke_accessible_default_action();
    assert!(!dir.join("settings.toml").exists());
    button(&app, "save").invoke_accessible_default_action();
    assert!(label_shown(&app, "Uhr von Weiß"));
    assert!(!label_shown(&app, "White's clock"));
    let saved = pendule::store::load_settings(&dir).settings;
    assert_eq!(saved.language, Language::German);
    assert_eq!(saved.notation, Notation::German);
    // The settings themselves now speak German, each language still in
    // its own words.
    open_settings(&app, "Schiedsrichter", "Einstellungen");
    assert_eq!(
        button(&app, "Deutsch K D T L S").accessible_checked(),
        Some(true)
    );
    button(&app, "Español").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "„speichern“ stellt die Anzeige auf Español um"
    ));
    button(&app, "abbrechen").invoke_accessible_default_action();
    assert_eq!(
        pendule::store::load_settings(&dir).settings.language,
        Language::German
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_live_broadcast_changes_only_on_a_second_save() {
    let (app, _events, _commands) = screens(Settings::default());
    let dir = std::env::temp_dir().join(format!("pendule-ui-live-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    pendule::app::run::save_settings_in(&dir);
    let open_settings = || {
        button(&app, "arbiter").invoke_accessible_default_action();
        for d in ["0", "0", "0", "0"] {
            button(&app, d).invoke_accessible_default_action();
        }
        button(&app, "settings").invoke_accessible_default_action();
    };
    let asked_on = "Live broadcast ON from the next start: tap save again to confirm.";
    let asked_off = "Live broadcast OFF from the next start: tap save again to confirm.";
    let note = "Only on a device installed with install.sh --live; takes effect at the next start.";
    let live_saved = || pendule::store::load_settings(&dir).settings.live.on;
    open_settings();
    // What the endpoint needs is said beside it.
    assert!(label_shown(&app, note));
    button(&app, "on the venue's network").invoke_accessible_default_action();
    button(&app, "save").invoke_accessible_default_action();
    // The first save asks, saves nothing and stays.
    assert!(label_shown(&app, asked_on));
    assert!(!dir.join("settings.toml").exists());
    button(&app, "save").invoke_accessible_default_action();
    assert!(live_saved());
    assert!(!label_shown(&app, "save"), "the settings stayed open");

    // A stray tap on "off" before a save meant for something else: asked,
    // and taking it back saves without a question.
    open_settings();
    button(&app, "off").invoke_accessible_default_action();
    button(&app, "sound off").invoke_accessible_default_action();
    button(&app, "save").invoke_accessible_default_action();
    assert!(label_shown(&app, asked_off));
    assert!(live_saved());
    button(&app, "on the venue's network").invoke_accessible_default_action();
    assert!(label_shown(&app, note), "a new choice asks afresh");
    button(&app, "save").invoke_accessible_default_action();
    let saved = pendule::store::load_settings(&dir).settings;
    assert!(saved.live.on && saved.mute);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Waits (at most 30 s, for a loaded machine) for the driver's view to satisfy `ready`, then
/// shows it as the app does.
fn shown_when(
    app: &AppWindow,
    views: &mut tokio::sync::watch::Receiver<View>,
    ready: impl Fn(&View) -> bool,
) -> View {
    let give_up = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let view = views.borrow_and_update().clone();
        if ready(&view) {
            refresh(app, view.clone());
            return view;
        }
        assert!(
            std::time::Instant::now() < give_up,
            "the view never came: {view:?}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn label_shown(app: &AppWindow, label: &str) -> bool {
    ElementHandle::find_by_accessible_label(app, label)
        .next()
        .is_some()
}

/// The whole chain of the device: screens, the real driver on tokio, the
/// journal and the archive. A game of one second a side: a start, an
/// illegal entry refused on the board, moves and presses, White's flag,
/// the 6.9 ruling on screen, both players' confirmation, then French.
#[test]
fn a_whole_game_through_the_screens() {
    use pendule::store::{RecordedGame, archived_games};

    let dir = std::env::temp_dir().join(format!("pendule-ui-game-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Five seconds: room for the taps before White's flag even on a loaded
    // machine (with one, a slow moment let the flag fall before 1.e3).
    let control: pendule::clock::TimeControl = "5".parse().unwrap();
    let setup = GameSetup {
        // White has a pawn, Black a lone king: Black can never mate.
        fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    };
    let game =
        RecordedGame::start(&dir.join("journal.jsonl"), "ui-game", setup, Vec::new()).unwrap();

    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, &dir, Settings::default());

    // Black starts White's clock.
    button(&app, "Black's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(White));

    // On the board: e2-e5 is refused and said; e2-e3 is entered.
    button(&app, "e2").invoke_accessible_default_action();
    button(&app, "e5").invoke_accessible_default_action();
    let refused = shown_when(&app, &mut views, |v| v.message.is_some());
    let why = refused.message.unwrap();
    assert_eq!(why, "e2e5: the pawn on e2 cannot go to e5");
    // Tournament play: the board refuses without saying why (that would
    // tell the opponent too); the arbiter's screen says it.
    assert!(!label_shown(&app, &why));
    assert!(label_shown(
        &app,
        "move refused: enter it again, or call the arbiter"
    ));
    button(&app, "e2").invoke_accessible_default_action();
    button(&app, "e3").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.move_pairs == ["1. e3"]);

    // White presses; Black answers and presses; White's time runs out.
    button(&app, "White's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    button(&app, "e8").invoke_accessible_default_action();
    button(&app, "d7").invoke_accessible_default_action();
    button(&app, "Black's clock").invoke_accessible_default_action();
    let ended = shown_when(&app, &mut views, |v| v.result.is_some());

    // The verdict on the result screen, then both players confirm (8.7).
    let result = ended.result.unwrap();
    assert_eq!(result.outcome, shakmaty::KnownOutcome::Draw);
    // The flag shows on the clock first; the result follows.
    assert!(label_shown(&app, "flag fallen"));
    i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(3_100));
    assert!(label_shown(&app, "½-½"), "the result screen shows");
    let reason = i_slint_backend_testing::ElementRoot::root_element(&app)
        .query_descendants()
        .find_all()
        .into_iter()
        .filter_map(|e| e.accessible_label())
        .find(|l| l.contains("White's flag fell"))
        .expect("the reason is on the screen");
    assert!(
        reason.contains("Black cannot checkmate by any series of legal moves"),
        "{reason}"
    );
    assert!(
        !label_shown(&app, "take your game home"),
        "not before both sign"
    );
    button(&app, "White confirms").invoke_accessible_default_action();
    button(&app, "Black confirms").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| {
        v.confirmations.white.is_some() && v.confirmations.black.is_some()
    });
    // Signed: the game goes home in the players' phones, one tap away.
    tap(&app, &button(&app, "take your game home"));
    assert!(label_shown(&app, "Scan to take your game home"));
    let shown = slint::ComponentHandle::global::<pendule::app::ui::ResultAdapter>(&app);
    let side = shown.get_home_code().size().width;
    assert_eq!(i32::try_from(side).unwrap(), shown.get_home_modules());
    assert!(side > 21, "a code with its quiet zone: {side}");
    assert_eq!(
        shown.get_home_carries(),
        0,
        "a short game goes with its clocks"
    );
    tap(&app, &button(&app, "back"));
    assert!(!label_shown(&app, "Scan to take your game home"));
    assert_eq!(
        button(&app, "White confirms").accessible_checked(),
        Some(true)
    );
    assert_eq!(
        button(&app, "Black confirms").accessible_checked(),
        Some(true)
    );
    assert_eq!(
        archived_games(&dir).unwrap().len(),
        1,
        "the game is archived"
    );

    // French: the arbiter's settings switch the screens and the game's words.
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["0", "0", "0", "0"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "settings").invoke_accessible_default_action();
    button(&app, "Français").invoke_accessible_default_action();
    // A language is asked once more before it switches.
    button(&app, "save").invoke_accessible_default_action();
    button(&app, "save").invoke_accessible_default_action();
    // Back where the arbiter came from: the result; its clocks one tap away.
    use pendule::app::ui::{Navigation, Page};
    let navigation = slint::ComponentHandle::global::<Navigation>(&app);
    assert_eq!(navigation.get_page(), Page::Result);
    navigation.set_page(Page::Clock);
    assert!(label_shown(&app, "pendule des Blancs"));
    assert!(!label_shown(&app, "White's clock"));
    // The game's own words follow: the board says who is to move in French.
    let french = shown_when(&app, &mut views, |v| {
        v.lang == pendule::words::Language::French
    });
    assert!(french.result.is_some());
    assert!(label_shown(&app, "partie terminée : ½-½"));
    button(&app, "menu").invoke_accessible_default_action();
    assert!(label_shown(&app, "proposer nulle"));
    assert_eq!(
        pendule::store::load_settings(&dir).settings.language,
        pendule::words::Language::French
    );
    // The scoresheet's letters came with the language.
    assert_eq!(
        pendule::store::load_settings(&dir).settings.notation,
        Notation::French
    );

    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The screens on the real driver, journal and archive of `dir`.
struct Device {
    app: AppWindow,
    views: tokio::sync::watch::Receiver<View>,
    runtime: tokio::runtime::Runtime,
    driver: tokio::task::JoinHandle<pendule::store::RecordedGame>,
    shutdown: tokio::sync::watch::Sender<bool>,
    /// What the screens send the driver, for the edges beside them (an e-board).
    events: mpsc::Sender<Event>,
}

/// `game` run by the real driver on tokio with the data directory `dir`,
/// and the screens attached to it as the app attaches them.
fn device(game: pendule::store::RecordedGame, dir: &std::path::Path, settings: Settings) -> Device {
    use pendule::app::Driver;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let origin = tokio::time::Instant::now();
    let (events, inputs) = mpsc::channel(16);
    let (controls, control) = mpsc::channel(4);
    let (view_tx, views) = tokio::sync::watch::channel(View::default());
    let (shutdown, stop) = tokio::sync::watch::channel(false);
    let driver = Driver {
        data_dir: Some(dir.to_owned()),
        ..Driver::new(game, origin, Duration::from_secs(5))
    };
    let driver = runtime.spawn(driver.run(inputs, control, view_tx, stop));
    init_no_event_loop();
    let app = AppWindow::new().unwrap();
    attach(&app, events.clone(), controls, origin.into_std(), settings);
    pendule::app::run::save_settings_in(dir);
    Device {
        app,
        views,
        runtime,
        driver,
        shutdown,
        events,
    }
}

/// A touch on the middle of `element`, as the screen reports it.
fn tap(app: &AppWindow, element: &ElementHandle) {
    use slint::ComponentHandle;
    use slint::platform::{PointerEventButton, WindowEvent};
    let (at, size) = (element.absolute_position(), element.size());
    let position = slint::LogicalPosition::new(at.x + size.width / 2.0, at.y + size.height / 2.0);
    let button = PointerEventButton::Left;
    let window = app.window();
    window.dispatch_event(WindowEvent::PointerPressed { position, button });
    window.dispatch_event(WindowEvent::PointerReleased { position, button });
}

#[test]
fn the_on_screen_keyboard_types_accented_names() {
    use pendule::app::ui::{Navigation, Page};
    use slint::ComponentHandle;

    let settings = Settings {
        on_screen_keyboard: true,
        ..Settings::default()
    };
    let (app, _events, _commands) = screens(settings);
    app.window().set_size(slint::PhysicalSize::new(800, 480));
    app.global::<Navigation>().set_page(Page::Setup);
    assert!(
        !label_shown(&app, "erase"),
        "no keyboard before a field is touched"
    );
    let name = ElementHandle::find_by_accessible_label(&app, "White's name")
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap();
    tap(&app, &name);
    assert!(label_shown(&app, "erase"), "the keyboard comes up");
    let keys = [
        "capital", "F", "r", "a", "n", "ç", "o", "i", "s", "e", "space", "capital", "M", "ü", "ß",
        "i", "g", "g", "erase",
    ];
    for key in keys {
        button(&app, key).invoke_accessible_default_action();
    }
    assert_eq!(name.accessible_value().unwrap(), "Françoise Müßig");
    button(&app, "done").invoke_accessible_default_action();
    assert!(!label_shown(&app, "erase"), "done puts it away");

    // An own control, kept as a preset in the settings and chosen.
    let dir = std::env::temp_dir().join(format!("pendule-ui-preset-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    pendule::app::run::save_settings_in(&dir);
    let own = ElementHandle::find_by_accessible_label(&app, "own control")
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap();
    own.set_accessible_value("40/7200:1800+30");
    button(&app, "keep").invoke_accessible_default_action();
    assert_eq!(
        button(&app, "40/7200:1800+30").accessible_checked(),
        Some(true)
    );
    let saved = pendule::store::load_settings(&dir).settings;
    assert_eq!(saved.presets.len(), 1);
    assert_eq!(saved.presets[0].white.to_string(), "40/7200:1800+30");
    // Built-in presets stay; the own one goes.
    button(&app, "remove").invoke_accessible_default_action();
    assert!(!label_shown(&app, "40/7200:1800+30"));
    assert!(
        pendule::store::load_settings(&dir)
            .settings
            .presets
            .is_empty()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_stick_gets_the_new_games_when_no_clock_runs() {
    use pendule::app::run::stick_changed;
    use pendule::store::archive_game;

    let (app, _events, _commands) = screens(Settings::default());
    let data = std::env::temp_dir().join(format!("pendule-ui-usb-{}", std::process::id()));
    let stick = data.join("stick");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&stick).unwrap();
    pendule::app::run::save_settings_in(&data);
    let pgn = "[Event \"Club\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n";
    archive_game(&data, "g1", pgn, None).unwrap();
    archive_game(&data, "g2", &pgn.replace("\"A\"", "\"C\""), None).unwrap();

    // During a game the panel waits: it never covers the clocks.
    refresh(&app, view_after_e4());
    stick_changed(&app, Some(stick.clone()));
    assert!(!label_shown(&app, "USB stick: 2 new games"));
    let mut stopped = view_after_e4();
    stopped.running = None;
    refresh(&app, stopped);
    assert!(label_shown(&app, "USB stick: 2 new games"));

    button(&app, "export new").invoke_accessible_default_action();
    let give_up = std::time::Instant::now() + Duration::from_secs(30);
    let done = "exported 2 games, 0 already there — safe to remove";
    while !label_shown(&app, done) {
        assert!(
            std::time::Instant::now() < give_up,
            "the export never finished"
        );
        std::thread::sleep(Duration::from_millis(10));
        i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(100));
    }
    // Two games, their round and its results.
    assert_eq!(std::fs::read_dir(stick.join("pendule")).unwrap().count(), 4);
    // The stick goes: so does the panel.
    stick_changed(&app, None);
    assert!(!label_shown(&app, done));
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_stick_gone_before_its_export_finished_leaves_the_panel_saying_so() {
    use pendule::app::run::stick_changed;
    use pendule::store::archive_game;

    let (app, _events, _commands) = screens(Settings::default());
    let data = std::env::temp_dir().join(format!("pendule-ui-pulled-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    pendule::app::run::save_settings_in(&data);
    let pgn = "[Event \"Club\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n";
    archive_game(&data, "g1", pgn, None).unwrap();
    // A "stick" that is a file: its export fails as a pulled one does.
    let stick = data.join("stick");
    std::fs::write(&stick, "").unwrap();
    let mut stopped = view_after_e4();
    stopped.running = None;
    refresh(&app, stopped);
    stick_changed(&app, Some(stick.clone()));
    button(&app, "export new").invoke_accessible_default_action();
    // Gone while the export runs (its end is read by the panel's timer).
    stick_changed(&app, None);
    let pulled = "stick removed before the export finished: nothing is lost, plug it in again";
    assert!(label_shown(&app, pulled));
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(10));
        i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(100));
    }
    // Still said when the export has ended in failure, with nothing to
    // export onto; one tap on "hide" puts it away.
    assert!(label_shown(&app, pulled));
    assert!(!label_shown(&app, "export new"));
    button(&app, "hide").invoke_accessible_default_action();
    assert!(!label_shown(&app, pulled));
    // The archive is as it was: the next stick gets the game.
    std::fs::remove_file(&stick).unwrap();
    std::fs::create_dir_all(&stick).unwrap();
    let mut stopped = view_after_e4();
    stopped.running = None;
    refresh(&app, stopped);
    stick_changed(&app, Some(stick.clone()));
    assert!(label_shown(&app, "USB stick: 1 new game"));
    std::fs::remove_dir_all(&data).unwrap();
}

#[test]
fn the_keys_press_the_clocks_again_after_typing_a_name() {
    use slint::ComponentHandle;
    use slint::platform::{Key, WindowEvent};
    let (app, mut events, _commands) = screens(Settings::default());
    pendule::app::run::open_setup(&app, false);
    let name = ElementHandle::find_by_accessible_label(&app, "White's name")
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .unwrap();
    tap(&app, &name);
    let window = app.window();
    for text in ["Z", "o", "ë"] {
        window.dispatch_event(WindowEvent::KeyPressed { text: text.into() });
        window.dispatch_event(WindowEvent::KeyReleased { text: text.into() });
    }
    assert_eq!(name.accessible_value().unwrap(), "Zoë");
    button(&app, "cancel").invoke_accessible_default_action();
    let shift: slint::SharedString = Key::Shift.into();
    window.dispatch_event(WindowEvent::KeyPressed {
        text: shift.clone(),
    });
    window.dispatch_event(WindowEvent::KeyReleased { text: shift });
    assert_eq!(received(&mut events), [Input::Press(White)]);
}

/// The setup names the built-in presets itself (ui/setup.slint, so that each
/// language names them as its players do): in English its names are the
/// offers' own, in the offers' order, and a tap chooses that offer.
#[test]
fn the_setup_names_the_built_in_presets_in_the_offers_order() {
    use pendule::app::ui::setup_screen::{BUILT_IN, offers};
    use pendule::app::ui::{Navigation, Page, SetupAdapter};
    use slint::ComponentHandle;

    let (app, _events, _commands) = screens(Settings::default());
    app.global::<Navigation>().set_page(Page::Setup);
    let offers = offers(&Settings::default());
    assert_eq!(offers.len(), BUILT_IN);
    for (index, offer) in offers.iter().enumerate().rev() {
        button(&app, &offer.label).invoke_accessible_default_action();
        assert_eq!(
            app.global::<SetupAdapter>().get_chosen(),
            i32::try_from(index).unwrap(),
            "{}",
            offer.label
        );
    }
}
