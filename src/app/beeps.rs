//! Which of the buzzer's beeps says each of the game's signals: the one
//! place where the game's meaning meets the hardware's sounds.

use crate::game::Signal;
use crate::hw::Beep;

/// The beep for `signal`. Flag fall is long and unmistakable; a period
/// passed two short beeps; low time one short; a refused entry (casual
/// play only: tournament play gives no hint) a clipped double; the game's
/// end one long.
pub fn of(signal: Signal) -> Beep {
    match signal {
        Signal::FlagFall => Beep::ThreeLong,
        Signal::PeriodPassed => Beep::TwoShort,
        Signal::LowTime => Beep::OneShort,
        Signal::Refused => Beep::TwoClipped,
        Signal::GameOver => Beep::OneLong,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hw::signals::{length, pattern};

    const ALL: [Signal; 5] = [
        Signal::FlagFall,
        Signal::PeriodPassed,
        Signal::LowTime,
        Signal::Refused,
        Signal::GameOver,
    ];

    #[test]
    fn flag_fall_is_the_longest_signal() {
        let flag = length(&pattern(of(Signal::FlagFall)));
        for s in ALL {
            assert!(length(&pattern(of(s))) <= flag, "{s:?}");
            assert!(!pattern(of(s)).is_empty());
        }
    }

    #[test]
    fn each_signal_has_a_beep_of_its_own() {
        for (i, a) in ALL.iter().enumerate() {
            for b in &ALL[i + 1..] {
                assert_ne!(pattern(of(*a)), pattern(of(*b)), "{a:?} {b:?}");
            }
        }
    }
}
