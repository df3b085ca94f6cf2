//! Art. 6.9: who lost when a flag fell. "The game is drawn if the position
//! is such that the opponent cannot checkmate the player's king by any
//! possible series of legal moves."

use std::fmt;
use std::time::Duration;

use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::material::material_words;
use super::notation::{Notation, write_line};
use super::unwinnable::{Search, cannot_mate_fast, search, to_board};
use super::words::color_name;

/// How long the full search may take before the arbiter is asked (the
/// default of the setting).
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(2);

/// The ruling on a flag fall, with its proof.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    /// The side whose flag fell.
    #[serde(with = "crate::serial::color")]
    pub flagged: Color,
    /// The game's result.
    #[serde(with = "crate::serial::outcome")]
    pub result: KnownOutcome,
    /// Why, with the proof the arbiter is shown.
    pub reason: Reason,
}

/// Why a flag fall ended as it did.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The board shows checkmate: that ended the game before the flag.
    Checkmate,
    /// The board shows stalemate: that ended the game before the flag.
    Stalemate,
    /// The opponent could still mate; a helpmate line proves it.
    OpponentCanMate {
        /// The helpmate, numbered, in the chosen notation.
        line: String,
    },
    /// The opponent cannot mate by any series of legal moves.
    OpponentCannotMate {
        /// How that was proved.
        proof: NoMateProof,
    },
    /// The search did not decide within its budget; the material rule
    /// gave the result and the arbiter must confirm it.
    Undetermined {
        /// The time the search was given.
        budget: Duration,
    },
}

/// How "the opponent cannot checkmate" was proved.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoMateProof {
    /// Too little material to ever mate, in words ("only a king and a knight").
    Material(String),
    /// CHA-Solver's static analysis (locked pawns, forced lines...).
    Analysis,
    /// CHA-Solver's exhaustive helpmate search found none.
    Search,
}

impl Verdict {
    /// Whether the ruling is proved (`false`: the arbiter decides).
    pub fn is_proved(&self) -> bool {
        !matches!(self.reason, Reason::Undetermined { .. })
    }
}

/// Decides Art. 6.9 for `flagged` in `pos`, waiting at most `budget` for
/// the full search. Mate and stalemate on the board come first: they ended
/// the game before any flag.
pub fn decide(pos: &Chess, flagged: Color, budget: Duration, notation: Notation) -> Verdict {
    let verdict = |result, reason| Verdict {
        flagged,
        result,
        reason,
    };
    let loss = KnownOutcome::Decisive { winner: !flagged };
    let draw = |proof| verdict(KnownOutcome::Draw, Reason::OpponentCannotMate { proof });
    if pos.legal_moves().is_empty() {
        return if pos.is_check() {
            let winner = !pos.turn();
            verdict(KnownOutcome::Decisive { winner }, Reason::Checkmate)
        } else {
            verdict(KnownOutcome::Draw, Reason::Stalemate)
        };
    }
    let opponent = !flagged;
    if pos.has_insufficient_material(opponent) {
        return draw(NoMateProof::Material(material_words(pos.board(), opponent)));
    }
    let Some(board) = to_board(pos) else {
        return verdict(loss, Reason::Undetermined { budget });
    };
    if cannot_mate_fast(&board, opponent) {
        return draw(NoMateProof::Analysis);
    }
    match search(pos, board, opponent, budget) {
        Search::Mate(moves) => verdict(
            loss,
            Reason::OpponentCanMate {
                line: write_line(pos, &moves, notation),
            },
        ),
        Search::Unwinnable => draw(NoMateProof::Search),
        // The material rule: the opponent has mating material (it passed
        // the insufficient-material test above), so the flag loses.
        Search::Undetermined => verdict(loss, Reason::Undetermined { budget }),
    }
}

/// The result as PGN writes it.
pub fn result_text(result: KnownOutcome) -> &'static str {
    match result {
        KnownOutcome::Decisive {
            winner: Color::White,
        } => "1-0",
        KnownOutcome::Decisive {
            winner: Color::Black,
        } => "0-1",
        KnownOutcome::Draw => "1/2-1/2",
    }
}

impl Verdict {
    /// What the ruling says of the opponent, without the flag: "White could
    /// still checkmate: 1...Kb8 2.Nc6#", "White cannot checkmate by any series
    /// of legal moves (White has only a king)". For a second illegal move
    /// (7.5.5) the same words apply.
    pub fn opponent_words(&self) -> String {
        let opponent = color_name(!self.flagged);
        match &self.reason {
            Reason::Checkmate | Reason::Stalemate => String::new(),
            Reason::OpponentCanMate { line } => format!("{opponent} could still checkmate: {line}"),
            Reason::OpponentCannotMate { proof } => {
                let how = match proof {
                    NoMateProof::Material(words) => format!("{opponent} has {words}"),
                    NoMateProof::Analysis => "proved by CHA-Solver's analysis".to_owned(),
                    NoMateProof::Search => "proved by an exhaustive helpmate search".to_owned(),
                };
                format!("{opponent} cannot checkmate by any series of legal moves ({how})")
            }
            Reason::Undetermined { budget } => format!(
                "undetermined: no proof within {:.1} s either way, and by material {opponent} can mate; \
                 the arbiter decides",
                budget.as_secs_f64()
            ),
        }
    }

    /// The reason in words, after the result: the flag, then the ruling.
    pub fn explanation(&self) -> String {
        let flagged = color_name(self.flagged);
        let words = self.opponent_words();
        match (&self.reason, self.result) {
            (Reason::Checkmate, KnownOutcome::Decisive { winner }) => format!(
                "{} is checkmated: the mate ended the game before {flagged}'s flag fell (Art. 5.1.1)",
                color_name(!winner)
            ),
            // Only a hand-made verdict can say this; words rather than a panic.
            (Reason::Checkmate, KnownOutcome::Draw) => {
                "checkmate on the board (Art. 5.1.1)".to_owned()
            }
            (Reason::Stalemate, _) => {
                format!("stalemate: it ended the game before {flagged}'s flag fell (Art. 5.2.1)")
            }
            (Reason::OpponentCanMate { .. }, _) => {
                format!("{flagged}'s flag fell and {words} (Art. 6.9)")
            }
            (Reason::OpponentCannotMate { .. }, _) => {
                format!("{flagged}'s flag fell but {words}: draw (Art. 6.9)")
            }
            (Reason::Undetermined { .. }, _) => {
                format!("{flagged}'s flag fell; {words} (Art. 6.9)")
            }
        }
    }
}

impl fmt::Display for Verdict {
    /// One line: the result, a space, the reason in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", result_text(self.result), self.explanation())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen::parse_fen;

    fn line(fen: &str, flagged: Color) -> String {
        let pos = parse_fen(fen).unwrap();
        decide(&pos, flagged, Duration::from_secs(30), Notation::English).to_string()
    }

    #[test]
    fn explains_each_kind_of_ruling() {
        use Color::*;
        let cases = [
            (
                "8/8/8/8/8/8/8/kQK5 b - - 0 1",
                Black,
                "1-0 Black is checkmated: the mate ended the game before Black's flag fell (Art. 5.1.1)",
            ),
            (
                "k7/8/1Q6/8/8/8/8/2K5 b - - 0 1",
                Black,
                "1/2-1/2 stalemate: it ended the game before Black's flag fell (Art. 5.2.1)",
            ),
            (
                "k7/8/8/8/8/8/8/1NK5 b - - 0 1",
                Black,
                "1/2-1/2 Black's flag fell but White cannot checkmate by any series of legal moves \
                 (White has only a king and a knight): draw (Art. 6.9)",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                White,
                "1/2-1/2 White's flag fell but Black cannot checkmate by any series of legal moves \
                 (Black has only a king): draw (Art. 6.9)",
            ),
        ];
        for (fen, flagged, expected) in cases {
            assert_eq!(line(fen, flagged), expected, "{fen}");
        }
    }

    #[test]
    fn a_loss_carries_a_helpmate_line_that_mates() {
        // Black flagged; White has a knight, Black a rook that can help.
        let text = line("8/8/8/8/8/2N5/r7/k1K5 b - - 0 1", Color::Black);
        assert!(
            text.starts_with("1-0 Black's flag fell and White could still checkmate: 1..."),
            "{text}"
        );
        assert!(text.ends_with("# (Art. 6.9)"), "{text}");
    }

    #[test]
    fn a_locked_pawn_wall_is_a_draw() {
        // From chasolver's README (lichess ijyj0mHa): Black cannot mate.
        let text = line(
            "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
            Color::White,
        );
        assert!(
            text.starts_with("1/2-1/2 White's flag fell but Black cannot checkmate"),
            "{text}"
        );
    }
}
