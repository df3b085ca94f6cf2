//! The play screen's board (scoresheet mode): taps become a move typed as
//! UCI, so the scoresheet checks it like any other entry. Two taps a move
//! (a third for a promotion's piece), nothing to confirm, the clocks in
//! sight; the board keeps one orientation for the whole game.

use shakmaty::{Chess, Color, Position, Role, Square};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};

pub use super::board_entry::{Assistance, Entry, Question, Tap, proposed};
use super::orientation::edge_marks;
pub use super::orientation::{Orientation, square_at};
use super::{AppWindow, BoardAdapter, BoardSquare, Outline};
use crate::app::View;
use crate::words::{Say, t};

pub use super::board_question::{player, show_question};

/// A white piece's body and lines, from its outline figurine (drawn once
/// a thread: the outlines never change).
fn white_piece(role: Role) -> (Outline, Outline) {
    thread_local! {
        static PIECES: Vec<(Outline, Outline)> = Role::ALL
            .iter()
            .map(|role| super::turned::figurine(outline(*role)))
            .collect();
    }
    let index = Role::ALL.iter().position(|r| *r == role).unwrap_or(0);
    PIECES.with(|pieces| pieces[index].clone())
}

/// The outlined figurine, whose outline draws a white piece.
pub(super) fn outline(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

fn figurine(role: Role) -> &'static str {
    match role {
        Role::King => "♚",
        Role::Queen => "♛",
        Role::Rook => "♜",
        Role::Bishop => "♝",
        Role::Knight => "♞",
        Role::Pawn => "♟",
    }
}

/// The line over the board, and the side it speaks of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Banner {
    /// The words.
    pub text: String,
    /// Drawn in this side's colour.
    pub side: Option<Color>,
    /// Words that warn (a refusal, moves missing).
    pub warning: bool,
}

/// The longest note the banner adds to who is to move, in characters:
/// with "— White to move" two lines of the banner at 800x480.
const NOTE_MOST: usize = 60;

/// The line over the board: the end first (N21), then a refusal (in
/// tournament play without its reason, which would tell the opponent too:
/// the arbiter sees it), then whose move is missing, then who starts the
/// clock, then who must press, then who is to move.
pub fn banner(view: &View, assistance: Assistance) -> Banner {
    let lang = view.lang;
    let mover = view.position.turn();
    let said = |text: String, side: Option<Color>, warning: bool| Banner {
        text,
        side,
        warning,
    };
    if let Some(result) = &view.result {
        let text = t!(
            lang,
            "banner-game-over",
            outcome = super::arbiter_log::shown_result(result)
        );
        return said(text, None, false);
    }
    if let Some(message) = &view.message {
        if view.refused_entry && assistance == Assistance::Tournament {
            let text = t!(lang, "move-refused-call-arbiter");
            return said(text, Some(mover), true);
        }
        return said(message.clone(), Some(mover), true);
    }
    if let Some(lag) = view.lag_banner() {
        return said(lag, Some(mover), true);
    }
    if view.turn.is_none() {
        return said(t!(lang, "status-black-starts"), Some(Color::Black), false);
    }
    // The move is written but its press is still to come.
    if let Some(running) = view.running
        && running != mover
    {
        let text = t!(lang, "press-your-clock", side = running);
        return said(text, Some(running), false);
    }
    let to_move = t!(lang, "side-to-move", side = mover);
    // A ruling is said whole on its card; a note too long for the
    // banner's two lines is on the scoresheet: the banner keeps to who
    // is to move.
    let ruling = view.arbiter.ruling.as_ref().map(|r| r.say(lang));
    match &view.note {
        Some(note) if ruling.as_ref() != Some(note) && note.chars().count() <= NOTE_MOST => {
            // What the last action did, then who is to move.
            said(format!("{note} — {to_move}"), Some(mover), false)
        }
        _ => said(to_move, Some(mover), false),
    }
}

/// What a board shows besides its pieces.
#[derive(Debug, Clone, Copy, Default)]
pub struct Marks<'a> {
    /// The last move's squares.
    pub last: Option<(Square, Square)>,
    /// The piece picked up.
    pub selected: Option<Square>,
    /// Where it may go (casual play).
    pub targets: &'a [Square],
    /// A king in check (casual play, or a mate shown).
    pub check: Option<Square>,
}

/// The 64 cells of `pos` from the top-left as drawn in `orientation`,
/// the edge squares with their coordinates.
pub fn squares(pos: &Chess, marks: &Marks<'_>, orientation: Orientation) -> Vec<BoardSquare> {
    board_squares(pos.board(), marks, orientation)
}

/// The 64 cells of any placement (an e-board's may be no position at all).
pub fn board_squares(
    board: &shakmaty::Board,
    marks: &Marks<'_>,
    orientation: Orientation,
) -> Vec<BoardSquare> {
    (0..64)
        .map(|index| {
            let square = square_at(index, orientation);
            let (mark_below, mark_side) = edge_marks(index, orientation);
            let piece = board.piece_at(square);
            let white = piece.filter(|p| p.color == Color::White);
            let (body, lines) = white.map(|p| white_piece(p.role)).unwrap_or_default();
            BoardSquare {
                name: square.to_string().into(),
                piece: piece
                    .filter(|p| p.color == Color::Black)
                    .map_or("", |p| figurine(p.role))
                    .into(),
                body,
                lines,
                white_piece: white.is_some(),
                light: square.is_light(),
                selected: marks.selected == Some(square),
                target: marks.targets.contains(&square),
                last: marks.last.is_some_and(|(a, b)| a == square || b == square),
                check: marks.check == Some(square),
                mark_below: mark_below.into(),
                mark_side: mark_side.into(),
            }
        })
        .collect()
}

/// The pieces a pawn of `color` may become, queen to knight, each drawn
/// as on the board (White's promotion shows white pieces).
pub fn promotion_pieces(color: Color) -> Vec<BoardSquare> {
    let mut board = shakmaty::Board::empty();
    let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    let squares = [Square::A8, Square::B8, Square::C8, Square::D8];
    for (role, square) in roles.iter().zip(squares) {
        board.set_piece_at(square, role.of(color));
    }
    let drawn = board_squares(&board, &Marks::default(), Orientation::WhiteBottom);
    // A8..D8 are the first four cells from the top-left with White below.
    drawn
        .into_iter()
        .take(4)
        .map(|square| BoardSquare {
            light: true,
            mark_below: "".into(),
            mark_side: "".into(),
            ..square
        })
        .collect()
}

/// Changes only the squares that changed: a tap redraws one or two cells,
/// not the 64 (a new model would build the board again at every tap).
fn put_squares(adapter: &BoardAdapter<'_>, squares: Vec<BoardSquare>) {
    let model = adapter.get_squares();
    let shown = model
        .as_any()
        .downcast_ref::<VecModel<BoardSquare>>()
        .filter(|shown| shown.row_count() == squares.len());
    match shown {
        Some(shown) => {
            for (index, square) in squares.into_iter().enumerate() {
                if shown.row_data(index).as_ref() != Some(&square) {
                    shown.set_row_data(index, square);
                }
            }
        }
        None => adapter.set_squares(ModelRc::new(VecModel::from(squares))),
    }
}

/// Puts the board of `view` on the screen, drawn in `orientation`.
pub fn show(
    app: &AppWindow,
    view: &View,
    entry: &Entry,
    assistance: Assistance,
    orientation: Orientation,
) {
    let pos = &view.position;
    let targets: Vec<Square> = match (assistance, entry.from) {
        (Assistance::Casual, Some(from)) => pos
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(from))
            .map(|m| match m.castling_side() {
                Some(side) => side.king_to(pos.turn()),
                None => m.to(),
            })
            .collect(),
        _ => Vec::new(),
    };
    let checked_king = (assistance == Assistance::Casual && pos.is_check())
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    let marks = Marks {
        last: view.last_move,
        selected: entry.from,
        targets: &targets,
        check: checked_king,
    };
    let squares = squares(pos, &marks, orientation);
    let adapter = app.global::<BoardAdapter>();
    put_squares(&adapter, squares);
    let banner = banner(view, assistance);
    adapter.set_banner(SharedString::from(banner.text.as_str()));
    adapter.set_banner_side(match banner.side {
        None => 0,
        Some(Color::White) => 1,
        Some(Color::Black) => 2,
    });
    adapter.set_banner_warning(banner.warning);
    // Face to face, what speaks to the far player (on top) faces them.
    let far = app.global::<super::ClockAdapter>().get_face_to_face()
        && banner.side == Some(orientation.top());
    adapter.set_banner_turned(if far {
        super::turned::turned(&banner.text, super::turned::Weight::Bold)
    } else {
        Outline::default()
    });
    adapter.set_promoting(entry.promoting.is_some());
    if entry.promoting.is_some() {
        let pieces = promotion_pieces(pos.turn());
        adapter.set_promotion_pieces(ModelRc::new(VecModel::from(pieces)));
    }
    adapter.set_may_skip(view.arbiter.may_skip.is_some());
    adapter.set_may_withdraw(view.arbiter.withdrawable.is_some());
    adapter.set_white_top(orientation.top() == Color::White);
    adapter.set_white_name(player(view, Color::White).into());
    adapter.set_black_name(player(view, Color::Black).into());
    adapter.set_heading(super::clock_screen::full_heading(view).into());
}
