//! The result screen's controller: the players' signatures (Art. 8.7),
//! the proof's steps, the way back to the clocks, and the next game when
//! the day allows it.

use shakmaty::Color;
use slint::ComponentHandle;

use super::navigation::{self, open_arbiter, open_setup, tell_arbiter};
use super::state::{UI, lang, send};
use crate::app::driver::refusal_words;
use crate::app::ui::{AppWindow, Page, ResultAdapter, result_screen};
use crate::dates::wall_clock;
use crate::day::{NextRefusal, may_begin_next};
use crate::game::Input;

/// Wires the result screen's callbacks.
pub(super) fn wire(app: &AppWindow) {
    let result = app.global::<ResultAdapter>();
    // A signature (8.7) is recorded with its time and never withdrawn.
    result.on_confirm(move |white| {
        let side = if white { Color::White } else { Color::Black };
        send(Input::Confirm {
            side,
            utc: wall_clock().1,
        });
    });
    // "◀ clocks" (N5): the clocks stay one tap from the result and back.
    result.on_back(navigation::go(app, Page::Clock));
    let weak = app.as_weak();
    result.on_step(move |by| {
        let Some(app) = weak.upgrade() else { return };
        let step = app.global::<ResultAdapter>().get_proof_step() + by;
        UI.with(|ui| {
            if let Some(state) = ui.borrow().as_ref() {
                result_screen::show_proof(&app, &state.view, usize::try_from(step).unwrap_or(0));
            }
        });
    });
    let weak = app.as_weak();
    result.on_next_game(move || {
        if let Some(app) = weak.upgrade() {
            next_game(&app);
        }
    });
    result.on_open_arbiter(navigation::to_arbiter(app));
}

/// "Next game": the setup when the day allows it; an unsigned result leads
/// to the arbiter, who may go on behind the PIN.
fn next_game(app: &AppWindow) {
    let phase = UI.with(|ui| ui.borrow().as_ref().map(|s| s.view.phase()));
    match phase.map(|p| may_begin_next(p, false)) {
        Some(Ok(())) => open_setup(app, false),
        Some(Err(NextRefusal::Unsigned)) => {
            open_arbiter(app);
            tell_arbiter(app, refusal_words(NextRefusal::Unsigned, lang()));
        }
        Some(Err(refusal)) => {
            let why = refusal_words(refusal, lang());
            app.global::<ResultAdapter>().set_problem(why.into());
        }
        None => {}
    }
}

/// A player's clock button held: on the result screen, their signature
/// (Art. 8.7), as holding their side of the screen.
pub fn button_held(app: &AppWindow, white: bool) {
    if navigation::shown(app) == Page::Result {
        app.global::<ResultAdapter>().invoke_confirm(white);
    }
}
