//! The points of a game when the arbiter decides them apart from a PGN
//! result: the opponent's score after a loss declared for persistent
//! refusal to comply (11.7) or as a penalty (12.9.6), a game lost by both
//! (11.8), the opponent's points raised to the most the game gives
//! (12.9.4). PGN's `Result` has no `0-0` nor `0-1/2`: such a game is
//! written with the result `*` and each side's points in a tag.

use std::fmt;

use shakmaty::{Color, KnownOutcome};

/// One side's points in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Points {
    /// 0.
    Zero,
    /// ½.
    Half,
    /// 1.
    One,
}

impl Points {
    /// As PGN writes points: `0`, `1/2`, `1`.
    pub fn as_str(self) -> &'static str {
        match self {
            Points::Zero => "0",
            Points::Half => "1/2",
            Points::One => "1",
        }
    }

    /// Read as people write points: `0`, `1/2`, `½`, `0.5`, `1`.
    pub fn parse(text: &str) -> Option<Points> {
        match text.trim() {
            "0" => Some(Points::Zero),
            "1/2" | "½" | "0.5" | ".5" => Some(Points::Half),
            "1" => Some(Points::One),
            _ => None,
        }
    }

    fn halves(self) -> u8 {
        match self {
            Points::Zero => 0,
            Points::Half => 1,
            Points::One => 2,
        }
    }
}

/// Each side's points, as the arbiter decided them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Scores {
    /// White's points.
    pub white: Points,
    /// Black's points.
    pub black: Points,
}

impl Scores {
    /// The PGN result these points are, when they are one (1-0, 0-1, ½-½).
    pub fn standard(self) -> Option<KnownOutcome> {
        match (self.white, self.black) {
            (Points::One, Points::Zero) => Some(KnownOutcome::Decisive {
                winner: Color::White,
            }),
            (Points::Zero, Points::One) => Some(KnownOutcome::Decisive {
                winner: Color::Black,
            }),
            (Points::Half, Points::Half) => Some(KnownOutcome::Draw),
            _ => None,
        }
    }

    /// The result nearest these points, for what can show only a result:
    /// the side with more points wins, equal points draw.
    pub fn nearest(self) -> KnownOutcome {
        match self.white.halves().cmp(&self.black.halves()) {
            std::cmp::Ordering::Greater => KnownOutcome::Decisive {
                winner: Color::White,
            },
            std::cmp::Ordering::Less => KnownOutcome::Decisive {
                winner: Color::Black,
            },
            std::cmp::Ordering::Equal => KnownOutcome::Draw,
        }
    }
}

/// `0-1/2`, as a results file writes points.
impl fmt::Display for Scores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.white.as_str(), self.black.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_read_and_write_and_the_nearest_result() {
        let scores = |w, b| Scores {
            white: Points::parse(w).unwrap(),
            black: Points::parse(b).unwrap(),
        };
        assert_eq!(scores("0", "½").to_string(), "0-1/2");
        assert_eq!(scores("0", "0").standard(), None);
        assert_eq!(scores("0", "0").nearest(), KnownOutcome::Draw);
        assert_eq!(
            scores("1/2", "1").nearest(),
            KnownOutcome::Decisive {
                winner: Color::Black
            }
        );
        assert_eq!(scores("0.5", "0.5").standard(), Some(KnownOutcome::Draw));
        assert_eq!(Points::parse("2"), None);
    }
}
