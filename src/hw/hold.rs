//! A button held down: a player's signature after the game is their own
//! clock button held for [`HOLD`] (Art. 8.7, an action only that seat
//! makes). Contact bounce does not matter: a button counts as held once its
//! last edge is a press-down and no edge followed for the whole time.
//!
//! Pure: edges in, holds out, time an input (the edges' kernel clock).

use std::time::Duration;

use super::buttons::{Button, Edge};

/// How long a button is held to sign.
pub const HOLD: Duration = Duration::from_secs(2);

/// Each button's last edge, and whether its hold was reported.
#[derive(Debug, Default)]
pub struct Holds {
    last: [Option<(Edge, bool)>; 3],
}

impl Holds {
    /// Takes an edge of a button.
    pub fn edge(&mut self, edge: Edge) {
        self.last[edge.button as usize] = Some((edge, false));
    }

    /// The buttons held since at least [`HOLD`] before `now`, each once a
    /// hold (it must be released and held again to be reported again).
    pub fn due(&mut self, now: Duration) -> Vec<Button> {
        let mut held = Vec::new();
        for (edge, told) in self.last.iter_mut().flatten() {
            if edge.down && !*told && now.saturating_sub(edge.at) >= HOLD {
                *told = true;
                held.push(edge.button);
            }
        }
        held
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edge(button: Button, down: bool, ms: u64) -> Edge {
        Edge {
            button,
            down,
            at: Duration::from_millis(ms),
        }
    }

    #[test]
    fn a_button_held_two_seconds_is_one_hold_bounce_or_not() {
        let mut holds = Holds::default();
        let ms = Duration::from_millis;
        // Bounce on the way down, then held.
        for (down, at) in [(true, 0), (false, 3), (true, 6)] {
            holds.edge(edge(Button::White, down, at));
        }
        assert_eq!(holds.due(ms(1_900)), []);
        assert_eq!(holds.due(ms(2_006)), [Button::White]);
        assert_eq!(holds.due(ms(5_000)), [], "once a hold");
        // A press, released at once: no hold.
        holds.edge(edge(Button::Black, true, 6_000));
        holds.edge(edge(Button::Black, false, 6_100));
        assert_eq!(holds.due(ms(9_000)), []);
        // Released and held again: a second hold.
        holds.edge(edge(Button::White, false, 7_000));
        holds.edge(edge(Button::White, true, 7_500));
        assert_eq!(holds.due(ms(9_600)), [Button::White]);
    }
}
