//! What a clock face shows: `H:MM:SS` from an hour, `M:SS` below, tenths
//! under a threshold. Always rounded down: a clock never shows time the
//! player does not have.

use std::time::Duration;

/// The default threshold under which tenths are shown.
pub const DEFAULT_TENTHS_BELOW: Duration = Duration::from_secs(10);

/// The face text for a remaining time.
pub fn clock_face(remaining: Duration, tenths_below: Duration) -> String {
    let secs = remaining.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if remaining < tenths_below {
        format!("{m}:{s:02}.{}", remaining.subsec_millis() / 100)
    } else {
        format!("{m}:{s:02}")
    }
}

/// Whole seconds, rounded down, as PGN's `%clk` writes them: `H:MM:SS`.
pub fn pgn_clock(remaining: Duration) -> String {
    let secs = remaining.as_secs();
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn faces_round_down() {
        let t = DEFAULT_TENTHS_BELOW;
        assert_eq!(clock_face(Duration::from_secs(5400), t), "1:30:00");
        assert_eq!(clock_face(Duration::from_secs(3600), t), "1:00:00");
        assert_eq!(clock_face(ms(3_599_999), t), "59:59");
        assert_eq!(clock_face(Duration::from_secs(182), t), "3:02");
        assert_eq!(clock_face(ms(10_000), t), "0:10");
        assert_eq!(clock_face(ms(9_999), t), "0:09.9");
        assert_eq!(clock_face(ms(50), t), "0:00.0");
        assert_eq!(clock_face(Duration::ZERO, t), "0:00.0");
        assert_eq!(clock_face(ms(9_999), Duration::ZERO), "0:09");
        assert_eq!(clock_face(Duration::from_nanos(179_999_999_999), t), "2:59");
    }

    #[test]
    fn pgn_clock_is_whole_seconds() {
        assert_eq!(pgn_clock(ms(5_399_999)), "1:29:59");
        assert_eq!(pgn_clock(Duration::from_secs(182)), "0:03:02");
        assert_eq!(pgn_clock(Duration::ZERO), "0:00:00");
    }
}
