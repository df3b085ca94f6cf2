//! Properties of the clock over random games: time is conserved exactly,
//! no time is added after a flag, and the face never shows time the player
//! does not have.

use std::time::Duration;

use pendule::clock::{Clock, Method, Moment, PeriodChange, PressError, TimeControl};
use proptest::prelude::*;
use shakmaty::Color;

/// A single-period control and the time an independent model expects after
/// a move that took `spent`.
fn controls() -> impl Strategy<Value = (TimeControl, Method)> {
    let secs = |max| (1u64..max).prop_map(Duration::from_secs);
    (secs(600), 0u8..4, secs(30)).prop_map(|(time, kind, extra)| {
        let method = match kind {
            0 => Method::Plain,
            1 => Method::Fischer(extra),
            2 => Method::Bronstein(extra),
            _ => Method::Delay(extra),
        };
        let control = TimeControl::Periods(vec![pendule::clock::Period {
            moves: None,
            time,
            method,
        }]);
        (control, method)
    })
}

/// What the player keeps of a move that took `spent`, by the rules.
fn model_cost(method: Method, spent: Duration) -> (Duration, Duration) {
    // (time consumed, time given back or added for the next move)
    match method {
        Method::Plain => (spent, Duration::ZERO),
        Method::Fischer(inc) => (spent, inc),
        Method::Bronstein(d) => (spent, spent.min(d)),
        Method::Delay(d) => (spent.saturating_sub(d), Duration::ZERO),
    }
}

proptest! {
    #[test]
    fn time_is_conserved_and_never_shown_when_not_had(
        (control, method) in controls(),
        thinks in prop::collection::vec(0u64..120_000_000_000, 1..80),
    ) {
        let mut clock = Clock::symmetric(control.clone(), PeriodChange::ByMoves);
        let start = match method {
            Method::Fischer(inc) => control.periods()[0].time + inc,
            _ => control.periods()[0].time,
        };
        let mut model = [start, start];
        let mut now = Moment::from_origin(Duration::from_secs(1));
        clock.press(Color::Black, now).unwrap();
        for (ply, think) in thinks.into_iter().enumerate() {
            let color = if ply % 2 == 0 { Color::White } else { Color::Black };
            let i = ply % 2;
            let think = Duration::from_nanos(think);
            let turn_start = now;
            let before = clock.remaining(color, turn_start);
            prop_assert_eq!(before, model[i]);
            // Mid-turn: the face never shows more than at the turn's start.
            let mid = turn_start + think / 2;
            prop_assert!(clock.remaining(color, mid) <= before);
            now = turn_start + think;
            let (consumed, back) = model_cost(method, think);
            match clock.press(color, now) {
                Ok(press) => {
                    prop_assert!(consumed < model[i]);
                    model[i] = model[i] - consumed + back;
                    prop_assert_eq!(press.remaining, model[i]);
                    // Conservation: used + remaining = all that was given.
                    let side = clock.side(color);
                    prop_assert_eq!(side.used() + clock.remaining(color, now), side.given());
                }
                Err(PressError::FlagFallen) => {
                    prop_assert!(consumed >= model[i]);
                    let flag = clock.flag().unwrap();
                    prop_assert_eq!(flag.color, color);
                    // The flag fell exactly when the time ran out.
                    let delay = match method { Method::Delay(d) => d, _ => Duration::ZERO };
                    prop_assert_eq!(flag.at, turn_start + model[i] + delay);
                    // No time after a flag, whatever follows.
                    prop_assert_eq!(clock.remaining(color, now), Duration::ZERO);
                    let later = now + Duration::from_secs(3600);
                    prop_assert_eq!(clock.press(color, later), Err(PressError::FlagFallen));
                    prop_assert_eq!(clock.press(!color, later), Err(PressError::FlagFallen));
                    prop_assert_eq!(clock.remaining(color, later), Duration::ZERO);
                    prop_assert_eq!(clock.remaining(!color, later), model[1 - i]);
                    return Ok(());
                }
                Err(other) => prop_assert!(false, "unexpected {other:?}"),
            }
        }
    }

    #[test]
    fn hourglass_keeps_the_sum(
        total in 2u64..600,
        thinks in prop::collection::vec(0u64..60_000_000_000, 1..60),
    ) {
        let each = Duration::from_secs(total);
        let mut clock = Clock::symmetric(TimeControl::Hourglass(each), PeriodChange::ByMoves);
        let mut now = Moment::ZERO;
        clock.press(Color::Black, now).unwrap();
        for (ply, think) in thinks.into_iter().enumerate() {
            let color = if ply % 2 == 0 { Color::White } else { Color::Black };
            now = now + Duration::from_nanos(think);
            let sum = clock.remaining(Color::White, now) + clock.remaining(Color::Black, now);
            if clock.press(color, now).is_err() {
                prop_assert!(clock.flag().is_some());
                return Ok(());
            }
            // What one loses the other gains, to the nanosecond.
            prop_assert_eq!(sum, each * 2);
        }
    }
}
