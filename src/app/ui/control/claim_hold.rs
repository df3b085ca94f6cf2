//! A claim stops the clocks while the arbiter decides, as a DGT's pause
//! would (Art. 6.12.2: a player stops the clocks to call the arbiter): the
//! claim key pauses a running clock before it asks, "cancel" resumes it, and
//! after "confirm" the clocks run again from where they stood if the claim
//! was found wrong and play goes on; an upheld claim ends the game.

use crate::app::View;
use crate::game::Input;

/// Where a claim's pause stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClaimHold {
    /// No claim paused the clocks.
    #[default]
    Idle,
    /// The claim key paused them; the question waits. The arbiter's log
    /// had this many actions before the pause.
    Asking(usize),
    /// Confirmed: the clocks resume once the log shows the pause and the
    /// claim, unless the game ended.
    Deciding(usize),
}

// Each step returns the arbiter's input to send, once the UI's state is
// let go (sending borrows it again).

/// The claim key was pressed: a running clock pauses first.
#[must_use]
pub(super) fn claim_asked(hold: &mut ClaimHold, view: &View) -> Option<Input> {
    if *hold != ClaimHold::Idle || view.running.is_none() || view.result.is_some() {
        return None;
    }
    *hold = ClaimHold::Asking(view.arbiter.log.len());
    Some(Input::Pause)
}

/// The question was answered: `sent` whether an input went to the game.
#[must_use]
pub(super) fn answered(hold: &mut ClaimHold, sent: bool) -> Option<Input> {
    let ClaimHold::Asking(logged) = *hold else {
        return None;
    };
    if sent {
        *hold = ClaimHold::Deciding(logged);
        None
    } else {
        *hold = ClaimHold::Idle;
        Some(Input::Resume)
    }
}

/// A new view: once the pause and the claim are in the arbiter's log, the
/// clocks resume where they stood, unless the game ended.
#[must_use]
pub(super) fn seen(hold: &mut ClaimHold, view: &View) -> Option<Input> {
    let ClaimHold::Deciding(logged) = *hold else {
        return None;
    };
    if view.result.is_some() {
        *hold = ClaimHold::Idle;
    } else if view.arbiter.log.len() >= logged + 2 {
        *hold = ClaimHold::Idle;
        return view.paused.then_some(Input::Resume);
    }
    None
}
