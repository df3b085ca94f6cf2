//! One game at one board: clock + scoresheet + incidents, and the FIDE
//! policy that ties them. Inputs in with their moment, outputs out.

use std::collections::VecDeque;
use std::time::Duration;

use shakmaty::{ByColor, Color, KnownOutcome};

use super::incident::{IncidentRefusal, IncidentState};
use super::io::{Input, Output, Signal};
use super::outcome::{GameResult, Termination};
use super::quickplay::{QuickplayRefusal, QuickplayState};
use super::said::{NotNow, Noted, Reason, Why};
use super::setup::{GameSetup, Mode};
use crate::clock::{Clock, Moment, PressError};
use crate::rules::{FenError, GameEnd, Language, MoveError, MoveLabel, Scoresheet};

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

/// Why an input was refused; the game is unchanged. Worded by
/// `crate::words` (its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    Over,
    /// A press that does nothing.
    Press(PressError),
    /// A refused move entry.
    Move(MoveError),
    /// Something that does not fit the moment.
    NotNow(NotNow),
    /// A draw is agreed only once both players have moved (5.2.3).
    DrawTooEarly,
    /// A side signs the result a second time.
    AlreadyConfirmed(Color),
    /// A player signs a result that does not exist yet.
    NoResultYet,
    /// The arbiter's result is the one that stands: nothing is replaced.
    ResultStands,
    /// A move entered after the move that ended the game on the board.
    EndedWith {
        /// The move that ended it.
        by: MoveLabel,
        /// How it ended.
        end: GameEnd,
    },
    /// Moves pressed on the clock must be entered first.
    MissingMoves(usize),
    /// The start position cannot begin a game.
    Fen(FenError),
    /// A press without a move penalised, but the side's clock runs: it has
    /// not pressed since its last move.
    NotJustPressed(Color),
    /// A press without a move penalised, but its move is on the scoresheet.
    PressHasMove(Color),
    /// The offerer answers their own offer.
    OwnOffer(Color),
    /// A quickplay-finish request the game does not allow (Guidelines III).
    Quickplay(QuickplayRefusal),
    /// An incident that does not fit the game.
    Incident(IncidentRefusal),
}

impl From<PressError> for GameError {
    fn from(e: PressError) -> Self {
        GameError::Press(e)
    }
}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<FenError> for GameError {
    fn from(e: FenError) -> Self {
        GameError::Fen(e)
    }
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
    pub(super) desk: super::arbiter::Desk,
    /// The duty to record: scoresheets behind (8.1.3), "—" entered (8.4).
    pub(super) recording: super::recording::Recording,
    outputs: VecDeque<Output>,
}

impl Game {
    /// A game before the first press.
    ///
    /// # Errors
    /// [`FenError`] when the setup's FEN cannot start a game.
    pub fn new(setup: GameSetup) -> Result<Self, FenError> {
        let mut sheet = match &setup.fen {
            Some(fen) => Scoresheet::from_fen(fen)?,
            None => Scoresheet::new(),
        };
        sheet.set_language(setup.language);
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
        self.offer
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

    /// The language of the game's words (and of the moves typed).
    pub fn lang(&self) -> Language {
        self.sheet.language()
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

    /// Handles one input that happened at `now`. Inputs come in the order
    /// of their moments; a flag that fell before `now` is applied first.
    ///
    /// # Errors
    /// [`GameError`] when the input does not fit; the game is unchanged.
    pub fn handle(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        if let Input::Arbiter { utc, input } = input {
            return self.by_arbiter(utc, *input, now);
        }
        let noted = self.notes.len();
        let pressed = matches!(input, Input::Press(_));
        self.apply(input, now)?;
        self.after_input(noted, pressed);
        self.watch_behind(now);
        Ok(())
    }

    fn apply(&mut self, input: Input, now: Moment) -> Result<(), GameError> {
        self.catch_up(now);
        if self.result.is_some() {
            return match input {
                Input::Tick => Ok(()),
                // Only the words change: the arbiter may switch at the end.
                Input::Language(language) => {
                    self.sheet.set_language(language);
                    self.emit(Output::Redraw);
                    Ok(())
                }
                Input::Override { outcome, reason } => {
                    self.override_result(outcome, reason, now)?;
                    self.emit(Output::Redraw);
                    Ok(())
                }
                Input::Confirm { side, utc } => {
                    let signed = self.confirmations.get_mut(side);
                    if signed.is_some() {
                        return Err(GameError::AlreadyConfirmed(side));
                    }
                    *signed = Some(utc);
                    self.emit(Output::Redraw);
                    Ok(())
                }
                Input::RecordsLost { line, after } => {
                    self.records_lost(line, after);
                    Ok(())
                }
                Input::Proof(proof) => {
                    self.proof_found(proof)?;
                    self.emit(Output::Redraw);
                    Ok(())
                }
                Input::Move(_) => Err(self.ended_with().unwrap_or(GameError::Over)),
                Input::Incident(incident) => {
                    self.incident_after_end(incident, now)?;
                    self.emit(Output::Redraw);
                    Ok(())
                }
                _ => Err(GameError::Over),
            };
        }
        if self.waiting.is_some()
            && !matches!(
                input,
                Input::Move(_)
                    | Input::Verdict(_)
                    | Input::Tick
                    | Input::Language(_)
                    | Input::RecordsLost { .. }
                    | Input::Restored { .. }
                    | Input::Override { .. }
            )
        {
            return Err(match self.lag() {
                0 => GameError::NotNow(NotNow::Deciding),
                lag => GameError::MissingMoves(lag),
            });
        }
        match input {
            Input::Press(color) => self.press(color, now)?,
            Input::Move(text) => self.enter_move(&text, now)?,
            Input::Language(language) => self.sheet.set_language(language),
            Input::Pause => self.clock.pause(now),
            Input::Resume => self.resume(now)?,
            Input::Claim { claim, intended } => self.claim(claim, intended.as_deref(), now)?,
            Input::OfferDraw => self.offer_draw(None)?,
            Input::AcceptDraw => self.accept_draw(None, now)?,
            Input::DeclineDraw => self.decline_draw(None)?,
            Input::OfferDrawBy(color) => self.offer_draw(Some(color))?,
            Input::AcceptDrawBy(color) => self.accept_draw(Some(color), now)?,
            Input::DeclineDrawBy(color) => self.decline_draw(Some(color))?,
            Input::IllegalPress(color) => self.illegal_press(color, now)?,
            Input::Quickplay { side, ruling } => self.quickplay(side, ruling, now)?,
            Input::Resign(color) => self.resign(color, now),
            Input::Confirm { .. } => return Err(GameError::NoResultYet),
            Input::SetTime(side, time) => {
                self.clock.set_remaining(side, time, now);
                self.note(Noted::ClockSet { side, time });
            }
            Input::SetMoves(side, moves) => {
                self.clock.set_moves(side, moves);
                self.note(Noted::MovesSet { side, moves });
            }
            Input::SetPeriod(side, period) => {
                self.clock.set_period(side, period);
                self.note(Noted::PeriodSet {
                    side,
                    period: period + 1,
                });
            }
            Input::IllegalMove(color) => {
                // Pressed after it (7.5.1): the press is taken back first.
                if self.pressed_without_entry(color) {
                    self.take_back_press(color, false, now)?;
                }
                self.illegal_move(color, Illegal::Move, now);
            }
            Input::UndoPress(color) => self.take_back_press(color, true, now)?,
            Input::UndoCorrection | Input::Arbiter { .. } => {
                return Err(GameError::NotNow(NotNow::ArbiterOnly));
            }
            Input::Restored { utc, written } => self.restored(utc, written, now),
            Input::Verdict(verdict) => self.verdict(verdict, now)?,
            Input::Proof(_) => return Err(GameError::NotNow(NotNow::NoProofAsked)),
            Input::Tick => {}
            Input::TakeBack => {
                let taken = self
                    .sheet
                    .take_back()
                    .ok_or(GameError::NotNow(NotNow::NothingToTakeBack))?;
                self.note(Noted::TakenBack { san: taken.san });
            }
            Input::Override { outcome, reason } => self.override_result(outcome, reason, now)?,
            Input::RecordsLost { line, after } => self.records_lost(line, after),
            Input::Incident(incident) => self.incident(incident, now)?,
            Input::NotRecorded(side) => self.skip_recording(side, now)?,
        }
        self.emit(Output::Redraw);
        Ok(())
    }

    /// Notes on the scoresheet where the journal lost records.
    fn records_lost(&mut self, line: usize, after: usize) {
        self.note(Noted::RecordsLost { line, after });
        self.emit(Output::Redraw);
    }

    /// Applies what the clock did by `now`: a flag, periods passed at zero.
    fn catch_up(&mut self, now: Moment) {
        if self.result.is_some() {
            return;
        }
        let flag = self.clock.update(now);
        for color in Color::ALL {
            let passed = self.clock.periods_passed(color);
            if passed > *self.seen_passed.get(color) {
                *self.seen_passed.get_mut(color) = passed;
                self.note(Noted::PeriodPassed { side: color });
                self.emit(Output::Buzz(Signal::PeriodPassed));
            }
        }
        if let Some(flag) = flag {
            self.flag_fell(flag.color, flag.in_last_period, now);
        }
    }

    fn press(&mut self, color: Color, now: Moment) -> Result<(), GameError> {
        if !self.clock.is_started() && color == self.first {
            return Err(GameError::Press(PressError::NotRunning(color)));
        }
        let before = ByColor::new_with(|c| self.clock.remaining(c, now));
        let press = self.clock.press(color, now)?;
        if self.offer.is_some_and(|by| by != color) && !press.started {
            // A move completed on the clock declines the offer (9.1.2.1).
            self.offer = None;
        }
        if !press.started {
            self.moved(color);
            self.presses.get_mut(color).push(PressRecord {
                remaining: press.remaining,
                spent: press.spent,
            });
            self.clocks_before.push(before);
        }
        Ok(())
    }

    fn enter_move(&mut self, text: &str, now: Moment) -> Result<(), GameError> {
        if self.setup.mode == Mode::Clock {
            return Err(GameError::NotNow(NotNow::ClockOnly));
        }
        if self.waiting.is_some() && self.lag() == 0 {
            return Err(GameError::NotNow(NotNow::RulingAwaited));
        }
        self.check_entry_while_unknown()?;
        // A move may be written before its press, but not two.
        if self.sheet.moves().len() > self.pressed() {
            return Err(GameError::NotNow(NotNow::PressFirst(!self.sheet.turn())));
        }
        let mover = self.sheet.turn();
        self.sheet.play(text)?;
        self.filled_in();
        self.moved(mover);
        // Playing on declines the offer (9.1.2.1); a move pressed before
        // the offer and entered late does not.
        let offered_at = self.offer_plies.last().copied().unwrap_or(0);
        if self.offer.is_some_and(|by| by != mover) && self.sheet.moves().len() > offered_at {
            self.offer = None;
        }
        self.after_move(now);
        Ok(())
    }

    /// After a move: the board may end the game (before anything that
    /// came after the move, see [`Game::end_on_board`]), or complete the
    /// position a ruling was waiting for.
    pub(super) fn after_move(&mut self, now: Moment) {
        if let Some(end) = self.sheet.end() {
            self.end_on_board(end, now);
            return;
        }
        if let Some(waiting) = self.waiting
            && self.lag() == 0
        {
            self.ask_decision(waiting.side());
        }
    }

    /// Ends the game at `now`: clocks stopped, result kept, edges told.
    pub(super) fn finish(
        &mut self,
        outcome: KnownOutcome,
        termination: Termination,
        why: Why,
        now: Moment,
    ) {
        self.finish_ruled(outcome, termination, Reason::new(why), false, now);
    }

    pub(super) fn finish_ruled(
        &mut self,
        outcome: KnownOutcome,
        termination: Termination,
        mut reason: Reason,
        needs_arbiter: bool,
        now: Moment,
    ) {
        let outcome = match outcome {
            KnownOutcome::Draw if self.setup.armageddon => {
                reason.armageddon = true;
                KnownOutcome::Decisive {
                    winner: Color::Black,
                }
            }
            other => other,
        };
        let result = GameResult {
            outcome,
            termination,
            reason,
            needs_arbiter,
            replaced: None,
            proof: Vec::new(),
        };
        self.emit(Output::Buzz(Signal::GameOver));
        self.conclude(result, now);
    }

    /// Stops the clocks and keeps the result; the times at the first end
    /// stay (an arbiter's later decision does not change them).
    fn conclude(&mut self, result: GameResult, now: Moment) {
        if self.final_times.is_none() {
            self.final_times = Some(ByColor::new_with(|c| self.clock.remaining(c, now)));
            // A move entered and never pressed: the time it took so far.
            if self.sheet.moves().len() > self.pressed() {
                self.final_spent = self.clock.turn_time(now).map(|(_, spent)| spent);
            }
        }
        self.clock.stop(now);
        self.waiting = None;
        self.result = Some(result.clone());
        self.emit(Output::GameOver(result));
    }

    /// The arbiter's result replaces any other (Termination adjudication);
    /// the replaced one is kept beside it, and the players sign again.
    /// Taken as given: no Armageddon rule applies to the arbiter's word. The
    /// same result again replaces nothing (a confirmation is no override).
    fn override_result(
        &mut self,
        outcome: KnownOutcome,
        reason: String,
        now: Moment,
    ) -> Result<(), GameError> {
        if let Some(current) = self.result.as_mut()
            && current.outcome == outcome
        {
            if !current.needs_arbiter {
                return Err(GameError::ResultStands);
            }
            // An undetermined ruling confirmed: its words and proof stay.
            current.needs_arbiter = false;
            current.reason.confirmed = Some(reason);
            return Ok(());
        }
        let replaced = self.result.take().map(Box::new);
        self.confirmations = ByColor::default();
        // The replaced ruling keeps the proof it had.
        self.proving = false;
        let result = GameResult {
            outcome,
            termination: Termination::Adjudication,
            reason: Reason::new(Why::Arbiter { words: reason }),
            needs_arbiter: false,
            replaced,
            proof: Vec::new(),
        };
        self.conclude(result, now);
        Ok(())
    }

    pub(super) fn ask_decision(&mut self, flagged: Color) {
        let position = Box::new(self.sheet.position().clone());
        self.emit(Output::Decide { position, flagged });
    }
}
