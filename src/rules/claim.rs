//! Draw claims by the player on move: threefold repetition (9.2) and the
//! fifty-move rule (9.3), as "has just occurred" or "will occur after my
//! intended move" (written down, not played).

use std::fmt;
use std::str::FromStr;

use shakmaty::san::SanPlus;
use shakmaty::{Move, Position};

use super::notation::Language;
use super::repetition::RepetitionKey;
use super::resolve::{MoveError, MoveErrorKind};
use super::scoresheet::Scoresheet;
use super::words::say;

/// What is claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    /// 9.2: the same position for at least the third time.
    Threefold,
    /// 9.3: 50 moves by each side without a pawn move or a capture.
    FiftyMoves,
}

/// The arbiter's answer to a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimRuling {
    /// What was claimed.
    pub claim: Claim,
    /// The intended move, if the claim rests on one. If the claim is
    /// incorrect this move must be played (9.5.3).
    pub intended: Option<(Move, SanPlus)>,
    /// Whether the claim is correct: the game is drawn.
    pub correct: bool,
    /// Why, in words.
    pub why: String,
}

/// An unknown claim name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown claim '{0}' (expected threefold or fifty)")]
pub struct ParseClaimError(pub String);

impl FromStr for Claim {
    type Err = ParseClaimError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "threefold" | "repetition" => Ok(Claim::Threefold),
            "fifty" | "50" | "fifty-moves" => Ok(Claim::FiftyMoves),
            _ => Err(ParseClaimError(s.to_owned())),
        }
    }
}

impl Scoresheet {
    /// Rules on a claim by the side to move, optionally resting on the move
    /// it intends to play. Changes nothing.
    ///
    /// # Errors
    /// [`MoveError`] when the intended move is not a legal move here or the
    /// game is already over.
    pub fn claim(&self, claim: Claim, intended: Option<&str>) -> Result<ClaimRuling, MoveError> {
        if self.end().is_some() {
            return Err(MoveError {
                input: claim.to_string(),
                kind: MoveErrorKind::GameOver,
            });
        }
        let intended = match intended {
            Some(text) => {
                let m = self.read_move(text)?;
                let mut after = self.position().clone();
                let san = SanPlus::from_move_and_play_unchecked(&mut after, m);
                Some((m, san, after))
            }
            None => None,
        };
        let (correct, why) = match (&intended, claim) {
            (None, Claim::Threefold) => {
                let plies = self.plies_with(&RepetitionKey::of(self.position()));
                self.threefold_words(&plies, None)
            }
            (Some((_, san, after)), Claim::Threefold) => {
                // A pawn move or capture makes a position no earlier one can
                // equal, so the window of the present position suffices.
                let mut plies = self.plies_with(&RepetitionKey::of(after));
                plies.push(self.moves().len() + 1);
                self.threefold_words(&plies, Some(san))
            }
            (None, Claim::FiftyMoves) => fifty_words(self.halfmoves(), None, self.language()),
            (Some((_, san, after)), Claim::FiftyMoves) => {
                fifty_words(after.halfmoves(), Some(san), self.language())
            }
        };
        Ok(ClaimRuling {
            claim,
            intended: intended.map(|(m, san, _)| (m, san)),
            correct,
            why,
        })
    }

    fn threefold_words(&self, plies: &[usize], intended: Option<&SanPlus>) -> (bool, String) {
        let lang = self.language();
        let intended = intended.map(|san| lang.notation().write(san));
        let labels: Vec<String> = plies
            .iter()
            .map(|&ply| match (&intended, ply > self.moves().len()) {
                (Some(san), true) => say!(
                    lang,
                    "after the intended {san}",
                    "après le coup prévu {san}"
                ),
                _ => self.after_ply(ply),
            })
            .collect();
        let times = plies.len();
        let position = match intended {
            Some(san) => say!(
                lang,
                "the position after the intended {san}",
                "la position après le coup prévu {san}"
            ),
            None => say!(lang, "the position", "la position"),
        };
        let list = labels.join(", ");
        if times >= 3 {
            let nth = ordinal(times, lang);
            let words = say!(
                lang,
                "{position} stands for the {nth} time ({list}): draw (Art. 9.2)",
                "{position} se présente pour la {nth} fois ({list}) : nulle (art. 9.2)"
            );
            (true, words)
        } else {
            let count = match (times, lang) {
                (1, Language::English) => "once".to_owned(),
                (1, Language::French) => "une fois".to_owned(),
                (n, _) => say!(lang, "{n} times", "{n} fois"),
            };
            let words = say!(
                lang,
                "{position} would stand only {count} ({list}); three are needed (Art. 9.2)",
                "{position} ne se présenterait que {count} ({list}) ; il en faut trois (art. 9.2)"
            );
            (false, words)
        }
    }
}

fn fifty_words(halfmoves: u32, intended: Option<&SanPlus>, lang: Language) -> (bool, String) {
    let after = match intended.map(|san| lang.notation().write(san)) {
        Some(san) => say!(
            lang,
            "after the intended {san}, ",
            "après le coup prévu {san}, "
        ),
        None => String::new(),
    };
    if halfmoves >= 100 {
        let words = say!(
            lang,
            "{after}{halfmoves} half-moves without a pawn move or capture: draw (Art. 9.3)",
            "{after}{halfmoves} demi-coups sans mouvement de pion ni prise : nulle (art. 9.3)"
        );
        (true, words)
    } else {
        let words = say!(
            lang,
            "{after}only {halfmoves} half-moves without a pawn move or capture; 100 are needed (Art. 9.3)",
            "{after}seulement {halfmoves} demi-coups sans mouvement de pion ni prise ; il en faut 100 (art. 9.3)"
        );
        (false, words)
    }
}

fn ordinal(n: usize, lang: Language) -> String {
    match (lang, n) {
        (Language::English | Language::German | Language::Spanish, 3) => "third".to_owned(),
        (Language::English | Language::German | Language::Spanish, 4) => "fourth".to_owned(),
        (Language::English | Language::German | Language::Spanish, n) => format!("{n}th"),
        (Language::French, 3) => "troisième".to_owned(),
        (Language::French, 4) => "quatrième".to_owned(),
        (Language::French, n) => format!("{n}e"),
    }
}

impl Claim {
    /// What is claimed, in `lang`.
    pub fn words(self, lang: Language) -> String {
        match (lang, self) {
            (Language::English | Language::German | Language::Spanish, _) => self.to_string(),
            (Language::French, Claim::Threefold) => "la triple répétition".to_owned(),
            (Language::French, Claim::FiftyMoves) => "la règle des cinquante coups".to_owned(),
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Claim::Threefold => "threefold repetition",
            Claim::FiftyMoves => "the fifty-move rule",
        })
    }
}
