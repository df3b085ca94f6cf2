//! Plays a script through the real `Game` with virtual time.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::time::Duration;

use crate::clock::Moment;
use crate::game::{Game, GameError, GameSetup, Input, Mode, Output};
use crate::pgn::{Tags, write_pgn_in};
use crate::rules::{decide, prove};
use crate::words::{Language, Say, t};

use super::script::Instruction;

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

/// Each tag once, with the value given last, where it was given last (as
/// removing the old one and adding the new would): one pass over the
/// tags, where looking for each among those before it was quadratic
/// (100,000 tags took 11 s).
fn last_of_each<K: Eq + Hash, V>(tags: Vec<(K, V)>) -> Vec<(K, V)> {
    let mut last = HashMap::with_capacity(tags.len());
    for (i, (name, _)) in tags.iter().enumerate() {
        last.insert(name, i);
    }
    let kept: Vec<bool> = tags
        .iter()
        .enumerate()
        .map(|(i, (name, _))| last.get(name) == Some(&i))
        .collect();
    drop(last);
    tags.into_iter()
        .zip(kept)
        .filter_map(|(tag, kept)| kept.then_some(tag))
        .collect()
}

impl Simulation<'_> {
    /// The language of what the simulation says.
    fn lang(&self) -> Language {
        self.words
    }

    fn step(&mut self, instruction: &Instruction) -> Result<(), String> {
        if let (Instruction::Notation(language), None) = (instruction, &self.game) {
            self.setup.language = language.letters();
            return Ok(());
        }
        let setup_only = matches!(
            instruction,
            Instruction::Control(..)
                | Instruction::Mode(_)
                | Instruction::Armageddon
                | Instruction::Fen(_)
                | Instruction::QuickplayAnnounced
        );
        if setup_only && self.game.is_some() {
            return Err(t!(self.lang(), "script-setup-after-start"));
        }
        match instruction {
            Instruction::Tag(name, value) => {
                // A tag given again is replaced at the end (`last_of_each`).
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
            Instruction::QuickplayAnnounced => {
                self.setup.quickplay = true;
                return Ok(());
            }
            Instruction::Fen(fen) => {
                crate::rules::parse_fen(fen).map_err(|e| e.say(self.words))?;
                self.setup.fen = Some(fen.clone());
                return Ok(());
            }
            _ => {}
        }
        self.begin()?;
        // The game says which incidents may follow its end (12.9, 6.10.2).
        if let (Instruction::Incident(incident), Some(_)) = (instruction, self.game().result()) {
            return self.input(Input::Incident(incident.clone()));
        }
        if let Some(result) = self.game().result() {
            let (lang, reason) = (self.lang(), result.reason.say(self.lang()));
            // A move after the one that ended the game: the game names it.
            if let Instruction::Play(_, text) | Instruction::Enter(text) = instruction {
                let now = self.now;
                let game = self.game.as_mut().expect("begun");
                if let Err(e @ GameError::EndedWith { .. }) =
                    game.handle(Input::Move(text.clone()), now)
                {
                    return Err(e.say(lang));
                }
            }
            return Err(t!(lang, "script-game-over", reason = reason));
        }
        match instruction {
            Instruction::Notation(language) => self.input(Input::Language(language.letters())),
            Instruction::Play(think, text) => {
                if self.setup.mode == Mode::Clock {
                    return Err(t!(self.lang(), "script-moves-in-clock-mode"));
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
            Instruction::Offer(None) => self.input(Input::OfferDraw),
            Instruction::Offer(Some(color)) => self.input(Input::OfferDrawBy(*color)),
            Instruction::Accept(None) => self.input(Input::AcceptDraw),
            Instruction::Accept(Some(color)) => self.input(Input::AcceptDrawBy(*color)),
            Instruction::Decline(None) => self.input(Input::DeclineDraw),
            Instruction::Decline(Some(color)) => self.input(Input::DeclineDrawBy(*color)),
            Instruction::Resign(color) => self.input(Input::Resign(*color)),
            Instruction::Adjust(color, time) => self.input(Input::SetTime(*color, *time)),
            Instruction::Moves(color, moves) => self.input(Input::SetMoves(*color, *moves)),
            Instruction::Period(color, period) => self.input(Input::SetPeriod(*color, *period)),
            Instruction::Incident(incident) => self.input(Input::Incident(incident.clone())),
            Instruction::Illegal(color) => self.input(Input::IllegalMove(*color)),
            Instruction::IllegalPress(color) => self.input(Input::IllegalPress(*color)),
            Instruction::UndoPress(color) => self.input(Input::UndoPress(*color)),
            Instruction::Quickplay(side, ruling) => self.input(Input::Quickplay {
                side: *side,
                ruling: *ruling,
            }),
            Instruction::Tag(..)
            | Instruction::Control(..)
            | Instruction::Mode(_)
            | Instruction::Armageddon
            | Instruction::QuickplayAnnounced
            | Instruction::Fen(_) => unreachable!("handled above"),
        }
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
            let answer = match output {
                Output::Decide { position, flagged } => Some(Input::Verdict(decide(
                    &position,
                    flagged,
                    budget,
                    lang.notation(),
                ))),
                Output::Prove { position, verdict } => {
                    prove(&position, &verdict, budget, lang.notation()).map(Input::Proof)
                }
                _ => None,
            };
            if let Some(answer) = answer {
                game.handle(answer, now).map_err(|e| e.say(lang))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::hash::Hasher;

    use super::*;

    thread_local! {
        static LOOKS: Cell<usize> = const { Cell::new(0) };
    }

    /// A tag name that counts how often it is compared or hashed.
    #[derive(Debug, Clone, Eq)]
    struct Counted(usize);

    fn look() {
        LOOKS.with(|n| n.set(n.get() + 1));
    }

    impl PartialEq for Counted {
        fn eq(&self, other: &Counted) -> bool {
            look();
            self.0 == other.0
        }
    }

    impl Hash for Counted {
        fn hash<H: Hasher>(&self, state: &mut H) {
            look();
            self.0.hash(state);
        }
    }

    fn looked_at(n: usize) -> usize {
        LOOKS.with(|l| l.set(0));
        let tags: Vec<(Counted, usize)> = (0..n).map(|i| (Counted(i % (n - 1)), i)).collect();
        let kept = last_of_each(tags);
        let looks = LOOKS.with(Cell::get);
        assert_eq!(kept.len(), n - 1);
        assert_eq!(kept[0].1, 1, "tag 0 was given again");
        assert_eq!(kept.last().map(|(name, i)| (name.0, *i)), Some((0, n - 1)));
        looks
    }

    #[test]
    fn each_tag_is_looked_at_a_few_times_not_once_per_tag_before_it() {
        // Counted, not timed: the same whatever the machine's speed.
        // Looking among the tags before each is n²/2 looks.
        for n in [1_000, 20_000] {
            let looks = looked_at(n);
            assert!(looks <= 5 * n, "{n} tags looked at {looks} times");
        }
    }
}
