//! One game at one board: the [`Game`] itself, clock + scoresheet +
//! incidents and what the FIDE policy keeps between inputs, with what it
//! shows. Its inputs are taken in `handle.rs`, and each part of the policy
//! lives in its own file.

use std::collections::VecDeque;
use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::arbiter::Desk;
use super::incident::IncidentState;
use super::io::Output;
use super::outcome::{GameResult, Termination};
use super::quickplay::QuickplayState;
use super::recording::Recording;
use super::said::{Noted, Why};
use super::setup::{GameSetup, Mode};
use crate::clock::{Clock, Moment};
use crate::rules::{FenError, Letters, Scoresheet, Variant, chess960, parse_fen_in};

/// A completed move's press, for `%clk` and `%emt`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PressRecord {
    /// The presser's time right after the press.
    pub remaining: Duration,
    /// The time the move took.
    pub spent: Duration,
}

/// A comment on the game, after ply `ply` (0: before the first move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The ply it follows.
    pub ply: usize,
    /// What it says.
    pub said: Noted,
    /// Made after the game ended (a warning or points reduced, 12.9): said
    /// after the result, in the order it came.
    pub after_end: bool,
}

/// What the game waits for before it can end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Waiting {
    /// A flag fell: the 6.9 ruling (after any missing moves are entered).
    Flag(Color),
    /// A second illegal move: the 7.5.5 ruling.
    Illegal(Color),
    /// A resignation: lost, or drawn when the opponent cannot mate (5.1.2).
    Resign(Color),
}

impl Waiting {
    /// The side the ruling is about.
    pub(super) fn side(self) -> Color {
        match self {
            Waiting::Flag(side) | Waiting::Illegal(side) | Waiting::Resign(side) => side,
        }
    }
}

/// What an illegal move was (7.5): a move on the board, or a press of the
/// clock without a move (7.5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Illegal {
    /// An illegal move completed by a press.
    Move,
    /// A press without a move.
    EmptyPress,
    /// A pawn on the last rank not replaced (7.5.2).
    Promotion,
    /// A move made with two hands (7.5.4).
    TwoHands,
}

/// One game.
#[derive(Debug, Clone)]
pub struct Game {
    pub(super) setup: GameSetup,
    pub(super) clock: Clock,
    pub(super) sheet: Scoresheet,
    /// Who moves first: from the FEN, White in clock mode.
    pub(super) first: Color,
    pub(super) presses: ByColor<Vec<PressRecord>>,
    /// Both clocks just before each completed press, in the order of the
    /// plies: the times when a move that ended the game was made.
    pub(super) clocks_before: Vec<ByColor<Duration>>,
    pub(super) notes: Vec<Note>,
    pub(super) illegal: ByColor<u32>,
    pub(super) offer: Option<Color>,
    /// The plies after which a draw was offered ("=" on the scoresheet).
    pub(super) offer_plies: Vec<usize>,
    /// What the incidents keep: a piece touched (9.4).
    pub(super) incidents: IncidentState,
    /// When each player signed the result (8.7), by the wall clock.
    pub(super) confirmations: ByColor<Option<u64>>,
    pub(super) waiting: Option<Waiting>,
    pub(super) result: Option<GameResult>,
    /// The result's ruling is shown and a shorter proof is being looked
    /// for ([`Output::Prove`]).
    pub(super) proving: bool,
    /// Each side's time when the game ended.
    pub(super) final_times: Option<ByColor<Duration>>,
    /// The time of the move that ended the game, when no press followed it.
    pub(super) final_spent: Option<Duration>,
    /// The quickplay finish (Guidelines III): what was granted or is pending.
    pub(super) quickplay: QuickplayState,
    pub(super) seen_passed: ByColor<u32>,
    /// The arbiter's log, the clocks the arbiter holds, the ruling shown.
    pub(super) desk: Desk,
    /// The duty to record: scoresheets behind (8.1.3), "—" entered (8.4).
    pub(super) recording: Recording,
    outputs: VecDeque<Output>,
}

impl Game {
    /// A game before the first press.
    ///
    /// # Errors
    /// [`FenError`] when the setup's FEN cannot start a game.
    pub fn new(setup: GameSetup) -> Result<Self, FenError> {
        let mut sheet = match (&setup.fen, setup.variant) {
            (Some(fen), variant) => Scoresheet::from_position(parse_fen_in(fen, variant)?),
            (None, Variant::Standard) => Scoresheet::new(),
            (None, Variant::Chess960) => Scoresheet::from_position(
                chess960::start_position(chess960::STANDARD).expect("518 is a start"),
            ),
        };
        sheet.set_letters(setup.language);
        let first = match setup.mode {
            Mode::Scoresheet => sheet.turn(),
            Mode::Clock => Color::White,
        };
        let clock = Clock::new(
            setup.white.clone(),
            setup.black.clone(),
            setup.period_change,
        );
        let mut game = Game {
            setup,
            clock,
            sheet,
            first,
            presses: ByColor::default(),
            clocks_before: Vec::new(),
            notes: Vec::new(),
            illegal: ByColor::default(),
            offer: None,
            offer_plies: Vec::new(),
            incidents: IncidentState::default(),
            confirmations: ByColor::default(),
            waiting: None,
            result: None,
            proving: false,
            final_times: None,
            final_spent: None,
            quickplay: QuickplayState::default(),
            seen_passed: ByColor::default(),
            desk: Default::default(),
            recording: Default::default(),
            outputs: VecDeque::new(),
        };
        // A start position that is already over (mate, stalemate, dead).
        if game.setup.mode == Mode::Scoresheet
            && let Some(end) = game.sheet.end()
        {
            game.finish(
                end.result(),
                Termination::Normal,
                Why::Board(end),
                Moment::ZERO,
            );
        }
        Ok(game)
    }

    /// The setup.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The clocks.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The scoresheet.
    pub fn scoresheet(&self) -> &Scoresheet {
        &self.sheet
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The comments, in order.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// A side's presses that completed moves.
    pub fn presses(&self, color: Color) -> &[PressRecord] {
        self.presses.get(color)
    }

    /// The side whose draw offer is pending.
    pub fn pending_offer(&self) -> Option<Color> {
        // An offer lapses with the game: the screens, the talking clock and
        // the hall say no "½ offered" after the end.
        self.offer.filter(|_| self.result.is_none())
    }

    /// The plies after which a draw was offered.
    pub fn offer_plies(&self) -> &[usize] {
        &self.offer_plies
    }

    /// When each player signed the result (seconds since 1970, UTC).
    pub fn confirmations(&self) -> ByColor<Option<u64>> {
        self.confirmations
    }

    /// Whether the game has begun: a clock was started or a move entered.
    /// A game that never began is no game to archive.
    pub fn is_started(&self) -> bool {
        self.clock.is_started() || !self.sheet.moves().is_empty()
    }

    /// Each side's time when the game ended.
    pub fn final_times(&self) -> Option<ByColor<Duration>> {
        self.final_times
    }

    /// The time the last move took when it ended the game before any press
    /// (`%emt` of a mate, or of a move entered and never pressed).
    pub fn final_spent(&self) -> Option<Duration> {
        self.final_spent
    }

    /// Who moves first.
    pub fn first_mover(&self) -> Color {
        self.first
    }

    /// How many moves the scoresheet lacks behind the presses.
    pub fn lag(&self) -> usize {
        self.pressed().saturating_sub(self.sheet.moves().len())
    }

    /// How many presses completed a move.
    pub(super) fn pressed(&self) -> usize {
        self.presses.white.len() + self.presses.black.len()
    }

    /// Whether a ruling is awaited (after a flag or a second illegal move).
    pub fn is_deciding(&self) -> bool {
        self.waiting.is_some()
    }

    /// Whether the result's proof may still be replaced by a shorter one.
    pub fn is_proving(&self) -> bool {
        self.proving
    }

    /// Asks again for a ruling or a proof still awaited (after a restore,
    /// the request of the lost process is gone).
    pub fn ask_again(&mut self) {
        if let Some(waiting) = self.waiting
            && self.lag() == 0
        {
            self.ask_decision(waiting.side());
        }
        if self.proving {
            self.ask_proof();
        }
    }

    /// When the next flag can fall; `None` when no clock runs.
    pub fn next_deadline(&self) -> Option<Moment> {
        if self.result.is_some() {
            return None;
        }
        self.clock.next_deadline()
    }

    /// The next thing the edges must do.
    pub fn poll_output(&mut self) -> Option<Output> {
        self.outputs.pop_front()
    }

    pub(super) fn emit(&mut self, output: Output) {
        self.outputs.push_back(output);
    }

    /// The letters of the moves typed; the game's words are in their
    /// language (`words::Language::from`).
    pub fn letters(&self) -> Letters {
        self.sheet.letters()
    }

    /// A comment after the last ply played on the board: the scoresheet's,
    /// or the presses' when moves are still to be entered.
    pub(super) fn note(&mut self, said: Noted) {
        let ply = self.sheet.moves().len().max(self.pressed());
        self.notes.push(Note {
            ply,
            said,
            after_end: false,
        });
    }

    pub(super) fn ask_decision(&mut self, flagged: Color) {
        let position = Box::new(self.sheet.position().clone());
        self.emit(Output::Decide { position, flagged });
    }
}
