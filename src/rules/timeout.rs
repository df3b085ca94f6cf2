//! Art. 6.9: who lost when a flag fell. "The game is drawn if the position
//! is such that the opponent cannot checkmate the player's king by any
//! possible series of legal moves."

use std::fmt;
use std::time::Duration;

use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::material::{Material, material_words};
use super::notation::{Language, Notation, write_line};
use super::unwinnable::{Search, cannot_mate_fast, search, to_board};
use super::words::{capitalized, say, side, sides};

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
        /// The same moves as UCI, to replay them on a board (journals
        /// written before it was kept read as none).
        #[serde(default)]
        moves: Vec<String>,
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
    /// Too little material to ever mate: what the opponent has (journals
    /// before it was data kept English words; they still read).
    Material(Material),
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
        return draw(NoMateProof::Material(Material::of(pos.board(), opponent)));
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
                moves: moves
                    .iter()
                    .map(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string())
                    .collect(),
            },
        ),
        Search::Unwinnable => draw(NoMateProof::Search),
        // The material rule: the opponent has mating material (it passed
        // the insufficient-material test above), so the flag loses.
        Search::Undetermined => verdict(loss, Reason::Undetermined { budget }),
    }
}

impl Verdict {
    /// What the ruling says of the opponent, without the flag: "White could
    /// still checkmate: 1...Kb8 2.Nc6#", "White cannot checkmate by any series
    /// of legal moves (White has only a king)". For a second illegal move
    /// (7.5.5) the same words apply.
    pub fn opponent_words(&self, lang: Language) -> String {
        let opponent = side(!self.flagged, lang);
        match &self.reason {
            Reason::Checkmate | Reason::Stalemate => String::new(),
            Reason::OpponentCanMate { line, .. } => say!(
                lang,
                "{opponent} could still checkmate: {line}",
                "{opponent} pourraient encore mater : {line}"
            ),
            Reason::OpponentCannotMate { proof } => {
                let how = match proof {
                    NoMateProof::Material(material) => {
                        let words = material_words(material, lang);
                        say!(lang, "{opponent} has {words}", "{opponent} ont {words}")
                    }
                    NoMateProof::Analysis => say!(
                        lang,
                        "proved by CHA-Solver's analysis",
                        "prouvé par l'analyse de CHA-Solver"
                    ),
                    NoMateProof::Search => say!(
                        lang,
                        "proved by an exhaustive helpmate search",
                        "prouvé par une recherche exhaustive de mats aidés"
                    ),
                };
                say!(
                    lang,
                    "{opponent} cannot checkmate by any series of legal moves ({how})",
                    "{opponent} ne peuvent mater par aucune suite de coups légaux ({how})"
                )
            }
            Reason::Undetermined { budget } => {
                let seconds = format!("{:.1}", budget.as_secs_f64());
                say!(
                    lang,
                    "undetermined: no proof within {seconds} s either way, and by material {opponent} can mate; \
                     the arbiter decides",
                    "indéterminé : aucune preuve en {seconds} s dans un sens ni dans l'autre, et au matériel \
                     {opponent} peuvent mater ; l'arbitre décide"
                )
            }
        }
    }

    /// The reason in words, after the result: the flag, then the ruling.
    pub fn explanation(&self, lang: Language) -> String {
        self.explanation_before(lang, None)
    }

    /// The same for a flag that fell in a period still to be completed by
    /// move `before` (Art. 6.9: the moves were not completed in time).
    pub fn explanation_before(&self, lang: Language, before: Option<u32>) -> String {
        let flagged = sides(self.flagged, lang);
        let period = unfinished_period(before, lang);
        let words = self.opponent_words(lang);
        match (&self.reason, self.result) {
            (Reason::Checkmate, KnownOutcome::Decisive { winner }) => {
                let mated = capitalized(side(!winner, lang));
                say!(
                    lang,
                    "{mated} is checkmated: the mate ended the game before {flagged} flag fell (Art. 5.1.1)",
                    "{mated} sont mats : le mat a terminé la partie avant la chute du drapeau {flagged} (art. 5.1.1)"
                )
            }
            // Only a hand-made verdict can say this; words rather than a panic.
            (Reason::Checkmate, KnownOutcome::Draw) => say!(
                lang,
                "checkmate on the board (Art. 5.1.1)",
                "échec et mat sur l'échiquier (art. 5.1.1)"
            ),
            (Reason::Stalemate, _) => say!(
                lang,
                "stalemate: it ended the game before {flagged} flag fell (Art. 5.2.1)",
                "pat : il a terminé la partie avant la chute du drapeau {flagged} (art. 5.2.1)"
            ),
            (Reason::OpponentCanMate { .. }, _) => say!(
                lang,
                "{flagged} flag fell{period} and {words} (Art. 6.9)",
                "Le drapeau {flagged} est tombé{period} et {words} (art. 6.9)"
            ),
            (Reason::OpponentCannotMate { .. }, _) => say!(
                lang,
                "{flagged} flag fell{period} but {words}: draw (Art. 6.9)",
                "Le drapeau {flagged} est tombé{period} mais {words} : nulle (art. 6.9)"
            ),
            (Reason::Undetermined { .. }, _) => say!(
                lang,
                "{flagged} flag fell{period}; {words} (Art. 6.9)",
                "Le drapeau {flagged} est tombé{period} ; {words} (art. 6.9)"
            ),
        }
    }
}

/// " before move 40 was completed", after "White's flag fell", when the
/// flag fell in a period that ends at move `before`; nothing otherwise.
pub fn unfinished_period(before: Option<u32>, lang: Language) -> String {
    match before {
        Some(number) => say!(
            lang,
            " before move {number} was completed",
            " avant que le coup {number} soit joué"
        ),
        None => String::new(),
    }
}

impl fmt::Display for Verdict {
    /// One line: the result, a space, the reason in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            self.result.as_str(),
            self.explanation(Language::English)
        )
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
    fn the_helpmate_shown_is_the_shortest_found() {
        // Black flagged in each; CHA-Solver's own lines ran to 128, 121 and
        // 110 plies, where 1...Ne7 2.e5#, 1.Nxe5 Ne7 2.Bxf7# and 1...f6 2.e3
        // g5 3.Qh5# mate.
        let cases = [
            (
                "rnbq2nr/pppp1ppp/4pk2/7Q/4P3/R7/1PPP1PPP/1NB1KBNR b - - 0 1",
                2,
            ),
            (
                "r1bqkb1r/2pp1ppp/p1n2n2/1p2p3/4P3/1B3N2/PPPP1PPP/RNBQK2R w KQkq - 0 1",
                3,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq - 0 1",
                4,
            ),
        ];
        for (fen, plies) in cases {
            let text = line(fen, Color::Black);
            let helpmate = text
                .strip_prefix("1-0 Black's flag fell and White could still checkmate: ")
                .and_then(|rest| rest.strip_suffix("# (Art. 6.9)"))
                .unwrap_or_else(|| panic!("{fen}: {text}"));
            // Move numbers ("2.", "1...") are not moves.
            let moves = helpmate
                .split_whitespace()
                .filter(|t| {
                    !t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
                        .is_empty()
                })
                .count();
            assert_eq!(moves, plies, "{fen}: {text}");
        }
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
