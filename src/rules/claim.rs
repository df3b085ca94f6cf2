//! Draw claims by the player on move: threefold repetition (9.2) and the
//! fifty-move rule (9.3), as "has just occurred" or "will occur after my
//! intended move" (written down, not played).

use std::fmt;
use std::str::FromStr;

use shakmaty::san::SanPlus;
use shakmaty::{Move, Position};

use super::repetition::RepetitionKey;
use super::resolve::{MoveError, MoveErrorKind};
use super::scoresheet::Scoresheet;

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
            (None, Claim::FiftyMoves) => fifty_words(self.halfmoves(), None),
            (Some((_, san, after)), Claim::FiftyMoves) => fifty_words(after.halfmoves(), Some(san)),
        };
        Ok(ClaimRuling {
            claim,
            intended: intended.map(|(m, san, _)| (m, san)),
            correct,
            why,
        })
    }

    fn threefold_words(&self, plies: &[usize], intended: Option<&SanPlus>) -> (bool, String) {
        let labels: Vec<String> = plies
            .iter()
            .map(|&ply| match (intended, ply > self.moves().len()) {
                (Some(san), true) => format!("after the intended {san}"),
                _ => self.after_ply(ply),
            })
            .collect();
        let times = plies.len();
        let position = match intended {
            Some(san) => format!("the position after the intended {san}"),
            None => "the position".to_owned(),
        };
        let list = labels.join(", ");
        if times >= 3 {
            (
                true,
                format!(
                    "{position} stands for the {} time ({list}): draw (Art. 9.2)",
                    ordinal(times)
                ),
            )
        } else {
            let count = if times == 1 {
                "once".to_owned()
            } else {
                format!("{times} times")
            };
            (
                false,
                format!(
                    "{position} would stand only {count} ({list}); three are needed (Art. 9.2)"
                ),
            )
        }
    }
}

fn fifty_words(halfmoves: u32, intended: Option<&SanPlus>) -> (bool, String) {
    let after = match intended {
        Some(san) => format!("after the intended {san}, "),
        None => String::new(),
    };
    if halfmoves >= 100 {
        (
            true,
            format!(
                "{after}{halfmoves} half-moves without a pawn move or capture: draw (Art. 9.3)"
            ),
        )
    } else {
        (
            false,
            format!(
                "{after}only {halfmoves} half-moves without a pawn move or capture; 100 are needed (Art. 9.3)"
            ),
        )
    }
}

fn ordinal(n: usize) -> String {
    match n {
        3 => "third".to_owned(),
        4 => "fourth".to_owned(),
        n => format!("{n}th"),
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
