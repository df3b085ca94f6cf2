//! Plays a script through the real `Game` with virtual time.

use std::time::Duration;

use crate::clock::Moment;
use crate::game::{Game, GameError, GameSetup, Input, Mode, Output};
use crate::pgn::{Tags, write_pgn};
use crate::rules::{Notation, decide};

use super::script::Instruction;

/// A script line that cannot be carried out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {why}")]
pub struct ScriptError {
    /// The line, from 1.
    pub line: usize,
    /// Why.
    pub why: String,
}

/// The simulation in progress.
struct Simulation {
    setup: GameSetup,
    tags: Tags,
    game: Option<Game>,
    now: Moment,
}

/// Runs the instructions and returns the game's PGN.
///
/// # Errors
/// [`ScriptError`] for the first instruction that cannot be carried out,
/// including any instruction after the game has ended.
pub fn simulate(instructions: &[(usize, Instruction)]) -> Result<String, ScriptError> {
    let mut sim = Simulation {
        setup: GameSetup::default(),
        tags: Tags::new(),
        game: None,
        now: Moment::ZERO,
    };
    for (line, instruction) in instructions {
        sim.step(instruction)
            .map_err(|why| ScriptError { line: *line, why })?;
    }
    let game = match sim.game {
        Some(game) => game,
        // The FEN was checked where it was given.
        None => Game::new(sim.setup).map_err(|e| ScriptError {
            line: instructions.last().map_or(0, |(line, _)| *line),
            why: e.to_string(),
        })?,
    };
    Ok(write_pgn(&game, &sim.tags))
}

impl Simulation {
    fn step(&mut self, instruction: &Instruction) -> Result<(), String> {
        if let (Instruction::Notation(language), None) = (instruction, &self.game) {
            self.setup.language = *language;
            return Ok(());
        }
        let setup_only = matches!(
            instruction,
            Instruction::Control(..)
                | Instruction::Mode(_)
                | Instruction::Armageddon
                | Instruction::Fen(_)
        );
        if setup_only && self.game.is_some() {
            return Err("the game has begun: set it up before the first move or press".into());
        }
        match instruction {
            Instruction::Tag(name, value) => {
                self.tags.retain(|(k, _)| k != name);
                self.tags.push((name.clone(), value.clone()));
                return Ok(());
            }
            Instruction::Control(side, control) => {
                match side {
                    Some(shakmaty::Color::White) => self.setup.white = control.clone(),
                    Some(shakmaty::Color::Black) => self.setup.black = control.clone(),
                    None => {
                        self.setup.white = control.clone();
                        self.setup.black = control.clone();
                    }
                }
                return Ok(());
            }
            Instruction::Mode(mode) => {
                self.setup.mode = *mode;
                self.setup.period_change = match mode {
                    crate::game::Mode::Clock => crate::clock::PeriodChange::AtZero,
                    crate::game::Mode::Scoresheet => crate::clock::PeriodChange::ByMoves,
                };
                return Ok(());
            }
            Instruction::Armageddon => {
                self.setup.armageddon = true;
                return Ok(());
            }
            Instruction::Fen(fen) => {
                crate::rules::parse_fen(fen).map_err(|e| e.to_string())?;
                self.setup.fen = Some(fen.clone());
                return Ok(());
            }
            _ => {}
        }
        self.begin()?;
        if let Some(result) = self.game().result() {
            return Err(format!(
                "the game is over ({}); nothing may follow",
                result.reason
            ));
        }
        match instruction {
            Instruction::Notation(language) => self.input(Input::Language(*language)),
            Instruction::Play(think, text) => {
                if self.setup.mode == Mode::Clock {
                    return Err("moves are not entered in clock-only mode: use 'T press'".into());
                }
                self.think(*think)?;
                if self.game().result().is_some() || self.game().is_deciding() {
                    return Ok(());
                }
                let mover = self.game().scoresheet().turn();
                self.input(Input::Move(text.clone()))?;
                if self.game().result().is_none() {
                    self.input(Input::Press(mover))?;
                }
                Ok(())
            }
            Instruction::Press(think) => {
                self.think(*think)?;
                match self.game().clock().turn() {
                    Some(color) if self.game().result().is_none() && !self.game().is_deciding() => {
                        self.input(Input::Press(color))
                    }
                    _ => Ok(()),
                }
            }
            Instruction::Enter(text) => self.input(Input::Move(text.clone())),
            Instruction::Wait(span) => self.think(*span),
            Instruction::Pause => self.input(Input::Pause),
            Instruction::Resume => self.input(Input::Resume),
            Instruction::Claim(claim, intended) => {
                let claimant = self.game().scoresheet().turn();
                let before = self.game().scoresheet().moves().len();
                self.input(Input::Claim {
                    claim: *claim,
                    intended: intended.clone(),
                })?;
                // An incorrect claim's intended move was played: the claimant presses.
                if self.game().scoresheet().moves().len() > before && self.game().result().is_none()
                {
                    self.input(Input::Press(claimant))?;
                }
                Ok(())
            }
            Instruction::Offer => self.input(Input::OfferDraw),
            Instruction::Accept => self.input(Input::AcceptDraw),
            Instruction::Decline => self.input(Input::DeclineDraw),
            Instruction::Resign(color) => self.input(Input::Resign(*color)),
            Instruction::Adjust(color, time) => self.input(Input::SetTime(*color, *time)),
            Instruction::Illegal(color) => self.input(Input::IllegalMove(*color)),
            Instruction::Tag(..)
            | Instruction::Control(..)
            | Instruction::Mode(_)
            | Instruction::Armageddon
            | Instruction::Fen(_) => unreachable!("handled above"),
        }
    }

    fn game(&self) -> &Game {
        self.game.as_ref().expect("begun")
    }

    /// Creates the game at the first instruction that needs it.
    fn begin(&mut self) -> Result<(), String> {
        if self.game.is_none() {
            self.game = Some(Game::new(self.setup.clone()).map_err(|e| e.to_string())?);
        }
        Ok(())
    }

    /// Time passes on the running clock; the first timed instruction
    /// starts it (the second player's press).
    fn think(&mut self, span: Duration) -> Result<(), String> {
        if !self.game().clock().is_started() {
            let starter = !self.game().first_mover();
            self.input(Input::Press(starter))?;
        }
        self.now = self.now + span;
        self.input(Input::Tick)
    }

    /// One input, then whatever it asks of the edges (the 6.9 search runs
    /// here, synchronously: time is virtual).
    fn input(&mut self, input: Input) -> Result<(), String> {
        let now = self.now;
        let budget = self.setup.timeout_budget;
        let game = self.game.as_mut().expect("begun");
        game.handle(input, now)
            .map_err(|e: GameError| e.to_string())?;
        while let Some(output) = game.poll_output() {
            if let Output::Decide { position, flagged } = output {
                let verdict = decide(&position, flagged, budget, Notation::English);
                game.handle(Input::Verdict(verdict), now)
                    .map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    }
}
