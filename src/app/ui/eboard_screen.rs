//! A DGT e-board on the screens: what the players must know of it on the
//! play screen's banner (unplugged, or differing from the scoresheet), a
//! magic piece's proposal asked over the board, and the arbiter's view of
//! both positions side by side.

use shakmaty::{Board, Position};
use slint::{ComponentHandle, ModelRc, VecModel};

use super::board_screen::{self, Banner, Marks, Orientation};
use super::{AppWindow, EboardAdapter};
use crate::app::View;
use crate::eboard::{BoardStatus, Link, Magic, Seen};
use crate::words::t;

/// The banner the e-board needs over the board while a game is on (it
/// yields only to the game's end): `None` when all is well or no board is
/// used.
pub fn banner(status: &BoardStatus, view: &View) -> Option<Banner> {
    if view.result.is_some() || !view.scoresheet {
        return None;
    }
    let lang = view.lang;
    let text = match (&status.link, &status.seen) {
        (Link::Lost { .. }, _) => t!(lang, "eboard-unplugged"),
        (Link::Connected { .. }, Some(Seen::Differs(_))) => t!(lang, "eboard-differs-banner"),
        _ => return None,
    };
    Some(Banner {
        text,
        side: Some(view.position.turn()),
        warning: true,
    })
}

/// The result a magic piece on the board proposes, while a game is on.
pub fn proposal(status: &BoardStatus, view: &View) -> Option<Magic> {
    match status.seen {
        Some(Seen::Proposal(magic)) if view.started && view.result.is_none() => Some(magic),
        _ => None,
    }
}

/// The arbiter's comparison: the scoresheet's position and the board's.
pub fn show(app: &AppWindow, status: &BoardStatus, view: &View) {
    let adapter = app.global::<EboardAdapter>();
    let Some(Seen::Differs(board)) = &status.seen else {
        adapter.set_differs(false);
        adapter.set_comparing(false);
        return;
    };
    adapter.set_differs(true);
    // The squares where the two differ are marked on both, so that the
    // arbiter sees at once which pieces to set.
    let sheet = view.position.board();
    let apart: Vec<shakmaty::Square> = shakmaty::Square::ALL
        .into_iter()
        .filter(|&s| sheet.piece_at(s) != board.piece_at(s))
        .collect();
    let marks = Marks {
        targets: &apart,
        ..Marks::default()
    };
    let squares = |board: &Board| {
        let cells = board_screen::board_squares(board, &marks, Orientation::WhiteBottom);
        ModelRc::new(VecModel::from(cells))
    };
    adapter.set_sheet_squares(squares(view.position.board()));
    adapter.set_board_squares(squares(board));
}
