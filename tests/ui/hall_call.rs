//! A player calls the arbiter from the board's menu: one tap and a
//! question in the players' names; with no hall the device says so and
//! sends nothing; the call lights the arbiter's key; the PIN typed at the
//! board answers it.

use std::time::Duration;

use pendule::app::View;
use pendule::app::run::refresh;
use pendule::app::ui::HallAdapter;
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::pin::PinHash;
use pendule::rules::Notation;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;

use super::{arbiter_inputs, button, label_shown, received, screens};

/// After 1.e4, Black's clock running; with Black's call waiting when
/// `call` says when it was made.
fn view(call: Option<u64>) -> View {
    let mut game = Game::new(GameSetup::default()).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Move("e4".into()), at(3)).unwrap();
    game.handle(Input::Press(White), at(3)).unwrap();
    if let Some(utc) = call {
        let call = Input::CallArbiter { side: Black, utc };
        game.handle(call, at(4)).unwrap();
    }
    View::of(&game, at(4), Notation::English, None)
}

#[test]
fn a_player_calls_the_arbiter_who_answers_with_the_pin() {
    let settings = Settings {
        arbiter_pin: PinHash::new(&"2468".parse().unwrap()).unwrap(),
        ..Settings::default()
    };
    let (app, mut events, _commands) = screens(settings);
    refresh(&app, view(None));
    // No hall: said, and nothing sent.
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "call the arbiter").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "This device is not linked to a hall: no console would see a call. Raise your hand, \
         or pause the clocks and fetch the arbiter (Art. 6.12.2)."
    ));
    button(&app, "close").invoke_accessible_default_action();
    assert_eq!(received(&mut events), Vec::new());
    // On a hall: asked in each player's name, then sent in Black's.
    let hall = app.global::<HallAdapter>();
    hall.set_shown(true);
    hall.set_connected(true);
    button(&app, "menu").invoke_accessible_default_action();
    button(&app, "call the arbiter").invoke_accessible_default_action();
    button(&app, "White calls");
    button(&app, "Black calls").invoke_accessible_default_action();
    let sent = received(&mut events);
    let [Input::CallArbiter { side: Black, utc }] = sent[..] else {
        panic!("not Black's call: {sent:?}");
    };
    assert!(utc > 1_700_000_000, "stamped by the wall clock");
    // The device's view comes back with the call: the arbiter's key says it.
    refresh(&app, view(Some(utc)));
    assert!(label_shown(&app, "⚖ Black: call waiting"));
    hall.set_connected(false);
    refresh(&app, view(Some(utc)));
    assert!(label_shown(&app, "⚖ Black: not on the hall yet (no link)"));
    // The arbiter comes and types the PIN: the call is answered.
    button(&app, "⚖ Black: not on the hall yet (no link)").invoke_accessible_default_action();
    for d in ["2", "4", "6", "8"] {
        button(&app, d).invoke_accessible_default_action();
    }
    assert_eq!(
        arbiter_inputs(received(&mut events)),
        vec![Input::CallAnswered]
    );
}

/// Clock-only play has no board menu: the arbiter's key leads to the PIN
/// pad, where a player calls the arbiter as well.
#[test]
fn in_clock_only_play_the_call_is_on_the_pin_pad() {
    let (app, mut events, _commands) = screens(Settings::default());
    let mut game = Game::new(GameSetup {
        mode: pendule::game::Mode::Clock,
        ..GameSetup::default()
    })
    .unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    refresh(&app, View::of(&game, at(1), Notation::English, None));
    let hall = app.global::<HallAdapter>();
    hall.set_shown(true);
    hall.set_connected(true);
    button(&app, "arbiter").invoke_accessible_default_action();
    button(&app, "call the arbiter").invoke_accessible_default_action();
    // Back on the clocks, asked there in each player's name.
    assert_eq!(
        app.global::<pendule::app::ui::Navigation>().get_page(),
        pendule::app::ui::Page::Clock
    );
    button(&app, "Black calls");
    button(&app, "White calls").invoke_accessible_default_action();
    let sent = received(&mut events);
    assert!(
        matches!(sent[..], [Input::CallArbiter { side: White, .. }]),
        "{sent:?}"
    );
}
