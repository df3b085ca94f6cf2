//! The buzzer's patterns: what each beep sounds like, as (on, off) steps,
//! so that a backend only switches a pin. The beeps are named for how they
//! sound; the app decides which one a game's signal is.

use std::time::Duration;

/// One beep and the silence after it.
pub type Step = (Duration, Duration);

/// The buzzer's sounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beep {
    /// Three long beeps: long and unmistakable.
    ThreeLong,
    /// Two short beeps.
    TwoShort,
    /// One short beep.
    OneShort,
    /// Two very short beeps, close together.
    TwoClipped,
    /// One long beep.
    OneLong,
}

/// What `beep` sounds like.
pub fn pattern(beep: Beep) -> Vec<Step> {
    let ms = Duration::from_millis;
    match beep {
        Beep::ThreeLong => vec![(ms(600), ms(150)), (ms(600), ms(150)), (ms(600), ms(0))],
        Beep::TwoShort => vec![(ms(120), ms(120)), (ms(120), ms(0))],
        Beep::OneShort => vec![(ms(80), ms(0))],
        Beep::TwoClipped => vec![(ms(60), ms(60)), (ms(60), ms(0))],
        Beep::OneLong => vec![(ms(300), ms(0))],
    }
}

/// How long a pattern lasts.
pub fn length(steps: &[Step]) -> Duration {
    steps.iter().map(|(on, off)| *on + *off).sum()
}
