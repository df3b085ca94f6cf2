//! The arbiter's incidents panel: each key asks once more with the words
//! the game will write, then sends its incident; the field gives the
//! article a penalty cites or the control installed, and a field a key
//! cannot read is said, sending nothing.

use i_slint_backend_testing::{AccessibleRole, ElementHandle};
use pendule::game::{Incident, Infraction, Input, Penalty};
use pendule::pin::PinHash;
use pendule::store::Settings;
use shakmaty::Color::{Black, White};

use super::{arbiter_inputs, button, label_shown, received, screens, view_after_e4};

#[test]
fn the_incidents_ask_first_then_go_to_the_game() {
    let settings = Settings {
        arbiter_pin: PinHash::new(&"2468".parse().unwrap()).unwrap(),
        ..Settings::default()
    };
    let (app, mut events, _commands) = screens(settings);
    pendule::app::run::refresh(&app, view_after_e4());
    button(&app, "arbiter").invoke_accessible_default_action();
    for d in ["2", "4", "6", "8"] {
        button(&app, d).invoke_accessible_default_action();
    }
    button(&app, "incidents…").invoke_accessible_default_action();
    button(&app, "White: a move made with two hands").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "White made the move with two hands and pressed the clock, penalised as an illegal \
         move (Art. 7.5.4); the penalty of Art. 7.5.5 follows: time to the opponent, or the \
         loss for a second illegal move. Confirm?"
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    let field = ElementHandle::find_by_accessible_label(&app, "article or control")
        .find(|e| e.accessible_role() != Some(AccessibleRole::Text))
        .unwrap();
    field.set_accessible_value("11.5");
    button(&app, "warn Black").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "arbiter: Black is warned for an infraction of Art. 11.5 (Art. 12.9.1). Confirm?"
    ));
    button(&app, "confirm").invoke_accessible_default_action();
    // The article went with the warning: the field is empty again.
    assert_eq!(field.accessible_value().unwrap_or_default(), "");
    // Not a control: said on the panel, nothing sent.
    field.set_accessible_value("11.5");
    button(&app, "Black: the typed control").invoke_accessible_default_action();
    assert!(label_shown(
        &app,
        "type the right control in the field first (as 5400+30 or 40/5400+30:1800+30): bad \
         time control '11.5' at '11.5' (column 1): the time is whole seconds"
    ));
    field.set_accessible_value("5400+30");
    button(&app, "Black: the typed control").invoke_accessible_default_action();
    button(&app, "confirm").invoke_accessible_default_action();
    assert_eq!(
        arbiter_inputs(received(&mut events)),
        [
            Input::Incident(Incident::Illegal {
                side: White,
                kind: Infraction::TwoHands
            }),
            Input::Incident(Incident::Penalty {
                side: Black,
                penalty: Penalty::Warning,
                article: Some("11.5".into())
            }),
            Input::Incident(Incident::Control {
                side: Black,
                control: "5400+30".parse().unwrap()
            }),
        ]
    );
    button(&app, "close the incidents").invoke_accessible_default_action();
    assert_eq!(
        ElementHandle::find_by_accessible_label(&app, "warn Black").count(),
        0
    );
}
