//! The values a script's lines hold: a side, seconds, a time as H:MM:SS.

use std::time::Duration;

use shakmaty::Color;

/// `white` or `black`.
pub(super) fn side(text: &str) -> Result<Color, String> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(format!("'{text}' is not a side (white or black)")),
    }
}

/// Seconds with up to nine decimals, exactly: `12`, `0.5`, `3.000000001`.
pub(super) fn seconds(text: &str) -> Result<Duration, String> {
    let bad = || format!("'{text}' is not a number of seconds");
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty())
        || !digits(whole)
        || !digits(fraction)
        || fraction.len() > 9
    {
        return Err(bad());
    }
    let secs: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    if secs > 366 * 86_400 {
        return Err(bad());
    }
    let nanos: u32 = format!("{fraction:0<9}").parse().map_err(|_| bad())?;
    Ok(Duration::new(secs, nanos))
}

/// `H:MM:SS` or `M:SS`, seconds possibly with decimals.
pub(super) fn hms(text: &str) -> Result<Duration, String> {
    let bad = || format!("'{text}' is not a time as H:MM:SS");
    let parts: Vec<&str> = text.split(':').collect();
    let (h, m, s) = match parts.as_slice() {
        [h, m, s] => (*h, *m, *s),
        [m, s] => ("0", *m, *s),
        _ => return Err(bad()),
    };
    let h: u64 = h.parse().map_err(|_| bad())?;
    let m: u64 = m.parse().map_err(|_| bad())?;
    let s = seconds(s).map_err(|_| bad())?;
    if m >= 60 || s >= Duration::from_secs(60) || h > 99 {
        return Err(bad());
    }
    Ok(Duration::from_secs(h * 3600 + m * 60) + s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_exact() {
        assert_eq!(seconds("0.1"), Ok(Duration::from_millis(100)));
        assert_eq!(seconds("7"), Ok(Duration::from_secs(7)));
        assert_eq!(seconds(".5"), Ok(Duration::from_millis(500)));
        assert_eq!(seconds("1.123456789"), Ok(Duration::new(1, 123_456_789)));
        assert!(seconds("1.1234567891").is_err());
        assert!(seconds("-1").is_err());
        assert!(seconds(".").is_err());
        assert!(seconds("1e3").is_err());
    }
}
