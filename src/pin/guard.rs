//! The keypad against guessing: five wrong PINs in a row are free (a
//! thumb slips, an arbiter misremembers), then the keypad waits 30 s, and
//! twice as long after each further wrong PIN, up to an hour. Ten thousand
//! four-digit PINs then take months to try, not minutes. The time is an
//! input: nothing here reads a clock.

use std::time::Duration;

use super::hash::PinHash;
use crate::clock::Moment;
use crate::words::Language;
use crate::words::t;

/// Wrong PINs in a row before the keypad waits.
pub const FREE_TRIES: u32 = 5;
/// The wait after the fifth wrong PIN in a row.
pub const FIRST_WAIT: Duration = Duration::from_secs(30);
/// The wait never grows past this: the arbiter can always get in the same
/// day, and a device left alone is not locked for ever.
pub const LONGEST_WAIT: Duration = Duration::from_secs(3600);

/// Wrong PINs in a row, and until when the keypad waits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PinGuard {
    wrong: u32,
    open_at: Option<Moment>,
}

/// Why a PIN did not open the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PinRefusal {
    /// Wrong: the `wrong`th in a row; the keypad now waits `wait` (nothing
    /// for the first four).
    Wrong {
        /// Wrong PINs in a row, this one counted.
        wrong: u32,
        /// How long the keypad now waits.
        wait: Duration,
    },
    /// Typed while the keypad waits: not even checked.
    Waiting {
        /// How long it still waits.
        left: Duration,
    },
    /// The PIN kept cannot be checked: no PIN opens the screen (and none
    /// counts as wrong).
    Locked,
}

impl PinGuard {
    /// The guard after a restart with `wrong` wrong PINs in a row before
    /// it: past the free ones, the keypad waits again from `now` as long as
    /// after the last one (pulling the plug gave five free guesses a boot).
    pub fn resumed(wrong: u32, now: Moment) -> PinGuard {
        let wait = wait_after(wrong);
        PinGuard {
            wrong,
            open_at: (!wait.is_zero()).then(|| now + wait),
        }
    }

    /// Wrong PINs in a row.
    pub fn wrong(&self) -> u32 {
        self.wrong
    }

    /// Whether the keypad takes a PIN at `now`.
    ///
    /// # Errors
    /// [`PinRefusal::Waiting`] while it waits.
    pub fn ready(&self, now: Moment) -> Result<(), PinRefusal> {
        match self.open_at {
            Some(open_at) if now < open_at => Err(PinRefusal::Waiting {
                left: open_at.saturating_since(now),
            }),
            _ => Ok(()),
        }
    }

    /// Checks `typed` against `pin` at `now`; the right PIN forgets the
    /// wrong ones before it.
    ///
    /// # Errors
    /// [`PinRefusal`]: the keypad waits, or the PIN is wrong.
    pub fn attempt(&mut self, typed: &str, pin: &PinHash, now: Moment) -> Result<(), PinRefusal> {
        self.ready(now)?;
        if pin.is_locked() {
            return Err(PinRefusal::Locked);
        }
        if pin.matches(typed) {
            *self = PinGuard::default();
            return Ok(());
        }
        self.wrong = self.wrong.saturating_add(1);
        let wait = wait_after(self.wrong);
        self.open_at = Some(now + wait);
        Err(PinRefusal::Wrong {
            wrong: self.wrong,
            wait,
        })
    }
}

/// The wait after `wrong` wrong PINs in a row.
fn wait_after(wrong: u32) -> Duration {
    if wrong < FREE_TRIES {
        return Duration::ZERO;
    }
    let doublings = (wrong - FREE_TRIES).min(16);
    FIRST_WAIT.saturating_mul(1 << doublings).min(LONGEST_WAIT)
}

impl PinRefusal {
    /// Said under the keypad, in `lang`.
    pub fn words(self, lang: Language) -> String {
        match self {
            PinRefusal::Wrong { wait, .. } if wait.is_zero() => {
                t!(lang, "pin-wrong")
            }
            PinRefusal::Wrong { wrong, wait } => {
                t!(lang, "pin-wrong-wait", wrong = wrong, wait = span(wait))
            }
            PinRefusal::Waiting { left } => t!(lang, "pin-waiting", left = span(left)),
            PinRefusal::Locked => t!(lang, "pin-locked"),
        }
    }
}

/// `30 s`, `2 min`, `1 min 5 s`: whole seconds, rounded up (a wait of 0.2 s
/// is still a wait).
fn span(d: Duration) -> String {
    let secs = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    match (secs / 60, secs % 60) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: u64) -> Moment {
        Moment::from_origin(Duration::from_secs(secs))
    }

    #[test]
    fn five_wrong_pins_then_the_keypad_waits_twice_as_long_each_time() {
        let pin = PinHash::default();
        let mut guard = PinGuard::default();
        let wrong = |wrong, wait| Err(PinRefusal::Wrong { wrong, wait });
        for n in 1..=4 {
            assert_eq!(guard.attempt("1111", &pin, at(0)), wrong(n, Duration::ZERO));
        }
        assert_eq!(guard.attempt("1111", &pin, at(0)), wrong(5, FIRST_WAIT));
        // While it waits, even the right PIN is not checked.
        assert_eq!(
            guard.attempt("0000", &pin, at(29)),
            Err(PinRefusal::Waiting {
                left: Duration::from_secs(1)
            })
        );
        assert_eq!(
            guard.attempt("1111", &pin, at(30)),
            wrong(6, Duration::from_secs(60))
        );
        assert!(guard.ready(at(89)).is_err());
        assert_eq!(
            guard.attempt("1111", &pin, at(90)),
            wrong(7, Duration::from_secs(120))
        );
        // The right PIN after the wait opens, and forgets the wrong ones.
        assert_eq!(guard.attempt("0000", &pin, at(210)), Ok(()));
        assert_eq!(guard, PinGuard::default());
    }

    #[test]
    fn the_wait_stops_growing_at_an_hour() {
        let waits: Vec<u64> = (1..=14).map(|n| wait_after(n).as_secs()).collect();
        assert_eq!(
            waits,
            [
                0, 0, 0, 0, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600
            ]
        );
        assert_eq!(wait_after(u32::MAX), LONGEST_WAIT);
    }

    #[test]
    fn the_keypad_says_how_long_it_waits() {
        let en = |r: PinRefusal| r.words(Language::English);
        let wrong = |wrong, secs| PinRefusal::Wrong {
            wrong,
            wait: Duration::from_secs(secs),
        };
        assert_eq!(en(wrong(2, 0)), "wrong PIN");
        assert_eq!(en(wrong(5, 30)), "wrong PIN 5 times: the keypad waits 30 s");
        assert_eq!(
            en(wrong(6, 60)),
            "wrong PIN 6 times: the keypad waits 1 min"
        );
        let left = Duration::from_millis(64_200);
        assert_eq!(
            en(PinRefusal::Waiting { left }),
            "the keypad waits 1 min 5 s more"
        );
        assert_eq!(
            PinRefusal::Waiting { left }.words(Language::French),
            "le clavier attend encore 1 min 5 s"
        );
    }
}
