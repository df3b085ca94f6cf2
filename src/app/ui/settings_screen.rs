//! The settings screen's controller: the settings shown, and read back.

use std::time::Duration;

use slint::ComponentHandle;

use super::{AppWindow, SettingsAdapter};
use crate::pin::{HashFailed, Pin, PinHash};
use crate::rules::Notation;
use crate::store::Settings;
use crate::words::Language;
use crate::words::t;

/// Shows `settings` on the screen.
pub fn show(app: &AppWindow, settings: &Settings) {
    let adapter = app.global::<SettingsAdapter>();
    adapter.set_notation(match settings.notation {
        Notation::English => 0,
        Notation::French => 1,
        Notation::Figurine => 2,
        Notation::German => 3,
        Notation::Spanish => 4,
    });
    let language = language_index(settings.language);
    adapter.set_language(language);
    adapter.set_spoken(language);
    adapter.set_language_asked(false);
    adapter.set_mute(settings.mute);
    adapter.set_on_screen_keyboard(settings.on_screen_keyboard);
    adapter.set_face_to_face(settings.face_to_face);
    adapter.set_auto_export(settings.auto_export);
    adapter.set_tenths_below(settings.tenths_below.as_secs() as i32);
    adapter.set_touch_presses(settings.touch_presses);
    adapter.set_white_left(settings.white_left);
    adapter.set_board_sideways(settings.board_sideways);
    adapter.set_budget(settings.timeout_budget.as_secs().max(1) as i32);
    // Never shown: an empty field keeps the PIN, digits typed replace it.
    adapter.set_pin("".into());
    adapter.set_problem("".into());
    adapter.set_live(settings.live.on);
    adapter.set_live_asked(false);
    super::speech_settings::show(app, &settings.speech);
}

/// Whether saving must wait for a second tap: the live broadcast changes
/// and the screen has not asked yet (it asks now).
pub fn live_needs_asking(app: &AppWindow, current: &Settings) -> bool {
    let adapter = app.global::<SettingsAdapter>();
    let ask = adapter.get_live() != current.live.on && !adapter.get_live_asked();
    if ask {
        // The question takes the line a refusal was said on.
        adapter.set_problem("".into());
        adapter.set_live_asked(true);
    }
    ask
}

/// Where `language` stands among the screen's choices (`Language::ALL`).
pub fn language_index(language: Language) -> i32 {
    let at = Language::ALL.iter().position(|&l| l == language);
    // Four languages: the index always fits.
    at.and_then(|i| i32::try_from(i).ok()).unwrap_or(0)
}

/// The settings the screen describes, on top of `current`.
///
/// # Errors
/// A new PIN that is not 4 to 8 digits, in words (an empty field keeps
/// the PIN as it is); a new PIN is hashed here.
pub fn read(app: &AppWindow, current: &Settings) -> Result<Settings, String> {
    let adapter = app.global::<SettingsAdapter>();
    let typed = adapter.get_pin().trim().to_owned();
    let pin = if typed.is_empty() {
        current.arbiter_pin.clone()
    } else {
        let pin = Pin::try_from(typed).map_err(|e| e.words(current.language))?;
        PinHash::new(&pin)
            .map_err(|HashFailed(why)| t!(current.language, "pin-not-kept", why = why))?
    };
    let secs = |v: i32| Duration::from_secs(u64::try_from(v).unwrap_or(0));
    let speech = super::speech_settings::read(app, &current.speech, current.language)?;
    Ok(Settings {
        notation: match adapter.get_notation() {
            1 => Notation::French,
            2 => Notation::Figurine,
            3 => Notation::German,
            4 => Notation::Spanish,
            _ => Notation::English,
        },
        language: usize::try_from(adapter.get_language())
            .ok()
            .and_then(|i| Language::ALL.get(i).copied())
            .unwrap_or(current.language),
        mute: adapter.get_mute(),
        on_screen_keyboard: adapter.get_on_screen_keyboard(),
        face_to_face: adapter.get_face_to_face(),
        auto_export: adapter.get_auto_export(),
        tenths_below: secs(adapter.get_tenths_below()),
        touch_presses: adapter.get_touch_presses(),
        white_left: adapter.get_white_left(),
        board_sideways: adapter.get_board_sideways(),
        timeout_budget: secs(adapter.get_budget()).max(Duration::from_secs(1)),
        arbiter_pin: pin,
        live: crate::store::Live {
            on: adapter.get_live(),
            ..current.live.clone()
        },
        speech,
        ..current.clone()
    })
}
