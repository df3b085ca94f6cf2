//! Why a move entry was refused: the text is no move, names no legal move
//! or more than one.

use shakmaty::{CastlingSide, Color, Role, Square};

use crate::rules::move_input::SyntaxError;
use crate::rules::resolve::{CastlingRefusal, From, MoveError, MoveErrorKind};
use crate::words::{Language, Say, and_list, t};

impl Say for MoveError {
    /// What was typed, then why (only why when nothing was typed).
    fn say(&self, lang: Language) -> String {
        let why = self.kind.say(lang);
        if self.input.is_empty() {
            return why;
        }
        t!(lang, "move-refused", input = &self.input, why = why)
    }
}

impl Say for MoveErrorKind {
    fn say(&self, lang: Language) -> String {
        match self {
            MoveErrorKind::Syntax(e) => e.say(lang),
            MoveErrorKind::GameOver => t!(lang, "move-game-over"),
            MoveErrorKind::NoPiece { color, role, from } => no_piece(lang, *color, *role, *from),
            MoveErrorKind::OwnPiece { color, role, to } => t!(
                lang,
                "move-own-piece",
                side = *color,
                role = *role,
                to = *to
            ),
            MoveErrorKind::CannotReach { role, from, to } => t!(
                lang,
                "move-cannot-reach",
                role = *role,
                n = from.len(),
                squares = squares(from).join(", "),
                to = *to
            ),
            MoveErrorKind::LeavesKingInCheck {
                color,
                role,
                from,
                to,
                in_check,
            } => leaves_king_in_check(lang, *color, *role, *from, *to, *in_check),
            MoveErrorKind::PromotionMissing { to, example } => {
                t!(lang, "move-promotion-missing", to = *to, example = example)
            }
            MoveErrorKind::NotAPromotion => t!(lang, "move-not-a-promotion"),
            MoveErrorKind::NothingToCapture { to } => {
                t!(lang, "move-nothing-to-capture", to = *to)
            }
            MoveErrorKind::Ambiguous {
                role,
                from,
                to,
                options,
            } => ambiguous(lang, *role, from, *to, options),
            MoveErrorKind::Castling { side, why } => {
                let wing = match side {
                    CastlingSide::KingSide => "king",
                    CastlingSide::QueenSide => "queen",
                };
                t!(lang, "move-castling", wing = wing, why = why.say(lang))
            }
        }
    }
}

impl Say for CastlingRefusal {
    fn say(&self, lang: Language) -> String {
        match self {
            CastlingRefusal::NoRight => t!(lang, "castling-moved"),
            CastlingRefusal::Blocked => t!(lang, "castling-blocked"),
            CastlingRefusal::InCheck => t!(lang, "castling-in-check"),
            CastlingRefusal::Attacked => t!(lang, "castling-attacked"),
        }
    }
}

impl Say for SyntaxError {
    fn say(&self, lang: Language) -> String {
        match self {
            SyntaxError::Empty => t!(lang, "syntax-empty"),
            SyntaxError::UnknownPiece { letter, letters } => t!(
                lang,
                "syntax-unknown-piece",
                letter = letter.to_string(),
                language = Language::from(*letters).code(),
                letters = letters.row()
            ),
            SyntaxError::UnexpectedChar(c) => {
                t!(lang, "syntax-unexpected", char = c.to_string())
            }
            SyntaxError::NoSquare => t!(lang, "syntax-no-square"),
            SyntaxError::TooManyCoordinates => t!(lang, "syntax-too-many-coordinates"),
            SyntaxError::BadPromotion(role) => t!(lang, "syntax-bad-promotion", role = *role),
        }
    }
}

/// No piece (of the role named) of the side to move where the move leaves from.
fn no_piece(lang: Language, side: Color, role: Option<Role>, from: From) -> String {
    let (from, at) = written_from(from);
    match role {
        Some(role) => t!(
            lang,
            "move-no-role",
            side = side,
            role = role,
            from = from,
            at = at
        ),
        None => t!(lang, "move-no-piece", side = side, from = from, at = at),
    }
}

/// The move would leave the king in check: walked into by the king, not
/// parried, or uncovered.
fn leaves_king_in_check(
    lang: Language,
    side: Color,
    role: Role,
    from: Square,
    to: Square,
    in_check: bool,
) -> String {
    match (role, in_check) {
        (Role::King, _) => t!(lang, "move-king-would-be-in-check", side = side, to = to),
        (_, true) => t!(
            lang,
            "move-check-not-parried",
            side = side,
            role = role,
            from = from,
            to = to
        ),
        (_, false) => t!(
            lang,
            "move-exposes-king",
            side = side,
            role = role,
            from = from,
            to = to
        ),
    }
}

/// More than one piece of the role can go there: which, and the moves to
/// choose from.
fn ambiguous(
    lang: Language,
    role: Role,
    from: &[Square],
    to: Square,
    options: &[String],
) -> String {
    let or = format!(" {} ", t!(lang, "list-or"));
    t!(
        lang,
        "move-ambiguous",
        role = role,
        n = from.len(),
        squares = and_list(lang, &squares(from)),
        to = to,
        options = options.join(&or)
    )
}

/// What was written of the departure square, as `move-from` selects on it:
/// which part, and that part.
fn written_from(from: From) -> (&'static str, String) {
    match (from.file, from.rank) {
        (Some(file), Some(rank)) => ("square", Square::from_coords(file, rank).to_string()),
        (Some(file), None) => ("file", file.char().to_string()),
        (None, Some(rank)) => ("rank", rank.char().to_string()),
        (None, None) => ("none", String::new()),
    }
}

fn squares(from: &[Square]) -> Vec<String> {
    from.iter().map(Square::to_string).collect()
}

english_display!(MoveError, MoveErrorKind, SyntaxError, CastlingRefusal);

// No sources: each message already says its cause.
impl std::error::Error for MoveError {}

impl std::error::Error for MoveErrorKind {}

impl std::error::Error for SyntaxError {}

impl std::error::Error for CastlingRefusal {}
