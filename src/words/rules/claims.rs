//! How the board ended a game, and the rulings on draw claims (9.2, 9.3).

use std::fmt;

use crate::rules::claim::{ClaimRuling, Grounds, Occurrence, ParseClaimError};
use crate::rules::{Claim, GameEnd};
use crate::words::{Language, Say, t};

impl Say for GameEnd {
    /// Why the game ended, with the article.
    fn say(&self, lang: Language) -> String {
        let article = self.article();
        match self {
            GameEnd::Checkmate { winner } => {
                t!(lang, "end-checkmate", side = *winner, article = article)
            }
            GameEnd::Stalemate => t!(lang, "end-stalemate", article = article),
            GameEnd::DeadPosition => t!(lang, "end-dead-position", article = article),
            GameEnd::FivefoldRepetition => t!(lang, "end-fivefold", article = article),
            GameEnd::SeventyFiveMoves => t!(lang, "end-seventy-five-moves", article = article),
        }
    }
}

impl Say for Claim {
    /// What is claimed, as the object of "claims".
    fn say(&self, lang: Language) -> String {
        match self {
            Claim::Threefold => t!(lang, "claim-threefold"),
            Claim::FiftyMoves => t!(lang, "claim-fifty-moves"),
        }
    }
}

impl Say for ClaimRuling {
    /// Why the claim is correct or not, moves written in `lang`'s letters.
    fn say(&self, lang: Language) -> String {
        let notation = lang.notation();
        let intended = self.intended.as_ref().map(|(_, san)| notation.write(san));
        match (&self.why, intended) {
            (Grounds::Repetition(stood), intended) => {
                let list: Vec<String> = stood
                    .iter()
                    .map(|occurrence| match (occurrence, &intended) {
                        (Occurrence::Start, _) => t!(lang, "claim-at-start"),
                        (Occurrence::After(label), _) => {
                            t!(lang, "claim-after", played = label.write(notation))
                        }
                        (Occurrence::Intended, Some(san)) => {
                            t!(lang, "claim-after-intended", intended = san)
                        }
                        // Only a hand-made ruling; the move is then unknown.
                        (Occurrence::Intended, None) => {
                            t!(lang, "claim-after-intended", intended = "?")
                        }
                    })
                    .collect();
                let (times, list) = (stood.len(), list.join(", "));
                match (self.why.is_draw(), intended) {
                    (true, None) => t!(lang, "threefold-draw", times = times, list = list),
                    (true, Some(san)) => t!(
                        lang,
                        "threefold-draw-intended",
                        times = times,
                        list = list,
                        intended = san
                    ),
                    (false, None) => t!(lang, "threefold-short", times = times, list = list),
                    (false, Some(san)) => t!(
                        lang,
                        "threefold-short-intended",
                        times = times,
                        list = list,
                        intended = san
                    ),
                }
            }
            (Grounds::Halfmoves(n), intended) => match (self.why.is_draw(), intended) {
                (true, None) => t!(lang, "fifty-draw", halfmoves = *n),
                (true, Some(san)) => {
                    t!(lang, "fifty-draw-intended", halfmoves = *n, intended = san)
                }
                (false, None) => t!(lang, "fifty-short", halfmoves = *n),
                (false, Some(san)) => {
                    t!(lang, "fifty-short-intended", halfmoves = *n, intended = san)
                }
            },
        }
    }
}

impl fmt::Display for ParseClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Language::English, "unknown-claim", name = &self.0))
    }
}

impl std::error::Error for ParseClaimError {}

english_display!(GameEnd, Claim);
