//! "Next game" on a result not yet signed asks for the arbiter's PIN; its
//! "back" leads to the result, where the players still have to sign, not
//! to a finished game's board (a signature's hold there picked up a
//! piece). An offer lapses with the game: no "½ offered" after the end.

use std::time::Duration;

use pendule::app::View;
use pendule::app::ui::control::refresh;
use pendule::app::ui::{Navigation, Page};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::rules::Notation;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;

use super::{button, screens};

/// 1.e4 with a draw offered, then Black resigns (the ruling searched as
/// the device searches it).
fn resigned() -> View {
    let mut game = Game::new(GameSetup::default()).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(3)).unwrap();
    game.handle(Input::OfferDraw, at(3)).unwrap();
    game.handle(Input::Press(White), at(3)).unwrap();
    game.handle(Input::Resign(Black), at(5)).unwrap();
    while let Some(output) = game.poll_output() {
        if let Some(answer) = output.answer_here(Duration::from_secs(2), Notation::English) {
            game.handle(answer, at(5)).unwrap();
        }
    }
    let mut view = View::of(&game, at(5), Notation::English, None);
    view.archived = true;
    view
}

#[test]
fn the_pins_back_leads_to_the_unsigned_result() {
    let (app, _events, _commands) = screens(Settings::default());
    let view = resigned();
    assert!(view.result.is_some());
    assert_eq!(view.offer, None, "the offer lapsed with the game");
    refresh(&app, view);
    let navigation = app.global::<Navigation>();
    navigation.set_page(Page::Result);
    button(&app, "next game").invoke_accessible_default_action();
    assert_eq!(navigation.get_page(), Page::Arbiter);
    button(&app, "back").invoke_accessible_default_action();
    assert_eq!(navigation.get_page(), Page::Result);
}
