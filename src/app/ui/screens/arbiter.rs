//! The arbiter after the result: the PIN, the screen, an e-board compared
//! with the scoresheet, a key that asks first; then the settings, their
//! questions, the talking clock's panel and the hall's, and the help.

use slint::ComponentHandle;

use super::games::Snap;
use crate::app::ui::{
    AppWindow, ArbiterAdapter, EboardAdapter, HallPlaceAdapter, Page, ResultAdapter,
    SettingsAdapter, SpeechSettingsAdapter, eboard_screen, settings_screen,
};
use crate::clock::Moment;
use crate::game::{Game, GameSetup, Input};
use crate::words::{Language, Say};

/// The arbiter's screen opened from the result, behind the PIN, with an
/// e-board's knocked bishop and a result that asks first.
///
/// # Errors
/// What `snap` returns.
pub(super) fn during_the_result(
    app: &AppWindow,
    language: Language,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    app.global::<ResultAdapter>().invoke_open_arbiter();
    snap("arbiter-pin", None)?;
    let arbiter = app.global::<ArbiterAdapter>();
    // A device whose kept PIN cannot be checked: the keypad says why no
    // PIN opens it, and how the arbiter gets it back.
    arbiter.set_message(crate::pin::PinRefusal::Locked.words(language).into());
    snap("arbiter-pin-locked", None)?;
    arbiter.set_message("".into());
    for _ in 0..4 {
        arbiter.invoke_digit(0);
    }
    snap("arbiter", None)?;
    // An e-board with a knocked bishop: compared beside the scoresheet.
    let mut knocked = shakmaty::Board::default();
    knocked.discard_piece_at(shakmaty::Square::F1);
    let differs = crate::eboard::BoardStatus {
        seen: Some(crate::eboard::Seen::Differs(knocked)),
        ..crate::eboard::BoardStatus::default()
    };
    eboard_screen::show(app, &differs, &crate::app::View::default());
    // Beside the key, what "next game" on an unsigned result tells the
    // arbiter: a long message.
    let unsigned = crate::app::driver::refusal_words(crate::day::NextRefusal::Unsigned, language);
    arbiter.set_message(unsigned.into());
    arbiter.set_intended("1:23:45 Nc3".into());
    snap("arbiter-eboard", None)?;
    arbiter.set_message("".into());
    app.global::<EboardAdapter>().set_comparing(true);
    snap("eboard-compare", None)?;
    eboard_screen::show(app, &Default::default(), &crate::app::View::default());
    arbiter.invoke_decide("1/2-1/2".into());
    snap("arbiter-confirm", None)?;
    arbiter.invoke_cancel();
    Ok(())
}

/// The settings from the arbiter's screen: another language tapped, the
/// live broadcast turned on, the talking clock's panel; then the help.
///
/// # Errors
/// What `snap` returns.
pub(super) fn settings(
    app: &AppWindow,
    language: Language,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    app.global::<ArbiterAdapter>().invoke_open_settings();
    snap("settings", None)?;
    // Another language tapped, then "save" once: asked in the language
    // spoken now before anything switches.
    let other = if language == Language::German {
        Language::Spanish
    } else {
        Language::German
    };
    let adapter = app.global::<SettingsAdapter>();
    adapter.set_language(settings_screen::language_index(other));
    adapter.set_language_asked(true);
    snap("settings-language", None)?;
    adapter.set_language(adapter.get_spoken());
    adapter.set_language_asked(false);
    // The live broadcast turned on: the first save asks again.
    adapter.set_live(true);
    adapter.invoke_save();
    snap("settings-live", None)?;
    adapter.set_live(false);
    adapter.set_live_asked(false);
    // The talking clock's panel: White hears moves in Appendix D's words
    // and the time warnings, Black the moves in words and the flag.
    let speech = app.global::<SpeechSettingsAdapter>();
    let (mut white, mut black) = (speech.get_white(), speech.get_black());
    (white.moves, white.warnings, black.moves, black.flag) = (2, true, 1, true);
    speech.set_white(white);
    speech.set_black(black);
    speech.set_shown(true);
    snap("settings-speech", None)?;
    speech.set_shown(false);
    hall_place(app, snap)?;
    adapter.invoke_cancel();
    snap("help", Some(Page::Help))
}

/// The hall's panel with the organiser's stick of places plugged in.
///
/// # Errors
/// What `snap` returns; a stick folder that cannot be made.
fn hall_place(app: &AppWindow, snap: &mut Snap<'_>) -> Result<(), String> {
    let stick = std::env::temp_dir().join(format!("pendule-screens-hall-{}", std::process::id()));
    let places = crate::hall::place::places_dir(&stick);
    std::fs::create_dir_all(&places).map_err(|e| e.to_string())?;
    for n in 7..=60 {
        let file = format!(
            "[hall]\nbroker = \"mqtt://192.168.1.10:1883\"\nevent = \"open-2026\"\nuser = \"dev-{n:03}\"\n"
        );
        std::fs::write(places.join(format!("dev-{n:03}.toml")), file).map_err(|e| e.to_string())?;
    }
    crate::app::ui::control::stick_changed(app, Some(stick.clone()));
    app.global::<SettingsAdapter>().invoke_open_hall();
    let shown = snap("settings-hall", None);
    let panel = app.global::<HallPlaceAdapter>();
    panel.set_shown(false);
    crate::app::ui::control::stick_changed(app, None);
    let _ = std::fs::remove_dir_all(&stick);
    shown
}

/// What the game says of a pawn sent three squares (f2-f5), in `language`.
pub(super) fn refusal(language: Language) -> String {
    let mut game = Game::new(GameSetup::default()).expect("the default setup");
    match game.handle(Input::Move("f2f5".into()), Moment::ZERO) {
        Err(refused) => refused.say(language),
        Ok(()) => String::new(),
    }
}
