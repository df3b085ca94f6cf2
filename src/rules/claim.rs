//! Draw claims by the player on move: threefold repetition (9.2) and the
//! fifty-move rule (9.3), as "has just occurred" or "will occur after my
//! intended move" (written down, not played).

use std::str::FromStr;

use shakmaty::san::SanPlus;
use shakmaty::{Move, Position};

use super::move_label::MoveLabel;
use super::repetition::RepetitionKey;
use super::resolve::{MoveError, MoveErrorKind};
use super::san::play_san;
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
    /// What the ruling rests on (`crate::words` says it).
    pub why: Grounds,
}

/// What a claim's ruling rests on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grounds {
    /// 9.2: each time the position (after the intended move, if any) stood,
    /// oldest first; three make the claim correct.
    Repetition(Vec<Occurrence>),
    /// 9.3: the half-moves without a pawn move or capture (after the
    /// intended move, if any); 100 make the claim correct.
    Halfmoves(u32),
}

/// When a position stood on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occurrence {
    /// In the starting position.
    Start,
    /// After this move.
    After(MoveLabel),
    /// After the intended move, not yet played.
    Intended,
}

/// An unknown claim name (the name as given; the edges say it).
#[derive(Debug, Clone, PartialEq, Eq)]
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
                input: intended.unwrap_or_default().to_owned(),
                kind: MoveErrorKind::GameOver,
            });
        }
        let intended = match intended {
            Some(text) => {
                let m = self.read_move(text)?;
                let mut after = self.position().clone();
                let san = play_san(&mut after, m);
                Some((m, san, after))
            }
            None => None,
        };
        let why = match (&intended, claim) {
            (None, Claim::Threefold) => {
                let plies = self.plies_with(&RepetitionKey::of(self.position()));
                Grounds::Repetition(self.occurrences(&plies))
            }
            (Some((_, _, after)), Claim::Threefold) => {
                // A pawn move or capture makes a position no earlier one can
                // equal, so the window of the present position suffices.
                let plies = self.plies_with(&RepetitionKey::of(after));
                let mut stood = self.occurrences(&plies);
                stood.push(Occurrence::Intended);
                Grounds::Repetition(stood)
            }
            (None, Claim::FiftyMoves) => Grounds::Halfmoves(self.halfmoves()),
            (Some((_, _, after)), Claim::FiftyMoves) => Grounds::Halfmoves(after.halfmoves()),
        };
        Ok(ClaimRuling {
            claim,
            intended: intended.map(|(m, san, _)| (m, san)),
            correct: why.is_draw(),
            why,
        })
    }

    /// The plies after which a position stood, as a scoresheet names them.
    fn occurrences(&self, plies: &[usize]) -> Vec<Occurrence> {
        plies
            .iter()
            .map(|&ply| self.label(ply).map_or(Occurrence::Start, Occurrence::After))
            .collect()
    }
}

impl Grounds {
    /// Whether these grounds make the claim correct.
    pub fn is_draw(&self) -> bool {
        match self {
            Grounds::Repetition(stood) => stood.len() >= 3,
            Grounds::Halfmoves(n) => *n >= 100,
        }
    }
}
