//! Art. 6.9: who lost when a flag fell. "The game is drawn if the position
//! is such that the opponent cannot checkmate the player's king by any
//! possible series of legal moves."

use std::time::{Duration, Instant};

use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::game_end::has_legal_move;
use super::material::Material;
use super::notation::Notation;
use super::proof_line::{MatingLine, Proof};
use super::race::{Raced, race};
use super::unwinnable::{
    Search, cannot_mate_fast, chasolver_search, shorter, to_board, without_castling,
};

/// How long the full search may take before the arbiter is asked (the
/// default of the setting).
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(2);

/// The ruling on a flag fall, with its proof (`crate::words` says it).
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

/// Decides Art. 6.9 for `flagged` in `pos` within `budget`, as one ruling
/// (a flag on the device, `pendule timeout --fen`): CHA-Solver's fast proof
/// raced against its full search and pendule's helpmate search (`race`), so
/// that no slow proof holds the ruling past its budget. A loss comes with
/// the first line found (`proof::prove` looks for a shorter one after).
/// Mate and stalemate on the board come first: they ended the game before
/// any flag.
pub fn decide(pos: &Chess, flagged: Color, budget: Duration, notation: Notation) -> Verdict {
    rule(
        pos,
        flagged,
        budget,
        notation,
        UciMoves::Kept,
        |board, winner| race(pos, board, winner, budget),
    )
}

/// [`decide`] in CHA-Solver's own order, one search at a time on this
/// thread, for a batch at its throughput: the fast proof (it is not
/// timed), then the full search, whose answer counts only if it came
/// within `budget`, as if it had been waited for that long. Handing each
/// search to another thread to wait for it cost a batch more than half
/// again CHA-Solver's time: two thread wake-ups a position, each waiting
/// for a core on a loaded machine.
pub fn decide_in_order(
    pos: &Chess,
    flagged: Color,
    budget: Duration,
    notation: Notation,
    uci: UciMoves,
) -> Verdict {
    rule(pos, flagged, budget, notation, uci, |board, winner| {
        if cannot_mate_fast(&board, winner) {
            return Raced::CannotMateFast;
        }
        if budget.is_zero() {
            return Raced::Searched(Search::Undetermined);
        }
        let began = Instant::now();
        let found = chasolver_search(pos, &board, winner);
        if began.elapsed() > budget {
            return Raced::Searched(Search::Undetermined);
        }
        Raced::Searched(found)
    })
}

/// Whether a loss's proof keeps its moves as UCI beside its written line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UciMoves {
    /// Kept: the line can be replayed (the device, a journal, a search for
    /// a shorter line).
    Kept,
    /// Left out: a ruling only printed, as a batch prints CHA-Solver's
    /// lines. Writing them was over a quarter of the instructions a
    /// lichess batch's losses cost beyond CHA-Solver's own work.
    Left,
}

/// The ruling, with `analyse` asked whether the opponent can mate once the
/// board and the material rule have not decided.
fn rule(
    pos: &Chess,
    flagged: Color,
    budget: Duration,
    notation: Notation,
    uci: UciMoves,
    analyse: impl FnOnce(chess::Board, Color) -> Raced,
) -> Verdict {
    let verdict = |result, reason| Verdict {
        flagged,
        result,
        reason,
    };
    let loss = KnownOutcome::Decisive { winner: !flagged };
    let draw = |proof| verdict(KnownOutcome::Draw, Reason::OpponentCannotMate { proof });
    if !has_legal_move(pos) {
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
    let raced = match to_board(pos) {
        Some(board) => analyse(board, opponent),
        None => match without_castling(pos).as_ref().and_then(to_board) {
            Some(board) => {
                let began = Instant::now();
                let raced = analyse(board, opponent);
                with_castling(pos, opponent, raced, budget.saturating_sub(began.elapsed()))
            }
            None => return verdict(loss, Reason::Undetermined { budget }),
        },
    };
    match raced {
        Raced::CannotMateFast => draw(NoMateProof::Analysis),
        Raced::Searched(Search::Mate(mate)) => {
            let Proof { line, moves } = match uci {
                UciMoves::Kept => Proof::of(&mate, notation),
                UciMoves::Left => Proof::written(&mate, notation),
            };
            verdict(loss, Reason::OpponentCanMate { line, moves })
        }
        Raced::Searched(Search::Unwinnable) => draw(NoMateProof::Search),
        // The material rule: the opponent has mating material (it passed
        // the insufficient-material test above), so the flag loses.
        Raced::Searched(Search::Undetermined) => verdict(loss, Reason::Undetermined { budget }),
    }
}

/// The plies pendule's helpmate search may look ahead for a mate that
/// castles, as when it races CHA-Solver.
const CASTLING_LINE_PLIES: usize = 60;

/// CHA-Solver's answer on a Chess960 position without the castling rights
/// it cannot hold, made an answer on the position with them: a mate stands
/// (a line that does not castle is legal with the rights too); a proof
/// that no mate exists does not cover the lines that castle, so pendule's
/// own helpmate search, which castles as Chess960 does, looks for a mate
/// in the budget left. None found leaves the ruling to the arbiter.
fn with_castling(pos: &Chess, winner: Color, raced: Raced, budget: Duration) -> Raced {
    if let Raced::Searched(Search::Mate(line)) = raced {
        return Raced::Searched(Search::Mate(line));
    }
    let found = shorter(pos, winner, CASTLING_LINE_PLIES, budget, 1)
        .and_then(|line| MatingLine::of_moves(pos, &line, winner));
    Raced::Searched(found.map_or(Search::Undetermined, Search::Mate))
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;

    use super::*;
    use crate::rules::fen::parse_fen;

    fn verdict(fen: &str, flagged: Color) -> Verdict {
        let pos = parse_fen(fen).unwrap();
        decide(&pos, flagged, Duration::from_secs(30), Notation::English)
    }

    /// The helpmate's moves, replayed: `None` unless they end in mate.
    fn mating_line(fen: &str, verdict: &Verdict) -> Option<usize> {
        let Reason::OpponentCanMate { moves, .. } = &verdict.reason else {
            return None;
        };
        let mut pos = parse_fen(fen).unwrap();
        for uci in moves {
            let m = uci.parse::<UciMove>().ok()?.to_move(&pos).ok()?;
            pos.play_unchecked(m);
        }
        pos.is_checkmate().then_some(moves.len())
    }

    #[test]
    fn rules_each_kind_of_flag_fall() {
        use Color::*;
        let white_wins = KnownOutcome::Decisive { winner: White };
        let cases = [
            (
                "8/8/8/8/8/8/8/kQK5 b - - 0 1",
                Black,
                white_wins,
                Reason::Checkmate,
            ),
            (
                "k7/8/1Q6/8/8/8/8/2K5 b - - 0 1",
                Black,
                KnownOutcome::Draw,
                Reason::Stalemate,
            ),
            (
                "k7/8/8/8/8/8/8/1NK5 b - - 0 1",
                Black,
                KnownOutcome::Draw,
                Reason::OpponentCannotMate {
                    proof: NoMateProof::Material(Material {
                        knights: 1,
                        ..Material::default()
                    }),
                },
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                White,
                KnownOutcome::Draw,
                Reason::OpponentCannotMate {
                    proof: NoMateProof::Material(Material::default()),
                },
            ),
        ];
        for (fen, flagged, result, reason) in cases {
            let verdict = verdict(fen, flagged);
            assert_eq!((verdict.result, verdict.reason), (result, reason), "{fen}");
        }
    }

    #[test]
    fn a_loss_carries_a_helpmate_line_that_mates() {
        // Black flagged; White has a knight, Black a rook that can help.
        let fen = "8/8/8/8/8/2N5/r7/k1K5 b - - 0 1";
        let verdict = verdict(fen, Color::Black);
        assert_eq!(
            verdict.result,
            KnownOutcome::Decisive {
                winner: Color::White
            }
        );
        assert!(mating_line(fen, &verdict).is_some(), "{verdict:?}");
        let Reason::OpponentCanMate { line, .. } = &verdict.reason else {
            unreachable!()
        };
        assert!(line.starts_with("1...") && line.ends_with('#'), "{line}");
    }

    #[test]
    fn a_ruling_only_printed_has_the_same_line_without_its_uci() {
        let pos = parse_fen("8/8/8/8/8/2N5/r7/k1K5 b - - 0 1").unwrap();
        let rule =
            |uci| decide_in_order(&pos, Color::Black, DEFAULT_BUDGET, Notation::English, uci);
        let (kept, left) = (rule(UciMoves::Kept), rule(UciMoves::Left));
        let (
            Reason::OpponentCanMate { line, moves },
            Reason::OpponentCanMate {
                line: written,
                moves: none,
            },
        ) = (&kept.reason, &left.reason)
        else {
            panic!("two losses: {kept:?} / {left:?}");
        };
        assert_eq!(line, written);
        assert!(!moves.is_empty() && none.is_empty(), "{moves:?} / {none:?}");
    }

    #[test]
    fn a_locked_pawn_wall_is_a_draw() {
        // From chasolver's README (lichess ijyj0mHa): Black cannot mate.
        let verdict = verdict(
            "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
            Color::White,
        );
        assert_eq!(verdict.result, KnownOutcome::Draw);
        assert!(
            matches!(verdict.reason, Reason::OpponentCannotMate { .. }),
            "{verdict:?}"
        );
    }

    #[test]
    fn a_proof_without_chess960_castling_proves_nothing_with_it() {
        // Kings and rooks keeping castling rights of Chess960 (king on c1,
        // rook on b1), which CHA-Solver's board cannot hold: a proof on
        // the board without them (given here) is no ruling; pendule's own
        // search, which castles, looks for a mate, and with no time for it
        // the arbiter decides.
        let fen = "1rk5/p7/8/8/8/8/P7/1RK5 w Bb - 0 1";
        let pos = crate::rules::parse_fen_in(fen, crate::rules::Variant::Chess960).unwrap();
        assert!(to_board(&pos).is_none());
        let proved = || Raced::CannotMateFast;
        let searched = |budget| match with_castling(&pos, Color::Black, proved(), budget) {
            Raced::Searched(search) => search,
            Raced::CannotMateFast => panic!("a proof carried over"),
        };
        assert_eq!(searched(Duration::ZERO), Search::Undetermined);
        assert!(matches!(searched(DEFAULT_BUDGET), Search::Mate(_)));
    }
}
