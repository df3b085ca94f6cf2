//! A player's call for the arbiter as the play screen shows it: the
//! arbiter's key lit while the call waits and ticked once the arbiter has
//! seen it on the hall's console; in the menu, what became of it, in the
//! caller's name. The device never says more than it knows: a call not
//! yet on the hall says so.

use slint::ComponentHandle;

use super::board_question::player;
use super::{AppWindow, HallAdapter};
use crate::app::View;
use crate::words::t;

/// Where a call stands, as the key shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallShown {
    /// No call waits.
    None,
    /// A call waits, not yet seen by the arbiter.
    Waiting,
    /// The arbiter has seen it on the console.
    Seen,
}

/// Where the call of `view` stands, and its words: `connected` the hall
/// has the board now, `seen` the call the hall's arbiter has seen (its
/// time, seconds since 1970).
pub fn call_state(view: &View, connected: bool, seen: Option<u64>) -> (CallShown, String) {
    let Some((side, utc)) = view.arbiter.called else {
        return (CallShown::None, String::new());
    };
    let name = player(view, side);
    let name = name.as_str();
    if seen == Some(utc) {
        (CallShown::Seen, t!(view.lang, "call-seen", name = name))
    } else if connected {
        (
            CallShown::Waiting,
            t!(view.lang, "call-waiting", name = name),
        )
    } else {
        (
            CallShown::Waiting,
            t!(view.lang, "call-unsent", name = name),
        )
    }
}

/// Shows the call of `view` with the hall's word `seen`.
pub fn show(app: &AppWindow, view: &View, seen: Option<u64>) {
    let hall = app.global::<HallAdapter>();
    let (shown, said) = call_state(view, hall.get_connected(), seen);
    hall.set_call(match shown {
        CallShown::None => 0,
        CallShown::Waiting => 1,
        CallShown::Seen => 2,
    });
    hall.set_call_said(said.into());
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;

    fn called(side: Color, utc: u64) -> View {
        let mut view = View::default();
        view.arbiter.called = Some((side, utc));
        view.tags = vec![("Black".into(), "Lefèvre".into())];
        view
    }

    #[test]
    fn the_call_is_seen_only_when_the_hall_saw_that_very_call() {
        assert_eq!(
            call_state(&View::default(), true, Some(5)).0,
            CallShown::None
        );
        let view = called(Color::Black, 100);
        let (shown, said) = call_state(&view, true, None);
        assert_eq!(shown, CallShown::Waiting);
        assert!(said.contains("Lefèvre"), "{said}");
        // An earlier call seen is not this one.
        assert_eq!(call_state(&view, true, Some(40)).0, CallShown::Waiting);
        let (shown, seen) = call_state(&view, true, Some(100));
        assert_eq!(shown, CallShown::Seen);
        assert_ne!(seen, said);
        // Without the link the device says the hall has not got it.
        let (shown, unsent) = call_state(&view, false, None);
        assert_eq!(shown, CallShown::Waiting);
        assert!(unsent != said && unsent.contains("Lefèvre"), "{unsent}");
    }
}
