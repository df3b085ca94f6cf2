//! A player calls the arbiter from the board's menu: asked in the
//! players' names, then waiting on the hall's console, then seen there by
//! the arbiter; and a device with no hall, which says no console would
//! see the call.

use shakmaty::Color;
use slint::ComponentHandle;

use super::games::{Snap, play, view};
use crate::app::ui::control::refresh;
use crate::app::ui::{AppWindow, BoardAdapter, HallAdapter, Page, call_screen};
use crate::day::NextGame;
use crate::game::{GameSetup, Input};

/// When Black calls, by the wall clock (seconds since 1970).
const CALLED: u64 = 1_764_512_000 + 5 * 3600;

/// The call from the board's menu on a device set to a hall, then on one
/// that is not; the game is left as it was found, with no hall.
///
/// # Errors
/// What `snap` returns.
pub(super) fn board(
    app: &AppWindow,
    paired: &NextGame,
    setup: &GameSetup,
    inputs: &[(u64, Input)],
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let hall = app.global::<HallAdapter>();
    let board = app.global::<BoardAdapter>();
    hall.set_shown(true);
    hall.set_connected(true);
    let (game, now) = play(setup.clone(), inputs);
    let before = view(&game, now, paired, false);
    refresh(app, before.clone());
    board.invoke_call_arbiter();
    snap("call-asking", Some(Page::Clock))?;
    board.invoke_answer("cancel".into());
    // The arbiter's key leads a player to the PIN pad: the call is there too.
    snap("arbiter-pin-call", Some(Page::Arbiter))?;
    app.global::<crate::app::ui::Navigation>()
        .set_page(Page::Clock);
    let mut called = inputs.to_vec();
    let call = Input::CallArbiter {
        side: Color::Black,
        utc: CALLED,
    };
    called.push((30, call));
    let (game, now) = play(setup.clone(), &called);
    let waiting = view(&game, now, paired, false);
    refresh(app, waiting.clone());
    board.set_menu_shown(true);
    snap("call-waiting", None)?;
    call_screen::show(app, &waiting, Some(CALLED));
    snap("call-seen", None)?;
    board.set_menu_shown(false);
    snap("play-call-seen", None)?;
    hall.set_shown(false);
    hall.set_connected(false);
    refresh(app, before);
    board.invoke_call_arbiter();
    snap("call-no-hall", None)?;
    board.invoke_answer("cancel".into());
    Ok(())
}
