//! Face to face (the right half turned to the player across the table):
//! what the line under the clocks says beyond the control is said again,
//! turned, in the heading's row for the far player; the control alone
//! leaves the heading there. On the play screen, the banner that speaks
//! to the far player is turned to them.

use std::time::Duration;

use pendule::app::ui::control::refresh;
use pendule::app::ui::{AppWindow, ClockAdapter, Navigation, Page};
use pendule::app::{Control, Event, View};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::rules::Notation;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;
use tokio::sync::mpsc::Receiver;

use super::screens;

/// The clock-only game of the speech tests, 4 s in, paused or not.
fn clock_only(paused: bool) -> View {
    let mut game = super::speech::clock_only_game();
    let at = Moment::from_origin(Duration::from_secs(4));
    if paused {
        game.handle(Input::Pause, at).unwrap();
    }
    View::of(&game, at, Notation::English, None)
}

/// The screens with face to face set, on the play screen.
fn face_to_face() -> (AppWindow, Receiver<Event>, Receiver<Control>) {
    let settings = Settings {
        face_to_face: true,
        ..Settings::default()
    };
    let screens = screens(settings);
    screens.0.global::<Navigation>().set_page(Page::Clock);
    screens
}

#[test]
fn the_far_player_reads_the_banner_turned() {
    let (app, _events, _controls) = face_to_face();
    let clock = app.global::<ClockAdapter>();
    refresh(&app, clock_only(false));
    assert!(clock.get_face_to_face());
    assert_eq!(clock.get_status_turned().commands, "", "the control alone");
    refresh(&app, clock_only(true));
    assert_eq!(clock.get_status(), "paused");
    assert_ne!(clock.get_status_turned().commands, "", "said turned too");
}

#[test]
fn the_boards_banner_to_the_far_player_faces_them() {
    let (app, _events, _controls) = face_to_face();
    let board = app.global::<pendule::app::ui::BoardAdapter>();
    // After 1.e4 the banner speaks to Black, whose clock is on top.
    refresh(&app, super::view_after_e4());
    assert!(!board.get_white_top());
    assert_eq!(board.get_banner_side(), 2, "{}", board.get_banner());
    assert_ne!(board.get_banner_turned().commands, "", "turned to Black");
    // After 1...e5 it speaks to White, near: upright.
    let mut game = Game::new(GameSetup::default()).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    for (s, input) in [
        (0, Input::Press(Black)),
        (3, Input::Move("e4".into())),
        (3, Input::Press(White)),
        (6, Input::Move("e5".into())),
        (6, Input::Press(Black)),
    ] {
        game.handle(input, at(s)).unwrap();
    }
    refresh(&app, View::of(&game, at(6), Notation::English, None));
    assert_eq!(board.get_banner_side(), 1, "{}", board.get_banner());
    assert_eq!(board.get_banner_turned().commands, "");
}
