//! Why a FEN cannot start a game.

use crate::rules::fen::{FenError, FenPart, FenProblem, Illegality};
use crate::words::{Language, Say, t};

impl Say for FenError {
    fn say(&self, lang: Language) -> String {
        t!(
            lang,
            "fen-bad",
            fen = &self.fen,
            problem = self.problem.say(lang)
        )
    }
}

impl Say for FenProblem {
    fn say(&self, lang: Language) -> String {
        match self {
            FenProblem::Text(part) => part.say(lang),
            FenProblem::Illegal(reasons) => {
                let reasons: Vec<String> = reasons.iter().map(|r| r.say(lang)).collect();
                t!(lang, "fen-illegal", reasons = reasons.join(", "))
            }
        }
    }
}

impl Say for FenPart {
    fn say(&self, lang: Language) -> String {
        match self {
            FenPart::Whole => t!(lang, "fen-whole"),
            FenPart::Board => t!(lang, "fen-board"),
            FenPart::Turn => t!(lang, "fen-turn"),
            FenPart::Castling => t!(lang, "fen-castling"),
            FenPart::EnPassant => t!(lang, "fen-en-passant"),
            FenPart::Halfmoves => t!(lang, "fen-halfmoves"),
            FenPart::Fullmoves => t!(lang, "fen-fullmoves"),
        }
    }
}

impl Say for Illegality {
    fn say(&self, lang: Language) -> String {
        match self {
            Illegality::EmptyBoard => t!(lang, "illegal-empty-board"),
            Illegality::MissingKing => t!(lang, "illegal-missing-king"),
            Illegality::TooManyKings => t!(lang, "illegal-too-many-kings"),
            Illegality::PawnsOnBackRank => t!(lang, "illegal-pawns-on-back-rank"),
            Illegality::CastlingRights => t!(lang, "illegal-castling-rights"),
            Illegality::EnPassant => t!(lang, "illegal-en-passant"),
            Illegality::KingsAdjacent => t!(lang, "illegal-kings-adjacent"),
            Illegality::OppositeCheck => t!(lang, "illegal-opposite-check"),
            Illegality::ImpossibleCheck => t!(lang, "illegal-impossible-check"),
            Illegality::TooMuchMaterial => t!(lang, "illegal-too-much-material"),
        }
    }
}

english_display!(FenError, FenProblem);

impl std::error::Error for FenError {}
