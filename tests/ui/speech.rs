//! The talking clock's keys on the play screens: each player's ♪ key, when
//! the settings show them, asks for that player's time (a second tap: the
//! opponent's), lies outside both clocks and never presses one.

use std::time::Duration;

use i_slint_backend_testing::ElementHandle;
use pendule::app::speech::{Asker, wire};
use pendule::app::{Control, View};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Mode};
use pendule::rules::Notation;
use pendule::speech::{Request, Whose};
use pendule::store::Settings;
use shakmaty::Color::{self, Black, White};
use tokio::sync::mpsc;

use super::{button, label_shown, received, screens, tap, view_after_e4};

/// A clock-only game with Black's clock running after White's first
/// press, 3 s in.
pub(super) fn clock_only_game() -> Game {
    let setup = GameSetup {
        mode: Mode::Clock,
        ..GameSetup::default()
    };
    let mut game = Game::new(setup).unwrap();
    let at = |s| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Black), at(0)).unwrap();
    game.handle(Input::Press(White), at(3)).unwrap();
    game
}

/// [`clock_only_game`] as the screens show it.
fn clock_only() -> View {
    let at = Moment::from_origin(Duration::from_secs(3));
    View::of(&clock_only_game(), at, Notation::English, None)
}

fn asked(requests: &mut mpsc::Receiver<Control>) -> Vec<Request> {
    std::iter::from_fn(|| requests.try_recv().ok())
        .map(|c| match c {
            Control::Speak(request) => request,
            other => panic!("not a speak request: {other:?}"),
        })
        .collect()
}

fn request(side: Color, whose: Whose) -> Request {
    Request { side, whose }
}

/// `a` and `b` share no point of the screen.
fn apart(a: &ElementHandle, b: &ElementHandle) -> bool {
    let (pa, sa, pb, sb) = (
        a.absolute_position(),
        a.size(),
        b.absolute_position(),
        b.size(),
    );
    pa.x + sa.width <= pb.x
        || pb.x + sb.width <= pa.x
        || pa.y + sa.height <= pb.y
        || pb.y + sb.height <= pa.y
}

#[test]
fn each_players_speak_key_asks_for_their_time_and_presses_no_clock() {
    let mut settings = Settings::default();
    settings.speech.screen_keys = true;
    let (app, mut events, _commands) = screens(settings);
    let (to_driver, mut requests) = mpsc::channel(8);
    wire(&app, &Asker::new(to_driver));

    for view in [clock_only(), view_after_e4()] {
        pendule::app::run::refresh(&app, view);
        for side in [White, Black] {
            let (key, clock) = match side {
                White => ("White's speak key", "White's clock"),
                Black => ("Black's speak key", "Black's clock"),
            };
            let name = key;
            let key = button(&app, key);
            for other in ["White's clock", "Black's clock"] {
                assert!(apart(&key, &button(&app, other)), "{name} over {other}");
            }
            // A real touch on the key: once, then again at once.
            tap(&app, &key);
            tap(&app, &key);
            assert_eq!(
                asked(&mut requests),
                [request(side, Whose::Own), request(side, Whose::Opponent)]
            );
            assert_eq!(received(&mut events), [], "{clock} was pressed");
            // The clock itself still presses.
            tap(&app, &button(&app, clock));
            assert_eq!(received(&mut events), [Input::Press(side)]);
            // Past the double tap's time, a tap is the own clock again.
            std::thread::sleep(pendule::speech::asking::AGAIN);
        }
    }
}

#[test]
fn the_speak_keys_are_on_the_screen_only_when_chosen() {
    let (app, _events, _commands) = screens(Settings::default());
    for view in [clock_only(), view_after_e4()] {
        pendule::app::run::refresh(&app, view);
        assert!(!label_shown(&app, "White's speak key"));
        assert!(!label_shown(&app, "Black's speak key"));
    }
}

/// The desktop's speak keys: Left Ctrl asks for White's time only, Right
/// Ctrl for Black's only (Appendix D.2.10.4: heard by the requester
/// alone), in play and on the result screen. (A right-hand modifier sent by
/// xdotool's key name comes with a left one before it, xdotool's own
/// doing: by its keycode, 105, it comes alone, as from a keyboard.)
#[test]
fn each_speak_key_asks_for_its_own_player_only() {
    use slint::ComponentHandle;
    use slint::platform::{Key, WindowEvent};
    let (app, _events, _commands) = screens(Settings::default());
    let (to_driver, mut requests) = mpsc::channel(8);
    wire(&app, &Asker::new(to_driver));
    let key = |k: Key| {
        let text: slint::SharedString = k.into();
        app.window()
            .dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
        app.window()
            .dispatch_event(WindowEvent::KeyReleased { text });
    };
    for page in [
        pendule::app::ui::Page::Clock,
        pendule::app::ui::Page::Result,
    ] {
        pendule::app::run::refresh(&app, view_after_e4());
        app.global::<pendule::app::ui::Navigation>().set_page(page);
        key(Key::ControlR);
        assert_eq!(
            asked(&mut requests),
            [request(Black, Whose::Own)],
            "{page:?}"
        );
        key(Key::Control);
        assert_eq!(
            asked(&mut requests),
            [request(White, Whose::Own)],
            "{page:?}"
        );
        std::thread::sleep(pendule::speech::asking::AGAIN);
    }
}
