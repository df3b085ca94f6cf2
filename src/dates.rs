//! Dates and times of day as pendule writes them (PGN's `YYYY.MM.DD`,
//! `14:32:05` UTC), and the wall clock they are read from (at the edges).

/// A PGN date (`YYYY.MM.DD`) from days since 1970-01-01 (UTC), by the
/// civil calendar.
pub fn pgn_date(days_since_epoch: i64) -> String {
    // Howard Hinnant's days-to-civil.
    let z = days_since_epoch + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Days since 1970-01-01 and seconds since the epoch, by the wall clock.
pub fn wall_clock() -> (i64, u64) {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    ((secs / 86_400) as i64, secs)
}

/// A wall-clock time of day as `14:32:05` (UTC) from seconds since 1970.
pub fn utc_time(secs: u64) -> String {
    let rest = secs % 86_400;
    format!(
        "{:02}:{:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_by_the_civil_calendar() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(11_016), "2000.02.29");
        assert_eq!(pgn_date(20_786), "2026.11.29");
        assert_eq!(pgn_date(-1), "1969.12.31");
    }
}
