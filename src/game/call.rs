//! A player calls the arbiter from the device (the play screen's menu,
//! in the player's name): the call is noted for the arbiter's log with its
//! wall-clock time, and waits, shown to the hall's console, until the
//! arbiter acts at the board behind the PIN. One call waits at a time: a
//! second, before the arbiter came, adds nothing (the first already
//! waits longest). The clocks are not touched: a player who must stop
//! them (6.12.2) pauses them as well.

use shakmaty::Color;

use super::error::GameError;
use super::io::Output;
use super::said::{NotNow, Noted};
use super::state::Game;

impl Game {
    /// `side` calls the arbiter at `utc` (seconds since 1970, UTC): at
    /// any moment, during a ruling and after the end too.
    pub(super) fn call_arbiter(&mut self, side: Color, utc: u64) {
        if self.desk.call.is_some() {
            return;
        }
        self.desk.call = Some((side, utc));
        self.note_call(Noted::ArbiterCalled { side, utc });
    }

    /// The arbiter came to the call waiting, at `utc`, with nothing else
    /// to do: noted (after the result when the game is over).
    pub(super) fn came(&mut self, utc: u64) -> Result<Noted, GameError> {
        let (side, called) = self.desk.call.ok_or(GameError::NotNow(NotNow::NoCall))?;
        let came = Noted::ArbiterCame { side, called, utc };
        self.note_call(came.clone());
        Ok(came)
    }

    /// Notes what became of a call, after the result when the game is
    /// over, and shows it.
    fn note_call(&mut self, said: Noted) {
        let after_end = self.result.is_some();
        self.note(said);
        if let Some(note) = self.notes.last_mut() {
            note.after_end = after_end;
        }
        self.emit(Output::Redraw);
    }

    /// The arbiter acted at the board: the call is answered.
    pub(super) fn call_answered(&mut self) {
        self.desk.call = None;
    }

    /// The call waiting for the arbiter: who called, and when (seconds
    /// since 1970, UTC).
    pub fn arbiter_called(&self) -> Option<(Color, u64)> {
        self.desk.call
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::clock::{Moment, TimeControl};
    use crate::game::{GameSetup, Input};

    fn at(secs: u64) -> Moment {
        Moment::from_origin(Duration::from_secs(secs))
    }

    fn game() -> Game {
        let control: TimeControl = "600".parse().unwrap();
        let setup = GameSetup {
            white: control.clone(),
            black: control,
            ..GameSetup::default()
        };
        Game::new(setup).unwrap()
    }

    #[test]
    fn a_call_waits_until_the_arbiter_acts_and_is_in_the_log() {
        let mut game = game();
        game.handle(Input::Press(Color::Black), at(1)).unwrap();
        let call = |side| Input::CallArbiter {
            side,
            utc: 1_796_600_000,
        };
        game.handle(call(Color::White), at(2)).unwrap();
        // The second adds nothing: the first waits.
        game.handle(call(Color::Black), at(3)).unwrap();
        assert_eq!(game.arbiter_called(), Some((Color::White, 1_796_600_000)));
        let called: Vec<_> = game
            .notes()
            .iter()
            .filter(|n| matches!(n.said, Noted::ArbiterCalled { .. }))
            .collect();
        assert_eq!(called.len(), 1);
        // A refused arbiter input answers nothing; one that stands does.
        let refused = Input::Arbiter {
            utc: 1,
            input: Box::new(Input::Tick),
        };
        assert!(game.handle(refused, at(4)).is_err());
        assert!(game.arbiter_called().is_some());
        let pause = Input::Arbiter {
            utc: 1_796_600_060,
            input: Box::new(Input::Pause),
        };
        game.handle(pause, at(5)).unwrap();
        assert_eq!(game.arbiter_called(), None);
    }

    #[test]
    fn the_arbiter_answers_a_call_with_nothing_else_to_do() {
        let mut game = game();
        game.handle(Input::Press(Color::Black), at(1)).unwrap();
        let came = |utc| Input::Arbiter {
            utc,
            input: Box::new(Input::CallAnswered),
        };
        // No call waits: refused, and a player cannot answer for the arbiter.
        assert!(game.handle(came(10), at(2)).is_err());
        assert!(game.handle(Input::CallAnswered, at(2)).is_err());
        let call = Input::CallArbiter {
            side: Color::Black,
            utc: 20,
        };
        game.handle(call, at(3)).unwrap();
        let clocks = game.clock().remaining(Color::White, at(4));
        game.handle(came(30), at(4)).unwrap();
        assert_eq!(game.arbiter_called(), None);
        assert_eq!(game.clock().remaining(Color::White, at(4)), clocks);
        let came = Noted::ArbiterCame {
            side: Color::Black,
            called: 20,
            utc: 30,
        };
        assert_eq!(game.notes().last().map(|n| &n.said), Some(&came));
        assert!(game.clock().is_running());
    }

    #[test]
    fn a_call_after_the_end_is_noted_after_the_result() {
        let mut game = game();
        game.handle(Input::Press(Color::Black), at(1)).unwrap();
        let draw = Input::Override {
            outcome: shakmaty::KnownOutcome::Draw,
            reason: "agreed".into(),
        };
        game.handle(draw, at(2)).unwrap();
        let input = Input::CallArbiter {
            side: Color::White,
            utc: 5,
        };
        game.handle(input, at(3)).unwrap();
        assert_eq!(game.arbiter_called(), Some((Color::White, 5)));
        assert!(game.notes().last().is_some_and(|n| n.after_end));
    }
}
