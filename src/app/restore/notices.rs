//! What the arbiter is told after a restore: records lost or left out and
//! where the file was kept, storage that cannot keep the game, and when the
//! last record was written with what the clocks showed.

use std::path::Path;
use std::time::Duration;

use shakmaty::ByColor;

use crate::clock::clock_face;
use crate::store::journal::{JournalError, LostRecord, SkippedRecord};
use crate::words::Language;
use crate::words::t;

/// What the arbiter must know when the journal lost records: which, why,
/// where the damaged file was kept, and that the game must be checked.
pub fn damage_notice(lang: Language, lost: &LostRecord, kept: Option<&Path>) -> String {
    t!(
        lang,
        "records-lost",
        line = lost.line,
        after = lost.after,
        why = lost.why.words(lang),
        kept = kept_words(lang, kept)
    )
}

/// What the arbiter must know when lines were left out alone: which, why,
/// and where the file was kept as it was.
pub fn skipped_notice(lang: Language, skipped: &[SkippedRecord], kept: Option<&Path>) -> String {
    // A card failing badly can damage thousands: the first few say enough.
    const NAMED: usize = 6;
    let mut lines: Vec<String> = skipped
        .iter()
        .take(NAMED)
        .map(|s| s.line.to_string())
        .collect();
    if skipped.len() > NAMED {
        lines.push(format!("… ({})", skipped.len()));
    }
    t!(
        lang,
        "records-skipped",
        count = skipped.len(),
        lines = lines.join(", "),
        why = skipped[0].why.words(lang),
        kept = kept_words(lang, kept)
    )
}

fn kept_words(lang: Language, kept: Option<&Path>) -> String {
    kept.map_or_else(
        || t!(lang, "records-not-copied"),
        |p| t!(lang, "records-copy-kept", path = p.display().to_string()),
    )
}

/// Storage that cannot keep the game: the clock goes on regardless.
pub fn not_kept(lang: Language, e: &JournalError) -> String {
    t!(lang, "storage-not-kept", error = e.words(lang))
}

/// No wall clock that was set reads earlier than 2025-01-01 (UTC).
const CLOCK_SET_SINCE: u64 = 1_735_689_600;

/// When the last record was written (`utc`) and how long before `now`, both
/// by the wall clock in seconds since 1970; `None` when that clock cannot
/// tell: it was not set when the record was written, or it went back since.
/// A Pi without a battery clock starts after a power cut from a time saved
/// earlier (or systemd's build date) until the network sets it.
pub(super) fn written_before(utc: u64, now: u64) -> Option<(u64, Duration)> {
    (utc >= CLOCK_SET_SINCE && now >= utc).then(|| (utc, Duration::from_secs(now - utc)))
}

/// What the arbiter must know after a restart mid-game: when the last
/// record was written, what each clock showed then, that the time since is
/// not charged, and that resuming is the arbiter's.
pub fn restore_notice(
    lang: Language,
    written: Option<(u64, Duration)>,
    times: ByColor<Duration>,
) -> String {
    let (white, black) = (
        clock_face(times.white, Duration::ZERO),
        clock_face(times.black, Duration::ZERO),
    );
    let when = match written {
        Some((utc, age)) => t!(
            lang,
            "restore-written-at",
            at = crate::dates::utc_time(utc),
            ago = clock_face(age, Duration::ZERO)
        ),
        None => t!(lang, "restore-written-unknown"),
    };
    t!(
        lang,
        "game-restored",
        when = when,
        white = white,
        black = black
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_since_the_last_record_is_told_only_by_a_clock_that_did_not_go_back() {
        let at = 1_764_512_000;
        assert_eq!(
            written_before(at, at + 192),
            Some((at, Duration::from_secs(192)))
        );
        // A Pi without a battery clock, back from a power cut on a time saved earlier.
        assert_eq!(written_before(at, at - 3600), None);
        // A record written before the clock was ever set (systemd's build date, 1970).
        assert_eq!(written_before(1_680_000_000, 1_680_000_060), None);
        assert_eq!(written_before(35, 95), None);
        let times = ByColor {
            white: Duration::from_secs(189),
            black: Duration::from_secs(178),
        };
        assert!(
            restore_notice(Language::English, written_before(at, at - 3600), times)
                .contains("the time of the last record is unknown")
        );
    }

    #[test]
    fn the_notice_says_when_and_what_the_clocks_showed() {
        let times = ByColor {
            white: Duration::from_secs(189),
            black: Duration::from_secs(178),
        };
        let written = Some((1_764_512_000 + 3600, Duration::from_secs(192)));
        assert_eq!(
            restore_notice(Language::English, written, times),
            "Game restored after a stop: the last record was written at 15:13:20 UTC, 3:12 before \
             this start. The clocks are paused at White 3:09, Black 2:58; the time since that \
             record is not charged. The arbiter resumes (PIN)."
        );
    }
}
