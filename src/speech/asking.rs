//! A player's speak button (or key, or the control on the screen) as
//! requests: a press asks for the player's own clock at once; a second
//! press soon after asks for the opponent's instead, cutting the first
//! answer; presses soon after that (a held key's repeats) change nothing.
//! One button a side, and no wait before the first answer.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::said::{Request, Whose};

/// How soon a second press must follow to ask for the opponent's clock.
pub const AGAIN: Duration = Duration::from_millis(700);

/// The speak presses of both players.
#[derive(Debug, Default)]
pub struct Asking {
    /// Each side's last press, and what it asked.
    last: ByColor<Option<(Duration, Option<Whose>)>>,
}

impl Asking {
    /// The request `side`'s press at `at` (any clock that only goes
    /// forward) makes, if any.
    pub fn press(&mut self, side: Color, at: Duration) -> Option<Request> {
        let last = self.last.get_mut(side);
        let whose = match *last {
            Some((then, asked)) if at.saturating_sub(then) < AGAIN => match asked {
                Some(Whose::Own) => Some(Whose::Opponent),
                _ => None,
            },
            _ => Some(Whose::Own),
        };
        *last = Some((at, whose));
        whose.map(|whose| Request { side, whose })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_press_is_the_own_clock_two_the_opponents_more_nothing() {
        let ms = Duration::from_millis;
        let mut asking = Asking::default();
        let own = Some(Request {
            side: Color::White,
            whose: Whose::Own,
        });
        let opponent = Some(Request {
            side: Color::White,
            whose: Whose::Opponent,
        });
        assert_eq!(asking.press(Color::White, ms(1_000)), own);
        assert_eq!(asking.press(Color::White, ms(1_400)), opponent);
        // A held key repeats: nothing more until it rests.
        assert_eq!(asking.press(Color::White, ms(1_450)), None);
        assert_eq!(asking.press(Color::White, ms(1_500)), None);
        assert_eq!(asking.press(Color::White, ms(3_000)), own);
        // The other player's presses are theirs.
        assert_eq!(
            asking.press(Color::Black, ms(3_100)),
            Some(Request {
                side: Color::Black,
                whose: Whose::Own
            })
        );
        assert_eq!(asking.press(Color::White, ms(3_000) + AGAIN), own);
    }
}
