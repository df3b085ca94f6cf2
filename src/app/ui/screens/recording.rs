//! The screens of the duty to record (Art. 8.1.3, 8.4), for the pictures
//! and the layout check: a scoresheet two moves behind on the arbiter's
//! screen, and a "—" entered, on the board and on the arbiter's screen.

use slint::ComponentHandle;

use super::games::{Snap, moves, play, view};
use crate::app::ui::control::refresh;
use crate::app::ui::{AppWindow, ArbiterAdapter, ClockAdapter, Navigation, Page};
use crate::day::NextGame;
use crate::game::{GameSetup, Input};
use shakmaty::Color;

/// Walks the duty's states of `classical` (a long control) and `blitz`
/// (under five minutes, no increment of 30 s), in `language`'s words.
///
/// # Errors
/// What `snap` returns.
pub(super) fn walk(
    app: &AppWindow,
    classical: GameSetup,
    blitz: GameSetup,
    next: &NextGame,
    language: crate::words::Language,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    // White pressed twice since 1.e4 e5 without entering a move (8.1.3),
    // and Black replied.
    let mut inputs = moves(&["e4", "e5"], 40);
    inputs.push((1, Input::Language(language.letters())));
    let presses = [
        (30, Color::White),
        (20, Color::Black),
        (25, Color::White),
        (15, Color::Black),
    ];
    for (secs, side) in presses {
        inputs.push((secs, Input::Press(side)));
    }
    inputs.push((45, Input::Tick));
    let (game, now) = play(classical, &inputs);
    refresh(app, view(&game, now, next, false));
    arbiter(app, "arbiter-scoresheet-behind", snap)?;
    // Under five minutes White enters "—" (8.4), and the presses go on.
    let italian = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
    let mut inputs = moves(&italian, 12);
    inputs.push((1, Input::Language(language.letters())));
    inputs.push((2, Input::NotRecorded(Color::White)));
    for (secs, side) in [(0, Color::White), (4, Color::Black), (3, Color::White)] {
        inputs.push((secs, Input::Press(side)));
    }
    let (game, now) = play(blitz, &inputs);
    refresh(app, view(&game, now, next, false));
    snap("play-not-recorded", Some(Page::Clock))?;
    arbiter(app, "arbiter-not-recorded", snap)
}

/// The arbiter's screen over the game shown, behind the PIN, as `name`.
fn arbiter(app: &AppWindow, name: &str, snap: &mut Snap<'_>) -> Result<(), String> {
    app.global::<Navigation>().set_page(Page::Clock);
    app.global::<ClockAdapter>().invoke_open_arbiter();
    for _ in 0..4 {
        app.global::<ArbiterAdapter>().invoke_digit(0);
    }
    snap(name, None)?;
    app.global::<ArbiterAdapter>().invoke_back();
    Ok(())
}
