//! The move-entry board's controller: taps become a move typed as UCI, so
//! the scoresheet checks it like any other entry.

use shakmaty::{Chess, Color, Position, Role, Square};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::{AppWindow, BoardAdapter, BoardSquare};
use crate::app::View;
use crate::rules::Language;

/// How much the board helps the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Assistance {
    /// Legal targets and check are shown (casual play).
    Casual,
    /// Nothing is shown (FIDE's e-scoresheet rules).
    #[default]
    Tournament,
}

/// What the player has tapped so far.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    /// The piece picked up.
    pub from: Option<Square>,
    /// A pawn's arrival on the last rank, waiting for the piece.
    pub promoting: Option<(Square, Square)>,
}

/// What a tap asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tap {
    /// Nothing to send yet.
    Nothing,
    /// A move, as UCI text, for the scoresheet.
    Move(String),
}

/// The square under screen cell `index` (0 top-left), for a board seen
/// from `bottom`'s side.
pub fn square_at(index: usize, bottom: Color) -> Square {
    let (file, rank) = ((index % 8) as u32, 7 - (index / 8) as u32);
    let square = Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank));
    match bottom {
        Color::White => square,
        Color::Black => square.flip_vertical().flip_horizontal(),
    }
}

impl Entry {
    /// A tap on `square` in `pos`.
    pub fn tap(&mut self, pos: &Chess, square: Square) -> Tap {
        let own = pos.board().color_at(square) == Some(pos.turn());
        match self.from {
            _ if own => {
                self.from = (self.from != Some(square)).then_some(square);
                Tap::Nothing
            }
            None => Tap::Nothing,
            Some(from) => {
                self.from = None;
                let pawn = pos.board().role_at(from) == Some(Role::Pawn);
                if pawn && square.rank() == (!pos.turn()).backrank() {
                    self.promoting = Some((from, square));
                    return Tap::Nothing;
                }
                Tap::Move(format!("{from}{square}"))
            }
        }
    }

    /// The promotion piece chosen (`q`, `r`, `b`, `n`).
    pub fn promote(&mut self, letter: &str) -> Tap {
        match self.promoting.take() {
            Some((from, to)) => Tap::Move(format!("{from}{to}{letter}")),
            None => Tap::Nothing,
        }
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

/// Puts the board of `view` on the screen.
pub fn show(app: &AppWindow, view: &View, entry: &Entry, assistance: Assistance, bottom: Color) {
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
    let squares: Vec<BoardSquare> = (0..64)
        .map(|index| {
            let square = square_at(index, bottom);
            let piece = pos.board().piece_at(square);
            BoardSquare {
                name: square.to_string().into(),
                piece: piece.map_or("", |p| figurine(p.role)).into(),
                white_piece: piece.is_some_and(|p| p.color == Color::White),
                light: square.is_light(),
                selected: entry.from == Some(square),
                target: targets.contains(&square),
                last: view
                    .last_move
                    .is_some_and(|(a, b)| a == square || b == square),
                check: checked_king == Some(square),
            }
        })
        .collect();
    let adapter = app.global::<BoardAdapter>();
    adapter.set_squares(ModelRc::new(VecModel::from(squares)));
    let (banner, warning) = if let Some(banner) = view.lag_banner() {
        (banner, true)
    } else if let Some(message) = &view.message {
        (message.clone(), true)
    } else {
        let text = match (view.lang, pos.turn()) {
            (Language::English, Color::White) => "White to move",
            (Language::English, Color::Black) => "Black to move",
            (Language::French, Color::White) => "Les Blancs jouent",
            (Language::French, Color::Black) => "Les Noirs jouent",
        };
        (text.to_owned(), false)
    };
    adapter.set_banner(SharedString::from(banner));
    adapter.set_banner_warning(warning);
    let skip = view.move_pairs.len().saturating_sub(8);
    let recent: Vec<SharedString> = view.move_pairs[skip..]
        .iter()
        .map(SharedString::from)
        .collect();
    adapter.set_recent(ModelRc::new(VecModel::from(recent)));
    adapter.set_promoting(entry.promoting.is_some());
}
