//! The buzzer's patterns and the LEDs: what each signal sounds like, as
//! (on, off) steps, so that a backend only switches a pin.

use std::time::Duration;

use crate::game::Signal;

/// One beep and the silence after it.
pub type Step = (Duration, Duration);

/// What `signal` sounds like. Flag fall is long and unmistakable; a period
/// passed two short beeps; low time one short; a refused entry (casual
/// play only: tournament play gives no hint) a low double.
pub fn pattern(signal: Signal) -> Vec<Step> {
    let ms = Duration::from_millis;
    match signal {
        Signal::FlagFall => vec![(ms(600), ms(150)), (ms(600), ms(150)), (ms(600), ms(0))],
        Signal::PeriodPassed => vec![(ms(120), ms(120)), (ms(120), ms(0))],
        Signal::LowTime => vec![(ms(80), ms(0))],
        Signal::Refused => vec![(ms(60), ms(60)), (ms(60), ms(0))],
        Signal::GameOver => vec![(ms(300), ms(0))],
    }
}

/// How long a pattern lasts.
pub fn length(steps: &[Step]) -> Duration {
    steps.iter().map(|(on, off)| *on + *off).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_fall_is_the_longest_signal() {
        let all = [
            Signal::FlagFall,
            Signal::PeriodPassed,
            Signal::LowTime,
            Signal::Refused,
            Signal::GameOver,
        ];
        let flag = length(&pattern(Signal::FlagFall));
        for s in all {
            assert!(length(&pattern(s)) <= flag, "{s:?}");
            assert!(!pattern(s).is_empty());
        }
    }
}
