//! The clock buttons, from edges to presses. A press counts on the
//! press-down edge, at that edge's kernel timestamp: that is the time
//! charged, however late the event is read. Contact bounce of up to
//! [`DEBOUNCE`] gives one press; a held button gives one press; a button
//! must be seen released (and settled) before it presses again.
//!
//! Pure: edges in, presses out, time an input.

use std::time::Duration;

/// How long a contact may bounce after it closes or opens.
pub const DEBOUNCE: Duration = Duration::from_millis(10);

/// A physical button.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Button {
    /// White's clock button (White ends the move).
    White,
    /// Black's clock button.
    Black,
    /// Pause and resume.
    Pause,
    /// White's speak button: White hears their time (twice: Black's).
    WhiteSpeak,
    /// Black's speak button.
    BlackSpeak,
}

impl Button {
    /// A clock button (White's or Black's), not pause or speech.
    pub fn is_clock(self) -> bool {
        matches!(self, Button::White | Button::Black)
    }
}

/// What a pin did: pulled low (pressed, the button shorts to ground) or
/// released, at a kernel timestamp (time since boot).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    /// Which button.
    pub button: Button,
    /// Pressed (`true`, the falling edge) or released.
    pub down: bool,
    /// The kernel's timestamp of the edge.
    pub at: Duration,
}

/// A press that counts, at its edge's timestamp.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    /// Which button.
    pub button: Button,
    /// The press-down edge's timestamp.
    pub at: Duration,
}

/// One button's contact.
#[derive(Debug, Clone, Copy, Default)]
struct Contact {
    /// Pressed, as far as presses go.
    down: bool,
    /// The last edge accepted; edges within [`DEBOUNCE`] after it are bounce.
    settled_after: Option<Duration>,
}

/// Turns edge trains into presses.
#[derive(Debug, Default)]
pub struct Debouncer {
    contacts: [Contact; 5],
}

impl Debouncer {
    /// The press `edge` makes, if any.
    pub fn edge(&mut self, edge: Edge) -> Option<Press> {
        let contact = &mut self.contacts[edge.button as usize];
        if contact
            .settled_after
            .is_some_and(|t| edge.at < t + DEBOUNCE)
        {
            return None;
        }
        if edge.down == contact.down {
            // A repeated edge (a missed one between): no new press.
            return None;
        }
        contact.down = edge.down;
        contact.settled_after = Some(edge.at);
        edge.down.then_some(Press {
            button: edge.button,
            at: edge.at,
        })
    }
}

/// Presses in the order the game must take them: by timestamp, and for the
/// same timestamp White before Black before pause (then the speak
/// buttons), so that two players
/// pressing at once always resolve the same way. Returns whether two clock
/// presses came within [`DEBOUNCE`] of each other (worth a log line).
pub fn in_order(presses: &mut [Press]) -> bool {
    presses.sort_by_key(|p| (p.at, p.button));
    presses.windows(2).any(|w| {
        w[0].button != w[1].button
            && w[0].button.is_clock()
            && w[1].button.is_clock()
            && w[1].at - w[0].at < DEBOUNCE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn edge(button: Button, down: bool, at: u64) -> Edge {
        Edge {
            button,
            down,
            at: Duration::from_micros(at),
        }
    }

    fn presses(edges: &[Edge]) -> Vec<Press> {
        let mut d = Debouncer::default();
        edges.iter().filter_map(|e| d.edge(*e)).collect()
    }

    #[test]
    fn bounce_of_ten_milliseconds_is_one_press_at_the_first_edge() {
        // Closes at 1 s, bounces for 9.9 ms, opens at 1.2 s, bounces again.
        let mut train = vec![edge(Button::White, true, 1_000_000)];
        for i in 1..=33 {
            train.push(edge(Button::White, i % 2 == 0, 1_000_000 + i * 300));
        }
        train.push(edge(Button::White, false, 1_200_000));
        for i in 1..=20 {
            train.push(edge(Button::White, i % 2 == 1, 1_200_000 + i * 450));
        }
        let got = presses(&train);
        assert_eq!(
            got,
            [Press {
                button: Button::White,
                at: ms(1000)
            }]
        );
    }

    #[test]
    fn a_held_button_presses_once_and_again_only_after_release() {
        let got = presses(&[
            edge(Button::Black, true, 0),
            // Held: a repeated "down" (an edge lost in between) is no press.
            edge(Button::Black, true, 500_000),
            edge(Button::Black, false, 2_000_000),
            edge(Button::Black, true, 2_500_000),
        ]);
        assert_eq!(got.len(), 2);
        assert_eq!(got[1].at, ms(2500));
    }

    #[test]
    fn a_release_inside_the_bounce_window_is_bounce() {
        // Down at 0, up at 4 ms (bounce), down at 6 ms, really up at 50 ms,
        // a new press at 70 ms.
        let got = presses(&[
            edge(Button::White, true, 0),
            edge(Button::White, false, 4_000),
            edge(Button::White, true, 6_000),
            edge(Button::White, false, 50_000),
            edge(Button::White, true, 70_000),
        ]);
        assert_eq!(
            got.iter().map(|p| p.at).collect::<Vec<_>>(),
            [ms(0), ms(70)]
        );
    }

    #[test]
    fn both_at_once_resolve_the_same_way_every_time() {
        let mut one = [
            Press {
                button: Button::Black,
                at: ms(100),
            },
            Press {
                button: Button::White,
                at: ms(100),
            },
        ];
        let mut two = [one[1], one[0]];
        assert!(in_order(&mut one));
        assert!(in_order(&mut two));
        assert_eq!(one, two);
        assert_eq!(one[0].button, Button::White);
        // Apart by more than the bounce: in time order, nothing to log.
        let mut apart = [
            Press {
                button: Button::White,
                at: ms(200),
            },
            Press {
                button: Button::Black,
                at: ms(100),
            },
        ];
        assert!(!in_order(&mut apart));
        assert_eq!(apart[0].button, Button::Black);
    }
}
