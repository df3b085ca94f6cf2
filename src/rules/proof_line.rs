//! The line that proves a ruling (a helpmate after a lost flag), checked
//! and written for people and for machines. Its own file so that the
//! ruling (`timeout`), which gives CHA-Solver's line, and the shorter line's
//! search (`proof`), which needs the ruling, both use it without needing
//! each other.

use shakmaty::san::{SanPlus, Suffix};
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use super::checked_move::checked_move;
use super::notation::Notation;
use super::san::write_numbered;

/// A line replayed from its position move by move, each move legal there,
/// ending with the winner's mate: only such a line proves a loss. Each
/// move's SAN is kept from that replay, so writing it replays nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatingLine {
    moves: Vec<Move>,
    sans: Vec<SanPlus>,
    /// The move number and side to move where it starts.
    number: u32,
    turn: Color,
    /// How its castling is written as UCI: Chess960's king onto rook.
    castling: CastlingMode,
}

impl MatingLine {
    /// `steps` from `pos`, each made a move on the position it is played
    /// in by `to_move`: `None` unless every one is a legal move there and
    /// the last is `winner`'s mate.
    pub fn check<T>(
        pos: &Chess,
        steps: impl IntoIterator<Item = T>,
        winner: Color,
        mut to_move: impl FnMut(&Chess, T) -> Option<Move>,
    ) -> Option<MatingLine> {
        let steps = steps.into_iter();
        let mut end = pos.clone();
        let mut moves = Vec::with_capacity(steps.size_hint().0);
        let mut sans = Vec::with_capacity(steps.size_hint().0);
        for step in steps {
            let m = to_move(&end, step)?;
            let san = checked_move(&mut end, m)?;
            // A check before the last move is no mate: a legal move
            // followed it. So only the end is asked for every reply.
            let suffix = end.is_check().then_some(Suffix::Check);
            sans.push(SanPlus { san, suffix });
            moves.push(m);
        }
        // No moves is no line: a mate on the board is ruled as that.
        if sans.is_empty() || !end.is_checkmate() || end.turn() == winner {
            return None;
        }
        if let Some(last) = sans.last_mut() {
            last.suffix = Some(Suffix::Checkmate);
        }
        Some(MatingLine {
            moves,
            sans,
            number: pos.fullmoves().get(),
            turn: pos.turn(),
            castling: pos.castles().mode(),
        })
    }

    /// [`MatingLine::check`] of moves already made.
    pub fn of_moves(pos: &Chess, moves: &[Move], winner: Color) -> Option<MatingLine> {
        MatingLine::check(pos, moves.iter().copied(), winner, |_, m| Some(m))
    }

    /// The moves, from the position it was checked from.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}

/// A helpmate that proves a ruling, replayable from the final position.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Proof {
    /// The moves, numbered, in the chosen notation.
    pub line: String,
    /// The same moves as UCI.
    pub moves: Vec<String>,
}

impl Proof {
    /// The proof of a checked line, written in `notation`.
    pub fn of(line: &MatingLine, notation: Notation) -> Proof {
        let uci = |m: &Move| {
            let mut text = String::with_capacity(5);
            m.to_uci(line.castling).append_to_string(&mut text);
            text
        };
        Proof {
            moves: line.moves.iter().map(uci).collect(),
            ..Proof::written(line, notation)
        }
    }

    /// The proof of a checked line, written in `notation`, without its
    /// moves as UCI (`moves` empty): for a ruling that is only read.
    pub fn written(line: &MatingLine, notation: Notation) -> Proof {
        Proof {
            line: write_numbered(line.number, line.turn, &line.sans, notation),
            moves: Vec::new(),
        }
    }

    /// The winner's moves in it ("mate in N"): a line of `plies` half-moves
    /// ends on the winner's move, so it has half of them, rounded up.
    pub fn length_in_moves(plies: usize) -> usize {
        plies.div_ceil(2)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;

    use super::*;
    use crate::rules::parse_fen;
    use crate::rules::san::write_line;

    fn moves(pos: &Chess, uci: &[&str]) -> Vec<Move> {
        let mut end = pos.clone();
        uci.iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&end).unwrap();
                end.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn only_a_legal_line_ending_in_the_winners_mate_is_checked() {
        let pos = Chess::default();
        let fools = moves(&pos, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        let line = MatingLine::of_moves(&pos, &fools, Color::Black).expect("Black mates");
        assert_eq!(line.moves(), &fools[..]);
        let proof = Proof::of(&line, Notation::English);
        assert_eq!(proof.line, "1.f3 e5 2.g4 Qh4#");
        assert_eq!(proof.line, write_line(&pos, &fools, Notation::English));
        assert_eq!(proof.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
        // The wrong winner, a line that stops before the mate, a move that
        // is not legal where it is played, no moves at all.
        assert_eq!(MatingLine::of_moves(&pos, &fools, Color::White), None);
        assert_eq!(MatingLine::of_moves(&pos, &fools[..3], Color::Black), None);
        let mut swapped = fools.clone();
        swapped.swap(0, 1);
        assert_eq!(MatingLine::of_moves(&pos, &swapped, Color::Black), None);
        assert_eq!(MatingLine::of_moves(&pos, &[], Color::Black), None);
    }

    #[test]
    fn a_line_from_black_is_numbered_as_its_moves_replayed() {
        let pos = parse_fen("k7/8/1K6/8/8/8/8/7R b - - 0 60").unwrap();
        let mate = moves(&pos, &["a8b8", "h1h8"]);
        let line = MatingLine::of_moves(&pos, &mate, Color::White).unwrap();
        let proof = Proof::of(&line, Notation::French);
        assert_eq!(proof.line, "60...Rb8 61.Th8#");
        assert_eq!(proof.line, write_line(&pos, &mate, Notation::French));
    }
}
