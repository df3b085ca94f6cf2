//! Help goes back where it was opened: F1 on the setup shows help, F1
//! again (or its back key) the setup, never the last game's clocks.

use super::screens;
use pendule::app::ui::{Navigation, Page};
use pendule::store::Settings;
use slint::ComponentHandle;
use slint::platform::{Key, WindowEvent};

fn f1(app: &pendule::app::ui::AppWindow) {
    let text: slint::SharedString = Key::F1.into();
    app.window()
        .dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
    app.window()
        .dispatch_event(WindowEvent::KeyReleased { text });
}

#[test]
fn help_from_the_setup_goes_back_to_the_setup() {
    let (app, _events, _commands) = screens(Settings::default());
    app.show().unwrap();
    let navigation = app.global::<Navigation>();
    navigation.set_page(Page::Setup);
    f1(&app);
    assert_eq!(navigation.get_page(), Page::Help);
    f1(&app);
    assert_eq!(navigation.get_page(), Page::Setup);
    f1(&app);
    super::button(&app, "back").invoke_accessible_default_action();
    assert_eq!(navigation.get_page(), Page::Setup);
}
