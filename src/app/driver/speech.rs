//! The driver's side of the talking clock: a speak request answered from
//! the clock, what each input changed told to the hook, and the next
//! threshold as a deadline of the loop. All of it hands data to the
//! speaker's queue and returns: the speaker's threads do the rest.

use tokio::time::Instant;

use super::{Control, Driver};
use crate::clock::Moment;

impl Driver {
    /// Carries out a speech command; `false` for any other command.
    pub(super) fn hear(&mut self, command: &Control) -> bool {
        match command {
            Control::Speak(request) => {
                let now = self.moment(Instant::now());
                if let Some(hook) = &self.speech {
                    hook.request(self.game.game(), now, *request);
                }
                true
            }
            Control::Listen(settings) => {
                if let Some(hook) = &mut self.speech {
                    hook.choose(settings);
                }
                true
            }
            _ => false,
        }
    }

    /// Tells the hook what the game is at `now`.
    pub(super) fn tell(&mut self, now: Moment) {
        if let Some(hook) = &mut self.speech {
            hook.after(self.game.game(), now);
        }
    }

    /// When the running side crosses its next threshold, if it chose
    /// warnings.
    pub(super) fn next_warning(&self) -> Option<Instant> {
        let hook = self.speech.as_ref()?;
        let now = self.moment(Instant::now());
        hook.next_warning(self.game.game(), now)
            .map(|m| self.instant(m))
    }
}
