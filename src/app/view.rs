//! What the screen shows, as one snapshot the driver publishes when
//! something visible changes. The face of the running clock is derived from
//! it by the UI (`remaining` minus the time since `taken`), so the driver
//! never ticks.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::clock::Moment;
use crate::game::{Game, GameResult};
use crate::rules::words::say;
use crate::rules::{Language, Notation};

/// One side's clock as shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SideView {
    /// Time left at the snapshot.
    pub remaining: Duration,
    /// What is left of a simple delay in the running turn.
    pub delay_left: Option<Duration>,
    /// Moves completed.
    pub moves: u32,
    /// The period, from 0.
    pub period: usize,
    /// Moves still to make in this period.
    pub moves_to_control: Option<u32>,
    /// This side's flag was the first to fall.
    pub first_flag: bool,
    /// Periods passed at zero.
    pub periods_passed: u32,
}

/// The whole screen's state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct View {
    /// The moment of the snapshot.
    pub taken: Moment,
    /// Both clocks.
    pub sides: ByColor<SideView>,
    /// The running clock, if one runs.
    pub running: Option<Color>,
    /// Started, not stopped, not running.
    pub paused: bool,
    /// Moves the scoresheet lacks behind the presses.
    pub lag: usize,
    /// A ruling is being searched ("deciding...").
    pub deciding: bool,
    /// The moves as scoresheet lines: `1. e4 e5`, `2. Nf3`.
    pub move_pairs: Vec<String>,
    /// The side to move on the scoresheet.
    pub to_move: Option<Color>,
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// The last refusal or storage problem, in words.
    pub message: Option<String>,
    /// A hourglass: the waiting side gains what the mover uses.
    pub hourglass: bool,
    /// The position on the scoresheet.
    pub position: shakmaty::Chess,
    /// The last move's squares, to mark on the board.
    pub last_move: Option<(shakmaty::Square, shakmaty::Square)>,
    /// The language of the game's words, for the words the screens add.
    pub lang: Language,
    /// The last input was a move entry the rules refused (casual play
    /// beeps for it; tournament play gives no hint).
    pub refused_entry: bool,
}

impl View {
    /// The snapshot of `game` at `now`.
    pub fn of(game: &Game, now: Moment, notation: Notation, message: Option<String>) -> View {
        let clock = game.clock();
        let first_flag = clock.first_flag().map(|f| f.color);
        let side = |color: Color| {
            let account = clock.side(color);
            SideView {
                remaining: clock.remaining(color, now),
                delay_left: clock.delay_left(color, now),
                moves: account.moves(),
                period: account.period(),
                moves_to_control: account.moves_to_control(),
                first_flag: first_flag == Some(color),
                periods_passed: clock.periods_passed(color),
            }
        };
        let sheet = game.scoresheet();
        View {
            taken: now,
            sides: ByColor::new_with(side),
            running: clock.is_running().then(|| clock.turn()).flatten(),
            paused: clock.is_paused(),
            lag: game.lag(),
            deciding: game.is_deciding(),
            move_pairs: sheet.move_pairs(notation),
            to_move: (game.result().is_none()).then(|| sheet.turn()),
            result: game.result().cloned(),
            message,
            hourglass: game.setup().white.is_hourglass(),
            position: sheet.position().clone(),
            last_move: sheet
                .moves()
                .last()
                .and_then(|m| Some((m.mv.from()?, m.mv.to()))),
            lang: game.lang(),
            refused_entry: false,
        }
    }

    /// "enter 2 moves" while the scoresheet lags the presses.
    pub fn lag_banner(&self) -> Option<String> {
        match (self.lag, self.lang) {
            (0, _) => None,
            (1, Language::English) => Some("enter 1 move".to_owned()),
            (1, Language::French) => Some("saisir 1 coup".to_owned()),
            (n, lang) => Some(say!(lang, "enter {n} moves", "saisir {n} coups")),
        }
    }

    /// A side's time at `now`, derived from the snapshot.
    pub fn remaining_at(&self, color: Color, now: Moment) -> Duration {
        let remaining = self.sides.get(color).remaining;
        let Some(running) = self.running else {
            return remaining;
        };
        let delay = self.sides.get(running).delay_left.unwrap_or_default();
        let used = (now - self.taken).saturating_sub(delay);
        if running == color {
            remaining.saturating_sub(used)
        } else if self.hourglass {
            remaining + used.min(self.sides.get(running).remaining)
        } else {
            remaining
        }
    }
}
