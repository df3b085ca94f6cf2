//! Plays a script through the real `Game` with virtual time.

use std::fmt;
use std::time::Duration;

use crate::clock::Moment;
use crate::game::{Game, GameError, GameSetup, Input, Mode};
use crate::pgn::{Tags, write_pgn_in};
use crate::rules::fen::to_fen;
use crate::rules::{Claim, Variant, chess960};
use crate::words::Language;
use crate::words::Say;
use crate::words::t;

use super::instruction::Instruction;
use super::tags::last_of_each;

/// A script line that cannot be carried out, said in the simulation's
/// language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ScriptError {
    /// The line, from 1.
    pub line: usize,
    /// Why, in `language`.
    pub why: String,
    /// The language the simulation speaks.
    pub language: Language,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            self.language,
            "script-line",
            line = self.line,
            why = &self.why
        ))
    }
}

/// Who follows the simulation as it goes (`simulate --serve` plays it in
/// real time and serves it).
pub trait Watcher {
    /// Virtual time is about to reach `now`: a real-time watcher waits.
    fn wait_until(&mut self, now: Moment);
    /// The game after an instruction, at `now`.
    fn show(&mut self, game: &Game, tags: &Tags, now: Moment);
}

/// A watcher that sees nothing: the simulation runs at full speed.
pub struct Unwatched;

impl Watcher for Unwatched {
    fn wait_until(&mut self, _: Moment) {}
    fn show(&mut self, _: &Game, _: &Tags, _: Moment) {}
}

/// The simulation in progress.
struct Simulation<'w> {
    /// The language of what it says: refusals and the PGN's comments (a
    /// script's `notation` chooses only the letters of its moves).
    words: Language,
    setup: GameSetup,
    tags: Tags,
    game: Option<Game>,
    now: Moment,
    watcher: &'w mut dyn Watcher,
}

/// Runs the instructions and returns the game's PGN, its words in English.
///
/// # Errors
/// [`ScriptError`] for the first instruction that cannot be carried out,
/// including any instruction after the game has ended.
pub fn simulate(instructions: &[(usize, Instruction)]) -> Result<String, ScriptError> {
    simulate_watched(instructions, Language::English, &mut Unwatched)
}

/// Runs the instructions with `watcher` following, and returns the
/// game's PGN, its comments and any refusal in `words`.
///
/// # Errors
/// As [`simulate`].
pub fn simulate_watched(
    instructions: &[(usize, Instruction)],
    words: Language,
    watcher: &mut dyn Watcher,
) -> Result<String, ScriptError> {
    let mut sim = Simulation {
        words,
        setup: GameSetup::default(),
        tags: Tags::new(),
        game: None,
        now: Moment::ZERO,
        watcher,
    };
    for (line, instruction) in instructions {
        sim.step(instruction).map_err(|why| ScriptError {
            line: *line,
            why,
            language: words,
        })?;
        if let Some(game) = &sim.game {
            sim.watcher.show(game, &sim.tags, sim.now);
        }
    }
    let game = match sim.game {
        Some(game) => game,
        // The FEN was checked where it was given.
        None => Game::new(sim.setup).map_err(|e| ScriptError {
            line: instructions.last().map_or(0, |(line, _)| *line),
            why: e.say(words),
            language: words,
        })?,
    };
    Ok(write_pgn_in(&game, &last_of_each(sim.tags), words))
}

impl Simulation<'_> {
    /// The language of what the simulation says.
    fn lang(&self) -> Language {
        self.words
    }

    /// One instruction: the setup's until the game begins, then the
    /// game's (it begins at the first instruction that needs it).
    fn step(&mut self, instruction: &Instruction) -> Result<(), String> {
        if let (Instruction::Notation(language), None) = (instruction, &self.game) {
            self.setup.language = language.letters();
            return Ok(());
        }
        if self.set_up(instruction)? {
            return Ok(());
        }
        self.begin()?;
        if let Some(after_end) = self.after_end(instruction) {
            return after_end;
        }
        self.play(instruction)
    }

    /// An instruction that makes the game rather than plays it: a tag, the
    /// control, the mode, a position. `false` for any other; an error when
    /// the game has begun, whose setup is then fixed.
    fn set_up(&mut self, instruction: &Instruction) -> Result<bool, String> {
        let setup_only = matches!(
            instruction,
            Instruction::Control(..)
                | Instruction::Mode(_)
                | Instruction::Armageddon
                | Instruction::Fen(_)
                | Instruction::Variant(_)
                | Instruction::Chess960(_)
                | Instruction::Supervision(_)
                | Instruction::QuickplayAnnounced
        );
        if setup_only && self.game.is_some() {
            return Err(t!(self.lang(), "script-setup-after-start"));
        }
        match instruction {
            // A tag given again is replaced at the end (`last_of_each`).
            Instruction::Tag(name, value) => self.tags.push((name.clone(), value.clone())),
            Instruction::Control(side, control) => match side {
                Some(shakmaty::Color::White) => self.setup.white = control.clone(),
                Some(shakmaty::Color::Black) => self.setup.black = control.clone(),
                None => {
                    self.setup.white = control.clone();
                    self.setup.black = control.clone();
                }
            },
            Instruction::Mode(mode) => {
                self.setup.mode = *mode;
                self.setup.period_change = match mode {
                    crate::game::Mode::Clock => crate::clock::PeriodChange::AtZero,
                    crate::game::Mode::Scoresheet => crate::clock::PeriodChange::ByMoves,
                };
            }
            Instruction::Armageddon => self.setup.armageddon = true,
            Instruction::QuickplayAnnounced => self.setup.quickplay = true,
            Instruction::Fen(fen) => {
                crate::rules::parse_fen_in(fen, self.setup.variant)
                    .map_err(|e| e.say(self.words))?;
                self.setup.fen = Some(fen.clone());
            }
            Instruction::Variant(variant) => self.setup.variant = *variant,
            Instruction::Supervision(supervision) => self.setup.supervision = *supervision,
            Instruction::Chess960(number) => {
                let start = chess960::start_position(*number).expect("0-959, as read");
                self.setup.variant = Variant::Chess960;
                self.setup.fen = Some(to_fen(&start));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// What an instruction does once the game is over: an incident the game
    /// still takes (12.9, 6.10.2), else an error naming the end, or the
    /// move after the one that ended it. `None` while the game is on.
    fn after_end(&mut self, instruction: &Instruction) -> Option<Result<(), String>> {
        // The game says which incidents may follow its end.
        if let (Instruction::Incident(incident), Some(_)) = (instruction, self.game().result()) {
            return Some(self.input(Input::Incident(incident.clone())));
        }
        // And whether the arbiter still decides a postponed claim (III.5.2).
        if let (Instruction::Quickplay(side, ruling), Some(_)) = (instruction, self.game().result())
        {
            let (side, ruling) = (*side, *ruling);
            return Some(self.input(Input::Quickplay { side, ruling }));
        }
        let result = self.game().result()?;
        let (lang, reason) = (self.lang(), result.reason.say(self.lang()));
        // A move after the one that ended the game: the game names it.
        if let Instruction::Play(_, text) | Instruction::Enter(text) = instruction {
            let now = self.now;
            let game = self.game.as_mut().expect("begun");
            if let Err(e @ GameError::EndedWith { .. }) =
                game.handle(Input::Move(text.clone()), now)
            {
                return Some(Err(e.say(lang)));
            }
        }
        Some(Err(t!(lang, "script-game-over", reason = reason)))
    }

    /// An instruction of the game on: most are one input, a move or a
    /// claim may take a press after it.
    fn play(&mut self, instruction: &Instruction) -> Result<(), String> {
        match instruction {
            Instruction::Notation(language) => self.input(Input::Language(language.letters())),
            Instruction::Play(think, text) => self.play_move(*think, text),
            Instruction::Press(think) => self.press(*think),
            Instruction::Enter(text) => self.input(Input::Move(text.clone())),
            Instruction::Wait(span) => self.think(*span),
            Instruction::Pause => self.input(Input::Pause),
            Instruction::Resume => self.input(Input::Resume),
            Instruction::Claim(claim, intended) => self.claim(*claim, intended),
            Instruction::Offer(None) => self.input(Input::OfferDraw),
            Instruction::Offer(Some(color)) => self.input(Input::OfferDrawBy(*color)),
            Instruction::Accept(None) => self.input(Input::AcceptDraw),
            Instruction::Accept(Some(color)) => self.input(Input::AcceptDrawBy(*color)),
            Instruction::Decline(None) => self.input(Input::DeclineDraw),
            Instruction::Decline(Some(color)) => self.input(Input::DeclineDrawBy(*color)),
            Instruction::Resign(color) => self.input(Input::Resign(*color)),
            Instruction::Call(side) => self.input(Input::CallArbiter {
                side: *side,
                utc: crate::dates::wall_clock().1,
            }),
            Instruction::Adjust(color, time) => self.input(Input::SetTime(*color, *time)),
            Instruction::Moves(color, moves) => self.input(Input::SetMoves(*color, *moves)),
            Instruction::Period(color, period) => self.input(Input::SetPeriod(*color, *period)),
            Instruction::Incident(incident) => self.input(Input::Incident(incident.clone())),
            Instruction::Illegal(color) => self.input(Input::IllegalMove(*color)),
            Instruction::IllegalPress(color) => self.input(Input::IllegalPress(*color)),
            Instruction::UndoPress(color) => self.input(Input::UndoPress(*color)),
            Instruction::NotRecorded(color) => self.input(Input::NotRecorded(*color)),
            Instruction::FillIn(san) => self.input(Input::Arbiter {
                utc: crate::dates::wall_clock().1,
                input: Box::new(Input::Move(san.clone())),
            }),
            Instruction::Quickplay(side, ruling) => self.input(Input::Quickplay {
                side: *side,
                ruling: *ruling,
            }),
            Instruction::Tag(..)
            | Instruction::Control(..)
            | Instruction::Mode(_)
            | Instruction::Armageddon
            | Instruction::QuickplayAnnounced
            | Instruction::Fen(_)
            | Instruction::Variant(_)
            | Instruction::Chess960(_)
            | Instruction::Supervision(_) => unreachable!("handled above"),
        }
    }

    /// `T MOVE`: the side on move thinks, plays the move and presses,
    /// unless its time or the ruling ended the game while it thought.
    fn play_move(&mut self, think: Duration, text: &str) -> Result<(), String> {
        if self.setup.mode == Mode::Clock {
            return Err(t!(self.lang(), "script-moves-in-clock-mode"));
        }
        self.think(think)?;
        if self.game().result().is_some() || self.game().is_deciding() {
            return Ok(());
        }
        let mover = self.game().scoresheet().turn();
        self.input(Input::Move(text.to_owned()))?;
        if self.game().result().is_none() {
            self.input(Input::Press(mover))?;
        }
        Ok(())
    }

    /// `T press`: the side whose clock runs thinks and presses, while the
    /// game is on and not waiting for a ruling.
    fn press(&mut self, think: Duration) -> Result<(), String> {
        self.think(think)?;
        match self.game().clock().turn() {
            Some(color) if self.game().result().is_none() && !self.game().is_deciding() => {
                self.input(Input::Press(color))
            }
            _ => Ok(()),
        }
    }

    /// `claim KIND [MOVE]`: an incorrect claim's intended move was played,
    /// so the claimant presses.
    fn claim(&mut self, claim: Claim, intended: &Option<String>) -> Result<(), String> {
        let claimant = self.game().scoresheet().turn();
        let before = self.game().scoresheet().moves().len();
        self.input(Input::Claim {
            claim,
            intended: intended.clone(),
        })?;
        if self.game().scoresheet().moves().len() > before && self.game().result().is_none() {
            self.input(Input::Press(claimant))?;
        }
        Ok(())
    }

    fn game(&self) -> &Game {
        self.game.as_ref().expect("begun")
    }

    /// Creates the game at the first instruction that needs it.
    fn begin(&mut self) -> Result<(), String> {
        if self.game.is_none() {
            let game = Game::new(self.setup.clone()).map_err(|e| e.say(self.words))?;
            self.game = Some(game);
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
        self.watcher.wait_until(self.now);
        self.input(Input::Tick)
    }

    /// One input, then whatever it asks of the edges (the 6.9 search runs
    /// here, synchronously: time is virtual).
    fn input(&mut self, input: Input) -> Result<(), String> {
        let now = self.now;
        let budget = self.setup.timeout_budget;
        let game = self.game.as_mut().expect("begun");
        let lang = self.words;
        game.handle(input, now)
            .map_err(|e: GameError| e.say(lang))?;
        while let Some(output) = game.poll_output() {
            // The ruling, then its shorter proof, as the device journals them.
            if let Some(answer) = output.answer_here(budget, lang.notation()) {
                game.handle(answer, now).map_err(|e| e.say(lang))?;
            }
        }
        Ok(())
    }
}
