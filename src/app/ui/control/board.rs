//! The board's controller: taps on its squares become moves, and the
//! game-ending keys beside it (a draw offered or accepted, a resignation,
//! an e-board's proposal) are asked once more over the board before they
//! go to the game.

use shakmaty::Color;
use slint::ComponentHandle;

use super::state::{UI, send};
use super::{draw, navigation};
use crate::app::ui::board_entry::{Question, Tap, proposed};
use crate::app::ui::board_screen::{self, square_at};
use crate::app::ui::{AppWindow, BoardAdapter, HallAdapter, Page};
use crate::game::Input;

/// Wires the board's callbacks.
pub(super) fn wire(app: &AppWindow) {
    wire_entry(app);
    let board = app.global::<BoardAdapter>();
    let weak = app.as_weak();
    board.on_draw(move |word| {
        let Some(app) = weak.upgrade() else { return };
        match word.as_str() {
            // The device cannot tell who tapped: the offerer says it.
            "offer" => ask(&app, Question::OfferDraw),
            "decline" => send(Input::DeclineDraw),
            // Accepting ends the game: asked once more.
            "accept" => ask(&app, Question::AcceptDraw),
            _ => {}
        }
    });
    // Each player's own key, asked once more in that player's name.
    let weak = app.as_weak();
    board.on_resign(move |white| {
        let side = if white { Color::White } else { Color::Black };
        if let Some(app) = weak.upgrade() {
            ask(&app, Question::Resign(side));
        }
    });
    let weak = app.as_weak();
    board.on_answer(move |word| {
        let Some(app) = weak.upgrade() else { return };
        let asked = UI.with(|ui| ui.borrow_mut().as_mut().and_then(|s| s.question.take()));
        answer(asked, word.as_str());
        board_screen::show_question(&app, None);
    });
    // Asked in the player's name; with no hall, the device says so.
    let weak = app.as_weak();
    board.on_call_arbiter(move || {
        if let Some(app) = weak.upgrade() {
            let hall = app.global::<HallAdapter>().get_shown();
            ask(&app, Question::CallArbiter { hall });
        }
    });
    board.on_open_sheet(navigation::go(app, Page::Scoresheet));
}

/// The squares, the promotion's pieces and "—" for a move not recorded.
fn wire_entry(app: &AppWindow) {
    let board = app.global::<BoardAdapter>();
    let weak = app.as_weak();
    board.on_tapped(move |index| {
        let tap = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            // Only the board's 64 cells call this; anything else is ignored.
            let index = usize::try_from(index).ok().filter(|i| *i < 64)?;
            let square = square_at(index, state.orientation());
            Some(state.entry.tap(&state.view.position, square))
        });
        if let Some(Tap::Move(uci)) = tap {
            send(Input::Move(uci));
        }
        if let Some(app) = weak.upgrade() {
            draw::board(&app);
        }
    });
    // "—" for the move of the side the view says may (Art. 8.4).
    board.on_skip_move(|| {
        let side = UI.with(|ui| ui.borrow().as_ref().and_then(|s| s.view.arbiter.may_skip));
        if let Some(side) = side {
            send(Input::NotRecorded(side));
        }
    });
    // The entry taken back with its piece picked up again: the right
    // square is then one tap away (a slip fixed in two taps).
    let weak = app.as_weak();
    board.on_withdraw(move || {
        let withdrawn = UI.with(|ui| {
            let mut ui = ui.borrow_mut();
            let state = ui.as_mut()?;
            state.view.arbiter.withdrawable?;
            state.entry.from = state.view.last_move.map(|(from, _)| from);
            Some(())
        });
        if withdrawn.is_some() {
            send(Input::Withdraw);
        }
        if let Some(app) = weak.upgrade() {
            draw::board(&app);
        }
    });
    let weak = app.as_weak();
    board.on_promote(move |letter| {
        let tap = UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.entry.promote(&letter)));
        if let Some(Tap::Move(uci)) = tap {
            send(Input::Move(uci));
        }
        if let Some(app) = weak.upgrade() {
            draw::board(&app);
        }
    });
}

/// What the answer `word` to the question `asked` sends to the game.
fn answer(asked: Option<Question>, word: &str) {
    match (asked, word) {
        (Some(Question::OfferDraw), "offer-white") => send(Input::OfferDrawBy(Color::White)),
        (Some(Question::OfferDraw), "offer-black") => send(Input::OfferDrawBy(Color::Black)),
        (Some(Question::AcceptDraw), "accept") => send(Input::AcceptDraw),
        (Some(Question::Resign(side)), "resign") => send(Input::Resign(side)),
        (Some(Question::CallArbiter { hall: true }), "call-white" | "call-black") => {
            let side = if word == "call-white" {
                Color::White
            } else {
                Color::Black
            };
            send(Input::CallArbiter {
                side,
                utc: crate::dates::wall_clock().1,
            });
        }
        (Some(Question::Proposal(magic)), "agree") => {
            let to_move = UI.with(|ui| {
                ui.borrow()
                    .as_ref()
                    .map(|s| shakmaty::Position::turn(&s.view.position))
            });
            for input in proposed(magic, to_move.unwrap_or(Color::White)) {
                send(input);
            }
        }
        _ => {}
    }
}

/// Asks `question` over the board, in the game's language.
pub(super) fn ask(app: &AppWindow, question: Question) {
    let view = UI.with(|ui| {
        let mut ui = ui.borrow_mut();
        let state = ui.as_mut()?;
        state.question = Some(question);
        Some(state.view.clone())
    });
    if let Some(view) = view {
        board_screen::show_question(app, Some((question, &view)));
    }
}
