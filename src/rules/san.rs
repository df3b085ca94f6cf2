//! Moves as SAN with their check and mate signs, and numbered lines of
//! them as on a scoresheet (`34...Kb8 35.Nc6+ Ka8 36.Nb6#`).

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Chess, Color, Move, Position};

use super::notation::Notation;

/// A series of moves from `pos`, numbered as on a scoresheet:
/// `34...Kb8 35.Nc6+ Ka8 36.Nb6#`, each move replayed with [`play_san`]:
/// the reference a checked line's writing (`proof_line::MatingLine`, the
/// only writer the code uses) is tested against.
#[cfg(test)]
pub fn write_line(pos: &Chess, moves: &[Move], notation: Notation) -> String {
    let mut end = pos.clone();
    let sans: Vec<SanPlus> = moves.iter().map(|&m| play_san(&mut end, m)).collect();
    write_numbered(pos.fullmoves().get(), pos.turn(), &sans, notation)
}

/// Moves already in SAN, numbered from move `number` with `turn` to play
/// first, as [`write_line`] numbers them.
pub fn write_numbered(number: u32, turn: Color, sans: &[SanPlus], notation: Notation) -> String {
    let (mut number, mut turn) = (number, turn);
    let mut out = String::with_capacity(sans.len() * 7);
    for (i, san) in sans.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        // Written into the line itself, digit by digit: formatting each
        // number was half the instructions a batch spent writing its lines.
        match turn {
            Color::White => {
                push_number(&mut out, number);
                out.push('.');
            }
            Color::Black if i == 0 => {
                push_number(&mut out, number);
                out.push_str("...");
            }
            Color::Black => {}
        }
        notation.write_into(san, &mut out);
        if turn == Color::Black {
            number = number.saturating_add(1);
        }
        turn = !turn;
    }
    out
}

/// `number` in decimal at the end of `out`.
fn push_number(out: &mut String, number: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    let mut rest = number;
    loop {
        at -= 1;
        // A digit is below ten: the cast keeps it whole.
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[at..].iter().map(|&d| char::from(d)));
}

/// `m` in SAN with its check or mate sign, played on `pos`: the same as
/// shakmaty's `SanPlus::from_move_and_play_unchecked`, which asks for the
/// game's outcome after every move and so generates every legal reply; only
/// a check needs them (mate or not). Writing CHA-Solver's lines of dozens
/// of moves spent a seventh of a lichess batch there.
pub fn play_san(pos: &mut Chess, m: Move) -> SanPlus {
    let san = San::from_move(pos, m);
    pos.play_unchecked(m);
    SanPlus {
        san,
        suffix: suffix(pos),
    }
}

/// The sign of the move that led to `pos`.
fn suffix(pos: &Chess) -> Option<Suffix> {
    pos.is_check().then(|| {
        if pos.legal_moves().is_empty() {
            Suffix::Checkmate
        } else {
            Suffix::Check
        }
    })
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;

    use super::*;

    fn san(text: &str) -> SanPlus {
        SanPlus::from_ascii(text.as_bytes()).unwrap()
    }

    #[test]
    fn play_san_writes_what_shakmaty_writes() {
        // Every reply of positions with checks, mates, promotions, castling
        // and ambiguous knights: the signs and the SAN are shakmaty's own.
        for fen in [
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "r3k2r/1P6/8/8/8/2N3N1/8/R3K2R w KQkq - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
            "7k/8/8/8/8/1r6/2q5/K7 b - - 0 1",
        ] {
            let pos: Chess = crate::rules::parse_fen(fen).unwrap();
            for m in pos.legal_moves() {
                let (mut ours, mut theirs) = (pos.clone(), pos.clone());
                let expected = SanPlus::from_move_and_play_unchecked(&mut theirs, m);
                assert_eq!(play_san(&mut ours, m), expected, "{fen} {m:?}");
                assert_eq!(ours, theirs);
            }
        }
    }

    #[test]
    fn numbers_a_line_from_either_side() {
        let pos = crate::rules::fen::parse_fen("8/8/8/8/8/k7/1r6/2K5 b - - 0 40").unwrap();
        let moves: Vec<Move> = ["b2b1", "c1b1"]
            .iter()
            .scan(pos.clone(), |p, uci| {
                let m = uci.parse::<UciMove>().unwrap().to_move(p).unwrap();
                p.play_unchecked(m);
                Some(m)
            })
            .collect();
        assert_eq!(
            write_line(&pos, &moves, Notation::English),
            "40...Rb1+ 41.Kxb1"
        );
        assert_eq!(
            write_line(&pos, &moves, Notation::French),
            "40...Tb1+ 41.Rxb1"
        );
    }

    #[test]
    fn numbers_carry_on_past_black_moves() {
        let sans = [san("Rb1+"), san("Kxb1"), san("Ka2"), san("Kc2")];
        assert_eq!(
            write_numbered(40, Color::Black, &sans, Notation::English),
            "40...Rb1+ 41.Kxb1 Ka2 42.Kc2"
        );
        assert_eq!(
            write_numbered(9, Color::White, &sans[..3], Notation::German),
            "9.Tb1+ Kxb1 10.Ka2"
        );
    }
}
