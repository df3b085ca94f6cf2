//! Refusals in the player's language. English is each type's `Display`;
//! French is written here, sentence by sentence.

use shakmaty::{CastlingSide, Role, Square};

use super::move_input::SyntaxError;
use super::notation::Language;
use super::resolve::{CastlingRefusal, From, MoveError, MoveErrorKind};
use super::words::{a_role, and_list_in, capitalized, feminine, role, side, sides, the_role};

impl MoveError {
    /// The refusal in `lang`: what was typed, then why.
    pub fn words(&self, lang: Language) -> String {
        format!("{}: {}", self.input, self.kind.words(lang))
    }
}

impl MoveErrorKind {
    /// Why the entry was refused, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        if lang == Language::English {
            return self.to_string();
        }
        match self {
            MoveErrorKind::Syntax(e) => e.words(lang),
            MoveErrorKind::GameOver => "la partie est terminée".to_owned(),
            MoveErrorKind::NoPiece {
                color,
                role: r,
                from,
            } => {
                let who = capitalized(side(*color, lang));
                let what = r.map_or("pièce", |r| role(r, lang));
                format!("{who} n'ont pas de {what}{}", from_words(*from))
            }
            MoveErrorKind::OwnPiece { color, role: r, to } => {
                format!(
                    "{to} est occupée par {} {}",
                    a_role(*r, lang),
                    sides(*color, lang)
                )
            }
            MoveErrorKind::CannotReach { role: r, from, to } => {
                let squares: Vec<String> = from.iter().map(Square::to_string).collect();
                let name = role(*r, lang);
                let none = if feminine(*r) { "aucune" } else { "aucun" };
                match squares.as_slice() {
                    [one] => format!("{} en {one} ne peut pas aller en {to}", the_role(*r, lang)),
                    [a, b] => format!("{none} des deux {name}s ({a}, {b}) ne peut aller en {to}"),
                    _ => format!(
                        "{none} des {name}s ({}) ne peut aller en {to}",
                        squares.join(", ")
                    ),
                }
            }
            MoveErrorKind::LeavesKingInCheck {
                color,
                role: r,
                from,
                to,
                in_check,
            } => {
                let king = format!("le roi {}", sides(*color, lang));
                let piece = the_role(*r, lang);
                match (r, in_check) {
                    (Role::King, _) => format!("{} serait en échec en {to}", capitalized(&king)),
                    (_, true) => {
                        format!(
                            "{} est en échec et {piece} {from}-{to} ne le pare pas",
                            capitalized(&king)
                        )
                    }
                    (_, false) => format!(
                        "{} {from}-{to} laisserait {king} en échec",
                        capitalized(&piece)
                    ),
                }
            }
            MoveErrorKind::PromotionMissing { to, example } => format!(
                "un pion qui atteint {to} doit être promu : ajoutez la pièce, comme dans {example}"
            ),
            MoveErrorKind::NotAPromotion => {
                "seul un pion qui atteint la dernière rangée est promu".to_owned()
            }
            MoveErrorKind::NothingToCapture { to } => format!("rien à prendre en {to}"),
            MoveErrorKind::Ambiguous {
                role: r,
                from,
                to,
                options,
            } => {
                let squares: Vec<String> = from.iter().map(Square::to_string).collect();
                let all = match (squares.len(), feminine(*r)) {
                    (2, false) => "tous deux",
                    (2, true) => "toutes deux",
                    (_, false) => "tous",
                    (_, true) => "toutes",
                };
                format!(
                    "les {}s en {} peuvent {all} aller en {to} (écrivez {})",
                    role(*r, lang),
                    and_list_in(&squares, lang),
                    options.join(" ou ")
                )
            }
            MoveErrorKind::Castling { side: s, why } => {
                let which = match s {
                    CastlingSide::KingSide => "côté roi",
                    CastlingSide::QueenSide => "côté dame",
                };
                format!("impossible de roquer {which} : {}", why.words(lang))
            }
        }
    }
}

impl CastlingRefusal {
    /// Why castling is refused, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        if lang == Language::English {
            return self.to_string();
        }
        match self {
            CastlingRefusal::NoRight => "le roi ou la tour a déjà bougé",
            CastlingRefusal::Blocked => "une pièce se trouve entre le roi et la tour",
            CastlingRefusal::InCheck => "le roi est en échec",
            CastlingRefusal::Attacked => "le roi passerait par une case attaquée ou y arriverait",
        }
        .to_owned()
    }
}

impl SyntaxError {
    /// Why the text is no move, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        if lang == Language::English {
            return self.to_string();
        }
        match self {
            SyntaxError::Empty => "aucun coup écrit".to_owned(),
            SyntaxError::UnknownPiece { letter, language } => {
                let name = match language {
                    Language::English => "anglais",
                    Language::French => "français",
                    Language::German => "allemand",
                    Language::Spanish => "espagnol",
                };
                let letters = language.letters();
                format!("« {letter} » n'est pas une lettre de pièce en {name} (pièces : {letters})")
            }
            SyntaxError::UnexpectedChar(c) => format!("« {c} » n'a pas sa place dans un coup"),
            SyntaxError::NoSquare => {
                "pas de case d'arrivée (une colonne a-h puis une rangée 1-8)".to_owned()
            }
            SyntaxError::TooManyCoordinates => {
                "trop de coordonnées avant la case d'arrivée".to_owned()
            }
            SyntaxError::BadPromotion(r) => {
                format!("un pion ne peut pas être promu en {}", role(*r, lang))
            }
        }
    }
}

fn from_words(from: From) -> String {
    match (from.file, from.rank) {
        (Some(file), Some(rank)) => format!(" en {}", Square::from_coords(file, rank)),
        (Some(file), None) => format!(" sur la colonne {}", file.char()),
        (None, Some(rank)) => format!(" sur la rangée {}", rank.char()),
        (None, None) => String::new(),
    }
}
