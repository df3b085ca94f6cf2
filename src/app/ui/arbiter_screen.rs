//! The arbiter screen's controller: the PIN, and what each action asks of
//! the game.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome};
use slint::ComponentHandle;

use super::{AppWindow, ArbiterAdapter};
use crate::app::View;
use crate::clock::{DEFAULT_TENTHS_BELOW, Moment, clock_face};
use crate::game::Input;
use crate::rules::Language;
use crate::rules::words::say;

/// The PIN typed so far and whether it opened the screen.
#[derive(Debug, Clone, Default)]
pub struct Lock {
    typed: String,
    unlocked: bool,
    /// Said under the keypad (a wrong PIN).
    pub message: Option<String>,
}

impl Lock {
    /// A digit typed; the screen opens when the PIN is complete and right.
    pub fn digit(&mut self, digit: i32, pin: &str, lang: Language) {
        self.message = None;
        self.typed
            .push(char::from_digit(digit.clamp(0, 9) as u32, 10).unwrap_or('0'));
        if self.typed == pin {
            self.unlocked = true;
            self.typed.clear();
        } else if self.typed.len() >= pin.len().max(1) {
            self.typed.clear();
            self.message = Some(say!(lang, "wrong PIN", "code erroné"));
        }
    }

    /// Starts again from nothing (and closes the screen).
    pub fn lock(&mut self) {
        *self = Lock::default();
    }

    /// Whether the screen is open.
    pub fn is_unlocked(&self) -> bool {
        self.unlocked
    }
}

/// The input that sets a side's time `seconds` away from what it shows.
pub fn adjust(view: &View, color: Color, seconds: i32, now: Moment) -> Input {
    let shown = view.remaining_at(color, now);
    let change = Duration::from_secs(u64::from(seconds.unsigned_abs()));
    let time = if seconds >= 0 {
        shown + change
    } else {
        shown.saturating_sub(change)
    };
    Input::SetTime(color, time)
}

/// The input that moves a side's move count `by` moves (never below 0).
pub fn count(view: &View, color: Color, by: i32) -> Input {
    let moves = view.sides.get(color).moves.saturating_add_signed(by);
    Input::SetMoves(color, moves)
}

/// The input that moves a side `by` periods (never before the first; the
/// clock keeps it within the control).
pub fn period(view: &View, color: Color, by: i32) -> Input {
    let period = view
        .sides
        .get(color)
        .period
        .saturating_add_signed(by as isize);
    Input::SetPeriod(color, period)
}

/// The input that decides the result (`1-0`, `1/2-1/2`, `0-1`).
pub fn decide(result: &str, lang: Language) -> Option<Input> {
    let outcome: KnownOutcome = result.parse().ok()?;
    Some(Input::Override {
        outcome,
        reason: say!(
            lang,
            "the result set on the arbiter's screen",
            "le résultat fixé sur l'écran de l'arbitre"
        ),
    })
}

/// Puts the arbiter's screen in order.
pub fn show(app: &AppWindow, view: &View, lock: &Lock, now: Moment) {
    let adapter = app.global::<ArbiterAdapter>();
    adapter.set_unlocked(lock.is_unlocked());
    adapter.set_typed("•".repeat(lock.typed.len()).into());
    let face = |c| clock_face(view.remaining_at(c, now), DEFAULT_TENTHS_BELOW);
    adapter.set_white_time(face(Color::White).into());
    adapter.set_black_time(face(Color::Black).into());
    let (white, black) = (view.sides.get(Color::White), view.sides.get(Color::Black));
    adapter.set_white_moves(white.moves as i32);
    adapter.set_black_moves(black.moves as i32);
    adapter.set_white_period(white.period as i32 + 1);
    adapter.set_black_period(black.period as i32 + 1);
    let message = lock
        .message
        .clone()
        .or_else(|| view.message.clone())
        .unwrap_or_default();
    adapter.set_message(message.into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pin_opens_and_a_wrong_one_is_said() {
        let mut lock = Lock::default();
        for d in [1, 2, 3, 5] {
            lock.digit(d, "1234", Language::English);
        }
        assert!(!lock.is_unlocked());
        assert_eq!(lock.message.as_deref(), Some("wrong PIN"));
        for d in [1, 2, 3, 4] {
            lock.digit(d, "1234", Language::English);
        }
        assert!(lock.is_unlocked());
        lock.lock();
        assert!(!lock.is_unlocked());
    }

    #[test]
    fn results_read_as_pgn_writes_them() {
        assert!(matches!(
            decide("1/2-1/2", Language::English),
            Some(Input::Override {
                outcome: KnownOutcome::Draw,
                ..
            })
        ));
        assert!(decide("2-0", Language::English).is_none());
    }
}
