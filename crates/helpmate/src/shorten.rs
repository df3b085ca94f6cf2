//! A long line made shorter without a search. CHA-Solver's lines are built
//! for proof and wander: a king walks out and back, a piece steps twice
//! where once would do, both sides spend moves that change nothing. Cutting
//! those leaves a line that still mates, and bounds the search for a
//! shorter one however little time that search gets.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

/// `line`, legal from `pos` and ending with `winner` checkmating, with what
/// it does not need cut: the moves between two visits of one position, any
/// two moves in a row without which it still mates, and a piece's two
/// steps where one step (and a move fewer for the other side) still mates.
/// Legal from `pos` and ending in the same side's mate; `line` itself when
/// it does not mate.
pub fn tighten(pos: &Chess, line: &[Move], winner: Color) -> Vec<Move> {
    let Some(mut line) = mating(pos, line, winner) else {
        return line.to_vec();
    };
    loop {
        let before = line.len();
        cut_repetitions(pos, &mut line);
        drop_pairs(pos, &mut line, winner);
        merge_steps(pos, &mut line, winner);
        if line.len() == before {
            return line;
        }
    }
}

/// `line` replayed from `pos`, each move found again by its squares (a
/// capture may have become a plain move): `None` unless every move is legal
/// and the last is `winner`'s checkmate.
fn mating(pos: &Chess, line: &[Move], winner: Color) -> Option<Vec<Move>> {
    let mut pos = pos.clone();
    let mut moves = Vec::with_capacity(line.len());
    for &m in line {
        let m = m.to_uci(CastlingMode::Standard).to_move(&pos).ok()?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    (pos.turn() != winner && pos.is_checkmate()).then_some(moves)
}

/// The positions along `line` from `pos`: `line.len() + 1` of them.
fn positions(pos: &Chess, line: &[Move]) -> Vec<Chess> {
    let mut all = Vec::with_capacity(line.len() + 1);
    all.push(pos.clone());
    for &m in line {
        let mut next = all[all.len() - 1].clone();
        next.play_unchecked(m);
        all.push(next);
    }
    all
}

/// Cuts the moves between two visits of the same position (the same side
/// to move, rights and en passant): what follows is as legal after the
/// second visit as after the first.
fn cut_repetitions(pos: &Chess, line: &mut Vec<Move>) {
    let hashes: Vec<u64> = positions(pos, line)
        .iter()
        .map(|p| p.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0)
        .collect();
    let mut kept = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        // The last visit of this position: everything before it is a loop.
        let last = (i..hashes.len())
            .rev()
            .find(|&j| hashes[j] == hashes[i])
            .unwrap_or(i);
        if last > i {
            i = last;
            continue;
        }
        kept.push(line[i]);
        i += 1;
    }
    *line = kept;
}

/// Drops two moves in a row (one of each side's) wherever the line still
/// mates without them.
fn drop_pairs(pos: &Chess, line: &mut Vec<Move>, winner: Color) {
    let mut at = positions(pos, line);
    let mut k = 0;
    while k + 2 <= line.len() {
        match mating(&at[k], &line[k + 2..], winner) {
            Some(rest) => {
                line.truncate(k);
                line.extend(rest);
                at = positions(pos, line);
                // The moves before may now go too.
                k = k.saturating_sub(1);
            }
            None => k += 1,
        }
    }
}

/// A piece's two steps, at plies `k` and `j`, made in one at `k`, with one
/// of the other side's moves next to `j` dropped to keep the turns.
fn merge_steps(pos: &Chess, line: &mut Vec<Move>, winner: Color) {
    let mut at = positions(pos, line);
    let mut k = 0;
    while k < line.len() {
        match merged(&at[k], &line[k..], winner) {
            Some(rest) => {
                line.truncate(k);
                line.extend(rest);
                at = positions(pos, line);
            }
            None => k += 1,
        }
    }
}

/// `line` (from `pos`) with its first move's piece taken at once to where
/// it goes next, if the result still mates.
fn merged(pos: &Chess, line: &[Move], winner: Color) -> Option<Vec<Move>> {
    let first = line[0];
    let (Some(from), false) = (first.from(), first.is_castle() || first.is_promotion()) else {
        return None;
    };
    let square = first.to();
    // The same side's later moves, until something else lands on or leaves
    // the piece's square.
    for j in (2..line.len()).step_by(2) {
        if line[j - 1].to() == square || line[j - 1].from() == Some(square) {
            return None;
        }
        let next = line[j];
        if next.from() == Some(square) {
            let step = shakmaty::uci::UciMove::Normal {
                from,
                to: next.to(),
                promotion: next.promotion(),
            };
            let Ok(step) = step.to_move(pos) else {
                return None;
            };
            for gone in [j - 1, j + 1] {
                if gone >= line.len() {
                    continue;
                }
                let mut candidate = Vec::with_capacity(line.len() - 1);
                candidate.push(step);
                candidate.extend(
                    line[1..]
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i + 1 != j && i + 1 != gone)
                        .map(|(_, &m)| m),
                );
                if let Some(moves) = mating(pos, &candidate, winner) {
                    return Some(moves);
                }
            }
            return None;
        }
        if next.to() == square {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;

    use super::*;

    fn parse(fen: &str) -> Chess {
        let setup: shakmaty::fen::Fen = fen.parse().unwrap();
        setup.into_position(CastlingMode::Standard).unwrap()
    }

    fn moves(pos: &Chess, uci: &str) -> Vec<Move> {
        let mut pos = pos.clone();
        uci.split_whitespace()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    fn uci(line: &[Move]) -> String {
        line.iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn the_fools_mate_loses_its_detours() {
        let pos = parse(START);
        // Knights out and back, a pawn in two steps, the queen in two:
        // 1.f3 e5 2.g4 Qh4# is what is left.
        let long = moves(
            &pos,
            "g1f3 b8c6 f3g1 c6b8 f2f3 e7e6 g2g4 e6e5 h2h3 d8e7 a2a3 e7h4",
        );
        let short = tighten(&pos, &long, Color::Black);
        assert!(
            mating(&pos, &short, Color::Black).is_some(),
            "{}",
            uci(&short)
        );
        assert_eq!(short.len(), 4, "{}", uci(&short));
    }

    #[test]
    fn a_line_that_does_not_mate_is_left_alone() {
        let pos = parse(START);
        let line = moves(&pos, "e2e4 e7e5");
        assert_eq!(tighten(&pos, &line, Color::White), line);
    }

    #[test]
    fn a_mate_that_needs_every_move_keeps_them() {
        let pos = parse(START);
        let line = moves(&pos, "e2e4 f7f6 d2d4 g7g5 d1h5");
        assert_eq!(tighten(&pos, &line, Color::White), line);
    }
}
