//! How a game ends on the board, without anyone claiming anything.

use shakmaty::{Chess, Color, KnownOutcome, Position, attacks};

/// A game end the scoresheet detects by itself after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// 5.1.1: the side to move is checkmated.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// 5.2.1: the side to move has no legal move and is not in check.
    Stalemate,
    /// 5.2.2: neither side can checkmate by any series of legal moves.
    DeadPosition,
    /// 9.6.1: the same position for at least the fifth time.
    FivefoldRepetition,
    /// 9.6.2: 75 moves by each side without a pawn move or a capture.
    SeventyFiveMoves,
}

impl GameEnd {
    /// The game's result.
    pub fn result(self) -> KnownOutcome {
        match self {
            GameEnd::Checkmate { winner } => KnownOutcome::Decisive { winner },
            _ => KnownOutcome::Draw,
        }
    }

    /// The article of the FIDE Laws that ends the game.
    pub fn article(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "5.1.1",
            GameEnd::Stalemate => "5.2.1",
            GameEnd::DeadPosition => "5.2.2",
            GameEnd::FivefoldRepetition => "9.6.1",
            GameEnd::SeventyFiveMoves => "9.6.2",
        }
    }
}

/// Whether the side to move has a legal move (neither mate nor stalemate
/// on the board). Most positions show one among the king's few squares:
/// out of check, a king may step to any neighbouring square its own side
/// does not hold and no enemy piece attacks (no enemy line runs through
/// the king, so its leaving opens none). Only the rest are asked for every
/// move: listing them was a twentieth of a batch of flag falls.
pub fn has_legal_move(pos: &Chess) -> bool {
    let board = pos.board();
    let turn = pos.turn();
    if !pos.is_check()
        && let Some(king) = board.king_of(turn)
    {
        let free = attacks::king_attacks(king) & !board.by_color(turn);
        let occupied = board.occupied();
        if free
            .into_iter()
            .any(|to| board.attacks_to(to, !turn, occupied).is_empty())
        {
            return true;
        }
    }
    !pos.legal_moves().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_fen;

    #[test]
    fn a_legal_move_is_found_exactly_when_shakmaty_lists_one() {
        let data = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/cha/chasolver_lichess.txt"
        );
        let text = std::fs::read_to_string(data).expect("the lichess positions");
        let fens = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .step_by(4)
            .filter_map(|l| l.split_once(' ').map(|(_, fen)| fen));
        // Mates and stalemates, in check and out, a king boxed in by its
        // own pieces with other moves, one whose every square is attacked.
        let by_hand = [
            "8/8/8/8/8/8/8/kQK5 b - - 0 1",
            "k7/8/1Q6/8/8/8/8/2K5 b - - 0 1",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "6rk/6pp/8/8/8/8/8/K7 b - - 0 1",
            "k7/2Q5/1K6/8/8/8/7p/8 b - - 0 1",
        ];
        let mut positions = 0;
        for fen in fens.chain(by_hand) {
            let pos = parse_fen(fen).unwrap();
            let mut each = vec![pos.clone()];
            // And every position one move on: checks, captures, pins.
            for m in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(m);
                each.push(next);
            }
            for p in each {
                assert_eq!(has_legal_move(&p), !p.legal_moves().is_empty(), "{fen}");
                positions += 1;
            }
        }
        assert!(positions > 300_000, "{positions} positions");
    }
}
