//! A blitz game: White under a minute, the duty to record's screens, then
//! White's flag in a full middle game, ruled by 6.9 with a helpmate as the
//! proof, and the games exported at the end of the round.

use shakmaty::Color;
use slint::ComponentHandle;

use super::games::{Snap, moves, play, view};
use crate::app::ui::control::{keep_the_flag_on_the_clock, refresh};
use crate::app::ui::usb_screen::{self, Usb};
use crate::app::ui::{AppWindow, Page, ResultAdapter};
use crate::day::NextGame;
use crate::export::Summary;
use crate::game::{GameSetup, Input, Mode};
use crate::words::Language;

/// The blitz game on the clock and on the board, from `classical` (the
/// classical scenes' setup, whose control the recording screens use too)
/// with a blitz control.
///
/// # Errors
/// What `snap` returns.
pub(super) fn walk(
    app: &AppWindow,
    language: Language,
    paired: &NextGame,
    classical: GameSetup,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let blitz: crate::clock::TimeControl = "180+2".parse().expect("a preset");
    let setup = GameSetup {
        white: blitz.clone(),
        black: blitz,
        ..classical.clone()
    };
    let italian = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6",
    ];
    let mut inputs = moves(&italian, 12);
    inputs.push((130, Input::Language(language.letters())));
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };
    let (game, now) = play(clock_only.clone(), &inputs);
    refresh(app, view(&game, now, paired, false));
    snap("clock-low-time", Some(Page::Clock))?;
    let (game, now) = play(setup.clone(), &inputs);
    refresh(app, view(&game, now, paired, false));
    snap("play-low-time", Some(Page::Clock))?;
    super::recording::walk(app, classical, setup.clone(), paired, language, snap)?;
    inputs.push((200, Input::Tick));
    let (game, now) = play(clock_only, &inputs);
    refresh(app, view(&game, now, paired, true));
    keep_the_flag_on_the_clock();
    snap("clock-flag", Some(Page::Clock))?;
    let (game, now) = play(setup.clone(), &inputs);
    refresh(app, view(&game, now, paired, true));
    keep_the_flag_on_the_clock();
    snap("play-flag", Some(Page::Clock))?;
    result(app, language, snap)?;
    signed(app, &setup, inputs, paired, snap)
}

/// Both players signed: the key to their phones' code, and the code; the
/// result then unsigned again.
fn signed(
    app: &AppWindow,
    setup: &GameSetup,
    unsigned: Vec<(u64, Input)>,
    paired: &NextGame,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let mut inputs = unsigned.clone();
    // 30 November 2026, 14:32 and 14:33 UTC.
    for (side, utc) in [(Color::White, 1_796_049_120), (Color::Black, 1_796_049_180)] {
        inputs.push((20, Input::Confirm { side, utc }));
    }
    let (game, now) = play(setup.clone(), &inputs);
    refresh(app, view(&game, now, paired, true));
    snap("result-signed", None)?;
    app.global::<ResultAdapter>().set_home_shown(true);
    snap("result-home", None)?;
    app.global::<ResultAdapter>().set_home_shown(false);
    // The arbiter's scenes that follow find the result unsigned.
    let (game, now) = play(setup.clone(), &unsigned);
    refresh(app, view(&game, now, paired, true));
    Ok(())
}

/// The flag's result, exported at the end of the round (the result stays
/// in view), and its proof stepped through.
fn result(app: &AppWindow, language: Language, snap: &mut Snap<'_>) -> Result<(), String> {
    snap("result", Some(Page::Result))?;
    let exported = Summary {
        exported: 1,
        ..Summary::default()
    };
    let usb = Usb {
        stick: Some(std::env::temp_dir()),
        message: usb_screen::safe_words(&exported, language),
        ..Usb::default()
    };
    usb_screen::show(app, &usb, false);
    snap("result-usb", None)?;
    usb_screen::show(app, &Usb::default(), false);
    app.global::<ResultAdapter>().set_proof_shown(true);
    app.global::<ResultAdapter>().invoke_step(3);
    snap("result-proof", None)?;
    app.global::<ResultAdapter>().set_proof_shown(false);
    Ok(())
}
