//! The game record: every move with its SAN, the position after every ply,
//! repetitions, the halfmove count, and the game end the board shows.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};

use super::fen::{FenError, parse_fen};
use super::game_end::GameEnd;
use super::move_input::{MoveText, parse_move};
use super::move_label::MoveLabel;
use super::notation::{Letters, Notation};
use super::repetition::RepetitionKey;
use super::resolve::{MoveError, MoveErrorKind, resolve};
use super::san::play_san;
use super::unwinnable::{cannot_mate_fast, to_board};

/// One move as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN with `+` or `#`.
    pub san: SanPlus,
}

/// The automatic scoresheet of one game.
///
/// ```
/// use pendule::rules::{GameEnd, Letters, Scoresheet};
///
/// let mut sheet = Scoresheet::new();
/// sheet.set_letters(Letters::French);
/// for m in ["f3", "e5", "g4", "Dh4"] {
///     sheet.play(m).unwrap();
/// }
/// assert_eq!(sheet.moves()[3].san.to_string(), "Qh4#");
/// assert!(matches!(sheet.end(), Some(GameEnd::Checkmate { .. })));
/// ```
#[derive(Debug, Clone)]
pub struct Scoresheet {
    letters: Letters,
    /// `positions[0]` is the start; `positions[i]` follows ply `i`.
    positions: Vec<Chess>,
    /// The repetition key of each of `positions`.
    keys: Vec<RepetitionKey>,
    moves: Vec<PlayedMove>,
    end: Option<GameEnd>,
}

impl Default for Scoresheet {
    fn default() -> Self {
        Scoresheet::from_position(Chess::default())
    }
}

impl Scoresheet {
    /// A scoresheet from the standard starting position.
    pub fn new() -> Self {
        Self::default()
    }

    /// A scoresheet from a position given as FEN.
    ///
    /// # Errors
    /// [`FenError`] when the FEN cannot be read or the position is illegal.
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        parse_fen(fen).map(Self::from_position)
    }

    /// A scoresheet from a legal position. The position may already be over
    /// (mate, stalemate, dead): then [`Scoresheet::end`] says so.
    pub fn from_position(start: Chess) -> Self {
        let mut sheet = Scoresheet {
            letters: Letters::default(),
            keys: vec![RepetitionKey::of(&start)],
            positions: vec![start],
            moves: Vec::new(),
            end: None,
        };
        sheet.end = sheet.detect_end();
        sheet
    }

    /// The piece letters moves are typed in.
    pub fn letters(&self) -> Letters {
        self.letters
    }

    /// Sets the piece letters of the moves typed from now on.
    pub fn set_letters(&mut self, letters: Letters) {
        self.letters = letters;
    }

    /// The starting position.
    pub fn start(&self) -> &Chess {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        self.positions.last().expect("the start is always there")
    }

    /// The position after `ply` half-moves (0: the start).
    pub fn position_after(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// How the board ended the game, if it did.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// Half-moves since the last capture or pawn move (as in FEN).
    pub fn halfmoves(&self) -> u32 {
        self.position().halfmoves()
    }

    /// How often the current position has stood on the board, this time
    /// included.
    pub fn repetitions(&self) -> usize {
        self.plies_with(self.keys.last().expect("the start is always there"))
            .len()
    }

    /// The plies after which `key` stood (0: the start), oldest first.
    pub(super) fn plies_with(&self, key: &RepetitionKey) -> Vec<usize> {
        // A capture, a pawn move or lost castling rights make every earlier
        // position different, so only the halfmove window can repeat.
        let last = self.keys.len() - 1;
        let first = last.saturating_sub(self.halfmoves() as usize);
        (first..=last)
            .filter(|&ply| self.keys[ply] == *key)
            .collect()
    }

    /// Finds the legal move that `text` names, without playing it.
    ///
    /// # Errors
    /// [`MoveError`] when the text is no move, names no legal move or more
    /// than one, or the game is over.
    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        let parsed = parse_move(text, self.letters).map_err(|e| MoveError {
            input: text.to_owned(),
            kind: e.into(),
        });
        self.resolve_text(text, parsed?)
    }

    fn resolve_text(&self, input: &str, text: MoveText) -> Result<Move, MoveError> {
        let error = |kind| MoveError {
            input: input.to_owned(),
            kind,
        };
        if self.end.is_some() {
            return Err(error(MoveErrorKind::GameOver));
        }
        resolve(self.position(), text, self.notation()).map_err(error)
    }

    /// Plays the move `text` names and records it.
    ///
    /// # Errors
    /// As [`Scoresheet::read_move`]; the scoresheet is then unchanged.
    pub fn play(&mut self, text: &str) -> Result<&PlayedMove, MoveError> {
        let m = self.read_move(text)?;
        Ok(self.record(m))
    }

    /// Plays a move given by its squares (from the touch board); a king
    /// moving two squares from its start is castling.
    ///
    /// # Errors
    /// [`MoveError`] when the move is not legal here or the game is over.
    pub fn play_move(&mut self, m: Move) -> Result<&PlayedMove, MoveError> {
        if self.end.is_none() && self.position().is_legal(m) {
            return Ok(self.record(m));
        }
        let from = m.from();
        let text = MoveText::Normal {
            role: None,
            file: from.map(|sq| sq.file()),
            rank: from.map(|sq| sq.rank()),
            capture: false,
            to: m.to(),
            promotion: m.promotion(),
        };
        let m = self.resolve_text(&m.to_string(), text)?;
        Ok(self.record(m))
    }

    /// Takes back the last move (an arbiter's correction).
    pub fn take_back(&mut self) -> Option<PlayedMove> {
        let played = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        self.end = self.detect_end();
        Some(played)
    }

    /// The moves written out in a notation.
    pub fn written(&self, notation: Notation) -> Vec<String> {
        self.moves.iter().map(|m| notation.write(&m.san)).collect()
    }

    /// The moves as numbered lines of a scoresheet: `1. e4 e5`, and
    /// `1... e5` first when the game began with Black to move.
    pub fn move_pairs(&self, notation: Notation) -> Vec<String> {
        self.move_pairs_marked(notation, &[])
    }

    /// The same lines, with "(=)" after each move at whose ply (counted
    /// from 1) a draw was offered, as 9.1.2.3 asks of the scoresheet.
    pub fn move_pairs_marked(&self, notation: Notation, offers: &[usize]) -> Vec<String> {
        let start = self.start();
        let mut number = start.fullmoves().get();
        let mut lines = Vec::new();
        let mut written = self
            .written(notation)
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                if offers.contains(&(i + 1)) {
                    format!("{m}(=)")
                } else {
                    m
                }
            });
        if start.turn() == Color::Black
            && let Some(first) = written.next()
        {
            lines.push(format!("{number}... {first}"));
            number += 1;
        }
        let rest: Vec<String> = written.collect();
        for pair in rest.chunks(2) {
            lines.push(format!("{number}. {}", pair.join(" ")));
            number += 1;
        }
        lines
    }

    /// The notation that matches the letters typed, for messages.
    fn notation(&self) -> Notation {
        self.letters.notation()
    }

    fn record(&mut self, m: Move) -> &PlayedMove {
        let mut next = self.position().clone();
        let san = play_san(&mut next, m);
        self.keys.push(RepetitionKey::of(&next));
        self.positions.push(next);
        self.moves.push(PlayedMove { mv: m, san });
        self.end = self.detect_end();
        self.moves.last().expect("just pushed")
    }

    /// Mate first (9.6.2: a mate on the 75th move stands), then the draws.
    fn detect_end(&self) -> Option<GameEnd> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            return Some(if pos.is_check() {
                GameEnd::Checkmate {
                    winner: !pos.turn(),
                }
            } else {
                GameEnd::Stalemate
            });
        }
        if is_dead(pos) {
            return Some(GameEnd::DeadPosition);
        }
        if self.repetitions() >= 5 {
            return Some(GameEnd::FivefoldRepetition);
        }
        if pos.halfmoves() >= 150 {
            return Some(GameEnd::SeventyFiveMoves);
        }
        None
    }

    /// The move that made ply `ply` (from 1), as a scoresheet names it.
    pub fn label(&self, ply: usize) -> Option<MoveLabel> {
        let before = ply.checked_sub(1)?;
        let pos = self.positions.get(before)?;
        Some(MoveLabel {
            number: pos.fullmoves().get(),
            color: pos.turn(),
            san: self.moves.get(before)?.san,
        })
    }
}

/// 5.2.2 on the move-entry path: only the fast proof, for both sides.
fn is_dead(pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    to_board(pos).is_some_and(|board| {
        cannot_mate_fast(&board, Color::White) && cannot_mate_fast(&board, Color::Black)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_all(sheet: &mut Scoresheet, moves: &str) {
        for m in moves.split_whitespace() {
            sheet.play(m).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn records_san_and_positions() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O");
        assert_eq!(
            sheet.written(Notation::English).join(" "),
            "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O"
        );
        assert_eq!(sheet.written(Notation::French)[2], "Cf3");
        assert_eq!(sheet.moves().len(), 9);
        assert_eq!(sheet.position_after(0), Some(sheet.start()));
        assert_eq!(sheet.turn(), Color::Black);
        assert_eq!(sheet.halfmoves(), 1);
    }

    #[test]
    fn a_refused_move_leaves_the_game_unchanged() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "e4 e5");
        let before = sheet.position().clone();
        assert!(sheet.play("Ke3").is_err());
        assert!(sheet.play("Nf6").is_err());
        assert_eq!(sheet.position(), &before);
        assert_eq!(sheet.moves().len(), 2);
    }

    #[test]
    fn fools_mate_ends_the_game() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "f3 e5 g4 Qh4");
        assert_eq!(
            sheet.end(),
            Some(GameEnd::Checkmate {
                winner: Color::Black
            })
        );
        assert_eq!(sheet.moves()[3].san.to_string(), "Qh4#");
        let error = sheet.play("a3").unwrap_err();
        assert_eq!(error.kind, MoveErrorKind::GameOver);
    }

    #[test]
    fn take_back_reopens_the_game() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "f3 e5 g4 Qh4");
        assert!(sheet.take_back().is_some());
        assert_eq!(sheet.end(), None);
        assert_eq!(sheet.moves().len(), 3);
        assert!(sheet.play("d5").is_ok());
    }

    #[test]
    fn numbers_move_pairs() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "e4 e5 Nf3");
        assert_eq!(sheet.move_pairs(Notation::French), ["1. e4 e5", "2. Cf3"]);
        let mut sheet = Scoresheet::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30").unwrap();
        play_all(&mut sheet, "Kd7 Kd2 Kc6");
        assert_eq!(
            sheet.move_pairs(Notation::English),
            ["30... Kd7", "31. Kd2 Kc6"]
        );
    }

    #[test]
    fn labels_plies_as_on_a_scoresheet() {
        let mut sheet = Scoresheet::new();
        play_all(&mut sheet, "e4 e5");
        let written = |ply| sheet.label(ply).map(|l| l.write(Notation::French));
        assert_eq!(written(0), None);
        assert_eq!(written(1).as_deref(), Some("1.e4"));
        assert_eq!(written(2).as_deref(), Some("1...e5"));
        assert_eq!(written(3), None);
    }
}
