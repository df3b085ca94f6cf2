//! Face to face (the right half turned to the player across the table):
//! what the line under the clocks says beyond the control is said again,
//! turned, in the heading's row for the far player; the control alone
//! leaves the heading there.

use std::time::Duration;

use pendule::app::ui::ClockAdapter;
use pendule::app::ui::control::refresh;
use pendule::app::{View, ui::Page};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Mode};
use pendule::rules::Notation;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;

use super::screens;

fn clock_only(paused: bool) -> View {
    let setup = GameSetup {
        mode: Mode::Clock,
        ..GameSetup::default()
    };
    let mut game = Game::new(setup).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Press(White), at(3)).unwrap();
    if paused {
        game.handle(Input::Pause, at(4)).unwrap();
    }
    View::of(&game, at(4), Notation::English, None)
}

#[test]
fn the_far_player_reads_the_banner_turned() {
    let settings = Settings {
        face_to_face: true,
        ..Settings::default()
    };
    let (app, _events, _controls) = screens(settings);
    app.global::<pendule::app::ui::Navigation>()
        .set_page(Page::Clock);
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
    let settings = Settings {
        face_to_face: true,
        ..Settings::default()
    };
    let (app, _events, _controls) = screens(settings);
    app.global::<pendule::app::ui::Navigation>()
        .set_page(Page::Clock);
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
