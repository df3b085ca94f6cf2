//! The game the app opens with: the journal's, restored with its clocks
//! paused and a notice that says what the arbiter must know, or the next
//! game as the setup last held it.

use std::path::Path;
use std::time::SystemTime;

use shakmaty::ByColor;

use crate::app::ui::setup_screen;
use crate::clock::{Moment, TimeControl};
use crate::dates::wall_clock;
use crate::game::{GameSetup, Input};
use crate::store::journal::{JournalError, move_aside};
use crate::store::{RecordError, RecordedGame, Restored, Settings, new_game_id};
use crate::words::Language;
use crate::words::t;

use crate::app::JOURNAL_FILE;

mod notices;

use notices::written_before;
pub use notices::{damage_notice, not_kept, restore_notice, skipped_notice};

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
    let path = data_dir.join(JOURNAL_FILE);
    let mut said = Vec::new();
    let mut unreadable = false;
    if path.exists() {
        match journal_game(&path, settings.language, &mut said) {
            Journal::Resumed(game, last) => {
                *notice = joined(notice.take(), said);
                return Ok((*game, last));
            }
            Journal::Nothing => {}
            Journal::Unreadable => unreadable = true,
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
    let game = next_game(data_dir, settings, unreadable, &mut said)?;
    *notice = joined(notice.take(), said);
    Ok((game, Moment::ZERO))
}

/// What the journal found at start holds.
enum Journal {
    /// A game to go on with, and the moment its records reach.
    Resumed(Box<RecordedGame>, Moment),
    /// No game: a cut while the last one was being made, or a damaged
    /// journal now kept aside.
    Nothing,
    /// A journal neither read nor kept aside: nothing may be written over
    /// it, so the next game stays in memory.
    Unreadable,
}

/// The journal at `path` restored, or why not in `said`.
fn journal_game(path: &Path, lang: Language, said: &mut Vec<String>) -> Journal {
    // Read before the restore writes to the journal (the pause below),
    // or the last record seems written now: the twin's notices said
    // "0:00 before this start" after each reboot.
    let modified = modified_utc(path);
    match RecordedGame::restore(path) {
        Ok((game, restored)) => {
            let game = resumed(game, &restored, lang, modified, said);
            Journal::Resumed(Box::new(game), restored.last_moment())
        }
        // A cut while the last game was being made: nothing to restore.
        Err(JournalError::Empty { .. }) => Journal::Nothing,
        Err(JournalError::Corrupt { line, why, .. }) => {
            keep_aside(path, line, &why.words(lang), lang, said)
        }
        Err(e) => {
            said.push(e.words(lang));
            Journal::Unreadable
        }
    }
}

/// A journal damaged at `line` moved aside, so the next game starts on a
/// clean one and the damaged file stays for the arbiter; `said` tells
/// where it went, or why it could not be moved.
fn keep_aside(
    path: &Path,
    line: usize,
    why: &str,
    lang: Language,
    said: &mut Vec<String>,
) -> Journal {
    let file = path.display().to_string();
    let stamp = format!("{}-{}", wall_clock().1, std::process::id());
    match move_aside(path, &stamp) {
        Ok(aside) => {
            said.push(t!(
                lang,
                "journal-damaged-kept-aside",
                file = file,
                line = line,
                why = why,
                aside = aside.display().to_string()
            ));
            Journal::Nothing
        }
        Err(e) => {
            said.push(t!(
                lang,
                "journal-damaged-not-kept-aside",
                file = file,
                line = line,
                why = why,
                error = e.to_string()
            ));
            Journal::Unreadable
        }
    }
}

/// No game on: the next one as the setup last held it, ready to start and
/// never filed until a clock runs. Kept in memory when the journal cannot
/// take it (`unreadable`: the one there may not be written over).
fn next_game(
    data_dir: &Path,
    settings: &Settings,
    unreadable: bool,
    said: &mut Vec<String>,
) -> Result<RecordedGame, String> {
    let path = data_dir.join(JOURNAL_FILE);
    let next = &settings.next;
    let setup = next_setup(settings);
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
    match started {
        Ok(game) => Ok(game),
        Err(RecordError::Journal(e)) => {
            tracing::error!("{e}");
            if !unreadable {
                said.push(not_kept(settings.language, &e));
            }
            RecordedGame::start_in_memory(&path, &id, setup, tags).map_err(|e| e.to_string())
        }
        Err(e) => Err(e.to_string()),
    }
}

/// The setup the settings hold for the next game, or a rapid game when
/// they make none.
fn next_setup(settings: &Settings) -> GameSetup {
    setup_screen::game_of(&settings.next, &setup_screen::offers(settings), settings).unwrap_or_else(
        || {
            let rapid = TimeControl::preset("rapid").expect("a preset");
            GameSetup {
                white: rapid.clone(),
                black: rapid,
                timeout_budget: settings.timeout_budget,
                language: settings.language.letters(),
                ..GameSetup::default()
            }
        },
    )
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

/// What was said before (the settings' problems) and then, never one in
/// place of the other.
fn joined(before: Option<String>, said: Vec<String>) -> Option<String> {
    let all: Vec<String> = before.into_iter().chain(said).collect();
    (!all.is_empty()).then(|| all.join("\n\n"))
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
