//! The move-entry board's controller: taps become a move typed as UCI, so
//! the scoresheet checks it like any other entry.

use shakmaty::{Chess, Color, Position, Role, Square};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::{Answer, AppWindow, BoardAdapter, BoardSquare};
use crate::app::View;
use crate::rules::Language;
use crate::words::t;

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

/// A tap that ends the game, asked once more over the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// The side to move accepts the pending draw offer.
    AcceptDraw,
    /// A player resigns: which one?
    Resign,
}

/// Asks `question` over the board (`None`: nothing asked).
pub fn show_question(app: &AppWindow, question: Option<(Question, &View)>, lang: Language) {
    let adapter = app.global::<BoardAdapter>();
    let answer = |label: String, word: &str| Answer {
        label: label.into(),
        word: word.into(),
    };
    let cancel = || answer(t!(lang, "answer-cancel"), "cancel");
    let (asking, answers) = match question {
        None => (String::new(), Vec::new()),
        Some((Question::AcceptDraw, view)) => match view.offer {
            Some(by) => {
                let asking = t!(view.lang, "accept-draw-asking", side = by, other = !by);
                let accept = t!(view.lang, "answer-accept-draw");
                (asking, vec![cancel(), answer(accept, "accept")])
            }
            None => (t!(view.lang, "no-draw-offer"), vec![cancel()]),
        },
        Some((Question::Resign, view)) => {
            let asking = t!(view.lang, "resign-asking");
            let white = t!(view.lang, "answer-resigns", side = Color::White);
            let black = t!(view.lang, "answer-resigns", side = Color::Black);
            (
                asking,
                vec![cancel(), answer(white, "white"), answer(black, "black")],
            )
        }
    };
    adapter.set_asking(asking.into());
    adapter.set_answers(ModelRc::new(VecModel::from(answers)));
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

/// The outlined figurine, drawn over a white piece's solid one.
fn outline(role: Role) -> &'static str {
    match role {
        Role::King => "♔",
        Role::Queen => "♕",
        Role::Rook => "♖",
        Role::Bishop => "♗",
        Role::Knight => "♘",
        Role::Pawn => "♙",
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

/// The line over the board: a refusal first (in tournament play without
/// its reason, which would tell the opponent too: the arbiter sees it),
/// then whose move is missing, then who must press, then who is to move.
/// `true` with words that warn.
pub fn banner(view: &View, assistance: Assistance) -> (String, bool) {
    let lang = view.lang;
    let pos = &view.position;
    if let Some(message) = &view.message {
        if view.refused_entry && assistance == Assistance::Tournament {
            let text = t!(lang, "move-refused-call-arbiter");
            return (text, true);
        }
        return (message.clone(), true);
    }
    if let Some(lag) = view.lag_banner() {
        return (lag, true);
    }
    let mover = pos.turn();
    // The move is written but its press is still to come.
    if let Some(running) = view.running
        && running != mover
    {
        let text = t!(lang, "press-your-clock", side = running);
        return (text, false);
    }
    let to_move = t!(lang, "side-to-move", side = mover);
    match &view.note {
        // What the last action did, then who is to move.
        Some(note) => (format!("{note} — {to_move}"), false),
        None => (to_move, false),
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

/// The 64 cells of `pos` from the top-left as seen from `bottom`'s side.
pub fn squares(pos: &Chess, marks: &Marks<'_>, bottom: Color) -> Vec<BoardSquare> {
    (0..64)
        .map(|index| {
            let square = square_at(index, bottom);
            let piece = pos.board().piece_at(square);
            BoardSquare {
                name: square.to_string().into(),
                piece: piece.map_or("", |p| figurine(p.role)).into(),
                outline: piece.map_or("", |p| outline(p.role)).into(),
                white_piece: piece.is_some_and(|p| p.color == Color::White),
                light: square.is_light(),
                selected: marks.selected == Some(square),
                target: marks.targets.contains(&square),
                last: marks.last.is_some_and(|(a, b)| a == square || b == square),
                check: marks.check == Some(square),
            }
        })
        .collect()
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
    let marks = Marks {
        last: view.last_move,
        selected: entry.from,
        targets: &targets,
        check: checked_king,
    };
    let squares = squares(pos, &marks, bottom);
    let adapter = app.global::<BoardAdapter>();
    adapter.set_squares(ModelRc::new(VecModel::from(squares)));
    let (banner, warning) = banner(view, assistance);
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
