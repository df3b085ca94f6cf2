//! The game the app opens with: the journal's, restored with its clocks
//! paused and a notice that says what the arbiter must know, or the next
//! game as the setup last held it.

use std::path::Path;
use std::time::{Duration, SystemTime};

use shakmaty::ByColor;

use crate::app::ui::setup_screen;
use crate::clock::{Moment, TimeControl, clock_face};
use crate::dates::wall_clock;
use crate::game::{GameSetup, Input};
use crate::store::journal::{JournalError, LostRecord, SkippedRecord, move_aside};
use crate::store::{RecordError, RecordedGame, Restored, Settings, new_game_id};
use crate::words::Language;
use crate::words::t;

use crate::app::JOURNAL_FILE;

/// Restores the journal's game with its clocks paused, or starts a new one.
/// A damaged journal is kept aside and the user told; storage that cannot
/// be written leaves a clock that keeps the game in memory, with a notice.
/// What `notice` held (the settings' problems) stays first.
///
/// # Errors
/// Never for storage; only a setup that makes no game.
pub fn open_game(
    data_dir: &Path,
    settings: &Settings,
    notice: &mut Option<String>,
) -> Result<(RecordedGame, Moment), String> {
    let lang = settings.language;
    let path = data_dir.join(JOURNAL_FILE);
    let mut said = Vec::new();
    let mut unreadable = false;
    if path.exists() {
        // Read before the restore writes to the journal (the pause below),
        // or the last record seems written now: the twin's notices said
        // "0:00 before this start" after each reboot.
        let modified = modified_utc(&path);
        match RecordedGame::restore(&path) {
            Ok((game, restored)) => {
                let game = resumed(game, &restored, lang, modified, &mut said);
                *notice = joined(notice.take(), said);
                return Ok((game, restored.last_moment()));
            }
            // A cut while the last game was being made: nothing to restore.
            Err(JournalError::Empty { .. }) => {}
            Err(JournalError::Corrupt { line, why, .. }) => {
                let (file, why) = (path.display().to_string(), why.words(lang));
                let stamp = format!("{}-{}", wall_clock().1, std::process::id());
                match move_aside(&path, &stamp) {
                    Ok(aside) => said.push(t!(
                        lang,
                        "journal-damaged-kept-aside",
                        file = file,
                        line = line,
                        why = why,
                        aside = aside.display().to_string()
                    )),
                    Err(e) => {
                        unreadable = true;
                        said.push(t!(
                            lang,
                            "journal-damaged-not-kept-aside",
                            file = file,
                            line = line,
                            why = why,
                            error = e.to_string()
                        ));
                    }
                }
            }
            Err(e) => {
                unreadable = true;
                said.push(e.words(lang));
            }
        }
    }
    // No journal: the last game went to the archive. Unsigned, it comes
    // back to its result for the players to sign, restart or not.
    if !path.exists()
        && !unreadable
        && let Some(game) = unsigned_archived(data_dir)
    {
        *notice = joined(notice.take(), said);
        return Ok((game, Moment::ZERO));
    }
    // No game on: the next one as the setup last held it, ready to start
    // and never filed until a clock runs.
    let next = &settings.next;
    let setup = setup_screen::game_of(next, &setup_screen::offers(settings), settings)
        .unwrap_or_else(|| {
            let rapid = TimeControl::preset("rapid").expect("a preset");
            GameSetup {
                white: rapid.clone(),
                black: rapid,
                timeout_budget: settings.timeout_budget,
                language: settings.language.letters(),
                ..GameSetup::default()
            }
        });
    let (id, date) = new_game_id(Some(data_dir));
    let tags = next.tags(&date);
    let started = if unreadable {
        Err(RecordError::Journal(JournalError::Unfiled {
            path: path.clone(),
            id: id.clone(),
        }))
    } else {
        RecordedGame::start(&path, &id, setup.clone(), tags.clone())
    };
    let game = match started {
        Ok(game) => game,
        Err(RecordError::Journal(e)) => {
            tracing::error!("{e}");
            if !unreadable {
                said.push(not_kept(lang, &e));
            }
            RecordedGame::start_in_memory(&path, &id, setup, tags).map_err(|e| e.to_string())?
        }
        Err(e) => return Err(e.to_string()),
    };
    *notice = joined(notice.take(), said);
    Ok((game, Moment::ZERO))
}

/// The archive's last game, when it ended and is not signed by both players
/// and nothing began since: the next game must not skip the signatures
/// (Art. 8.7) by a restart. Only a journal that reads whole is taken; the
/// archive is never written but by the signatures that follow.
fn unsigned_archived(data_dir: &Path) -> Option<RecordedGame> {
    use crate::store::journal::{read_journal, replay};
    let newest = std::fs::read_dir(crate::store::archive::archive_dir(data_dir))
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        // Names are the day and the second they began: the newest last.
        .max()?;
    let contents = read_journal(&newest).ok()?;
    if contents.lost.is_some() || contents.torn {
        return None;
    }
    let game = replay(&newest, &contents).ok()?;
    let signed = game.confirmations();
    if game.result().is_none() || signed.white.is_some() && signed.black.is_some() {
        return None;
    }
    RecordedGame::restore(&newest).ok().map(|(game, _)| game)
}

/// The restored game, its clocks paused if it was on, a note where records
/// were lost; what the arbiter must know goes to `said`. `modified`: when
/// the journal's file was last written before this start.
fn resumed(
    mut game: RecordedGame,
    restored: &Restored,
    lang: Language,
    modified: Option<u64>,
    said: &mut Vec<String>,
) -> RecordedGame {
    let last = restored.last_moment();
    if let Some(lost) = &restored.lost {
        let input = Input::RecordsLost {
            line: lost.line,
            after: lost.after,
        };
        // The game takes the note even when storage fails: it is in memory.
        let _ = game.handle(input, last);
        let text = damage_notice(lang, lost, restored.kept_aside.as_deref());
        tracing::error!("{text}");
        said.push(text);
    }
    if !restored.skipped.is_empty() {
        let text = skipped_notice(lang, &restored.skipped, restored.kept_aside.as_deref());
        tracing::error!("{text}");
        said.push(text);
    }
    if game.game().result().is_none() && game.game().is_started() {
        let now = wall_clock().1;
        let written = restored
            .contents
            .checkpoint()
            .filter(|c| c.at >= last)
            .map(|c| c.utc)
            .or(modified)
            .and_then(|utc| written_before(utc, now));
        // Paused, noted where it happened (the PGN says the game was
        // interrupted), and held for the arbiter: journalled, so a second
        // cut keeps both.
        let input = Input::Restored {
            utc: now,
            written: written.map(|(utc, _)| utc),
        };
        let _ = game.handle(input, last);
        let clock = game.game().clock();
        let times = ByColor::new_with(|c| clock.remaining(c, last));
        said.push(restore_notice(lang, written, times));
    }
    if let Some(e) = &restored.unkept {
        tracing::error!("{e}");
        said.push(not_kept(lang, e));
    }
    game
}

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

/// What was said before (the settings' problems) and then, never one in
/// place of the other.
fn joined(before: Option<String>, said: Vec<String>) -> Option<String> {
    let all: Vec<String> = before.into_iter().chain(said).collect();
    (!all.is_empty()).then(|| all.join("\n\n"))
}

/// No wall clock that was set reads earlier than 2025-01-01 (UTC).
const CLOCK_SET_SINCE: u64 = 1_735_689_600;

/// When the last record was written (`utc`) and how long before `now`, both
/// by the wall clock in seconds since 1970; `None` when that clock cannot
/// tell: it was not set when the record was written, or it went back since.
/// A Pi without a battery clock starts after a power cut from a time saved
/// earlier (or systemd's build date) until the network sets it.
fn written_before(utc: u64, now: u64) -> Option<(u64, Duration)> {
    (utc >= CLOCK_SET_SINCE && now >= utc).then(|| (utc, Duration::from_secs(now - utc)))
}

/// When the journal's file was last written, by the wall clock.
fn modified_utc(path: &Path) -> Option<u64> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    Some(
        modified
            .duration_since(SystemTime::UNIX_EPOCH)
            .ok()?
            .as_secs(),
    )
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
